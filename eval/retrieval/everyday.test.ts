import { describe, expect, it } from "vitest";
import { isKnownJurisdiction, jurisdictionChain } from "@/lib/legal/jurisdictions";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { areaOf, everydayQuestions, everydayUnrelatedQuestions, splitOf } from "./everyday";
import { devExtensionQuestions, devExtensionUnrelated } from "./dev-extension";
import { resolveExpected } from "./resolve-expected";

const CORE = ["US", "US-CA", "US-NY", "US-TX", "US-DE", "US-IL", "GB", "IN", "DE", "FR", "SG", "AU", "CA", "IE", "EU"];
/** A question asked in IN-MH counts for IN, in CA-ON for CA; US states are core jurisdictions of their own. */
const coreOf = (code: string) => (code.startsWith("US") ? code : code.split("-")[0]);
const ids = [...everydayQuestions.map((q) => q.id), ...everydayUnrelatedQuestions.map((q) => q.id)];

describe("everyday retrieval questions (eval/retrieval/everyday.ts)", () => {
  it("has at least 320 questions over at least 25 jurisdictions (and 25 countries or the EU)", () => {
    expect(everydayQuestions.length).toBeGreaterThanOrEqual(320);
    expect(new Set(everydayQuestions.map((q) => q.jurisdiction)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(everydayQuestions.map((q) => q.jurisdiction.split("-")[0])).size).toBeGreaterThanOrEqual(25);
  });

  it("has at least 60 unrelated questions", () => {
    expect(everydayUnrelatedQuestions.length).toBeGreaterThanOrEqual(60);
  });

  it("gives every question and unrelated question a unique, slug-shaped id", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]{2}(-[a-z0-9]+)+$/);
  });

  it("never puts a provision number or the words section/article in a question", () => {
    const offenders: string[] = [];
    for (const q of everydayQuestions) {
      if (/\b(sections?|articles?|sec\.|art\.|paragraph|clause \d)|§/i.test(q.question)) offenders.push(`${q.id}: names a provision`);
      for (const e of q.expected) {
        const escaped = e.article.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
        if (new RegExp(`(^|[^0-9a-z])${escaped}($|[^0-9a-z])`, "i").test(q.question)) {
          offenders.push(`${q.id}: contains its expected number ${e.article}`);
        }
      }
    }
    for (const q of everydayUnrelatedQuestions) {
      if (/\b(sections?|articles?)\b|§/i.test(q.question)) offenders.push(`${q.id}: names a provision`);
    }
    expect(offenders).toEqual([]);
  });

  it("names every expected provision by title, short name, jurisdiction and number, reachable from the question", () => {
    const problems: string[] = [];
    for (const q of everydayQuestions) {
      if (!isKnownJurisdiction(q.jurisdiction)) problems.push(`${q.id}: unknown jurisdiction ${q.jurisdiction}`);
      if (q.expected.length === 0) problems.push(`${q.id}: no expected provision`);
      const chain = jurisdictionChain(q.jurisdiction);
      for (const e of q.expected) {
        if (e.instrument.trim().length < 3 || e.short.trim().length < 2 || e.article.trim() === "") problems.push(`${q.id}: incomplete ${JSON.stringify(e)}`);
        if (!chain.includes(e.jurisdiction)) problems.push(`${q.id}: ${e.short} (${e.jurisdiction}) is outside ${chain.join(" > ")}`);
      }
      const keys = q.expected.map((e) => `${e.instrument} ${e.article}`);
      if (new Set(keys).size !== keys.length) problems.push(`${q.id}: the same provision twice`);
    }
    for (const q of everydayUnrelatedQuestions) {
      if (!isKnownJurisdiction(q.jurisdiction)) problems.push(`${q.id}: unknown jurisdiction ${q.jurisdiction}`);
    }
    expect(problems).toEqual([]);
  });

  it("spreads each core jurisdiction over employment and most of the other everyday areas", () => {
    const thin: string[] = [];
    for (const code of CORE) {
      const mine = everydayQuestions.filter((q) => coreOf(q.jurisdiction) === code);
      const areas = new Set(mine.map((q) => areaOf(q.situation)));
      // The EU legislates little on housing, family or criminal law, so its floor is lower.
      if (mine.length < 15 || !areas.has("employment") || areas.size < (code === "EU" ? 7 : 8)) thin.push(`${code}: ${mine.length} questions, areas ${[...areas].join(",")}`);
    }
    expect(thin).toEqual([]);
  });

  it("splits dev/test by the first byte of sha256(id), each half holding 40–60% of the questions", () => {
    // Pinned values: the rule must never change, or test questions would leak into dev.
    // sha256("gb-boiler-broken")[0] = 64, sha256("fr-sunday-work")[0] = 209, sha256("eu-minimum-vat")[0] = 105.
    expect(splitOf("gb-boiler-broken")).toBe("dev");
    expect(splitOf("fr-sunday-work")).toBe("test");
    expect(splitOf("eu-minimum-vat")).toBe("test");
    const dev = everydayQuestions.filter((q) => splitOf(q.id) === "dev").length;
    const share = dev / everydayQuestions.length;
    expect(share).toBeGreaterThanOrEqual(0.4);
    expect(share).toBeLessThanOrEqual(0.6);
  });
});

describe("dev-only extension (eval/retrieval/dev-extension.ts)", () => {
  const extensionIds = [...devExtensionQuestions.map((q) => q.id), ...devExtensionUnrelated.map((q) => q.id)];

  it("holds about 40 answerable and 30 unrelated questions, with ids of their own", () => {
    expect(devExtensionQuestions.length).toBeGreaterThanOrEqual(40);
    expect(devExtensionUnrelated.length).toBeGreaterThanOrEqual(30);
    expect(new Set(extensionIds).size).toBe(extensionIds.length);
    for (const id of extensionIds) expect(id).toMatch(/^[a-z]{2}(-[a-z0-9]+)+$/);
    expect(extensionIds.filter((id) => ids.includes(id))).toEqual([]);
  });

  it("names no provision in a question, and only provisions the registry holds as expected answers", () => {
    const registry = builtInRegistry();
    const problems: string[] = [];
    for (const q of [...devExtensionQuestions, ...devExtensionUnrelated]) {
      if (!isKnownJurisdiction(q.jurisdiction)) problems.push(`${q.id}: unknown jurisdiction ${q.jurisdiction}`);
      if (/\b(sections?|articles?|sec\.|art\.|paragraph)\b|§/i.test(q.question)) problems.push(`${q.id}: names a provision`);
    }
    for (const q of devExtensionQuestions) {
      const chain = jurisdictionChain(q.jurisdiction);
      for (const e of q.expected) {
        if (!chain.includes(e.jurisdiction)) problems.push(`${q.id}: ${e.short} is outside ${chain.join(" > ")}`);
        if (resolveExpected(registry, e).status !== "found") problems.push(`${q.id}: ${e.short} ${e.article} is not in the registry`);
      }
    }
    expect(problems).toEqual([]);
  });
});
