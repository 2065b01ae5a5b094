import { findSentence, NOTICE_HEADING, type Sentence } from "../document";
import { ASKS } from "./concepts";
import { affirms, periodsIn } from "./facts";
import type { Outcome, Rule, RuleContext } from "./types";
import { disownedPractice } from "./disowned";

/**
 * Sentence patterns: every `all` must match in one sentence, no `none` may. As a breach pattern, every `all` fact must
 * also be affirmed in its clause: "a box that is not ticked in advance" shows no pre-ticked box, and "closing this
 * banner does not mean you consent" no implied consent. A pattern whose breach is itself a denial or an absence ("we
 * do not respond to …", "no impact assessment has been carried out") sets `negationIsTheFact`.
 */
export interface SentencePattern {
  all: readonly RegExp[];
  none?: readonly RegExp[];
  negationIsTheFact?: boolean;
}

type Common = Omit<Rule, "test"> & {
  /** Extra condition on the whole text for the rule to run at all. */
  when?: (ctx: RuleContext) => boolean;
};

export function firstMatch(ctx: RuleContext, patterns: readonly SentencePattern[]): Sentence | null {
  for (const p of patterns) {
    const s = findSentence(ctx.doc, p.all, p.none);
    if (s) return s;
  }
  return null;
}

/** The first sentence showing the practice a breach pattern describes, none of its facts denied. */
export function firstBreach(ctx: RuleContext, patterns: readonly SentencePattern[]): Sentence | null {
  for (const p of patterns) {
    if (!p.all.every((re) => ctx.doc.mentions(re))) continue;
    for (const s of ctx.doc.sentences) {
      if (!p.all.every((re) => re.test(s.text)) || p.none?.some((re) => re.test(s.text)) || ASKS.test(s.text)) continue;
      if (!p.negationIsTheFact && !p.all.every((re) => affirms(s.text, re))) continue;
      return s;
    }
  }
  // A fact split over a sentence and the one it refers back to: "We let ad networks into our app. They receive your
  // location …", "We post a catalogue. If you'd rather not receive it …". Read together, quoted at the second.
  const sentences = ctx.doc.sentences;
  for (const p of patterns) {
    if (!p.all.every((re) => ctx.doc.mentions(re))) continue;
    for (let i = 1; i < sentences.length; i++) {
      const s = sentences[i];
      if (!REFERS_BACK.test(s.text) || ASKS.test(s.text) || !p.all.some((re) => re.test(s.text))) continue;
      const joined = `${sentences[i - 1].text} ${s.text}`;
      if (!p.all.every((re) => re.test(joined)) || p.none?.some((re) => re.test(joined))) continue;
      if (!p.negationIsTheFact && !p.all.every((re) => affirms(joined, re))) continue;
      return s;
    }
  }
  return null;
}

/**
 * A sentence that opens by referring back to the one before: a pronoun subject, a choice about what it described, or
 * the people it named as the object of the opening verb ("Tell them …", "Let's email them …", "We will not tell them …").
 */
