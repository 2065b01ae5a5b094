/**
 * Finding where an instrument's name begins and ends around a provision label, in free text written by people or
 * a model. Names are runs of capitalised words, acronyms, numbers and a few joining words ("Act on the Protection
 * of Personal Information"); a run stops at ordinary lower-case words, sentence ends and words that start
 * sentences ("Under", "The", "In").
 */

export interface Token {
  text: string;
  start: number;
  end: number;
}

export interface NameSpan {
  name: string;
  start: number;
  end: number;
  /** Introduced by "of", "under", "in" or a comma, so it certainly belongs to the provision before it. */
  explicit?: boolean;
}

export function tokenise(text: string): Token[] {
  return [...text.matchAll(/[,;:]|[^\s,;:]+/g)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

const CONNECTORS = new Set([
  "of", "and", "for", "on", "the", "with", "to", "de", "des", "du", "la", "le", "von", "der", "die", "das", "zum",
  "zur", "del", "da", "do", "dos", "e", "y", "&", "n°", "nº",
]);

/** Capitalised, these usually start a sentence or a clause rather than a statute's name. */
const SENTENCE_WORDS = new Set([
  "in", "the", "this", "that", "these", "those", "it", "its", "a", "an", "under", "see", "per", "also", "however",
  "therefore", "thus", "accordingly", "if", "when", "where", "because", "as", "and", "or", "but", "which", "such",
  "their", "our", "we", "you", "they", "he", "she", "note", "pursuant", "according", "cf", "both", "each", "every",
  "not", "only", "unless", "since", "while", "although", "here", "there", "following", "read", "compare", "recital",
  "recitals", "eg", "ie", "e.g", "i.e", "by", "from", "for", "with", "to", "on", "of", "at", "after", "before", "upon",
  "within", "without", "against", "between", "regarding", "concerning", "about", "like", "unlike", "given", "then",
  "so", "any", "all", "some", "is", "are", "was", "were", "does", "do", "did", "can", "may", "must", "shall", "should",
  "would", "could", "will", "yes",
]);

/** Abbreviations that end in a full stop without ending a sentence (code names such as "Cal. Civ. Code"). */
const ABBREVIATIONS = new Set([
  "Cal.", "Civ.", "Gen.", "Bus.", "Del.", "C.", "Va.", "Colo.", "Rev.", "Stat.", "Ann.", "Pub.", "L.", "No.", "Cap.",
  "Proc.", "Pen.", "Gov.", "Corp.", "Fin.", "Ins.", "Lab.", "Prof.", "Com.", "Educ.", "Fam.", "Evid.", "Regs.", "Reg.",
  "Ch.", "Pt.", "Sch.", "Div.", "Tit.", "Tex.", "Fla.", "Ill.", "Mass.", "Mich.", "Pa.", "Wash.", "Ga.", "Md.",
  "Conn.", "Minn.", "Wis.", "Ariz.", "Nev.", "Ky.", "La.", "Tenn.", "Ala.", "Okla.", "Kan.", "Neb.", "Ark.", "Miss.",
  "Mo.", "Ind.", "Vt.", "Haw.", "Mont.", "Wyo.", "Me.", "Or.", "Cth.", "c.", "no.", "civ.", "St.", "Co.", "Inc.",
]);

/** Words that tie a provision to the instrument named next: "s. 27 of the …", "art. 1103 du Code civil". */
const LINKING_WORDS = new Set(["of", "du", "de", "des", "der", "del", "da", "do", "dos"]);
/** Only with "the": "Article 17 under the GDPR" names an instrument, "Section 73 in India" does not. */
const WEAK_LINKING_WORDS = new Set(["under", "in"]);
const ARTICLES = new Set(["the", "la", "le", "les"]);

/** How many tokens past the first a registry name may run when it is looked up whole. */
const KNOWN_NAME_WORDS = 18;

const YEAR = /^\(?(?:1[5-9]|20)\d{2}\)?\.?$/;

function core(token: string): string {
  return token.replace(/^[("“‘'[]+/u, "").replace(/[)"”’'\].,!?]+$/u, "");
}

function isConnector(token: string): boolean {
  return CONNECTORS.has(token);
}

function isNameLike(token: string): boolean {
  const word = core(token);
  if (word === "") return false;
  if (/^\p{Lu}/u.test(word) && SENTENCE_WORDS.has(word.toLowerCase())) return false;
  return /^[\p{Lu}\p{N}\p{Lo}]/u.test(word) || /\p{Lu}/u.test(word);
}

function isAbbreviation(token: string): boolean {
  const word = token.replace(/^[("“‘'[]+/u, "");
  return /\.[^.\s]*\./u.test(word) || ABBREVIATIONS.has(word);
}

function endsSentence(token: string): boolean {
  return /[.?!]["”’)]*$/u.test(token) && !isAbbreviation(token);
}

function isPunctuation(token: Token): boolean {
  return token.text === "," || token.text === ";" || token.text === ":";
}

/** Tokens keep their offsets into `source`, so a range's text is read back from it, spacing included. */
function spanOf(source: string, tokens: Token[], from: number, to: number, explicit?: boolean): NameSpan | null {
  const first = tokens[from];
  const last = tokens[to];
  let name = source.slice(first.start, last.end);
  if (!/\p{L}/u.test(name)) return null;
  // A sentence's full stop is not part of the name ("… of the GDPR. The controller …").
  if (endsSentence(last.text)) name = name.replace(/[.?!]+(["”’)]*)$/u, "$1");
  return { name: name.trim(), start: first.start, end: last.end, ...(explicit === undefined ? {} : { explicit }) };
}

/** The name after a provision: "… of the Indian Contract Act, 1872", "… GDPR", "…, BDSG". */
export function nameAfter(
  tokens: Token[],
  options: { isKnownName?: (name: string) => boolean },
  source: string,
): NameSpan | null {
  let i = 0;
  let explicit = false;
  const linked =
    tokens[0] !== undefined &&
    (tokens[0].text === "," ||
      LINKING_WORDS.has(tokens[0].text) ||
      (WEAK_LINKING_WORDS.has(tokens[0].text) && tokens[1]?.text.toLowerCase() === "the"));
  if (linked) {
    i = 1;
    explicit = true;
  }
  if (tokens[i] !== undefined && ARTICLES.has(tokens[i].text.toLowerCase())) i += 1;

  const slice = (from: number, to: number) => spanOf(source, tokens, from, to, explicit);

  if (options.isKnownName) {
    // Official titles run long ("Law of the People's Republic of China on the Protection of Consumer Rights and
    // Interests" is 15 words); a known name is matched whole, so a wide window costs no false name.
    for (let k = Math.min(tokens.length - 1, i + KNOWN_NAME_WORDS); k >= i; k--) {
      const range = tokens.slice(i, k + 1);
      if (range.some((t, n) => t.text === ";" || t.text === ":" || (n < range.length - 1 && endsSentence(t.text)))) continue;
      if (isPunctuation(tokens[k])) continue;
      const next = tokens[k + 1];
      if (next !== undefined && isNameLike(next.text) && !endsSentence(tokens[k].text)) continue;
      const span = slice(i, k);
      if (span !== null && options.isKnownName(span.name)) return span;
    }
  }

  let first = -1;
  let last = -1;
  for (let j = i; j < tokens.length && j - i < 14; j++) {
    const t = tokens[j].text;
    if (t === ",") {
      if (last >= 0 && last === j - 1 && YEAR.test(tokens[j + 1]?.text ?? "")) last = j + 1;
      break;
    }
    if (t === ";" || t === ":") break;
    if (isConnector(t)) continue;
    if (!isNameLike(t)) break;
    if (first < 0) first = j;
    last = j;
    if (endsSentence(t)) break;
  }
  return first < 0 ? null : slice(first, last);
}

/** The name before a provision: "GDPR Art. 17", "Indian Contract Act, 1872, s. 27", "15 U.S.C. § 78dd-1". */
export function nameBefore(
  tokens: Token[],
  options: { isKnownName?: (name: string) => boolean },
  source: string,
): NameSpan | null {
  let end = tokens.length - 1;
  if (tokens[end]?.text === ",") end -= 1;
  if (end < 0) return null;

  const slice = (from: number, to: number) => spanOf(source, tokens, from, to);

  if (options.isKnownName && !isPunctuation(tokens[end]) && !isConnector(tokens[end].text)) {
    for (let s = Math.max(0, end - KNOWN_NAME_WORDS); s <= end; s++) {
      const range = tokens.slice(s, end + 1);
      if (range.some((t) => t.text === ";" || t.text === ":" || endsSentence(t.text))) continue;
      if (isPunctuation(tokens[s]) || isConnector(tokens[s].text)) continue;
      const previous = tokens[s - 1];
      if (previous !== undefined && isNameLike(previous.text) && !endsSentence(previous.text)) continue;
      const span = slice(s, end);
      if (span !== null && options.isKnownName(span.name)) return span;
    }
  }

  let first = -1;
  let last = -1;
  for (let k = end; k >= 0 && end - k < 14; k--) {
    const t = tokens[k].text;
    if (t === ",") {
      const yearAfter = first === k + 1 && YEAR.test(tokens[k + 1].text);
      if (yearAfter && k > 0 && isNameLike(tokens[k - 1].text) && !endsSentence(tokens[k - 1].text)) continue;
      break;
    }
    if (t === ";" || t === ":") break;
    if (endsSentence(t)) break;
    if (isConnector(t)) continue;
    if (!isNameLike(t)) break;
    if (last < 0) last = k;
    first = k;
  }
  return first < 0 ? null : slice(first, last);
}
