/**
 * People ask in everyday words; statutes use terms of art. These expansions add the legal term next to the
 * everyday one before the full-text query is built (the question itself is never changed).
 */
const expansions: [RegExp, string][] = [
  [/\b(delet\w*|remov\w*|wip\w*)\b/i, "erasure erase"],
  [/\b(forgotten)\b/i, "erasure"],
  [/\b(fir(e|ed|ing)|sack\w*|lay ?off\w*|terminat\w* (an |the )?employ\w*)\b/i, "dismissal unfair dismissal"],
  [/\b(non-?compete|noncompet\w*|restrictive covenant\w*)\b/i, "restraint of trade"],
  [/\b(brib\w*|kickback\w*)\b/i, "bribery corruption"],
  [/\b(leak\w*|hack\w*)\b/i, "personal data breach security"],
  [/\b(privacy)\b/i, "personal data"],
  [/\b(kids?|minors?)\b/i, "children child"],
  [/\b(salar\w*|pay|paid|wage)\b/i, "wages remuneration"],
  [/\b(cookies?|tracking)\b/i, "consent terminal equipment"],
  [/\b(AI|machine learning|algorithm\w*)\b/, "artificial intelligence"],
  [/\b(refund\w*|faulty|defective)\b/i, "remedies repair replacement price reduction"],
  [/\b(cheque|check) bounc\w*\b/i, "dishonour of cheque"],
  [/\b(deadline|how long|time limit|limitation period)\b/i, "limitation period time"],
  [/\b(fines?|sanctions?)\b/i, "penalties"],
  [/\b(abroad|overseas|offshore|transfer\w* (data )?(to|outside))\b/i, "cross-border transfer third country"],
  [/\b(sell|selling|sold)\b/i, "sale"],
  [/\b(opt[- ]?out)\b/i, "right to opt-out object"],
  [/\b(DPO)\b/, "data protection officer"],
  [/\b(harass\w*)\b/i, "discrimination"],
  [/\b(whistle-?blow\w*)\b/i, "protected disclosure whistleblowing"],
  [/\b(bankrupt\w*|insolven\w*)\b/i, "insolvency"],
  [/\b(AGM|annual meeting)\b/i, "annual general meeting"],
];

export function expandQuery(question: string): string {
  const extra = expansions.filter(([pattern]) => pattern.test(question)).map(([, terms]) => terms);
  return extra.length === 0 ? question : `${question} ${extra.join(" ")}`;
}
