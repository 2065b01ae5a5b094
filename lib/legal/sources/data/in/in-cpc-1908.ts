import type { InstrumentInput } from "../../schema";

/**
 * Code of Civil Procedure, 1908 (Act No. 5 of 1908): sections and the First Schedule's Orders and Rules. A rule
 * is held under the article "Order <Roman> Rule <n>" (a whole Order as "Order <Roman>"), which a structured
 * citation resolves exactly.
 */
export const inCpc1908: InstrumentInput = {
  source_id: "in-cpc-1908",
  title: "The Code of Civil Procedure, 1908",
  short_names: ["CPC", "Code of Civil Procedure", "Civil Procedure Code", "CPC 1908", "Act No. 5 of 1908"],
  jurisdiction: "IN",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1908-03-21",
  provisions: [
    {
      article: "9",
      heading: "Courts to try all civil suits unless barred",
      summary:
        "Gives civil courts jurisdiction over every suit of a civil nature unless its cognizance is barred expressly or by necessary implication, which is why a special statute's bar (RERA, IBC, SARFAESI) must be checked first.",
      topics: ["jurisdiction", "civil-procedure"],
      situations: [
        "can I file a civil suit in India or is my case barred by a special law",
        "can a civil court in India hear my dispute if no law bars it",
      ],
    },
    {
      article: "15",
      heading: "Court in which suits to be instituted",
      summary: "Requires every suit to be filed in the court of the lowest grade competent to try it, which makes the pecuniary limits of each grade decisive.",
      topics: ["jurisdiction", "civil-procedure"],
      situations: [
        "in which court should I file my civil suit in India based on the amount claimed",
        "which is the lowest court competent to hear my money claim in India",
      ],
    },
    {
      article: "16",
      heading: "Suits to be instituted where subject-matter situate",
      summary:
        "Requires suits about immovable property, such as for recovery, partition, foreclosure, redemption or compensation for wrong to it, to be filed where the property is situated.",
      topics: ["jurisdiction", "civil-procedure", "property"],
      situations: [
        "where should I file a suit about land or a house in India",
        "my property dispute is about a flat in another state but I live in Delhi, where do I sue",
      ],
    },
    {
      article: "20",
      heading: "Other suits to be instituted where defendants reside or cause of action arises",
      summary:
        "For other suits, allows filing where a defendant resides, carries on business or personally works for gain, or where the cause of action arises wholly or in part.",
      topics: ["jurisdiction", "civil-procedure"],
      situations: [
        "where can I sue someone who owes me money in India, where he lives or where the deal happened",
        "can I sue in the city where the contract was signed in India",
      ],
    },
    {
      article: "26",
      heading: "Institution of suits",
      summary: "Provides that a suit is instituted by presenting a plaint, with the facts supported by affidavit.",
      topics: ["civil-procedure"],
      situations: [
        "how do I start a civil case in India",
        "what do I need to file to start a lawsuit in India",
      ],
    },
    {
      article: "80",
      heading: "Notice",
      summary:
        "Bars suits against the Government or a public officer acting officially until two months after written notice of the claim is delivered, unless the court grants leave for urgent relief.",
      topics: ["civil-procedure", "government"],
      situations: [
        "I want to sue the government in India, do I need to send notice first",
        "must I give two months' notice before suing a government department in India",
      ],
    },
    {
      article: "96",
      heading: "Appeal from original decree",
      summary: "Gives an appeal from every decree passed by a court in original jurisdiction, except consent decrees and small-value cases on points of fact.",
      topics: ["appeals", "civil-procedure"],
      situations: [
        "can I appeal a civil court judgment in India",
        "what is the first appeal from a civil court decree in India",
      ],
    },
    {
      article: "100",
      heading: "Second appeal",
      summary:
        "Allows a second appeal to the High Court from an appellate decree only where the case involves a substantial question of law, which the memorandum must state and the court must formulate.",
      topics: ["appeals", "civil-procedure"],
      situations: [
        "can I file a second appeal in the High Court in India",
        "what is a substantial question of law for a second appeal in India",
      ],
    },
    {
      article: "104",
      heading: "Orders from which appeal lies",
      summary: "Limits appeals from orders to those listed in the Code or allowed by another law, with no further appeal from an appellate order.",
      topics: ["appeals", "civil-procedure"],
      situations: [
        "can I appeal an order of the civil court during the case, not the final decree",
        "can I appeal an interim order of a civil court in India",
      ],
    },
    {
      article: "114",
      heading: "Review",
      summary: "Allows a person aggrieved by a decree or order to apply to the same court for review, on the conditions the Code prescribes.",
      topics: ["civil-procedure", "remedies"],
      situations: [
        "can I ask the same court to review its judgment in India",
        "I found new evidence after the civil court judgment, can I ask for a review",
      ],
    },
    {
      article: "115",
      heading: "Revision",
      summary:
        "Lets the High Court call for the record of a case decided by a subordinate court with no appeal and correct a want, excess or irregular exercise of jurisdiction, but not interlocutory orders that would not finally dispose of the case.",
      topics: ["civil-procedure", "remedies"],
      situations: [
        "the lower court acted beyond its powers, can the High Court revise it",
        "can I file a revision against a civil court order in the High Court in India",
      ],
    },
    {
      article: "148",
      heading: "Enlargement of time",
      summary: "Lets the court extend a period it fixed or granted for doing an act, up to thirty days in total, even after the period has expired.",
      topics: ["civil-procedure", "limitation"],
      situations: [
        "the court gave me time to deposit money and I missed it, can it extend the time",
        "can the civil court give more time after the deadline it set has passed",
      ],
    },
    {
      article: "151",
      heading: "Saving of inherent powers of Court",
      summary: "Preserves the court's inherent power to make orders needed for the ends of justice or to prevent abuse of its process.",
      topics: ["civil-procedure"],
      situations: [
        "can the civil court use its inherent powers to stop abuse of process",
        "can the court pass an order that no specific rule provides for, to prevent injustice",
      ],
    },
    {
      article: "Order VII Rule 11",
      heading: "Rejection of plaint",
      summary:
        "Requires the court to reject a plaint that discloses no cause of action, is undervalued or insufficiently stamped and not corrected in time, or appears from its own statements to be barred by any law, including limitation.",
      topics: ["civil-procedure", "limitation"],
      situations: [
        "the plaint against me is time-barred on its face, can I get it rejected in India",
        "the plaint filed against me discloses no cause of action, can it be rejected",
      ],
    },
    {
      article: "Order VIII Rule 1",
      heading: "Written statement",
      summary:
        "Requires the defendant to file a written statement within thirty days of service of summons, extendable by the court up to ninety days; in commercial disputes the outer limit is one hundred and twenty days, after which the right is forfeited.",
      topics: ["civil-procedure", "commercial-disputes"],
      situations: [
        "I was served a civil suit in India, how long do I have to file my written statement",
        "I missed the 90-day deadline to file my reply in a civil suit",
      ],
    },
    {
      article: "Order XIII-A",
      heading: "Summary Judgment",
      summary:
        "Added for commercial disputes: lets the court decide a claim without oral evidence where a party has no real prospect of succeeding and there is no other compelling reason for a trial.",
      topics: ["civil-procedure", "commercial-disputes"],
      situations: [
        "can a commercial suit in India be decided without a trial",
        "can I apply for summary judgment in a commercial suit in India",
      ],
    },
    {
      article: "Order XXXVII",
      heading: "Summary Procedure",
      summary:
        "Provides a summary procedure for suits on negotiable instruments and liquidated money claims on written contracts, in which the defendant may defend only with the court's leave.",
      topics: ["civil-procedure", "commercial-disputes"],
      situations: [
        "I want to recover money on a cheque quickly through a summary suit in India",
        "in a summary suit, do I need leave of court to defend",
      ],
    },
    {
      article: "Order XXXIX Rule 1",
      heading: "Cases in which temporary injunction may be granted",
      summary:
        "Allows a temporary injunction where property in dispute is in danger of being wasted, damaged or alienated, where the defendant threatens to defeat creditors, or to prevent dispossession or other injury to the plaintiff.",
      topics: ["civil-procedure", "remedies"],
      situations: [
        "how do I get a temporary injunction to stop someone selling the disputed property in India",
        "I fear being thrown out of my property during the case, can the court stop that",
      ],
    },
    {
      article: "Order XXXIX Rule 2",
      heading: "Injunction to restrain repetition or continuance of breach",
      summary: "Allows a temporary injunction in a suit to restrain a breach of contract or other injury, on terms the court thinks fit.",
      topics: ["civil-procedure", "remedies"],
      situations: [
        "can I get an interim injunction to stop the other side breaching our contract in India",
        "can the court restrain the defendant from continuing a breach of contract during the case",
      ],
    },
    {
      article: "Order XLI Rule 1",
      heading: "Form of appeal. What to accompany memorandum",
      summary:
        "Requires an appeal to be filed as a memorandum with a copy of the judgment, and, in an appeal against a money decree, the amount decreed to be deposited or security furnished as the court directs.",
      topics: ["appeals", "civil-procedure"],
      situations: [
        "how do I file a civil appeal in India, do I need to deposit the decree amount",
        "what documents must accompany a memorandum of appeal in India",
      ],
    },
    {
      article: "Order XLIII Rule 1",
      heading: "Appeals from orders",
      summary: "Lists the orders from which an appeal lies under section 104, such as orders on temporary injunctions and on returning a plaint.",
      topics: ["appeals", "civil-procedure"],
      situations: [
        "which orders of a civil court can I appeal in India",
        "can I appeal an order refusing a temporary injunction in India",
      ],
    },
    {
      article: "10",
      heading: "Stay of suit",
      summary:
        "A court must not proceed with the trial of a suit where the matter in issue is directly and substantially in issue in an earlier suit between the same parties pending in a competent court in India.",
      topics: ["civil-procedure", "litigation"],
      situations: [
        "the same dispute is already pending in another court; can the new case go ahead",
        "my landlord filed a second case on the same issue in another court",
      ],
    },
    {
      article: "11",
      heading: "Res judicata",
      summary:
        "A court must not try a suit or issue directly and substantially in issue in an earlier suit between the same parties (or those claiming under them) that a competent court heard and finally decided; matters that might and ought to have been raised are treated as decided.",
      topics: ["civil-procedure", "litigation"],
      situations: [
        "I lost a case about this land years ago; can I sue again on the same issue",
        "the court already decided who owns the shop; can my cousin reopen it",
      ],
    },
    {
      article: "19",
      heading: "Suits for compensation for wrongs to person or movables",
      summary:
        "A suit for compensation for a wrong to a person or movable property may be brought, at the plaintiff's option, where the wrong was done or where the defendant resides or carries on business.",
      topics: ["civil-procedure", "jurisdiction"],
      situations: [
        "where can I sue someone who damaged my car in another city",
        "someone assaulted me in another state; where can I file the civil suit",
      ],
    },
    {
      article: "27",
      heading: "Summons to defendants",
      summary:
        "When a suit is duly instituted, a summons may be issued to the defendant to appear and answer the claim, and may be served within thirty days from the date of institution of the suit.",
      topics: ["civil-procedure", "litigation"],
      situations: [
        "I have received a court summons in a civil case; what does it mean",
        "how long after filing will the defendant be served summons",
      ],
    },
    {
      article: "34",
      heading: "Interest",
      summary:
        "In a money decree the court may award reasonable interest from the suit to the decree, plus further interest up to 6% a year from the decree to payment, or more (up to the contract rate or bank lending rate) where the liability arose from a commercial transaction.",
      topics: ["civil-procedure", "interest", "debt-recovery"],
      situations: [
        "will the court award interest on the money I am owed",
        "what interest can a court order after a decree",
      ],
    },
    {
      article: "35",
      heading: "Costs",
      summary:
        "Costs of and incidental to all suits are in the court's discretion, and under the 2018 amendments for commercial disputes follow the event, with the court able to determine by whom and in what proportion they are paid.",
      topics: ["civil-procedure", "costs"],
      situations: [
        "will the losing side have to pay my legal costs in India",
        "can the court make the other side pay my lawyer's fees in a commercial case",
      ],
    },
    {
      article: "35A",
      heading: "Compensatory costs in respect of false or vexatious claims or defences",
      summary:
        "Where a claim or defence is found to be false or vexatious to the knowledge of the party, the court may order that party to pay compensatory costs to the other side, within prescribed limits.",
      topics: ["civil-procedure", "costs"],
      situations: [
        "the other side filed a false case against me; can I get compensation",
        "the plaintiff knowingly made a false claim against me",
      ],
    },
    {
      article: "89",
      heading: "Settlement of disputes outside the Court",
      summary:
        "Where it appears to the court that there are elements of a settlement acceptable to the parties, it may formulate the terms and refer the dispute to arbitration, conciliation, judicial settlement including Lok Adalat, or mediation.",
      topics: ["civil-procedure", "mediation", "dispute-resolution"],
      situations: [
        "can the court send our property dispute to mediation",
        "can our civil dispute be referred to Lok Adalat",
      ],
    },
  ],
};
