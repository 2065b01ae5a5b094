/**
 * An operative limitation or exclusion of liability: a cap, "in no event", "neither party shall be liable for …", "shall
 * have no liability", a waiver of damages, a sole and exclusive remedy. Not a mere mention of damages or of insurance
 * "limits of liability", and not "including, without limitation, … consequential damages" (which keeps them). A decimal
 * point ("Section 11.2") does not end the sentence. Also a party's sole remedy stated as what it is limited to ("Customer's
 * sole remedy … shall be a refund"), "neither party's liability … shall exceed", "shall not be entitled to recover … damages",
 * "disclaims all liability", "assumes (accepts) no liability", "shall be liable only for …" and "shall in no way be liable"; and a
 * remedy said to be the only one ("Service credits are Customer's sole monetary remedy for …"); "shall not be responsible for
 * any loss", "no liability shall attach to …", "shall not be entitled to recover … more than once … loss", and a cap set
 * out as a term in a schedule ("Liability Cap: …", "Liability Cap (each party): …"); a party's "sole and exclusive liability" or
 * "sole obligation" beside a remedy; a time bar on claims ("no action … may be brought more than one year after …", "deemed
 * waived", "irrevocably barred"); "the remedies of X … are exclusive"; "shall have no other … liability"; a waiver of
 * compensation. Also (review13): a party's "only remedy", remedies or warranty obligations "limited to", liability "capped
 * at" or "subject to a separate cap", what a party "may recover … shall be limited to", "liability … incurred by X", a
 * claim that "must be brought within one year … failing which it is waived", "any action by X must be commenced within
 * one year", "shall not be required to honour any warranty" and "sole and exclusive obligation"; not "shall not
 * constitute the exclusive remedy", and not a representation that a party "does not have any liabilities". Also
 * (review17): "shall in no case be held liable" and "does not accept (assume) any liability". Also liability accepted
 * "only" within bounds ("accepts liability for … only where caused by its negligence, and then only up to £20,000"),
 * "shall only be liable", "is not to be held responsible", "answerable" or "accountable" for "liable", a claimant's
 * "claims … are limited to", and "the maximum amount X may recover". Also a relief from
 * delay ("is not responsible for delays caused by …"), a waiver of any claim for a "loss", and a claim that "must be
 * notified within six months, failing which" it is barred. Not a section cited by its heading in parentheses ("10
 * (Warranty; Limitation of Liability), 11 (Indemnification) shall survive"): a cross-reference limits nothing.
 */
/** "one (1) year", "ninety days", "6 months": how long a claim may wait. */
const PERIOD = String.raw`(?:\w+\s+){0,2}\(?\d*\)?\s*(?:days?|months?|years?)\b`;

