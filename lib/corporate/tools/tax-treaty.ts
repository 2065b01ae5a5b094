import { z } from "zod";
import { money } from "@/lib/audit/tools/shared/schemas";
import { roundMoney } from "@/lib/audit/tools/shared/money";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { treatyRate, TREATY_PARTNERS, type IncomeType, type TreatyRate } from "@/lib/corporate/tools/tax-treaty/rates";

/**
 * Withholding on payments from India to a non-resident: the domestic rate of Income-tax Act 1961 s.115A, the
 * treaty cap for the partners in our reference, the lower of the two where s.90(2) lets the treaty apply (a TRC
 * being mandatory under s.90(4)), the withholding under s.195 and the documentation checklist.
 */

const ITA = "in-income-tax-act-1961";
const incomeTypes = ["dividends", "interest", "royalties", "fts"] as const;
const recipientTypes = ["company", "bank", "individual", "other"] as const;

export const taxTreatyInput = z.strictObject({
  source_country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .describe("ISO code of the country where the income arises and tax is withheld (the core computes for IN)"),
  residence_country: z.string().regex(/^[A-Za-z]{2}$/).describe("ISO code of the recipient's country of residence"),
  income_type: z.enum(incomeTypes).describe("dividends | interest | royalties | fts (fees for technical services)"),
  shareholding_pct: z
    .number()
    .min(0)
    .max(100)
    .optional()
    .describe("For dividends: the recipient company's holding in the payer, in percent"),
  recipient_type: z
    .enum(recipientTypes)
    .default("company")
    .describe("company | bank (bank or financial institution) | individual | other"),
  royalty_kind: z
    .enum(["equipment", "other"])
    .default("other")
    .describe("For royalties and FTS under treaties with a split rate: payments for the use of industrial, commercial or scientific equipment (and services ancillary to it), or other"),
  has_trc: z.boolean().describe("Whether the recipient holds a Tax Residency Certificate of its residence country"),
  form_10f_filed: z.boolean().default(false).describe("Whether Form 10F has been filed electronically"),
  amount: money("Gross amount paid, in rupees"),
});

const checklistItem = z.object({
  item: z.string(),
  status: z.enum(["satisfied", "missing", "conditional", "caveat"]),
  detail: z.string(),
  citation_ids: z.array(z.string()),
});

export const taxTreatyResult = z.object({
  computed: z.boolean().describe("False when the source country is outside the core (only India is computed)"),
  source_country: z.string(),
  residence_country: z.string(),
  income_type: z.enum(incomeTypes),
  domestic: z
    .object({ rate: z.number(), provision: z.string(), note: z.string(), citation_ids: z.array(z.string()) })
    .nullable(),
  treaty: z
    .object({
      rate: z.number().nullable(),
      article: z.string(),
      condition: z.string(),
      certainty: z.enum(["V", "K"]),
      source: z.string(),
    })
    .nullable(),
  applicable: z
    .object({
      rate: z.number(),
      basis: z.enum(["treaty", "domestic"]),
      article: z.string(),
      reason: z.string(),
      citation_ids: z.array(z.string()),
    })
    .nullable(),
  withholding_amount: z.number().nullable(),
  checklist: z.array(checklistItem),
});

export type TaxTreatyInput = z.infer<typeof taxTreatyInput>;
export type TaxTreatyResult = z.infer<typeof taxTreatyResult>;

/** s.115A rate for royalties and FTS: 20% from 1 Apr 2023 (Finance Act 2023), 10% before. */
function domesticRate(type: IncomeType, asOf: string): { rate: number; note: string } {
  if (type === "royalties" || type === "fts") {
    if (asOf >= "2023-04-01") return { rate: 20, note: "20% from 1 Apr 2023 (Finance Act 2023; 10% before), plus surcharge and cess." };
    return { rate: 10, note: "10% for payments before 1 Apr 2023 (20% from then), plus surcharge and cess." };
  }
  return { rate: 20, note: "20% plus surcharge and cess (general case; concessional rates for specified bonds are not modelled)." };
}

