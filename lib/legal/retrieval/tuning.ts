/**
 * Retrieval's tuning, chosen on the evaluation (npm run eval:retrieval; `eval/retrieval/questions.ts`).
 * One place, so a sweep can try alternatives and the figures in the docs trace to these values.
 */
export const tuning = {
  /**
   * How much a term counts in each field: a heading says what a provision is about; a summary may only mention it.
   * `situations` (a non-lawyer's words for what the provision answers) was 0.5, as the summary; ground17 raised it to
   * 1 on every dev set pooled (eval/retrieval/dev-pool.ts, 684 answerable, 304 unrelated; scripts/tune-retrieval-pool.ts):
   * covered top-1 / top-5 / answerable citing nothing 551 / 660 / 101 → 555 / 656 / 72, unrelated citing 5 → 7
   * (the lay-words dev part 30 / 40 / 18 → 32 / 40 / 14 of 44); with the situations ground17 wrote for 74 provisions
   * and "ago" a stopword, 557 / 656 / 71 and 7. Known cost: a provision without situations loses ground to neighbours
   * that have them (the CCPA regulations' opt-out notice now comes before the statute for sharing data with advertisers). 1.5: 553 / 654 / 66 and 9 unrelated; 2.5: 551 / 652 / 56
   * and 12. Counting unknown words only in the known-words factor (not also in the score's denominator) instead:
   * 550 / 660 / 73 and 14 unrelated.
   */
  fieldWeights: { heading: 6, topics: 2, names: 1.5, summary: 0.5, situations: 1 },
  /** BM25 term-frequency saturation and length normalisation. */
  k1: 1.2,
  b: 0.6,
  /** A legal term added for an everyday word counts this much of the user's own word. */
  expansionWeight: 0.8,
  /**
   * A WordNet synonym (`thesaurus.ts`) of the user's word counts this much of the word for its commonest sense, times
   * `synonymRankDecay` for each less common sense, of the `synonymSenses` commonest. Chosen on the dev half
   * (scripts/tune-retrieval-dev.ts; top-1 / top-5 of 342, unrelated citing of 121): without synonyms 270 / 324, 5;
   * 0.3 with 2 senses 271 / 324, 6; with 3 senses and synonym matches escaping the single-word penalty 273 / 325, 6;
   * 0.45 and 0.6 lose top-1 (270, 269).
   */
  synonymWeight: 0.3,
  synonymRankDecay: 0.7,
  synonymSenses: 3,
  /**
   * A verb's rarely tagged senses (WordNet's concordance tagged "sack" as dismissal 0 times, "fire" 7 against the
   * flame's 43) count this share of a common sense's synonym, for a word in its past form ("sacked", "fired"; `thesaurus.ts`). On
   * every dev set pooled (ground18, 684 answerable, 304 unrelated): 0 gave top-1/top-5/citing nothing 555/656/72 and 7
   * unrelated citing, 0.3 554/656/70 and 7, 0.6 one top-1 fewer; read for every form, 0.2 let one more unrelated cite
   * ("train for a marathon" reached sick leave through "condition").
   */
  rareVerbSenseWeight: 0.3,
  /** The share of a question word's coverage credit a provision gets when it has only a synonym of the word (0.3 lost one top-1 on dev). */
  synonymCoverage: 0,
  /** Whether a provision matched through a synonym escapes the single-word penalty, like one matched through the vocabulary. */
  synonymMatches: true,
  /**
   * Whether a word with a synonym in the registry counts as a word the registry knows (the unknown-words factor). Nearly
   * every English word has one: on dev, true let 12 of 121 unrelated questions cite instead of 6.
   */
  synonymsRecognise: false,
  /**
   * A term from the model's rewrite of the question counts this much of the user's own word (below a vocabulary
   * expansion's 0.8: the user's words weigh most). Chosen, not measured: the evaluation runs without a model.
   */
  rewriteWeight: 0.5,
  /**
   * Relevance added to a provision the model's rewrite named (verified against the registry first), enough to bring it
   * into chat's ten provisions when the question shares few words with it. Chosen, not measured (no model offline).
   */
  proposedBonus: 0.2,
  /** Relevance kept by a provision that shares a single literal word with a question of several (none of it through the vocabulary). */
  singleWordFactor: 0.5,
  /**
   * Relevance is multiplied by (share of the question's words the registry knows) to this power: 0 ignores unknown
   * words; 1 makes a question half of whose words no provision uses score half.
   */
  unknownWordsPower: 1,
  /**
   * Whether an English question's town or person names that no provision uses ("a bakery in Leipzig", "my landlord in
   * Kitchener") are dropped from its words (`unknownNames` in search.ts) rather than counted as words the registry lacks.
   * On every dev set pooled (scripts/tune-retrieval-pool.ts; groundgen): answerable citing nothing 70 → 57 of 684 (of
   * the 70, 41 had the right provision first and 18 in the top five, suppressed by the "nothing found" rules; 11 had it
   * nowhere; after: 32 / 14 / 11), top-1 / top-5 555 / 656 → 554 / 656, unrelated citing 6 of 304 either way. Any
   * capitalised word not beginning a sentence instead (not only after "in", "at", "my" …): 57 silenced too, but 8
   * unrelated citing ("the film Jaws", "in the Bundestag" are the subject).
   */
  dropUnknownNames: true as boolean,
  /**
   * Whether a number the vocabulary did not read ("$2,000", "my 23-year-old", "three years ago" stays) is dropped from an
   * English question's words: as a term it matched any provision stating an amount or a period in digits. An age at
   * work or a pay rate the vocabulary reads (`synonyms.ts`) keeps its digits. Dev pooled (groundgen, after the
   * recalibration): top-1 / top-5 / citing nothing 554 / 656 / 66 → 556 / 656 / 65, unrelated citing 4 → 4 of 304.
   */
  dropNumbers: true as boolean,
  /**
   * Relevance of a provision of the requested jurisdiction itself (or of a regulation, which applies as it stands), against
   * its parents' directives and statutes, is multiplied by this. Chosen on the dev half: 1.05 gave top-1 266 → 270 of
   * 342 with no unrelated question citing more; 1.1 and 1.2 gave no more top-1 and more unrelated citations.
   */
  ownJurisdictionFactor: 1.05,
  /**
   * A provision of the requested jurisdiction at least this share as relevant as a parent's directive or statute that
   * shares a specific topic with it is ranked just before that provision (`liftLocalProvisions` in search.ts); 1 turns
   * the rule off. Chosen on dev (scripts/tune-retrieval-dev.ts; ground9, with 13 member-state situations added to the
   * dev extension first): dev covered top-1 / top-5 of 349, extension of 73, without the rule 289 / 341, 50 / 66;
   * 0.6 299 / 343, 52 / 68; 0.5 299 / 344, 52 / 68; 0.4 299 / 345, 53 / 69 (0.5 kept: one question either way is
   * noise, and a lower ratio lifts weaker local matches). Unrelated citing and answerable questions silenced
   * unchanged at every value (the rule moves the order, not the best relevance).
   */
  localLiftRatio: 0.5,
  /**
   * A topic tag links a local provision to a parent's only when at most this share of all provisions carry it
   * ("withdrawal-right", "bail", "speedy-trial", "discrimination"; not "employment" or "consumer-protection"). On dev
   * at ratio 0.5: 0.02 gave 298 / 342, 0.03 297 / 342, 0.04 299 / 344, 0.07 (admitting "consumer-protection") and 0.1
   * 296 / 343 before the right-of-withdrawal tags of the Consumer Rights Directive were added. Known cost on dev: a tag
   * can be shared by different subjects ("wages" ranks Texas's paydays section before the FLSA's minimum wage); and on
   * the legacy set (tuned on) a French question on unfair terms now gets French provisions before the directive it
   * expects (top-1 65 → 64, top-5 88 → 87 of 93).
   */
  localLiftTopicShare: 0.04,
  /**
   * Within one instrument, a section at least this share as relevant as the instrument's best is ranked just before it
   * when its heading names a word of the question that the best section does not use anywhere and that at most
   * `headingLiftShare` of the instrument's provisions use (`liftHeadingMatches` in search.ts; order only). ground3, on
   * every dev set pooled (scripts/tune-retrieval-pool.ts): covered top-1 / top-5 / citing nothing 558 / 660 / 50 →
   * 559 / 660 / 50, unrelated citing 4 → 4 of 304; blind set 17's dev half 63 / 78 / 13 → 64 / 79 / 13 of 85, unrelated
   * 0 of 18. Gains: a written statement of reasons for dismissal over the qualifying period, condition reports over the
   * bond, notice of a new rent over rent-review frequency. Losses: an incidental word in a heading ("take it up with
   * the manufacturer" → damages against manufacturers; "the house I rent" → annual rent increase). Tried: any heading
   * word by global rarity (no "not used by the best" condition), 527 top-1 at 0.8 (definitions sections listing many
   * terms and long headings came first); ratio 0.7, 558 (an adjective: "small company", "wasting money"); share 0.1,
   * 558; ratio 0.6 with share 0.1, 554.
   */
  headingLiftRatio: 0.8,
  headingLiftShare: 0.25,
  /**
   * When an instrument's best section has only a general heading ("Definitions", "Scope", "Sanctions", "Penalties";
   * `GENERAL_HEADING` in search.ts) and its next section is at least this share as relevant, the next comes just before
   * it (`liftHeadingMatches`; order only). ground3, with the heading lift: dev pool covered top-1 559 → 560 of 687 (a
   * cancelled flight: the Air Passenger Regulation's cancellation article, not its scope), top-5 / citing nothing /
   * unrelated citing unchanged (660 / 50 / 4 of 304); blind set 17's dev half top-1 64 → 65 of 85 (the Speedy Trial
   * Act's time limits, not its sanctions). 0.5, 0.7 and 0.85 gave the same figures. Of the dev questions whose first
   * result had a general-sounding heading (pool and blind-17 dev, 20), those right first all had a heading of their own
   * ("General right to redundancy payment", "Meaning of genuine redundancy"), which the pattern does not match.
   */
  generalSectionRatio: 0.85,
  /** Share of the relevance that comes from coverage of the question (the rest from the BM25F score). */
  coverageShare: 0.2,
  /**
   * The offline engine cites nothing below this relevance (bar the stand-out rule below) and says it found nothing
   * instead. Calibrated on the dev half, answerable and unrelated questions together (scripts/calibrate-cite-floor.ts):
   * the lowest floor at which unrelated questions cite anything at most 5 % of the time. Re-run (ground6) with the
   * dev-only extension (eval/retrieval/dev-extension.ts: 44 answerable, 31 unrelated written fresh, because the dev
   * half's 32 unrelated had been tuned to cite nothing while the test half's cited 4 of 34): unrelated = the dev half's
   * 32, the extension's 31, the legacy set's 41 and calibration-unrelated.ts's 48. At the former 0.33, 8 of 152 cited
   * (5.3 %); at 0.35, 7 (4.6 %), for answerable dev questions finding nothing 26 of 390 instead of 21 (21 of them right
   * in the top 5). Earlier: 0.33 with 5 of 121 unrelated citing; before relevance was scaled by the words the registry
   * knows (search.ts), 0.35 cost 29 of 342 with 12 of 121 citing.
   * ground8: with the coverage bar below, chosen with it (the pair silencing fewest answerable dev questions with
   * unrelated ones citing at most 5 %), 0.3; see `citeCoverage`.
   * groundgen: 0.33 with `citeCoverage` 0.28, recalibrated jointly after town names stopped counting as unknown words
   * (`dropUnknownNames`), which gave back 13 answerable questions; part of that spent on the unrelated guard, since the
   * held-out and blind sets' unrelated questions have cited more often than dev's at every calibration. Every dev set
   * pooled (684 answerable, 304 unrelated; citing nothing, unrelated citing): 0.3 / 0.25 57, 6; 0.33 / 0.25 61, 5;
   * 0.3 / 0.28 62, 5; 0.33 / 0.28 66, 4; 0.35 / 0.25 64, 5; `citeEvidence` 0.33 69, 5; 0.36 84, 4. Top-1 / top-5 unchanged.
   * Held out (npm run eval:retrieval -- --split test, once before groundgen's changes and once after all of them: town
   * names, numbers, this pair, the German sick words): everyday test half nothing found 83 → 77 of 389, unrelated citing
   * 2 → 2 of 34, top-1 / top-5 of 263 covered 202 / 248 unchanged; fresh held-out nothing found 4 → 3 of 26, unrelated
   * 2 → 2 of 23; foreign-language test half nothing found 17 → 18 of 68 (the town and number rules read English only),
   * unrelated 0 of 10 either way. eval/retrieval/own-check.ts held-out half: top-1 7 → 7 / 10, top-5 9 → 9, nothing
   * found 2 → 1, unrelated citing 0 → 1 of 15.
   */
  citeFloor: 0.33,
  /**
   * Below the floor, the best provision is still cited when it is at least this relevant and this many times as
   * relevant as the second (`citable.ts`). Chosen on the dev half with the floor (scripts/calibrate-cite-floor.ts):
   * it gives back answerable questions whose one right provision scored just under the floor, and cited no further
   * unrelated question there.
   */
  standOutFloor: 0.3,
  /**
   * A provision is cited only if it answers at least this share of the question's words the registry knows, weighted by
   * rarity (`question_coverage`, `citable.ts`). Calibrated with the floor on dev (scripts/calibrate-cite-floor.ts;
   * ground8 added 20 legal-sounding unrelated questions to the dev extension first, on law the registry lacks: jury
   * service, firearms, road traffic, immigration, elections; 7 of them cited at the former floor alone). Unrelated pool
   * 172 (dev half 32, extension 51, legacy 41, calibration 48), answerable dev 393: floor 0.35 alone, 14 citing (8.1 %)
   * and 25 answerable silenced; bar 0.3 with floor 0.38, 8 citing, 38 silenced; bar 0.35 with floor 0.3, 8 citing
   * (4.7 %), 31 silenced. Those still citing match several of the question's words ("years … work … retirement
   * benefits" → ERISA's participation standards). Re-run after the vocabulary and dev extension grew (409 answerable):
   * the same pair, 8 of 172 citing, 29 silenced (floor 0.35 alone: 14 citing, 22 silenced).
   * groundgen: 0.28 with the floor at 0.33 (see `citeFloor`).
   * ground2: 0.26, re-swept after `topicsAgree`, `wellEvidenced`, the vocabulary and irregular-verb changes. Every dev set
   * pooled (citing nothing, unrelated citing of 304): 0.28 57, 4; 0.27 53, 4; 0.26 50, 4; 0.25 50, 4; 0.24 49, 4; top-1 /
   * top-5 558 / 660 at each. 0.26 rather than lower for margin: held-out unrelated questions have cited more than dev's.
   * Blind set 17's dev half: citing nothing 14 → 13 of 85, unrelated 0 of 18 either way.
   * retr: 0.22, re-swept with the dev halves of blind sets 16-18 pooled in (scripts/tune-retrieval-pool.ts --blind-dev;
   * 924 answerable whose provision the registry holds, 351 unrelated), after the period adjectives and 278 situations:
   * citing nothing / unrelated citing at 0.26 91 / 6; 0.24 88 / 6; 0.22 86 / 6; 0.2 85 / 7; 0.15 84 / 7; top-1 / top-5
   * 732 / 872 at each. The blind dev halves, not tuned on before, gain most (blind-16 dev 18 → 15 of 92 citing nothing).
   */
  citeCoverage: 0.22,
  /**
   * A provision is cited only if relevance × its share of `answeredWordsCap` question words answered
   * (`question_words_answered`) reaches this (`evidenced` in citable.ts); chosen with `citeCoverage` lowered from 0.35
   * to 0.25 beside it (ground13). Chosen on dev (scripts/tune-retrieval-dev.ts) after eval/retrieval/nothing-found-dev.ts
   * added 70 unrelated and 45 answerable questions written fresh: answerable pool 574 (dev half 349, extension 73, fresh
   * dev 26, fresh dev-more 81, nothing-found dev 45), unrelated 265 (dev half 32, extension 51, fresh dev 23, legacy 41,
   * calibration 48, nothing-found dev 70). Before (coverage bar 0.35, no evidence rule, contractions already stopwords):
   * 9 unrelated citing, 56 answerable silenced, 426 cited with the expected provision first. After: 5, 62, 426. Around it
   * (unrelated / silenced): cap 4, bar 0.25, evidence 0.28: 7 / 58; 0.32: 5 / 76; bar 0.3 at 0.3: 4 / 67; bar 0.2: 6 / 62;
   * cap 3: 12 / 40; cap 5: 3 / 91. Raising the coverage bar alone to 0.4 instead: 6 / 67.
   * Held out (npm run eval:retrieval -- --split test, once before and once after): everyday test half unrelated citing
   * 3 → 1 of 34, top-1 / top-5 of 262 covered unchanged (202 / 241), nothing found 90 → 101 of 389 (coverage gaps and
   * covered questions not told apart there); fresh set's held-out part unrelated citing 2 → 1 of 23, nothing found 4 → 6
   * of 26.
   */
  citeEvidence: 0.3,
  /**
   * Tried on every dev set pooled and not kept (ground19; scripts/tune-retrieval-pool.ts, 684 answerable, 304 unrelated;
   * covered top-1 / top-5 / citing nothing, unrelated citing; from 555 / 656 / 70, 7): a word met only in a provision's
   * `situations` counting nothing unless another word is met in its own wording, 555 / 656 / 73, 6 (the 3 lost: a
   * refurbished phone sold as new, a boiler in a rented flat, a car dealer hiding an accident, all right first); the
   * same with a synonym in the wording not lifting it, 78, 6; such a word counting 0.5 / 0.6 / 0.7, 98 / 98 / 84 and
   * 6 / 5 / 6; synonyms not counted as words answered, 81, 6 (with the first rule, 91, 5); a word in more than 10 % of
   * provisions counting nothing, 105, 5 (15 %: 73, 7). After the EU enacting bodies left the names (index.ts; 6 citing):
   * heading words in more than 1.5 % of headings (right, duty, information, liability) weighted 3 or 1 instead of 6,
   * top-1 554 / 552 and 6 citing either way. Raising `citeCoverage` to
   * 0.28 instead: 74, 6. The situations carry most lay-words questions: an everyday word is the evidence there.
   */
  answeredWordsCap: 4,
  standOutRatio: 1.3,
  /**
   * Nothing is cited when the best three results come from three different instruments, the third at least
   * `scatterCloseness` as relevant as the first, and the first below `scatterRelevance` and answering less than
   * `scatterCoverage` of the question (`scattered` in citable.ts). Chosen on dev (ground10: 26 answerable and 23
   * legal-sounding unrelated questions written fresh for it, eval/retrieval/fresh-set.ts, dev part): with the floor and
   * coverage bar above, unrelated citing 13 → 7 of 195 (dev half 32, extension 51, fresh 23, legacy 41, calibration
   * 48) for answerable dev questions finding nothing 39 → 44 of 448. Closeness 0.7 silenced 48 for the same 7, 0.85
   * silenced 42 and left 8; relevance 0.55 and 0.6 left 8, coverage 0.5 left 8 and 1 (no coverage condition) silenced 45.
   * Raising the floor instead to reach 9 of 195 (4.6 %) silenced 60. With the rule, calibrate-cite-floor.ts would now
   * lower the coverage bar to 0.3 (9 of 195 citing, 38 silenced); the bar was kept at 0.35 for margin, since the test
   * half's unrelated questions have cited more often than dev's at every calibration so far.
   * Held out (npm run eval:retrieval -- --split test, before → after): everyday test half unrelated citing 3 → 3 of 34,
   * nothing found 83 → 95 of 389 (coverage gaps and covered questions not told apart there), top-1 / top-5 unchanged;
   * fresh set's held-out part unrelated citing 3 → 2 of 23, nothing found 4 → 4 of 26.
   */
  scatterCloseness: 0.8,
  /**
   * Below the floor and with no stand-out, the best result is still cited when its own evidence is strong: at least
   * `evidencedFloor` relevant, answering `answeredWordsCap` or more of the question's words, and at least
   * `evidencedCoverage` of the share the registry knows (`wellEvidenced` in citable.ts). A long, rambling question's
   * relevance is diluted by its many incidental words though its best match answers it squarely. Every dev set pooled
   * (scripts/tune-retrieval-pool.ts; ground2, after `topicsAgree`): answerable citing nothing 59 → 57 of 687, unrelated
   * citing 4 → 4 of 304, top-1 / top-5 unchanged. Coverage 0.28: 55 and 4, but on blind set 17's dev half an unrelated
   * question cited ("my landlord's dog barks … every time I come home" → a landlord's entry, coverage 0.399);
   * 0.45: 58; floor 0.2 with 0.45: 58; floor 0.2 with 0.28: 55 and 5 unrelated.
   */
  evidencedFloor: 0.25,
  evidencedCoverage: 0.4,
  /**
   * Below the floor, a best result answering `answeredWordsCap` or more of the question's words, at least
   * `corroboratedCoverage` of it and at least `corroboratedFloor` relevant, is cited when the next two results agree
   * with it (its instrument or a shared topic; `corroborated` in citable.ts). Fold discipline (retr2): chosen on the
   * dev sets and blind sets 16-18's dev halves, then checked on blind sets 19 and 20's dev halves, which nobody had
   * tuned on (scripts/tune-retrieval-pool.ts --blind-dev). Older folds: answerable citing nothing 85 → 79 of 924,
   * unrelated citing 6 → 6 of 351; blind 19 / 20 dev: 37 → 33 of 117, unrelated 0 → 0 of 25. Coverage 0.22 was best on
   * the older folds (78, 6) but cited one unrelated question on blind set 20's dev half ("hours a day" studying for a
   * German state exam → the Working Time Act); 0.28: 80. Agreement of the next four instead of two, or relevance × words
   * answered ≥ 0.25 instead of four words answered: "overtime in an American football game" cited the FLSA. A margin
   * over the next instrument's best (1.2 to 2 ×) instead of agreement: at best 2 fewer silent for 4 more unrelated.
   */
  corroboratedFloor: 0.15,
  corroboratedCoverage: 0.25,
  scatterRelevance: 0.65,
  scatterCoverage: 0.6,
  /**
   * The offline answer cites a further provision unrelated to its first (another instrument, no specific topic in
   * common; `offlineCitations` in citable.ts) only when it is within this much relevance of the first and answers at
   * least as much of the question. Chosen on dev (scripts/measure-offline-citations.ts; ground12): without the
   * relatedness rule, 35 of 463 further citations on dev shared neither instrument nor any topic with the expected
   * provision; related-only 2, with the expected provision cited anywhere 441 → 440 of 529 (the first was wrong and
   * the right one unrelated to it); with this escape at 0.03 and coverage at least the first's, 4, and 441 kept. 0.05
   * gave 6, 0.1 gave 9, at the same 441. Held out, one run after the choice (`--held-out`, everyday test half, 262
   * covered): off-topic further citations 30 → 1, expected provision cited anywhere 210 → 206, first right 187 unchanged.
   */
  extraTieGap: 0.03,
  /**
   * A further citation from the first's own instrument that shares no specific topic with it is kept only if it answers
   * as many of the question's words (`question_words_answered`) and at least this share of the first's
   * `question_coverage` (`offlineCitations`). Measured on dev (scripts/measure-offline-citations.ts, 529 covered
   * questions; ground13), same instrument as a link on its own → this rule: further citations 436 → 413, expected
   * provision cited anywhere 444 → 442, first citation unchanged. 0.6: 419 / 442; 0.9: 405 / 440; 1.0: 400 / 439. Of the
   * 25 further citations dropped, read by hand, about 15 were off the question (wire-tapping beside legal aid, a
   * tax-domicile rule beside capital gains, an audit exemption beside dividends) and about 10 on it (three
   * of them an expected provision: unpaid parental leave, a directors' duty of care, where to file a consumer complaint). Not fixed: a section that matches the question's
   * words as well as the first (the Code on Wages's fines beside its time limit for paying wages) is still cited.
   */
  sameInstrumentCoverage: 0.75,
};
