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
      situations: ["my wife left home without reason, can I ask the court to bring her back", "restitution of conjugal rights"],
    },
    {
      article: "10",
      heading: "Judicial separation",
      summary: "Lets either spouse seek a decree of judicial separation on any ground on which divorce could be sought; once it is made, the petitioner need no longer cohabit with the other spouse.",
      topics: ["family", "marriage", "separation"],
      situations: ["I want to live separately but not divorce", "judicial separation from my husband"],
    },
    {
      article: "13",
      heading: "Divorce",
      summary:
        "Sets the grounds on which either spouse may seek divorce, among them adultery, cruelty, desertion for a continuous period of at least two years before the petition, conversion, incurable unsound mind and renunciation of the world, plus no resumption of cohabitation for a year or more after a decree of judicial separation or restitution, and further grounds open to the wife.",
      topics: ["family", "divorce", "marriage"],
      situations: [
        "my husband is cruel to me, can I get a divorce",
        "grounds for divorce like cruelty or desertion",
        "my husband deserted me two years ago, can I divorce",
        "how can I get a divorce in India if my husband is cruel",
        "grounds for a Hindu divorce in India",
      ],
    },
    {
      article: "13B",
      heading: "Divorce by mutual consent",
      summary:
        "Allows a joint petition by spouses who have lived separately for one year or more and agree to end the marriage; the court hears the second motion no earlier than six months and no later than eighteen months after the petition, and grants the decree if the petition has not been withdrawn.",
      topics: ["family", "divorce", "mutual-consent"],
      situations: [
        "my husband and I both want to split up",
        "we agree to end the marriage, how do we do it",
        "how long does a mutual consent divorce take",
        "we both agree to divorce after living apart for a year",
        "my wife and I both want a divorce in India, how does it work",
      ],
    },
    {
      article: "14",
      heading: "No petition for divorce to be presented within one year of marriage",
      summary: "Bars a divorce petition within one year of the marriage unless the court gives leave for exceptional hardship to the petitioner or exceptional depravity of the respondent.",
      topics: ["family", "divorce"],
      situations: ["can I file for divorce within one year of marriage", "divorce soon after the wedding"],
    },
    {
      article: "19",
      heading: "Court to which petition shall be presented",
      summary: "Lets a petition be presented to the district court where the marriage was solemnised, the respondent lives, the parties last lived together, or in listed cases where the petitioner lives.",
      topics: ["family", "jurisdiction"],
      situations: ["which court do I file my divorce petition in", "filing divorce where my wife lives"],
    },
    {
      article: "24",
      heading: "Maintenance pendente lite and expenses of proceedings",
      summary: "Lets the court order a spouse without sufficient independent income to be paid support and the costs of the case while it is pending, having regard to both spouses' incomes.",
      topics: ["family", "maintenance"],
      situations: ["interim maintenance and legal costs during divorce case", "I have no income while the divorce is pending"],
    },
    {
      article: "25",
      heading: "Permanent alimony and maintenance",
      summary: "Lets the court, when passing a decree or later, order a spouse to pay the other a gross sum or periodic payments for support, and vary or cancel the order when circumstances change.",
      topics: ["family", "maintenance", "alimony"],
      situations: [
        "will my ex have to pay me money every month after the divorce",
        "alimony after divorce",
        "can the alimony amount be changed later",
        "will my husband have to pay maintenance after divorce in India",
      ],
    },
    {
      article: "26",
      heading: "Custody of children",
      summary: "Lets the court make interim and final orders on the custody, maintenance and education of minor children, as far as possible in line with their wishes.",
      topics: ["family", "custody", "children"],
      situations: ["custody of children during the divorce", "who gets the kids and pays for their education"],
    },
    {
      article: "28",
      heading: "Appeals from decrees and orders",
      summary: "Makes decrees under the Act appealable as decrees of the court in its original civil jurisdiction, and requires an appeal to be brought within ninety days from the decree or order.",
      topics: ["family", "appeals"],
      situations: ["time limit to appeal a divorce decree", "appealing the family court's divorce order"],
    },
    {
      article: "5",
      heading: "Conditions for a Hindu marriage",
      summary:
        "A Hindu marriage may be solemnised only if neither party has a living spouse, both can give valid consent and are not mentally unfit for marriage, the bridegroom is at least 21 and the bride at least 18, and the parties are not within prohibited degrees or sapindas unless custom permits.",
      topics: ["family", "marriage"],
      situations: [
        "what is the legal age for marriage for Hindus in India",
        "can a Hindu marry while the first wife is alive",
      ],
    },
    {
      article: "7",
      heading: "Ceremonies for a Hindu marriage",
      summary:
        "A Hindu marriage may be solemnised by the customary rites of either party, and where these include saptapadi (seven steps before the sacred fire) the marriage becomes complete and binding when the seventh step is taken.",
      topics: ["family", "marriage", "formalities"],
      situations: [
        "is a temple marriage without saptapadi valid",
        "which ceremony makes a Hindu marriage legally complete",
      ],
    },
    {
      article: "8",
      heading: "Registration of Hindu marriages",
      summary:
        "States may make rules for registering Hindu marriages in a Hindu Marriage Register to facilitate proof, and may make registration compulsory, but failure to register does not affect the validity of the marriage.",
      topics: ["family", "marriage", "registration"],
      situations: [
        "is my Hindu marriage valid if it was never registered",
        "how do I get a marriage certificate for a Hindu marriage",
      ],
    },
    {
      article: "11",
      heading: "Void marriages",
      summary:
        "A marriage solemnised after the Act commenced is null and void, and may be declared so on either party's petition, if at the time a party had a living spouse, or the parties were within prohibited degrees or sapindas without a permitting custom.",
      topics: ["family", "marriage"],
      situations: [
        "my husband was already married when we married; is our marriage valid",
        "we are cousins within prohibited degrees; is our marriage void",
      ],
    },
    {
      article: "12",
      heading: "Voidable marriages",
      summary:
        "A marriage may be annulled if it was not consummated owing to the respondent's impotence, a party lacked capacity to consent, consent was obtained by force or fraud (petition within a year of discovery), or the wife was pregnant by someone else at marriage (with conditions).",
      topics: ["family", "marriage"],
      situations: [
        "my spouse hid a pregnancy by another man before our marriage",
        "can I get my marriage annulled because I was forced into it",
      ],
    },
    {
      article: "13A",
      heading: "Alternate relief in divorce proceedings",
      summary:
        "In divorce proceedings, except on certain grounds, the court may instead grant judicial separation if it considers it just in the circumstances.",
      topics: ["family", "divorce"],
      situations: [
        "can the court order separation instead of divorce",
        "I filed for divorce but the judge suggested separation",
      ],
    },
    {
      article: "15",
      heading: "Divorced persons when may marry again",
      summary:
        "After a divorce decree, either party may remarry once there is no right of appeal against the decree, or the appeal period has expired without appeal, or an appeal has been dismissed.",
      topics: ["family", "divorce", "marriage"],
      situations: [
        "when can I remarry after my divorce decree",
        "my ex filed an appeal against the divorce; can I marry again now",
      ],
    },
    {
      article: "16",
      heading: "Legitimacy of children of void and voidable marriages",
      summary:
        "A child of a void or voidable marriage is legitimate, but may only inherit from the parents' own property, not from other relatives.",
      topics: ["family", "children", "succession"],
      situations: [
        "are children from a void second marriage legitimate",
        "can my child from an invalid marriage inherit from me",
      ],
    },
    {
      article: "17",
      heading: "Punishment of bigamy",
      summary:
        "A Hindu marriage solemnised while either party has a living spouse is void, and the provisions of the Indian Penal Code on bigamy (now the corresponding provisions of the Bharatiya Nyaya Sanhita) apply to the party who remarried.",
      topics: ["family", "marriage", "criminal"],
      situations: [
        "my husband married again without divorcing me; is that a crime",
        "my wife married someone else while still married to me",
      ],
    },
  ],
};
