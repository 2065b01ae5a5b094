import type { z } from "zod";

/**
 * Unknown request fields are errors (DECISIONS, "Wire format"): a misnamed field silently dropped can change a
 * computed amount. These helpers find the fields a schema defines at an error's path, so the error can say
 * "did you mean …" the way Stripe and Anthropic do.
 */

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "nonoptional", "catch", "success"]);

/** Strips wrappers (optional, default, pipe, lazy…) down to the schema that describes the value's shape. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 32; i++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else if (def.type === "lazy" && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

/** The keys an object schema defines at `path` of `input`, choosing union variants by the input; null if unknown. */
export function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[], input: unknown): string[] | null {
  const node = unwrap(schema);
  const def = defOf(node);
  if (def.type === "union" && def.options) {
    const options = def.options;
    if (def.discriminator && input && typeof input === "object") {
      const tag = (input as Record<string, unknown>)[def.discriminator];
      const chosen = options.find((o) => {
        const shape = defOf(unwrap(o)).shape;
        const literal = shape?.[def.discriminator!];
        return literal !== undefined && (literal as unknown as { _zod: { values?: Set<unknown> } })._zod.values?.has(tag);
      });
      if (chosen) return knownKeysAt(chosen, path, input);
    }
    for (const option of options) {
      const keys = knownKeysAt(option, path, input);
      if (keys) return keys;
    }
    return null;
  }
  if (def.type === "intersection" && def.left && def.right) {
    const left = knownKeysAt(def.left, path, input);
    const right = knownKeysAt(def.right, path, input);
    return left || right ? [...(left ?? []), ...(right ?? [])] : null;
  }
  const [head, ...rest] = path;
  const child = input && typeof input === "object" && head !== undefined ? (input as Record<PropertyKey, unknown>)[head] : undefined;
  if (def.type === "object" && def.shape) {
    if (head === undefined) return Object.keys(def.shape);
    const next = def.shape[String(head)];
    return next ? knownKeysAt(next, rest, child) : null;
  }
  if (def.type === "array" && def.element && head !== undefined) return knownKeysAt(def.element, rest, child);
  if (def.type === "record" && def.valueType && head !== undefined) return knownKeysAt(def.valueType, rest, child);
  return null;
}

/** Words people use for a field we name otherwise; a hint is offered only when the target exists at that level. */
const SYNONYMS: Record<string, string[]> = {
  text: ["document_text", "message"],
  document: ["document_text", "document_base64"],
  content: ["message", "document_text"],
  prompt: ["message"],
  country: ["jurisdiction"],
  region: ["jurisdiction"],
  lang: ["language"],
  locale: ["language"],
  regulation: ["regulations"],
  laws: ["regulations"],
  tool: ["tool_type"],
  type: ["tool_type", "document_type", "analysis_type"],
  streaming: ["stream"],
  expiry: ["expires_at"],
  expires: ["expires_at"],
};

function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toLowerCase()
    .replace(/^_+|_+$/g, "");
}

/**
 * Bounds on the fuzzy matching, which costs the product of two names' lengths per candidate: a field name or value
 * of 100,000 characters once held the event loop for 18 s. No defined name is longer than MAX_SUGGEST_LENGTH, so a
 * longer one cannot be a typo of one; at most MAX_CANDIDATES names are compared.
 */
export const MAX_SUGGEST_LENGTH = 64;
export const MAX_CANDIDATES = 500;

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and adjacent swaps such as "emial" cost 1),
 * computed only as far as `limit`: past it the answer is `limit + 1`, returned as soon as a whole row exceeds it.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length], limit + 1);
}

/** The defined field a misnamed one most likely meant, or undefined when none is close. */
export function suggestField(unknown: string, known: readonly string[]): string | undefined {
  if (known.length === 0 || unknown.length > MAX_SUGGEST_LENGTH) return undefined;
  const candidates = known.slice(0, MAX_CANDIDATES).filter((k) => k.length <= MAX_SUGGEST_LENGTH);
  const wanted = snakeCase(unknown);
  const exact = candidates.find((k) => k === wanted);
  if (exact) return exact;
  const synonym = Object.hasOwn(SYNONYMS, wanted) ? SYNONYMS[wanted].find((s) => candidates.includes(s)) : undefined;
  if (synonym) return synonym;
  let best: { key: string; score: number } | undefined;
  for (const key of candidates) {
    const limit = Math.max(1, Math.floor(Math.max(wanted.length, key.length) / 4));
    // "current_liabilities" for "current_liabilities_due": one name extends the other by whole words.
    const extends_ = wanted.length >= 4 && (key.startsWith(`${wanted}_`) || wanted.startsWith(`${key}_`) || key.endsWith(`_${wanted}`));
    const distance = extends_ ? 0 : editDistanceWithin(wanted, key, limit);
    const score = extends_ ? 0.5 : distance <= limit ? distance : Infinity;
    if (score < (best?.score ?? Infinity)) best = { key, score };
  }
  return best?.key;
}
