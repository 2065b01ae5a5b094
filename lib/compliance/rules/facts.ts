/**
 * Concept-level facts the rule packs read from one sentence: periods as numbers, negation in the same clause,
 * retention left to the organisation's judgement, consent tied to something else, withdrawal made harder, telling
 * people only above a threshold. Each recognises the idea in many wordings (digits or words, synonyms, either word
 * order) so that a rule compares facts with the law instead of matching one phrasing.
 */

const UNITS: Record<string, number> = {
  zero: 0, a: 1, an: 1, one: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const NUMBER_WORD = `(?:(?:${Object.keys(TENS).join("|")})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|${Object.keys(UNITS).join("|")})`;
/** A count in digits ("90", "1.5") or words ("forty-five"), optionally followed by the other form in brackets ("ninety (90)", "30 (thirty)"). */
const COUNT = `(?:\\d{1,4}(?:\\.\\d+)?|${NUMBER_WORD})(?:\\s*\\((?:\\d{1,4}|${NUMBER_WORD})\\))?`;

/** "forty-five" → 45, "90" → 90, "a" → 1; null for anything else. */
export function parseCount(raw: string): number | null {
  // The other form in brackets, from the start of a run of blanks only and at most 40 characters long (what COUNT
  // captures): tried from inside a long run of blanks, or from each bracket of a run of them, a failing match was quadratic.
  const s = raw.toLowerCase().replace(/(?<!\s)\s*\([^()]{0,40}\)\s*$/, "").trim();
  if (/^\d/.test(s)) return Number(s);
  if (s in UNITS) return UNITS[s];
  const m = s.match(/^([a-z]+)(?:[- ]([a-z]+))?$/);
  if (m && m[1] in TENS) return TENS[m[1]] + (m[2] ? (UNITS[m[2]] ?? NaN) : 0);
  return null;
}

export interface Period {
  /** Length in calendar days (working days count 7/5 each; hours 1/24). */
  days: number;
  /** The count and unit as written ("ninety (90) calendar days"). */
  raw: string;
  working: boolean;
  /** Where the period starts in the text. */
  index: number;
}

/** Any period, in digits or words or an idiom ("four years", "a 60-day window", "a fortnight", "half a year"). */
export const STATED_PERIOD = new RegExp(
  `\\b(?:${COUNT})(?:\\s*|-)(?:calendar |business |working |clear |consecutive )?(?:hours?|days?|weeks?|months?|years?)\\b|\\b(?:fortnights?|(?:a|one) (?:calendar )?quarter|half a year|half-year|a year and a half)\\b`,
  "i",
);

// "90 days", "a 60-day window", "ten business days", "three months".
const PERIOD_RE = new RegExp(`\\b(${COUNT})(?:\\s*|-)(calendar |business |working |clear |consecutive )?(hours?|days?|weeks?|months?|years?)\\b`, "gi");
/** Periods named without a count: "a fortnight", "a quarter of a year", "half a year", "a year and a half". */
const IDIOM_RE = /\b(?:(a|one|two|three|four) fortnights?|(?:a|one) (?:calendar )?quarter(?: of a year)?|half a year|(?:a|one) half[- ]year|a year and a half|eighteen months)\b/gi;
const IDIOM_DAYS: [RegExp, number][] = [[/fortnight/i, 14], [/quarter/i, 91], [/year and a half|eighteen months/i, 548], [/half/i, 182]];
const UNIT_DAYS: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };

