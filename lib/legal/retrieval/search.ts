import "server-only";
import { getRegistry } from "../runtime-registry";
import { getJurisdiction } from "../jurisdictions";
import { terms, words } from "./tokenize";
import { ANSWER_KINDS, idf, indexFor, type IndexedProvision, type ProvisionIndex } from "./index";
import { type Expansion } from "./synonyms";
import { headingSubject } from "../sources/heading";
import { expandQueryInAnyLanguage } from "./foreign-terms";
import { tuning } from "./tuning";

export interface RetrievedProvision extends IndexedProvision {
  /** In [0, 1]: how much of the question the provision covers (weighted by rarity), blended with its BM25F score. */
  relevance_score: number;
  /**
   * In [0, 1]: the share of the question's words the registry knows (weighted by rarity) that this provision answers,
   * directly or through the vocabulary. The offline answer's further citations (`offlineCitations` in citable.ts) read
   * it: a section of the first's instrument is cited beside it only when it answers about as much of the question.
   */
  question_coverage: number;
  /**
   * In [0, 1]: how many of the question's words the provision answers (itself, through the vocabulary or a synonym), as a
   * share of `tuning.answeredWordsCap` words (of all the question's words when it has fewer), at most 1. Unlike `question_coverage` it
   * does not weigh words by rarity: it counts how many separate pieces of evidence the match rests on. A question on law
   * the registry lacks usually meets a provision on one or two words used in another sense ("overtime" in a football
   * game, "credits" at college, "warranty" of a dashboard light), an answerable one on several: the "nothing found"
   * decision weighs it beside the relevance (`citable.ts`).
   */
  question_words_answered: number;
  /**
   * How many words the question has once places, unknown names and numbers are set aside (the same for every result
   * of a search). A long question's best match answers a smaller share of it however squarely it answers: the
   * "nothing found" decision (`citable.ts`) reads the length beside the relevance.
   */
  question_terms: number;
}

export interface SearchInput {
  query: string;
  /** The requested jurisdiction and its ancestors, e.g. ["FR", "EU"]. */
  jurisdictions: string[];
  limit?: number;
  /** Restrict to these instruments (e.g. the regulations a compliance check names). */
  sourceIds?: string[];
  /** A model's rewrite of the question (`rewrite.ts`): extra terms weighed below the user's own, and provisions it named. */
  rewrite?: QuestionRewrite;
  /** The request's language code (chat's `language`): read a question in it when its words alone do not say (`foreign-terms.ts`). */
  language?: string;
}

export interface QuestionRewrite {
  /** Legal terms and instrument names for the question; each counts `tuning.rewriteWeight` of a word the user wrote. */
  terms: string[];
  /** Provisions the model named, already verified against the registry (never one it lacks). */
  provisions: { source_id: string; article: string }[];
}


/**
 * Retrieval over the in-memory index of the runtime registry (built-in + imported instruments; rebuilt when an
 * import is announced). Everyday words are expanded to terms of art (`synonyms.ts`); only the requested
 * jurisdiction and its parents are searched.
 */
export async function searchProvisions(input: SearchInput): Promise<RetrievedProvision[]> {
  return searchIndex(indexFor(await getRegistry()), input);
}

