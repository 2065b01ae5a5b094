import { normaliseJurisdiction } from "../jurisdictions";
import { builtInInstruments } from "./data/index";
import { instrumentSchema, type Instrument, type Provision } from "./schema";

/** One thing wrong with one input record; `index` is the record's position in the input array. */
export interface RegistryProblem {
  origin: string;
  index: number;
  source_id?: string;
  path: string;
  message: string;
}

export class RegistryError extends Error {
  readonly problems: readonly RegistryProblem[];

  constructor(origin: string, problems: readonly RegistryProblem[]) {
    const lines = problems.map(
      (p) => `  [${p.index}]${p.source_id ? ` ${p.source_id}` : ""} ${p.path || "(record)"}: ${p.message}`,
    );
    super(`${origin}: ${problems.length} problem(s) in the legal source registry\n${lines.join("\n")}`);
    this.name = "RegistryError";
    this.problems = problems;
  }
}

export interface RegistryStats {
  instruments: number;
  provisions: number;
  jurisdictions: number;
}

export interface Registry {
  readonly instruments: readonly Instrument[];
  getInstrument(sourceId: string): Instrument | undefined;
  /** `article` may carry a label ("Art. 17", "s. 27", "§ 26") and case differences; a trailing "(1)" is tolerated. */
  getProvision(sourceId: string, article: string): Provision | undefined;
  /**
   * Matches source_id, title and short names, ignoring case, punctuation, spacing and a leading "The". A name
   * without a year also matches names that add one ("Bribery Act" → "Bribery Act 2010") unless `exact` is set.
   */
  findInstrumentsByName(name: string, options?: { exact?: boolean }): Instrument[];
  /** Instruments whose `codified_at` matches, ignoring case, punctuation and spacing ("45 CFR" = "45 C.F.R."). */
  findInstrumentsByCodification(prefix: string): Instrument[];
  /** Instruments of any jurisdiction in the chain, most specific jurisdiction first. */
  instrumentsForJurisdictionChain(chain: readonly string[]): Instrument[];
  stats(): RegistryStats;
  /**
   * A new registry with operator-imported instruments added. Rebuilding is cheap (a few milliseconds for the
   * built-in set), so callers rebuild rather than mutate. A source_id already present is refused.
   */
  withAdditional(instruments: readonly Instrument[]): Registry;
}

/** Labels people put before a provision number; stripped so "Art. 17", "article 17" and "17" are one key. */
const ARTICLE_LABEL =
  /^(?:articles?|arts?\.|arts?(?=[\s\d])|sections?|secs?\.|secs?(?=[\s\d])|ss?\.|ss?(?=[\s\d])|§+|rules?|r\.|r(?=[\s\d])|regulations?|regs?\.|paragraphs?|paras?\.|¶)\s*/i;

export function articleKey(article: string): string {
  return article.trim().replace(ARTICLE_LABEL, "").toLowerCase().replace(/\s+/g, "");
}

export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/^\s*the\s+/, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

const TRAILING_YEAR = /(?:[\s,]+(?:of\s+)?|\s*\()(?:1[5-9]|20)\d{2}\)?\s*$/i;

/** "Companies Act, 2013" → "Companies Act"; null when there is no trailing year. */
function withoutTrailingYear(name: string): string | null {
  const stripped = name.replace(TRAILING_YEAR, "");
  return stripped === name || stripped.trim() === "" ? null : stripped;
}

