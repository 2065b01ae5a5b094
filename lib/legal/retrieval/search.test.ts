import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { lanes } from "@/test/support/server";
import { openLaneDatabase } from "@/test/support/db";
import { syncBuiltInCorpus } from "@/lib/legal/corpus/store";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { searchProvisions } from "./search";

describe.each(lanes())("full-text retrieval (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
    await syncBuiltInCorpus(db, [...builtInRegistry().instruments]);
  });
  afterAll(async () => closeDatabase());

  const search = (query: string, jurisdiction: string, limit = 5) =>
    searchProvisions(db, { query, jurisdictions: jurisdictionChain(jurisdiction), limit });

  it("ranks the right provision first, with scores in [0, 1]", async () => {
    const cases: [string, string, string][] = [
      ["Is a non-compete clause in an employment contract enforceable?", "IN", "in-contract-act-1872 27"],
      ["How many days do we have to notify the authority of a personal data breach?", "EU", "eu-gdpr 33"],
      ["What are the penalties for bribing a foreign official?", "US", "us-fcpa"],
    ];
    for (const [question, jurisdiction, expected] of cases) {
      const results = await search(question, jurisdiction);
      expect(`${results[0].source_id} ${results[0].article}`).toContain(expected);
      for (const r of results) {
        expect(r.relevance_score).toBeGreaterThanOrEqual(0);
        expect(r.relevance_score).toBeLessThanOrEqual(1);
      }
      expect([...results].sort((a, b) => b.relevance_score - a.relevance_score)[0]).toEqual(results[0]);
    }
  });

  it("maps everyday words to terms of art (delete → erasure)", async () => {
    const results = await search("Can a customer ask us to delete their personal data?", "FR");
    expect(results.map((r) => `${r.source_id} ${r.article}`)).toContain("eu-gdpr 17");
  });

  it("filters by the jurisdiction and its parents only", async () => {
    const fr = await search("personal data breach notification", "FR", 20);
    expect(fr.length).toBeGreaterThan(0);
    for (const r of fr) expect(["FR", "EU"]).toContain(r.jurisdiction);
    const india = await search("personal data breach notification", "IN", 20);
    for (const r of india) expect(r.jurisdiction).toBe("IN");
    const california = await search("consumer right to opt out of the sale of personal information", "US-CA", 20);
    expect(california.some((r) => r.jurisdiction === "US-CA")).toBe(true);
    for (const r of california) expect(["US-CA", "US"]).toContain(r.jurisdiction);
  });

  it("restricts to named instruments and finds nothing for unrelated questions", async () => {
    const onlyGdpr = await searchProvisions(db, { query: "consent", jurisdictions: ["EU"], sourceIds: ["eu-gdpr"], limit: 10 });
    for (const r of onlyGdpr) expect(r.source_id).toBe("eu-gdpr");
    expect(await search("recipe for chocolate cake", "US")).toEqual([]);
    expect(await search("the and of", "US")).toEqual([]);
  });
});