export function searchIndex(index: ProvisionIndex, input: SearchInput): RetrievedProvision[] {
  const limit = Math.min(Math.max(input.limit ?? 8, 1), 50);
  // A question in German, French, Spanish, Italian or Dutch is read through its English reading (`foreign-terms.ts`).
  const expanded = expandQueryInAnyLanguage(input.query.slice(0, 20_000), input.language);
  // "in Singapore", "an Indian company": the jurisdiction filter already says where; as terms they only add noise.
  const places = placeTerms(input.jurisdictions);
  // "A ninety-day notice" is searched as "ninetydai" as well as "ninety" and "day". A joined form the registry never uses
  // ("e-mail" → "email" it does) is the same words again, not a word of the question the registry lacks: counted, it
  // would lower the share of the question's words the registry knows and the share a provision answers.
  const compounds = new Set(compoundTerms(input.query.slice(0, 20_000)).filter((t) => !index.postings.has(t)));
  // "My landlord in Cape Town", "a bakery in Leipzig": a name the registry never uses says where or who, not what about.
  const names = tuning.dropUnknownNames && !expanded.foreign ? unknownNames(index, input.query.slice(0, 20_000)) : new Set<string>();
  const counted = new Set(expanded.expansions.filter((e) => !e.synonym).flatMap((e) => e.standsFor));
  const questionTerms = expanded.questionTerms.filter(
    (t) => !places.has(t) && !compounds.has(t) && !names.has(t) && !(tuning.dropNumbers && /^\d+$/.test(t) && !counted.has(t)),
  );
  const expansions = expanded.expansions;
  if (questionTerms.length === 0) return [];
  const allowed = allowedDocuments(index, input);

  // Dense per-document accumulators: a few thousand provisions, so arrays beat maps of maps.
  const scratch = resetScratch(scratchFor(index));
  const { score, coverage, coveredBy, termsAnswered, expansionMatched, knownCoverage, relevance } = scratch;
  const touched: number[] = [];
  const addScores = (term: string, factor: number, expansion: boolean) => {
    const postings = index.postings.get(term);
    if (!postings) return;
    for (let k = 0; k < postings.docs.length; k++) {
      const doc = postings.docs[k];
      if (!allowed[doc]) continue;
      if (score[doc] === 0) touched.push(doc);
      score[doc] += factor * postings.scores[k];
      if (expansion) expansionMatched[doc] = 1;
    }
  };
  const readOtherwise = new Set(expanded.readOtherwise);
  for (const term of questionTerms) if (!readOtherwise.has(term)) addScores(term, 1, false);
  for (const { term, weight, synonym } of expansions) if (!synonym) addScores(term, weight, true);
  addSynonymScores(index, expansions, allowed, scratch, (doc, value) => {
    if (score[doc] === 0) touched.push(doc);
    score[doc] += value;
    if (tuning.synonymMatches) expansionMatched[doc] = 1;
  });
  // The model's legal terms add evidence but never outweigh the user's words: a term the question already has (or the
  // vocabulary already added) is not counted again, and the rest count less than either.
  if (input.rewrite) {
    const known = new Set([...questionTerms, ...expansions.filter((e) => !e.synonym).map((e) => e.term)]);
    const rewriteTerms = new Set(terms(input.rewrite.terms.join(" ").slice(0, 2_000)));
    for (const term of rewriteTerms) if (!known.has(term) && !places.has(term)) addScores(term, tuning.rewriteWeight, true);
  }
  const proposed = new Set<number>();
  for (const p of input.rewrite?.provisions ?? []) {
    const doc = docOf(index, p.source_id, p.article);
    if (doc === undefined || !allowed[doc]) continue;
    proposed.add(doc);
    if (score[doc] === 0) touched.push(doc);
    expansionMatched[doc] = 1;
  }

  // Coverage: the share of the question (each term weighted by its rarity) a provision answers, directly or
  // through a legal term that stands for the everyday word.
  const weights = questionTerms.map((t) => idf(index, t));
  const total = weights.reduce((a, b) => a + b, 0);
  // Nearly every English word has some synonym the registry uses, so only the vocabulary's terms of art make a word known.
  const recognised = new Set(expansions.filter((e) => !e.synonym || tuning.synonymsRecognise).flatMap((e) => e.standsFor));
  const isKnown = questionTerms.map((t) => index.postings.has(t) || recognised.has(t));
  const knownTotal = weights.reduce((sum, w, q) => sum + (isKnown[q] ? w : 0), 0);
  // "full-time" is one word of the question however many terms it gives (fulltim, full, time): one piece of evidence.
  const hyphenated = hyphenatedWords(input.query.slice(0, 20_000));
  questionTerms.forEach((term, q) => {
    const word = hyphenated.find((w) => w.terms.has(term));
    // The word itself and the vocabulary's legal terms cover it in full; a synonym covers it partly, and only where
    // neither did (the sources come best first).
    const through = expansions.filter((e) => e.standsFor.includes(term));
    const sources = [
      ...(readOtherwise.has(term) ? [] : [{ term, credit: 1 }]),
      ...through.filter((e) => !e.synonym).map((e) => ({ term: e.term, credit: 1 })),
      ...through.filter((e) => e.synonym).map((e) => ({ term: e.term, credit: tuning.synonymCoverage, synonym: true })),
    ];
    for (const source of sources) {
      const postings = index.postings.get(source.term);
      if (!postings) continue;
      for (const doc of postings.docs) {
        if (!allowed[doc] || coveredBy[doc] === q) continue;
        coveredBy[doc] = q;
        coverage[doc] += weights[q] * source.credit;
        if (isKnown[q]) knownCoverage[doc] += weights[q] * source.credit;
        // A provision that shares one word with the question and has a synonym of another is still a one-word match.
        if ((!("synonym" in source) || tuning.synonymMatches) && !word?.answeredBy.has(doc)) {
          termsAnswered[doc]++;
          word?.answeredBy.add(doc);
        }
      }
    }
  });

  // A question about a bicycle tyre or a pizza is mostly words no provision uses, whereas a legal question's words are
  // nearly all somewhere in the registry (directly or through the vocabulary). The share of words the registry knows
  // scales every provision's relevance alike: it leaves the order alone and moves the "nothing found" decision.
  const known = isKnown.filter(Boolean).length / questionTerms.length;
  const knownFactor = known ** tuning.unknownWordsPower;

  // A question asked in France about a French matter: when the requested jurisdiction's own law and its parent's (an EU
  // directive, a US federal statute) answer about equally, the local provision is the one to cite first: a directive
  // reaches people through the national law that transposes it, and everyday disputes are mostly under state law. A
  // regulation (the GDPR) applies as it stands, so it competes with the local law on equal terms. A local provision on
  // the same specific topic as a parent's that answers less well is then ranked just before it (`liftLocalProvisions`).
  const own = input.jurisdictions.length > 1 ? index.jurisdictionIds.get(input.jurisdictions[0]) : undefined;

  for (const doc of touched) {
    let r = tuning.coverageShare * (coverage[doc] / total) + (1 - tuning.coverageShare) * Math.min(1, score[doc] / total);
    // One word in common, and that word the user's own rather than an everyday phrase the vocabulary recognises, is as
    // often a coincidence ("the football final", "learn the piano") as a topic.
    if (termsAnswered[doc] <= 1 && !expansionMatched[doc] && questionTerms.length > 1) r *= tuning.singleWordFactor;
    r *= knownFactor;
    if (own !== undefined && (index.jurisdictionOf[doc] === own || index.regulationOf[doc])) r = Math.min(1, r * tuning.ownJurisdictionFactor);
    if (proposed.has(doc)) r = Math.min(1, r + tuning.proposedBonus);
    relevance[doc] = r;
  }
  const lifted = own !== undefined ? liftLocalProvisions(index, touched, relevance, own) : undefined;
  // Within an instrument, a section whose heading names what the best section lacks comes just before it
  // (`liftHeadingMatches`): each question word's index terms (its own, the vocabulary's legal terms) with its rarity.
  const ties = new Map<number, number>();
  const tieOf = (doc: number) => ties.get(doc) ?? (lifted?.size && index.jurisdictionOf[doc] === own ? 1 + relevance[doc] : 0);
  const headingTermWeights = new Map<string, { q: number; w: number }[]>();
  questionTerms.forEach((term, q) => {
    const credit = (t: string) => (headingTermWeights.get(t) ?? headingTermWeights.set(t, []).get(t)!).push({ q, w: weights[q] });
    if (!readOtherwise.has(term)) credit(term);
    for (const e of expansions) if (!e.synonym && e.standsFor.includes(term)) credit(e.term);
  });
  const headingLifted = liftHeadingMatches(index, touched, (doc) => lifted?.get(doc) ?? relevance[doc], tieOf, headingTermWeights);
  for (const [doc, { tie }] of headingLifted) ties.set(doc, tie);
  const afterHeading = (doc: number) => headingLifted.get(doc)?.to ?? lifted?.get(doc) ?? relevance[doc];
  // A question asking for a period, an amount or a remedy: the sibling that states one comes before the best that does not.
  const asked = expanded.foreign ? 0 : askedKinds(input.query.slice(0, 2_000));
  const askLifted = asked
    ? liftAskedKind(index, touched, afterHeading, tieOf, (doc) => score[doc], (doc) => (index.answerKinds[doc] & asked) !== 0, tuning.askedKindRatio)
    : undefined;
  // A question that asks for no remedy ("is that allowed?", "will a court enforce it?") and names no penalty is about the
  // rule, not its enforcement.
  const ruleLifted =
    !expanded.foreign && !(asked & ANSWER_KINDS.remedy) && !NAMES_ENFORCEMENT.test(input.query.slice(0, 2_000))
      ? liftAskedKind(index, touched, afterHeading, tieOf, (doc) => score[doc], (doc) => !(index.answerKinds[doc] & ANSWER_KINDS.enforcement), tuning.ruleOverEnforcementRatio)
      : undefined;
  const kindLifted = new Map(askLifted ?? []);
  const askedSources = new Set([...kindLifted.keys()].map((d) => index.sourceOf[d]));
  for (const [doc, lift] of ruleLifted ?? []) if (!askedSources.has(index.sourceOf[doc])) kindLifted.set(doc, lift);
  for (const [doc, { tie }] of kindLifted) ties.set(doc, tie);
  const liftedTo = (doc: number) => kindLifted.get(doc)?.to ?? headingLifted.get(doc)?.to ?? lifted?.get(doc);

  // The best `limit` by relevance, then score, then registry order; kept sorted as they come (limit ≤ 50). A local
  // provision lifted to a parent's relevance comes just before it (`liftLocalProvisions`), as does a section lifted to
  // its instrument's best (`liftHeadingMatches`).
  const best: { doc: number; score: number; relevance: number; tie: number }[] = [];
  const before = (a: (typeof best)[number], b: (typeof best)[number]) =>
    a.relevance > b.relevance ||
    (a.relevance === b.relevance && (a.tie > b.tie || (a.tie === b.tie && (a.score > b.score || (a.score === b.score && a.doc < b.doc)))));
  for (const doc of touched) {
    const candidate = {
      doc,
      score: score[doc],
      relevance: Math.round((liftedTo(doc) ?? relevance[doc]) * 10_000) / 10_000,
      // Where a provision was lifted, the local ones come first among equals, in their own order.
      tie: tieOf(doc),
    };
    if (best.length === limit && !before(candidate, best[limit - 1])) continue;
    let at = best.length === limit ? limit - 1 : best.length;
    while (at > 0 && before(candidate, best[at - 1])) {
      best[at] = best[at - 1];
      at--;
    }
    best[at] = candidate;
  }
  return best.map(({ doc, relevance }) => ({
    ...index.docs[doc],
    relevance_score: relevance,
    question_coverage: knownTotal > 0 ? Math.round((10_000 * knownCoverage[doc]) / knownTotal) / 10_000 : 0,
    question_words_answered: Math.round(10_000 * Math.min(1, termsAnswered[doc] / Math.min(questionTerms.length, tuning.answeredWordsCap))) / 10_000,
    question_terms: questionTerms.length,
  }));
}

