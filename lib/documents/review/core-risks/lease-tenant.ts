import type { Cite } from "../../playbook";
import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskClause, type CoreRiskInput } from "./types";

/**
 * A commercial lease's terms that shift the building's costs and the tenant's security onto the tenant: a rent review
 * that can only go up, a repairing covenant reaching defects the tenant did not cause (or making it put the premises
 * into repair), a service charge without a cap, forfeiture without a formal demand for rent, a landlord's break to
 * redevelop, and, under the law of England and Wales, a lease contracted out of the 1954 Act's security of tenure
 * (ss. 24–28; valid only by the notice-and-declaration procedure of s.38A). Each is a risk for the tenant and in the
 * landlord's favour; without a perspective, the finding says whom it favours.
 */
type Side = "tenant" | "landlord" | null;
const LA_1954 = "uk-landlord-and-tenant-act-1954";

interface LeaseRule {
  rule: string;
  name: string;
  category: string;
  /** The sentence (or clause) carries the term; null when it does not. */
  find: (sentence: string, clause: CoreRiskClause) => boolean;
  /** Rating for the tenant. */
  tenantRisk: (clause: CoreRiskClause) => "medium" | "high";
  what: (label: string, clause: CoreRiskClause, input: CoreRiskInput) => string;
  tenantFix: string;
  gbOnly?: boolean;
  cites?: Cite[];
}

