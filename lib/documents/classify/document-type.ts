/**
 * What kind of document a review reads, from its title and opening: the kind decides which clauses a lawyer expects
 * in it. An amendment, an addendum or a joint filing changes or records a point of another agreement and is not
 * expected to be a whole contract. Pure: no I/O.
 */

export type DocumentTypeId =
  | "nda"
  | "licence"
  | "distribution"
  | "supply"
  | "services"
  | "saas"
  | "employment"
  | "franchise"
  | "joint_venture"
  | "shareholders"
  | "loan"
  | "guarantee"
  | "lease"
  | "amendment"
  | "other";

export interface DocumentType {
  id: DocumentTypeId;
  /** Changes, supplements or records part of another agreement (an amendment, a state addendum, a joint filing). */
  partial: boolean;
  /** The kind was read only from words its opening repeats (no title, no operative words say it): a review says so instead of listing "missing" clauses. */
  uncertain?: boolean;
}

/**
 * A guarantee, surety or indemnity given for another's obligations: its title ("Guaranty", "Guarantees of Master Franchise
 * Agreement", "Personal Guarantee", "Deed of Suretyship"), whatever the agreement it secures. "Guaranty Bank" or
 * "Guarantee Trust Company" names a lender, not the document.
 */
const GUARANTEE_TITLE =
  /^\s*(?:(?:personal|parent(?:\s+company)?|corporate|continuing|unconditional|absolute|limited|payment|performance|completion|joint\s+and\s+several)\s+)*guarant(?:y|ee|ies|ees)\b(?!\s+(?:bank|trust|company|corporation|fund|association)\b)|\bguarant(?:y|ee)s?\s+(?:of|and\s+(?:indemnity|suretyship|surety))\b|\b(?:personal|parent(?:\s+company)?|corporate|continuing|unconditional)\s+guarant(?:y|ee)\b|\b(?:deed|contract)\s+of\s+(?:guarantee|suretyship|surety)\b|\bsuretyship\b|\bsurety\s+(?:agreement|bond)\b/i;

/**
 * Support given to a lender for a borrower's credit, without lending: "Liquidity Maintenance", "Keep-Well", "Credit Support",
 * "Sponsor Support", or an undertaking given as the consideration or inducement for a lender making a loan under a credit
 * agreement. Reviewed as a loan/credit document.
 */
const CREDIT_SUPPORT_TITLE = /\bliquidity\s+(?:maintenance|support)\b|\bkeep-?well\b|\bcredit\s+support\b|\b(?:sponsor|capital)\s+support\b|\bcapital\s+maintenance\b/i;
const INDUCES_A_LOAN =
  /\b(?:as\s+(?:an\s+)?(?:inducement|consideration)\s+(?:to|for)|in\s+consideration\s+of|to\s+induce)\b[^.;]{0,120}?\b(?:enter(?:ing)?\s+into|mak(?:e|ing)|extend(?:ing)?|provid(?:e|ing))\s+(?:the\s+|a\s+|its\s+|such\s+)?(?:credit\s+agreement|loan\s+agreement|loans?|credit|facility|financing)\b/i;

/** Titles of a sale of a company or business: shares, stock, securities, units or interests in it, its assets or undertaking. */
const BUSINESS_SALE_TITLE =
  /\b(?:share|stock|securities|equity|unit|membership\s+interests?|(?:partnership\s+)?interest|asset|business(?:\s+transfer)?)\s+(?:sale\s+and\s+)?(?:purchase|sale|subscription|transfer)\s+(?:and\s+\w+\s+)?agreement\b|\bbusiness\s+transfer\s+agreement\b|\bslump\s+sale\b|\b(?:agreement\s+and\s+)?plan\s+of\s+merger\b|\bmerger\s+agreement\b/i;

/**
 * An operative sale of a company or business in the opening: "the Seller shall sell … the Shares", "Purchaser shall
 * purchase the Purchased Assets", "the entire issued share capital". What the contract transfers decides the kind when
 * its title ("Sale and Purchase Agreement", "Purchase Agreement") does not.
 */