function codificationKey(prefix: string): string {
  return prefix.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`)).join("");
}

function claimedSourceId(input: unknown): string | undefined {
  if (typeof input !== "object" || input === null) return undefined;
  const id = (input as { source_id?: unknown }).source_id;
  return typeof id === "string" ? id : undefined;
}

/**
 * Validates records one by one, so an import can report every bad record at once. Invalid records (and later
 * duplicates) are left out of `instruments`. Jurisdictions are canonicalised (a superseded ISO code becomes the
 * current one). `existing` lets an import refuse source_ids the running registry already has.
 */
export function validateInstruments(
  inputs: unknown[],
  origin: string,
  options: { existing?: Pick<Registry, "getInstrument"> } = {},
): { instruments: Instrument[]; errors: RegistryProblem[] } {
  const instruments: Instrument[] = [];
  const errors: RegistryProblem[] = [];
  const firstIndexOf = new Map<string, number>();

  inputs.forEach((input, index) => {
    const problems: RegistryProblem[] = [];
    const report = (path: string, message: string, source_id = claimedSourceId(input)) =>
      problems.push({ origin, index, ...(source_id === undefined ? {} : { source_id }), path, message });

    const parsed = instrumentSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) report(formatPath(issue.path), issue.message);
      errors.push(...problems);
      return;
    }
    const instrument = parsed.data;

    const jurisdiction = normaliseJurisdiction(instrument.jurisdiction);
    if (jurisdiction === null) report("jurisdiction", `unknown jurisdiction code "${instrument.jurisdiction}"`);

    const earlier = firstIndexOf.get(instrument.source_id);
    if (earlier !== undefined) report("source_id", `duplicate source_id "${instrument.source_id}" (first at index ${earlier})`);
    else if (options.existing?.getInstrument(instrument.source_id)) {
      report("source_id", `source_id "${instrument.source_id}" already exists in the registry and cannot be replaced`);
    }

    const articleAt = new Map<string, number>();
    instrument.provisions.forEach((provision, i) => {
      const key = articleKey(provision.article);
      const first = articleAt.get(key);
      if (first !== undefined) {
        report(`provisions[${i}].article`, `duplicate article "${provision.article}" (also provisions[${first}])`);
      } else articleAt.set(key, i);
    });

    if (earlier === undefined) firstIndexOf.set(instrument.source_id, index);
    if (problems.length > 0) errors.push(...problems);
    else instruments.push({ ...instrument, jurisdiction: jurisdiction! });
  });

  return { instruments, errors };
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/**
 * Indexes already-validated instruments. It re-checks only what its indexes depend on (unique source_ids and
 * articles) and throws a RegistryError otherwise.
 */
export function createRegistry(input: readonly Instrument[]): Registry {
  const instruments = Object.freeze([...input]);
  const byId = new Map<string, Instrument>();
  const provisionsById = new Map<string, Map<string, Provision>>();
  const exactNames = new Map<string, Instrument[]>();
  const yearlessNames = new Map<string, Instrument[]>();
  const codifications = new Map<string, Instrument[]>();
  const byJurisdiction = new Map<string, Instrument[]>();
  const position = new Map<Instrument, number>();
  const problems: RegistryProblem[] = [];

  instruments.forEach((instrument, index) => {
    const source_id = instrument.source_id;
    if (byId.has(source_id)) {
      problems.push({ origin: "createRegistry", index, source_id, path: "source_id", message: `duplicate source_id "${source_id}"` });
      return;
    }
    byId.set(source_id, instrument);
    position.set(instrument, index);
    addTo(byJurisdiction, instrument.jurisdiction, instrument);

    const provisions = new Map<string, Provision>();
    instrument.provisions.forEach((provision, i) => {
      const key = articleKey(provision.article);
      if (provisions.has(key)) {
        problems.push({ origin: "createRegistry", index, source_id, path: `provisions[${i}].article`, message: `duplicate article "${provision.article}"` });
      }
      provisions.set(key, provision);
    });
    provisionsById.set(source_id, provisions);

    const untitled = instrument.title.replace(/\s*\([^()]*\)\s*$/, "");
    for (const name of [source_id, instrument.title, untitled, ...instrument.short_names]) {
      addTo(exactNames, nameKey(name), instrument);
      const yearless = withoutTrailingYear(name);
      if (yearless !== null) addTo(yearlessNames, nameKey(yearless), instrument);
    }
    if (instrument.codified_at) addTo(codifications, codificationKey(instrument.codified_at), instrument);
  });
  if (problems.length > 0) throw new RegistryError("createRegistry", problems);

  // By position rather than by filtering every instrument: a name matches a handful of the registry's hundreds.
  const inRegistryOrder = (found: Set<Instrument>) => [...found].sort((a, b) => position.get(a)! - position.get(b)!);

  const registry: Registry = {
    instruments,
    getInstrument: (sourceId) => byId.get(sourceId.trim().toLowerCase()),
    getProvision(sourceId, article) {
      const provisions = provisionsById.get(sourceId.trim().toLowerCase());
      if (provisions === undefined) return undefined;
      const key = articleKey(article);
      return provisions.get(key) ?? (key.includes("(") ? provisions.get(key.slice(0, key.indexOf("("))) : undefined);
    },
    findInstrumentsByName(name, options = {}) {
      const key = nameKey(name);
      if (key === "") return [];
      const found = new Set(exactNames.get(key) ?? []);
      // A name given without a year may mean any enactment of that name ("Companies Act" → 2006, 2013, 1967);
      // a name with a year never matches a different year.
      if (!options.exact && withoutTrailingYear(name) === null) for (const i of yearlessNames.get(key) ?? []) found.add(i);
      return inRegistryOrder(found);
    },
    findInstrumentsByCodification(prefix) {
      const key = codificationKey(prefix);
      return key === "" ? [] : [...(codifications.get(key) ?? [])];
    },
    instrumentsForJurisdictionChain(chain) {
      return chain.flatMap((code) => byJurisdiction.get(code) ?? []);
    },
    stats: () => ({
      instruments: instruments.length,
      provisions: instruments.reduce((sum, i) => sum + i.provisions.length, 0),
      jurisdictions: new Set(instruments.map((i) => i.jurisdiction)).size,
    }),
    withAdditional(additional) {
      const clashes = additional.flatMap((instrument, index) =>
        byId.has(instrument.source_id)
          ? [{
              origin: "withAdditional",
              index,
              source_id: instrument.source_id,
              path: "source_id",
              message: `source_id "${instrument.source_id}" already exists in the registry and cannot be replaced`,
            }]
          : [],
      );
      if (clashes.length > 0) throw new RegistryError("withAdditional", clashes);
      return createRegistry([...instruments, ...additional]);
    },
  };
  return registry;
}

export const BUILT_IN_ORIGIN = "lib/legal/sources/data";

/** For data that must be entirely valid: validates all records, then throws one error listing every problem. */
export function loadRegistry(inputs: unknown[], origin: string): Registry {
  const { instruments, errors } = validateInstruments(inputs, origin);
  if (errors.length > 0) throw new RegistryError(origin, errors);
  return createRegistry(instruments);
}

let builtIn: Registry | undefined;

/** The registry of the shipped data, validated once per process. */
export function builtInRegistry(): Registry {
  builtIn ??= loadRegistry(builtInInstruments, BUILT_IN_ORIGIN);
  return builtIn;
}
