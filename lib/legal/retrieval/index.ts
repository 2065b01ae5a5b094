import type { Registry } from "../sources/registry";
import { terms } from "./tokenize";
import { tuning } from "./tuning";
import { headingSubject } from "../sources/heading";

/**
 * An in-memory BM25F index over every provision of a registry. The registry is small (a few thousand
 * provisions) and changes only on an operator import, so the index is built once per registry object and
 * searched without a database round trip.
 */


export interface IndexedProvision {
  source_id: string;
  article: string;
  heading: string;
  summary: string;
  topics: string[];
  title: string;
  jurisdiction: string;
  provision_label: string;
}

/** One term's postings: the documents it occurs in, ascending, with its field-weighted frequency in each. */
export interface Postings {
  docs: Uint32Array;
  /** BM25F contribution of the term to each of `docs`, computed once when the index is built. */
  scores: Float64Array;
  idf: number;
}

export interface ProvisionIndex {
  docs: IndexedProvision[];
  postings: Map<string, Postings>;
  /** Per document: a small number for its jurisdiction and for its instrument (keys of the maps below). */
  jurisdictionOf: Uint16Array;
  sourceOf: Uint16Array;
  /** Per document: 1 if its instrument is a regulation (an EU regulation applies as it stands in every member state). */
  regulationOf: Uint8Array;
  /** Per document: the index terms of its heading (`liftHeadingMatches` in search.ts). */
  headingTerms: string[][];
  /** Per document: what its heading and summary state, as `ANSWER_KINDS` bits (`liftAskedKind` in search.ts). */
  answerKinds: Uint8Array;
  jurisdictionIds: Map<string, number>;
  sourceIds: Map<string, number>;
}

export function buildIndex(registry: Registry): ProvisionIndex {
  const docs: IndexedProvision[] = [];
  const regulation: number[] = [];
  const raw = new Map<string, [number, number][]>();
  const lengths: number[] = [];
  const headingTerms: string[][] = [];
  const answerKinds: number[] = [];
  for (const instrument of registry.instruments) {
    const nameTerms = terms([instrumentName(instrument.title), ...instrument.short_names].join(" "));
    // The enacting bodies still count in the provision's length: dropped as matches, not as text (BM25's length norm).
    const boilerplateLength = terms(instrument.title).length - terms(instrumentName(instrument.title)).length;
    for (const provision of instrument.provisions) {
      const doc = docs.length;
      regulation.push(instrument.kind === "regulation" ? 1 : 0);
      docs.push({
        source_id: instrument.source_id,
        article: provision.article,
        heading: provision.heading,
        summary: provision.summary,
        topics: provision.topics,
        title: instrument.title,
        jurisdiction: instrument.jurisdiction,
        provision_label: instrument.provision_label,
      });
      const weighted = new Map<string, number>();
      let length = 0;
      const add = (fieldTerms: string[], weight: number) => {
        for (const term of fieldTerms) {
          weighted.set(term, (weighted.get(term) ?? 0) + weight);
          length += weight;
        }
      };
      const heading = terms(headingSubject(provision.heading));
      headingTerms.push([...new Set(heading)]);
      answerKinds.push(answerKindsOf(`${provision.heading}. ${provision.summary}`) | (ENFORCEMENT_HEADING.test(provision.heading) ? ANSWER_KINDS.enforcement : 0));
      add(heading, tuning.fieldWeights.heading);
      add(terms(provision.topics.join(" ").replace(/-/g, " ")), tuning.fieldWeights.topics);
      add(nameTerms, tuning.fieldWeights.names);
      length += boilerplateLength * tuning.fieldWeights.names;
      add(terms(provision.summary), tuning.fieldWeights.summary);
      // A non-lawyer's words for what the provision answers: the vocabulary a question arrives in.
      add(terms((provision.situations ?? []).join(" ")), tuning.fieldWeights.situations);
      for (const [term, tf] of weighted) {
        const list = raw.get(term) ?? [];
        list.push([doc, tf]);
        raw.set(term, list);
      }
      lengths.push(length);
    }
  }
  const averageLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  // Every score a term can contribute is known once the index is built: queries only add them up.
  const postings = new Map<string, Postings>();
  for (const [term, list] of raw) {
    const weight = idfOf(docs.length, list.length);
    postings.set(term, {
      docs: Uint32Array.from(list, ([doc]) => doc),
      scores: Float64Array.from(list, ([doc, tf]) => {
        const norm = 1 - tuning.b + (tuning.b * lengths[doc]) / averageLength;
        return (weight * tf * (tuning.k1 + 1)) / (tf + tuning.k1 * norm);
      }),
      idf: weight,
    });
  }
  const numbering = (values: string[]) => {
    const ids = new Map<string, number>();
    return { ids, of: Uint16Array.from(values, (v) => ids.get(v) ?? ids.set(v, ids.size).get(v)!) };
  };
  const jurisdictions = numbering(docs.map((d) => d.jurisdiction));
  const sources = numbering(docs.map((d) => d.source_id));
  return {
    docs,
    postings,
    jurisdictionOf: jurisdictions.of,
    sourceOf: sources.of,
    regulationOf: Uint8Array.from(regulation),
    headingTerms,
    answerKinds: Uint8Array.from(answerKinds),
    jurisdictionIds: jurisdictions.ids,
    sourceIds: sources.ids,
  };
}

