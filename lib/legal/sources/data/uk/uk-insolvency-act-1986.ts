import type { InstrumentInput } from "../../schema";

/** Insolvency Act 1986 (1986 c. 45): the sections the corporate insolvency tool uses (Part A1 inserted by CIGA 2020). */
export const ukInsolvencyAct1986: InstrumentInput = {
  source_id: "uk-insolvency-act-1986",
  title: "Insolvency Act 1986 (1986 c. 45)",
  short_names: ["Insolvency Act 1986", "IA 1986", "UK Insolvency Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1986/45/contents",
  date: "1986-07-25",
  provisions: [
    {
      article: "A9",
      heading: "End of the moratorium",
      summary:
        "Fixes when a Part A1 moratorium ends: at the end of its initial period of 20 business days starting the day after it comes into force, unless extended or brought to an earlier end under the Part.",
      topics: ["insolvency", "moratorium", "restructuring"],
    },
    {
      article: "A10",
      heading: "Extension by directors without creditor consent",
      summary:
        "Lets the directors extend the moratorium once, for a further 20 business days, by filing at court the prescribed statements, including that debts falling due during the moratorium have been paid and that the company is likely to be rescued as a going concern.",
      topics: ["insolvency", "moratorium", "restructuring"],
    },
    {
      article: "A11",
      heading: "Extension by directors with creditor consent",
      summary:
        "Lets the directors extend the moratorium with the consent of the pre-moratorium creditors, in one or more extensions, to a total of no more than one year from the start of the initial period.",
      topics: ["insolvency", "moratorium", "restructuring"],
    },
    {
      article: "84",
      heading: "Circumstances in which company may be wound up voluntarily",
      summary:
        "Lets a company be wound up voluntarily by special resolution, or by resolution when a fixed duration or dissolving event in its articles has occurred.",
      topics: ["insolvency", "winding-up"],
    },
    {
      article: "89",
      heading: "Statutory declaration of solvency",
      summary:
        "Where the directors declare, after full inquiry, that the company will pay its debts in full within a stated period of no more than 12 months, the voluntary winding up is a members' rather than a creditors' winding up.",
      topics: ["insolvency", "winding-up"],
    },
    {
      article: "122",
      heading: "Circumstances in which company may be wound up by the court",
      summary: "Lists the grounds on which the court may wind up a company, including that it is unable to pay its debts and that winding up is just and equitable.",
      topics: ["insolvency", "winding-up"],
    },
    {
      article: "123",
      heading: "Definition of inability to pay debts",
      summary:
        "Treats a company as unable to pay its debts where, among other cases, a creditor owed more than £750 has served a written demand that has gone unpaid for three weeks, execution is returned unsatisfied, it cannot pay its debts as they fall due, or its liabilities exceed its assets.",
      topics: ["insolvency", "winding-up", "debt-recovery"],
    },
    {
      article: "213",
      heading: "Fraudulent trading",
      summary:
        "In a winding up, lets the court order anyone knowingly party to carrying on the company's business with intent to defraud creditors, or for any fraudulent purpose, to contribute to the company's assets.",
      topics: ["insolvency", "director-liability"],
    },
    {
      article: "214",
      heading: "Wrongful trading",
      summary:
        "Lets the court order a director to contribute to the company's assets where, before the winding up began, the director knew or ought to have concluded that insolvent liquidation or administration could not reasonably be avoided and did not take every step to minimise creditors' losses.",
      topics: ["insolvency", "director-liability"],
    },
    {
      article: "233B",
      heading: "Protection of supplies of goods and services",
      summary:
        "Stops suppliers from relying on contract terms that end or alter supply because the company has entered a relevant insolvency procedure, subject to exclusions and to termination with consent or court permission.",
      topics: ["insolvency", "contracts", "restructuring"],
    },
    {
      article: "238",
      heading: "Transactions at an undervalue (England and Wales)",
      summary:
        "Lets an administrator or liquidator apply to court to restore the position where the company entered into a transaction at an undervalue at a relevant time.",
      topics: ["insolvency", "avoidance"],
    },
    {
      article: "239",
      heading: "Preferences (England and Wales)",
      summary:
        "Lets an administrator or liquidator apply to court where the company, influenced by a desire to do so, put a creditor or guarantor in a better position in the event of insolvent liquidation at a relevant time; the desire is presumed for connected persons.",
      topics: ["insolvency", "avoidance"],
    },
    {
      article: "240",
      heading: "“Relevant time” under ss. 238, 239",
      summary:
        "Defines the relevant time: two years before the onset of insolvency for transactions at an undervalue and for preferences to connected persons, six months for other preferences, provided the company was then unable to pay its debts or became so as a result.",
      topics: ["insolvency", "avoidance"],
    },
    {
      article: "245",
      heading: "Avoidance of certain floating charges",
      summary:
        "Makes a floating charge created within twelve months before the onset of insolvency (two years for a connected person) invalid except to the extent of new value given, and for unconnected persons only if the company was then unable to pay its debts.",
      topics: ["insolvency", "avoidance", "security"],
    },
  ],
};
