/**
 * Which clauses a lawyer expects of each kind of document, and the whole-text search that must come up empty before
 * one is called missing. A clause the detector did not file under its category is still there: a "Governing law"
 * choice made in a sentence of the formation clause, a limitation of liability in a warranty section, a termination
 * right under a "TERM & TERMINATION" heading or in a schedule of operative terms. Pure: no I/O.
 */
import type { DocumentType, DocumentTypeId } from "../classify/document-type";
import { SEC_LEGEND } from "../structure/legends";
import { LIMITS_LIABILITY } from "./liability-wording";

/** The expected clauses (ids of `expectedClauses` in the playbook) per kind; a kind not listed is not checked. */
const CHECKLISTS: Partial<Record<DocumentTypeId, string[]>> = {
  licence: ["limitation_of_liability", "governing_law", "dispute_resolution", "confidentiality", "termination"],
  distribution: ["limitation_of_liability", "governing_law", "dispute_resolution", "confidentiality", "termination", "force_majeure"],
  supply: ["limitation_of_liability", "governing_law", "dispute_resolution", "confidentiality", "termination", "force_majeure"],
  services: ["limitation_of_liability", "governing_law", "dispute_resolution", "confidentiality", "termination", "force_majeure"],
  saas: ["limitation_of_liability", "governing_law", "dispute_resolution", "confidentiality", "termination", "force_majeure"],
  nda: ["governing_law", "confidentiality"],
  employment: ["governing_law", "confidentiality", "termination"],
  franchise: ["governing_law", "dispute_resolution", "termination"],
  joint_venture: ["governing_law", "dispute_resolution"],
  shareholders: ["governing_law", "dispute_resolution"],
  loan: ["governing_law"],
  // A guarantee or surety needs what makes it enforceable against the guarantor, not a commercial contract's caps and exits.
  guarantee: ["governing_law"],
  lease: ["governing_law", "termination"],
};

/**
 * Clauses a lawyer expects only when the deal's facts call for them, each with the kinds of document it applies to and
 * the facts in the text that trigger it (said in the finding, so the reader sees why it was expected):
 * - data protection when one party handles personal data for or about the other (patients' or customers' records,
 *   an employer's HR data when an employee is a party);
 * - insurance when one party works on site, with people or vehicles, carries or stores goods or builds, and in a
 *   lease;
 * - source-code escrow (a lower-risk note) when software is licensed that the licensee's products or operations run on.
 */
