import type { Segment } from "../segment";

/**
 * Checks on what the learned detector (clause-model.ts) finds, per CUAD category, from what the category means (CUAD's
 * category definitions): a clause of the category must carry the wording the category is about, and a definition of a
 * term is not the clause. The detector reads a clause's neighbours and its section, so it also tags clauses beside a
 * restriction (a licence grant next to an exclusivity clause, a report next to a royalty); these checks read only the
 * clause itself, its heading, and the lead-in it continues.
 */

/**
 * A definition: a quoted term said to mean something ("'Joint Inventions' means …", "1.4 "Change of Control" shall mean",
 * "The term "Joint Patent Rights" shall mean …", "As used herein, "Net Sales" means …").
 */
const DEFINITION =
  /^\s*(?:\(?[\w.]{1,6}\)?\s*)?(?:as\s+used\s+(?:herein|in\s+this\s+(?:agreement|section|article)),?\s+)?(?:the\s+(?:terms?|expressions?|phrases?)\s+)?["“]([^"”]{1,80})["”]\s*(?:,\s*as\s+used\s+(?:herein|in\s+this\s+\w+),?\s*)?(?:shall\s+|will\s+)?(?:means?|refers?\s+to|ha(?:s|ve)\s+the\s+meaning|includes?)\b/i;

/**
 * A standstill: an investor's promise not to buy the company's shares, launch a tender offer or solicit proxies. It
 * restrains dealings in securities, not competition or the hiring of staff, though it says "solicit" and "shall not
 * engage". One that also speaks of competing or exclusivity, or carves out shares held for investment (the usual
 * exception to a non-compete), is read as the restrictive covenant it also is.
 */
const STANDSTILL =
  /\bprox(?:y|ies)\b|tender\s+(?:or\s+exchange\s+)?offer|\bstandstill|beneficial\s+owner(?:ship)?\s+of|\bvoting\s+(?:securities|stock|rights)|\bstockholder|equity\s+securities/i;
const ALSO_A_RESTRICTIVE_COVENANT = /\bcompet|(?<!non-?\s?)exclusiv|investment\s+purposes/i;

/** Whether a clause is a definition of a term. */
export const isDefinition = (text: string): boolean => DEFINITION.test(text);

interface Confirmation {
  /** Wording the clause (with its heading and lead-in) must carry; each, when there are several. */
  requires?: RegExp | RegExp[];
  /** A definition of a term is never the clause: it only says what a word will mean where a clause uses it… */
  notADefinition?: boolean;
  /** …unless the term defined is the clause's own subject ("'Expiration Date' means 31 March 2030"). */
  definitionOfItsOwn?: RegExp;
  /** A standstill on dealings in the company's securities is not a restrictive covenant on the business. */
  notAStandstill?: boolean;
  /** Wording that denies what the category grants ("no third party beneficiaries")… */
  deniedBy?: RegExp;
  /** A heading naming another subject ("Non-Solicitation" over a clause the detector calls a non-compete)… */
  otherSubjectHeading?: RegExp;
  /** …unless the clause also grants it, or carves an exception out of the denial (for both checks above). */
  grantedDespite?: RegExp;
  /**
   * A statement that the restriction binds no one ("neither the Manager nor any key employee is subject to any
   * noncompete", "shall be free to … sell products that compete"): a representation of fact or a freedom, which names
   * the restriction only to deny it…
   */
  saysItDoesNotBind?: RegExp;
  /** …unless the clause also imposes it ("the Consultant shall not compete"). */
  boundDespite?: RegExp;
}

const CONFIRMATIONS: Record<string, Confirmation> = {
  // CUAD: "an exception or carve-out to a non-compete, exclusivity or no-solicit of customers". An exception needs the
  // restriction it is an exception to: exclusivity (not "non-exclusive"), competition, solicitation, a requirements
  // (buy-only-from) duty, a "shall not engage/market/sell…" undertaking, a territory not protected or rights reserved;
  // or speak as a carve-out does ("permitted to market", "nothing herein shall prevent").
  competitive_restriction_exception: {
    notAStandstill: true,
    requires: [
      /(?<!non-?\s?)exclusiv|\bcompet|\bsolicit|\brequirements\b|\bsole\s+(?:agent|supplier|distributor|source|provider)|\b(?:shall|will|may)\s+not\b[^.]{0,120}?\b(?:engage|carry\s+on|enter\s+into|market|sell|promote|display|place|develop|conduct|accept|be\s+(?:engaged|employed|interested|concerned))\b|protected\s+territory|reserv\w*\s+(?:to\s+itself\s+)?(?:the\s+|all\s+)?rights?|comparable|similar\s+products|(?:permitted|allowed|free)\s+to\s+(?:market|sell|engage|offer|enter|provide|promote|solicit|develop)|nothing\s+(?:in\s+this|herein)[^.]{0,100}(?:prevent|restrict|prohibit|limit|preclude)/i,
      // …and the exception itself: a restriction stated without one is the restriction, not its carve-out ("except as
      // otherwise provided in this Agreement" only points elsewhere).
      /\bexcept(?!\s+as\s+(?:otherwise|expressly|specifically)?\s*(?:provided|set\s+forth|stated)\b)|\bother\s+than\b|\bnotwithstanding\b|\bnothing\b|\bshall\s+not\s+(?:apply|restrict|prevent|prohibit|preclude|limit|be\s+deemed)|\bnot\s+include|\bprovided\s+(?:that|however)\b|\bexclu(?:d|sion)|\bsave\s+(?:for|that|as|in)\b|\b(?:permitted|allowed)\s+to\b|\bnot\s+(?:constitute|be\s+(?:deemed\s+)?(?:a\s+)?(?:violation|breach))|\bunless\b|\bdoes\s+not\s+(?:apply|restrict|prevent)|\bfree\s+to\b|\breserv/i,
    ],
    notADefinition: true,
  },
  // CUAD: "a license grant to a licensee and the affiliates of such licensee". The clause must name the licensee's group:
  // affiliates, subsidiaries, group companies, related corporations.
  affiliate_license_licensee: {
    requires: /affiliat|subsidiar|\bgroup\b|related\s+(?:compan|corporation|entit)|holding\s+compan|members?\s+of\s+the/i,
  },
  // CUAD: "a license grant that is irrevocable or perpetual". The clause must say so.
  irrevocable_or_perpetual_license: {
    requires: /irrevocab|perpetu|not\s+be\s+revoked|cannot\s+be\s+(?:revoked|withdrawn)/i,
  },
  // CUAD: "the date when the contract's initial term expires". A definition of a period ("'Calendar Year' means … ending
  // on 31 December") says when that period ends, not when the contract does; one of the contract's term or expiry date
  // is the clause.
  expiration_date: { notADefinition: true, definitionOfItsOwn: /\bterm\b|expir|terminat|\bend\b/i },
  // CUAD: "one party is required to share revenue or profit with the counterparty". The payment must be measured by a
  // share of something: a percentage, a royalty, revenue, profit, sales or proceeds, or an amount per unit sold or
  // shipped ("$0.05 per Unit sold"); an amount per period ("per annum") is a fee, not a share.
  revenue_profit_sharing: {
    requires:
      /percent|%|\broyalt|\brevenue|\bprofit|\bnet\s+sales|\bgross\s+sales|\bcommission|\bshare\b|\bshare\s+of|\bsplit\b|\bproceeds|\breceipts|\bincome|\bper\s+(?!(?:annum|year|month|week|day|hour|calendar|quarter|cent)\b)\w+/i,
    notADefinition: true,
  },
  // CUAD: "a fee increase or consent requirement if one party's use of the product/services exceeds a threshold". A
  // threshold must be spoken of…
  // …and what passing it costs (a fee, charge or price, more to pay, the other's consent or approval), or a maximum
  // that may not be passed at all.
  volume_restriction: {
    requires: [
      /exceed|in\s+excess|more\s+than|up\s+to|no\s+more|maximum|\bcap\b|capacity|\blimit|threshold|at\s+least|minimum|not\s+less|no\s+less|additional|overage|excess/i,
      /\bfees?\b|\bcharg|\bpric|\brates?\b|\bpay|\bcost|\bconsent|\bapprov|\bagree|\boverage|\bsurcharge|\bbill|\binvoic|\$|€|£|\bmaximum\b/i,
    ],
    notADefinition: true,
  },
  // CUAD: "a minimum order size or minimum amount or units per time period that one party must buy". The clause must
  // speak of a floor: a minimum, "at least", "not less than", a shortfall, a guarantee, a commitment, a forecast or a
  // quota; a fee schedule, a list of promotions or an event of default states none.
  minimum_commitment: {
    requires: /minimum|at\s+least|(?:not|no)\s+(?:less|fewer)|(?:less|fewer)\s+than|shortfall|guarantee|commit|forecast|quota|target|requirement/i,
  },
  // CUAD: "a party's liability is uncapped upon the breach of its obligation", including for a type of breach (IP
  // infringement, confidentiality). It is said as an exception to a cap or an exclusion ("except for breach of
  // Section 9", "shall not apply to", "subject to", "nothing in this agreement limits liability for fraud") or outright
  // ("unlimited"); an exclusion of consequential damages with no exception leaves nothing uncapped.
  uncapped_liability: {
    requires:
      /\bexcept|\bexclud|\bexclusion|\bnothing\b[^.;]{0,80}\b(?:limits?|restricts?)\b|shall\s+not\s+(?:apply|limit)|do(?:es)?\s+not\s+(?:apply|limit)|other\s+than|unlimited|uncapped|not\s+be\s+limited|without\s+limit|save\s+(?:for|in)|\bunless|provided\s+(?:that|however)|\bsubject\s+to|notwithstanding/i,
  },
  // CUAD: "a requirement not to disparage, make negative statements about, or harm the reputation of the
  // counterparty". The clause must speak of that: disparaging, derogatory or negative statements, criticism,
  // defamation, reputation, disrepute, goodwill or image. A trademark-use or quality clause beside it says none of it.
  non_disparagement: {
    requires:
      /disparag|derogat|defam|negative(?:ly)?\s+(?:statements?|comments?|remarks?|publicity|about|affect|reflect)|advers\w*\s+(?:statements?|comments?|remarks?|publicity)|critic|reputation|disrepute|discredit|goodwill|\bimage\b|embarrass|ridicule|reflect\s+(?:adversely|poorly|badly|unfavou?rably)|\bmalign|\bimpugn|\binjur\w*\s+the\s+(?:name|business)/i,
  },
  // CUAD: "a party is restricted from soliciting or hiring employees and/or contractors from the counterparty". Both the
  // act (solicit, hire, recruit, induce) and the people (employees, staff, personnel) must be named.
  no_solicit_of_employees: {
    notAStandstill: true,
    // In one sentence and near each other: a long clause that mentions soliciting business in one sentence and the
    // parties' employees in another (a confidentiality or management clause) restricts no hiring.
    requires:
      /(?:solicit|\bhire|\bemploy|recruit|induc|entic|\bengage)[^.;]{0,160}(?:employee|personnel|\bstaff|officer|worker|consultant|representative|individual|person)|(?:employee|personnel|\bstaff|officer|worker)[^.;]{0,160}(?:solicit|\bhire|\bemploy|recruit|induc|entic)/i,
  },
  // CUAD: "a party is subject to obligations after the termination or expiration of a contract (transition, payment,
  // transfer of IP, wind-down, last-buy…)". A survival clause ("Sections 2, 7 and 9 shall survive termination") only
  // points at other clauses: the obligations are theirs. It is one when it also imposes a duty itself ("… and the
  // Licensee shall return all copies").
  post_termination_services: {
    deniedBy: /surviv/i,
    grantedDespite:
      /(?:shall|will|must|agrees?\s+to)\s+(?!surviv)(?:\w+\s+){0,3}(?:pay|return|deliver|provide|transfer|assign|destroy|cease|continue|purchase|sell|perform|cooperate|assist|supply|remove|refund|grant|use|maintain)/i,
  },
  // CUAD: "a party is restricted from contesting the validity of the counterparty's ownership of IP or otherwise bringing
  // a claim against the counterparty". The clause must speak of a suit, claim or challenge, or of accepting or
  // releasing the other's rights.
  covenant_not_to_sue: {
    requires: /\bsue\b|\bsuit|\baction|\bclaim|challeng|contest|proceeding|\bassert|litigat|attack|dispute|oppos|validity|acknowledg|\brelease|\bwaive|\bregist/i,
  },
  // CUAD: "joint or shared ownership of intellectual property between the parties". A definition of "Joint Inventions"
  // says what is joint; who owns it is said elsewhere.
  // A statement that something is not jointly owned ("No Transferred Patent is jointly owned by Sony and any other
  // Person", "… nor co-ownership of a business") denies the subject, unless the clause also makes something joint.
  joint_ip_ownership: {
    notADefinition: true,
    deniedBy: /\b(?:no|not|nor|neither|none)\b(?:\s+[\w-]+){0,6}?\s+(?:is|are|be|been|was|were)\s+(?:\w+\s+)?(?:jointly\s+owned|co-?owned)\b|\b(?:nor|no)\s+(?:any\s+)?(?:co-?ownership|joint\s+ownership)\b/i,
    grantedDespite: /(?<!\b(?:no|not|nor|neither|none)\b[^.;]{0,60})\b(?:shall|will)\s+(?:be\s+)?(?:jointly\s+own(?:ed)?|owned\s+jointly|co-?own(?:ed)?)\b/i,
  },
  // CUAD: "one party can terminate the contract upon a change of control, merger, sale of assets…". The definition of
  // "Change of Control" is not the right that depends on it.
  change_of_control: {
    notADefinition: true,
    // The clause must name the change: control, a merger or acquisition, a sale of (substantially) all the business, a
    // transfer of shares or by operation of law. A bare "may not assign without consent" is an anti-assignment clause.
    requires:
      /control|merg|consolidat|acqui|substantially\s+all|sale\s+of\s+(?:all|the|its)|reorgani|operation\s+of\s+law|takeover|take-over|ownership|voting|equity|\bstock\b|shares|amalgamat|successor/i,
  },
  // CUAD: "a non-contracting party who is a beneficiary to some or all of the clauses and therefore can enforce its
  // rights". The usual boilerplate says the opposite (no third party has rights), and is no such clause unless it
  // names one who does ("except that the Licensor's Affiliates may enforce…").
  third_party_beneficiary: {
    // …in any of its negated forms: "there are no intended third party beneficiaries", "no third parties are intended
    // to be third party beneficiaries", "shall not be considered as a third party beneficiary".
    deniedBy:
      /\b(?:no|not|nothing|none|neither|nor)\b[^.;]{0,60}?\bthird[- ]part(?:y|ies)\s+beneficiar|\b(?:not|nothing|neither|nor)\b[^.]{0,80}\b(?:for\s+the\s+(?:sole\s+)?benefit\s+of|confer|enforceable\s+by|create)\b[^.]{0,80}\b(?:third|any\s+(?:other\s+)?(?:person|party|entity))|\bthere\s+(?:are|shall\s+be)\s+no\s+third/i,
    grantedDespite:
      /\b(?:except|save\s+that|provided\s+that)\b|\bother\s+than\s+(?!(?:the\s+)?part(?:y|ies)\b|those\s+executing)|(?<!\b(?:no|not|none|neither|nor)\b[^.;]{0,60})\b(?:is|are|be)\s+(?:an?\s+)?(?:(?:express\w*|direct|intended|and)\s+)*third[- ]party\s+beneficiar/i,
  },
  // CUAD: "one party deposits its source code into escrow with a third party, released on certain events". The clause
  // must speak of source code or of an escrow arrangement, not merely name a company called "…Escrow".
  source_code_escrow: {
    requires: /source\s+code|escrow\s+(?:agent|agreement|account|materials|deposit|release|fee)|deposit\w*\s+(?:materials|of\s+the)|release\s+conditions/i,
  },
  // CUAD: "intellectual property created by one party becomes the property of the counterparty". A party keeping what
  // it already owns ("Licensor retains all right, title and interest in the Software") transfers nothing, unless the
  // clause also passes something (assigns, transfers, vests; work made for hire; what is created or developed).
  ip_ownership_assignment: {
    deniedBy:
      /\b(?:retains?|retained|reserves?)\b[^.]{0,60}\b(?:right|title|ownership|interest)|\b(?:shall|will)\s+(?:continue\s+to\s+)?own\b|\b(?:shall|will)\s+be\s+owned\s+by\b|\b(?:is|are)\s+the\s+(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?owners?\b|\bnothing\b[^.]{0,80}\btransfer|\b(?:is|are|be|remain)\s+(?:and\s+(?:shall|will)\s+remain\s+)?(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?property\s+of|\bhas\s+no\s+right,?\s+title|\backnowledges?\b[^.]{0,80}\b(?:owns?|ownership|retains)\b/i,
    grantedDespite:
      /\bassign|\btransfer|\bvest|\bconvey|\bbecome\s+the\s+(?:sole\s+)?(?:and\s+exclusive\s+)?property|\bwork\s+(?:made\s+)?for\s+hire|\b(?:created|made|developed|conceived|generated|authored|produced|prepared)\b[^.]{0,40}?\bby\b|\bresulting\s+from|\barising\s+(?:out\s+of|from|in\s+the\s+course)/i,
  },
  // CUAD: "an exclusive dealing commitment": buying all requirements from one party, not selling or licensing to
  // others, not working with competitors. A non-exclusive grant is the opposite, unless the clause also binds someone
  // (exclusive rights elsewhere in it, "sole", "shall not", "no other", "only from").
  exclusivity: {
    // Some word of the commitment: exclusive, sole, only, all requirements, a "not", "no other", competing.
    requires: /exclusiv|\bsole(?:ly)?\b|\bonly\b|requirements|\bnot\b|\bno\s+other\b|\bcompet|\bneither\b|\bnor\b|refrain/i,
    deniedBy: /\bnon-?\s?exclusive/i,
    // …a commitment to deal with one side: "solely for the purpose", "shall not sublicense" or "neither … nor" in a
    // non-exclusive licence only limit the licence.
    grantedDespite:
      /(?<!non-?\s?)exclusiv|\bsole\s+(?:and\s+exclusive\s+)?(?:supplier|distributor|source|provider|licensee|agent|representative|right|manufacturer|reseller)|\brequirements\b|\b(?:shall|will|may)\s+not\s+(?:\w+\s+){0,3}?(?:appoint|purchase|buy|obtain|source|procure|grant\s+(?:to\s+)?any\s+(?:other|third)|deal|distribute\s+(?:any\s+)?(?:competing|other)|sell\s+(?:any\s+)?(?:competing|other))|\bno\s+other\b|\bonly\s+from\b|\brefrain/i,
  },
  // CUAD: "a restriction on the ability of a party to compete with the counterparty or operate in a certain geography or
  // business". A clause headed for another subject (non-solicitation, confidentiality, trademarks, payment…) is that
  // subject, unless it speaks of competition itself.
  non_compete: {
    notAStandstill: true,
    // …and a "shall not" must restrain competing, a business or a market: "will not sell its shares for 90 days",
    // "shall not modify the specifications" or "will not use the other's logo" restrain something else.
    requires:
      /compet|rival|\bsimilar\b|\bcompar|\bsame\s+(?:or\s+similar\s+)?(?:business|products?|services?)|\bengag\w*\s+in|\bcarry\s+on|\bbusiness|\boutside\s+(?:of\s+)?the\s+(?:territory|field)|\bterritor|\bfield\b|\binterest\s+in|\bany\s+other\s+(?:products?|brand|supplier|manufacturer|\w+\s+(?:products?|services?))|\bexclusiv/i,
    otherSubjectHeading: /solicit|disparag|confidential|disclosure|trademark|infringement|insurance|royalt|payment|licen[cs]e/i,
    grantedDespite: /compet/i,
    // A definition ("the term 'Competing Product' means …") only says what a word will mean where the covenant uses it.
    notADefinition: true,
    saysItDoesNotBind:
      /\b(?:neither|no|not|nor)\b[^.;]{0,160}?\b(?:is|are|be|been)\s+(?:\w+\s+)?(?:subject\s+to|bound\s+by|a\s+party\s+to)\s+(?:any\s+)?(?:[\w-]+,?\s+){0,4}?(?:non-?\s?compet\w*|restrictive\s+covenants?)|\b(?:is|are|has|have)\s+not\s+(?:been\s+)?(?:bound\s+by|subject\s+to|a\s+party\s+to)\s+(?:any\s+)?(?:[\w-]+,?\s+){0,4}?(?:non-?\s?compet\w*|restrictive\s+covenants?)|\b(?:shall|will)\s+be\s+free\s+(?:and\s+without\s+restriction\s+)?to\b[^.;]{0,160}\bcompet/i,
    boundDespite:
      /\b(?:shall|will|must|agrees?\s+(?:that\s+it\s+will\s+)?|undertakes?\s+to|covenants?\s+(?:that\s+it\s+will\s+)?)\s*not\b[^.;]{0,100}?\b(?:compet|engage|carry\s+on|be\s+(?:engaged|interested|concerned))/i,
  },
  // CUAD: "a party can terminate the contract without cause (solely by giving notice)". A clause headed for a cause
  // (breach, default, insolvency, change of control) gives a right for that cause, unless it also says "for any reason",
  // "without cause" or "for convenience".
  termination_for_convenience: {
    // The clause must give a right to end the contract ("may terminate", "shall be entitled to cancel", "terminable",
    // "on notice of its decision to terminate"); a term clause, an effect of termination or a notice clause gives none.
    requires:
      /\b(?:may|can|shall\s+(?:have|be\s+entitled)|right|entitled|option|elect\w*|discretion|free)\b[^.;]{0,60}?\b(?:terminat|cancel|withdraw|end\b|discontinu)|\bterminable\b|\bconvenien|without\s+cause|\b(?:notice|decision)\s+(?:\w+\s+){0,3}(?:to\s+)?terminat|\btermination\s+by\s+(?:either|any|one)\s+party/i,
    otherSubjectHeading: /(?<!without\s)cause|breach|default|insolven|bankrupt|change\s+(?:of|in)\s+control/i,
    grantedDespite: /convenien|for\s+any\s+reason|without\s+cause|with\s+or\s+without|discretion|no\s+reason/i,
  },
  // CUAD: "the duration of any warranty against defects or errors". The clause must state a length (days, months,
  // years), an end ("until", "expiry"), or where the period is set out (an appendix or schedule).
  warranty_duration: {
    requires:
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|thirty|sixty|ninety|\S*\*\S*)\s*(?:\(\d+\)\s*)?(?:calendar\s+|business\s+)?(?:days?|months?|years?|weeks?)\b|\buntil\b|\bexpir|\bperiod\s+of\b|\bfrom\s+the\s+date|\blifetime|\bappendix|\bexhibit|\bschedule/i,
  },
};

/** A clause continuing a lead-in ("… it shall not: (a) solicit …"): it starts lower-case or with its own list mark. */
const CONTINUES_LEAD_IN = /^\s*(?:[a-z]|\((?:[a-z]|[ivx]+|\d+)\)\s)/;

/** How many listed items a lead-in is read with: enough for the usual list of termination events. */
const ITEMS_READ = 12;

/**
 * The text the checks read: the clause's heading and text, the clause before it when this one continues it, and, for
 * a lead-in ("… may terminate this Agreement on any of the following:"), the items it introduces: CUAD labels the
 * lead-in of a right whose trigger ("(c) a Change of Control of the Distributor") is one of its items.
 */
function confirmationText(segs: Segment[], index: number): string {
  const seg = segs[index];
  const own = `${seg.heading ?? ""} ${seg.text}`;
  const before = index > 0 && CONTINUES_LEAD_IN.test(seg.text) ? segs[index - 1].text : "";
  return [before, own, ...leadInItems(segs, index)].join(" ");
}

/** The listed items a lead-in ("… may terminate this Agreement on any of the following:") introduces; none for another clause. */
export function leadInItems(segs: Segment[], index: number): string[] {
  const items: string[] = [];
  if (/:\s*$/.test(segs[index].text)) {
    for (let i = index + 1; i < segs.length && items.length < ITEMS_READ && CONTINUES_LEAD_IN.test(segs[i].text); i++) items.push(segs[i].text);
  }
  return items;
}

/** Whether a detected category is confirmed by the clause's own wording; categories without a check always are. */
export function confirmsCategory(segs: Segment[], index: number, id: string): boolean {
  const rule = CONFIRMATIONS[id];
  if (!rule) return true;
  const defined = DEFINITION.exec(segs[index].text);
  if (rule.notADefinition && defined && !rule.definitionOfItsOwn?.test(defined[1])) return false;
  const text = confirmationText(segs, index);
  if (rule.notAStandstill && STANDSTILL.test(text) && !ALSO_A_RESTRICTIVE_COVENANT.test(text)) return false;
  const denied = rule.deniedBy?.test(text) || (segs[index].heading !== null && rule.otherSubjectHeading?.test(segs[index].heading));
  if (denied && !rule.grantedDespite?.test(text)) return false;
  if (rule.saysItDoesNotBind?.test(text) && !rule.boundDespite?.test(text)) return false;
  return [rule.requires ?? []].flat().every((wording) => wording.test(text));
}