function runTaxTreaty(input: TaxTreatyInput, ctx: CoreContext): TaxTreatyResult {
  const source = input.source_country.toUpperCase();
  const residence = input.residence_country.toUpperCase();
  const base = { source_country: source, residence_country: residence, income_type: input.income_type };
  if (source !== "IN") {
    ctx.warn({
      code: "jurisdiction_not_covered",
      message: `The tax-treaty core computes withholding on payments from India only; no rates are given for payments from ${source}.`,
    });
    return { computed: false, ...base, domestic: null, treaty: null, applicable: null, withholding_amount: null, checklist: [] };
  }

  if (ctx.asOf >= "2026-04-01") {
    ctx.warn({
      code: "conflicting_authority",
      message:
        "The Income-tax Act 2025 replaces the 1961 Act from 1 Apr 2026; the sections succeeding ss. 90, 115A and 195 are not confirmed here, so the 1961 sections are cited. Check the 2025 Act's numbering before relying on them.",
    });
  }

  const s115A = ctx.cite({ source_id: ITA, article: "115A" });
  const s90 = ctx.cite({ source_id: ITA, article: "90" });
  const s195 = ctx.cite({ source_id: ITA, article: "195" });
  const dom = domesticRate(input.income_type, ctx.asOf);
  const domestic = { rate: dom.rate, provision: "Income-tax Act 1961, s.115A", note: dom.note, citation_ids: [s115A] };

  const treatyFact: TreatyRate | null = treatyRate(residence, input.income_type, {
    shareholdingPct: input.shareholding_pct,
    recipientType: input.recipient_type,
    royaltyKind: input.royalty_kind,
    asOf: ctx.asOf,
  });
  if (!TREATY_PARTNERS.includes(residence)) {
    ctx.warn({
      code: "jurisdiction_not_covered",
      message: `No treaty rates are held for India–${residence}; only the domestic rate is computed.`,
    });
  }
  if (treatyFact && treatyFact.certainty === "V" && treatyFact.alternative) {
    ctx.warn({ code: "conflicting_authority", message: `India–${residence} treaty, ${treatyFact.article}: ${treatyFact.alternative}` });
  }
  if (treatyFact && treatyFact.certainty === "K") {
    ctx.warn({
      code: "conflicting_authority",
      message: `The India–${residence} treaty rate for ${input.income_type} (${treatyFact.rate ?? "no separate article"}${treatyFact.rate === null ? "" : "%"}, ${treatyFact.article}) is standard knowledge not confirmed in a source we hold; check the treaty text and protocols before withholding.${treatyFact.alternative ? ` ${treatyFact.alternative}` : ""}`,
    });
  }

  let applicable: TaxTreatyResult["applicable"];
  if (treatyFact && treatyFact.rate !== null && input.has_trc && treatyFact.rate < dom.rate) {
    applicable = {
      rate: treatyFact.rate,
      basis: "treaty",
      article: `India–${residence} treaty, ${treatyFact.article}`,
      reason: "The treaty rate is lower and applies as more beneficial (s.90(2)); a TRC is held (s.90(4)).",
      citation_ids: [s90],
    };
  } else {
    const reason = !treatyFact || treatyFact.rate === null
      ? "No treaty rate applies to this income, so the domestic rate governs."
      : !input.has_trc
        ? "Without a Tax Residency Certificate the treaty cannot be claimed (s.90(4)), so the domestic rate governs."
        : "The domestic rate is not higher than the treaty rate, so it applies (s.90(2)).";
    applicable = { rate: dom.rate, basis: "domestic", article: "Income-tax Act 1961, s.115A", reason, citation_ids: [s115A, s90] };
  }
  const withholding = roundMoney((input.amount * applicable.rate) / 100);

  const checklist: TaxTreatyResult["checklist"] = [
    {
      item: "Tax Residency Certificate (TRC)",
      status: input.has_trc ? "satisfied" : "missing",
      detail: "A TRC from the residence country is mandatory to claim treaty relief (s.90(4)).",
      citation_ids: [s90],
    },
    {
      item: "Form 10F",
      status: input.form_10f_filed ? "satisfied" : "conditional",
      detail:
        "Required (s.90(5) with Rule 21AB) where the TRC lacks any of: status, nationality or country of incorporation, tax identification number, period of residence, address. Filed electronically (CBDT Notification 3/2022).",
      citation_ids: [s90],
    },
    {
      item: "Principal purpose test (MLI Art. 7)",
      status: "caveat",
      detail:
        "The MLI took effect for India on 1 Oct 2019; the PPT denies the benefit where obtaining it was a principal purpose of the arrangement. CBDT Circular 01/2025 applies it prospectively and keeps the Cyprus, Mauritius and Singapore grandfathering clauses outside it; GAAR and other anti-abuse rules are unaffected." +
        (residence === "MU" ? " An India–Mauritius protocol adding a PPT was signed on 7 Mar 2024; its ratification status is unconfirmed." : ""),
      citation_ids: [s90],
    },
    {
      item: "Withholding under s.195",
      status: "caveat",
      detail: "The payer deducts tax at the applicable rate at credit or payment, whichever is earlier, and deposits it.",
      citation_ids: [s195],
    },
  ];
  if (["NL", "FR", "CH"].includes(residence)) {
    checklist.push({
      item: "Most-favoured-nation clause",
      status: "caveat",
      detail:
        "An MFN clause does not apply automatically: a separate notification under s.90(1) is needed and the third state must have been an OECD member when it signed with India (AO v Nestlé SA, SC, 19 Oct 2023). The lower rate is not applied here.",
      citation_ids: [s90],
    });
  }
  if (treatyFact?.extra) {
    checklist.push({ item: "Treaty-specific condition", status: "caveat", detail: treatyFact.extra, citation_ids: [] });
  }

  return {
    computed: true,
    ...base,
    domestic,
    treaty: treatyFact
      ? {
          rate: treatyFact.rate,
          article: treatyFact.article,
          condition: treatyFact.condition,
          certainty: treatyFact.certainty,
          source: treatyFact.source,
        }
      : null,
    applicable,
    withholding_amount: withholding,
    checklist,
  };
}

export const taxTreaty: AnalysisTool<typeof taxTreatyInput, TaxTreatyResult> = {
  tool_type: "tax-treaty",
  name: "Tax treaty withholding (India)",
  description:
    "Withholding on dividends, interest, royalties and fees for technical services paid from India: the s.115A domestic rate, the treaty rate for the partner, the lower applicable rate with its article, the amount to withhold and the TRC / Form 10F / PPT / MFN checklist.",
  input: taxTreatyInput,
  result: taxTreatyResult,
  example: {
    tool_type: "tax-treaty",
    jurisdiction: "IN",
    question: "What do we withhold on a royalty paid to our German licensor?",
    source_country: "IN",
    residence_country: "DE",
    income_type: "royalties",
    recipient_type: "company",
    has_trc: true,
    form_10f_filed: true,
    amount: 1_000_000,
  },
  covers: ["IN"],
  keyFields: ["income_type", "residence_country", "amount"],
  run: runTaxTreaty,
};