const CONDITIONAL: { id: string; types: DocumentTypeId[]; facts: (text: string) => string | null }[] = [
  {
    id: "data_protection",
    types: ["services", "saas", "supply", "licence", "distribution", "employment", "franchise"],
    facts: (text) => {
      const m = /\b(?:patients?['’]?[- ](?:related\s+)?(?:data|records?|information(?!\s+leaflets?)|files|identifiable)|patient-related|protected\s+health\s+information|health\s+(?:data|records|information)|medical\s+records|personal\s+(?:data|information)|customers?['’]?\s+personal\s+(?:data|information)|cardholder\s+data|employee\s+(?:data|records)|payroll\s+data)\b/i.exec(text);
      return m ? `The text shows personal data being handled ("${m[0]}").` : null;
    },
  },
  {
    // An employee is a party (not a consultant who "is not an employee"): the employer holds HR, payroll and health data.
    id: "data_protection",
    types: ["employment"],
    facts: (text) =>
      /["“](?:the\s+)?(?:Employee|Executive)["”]|\bthe\s+(?:Employee|Executive)\s+(?:shall|will|is|agrees)\b/.test(text) ? "An employer holds and uses its employee's personal data (HR, payroll, health and bank details) throughout the employment." : null,
  },
  {
    id: "insurance",
    types: ["services", "supply"],
    facts: (text) => {
      const m = /\b(?:on[- ]site|at\s+(?:the\s+)?(?:customer|client)['’]s\s+(?:premises|site|facilit\w*)|personnel|employees?\s+or\s+(?:sub)?contractors?|carriage|freight|haulage|logistics|warehous\w*|construction\s+works?|installation|vehicles?)\b/i.exec(text);
      return m ? `The work involves people, sites, goods in transit or construction ("${m[0]}"), which is usually insured.` : null;
    },
  },
  { id: "insurance", types: ["lease"], facts: () => "A lease puts property, and the risk of damage to it and to people on it, in the tenant's hands." },
  {
    id: "source_code_escrow",
    types: ["licence"],
    facts: (text) => {
      const m = /\blicensed\s+software\b|\bsoftware\b[^.;]{0,60}\blicen[cs]ed\b|\blicen[cs]e\b[^.;]{0,80}\bsoftware\b/i.exec(text);
      return m ? `Software is licensed ("${m[0]}") that the licensee may come to depend on.` : null;
    },
  },
];

/**
 * The clauses expected of this document, or null with the reason when it is not held to a checklist. `because` says,
 * for an expectation its facts triggered, which fact in the text did.
 */
export function checklistFor(type: DocumentType, text = ""): { ids: string[]; because: Record<string, string> } | { ids: null; reason: string } {
  if (type.id === "amendment") return { ids: null, reason: "This is an amendment: it is reviewed for what it changes, and the clauses of the agreement it amends are not expected in it." };
  if (type.partial) return { ids: null, reason: "This document supplements or records part of another agreement (an addendum, an appendix or a filing), so it is not held to a whole contract's clauses." };
  if (type.uncertain) return { ids: null, reason: "The kind of document is uncertain (neither its title nor its operative words say what it is), so it is not held to a checklist and no clause is reported missing; read it against the deal it records." };
  const base = CHECKLISTS[type.id];
  if (!base) return { ids: null, reason: "This kind of document has no checklist of expected clauses here, so no clause is reported missing; read it against the deal it records." };
  const ids = [...base];
  const because: Record<string, string> = {};
  for (const c of CONDITIONAL) {
    if (!c.types.includes(type.id) || ids.includes(c.id)) continue;
    const why = c.facts(text);
    if (why) {
      ids.push(c.id);
      because[c.id] = why;
    }
  }
  return { ids, because };
}

/** Force majeure in any of its usual wordings: the clause's name, events beyond a party's control, acts of God. */
export const FORCE_MAJEURE_WORDING = /\bforce\s+majeure\b|\b(?:beyond|outside)\s+(?:its|their|the|a\s+party['’]s|either\s+party['’]s)\s+(?:\w+\s+)?(?:reasonable\s+)?control\b|\bacts?\s+of\s+god\b|\bh(?:ö|oe)here\s+gewalt\b/i;

/** Sentences that do the work of an expected clause, wherever they stand in the text. */
const OPERATIVE: Record<string, (sentence: string) => boolean> = {
  limitation_of_liability: (s) => LIMITS_LIABILITY.test(s) && /\bliab|\bdamages\b|\bremed/i.test(s) && !/\binsur\w*|\bpolic(?:y|ies)\b/i.test(s),
  termination: (s) =>
    // A lease is ended by a break right ("may end this Lease …", "may determine this Lease") or by forfeiture.
    /\b(?:may|shall\s+be\s+entitled\s+to|(?:has\s+the\s+)?right\s+to)\s+(?:\w+\s+){0,3}(?:end|determine|bring\s+to\s+an\s+end|cancel)\s+this\s+(?:lease|agreement|contract|tenancy|deed|underlease)\b/i.test(s) ||
    /\bforfeit\w*\b[^.]{0,120}\b(?:lease|tenancy)\b|\b(?:lease|tenancy)\b[^.]{0,120}\bforfeit\w*|\bre-?enter\b[^.]{0,120}\b(?:lease|tenancy)\b[^.]{0,80}\b(?:end|determine)/i.test(s) ||
    (/\bterminat\w*\b/i.test(s) &&
    (/\b(?:may|shall\s+have\s+the\s+right\s+to|(?:is|are)\s+entitled\s+to|right\s+to)\s+(?:\w+\s+){0,4}terminat/i.test(s) ||
      /\b(?:may\s+be|shall\s+be)\s+terminated\b/i.test(s) ||
      /\bterminat\w*\b[^.]{0,200}\b(?:breach|default|insolven|bankrupt|notice)/i.test(s))),
  confidentiality: (s) => /\bconfidential/i.test(s) && /\b(?:shall|will|agrees?\s+to|must)\s+(?:\w+\s+){0,4}(?:not\s+disclose|keep|hold|maintain|treat|protect)|\bnot\s+(?:to\s+)?disclose\b/i.test(s) && !SEC_LEGEND.test(s),
  // A duty about personal data or the law that governs it; a confidentiality promise that happens to cover it is not one.
  data_protection: (s) =>
    /\bdata\s+protection\b|\bGDPR\b|\bprivacy\s+(?:laws?|act|rules?|legislation|shield|of|polic(?:y|ies)|statement|notice)\b|\bHIPAA\b|\bbusiness\s+associate\b|\bdata\s+processing\s+(?:agreement|addendum|terms)\b|\b(?:sub-?)?processors?\b[^.;]{0,80}\bpersonal\b|\bpersonal\s+(?:data|information)\b[^.;]{0,200}\b(?:process\w*|comply|complian\w*|applicable\s+(?:law|legislation)|secur\w*|protect\w*|breach)\b|\b(?:process\w*|comply|protect\w*)\b[^.;]{0,120}\bpersonal\s+(?:data|information)\b/i.test(s),
  insurance: (s) => /\b(?:maintain|carry|obtain|procure|keep|effect|take\s+out|insure)\w*\b[^.;]{0,160}\b(?:insur\w*|policy|policies)\b|\binsurance\b[^.;]{0,160}\b(?:cover\w*|polic(?:y|ies)|limit|not\s+less\s+than|minimum)\b|\badditional\s+insured\b/i.test(s),
  force_majeure: (s) => FORCE_MAJEURE_WORDING.test(s),
  source_code_escrow: (s) => /\bescrow\b|\bsource\s+code\b[^.;]{0,120}\b(?:deposit\w*|releas\w*|deliver\w*|make\s+available)\b/i.test(s),
  // A choice of law, even of a law the sentence only describes ("the laws of the state in which the Franchisor has its
  // principal place of business"), which the reader of governing law cannot place.
  governing_law: (s) => /\b(?:governed|construed|interpreted|enforced)\s+(?:\w+\s+){0,4}?(?:by|under|in\s+accordance\s+with|pursuant\s+to)\s+(?:the\s+)?(?:substantive\s+|internal\s+)?laws?\s+of\b/i.test(s),
  dispute_resolution: (s) => /\barbitrat\w*|\b(?:exclusive|non-exclusive)\s+jurisdiction\b|\bsubmit\w*\s+to\s+the\s+(?:\w+\s+){0,2}jurisdiction|\bcourts?\s+(?:of|in|located\s+in|sitting\s+in)\s+(?:the\s+)?[A-Z]|\bvenue\b|\bmediat(?:ion|e)\b/.test(s),
};

/**
 * Sentences that name the thing to deny it: "this Agreement may not be terminated" (with no "except" or "unless"),
 * "nothing in this Agreement limits or excludes liability for fraud", "no limitation of liability applies to …",
 * "the parties have not agreed to keep … confidential". They are not the clause they mention.
 */
const NEGATED: Record<string, (sentence: string) => boolean> = {
  limitation_of_liability: (s) =>
    /^\s*(?:\([a-z0-9]+\)\s*)?nothing\s+(?:in|contained\s+in)\s+this\b/i.test(s) ||
    (/\bno\s+limitation\s+of\s+liability\b|\bnot\s+(?:be\s+)?subject\s+to\s+any\s+(?:limitation|cap)\b|\bshall\s+not\s+(?:limit|exclude)\b/i.test(s) && !/\b(?:not\s+exceed|in\s+no\s+event|shall\s+not\s+be\s+liable|limited\s+to)\b/i.test(s)),
  termination: (s) =>
    /\b(?:may|can|shall)\s+not\s+be\s+terminated\b|\b(?:no|neither)\s+party\s+(?:may|shall|will)\s+(?:\w+\s+){0,2}terminat|\bno\s+right\s+to\s+terminat/i.test(s) && !/\b(?:except|unless|other\s+than|save|until)\b/i.test(s),
  confidentiality: (s) => /\b(?:has|have)\s+not\s+(?:\w+\s+){0,3}(?:agreed|entered)|\bno\s+(?:obligation|duty)\s+of\s+confidentiality\b|\bnot\s+(?:be\s+)?(?:deemed\s+)?confidential\b/i.test(s),
};

/** What the whole-text search looked for before an expected clause was called missing, to say so in the finding. */
export const SEARCHED_FOR: Record<string, string> = {
  limitation_of_liability: "a cap, an exclusion of damages or a sentence saying a party is not liable",
  termination: "a right to terminate or end the agreement (for breach, insolvency, notice or convenience, a lease's break right or forfeiture) or a sentence saying the agreement may be terminated",
  confidentiality: "an undertaking to keep information confidential or not to disclose it",
  dispute_resolution: "arbitration, mediation, a court's jurisdiction or a venue",
  governing_law: "any sentence choosing a law, with or without a heading",
  data_protection: "terms on processing personal data, data-protection or privacy law, processor or business-associate terms",
  insurance: "a duty to take out or maintain insurance, or insurance cover and its limits",
  source_code_escrow: "an escrow of, or a right to, the source code",
  force_majeure: "force majeure, events beyond a party's (reasonable) control or acts of God",
};

/**
 * Some sentence anywhere in the text does what the expected clause does, and does not deny it. Unknown ids are never
 * found here.
 */
export function foundInText(id: string, text: string): boolean {
  const operative = OPERATIVE[id];
  const incorporated = INCORPORATED_BY_NAME[id];
  if (!operative && !incorporated) return false;
  const negated = NEGATED[id] ?? (() => false);
  return text
    .split(/(?<=[.;])\s+(?=[A-Z(])/)
    .some((s) => (operative ? operative(s) && !negated(s) : false) || (incorporated ? incorporatesByReference(s, incorporated) : false));
}

/**
 * How a clause is named when another agreement's provision is incorporated by reference: "Sections 8.2 (Limitation of
 * Liability), 9 (Indemnification) … of the License Agreement shall be deemed to be incorporated herein by reference".
 */
const INCORPORATED_BY_NAME: Record<string, RegExp> = {
  limitation_of_liability: /\blimitations?\s+(?:of|on)\s+liabilit(?:y|ies)\b|\bliability\s+(?:cap|limit\w*)\b|\bexclusions?\s+of\s+(?:liability|damages)\b/i,
  termination: /\btermination\b/i,
  confidentiality: /\bconfidential(?:ity)?\b|\bnon-?disclosure\b/i,
  dispute_resolution: /\bdispute\s+resolution\b|\barbitration\b|\bjurisdiction\b|\bvenue\b/i,
  governing_law: /\bgoverning\s+law\b|\bchoice\s+of\s+law\b|\bapplicable\s+law\b/i,
  force_majeure: /\bforce\s+majeure\b/i,
  insurance: /\binsurance\b/i,
  data_protection: /\bdata\s+protection\b|\bprivacy\b/i,
};

/**
 * A sentence that makes another document's provisions part of this one ("incorporated herein by reference", "shall be
 * incorporated into and form part of this Agreement") and names the clause among them: the clause is present, by
 * reference. A sentence that refuses the incorporation ("shall not be incorporated") incorporates nothing.
 */
function incorporatesByReference(sentence: string, name: RegExp): boolean {
  return (
    /\bincorporated\s+(?:herein\s+|hereto\s+|into\s+(?:and\s+(?:form|made)\s+(?:an?\s+(?:integral\s+)?)?part\s+of\s+)?this\s+\w+\s+)?by\s+reference\b|\bincorporated\s+(?:herein|into\s+(?:and\s+(?:form|made)\s+(?:an?\s+(?:integral\s+)?)?part\s+of\s+)?this\s+\w+)\b/i.test(sentence) &&
    !/\b(?:not|never)\s+(?:be\s+)?(?:deemed\s+(?:to\s+be\s+)?)?incorporated\b/i.test(sentence) &&
    name.test(sentence)
  );
}
