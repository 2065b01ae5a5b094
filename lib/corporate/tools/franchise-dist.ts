import { z } from "zod";
import { addDays, daysBetween } from "@/lib/tools/dates";
import { InputProblems, citationIds, cite, isoDate, ref } from "@/lib/tools/civil-limitation";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { formatDate } from "@/lib/tools/format";

const FTC = "us-ftc-franchise-rule";
const CONTRACT = "in-contract-act-1872";

/** 16 CFR 436.2: disclosure 14 calendar days, and a unilaterally and materially changed agreement 7 calendar days, before signing or paying. */
const FDD_DAYS = 14;
const CHANGED_AGREEMENT_DAYS = 7;
/** 16 CFR 436.8 thresholds as adjusted by the FTC with effect from 12 Jul 2024 (89 FR 57077). */
const THRESHOLDS_2024_FROM = "2024-07-12";
const THRESHOLDS_2024 = { minimum_payment: 735, large_investment: 1_469_600, large_franchisee_net_worth: 7_348_000 } as const;

const usd = (d: string) => z.number().min(0).max(1e13).describe(`${d}, US dollars`);

export const franchiseDistInput = z.strictObject({
  fdd_delivered_on: isoDate("US: date the franchise disclosure document was delivered").optional(),
  signing_date: isoDate("US: date the franchisee signs (or signed) a binding agreement").optional(),
  first_payment_date: isoDate("US: date of the first payment to the franchisor or an affiliate").optional(),
  changed_agreement_delivered_on: isoDate("US: date the completed agreement, with terms the franchisor changed unilaterally and materially, was delivered").optional(),
  required_payments_first_six_months: usd("US: required payments to the franchisor or affiliates from before to six months after opening").optional(),
  initial_investment: usd("US: franchisee's initial investment, excluding unimproved land and franchisor or affiliate financing").optional(),
  franchisee_net_worth: usd("US: franchisee's (or parent's and affiliates') net worth").optional(),
  franchisee_years_in_business: z.number().min(0).max(500).optional().describe("US: years the franchisee (or its parent or affiliates) has been in business"),
  franchisee_same_business_experience_years: z.number().min(0).max(500).optional().describe("US: years the franchisee or its current directors or officers have been in the same type of business (fractional franchise test)"),
  projected_franchise_sales_pct: z.number().min(0).max(100).optional().describe("US: anticipated share of the franchisee's first-year sales coming from the franchise, percent (fractional franchise test)"),
  post_term_non_compete: z.boolean().optional().describe("India: whether the agreement restrains the franchisee from a similar business after it ends"),
});
type Input = z.infer<typeof franchiseDistInput>;

const exemption = z.object({
  exemption: z.string(),
  available: z.boolean().nullable().describe("null when the facts needed were not given"),
  threshold: z.number().nullable(),
  detail: z.string(),
  citation_ids: citationIds,
});

export const franchiseDistResult = z.object({
  as_of: z.string(),
  regime: z.enum(["US_FTC_FRANCHISE_RULE", "IN_GENERAL_LAW"]),
  disclosure_required: z.boolean().nullable(),
  timing: z.array(
    z.object({
      rule: z.string(),
      earliest_date: z.string().describe("Earliest day the franchisee may sign or pay"),
      actual_date: z.string().nullable(),
      compliant: z.boolean().nullable(),
      days_short: z.number().int().nullable(),
      citation_ids: citationIds,
    }),
  ),
  exemptions: z.array(exemption),
  notes: z.array(z.object({ text: z.string(), citation_ids: citationIds })),
});
type Result = z.infer<typeof franchiseDistResult>;

