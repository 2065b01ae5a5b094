import { capitalise, writtenNotice } from "./key-terms";
import { draftingProfile } from "./drafting-profile";
import { FR_EMPLOYMENT_FORUM, thirdPartyClaimsConduct } from "./law-clauses";
import { entireAgreementClause, impliedTermsExclusion, insolvencyEvents, liabilityClause, noticesClause, severabilityClause } from "./native-boilerplate";
import { BLANK, type BoilerplateId, type ClauseSpec, type DraftContext, type KeyTermSpec } from "./types";

/**
 * Boilerplate every template can draw on, written by us. Each clause reads the parties, the common key terms and
 * the jurisdiction's law through the context, so one wording serves every type; citations go through `ctx.cite`.
 */

/** How a party signs: "company" and "organisation" both sign through a representative. */
export const PARTY_TYPES = ["company", "organisation", "individual"] as const;

/** Key terms every type accepts, besides its own. */
export const COMMON_TERMS: readonly KeyTermSpec[] = [
  { name: "effective_date", type: "date", description: "Date the agreement takes effect; left blank for completion on signing when not given." },
  { name: "governing_law", type: "text", description: 'Law chosen by the parties, e.g. "India" or "the State of New York"; defaults to the law of the request\'s jurisdiction.' },
  { name: "dispute_resolution", type: "choice", options: ["courts", "arbitration"], default: "courts", description: "Whether disputes go to the courts or to arbitration." },
  { name: "arbitration_seat", type: "text", description: 'Seat (legal place) of any arbitration, e.g. "London", "Mumbai".' },
  { name: "venue", type: "text", description: 'City whose courts have jurisdiction, e.g. "Bengaluru", "New York County".' },
  { name: "party_a_address", type: "text", description: "Registered office or address of party A, used in the preamble and for notices." },
  { name: "party_b_address", type: "text", description: "Registered office or address of party B, used in the preamble and for notices." },
  { name: "party_a_type", type: "choice", options: PARTY_TYPES, named: false, description: 'Whether party A is a company or other organisation, which signs through a representative, or an individual, who signs in their own name; omitted: read from the name (a legal form such as "Ltd" or "GmbH" marks a company) and noted as read.' },
  { name: "party_b_type", type: "choice", options: PARTY_TYPES, named: false, description: "Whether party B is a company or other organisation, or an individual; omitted: read from the name, as for party_a_type." },
  { name: "liability_cap", type: "money", description: "Cap on each party's total liability, where the type has a limitation of liability clause." },
  { name: "termination_notice", type: "duration", default: "30 days", description: "Notice either party must give to end the agreement for convenience, where the type allows it." },
];

function governingLawName(ctx: DraftContext): string {
  const chosen = ctx.optional("governing_law");
  if (!chosen) return ctx.law.governingLaw;
  return /^the laws? of /i.test(chosen) ? chosen : `the laws of ${chosen}`;
}

/**
 * Law and forum of an instrument one party executes alone (a power of attorney): it states the law and the courts
 * but cannot be a choice of law "made by the parties" (Rome I Art. 3), an agreement on jurisdiction (Brussels I
 * recast Art. 25) or an arbitration agreement, since there is no agreement; a request for arbitration is noted.
 */
function unilateralDisputeClause(ctx: DraftContext): string[] {
  if (ctx.term("dispute_resolution") === "arbitration") {
    ctx.note("arbitration_not_drafted", `A ${ctx.shortName} is executed by one party alone, so it cannot contain an agreement to arbitrate; the draft names the courts instead.`);
  }
  const courts = namedCourts(ctx);
  return [
    `This ${ctx.shortName} and any question about its validity, interpretation or effect are governed by ${governingLawName(ctx)}.`,
    `${capitalise(courts)} shall have jurisdiction over any dispute arising out of or in connection with this ${ctx.shortName}.`,
  ];
}

/**
 * The courts chosen: those at the venue given; else the law's. A civil code gives jurisdiction to a court of a place,
 * so "the courts of Germany" or "the courts of France" names none: without a venue the place is left blank and a
 * warning asks for it. France names the courts within the jurisdiction of a Court of Appeal, the usual form there.
 */
