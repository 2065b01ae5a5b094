import type { InstrumentInput } from "../../schema";

/** Special Marriage Act, 1954 (Act No. 43 of 1954). */
export const inSpecialMarriageAct1954: InstrumentInput = {
  source_id: "in-special-marriage-act-1954",
  title: "The Special Marriage Act, 1954",
  short_names: ["Special Marriage Act", "Special Marriage Act 1954", "SMA", "Act No. 43 of 1954"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1954-10-09",
  provisions: [
    {
      article: "27",
      heading: "Divorce",
      summary: "Sets the grounds on which either spouse married under the Act may seek divorce, among them adultery, desertion for at least two years, cruelty and incurable unsound mind, with further grounds for the wife.",
      topics: ["family", "divorce", "marriage"],
      situations: [
        "my spouse from our court marriage cheated on me, can I get a divorce",
        "divorce grounds for a court marriage",
        "interfaith couple married under the special marriage law wants divorce",
      ],
    },
    {
      article: "28",
      heading: "Divorce by mutual consent",
      summary: "Allows a joint petition by spouses who have lived separately for one year or more and agree to end the marriage; the decree follows a motion made between six and eighteen months after the petition if it has not been withdrawn.",
      topics: ["family", "divorce", "mutual-consent"],
      situations: [
        "we had a court marriage and both want to split up",
        "my spouse and I agree to divorce and have lived apart for a year",
        "mutual consent divorce after a registered court marriage",
        "six month waiting period for divorce",
      ],
    },
    {
      article: "39",
      heading: "Appeals from decrees and orders",
      summary: "Makes decrees under the Act appealable as decrees of the court in its original civil jurisdiction, within ninety days from the decree or order.",
      topics: ["family", "appeals"],
      situations: ["appealing a divorce decree in a court marriage", "ninety days to appeal"],
    },
    {
      article: "4",
      heading: "Conditions relating to solemnization of special marriages",
      summary:
        "A marriage between any two persons may be solemnised under the Act if neither has a living spouse, both can give valid consent and are not mentally unfit, the man is at least 21 and the woman at least 18, and they are not within prohibited degrees unless custom permits.",
      topics: ["family", "marriage", "inter-faith"],
      situations: [
        "can a Hindu and a Muslim marry in court in India",
        "what are the conditions for a court marriage",
      ],
    },
    {
      article: "5",
      heading: "Notice of intended marriage",
      summary:
        "Parties intending to marry under the Act must give written notice to the Marriage Officer of the district where at least one of them has lived for at least thirty days immediately before the notice.",
      topics: ["family", "marriage", "formalities", "inter-faith"],
      situations: [
        "how do we apply for a court marriage",
        "do we need to live in the district before a court marriage",
      ],
    },
    {
      article: "7",
      heading: "Objection to marriage",
      summary:
        "Any person may object to an intended marriage within thirty days of publication of the notice on the ground that it would contravene a condition in section 4.",
      topics: ["family", "marriage", "inter-faith"],
      situations: [
        "someone objected to our court marriage notice; what happens now",
        "my family filed an objection to my court marriage; can they stop it",
      ],
    },
    {
      article: "15",
      heading: "Registration of marriages celebrated in other forms",
      summary:
        "A marriage celebrated in another form may be registered under the Act by a Marriage Officer if the conditions in the section, such as the parties living together as husband and wife and meeting the age and capacity conditions, are met.",
      topics: ["family", "marriage", "registration"],
      situations: [
        "we married in a religious ceremony; can we register it under the Special Marriage Act",
        "can we register our old temple marriage as a special marriage",
      ],
    },
    {
      article: "24",
      heading: "Void marriages",
      summary:
        "A marriage solemnised under the Act is null and void, and may be so declared on either party's petition, if it contravened specified conditions of section 4 or the respondent was impotent at the time of the marriage and at the institution of the suit.",
      topics: ["family", "marriage"],
      situations: [
        "is our court marriage void if my spouse was already married",
        "we were within prohibited degrees of relationship; is our marriage void",
      ],
    },
    {
      article: "25",
      heading: "Voidable marriages",
      summary:
        "A marriage under the Act may be annulled for wilful refusal to consummate, pregnancy of the wife by another at marriage, or consent obtained by coercion or fraud, subject to time limits and conditions.",
      topics: ["family", "marriage"],
      situations: [
        "can I annul my court marriage because my spouse refuses to consummate it",
        "my spouse was pregnant by someone else at the time of our court marriage",
      ],
    },
    {
      article: "37",
      heading: "Permanent alimony and maintenance",
      summary:
        "On passing a decree the district court may order the husband to secure to the wife, for her maintenance and support, a gross sum or monthly or periodical payments for her life, having regard to her own property, the husband's means and the parties' conduct, and may vary or rescind the order on a change of circumstances or if she remarries or is unchaste.",
      topics: ["family", "divorce", "maintenance"],
      situations: [
        "will my ex have to pay me maintenance after our court marriage ends",
        "will I get alimony after my court marriage ends in divorce",
        "can the court order maintenance for the wife after a special marriage divorce",
      ],
    },
    {
      article: "38",
      heading: "Custody of children",
      summary:
        "In proceedings under the Act the court may make interim and final orders about the custody, maintenance and education of minor children, consistent with their wishes where possible.",
      topics: ["family", "children", "custody"],
      situations: [
        "who keeps the children when a court marriage ends in divorce",
        "who gets custody of our child after a divorce under the Special Marriage Act",
        "the court is deciding custody of our child in our court marriage divorce",
      ],
    },
  ],
};
