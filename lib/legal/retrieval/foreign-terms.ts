import { LEXICON } from "./foreign-lexicon";
import { expandQuery, type ExpandedQuery, type Expansion } from "./synonyms";
import { terms, words } from "./tokenize";
import { tuning } from "./tuning";

/**
 * Questions asked in German, French, Spanish, Italian or Dutch (issue 33: "Mein Vermieter … will die Miete … um 25 %
 * erhöhen. Darf er das?" found nothing, its English twin BGB § 558). The registry's summaries and situations are English,
 * so a question in one of these languages is read into English first: function words dropped, each known word replaced
 * by the English words the registry uses for it (`foreign-lexicon.ts`; German and Dutch compounds split into their
 * parts), unknown words kept as written. The English reading then goes through the ordinary expansion (`expandQuery`),
 * and the question's own words are added back as terms that stand for their English reading, so that a provision
 * headed in the question's language (the BGB's "Mieterhöhung", the Estatuto's "Vacaciones anuales") matches them too.
 *
 * A question is read this way only when its function words are plainly of one of these languages and outnumber its
 * English ones: an English question is expanded exactly as before, whatever foreign word it quotes.
 */

export type ForeignLanguage = keyof typeof LEXICON;

/**
 * A question term of the user's own language counts this much of the English reading it stands for. Chosen on the dev
 * half of eval/retrieval/foreign-language.ts (top-1 / top-5 of 46): 0 gave 34 / 43, 0.15 36 / 43, 0.3 37 / 43, 0.5 35 / 43,
 * 0.8 and 1 34 / 43; no unrelated question cited at any value.
 */
const NATIVE_WEIGHT = 0.3;

/**
 * Function words of each language (folded, see `fold`). Those also common in English questions ("die", "man", "also",
 * "a", "on", "me") or shared with another of the languages ("la", "de", "en", "que") are dropped from a question but do
 * not count towards telling its language (`DISTINCT`).
 */
const FUNCTION_WORDS: Record<ForeignLanguage, string> = {
  de:
    "der die das den dem des ein eine einen einem einer eines ich du er sie es wir ihr mich mir dich dir ihn ihm uns euch mein meine " +
    "meinen meinem meiner meines dein deine deinen sein seine seinen seinem seiner ihre ihren ihrem ihrer unser unsere unseren " +
    "und oder aber auch nicht kein keine keinen noch schon nur ist sind war waren bin bist hat habe hast haben hatte hatten wird " +
    "werden wurde wurden kann kannst koennen konnte soll sollen sollte will willst wollen moechte mit von zu zum zur bei nach vor " +
    "fuer ueber unter auf aus an am im in um bis durch gegen ohne seit wie was wer wo wann warum welche welcher welches welchen ob " +
    "dass wenn weil als da dann so sehr mal jetzt hier dort doch ja nein man sich alle alles viel viele mehr etwa einfach " +
    "eigentlich bitte denn ab also vom beim ins ans waehrend jeder jede jeden jedes jedem diese dieser diesen dieses diesem tut tun ueberhaupt dafuer dagegen darauf davon dazu damit einmal einfach gerade immer nie wieder trotzdem wegen",
  fr:
    "le la les un une des du de d au aux l j m n s t c qu je tu il elle nous vous ils elles on me te se mon ma mes ton ta tes son sa " +
    "ses notre nos votre vos leur leurs et ou mais donc ni ne pas plus moins est sont suis es etes ai as avons avez ont a avoir " +
    "etre ete fait peut peux puis pouvez doit dois faut veut veux voudrais pour par avec sans dans sur sous chez entre apres avant " +
    "depuis pendant que qui quoi quel quelle quels quelles comment quand ou pourquoi si ce cette ces cet ca y en lui tout tous " +
    "toute toutes tres deja encore aussi toujours combien devant derriere lorsque chaque",
  es:
    "el la los las un una unos unas de del al a y o u pero no si que quien quienes como cuando donde por para con sin en sobre " +
    "entre hasta desde mi mis tu tus su sus nuestro nuestra me te se le les lo yo el ella nosotros ellos ellas es son soy eres " +
    "esta estan estoy ha he has han hay tengo tienes tiene puede puedo pueden debe debo quiere quiero muy ya tambien este esta " +
    "esto ese esa eso estos estas antes despues porque mas menos algo nada todo todos cual cuales podia puedes quieren mucho " +
    "cuanto cuanta cuantos cuantas cada",
  it:
    "il lo la l i gli le un uno una dell all nell sull dall c dov quest di del della dei delle degli dello al alla ai alle agli da dal dalla dai in nel nella nei " +
    "con su sul sulla per tra fra e ed o ma non che chi cosa come quando dove perche se mi ti si ci vi mio mia miei mie tuo tua " +
    "suo sua suoi nostro nostra loro io lui lei noi voi sono sei ho hai ha abbiamo hanno essere stato stata molto gia anche " +
    "questo questa questi quello quella dopo prima senza piu meno tutto tutti ne puo posso possono devo deve devono vuole " +
    "voglio vogliono quanto quanti quante quale quali entro ogni aveva avevo avere",
  nl:
    "de het een ik jij je u hij zij ze wij we mijn mij me jouw uw zijn haar hun ons onze en of maar ook niet geen nog al wel is " +
    "ben bent was waren heeft heb hebt hebben had wordt worden werd kan kunnen kun zal zullen wil willen met van voor naar bij " +
    "op aan uit over door zonder sinds tot hoe wat wie waar wanneer waarom welke dat die dit deze als omdat dan zo erg nu hier " +
    "daar er te om mee terwijl toen zomaar binnen na dus toch elke elk ieder",
};