/** What a provision's wording states or gives, for a question that asks for it (`askedKinds` in search.ts). */
export const ANSWER_KINDS = { period: 1, amount: 2, remedy: 4, enforcement: 8 } as const;

const NUMBER = String.raw`(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|eighteen|twenty|thirty|forty|forty-eight|sixty|ninety|hundred)`;
/** "within 48 hours", "three years", "10 business days", "twelve weeks'". */
const PERIOD = new RegExp(String.raw`\b${NUMBER}[- ](?:(?:business|working|calendar|clear|consecutive|full|school)[- ])?(?:hours?|days?|weeks?|months?|years?)\b|\b\d+(?:st|nd|rd|th) (?:business |working |calendar )?(?:day|week|month)\b|\b(?:next|following) (?:regular(?:ly scheduled)? )?pay ?day\b`, "i");
/** "£5,000", "Rs 10,000", "25 percent", "three times the deposit", "$75,000"; or a threshold or minimum wage it sets or refers to. */
const AMOUNT = new RegExp(
  String.raw`[£$€₹¥]\s?\d|\bRs\.?\s?\d|\b${NUMBER}(?:\s?(?:percent|per cent|%)| times\b|\s?(?:lakh |crore )?(?:euros?|dollars?|pounds|rupees|francs|yuan|rand)\b)|\b(?:twice|double|threshold|minimum wage)\b`,
  "i",
);
/** What a person harmed can obtain: a right of action, damages, a refund, an order to pay. */
const REMEDY = /\b(?:remed(?:y|ies)|right of action|right to reject|damages|(?<!without |no )compensation|refunds?|reimburse\w*|sue|civil action|restitution|order\w* [^.;]{0,60}\bto (?:pay|repay|return))\b/i;

/**
 * A heading about enforcing a rule rather than the rule: remedies, a right of action, damages, penalties, sanctions, an
 * offence ("Offence of absconding", not "bail in case of non-bailable offence"); not a heading of two subjects ("…; damages
 * for failure to pay wages"), which states the rule as well.
 */
const ENFORCEMENT_HEADING = /^[^;]*\b(?:remed(?:y|ies)|right of action|civil action|damages|penalt(?:y|ies)|sanctions?)\b[^;]*$|^\W*offences?\b[^;]*$/i;

export function answerKindsOf(text: string): number {
  return (PERIOD.test(text) ? ANSWER_KINDS.period : 0) | (AMOUNT.test(text) ? ANSWER_KINDS.amount : 0) | (REMEDY.test(text) ? ANSWER_KINDS.remedy : 0);
}

/**
 * An instrument's title as its names are indexed, without the enacting bodies of EU legislation ("Regulation (EU)
 * 2016/679 of the European Parliament and of the Council of 27 April 2016 on …"): in 39 of 414 titles, they made every
 * article of the GDPR and the UK GDPR share "council" with a GB question on the local council (planning permission,
 * council tax). On every dev set pooled (scripts/tune-retrieval-pool.ts; ground19): unrelated citing 7 → 6 of 304
 * ("permission from the council to build a conservatory" no longer cites the UK GDPR's conditions for consent),
 * covered top-1 / top-5 / citing nothing 555 / 656 / 70 unchanged. Dropping the words from the length as well cost one
 * top-1 (a Dutch sick-pay question, 0.001 apart), so the length is kept.
 */
export function instrumentName(title: string): string {
  return title.replace(ENACTING_BODIES, " ");
}
const ENACTING_BODIES = /\bof the European Parliament and of the Council\b|\bof the (?:European )?(?:Council|Commission)\b/gi;

/** BM25's inverse document frequency, floored at a small positive value so very common terms still count a little. */
function idfOf(documents: number, containing: number): number {
  return Math.max(0.05, Math.log(1 + (documents - containing + 0.5) / (containing + 0.5)));
}

export function idf(index: ProvisionIndex, term: string): number {
  return index.postings.get(term)?.idf ?? idfOf(index.docs.length, 0);
}

const holder = new WeakMap<Registry, ProvisionIndex>();

/** The index of this registry, built on first use (a new registry after an import gets a new index). */
export function indexFor(registry: Registry): ProvisionIndex {
  let index = holder.get(registry);
  if (!index) {
    index = buildIndex(registry);
    holder.set(registry, index);
  }
  return index;
}