export const LIMITS_LIABILITY = new RegExp(
  String.raw`\b(?:(?:is|are|shall|will|does|do)\s+not\s*,?\s+(?:(?:in\s+any\s+event|in\s+any\s+case|under\s+any\s+circumstances?|at\s+any\s+time)\s*,?\s+)?(?:be\s+)?(?:held\s+)?(?:responsible\s+(?:or|and|nor)\s+)?liable|not\s+be\s+(?:held\s+)?liable|(?:has|have|bears?|incurs?)\s+no\s+liability` +
    String.raw`|no\s+(?:\w+\s+){0,2}(?:shall|will)\s+(?:have\s+(?:any\s+)?|be\s+(?:held\s+)?)?liab\w*|in\s+no\s+event|in\s+no\s+(?:way|manner|case)\s+(?:be\s+)?(?:held\s+)?(?:liable|responsible)|(?:does|do|shall|will)\s+not\s+(?:accept|assume)\s+(?:any\s+)?(?:\w+\s+){0,2}(?:liabilit|responsibilit)\w*|disclaims?\s+(?:all|any)\s+(?:\w+\s+){0,2}liabilit\w*|(?:assumes?|accepts?)\s+no\s+(?:\w+\s+){0,2}(?:liabilit|responsibilit)\w*|(?:assumes?|accepts?|bears?)\s+(?:\w+\s+){0,2}?liabilit(?:y|ies)\b[^.;]{0,160}?\bonly\b|(?:shall|will)\s+be\s+liable\s+only|(?:shall|will)\s+only\s+be\s+(?:held\s+)?liable|(?:is|are)\s+not\s+to\s+be\s+(?:held\s+)?(?:liable|responsible|answerable|accountable)|(?:shall|will|is|are)\s+(?:not|never|in\s+no\s+event)\s+(?:\w+\s+){0,2}?(?:be\s+)?(?:held\s+)?(?:answerable|accountable)\b|(?:claims?|recovery)\b[^.;]{0,160}\b(?:are|is|shall\s+be|will\s+be)\s+limited\s+to|maximum\s+(?:amount|sum)\b[^.;]{0,80}\brecover|under\s+no\s+circumstances|(?:shall|will)\s+not\s+exceed|(?:is|are|shall\s+be|will\s+be)\s+liable\s+for\s+no\s+more\s+than` +
    String.raw`|(?:total|aggregate|maximum|cumulative|entire)\s+(?:(?!for\b)\w+\s+){0,3}liability|sole\s+(?:and\s+exclusive\s+)?liability\b|sole\s+and\s+exclusive\s+obligation\b|(?:sole|only)\s+(?:and\s+exclusive\s+)?obligation\b(?=[^.;]{0,200}\b(?:remed|is\s+to|shall\s+be|will\s+be))|liability\s+(?:\w+\s+){0,4}(?:is|shall\s+be|will\s+be)\s+limited` +
    String.raw`|exclud\w+\s+(?:all\s+|any\s+)?(?:\w+\s+)?liabilit\w*|limitation\s+of\s+liability(?![^()]{0,100}\))` +
    String.raw`|(?:neither|none\s+of|no\s+party)\b(?:[^.;]|\.(?=\d)){0,250}?\b(?:shall|will|may),?\s+(?:[\w,]+\s+){0,4}(?:be\s+(?:held\s+)?(?:liable|responsible)|have\s+any\s+(?:\w+\s+)?liabilit\w*|be\s+subject\s+to\s+any\s+liabilit\w*|be\s+entitled\s+to\s+(?:recover|claim|seek)\b[^.;]{0,160}\b(?:damages|loss(?:es)?)\b)` +
    String.raw`|(?:shall|will)\s+not\s+have\s+(?:any\s+)?liabilit\w*|(?:does|do)\s+not\s+have\s+(?:any\s+)?liability\b|(?:shall|will)\s+not\s+(?:be\s+subject\s+to|incur)\s+(?:any\s+)?liabilit\w*|(?:shall|will)\s+be\s+under\s+no\s+liabilit\w*|waives?\b[^.;]{0,200}\b(?:damages|loss(?:es)?|compensation)|(?:has|have|bears?)\s+no\s+(?:other|further|additional)\s+(?:[\w]+,?\s+(?:or\s+|and\s+)?){0,3}liabilit\w*|have\s+no\s+(?:claim|recourse)\b[^.;]{0,120}\b(?:damages|losses|profits)` +
    String.raw`|(?:liability|responsibility)\b[^.;]{0,200}\b(?:(?:shall|will)\s+be|is|are)\s+(?:hereby\s+)?(?:limited\s+to|excluded)|sole\s+and\s+exclusive\s+remed\w*|(?:is|are|shall\s+be|will\s+be|(?<!\bnot\s)constitutes?)\s+(?:the\s+)?(?:(?:(?!not\b|no\b)\w+\s+){0,2}\w+['’]s?\s+)?(?:sole|exclusive|only)\s+(?:(?:monetary|financial)\s+)?remed(?:y|ies)\b|['’]s?\s+(?:sole|exclusive|only)\s+(?:(?:monetary|financial)\s+)?remed(?:y|ies)\b(?=(?:[^.;]|\.(?=\d)){0,120}\b(?:shall|will|is|are)\s+(?:be\s+)?(?:limited\s+to|to\s+|for\s+|the\s+|a\s+|an\s+|under\s|as\s+(?:set\s+forth|provided|stated|described)\b|pursuant\s+to\b|in\s+accordance\s+with\b))` +
    String.raw`|(?:neither|no)\s+part(?:y|ies)['’]s?\s+(?:\w+\s+){0,3}liabilit\w*\b[^.;]{0,160}\b(?:shall|will)\s+(?:in\s+any\s+event\s+|in\s+no\s+event\s+)?exceed` +
    String.raw`|shall\s+not\s+award\b[^.;]{0,60}\bdamages|(?:may|shall|will)\s+not\s+(?:be\s+entitled\s+to\s+)?(?:assert|claim|recover|seek)\b[^.;]{0,80}\b(?:damages|loss(?:es)?)\b` +
    String.raw`|(?:shall|will)\s+not\s+be\s+required\s+to\s+(?:pay|contribute)\b[^.;]{0,80}\bin\s+excess\s+of|(?:shall|will)\s+not\s+be\s+(?:required|obliged|obligated)\s+to\s+honou?r\s+(?:any\s+)?(?:\w+\s+){0,2}warrant\w*` +
    String.raw`|(?:shall|will)\s+not\s+be\s+(?:held\s+)?responsible\s+for\s+(?:any\s+)?(?:\w+\s+){0,3}?(?:loss(?:es)?|damages?|liabilit\w*)|(?:(?:is|are)\s+not|(?:shall|will)\s+not\s+be)\s+(?:held\s+)?responsible\s+for\s+(?:any\s+)?(?:\w+\s+){0,2}?(?:delays?|failures?\s+to\s+perform|non-?performance)\b|no\s+liability\s+(?:\w+\s+){0,2}?(?:shall|will|does|is\s+to)\s+(?:\w+\s+)?(?:attach|accrue|lie)\w*` +
    String.raw`|(?:bring|brought|commence[ds]?)\b[^.;]{0,200}\bmore\s+than\s+(?:\w+\s+){0,2}\(?\d*\)?\s*(?:days?|months?|years?)\s+after|(?:claims?|actions?)\b[^.;]{0,250}\b(?:deemed\s+(?:to\s+be\s+|to\s+have\s+been\s+)?waived|(?:forever|irrevocably)\s+barred)` +
    String.raw`|remed(?:y|ies)\s+of\s+[^.;]{1,120}?\b(?:are|is|shall\s+be)\s+(?:the\s+)?(?:sole\s+and\s+)?exclusive|(?:liabilit\w*|remed(?:y|ies)|(?:warranty|indemnit\w+|indemnification)\s+obligations?)\b[^.;]{0,160}?\b(?:(?:shall|will)\s+(?:in\s+all\s+cases\s+)?be|is|are)\s+(?:hereby\s+)?(?:limited\s+to|capped\s+at|subject\s+to\s+(?:a|the)\s+(?:\w+\s+){0,2}cap\b)|\brecover\w*\b[^.;]{0,200}\b(?:(?:shall|will)\s+be|is|are)\s+limited\s+to|liabilit\w*\b[^.;]{0,40}\b(?:be\s+)?(?:incurred|borne)\s+by\b|(?:claims?|actions?|suits?|proceedings?)\b[^.;]{0,160}\b(?:must|shall|will)\s+be\s+(?:brought|commenced|asserted|filed|made|notified|raised|submitted)\s+within\s+${PERIOD}[^.;]{0,120}\b(?:waived|barred|failing\s+which|or\s+(?:be\s+)?(?:forever\s+)?(?:waived|barred))|(?:any\s+)?(?:actions?|suits?|proceedings?)\s+by\b[^.;]{0,120}\b(?:must|shall)\s+be\s+(?:brought|commenced|filed)\s+within\s+${PERIOD}|liability\s+cap(?:\s*\([^)]{0,40}\))?\s*:\s*|liability\s+cap\s+(?:is|shall\s+be|will\s+be)\b)\b`,
  "i",
);

/**
 * A limit whose only subject is the liquidated (agreed, delay) damages or contractual penalty a clause makes one party
 * pay the other: "capped at 5% …", "Such liquidated damages shall be the Buyer's sole remedy for delay". It bounds the
 * sum the clause itself gives the payee, who benefits from the clause; it caps no liability. A sentence that speaks of
 * liability ("the Supplier's total liability for delay, including liquidated damages, shall not exceed …") is a cap.
 */
const AGREED_DAMAGES = /\b(?:liquidated|agreed|delay)\s+damages\b|\bcontractual\s+penalt(?:y|ies)\b/i;
export const limitsOnlyAgreedDamages = (sentence: string) => AGREED_DAMAGES.test(sentence) && !/\bliab/i.test(sentence);

/** The clause categories that limit, cap or leave uncapped a party's liability. */
export const LIABILITY_CATEGORIES: readonly string[] = ["limitation_of_liability", "cap_on_liability", "uncapped_liability"];