/**
 * A directive reaches people through the national law that transposes it, and an everyday dispute in a US state is
 * mostly under state law: when a provision of the requested jurisdiction itself and a parent's provision (an EU
 * directive, a US federal statute; not a regulation, which applies as it stands) both match the question and share a
 * specific topic tag (one few provisions carry, so "employment" or "consumer-protection" alone is no link), and the
 * local one is at least `tuning.localLiftRatio` as relevant, the local one is ranked just before the parent's: lifted
 * to its relevance, never above it, nor above a stronger local provision lifted to a weaker parent's (it takes no
 * more than that one). It changes the order, not how relevant the best result is. Returns the lifted documents with the relevance they take.
 */
function liftLocalProvisions(index: ProvisionIndex, touched: number[], relevance: Float64Array, own: number): Map<number, number> | undefined {
  if (tuning.localLiftRatio >= 1) return undefined;
  const specific = specificTopics(index);
  // For each specific topic, the relevance of the parent provisions carrying it.
  const parents = new Map<string, number[]>();
  const locals: number[] = [];
  for (const doc of touched) {
    if (relevance[doc] <= 0) continue;
    if (index.jurisdictionOf[doc] === own) locals.push(doc);
    else if (!index.regulationOf[doc])
      for (const topic of index.docs[doc].topics) if (specific.has(topic)) (parents.get(topic) ?? parents.set(topic, []).get(topic)!).push(relevance[doc]);
  }
  if (parents.size === 0) return undefined;
  const lifted = new Map<number, number>();
  for (const doc of locals) {
    const r = relevance[doc];
    let to = 0;
    for (const topic of index.docs[doc].topics)
      for (const p of parents.get(topic) ?? []) if (p > r && p > to && r >= tuning.localLiftRatio * p) to = p;
    if (to > 0) lifted.set(doc, to);
  }
  // Lifted to different parents, a weaker local provision could overtake a stronger one (a California pregnancy
  // question: the discrimination section, lifted to Title VII, above the pregnancy-leave section, lifted only to the
  // weaker PWFA). So a lifted provision takes no more than any stronger lifted one took, and the tie (their own
  // relevance) keeps them in their own order. Capping rather than raising: no provision is lifted further than before.
  let ceiling = Infinity;
  for (const doc of [...lifted.keys()].sort((a, b) => relevance[b] - relevance[a])) {
    // Still above the provision's own relevance: the stronger one's lift exceeds its own, which exceeds this one's.
    ceiling = Math.min(ceiling, lifted.get(doc)!);
    lifted.set(doc, ceiling);
  }
  return lifted;
}