function us(input: Input, ctx: CoreContext): Result {
  const problems = new InputProblems();
  if (input.fdd_delivered_on && input.signing_date && input.signing_date < input.fdd_delivered_on) problems.add("signing_date", "before the disclosure document was delivered");
  problems.throwIfAny();
  const timing: Result["timing"] = [];
  const deliver = ref(FTC, "436.2");
  if (input.fdd_delivered_on) {
    const earliest = addDays(input.fdd_delivered_on, FDD_DAYS);
    for (const [what, actual] of [["signing a binding agreement", input.signing_date], ["paying any consideration", input.first_payment_date]] as const) {
      timing.push({
        rule: `Disclosure document at least 14 calendar days before ${what}`,
        earliest_date: earliest,
        actual_date: actual ?? null,
        compliant: actual === undefined ? null : actual >= earliest,
        days_short: actual !== undefined && actual < earliest ? daysBetween(actual, earliest) : null,
        citation_ids: cite(ctx, deliver),
      });
    }
  }
  if (input.changed_agreement_delivered_on) {
    const earliest = addDays(input.changed_agreement_delivered_on, CHANGED_AGREEMENT_DAYS);
    const actual = input.signing_date;
    timing.push({
      rule: "Completed agreement with unilateral material changes at least 7 calendar days before signing",
      earliest_date: earliest,
      actual_date: actual ?? null,
      compliant: actual === undefined ? null : actual >= earliest,
      days_short: actual !== undefined && actual < earliest ? daysBetween(actual, earliest) : null,
      citation_ids: cite(ctx, deliver),
    });
  }

  const exRef = cite(ctx, ref(FTC, "436.8"));
  const exemptions: Result["exemptions"] = [];
  if (ctx.asOf >= THRESHOLDS_2024_FROM) {
    const t = THRESHOLDS_2024;
    exemptions.push(
      {
        exemption: "Minimum payment: required payments in the first six months below the threshold",
        available: input.required_payments_first_six_months === undefined ? null : input.required_payments_first_six_months < t.minimum_payment,
        threshold: t.minimum_payment,
        detail: "Less than $735 paid or committed from before opening to six months after",
        citation_ids: exRef,
      },
      {
        exemption: "Large investment",
        available: input.initial_investment === undefined ? null : input.initial_investment >= t.large_investment,
        threshold: t.large_investment,
        detail: "Initial investment of at least $1,469,600, excluding unimproved land and franchisor financing; the franchisee must also sign the acknowledgment the Rule requires",
        citation_ids: exRef,
      },
      {
        exemption: "Large franchisee",
        available: input.franchisee_net_worth === undefined || input.franchisee_years_in_business === undefined ? null : input.franchisee_net_worth >= t.large_franchisee_net_worth && input.franchisee_years_in_business >= 5,
        threshold: t.large_franchisee_net_worth,
        detail: "In business for at least five years with a net worth of at least $7,348,000",
        citation_ids: exRef,
      },
    );
  } else {
    ctx.warn({ code: "conflicting_authority", message: `as_of is before ${THRESHOLDS_2024_FROM}; the exemption thresholds in force then (adjusted every four years) are not computed here.` });
  }
  exemptions.push({
    exemption: "Fractional franchise",
    available:
      input.franchisee_same_business_experience_years === undefined || input.projected_franchise_sales_pct === undefined
        ? null
        : input.franchisee_same_business_experience_years > 2 && input.projected_franchise_sales_pct <= 20,
    threshold: 20,
    detail: "More than two years' experience in the same type of business, and franchise sales expected to be no more than 20% of first-year sales",
    citation_ids: exRef,
  });
  const anyExempt = exemptions.some((e) => e.available === true);
  const notes: Result["notes"] = [
    { text: "The disclosure document must contain the 23 items the Rule lists.", citation_ids: cite(ctx, ref(FTC, "436.5")) },
  ];
  if (ctx.subdivision === "US-CA" || ctx.subdivision === "US-NY") {
    notes.push({ text: `${ctx.subdivision === "US-CA" ? "California" : "New York"} also requires registration of the offering under state franchise law before an offer or sale; state rules are not computed here.`, citation_ids: [] });
  }
  return { as_of: ctx.asOf, regime: "US_FTC_FRANCHISE_RULE", disclosure_required: anyExempt ? false : exemptions.every((e) => e.available === false) ? true : null, timing, exemptions, notes };
}

