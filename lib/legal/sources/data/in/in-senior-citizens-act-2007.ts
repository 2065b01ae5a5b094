import type { InstrumentInput } from "../../schema";

export const inSeniorCitizensAct2007: InstrumentInput = {
  source_id: "in-senior-citizens-act-2007",
  title: "The Maintenance and Welfare of Parents and Senior Citizens Act, 2007 (Act No. 56 of 2007)",
  short_names: [
    "Maintenance and Welfare of Parents and Senior Citizens Act, 2007",
    "Maintenance and Welfare of Parents and Senior Citizens Act 2007",
    "Senior Citizens Act",
  ],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2033",
  date: "2007-12-29",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "Maintenance of parents and senior citizens",
      summary:
        "A senior citizen or parent unable to maintain themselves from their earnings or property may claim maintenance from adult children (parents and grandparents) or, if childless, from a relative who holds or will inherit their property; the duty covers needs so that they can lead a normal life.",
      topics: ["maintenance", "family", "elderly"],
      situations: [
        "my son refuses to support me in my old age",
        "can elderly parents claim money from their children",
        "I have no children; can I claim maintenance from my nephew who will inherit my house",
      ],
    },
    {
      article: "5",
      heading: "Application for maintenance",
      summary:
        "The senior citizen or parent (or a person or registered organisation they authorise, or the Tribunal on its own) may apply to the Maintenance Tribunal; interim maintenance may be ordered, the application is to be decided within ninety days of notice (extendable once by thirty days), and default may lead to recovery as a fine and up to a month's imprisonment.",
      topics: ["maintenance", "family", "elderly", "procedure"],
      situations: ["how do I file a maintenance claim against my children", "how long does the maintenance tribunal take to decide"],
    },
    {
      article: "9",
      heading: "Order for maintenance",
      summary:
        "If children or relatives neglect or refuse to maintain a senior citizen who cannot maintain themselves, the Tribunal may order a monthly allowance, up to the maximum prescribed by the State Government within a ceiling of Rs 10,000 a month.",
      topics: ["maintenance", "family", "elderly"],
      situations: ["how much maintenance can the tribunal order for parents", "my children pay nothing and I have no income"],
    },
    {
      article: "23",
      heading: "Transfer of property to be void in certain circumstances",
      summary:
        "Where a senior citizen transferred property by gift or otherwise on condition that the transferee would provide basic amenities and physical needs, and the transferee fails to do so, the transfer is deemed obtained by fraud, coercion or undue influence and the Tribunal may declare it void at the senior citizen's option.",
      topics: ["maintenance", "family", "elderly", "property"],
      situations: [
        "I gifted my house to my son and now he has thrown me out",
        "can I take back property I transferred to my children if they do not look after me",
      ],
    },
    {
      article: "24",
      heading: "Exposure and abandonment of senior citizen",
      summary: "Anyone having the care or protection of a senior citizen who leaves them somewhere intending to abandon them wholly is punishable with up to three months' imprisonment, a fine up to Rs 5,000, or both.",
      topics: ["elderly", "family", "offences", "criminal"],
      situations: ["my relatives left my grandfather at a station and disappeared", "is abandoning an elderly parent a crime in India"],
    },
  ],
};