/**
 * Several sections of one Act often match a question about equally on the Act's shared words ("tenant", "employer",
 * "personal data"); the one the question is about often names in its heading a word of the question that the best
 * section does not use at all ("put the reason in writing" → "Right to written statement of reasons for dismissal",
 * not "Qualifying period of employment"). Within each instrument, the section among those at least
 * `tuning.headingLiftRatio` as relevant as the best whose heading answers the most of the question's words (weighted by
 * rarity; the word itself or a legal term the vocabulary gives for it) is ranked just before the best when its heading
 * answers, with words the best lacks everywhere and that at most `tuning.headingLiftShare` of the instrument's
 * provisions use (not the Act's shared vocabulary: "landlord" in a tenancy Act), more than the best's heading answers.
 * An instrument's best section with only a general heading ("Definitions", "Scope", "Sanctions") likewise yields to
 * its next section when that one is `tuning.generalSectionRatio` as relevant. It changes the order, not how relevant
 * the best result is. Returns the lifted documents with the relevance and tie rank they take.
 */
function liftHeadingMatches(
  index: ProvisionIndex,
  touched: number[],
  relevanceOf: (doc: number) => number,
  tieOf: (doc: number) => number,
  termWeights: Map<string, { q: number; w: number }[]>,
): Map<number, { to: number; tie: number }> {
  const result = new Map<number, { to: number; tie: number }>();
  const questionSources = new Map<number, string[]>();
  for (const [t, list] of termWeights) for (const { q } of list) (questionSources.get(q) ?? questionSources.set(q, []).get(q)!).push(t);
  const headingScore = (doc: number, lacking: (t: string) => boolean = () => true) => {
    const seen: number[] = [];
    let sum = 0;
    for (const t of index.headingTerms[doc])
      for (const { q, w } of termWeights.get(t) ?? [])
        if (!seen.includes(q) && (questionSources.get(q) ?? []).every(lacking)) {
          seen.push(q);
          sum += w;
        }
    return sum;
  };
  const bestOf = new Map<number, number>();
  for (const doc of touched) {
    const source = index.sourceOf[doc];
    const current = bestOf.get(source);
    if (current === undefined || relevanceOf(doc) > relevanceOf(current) || (relevanceOf(doc) === relevanceOf(current) && tieOf(doc) > tieOf(current)))
      bestOf.set(source, doc);
  }
  const pick = new Map<number, { doc: number; heading: number }>();
  for (const doc of touched) {
    const source = index.sourceOf[doc];
    const best = bestOf.get(source)!;
    if (tuning.headingLiftRatio >= 1 || doc === best || relevanceOf(doc) < tuning.headingLiftRatio * relevanceOf(best) || relevanceOf(best) <= 0) continue;
    const heading = headingScore(doc);
    const current = pick.get(source);
    if (heading > 0 && (!current || heading > current.heading || (heading === current.heading && relevanceOf(doc) > relevanceOf(current.doc))))
      pick.set(source, { doc, heading });
  }
  for (const [source, { doc }] of pick) {
    const best = bestOf.get(source)!;
    // Only words of the question the best section does not answer anywhere (heading, summary, situations) count.
    const uncovered = headingScore(doc, (t) => !hasTerm(index, t, best) && shareOfInstrument(index, t, source) <= tuning.headingLiftShare) - headingScore(best);
    if (uncovered > 0) result.set(doc, { to: relevanceOf(best), tie: tieOf(best) + 1e-6 });
  }
  // An instrument's general section ("Definitions", "Scope", "Sanctions") is rarely what a question asks for when a
  // section of the same instrument with a heading of its own matches nearly as well: that one comes first.
  if (tuning.generalSectionRatio < 1) {
    const runnerUp = new Map<number, number>();
    for (const doc of touched) {
      const source = index.sourceOf[doc];
      const best = bestOf.get(source)!;
      const current = runnerUp.get(source);
      if (doc !== best && (current === undefined || relevanceOf(doc) > relevanceOf(current))) runnerUp.set(source, doc);
    }
    for (const [source, doc] of runnerUp) {
      const best = bestOf.get(source)!;
      if (result.has(doc) || [...result.keys()].some((d) => index.sourceOf[d] === source)) continue;
      if (GENERAL_HEADING.test(headingSubject(index.docs[best].heading)) && relevanceOf(doc) >= tuning.generalSectionRatio * relevanceOf(best))
        result.set(doc, { to: relevanceOf(best), tie: tieOf(best) + 1e-6 });
    }
  }
  return result;
}

