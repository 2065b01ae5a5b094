import type { InstrumentInput } from "../../schema";

export const deBeeg: InstrumentInput = {
  source_id: "de-beeg",
  title: "Gesetz zum Elterngeld und zur Elternzeit (Bundeselterngeld- und Elternzeitgesetz – BEEG)",
  short_names: ["BEEG", "Bundeselterngeld- und Elternzeitgesetz", "Federal Parental Allowance and Parental Leave Act", "Elternzeit", "Elterngeld"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/beeg/",
  date: "2006-12-05",
  provisions: [
    {
      article: "1",
      heading: "Berechtigte",
      summary: "Entitles a person resident in Germany who lives with and cares for their child in the household and does not work full-time to parental allowance (Elterngeld), subject to an income ceiling.",
      topics: ["parental-leave", "parental-allowance", "benefits"],
      situations: ["can I get parental allowance in Germany", "who is entitled to parental benefit after a baby is born"],
    },
    {
      article: "2",
      heading: "Höhe des Elterngeldes",
      summary: "Sets parental allowance at 67 percent of the net income before the birth (rising to up to 100 percent for low incomes and falling to 65 percent for higher incomes), between a minimum of 300 and a maximum of 1,800 euros a month.",
      topics: ["parental-allowance", "benefits"],
      situations: ["how much Elterngeld will I get", "how is the amount of parental benefit calculated from my salary"],
    },
    {
      article: "4",
      heading: "Bezugsdauer, Anspruchsumfang",
      summary: "Allows parental allowance to be drawn in the first 14 months of the child's life, with basic allowance for up to twelve months per parent and two further partner months, or parental allowance plus for twice as long at half the amount.",
      topics: ["parental-allowance", "benefits"],
      situations: ["how long can I get parental allowance after the baby is born", "partner months and parental allowance plus"],
    },
    {
      article: "15",
      heading: "Anspruch auf Elternzeit",
      summary: "Entitles employees to parental leave (Elternzeit) to care for a child until it turns three, of which up to 24 months may be taken between the third and eighth birthday; both parents may take it simultaneously, and part-time work of up to 32 hours a week is permitted, with a right to request reduction in businesses with more than 15 employees.",
      topics: ["employment", "parental-leave"],
      situations: [
        "can I take time off work to look after my new baby",
        "how long can a dad stay home after the baby is born",
        "how long can I take parental leave in Germany",
        "can I work part-time during parental leave",
      ],
    },
    {
      article: "16",
      heading: "Inanspruchnahme der Elternzeit",
      summary: "Requires parental leave to be requested in writing at least seven weeks before it starts (13 weeks for leave between the third and eighth birthday), stating the periods for the next two years.",
      topics: ["employment", "parental-leave", "notice"],
      situations: ["how far in advance must I apply for parental leave", "how do I request parental leave from my employer and how early"],
    },
    {
      article: "18",
      heading: "Kündigungsschutz",
      summary: "Prohibits the employer from dismissing an employee from the time parental leave is requested (at most eight weeks before it starts, or 14 weeks before for leave between the third and eighth birthday) and during the leave, except in special cases approved by the authority.",
      topics: ["employment", "parental-leave", "dismissal"],
      situations: ["can I be dismissed while on parental leave", "can my employer dismiss me after I asked for parental leave"],
    },
  ],
};