function namedCourts(ctx: DraftContext): string {
  const venue = ctx.optional("venue");
  const forum = CIVIL_FORUMS.find((f) => ctx.within(f.code));
  if (!forum) return venue ? `the courts at ${venue}` : ctx.law.courts;
  if (!venue) ctx.note(`forum_place_${forum.code.toLowerCase()}`, forum.warning);
  const place = venue ?? BLANK;
  // A venue that already names a court ("Tribunal de commerce de Lyon") is taken as given.
  if (venue && /court|tribunal|gericht|juzgado|rechtbank/i.test(venue)) return /^the /i.test(venue) ? venue : `the ${venue}`;
  return forum.courts ? forum.courts(place) : `the courts at ${place}`;
}

const BRUSSELS = "Article 25 of Regulation (EU) No 1215/2012 where it applies";
/**
 * Civil-law forums whose courts are named by place, with the warning when no venue is given, and the way the place's
 * courts are named where "the courts at X" is not the local form.
 */
const CIVIL_FORUMS: { code: string; warning: string; courts?: (place: string) => string }[] = [
  { code: "DE", warning: `Germany: name the place whose courts are to have jurisdiction (key_terms.venue, e.g. the seat of one party); the draft leaves it blank. An agreement on jurisdiction binds under ZPO § 38(1) between merchants and public-law entities, and under Article 25 of Regulation (EU) No 1215/2012 where it applies.` },
  {
    code: "FR",
    courts: (place) => `the courts within the jurisdiction of the Court of Appeal of ${place}`,
    warning: `France: name the city of the Court of Appeal whose courts are to have jurisdiction (key_terms.venue, e.g. Paris); the draft leaves it blank. Under article 48 of the Code de procédure civile a clause derogating from territorial jurisdiction is deemed unwritten unless all parties contracted as merchants (commerçants) and it is set out very conspicuously in the undertaking of the party against which it is invoked; in an international case ${BRUSSELS} governs it.`,
  },
  { code: "ES", warning: `Spain: name the place whose courts are to have jurisdiction (key_terms.venue, e.g. Madrid); the draft leaves it blank. The agreement on jurisdiction is drafted for ${BRUSSELS}; check the Spanish rules on express submission for a purely domestic contract.` },
  { code: "IT", warning: `Italy: name the place whose courts are to have jurisdiction (key_terms.venue, e.g. Milan); the draft leaves it blank. The agreement on jurisdiction is drafted for ${BRUSSELS}; check the Italian rules on agreed venue for a purely domestic contract.` },
  { code: "NL", warning: `The Netherlands: name the place whose court is to have jurisdiction (key_terms.venue, e.g. Amsterdam); the draft leaves it blank. The agreement on jurisdiction is drafted for ${BRUSSELS}; check the Dutch rules on choice of court for a purely domestic contract.` },
  {
    // JN § 104(1): the parties may submit disputes from a specific legal relationship to a court of first instance; the
    // court is the one with subject-matter jurisdiction (Bezirksgericht or Landesgericht) at the agreed place.
    code: "AT",
    courts: (place) => `the court having subject-matter jurisdiction at ${place}`,
    warning: `Austria: name the place whose court is to have jurisdiction (key_terms.venue, e.g. Vienna); the draft leaves it blank. Under § 104 of the Jurisdiktionsnorm (JN) the parties may agree on a court of first instance for the disputes arising from a specific legal relationship, and the agreement must be proven by a document; in an international case ${BRUSSELS} governs it.`,
  },
  {
    // Belgian courts sit by judicial district (arrondissement), several of them in divisions since the 2014 reform of
    // the judicial map, so a clause names the district and, where it has divisions, the division.
    code: "BE",
    courts: (place) => `the courts of the judicial district of ${place}`,
    warning: `Belgium: name the judicial district (arrondissement) whose courts are to have jurisdiction and, where its court sits in divisions, the division (key_terms.venue, e.g. Brussels); the draft leaves it blank. Since the 2014 reform of the judicial map a court may sit in several divisions, and a clause naming only a city may not keep the case in that division. The agreement on jurisdiction is drafted for ${BRUSSELS}; check the Judicial Code's mandatory rules of territorial jurisdiction for a purely domestic contract.`,
  },
  {
    // CPC art. 95: territorial jurisdiction may be agreed except in the cases of art. 104, where the court raises its
    // own lack of territorial jurisdiction; since Lei 14/2006 these include actions for performance of obligations.
    code: "PT",
    courts: (place) => `the courts of the judicial district (comarca) of ${place}`,
    warning: `Portugal: name the judicial district (comarca) whose courts are to have jurisdiction (key_terms.venue, e.g. Lisbon); the draft leaves it blank. Under article 95 of the Código de Processo Civil the parties may depart from the rules of territorial jurisdiction only outside the cases of article 104, in which the court raises its own lack of territorial jurisdiction; these include actions to enforce contractual obligations, so in a purely domestic contract the agreed place may not bind. In an international case ${BRUSSELS} governs it.`,
  },
  {
    code: "CH",
    warning: "Switzerland: name the place whose courts are to have jurisdiction (key_terms.venue, e.g. Zurich); the draft leaves it blank. An agreement on jurisdiction binds under Article 17 of the Swiss Civil Procedure Code (ZPO) and, in an international case, Article 5 of the Federal Act on Private International Law (IPRG) or Article 23 of the Lugano Convention where it applies; it must be made in writing or in another form that allows proof by text.",
  },
];