const REFERS_BACK =
  /^\s*(they|these|this|that|it|those|such (data|information|details|partners|companies|processing)|if you('d| would) (rather|prefer) not|if you (do not|don't) (want|wish)|if you prefer not)\b|^\s*([\w'’]+[,:]?\s+){1,4}(them|these people|those people)\b/i;

/**
 * A practice rule: breached when a sentence shows the forbidden practice, met when one shows the required one,
 * otherwise not assessable (the text does not describe the practice).
 */
export function practice(
  spec: Common & {
    /** A hit with `open` is a sentence bearing on the obligation that does not decide it: reported as not assessable. */
    breach: readonly SentencePattern[] | ((ctx: RuleContext) => { sentence: Sentence | null; finding?: string; open?: boolean } | null);
    met?: readonly SentencePattern[];
    finding: string;
    metFinding?: string;
  },
): Rule {
  return {
    ...base(spec),
    test(ctx) {
      if (spec.when && !spec.when(ctx)) return null;
      const hit: { sentence: Sentence | null; finding?: string; open?: boolean } | null = typeof spec.breach === "function" ? spec.breach(ctx) : wrap(firstBreach(ctx, spec.breach));
      if (hit?.open) return { status: "not_assessable", sentence: hit.sentence, finding: hit.finding ?? spec.finding };
      // A practice the text disowns as past ("our old supplier used to …; we stopped it") is not the text's practice.
      if (hit && !(hit.sentence && disownedPractice(ctx.doc.sentences, hit.sentence))) return { status: "breached", sentence: hit.sentence, finding: hit.finding ?? spec.finding };
      const ok = spec.met ? firstMatch(ctx, spec.met) : null;
      if (ok) return { status: "met", sentence: ok, finding: spec.metFinding ?? `The text meets this obligation.` };
      return null;
    },
  };
}

/**
 * A required-content rule (what a notice or contract must state): met when a sentence states it, breached when the
 * text is silent, as long as `required` holds (e.g. withdrawal of consent only where consent is relied on).
 */
export function requiredContent(
  spec: Common & {
    present: readonly SentencePattern[];
    required?: (ctx: RuleContext) => boolean;
    /** Silence is a breach only in a text that must carry the content (the notice itself, not an extract of it). */
    silenceBreaches?: (ctx: RuleContext) => boolean;
    missing: string;
    /**
     * A sentence that names the content only to deny it ("staff are not bound by any confidentiality obligation") is a
     * breach, not the content stated. Only for content no lawful text states in the negative (a contract's terms).
     */
    denied?: string;
    /** A sentence saying the content does not exist ("we do not have a data protection officer"): a breach even in a passage. */
    saysAbsent?: RegExp;
  },
): Rule {
  return {
    ...base(spec),
    test(ctx): Outcome | null {
      if (spec.when && !spec.when(ctx)) return null;
      if (spec.required && !spec.required(ctx)) return null;
      if (spec.denied) {
        const stated = spec.present.flatMap((p) => ctx.doc.sentences.filter((x) => p.all.every((re) => re.test(x.text)) && !p.none?.some((re) => re.test(x.text))).map((x) => ({ x, p })));
        const affirmed = stated.find(({ x, p }) => p.all.every((re) => affirms(x.text, re)));
        if (affirmed) return { status: "met", sentence: affirmed.x, finding: "The text states this." };
        if (stated.length > 0) return { status: "breached", sentence: stated[0].x, finding: spec.denied };
      }
      const s = firstMatch(ctx, spec.present);
      if (s) return { status: "met", sentence: s, finding: "The text states this." };
      const absent = spec.saysAbsent ? ctx.doc.sentences.find((x) => spec.saysAbsent!.test(x.text)) : undefined;
      if (absent) return { status: "breached", sentence: absent, finding: spec.missing };
      if (spec.silenceBreaches && !spec.silenceBreaches(ctx)) return null;
      if (presentsAsFragment(ctx)) return null;
      return { status: "breached", sentence: null, finding: spec.missing };
    },
  };
}

/**
 * The text presents itself as the privacy notice (its heading or opening says so), so what a notice must contain can
 * be missing from it. A form, a banner, a contract clause, a procedure or an email that mentions personal data is not
 * the notice: silence there shows nothing about the notice, and the item is not assessable.
 */
export function presentsAsNotice(ctx: RuleContext): boolean {
  if (!ctx.doc.kinds.has("privacy_notice") || presentsAsFragment(ctx)) return false;
  const opening = ctx.doc.sentences.slice(0, 2).map((s) => s.text).join(" ");
  return NOTICE_HEADING.test(opening) || /\bthis (privacy )?(notice|policy|statement) (explains|describes|sets out|tells you)\b/i.test(ctx.doc.text);
}

/** The rule's own fields, without the spec's patterns and wording. */
function base(spec: Common): Omit<Rule, "test"> {
  return {
    id: spec.id,
    provision: spec.provision,
    cites: spec.cites,
    obligation: spec.obligation,
    severity: spec.severity,
    ...(spec.appliesTo ? { appliesTo: spec.appliesTo } : {}),
    ...(spec.inForceFrom ? { inForceFrom: spec.inForceFrom } : {}),
    ...(spec.inForceUntil ? { inForceUntil: spec.inForceUntil } : {}),
    fix: spec.fix,
  };
}

function wrap(s: Sentence | null) {
  return s ? { sentence: s } : null;
}

/** The first period a sentence states ("three months", "90 days", "ten business days", "a fortnight"), in days. */
export function durationInDays(text: string): { days: number; working: boolean } | null {
  const p = periodsIn(text)[0];
  return p ? { days: p.days, working: p.working } : null;
}

/** Every duration in a sentence, in days (largest first). */
export function durationsInDays(text: string): number[] {
  return durationsInOrder(text).sort((a, b) => b - a);
}

/** Every duration in a sentence, in days, in the order they are written. */
export function durationsInOrder(text: string): number[] {
  return periodsIn(text).map((p) => p.days);
}

/** Amounts of money in a sentence ("£11.90", "$600", "EUR 25", "R$ 50"), as numbers. */
export function amounts(text: string, currency: RegExp): number[] {
  const out: number[] = [];
  const re = new RegExp(`(?:${currency.source})\\s?(\\d{1,3}(?:,\\d{3})*(?:\\.\\d{1,2})?)`, "gi");
  for (const m of text.matchAll(re)) out.push(Number(m[1].replace(/,/g, "")));
  return out;
}

/** The first sentence matching the pattern whose longest stated period (in days) exceeds the limit. */
export function sentenceAllowingLonger(ctx: RuleContext, limitDays: number, pattern: SentencePattern): { sentence: Sentence } | null {
  if (!pattern.all.every((re) => ctx.doc.mentions(re))) return null;
  for (const s of ctx.doc.sentences) {
    if (!pattern.all.every((re) => re.test(s.text)) || pattern.none?.some((re) => re.test(s.text))) continue;
    const longest = durationsInDays(s.text)[0];
    if (longest !== undefined && longest > limitDays) return { sentence: s };
  }
  return null;
}

/**
 * A passage of a few sentences ("Privacy FAQ. How long do you keep my data? As long as we see fit."), however it is
 * headed: an answer, a clause or a message taken from a longer document, never the whole notice or statement. What a
 * whole notice or contract must state cannot be missing from it, so silence there is not assessable; what the passage
 * does say is still tested.
 */
export function presentsAsFragment(ctx: RuleContext): boolean {
  // A form with its own consent control ("[I agree]", a tick box) is the whole request, however short.
  if (/\[[^\]\n]{1,40}\]|[☐☑□■✓]/.test(ctx.doc.text) || ctx.doc.text.length > 600) return false;
  const substantive = ctx.doc.sentences.filter((x) => x.text.split(/\s+/).filter(Boolean).length >= 4);
  if (substantive.length >= FRAGMENT_SENTENCES) return false;
  // One statement; a question and its answer; or a clause quoted after its document's name ("Employment contract: the
  // Company may …"). A heading of its own followed by a few sentences may still be a (thin) whole notice.
  if (substantive.length <= 1 || substantive.some((x) => /\?\s+\S/.test(x.text)) || QUOTED_CLAUSE.test(ctx.doc.sentences[0]?.text ?? "")) return true;
  // A thin whole notice still does a notice's job somewhere: it names who is responsible, says what it collects or uses,
  // lists rights, or lays the processing out in a table. A few sentences on one practice that do none of that are a
  // passage from a longer text.
  return !ctx.doc.sentences.some((x) => NOTICE_ITEM_STATED.some((re) => re.test(x.text) && affirms(x.text, re)));
}

/** What only a notice (or terms) as such states: the controller, what is collected or used, rights, a table of uses. */
const NOTICE_ITEM_STATED: readonly RegExp[] = [
  /\b(we|our [a-z]+|the (processor|supplier|vendor|company))\s+(collect|use|process|record|gather|hold|store|ask for|obtain|receive)(e?s|ed)?\b[^.;]{0,80}\b(your|personal|customers?'?|users?'?|members?'?|patients?'?|employees?'?|staff|applicants?'?|names?|e-?mails?|address(es)?|phone|numbers?|data|details|information|scores?|records?)\b/i,
  /\b(controller|is responsible for (your|the processing|personal)|data protection officer)\b|@[\w-]+\.[a-z]{2,}|\b(Ltd|GmbH|SAS|S\.A\.|Inc|LLC|Pvt|B\.V\.|Ltda)\b/,
  /\b(right (to|of) (access|erasure|object|rectification|portability|complain|be informed)|you have the right)\b/i,
  /\|/,
];

/** Four sentences of four words or more make a whole text, however short. */
const FRAGMENT_SENTENCES = 4;
/** A document's name, a colon, and a clause of it on the same line: "Privacy policy: we keep …". */
const QUOTED_CLAUSE = /^[A-Z][\w'’ -]{2,60}:\s+[a-z]/;

/** The text's heading or opening calls it an extract of a longer document ("Addendum (extract)", "Excerpt from …"). */
export function presentsAsExtract(ctx: RuleContext): boolean {
  const opening = ctx.doc.sentences.slice(0, 2).map((x) => x.text).join(" ");
  return /\b(extracts?|excerpts?|abridged|selected (clauses|terms|sections))\b/i.test(opening) || LISTED_PARTS.test(opening);
}

/**
 * A heading that lists the parts it shows ("…, clauses 3, 7 and 11", "sections 4 and 9", "§§ 2–5") announces a
 * selection: the parts it skips may hold the terms it does not show.
 */
const LISTED_PARTS = /\b(clauses|sections|articles|paragraphs|parts|§§)\s*\d+[a-z]?(\s*(,|and|&|to|-|–)\s*\d+[a-z]?)+/i;

/**
 * The text shows one numbered part of a longer document: its heading names the part ("…, section 4", "Clause 7:", an
 * annex to other terms) or its numbered clauses start past the first part ("4.1 …" with no "1." or "1.1" before). A
 * term it does not show may sit in a part it leaves out.
 */
export function presentsAsSection(ctx: RuleContext): boolean {
  const opening = ctx.doc.sentences[0]?.text ?? "";
  if (/\b(section|clause|article|part|§)\s*(\d+|[IVX]+)\b[^.]{0,40}$/i.test(opening)) return true;
  // A data processing agreement annexed to a main contract ("DPA (Schedule 3 to the Subscription Agreement)") is the
  // whole of the processor terms; an annex or schedule of other terms, or clauses numbered from 3, is one part.
  if (/\b(data processing (agreement|addendum|terms)|dpa|auftragsverarbeitungsvertrag|avv)\b/i.test(opening)) return false;
  if (/\b(annex|schedule|appendix|exhibit)\s*(\d+|[IVX]+|[A-H])\b/i.test(opening)) return true;
  const first = /(?:^|\n)\s*(\d{1,2})\.(\d{1,2})?\.?\s+[A-Z]/.exec(ctx.doc.text);
  return first !== null && Number(first[1]) >= 2;
}

/**
 * The text's heading calls it an app-store or shop listing ("Play Store description", "App Store listing"): what a
 * store page shows before download, not the notice that goes with the consent request in the app, so items it leaves
 * out are not missing from that notice.
 */
export function presentsAsStoreListing(ctx: RuleContext): boolean {
  const opening = ctx.doc.sentences.slice(0, 2).map((x) => x.text).join(" ");
  return /\b((google )?play store|app store|apple store|store|marketplace) (description|listing|page|entry|text)\b/i.test(opening);
}
