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
      situations: ["on what grounds can a court wind up a company"],
    },
    {
      article: "123",
      heading: "Definition of inability to pay debts",
      summary:
        "Treats a company as unable to pay its debts where, among other cases, a creditor owed more than £750 has served a written demand that has gone unpaid for three weeks, execution is returned unsatisfied, it cannot pay its debts as they fall due, or its liabilities exceed its assets.",
      topics: ["insolvency", "winding-up", "debt-recovery"],
      situations: ["when is a company treated as unable to pay its debts", "a company ignored my statutory demand for what it owes"],
    },
    {
      article: "213",
      heading: "Fraudulent trading",
      summary:
        "In a winding up, lets the court order anyone knowingly party to carrying on the company's business with intent to defraud creditors, or for any fraudulent purpose, to contribute to the company's assets.",
      topics: ["insolvency", "director-liability"],
      situations: ["the company's owners ran the business to cheat creditors"],
    },
    {
      article: "214",
      heading: "Wrongful trading",
      summary:
        "Lets the court order a director to contribute to the company's assets where, before the winding up began, the director knew or ought to have concluded that insolvent liquidation or administration could not reasonably be avoided and did not take every step to minimise creditors' losses.",
      topics: ["insolvency", "director-liability"],
      situations: [
        "the directors kept trading when they knew the company couldn't avoid going bust",
        "can I be personally liable as a director if the company trades while insolvent in the UK",
        "the directors kept taking orders when the company couldn't pay its debts",
        "director liability for debts when the company goes into liquidation",
      ],
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
      situations: ["before going bust the company paid back one creditor ahead of the others"],
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
    {
      article: "124",
      heading: "Application for winding up",
      summary:
        "An application to the court to wind up a company may be made by the company, its directors, any creditor (including contingent or prospective creditors), contributories, or others specified, or by all or any of them together.",
      topics: ["insolvency", "winding-up"],
      situations: [
        "how do I apply to wind up a company that owes me money",
        "can a creditor petition the court to wind up a company",
      ],
    },
    {
      article: "127",
      heading: "Avoidance of property dispositions, etc.",
      summary:
        "In a winding up by the court, any disposition of the company's property and any transfer of shares made after the commencement of the winding up (usually the petition date) is void unless the court orders otherwise.",
      topics: ["insolvency", "winding-up"],
      situations: [
        "the company paid suppliers after a winding up petition was presented; is that valid",
        "the company sold its van after the petition was presented",
      ],
    },
    {
      article: "175",
      heading: "Preferential debts (general provision)",
      summary:
        "In a winding up, preferential debts (such as certain employee wages and holiday pay, pension contributions, and some debts to HMRC as secondary preferential debts) are paid in priority to other debts, after liquidation expenses.",
      topics: ["insolvency", "winding-up", "creditors", "employment"],
      situations: [
        "will I get my unpaid wages if my employer goes into liquidation",
        "who gets paid first when a company is wound up",
      ],
    },
    {
      article: "176A",
      heading: "Share of assets for unsecured creditors",
      summary:
        "Where a floating charge was created after 15 September 2003, the liquidator, administrator or receiver must set aside a prescribed part of the company's net property for unsecured creditors before the floating charge holder is paid.",
      topics: ["insolvency", "creditors"],
      situations: [
        "is there anything left for unsecured creditors when the bank has a floating charge",
        "will unsecured creditors get anything in this liquidation",
      ],
    },
    {
      article: "212",
      heading: "Summary remedy against delinquent directors, liquidators, etc.",
      summary:
        "In a winding up, the court may examine the conduct of a present or past officer, liquidator or manager who has misapplied or retained company money or property or been guilty of misfeasance or breach of duty, and order repayment or compensation.",
      topics: ["insolvency", "directors", "liability"],
      situations: [
        "the liquidator is suing the former directors for misusing company money",
        "the director took company funds before it collapsed",
      ],
    },
    {
      article: "216",
      heading: "Restriction on re-use of company names",
      summary:
        "A person who was a director in the twelve months before a company went into insolvent liquidation may not, for five years, be a director of or involved with a company using the same or a similar name, except as permitted; breach is an offence and brings personal liability under section 217.",
      topics: ["insolvency", "directors", "company-names"],
      situations: [
        "my company went bust; can I start a new one with the same name",
        "I was a director of a liquidated company; can I use the same name again",
      ],
    },
    {
      article: "267",
      heading: "Grounds of creditor's petition",
      summary:
        "A creditor may petition for an individual's bankruptcy only for an unsecured debt of at least the bankruptcy level (currently £5,000) that the debtor appears unable to pay or has no reasonable prospect of paying.",
      topics: ["insolvency", "bankruptcy", "debt-recovery"],
      situations: [
        "how much must someone owe me before I can make them bankrupt",
        "can I petition for bankruptcy over a 3000 pound debt",
      ],
    },
    {
      article: "268",
      heading: "Definition of “inability to pay”, etc.; the statutory demand",
      summary:
        "A debtor appears unable to pay a debt if a statutory demand has been served and not complied with or set aside within three weeks, or execution on a judgment has been returned unsatisfied.",
      topics: ["insolvency", "bankruptcy", "debt-recovery"],
      situations: [
        "I received a statutory demand; what happens if I ignore it",
        "how long do I have to respond to a statutory demand",
      ],
    },
    {
      article: "279",
      heading: "Duration",
      summary:
        "A bankrupt is normally discharged from bankruptcy at the end of one year from the commencement of the bankruptcy, subject to suspension by the court where the bankrupt fails to comply with obligations.",
      topics: ["insolvency", "bankruptcy"],
      situations: [
        "how long does bankruptcy last in England",
        "when will I be discharged from bankruptcy",
      ],
    },
    {
      article: "281",
      heading: "Effect of discharge",
      summary:
        "Discharge releases the bankrupt from bankruptcy debts, but not from debts incurred by fraud, certain fines, most personal injury damages, family proceedings orders, student loans and some other debts.",
      topics: ["insolvency", "bankruptcy"],
      situations: [
        "which debts do I still owe after bankruptcy ends",
        "is my student loan written off when bankruptcy ends",
      ],
    },
    {
      article: "423",
      heading: "Transactions defrauding creditors",
      summary:
        "Where a person enters into a transaction at an undervalue for the purpose of putting assets beyond the reach of a creditor or otherwise prejudicing a creditor's interests, the court may make orders to restore the position and protect the victims, with no time limit tied to insolvency.",
      topics: ["insolvency", "fraud", "creditors"],
      situations: [
        "my debtor transferred his house to his wife to avoid paying me",
        "a debtor gave away assets to defeat my claim",
      ],
    },
  ],
};
