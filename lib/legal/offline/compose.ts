import countries from "i18n-iso-countries";
// The English names are registered by ../jurisdictions, which this module imports.
import { getJurisdiction, jurisdictionChain, jurisdictions } from "../jurisdictions";

/**
 * Wording of the offline answer (`answer.ts`): pure helpers, so that each rule a lawyer would ask of the answer is
 * testable without the registry. Retrieval decides what is found and in which order; these only drop a citation
 * from another area of law, label law of another level than the one asked about, and say what the answer cannot
 * tell (a period or figure none of the cited provisions states).
 */

/** Broad areas of law, by the topic tags the registry uses for them. */
const AREAS: Record<string, readonly string[]> = {
  employment: ["employment"],
  housing: ["tenancy", "housing"],
  family: ["family"],
  consumer: ["consumer-protection", "consumer"],
  tax: ["tax", "income-tax", "gst"],
  company: ["company-law", "companies"],
  criminal: ["criminal-procedure", "criminal"],
};

export function areasOf(topics: readonly string[]): Set<string> {
  return new Set(Object.entries(AREAS).filter(([, tags]) => tags.some((t) => topics.includes(t))).map(([area]) => area));
}

interface Cited {
  topics: readonly string[];
  question_coverage?: number;
}

/**
 * Drops further citations from another area of law than the first's (a tenant's notice to end a tenancy beside an
 * employer's notice of dismissal, linked only by "termination"), unless the other answers at least as much of the
 * question: then the question may be read either way and the answer shows both. The first is never dropped; a
 * provision carrying no area tag is kept.
 */
export function sameAreaAsFirst<T extends Cited>(cited: T[]): T[] {
  const [first, ...rest] = cited;
  if (!first) return cited;
  const firstAreas = areasOf(first.topics);
  if (firstAreas.size === 0) return cited;
  return [
    first,
    ...rest.filter((p) => {
      const areas = areasOf(p.topics);
      if (areas.size === 0 || [...areas].some((a) => firstAreas.has(a))) return true;
      return (p.question_coverage ?? 0) >= (first.question_coverage ?? 0);
    }),
  ];
}

