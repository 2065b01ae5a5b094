import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { fromCents, roundMoney, sumMoney, toCents } from "@/lib/tools/money";
import { money, nonEmptyText, positiveMoney } from "@/lib/tools/figures";
import { defaultAppliedSchema, resultBase, type DefaultApplied } from "@/lib/audit/tools/shared/schemas";

// Nisab weights in pure metal: 20 mithqal of gold and 200 dirham of silver, as commonly rounded.
const NISAB_GRAMS = { gold: 85, silver: 595 } as const;
const LUNAR_RATE_PCT = 2.5;
// AAOIFI's solar-year rate (2.5% scaled for the longer Gregorian year); other jurists round to 2.577.
const GREGORIAN_RATE = { default: 2.5775, min: 2.577, max: 2.5775 };

const amount = (d: string) => money(d).optional();
const namedAmounts = z.array(z.strictObject({ name: nonEmptyText("What it is"), amount: money("Amount") }));

export const zakatInput = z.strictObject({
  nisab_basis: z.enum(["gold", "silver"]).describe("Metal that sets the nisab: 85 g of pure gold or 595 g of pure silver"),
  gold_price_per_gram: positiveMoney("Price of one gram of pure (24k) gold; needed when nisab_basis is gold").optional(),
  silver_price_per_gram: positiveMoney("Price of one gram of pure silver; needed when nisab_basis is silver").optional(),
  calendar: z.enum(["lunar", "gregorian"]).describe("Year over which the wealth was held (hawl): lunar 2.5%, Gregorian 2.5775% by default"),
  gregorian_rate_pct: z
    .number()
    .gt(0)
    .max(10)
    .optional()
    .describe("Rate for a Gregorian year in percent; default 2.5775 (AAOIFI), some scholars use 2.577"),
  assets: z
    .strictObject({
      cash: amount("Cash on hand"),
      bank: amount("Bank balances"),
      receivables: amount("Receivables expected to be recovered, net of doubtful debts"),
      inventory: amount("Goods held for trade, at market (cash-equivalent) value"),
      trading_investments: amount("Investments held for trading, at market value"),
      gold_and_silver: amount("Gold and silver held, at market value"),
      other: namedAmounts.optional().describe("Other zakatable assets; fixed assets and assets for own use are not zakatable"),
    })
    .default({})
    .describe("Zakatable assets at the zakat date"),
  liabilities: z
    .strictObject({
      current_liabilities_due: amount("Current liabilities falling due within the year"),
      other: namedAmounts.optional().describe("Other obligations due within the year"),
    })
    .default({})
    .describe("Obligations deductible from the zakat base"),
});
type ZakatInput = z.infer<typeof zakatInput>;

export const zakatResult = z.object({
  ...resultBase,
  zakatable_assets: z.number(),
  deductible_liabilities: z.number(),
  zakatable_base: z.number().describe("Zakatable assets less deductible liabilities, not below zero"),
  nisab_basis: z.enum(["gold", "silver"]),
  nisab_grams: z.number(),
  nisab: z.number(),
  above_nisab: z.boolean(),
  rate: z.number().describe("Percent"),
  zakat_due: z.number(),
  defaults_applied: z.array(defaultAppliedSchema),
});
type ZakatResult = z.infer<typeof zakatResult>;

function run(input: ZakatInput): ZakatResult {
  const problems = new InputProblems();
  const price = input.nisab_basis === "gold" ? input.gold_price_per_gram : input.silver_price_per_gram;
  if (price === undefined) {
    problems.add(`${input.nisab_basis}_price_per_gram`, `needed to value the ${input.nisab_basis} nisab`);
  }
  if (input.calendar === "lunar" && input.gregorian_rate_pct !== undefined) {
    problems.add("gregorian_rate_pct", "only applies to a Gregorian year; the lunar rate is 2.5%");
  }
  problems.throwIfAny();

  const a = input.assets;
  const assetValues = [a.cash, a.bank, a.receivables, a.inventory, a.trading_investments, a.gold_and_silver, ...(a.other ?? []).map((o) => o.amount)];
  const assetsTotal = sumMoney(assetValues.map((v) => v ?? 0));
  const l = input.liabilities;
  const liabilitiesTotal = sumMoney([l.current_liabilities_due ?? 0, ...(l.other ?? []).map((o) => o.amount)]);
  const baseCents = Math.max(0, toCents(assetsTotal) - toCents(liabilitiesTotal));
  const base = fromCents(baseCents);

  const grams = NISAB_GRAMS[input.nisab_basis];
  const nisab = roundMoney(grams * (price as number));
  const defaults: DefaultApplied[] = [];
  let rate = LUNAR_RATE_PCT;
  if (input.calendar === "gregorian") {
    rate = input.gregorian_rate_pct ?? GREGORIAN_RATE.default;
    if (input.gregorian_rate_pct === undefined) {
      defaults.push({
        name: "gregorian_rate_pct",
        value: GREGORIAN_RATE.default,
        range: { min: GREGORIAN_RATE.min, max: GREGORIAN_RATE.max },
        basis: "AAOIFI rate for a solar year (2.5% scaled by 365/354); some scholars round to 2.577%",
      });
    }
  }

  const above = base >= nisab;
  const due = above ? roundMoney((base * rate) / 100) : 0;
  const findings: string[] = [];
  findings.push(
    `Zakat base ${base} (zakatable assets ${assetsTotal} less liabilities due ${liabilitiesTotal}); nisab ${nisab} (${grams} g of ${input.nisab_basis}).`,
  );
  if (toCents(liabilitiesTotal) > toCents(assetsTotal)) findings.push("Liabilities due exceed zakatable assets: the base is nil.");
  findings.push(above ? `Zakat due ${due} at ${rate}% (${input.calendar} year).` : "The base is below the nisab: no zakat is due.");
  findings.push("Computed by the net-assets method at the end of a full year of ownership (hawl); fixed assets, assets for own use and intangibles are excluded. Where zakat is levied by statute, the statutory rules on the base prevail.");

  // Valuations that rest on judgement (recoverability, market value of stock) are where a zakat base goes wrong.
  const rating: RiskRating = (a.receivables ?? 0) > 0 || (a.inventory ?? 0) > 0 ? "medium" : "low";
  if (rating === "medium") findings.push("Receivables and inventory rest on judgement (recoverability, market value); support their valuations.");

  return {
    findings,
    risk_rating: rating,
    zakatable_assets: assetsTotal,
    deductible_liabilities: liabilitiesTotal,
    zakatable_base: base,
    nisab_basis: input.nisab_basis,
    nisab_grams: grams,
    nisab,
    above_nisab: above,
    rate,
    zakat_due: due,
    defaults_applied: defaults,
  };
}

export const zakatTool = defineTool({
  tool_type: "zakat",
  name: "Zakat (AAOIFI FAS 9, net-assets method)",
  description: "Zakat base, gold or silver nisab, rate for a lunar or Gregorian year, and zakat due.",
  input: zakatInput,
  result: zakatResult,
  example: {
    tool_type: "zakat",
    jurisdiction: "AE",
    nisab_basis: "silver",
    silver_price_per_gram: 3.5,
    calendar: "gregorian",
    assets: { cash: 15000, bank: 240000, receivables: 80000, inventory: 120000 },
    liabilities: { current_liabilities_due: 95000 },
  },
  run: (input) => run(input),
});