/**
 * Claims by third parties under a civil code. An English indemnity is a primary promise to pay "all losses" on
 * demand whatever the cause; under a civil code the promise to hold the other party harmless (Freistellung,
 * garantie) answers for what the party is responsible for, and stays within the liability clause.
 */
function civilThirdPartyClaims(ctx: DraftContext): string[] {
  const doc = `this ${ctx.shortName}`;
  return [
    `Each party shall hold the other party harmless from claims by third parties, including the reasonable costs of defending them, to the extent that they arise from a breach of ${doc} for which it is responsible.`,
    thirdPartyClaimsConduct(ctx),
    `The limitations of liability agreed in ${doc}, if any, apply to this obligation.`,
  ];
}

function disputeClause(ctx: DraftContext): string[] {
  if (ctx.unilateral) return unilateralDisputeClause(ctx);
  const law = governingLawName(ctx);
  const parts = [`This ${ctx.shortName} and any dispute or claim (including a non-contractual dispute or claim) arising out of or in connection with it or its subject matter or formation are governed by and shall be construed in accordance with ${law}.`];
  if (ctx.law.system === "EU" && !ctx.given("governing_law")) {
    // Denmark takes no part in Rome I (its Recital 46); its courts still apply the 1980 Rome Convention.
    parts[0] += ctx.within("DK")
      ? " The parties make this choice of law under Article 3 of the Convention on the law applicable to contractual obligations opened for signature in Rome on 19 June 1980."
      : ` The parties make this choice of law under ${ctx.cite("eu-rome-i", "3", "Article 3 of Regulation (EC) No 593/2008 (Rome I)")}.`;
  }
  if (ctx.features.employment && ctx.within("FR")) {
    // C. trav. L1221-5: no clause conferring jurisdiction in an employment contract; the conseil de prud'hommes hears it.
    ctx.note(FR_EMPLOYMENT_FORUM.code, FR_EMPLOYMENT_FORUM.message(ctx.optional("dispute_resolution") === "arbitration"));
    ctx.optional("venue");
    parts.push(`Disputes arising from the performance or termination of this ${ctx.shortName} are heard by the conseil de prud'hommes having territorial jurisdiction.`);
    return parts;
  }
  if (ctx.term("dispute_resolution") === "arbitration") {
    const seat = ctx.optional("arbitration_seat") ?? ctx.law.place;
    if (ctx.law.system === "IN") {
      parts.push(
        `Any dispute arising out of or in connection with this ${ctx.shortName} shall be referred to and finally resolved by arbitration under the Arbitration and Conciliation Act, 1996; this clause is an arbitration agreement for the purposes of ${ctx.cite("in-arbitration-act-1996", "7", "section 7 of that Act")}.`,
        `The tribunal shall consist of a sole arbitrator appointed by agreement of the parties or, failing agreement within thirty (30) days of a written request, in accordance with ${ctx.cite("in-arbitration-act-1996", "11", "section 11 of that Act")}.`,
        `The seat and venue of the arbitration shall be ${seat} (${ctx.cite("in-arbitration-act-1996", "20", "section 20 of that Act")}), and the language of the arbitration shall be English.`,
      );
    } else if (ctx.law.system === "GB") {
      parts.push(
        `Any dispute arising out of or in connection with this ${ctx.shortName}, including any question regarding its existence, validity or termination, shall be referred to and finally resolved by arbitration before a sole arbitrator agreed by the parties or, failing agreement within thirty (30) days, appointed by the court on the application of either party.`,
        `The seat of the arbitration shall be ${seat} (${ctx.cite("uk-arbitration-act-1996", "3", "section 3 of the Arbitration Act 1996")}) and the language of the arbitration shall be English.`,
      );
    } else if (ctx.law.system === "US") {
      parts.push(
        `Any dispute arising out of or relating to this ${ctx.shortName} shall be resolved by binding arbitration before a single arbitrator, and this agreement to arbitrate is governed by the ${ctx.cite("us-faa", "2", "Federal Arbitration Act (9 U.S.C. § 2)")}.`,
        `The arbitration shall take place in ${seat}, and judgment on the award may be entered in any court having jurisdiction.`,
      );
    } else {
      parts.push(
        `Any dispute arising out of or in connection with this ${ctx.shortName} shall be referred to and finally resolved by arbitration before a sole arbitrator agreed by the parties or, failing agreement within thirty (30) days, appointed in accordance with the arbitration law of the seat. The seat of the arbitration shall be ${seat} and the language of the arbitration shall be English.`,
      );
    }
    parts.push(
      ctx.law.family === "civil"
        ? "Nothing in this clause prevents a party from seeking interim or protective measures from a competent court, before or during the arbitration."
        : "Nothing in this clause prevents a party from seeking urgent interim or injunctive relief from a court of competent jurisdiction.",
    );
  } else if (ctx.features.employment && (ctx.law.family === "civil" || ctx.law.system === "EU")) {
    parts.push(protectedEmploymentForum(ctx));
  } else {
    const courts = namedCourts(ctx);
    let text = `Each party irrevocably agrees that ${courts} shall have exclusive jurisdiction to settle any dispute or claim arising out of or in connection with this ${ctx.shortName} or its subject matter or formation.`;
    if (ctx.law.system === "EU") text += ` This is an agreement on jurisdiction for the purposes of ${ctx.cite("eu-brussels-i-recast", "25", "Article 25 of Regulation (EU) No 1215/2012")}.`;
    parts.push(text);
  }
  return parts;
}

