import type { InstrumentInput } from "../../schema";

/** Hindu Marriage Act, 1955 (Act No. 25 of 1955): the provisions the family-lit core cites. */
export const inHinduMarriageAct1955: InstrumentInput = {
  source_id: "in-hindu-marriage-act-1955",
  title: "The Hindu Marriage Act, 1955",
  short_names: ["Hindu Marriage Act", "Hindu Marriage Act 1955", "HMA", "HMA 1955", "Act No. 25 of 1955"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1955-05-18",
  provisions: [
    {
      article: "9",
      heading: "Restitution of conjugal rights",
      summary: "Lets a spouse whose partner has withdrawn from their society without reasonable excuse petition for a decree restoring conjugal rights; the burden of proving a reasonable excuse lies on the spouse who withdrew.",
      topics: ["family", "marriage"],
    },
    {
      article: "10",
      heading: "Judicial separation",
      summary: "Lets either spouse seek a decree of judicial separation on any ground on which divorce could be sought; once it is made, the petitioner need no longer cohabit with the other spouse.",
      topics: ["family", "marriage", "separation"],
    },
    {
      article: "13",
      heading: "Divorce",
      summary:
        "Sets the grounds on which either spouse may seek divorce, among them adultery, cruelty, desertion for a continuous period of at least two years before the petition, conversion, incurable unsound mind and renunciation of the world, plus no resumption of cohabitation for a year or more after a decree of judicial separation or restitution, and further grounds open to the wife.",
      topics: ["family", "divorce", "marriage"],
    },
    {
      article: "13B",
      heading: "Divorce by mutual consent",
      summary:
        "Allows a joint petition by spouses who have lived separately for one year or more and agree to end the marriage; the court hears the second motion no earlier than six months and no later than eighteen months after the petition, and grants the decree if the petition has not been withdrawn.",
      topics: ["family", "divorce", "mutual-consent"],
    },
    {
      article: "14",
      heading: "No petition for divorce to be presented within one year of marriage",
      summary: "Bars a divorce petition within one year of the marriage unless the court gives leave for exceptional hardship to the petitioner or exceptional depravity of the respondent.",
      topics: ["family", "divorce"],
    },
    {
      article: "19",
      heading: "Court to which petition shall be presented",
      summary: "Lets a petition be presented to the district court where the marriage was solemnised, the respondent lives, the parties last lived together, or in listed cases where the petitioner lives.",
      topics: ["family", "jurisdiction"],
    },
    {
      article: "24",
      heading: "Maintenance pendente lite and expenses of proceedings",
      summary: "Lets the court order a spouse without sufficient independent income to be paid support and the costs of the case while it is pending, having regard to both spouses' incomes.",
      topics: ["family", "maintenance"],
    },
    {
      article: "25",
      heading: "Permanent alimony and maintenance",
      summary: "Lets the court, when passing a decree or later, order a spouse to pay the other a gross sum or periodic payments for support, and vary or cancel the order when circumstances change.",
      topics: ["family", "maintenance", "alimony"],
    },
    {
      article: "26",
      heading: "Custody of children",
      summary: "Lets the court make interim and final orders on the custody, maintenance and education of minor children, as far as possible in line with their wishes.",
      topics: ["family", "custody", "children"],
    },
    {
      article: "28",
      heading: "Appeals from decrees and orders",
      summary: "Makes decrees under the Act appealable as decrees of the court in its original civil jurisdiction, and requires an appeal to be brought within ninety days from the decree or order.",
      topics: ["family", "appeals"],
    },
  ],
};
