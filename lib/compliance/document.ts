import { runToEnd, type Steps } from "@/lib/async/slices";

/**
 * The text under review, split once into sentences so that every rule tests facts that stand in one sentence (the
 * offending sentence is what a finding quotes), and classified by kind so that a rule only runs where its
 * obligation applies (Art. 13 notice items in a privacy notice, not in a cookie banner or an employment contract).
 */
export interface Sentence {
  text: string;
  /** Offset of the sentence in the document. */
  start: number;
}

export type DocumentKind =
  | "privacy_notice"
  | "cookie_notice"
  | "processor_terms"
  | "breach_procedure"
  | "employment_terms"
  | "consent_form"
  | "internal_policy";

export interface ReviewedDocument {
  text: string;
  sentences: Sentence[];
  kinds: ReadonlySet<DocumentKind>;
  /** Whether a pattern matches anywhere in the text, memoised: most rules' facts are absent from most texts. */
  mentions(re: RegExp): boolean;
}

/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATION = /(?:\b(?:Art|Arts|No|Nos|Ltd|Pvt|Inc|Co|Corp|St|Dr|Mr|Mrs|Ms|Sec|reg|regs|para|paras|cf|etc|vs|approx|incl|Blvd|Ave|Rd|Pte|S\.r\.l|S\.A|S\.L|B\.V|e\.g|i\.e|U\.S|U\.K)|\b[A-Z])\.$/;

