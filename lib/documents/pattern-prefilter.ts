// A CommonJS module that assigns module.exports whole: Node's ESM loader (tsx scripts) finds no named exports in it.
import regjsparser, { type RootNode as AnyNode } from "regjsparser";
import { LiteralScanner } from "./literal-scan";

const syntax = { lookbehind: true, namedGroups: true } as const;
type RootNode = AnyNode<typeof syntax>;

/**
 * What every match of a pattern must contain, as literal substrings: a string (it must occur), all of several, any
 * of several, or nothing known (true). Reading a clause tests 164 taxonomy patterns on the clause and again on each
 * of its sentences; a pattern whose literals are absent cannot match, and one scan for all literals costs less than
 * running the patterns.
 * Only sound conditions are derived: an optional or repeated-zero part, a character class, an anchor or a lookaround
 * asks for nothing, so a pattern is never skipped on text it would match.
 */
export type Need = true | string | { all: Need[] } | { any: Need[] };

/**
 * The literals a match of `pattern` must contain. With the `i` flag they are lower-cased and must be looked for in
 * the lower-cased text: without the `u` flag an ASCII letter matches only its two ASCII cases, and lower-casing keeps
 * every ASCII letter where it was. Literals are ASCII: a non-ASCII character ends a literal rather than joining it.
 */
export function requiredLiterals(pattern: RegExp): Need {
  if (pattern.flags.replace(/[gi]/g, "") !== "") return true;
  try {
    return needOf(regjsparser.parse(pattern.source, "", syntax), pattern.ignoreCase);
  } catch {
    return true;
  }
}

/**
 * A cheaper condition implied by `need`: literals of which a match holds at least one (true: nothing to check). Of
 * parts that are all required, one is enough to check; the one whose shortest literal is longest is kept, as a long
 * literal is seldom present by chance.
 */
export function anyOfLiterals(need: Need): string[] | true {
  if (need === true) return true;
  if (typeof need === "string") return [need];
  if ("any" in need) {
    const options = need.any.map(anyOfLiterals);
    return options.some((o) => o === true) ? true : [...new Set((options as string[][]).flat())];
  }
  const shortest = (literals: string[]) => Math.min(...literals.map((l) => l.length));
  let best: string[] | true = true;
  for (const part of need.all) {
    const literals = anyOfLiterals(part);
    if (literals === true) continue;
    if (best === true || shortest(literals) > shortest(best) || (shortest(literals) === shortest(best) && literals.length < best.length)) best = literals;
  }
  return best;
}

/**
 * Patterns tested together on many texts. Each pattern's literals (anyOfLiterals) are looked up in one scan of the
 * text (and one of its lower-cased copy, for `i` patterns); only the patterns whose literals are there are run.
 */
export class PatternScreen {
  private readonly entries: { pattern: RegExp; literals: number[] | null }[];
  private readonly exact: LiteralScanner;
  private readonly caseless: LiteralScanner;

  constructor(patterns: RegExp[]) {
    const exact: string[] = [];
    const caseless: string[] = [];
    const idOf = (list: string[], literal: string) => (list.includes(literal) ? list.indexOf(literal) : list.push(literal) - 1);
    this.entries = patterns.map((pattern) => {
      const literals = anyOfLiterals(requiredLiterals(pattern));
      const list = pattern.ignoreCase ? caseless : exact;
      return { pattern, literals: literals === true ? null : literals.map((l) => idOf(list, l)) };
    });
    this.exact = new LiteralScanner(exact);
    this.caseless = new LiteralScanner(caseless);
  }

  /** The indices of the patterns that match `text`, in order. */
  matches(text: string): number[] {
    const exact = this.exact.scan(text);
    const caseless = this.caseless.scan(text.toLowerCase());
    const found: number[] = [];
    this.entries.forEach(({ pattern, literals }, index) => {
      const present = pattern.ignoreCase ? caseless : exact;
      if ((literals === null || literals.some((id) => present[id] === 1)) && pattern.test(text)) found.push(index);
    });
    return found;
  }
}

function needOf(node: RootNode, ignoreCase: boolean): Need {
  switch (node.type) {
    case "alternative":
      return sequenceNeed(node.body, ignoreCase);
    case "disjunction": {
      const options = node.body.map((n) => needOf(n, ignoreCase));
      return options.includes(true) ? true : { any: options };
    }
    case "group":
      return node.behavior === "normal" || node.behavior === "ignore" ? sequenceNeed(node.body, ignoreCase) : true;
    case "quantifier":
      return node.min > 0 ? needOf(node.body[0], ignoreCase) : true;
    case "value": {
      const literal = literalChar(node.codePoint, ignoreCase);
      return literal ?? true;
    }
    default:
      return true;
  }
}

/** A sequence's needs: its runs of literal characters as strings, and what each other part needs. */
function sequenceNeed(body: RootNode[], ignoreCase: boolean): Need {
  const needs: Need[] = [];
  let run = "";
  const endRun = () => {
    if (run) needs.push(run);
    run = "";
  };
  for (const part of body) {
    const literal = part.type === "value" ? literalChar(part.codePoint, ignoreCase) : null;
    if (literal !== null) {
      run += literal;
      continue;
    }
    endRun();
    const need = needOf(part, ignoreCase);
    if (need !== true) needs.push(need);
  }
  endRun();
  if (needs.length === 0) return true;
  return needs.length === 1 ? needs[0] : { all: needs };
}

/** The character a literal stands for in the text searched; null (ending the literal) for a non-ASCII one. */
function literalChar(codePoint: number, ignoreCase: boolean): string | null {
  if (codePoint >= 128) return null;
  const char = String.fromCharCode(codePoint);
  return ignoreCase ? char.toLowerCase() : char;
}
