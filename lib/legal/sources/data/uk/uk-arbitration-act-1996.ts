import type { InstrumentInput } from "../../schema";

/**
 * Arbitration Act 1996, Part I (arbitration under an arbitration agreement), which applies where the seat is in
 * England and Wales or Northern Ireland (Scotland has the Arbitration (Scotland) Act 2010), as amended by the
 * Arbitration Act 2025 (Royal Assent 24 February 2025, in force 1 August 2025), which inserted s. 6A among other
 * changes. Headings are the section headings as printed.
 */
export const ukArbitrationAct1996: InstrumentInput = {
  source_id: "uk-arbitration-act-1996",
  title: "Arbitration Act 1996 (1996 c. 23)",
  short_names: ["Arbitration Act 1996", "English Arbitration Act", "AA 1996"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1996/23/contents",
  date: "1996-06-17",
  provisions: [
    {
      article: "1",
      heading: "General principles",
      summary:
        "Part I is to be read in the light of three principles: arbitration exists to obtain a fair resolution of disputes by an impartial tribunal without unnecessary delay or expense; parties are free to agree how their disputes are resolved, subject only to safeguards needed in the public interest; and courts should not intervene in matters Part I governs except as it provides.",
      topics: ["arbitration", "principles", "party-autonomy"],
    },
    {
      article: "2",
      heading: "Scope of application of provisions",
      summary:
        "Part I applies where the seat of the arbitration is in England and Wales or Northern Ireland. Some provisions apply whatever the seat (stay of court proceedings in sections 9 to 11 and enforcement of awards in section 66), the court's supporting powers over witnesses and interim measures (sections 43 and 44) are available for foreign-seated arbitrations unless that would be inappropriate, and the court may support an arbitration whose seat is not yet fixed if there is a sufficient connection.",
      topics: ["arbitration", "scope", "seat-of-arbitration"],
    },
    {
      article: "3",
      heading: "The seat of the arbitration",
      summary:
        "The seat is the juridical seat designated by the parties, or by an arbitral institution or other person they empower, or by the tribunal if the parties authorise it; failing a designation, it is determined having regard to the parties' agreement and all the relevant circumstances.",
      topics: ["arbitration", "seat-of-arbitration", "choice-of-forum", "dispute-resolution"],
    },
    {
      article: "4",
      heading: "Mandatory and non-mandatory provisions",
      summary:
        "The provisions listed in Schedule 1 apply whatever the parties agree; the rest of Part I are default rules the parties can displace by agreement, including by adopting institutional rules. Choosing a foreign law to govern a matter counts as such an agreement, and a matter not dealt with by the parties' agreement falls back on the default provisions.",
      topics: ["arbitration", "mandatory-rules", "party-autonomy"],
    },
    {
      article: "5",
      heading: "Agreements to be in writing",
      summary:
        "Part I applies only to arbitration agreements in writing, and any other agreement between the parties on a Part I matter counts only if in writing; writing is read widely, covering an agreement made in writing (signed or not), by an exchange of written communications, or evidenced in writing, including an oral agreement recorded by a party or a third party with authority, and anything recorded by any means.",
      topics: ["arbitration", "arbitration-agreement", "formalities"],
    },
    {
      article: "6",
      heading: "Definition of arbitration agreement",
      summary:
        "An arbitration agreement is an agreement to submit present or future disputes, contractual or not, to arbitration; a reference in an agreement to a written arbitration clause or to a document containing one incorporates that clause if the reference is such as to make it part of the agreement.",
      topics: ["arbitration", "arbitration-agreement", "definitions", "incorporation-by-reference"],
    },
    {
      article: "6A",
      heading: "Law applicable to arbitration agreement",
      summary:
        "Inserted by the Arbitration Act 2025 and in force from 1 August 2025: the law governing an arbitration agreement is the law the parties expressly agree applies to the arbitration agreement itself, or, without such an agreement, the law of the seat. A choice of law for the main contract does not by itself count as an express choice for the arbitration clause, so a clause that should follow the contract's governing law must say so.",
      topics: ["arbitration", "governing-law", "arbitration-agreement", "seat-of-arbitration"],
    },
    {
      article: "7",
      heading: "Separability of arbitration agreement",
      summary:
        "Unless the parties agree otherwise, an arbitration clause that forms part of a wider agreement is treated as a distinct agreement: it is not invalid, non-existent or ineffective merely because the main agreement is invalid, never came into existence or has become ineffective, so disputes about the main contract's validity can still go to arbitration.",
      topics: ["arbitration", "separability", "arbitration-agreement"],
    },
    {
      article: "9",
      heading: "Stay of legal proceedings",
      summary:
        "A party sued in court over a matter that an arbitration agreement says must be referred to arbitration may apply, on notice, for the court proceedings to be stayed, even where the agreement first requires other dispute resolution steps; the application must come before the applicant takes any step to answer the substantive claim, and the court must grant the stay unless the arbitration agreement is null and void, inoperative or incapable of being performed. It applies whatever the seat.",
      topics: ["arbitration", "stay-of-proceedings", "dispute-resolution"],
    },
    {
      article: "33",
      heading: "General duty of the tribunal",
      summary:
        "The tribunal must act fairly and impartially between the parties, giving each a reasonable opportunity to put its case and answer the other's, and must adopt procedures suited to the case that avoid unnecessary delay or expense; the duty governs how it conducts the proceedings, its procedural and evidential decisions and every other power it uses, and the parties cannot contract out of it.",
      topics: ["arbitration", "due-process", "mandatory-rules"],
    },
    {
      article: "67",
      heading: "Challenging the award: substantive jurisdiction",
      summary:
        "A party may apply to the court, on notice, to challenge an award on the tribunal's substantive jurisdiction or to have an award on the merits declared of no effect because the tribunal lacked jurisdiction; the court may confirm, vary or set aside the award, and an appeal from its decision needs permission. The right is mandatory but subject to the loss of the right to object (section 73) and the conditions in section 70, and the Arbitration Act 2025 restricts new grounds, new evidence and rehearings where the applicant took part in the arbitration.",
      topics: ["arbitration", "awards", "challenge", "jurisdiction"],
    },
    {
      article: "68",
      heading: "Challenging the award: serious irregularity",
      summary:
        "A party may challenge an award for serious irregularity affecting the tribunal, the proceedings or the award that has caused or will cause it substantial injustice. The kinds of irregularity are listed exhaustively, among them breach of the section 33 duty, the tribunal exceeding its powers, not following the agreed procedure, not dealing with all the issues, uncertainty in the award, and an award obtained by fraud or contrary to public policy. The court may send the award back, set it aside or declare it of no effect, preferring to send it back, and the parties cannot exclude the right.",
      topics: ["arbitration", "awards", "challenge", "due-process"],
    },
    {
      article: "69",
      heading: "Appeal on point of law",
      summary:
        "Unless the parties have agreed otherwise, a party may appeal to the court on a question of English (or Northern Irish) law arising out of an award, with the agreement of all the other parties or the court's permission, which is given only if the point substantially affects a party's rights, was put to the tribunal, the decision is obviously wrong or the question is of general public importance and the decision at least open to serious doubt, and it is just and proper for the court to decide it despite the agreement to arbitrate. The parties can exclude the right, and agreeing that the award need not give reasons excludes it; many institutional rules exclude it too.",
      topics: ["arbitration", "awards", "appeals", "party-autonomy"],
    },
  ],
};