/** "the United Kingdom", "the United States of America", "the Netherlands"; "Germany", "California" unchanged. */
export function withArticle(place: string): string {
  if (/^the\s/i.test(place)) return place;
  const needsThe =
    /^(United|European|Republic|People's|Democratic|Central African|Czech|Dominican|Islamic|Lao|Russian|Syrian)\b/.test(place) ||
    /\b(Islands|Republic|Federation)$/.test(place) ||
    /^(Bahamas|Maldives|Netherlands|Philippines)$/.test(place);
  return needsThe ? `the ${place}` : place;
}

/** The question asks for a period, a deadline, an amount or a limit ("how long", "how much notice", "when must"). */
export function asksForFigure(question: string): boolean {
  return /\bhow (long|much|many|soon|often|quickly|fast|late|old)\b|\bwhen (do|does|did|must|is|are|will|should|can|has|have)\b|\b(deadline|time limit|by when|at what point|at what age|the most|the least|minimum|maximum)\b/i.test(
    question,
  );
}

const NUMBER_WORD =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|half";
const UNIT = "hours?|days?|weeks?|months?|years?|per ?cent|percent|times";
const FIGURE = new RegExp(
  [
    `\\b(?:\\d+(?:[.,]\\d+)*|${NUMBER_WORD})(?:-\\w+)?(?:\\s+(?:to|or|and)\\s+(?:\\d+|${NUMBER_WORD})(?:-\\w+)?)?[\\s-]+(?:(?:working|calendar|business|clear|complete|consecutive|full|days'|weeks'|months')\\s+)?(?:${UNIT})\\b`,
    "\\d\\s?%",
    "[$£€₹]\\s?\\d",
    "\\bRs\\.?\\s?\\d",
    "\\b(?:weekly|fortnightly|monthly|semi-monthly|annually|twice|double)\\b",
    "\\b\\w+(?:th|st|nd|rd) day\\b",
  ].join("|"),
  "i",
);

/** The text states a period, an amount, a rate or a frequency (not merely a section number). */
export function statesFigure(text: string): boolean {
  return FIGURE.test(text);
}

/**
 * The caveat for a question asking for a figure when the first provision cited states none: the answer must not let
 * a neighbouring provision's period ("thirty days" for the opposite party's reply) pass for the one asked about.
 * Null when no caveat is needed.
 */
export function figureCaveat(question: string, summaries: readonly string[]): string | null {
  if (!asksForFigure(question) || summaries.length === 0 || statesFigure(summaries[0])) return null;
  const others = summaries.map((s, i) => (i > 0 && statesFigure(s) ? `[${i + 1}]` : null)).filter((s) => s !== null);
  if (others.length === 0) {
    const none = summaries.length === 1 ? "The provision we found states no" : "None of these provisions states a";
    return (
      `${none} specific period, amount or number as we summarise it, so this answer cannot give the ` +
      "figure you asked about; the rule may be in a provision we do not hold or did not find."
    );
  }
  const list = others.length === 1 ? others[0] : `${others.slice(0, -1).join(", ")} and ${others[others.length - 1]}`;
  return `[1] states no specific period, amount or number as we summarise it; ${list} ${others.length === 1 ? "does" : "do"}, but check that the figure is the one you asked about (it may concern another step or matter) before relying on it.`;
}

export interface Level {
  /** The cited provision's jurisdiction, e.g. "EU", "US". */
  code: string;
  name: string;
  kind: "country" | "union" | "subdivision";
  /** The instrument's kind (a directive binds the member states; a regulation applies directly). */
  instrumentKind: string;
}

/**
 * A note on a provision of another level than the jurisdiction asked about (`place`): an EU directive reaches a
 * person only through national law; an EU regulation applies directly; federal or central law applies beside a
 * state's or province's only within its own reach (a federal labour code covers federally regulated employers, a
 * federal bail statute federal prosecutions). Null for the asked jurisdiction's own law.
 */
export function levelNote(level: Level, asked: { code: string; place: string }): string | null {
  if (level.code === asked.code) return null;
  const place = withArticle(asked.place);
  if (level.kind === "union") {
    return level.instrumentKind === "directive"
      ? `EU directive: it binds the member states and reaches you through ${place}'s implementing law`
      : `EU law that applies directly in ${place}`;
  }
  return `national law of ${withArticle(level.name)}, not law specific to ${place}: check that it governs your situation`;
}

/** Names that are more often a person's or a thing's than a place's ("from Jordan", "Turkey for dinner"). */
const AMBIGUOUS_PLACE_NAMES = new Set(["Jordan", "Chad", "Turkey", "Washington", "Man", "Georgia"]);
/** The United Kingdom's constituent countries, which people name instead of it. */
const GB_PARTS = ["England", "Scotland", "Wales", "Northern Ireland"];

let placeNames: Map<string, string> | null = null;
/** Every jurisdiction's names (official, common and short: "Germany", "UK", "South Korea", "Ontario") → its code. */
function placeNameTable(): Map<string, string> {
  if (placeNames) return placeNames;
  const table = new Map<string, string>();
  const add = (name: string, code: string) => {
    if (AMBIGUOUS_PLACE_NAMES.has(name) || /,/.test(name)) return;
    table.set(name, table.has(name) && table.get(name) !== code ? "" : code);
  };
  for (const j of jurisdictions) {
    add(j.name, j.code);
    if (j.kind === "country") for (const name of countries.getName(j.code, "en", { select: "all" }) ?? []) add(name, j.code);
  }
  for (const part of GB_PARTS) add(part, "GB");
  placeNames = new Map([...table].filter(([, code]) => code !== ""));
  return placeNames;
}

/**
 * Places the question names (after "in", "at", "from", "to", "near", "of", "outside", optionally "the") whose law the
 * answer does not cover: neither the jurisdiction asked about nor one of its parents. A question about a landlord "in
 * Ontario" sent with the default jurisdiction gets the law of the United States; the answer must say so.
 */
export function placesOutside(question: string, askedCode: string): { name: string; code: string }[] {
  const chain = new Set(jurisdictionChain(askedCode));
  const table = placeNameTable();
  const found = new Map<string, { name: string; code: string }>();
  for (const m of question.matchAll(/\b(?:in|at|from|to|near|of|outside)\s+(?:the\s+)?((?:[A-Z][\w.'’-]*)(?:\s+(?:of\s+)?[A-Z][\w.'’-]*)*)/g)) {
    const words = m[1].split(/\s+/);
    // The longest leading run of words that names a place ("New York City" → "New York").
    for (let n = words.length; n > 0; n--) {
      const raw = words.slice(0, n).join(" ");
      const name = [raw, raw.replace(/['’]s$/, ""), raw.replace(/\.$/, "")].find((candidate) => table.has(candidate));
      if (name === undefined) continue;
      const code = table.get(name)!;
      if (!chain.has(code)) found.set(code, { name, code });
      break;
    }
  }
  return [...found.values()];
}

/** The note for places the question names outside the jurisdiction asked about; null when there are none. */
export function placeMismatchNote(question: string, askedCode: string): string | null {
  const outside = placesOutside(question, askedCode);
  if (outside.length === 0) return null;
  const asked = withArticle(getJurisdiction(askedCode)?.name ?? askedCode);
  const names = outside.map((o) => o.name).join(" and ");
  const codes = outside.map((o) => o.code).join(" or ");
  return `You mention ${names}, but this answer searched only the law of ${asked}${jurisdictionChain(askedCode).length > 1 ? " and the law above it" : ""}: ask again with jurisdiction ${codes} for the law there.`;
}