/** Function words that tell a language: in its list above, not an English word, not a function word of another language. */
const NOT_DISTINCT =
  "die man also so in an am hat bin war was will a on me to do no or of is as be he we us i it at by if ma son sale come dove " +
  "per con sin mi lo le la de en un una que se te ne ni si y o u e ed s t l d j m n c qu da tu al del ha op ze te over is " +
  "dat wat ook ben hun mag bent have has moet had er ca ce";

/** English function words: a question with more of them than of one language's distinct ones is read as English. */
const ENGLISH =
  "the is are was were be been my your his her our their me you he she they we it this that these those what which who how " +
  "when where why can could should would will do does did have has had not no and or but of to for with from about after " +
  "before if i am an at by on in into than then there here so just any some";

/** Inflection endings (folded) a lexicon form may carry in a question: plurals, verb endings, participles. */
const ENDINGS: Record<ForeignLanguage, string[]> = {
  de: ["", "e", "en", "er", "ern", "es", "s", "n", "t", "te", "ten", "st", "et"],
  fr: ["", "s", "x", "e", "es", "er", "ez", "ent", "ee", "ees"],
  es: ["", "s", "es", "a", "as", "o", "os", "ar", "er", "ir", "ado", "ada", "ados", "adas", "ido", "ida"],
  it: ["", "i", "e", "a", "o", "are", "ere", "ire", "ato", "ata", "ati", "ate", "ito", "ita"],
  nl: ["", "en", "s", "e", "n", "t", "te", "ten", "de", "den"],
};

/** German and Dutch joining elements between the parts of a compound ("Kündigung-s-frist", "Miet-erhöhung"). */
const LINKS = ["", "s", "es", "n", "en", "e"];
const MIN_PART = 3;
const MIN_PREFIX = 4;

/** Lower case, German umlauts and ß spelled out (so "Kuendigung" and "Kündigung" agree), other accents removed. */
export function fold(word: string): string {
  return word
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** A word's English: its translation (one word or phrase for each part of a compound), and further words standing for it. */
interface English {
  translation: string[];
  alternatives: string[];
}

interface Lexicon {
  exact: Map<string, English>;
  prefix: Map<string, English>;
  /** Phrases by their first word: the folded words and the English. */
  phrases: Map<string, { words: string[]; english: English }[]>;
  functionWords: Set<string>;
  distinct: Set<string>;
}

let lexicons: Map<ForeignLanguage, Lexicon> | undefined;
function lexiconOf(language: ForeignLanguage): Lexicon {
  lexicons ??= new Map(
    (Object.keys(LEXICON) as ForeignLanguage[]).map((lang) => {
      const exact = new Map<string, English>();
      const prefix = new Map<string, English>();
      const phrases = new Map<string, { words: string[]; english: English }[]>();
      // A form listed twice keeps its first translation and gains the second's words as alternatives.
      const add = (map: Map<string, English>, key: string, english: English) => {
        const known = map.get(key);
        map.set(key, known ? { translation: known.translation, alternatives: [...known.alternatives, ...english.translation, ...english.alternatives] } : english);
      };
      for (const line of LEXICON[lang].split("\n")) {
        const at = line.indexOf(":");
        if (at < 0) continue;
        const [translation, ...alternatives] = line.slice(at + 1).split(",").map((e) => e.trim());
        const english = { translation: [translation], alternatives };
        for (const form of line.slice(0, at).trim().split(/\s+/).map(fold)) {
          if (form.includes("_")) {
            const phraseWords = form.split("_");
            phrases.set(phraseWords[0], [...(phrases.get(phraseWords[0]) ?? []), { words: phraseWords, english }]);
          } else if (form.endsWith("*")) add(prefix, form.slice(0, -1), english);
          else add(exact, form, english);
        }
      }
      const notDistinct = new Set(NOT_DISTINCT.split(" "));
      const functionWords = new Set(FUNCTION_WORDS[lang].split(" ").map(fold));
      const others = (Object.keys(FUNCTION_WORDS) as ForeignLanguage[]).filter((l) => l !== lang).flatMap((l) => FUNCTION_WORDS[l].split(" ").map(fold));
      const shared = new Set(others);
      const distinct = new Set([...functionWords].filter((w) => !notDistinct.has(w) && !shared.has(w) && !englishWords.has(w)));
      return [lang, { exact, prefix, phrases, functionWords, distinct }];
    }),
  );
  return lexicons.get(language)!;
}
const englishWords = new Set(ENGLISH.split(" "));

/** A form of the lexicon with one of the language's endings: "Mieter" → tenant, "erhöhen" → erhöh + en. */
function inflected(lexicon: Lexicon, language: ForeignLanguage, word: string): English | undefined {
  for (const ending of ENDINGS[language]) {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_PART) continue;
    const stem = word.slice(0, word.length - ending.length);
    const found = lexicon.exact.get(stem) ?? lexicon.prefix.get(stem);
    if (found) return found;
  }
  return undefined;
}