const RENT_REVIEW = /\brent\b|\breview/i;
const UPWARD_ONLY = [
  /\bupwards?[-\s]only\b/i,
  /\b(?:higher|greater)\s+of\b[^.;]{0,160}\brent\b[^.;]{0,60}\b(?:payable|passing|reserved)\b[^.;]{0,40}\b(?:immediately\s+)?(?:before|prior\s+to)\b/i,
  /\b(?:higher|greater)\s+of\b[^.;]{0,40}\b(?:passing|current|existing)\s+rent\b/i,
  /\brent\b[^.;]{0,80}\b(?:shall|will|may)\s+(?:never|not|in\s+no\s+(?:circumstances|event))\s+(?:be\s+)?(?:reduced|decrease[sd]?|fall|lowered|less\s+than)\b/i,
  /\bin\s+no\s+(?:circumstances|event)\s+(?:shall|will)\s+the\s+(?:yearly\s+|annual\s+)?rent\b[^.;]{0,80}\b(?:less|lower)\s+than\b/i,
];
const PUT_INTO_REPAIR = /\bput\s+(?:and\s+keep\s+)?(?:the\s+[\w\s]{0,30}?\s+)?in(?:to)?\s+(?:good|repair|substantial|tenantable)/i;
const INHERENT = /\b(?:inherent|latent)\s+(?:or\s+(?:inherent|latent)\s+)?defects?\b|\bdefects?\b[^.;]{0,40}\b(?:latent|inherent)\b|\b(?:original|initial)\s+(?:design|construction|materials)\b|\bdefects?\b[^.;]{0,80}\b(?:existed|existing)\s+(?:at|on|before)\s+the\s+date\b|\bwant\s+of\s+repair\s+however\s+caused\b/i;
const NOT_THE_TENANTS = /\b(?:not\s+(?:be\s+)?(?:liable|required|obliged|responsible)|exclud\w*|except(?:ing)?|other\s+than|save\s+for|no\s+worse\s+(?:state|condition))\b/i;
const SERVICE_CHARGE = /\bservice\s+(?:charges?|costs?|expenditure)\b|\bestate\s+(?:charges?|costs?)\b|\bcosts?\s+(?:incurred|of\s+the\s+landlord)\b[^.;]{0,80}\b(?:estate|building|centre|park)\b/i;
const NO_CAP = /\bwithout\s+(?:any\s+)?(?:cap|limit\w*|ceiling)\b|\bno\s+(?:cap|limit|ceiling)\b|\bwithout\s+limit\b|\bthere\s+is\s+no\s+limit\b/i;
const IMPROVEMENTS = /\bimprov\w*|\bupgrad\w*|\brefurbish\w*/i;
/** The landlord alone sets the tenant's share or the amount: "as the Landlord may specify", "the Landlord's certificate shall be conclusive". */
const LANDLORD_SETS = /\b(?:as|which)\s+the\s+(?:Landlord|Lessor)\s+(?:may\s+)?(?:specif|determin|decid|select)\w*|\b(?:Landlord|Lessor)['’]s\s+(?:estimate|certificate|determination|decision)\s+(?:shall\s+be|is|will\s+be)\s+(?:final|conclusive)/i;
const CAPPED = /\b(?:shall|will)\s+not\s+exceed\b|\bcapped\b|\bcap\s+of\b|\bmaximum\s+of\b|\bnot\s+(?:be\s+)?liable\s+for\s+the\s+cost\s+of\s+improv/i;
const RE_ENTRY = /\bre-?ent(?:er|ry)\b|\bforfeit\w*|\bdetermine\s+this\s+(?:lease|underlease|tenancy)\b/i;
const NO_DEMAND = /\bwhether\s+(?:or\s+not\s+)?(?:(?:it|they|the\s+same)\s+(?:has|have|is|are|was|were)\s+(?:been\s+)?)?(?:formally\s+|lawfully\s+|legally\s+|properly\s+)?demanded(?:\s+or\s+not)?\b|\bwithout\s+(?:the\s+need\s+for\s+)?(?:any\s+)?(?:formal\s+)?demand\b/i;
const REDEVELOP = /\bredevelop\w*|\bdemolish\w*|\breconstruct\w*|\b(?:substantial\s+)?development\b|\brefurbish\w*/i;
const LANDLORD_BREAKS = /\b(?:the\s+)?(?:Landlord|Lessor)\s+(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|has\s+the\s+right\s+to)\s+(?:at\s+any\s+time\s+)?(?:\w+\s+){0,3}?(?:end|terminate|determine|break)\b/;
const SECURITY_OF_TENURE = /\bsections?\s+24\s+to\s+28\b|\bLandlord\s+and\s+Tenant\s+Act\s+1954\b|\b1954\s+Act\b|\bsecurity\s+of\s+tenure\b/i;
const EXCLUDED = /\b(?:are|is|be|being|shall\s+be)\s+excluded\b|\bexclud(?:e|es|ing)\b|\b(?:shall|will|do|does)\s+not\s+apply\b|\bdisappl\w*|\bcontract(?:ed|ing)\s+out\b/i;

const RULES: LeaseRule[] = [
  {
    rule: "lease.upward_only_review",
    name: "Upward-only rent review",
    category: "rent_review",
    find: (s) => RENT_REVIEW.test(s) && UPWARD_ONLY.some((re) => re.test(s)),
    tenantRisk: () => "medium",
    what: (l) => `Clause ${l} is an upward-only rent review: the rent can rise at each review but never fall, even if market rents drop.`,
    tenantFix: "Ask for an open-market review that can go down as well as up (or a collar and cap), determined by an independent expert or arbitrator rather than a surveyor the landlord nominates.",
  },
  {
    rule: "lease.repair_inherent_defects",
    name: "Repair of defects the tenant did not cause",
    category: "repair",
    find: (s) => /\brepair|\bdefect|\bmake\s+good/i.test(s) && tenantCovenants(s) && (PUT_INTO_REPAIR.test(s) || (INHERENT.test(s) && !carvedOut(s, INHERENT))),
    tenantRisk: () => "high",
    what: (l, c) =>
      `Clause ${l} makes the tenant ${PUT_INTO_REPAIR.test(c.clause_text) ? "put the premises into repair (not only keep them in the state it took them)" : "repair"}${INHERENT.test(c.clause_text) && !carvedOut(c.clause_text, INHERENT) ? ", including inherent or original defects in design or construction it did not cause" : ""}: the cost of putting right the building's existing or latent faults falls on the tenant.`,
    tenantFix: "Limit the covenant to keeping the premises in no worse condition than shown in a photographic schedule of condition, and exclude inherent defects and defects in the original design or construction (or have the landlord remedy them).",
  },
  {
    rule: "lease.service_charge_uncapped",
    name: "Uncapped service charge",
    category: "service_charge",
    find: (s, c) => (SERVICE_CHARGE.test(s) || /\bservice\s+charge/i.test(c.heading ?? "")) && (NO_CAP.test(s) || IMPROVEMENTS.test(s) || LANDLORD_SETS.test(s)) && !CAPPED.test(c.clause_text),
    tenantRisk: (c) => (NO_CAP.test(c.clause_text) && IMPROVEMENTS.test(c.clause_text) ? "high" : "medium"),
    what: (l, c) =>
      `Clause ${l} is an uncapped service charge${IMPROVEMENTS.test(c.clause_text) ? " that also recovers the cost of improving the estate, not only maintaining it" : ""}${LANDLORD_SETS.test(c.clause_text) ? `${IMPROVEMENTS.test(c.clause_text) ? "," : ""} with the landlord alone setting the tenant's share or the amount` : ""}: the tenant's contribution has no ceiling and can rise with whatever the landlord spends.`,
    tenantFix: "Cap the service charge (a fixed sum indexed yearly), exclude improvements, upgrades and the landlord's initial capital costs, and require a budget, certified accounts and a fair-proportion basis open to challenge.",
  },
  {
    rule: "lease.forfeiture_without_demand",
    name: "Forfeiture without formal demand",
    category: "forfeiture",
    find: (s) => RE_ENTRY.test(s) && NO_DEMAND.test(s),
    tenantRisk: () => "medium",
    what: (l) =>
      `Clause ${l} is a forfeiture clause letting the landlord re-enter and end the lease for rent in arrear without first making a formal demand for it. The tenant can apply to the court for relief from forfeiture, and for breaches other than non-payment of rent the landlord must first serve a notice under section 146 of the Law of Property Act 1925, but the lease itself is at stake for a short arrear.`,
    tenantFix: "Lengthen the period of arrears before re-entry (21 days or more), require written notice to the tenant (and any lender) before re-entry, and remove minor breaches from the triggers.",
  },
  {
    rule: "lease.landlord_redevelopment_break",
    name: "Landlord's break to redevelop",
    category: "break_clause",
    find: (s) => LANDLORD_BREAKS.test(s) && REDEVELOP.test(s),
    tenantRisk: () => "high",
    what: (l) => `Clause ${l} gives the landlord a break right to redevelop: it can end the lease early when it wants the premises back for development, and the tenant loses its premises and fit-out with them.`,
    tenantFix: "Strike the landlord's break, or limit it to a fixed date after a minimum period, on long notice (12 months or more), with a genuine redevelopment intention shown and compensation for the tenant's fit-out and relocation.",
  },
  {
    rule: "lease.gb.contracted_out_1954",
    name: "Contracted out of the Landlord and Tenant Act 1954",
    category: "security_of_tenure",
    gbOnly: true,
    find: (s) => SECURITY_OF_TENURE.test(s) && EXCLUDED.test(s) && !/\bnothing\b[^.;]{0,80}\bexclud|\bnot\s+(?:be\s+)?excluded\b/i.test(s),
    tenantRisk: () => "medium",
    what: (l) =>
      `Clause ${l} contracts the lease out of sections 24 to 28 of the Landlord and Tenant Act 1954: when the term ends the tenant has no statutory right to stay on or to a new lease (s.24), and the landlord need not prove any ground (s.30) to recover the premises. The exclusion is valid only if, before the tenant was bound, the landlord served the prescribed warning notice and the tenant made the prescribed declaration (a statutory one if the notice came less than 14 days before), referred to in the lease (s.38A).`,
    tenantFix: "Weigh the loss of a right to renew in the rent and term; if the premises matter to the business, ask for a protected lease or an option to renew. Check the notice and declaration were completed before exchange in the required form.",
    cites: [
      { source_id: LA_1954, article: "24" },
      { source_id: LA_1954, article: "30" },
      { source_id: LA_1954, article: "38A" },
    ],
  },
];

export function leaseTenantRisks(input: CoreRiskInput): CoreRisk[] {
  if (input.type !== "lease") return [];
  const side = reviewerSide(input.reviewer);
  const out: CoreRisk[] = [];
  for (const r of RULES) {
    if (r.gbOnly && !input.chain.includes("GB")) continue;
    const clause = input.clauses.filter(reviewed).find((c) => sentencesOf(c.clause_text).some((s) => r.find(s, c)));
    if (!clause) continue;
    const label = numberOf(clause);
    const what = r.what(label, clause, input);
    out.push({
      rule: r.rule,
      clause_number: clause.clause_number,
      category: r.category,
      name: r.name,
      risk: side === "landlord" ? "low" : side === "tenant" ? r.tenantRisk(clause) : "medium",
      finding: side === "landlord" ? `${what} This is in your favour as landlord.` : side === "tenant" ? `${what} A risk for your side as tenant.` : `${what} It favours the landlord.`,
      fix: side === "landlord" ? "Nothing to change for your side; expect the tenant to negotiate it." : r.tenantFix,
      cites: r.cites ?? [],
    });
  }
  return out;
}

/** The tenant covenants it: "The Tenant shall …", "Tenant covenants to …" (not "The Landlord shall remedy …"). */
function tenantCovenants(s: string): boolean {
  const subject = /\b(?:the\s+)?(Tenant|Lessee|Underlessee|Landlord|Lessor)\b(?:\s+\w+){0,2}?\s+(?:shall|covenants?|will|must|agrees?|undertakes?)\b/i.exec(s);
  return subject ? /tenant|lessee/i.test(subject[1]) : false;
}

/** The term is named only to be taken out ("shall not be liable to remedy any defect in the original design"). */
function carvedOut(s: string, term: RegExp): boolean {
  const t = term.exec(s);
  const carve = NOT_THE_TENANTS.exec(s);
  return !!t && !!carve && carve.index < t.index;
}

function reviewerSide(reviewer: string[] | null): Side {
  if (!reviewer) return null;
  if (sideOfName("Tenant", reviewer) === "us" || sideOfName("Lessee", reviewer) === "us") return "tenant";
  if (sideOfName("Landlord", reviewer) === "us" || sideOfName("Lessor", reviewer) === "us") return "landlord";
  return null;
}
