import type { InstrumentInput } from "../../schema";

/** Arbitration and Conciliation Act, 1996 (Act No. 26 of 1996). */
export const inArbitrationAct1996: InstrumentInput = {
  source_id: "in-arbitration-act-1996",
  title: "The Arbitration and Conciliation Act, 1996",
  short_names: ["Arbitration Act", "Arbitration and Conciliation Act", "A&C Act", "ACA 1996", "Act No. 26 of 1996", "Arbitration Act, 1996"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/1978",
  date: "1996-08-16",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines terms for Part I, including arbitration, arbitral award, arbitral tribunal, court and international commercial arbitration, and applies Part I to arbitrations seated in India with some provisions extended to foreign-seated arbitrations.",
      topics: ["definitions", "arbitration", "scope"],
    },
    {
      article: "5",
      heading: "Extent of judicial intervention",
      summary: "Bars judicial authorities from intervening in matters governed by Part I except where that Part so provides.",
      topics: ["arbitration"],
      situations: [
        "can a court interfere in an arbitration in India",
        "can a court in India step into an ongoing arbitration",
      ],
    },
    {
      article: "7",
      heading: "Arbitration agreement",
      summary:
        "Defines an arbitration agreement as an agreement to submit present or future disputes about a defined legal relationship to arbitration, requires it to be in writing, and recognises exchanges of letters, electronic communications, pleadings and incorporation by reference.",
      topics: ["arbitration", "contract", "formation"],
      situations: [
        "does an arbitration clause in an email exchange count as a valid arbitration agreement in India",
        "our contract refers to another document with an arbitration clause, is that binding",
      ],
    },
    {
      article: "8",
      heading: "Power to refer parties to arbitration where there is an arbitration agreement",
      summary:
        "Requires a judicial authority seized of a matter covered by an arbitration agreement to refer the parties to arbitration if a party applies before its first statement on the substance, unless it finds prima facie that no valid arbitration agreement exists.",
      topics: ["arbitration"],
      situations: [
        "the other side sued me in court in India though our contract has an arbitration clause",
        "can the court send our dispute to arbitration because our contract has an arbitration clause",
      ],
    },
    {
      article: "9",
      heading: "Interim measures, etc., by Court",
      summary:
        "Allows a party to seek interim measures from the court before, during or after arbitral proceedings but before enforcement; arbitration must begin within ninety days of a pre-arbitration order, and once the tribunal is constituted the court acts only if section 17 relief would be inefficacious.",
      topics: ["arbitration", "remedies"],
      situations: [
        "can I get an urgent court order to freeze assets before arbitration starts in India",
        "can I get an interim injunction from an Indian court to protect assets during arbitration",
      ],
    },
    {
      article: "10",
      heading: "Number of arbitrators",
      summary:
        "Lets the parties fix the number of arbitrators provided it is not even, failing which the tribunal consists of a sole arbitrator.",
      topics: ["arbitration"],
      situations: [
        "how many arbitrators will hear our dispute if the contract does not say",
        "can we have two arbitrators, or must the number be odd",
      ],
    },
    {
      article: "11",
      heading: "Appointment of arbitrators",
      summary:
        "Lets parties agree the appointment procedure and, where it fails, empowers the Supreme Court (international commercial arbitration) or the High Court (other arbitrations), or institutions they designate, to appoint arbitrators, with timelines for disposal.",
      topics: ["arbitration"],
      situations: [
        "the other party refuses to appoint an arbitrator, how do I get one appointed in India",
        "how does the High Court appoint an arbitrator in India when the other side will not agree",
      ],
    },
    {
      article: "12",
      heading: "Grounds for challenge",
      summary:
        "Requires prospective arbitrators to disclose circumstances giving justifiable doubts about independence or impartiality (guided by the Fifth Schedule), allows challenge on those grounds, and makes persons in Seventh Schedule relationships ineligible unless the parties expressly waive in writing after disputes arise.",
      topics: ["arbitration"],
      situations: [
        "the arbitrator used to work for the other party, can I challenge him in India",
        "the arbitrator did not disclose a conflict of interest, can he be removed",
      ],
    },
    {
      article: "13",
      heading: "Challenge procedure",
      summary:
        "Sets the procedure for challenging an arbitrator, including a written statement within fifteen days of learning of the grounds; if the tribunal rejects the challenge the arbitration continues and the objection can be raised against the award under section 34.",
      topics: ["arbitration"],
      situations: [
        "how do I challenge an arbitrator and what is the deadline",
        "the tribunal rejected my challenge to the arbitrator, what can I do",
      ],
    },
    {
      article: "14",
      heading: "Failure or impossibility to act",
      summary:
        "Terminates an arbitrator's mandate where they become unable to perform or fail to act without undue delay, withdraw, or the parties agree, with recourse to the court to decide controversies about termination.",
      topics: ["arbitration"],
      situations: [
        "the arbitrator is not doing anything for months, can his mandate end",
        "the arbitrator withdrew from the case, what happens now in India",
      ],
    },
    {
      article: "16",
      heading: "Competence of arbitral tribunal to rule on its jurisdiction",
      summary:
        "Lets the tribunal rule on its own jurisdiction and on objections to the existence or validity of the arbitration agreement, treating the arbitration clause as independent of the main contract; jurisdictional pleas must be raised no later than the statement of defence.",
      topics: ["arbitration"],
      situations: [
        "can the arbitral tribunal decide that it has no jurisdiction over our dispute",
        "I think there is no valid arbitration agreement, when must I object in India",
      ],
    },
    {
      article: "17",
      heading: "Interim measures ordered by arbitral tribunal",
      summary:
        "Empowers the tribunal to grant the same kinds of interim measures as a court during the proceedings, and makes its orders enforceable as if they were court orders.",
      topics: ["arbitration", "remedies"],
      situations: [
        "can the arbitrator order interim relief like freezing assets during arbitration in India",
        "are interim orders of an arbitral tribunal enforceable like a court order in India",
      ],
    },
    {
      article: "18",
      heading: "Equal treatment of parties",
      summary: "Requires the parties to be treated with equality and each given a full opportunity to present its case.",
      topics: ["arbitration", "principles"],
      situations: [
        "the arbitrator did not give me a chance to present my case",
        "must both sides be treated equally in an arbitration in India",
      ],
    },
    {
      article: "20",
      heading: "Place of arbitration",
      summary:
        "Lets the parties agree the place (seat) of arbitration, failing which the tribunal determines it having regard to the circumstances, and allows hearings and meetings elsewhere.",
      topics: ["arbitration"],
      situations: [
        "where will the arbitration take place if our contract does not say",
        "can arbitration hearings be held in a different city from the seat",
      ],
    },
    {
      article: "21",
      heading: "Commencement of arbitral proceedings",
      summary:
        "Unless otherwise agreed, treats arbitral proceedings as commencing on the date the respondent receives a request to refer the dispute to arbitration, which is relevant for limitation.",
      topics: ["arbitration", "limitation"],
      situations: [
        "when does arbitration start for limitation purposes in India",
        "from what date is arbitration taken to have started for the limitation period",
      ],
    },
    {
      article: "23",
      heading: "Statements of claim and defence",
      summary:
        "Requires the claimant and respondent to file their statements of claim and defence within the agreed or determined time, and requires pleadings to be completed within six months of the arbitrators receiving notice of appointment.",
      topics: ["arbitration"],
      situations: [
        "how long do we have to file the statement of claim in an Indian arbitration",
        "pleadings in our Indian arbitration must be completed within how many months",
      ],
    },
    {
      article: "28",
      heading: "Rules applicable to substance of dispute",
      summary:
        "Requires domestic arbitrations in India to be decided under Indian substantive law and international commercial arbitrations under the law chosen by the parties, with the tribunal considering the contract terms and trade usages.",
      topics: ["arbitration"],
      situations: [
        "which law applies to the merits of a domestic arbitration in India",
        "which country's law will the arbitrator apply in an international arbitration in India",
      ],
    },
    {
      article: "29A",
      heading: "Time limit for arbitral award",
      summary:
        "Requires the award in domestic arbitrations within twelve months of completion of pleadings, extendable by six months by consent and beyond only by the court, which may reduce fees for delay; international commercial arbitrations should be concluded as expeditiously as possible.",
      topics: ["arbitration", "limitation"],
      situations: [
        "how long does an arbitrator have to give the award in India",
        "the arbitration is taking too long, can the court extend or cut the arbitrator's fees",
      ],
    },
    {
      article: "29B",
      heading: "Fast track procedure",
      summary:
        "Allows the parties to agree a fast track procedure before a sole arbitrator deciding on written pleadings and submissions, with the award due within six months of the tribunal entering on the reference.",
      topics: ["arbitration"],
      situations: [
        "can we agree a fast track arbitration decided on documents only in India",
        "can a sole arbitrator decide our case on written submissions within six months",
      ],
    },
    {
      article: "31",
      heading: "Form and contents of arbitral award",
      summary:
        "Requires the award to be in writing, signed, reasoned unless the parties agree otherwise, dated and stating the seat, and provides for interest and costs.",
      topics: ["arbitration"],
      situations: [
        "does an arbitration award have to give reasons, and can it award interest",
        "must the arbitration award be signed and reasoned in India, and can interest be added",
      ],
    },
    {
      article: "33",
      heading: "Correction and interpretation of award; additional award",
      summary:
        "Allows correction of computational, clerical and typographical errors, interpretation of the award on request, and an additional award on claims omitted, within thirty days of receipt unless otherwise agreed.",
      topics: ["arbitration"],
      situations: [
        "the arbitral award has a calculation error, how do I get it corrected",
        "can the arbitrator make an additional award on a claim it forgot to decide",
      ],
    },
    {
      article: "34",
      heading: "Application for setting aside arbitral award",
      summary:
        "Limits recourse against an award to an application to set it aside on grounds such as incapacity, invalid agreement, lack of notice, excess of jurisdiction, improper composition, non-arbitrability, conflict with public policy and, for domestic awards, patent illegality; it must be filed within three months, extendable by only thirty days.",
      topics: ["arbitration", "remedies", "limitation"],
      situations: [
        "how do I challenge an arbitration award in India and what is the deadline",
        "can I set aside an arbitral award in India as against public policy",
      ],
    },
    {
      article: "35",
      heading: "Finality of arbitral awards",
      summary: "Makes an arbitral award final and binding on the parties and persons claiming under them, subject to Part I.",
      topics: ["arbitration"],
      situations: [
        "is an arbitration award final and binding on us in India",
        "can I reopen a dispute after the arbitration award in India",
      ],
    },
    {
      article: "36",
      heading: "Enforcement",
      summary:
        "Makes an award enforceable as a court decree once the time to challenge it expires; filing a setting-aside application does not by itself stay enforcement, which the court may stay on conditions, and unconditionally where fraud or corruption is prima facie shown.",
      topics: ["arbitration", "enforcement"],
      situations: [
        "how do I enforce an arbitration award in India, does challenging it stop enforcement",
        "does filing a challenge to an arbitration award stop its enforcement in India",
      ],
    },
    {
      article: "37",
      heading: "Appealable orders",
      summary:
        "Lists the only appealable orders under Part I, such as refusing to refer parties to arbitration, granting or refusing section 9 measures, setting aside or refusing to set aside an award, and tribunal orders accepting a jurisdictional plea or on interim measures.",
      topics: ["arbitration", "remedies"],
      situations: [
        "which arbitration court orders can I appeal in India",
        "can I appeal an order refusing to set aside an arbitral award in India",
      ],
    },
    {
      article: "42A",
      heading: "Confidentiality of information",
      summary:
        "Requires the arbitrator, the arbitral institution and the parties to keep arbitral proceedings confidential, except the award where disclosure is needed for its implementation and enforcement.",
      topics: ["arbitration"],
      situations: [
        "is an arbitration in India confidential",
        "can the parties disclose details of an arbitration in India to the public",
      ],
    },
    {
      article: "43",
      heading: "Limitations",
      summary:
        "Applies the Limitation Act, 1963 to arbitrations as it applies to court proceedings, and excludes time spent in arbitral proceedings later set aside when computing limitation for a fresh claim.",
      topics: ["arbitration", "limitation"],
      situations: [
        "is there a time limit to start arbitration in India",
        "does time spent in arbitration count for limitation if the award is set aside in India",
      ],
    },
    {
      article: "44",
      heading: "Definition",
      summary:
        "Defines a foreign award for Part II, Chapter I as an award on commercial differences made under the New York Convention in a territory notified by the Central Government as a reciprocating territory.",
      topics: ["arbitration", "definitions"],
    },
    {
      article: "45",
      heading: "Power of judicial authority to refer parties to arbitration",
      summary:
        "Requires a judicial authority to refer parties to a New York Convention arbitration on request unless it prima facie finds the agreement null and void, inoperative or incapable of being performed.",
      topics: ["arbitration"],
      situations: [
        "I was sued in India despite an arbitration clause for arbitration abroad",
        "can an Indian court refuse to send a dispute to foreign arbitration",
      ],
    },
    {
      article: "46",
      heading: "When foreign award binding",
      summary: "Treats an enforceable foreign award as binding for all purposes between the parties and usable by way of defence, set-off or otherwise.",
      topics: ["arbitration", "enforcement"],
      situations: [
        "is a foreign arbitration award binding in India",
        "can I rely on a foreign arbitral award as a defence in India",
      ],
    },
    {
      article: "47",
      heading: "Evidence",
      summary:
        "Requires a party seeking enforcement of a foreign award to produce the original or authenticated award, the agreement and evidence that it is a foreign award, with translations where needed.",
      topics: ["arbitration", "enforcement"],
      situations: [
        "what documents do I need to enforce a foreign arbitral award in India",
        "do I need a translation of a foreign arbitration award to enforce it in India",
      ],
    },
    {
      article: "48",
      heading: "Conditions for enforcement of foreign awards",
      summary:
        "Limits refusal of enforcement of a foreign award to the New York Convention grounds, such as incapacity, invalid agreement, lack of notice, excess of scope, irregular composition, award not binding or set aside, non-arbitrability and conflict with the public policy of India.",
      topics: ["arbitration", "enforcement"],
      situations: [
        "on what grounds can an Indian court refuse to enforce a foreign arbitration award",
        "can India refuse enforcement of a foreign award as against public policy",
      ],
    },
    {
      article: "49",
      heading: "Enforcement of foreign awards",
      summary: "Deems an enforceable foreign award to be a decree of the court once the court is satisfied it meets the conditions for enforcement.",
      topics: ["arbitration", "enforcement"],
      situations: [
        "how do I enforce a Singapore or London arbitration award in India",
        "when does a foreign arbitration award become enforceable as a decree in India",
      ],
    },
    {
      article: "50",
      heading: "Appealable orders",
      summary:
        "Allows an appeal only against orders refusing to refer parties to arbitration under section 45 or refusing to enforce a foreign award under section 48, with no second appeal except to the Supreme Court.",
      topics: ["arbitration", "remedies"],
      situations: [
        "the Indian court refused to enforce my foreign award, can I appeal",
        "can I appeal an Indian court order refusing to refer parties to foreign arbitration",
      ],
    },
  ],
};