function india(input: Input, ctx: CoreContext): Result {
  const notes: Result["notes"] = [
    { text: "India has no franchise statute: no pre-sale disclosure document or registration is required; the agreement is governed by general contract, competition, intellectual property, foreign exchange and tax law.", citation_ids: [] },
  ];
  if (input.post_term_non_compete) {
    notes.push({ text: "A restraint on carrying on a similar business after the franchise ends is void except within the statutory exception for the sale of goodwill.", citation_ids: cite(ctx, ref(CONTRACT, "27")) });
  }
  return { as_of: ctx.asOf, regime: "IN_GENERAL_LAW", disclosure_required: false, timing: [], exemptions: [], notes };
}

export const franchiseDist: AnalysisTool<typeof franchiseDistInput, Result> = {
  tool_type: "franchise-dist",
  name: "Franchise disclosure and exemptions (US, India)",
  description:
    "US: the FTC Franchise Rule's 14-day disclosure and 7-day changed-agreement timing as dates, checked against the signing and payment dates, and the minimum-payment, large-investment, large-franchisee (2024 thresholds) and fractional-franchise exemptions. India: no franchise statute, with the Contract Act s.27 limit on post-term non-competes.",
  input: franchiseDistInput,
  result: franchiseDistResult,
  example: {
    tool_type: "franchise-dist",
    jurisdiction: "US",
    question: "We delivered our FDD on 2 March 2026 and the franchisee wants to sign and pay on 12 March. Is that allowed?",
    as_of: "2026-03-05",
    fdd_delivered_on: "2026-03-02",
    signing_date: "2026-03-12",
    first_payment_date: "2026-03-12",
    required_payments_first_six_months: 45000,
    initial_investment: 850000,
  },
  covers: ["US", "IN"],
  keyFields: ["fdd_delivered_on", "signing_date", "initial_investment", "post_term_non_compete"],
  run: (input, ctx) => (ctx.jurisdiction === "IN" ? india(input, ctx) : us(input, ctx)),
  verdict: (r) => {
    if (r.regime === "IN_GENERAL_LAW") return "India has no franchise statute: no disclosure document or waiting period is required before signing or payment.";
    const late = r.timing.filter((t) => t.compliant === false);
    const shortfall = late.map((t) => `${t.rule} — not before ${formatDate(t.earliest_date)}${t.days_short ? ` (${t.days_short} day${t.days_short === 1 ? "" : "s"} short)` : ""}`).join("; ");
    // An exemption that applies takes the sale outside the Rule, so its waiting periods cannot make it "not yet".
    if (r.disclosure_required === false) {
      // Its conditions go with it: the large-investment exemption also needs the franchisee's signed acknowledgment.
      const which = r.exemptions.filter((e) => e.available === true).map((e) => `the ${e.exemption.split(":")[0].toLowerCase()} exemption (${e.detail[0].toLowerCase()}${e.detail.slice(1)})`);
      const named = which.length ? `${which.join(" and ")} ${which.length === 1 ? "applies" : "apply"}` : "an exemption applies";
      return `No FTC Franchise Rule disclosure is required: ${named}.${late.length ? ` Without it the timing would fall short: ${shortfall}.` : ""}`;
    }
    if (late.length) return `Not yet: ${shortfall}.`;
    if (r.timing.length && r.timing.every((t) => t.compliant === true)) return `The FTC Franchise Rule's waiting periods are met (${r.timing.map((t) => `${t.rule}: from ${formatDate(t.earliest_date)}`).join("; ")}).`;
    return r.timing.length ? `Earliest dates under the FTC Franchise Rule: ${r.timing.map((t) => `${t.rule}: ${formatDate(t.earliest_date)}`).join("; ")}.` : "Whether the FTC Franchise Rule's disclosure applies is not settled by the facts given.";
  },
};