/**
 * The forum of an employment contract under a civil code or a Member State's law (Ireland too). An agreement made
 * before a dispute arises may not take from the employee the courts the law gives it: in the EU, Article 23 of
 * Regulation (EU) No 1215/2012 admits only one that adds courts for the employee; national rules (and, for Switzerland
 * and Norway, the Lugano Convention) have the same aim, so the chosen courts are offered to the employee, not imposed.
 */
function protectedEmploymentForum(ctx: DraftContext): string {
  const courts = namedCourts(ctx);
  const employee = ctx.b.role;
  const head = `The parties agree that any dispute arising out of or in connection with this ${ctx.shortName} may be brought before ${courts}.`;
  if (ctx.law.system === "EU") {
    return `${head} This does not deprive the ${employee} of the right to bring proceedings in any other court that has jurisdiction under Section 5 of Chapter II of Regulation (EU) No 1215/2012, as Article 23 of that Regulation requires, or under the rules of national law on jurisdiction in employment matters that cannot be departed from in advance.`;
  }
  ctx.note("employment_forum", "Employment: the draft names courts for disputes without taking from the employee the courts the law of the place, or a convention such as the Lugano Convention, gives it; an agreement on jurisdiction made before a dispute arises is limited in employment matters. Check the local rules on labour courts.");
  return `${head} This does not deprive the ${employee} of the right to bring proceedings in any other court that has jurisdiction under the rules on jurisdiction in employment matters that cannot be departed from in advance.`;
}

/** The terms the definitions clause offers every draft; the composer keeps only those the rest of the draft uses. */
export function commonDefinitions(ctx: DraftContext): { term: string; means: string }[] {
  return [
    { term: "Effective Date", means: ctx.given("effective_date") ? ctx.term("effective_date") : `the date on which this ${ctx.shortName} is signed by the last of the parties to sign it` },
    // A facility counts its days as banks do: under English law, London banking days (the SONIA lookback, payments, notices).
    { term: "Business Day", means: ctx.declares("loan_amount") && ctx.law.system === "GB" ? "a day (other than a Saturday or Sunday) on which banks are open for general business in London" : "a day other than a Saturday, Sunday or public holiday in the place where the party receiving a notice is located" },
    { term: "Affiliate", means: "any entity that controls, is controlled by or is under common control with the party concerned" },
  ];
}