const SELLS_A_BUSINESS =
  /\b(?:sell|sale|purchase|buy|acquire|transfer)\w*\b[^.;]{0,120}?\b(?:(?:sale|purchased|transferred)\s+(?:shares|assets|interests)|(?:entire|whole)\s+(?:of\s+the\s+)?(?:issued\s+)?share\s+capital|(?:ordinary|preferred|common)\s+(?:shares|stock)|the\s+shares\b|membership\s+interests|business\s+as\s+a\s+going\s+concern|undertaking\s+as\s+a\s+going\s+concern)/i;

/** An investor taking up securities: "subscribes for 10,000 Ordinary Shares", "agrees to subscribe for the Units". */
const SUBSCRIBES_FOR_SECURITIES = /\bsubscri(?:be|bes|bed|ption)\s+(?:for|to)\s+(?:[\w,.]+\s+){0,4}?(?:shares|units|stock|securities|notes|interests)\b/i;

/** Kinds in the order they are tried: the more specific first ("Franchise Agreement" before "Agreement"; "License and Supply" reads as a licence). */
const KINDS: [DocumentTypeId, RegExp][] = [
  // Before the kind of the agreement it secures: a "Guarantee of Master Franchise Agreement" is a guarantee, not a franchise.
  ["guarantee", GUARANTEE_TITLE],
  ["franchise", /\bfranchis/i],
  ["joint_venture", /\bjoint\s+venture|\bJV\s+agreement|\bpartnership\s+agreement|\bcollaboration\s+agreement|\boperating\s+agreement|\blimited\s+liability\s+company\s+agreement/i],
  ["shareholders", /\b(?:share|stock)holders['’]?\s+agreement|\bvoting\s+agreement/i],
  ["loan", new RegExp(String.raw`${CREDIT_SUPPORT_TITLE.source}|\bloan\b|\bcredit\s+(?:agreement|facility)|\bpromissory\s+note|\bnote\s+purchase|\bsecurity\s+agreement`, "i")],
  ["lease", /\blease\b|\btenancy\b/i],
  ["nda", /\bnon-?disclosure|\bconfidentiality\s+agreement|\bNDA\b|\bsecrecy\s+agreement/i],
  ["employment", /\bemployment\b|\bconsult(?:ing|ancy|ant)\s+agreement|\bconsulting\b|\bexecutive\s+agreement|\bservice\s+agreement\s+\(executive\)/i],
  ["saas", /\bsaas\b|\bsoftware[\s-]+as[\s-]+a[\s-]+service|\bsubscription\s+(?:services\s+)?agreement|\bcloud\s+services/i],
  ["licence", /\blicen[cs](?:e|ing)\b/i],
  ["distribution", /\bdistribut(?:or|ion)|\breseller|\bresale\b|\bdealer(?:ship)?\b|\bsales\s+agency|\bagency\s+agreement/i],
  // A sale of a company or a business (its shares, its assets as a going concern) is none of the trading kinds below:
  // "Share Purchase Agreement" is a purchase agreement, but what it transfers is ownership, not a supply of goods.
  ["other", BUSINESS_SALE_TITLE],
  ["supply", /\bsupply\b|\bmanufactur|\bpurchase\s+agreement|\bprocurement|\boff-?take/i],
  ["services", /\bservices?\b|\boutsourc|\bhosting\b|\bmaintenance\b|\btransportation\b|\bdevelopment\s+agreement|\bwork\s+order|\bstatement\s+of\s+work/i],
];

/** "Amendment No. 2 to …", "First Amendment", "Amendment and Termination of …", not "Amended and Restated …". */
const AMENDMENT_TITLE = /\bAMEND(?:MENT)?\b|\bamendment\b/i;
const RESTATED = /\bamended\s+and\s+restated\b/i;
/** Operative words of an amendment in its opening: "Section 4 is hereby amended", "the parties agree to amend". */
const AMENDS =
  /\b(?:is|are)\s+hereby\s+(?:amended|deleted|modified|replaced)\b|\bagree\s+to\s+(?:amend|modify)\b|\bas\s+an\s+amendment\s+to\b|\b(?:this|the)\s+["“]?Amendment["”]?\b[^.]{0,200}\bto\s+(?:the|that\s+certain)\b/i;
/** A franchise disclosure document's state addendum or appendix, or another agreement's addendum. */
const ADDENDUM = /\baddend(?:um|a)\b|\bstate\s+appendix|\bmulti-?state\b|\brider\b/i;
const JOINT_FILING = /\bjoint\s+filing\s+agreement\b|\bRule\s+13d-1\(k\)/i;

/**
 * The document's kind from its title (the surest sign) and then its opening (the first 4,000 characters): the first
 * kind whose words occur in the title, else the kind most often named in the opening.
 */
export function documentTypeOf(title: string, text: string): DocumentType {
  const opening = text.slice(0, 4000);
  const head = `${title}\n${opening.slice(0, 600)}`;
  const kindOf = (s: string) => KINDS.find(([, re]) => re.test(s))?.[0] ?? null;
  // The name the document gives itself in its first lines ("RESELLER AGREEMENT") says more than a heading read as its title.
  const named = /\b(?:[A-Z][A-Z&,/-]*\s+){0,6}(?:AGREEMENT|CONTRACT|LEASE|ADDENDUM|AMENDMENT|APPENDIX)\b/.exec(opening.slice(0, 1500))?.[0] ?? "";
  const titled = kindOf(named) ?? kindOf(title) ?? kindOf(opening.slice(0, 600));
  // An undertaking given so that a lender lends to another ("As consideration for the Bank entering into the Credit
  // Agreement") is credit support whatever generic word its title holds ("Completion and Liquidity Maintenance Agreement").
  const supportsCredit = (titled === null || titled === "services" || titled === "other") && INDUCES_A_LOAN.test(opening);
  const byName = supportsCredit ? "loan" : (titled ?? mostNamed(opening));
  const uncertain = titled === null && !supportsCredit && byName !== null;
  // A "purchase agreement" or an untitled one whose operative words sell shares or a business is a sale of a company.
  // A "Subscription Agreement" under which an investor subscribes for shares, units or notes is an investment, not SaaS.
  const subscribesForSecurities = byName === "saas" && SUBSCRIBES_FOR_SECURITIES.test(opening) && !/\bsoftware\b|\bplatform\b|\bcloud\b|\bonline\s+services?\b/i.test(opening);
  const kind = ((byName === "supply" || byName === null) && SELLS_A_BUSINESS.test(opening)) || subscribesForSecurities ? "other" : byName;
  if (JOINT_FILING.test(head)) return { id: "other", partial: true };
  if (!RESTATED.test(head) && (AMENDMENT_TITLE.test(title) || AMENDS.test(opening.slice(0, 2000)))) return { id: "amendment", partial: true };
  if (ADDENDUM.test(head) && !/\bthis\s+(?:\w+\s+){0,3}agreement\s+(?:is\s+made|is\s+entered|made\s+and\s+entered)/i.test(opening.slice(0, 1500))) return { id: kind ?? "other", partial: true };
  return uncertain && kind === byName ? { id: kind ?? "other", partial: false, uncertain: true } : { id: kind ?? "other", partial: false };
}

function mostNamed(opening: string): DocumentTypeId | null {
  let best: DocumentTypeId | null = null;
  let count = 0;
  for (const [id, re] of KINDS) {
    const n = opening.match(new RegExp(re.source, "gi"))?.length ?? 0;
    if (n > count) {
      best = id;
      count = n;
    }
  }
  return count >= 2 ? best : null;
}

/** Sales and supplies of goods, where UCC Article 2 applies (not licences, services or ventures). */
export function sellsGoods(type: DocumentType, text: string): boolean {
  // Software distributed under licence is not a sale of goods for this purpose (courts differ; we do not presume it is).
  if (type.id === "supply" || type.id === "distribution") return !/\bsoftware\b|\blicen[cs]e\b/i.test(text.slice(0, 3000)) || /\bgoods\b/i.test(text.slice(0, 3000));
  const own = text.replace(/\bConvention\s+on\s+(?:Contracts\s+for\s+)?the\s+International\s+Sale\s+of\s+Goods\b|\bSale\s+of\s+Goods\s+Act\b/gi, "");
  return /\bsale\s+of\s+goods\b|\bpurchase\s+and\s+sale\s+of\s+(?:the\s+)?(?:goods|products|equipment)\b/i.test(own);
}
