import { describe, expect, it } from "vitest";
import { taxTreaty } from "@/lib/corporate/tools/tax-treaty";
import { testContext } from "@/lib/tools/testing";

function run(fields: Record<string, unknown>, asOf = "2025-09-01") {
  const ctx = testContext({ jurisdiction: "IN", asOf });
  const input = taxTreaty.input.parse({ source_country: "IN", has_trc: true, amount: 1_000_000, ...fields });
  return { ctx, result: taxTreaty.run(input, ctx) };
}

// One case per treaty partner and income type in the reference. Domestic s.115A rate is 20% for all four
// types from 1 Apr 2023; the applicable rate is the lower treaty rate; withholding = 1,000,000 × rate.
// [residence, income_type, extra fields, treaty rate, applicable rate, withholding, article]
const cases: [string, string, Record<string, unknown>, number | null, number, number, string][] = [
  ["US", "dividends", { shareholding_pct: 10 }, 15, 15, 150_000, "Art. 10"], // ≥ 10% voting stock
  ["US", "interest", { recipient_type: "bank" }, 10, 10, 100_000, "Art. 11"],
  ["US", "royalties", {}, 15, 15, 150_000, "Art. 12"],
  ["US", "fts", { royalty_kind: "equipment" }, 10, 10, 100_000, "Art. 12"],
  ["GB", "dividends", {}, 10, 10, 100_000, "Art. 11"],
  ["GB", "interest", {}, 15, 15, 150_000, "Art. 12"],
  ["GB", "royalties", { royalty_kind: "equipment" }, 10, 10, 100_000, "Art. 13"],
  ["GB", "fts", {}, 15, 15, 150_000, "Art. 13"],
  ["SG", "dividends", { shareholding_pct: 25 }, 10, 10, 100_000, "Art. 10"],
  ["SG", "interest", {}, 15, 15, 150_000, "Art. 11"],
  ["SG", "royalties", {}, 10, 10, 100_000, "Art. 12"],
  ["SG", "fts", {}, 10, 10, 100_000, "Art. 12"],
  ["MU", "dividends", { shareholding_pct: 10 }, 5, 5, 50_000, "Art. 10"],
  ["MU", "interest", {}, 7.5, 7.5, 75_000, "Art. 11"],
  ["MU", "royalties", {}, 15, 15, 150_000, "Art. 12"],
  ["MU", "fts", {}, 10, 10, 100_000, "Art. 12A"],
  ["AE", "dividends", {}, 10, 10, 100_000, "Art. 10"],
  ["AE", "interest", {}, 12.5, 12.5, 125_000, "Art. 11"],
  ["AE", "royalties", {}, 10, 10, 100_000, "Art. 12"],
  ["AE", "fts", {}, null, 20, 200_000, "s.115A"], // no FTS article: domestic 20%
  ["NL", "dividends", { shareholding_pct: 50 }, 10, 10, 100_000, "Art. 10"], // not 5% (Nestlé)
  ["NL", "interest", {}, 10, 10, 100_000, "Art. 11"],
  ["NL", "royalties", {}, 10, 10, 100_000, "Art. 12"],
  ["NL", "fts", {}, 10, 10, 100_000, "Art. 12"],
  ["DE", "dividends", {}, 10, 10, 100_000, "Art. 10"],
  ["DE", "interest", {}, 10, 10, 100_000, "Art. 11"],
  ["DE", "royalties", {}, 10, 10, 100_000, "Art. 12"],
  ["DE", "fts", {}, 10, 10, 100_000, "Art. 12"],
  ["JP", "dividends", {}, 10, 10, 100_000, "Art. 10"],
  ["JP", "interest", {}, 10, 10, 100_000, "Art. 11"],
  ["JP", "royalties", {}, 10, 10, 100_000, "Art. 12"],
  ["JP", "fts", {}, 10, 10, 100_000, "Art. 12"],
];