function prefixed(lexicon: Lexicon, word: string): English | undefined {
  for (let k = word.length; k >= MIN_PREFIX; k--) {
    const found = lexicon.prefix.get(word.slice(0, k));
    if (found) return found;
  }
  return undefined;
}

/** A German or Dutch compound as a known head and a known rest: "mieterhoehung" → miete (linking "e" dropped) + erhoehung. */
function compound(lexicon: Lexicon, language: ForeignLanguage, word: string, depth: number): English | undefined {
  if (depth > 2) return undefined;
  for (let at = word.length - MIN_PART; at >= MIN_PART; at--) {
    const head = word.slice(0, at);
    let headEnglish: English | undefined;
    for (const link of LINKS) {
      if (!head.endsWith(link) || head.length - link.length < MIN_PART) continue;
      const bare = head.slice(0, head.length - link.length);
      headEnglish = lexicon.exact.get(bare) ?? lexicon.prefix.get(bare) ?? lexicon.exact.get(`${bare}e`);
      if (headEnglish) break;
    }
    if (!headEnglish) continue;
    const rest = translateWord(lexicon, language, word.slice(at), depth + 1);
    if (rest) return { translation: [...headEnglish.translation, ...rest.translation], alternatives: [...headEnglish.alternatives, ...rest.alternatives] };
  }
  return undefined;
}

function translateWord(lexicon: Lexicon, language: ForeignLanguage, word: string, depth = 0): English | undefined {
  const found = lexicon.exact.get(word) ?? inflected(lexicon, language, word);
  if (found) return found;
  if (language === "de" || language === "nl") {
    const parts = compound(lexicon, language, word, depth);
    if (parts) return parts;
  }
  const byPrefix = prefixed(lexicon, word);
  if (byPrefix) return byPrefix;
  // A German or Dutch past participle ("gekündigt", "gekocht") is its stem behind "ge".
  if ((language === "de" || language === "nl") && word.startsWith("ge") && word.length > 5 && depth === 0) {
    const stem = word.slice(2);
    return lexicon.exact.get(stem) ?? inflected(lexicon, language, stem) ?? prefixed(lexicon, stem);
  }
  return undefined;
}

