import { describe, expect, it } from "vitest";
import { taxTreaty } from "@/lib/corporate/tools/tax-treaty";
import { lookupTreaty, TREATY_PARTNERS } from "@/lib/corporate/tools/tax-treaty/rates";
import { narrateResult } from "@/lib/tools/family/narrative";
import { testContext, unresolvedRefs } from "@/lib/tools/testing";

function run(fields: Record<string, unknown>, asOf = "2025-09-01") {
  const ctx = testContext({ jurisdiction: "IN", asOf });
  const input = taxTreaty.input.parse({ source_country: "IN", has_trc: true, amount: 1_000_000, ...fields });
  return { ctx, result: taxTreaty.run(input, ctx) };
}

// One case per treaty partner and income type in the reference. Domestic s.115A rate is 20% (20.8% with cess) for all four
// types from 1 Apr 2023; the applicable rate is the lower treaty rate when it is confirmed against the treaty text, the
// domestic rate otherwise; withholding = 1,000,000 × rate.
// [residence, income_type, extra fields, treaty rate, applicable rate, withholding, article]
const cases: [string, string, Record<string, unknown>, number | null, number, number, string][] = [
  ["US", "dividends", { shareholding_pct: 10 }, 15, 15, 150_000, "Art. 10"], // ≥ 10% voting stock
  ["US", "interest", { recipient_type: "bank" }, 10, 10, 100_000, "Art. 11"],
  ["US", "royalties", {}, 15, 15, 150_000, "Art. 12"], // Art. 12(2)(a)(ii): 15% after the first five taxable years
  ["US", "fts", { royalty_kind: "equipment" }, 10, 10, 100_000, "Art. 12"], // Art. 12(2)(b): ancillary to equipment, 10%
  ["GB", "dividends", {}, 10, 20, 208_000, "s.115A"],
  ["GB", "interest", {}, 15, 15, 150_000, "Art. 12"],
  ["GB", "royalties", { royalty_kind: "equipment" }, 10, 10, 100_000, "Art. 13"],
  ["GB", "fts", {}, 15, 15, 150_000, "Art. 13"],
  ["SG", "dividends", { shareholding_pct: 25 }, 10, 10, 100_000, "Art. 10"],
  ["SG", "interest", { loan_currency: "foreign_currency" }, 15, 20, 208_000, "s.115A"],
  ["SG", "royalties", {}, 10, 10, 100_000, "Art. 12"],
  ["SG", "fts", {}, 10, 10, 100_000, "Art. 12"],
  ["MU", "dividends", { shareholding_pct: 10 }, 5, 5, 50_000, "Art. 10"],
  ["MU", "interest", {}, 7.5, 7.5, 75_000, "Art. 11"],
  ["MU", "royalties", {}, 15, 15, 150_000, "Art. 12"],
  ["MU", "fts", {}, 10, 10, 100_000, "Art. 12A"],
  ["AE", "dividends", {}, 10, 10, 100_000, "Art. 10"],
  ["AE", "interest", {}, 12.5, 12.5, 125_000, "Art. 11"],
  ["AE", "royalties", {}, 10, 10, 100_000, "Art. 12"],
  ["AE", "fts", {}, null, 20, 208_000, "s.115A"], // no FTS article, PE not given: domestic 20% + 4% cess = 20.8%
  ["NL", "dividends", { shareholding_pct: 50 }, 10, 10, 100_000, "Art. 10"], // not 5% (Nestlé)
  ["NL", "interest", { loan_currency: "foreign_currency" }, 10, 20, 208_000, "s.115A"],
  ["NL", "royalties", {}, 10, 10, 100_000, "Art. 12"], // Art. 12(2) as amended, read in the treaty text
  ["NL", "fts", {}, 10, 10, 100_000, "Art. 12"],
  ["DE", "dividends", {}, 10, 10, 100_000, "Art. 10"],
  ["DE", "interest", {}, 10, 10, 100_000, "Art. 11"],
  ["DE", "royalties", {}, 10, 10, 100_000, "Art. 12"],
  ["DE", "fts", {}, 10, 10, 100_000, "Art. 12"],
  ["JP", "dividends", {}, 10, 10, 100_000, "Art. 10"],
  ["JP", "interest", {}, 10, 10, 100_000, "Art. 11"],
  ["CY", "dividends", {}, 10, 10, 100_000, "Art. 10"],
  ["CY", "interest", {}, 10, 10, 100_000, "Art. 11"],
  ["CY", "royalties", {}, 10, 10, 100_000, "Art. 12"],
  ["CY", "fts", {}, 10, 10, 100_000, "Art. 12"],
  ["JP", "royalties", {}, 10, 10, 100_000, "Art. 12"], // 2006 Protocol: a uniform 10% (Japan MOF release of 24 Feb 2006)
  ["JP", "fts", {}, 10, 10, 100_000, "Art. 12"],
];

