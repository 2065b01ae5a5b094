import { createHash } from "node:crypto";
import { categories } from "./taxonomy";
import { PatternScreen } from "./pattern-prefilter";
import type { Segment } from "./segment";

/**
 * Features for the learned clause detector: hashed word 1-, 2- and 3-grams of the clause text, heading words in
 * their own namespace, whether each taxonomy pattern matches, and the clause's position. Hashing keeps the stored
 * model free of any text from the contracts it was trained on: it holds numbers only.
 */
export const FEATURE_BITS = 20;
const MASK = (1 << FEATURE_BITS) - 1;
const MAX_WORDS = 600;
const READ_CHARS = MAX_WORDS * 12;

/** Bump when the features change in a way the fingerprint cannot see (tokenising, n-gram orders, sentence splitting, stackInput). */
const FEATURE_VERSION = 4;

/**
 * What a stored model depends on: the feature version and every taxonomy pattern, in order. A model trained on other
 * features would score nonsense, so its fingerprint must match (a unit test checks; npm run train:clauses renews it).
 */
export function featuresFingerprint(): string {
  const patterns = categories.map((c) => `${c.id}:${c.patterns.map((p) => p.toString()).join("|")}`).join("\n");
  return createHash("sha256").update(`${FEATURE_VERSION}/${FEATURE_BITS}\n${patterns}`).digest("hex").slice(0, 16);
}

const FNV_OFFSET = 0x811c9dc5;
const SPACE = 32;