/** A question's words split at apostrophes and hyphens ("l'état", "d'essai", "ai-je", "a-t-il"), as written and folded. */
function tokens(question: string): { written: string; folded: string }[] {
  return words(question)
    .flatMap((w) => w.split(/['’-]/))
    .filter(Boolean)
    .map((written) => ({ written, folded: fold(written) }));
}

/**
 * The language of a question, when its words plainly say so: at least one function word of that language alone, and
 * more of its function words and lexicon words than of any other language's and than English function words it lacks.
 */
export function foreignLanguageOf(question: string, declared?: string): ForeignLanguage | undefined {
  const folded = tokens(question.slice(0, 2_000)).map((t) => t.folded);
  const found = languageByWords(folded);
  if (found) return found;
  // The request's `language` (chat) speaks for a question too short to say it by its words ("Kündigungsfrist Probezeit?"):
  // read in that language when none of its words is English and the lexicon knows at least one. An English question is
  // never changed: nearly every one has an English function word, and one without has no word the lexicon knows.
  const language = declaredLanguage(declared);
  if (!language || folded.some((w) => englishWords.has(w))) return undefined;
  const lexicon = lexiconOf(language);
  return folded.some((w) => lexicon.exact.has(w) || lexicon.functionWords.has(w) || translateWord(lexicon, language, w)) ? language : undefined;
}

/** The lexicon's language a request's `language` code names ("de", "fr-CH"), if any. */
function declaredLanguage(code: string | undefined): ForeignLanguage | undefined {
  const primary = code?.split("-")[0].toLowerCase();
  return primary && primary in LEXICON ? (primary as ForeignLanguage) : undefined;
}

function languageByWords(folded: string[]): ForeignLanguage | undefined {
  let best: ForeignLanguage | undefined;
  let bestCount = 0;
  let tie = false;
  for (const language of Object.keys(LEXICON) as ForeignLanguage[]) {
    const lexicon = lexiconOf(language);
    const functionWords = folded.filter((w) => lexicon.distinct.has(w)).length;
    if (functionWords === 0) continue;
    const known = folded.filter((w) => !lexicon.functionWords.has(w) && !englishWords.has(w) && (lexicon.exact.has(w) || inflected(lexicon, language, w))).length;
    const count = functionWords + known;
    if (count > bestCount) [best, bestCount, tie] = [language, count, false];
    else if (count === bestCount) tie = true;
  }
  if (!best || tie || bestCount < 2) return undefined;
  // "in", "was", "so" are German as well as English: only English words the language lacks speak for English.
  const { functionWords } = lexiconOf(best);
  const english = folded.filter((w) => englishWords.has(w) && !functionWords.has(w)).length;
  return bestCount > english ? best : undefined;
}

export interface ForeignReading {
  language: ForeignLanguage;
  /** The question in English where the lexicon knows its words, as written where it does not; no function words. */
  english: string;
  /** Each word the lexicon knew, as written, with its translation and the further English words that stand for it. */
  translated: { written: string; translation: string[]; alternatives: string[] }[];
}

/** The English reading of a question in one of the lexicon's languages, or undefined for any other question. */
export function readForeign(question: string, declared?: string): ForeignReading | undefined {
  const language = foreignLanguageOf(question, declared);
  if (!language) return undefined;
  const lexicon = lexiconOf(language);
  const list = tokens(question);
  const out: string[] = [];
  const translated: ForeignReading["translated"] = [];
  for (let i = 0; i < list.length; i++) {
    const phrase = (lexicon.phrases.get(list[i].folded) ?? []).find((p) => p.words.every((w, k) => list[i + k]?.folded === w));
    if (phrase) {
      out.push(...phrase.english.translation);
      translated.push({ written: list.slice(i, i + phrase.words.length).map((t) => t.written).join(" "), ...phrase.english });
      i += phrase.words.length - 1;
      continue;
    }
    const { written, folded } = list[i];
    if (lexicon.functionWords.has(folded)) continue;
    const english = translateWord(lexicon, language, folded);
    if (english) {
      out.push(...english.translation);
      translated.push({ written, ...english });
    } else out.push(written);
  }
  return { language, english: out.join(" "), translated };
}

/**
 * `expandQuery` for a question in any language: an English question as before; a question in one of the lexicon's
 * languages by its English reading, with the further English words of each word (`tuning.expansionWeight`, as the
 * vocabulary's legal terms) and its own words (`NATIVE_WEIGHT`) as terms standing for its translation.
 */
export function expandQueryInAnyLanguage(question: string, declared?: string): ExpandedQuery {
  const reading = readForeign(question, declared);
  if (!reading) return expandQuery(question);
  const expanded = expandQuery(reading.english);
  const questionTerms = new Set(expanded.questionTerms);
  const present = new Set([...expanded.questionTerms, ...expanded.expansions.map((e) => e.term)]);
  const added: Expansion[] = [];
  const standing = (term: string, standsFor: string[], weight: number) => {
    if (present.has(term)) return;
    present.add(term);
    added.push({ term, standsFor, weight, synonym: false });
  };
  for (const { written, translation, alternatives } of reading.translated) {
    const standsFor = [...new Set(terms(translation.join(" ")))].filter((t) => questionTerms.has(t));
    if (standsFor.length === 0) continue;
    for (const term of terms(alternatives.join(" "))) standing(term, standsFor, tuning.expansionWeight);
    for (const term of terms(written)) standing(term, standsFor, NATIVE_WEIGHT);
  }
  return { ...expanded, expansions: [...expanded.expansions, ...added], foreign: true };
}