/**
 * What the question asks for: a period ("how long", "how soon", "when must"), an amount ("how much", "how many",
 * "maximum") or a remedy ("what can I get", "my money back", "how much can I recover"), as `ANSWER_KINDS` bits.
 */
export function askedKinds(question: string): number {
  let kinds = 0;
  if (ASKS_PERIOD.test(question)) kinds |= ANSWER_KINDS.period;
  // "How many days", "the maximum weekly hours": any figure, a number of days or hours as well as a sum.
  if (ASKS_AMOUNT.test(question)) kinds |= ANSWER_KINDS.period | ANSWER_KINDS.amount;
  if (ASKS_REMEDY.test(question)) kinds |= ANSWER_KINDS.remedy;
  return kinds;
}
const ASKS_PERIOD =
  /\bhow (?:long|soon|quickly|fast|late|early)\b|\bhow many (?:hours|days|weeks|months|years)\b|\bhow much (?:time|notice|warning|leave)\b|\bdeadline\b|\btime limit\b|\bby when\b/i;
const ASKS_AMOUNT = /\bhow much\b(?! (?:i|he|she|they|we|you|it)\b)|\bhow many\b|\b(?:maximum|minimum|lowest|highest|at most|at least|limit|threshold)\b/i;
const ASKS_REMEDY =
  /\bwhat can (?:i|we) (?:do|get|claim)\b|\bcan (?:i|we) (?:do anything|sue)\b|\b(?:can|could|do|would) (?:i|we) (?:get|claim|recover|demand) (?:anything|any money|money|my money|our money|cash|compensation|damages|a refund|back)\b|\bmoney back\b|\brefund\b|\bremed(?:y|ies)\b|\bcompensat\w*|\bhow much (?:money )?(?:can|could|do|will|would) (?:i|we) (?:get|recover|claim)\b|\bwhat (?:do|am|are|would) (?:i|we) (?:get|owed)\b|\bowe (?:me|us)\b/i;

