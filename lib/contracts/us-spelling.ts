/**
 * American spelling for a draft under US law. The templates are written once in British English; a New York or
 * California lawyer would strike "licence", "defence", "wilful" and "reasonable endeavours" as foreign. Only the
 * draft's own words change: party names and key-term values (a "Co-operative Bank", a "Centre Court" address) are
 * kept as given.
 */

const WORDS: [RegExp, string][] = [
  [/\b(best|all reasonable|reasonable|commercially reasonable) endeavours\b/g, "$1 efforts"],
  [/\blicence(s|d)?\b/g, "license$1"],
  [/\bdefence(s)?\b/g, "defense$1"],
  [/\bwilful(ly)?\b/g, "willful$1"],
  [/\b(authori|organi|recogni|minimi|reali|utili|prioriti|summari|characteri|categori|harmoni)s(e|es|ed|ing|ation|ations|ational|ationally)\b/g, "$1z$2"],
  [/\bprogramme(s)?\b/g, "program$1"],
  [/\bfavour(\w*)\b/g, "favor$1"],
  [/\bbehaviour(s)?\b/g, "behavior$1"],
  [/\bcolour(\w*)\b/g, "color$1"],
  [/\blabour\b/g, "labor"],
  [/\bcentre(s|d)?\b/g, "center$1"],
  [/\bco-operat(\w*)\b/g, "cooperat$1"],
  [/\bjudgement(s)?\b/g, "judgment$1"],
  [/\boffence(s)?\b/g, "offense$1"],
  [/\bcheque(s)?\b/g, "check$1"],
  [/\banalys(e|ed|es|ing)\b/g, "analyz$1"],
];

/**
 * Efforts under a civil code. "Best", "all reasonable" and "reasonable endeavours" are graded by English case law;
 * a civil code knows an obligation to take the steps that can reasonably be expected (an obligation de moyens), so
 * a civil-law draft says "take (all) reasonable steps".
 */
export const CIVIL_EFFORTS: [RegExp, string][] = [
  [/\buses (?:its |their )?(?:all reasonable|best) (?:endeavours|efforts)\b/g, "takes all reasonable steps"],
  [/\buses (?:its |their )?(?:commercially reasonable|reasonable) (?:endeavours|efforts)\b/g, "takes reasonable steps"],
  [/\buse (?:its |their )?(?:all reasonable|best) (?:endeavours|efforts)\b/g, "take all reasonable steps"],
  [/\buse (?:its |their )?(?:commercially reasonable|reasonable) (?:endeavours|efforts)\b/g, "take reasonable steps"],
];

/**
 * Indemnities and price under a civil code. An English indemnity is a promise to pay a loss as a debt, whatever its
 * cause; a civil code's counterpart is the promise to hold the other party harmless (Freistellung, BGB § 257;
 * garantie), so a civil-law draft says "hold harmless", and a guarantor is reimbursed by the debtor rather than
 * indemnified. "Consideration" is the common law's bargain; under a civil code the sum paid is the price.
 */
export const CIVIL_INDEMNITY: [RegExp, string][] = [
  [/\bindemnifies\b/g, "holds harmless"],
  [/\bindemnify\b/g, "hold harmless"],
  [/\bto be indemnified by\b/g, "to be reimbursed by"],
  [/\b(the|lowest|whole of the) consideration (for|is|the law)\b/g, "$1 price $2"],
  [/\bfor the consideration and on the terms\b/g, "for the price and on the terms"],
  [/\bpayment of the consideration\b/g, "payment of the price"],
  [/\ban aggregate consideration of\b/g, "an aggregate price of"],
  // A defined term, so written with its capitals whatever the case of the match.
  [/\bsale consideration\b/g, "Purchase Price"],
];

/** Each word rewritten by `rules`, in the case it was written in ("Licence Fee", "LICENCE", "licence"). */
function convertWords(text: string, rules: readonly [RegExp, string][] = WORDS): string {
  let out = text;
  for (const [pattern, replacement] of rules) {
    out = out.replace(new RegExp(pattern.source, "gi"), (match) => {
      const american = match.toLowerCase().replace(new RegExp(pattern.source), replacement);
      if (match === match.toUpperCase()) return american.toUpperCase();
      return /^\p{Lu}/u.test(match) ? american.charAt(0).toUpperCase() + american.slice(1) : american;
    });
  }
  return out;
}

/** `text` in American spelling, leaving each of `keep` (party names, key-term values) exactly as given. */
export function americanSpelling(text: string, keep: readonly string[]): string {
  return ownWordsRewritten(text, keep, WORDS);
}

/** `text` with the draft's own words rewritten by `rules`, each of `keep` (party names, key-term values) as given. */
export function ownWordsRewritten(text: string, keep: readonly string[], rules: readonly [RegExp, string][]): string {
  const kept: string[] = [];
  let masked = text;
  for (const value of [...new Set(keep)].filter((k) => k.trim().length > 0).sort((a, b) => b.length - a.length)) {
    if (!masked.includes(value)) continue;
    masked = masked.split(value).join(`\uE000${kept.length}\uE001`);
    kept.push(value);
  }
  return convertWords(masked, rules).replace(/\uE000(\d+)\uE001/g, (_, i: string) => kept[Number(i)]);
}
