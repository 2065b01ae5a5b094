import { runToEnd, type Steps } from "@/lib/async/slices";
import { looksLikeWorkText } from "./rules/work-facts";
import { notEmployment } from "./rules/paid-work";

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
  /** A group's unpaid or non-work activity with no wages paid in it (see notEmployment), read once per text. */
  notEmployment: boolean;
  /** Whether a pattern matches anywhere in the text, memoised: most rules' facts are absent from most texts. */
  mentions(re: RegExp): boolean;
}

/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATION = /(?:\b(?:Art|Arts|No|Nos|Ltd|Pvt|Inc|Co|Corp|St|Dr|Mr|Mrs|Ms|Sec|reg|regs|para|paras|cf|etc|vs|approx|incl|Blvd|Ave|Rd|Pte|S\.r\.l|S\.A|S\.L|B\.V|e\.g|i\.e|U\.S|U\.K)|\b[A-Z])\.$/;

/** A line that starts an item of its own: a bullet, a numbered point ("2.", "4.1", "b)"), a table row, a box, a heading. */
const ITEM_START = /^\s*([-•*|>#\[]|\d{1,2}[.)](\s|$)|\d{1,2}\.\d{1,2}\s|[a-zA-Z][.)]\s)/;

/** A line broken off on a word no sentence or heading ends on: "… and to complain to the\nInformation Commissioner". */
const WRAP_MID_PHRASE = /\S\s+(the|a|an|to|of|and|or|in|on|for|with|by|at|from|your|our|their|its|is|are|be|that|which)\s*$/i;

/** A physical line this long is a paragraph hard-wrapped at a fixed width, not a heading or a short item. */
const WRAP_WIDTH = 70;

/**
 * A line hard-wrapped before a capitalised word ("… You can complain to the Information\nCommissioner's Office"): the
 * physical line that ends at `end` is as long as a wrapped paragraph's and stops on a word, not a sentence's end.
 */
function wrappedAtWidth(text: string, end: number, logical: string, next: string): boolean {
  const physicalStart = text.lastIndexOf("\n", end - 1) + 1;
  // Cut off on a word (not a full stop, an emoji or a closing bracket), and the next line is no labelled item of its
  // own ("Gaz, 14:05: …", "Retention: …").
  return end - physicalStart >= WRAP_WIDTH && /[A-Za-zÀ-ÿ,]$/.test(logical.trimEnd()) && !/^[^.!?]{0,40}:/.test(next);
}

/**
 * The text's lines, with a line hard-wrapped at a fixed width joined to the one it continues: the next line starts in
 * lower case ("… Changes are made within\nsix weeks"), or, after a line that ends mid-sentence, with a figure ("(about\n
 * 11.30), unpaid"). A sentence broken by the wrap would otherwise be two, each missing half the fact.
 */
function logicalLines(text: string): { text: string; index: number; end: number }[] {
  const lines: { text: string; index: number; end: number }[] = [];
  const lineRe = /[^\n]+/g;
  for (let line = lineRe.exec(text); line; line = lineRe.exec(text)) {
    const prev = lines[lines.length - 1];
    const next = line[0];
    const continues =
      prev !== undefined &&
      text.slice(prev.end, line.index) === "\n" &&
      !ITEM_START.test(next) &&
      !/[:|]\s*$/.test(prev.text) &&
      (/^\s*[a-z]/.test(next) || (!/[.!?;]["')\]]?\s*$/.test(prev.text) && /^\s*[\d(£$€₹]/.test(next)) || WRAP_MID_PHRASE.test(prev.text) || wrappedAtWidth(text, prev.end, prev.text, next));
    if (continues) {
      prev.text = `${prev.text} ${next.trim()}`;
      prev.end = line.index + next.length;
    } else lines.push({ text: next, index: line.index, end: line.index + next.length });
  }
  return lines;
}

export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  for (const line of logicalLines(text)) {
    const chunk = line.text;
    let from = 0;
    const boundary = /[.!?;](?=\s+["“'(\[]?[A-Z])/g;
    for (let m = boundary.exec(chunk); m; m = boundary.exec(chunk)) {
      const upTo = m.index + 1;
      // "No." is an abbreviation ("No. 12"), except as a FAQ's bare answer ("Can I opt out? No. Sharing data …").
      if (ABBREVIATION.test(chunk.slice(Math.max(from, upTo - 12), upTo)) && !/(^|[?!]\s*)No\.$/.test(chunk.slice(from, upTo).trim())) continue;
      push(chunk.slice(from, upTo), line.index + from);
      from = upTo;
    }
    push(chunk.slice(from), line.index + from);
  }
  return joinAnswersToQuestions(out);

  function push(raw: string, start: number) {
    const trimmed = raw.trim();
    if (trimmed.length < 2) return;
    out.push({ text: trimmed, start: start + raw.indexOf(trimmed) });
  }
}

/** An answer in a FAQ: "A: No, we do not…", "Answer: …". */
const ANSWER_START = /^(A|Answer|R|Réponse|Resposta|Respuesta|Antwort)\s*[:.)–-]\s/;
/** A lay answer that only makes sense with its question: "Yes, within ten working days.", "No.", "Only by closing your account." */
const BARE_ANSWER = /^(yes|yeah|yep|no|nope|not (at all|really|yet|unless)|never|only|just|unfortunately|sadly|sorry|afraid not|i'?m afraid|we'?re afraid|always|sure|of course|certainly|within|as long as|for as long as|up to|in (our|the|a|an)|on (our|the|a))\b/i;

/**
 * A FAQ's question and its answer are one statement: "Q: Do you honour Global Privacy Control? A: No." says what the
 * business does only read together (the question alone would read as a practice; the answer alone names none).
 */
function joinAnswersToQuestions(sentences: Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  for (const s of sentences) {
    const prev = out[out.length - 1];
    if (prev && prev.text.endsWith("?") && (ANSWER_START.test(s.text) || BARE_ANSWER.test(s.text))) out[out.length - 1] = { text: `${prev.text} ${s.text}`, start: prev.start };
    else out.push(s);
  }
  return out;
}

/**
 * Words for an app's trackers that stand beside "cookies" as storage on or access to the device (advertising IDs and
 * SDKs, fingerprinting), as alternatives for a larger pattern: the kind of text here and the detector's cookie words.
 */
export const APP_TRACKER_WORDS = String.raw`advertising (sdks?|identifiers?|ids?)|idfa|gaid|(analytics|ad|tracking|attribution) sdks?|fingerprinting`;

const KIND_SIGNS: [DocumentKind, RegExp, number][] = [
  ["privacy_notice", /\b(privacy (notice|policy|statement|information)|notice at collection|data protection (notice|policy|information)|informativa|datenschutz(hinweise|erklärung)?|politique de confidentialit|pol[ií]tica de privacidad(e)?|aviso de privacidad(e)?|privacy statement|personal data notice|we collect (your|the following|identifiers)|we (will )?process your|we use your (personal )?(data|information|contact)|your (privacy )?rights|privacy rights|you have the right|notice to (patients|customers|employees|applicants|users|donors)|your personal (data|information)|data protection officer|(is|as) the (data )?controller|privacy faq)/gi, 2],
  ["cookie_notice", new RegExp(String.raw`\b(cookies?|traceurs?|tracking (technologies|identifiers)|pixels?|${APP_TRACKER_WORDS}|accept all|reject all|cookie (settings|preferences|policy))\b`, "gi"), 2],
  // A vendor that hosts or handles its customer's people's data "to provide the service" acts for that customer, in
  // whatever words its schedule is headed ("Data Processing", "Processing terms"); so does one whose terms speak of the
  // data "supplied by the client" and of "the client's data" (a payroll bureau's or an IT firm's general terms).
  ["processor_terms", /\b(data processing (addendum|agreement|schedule|terms|annex)|processors?|sub-?processors?|on behalf of the (controller|customer|client)|accord de traitement|(on|in accordance with|under) (the )?(customer|client|controller)'s (documented |written )?instructions|(host|store|process)(s|es|ing)? (the )?(customer|client)'s [^.\n]{0,40}\b(data|tickets|records|files|content|messages)|process(es|ing)? (them|it|such data|that data|the data|personal data) (only |solely )?(to|in order to) (provide|deliver|perform|operate) the [\w-]+( [\w-]+)? (service|services|platform|software)|the (customer|client)'s (own )?(customers|clients|end[- ]users|users|employees|patients)|(customer|client|controller) entrusts (us|the (processor|provider|supplier)) with|auftragsverarbeitung\w*|contrat de sous-traitance|sous-traitant\w* (au sens|ultérieur)|encargad[oa] del tratamiento|responsabile del trattamento|verwerkersovereenkomst|(data|records|files|content|documents) (that|which) (our |the )?(customers|clients) (upload|submit|store|enter|provide)|(data|information|records|details|files) (\([^)\n]{0,120}\) )?(supplied|provided|uploaded|submitted|sent|transferred|made available) (to us |to [A-Z][\w-]+ )?by (the|each|our) (customer|client)s?|the (customer|client)'s ([\w-]+ )?(personal )?data)\b/gi, 3],
  ["breach_procedure", /\b((data|security) breach(es)?|personal data breach|security incidents?|incident (response|register|log))\b/gi, 2],
  ["employment_terms", /\b(contract of employment|employment (contract|agreement)|statement of (main )?terms|terms and conditions of employment|written statement|appointment letter|offer (of|letter)|worker agreement|staff handbook|employee handbook|wage policy|salar(y|ies)|wages?|rate of pay|per hour|hours (of work|per week|a week|each week)|working (hours|time)|overtime|holiday|annual leave|probation|notice period|sick pay|zero[- ]hours?|apprentice(ship)?|shifts?|rest breaks?|rota|48[- ]hour|opt-out agreement|terms and conditions|workweek|non-exempt|exempt|starting pay|payroll|pay practices|condition of employment|notice of (resignation|termination)|length of service|resign\w*|dismiss\w*|(staff|employee) handbook|handbook|rostered|crew members?|terms of engagement|payslips?|pay slips?|welcome to the team|engagement letter|job offer|offer you the (post|position|role|job)|new (crew|starters?|recruits?|hires?)|(paid |unpaid )?time off|(lunch|meal|tea|rest) breaks?|pay ?packets?|pay ?cheques?|pay ?checks?|pay ?day|hours (weekly|a day|per day|each day)|work performance|written particulars|minimum number of hours|guaranteed hours|for (every|each) hour (you|they) work|hourly (rate|pay|wage)|(monthly |weekly |daily )?(wages|salary|salaries) (are|is|will be) paid|notice to workers|(rate|pay|wage) (per|an|each) hour|you('ll| will) be paid|(are |is |be )?paid (weekly|fortnightly|monthly|every (week|two weeks|month|friday))|pay policy|straight[- ]time|welcome aboard|(clock|clocking|clocked|punch|punching|punched) (in|out|on|off)|time ?clock|time ?cards?|deduct\w* [^.\n]{0,40}\bfrom your (first |next |final |last )?(pay|wages|salary))\b|(?<![\w$£€])(£|\$|€)\s?\d+(\.\d{2})? (an|per|each|every) hour\b|(?<![\w$£€])(£|\$|€)\s?\d+(\.\d{2})?\s?(\/|per |an |a )(hr|hour|h)\b|\b(all|shop-floor|factory|male|female|hourly|part-time|full-time|temporary|casual|agency|new) (workers|employees|staff)\b|\b(for|with) (any )?(an)?other employers?\b|\b(daily|monthly|weekly) wage\b/gi, 3],
  // A box drawn as "[x]" or "[ ]" has no word boundary before it, so the word alternatives carry their own. A box has a
  // label beside it on its line ("[x] Send me offers", "Offers: [ ]"); a lone "[X]" in a row of buttons closes a banner.
  ["consent_form", /\b(sign[- ]?up|join now|create (an |your )?account|by creating (an |your )?account|tick(ed)? (the|this) box|untick|pre-?ticked|i agree|i accept|you agree to receive)\b|\[(x|\s|✓|✔)\](?=[ \t]*[a-z(])|(?<=[a-z:?)][ \t]{0,4})\[(x|\s|✓|✔)\]|\[i agree\]/gi, 1],
  ["internal_policy", /\b(this (policy|procedure|plan) applies|internal procedure|all employees|staff (must|may)|monitoring policy|it resources)\b/gi, 1],
];

// Ends on "not a letter" rather than \b: "confidentialité" ends on a letter \b does not count as a word character.
/** A heading or opening that names the text as the privacy notice. */
export const NOTICE_HEADING =
  /\b(privacy (notice|policy|statement|information|notice and policy)|data protection (notice|policy|information|statement)|(candidate|employee|staff|customer|patient|applicant|member|donor)s?'? privacy|fair processing notice|notice at collection|how we (use|handle|process|collect) (your )?(personal )?(data|information)|datenschutz(hinweise|erklärung|information)|politique de (confidentialité|protection des données)|pol[ií]tica de privacidad(e)?|informativa( sulla)? privacy|privacyverklaring|aviso de privacidad(e)?)(?![a-zà-ÿ])/i;

/** A heading naming the text as an employer's terms, rules or message to its staff. */
const EMPLOYMENT_HEADING =
  /\b(employee handbook|staff handbook|handbook|staff rules|standing orders|works rules|contract of employment|employment contract|offer letter|letter of offer|appointment letter|notice to (workers|staff|employees)|hr (email|memo|notice|circular)|memo to (staff|employees|all staff|(the )?crew|the team|all)|job advert\w*|job posting|vacancy|(text|message|sms|whatsapp) (from|to) [^.\n]{0,40}\b(manager|supervisor|boss|owner|team|staff|crew)|store policy|pay policy|rota rules)\b/i;

/**
 * Something on a screen, a network or a person's device, or a choice about it: what makes "cookies" the stored kind. A
 * recipe that bakes cookies says none of it.
 */
export const WEB_CONTEXT =
  /\b(web ?sites?|sites?|web|webpages?|pages?|browsers?|browsing|apps?|online|devices?|track\w*|analytic\w*|advertis\w*|(re)?targeting|ads|consent\w*|accept\w*|reject\w*|refus\w*|settings|preferences|third[- ]part\w*|pixels?|storage|visit\w*|navigat\w*|banner|essential|necessary|personal|data|privacy|webseite|sitio|sito|navega\w*|surf\w*|utilis\w*|verwend\w*|usamos|utilizziamo|gebruik\w*)\b|\[[^\]\n]{1,20}\]/i;

/** Cookies or trackers said to be set, started or fired: a practice the storage-and-access rules test. */
const TRACKERS_AT_WORK =
  /\b(cookies?|trackers?|tracking (pixels?|tags?|scripts?|technolog\w+)|(advertising|analytics|ad|marketing) (sdks?|pixels?|tags?|scripts?)|(pinterest|snap(chat)?|linkedin|tiktok|meta|facebook|criteo|reddit) (\w+ )?(tags?|pixels?|sdks?))\b[^.\n]{0,80}\b(start(s|ed)?|fire[sd]?|run(s)?|load(s|ed)?|set|placed|activated|switched on|turned on|kick(s)? in)\b/i;

/**
 * An app or its SDKs reading the phone's identifiers or contacts: "our app reads your phone's contact list"; or the
 * advertising ID handed to ad partners ("we pass your cycle phase, with your advertising ID, to our advertising
 * partners"), which the app must read from the device to hand over.
 */
const APP_READS_DEVICE =
  /\b(advertising\s(ids?|identifiers?)|idfa|gaid|aaid)\b[^.]{0,60}\b(to|with)\s(our\s|its\s|their\s|selected\s|third[- ]party\s)?(advertising|ad|marketing)\s(partners|networks|companies|platforms)\b|\b(apps?|sdks?)\b[^.\n]{0,40}\b(reads?|read out|accesses|access|collects?|stores?|scans?|uploads?|retrieves?)\b[^.\n]{0,30}\b(advertising (ids?|identifiers?)|device (identifiers?|ids?)|contact lists?|address books?|(phone's|device's) contacts)\b|\b(die app|das sdk|sdks?)\b[^.\n]{0,40}\b(liest|erfasst|speichert|greift|übermittelt)\b[^.\n]{0,40}\b(werbe-?id|geräte-?id|werbe-?kennung|kontakte|adressbuch)/i;

/** The customer or client named the controller of the data: the supplier that processes them is its processor. */
const CONTROLLER_ASSIGNED = /\b(the )?(customer|client|controller party) (is|remains|shall be|acts as|will be) (the )?(sole )?(data )?controller\b/i;

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
  // A text that says what its trackers do ("the trackers of our ad partners start when you open the app") speaks of
  // storage on the device however rarely it names it.
  if (!kinds.has("cookie_notice") && TRACKERS_AT_WORK.test(text)) kinds.add("cookie_notice");
  // So does an app said to read the phone's identifiers or contacts: access to the device, as a cookie is.
  if (!kinds.has("cookie_notice") && APP_READS_DEVICE.test(text)) kinds.add("cookie_notice");
  // Terms that make the other party the controller are processor terms, however rarely they say "processor".
  if (!kinds.has("processor_terms") && CONTROLLER_ASSIGNED.test(text)) kinds.add("processor_terms");
  // "Cookies" without a site, an app or a device around them are baked, not stored.
  if (kinds.has("cookie_notice") && !WEB_CONTEXT.test(text)) kinds.delete("cookie_notice");
  // A text headed "Privacy Notice" is one, however rarely it repeats the signs above.
  if (sentences.length > 0 && NOTICE_HEADING.test(sentences[0].text)) kinds.add("privacy_notice");
  // So is one headed as an employer's handbook, rules, letter or message to staff, once it says one thing about work.
  if (sentences.length > 0 && EMPLOYMENT_HEADING.test(sentences[0].text) && /\b(pay|paid|wages?|salary|hours?|shifts?|holiday|leave|overtime|sick|notice|breaks?|hire|hired|work(s|ed|ing)?|tips|tip pool|gratuit(y|ies))\b/i.test(text)) kinds.add("employment_terms");
  // An everyday work text (a manager's email, a rota, a message to staff) sets terms of work though it names no
  // contract: the employment rules test it, as the detector already applies the employment laws to it.
  const nonWork = notEmployment(text);
  const privacyKind = ["privacy_notice", "cookie_notice", "processor_terms", "breach_procedure", "consent_form"].some((k) => kinds.has(k as DocumentKind));
  if (!kinds.has("employment_terms") && !privacyKind && !kinds.has("cookie_notice") && looksLikeWorkText(text, sentences, nonWork)) kinds.add("employment_terms");
  yield;
  const seen = new Map<RegExp, boolean>();
  // The sentences read a hard-wrapped line with the one it continues: a fact split by the wrap is mentioned too.
  const wrapped = sentences.map((x) => x.text).join("\n");
  const mentions = (re: RegExp) => {
    let hit = seen.get(re);
    if (hit === undefined) {
      const plain = re.global || re.sticky ? new RegExp(re.source, re.flags.replace(/[gy]/g, "")) : re;
      hit = plain.test(text) || plain.test(wrapped);
      seen.set(re, hit);
    }
    return hit;
  };
  return { text, sentences, kinds, notEmployment: nonWork, mentions };
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