/** A question about a penalty, a fine, damages or a sanction (the enforcement section may be what it asks about). */
const NAMES_ENFORCEMENT = /\b(?:penalt(?:y|ies)|fined|fines|an? fine|the fine|damages|sanctions?|punish\w*|sue|compensat\w*|remed(?:y|ies))\b/i;

/**
 * Siblings of one instrument often match a question about equally on the instrument's shared words; a question asking
 * for a period, an amount or a remedy is answered by the one that states it (the 48 hours within which an arrested
 * person must be brought before a magistrate, not the duty to bring them "without unnecessary delay"; the court order
 * of up to three times an unprotected deposit, not the duty to protect it). Within each instrument, when the best
 * section states none of what the question asks and a section at least `tuning.askedKindRatio` as relevant does, the
 * most relevant such section is ranked just before the best (order only, never across instruments).
 */
function liftAskedKind(
  index: ProvisionIndex,
  touched: number[],
  relevanceOf: (doc: number) => number,
  tieOf: (doc: number) => number,
  scoreOf: (doc: number) => number,
  answers: (doc: number) => boolean,
  ratio: number,
): Map<number, { to: number; tie: number }> | undefined {
  if (ratio >= 1) return undefined;
  // The instrument's first section as the results will order it: by rounded relevance, tie rank, score, registry order.
  const rounded = (doc: number) => Math.round(relevanceOf(doc) * 10_000);
  const ahead = (a: number, b: number) =>
    rounded(a) !== rounded(b) ? rounded(a) > rounded(b) : tieOf(a) !== tieOf(b) ? tieOf(a) > tieOf(b) : scoreOf(a) !== scoreOf(b) ? scoreOf(a) > scoreOf(b) : a < b;
  const bestOf = new Map<number, number>();
  for (const doc of touched) {
    const source = index.sourceOf[doc];
    const current = bestOf.get(source);
    if (current === undefined || ahead(doc, current)) bestOf.set(source, doc);
  }
  const pick = new Map<number, number>();
  for (const doc of touched) {
    const source = index.sourceOf[doc];
    const best = bestOf.get(source)!;
    if (doc === best || answers(best) || !answers(doc)) continue;
    if (relevanceOf(best) <= 0 || relevanceOf(doc) < ratio * relevanceOf(best)) continue;
    const current = pick.get(source);
    if (current === undefined || relevanceOf(doc) > relevanceOf(current)) pick.set(source, doc);
  }
  if (pick.size === 0) return undefined;
  const result = new Map<number, { to: number; tie: number }>();
  for (const [source, doc] of pick) {
    const best = bestOf.get(source)!;
    result.set(doc, { to: relevanceOf(best), tie: tieOf(best) + 2e-6 });
  }
  return result;
}

/** A heading that is only a general word: the instrument's definitions, scope or sanctions rather than a duty or a right. */
const GENERAL_HEADING = /^\s*\[?\s*(?:definitions?|interpretation|scope|application|sanctions|penalties|offences|exemptions|general provisions?|subject[- ]matter(?: and scope)?|scope and definitions)\s*\]?\s*$/i;

/** The share of an instrument's provisions that have the term in any field. */
function shareOfInstrument(index: ProvisionIndex, term: string, source: number): number {
  let sizes = sizeCache.get(index);
  if (!sizes) {
    sizes = new Uint32Array(index.sourceIds.size);
    for (const s of index.sourceOf) sizes[s]++;
    sizeCache.set(index, sizes);
  }
  let n = 0;
  for (const doc of index.postings.get(term)?.docs ?? []) if (index.sourceOf[doc] === source) n++;
  return n / Math.max(1, sizes[source]);
}
const sizeCache = new WeakMap<ProvisionIndex, Uint32Array>();

