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
    },
    {
      article: "7",
      heading: "Arbitration agreement",
      summary:
        "Defines an arbitration agreement as an agreement to submit present or future disputes about a defined legal relationship to arbitration, requires it to be in writing, and recognises exchanges of letters, electronic communications, pleadings and incorporation by reference.",
      topics: ["arbitration", "contract", "formation"],
    },
    {
      article: "8",
      heading: "Power to refer parties to arbitration where there is an arbitration agreement",
      summary:
        "Requires a judicial authority seized of a matter covered by an arbitration agreement to refer the parties to arbitration if a party applies before its first statement on the substance, unless it finds prima facie that no valid arbitration agreement exists.",
      topics: ["arbitration"],
    },
    {
      article: "9",
      heading: "Interim measures, etc., by Court",
      summary:
        "Allows a party to seek interim measures from the court before, during or after arbitral proceedings but before enforcement; arbitration must begin within ninety days of a pre-arbitration order, and once the tribunal is constituted the court acts only if section 17 relief would be inefficacious.",
      topics: ["arbitration", "remedies"],
    },
    {
      article: "10",
      heading: "Number of arbitrators",
      summary:
        "Lets the parties fix the number of arbitrators provided it is not even, failing which the tribunal consists of a sole arbitrator.",
      topics: ["arbitration"],
    },
    {
      article: "11",
      heading: "Appointment of arbitrators",
      summary:
        "Lets parties agree the appointment procedure and, where it fails, empowers the Supreme Court (international commercial arbitration) or the High Court (other arbitrations), or institutions they designate, to appoint arbitrators, with timelines for disposal.",
      topics: ["arbitration"],
    },
    {
      article: "12",
      heading: "Grounds for challenge",
      summary:
        "Requires prospective arbitrators to disclose circumstances giving justifiable doubts about independence or impartiality (guided by the Fifth Schedule), allows challenge on those grounds, and makes persons in Seventh Schedule relationships ineligible unless the parties expressly waive in writing after disputes arise.",
      topics: ["arbitration"],
    },
    {
      article: "13",
      heading: "Challenge procedure",
      summary:
        "Sets the procedure for challenging an arbitrator, including a written statement within fifteen days of learning of the grounds; if the tribunal rejects the challenge the arbitration continues and the objection can be raised against the award under section 34.",
      topics: ["arbitration"],
    },
    {
      article: "14",
      heading: "Failure or impossibility to act",
      summary:
        "Terminates an arbitrator's mandate where they become unable to perform or fail to act without undue delay, withdraw, or the parties agree, with recourse to the court to decide controversies about termination.",
      topics: ["arbitration"],
    },
    {
      article: "16",
      heading: "Competence of arbitral tribunal to rule on its jurisdiction",
      summary:
        "Lets the tribunal rule on its own jurisdiction and on objections to the existence or validity of the arbitration agreement, treating the arbitration clause as independent of the main contract; jurisdictional pleas must be raised no later than the statement of defence.",
      topics: ["arbitration"],
    },
    {
      article: "17",
      heading: "Interim measures ordered by arbitral tribunal",
      summary:
        "Empowers the tribunal to grant the same kinds of interim measures as a court during the proceedings, and makes its orders enforceable as if they were court orders.",
      topics: ["arbitration", "remedies"],
    },
    {
      article: "18",
      heading: "Equal treatment of parties",
      summary: "Requires the parties to be treated with equality and each given a full opportunity to present its case.",
      topics: ["arbitration", "principles"],
    },
    {
      article: "20",
      heading: "Place of arbitration",
      summary:
        "Lets the parties agree the place (seat) of arbitration, failing which the tribunal determines it having regard to the circumstances, and allows hearings and meetings elsewhere.",
      topics: ["arbitration"],
    },
    {
      article: "21",
      heading: "Commencement of arbitral proceedings",
      summary:
        "Unless otherwise agreed, treats arbitral proceedings as commencing on the date the respondent receives a request to refer the dispute to arbitration, which is relevant for limitation.",
      topics: ["arbitration", "limitation"],
    },
    {
      article: "23",
      heading: "Statements of claim and defence",
      summary:
        "Requires the claimant and respondent to file their statements of claim and defence within the agreed or determined time, and requires pleadings to be completed within six months of the arbitrators receiving notice of appointment.",
      topics: ["arbitration"],
    },
    {
      article: "28",
      heading: "Rules applicable to substance of dispute",
      summary:
        "Requires domestic arbitrations in India to be decided under Indian substantive law and international commercial arbitrations under the law chosen by the parties, with the tribunal considering the contract terms and trade usages.",
      topics: ["arbitration"],
    },
    {
      article: "29A",
      heading: "Time limit for arbitral award",
      summary:
        "Requires the award in domestic arbitrations within twelve months of completion of pleadings, extendable by six months by consent and beyond only by the court, which may reduce fees for delay; international commercial arbitrations should be concluded as expeditiously as possible.",
      topics: ["arbitration", "limitation"],
    },
    {
      article: "29B",
      heading: "Fast track procedure",
      summary:
        "Allows the parties to agree a fast track procedure before a sole arbitrator deciding on written pleadings and submissions, with the award due within six months of the tribunal entering on the reference.",
      topics: ["arbitration"],
    },
    {
      article: "31",
      heading: "Form and contents of arbitral award",
      summary:
        "Requires the award to be in writing, signed, reasoned unless the parties agree otherwise, dated and stating the seat, and provides for interest and costs.",
      topics: ["arbitration"],
    },
    {
      article: "33",
      heading: "Correction and interpretation of award; additional award",
      summary:
        "Allows correction of computational, clerical and typographical errors, interpretation of the award on request, and an additional award on claims omitted, within thirty days of receipt unless otherwise agreed.",
      topics: ["arbitration"],
    },
    {
      article: "34",
      heading: "Application for setting aside arbitral award",
      summary:
        "Limits recourse against an award to an application to set it aside on grounds such as incapacity, invalid agreement, lack of notice, excess of jurisdiction, improper composition, non-arbitrability, conflict with public policy and, for domestic awards, patent illegality; it must be filed within three months, extendable by only thirty days.",
      topics: ["arbitration", "remedies", "limitation"],
    },
    {
      article: "35",
      heading: "Finality of arbitral awards",
      summary: "Makes an arbitral award final and binding on the parties and persons claiming under them, subject to Part I.",
      topics: ["arbitration"],
    },
    {
      article: "36",
      heading: "Enforcement",
      summary:
        "Makes an award enforceable as a court decree once the time to challenge it expires; filing a setting-aside application does not by itself stay enforcement, which the court may stay on conditions, and unconditionally where fraud or corruption is prima facie shown.",
      topics: ["arbitration", "enforcement"],
    },
    {
      article: "37",
      heading: "Appealable orders",
      summary:
        "Lists the only appealable orders under Part I, such as refusing to refer parties to arbitration, granting or refusing section 9 measures, setting aside or refusing to set aside an award, and tribunal orders accepting a jurisdictional plea or on interim measures.",
      topics: ["arbitration", "remedies"],
    },
    {
      article: "42A",
      heading: "Confidentiality of information",
      summary:
        "Requires the arbitrator, the arbitral institution and the parties to keep arbitral proceedings confidential, except the award where disclosure is needed for its implementation and enforcement.",
      topics: ["arbitration"],
    },
    {
      article: "43",
      heading: "Limitations",
      summary:
        "Applies the Limitation Act, 1963 to arbitrations as it applies to court proceedings, and excludes time spent in arbitral proceedings later set aside when computing limitation for a fresh claim.",
      topics: ["arbitration", "limitation"],
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
    },
    {
      article: "46",
      heading: "When foreign award binding",
      summary: "Treats an enforceable foreign award as binding for all purposes between the parties and usable by way of defence, set-off or otherwise.",
      topics: ["arbitration", "enforcement"],
    },
    {
      article: "47",
      heading: "Evidence",
      summary:
        "Requires a party seeking enforcement of a foreign award to produce the original or authenticated award, the agreement and evidence that it is a foreign award, with translations where needed.",
      topics: ["arbitration", "enforcement"],
    },
    {
      article: "48",
      heading: "Conditions for enforcement of foreign awards",
      summary:
        "Limits refusal of enforcement of a foreign award to the New York Convention grounds, such as incapacity, invalid agreement, lack of notice, excess of scope, irregular composition, award not binding or set aside, non-arbitrability and conflict with the public policy of India.",
      topics: ["arbitration", "enforcement"],
    },
    {
      article: "49",
      heading: "Enforcement of foreign awards",
      summary: "Deems an enforceable foreign award to be a decree of the court once the court is satisfied it meets the conditions for enforcement.",
      topics: ["arbitration", "enforcement"],
    },
    {
      article: "50",
      heading: "Appealable orders",
      summary:
        "Allows an appeal only against orders refusing to refer parties to arbitration under section 45 or refusing to enforce a foreign award under section 48, with no second appeal except to the Supreme Court.",
      topics: ["arbitration", "remedies"],
    },
  ],
};