describe("tax-treaty core", () => {
  it.each(cases)("%s %s", (residence, income_type, extra, treatyRate, applicable, withholding, article) => {
    const { result } = run({ residence_country: residence, income_type, ...extra });
    expect(result.domestic?.rate).toBe(20);
    expect(result.treaty?.rate ?? null).toBe(treatyRate);
    expect(result.applicable?.rate).toBe(applicable);
    expect(result.applicable?.article).toContain(article);
    expect(result.withholding_amount).toBe(withholding);
    expect(result.treaty?.source).toBeTruthy(); // every rate traces to its source fact
  });

  it("lower-rate branches: US portfolio dividend 25%, Singapore below 25% holding 15%, Mauritius individual 15%", () => {
    expect(run({ residence_country: "US", income_type: "dividends", shareholding_pct: 9.99 }).result.applicable?.rate).toBe(20); // 25% treaty > 20% domestic
    expect(run({ residence_country: "SG", income_type: "dividends", shareholding_pct: 24 }).result.treaty?.rate).toBe(15);
    expect(run({ residence_country: "MU", income_type: "dividends", shareholding_pct: 40, recipient_type: "individual" }).result.treaty?.rate).toBe(15);
  });

  it("without a TRC the domestic rate applies (s.90(4)); Form 10F stays conditional", () => {
    const { result } = run({ residence_country: "DE", income_type: "royalties", has_trc: false, amount: 123_456.78 });
    expect(result.applicable).toMatchObject({ rate: 20, basis: "domestic" });
    expect(result.withholding_amount).toBe(24_691.36); // 123,456.78 × 20% = 24,691.356
    expect(result.checklist.find((c) => c.item.startsWith("Tax Residency"))?.status).toBe("missing");
    expect(result.checklist.find((c) => c.item === "Form 10F")?.status).toBe("conditional");
  });

  it("royalties before 1 Apr 2023 carry the 10% domestic rate, so a 15% treaty rate does not help", () => {
    const { result } = run({ residence_country: "MU", income_type: "royalties" }, "2023-03-31");
    expect(result.domestic?.rate).toBe(10);
    expect(result.applicable).toMatchObject({ rate: 10, basis: "domestic" });
  });

  it("unconfirmed rates and stale readings are surfaced; MFN caveat for the Netherlands", () => {
    const jp = run({ residence_country: "JP", income_type: "royalties" });
    expect(jp.ctx.warnings.find((w) => w.code === "conflicting_authority")?.message).toContain("15% / 15% / 20%");
    const de = run({ residence_country: "DE", income_type: "royalties" });
    expect(de.ctx.warnings.some((w) => w.code === "conflicting_authority")).toBe(false);
    const gb = run({ residence_country: "GB", income_type: "royalties" });
    expect(gb.result.treaty).toMatchObject({ rate: 15, certainty: "V" });
    expect(gb.ctx.warnings.some((w) => w.code === "conflicting_authority" && w.message.includes("synthesised"))).toBe(true);
    const nl = run({ residence_country: "NL", income_type: "dividends" });
    expect(nl.result.checklist.some((c) => c.item.includes("Most-favoured"))).toBe(true);
    expect(run({ residence_country: "DE", income_type: "royalties" }, "2026-04-02").ctx.warnings.some((w) => w.message.includes("2025"))).toBe(true);
  });

  it("unknown partner: domestic rate only; other source countries are not computed", () => {
    const fr = run({ residence_country: "FR", income_type: "interest" });
    expect(fr.result.treaty).toBeNull();
    expect(fr.result.applicable?.rate).toBe(20);
    expect(fr.ctx.warnings.some((w) => w.code === "jurisdiction_not_covered")).toBe(true);
    const us = run({ source_country: "US", residence_country: "IN", income_type: "interest" });
    expect(us.result).toMatchObject({ computed: false, applicable: null, withholding_amount: null });
  });

  it("is deterministic, cites ss. 115A / 90 / 195 through ctx.cite, and its example parses and runs", () => {
    const { tool_type, jurisdiction, question, ...fields } = taxTreaty.example;
    expect([tool_type, jurisdiction, typeof question]).toEqual(["tax-treaty", "IN", "string"]);
    const input = taxTreaty.input.parse(fields);
    const a = testContext({ jurisdiction: "IN" });
    const first = taxTreaty.run(input, a);
    expect(taxTreaty.run(input, testContext({ jurisdiction: "IN" }))).toEqual(first);
    expect(taxTreaty.result.parse(first)).toEqual(first);
    expect(first.withholding_amount).toBe(100_000); // 1,000,000 × 10% (India–Germany Art. 12)
    expect(a.cited.map((c) => c.article).sort()).toEqual(["115A", "195", "90"]);
    const ids = [...(first.applicable?.citation_ids ?? []), ...first.checklist.flatMap((c) => c.citation_ids)];
    expect(ids.every((id) => /^c[1-3]$/.test(id))).toBe(true);
    expect(taxTreaty.input.safeParse({ ...fields, tool_type: "tax-treaty" }).success).toBe(false);
  });
});