describe("tax-treaty core", () => {
  it.each(cases)("%s %s", (residence, income_type, extra, treatyRate, applicable, withholding, article) => {
    const { result } = run({ residence_country: residence, income_type, ...extra });
    expect(result.domestic).toMatchObject({ rate: 20, surcharge_pct: 0, cess_pct: 4, effective_rate: 20.8 });
    expect(result.treaty?.rate ?? null).toBe(treatyRate);
    expect(result.applicable?.rate).toBe(applicable);
    expect(result.applicable?.article).toContain(article);
    expect(result.withholding_amount).toBe(withholding);
    expect(result.treaty?.source).toBeTruthy(); // every rate traces to its source fact
  });

  it("lower-rate branches: US portfolio dividend 25%, Singapore below 25% holding 15%, Mauritius individual 15%", () => {
    expect(run({ residence_country: "US", income_type: "dividends", shareholding_pct: 9.99 }).result.applicable).toMatchObject({ rate: 20, effective_rate: 20.8 }); // 25% treaty > 20.8% domestic
    expect(run({ residence_country: "SG", income_type: "dividends", shareholding_pct: 24 }).result.treaty?.rate).toBe(15);
    expect(run({ residence_country: "MU", income_type: "dividends", shareholding_pct: 40, recipient_type: "individual" }).result.treaty?.rate).toBe(15);
  });

  it("without a TRC the domestic rate applies (s.90(4)); Form 10F stays conditional", () => {
    const { result } = run({ residence_country: "DE", income_type: "royalties", has_trc: false, amount: 123_456.78 });
    expect(result.applicable).toMatchObject({ rate: 20, basis: "domestic", effective_rate: 20.8 });
    expect(result.withholding_amount).toBe(25_679.01); // 123,456.78 × 20.8% = 25,679.010
    expect(result.checklist.find((c) => c.item.startsWith("Tax Residency"))?.status).toBe("missing");
    expect(result.checklist.find((c) => c.item === "Form 10F")?.status).toBe("conditional");
  });

  it("royalties before 1 Apr 2023 carry the 10% domestic rate, so a 15% treaty rate does not help", () => {
    const { result } = run({ residence_country: "MU", income_type: "royalties" }, "2023-03-31");
    expect(result.domestic?.rate).toBe(10);
    expect(result.applicable).toMatchObject({ rate: 10, basis: "domestic", effective_rate: 10.4 });
  });

  it("unconfirmed rates and stale readings are surfaced; MFN caveat for the Netherlands", () => {
    // India–Japan royalties: confirmed at 10% (2006 Protocol); the pre-2006 reading is still named as stale, in a note.
    const jp = run({ residence_country: "JP", income_type: "royalties" });
    expect(jp.ctx.warnings.some((w) => w.code === "treaty_rate_unconfirmed")).toBe(false);
    expect(jp.result.notes.map((n) => n.text).join(" ")).toContain("15% / 15% / 20%");
    expect(jp.result.treaty).toMatchObject({ rate: 10, certainty: "V" });
    expect(jp.result.applicable).toMatchObject({ basis: "treaty", effective_rate: 10 });
    // A rate still not confirmed against a treaty text (India–Singapore interest) is shown, not applied, and said.
    const sgInterest = run({ residence_country: "SG", income_type: "interest", loan_currency: "foreign_currency" });
    expect(sgInterest.ctx.warnings.find((w) => w.code === "treaty_rate_unconfirmed")?.message).toContain("The India–Singapore treaty rate for interest");
    expect(sgInterest.result.applicable).toMatchObject({ basis: "domestic", effective_rate: 20.8 });
    // India–Netherlands Art. 12(2) (as substituted): 10% on royalties and FTS, read in the treaty text.
    const nlRoyalty = run({ residence_country: "NL", income_type: "royalties" });
    expect(nlRoyalty.result.treaty).toMatchObject({ rate: 10, certainty: "V", article: "Art. 12(2)" });
    expect(nlRoyalty.result.applicable).toMatchObject({ basis: "treaty", effective_rate: 10 });
    const de = run({ residence_country: "DE", income_type: "royalties" });
    expect(de.ctx.warnings.some((w) => w.code === "conflicting_authority")).toBe(false);
    const gb = run({ residence_country: "GB", income_type: "royalties" });
    expect(gb.result.treaty).toMatchObject({ rate: 15, certainty: "V" });
    expect(gb.ctx.warnings.some((w) => w.code === "conflicting_authority" && w.message.includes("synthesised"))).toBe(true);
    const nl = run({ residence_country: "NL", income_type: "dividends" });
    expect(nl.result.checklist.some((c) => c.item.includes("Most-favoured"))).toBe(true);
    // Which Act's numbering applies does not change the figure: a note, not a "Read first" warning.
    const act2025 = run({ residence_country: "DE", income_type: "royalties" }, "2026-04-02");
    expect(act2025.result.notes.some((n) => n.text.includes("falls under the Income-tax Act 2025"))).toBe(true);
    expect(act2025.ctx.warnings.some((w) => w.message.includes("falls under the Income-tax Act 2025"))).toBe(false);
  });

  it("unknown partner: domestic rate only; other source countries are not computed", () => {
    const br = run({ residence_country: "BR", income_type: "interest", loan_currency: "foreign_currency" });
    expect(br.result.treaty).toBeNull();
    expect(br.result.applicable).toMatchObject({ rate: 20, effective_rate: 20.8 });
    expect(br.ctx.warnings.some((w) => w.code === "jurisdiction_not_covered")).toBe(true);
    const us = run({ source_country: "US", residence_country: "IN", income_type: "interest" });
    expect(us.result).toMatchObject({ computed: false, applicable: null, withholding_amount: null });
  });

  it("is deterministic, cites the 2025 Act ss. 207 / 159 (and s.195) through ctx.cite on the default judging date, and its example parses and runs", () => {
    const { tool_type, jurisdiction, question, ...fields } = taxTreaty.example;
    expect([tool_type, jurisdiction, typeof question]).toEqual(["tax-treaty", "IN", "string"]);
    const input = taxTreaty.input.parse(fields);
    const a = testContext({ jurisdiction: "IN" });
    const first = taxTreaty.run(input, a);
    expect(taxTreaty.run(input, testContext({ jurisdiction: "IN" }))).toEqual(first);
    expect(taxTreaty.result.parse(first)).toEqual(first);
    expect(first.withholding_amount).toBe(100_000); // 1,000,000 × 10% (India–Germany Art. 12)
    expect(a.cited.map((c) => c.article).sort()).toEqual(["159", "207", "393"]);
    const ids = [...(first.applicable?.citation_ids ?? []), ...first.checklist.flatMap((c) => c.citation_ids)];
    expect(ids.every((id) => /^c[1-3]$/.test(id))).toBe(true);
    expect(taxTreaty.input.safeParse({ ...fields, tool_type: "tax-treaty" }).success).toBe(false);
  });
});