/** Every period stated in a text, in order. */
export function periodsIn(text: string): Period[] {
  const out: Period[] = [];
  for (const m of text.matchAll(PERIOD_RE)) {
    const n = parseCount(m[1]);
    if (n === null || Number.isNaN(n)) continue;
    const working = /business|working/i.test(m[2] ?? "");
    const unit = m[3].toLowerCase().replace(/s$/, "");
    out.push({ days: n * UNIT_DAYS[unit] * (working && unit === "day" ? 7 / 5 : 1), raw: m[0], working, index: m.index! });
  }
  for (const m of text.matchAll(IDIOM_RE)) {
    if (out.some((p) => p.index <= m.index! && m.index! < p.index + p.raw.length)) continue;
    const per = IDIOM_DAYS.find(([re]) => re.test(m[0]))![1];
    const n = m[1] ? (parseCount(m[1]) ?? 1) : 1;
    out.push({ days: n * per, raw: m[0], working: false, index: m.index! });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Words that introduce a time limit ("within 60 days", "no later than three months", "take up to 90 days", "our response time is 60 days"). */
const LIMIT_BEFORE =
  /\b(within|no later than|not later than|up to|at (the )?(latest|most)|maximum of|in|under|inside|takes?|taking|allow(ing)?|(in|within) (a|the) (maximum )?(period|delay|term|time ?frame|deadline|time limit) of|(a|the) (maximum )?(period|delay|deadline|time limit) of|it('ll|’ll| will| would| could| might| may) (be|take)|(expect to |have to |need to )?wait( for)?|(response|reply|answer|turnaround|processing|handling) (time|period)s? (is|are|will be|of))\s+(about |around |approximately |roughly |usually |normally |typically |currently )?$/i;
/** A table flattened into text whose header names a time limit ("How long we take: Access | 60 days"). */
const LIMIT_HEADER = /\b(how long|response time|reply time|time (limit|frame)|deadline|(we|it) takes?|to (respond|reply|answer))\b/i;
/** Words that make a period an extension of the limit, not the limit ("extended by two further months"). */
const EXTENSION_BEFORE = /\b(extend\w*|extension|prolong\w*|further|additional|another|more|plus)\b[^.;]{0,25}$/i;

/**
 * The time limit a sentence sets, in days: the longest period introduced as a limit, not counting an extension of it.
 * "within one month, which we may extend by two further months" → 30; "within ninety (90) days" → 90; null if none.
 */
export function timeLimitDays(text: string): Period | null {
  let best: Period | null = null;
  for (const p of periodsIn(text)) {
    const before = text.slice(Math.max(0, p.index - 40), p.index);
    if (EXTENSION_BEFORE.test(before)) continue;
    const cell = /(\||:)\s*$/.test(before) && LIMIT_HEADER.test(text.slice(0, p.index));
    if (!cell && !LIMIT_BEFORE.test(before) && !/^\s*(of|from|after) (receipt|receiving|the request|your request|(we|they) (receive|get|have received|have got) (it|them|the request|your request|the requests|requests))/i.test(text.slice(p.index + p.raw.length))) continue;
    if (!best || p.days > best.days) best = p;
  }
  return best;
}

/**
 * A longer period allowed only as the law's own extension: the sentence keeps the basic limit and makes the longer one
 * depend on complexity or number ("within a month, but complex requests may take up to 3 months"), within the total the
 * law allows (three months under the GDPR, 90 days under the CCPA).
 */
export function lawfulExtension(text: string, baseDays: number, totalDays: number): boolean {
  const periods = periodsIn(text);
  if (!periods.some((p) => p.days <= baseDays)) return false;
  if (!/\b(complex|complicated|numerous|a (large|high) number|exceptional|(reasonably )?necessary|need more time|extend\w*|extension)\b/i.test(text)) return false;
  return Math.max(...periods.map((p) => p.days)) <= totalDays;
}

const NEGATOR = /\b(not|never|no|none|nothing|nobody|no one|neither|nor|without|cannot|can't|won't|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|shan't|refrain from)\b/i;

const CLAUSE_BREAK = /[,;:()]|\b(?:but|unless|except|however|although|whereas|while)\b/i;
/** A verb or auxiliary: what makes the words after a comma a new clause rather than the next item of a list. */
const CLAUSE_VERB = /\b(is|are|was|were|will|would|shall|should|can|could|may|might|must|be|been|being|has|have|had|do|does|did|gets?|got)\b|\b[a-z]{3,}ed\b/i;
/** Nothing but a conjunction, or one to three words and a conjunction: the tail of a list before its next item. */
const LIST_TAIL = /^\s*(?:(?:[\w'-]+\s+){1,3}(?:and|or|nor|and\/or)|and|or|nor|and\/or|as well as)?\s*$/i;
/**
 * The tail of a list of actions sharing one negated verb ("we do not read your messages, record your screen or log
 * your keystrokes"): a few words, a conjunction and the start of the last item, with no subject or clause break of its own.
 */
const VERB_LIST_TAIL = /^\s*(?:[\w'-]+\s+){1,4}(?:and|or|nor)\s+(?:[\w'-]+\s+){0,3}$/i;
const OWN_SUBJECT = /\b(we|i|they|he|she|it|you|but|unless|except|however|although|whereas|while|then|also)\b/i;
/** An earlier item of a list: one to four words, no verb. */
const LIST_ITEM = /^\s*(?:and |or |nor )?(?:[\w'-]+\s*){1,4}$/i;

/** A "no" or "without" that sets a deadline or a price, not a denial: "without undue delay", "no later than", "without charge". */
const DEADLINE_NOT_DENIAL = /\b(without (undue |unreasonable |any |further )?delay|without (charge|fail|cost)|no later than|not later than)\b/gi;

/**
 * Whether the words at `index` (ending at `end`) are negated: a negator among the (at most 6) words before them in
 * their clause (no comma, semicolon, "but", "unless", "except" in between) — or, when they are an item of a list that
 * has no verb of its own ("we do not record screens, keystrokes or webcams"), in the clause that heads the list.
 */
function negatedAt(text: string, index: number, end: number): boolean {
  const head = text.slice(0, index);
  const before = (head.split(CLAUSE_BREAK).pop() ?? "").replace(DEADLINE_NOT_DENIAL, " ");
  if (NEGATOR.test(before.trim().split(/\s+/).slice(-6).join(" "))) return true;
  // A list item shares its list's negation; words after it with a verb of their own make it a new clause instead.
  const after = text.slice(end).split(/[,;.:()]|\b(?:but|unless|except|however|although|whereas|while)\b/i)[0] ?? "";
  if (CLAUSE_VERB.test(after)) return false;
  const pieces = head.split(",");
  const tail = pieces.pop() ?? "";
  const listTail = LIST_TAIL.test(tail) || (VERB_LIST_TAIL.test(tail) && !OWN_SUBJECT.test(tail) && !CLAUSE_VERB.test(tail));
  if (pieces.length < 1 || !listTail) return false;
  while (pieces.length > 0) {
    const clause = pieces.pop()!.split(CLAUSE_BREAK).pop() ?? "";
    // A FAQ's bare answer ("Do I keep my tips? No, managers take a share"): the "No" answers the question, it heads no list.
    if (/(^|[?!.]\s*)(no|nope|not really|not at all)\s*$/i.test(clause)) return false;
    if (NEGATOR.test(clause.trim().split(/\s+/).slice(-6).join(" "))) return true;
    // An earlier item of the same list: look further back for the list's head.
    if (!LIST_ITEM.test(clause) || CLAUSE_VERB.test(clause)) return false;
  }
  return false;
}

/**
 * Whether the words matched by `term` are negated in their own clause: a negator among the (at most 6) words before
 * them, with no clause break (comma, semicolon, "but", "unless", "except") in between, or in the clause heading a list
 * they are an item of. "We do not keep data indefinitely" → negated; "We keep data indefinitely, not only for billing"
 * → not; "we do not record screens, keystrokes or webcams" → "keystrokes" and "webcams" negated.
 */
export function isNegated(text: string, term: RegExp): boolean {
  const re = new RegExp(term.source, term.flags.replace(/g/g, "") + "g");
  for (const m of text.matchAll(re)) if (negatedAt(text, m.index!, m.index! + m[0].length)) return true;
  return false;
}

/** Whether `term` occurs in the text at least once without a negation in its clause (or in its list's head). */
export function affirms(text: string, term: RegExp): boolean {
  const re = new RegExp(term.source, term.flags.replace(/g/g, "") + "g");
  for (const m of text.matchAll(re)) if (!negatedAt(text, m.index!, m.index! + m[0].length)) return true;
  return false;
}

/**
 * Whether every mention of `term` is denied, before it in its clause ("we never transfer data abroad", "none outside
 * the EU") or right after it, as in a heading or table row ("Automated decision-making: none", "… are not used").
 */
export function deniedEverywhere(text: string, term: RegExp): boolean {
  const re = new RegExp(term.source, term.flags.replace(/g/g, "") + "g");
  let seen = false;
  for (const m of text.matchAll(re)) {
    seen = true;
    const before = text.slice(0, m.index).split(/[,;:()|]|\b(?:but|unless|except|however|although|whereas|while)\b/i).pop() ?? "";
    const after = text.slice(m.index! + m[0].length).split(/[,;.()]|\b(?:but|unless|except|however)\b/i)[0] ?? "";
    const deniedBefore = NEGATOR.test(before.trim().split(/\s+/).slice(-6).join(" ")) || (!text.slice(0, m.index).includes("|") && negatedAt(text, m.index!, m.index! + m[0].length));
    // Each run of blanks is read by one token only (two \s* side by side split a long run every way: quadratic).
    const deniedAfter = /^\s*(?:\S+\s+){0,3}?(?:(?:\||:|-|–|—|is|are|was|were|takes? place)\s*)?(none|no|not|never|n\/a|not applicable)\b/i.test(after);
    if (!deniedBefore && !deniedAfter) return false;
  }
  return seen;
}

/** Keeping, holding or leaving data somewhere (any tense). */
export const RETAIN =
  /\b((hang|hold)(s|ing)? on ?to|hung on ?to|held on ?to|conserv(e|es|ed|ing)|keep(s|ing)?|kept|retain(s|ed|ing)?|retention|stor(e|es|ed|ing)|hold(s|ing)?|held|preserv(e|es|ed|ing)|archiv(e|es|ed|ing)|remain(s|ing)?|stay(s)?|delet(e|ed|es|ing|ion)|eras(e|ed|es|ing|ure)|destroy(ed)?|available)\b/i;

/** The organisation decides how long, with no criterion: "as long as we wish", "whatever time management judges useful". */
const AT_WILL =
  /\b((for )?(as|so) long as|for (whatever|such|any) (further |longer |additional )?(time|period|duration)|until)\b[^.;]{0,60}?\b(we|it|the (company|firm|business|group|employer|controller|bank|organisation|organization)|management|our [a-z]+( [a-z]+)?|(the |our )?[a-z']+( [a-z']+)?)\s+(may |might |shall )?(wish|wishes|want|wants|like|likes|see fit|sees fit|judge|judges|deem|deems|consider|considers|think|thinks|find|finds|decide|decides|choose|chooses|regard|regards)\b|\bat (our|its|the company's|management's) (sole |absolute |own )?discretion\b|\bfor (such|whatever|any) (further |longer |additional )?(time|period|duration) as (it|we|the [a-z]+|management)\b[^.;]{0,50}?\b(determines?|decides?|deems?|considers?|sees fit)\b/i;

const PERSON_OR_LAW = /\b(you|your|the (user|customer|member|client|subscriber|account holder|data subject|patient|employee)s?|law|laws|legislation|statute|regulator|court)\b/i;

/** No end at all: "indefinitely", "permanently", "with no deletion date", "never deleted". */
const NO_END =
  /\b(for the (life|lifetime|duration|existence) of (the|our) (company|business|firm|group|organisation|organization)|until (the|our) (company|business) (ceases|closes|is (dissolved|wound up))|(do not|don't|does not|doesn't|never) (set|fix|have|define|specify|plan) (an? |any )?(end|deletion|erasure|expiry|retention|fixed) (date|period|limit|deadline)|until (the|our) [\w-]+( [\w-]+)? (closes( down)?|shuts( down)?|ceases (trading|to exist|operating)|is (dissolved|wound up|closed( down)?))|for an? (unlimited|unrestricted|open-ended|indefinite) (period|time|duration)|(unlimited|open-ended) (retention|storage)|with no (fixed|set|defined) (retention |deletion |end )?(period|date)|no (fixed|set|defined) (retention |deletion |end )?(period|date)|without (an? )?(end|expiry|deletion) date|indefinitely|indefinite(ly)? period|permanently|permanent(ly)? basis|forever|for ever|in perpetuity|for all time|without (an? |any )?(time |retention |storage )?limit|with no (time |retention )?limit|no (deletion|expiry|expiration|end|retention) (date|period|limit)|with no (deletion|expiry|end) date|never (be )?(deleted|erased|destroyed|purged)|(never|do not|don't|does not|doesn't|won't|will not) (really |actually |ever |routinely |usually )?(delete|erase|destroy|purge|throw away|get rid of|clear out) (anything|any of it|any data|(your |the |old |customer |member )?(data|details|information|records|files)(?! (before|until|unless|without|except|earlier|sooner))|it|them)(?= *[.:;,]| *$| (at all|ever))|not (be )?(deleted|erased|destroyed) (at all|ever|at any (point|time|stage))|no matter how long|without (any )?(limitation|limit|restriction) (of|in|on|as to) (duration|time)|(of|for an?) (unlimited|indefinite) duration|unlimited in (time|duration)|no (fixed |set |defined |specific )?(date|deadline|end date|time limit)( (is|has been))? (set|fixed|foreseen|planned)( for (their|its|the|your) (removal|deletion|erasure|destruction))?|no (deletion|erasure|removal|destruction) (is |has been )?(foreseen|planned|scheduled|provided for))\b|(?:\||:)\s*(unlimited|indefinite(ly)?|permanent(ly)?|forever|no (time )?limit)\s*(?=[;|.]|$)/i;

/**
 * Kept while the data stay useful or handy to the organisation: its own benefit, not a purpose, sets the end ("for as
 * long as they might come in handy", "while it remains of commercial value"). Necessity for a purpose is a criterion.
 */
const WHILE_USEFUL =
  /\b((for )?(as|so) long as\b[^.;]{0,50}?|(while|whilst) (it|they|the data|the information|the records|these|this)\b[^.;]{0,25}?)\b(useful|handy|of (some |any |commercial |business )?(use|value|interest)|valuable|worth keeping|commercially (useful|relevant|valuable|interesting)|(potentially )?(interesting|helpful|profitable|worthwhile|beneficial) (to|for) (us|the (company|business|firm|group))|relevant (to|for) (us|our business))\b(?![^.;]{0,30}\b(for|to) (the|that|this|those|its|their) purposes?\b)/i;

/** Kept in case the data are ever wanted: "in case they prove useful in future", "just in case we need them". */
const JUST_IN_CASE =
  /\b(just in case|in case\b[^.;]{0,40}\b(useful|handy|of (some |any )?use|valuable|relevant|needed|required later|come in handy|(we|you|anyone) (ever |might |may )?(need|want) (it|them|this|that|these)|(you|they|he or she|the (customer|member|user)s?) (ever |might |may |should |decide to )?(come back|return|rejoin|re-join|re-?register|change (your|their) minds?)))\b/i;

/** The business's, scheme's or service's own lifetime as the retention period: "as long as the loyalty scheme runs". */
const WHILE_WE_OPERATE =
  /\b(for )?as long as (the|our|this) ([\w-]+ ){0,2}(scheme|programme|program|business|company|group|firm|organi[sz]ation|charity|practice|service|app|website|platform|shop|store|club) (runs|exists|operates|continues|lasts|is (running|operating|in operation|active|in business))\b|\bas long as (we|the company) (exist|exists|operate|operates|are in business|is in business|trade|trades)\b/i;

/**
 * A sentence that keeps data with no end, or for as long as the organisation itself decides: the storage-limitation
 * breach. "For as long as necessary for the purposes" is a criterion, not a breach, and a negated statement ("we never
 * keep data indefinitely") is not one either.
 */
export function retainsWithoutLimit(text: string): boolean {
  if (!RETAIN.test(text) && !/\b(data|records?|information|details|files?|copies|documents?|logs?|recordings?|history)\b/i.test(text)) return false;
  const atWill = text.match(AT_WILL);
  // "As long as you wish", "until the law allows": the person or the law decides, not the organisation.
  if (atWill && !PERSON_OR_LAW.test(atWill[0]) && !isNegated(text, AT_WILL)) return true;
  // Kept for the life of the business or scheme, not of the person's use of it: "for as long as the loyalty scheme runs".
  if (WHILE_WE_OPERATE.test(text) && affirms(text, WHILE_WE_OPERATE) && !/\b(delet\w*|eras\w*|anonymi[sz]\w*)\b[^.]{0,60}\b(after|when|once)\b/i.test(text)) return true;
  // "In case you come back one day": "one day" there is a some-day, not a period.
  if (JUST_IN_CASE.test(text) && !KEPT_FOR_LAW.test(text) && periodsIn(text.replace(/\b(back|return|again|rejoin) one day\b/gi, "$1")).length === 0 && !isNegated(text, JUST_IN_CASE)) return true;
  const useful = text.match(WHILE_USEFUL);
  if (useful && !PERSON_OR_LAW.test(useful[0]) && !isNegated(text, WHILE_USEFUL)) return true;
  return NO_END.test(text) && affirms(text, NO_END) && !/\b(deleted|erased|anonymi[sz]ed)\b[^.]{0,40}\bafter\b/i.test(text.replace(NO_END, ""));
}

/** Keeping on after the person withdraws consent, closes the account or leaves: "retained even after you withdraw". */
const KEPT_AFTER = /\b(even |also )?(after|following|once|despite|beyond|notwithstanding) (you|they|the (user|customer|member|employee|student|data principal)s?|your|their) ?(\w+ )?(withdraw\w*|revok\w*|clos\w*|delet\w*|cancel\w*|leav\w*|unsubscrib\w*|withdrawal|revocation|closure|departure|deletion)\b/i;
/** A legal duty, or a short stated period, that justifies keeping data on. */
const KEPT_FOR_LAW = /\b(law|laws|legal(ly)?|statut\w*|regulat\w*|tax|court|required by|obliged|obligation|disput\w*|claims?)\b/i;

/**
 * Personal data kept on after consent is withdrawn or the account is closed, with no legal duty and no period that
 * ends it ("your data will continue to be retained even after you withdraw your consent, for our records"). "We keep
 * invoices for eight years after you close your account, as tax law requires" is a legal duty, not a breach.
 */
/**
 * Data said to stay after consent is withdrawn or the account closed, the withdrawal named in the sentence or the one
 * before: "Withdrawing consent stops our marketing messages. Your data are not erased, though, and remain in our records."
 */
export function notErasedAfterWithdrawalAt(sentences: readonly { text: string }[], i: number): boolean {
  const t = sentences[i].text;
  if (!/\b(are|is|will be|shall be|won't be) not (erased|deleted|removed|destroyed)\b|\b(are|is|will be|shall be) never (erased|deleted|removed|destroyed)\b|\b(remain|remains|stay|stays) (in|on) our (records|systems|servers|files|database)\b/i.test(t)) return false;
  if (KEPT_FOR_LAW.test(t) || periodsIn(t).length > 0) return false;
  const withdrawal = /\b(withdraw\w*|revok\w*|revocation|clos(e|es|ing) (your|the|their) account|delet(e|es|ing) (the|your) (app|account))\b/i;
  return withdrawal.test(t) || (i > 0 && withdrawal.test(sentences[i - 1].text));
}

/** Not removing is keeping: "we don't remove anyone's details", "we never delete old CVs". */
const NOT_REMOVED = /\b(do not|don't|does not|doesn't|never|will not|won't)\s+(\w+\s+)?(remove|delete|erase|wipe|destroy|clear out|get rid of|throw away)\b/gi;

export function keptAfterWithdrawal(raw: string): boolean {
  const text = raw.replace(NOT_REMOVED, "keep");
  if (!RETAIN.test(text) || !KEPT_AFTER.test(text) || KEPT_FOR_LAW.test(text) || periodsIn(text).length > 0) return false;
  if (/\b(delet\w*|eras\w*|destroy\w*|anonymi[sz]\w*|remov\w*)\b/i.test(text.replace(KEPT_AFTER, "")) ) return false;
  return affirms(text, /\b(retain\w*|kept|keep\w*|stor\w*|held|hold\w*|preserv\w*|archiv\w*|remain\w*)\b/i);
}

/**
 * A practice ruled out unless someone agrees: "we do not process sensitive data without your consent", "children never
 * register without a parent's permission", "the processor will not engage sub-processors without written authorisation".
 * A denied "without consent" is consent required, the opposite of the breach the words "without consent" describe.
 */
export const ONLY_WITH_CONSENT =
  /\b(do(es)? not|don't|doesn't|never|will not|won't|shall not|must not|may not|cannot|can't|is not|are not|(is|are) never)\b[^.;]{0,80}\bwithout (first )?(obtaining |getting |asking for |seeking |having )?(your |their |his |her |the [a-z']+ |a |an |prior |explicit |express |specific |separate |written |verifiable |parental |parent's |guardian's |controller's )*(consent|permission|agreement|authori[sz]ation|approval|opt-in)\b/i;

/** Accepting terms, creating an account, buying or installing: what optional consent must not be tied to. */
const MAIN_ACT =
  /\b((accept|agree to|consent to)\s+(our|the|these|its)\s+([a-z]+\s+){0,2}(terms|conditions|t&cs?|contract|agreement|policy)|by (pressing|clicking|tapping|creating|registering|signing( up)?|installing|downloading|booking|buying|purchasing|ordering|placing|using|joining|subscribing|continuing)|(when|if|once) you (buy|book|order|purchase|register|sign up|create an account|install|join)|(as )?a condition of ([a-z]+ ){0,2}[a-z]+|in order to (use|access|book|buy|register)|(is|are) (mandatory|compulsory|required) (to|for) (use|book|buy|register|access|create)|\bno (box|option|way|choice) to (untick|uncheck|opt out|refuse|decline|say no)|cannot (be )?(unticked|unchecked|refused|declined)|(staff|employees|workers|applicants|candidates) who do not (consent|agree)[^.]{0,200}\b(cannot|will not|may not|are not)\b)/i;
/** Optional processing that should be asked separately: marketing, sharing with others, tracking. */
const OPTIONAL_PURPOSE =
  /\b(marketing|promotion(s|al)?|newsletters?|offers|advertis\w*|partners?|affiliates|third parties|selected companies|sponsors|promoters|profil\w+|tracking|monitoring|biometric|fingerprints?|sell|sold|sharing)\b/i;

/** Joining the mailing list itself: consent to it is the point, not a bundle. */
export const SIGNS_UP_FOR_MARKETING = /\b(join\w*|subscrib\w*( to)?|sign\w* up (for|to)|register\w* for|opt\w* in to) (our|the) (newsletters?|mailing lists?|offers|updates|marketing( emails)?|promotions?)\b/i;

/** Passing data on to do what the person asked for (deliver, fulfil, process the order). */
const FULFIL =
  /\b(to (fulfil|fulfill|deliver|process|complete|perform|provide|ship|carry out|handle) (your|the|their)|so (that )?(it|they|we|the \w+) can (deliver|provide|process|fulfil|fulfill|ship|carry out)|necessary (for|to) (the|your|perform|deliver|provide))/i;
/** Processing nobody needs for the service itself: marketing, sale, profiling. */
const MARKETING_PURPOSE = /\b(marketing|promotion(s|al)?|newsletters?|offers|advertis\w*|profil\w+|tracking|sell|sold|their own (purposes|marketing))\b/i;

/**
 * Consent bundled with something else: a sentence that ties optional processing (marketing, sharing, tracking) to
 * accepting terms, buying, registering or a job — in the same sentence, or a "condition of booking" sentence right
 * after the sentence describing the processing. Returns the sentence index.
 */
export function bundledConsentAt(sentences: readonly string[]): number | null {
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i];
    if (!MAIN_ACT.test(s) || isNegated(s, MAIN_ACT)) continue;
    if (/\b(not (a|be) (a )?condition|optional|separate(ly)?|you (can|may) (untick|uncheck|refuse|decline|choose)|only if you (tick|choose|opt in|agree|ask|sign up|subscribe)|if you (choose to )?(tick|opt in))\b/i.test(s)) continue;
    // Telling people how to withdraw ("you can withdraw your consent at any time by clicking the unsubscribe link")
    // is the opposite of tying consent to something.
    if (WITHDRAWAL_OFFERED.test(s) && withdrawalObstacle(s) === null) continue;
    // Signing up for the marketing itself is not bundling, nor is passing data on to perform what was asked for.
    const act = s.match(MAIN_ACT)![0];
    if (/\b(newsletters?|marketing|offers|promotions?|mailing list|updates)\b/i.test(act) || SIGNS_UP_FOR_MARKETING.test(s)) continue;
    if (FULFIL.test(s) && !MARKETING_PURPOSE.test(s)) continue;
    const agrees = /\b(agree|consent|accept|authori[sz]e|allow|permit|we (may|will) (send|share|pass|use|sell)|(are|is) (passed|shared|sent|disclosed|used|sold))/i.test(s);
    if (OPTIONAL_PURPOSE.test(s) && agrees) return i;
    const previous = sentences[i - 1];
    if (previous && /\b(condition|no (box|option|way)|cannot (be )?(unticked|refused))\b/i.test(s) && OPTIONAL_PURPOSE.test(previous)) return i;
  }
  return null;
}

const WITHDRAWAL_OFFERED = /\b(you|users?|customers?|members?|subscribers?) (can|may|are free to) (\w+ ){0,3}(withdraw|revoke|unsubscribe|opt out|object|stop receiving)\b/i;

/** Stopping consent or marketing only by post, in writing, in person, or not at all. */
const STOP = /\b(withdraw\w*|revok\w*|take (back|away)|tak(e|ing) (it|this|that) back|end (your|their) (consent|agreement|permission)|unsubscrib\w*|opt(ing)?[- ]?out|stop (receiving|getting)|stop (the|our|these|this|your) (newsletters?|e-?mails|messages|texts|marketing|offers|mailings?)|change (your|their) mind|change (your|their) (marketing |contact |communication )?preferences|cancel\w*|object\w*|(take|taking|took|remove|removing|delete|deleting) (you|them|your (name|details|address|email)) (off|from) (the|our|this) ([a-z-]+ )?(list|database|mailing)s?)\b/i;
const HARD_WAY =
  /\b(by (post|mail|letter|fax|registered (mail|post|letter))|(post|mail|send|sending|write|writing)\b[^.]{0,30}\b(signed|written|registered|handwritten|a letter|a fax|a telefax)|signed (written |withdrawal |opt[- ]?out |cancellation |revocation )?(request|letter|form)|notari[sz]ed|in writing only|only in writing|in person|(visit|go to|come to|call (in|at)) ((one|any) of )?(our|the) (partner |local |nearest |regional )?(shops?|stores?|branch(es)?|offices?|counters?|premises)|at (our|one of our) (office|branch|store)s?|registered letter)\b/i;
const UNSTOPPABLE = /\b(cannot|can ?not|may not|is not possible to|are not able to|will not be able to)\b[^.]{0,20}\b(be )?(unsubscribed|opted out|unsubscribe|opt out|stopped)\b/i;
const MARKETING_MESSAGES = /\b(marketing|promotional|promotions?|offers|newsletters?|mailings?|advertising)\b/i;
const BLOCKED = /\b(cannot|can ?not|may not|must not|is not possible to|are not able to|will not be able to)\b[^.]{0,20}\b(be )?(withdrawn|revoked|cancelled|canceled|ended|terminated|withdraw|revoke|cancel)\b|\birrevocabl[ey]\b/i;

/** An easy way to withdraw or unsubscribe said to be unavailable: "by email or via a link is not possible". */
const EASY_WAY_REFUSED =
  /\b(by (e-?mail|phone|telephone)|via (a |an |the )?(link|app|website|e-?mail|form)|online|links?|in the app|(through|via|in) (the|our) (app|website)|in (your|the) (account|settings))\b[^.]{0,60}\b(is|are) (unfortunately |currently |sadly )?not (possible|accepted|available|supported|offered)\b|\b(cannot|can ?not|can't) be (changed|updated|withdrawn|stopped|made|done)\b[^.]{0,20}\b(online|by (e-?mail|phone|telephone)|in the app|via (a |an |the )?(link|app|website))\b/i;

/** An easy way to withdraw or unsubscribe: online, a link, a click, settings, the app, by email. */
const EASY_WAY = /\b(online|links?|settings|click\w*|in the app|via (the |our )?app|(in|via|through) (your|the) account|by e-?mail|e-?mail us|reply(ing)? stop)\b/i;
/** A way said to be unavailable: "is not possible", "are not accepted". */
const REFUSED = /\b(is|are) (unfortunately |currently |sadly )?not (possible|accepted|allowed|available|supported|offered)\b|\bnot (possible|accepted)\b/i;

/** How withdrawing consent (or stopping marketing) is made harder than giving it; null when it is not. */
export function withdrawalObstacle(text: string): "blocked" | "harder" | null {
  if (BLOCKED.test(text) && /\b(consent|authori[sz]ation|agreement|permission|opt[- ]?out|choice)\b/i.test(text)) return "blocked";
  // Marketing that cannot be stopped: "promotional messages … cannot be unsubscribed from".
  if (UNSTOPPABLE.test(text) && MARKETING_MESSAGES.test(text)) return "blocked";
  // An easier way offered beside the hard one ("by post or by email") removes the obstacle, unless it is refused
  // ("withdrawal by email or in the app is not possible").
  // An easy way to stop offered in a part of the sentence that refuses nothing ("… by clicking the link in any email;
  // unsubscribing by phone is not possible") is offered, whatever another part refuses ("consent given in the app"
  // offers no way to withdraw).
  const easyOffered = text.split(/;|\s+but\s+|,\s*(?:while|whereas)\s+/i).some((part) => EASY_WAY.test(part) && STOP.test(part) && !REFUSED.test(part));
  const easierToo = easyOffered || (/\b(or|also)\b[^.]{0,30}\b(online|link|settings|e-?mail|click|app)\b|\b(online|link|settings|e-?mail|click|app)\b[^.]{0,30}\b(or|also)\b/i.test(text) && !REFUSED.test(text));
  if (STOP.test(text) && HARD_WAY.test(text) && !easierToo) return "harder";
  // The easy ways ruled out: "unsubscribing by email or via a link is not possible".
  if (STOP.test(text) && EASY_WAY_REFUSED.test(text) && !easyOffered) return "harder";
  return null;
}

/**
 * A decision left to the organisation, in any wording: "at our discretion", "is for management to decide", "is up to
 * the company", "the company decides whether", "as we see fit". What the law makes a duty or a right cannot be one.
 */
export const LEFT_TO_ORGANISATION =
  /\b(at (our|its|the company's|management's|the employer's|the bank's) (sole |absolute |own )?discretion|(is|are|remains?) (a matter )?(for|up to|left to|at the discretion of) (us|management|the (company|employer|board|directors|firm|bank|business|management))( to (decide|determine|judge))?|(we|management|hr|the (company|employer|firm|bank|business|hr (team|department))) (alone )?(will |shall |may )?(decide|determine|judge)s? (whether|if)|(is|are) (decided|determined|judged) by (us|management|hr|the (company|employer|firm|bank|business|board|directors|hr (team|department)))|(as|where|when|if) (we|management|the (company|employer|firm|bank|business|controller)) (see|sees|think|thinks|deem|deems|consider|considers) (it )?(fit|appropriate|necessary))\b/i;

/** Telling someone (a person, a regulator) about something, in any wording. */
export const TELL = /\b(notif\w*|inform\w*|tells?|telling|told|hears? (about|of)|learns? (about|of)|(are|is|be) made aware|report\w*|contact\w*|warn\w*|alert\w*|advis(e|ed)|communicat\w*|lets?\b[^.]{0,40}\bknow|write to|disclos\w*)\b/i;

/**
 * The matter becoming public (reported by the press or media), or the people affected asking first. No law makes
 * telling people depend on either, so a duty to tell that waits for one is not met.
 */
const PUBLICITY =
  /\b((if|when|where|once|unless) (they|the (customer|client|member|user|patient|person|individual)s?|customers|clients|members|users|patients|people|individuals|affected (people|persons|customers|users)) (ask|asks|request|requests|enquire|enquires|complain|complains|contact us)|(reported|covered|published|picked up|featured|mentioned|appears?|appeared) (in|by|on) (the )?(media|press|news|newspapers?|social media|tv|television)|(becomes?|became|has become|is made|goes|went) public|public knowledge|(press|media|news) (coverage|attention|reports?|stor(y|ies))|journalists?)\b/i;

/**
 * Telling only when a threshold the law does not set is passed, at the organisation's discretion, or not at all:
 * "only where the breach is likely to cause significant harm", "if we consider it appropriate", "not contacted unless a
 * court orders it".
 */
export function tellsOnlySelectively(text: string, opts: { riskThresholdLawful?: boolean } = {}): boolean {
  if (!TELL.test(text)) return false;
  // Under the GDPR (Art. 34) a high-risk threshold is the law's own; under the DPDP Act there is none.
  const risk = opts.riskThresholdLawful ? "" : "significant|serious|severe|material|high[- ]risk|high risk|major|substantial|likely to cause|harm|damage|";
  const limited = new RegExp(`\\b(${risk}we (consider|deem|think|judge)|(it is|is) appropriate|at (our|its) discretion|required by (law|a court)|legally (required|compelled|obliged)|a court|ordered|compelled|more than|over \\d|at least \\d)\\b|${PUBLICITY.source}`, "i");
  if (/\bonly\b[^.]{0,40}\b(if|where|when|in cases?)\b/i.test(text) && limited.test(text)) return true;
  if (/\b(if|where|when|as) (we|the company|management|it) (consider|considers|deem|deems|think|thinks|judge|judges|decide|decides|see fit|sees fit)\b/i.test(text)) return true;
  if (LEFT_TO_ORGANISATION.test(text)) return true;
  return isNegated(text, TELL) && !/\b(unlikely to result in (a )?risk|no risk)\b/i.test(text);
}

/**
 * Purposes left for the organisation to pick: "for any purpose we find necessary", "whatever purposes the company decides",
 * "any other purposes Acme may decide in the future" (whoever decides, a purpose picked later is not specified now).
 */
export const PURPOSE_AT_WILL =
  /\b(for )?(any|all|whatever|such|other) (other |further |business )?(purposes?|uses?|processing)\b[^.;]{0,40}?\b(we|it|the (company|bank|firm|group|lender)|management)\s+(may |might |shall )?(from time to time |at any time |in (its|our) (sole |absolute |own )?discretion,? )?(find|finds|consider|considers|deem|deems|think|thinks|decide|decides|choose|chooses|see fit|sees fit|wish|wishes|determine|determines)\b|\bfor any purpose whatsoever\b|\b(any|all|whatever|such) (other |further |new |future |additional )?purposes?\b[^.;]{0,60}\b(may|might|will|shall) (\w+ )?(decide|determine|choose|identify|adopt|add)\w*\b[^.;]{0,30}\b(in (the )?future|later|from time to time|without (any )?(further )?notice)/i;

/**
 * A new purpose only after telling the person or asking again: "we will tell you first and ask for your consent", "will
 * be explained to you before we start" (GDPR Art. 13(3): information before further processing).
 */
export const ASKS_BEFORE_NEW_PURPOSE =
  /\b((ask|seek|obtain|request) (for )?(your|their|fresh|new|separate) (consent|permission|agreement)|(tell|inform|notify) (you|them) (first|before|in advance|beforehand)|(explained|notified|disclosed) to (you|them)( first| before| in advance)?)\b/i;

/**
 * Correction refused: "your details cannot be corrected once submitted", "we do not correct personal information on
 * request", "correction requests are not accepted". The data must be the person's own (not a username or an order).
 */
/** A data subject's right itself denied: "customers may not request deletion or correction of their personal data". */
export const RIGHT_TO_ASK_DENIED =
  /\b(may not|cannot|can't|can not|are not (allowed|entitled|permitted|able) to|is not (allowed|entitled|permitted|able) to|have no right to|has no right to)\s+(request|ask for|obtain|demand|exercise|seek)\b[^.;]{0,30}\b(deletion|erasure|correction|rectification|access|a copy|portability|anonymi[sz]ation)\b/i;

export const CORRECTION_REFUSED =
  /\b(personal (data|details|information)|your (data|details|information|records))\b[^.;]{0,40}\b(cannot|can't|can not|will not|won't|may not) be (corrected|rectified|amended|updated|changed)\b|\b(do not|don't|will not|won't|cannot|can't|never)\b[^.;]{0,15}\b(correct|rectify|amend)\b[^.;]{0,40}\b(personal (data|details|information)|your (data|details|information|records))\b|\b(correction|rectification) requests? (are|is|will be) (not (accepted|honou?red|processed)|refused|declined)\b/i;

/** Correction offered another way in the same sentence: "contact us and we will correct them". */
export const CORRECTION_ELSEWHERE = /\b(contact|ask|write to|email|e-mail|call) us\b|\bwe (will|shall|can) (correct|update|amend|rectify)\b/i;

/** Erasure requests refused outright or left to the organisation's discretion. */
/**
 * Erasure denied as a service, in lay words: "we can't delete your account data on request", "we do not offer deletion",
 * "deletion is not available". A legal duty to keep the data is an exception, not a refusal (tested by the caller).
 */
export const ERASURE_DENIED =
  /\b((can't|cannot|can not|do not|don't|will not|won't|never) (delete|erase|remove|wipe)\b[^.;]{0,40}\b(on request|at your request|when (you|asked)|if you ask|for you|on demand)|(do not|don't|does not|doesn't|never) (offer|provide|allow|support|permit|do) (the )?(deletion|erasure|removal)|(deletion|erasure)( of [^.;]{0,40})? (is|are) not (possible|available|offered|an option|supported|provided))\b/i;

export const ERASURE_REFUSED = new RegExp(
  `\\b(eras\\w*|delet\\w*)\\b[^.]{0,80}(\\b(in (our|its|the company's|management's) (sole |absolute |own )?discretion|may be (refused|declined|rejected|denied)|will not be (honoured|honored|accepted|actioned)|not accepted|without (giving )?(any )?reasons?)\\b|${LEFT_TO_ORGANISATION.source})`,
  "i",
);

/** Work not guaranteed: zero hours, casual, "as and when", "we do not guarantee any minimum hours". */
export const NO_GUARANTEED_HOURS =
  /\b(zero[- ]hours?|no (guaranteed|minimum|fixed|set) (number of )?hours|(not|no) (obliged|obligation|required|bound) to (offer|provide|give) (you )?(any )?(work|hours|shifts)|(does|do|will|can) ?not guarantee (you )?(any )?(minimum )?(number of )?(hours|work|shifts)|as and when (required|available|needed)|casual (worker|workers|basis|agreement|contract)|(cannot|can't|do not|don't|will not|won't) (promise|guarantee|commit to|offer) (you )?(any )?(minimum |fixed |set |regular )?(number of )?(hours|work|shifts))\b/i;

/** Barred from working for anyone else. */
export const EXCLUSIVITY =
  /\b(must not|may not|shall not|cannot|can ?not|are not (allowed|permitted) to|not (be )?(allowed|permitted) to|(prohibited|forbidden|barred|banned|precluded) from|agree not to)\b[^.]{0,30}\b(work(ing)?|be(ing)? (employed|engaged)|tak(e|ing) (up )?(work|employment|shifts|jobs?)|accept(ing)? (work|shifts|jobs?)|provid(e|ing) (services|work))\b[^.]{0,40}\b(other|another|third|rival|competing|second)\b|\b(exclusively|solely|only) for (us|the (company|employer|business))\b(?! (when|while|during)\b)|\b(pick(ing)? up|tak(e|ing)|work(ing)?|accept(ing)?|do(ing)?) (shifts|work|jobs?|hours|gigs)\b[^.]{0,30}\b(other|another|rival|competing)\b[^.]{0,40}\b(not (allowed|permitted)|forbidden|prohibited|banned|barred)\b/i;

/** Clock times in order of appearance, in minutes after midnight ("11pm" → 1380, "06:00" → 360, "7.30 a.m." → 450). */
export function clockTimes(text: string): { minutes: number; index: number }[] {
  const out: { minutes: number; index: number }[] = [];
  const re = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)(?![a-z])|\b(\d{1,2})[:.](\d{2})\b(?!\s*(?:%|per|an hour|hours))|\b(midnight|noon|midday)\b/gi;
  for (const m of text.matchAll(re)) {
    if (m[6] !== undefined) {
      // "Close at midnight", "start at noon": the clock times people write in words.
      out.push({ minutes: /^midnight$/i.test(m[6]) ? 0 : 12 * 60, index: m.index! });
    } else if (m[1] !== undefined) {
      let h = Number(m[1]) % 12;
      if (/^p/i.test(m[3])) h += 12;
      out.push({ minutes: h * 60 + Number(m[2] ?? 0), index: m.index! });
    } else {
      const h = Number(m[4]);
      if (h > 23 || Number(m[5]) > 59) continue;
      out.push({ minutes: h * 60 + Number(m[5]), index: m.index! });
    }
  }
  return out;
}

/**
 * The last `span` characters before `end`, widened back to the start of a word cut in two, so that a pattern anchored
 * at the end (`…[^.]{0,60}$`) sees the same word boundaries as in the whole text. Testing the whole text before each
 * clock time instead was quadratic: a 10,000-character sentence of shift times took 0.7 s.
 */
function wordsBefore(text: string, end: number, span: number): string {
  let from = Math.max(0, end - span);
  while (from > 0 && /\w/.test(text[from - 1])) from--;
  return text.slice(from, end);
}

/**
 * The rest between one shift's end and the next one's start, in hours, when a sentence gives both as clock times
 * ("the closing shift ends at 11pm … the opening shift starting at 6am") or states the gap ("8 hours between shifts").
 */
/** A weekday and then the day after it, in that order ("Fri close is 11pm … starts 6am Saturday"): one shift and the next. */
function namesNextDay(text: string): boolean {
  const days = [...text.matchAll(/\b(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|urday|r|rs)?s?\b/gi)].map((m) => WEEKDAYS.findIndex((d) => d.startsWith(m[1]!.toLowerCase())));
  return days.some((d, i) => days.slice(i + 1).includes((d + 1) % 7));
}

export function restBetweenShiftsHours(text: string): number | null {
  const times = clockTimes(text);
  let sequence: boolean | undefined;
  for (let i = 0; i + 1 < times.length; i++) {
    const before = wordsBefore(text, times[i].index, 80);
    const between = text.slice(times[i].index, times[i + 1].index);
    if (/\b(end|ends|ending|finish\w*|clos\w*|until|lock\w* up|clock\w* (off|out)|knock\w* off|leav(e|es|ing))\b[^.]{0,60}$/i.test(before) && (/\b(start\w*|begin\w*|open\w*|from|report|stand-?ups?|briefings?|(be|are|is) in|clock\w* (in|on)|(expected|due|come|coming|be) back|back (on|at|in)|return\w*)\b/i.test(between) || /^\S+\s*(am|pm)?\s+(start\w*|open\w*|early)\b/i.test(text.slice(times[i + 1].index, times[i + 1].index + 30))) && ((sequence ??= /\b(next|following|after|same (day|morning)|(expected|due|come|coming|comes|be|are|is|get|gets)( straight)? back|'re back|back in)\b/i.test(text) || namesNextDay(text)) || (/\bthen\b/i.test(text) && (times[i].minutes >= 21 * 60 || times[i].minutes <= 4 * 60)))) {
      return ((times[i + 1].minutes - times[i].minutes + 24 * 60) % (24 * 60)) / 60;
    }
  }
  // A minimum stated between shifts or working days: "a minimum of eight hours must separate the end of one shift from
  // the start of the next", "between two working days, a rest of at least 9 consecutive hours".
  if (/\b(between|separat\w*)\b[^.]{0,80}\b(shifts?|working days?|work days?|duty periods?|the next)\b/i.test(text)) {
    for (const m of text.matchAll(new RegExp(`\\b(${COUNT})\\s*(?:consecutive |clear |uninterrupted )?hours?'?`, "gi"))) {
      const around = text.slice(Math.max(0, m.index! - 40), m.index! + m[0].length + 25);
      if (!/\b(rest|separat\w*|between|off)\b/i.test(around) || /\b(break|lunch|meal|split)\b/i.test(around) || /\b(shifts?|days?) (of|last\w*|are|is)\s+$/i.test(text.slice(Math.max(0, m.index! - 20), m.index!))) continue;
      const n = parseCount(m[1]);
      // Fewer than five hours is a break within a split shift, not the rest between working days.
      if (n !== null && !Number.isNaN(n) && n >= 5 && n < 24) return n;
    }
  }
  const gap = text.match(new RegExp(`\\b(${COUNT})\\s*(?:consecutive |clear )?hours'?\\s*(?:of )?(?:rest )?(?:between|off between)\\s+(?:shifts|one shift|working days|the end)`, "i"));
  if (gap) {
    const n = parseCount(gap[1]);
    if (n !== null) return n;
  }
  return null;
}

// Each of these facts is read from every sentence of the text: the number patterns (digits or any number word at every
// word) are tried only in a sentence holding the word each of them needs, which most sentences lack.
const SHIFT_LASTS = new RegExp(`\\b(?:shifts?|working days?|days?)\\b[^.]{0,20}?\\b(?:are|is|of|last\\w*|run\\w*|lasting)\\s+(?:up to\\s+|about\\s+|around\\s+)?(${COUNT})\\s*hours?\\b`, "i");
// "9-hour Saturday shifts", "10-hour night shifts": one word may name which shifts.
const HOUR_SHIFT = new RegExp(`\\b(${COUNT})[- ]hours?\\s+(?:long\\s+)?(?:(?:night|day|late|early|evening|morning|weekend|weekday|double|split|mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\\s+)?(?:shifts?|working days?)\\b|\\b(${COUNT})[- ]hours?\\s+(?:long\\s+)?days?\\b`, "i");

/** The length of a shift or working day a sentence states, in hours ("shifts are ten hours long", "12-hour shifts"). */
export function shiftLengthHours(text: string): number | null {
  if (!/hour/i.test(text)) return null;
  const m = text.match(SHIFT_LASTS) ?? text.match(HOUR_SHIFT);
  return m ? parseCount(m[1] ?? m[2]!) : null;
}

/** A double negative that grants a break: "you will not work more than six hours without a break". */
export const ENTITLED_TO_BREAK = /\b(not|never|no one|nobody|no worker|no employee)\b[^.]{0,50}\bwithout (a |any |an )?([\w-]+ ){0,2}(rest )?break\b/i;

/** A rest break denied: "no scheduled break", "without a break", "breaks are not given", "eat while working". */
export function deniesBreak(text: string): boolean {
  if (/\b(worked|work|working) (straight|right) through\b|\bnon-?stop\b|\b(no|without (a |any )?)(pause|stop|rest period)s?\b/i.test(text) && !ENTITLED_TO_BREAK.test(text)) return true;
  if (/\b(eat|lunch)\w* (while|whilst) (working|serving|on shift)|\bwork(s|ing)? through (their|the|your) breaks?\b/i.test(text)) return true;
  // "Nobody works more than six hours without a break" grants the break.
  if (ENTITLED_TO_BREAK.test(text)) return false;
  return /\bbreaks?\b/i.test(text) && isNegated(text, /\b(breaks?|rest)\b/i) && !/\b(not|never)\b[^.]{0,30}\b(less|shorter) than\b/i.test(text);
}

const DAYS_RUNNING = new RegExp(`\\b(${COUNT})\\s+(?:consecutive|straight|successive)\\s+(?:working\\s+)?(?:days|shifts)\\b`, "i");
const DAYS_IN_A_ROW = new RegExp(`\\b(${COUNT})\\s+(?:working\\s+)?(?:days|shifts)\\s+(?:in a row|on end|on the trot|back[- ]to[- ]back|running|straight|non-?stop|without (?:a|any) (?:day|break|rest day) off|without (?:a|any) rest day)\\b`, "i");

const WEEKLY_HOURS_RE = new RegExp(`\\b(${COUNT})\\s*hours?\\s+(?:per|a|each|every)\\s+week\\b|\\b(\\d{2})[- ]hour\\s+(?:working\\s+)?weeks?\\b`, "i");

const WEEK_OF_HOURS_RE = new RegExp(
  `\\b(?:working|normal|contracted|basic|usual|standard|regular)\\s+(?:working\\s+)?week\\s+(?:is|of|will be|comprises|consists of|totals?|runs? to)\\s+(?:of\\s+)?(?:up to\\s+|about\\s+|around\\s+)?(${COUNT})\\s*hours?\\b|\\b(${COUNT})\\s*hours?\\s+(?:weekly|in (?:a|any|each|every|the) week|over (?:a|the|each) week)\\b|\\bweekly (?:working )?hours\\s*(?::|are|of|will be|total)\\s*(${COUNT})\\b`,
  "i",
);

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const DAY_RANGE = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\s*(?:to|through|till|until|-|–)\s*(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i;
const DAYS_A_WEEK = new RegExp(`\\b(${COUNT})\\s+days?\\s+(?:a|per|each|every) week\\b`, "i");
/** Two clock times joined as a span: "7am to 5pm", "08:00–18:00", "from 9pm until midnight". */
const SPAN_JOIN = /^\s*(?:am|pm|a\.m\.|p\.m\.)?\s*(?:to|until|till|-|–)\s*$/i;

/**
 * Weekly hours worked out from a schedule of days and a daily span ("Monday to Saturday, 7am to 5pm"): the days times
 * the span, less an hour a day for a meal break on a day of eight hours or more (so a lawful schedule with a lunch hour
 * is not counted over the limit). Only for a sentence about working, not a shop's opening hours.
 */
function scheduledWeeklyHours(text: string): number | null {
  if (!/\b(work\w*|hours|shifts?|rota\w*|rostered|you will be (on|in))\b/i.test(text) || /\b(open|opening|closes|closing times?)\b/i.test(text)) return null;
  const range = text.match(DAY_RANGE);
  const perWeek = text.match(DAYS_A_WEEK);
  let days: number | null = null;
  if (range) days = ((WEEKDAYS.indexOf(range[2].toLowerCase()) - WEEKDAYS.indexOf(range[1].toLowerCase()) + 7) % 7) + 1;
  else if (perWeek) days = parseCount(perWeek[1]);
  if (days === null || Number.isNaN(days) || days > 7) return null;
  const times = clockTimes(text);
  for (let i = 0; i + 1 < times.length; i++) {
    // The first time itself, not the whole token: "08:00-18:00" keeps its dash.
    const joined = text.slice(times[i].index, times[i + 1].index).replace(/^(\d{1,2}(?:[:.]\d{2})?|midnight|noon|midday)/i, "");
    if (!SPAN_JOIN.test(joined)) continue;
    // "9.00 to 5.00" with no am or pm ends at 5pm, not after twenty hours.
    const bare = !/^\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)/i.test(text.slice(times[i + 1].index));
    const end = bare && times[i + 1].minutes <= times[i].minutes && times[i + 1].minutes < 12 * 60 && times[i + 1].minutes + 12 * 60 > times[i].minutes ? times[i + 1].minutes + 12 * 60 : times[i + 1].minutes;
    const span = ((end - times[i].minutes + 24 * 60) % (24 * 60)) / 60;
    if (span === 0) continue;
    return days * (span >= 8 ? span - 1 : span);
  }
  return null;
}

/**
 * Weekly working hours a sentence states, in digits or words ("fifty-five hours per week", "a 52-hour week", "your normal
 * working week is 60 hours"), or works out from its days and daily hours ("Monday to Saturday, 7am to 5pm").
 */
export function weeklyHours(text: string): number | null {
  // A FAQ's question read with its answer ("Do I have to work more than 48 hours? Yes, 55-hour weeks are
  // compulsory"): the answer states the hours; the question only names the topic.
  const q = text.lastIndexOf("?");
  if (q > 0 && q < text.length - 1) {
    const answered = weeklyHours(text.slice(q + 1));
    if (answered !== null) return answered;
  }
  if (!/hour|\d\s*(am|pm)|\d[:.]\d\d|midnight|noon|midday/i.test(text)) return null;
  const m = /hour/i.test(text) ? (text.match(WEEKLY_HOURS_RE) ?? text.match(WEEK_OF_HOURS_RE)) : null;
  if (!m) return scheduledWeeklyHours(text);
  const n = parseCount(m[1] ?? m[2] ?? m[3]);
  return n === null || Number.isNaN(n) ? null : n;
}

/** The longest run of consecutive working days a sentence describes ("thirteen consecutive days", "14 days in a row"). */
export function consecutiveWorkingDays(text: string): number | null {
  if (!/consecutive|straight|successive|(?:days|shifts)\s+(?:in a row|on end|on the trot|back[- ]to[- ]back|running|without (?:a|any) (?:day|break|rest day) off|without (?:a|any) rest day)/i.test(text)) return null;
  const m = text.match(DAYS_RUNNING) ?? text.match(DAYS_IN_A_ROW);
  return m ? parseCount(m[1]) : null;
}

/** Who data go to outside the business: brokers, advertisers, marketing firms, "third parties", "other companies". */
export const THIRD_PARTY_RECIPIENT =
  /\b(data brokers?|brokers|advertisers|(advertising|ad|marketing) (networks?|partners|companies|firms|agencies)|marketing companies|third parties|third-party (companies|businesses)|other (companies|businesses|firms)|partners|list (brokers|buyers|renters))\b/i;
/** Handing data over, in any wording: sell, rent, license, trade, make available, disclose, pass on, supply. */
const HAND_OVER =
  /\b(sell|sells|sold|selling|rent(s|ed|ing)?|licen[cs](e|es|ed|ing)|trad(e|es|ed|ing)|(make|makes|made|making) [^.]{0,60}?available|provid(e|es|ed|ing)|disclos(e|es|ed|ing)|shar(e|es|ed|ing)|pass(es|ed|ing)? (on|along)|giv(e|es|en|ing)|suppl(y|ies|ied|ying)|transfer(s|red|ring)?)\b/i;
/** Something of value in return: money, a fee, a commission, "valuable consideration". */
const FOR_VALUE =
  /\b(in (exchange|return) for (free|discounted|their|access|services?|tools?|insights?|data|analytics|audience|advertising credits?)\b|for (money|cash|a fee|fees|payment|compensation|(other )?valuable consideration|profit|a commission)|in (exchange|return) for (money|payment|a fee|fees|compensation|cash|revenue|a commission)|(we|we're|we are|the company is|are|is) (paid|compensated)|(receive|receives|earn|earns|get|gets) (money|payment|revenue|compensation|a fee|fees|a commission))\b/i;

/** The outside party pays the business: "advertisers pay us", "brokers compensate us". */
const PAY_US = /\b(pay|pays|paid|compensate|compensates|compensated|reward|rewards) us\b/i;
/** What the payment buys is the data: "to receive your browsing history", "for access to customer profiles". */
const PAID_FOR_DATA = /\b(to|for) (receive|access|get|use|obtain|buy)\b[^.]{0,30}\b(your|personal|customer|user|consumer)s?\b/i;

/**
 * Personal information handed to an outside party for something of value — a sale whatever the verb ("we make your
 * email address available to data brokers for money", "advertisers pay us to receive your browsing history"). Denied
 * ("we do not give your data to brokers for money") it is none.
 */
export function disclosesForValue(text: string): boolean {
  if (!THIRD_PARTY_RECIPIENT.test(text)) return false;
  const paid = (FOR_VALUE.test(text) && affirms(text, FOR_VALUE)) || (PAY_US.test(text) && affirms(text, PAY_US));
  if (!paid) return false;
  const handedOver = HAND_OVER.test(text) && affirms(text, HAND_OVER);
  return handedOver || (PAID_FOR_DATA.test(text) && affirms(text, PAID_FOR_DATA));
}

/** Hours past a weekly threshold of 40 ("beyond forty hours in a week", "over 40 hours", "in excess of 40"). */
const OVER_FORTY = /\b(over|beyond|above|more than|in excess of|exceeding|after (the first )?)\s*(40|forty)\b/i;
/** Paid at the ordinary rate: "normal hourly rate", "straight time", "no premium". */
const STRAIGHT_TIME =
  /\b((normal|regular|usual|standard|ordinary|same|base|basic|straight) (hourly )?(rate|pay|time|wage)s?|straight[- ]time|no (overtime )?premium|without (any |a )?(overtime )?premium|(not|never) (paid )?at (a |any )?(higher|premium|overtime) rate)\b/i;
const PREMIUM = /\b(one and (one-)?a? ?half|1\.5|time and a half|150 ?%|double (time|rate)|twice)\b/i;

/** Hours over 40 in a week paid at the ordinary rate, in any wording (the FLSA premium denied). */
/** A week of more than 40 hours stated as a total: "48 hours a week", "four 12-hour shifts a week (48 hours)". */
const WEEK_OVER_FORTY = /\b(4[1-9]|[5-9]\d)[- ]hours?\b(?=[^.]{0,40}\b(a|per|each|every) (work)?week\b)|\b(a|per|each|every) (work)?week\b[^.]{0,40}\(?\b(4[1-9]|[5-9]\d) hours\b/i;

export function overtimeAtStraightTime(text: string): boolean {
  // "At straight time, not time and a half": the premium named only to be denied.
  return (OVER_FORTY.test(text) || WEEK_OVER_FORTY.test(text)) && STRAIGHT_TIME.test(text) && !affirms(text, PREMIUM) && affirms(text, STRAIGHT_TIME);
}

export const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12,
  fifteenth: 15, twentieth: 20, "twenty-fifth": 25, thirtieth: 30, last: 30,
};

/**
 * The day of the following month by which a payment is made ("by the 20th day of the next month", "on the tenth of the
 * following month", "before the last day of the subsequent month"); null when the text names none.
 */
export function dayOfFollowingMonth(text: string): number | null {
  const m = text.match(/\b(by|on|before|no later than|not later than|up to|until)\s+the\s+(\d{1,2})(?:st|nd|rd|th)?|\b(by|on|before|no later than|not later than|up to|until)\s+the\s+([a-z]+(?:-[a-z]+)?)\b/i);
  // The month after the one worked, in any words: "the following month", "the month after the month worked".
  if (!m || !/\b(following|next|subsequent|succeeding) month\b|\bmonth (after|following) (the (month|one) (worked|of work|it is earned|it was earned)|the wage month)\b/i.test(text)) return null;
  if (m[2]) return Number(m[2]);
  return ORDINAL_WORDS[m[4].toLowerCase()] ?? null;
}

/**
 * The day of absence, service or waiting on which something starts ("starts on the fifth day", "from day 4", "after
 * three waiting days" → 4); null when the text names none.
 */
export function startDay(text: string): number | null {
  // "From the 4th day", "from your fourth consecutive day off sick".
  const ord = text.match(/\b(?:from|on|starting on|beginning on|starts on|begins on|payable from|paid from)\s+(?:the\s+|your\s+)?(\d{1,2})(?:st|nd|rd|th)\s+(?:consecutive\s+|qualifying\s+|working\s+)?day\b|\b(?:from|on|starting on|beginning on|starts on|begins on|payable from|paid from)\s+(?:the\s+|your\s+)?([a-z]+(?:-[a-z]+)?)\s+(?:consecutive\s+|qualifying\s+|working\s+)?day\b/i);
  if (ord) return ord[1] ? Number(ord[1]) : (ORDINAL_WORDS[ord[2].toLowerCase()] ?? null);
  const dayN = text.match(/\bfrom day (\d{1,2}|[a-z]+)\b/i);
  if (dayN) return parseCount(dayN[1]);
  // "Starts on day four", "payable from day 4 onwards".
  const onDay = text.match(/\b(?:starts?|starting|begins?|beginning|kicks? in|payable|paid|due) (?:on|from|with) day (\d{1,2}|[a-z]+)\b/i);
  if (onDay) {
    const n = parseCount(onDay[1]);
    if (n !== null && !Number.isNaN(n)) return n;
  }
  // "Nothing is due for days one to three": payment starts the day after the last of them.
  const daysRange = text.match(new RegExp(`\\b(?:nothing|no (?:pay|payment|ssp|statutory sick pay|sick pay)|unpaid|not paid)\\b[^.;]{0,40}\\b(?:for|during|on) days? (?:1|one) (?:to|-|–|through|and) (${COUNT})\\b`, "i"));
  if (daysRange) {
    const n = parseCount(daysRange[1]);
    if (n !== null && !Number.isNaN(n)) return n + 1;
  }
  // "Nothing (is paid) for the first three days": payment starts the day after them.
  const none = text.match(new RegExp(`\\b(?:nothing|no (?:pay|payment|ssp|sick pay)|unpaid|not paid)\\b[^.;]{0,30}\\b(?:for|during|on) the first (${COUNT}) (?:waiting |qualifying |working )?days?\\b`, "i"));
  if (none) {
    const n = parseCount(none[1]);
    if (n !== null && !Number.isNaN(n)) return n + 1;
  }
  const after = text.match(new RegExp(`\\bafter (?:the first )?(${COUNT}) (?:waiting |qualifying )?days?\\b`, "i"));
  if (after) {
    const n = parseCount(after[1]);
    return n === null ? null : n + 1;
  }
  return null;
}

/** A term that stays the same however long the person has worked ("regardless of length of service", "however long you have worked for us"). */
export const REGARDLESS_OF_SERVICE =
  /\b(however long|no matter how long|regardless of (your |their )?(length of )?(service|how long)|irrespective of (your |their )?(length of )?(service|how long)|whatever (your |their )?(length of )?service)\b/i;

/**
 * A breach kept from the authority or the people affected, in any wording: "we don't notify the Board about them",
 * "minor incidents stay internal", "only if customers complain". The breach is named in the sentence or, where the
 * sentence refers back ("about them"), in the one before.
 */
const NOT_TOLD =
  /\b(do not|don't|does not|doesn't|never|will not|won't|shall not)\s+(notify|tell|inform|report|intimate|disclose|alert)\w*\b|\b(is|are|will|shall|would)\s+(not|never)\s+(be\s+)?(notified|told|informed|contacted|alerted|warned)\b|\b(stay|stays|remain|remains|are kept|is kept|kept|handled) (internal(ly)?|confidential|in-house|secret)\b|\bonly (if|when|once) (a |the |our )?(customers?|users?|clients?|someone|anyone|people|employees|staff|patients?|members?) (complain|ask|find out|report|notice)\w*/i;
/** People affected, as a breach plan names them: "affected patients", "customers", "data subjects", "users". */
const AFFECTED_PEOPLE = /\b(affected|individuals?|data subjects?|data principals?|patients?|customers?|clients?|users?|members?|employees|staff|people|persons|account holders?|consumers?)\b/i;

/** Silence the law allows: "where remedial action makes significant harm unlikely", "where there is no high risk". */
const LAWFUL_SILENCE = /\b(where|if|when|as long as|provided)\b[^.]{0,80}\b(unlikely|not likely|no (significant |real |high )?(harm|risk)|remedial (action|measures)|(data|it) (is|was|are|were) encrypted)\b/i;

/**
 * The sentence of a breach plan keeping a breach from the people it affects ("affected patients are NOT informed, even
 * if notifiable"), in a text about data breaches; the breach may be named only in the plan's other steps.
 */
export function peopleNotToldOfBreach<T extends { text: string }>(sentences: readonly T[], breach: RegExp): T | undefined {
  if (!sentences.some((x) => breach.test(x.text))) return undefined;
  return sentences.find((x) => AFFECTED_PEOPLE.test(x.text) && NOT_TOLD.test(x.text) && !/\b(unless|except)\b/i.test(x.text) && !LAWFUL_SILENCE.test(x.text) && /\b(breach\w*|incident|notifiable|affected|it|this|them)\b/i.test(x.text));
}

export function breachNotToldAt(sentences: readonly { text: string }[], i: number, breach: RegExp): boolean {
  const t = sentences[i].text;
  if (!NOT_TOLD.test(t)) return false;
  return breach.test(t) || (i > 0 && breach.test(sentences[i - 1].text) && /\b(them|it|these|those|such (incidents|breaches))\b/i.test(t));
}

const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const DAY_MONTH = /\b(\d{1,2})(?:st|nd|rd|th)? (january|february|march|april|may|june|july|august|september|october|november|december)(?:,? (\d{4}))?\b|\b(january|february|march|april|may|june|july|august|september|october|november|december) (\d{1,2})(?:st|nd|rd|th)?\b(?:,? (\d{4}))?/gi;

/**
 * The calendar days a text names ("2 March 2026", "June 10", "4 May"), as days since 1970 with where each stands; a
 * date without a year takes `year`, so two dates in one memo compare. A month alone ("January 2027") is no day.
 */
export function calendarDaysIn(text: string, year: number): { day: number; index: number }[] {
  return [...text.matchAll(DAY_MONTH)].map((m) => {
    const [d, mon, y] = m[1] ? [m[1], m[2], m[3]] : [m[5], m[4], m[6]];
    return { day: Date.UTC(y ? Number(y) : year, MONTH_NAMES.indexOf(mon!.toLowerCase()), Number(d)) / 86_400_000, index: m.index! };
  });
}

/**
 * Soft opt-in ("existing customer") conditions around a box ticked in advance: the details are taken in a sale (a
 * checkout, an order, customers who buy), for the sender's own similar products, with the chance to refuse (untick) at
 * collection; then the box is the refusal the exception requires, not a consent taken by a ticked box. Not where
 * partners' or other businesses' offers are in the same sentences. Looks at the box's sentence and the two before it
 * and one after it (a checkout's wording often spans "We'd like to email you… Don't want them? Untick: [x] …").
 */
export function softOptInBoxAt(sentences: readonly string[], i: number): boolean {
  const near = sentences.slice(Math.max(0, i - 2), i + 2).join(" ");
  const SALE = /\b(check-?out|basket|cart|order (page|form)|place (the|your) order|order is placed|confirm(ing)? (the|your) order|customers? who (buy|bought|purchase|order|complete)|(just |have |you've |you have )?(bought|purchased|ordered)|when you (buy|order|pay)|before (you pay|paying))\b/i;
  const OWN_SIMILAR = /\b(similar|like the (ones?|items?|products?|things?)|related products|from our (own )?(shop|store|range))\b/i;
  const REFUSE = /\b(untick\w*|uncheck\w*|rather not|don'?t want (them|these|it)|opt out)\b/i;
  const OTHERS = /\b(partners?|third[- ]part(y|ies)|sponsors?|affiliates|other (companies|brands|businesses))\b/i;
  const CANNOT_REFUSE = /\b(cannot|can't|can ?not) be (unticked|unchecked)\b/i;
  return SALE.test(near) && OWN_SIMILAR.test(near) && REFUSE.test(near) && !CANNOT_REFUSE.test(near) && !OTHERS.test(sentences[i]) && !(i > 0 && OTHERS.test(sentences[i - 1]));
}