/** "In this Agreement, "A" means …; "B" means …; and "C" means …." (null when there is nothing to define). */
export function definitionsSentence(shortName: string, terms: readonly { term: string; means: string }[]): string | null {
  if (terms.length === 0) return null;
  const parts = terms.map((t) => `"${t.term}" means ${t.means}`);
  const joined = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join("; ")}; and ${parts[parts.length - 1]}`;
  return `In this ${shortName}, ${joined}.`;
}

const clauses: Record<BoilerplateId, ClauseSpec> = {
  definitions: {
    heading: "Definitions and Interpretation",
    body: (ctx) => [
      definitionsSentence(ctx.shortName, commonDefinitions(ctx))!,
      "Clause headings do not affect interpretation. Words in the singular include the plural and vice versa, and the words \"including\" and \"in particular\" are illustrative and do not limit the words before them.",
      "A reference to a statute or statutory provision is a reference to it as amended, extended or re-enacted from time to time.",
    ],
  },
  term_and_termination: {
    heading: "Term and Termination",
    body: (ctx) => {
      const duration = ctx.declares("duration") ? ctx.optional("duration") : undefined;
      // A fixed term is a promise to perform for that term: a right to end it early for convenience is a term of its
      // own, drafted only when asked for (a notice given) and otherwise offered in a note, never invented.
      const convenience = !duration || ctx.given("termination_notice");
      if (!convenience) ctx.note("termination_for_convenience_option", `This ${ctx.shortName} runs for a fixed term of ${duration}; the draft gives neither party a right to end it early for convenience, which was not asked for. To add one, give key_terms.termination_notice (for example "3 months").`);
      return [
        duration
          ? `This ${ctx.shortName} starts on the Effective Date and continues for ${duration}, unless terminated earlier in accordance with this clause.`
          : `This ${ctx.shortName} starts on the Effective Date and continues until terminated in accordance with this clause.`,
        ...(convenience ? [`Either party may terminate this Agreement for convenience by giving the other party not less than ${writtenNotice(ctx.term("termination_notice"))}.`] : []),
        `Either party may terminate this Agreement with immediate effect by written notice if the other party (a) commits a material breach of this Agreement which, if remediable, it fails to remedy within thirty (30) days of being notified in writing of the breach; or (b) ${insolvencyEvents(ctx)}.${ctx.within("DE") ? ` The right of each party to terminate for good cause (${ctx.cite("de-bgb", "314", "section 314 BGB")}) is unaffected.` : ""}`,
        "Termination does not affect any rights or remedies that have accrued up to the date of termination. Clauses which by their nature are intended to survive termination (including those on confidentiality, limitation of liability, governing law and jurisdiction) continue in force.",
      ];
    },
  },
  confidentiality: {
    heading: "Confidentiality",
    body: (ctx) => [
      `Each party shall keep confidential all information of a confidential nature disclosed to it by or on behalf of the other party in connection with this ${ctx.shortName}, and shall use that information only to perform its obligations or exercise its rights under it.`,
      "A party may disclose such information to its employees, officers, professional advisers and subcontractors who need to know it for that purpose and who are bound by duties of confidence no less protective than this clause, and where required by law, by a court or by a regulator, giving the other party prompt notice where lawful.",
      "This clause does not apply to information that is or becomes public other than through a breach of this clause, that the receiving party already lawfully held free of any duty of confidence, or that it develops independently.",
    ],
  },
  intellectual_property: {
    heading: "Intellectual Property",
    body: () => [
      "Each party retains all intellectual property rights it owned before the Effective Date or develops independently of this Agreement. Nothing in this Agreement transfers any such right except as expressly stated in it.",
      "Each party grants the other a non-exclusive, royalty-free licence to use its intellectual property rights only to the extent necessary for the other party to perform its obligations under this Agreement, for as long as it does so.",
    ],
  },
  warranties: {
    heading: "Warranties",
    body: (ctx) => [
      "Each party warrants that it has full power and authority to enter into and perform this Agreement, that it has obtained all consents it needs to do so, and that its obligations under this Agreement are legal, valid and binding on it.",
      impliedTermsExclusion(ctx),
    ],
  },
  limitation_of_liability: {
    heading: "Limitation of Liability",
    body: (ctx) => {
      const out = liabilityClause(ctx, { liable: "each party", cap: ctx.optional("liability_cap"), capFallback: `the total sums paid and payable under this ${ctx.shortName} in that year` });
      if (ctx.law.system === "GB") {
        out.push(`The parties acknowledge that the limitations in this clause have been negotiated between them and are reasonable in the circumstances, having regard to the requirement of reasonableness in ${ctx.cite("uk-unfair-contract-terms-act-1977", "11", "section 11 of the Unfair Contract Terms Act 1977")}.`);
      }
      return out;
    },
  },
  indemnity: {
    heading: "Indemnity",
    headingFor: (ctx) => (ctx.law.family === "civil" ? "Third-Party Claims" : "Indemnity"),
    body: (ctx) => ctx.law.family === "civil" ? civilThirdPartyClaims(ctx) : [
      `Each party (the "Indemnifying Party") shall indemnify the other party against all losses, damages, costs and reasonable expenses (including reasonable legal fees) arising from any claim by a third party that results from the Indemnifying Party's breach of this ${ctx.shortName}, negligence or wilful misconduct.`,
      "The indemnified party shall notify the Indemnifying Party of any such claim promptly, allow it to conduct the defence and settlement of the claim at its own cost, give it reasonable assistance, and make no admission about the claim without its consent.",
    ],
  },
  force_majeure: {
    heading: "Force Majeure",
    body: (ctx) => [
      `Neither party is in breach of this Agreement, nor liable for delay in performing or failure to perform any of its obligations, if the delay or failure results from events, circumstances or causes beyond its reasonable control, including acts of God, epidemic, war, terrorism, riot, government action, fire, flood or failure of a utility service${ctx.within("FR") ? `, or any other event of force majeure within the meaning of ${ctx.cite("fr-code-civil", "1218", "article 1218 of the French Civil Code")}` : ""} (a "Force Majeure Event").`,
      "The affected party shall promptly notify the other of the Force Majeure Event and use reasonable endeavours to mitigate its effect. If it continues for more than ninety (90) days, either party may terminate this Agreement by written notice to the other.",
    ],
  },
  data_protection: {
    heading: "Data Protection",
    body: (ctx) => {
      const out = ["Each party shall comply with the data protection laws that apply to it in connection with this Agreement, and shall process personal data received from the other party only for the purposes of this Agreement."];
      // An employer, a landlord or the grantor of a power does not process data on the other's behalf: no processor terms there.
      const f = ctx.features;
      if (f.employment || f.realPropertyLetting || f.leaveAndLicence || f.unilateral || f.consumer) return out;
      if (ctx.law.system === "EU") {
        out.push(`Where one party processes personal data on behalf of the other, the parties shall first enter into a written agreement containing the terms required by ${ctx.cite("eu-gdpr", "28", "Article 28(3) of Regulation (EU) 2016/679 (GDPR)")}.`);
      } else if (ctx.law.system === "GB") {
        out.push(`Where one party processes personal data on behalf of the other, the parties shall first enter into a written agreement containing the terms required by ${ctx.cite("uk-gdpr", "28", "Article 28(3) of the UK GDPR")}.`);
      } else if (ctx.law.system === "IN") {
        out.push(`Where one party processes digital personal data on behalf of the other, it does so as a data processor under a valid contract with the data fiduciary, as contemplated by ${ctx.cite("in-dpdp-act-2023", "8", "section 8 of the Digital Personal Data Protection Act, 2023")}.`);
      }
      return out;
    },
  },
  notices: { heading: "Notices", body: noticesClause },
  assignment: {
    heading: "Assignment",
    body: (ctx) => [`Neither party may assign, transfer, subcontract or otherwise deal with any of its rights or obligations under this ${ctx.shortName} without the prior written consent of the other party, which shall not be unreasonably withheld or delayed.`],
  },
  entire_agreement: { heading: "Entire Agreement and Variation", body: entireAgreementClause },
  severability: { heading: "Severability", body: severabilityClause },
  counterparts: {
    heading: "Counterparts and Electronic Signature",
    headingFor: (ctx) => (ctx.law.family === "civil" ? "Copies and Electronic Signature" : "Counterparts and Electronic Signature"),
    body: (ctx) => draftingProfile(ctx).counterparts(ctx),
  },
  governing_law: { heading: "Governing Law and Disputes", body: disputeClause },
};

export function boilerplate(id: BoilerplateId): ClauseSpec {
  return clauses[id];
}
