import { afterEach, describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { buildIndex } from "./index";
import { searchIndex } from "./search";
import { expandQuery } from "./synonyms";
import { synonymsOf } from "./thesaurus";
import { tuning } from "./tuning";

const index = buildIndex(builtInRegistry());
const search = (query: string, jurisdiction: string, limit = 5) => searchIndex(index, { query, jurisdictions: jurisdictionChain(jurisdiction), limit });
const keys = (results: { source_id: string; article: string }[]) => results.map((r) => `${r.source_id} ${r.article}`);
const defaults = structuredClone(tuning);
afterEach(() => Object.assign(tuning, structuredClone(defaults)));

describe("WordNet synonyms", () => {
  it("expand an everyday word to the registry's word for it, weighing less than the user's own word", () => {
    const forbid = expandQuery("Can my employer forbid me from eating meat at home?").expansions.filter((e) => e.synonym);
    expect(forbid.map((e) => e.term)).toContain("prohibit");
    for (const e of forbid) {
      expect(e.weight).toBeLessThan(1);
      expect(e.weight).toBeLessThan(tuning.expansionWeight);
    }
    // The same provision (820 ILCS 55/5, use of lawful products off duty), asked for in its own word and in a synonym:
    // the synonym finds it, less strongly.
    const at = (question: string) => search(question, "US-IL").find((r) => r.source_id === "us-il-right-to-privacy-in-the-workplace-act" && r.article === "55/5");
    const own = at("Can my employer prohibit me from eating meat at home?");
    const synonym = at("Can my employer forbid me from eating meat at home?");
    expect(own).toBeDefined();
    expect(synonym).toBeDefined();
    expect(synonym!.relevance_score).toBeLessThan(own!.relevance_score);
  });

  it("find a provision through a synonym of an everyday word that no vocabulary rule maps", () => {
    const question = "Can my employer forbid me from eating meat at home?";
    const expected = "us-il-right-to-privacy-in-the-workplace-act 55/5";
    expect(keys(search(question, "US-IL"))).toContain(expected);
    const relevanceOf = () => search(question, "US-IL", 50).find((p) => `${p.source_id} ${p.article}` === expected)?.relevance_score ?? 0;
    const withSynonym = relevanceOf();
    tuning.synonymWeight = 0;
    // Without the synonym it is a weaker match (its situations, weighed as much as a summary's legal words since ground17,
    // still keep it in the top five): the synonym's own contribution is what is measured here.
    tuning.localLiftRatio = 1;
    expect(relevanceOf()).toBeLessThan(withSynonym);
  });

  it("read a phrase as the thesaurus has it before its words, and add nothing for a word it lacks", () => {
    const kickOut = synonymsOf("They want to kick out the tenant");
    expect(kickOut.map((s) => s.term)).toContain("expel");
    expect(kickOut.find((s) => s.term === "expel")?.standsFor).toEqual(["kick"]);
    expect(synonymsOf("zyxwvut qwertyuiop")).toEqual([]);
  });

  it("let a synonym stand in only where the provision lacks the word, counting the best of a word's synonyms once", () => {
    // Every provision that says "minor" scores the same whether the question also has its synonyms or not.
    const question = "Consent of parents before handling personal information of a minor";
    const plain = search(question, "CN");
    tuning.synonymWeight = 1;
    const withSynonyms = search(question, "CN").filter((r) => plain.some((p) => p.article === r.article && p.source_id === r.source_id));
    for (const r of withSynonyms) expect(r.relevance_score).toBe(plain.find((p) => p.article === r.article)!.relevance_score);
  });

  it("read a verb's rarely tagged senses for a word in its past form only, at a low weight", () => {
    // WordNet's concordance tagged "sack" as dismissal 0 times and "fire" 7 times against the flame's 43: both were cut.
    const sacked = synonymsOf("I got sacked on Monday").find((s) => s.term === "dismiss");
    expect(sacked?.standsFor).toEqual(["sack"]);
    expect(sacked!.weight).toBeCloseTo(tuning.synonymWeight * tuning.rareVerbSenseWeight);
    expect(synonymsOf("They fired me").map((s) => s.term)).toContain("dismiss");
    // The noun, and a base form read in its common sense, keep to the common senses.
    expect(synonymsOf("a sack of flour").map((s) => s.term)).not.toContain("dismiss");
    expect(synonymsOf("How long should I train for a marathon?").map((s) => s.term)).not.toContain("disciplin");
    tuning.rareVerbSenseWeight = 0;
    expect(synonymsOf("I got sacked on Monday").map((s) => s.term)).not.toContain("dismiss");
  });
});