describe("tax-treaty: domestic rate with surcharge and cess, France, UAE FTS, 2025 Act, s.206AA", () => {
  it("withholds 20% + 4% cess = 20.8% at the domestic rate: ₹20,80,000 on ₹1 crore (no surcharge at exactly ₹1 crore)", () => {
    const { result } = run({ residence_country: "BR", income_type: "royalties", amount: 10_000_000 });
    expect(result.domestic).toMatchObject({ rate: 20, surcharge_pct: 0, cess_pct: 4, effective_rate: 20.8 });
    expect(result.withholding_amount).toBe(2_080_000);
  });

  it("adds the 2% surcharge above ₹1 crore and 5% above ₹10 crore for a foreign company (Part II, First Schedule)", () => {
    // 20 × 1.02 × 1.04 = 21.216%; 20 × 1.05 × 1.04 = 21.84%.
    expect(run({ residence_country: "BR", income_type: "royalties", amount: 10_000_001 }).result.domestic).toMatchObject({ surcharge_pct: 2, effective_rate: 21.216 });
    const big = run({ residence_country: "BR", income_type: "fts", amount: 200_000_000 }).result;
    expect(big.domestic).toMatchObject({ surcharge_pct: 5, effective_rate: 21.84 });
    expect(big.withholding_amount).toBe(43_680_000);
    // A non-resident individual: 10% above ₹50 lakh → 20 × 1.10 × 1.04 = 22.88%.
    expect(run({ residence_country: "BR", income_type: "interest", recipient_type: "individual", amount: 6_000_000 }).result.domestic).toMatchObject({ surcharge_pct: 10, effective_rate: 22.88 });
  });

  it("India–France royalties: 10% under Art. 13 as notified (S.O. 650(E)), with no surcharge or cess on a treaty rate", () => {
    const { result } = run({ residence_country: "FR", income_type: "royalties", amount: 10_000_000 });
    expect(result.treaty).toMatchObject({ rate: 10, article: "Art. 13", certainty: "V" });
    expect(result.applicable).toMatchObject({ rate: 10, basis: "treaty", effective_rate: 10 });
    expect(result.withholding_amount).toBe(1_000_000);
  });

  it("UAE fees for technical services: no FTS article, so business profits — nothing withheld without a PE, domestic rate with one, and the PE question when unknown", () => {
    const noPe = run({ residence_country: "AE", income_type: "fts", has_pe_in_india: false }).result;
    expect(noPe.business_profits).toMatchObject({ article: "Art. 7 (business profits)", pe_in_india: false });
    expect(noPe.applicable).toMatchObject({ rate: 0, basis: "treaty", effective_rate: 0 });
    expect(noPe.withholding_amount).toBe(0);
    expect(run({ residence_country: "AE", income_type: "fts", has_pe_in_india: true }).result.applicable).toMatchObject({ basis: "domestic", effective_rate: 20.8 });
    const unknown = run({ residence_country: "AE", income_type: "fts" });
    expect(unknown.ctx.warnings.map((w) => w.code)).toContain("pe_question");
    // What is unconfirmed is that the treaty has no FTS article; there is no lower rate to claim, so the warning must not
    // tell the reader to claim one (it did: "… (no separate article, …) … claim the lower rate if it is right").
    const unconfirmed = unknown.ctx.warnings.find((w) => w.code === "treaty_rate_unconfirmed")!.message;
    expect(unconfirmed).toMatch(/^That the India–United Arab Emirates treaty has no separate article on fees for technical services is taken from standard tables/);
    expect(unconfirmed).not.toMatch(/lower rate/);
    expect(unknown.result.business_profits?.pe_in_india).toBeNull();
  });

  it("a payment on or after 1 Apr 2026 cites the Income-tax Act 2025 (s.207 rate, s.159 treaty relief); before, the 1961 Act", () => {
    const after = run({ residence_country: "DE", income_type: "royalties", payment_date: "2026-04-01" }, "2026-06-30");
    expect(after.result.governing_act).toBe("2025");
    expect(after.result.domestic?.provision).toBe("Income-tax Act 2025, s.207");
    expect(after.ctx.cited).toEqual(expect.arrayContaining([{ source_id: "in-income-tax-act-2025", article: "207" }, { source_id: "in-income-tax-act-2025", article: "159" }]));
    expect(after.ctx.cited).not.toContainEqual({ source_id: "in-income-tax-act-1961", article: "115A" });
    expect(unresolvedRefs(after.ctx)).toEqual([]);
    const before = run({ residence_country: "DE", income_type: "royalties", payment_date: "2026-03-31" }, "2026-06-30");
    expect(before.result.governing_act).toBe("1961");
    expect(before.result.domestic?.provision).toBe("Income-tax Act 1961, s.115A");
  });

  it("s.206AA: no PAN raises a 10% treaty rate to 20% unless the Rule 37BC details are given", () => {
    const raised = run({ residence_country: "DE", income_type: "royalties", has_pan: false });
    expect(raised.result.no_pan).toMatchObject({ applies: true, rate: 20 });
    expect(raised.result.withholding_amount).toBe(200_000);
    expect(unresolvedRefs(raised.ctx)).toEqual([]);
    const spared = run({ residence_country: "DE", income_type: "royalties", has_pan: false, rule_37bc_details: true }).result;
    expect(spared.no_pan?.applies).toBe(false);
    expect(spared.withholding_amount).toBe(100_000);
  });

  // Income-tax Act 2025 s.397(2)(a)-(b): a payee must furnish a valid PAN, failing which tax is deducted at the higher of
  // the specified rate, the rates in force and 20%; the successor of 1961 s.206AA(1).
  it("no PAN on a payment from 1 Apr 2026 names s.397(2)(b) of the 2025 Act (formerly s.206AA), same 20%", () => {
    const { result, ctx } = run({ residence_country: "DE", income_type: "royalties", has_pan: false, payment_date: "2026-04-01" }, "2026-06-30");
    expect(result.no_pan).toMatchObject({ applies: true, rate: 20, reason: expect.stringContaining("Income-tax Act 2025 s.397(2)(b), formerly s.206AA(1)") });
    expect(result.provisions).toContainEqual({ subject: "Higher rate without a PAN", act_1961: "206AA", act_2025: "397(2)(b)" });
    expect(result.withholding_amount).toBe(200_000);
    expect(unresolvedRefs(ctx)).toEqual([]);
    const before = run({ residence_country: "DE", income_type: "royalties", has_pan: false, payment_date: "2026-03-31" }, "2026-06-30").result;
    expect(before.no_pan?.reason).toContain("(s.206AA(1))");
    expect(before.no_pan?.reason).not.toContain("397");
    // The checklist names the section of the Act that governs the payment, and flags Rule 37BC's place as unconfirmed.
    const panItem = (r: typeof result) => r.checklist.find((c) => c.item.startsWith("PAN"))?.detail ?? "";
    expect(panItem(result)).toContain("Income-tax Act 2025 s.397(2)(b), formerly 1961 s.206AA");
    expect(panItem(result)).toContain("not confirmed");
    expect(panItem(before)).toContain("(s.206AA)");
    expect(panItem(before)).not.toContain("397");
  });

  // Income-tax Act 2025 (in force 1 Apr 2026): s.393 "Tax to be deducted at source" (sub-s. (2): payments to
  // non-residents, formerly 1961 s.195), s.395 "Certificates" (lower or nil deduction; formerly ss.197 and 195(2)),
  // s.397 "Compliance and reporting" (sub-s. (2): no PAN, formerly s.206AA). A 2025 payment cites these sections of the
  // 2025 Act, all held by the registry; a 2026-03-31 payment still cites the 1961 Act.
  it("from 1 Apr 2026 cites 2025 Act ss.393, 395 and 397 from the registry instead of 1961 ss.195, 197 and 206AA", () => {
    const ITA_2025 = "in-income-tax-act-2025";
    const noPan = run({ residence_country: "DE", income_type: "royalties", has_pan: false, payment_date: "2026-04-01" }, "2026-06-30");
    expect(noPan.ctx.cited).toEqual(expect.arrayContaining([{ source_id: ITA_2025, article: "393" }, { source_id: ITA_2025, article: "397" }]));
    expect(noPan.ctx.cited.filter((c) => c.source_id === "in-income-tax-act-1961")).toEqual([]);
    expect(unresolvedRefs(noPan.ctx)).toEqual([]);
    expect(noPan.ctx.warnings.map((w) => w.message).join(" ")).not.toContain("registry does not hold");
    const nil = run({ residence_country: "AE", income_type: "fts", has_pe_in_india: false, payment_date: "2026-05-01" }, "2026-06-30");
    expect(nil.result.applicable?.reason).toContain("s.395(2) or s.395(1) of the 2025 Act, formerly s.195(2) or s.197");
    expect(nil.ctx.cited).toContainEqual({ source_id: ITA_2025, article: "395" });
    expect(nil.result.provisions).toContainEqual({ subject: "Lower-rate or nil withholding certificate", act_1961: "197", act_2025: "395" });
    expect(unresolvedRefs(nil.ctx)).toEqual([]);
    const before = run({ residence_country: "DE", income_type: "royalties", has_pan: false, payment_date: "2026-03-31" }, "2026-06-30");
    expect(before.ctx.cited).toEqual(expect.arrayContaining([{ source_id: "in-income-tax-act-1961", article: "195" }, { source_id: "in-income-tax-act-1961", article: "206AA" }]));
    expect(before.ctx.cited.filter((c) => c.source_id === ITA_2025).map((c) => c.article)).not.toContain("397");
  });

  // Treaty relief under the 2025 Act is s.159 (formerly s.90); which of its sub-sections holds the "more beneficial" rule
  // and the TRC condition was not confirmed, so a 2025 answer names s.159 with the 1961 sub-section beside it, never a
  // bare "s.90(2)" a reader would take for current law.
  it("a 2025 payment's reasons name s.159 of the 2025 Act with the 1961 sub-section, not a bare s.90(2) or s.90(4)", () => {
    const after = run({ residence_country: "DE", income_type: "royalties", payment_date: "2026-05-01" }, "2026-06-30").result;
    expect(after.applicable?.reason).toContain("s.159 of the 2025 Act (1961 s.90(2))");
    expect(after.applicable?.reason).toContain("s.159 of the 2025 Act (1961 s.90(4))");
    expect(after.applicable?.reason).not.toMatch(/\(s\.90\(/);
    const noTrc = run({ residence_country: "DE", income_type: "royalties", has_trc: false, payment_date: "2026-05-01" }, "2026-06-30").result;
    expect(noTrc.applicable?.reason).toContain("s.159 of the 2025 Act (1961 s.90(4))");
    const form10f = after.checklist.find((c) => c.item === "Form 10F")?.detail ?? "";
    expect(form10f).toContain("s.159 of the 2025 Act (1961 s.90(5))");
    const before = run({ residence_country: "DE", income_type: "royalties", payment_date: "2026-03-31" }, "2026-06-30").result;
    expect(before.applicable?.reason).toContain("(s.90(2))");
  });

  // The Rule 37BC relaxation (1961 s.206AA(7)): its place in the 2025 Act was not confirmed, so a 2025 payment cites the
  // 1961 provision and the answer says why.
  it("the Rule 37BC relaxation keeps its 1961 citation under the 2025 Act and says the 2025 place was not confirmed", () => {
    const { result, ctx } = run({ residence_country: "DE", income_type: "royalties", has_pan: false, rule_37bc_details: true, payment_date: "2026-04-01" }, "2026-06-30");
    expect(result.no_pan?.reason).toContain("cited as 1961 s.206AA(7) because its place in the 2025 Act was not confirmed");
    expect(ctx.refOf(result.no_pan!.citation_ids[0])).toEqual({ source_id: "in-income-tax-act-1961", article: "206AA" });
  });

  // Partners added from public sources (tax-treaty/partners-added.ts); figures from the sources named there, on ₹10,00,000.
  it("added partners: 10% for Switzerland, China, Ireland, Austria; Hong Kong 5% dividends; holding thresholds for Denmark, Canada, Bangladesh, Italy", () => {
    for (const [residence, income_type] of [["CH", "fts"], ["CN", "interest"], ["IE", "royalties"], ["AT", "dividends"], ["KR", "royalties"], ["LU", "fts"], ["CZ", "royalties"], ["RU", "dividends"], ["IL", "dividends"], ["ZA", "interest"]] as const) {
      const { result } = run({ residence_country: residence, income_type });
      expect(result.applicable).toMatchObject({ rate: 10, basis: "treaty", effective_rate: 10 });
      expect(result.treaty?.certainty).toBe("V");
    }
    expect(run({ residence_country: "HK", income_type: "dividends" }).result.withholding_amount).toBe(50_000);
    expect(run({ residence_country: "DK", income_type: "dividends", shareholding_pct: 25 }).result.treaty?.rate).toBe(15);
    expect(run({ residence_country: "CA", income_type: "dividends", shareholding_pct: 9.99 }).result.treaty?.rate).toBe(25);
    expect(run({ residence_country: "CA", income_type: "dividends", shareholding_pct: 10 }).result.treaty?.rate).toBe(15);
    expect(run({ residence_country: "BD", income_type: "dividends", shareholding_pct: 10 }).result.treaty?.rate).toBe(10);
    expect(run({ residence_country: "BD", income_type: "dividends", shareholding_pct: 10, recipient_type: "individual" }).result.treaty?.rate).toBe(15);
    expect(run({ residence_country: "BE", income_type: "interest", recipient_type: "bank" }).result.treaty?.rate).toBe(10);
    expect(run({ residence_country: "BE", income_type: "interest" }).result.treaty?.rate).toBe(15);
  });

  it("a partner whose rate for this payment is not held (sources disagree, one source only, or not yet in force) withholds the domestic rate and says why", () => {
    const dk = run({ residence_country: "DK", income_type: "dividends", shareholding_pct: 24.99 });
    expect(dk.result.treaty).toBeNull();
    expect(dk.result.applicable).toMatchObject({ basis: "domestic", effective_rate: 20.8 });
    expect(dk.ctx.warnings.find((w) => w.code === "jurisdiction_not_covered")?.message).toContain("20% by some sources and 25% by others");
    const hk = run({ residence_country: "HK", income_type: "royalties" }, "2023-01-01");
    expect(hk.result.treaty?.rate).toBe(10); // in force
    const facts = { recipientType: "company", royaltyKind: "other" } as const;
    expect(lookupTreaty("KR", "interest", { ...facts, asOf: "2017-03-31" }).gap).toContain("1985 Convention"); // before the 2015 Agreement applied
    expect(lookupTreaty("KR", "interest", { ...facts, asOf: "2017-04-01" }).rate?.rate).toBe(10);
    expect(lookupTreaty("HK", "dividends", { ...facts, asOf: "2019-03-31" }).gap).toContain("1 Apr 2019");
    expect(lookupTreaty("BR", "dividends", { ...facts, asOf: "2025-01-01" })).toEqual({ rate: null, gap: null }); // not a partner held
    expect(run({ residence_country: "AU", income_type: "royalties" }).ctx.warnings.some((w) => w.message.includes("10% or 15%"))).toBe(true);
    expect(run({ residence_country: "ZA", income_type: "royalties" }).result.applicable).toMatchObject({ basis: "domestic", effective_rate: 20.8 });
    expect(TREATY_PARTNERS).toHaveLength(30);
  });

  it("India–Spain royalties and FTS: 20% before tax year 2023-24, 10% from 1 Apr 2023 under Notification 33/2024 (MFN)", () => {
    const before = run({ residence_country: "ES", income_type: "fts", payment_date: "2023-03-31" });
    expect(before.result.treaty?.rate).toBe(20);
    expect(before.result.applicable).toMatchObject({ basis: "domestic", effective_rate: 10.4 }); // 10% + cess is lower then
    const after = run({ residence_country: "ES", income_type: "fts", payment_date: "2023-04-01" });
    expect(after.result.applicable).toMatchObject({ basis: "treaty", rate: 10 });
    expect(after.result.checklist.some((c) => c.item.includes("Most-favoured"))).toBe(true);
    expect(run({ residence_country: "ES", income_type: "royalties", royalty_kind: "equipment", payment_date: "2023-03-31" }).result.treaty?.rate).toBe(10);
  });

  it("India–Bangladesh fees for technical services: no FTS article, so business profits and the PE question, as for the UAE", () => {
    const unknown = run({ residence_country: "BD", income_type: "fts" });
    expect(unknown.result.business_profits?.pe_in_india).toBeNull();
    expect(unknown.result.withholding_amount).toBe(208_000);
    expect(unknown.ctx.warnings.some((w) => w.code === "pe_question")).toBe(true);
    expect(run({ residence_country: "BD", income_type: "fts", has_pe_in_india: false }).result.withholding_amount).toBe(0);
    expect(run({ residence_country: "BD", income_type: "fts", has_pe_in_india: true }).result.applicable?.basis).toBe("domestic");
  });

  // Part II of the First Schedule: FY 2018-19 (Finance Act 2018) 10% above ₹50 lakh and 15% above ₹1 crore for a
  // non-corporate payee; FY 2019-20 (Finance (No. 2) Act 2019, repeated for FY 2020-21) adds 25% above ₹2 crore and 37%
  // above ₹5 crore; foreign companies 2% / 5% throughout; 4% cess from FY 2018-19. s.115A(1)(b) royalties 10% before FY 2023-24.
  it("computes FY 2018-19 and FY 2019-20 withholding with that year's surcharge bands and cess", () => {
    const fy19 = run({ residence_country: "BR", income_type: "royalties", recipient_type: "individual", amount: 15_000_000, payment_date: "2018-10-01" });
    expect(fy19.result.domestic).toMatchObject({ rate: 10, surcharge_pct: 15, cess_pct: 4, effective_rate: 11.96 });
    expect(fy19.result.domestic?.note).toContain("Finance Act 2018");
    const fy20 = run({ residence_country: "BR", income_type: "royalties", recipient_type: "individual", amount: 30_000_000, payment_date: "2019-10-01" });
    expect(fy20.result.domestic).toMatchObject({ surcharge_pct: 25, effective_rate: 13 });
    expect(fy20.result.withholding_amount).toBe(3_900_000);
    const old37 = run({ residence_country: "BR", income_type: "royalties", recipient_type: "individual", amount: 60_000_000, payment_date: "2019-10-01" });
    expect(old37.result.domestic?.surcharge_pct).toBe(37);
    expect(old37.ctx.warnings.some((w) => w.message.includes("default regime"))).toBe(false); // the 25% cap of the new regime starts in FY 2023-24
    const co = run({ residence_country: "BR", income_type: "royalties", amount: 110_000_000, payment_date: "2019-12-01" });
    expect(co.result.domestic).toMatchObject({ surcharge_pct: 5, effective_rate: 10.92 });
    expect(run({ residence_country: "BR", income_type: "royalties", payment_date: "2018-04-01" }).result.withholding_amount).toBe(104_000);
  });

  it("refuses, with a 400 on payment_date, dates whose rates are not held: before FY 2018-19, and dividends before 1 Apr 2020 (DDT)", () => {
    expect(() => run({ residence_country: "DE", income_type: "royalties", payment_date: "2018-03-31" })).toThrow(/payment_date: 2018-03-31 is before 1 Apr 2018/);
    expect(() => run({ residence_country: "US", income_type: "dividends", payment_date: "2020-03-31" })).toThrow(/s\.115-O/);
    expect(run({ residence_country: "US", income_type: "dividends", payment_date: "2020-04-01", shareholding_pct: 10 }).result.computed).toBe(true);
    expect(run({ residence_country: "GB", income_type: "royalties", source_country: "GB", payment_date: "2010-01-01" }).result.computed).toBe(false); // other source states are not computed, whatever the date
  });

  it("India–Russia royalties and FTS at 10% (Art. 12(2)) and India–Israel FTS at 10% (Art. 13(2)) from the treaty text", () => {
    for (const type of ["royalties", "fts"]) {
      const ru = run({ residence_country: "RU", income_type: type });
      expect(ru.result.applicable).toMatchObject({ basis: "treaty", rate: 10 });
      expect(ru.result.treaty?.article).toBe("Art. 12(2)");
    }
    const il = run({ residence_country: "IL", income_type: "fts" });
    expect(il.result.applicable).toMatchObject({ basis: "treaty", rate: 10 });
    expect(il.result.checklist.find((c) => c.item === "Treaty-specific condition")?.detail).toContain("main purposes");
    expect(run({ residence_country: "ZA", income_type: "dividends", shareholding_pct: 5 }).result.applicable).toMatchObject({ basis: "treaty", rate: 10 });
  });

  // Filled in issue 35's second round where two public sources agree (named beside each rate in partners-added.ts);
  // expected from those sources on ₹10,00,000 paid on 1 Sep 2025: a treaty rate carries no surcharge or cess.
  it("cells filled from two agreeing sources: Korea and Spain dividends 15%, Israel interest and royalties 10%, Sweden royalties and FTS 10%, Canada royalties and FIS 10% (equipment) / 15%", () => {
    const treatyAt = (fields: Record<string, unknown>) => run(fields).result;
    expect(treatyAt({ residence_country: "KR", income_type: "dividends", shareholding_pct: 30 })).toMatchObject({ applicable: { basis: "treaty", rate: 15 }, withholding_amount: 150_000 });
    expect(treatyAt({ residence_country: "ES", income_type: "dividends" })).toMatchObject({ applicable: { basis: "treaty", rate: 15 }, withholding_amount: 150_000 });
    expect(treatyAt({ residence_country: "IL", income_type: "interest" })).toMatchObject({ applicable: { basis: "treaty", rate: 10 }, withholding_amount: 100_000 });
    const ilRoyalty = treatyAt({ residence_country: "IL", income_type: "royalties" });
    expect(ilRoyalty).toMatchObject({ applicable: { basis: "treaty", rate: 10 }, withholding_amount: 100_000 });
    expect(ilRoyalty.treaty?.article).toBe("Art. 12(2)");
    expect(treatyAt({ residence_country: "SE", income_type: "fts" })).toMatchObject({ applicable: { basis: "treaty", rate: 10 }, withholding_amount: 100_000 });
    expect(treatyAt({ residence_country: "SE", income_type: "royalties" })).toMatchObject({ applicable: { basis: "treaty", rate: 10 }, withholding_amount: 100_000 });
    expect(treatyAt({ residence_country: "CA", income_type: "royalties", royalty_kind: "equipment" })).toMatchObject({ applicable: { rate: 10 }, withholding_amount: 100_000 });
    expect(treatyAt({ residence_country: "CA", income_type: "royalties" })).toMatchObject({ applicable: { rate: 15 }, withholding_amount: 150_000 });
    expect(treatyAt({ residence_country: "CA", income_type: "fts" })).toMatchObject({ applicable: { rate: 15 }, withholding_amount: 150_000 });
    expect(treatyAt({ residence_country: "CA", income_type: "fts", royalty_kind: "equipment" }).treaty?.article).toBe("Art. 12(2)");
    // Korea before the 2015 Agreement applied (1 Apr 2017): still not held.
    expect(lookupTreaty("KR", "dividends", { recipientType: "company", royaltyKind: "other", asOf: "2017-03-31" }).gap).toContain("1985 Convention");
  });

  it("cells still empty (the sources disagree, or only one gives the rate) withhold the domestic rate and say why", () => {
    for (const [residence, income_type] of [["SE", "dividends"], ["ZA", "royalties"], ["ZA", "fts"], ["AU", "royalties"], ["AU", "fts"], ["BE", "dividends"], ["IT", "royalties"]] as const) {
      const { ctx, result } = run({ residence_country: residence, income_type });
      expect(result.treaty).toBeNull();
      expect(result.applicable).toMatchObject({ basis: "domestic", effective_rate: 20.8 });
      expect(ctx.warnings.some((w) => w.code === "jurisdiction_not_covered")).toBe(true);
    }
  });

  it("says per partner whether the MLI modifies the treaty: India–Australia from the published synthesised text, otherwise not confirmed", () => {
    const ppt = (residence: string) => run({ residence_country: residence, income_type: "interest" }).result.checklist.find((c) => c.item.startsWith("Principal purpose"))?.detail ?? "";
    expect(ppt("AU")).toContain("synthesised text");
    expect(ppt("AU")).toContain("1 Oct 2019");
    expect(ppt("DE")).toContain("India–Germany treaty is a Covered Tax Agreement of both states");
    expect(ppt("DE")).toContain("not confirmed here");
    expect(ppt("MU")).toContain("7 Mar 2024");
  });
  // PwC's India summary (reviewed 17 Dec 2024) lists the treaties amended pursuant to the MLI, in effect for India from
  // 1 Apr 2020: Korea, Spain, Hong Kong, Sweden and South Africa among them; the US, Germany, Switzerland, China,
  // Bangladesh, Italy and Mauritius are not on it (China is covered by the OECD peer-review note).
  it("MLI note for Korea, Spain, Hong Kong, Sweden and South Africa from PwC's list of treaties amended by the MLI", () => {
    const ppt = (residence: string) => run({ residence_country: residence, income_type: "interest" }).result.checklist.find((c) => c.item.startsWith("Principal purpose"))?.detail ?? "";
    for (const code of ["KR", "ES", "HK", "SE", "ZA"]) {
      expect(ppt(code)).toContain("amended pursuant to the MLI");
      expect(ppt(code)).toContain("1 Apr 2020");
    }
    for (const code of ["US", "CH", "BD", "IT"]) expect(ppt(code)).toContain("not confirmed here");
  });

  it("names the partner in prose and keeps its ISO code in the structured fields", () => {
    const fr = run({ residence_country: "FR", income_type: "dividends", has_trc: false });
    expect(fr.result.residence_country).toBe("FR");
    const us = run({ residence_country: "US", income_type: "royalties" });
    expect(us.result.applicable?.article).toBe("India–United States treaty, Art. 12");
    const ae = run({ residence_country: "AE", income_type: "fts" });
    expect(ae.ctx.warnings.find((w) => w.code === "pe_question")?.message).toContain("India–United Arab Emirates treaty");
    expect(ae.ctx.warnings.map((w) => w.message).join(" ")).not.toMatch(/India–[A-Z]{2}\b/);
    const notHeld = run({ residence_country: "BR", income_type: "royalties" });
    expect(notHeld.ctx.warnings.find((w) => w.code === "jurisdiction_not_covered")?.message).toContain("India–Brazil");
    const otherSource = run({ source_country: "GB", residence_country: "FR", income_type: "royalties" });
    expect(otherSource.ctx.warnings[0].message).toContain("payments from the United Kingdom");
    const unconfirmed = run({ residence_country: "SG", income_type: "interest", loan_currency: "foreign_currency" });
    expect(unconfirmed.ctx.warnings.find((w) => w.code === "treaty_rate_unconfirmed")?.message).toContain("for interest");
  });

  // A rate held only from standard tables (not read in the treaty text) is not applied; the answer itself must say so,
  // not only a warning, or "under the domestic rate" reads as "the treaty gives nothing".
  it("the verdict says when a treaty rate is held but not confirmed, and that the domestic rate is withheld instead", () => {
    const sg = run({ residence_country: "SG", income_type: "interest", loan_currency: "foreign_currency" });
    expect(sg.result.applicable?.basis).toBe("domestic");
    const verdict = taxTreaty.verdict!(sg.result)!;
    expect(verdict).toMatch(/^Withhold ₹2,08,000 on this interest \(20\.8%\)/);
    expect(verdict).toContain("The India–Singapore treaty rate of 15% (Art. 11) could not be confirmed against the treaty text, so the domestic rate is withheld");
    // A confirmed treaty rate that is applied says nothing of the kind.
    expect(taxTreaty.verdict!(run({ residence_country: "DE", income_type: "royalties" }).result)).not.toContain("could not be confirmed");
    // Without a TRC the treaty cannot be claimed whether or not its rate is confirmed: the TRC is the reason given.
    expect(taxTreaty.verdict!(run({ residence_country: "SG", income_type: "interest", loan_currency: "foreign_currency", has_trc: false }).result)).not.toContain("could not be confirmed");
  });

  // India–US Convention (GSR 990(E), 20 Dec 1990) Art. 12(2): (a) royalties under para 3(a) and fees for included
  // services, 15% after the first five taxable years (15%/20% during them, long past); (b) royalties under para 3(b)
  // (industrial, commercial or scientific equipment) and included services ancillary to them, 10%. An individual paid
  // ₹2,00,00,000: domestic 20% + 15% surcharge + 4% cess = 23.92%, so the treaty's 15% applies: ₹30,00,000.
  it("India–US royalties and fees for included services from the text of Art. 12(2)", () => {
    const other = run({ residence_country: "US", income_type: "royalties", recipient_type: "individual", amount: 20_000_000 });
    expect(other.result.domestic?.effective_rate).toBe(23.92);
    expect(other.result.treaty).toMatchObject({ rate: 15, certainty: "V" });
    expect(other.result.treaty?.source).toContain("Art. 12(2)");
    expect(other.result.withholding_amount).toBe(3_000_000);
    expect(other.ctx.warnings.some((w) => w.code === "treaty_rate_unconfirmed")).toBe(false);
    const equipment = run({ residence_country: "US", income_type: "royalties", royalty_kind: "equipment" });
    expect(equipment.result.applicable).toMatchObject({ basis: "treaty", rate: 10 });
    const fis = run({ residence_country: "US", income_type: "fts" });
    expect(fis.result.applicable).toMatchObject({ basis: "treaty", rate: 15 });
  });

  // India–Japan: the 2006 Protocol (S.O. 1136(E), in force 28 Jun 2006) set the source tax on dividends, interest,
  // royalties and FTS at a uniform 10% (Japan Ministry of Finance release of 24 Feb 2006; Protocol Arts. I–II read for
  // dividends and interest). ₹50,00,000 × 10% = ₹5,00,000.
  it("India–Japan royalties and FTS at 10% under the 2006 Protocol", () => {
    for (const type of ["royalties", "fts"]) {
      const { result } = run({ residence_country: "JP", income_type: type, amount: 5_000_000 });
      expect(result.treaty, type).toMatchObject({ rate: 10, certainty: "V" });
      expect(result.treaty?.source, type).toContain("24 Feb 2006");
      expect(result.withholding_amount, type).toBe(500_000);
      expect(result.treaty_gap, type).toBeNull();
      expect(taxTreaty.verdict!(result), type).toMatch(/^Withhold ₹5,00,000 on these .* \(10%\), under the India–Japan treaty, Art\. 12, at 10%/);
    }
  });

  // A note that older tables give pre-protocol rates does not change what is withheld (10% under the 2006 Protocol), so
  // it is an ordinary note, not a "Read first" warning; a warning that does change the figure (no PAN: 20%) stays first.
  it("a stale-table note goes to the notes, not to 'Read first'; an outcome-changing warning stays first", () => {
    const jp = run({ residence_country: "JP", income_type: "royalties", amount: 5_000_000 });
    expect(jp.ctx.warnings.map((w) => w.message).join(" ")).not.toContain("Older tables");
    expect(jp.result.notes.map((n) => n.text).join(" ")).toContain("Older tables give 15% / 15% / 20%");
    const text = narrateResult(jp.result, { toolName: "Tax treaty", asOf: "2025-09-01", warnings: jp.ctx.warnings });
    expect(text.indexOf("Older tables")).toBeGreaterThan(text.indexOf("Notes:"));
    const readFirst = text.indexOf("Read first");
    if (readFirst > -1) expect(text.slice(readFirst, text.indexOf("\n\n", readFirst))).not.toContain("Older tables");
    const sg = run({ residence_country: "SG", income_type: "interest", loan_currency: "foreign_currency" });
    expect(sg.ctx.warnings.find((w) => w.code === "treaty_rate_unconfirmed")?.message).not.toContain("Older tables");
    expect(sg.result.notes.map((n) => n.text).join(" ")).toContain("Older tables give 15%");
    const noPan = run({ residence_country: "JP", income_type: "royalties", has_pan: false });
    const noPanText = narrateResult(noPan.result, { toolName: "Tax treaty", asOf: "2025-09-01", warnings: noPan.ctx.warnings });
    expect(noPanText.indexOf("Danisco")).toBeGreaterThan(noPanText.indexOf("Read first"));
    expect(noPanText.indexOf("Danisco")).toBeLessThan(noPanText.indexOf("Notes:"));
  });

  // India–Singapore Art. 12(2) as substituted by the Protocol of 29 June 2005 (in force 1 Aug 2005; notified 18 Jul 2005):
  // royalties and fees for technical services at 10% of the gross amount, replacing 15% (DIT v Autodesk Asia Pvt Ltd,
  // Karnataka HC, 15 Sep 2020). ₹10,00,000 × 10% = ₹1,00,000, below the domestic 20.8%.
  it("India–Singapore royalties and FTS at 10% under the 2005 Protocol, applied as confirmed", () => {
    for (const type of ["royalties", "fts"]) {
      const { result, ctx } = run({ residence_country: "SG", income_type: type });
      expect(result.treaty, type).toMatchObject({ rate: 10, certainty: "V", article: "Art. 12(2)" });
      expect(result.treaty?.source, type).toContain("29 June 2005");
      expect(result.applicable, type).toMatchObject({ basis: "treaty", effective_rate: 10 });
      expect(result.withholding_amount, type).toBe(100_000);
      expect(ctx.warnings.some((w) => w.code === "treaty_rate_unconfirmed"), type).toBe(false);
    }
  });

  // CBDT Press Release 03 of 2010: the 2010 India–Finland Agreement sets a uniform 10% on royalties and FTS (effect in
  // India from 1 Apr 2011). ₹10,00,000 × 10% = ₹1,00,000.
  it("India–Finland royalties and FTS at 10% under the 2010 Agreement", () => {
    for (const type of ["royalties", "fts"]) {
      const { result } = run({ residence_country: "FI", income_type: type });
      expect(result.applicable).toMatchObject({ basis: "treaty", rate: 10 });
      expect(result.withholding_amount).toBe(100_000);
      expect(result.treaty?.source).toContain("03 of 2010");
    }
  });

  // OECD third peer review on treaty shopping (2021): these India treaties meet the minimum standard (preamble + PPT).
  it("says the PPT applies where the OECD peer review lists the treaty as meeting the minimum standard, and not for the others", () => {
    const ppt = (residence: string) => run({ residence_country: residence, income_type: "interest" }).result.checklist.find((c) => c.item.startsWith("Principal purpose"))?.detail ?? "";
    for (const code of ["FR", "GB", "NL", "SG", "JP", "LU", "CN", "BE"]) expect(ppt(code)).toContain("third peer review");
    expect(ppt("BE")).toContain("synthesised text");
    for (const code of ["US", "DE", "MU", "CH"]) expect(ppt(code)).toContain("not confirmed here");
  });

  // Part II of the First Schedule to each year's Finance Act sets that year's surcharge and cess; the last held is tax
  // year 2026-27, so a payment in 2027-28 is computed on those figures with a warning, never silently.
  it("warns when the payment falls in a tax year whose Finance Act rates are not held", () => {
    const late = run({ residence_country: "BR", income_type: "royalties", payment_date: "2027-05-01" }, "2026-11-28");
    expect(late.result.withholding_amount).toBe(208_000);
    expect(late.ctx.warnings.some((w) => w.message.includes("after tax year 2026-27"))).toBe(true);
    const held = run({ residence_country: "BR", income_type: "royalties", payment_date: "2027-03-31" }, "2026-11-28");
    expect(held.ctx.warnings.some((w) => w.message.includes("after tax year 2026-27"))).toBe(false);
  });

  // Treaty 10% (India–France Art. 13), but no PAN: 2025 Act s.397(2)(b) raises it to 20%; ₹50,00,000 × 20% = ₹10,00,000.
  it("the verdict says why the rate is 20% when a missing PAN raises a treaty rate", () => {
    const { result } = run({ residence_country: "FR", income_type: "fts", amount: 5_000_000, payment_date: "2026-05-01", has_pan: false }, "2026-06-01");
    const verdict = taxTreaty.verdict!(result)!;
    expect(verdict).toContain("Withhold ₹10,00,000 on these fees for technical services (20%)");
    // The treaty's rate is said once: "Art. 13, would give 10%", not "Art. 13, at 10% (…) would give 10%".
    expect(verdict).toContain("the India–France treaty, Art. 13, would give 10%, but without a PAN or the Rule 37BC details the rate rises to 20% (s.397(2)(b) of the Income-tax Act 2025, formerly s.206AA)");
    expect(taxTreaty.verdict!(run({ residence_country: "FR", income_type: "fts" }).result)).not.toContain("PAN");
  });
});

// Interest: Part II of the First Schedule taxes interest on money borrowed in foreign currency at 20%; interest on a
// rupee loan is "any other income": 35% for a foreign company from FY 2024-25 (Finance (No. 2) Act 2024; 40% before),
// 30% for a non-resident other than a company. Cess 4% (surcharge 2% above ₹1 crore for a foreign company). Without a
// TRC the treaty cannot be claimed, so the domestic rate is what is withheld.
describe("tax-treaty: interest by the loan's currency (Part II of the First Schedule)", () => {
  const noTreaty = { residence_country: "FR", income_type: "interest", has_trc: false };
  it("foreign-currency loan: 20% + 4% cess = 20.8%", () => {
    const r = run({ ...noTreaty, loan_currency: "foreign_currency" }).result;
    expect(r.applicable?.effective_rate).toBe(20.8);
    expect(r.withholding_amount).toBe(208_000);
    expect(r.loan_currency).toBe("foreign_currency");
  });
  it("rupee loan to a foreign company in FY 2025-26: 35% + 4% cess = 36.4%", () => {
    const r = run({ ...noTreaty, loan_currency: "rupee" }).result;
    expect(r.domestic?.rate).toBe(35);
    expect(r.applicable?.effective_rate).toBe(36.4);
    expect(r.withholding_amount).toBe(364_000);
    expect(r.applicable?.article).toContain("any other income");
    expect(taxTreaty.verdict!(r)).toContain("Withhold ₹3,64,000 on this interest (36.4%)");
  });
  it("rupee loan to a foreign company in FY 2023-24: 40% + 4% cess = 41.6% (stale rule)", () => {
    const r = run({ ...noTreaty, loan_currency: "rupee", payment_date: "2023-09-01" }).result;
    expect(r.applicable?.effective_rate).toBe(41.6);
    expect(r.withholding_amount).toBe(416_000);
  });
  it("rupee loan of ₹1.5 crore to a foreign company: 35% × 1.02 × 1.04 = 37.128%", () => {
    const r = run({ ...noTreaty, loan_currency: "rupee", amount: 15_000_000 }).result;
    expect(r.applicable?.effective_rate).toBe(37.128);
    expect(r.withholding_amount).toBe(5_569_200);
  });
  it("rupee loan from a non-resident individual: 30% + 4% cess = 31.2%", () => {
    const r = run({ ...noTreaty, loan_currency: "rupee", recipient_type: "individual" }).result;
    expect(r.applicable?.effective_rate).toBe(31.2);
    expect(r.withholding_amount).toBe(312_000);
  });
  it("currency not given and the domestic rate governs: nothing computed, the tool asks", () => {
    const { ctx, result } = run(noTreaty);
    expect(result.loan_currency).toBe("unknown");
    expect(result.withholding_amount).toBeNull();
    expect(result.applicable).toBeNull();
    expect(ctx.warnings.find((w) => w.code === "loan_currency_needed")?.message).toContain("36.4%");
    expect(result.checklist.find((c) => c.item === "Currency of the loan")?.status).toBe("missing");
    expect(taxTreaty.verdict!(result)).toContain("Not computed");
  });
  it("currency not given but a confirmed treaty rate is lower than either domestic rate: the treaty rate is withheld", () => {
    const { ctx, result } = run({ residence_country: "MU", income_type: "interest" });
    expect(result.withholding_amount).toBe(75_000);
    expect(ctx.warnings.some((w) => w.code === "loan_currency_needed")).toBe(false);
  });
  // Expected from the sections' text: s.194LC 5% (borrowings before 1 Jul 2023), 4% (IFSC-listed bonds issued 1 Apr 2020 –
  // 30 Jun 2023), 9% (IFSC-listed bonds issued from 1 Jul 2023, Finance Act 2023 s.88); s.194LD 5% on interest payable
  // 1 Jun 2013 – 30 Jun 2023 only; s.194LB 5%, no end date. None is applied: the tool does not take the instrument.
  it("states the s.194LB/194LC/194LD concessions with their windows, and says why none is computed", () => {
    const r = run({ ...noTreaty, loan_currency: "rupee" }).result;
    const item = r.checklist.find((c) => c.item.includes("194LC"));
    expect(item?.status).toBe("caveat");
    expect(item?.detail).toMatch(/^Not computed unless the instrument is given/);
    expect(item?.detail).toContain("9% on such bonds issued from 1 Jul 2023");
    expect(item?.detail).toContain("4% on long-term or rupee-denominated bonds issued from 1 Apr 2020 to 30 Jun 2023");
    expect(item?.detail).toContain("s.194LB: 5%");
    // 2025-09-01 is after the s.194LD window closed.
    expect(item?.detail).toContain("s.194LD cannot apply to interest payable on 1 September 2025");
    // The ordinary rupee-interest rate is still what is withheld.
    expect(r.applicable?.basis).toBe("domestic");
    expect(r.domestic?.rate).toBe(35);
  });
  it("inside the s.194LD window (interest payable 1 Jun 2013 – 30 Jun 2023) says the 5% may apply to an FPI", () => {
    const r = run({ ...noTreaty, loan_currency: "rupee", payment_date: "2022-08-01" }).result;
    const detail = r.checklist.find((c) => c.item.includes("194LD"))?.detail ?? "";
    expect(detail).toContain("s.194LD: 5% on interest payable from 1 Jun 2013 to 30 Jun 2023");
    expect(detail).not.toContain("cannot apply");
    expect(detail).not.toContain("2025 Act");
  });
  it("under the 2025 Act names s.393(2) for the s.194LC rates and leaves ss.194LB/194LD unplaced", () => {
    const r = run({ ...noTreaty, loan_currency: "foreign_currency", payment_date: "2026-05-04" }, "2026-05-04").result;
    const detail = r.checklist.find((c) => c.item.includes("194LC"))?.detail ?? "";
    expect(detail).toContain("s.393(2)");
    expect(detail).toMatch(/the enacted entry is not confirmed here, nor where the 2025 Act places ss\.194LB and 194LD/);
  });
});

// Expected from the sections' text before the code: s.194LC 5% on foreign-currency loans borrowed 1 Jul 2012 – 30 Jun
// 2023 at an approved rate, 4% on IFSC-listed bonds issued 1 Apr 2020 – 30 Jun 2023, 9% on those issued from 1 Jul 2023;
// s.194LD 5% on interest payable to 30 Jun 2023; s.194LB 5%; Part II surcharge and 4% cess added; the lower treaty rate
// still prevails; the 2025 Act's entries are not confirmed, so nothing is applied from 1 Apr 2026.
describe("tax-treaty: concessional sections computed when the instrument is given (ss.194LB, 194LC, 194LD)", () => {
  const loan = { residence_country: "FR", income_type: "interest", loan_currency: "foreign_currency", has_trc: false, payment_date: "2024-09-30" };
  it("s.194LC loan agreement of 2019 at an approved rate: 5% + 4% cess = 5.2% on ₹10 lakh", () => {
    const r = run({ ...loan, concessional_instrument: "s194lc_loan_agreement", borrowed_or_issued_on: "2019-05-10", interest_rate_approved: true }).result;
    expect(r.concession).toMatchObject({ section: "s.194LC", applies: true, rate: 5 });
    expect(r.applicable?.effective_rate).toBe(5.2);
    expect(r.withholding_amount).toBe(52_000);
    expect(r.domestic?.provision).toContain("s.194LC");
    expect(r.checklist.find((c) => c.item.includes("194LC"))?.status).toBe("satisfied");
    expect(taxTreaty.verdict!(r)).toContain("concessional rate of s.194LC: 5% plus 4% cess");
  });
  it("the window is the borrowing's: a loan of 30 Jun 2023 qualifies, one of 1 Jul 2023 does not (20.8%)", () => {
    const on = run({ ...loan, concessional_instrument: "s194lc_loan_agreement", borrowed_or_issued_on: "2023-06-30", interest_rate_approved: true }).result;
    const after = run({ ...loan, concessional_instrument: "s194lc_loan_agreement", borrowed_or_issued_on: "2023-07-01", interest_rate_approved: true }).result;
    expect(on.applicable?.effective_rate).toBe(5.2);
    expect(after.concession?.applies).toBe(false);
    expect(after.concession?.reason).toContain("money borrowed on 1 July 2023");
    expect(after.applicable?.effective_rate).toBe(20.8);
    expect(taxTreaty.verdict!(after)).toContain("s.194LC is not applied");
  });
  it("IFSC-listed bonds: 4% if issued before 1 Jul 2023, 9% from that day", () => {
    const ifsc = { ...loan, concessional_instrument: "s194lc_ifsc_listed_bond", interest_rate_approved: true };
    expect(run({ ...ifsc, borrowed_or_issued_on: "2023-06-30" }).result.applicable?.effective_rate).toBe(4.16);
    expect(run({ ...ifsc, borrowed_or_issued_on: "2023-07-01" }).result.applicable?.effective_rate).toBe(9.36);
    // Before 1 Apr 2020 no IFSC window is held.
    expect(run({ ...ifsc, borrowed_or_issued_on: "2020-03-31" }).result.concession?.applies).toBe(false);
  });
  it("without the approval of the rate or the issue date, s.194LC is stated and not applied", () => {
    const noApproval = run({ ...loan, concessional_instrument: "s194lc_long_term_bond", borrowed_or_issued_on: "2018-01-01" }).result;
    expect(noApproval.concession?.applies).toBe(false);
    expect(noApproval.concession?.reason).toContain("approved by the Central Government");
    const noDate = run({ ...loan, concessional_instrument: "s194lc_long_term_bond", interest_rate_approved: true }).result;
    expect(noDate.concession?.reason).toContain("borrowed_or_issued_on");
    expect(noDate.applicable?.effective_rate).toBe(20.8);
  });
  it("s.194LD: interest payable 30 Jun 2023 at 5.2%; 1 Jul 2023 outside the window, s.196D named, the rupee rate applies", () => {
    const gsec = { ...loan, loan_currency: "rupee", concessional_instrument: "s194ld_government_security" };
    expect(run({ ...gsec, payment_date: "2023-06-30" }).result.applicable?.effective_rate).toBe(5.2);
    const closed = run({ ...gsec, payment_date: "2023-07-01" }).result;
    expect(closed.concession?.applies).toBe(false);
    expect(closed.concession?.reason).toContain("s.196D");
    expect(closed.domestic?.rate).toBe(40); // FY 2023-24 "any other income" of a foreign company
  });
  it("a lower treaty rate still prevails over the concession's rate with surcharge (India–Mauritius 7.5% < 9.36%)", () => {
    const r = run({ residence_country: "MU", income_type: "interest", loan_currency: "foreign_currency", concessional_instrument: "s194lc_ifsc_listed_bond", borrowed_or_issued_on: "2024-01-01", interest_rate_approved: true }).result;
    expect(r.applicable?.basis).toBe("treaty");
    expect(r.withholding_amount).toBe(75_000);
  });
  it("under the 2025 Act the concession is stated, not applied", () => {
    const r = run({ ...loan, payment_date: "2026-05-04", concessional_instrument: "s194lb_infrastructure_debt_fund" }, "2026-05-04").result;
    expect(r.concession?.applies).toBe(false);
    expect(r.concession?.reason).toContain("Income-tax Act 2025");
    expect(r.applicable?.effective_rate).toBe(20.8);
  });
  it("s.194LB before 1 Apr 2026: 5%; a concession on anything but interest is a 400", () => {
    expect(run({ ...loan, concessional_instrument: "s194lb_infrastructure_debt_fund" }).result.applicable?.effective_rate).toBe(5.2);
    expect(() => run({ residence_country: "FR", income_type: "royalties", concessional_instrument: "s194lb_infrastructure_debt_fund" })).toThrow(/concessional_instrument/);
  });
});

describe("tax-treaty: a treaty rate that is not available is said so in the result and the verdict", () => {
  it("India–Australia royalties: treaty_gap set, the verdict says no treaty rate is guessed", () => {
    const r = run({ residence_country: "AU", income_type: "royalties" }).result;
    expect(r.treaty).toBeNull();
    expect(r.treaty_gap).toContain("The India–Australia treaty rate for royalties is not available here");
    expect(taxTreaty.verdict!(r)).toContain("No treaty rate is guessed");
  });
  it("a partner whose rate is held has no treaty_gap", () => {
    expect(run({ residence_country: "DE", income_type: "royalties" }).result.treaty_gap).toBeNull();
  });
});

describe("tax-treaty: the loan's currency is not asked for when a concessional section fixes the rate", () => {
  it("s.194LB with the currency not given: computed at 5.2%, the currency item is not 'missing'", () => {
    const r = run({ residence_country: "FR", income_type: "interest", has_trc: false, payment_date: "2024-09-30", concessional_instrument: "s194lb_infrastructure_debt_fund" }).result;
    expect(r.withholding_amount).toBe(52_000);
    const item = r.checklist.find((c) => c.item === "Currency of the loan");
    expect(item?.status).toBe("caveat");
    expect(item?.detail).toContain("Not needed here");
  });
});