export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const lineRe = /[^\n]+/g;
  for (let line = lineRe.exec(text); line; line = lineRe.exec(text)) {
    const chunk = line[0];
    let from = 0;
    const boundary = /[.!?;](?=\s+["“'(\[]?[A-Z])/g;
    for (let m = boundary.exec(chunk); m; m = boundary.exec(chunk)) {
      const upTo = m.index + 1;
      if (ABBREVIATION.test(chunk.slice(Math.max(from, upTo - 12), upTo))) continue;
      push(chunk.slice(from, upTo), line.index + from);
      from = upTo;
    }
    push(chunk.slice(from), line.index + from);
  }
  return out;

  function push(raw: string, start: number) {
    const trimmed = raw.trim();
    if (trimmed.length < 2) return;
    out.push({ text: trimmed, start: start + raw.indexOf(trimmed) });
  }
}

const KIND_SIGNS: [DocumentKind, RegExp, number][] = [
  ["privacy_notice", /\b(privacy (notice|policy|statement|information)|notice at collection|data protection (notice|policy|information)|informativa|datenschutz(hinweise|erklärung)?|politique de confidentialit|pol[ií]tica de privacidad(e)?|aviso de privacidad(e)?|privacy statement|personal data notice|we collect (your|the following|identifiers)|we (will )?process your|we use your (personal )?(data|information|contact)|your (privacy )?rights|privacy rights|you have the right|notice to (patients|customers|employees|applicants|users|donors)|your personal (data|information)|data protection officer|(is|as) the (data )?controller|privacy faq)/gi, 2],
  ["cookie_notice", /\b(cookies?|tracking (technologies|identifiers)|pixels?|advertising (sdk|identifier)|accept all|reject all|cookie (settings|preferences|policy))\b/gi, 2],
  ["processor_terms", /\b(data processing (addendum|agreement)|processor|sub-?processors?|on behalf of the (controller|customer|client)|accord de traitement)\b/gi, 3],
  ["breach_procedure", /\b((data|security) breach(es)?|personal data breach|security incidents?|incident (response|register|log))\b/gi, 2],
  ["employment_terms", /\b(contract of employment|employment (contract|agreement)|statement of (main )?terms|terms and conditions of employment|appointment letter|offer (of|letter)|worker agreement|staff handbook|employee handbook|wage policy|salar(y|ies)|wages?|rate of pay|per hour|hours (of work|per week|a week|each week)|working (hours|time)|overtime|holiday|annual leave|probation|notice period|sick pay|zero hours|apprentice(ship)?|shifts?|rest breaks?|rota|48[- ]hour|opt-out agreement|terms and conditions|workweek|non-exempt|exempt|starting pay|payroll|pay practices|condition of employment|notice of (resignation|termination)|length of service|resign\w*|dismiss\w*|(staff|employee) handbook|handbook|rostered|crew members?|terms of engagement|payslips?|pay slips?|welcome to the team|engagement letter|job offer|offer you the (post|position|role|job)|new (crew|starters?|recruits?|hires?)|(paid |unpaid )?time off|(lunch|meal|tea|rest) breaks?|pay ?packets?|pay ?cheques?|pay ?checks?|pay ?day|hours (weekly|a day|per day|each day)|work performance|written particulars|minimum number of hours|guaranteed hours|for (every|each) hour (you|they) work|(£|\$|€)\s?\d+(\.\d{2})? (an|per|each|every) hour)\b/gi, 3],
  // A box drawn as "[x]" or "[ ]" has no word boundary before it, so the word alternatives carry their own. A box has a
  // label beside it on its line ("[x] Send me offers", "Offers: [ ]"); a lone "[X]" in a row of buttons closes a banner.
  ["consent_form", /\b(sign[- ]?up|join now|create (an |your )?account|by creating (an |your )?account|tick(ed)? (the|this) box|untick|pre-?ticked|i agree|i accept|you agree to receive)\b|\[(x|\s|✓|✔)\](?=[ \t]*[a-z(])|(?<=[a-z:?)][ \t]{0,4})\[(x|\s|✓|✔)\]|\[i agree\]/gi, 1],
  ["internal_policy", /\b(this (policy|procedure|plan) applies|internal procedure|all employees|staff (must|may)|monitoring policy|it resources)\b/gi, 1],
];

// Ends on "not a letter" rather than \b: "confidentialité" ends on a letter \b does not count as a word character.
/** A heading or opening that names the text as the privacy notice. */
export const NOTICE_HEADING =
  /\b(privacy (notice|policy|statement|information|notice and policy)|data protection (notice|policy|information|statement)|(candidate|employee|staff|customer|patient|applicant|member|donor)s?'? privacy|fair processing notice|notice at collection|how we (use|handle|process|collect) (your )?(personal )?(data|information)|datenschutz(hinweise|erklärung|information)|politique de (confidentialité|protection des données)|pol[ií]tica de privacidad(e)?|informativa( sulla)? privacy|privacyverklaring|aviso de privacidad(e)?)(?![a-zà-ÿ])/i;

export function reviewDocument(text: string): ReviewedDocument {
  return runToEnd(reviewDocumentSteps(text));
}

/** reviewDocument as steps: each scan of the whole text is one (a million characters take tens of milliseconds each). */
export function* reviewDocumentSteps(text: string): Steps<ReviewedDocument> {
  const kinds = new Set<DocumentKind>();
  for (const [kind, re, needed] of KIND_SIGNS) {
    const hits = text.match(re)?.length ?? 0;
    // A short banner, form or policy extract says what it is fewer times ("This site uses cookies. [OK]").
    if (hits >= (text.length < 600 ? Math.max(1, needed - 1) : needed)) kinds.add(kind);
    yield;
  }
  const sentences = splitSentences(text);
  yield;
  // A text headed "Privacy Notice" is one, however rarely it repeats the signs above.
  if (sentences.length > 0 && NOTICE_HEADING.test(sentences[0].text)) kinds.add("privacy_notice");
  const seen = new Map<RegExp, boolean>();
  const mentions = (re: RegExp) => {
    let hit = seen.get(re);
    if (hit === undefined) {
      hit = re.global || re.sticky ? new RegExp(re.source, re.flags.replace(/[gy]/g, "")).test(text) : re.test(text);
      seen.set(re, hit);
    }
    return hit;
  };
  return { text, sentences, kinds, mentions };
}

/** The first sentence in which every `all` pattern matches and no `none` pattern does. */
export function findSentence(doc: ReviewedDocument, all: readonly RegExp[], none: readonly RegExp[] = []): Sentence | null {
  // A fact that appears nowhere in the text appears in no sentence: one scan of the text instead of one per sentence.
  if (!all.every((re) => doc.mentions(re))) return null;
  for (const s of doc.sentences) {
    if (all.every((re) => re.test(s.text)) && !none.some((re) => re.test(s.text))) return s;
  }
  return null;
}

/** Whether any sentence satisfies the patterns (see findSentence). */
export function anySentence(doc: ReviewedDocument, all: readonly RegExp[], none: readonly RegExp[] = []): boolean {
  return findSentence(doc, all, none) !== null;
}