/** 32-bit FNV-1a over `s`, continued from `h` (so a phrase's hash can extend its first word's without joining strings). */
function fnv(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** FNV-1a of `a`, a space and `b`: the same number as fnv(h, `${a} ${b}`). */
const fnvSpaced = (h: number, b: string) => fnv(Math.imul(h ^ SPACE, 0x01000193), b);

/** Folded into the feature space. */
const fold = (h: number) => (h >>> 0) & MASK;

/** 32-bit FNV-1a, folded into the feature space. */
const hash = (s: string) => fold(fnv(FNV_OFFSET, s));

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/\d+/g, "#")
    .split(/[^a-z#]+/)
    .filter(Boolean);

export interface Features {
  /** Distinct feature indices. */
  index: Uint32Array;
  /** The taxonomy patterns that match, as (category id, pattern number). */
  patterns: { id: string; k: number }[];
  /** The value every present feature takes (1/⁴√n: long clauses weigh a phrase a little less than short ones do). */
  value: number;
}

/**
 * The heading a clause sits under when it has none of its own: "(b) either party may end this on 30 days' notice"
 * reads as termination because of the "Termination" heading a few segments up, or of the section it sits in.
 */
export function parentHeading(segs: Segment[], position: number): string | null {
  if (segs[position].heading) return null;
  // A section heading standing alone on its number is no segment of its own: the clause carries it.
  if (segs[position].section) return segs[position].section!;
  for (let i = position - 1; i >= Math.max(0, position - 6); i--) if (segs[i].heading) return segs[i].heading;
  return null;
}

/** The taxonomy patterns (category id, pattern number) that match the clause's heading or text. */
export function matchingPatterns(seg: Segment): { id: string; k: number }[] {
  const cached = patternCache.get(seg);
  if (cached) return cached;
  const text = `${seg.heading ? seg.heading + ". " : ""}${seg.text}`;
  const found = screen().matches(text).map((index) => patternNames[index]);
  patternCache.set(seg, found);
  return found;
}
// The detector, the classifier and the playbook's screening all ask; a long clause should be read once.
const patternCache = new WeakMap<Segment, { id: string; k: number }[]>();

/** Every taxonomy pattern in order, as (category id, pattern number). */
const patternNames = categories.flatMap((cat) => cat.patterns.map((_, k) => ({ id: cat.id, k })));
let screened: PatternScreen | null = null;
const screen = () => (screened ??= new PatternScreen(categories.flatMap((cat) => cat.patterns)));

/**
 * The sentences of a clause, for the sentence-level half of the detector: a labelled non-compete is often one
 * sentence of a long exclusivity clause, and its words are diluted in the clause's bag of n-grams. Splits after
 * . ; or : when a capital or an opening bracket or quote follows; pieces under 60 characters join the next.
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let carry = "";
  for (const piece of text.split(/(?<=[.;:])\s+(?=[A-Z(“"])/)) {
    carry = carry ? `${carry} ${piece}` : piece;
    if (carry.length >= 60) {
      out.push(carry);
      carry = "";
    }
  }
  if (carry) {
    if (out.length) out[out.length - 1] += ` ${carry}`;
    else out.push(carry);
  }
  return out;
}

/** Features of each sentence of a clause of several sentences (none for a single sentence), read under the clause's heading. */
export function sentenceFeatures(seg: Segment, position: number, parent: string | null = null): (Features & { sentence: string })[] {
  // The same opening the clause's own features read: a runaway clause must not become thousands of sentences.
  const sentences = sentencesOf(seg.text.slice(0, READ_CHARS));
  if (sentences.length < 2) return [];
  return sentences.map((sentence) => ({ ...clauseFeatures({ ...seg, text: sentence }, position, seg.heading ?? parent), sentence }));
}

export function clauseFeatures(seg: Segment, position: number, parent: string | null = null): Features {
  const seen = new Set<number>();
  const add = (f: string) => seen.add(hash(f));
  // The first MAX_WORDS words are enough to tell a clause; cutting the text first keeps a runaway clause cheap.
  const body = words(seg.text.slice(0, READ_CHARS)).slice(0, MAX_WORDS);
  // Word 1-, 2- and 3-grams hashed as the strings "a", "a b" and "a b c", each extending the shorter one's hash.
  for (let i = 0; i < body.length; i++) {
    const one = fnv(FNV_OFFSET, body[i]);
    seen.add(fold(one));
    if (i + 1 >= body.length) continue;
    const two = fnvSpaced(one, body[i + 1]);
    seen.add(fold(two));
    if (i + 2 < body.length) seen.add(fold(fnvSpaced(two, body[i + 2])));
  }
  // Six-letter stems, so "terminate", "terminated" and "termination" share their evidence (hashed as "s:stem stem").
  const stemPrefix = fnv(FNV_OFFSET, "s:");
  for (let i = 0; i + 1 < body.length; i++) seen.add(fold(fnvSpaced(fnv(stemPrefix, body[i].slice(0, 6)), body[i + 1].slice(0, 6))));
  for (const w of words(`${seg.label ?? ""} ${seg.heading ?? ""}`)) {
    add(`h:${w}`);
    add(`hs:${w.slice(0, 6)}`);
  }
  for (const w of words(parent ?? "")) add(`ph:${w}`);
  const patterns = matchingPatterns(seg);
  for (const { id, k } of patterns) add(`re:${id}:${k}`);
  add(`pos:${Math.min(position, 3)}`);
  add(`kind:${seg.kind}`);
  add(`len:${Math.min(Math.floor(Math.log2(body.length + 1)), 10)}`);
  add("bias");
  const index = Uint32Array.from(seen);
  return { index, patterns, value: 1 / Math.sqrt(Math.sqrt(index.length)) };
}

/** A clause's first-level scores for one category: its own and its best sentence's (its own again for one sentence). */
export interface FirstLevel {
  clause: number;
  sentence: number;
}

const clip = (z: number) => Math.max(-15, Math.min(15, z)) / 5;

const SEGMENT_KINDS: Segment["kind"][] = ["preamble", "clause", "definitions", "signature", "exhibit"];
/** Length of stackInput's vector. */
export const STACK_DIMS = 10 + 4 + SEGMENT_KINDS.length;

/**
 * The second level's input for one category: the clause's first-level scores, those of the clauses before and after
 * it (a labelled exception or volume cap often sits next to the clause that names the covenant or commitment; a
 * heading line is its own segment), whether one of the category's patterns matches, and the clause's position and
 * kind. Scores are clipped to ±15 and divided by 5, so that no runaway score dominates. Written into `x` when
 * given (STACK_DIMS long): scoring a document's clauses reuses one array instead of one per clause and category.
 */
export function stackInput(
  own: FirstLevel,
  previous: FirstLevel | null,
  next: FirstLevel | null,
  patternHit: boolean,
  position: number,
  kind: Segment["kind"],
  x = new Float64Array(STACK_DIMS),
): Float64Array {
  x.fill(0);
  x[0] = 1;
  x[1] = clip(own.clause);
  x[2] = clip(own.sentence);
  x[3] = previous ? 0 : 1;
  x[4] = previous ? clip(previous.clause) : 0;
  x[5] = previous ? clip(previous.sentence) : 0;
  x[6] = next ? 0 : 1;
  x[7] = next ? clip(next.clause) : 0;
  x[8] = next ? clip(next.sentence) : 0;
  x[9] = patternHit ? 1 : 0;
  x[10 + Math.min(position, 3)] = 1;
  x[14 + Math.max(0, SEGMENT_KINDS.indexOf(kind))] = 1;
  return x;
}