/** Whether the document has the term in any field (binary search of its postings). */
function hasTerm(index: ProvisionIndex, term: string, doc: number): boolean {
  const docs = index.postings.get(term)?.docs;
  if (!docs) return false;
  let lo = 0;
  let hi = docs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (docs[mid] === doc) return true;
    if (docs[mid] < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** The runtime registry's specific topic tags (`specificTopics`), for the offline answer's choice of further citations. */
export async function registrySpecificTopics(): Promise<ReadonlySet<string>> {
  return specificTopics(indexFor(await getRegistry()));
}

/** Topic tags carried by at most `tuning.localLiftTopicShare` of the registry's provisions. */
export function specificTopics(index: ProvisionIndex): Set<string> {
  let set = topicCache.get(index);
  if (!set) {
    const counts = new Map<string, number>();
    for (const d of index.docs) for (const t of d.topics) counts.set(t, (counts.get(t) ?? 0) + 1);
    set = new Set([...counts].filter(([, c]) => c <= tuning.localLiftTopicShare * index.docs.length).map(([t]) => t));
    topicCache.set(index, set);
  }
  return set;
}
const topicCache = new WeakMap<ProvisionIndex, Set<string>>();

/**
 * A synonym stands in for a word the provision lacks; it adds nothing to one that has the word, and of a word's several
 * synonyms ("phone": telephone, call, ring) only the best counts, so a word with many synonyms weighs no more than one.
 */
function addSynonymScores(index: ProvisionIndex, expansions: Expansion[], allowed: Uint8Array, scratch: Scratch, add: (doc: number, value: number) => void) {
  const groups = new Map<string, Expansion[]>();
  for (const e of expansions) {
    if (!e.synonym) continue;
    const key = e.standsFor.join(" ");
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  // Dense scratch arrays, as for the scores, rather than a Set and a Map per word.
  const { hasWord, best } = scratch;
  let stamp = 0;
  for (const group of groups.values()) {
    stamp++;
    for (const t of group[0].standsFor) for (const doc of index.postings.get(t)?.docs ?? []) hasWord[doc] = stamp;
    const hit: number[] = [];
    for (const { term, weight } of group) {
      const postings = index.postings.get(term);
      if (!postings) continue;
      for (let k = 0; k < postings.docs.length; k++) {
        const doc = postings.docs[k];
        if (!allowed[doc] || hasWord[doc] === stamp) continue;
        if (best[doc] === 0) hit.push(doc);
        best[doc] = Math.max(best[doc], weight * postings.scores[k]);
      }
    }
    for (const doc of hit) {
      add(doc, best[doc]);
      best[doc] = 0;
    }
  }
}

/** A search's per-document accumulators (`searchIndex`, `addSynonymScores`). */
interface Scratch {
  score: Float64Array;
  coverage: Float64Array;
  coveredBy: Int32Array;
  termsAnswered: Uint16Array;
  expansionMatched: Uint8Array;
  hasWord: Uint32Array;
  best: Float64Array;
  knownCoverage: Float64Array;
  relevance: Float64Array;
}

/**
 * The accumulators of this index, zeroed for a new search. Allocated once per index: nine zeroed typed arrays of a
 * few thousand entries cost about 0.18 ms a search to allocate (and their collection after), zeroing them in place
 * about 0.01 ms. A search runs synchronously from start to end, so one set per index is never used by two at once.
 */
function scratchFor(index: ProvisionIndex): Scratch {
  let scratch = scratchCache.get(index);
  if (!scratch) {
    const n = index.docs.length;
    scratch = {
      score: new Float64Array(n),
      coverage: new Float64Array(n),
      coveredBy: new Int32Array(n),
      termsAnswered: new Uint16Array(n),
      expansionMatched: new Uint8Array(n),
      hasWord: new Uint32Array(n),
      best: new Float64Array(n),
      knownCoverage: new Float64Array(n),
      relevance: new Float64Array(n),
    };
    scratchCache.set(index, scratch);
  }
  return scratch;
}
const scratchCache = new WeakMap<ProvisionIndex, Scratch>();

/** Zeroes the accumulators before a search (`coveredBy` to -1: no question term yet). */
function resetScratch(scratch: Scratch): Scratch {
  scratch.score.fill(0);
  scratch.coverage.fill(0);
  scratch.coveredBy.fill(-1);
  scratch.termsAnswered.fill(0);
  scratch.expansionMatched.fill(0);
  scratch.hasWord.fill(0);
  scratch.best.fill(0);
  scratch.knownCoverage.fill(0);
  scratch.relevance.fill(0);
  return scratch;
}

/** The document of a provision, by source_id and article exactly as the registry numbers it. */
function docOf(index: ProvisionIndex, sourceId: string, article: string): number | undefined {
  let byKey = docCache.get(index);
  if (!byKey) {
    byKey = new Map(index.docs.map((d, i) => [`${d.source_id}\u0000${d.article}`, i]));
    docCache.set(index, byKey);
  }
  return byKey.get(`${sourceId}\u0000${article}`);
}
const docCache = new WeakMap<ProvisionIndex, Map<string, number>>();

/**
 * The index terms of an English question's place and person names that no provision uses: capitalised words right after
 * "in", "at", "from", "to", "near", "of" or a possessive ("a bakery in Leipzig", "my landlord in Cape Town", "my Austin
 * rental"). Such a word was counted as a word of the question the registry lacks, which lowers every provision's
 * relevance alike (the share of the question's words the registry knows, and the rarity-weighted total a provision's
 * score is a share of): a question naming the city it happened in went silent where the same question without it was
 * answered. Names the registry uses ("Texas", "Rome I") are kept, and so is a name after an article ("in the
 * Bundestag", "the film Jaws"), which is what the question is about rather than where it happened.
 */
function unknownNames(index: ProvisionIndex, text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACE_OR_PERSON)) {
    for (const term of terms(match[1])) if (!index.postings.has(term)) names.add(term);
  }
  return names;
}
const PLACE_OR_PERSON = /\b(?:in|at|from|to|near|outside|around|of|my|our|his|her|their)\s+([A-Z][a-z\u00e0-\u024f]+(?:[\s-]+[A-Z][a-z\u00e0-\u024f]+)*)/g;

/** The joined index terms of a text's hyphenated words ("six-hour" → "sixhour"), which `terms()` adds beside the parts. */
function compoundTerms(text: string): string[] {
  return words(text)
    .filter((w) => w.includes("-"))
    .flatMap((w) => terms(w.replace(/-/g, "")));
}

/** A text's hyphenated words, each with its index terms (`terms()`: the joined form and the parts) and the documents that answered it. */
function hyphenatedWords(text: string): { terms: Set<string>; answeredBy: Set<number> }[] {
  return words(text)
    .filter((w) => w.includes("-"))
    .map((w) => ({ terms: new Set(terms(w)), answeredBy: new Set<number>() }));
}

/** 1 for each provision in the requested jurisdictions (and instruments, when the search names some). */
function allowedDocuments(index: ProvisionIndex, input: SearchInput): Uint8Array {
  const sourceIds = input.sourceIds && input.sourceIds.length > 0 ? input.sourceIds : null;
  const key = `${input.jurisdictions.join(",")}|${sourceIds?.join(",") ?? ""}`;
  let masks = allowedCache.get(index);
  if (!masks) allowedCache.set(index, (masks = new Map()));
  const cached = masks.get(key);
  if (cached) return cached;
  const jurisdictions = new Uint8Array(index.jurisdictionIds.size);
  for (const code of input.jurisdictions) {
    const id = index.jurisdictionIds.get(code);
    if (id !== undefined) jurisdictions[id] = 1;
  }
  const sources = new Uint8Array(index.sourceIds.size).fill(sourceIds ? 0 : 1);
  for (const sourceId of sourceIds ?? []) {
    const id = index.sourceIds.get(sourceId);
    if (id !== undefined) sources[id] = 1;
  }
  const mask = new Uint8Array(index.docs.length);
  for (let doc = 0; doc < mask.length; doc++) mask[doc] = jurisdictions[index.jurisdictionOf[doc]] & sources[index.sourceOf[doc]];
  // Jurisdiction chains are few; instrument lists come from compliance checks and could be many: keep a bounded set.
  if (masks.size >= 512) masks.clear();
  masks.set(key, mask);
  return mask;
}
const allowedCache = new WeakMap<ProvisionIndex, Map<string, Uint8Array>>();

/** How people name the places of a jurisdiction chain, beyond the names themselves. */
const DEMONYMS: Record<string, string> = {
  US: "american america usa federal state",
  GB: "british britain uk england english wales scotland",
  EU: "european europe eu union member",
  IN: "indian",
  DE: "german",
  FR: "french",
  ES: "spanish",
  IT: "italian",
  NL: "dutch",
  IE: "irish",
  BE: "belgian",
  AT: "austrian",
  PL: "polish",
  SE: "swedish",
  CH: "swiss",
  CN: "chinese",
  JP: "japanese",
  AU: "australian",
  NZ: "zealand",
  CA: "canadian",
  BR: "brazilian",
  ZA: "african",
  KE: "kenyan",
  NG: "nigerian",
  TH: "thai",
  CO: "colombian",
  SG: "singaporean",
  "US-CA": "californian",
};

const placeCache = new Map<string, Set<string>>();

function placeTerms(chain: string[]): Set<string> {
  const key = chain.join(",");
  let set = placeCache.get(key);
  if (!set) {
    const names = chain.flatMap((code) => [getJurisdiction(code)?.name ?? "", DEMONYMS[code] ?? ""]);
    set = new Set(terms(names.join(" ")));
    placeCache.set(key, set);
  }
  return set;
}
