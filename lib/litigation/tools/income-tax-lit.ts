import { z } from "zod";
import { addDays, addMonths } from "@/lib/tools/dates";
import { formatMoney } from "@/lib/tools/format";
import { deadlineVerdict } from "@/lib/tools/family/narrative";
import type { AnalysisTool, CoreContext, ProvisionRef } from "@/lib/tools/definition";
import {
  CONSTITUTION,
  InputProblems,
  cite,
  civilResultBase,
  computeDeadline,
  isoDate,
  ref,
  rupees,
  specialLeaveDeadline,
  type ChecklistItem,
  type Deadline,
  type Forum,
  type MoneyItem,
  type Note,
} from "@/lib/tools/civil-limitation";

const ACT_1961 = "in-income-tax-act-1961";
const ACT_2025 = "in-income-tax-act-2025";
/** The Income-tax Act 2025 replaced the 1961 Act from 1 Apr 2026; the 1961 Act still governs earlier years. */
const NEW_ACT_FROM = "2026-04-01";
/** Finance (No. 2) Act 2024: ITAT appeals against orders communicated from 1 Oct 2024 run two months from the month's end. */
const ITAT_MONTH_END_FROM = "2024-10-01";

/** The appeal sections that moved, 1961 → 2025 (the reference's comparison table). */
const SECTION_MAP: Readonly<Record<string, string>> = { "246A": "357", "249": "358", "253": "362", "254": "363", "260A": "365" };

/** CBDT circulars on the tax effect below which the department does not appeal (limits by forum, in rupees). */
const DEPARTMENT_LIMITS = [
  { from: "2024-09-17", circular: "CBDT Circular 9/2024 (17 Sep 2024)", itat: 6_000_000, high_court: 20_000_000, supreme_court: 50_000_000 },
  { from: "2024-03-15", circular: "CBDT Circular 5/2024 (15 Mar 2024)", itat: 5_000_000, high_court: 10_000_000, supreme_court: 20_000_000 },
] as const;

export const incomeTaxStages = ["cit_appeals", "itat", "high_court", "supreme_court"] as const;

export const incomeTaxLitInput = z.strictObject({
  stage: z
    .enum(incomeTaxStages)
    .optional()
    .describe("cit_appeals: first appeal to the (Joint) Commissioner (Appeals); itat: to the Income Tax Appellate Tribunal; high_court: on a substantial question of law; supreme_court: special leave. Default cit_appeals"),
  order_date: isoDate("Date the order (or demand notice) appealed against was served, communicated or received").optional(),
  assessed_income: rupees("Total income as assessed (sets the appeal fee)").optional(),
  appeal_subject: z
    .enum(["assessed_income", "other"])
    .optional()
    .describe("What the appeal is about: the total income as assessed (the fee follows it), or another subject matter such as a penalty order (first appeal: a flat ₹250, 2025 Act s.358(2)(d) / 1961 Act s.249(1); Tribunal under the 1961 Act: ₹500, s.253(6)(d)). Default assessed_income"),
  assessment_year: z.string().regex(/^\d{4}-\d{2}$/, "like 2025-26").optional().describe("Assessment year under the 1961 Act, e.g. 2025-26"),
  tax_year: z.string().regex(/^\d{4}-\d{2}$/, "like 2026-27").optional().describe("Tax year under the 2025 Act, e.g. 2026-27"),
  appellant: z.enum(["assessee", "department"]).optional().describe("Who appeals. Default assessee"),
  tax_effect: rupees("Tax effect of the disputed issues (the department's monetary limits)").optional(),
});
type Input = z.infer<typeof incomeTaxLitInput>;

export const incomeTaxLitResult = z.object({
  ...civilResultBase,
  stage: z.enum(incomeTaxStages),
  governing_act: z.enum(["1961", "2025", "unclear"]).describe("Which Act's appeal sections apply to this year"),
  sections: z.array(z.object({ act_1961: z.string(), act_2025: z.string() })).describe("The appeal sections used, in both numberings"),
  department_appeal: z
    .object({
      circular: z.string(),
      forum: z.enum(["itat", "high_court", "supreme_court"]),
      monetary_limit: z.number(),
      tax_effect: z.number().nullable(),
      permitted: z.boolean().nullable().describe("false: the tax effect does not exceed the limit, so the department may not appeal unless an exception in the circular applies; null: no tax_effect given"),
    })
    .nullable()
    .describe("The CBDT monetary limit for a department appeal, compared with the tax effect"),
});
type Result = z.infer<typeof incomeTaxLitResult>;

const inr = (n: number) => `₹${n.toLocaleString("en-IN")}`;
const lastDayOfMonth = (iso: string) => addDays(addMonths(`${iso.slice(0, 7)}-01`, 1), -1);

function governingAct(input: Input, ctx: CoreContext): Result["governing_act"] {
  if (input.tax_year) return Number(input.tax_year.slice(0, 4)) >= 2026 ? "2025" : "1961";
  // Assessment year 2026-27 is the 1961 Act's last (income of 2025-26).
  if (input.assessment_year) return Number(input.assessment_year.slice(0, 4)) <= 2026 ? "1961" : "2025";
  const when = input.order_date ?? ctx.asOf;
  if (when < NEW_ACT_FROM) return "1961";
  ctx.warn({
    code: "conflicting_authority",
    message: "Orders after 1 Apr 2026 may concern years the 1961 Act still governs; give assessment_year or tax_year to choose. Both section numbers are cited; the periods are the same under both Acts.",
  });
  return "unclear";
}

/**
 * The Tribunal fee. Under the 1961 Act s.253(6) (as substituted by the Finance (No. 2) Act 1998 s.52): ₹500 / ₹1,500 /
 * 1% capped at ₹10,000 by assessed income, ₹500 for any other subject matter (clause (d)), and by the proviso no fee for
 * the department's appeal under s.253(2). The 2025 Act's s.362(6) keeps the income scale; its residual clause and any
 * exemption for the department are not confirmed here, so those cases are flagged rather than priced.
 */
function tribunalFee(input: Input, act: Result["governing_act"], appellant: "assessee" | "department", money: Result["money"], sec: (s1961: string) => ProvisionRef[], ctx: CoreContext) {
  if (appellant === "department") {
    if (act === "1961") money.push({ label: "Tribunal fee", amount: 0, basis: "No fee for the department's appeal under s.253(2) (s.253(6) proviso of the 1961 Act)", citation_ids: cite(ctx, ...sec("253")) });
    else ctx.warn({ code: "scope_limit", message: "The Tribunal fee for the department's appeal is not computed: the 1961 Act exempted it (s.253(6) proviso); check s.362(6) of the 2025 Act." });
    return;
  }
  if (input.appeal_subject === "other") {
    if (act === "1961") money.push({ label: "Tribunal fee", amount: 500, basis: "Subject matter other than the assessed income: ₹500 whatever the income (s.253(6)(d) of the 1961 Act)", citation_ids: cite(ctx, ...sec("253")) });
    else ctx.warn({ code: "scope_limit", message: "The Tribunal fee for an appeal whose subject matter is not the assessed income is not computed under the 2025 Act here (the 1961 Act's s.253(6)(d) charged ₹500); check s.362(6)." });
    return;
  }
  if (input.assessed_income === undefined) return;
  const income = input.assessed_income;
  const fee = income <= 100_000 ? 500 : income <= 200_000 ? 1500 : Math.min(10_000, Math.round(income * 0.01));
  money.push({ label: "Tribunal fee", amount: fee, basis: `Assessed income of ${inr(income)}: ₹500 up to ₹1 lakh, ₹1,500 above ₹1 lakh up to ₹2 lakh, 1% above ₹2 lakh with a ₹10,000 maximum`, citation_ids: cite(ctx, ...sec("253")) });
}

function run(input: Input, ctx: CoreContext): Result {
  const stage = input.stage ?? "cit_appeals";
  const appellant = input.appellant ?? "assessee";
  const problems = new InputProblems();
  problems.notAfterAsOf("order_date", input.order_date, ctx.asOf);
  if (input.assessment_year && input.tax_year) problems.add("tax_year", "give assessment_year (1961 Act) or tax_year (2025 Act), not both");
  for (const field of ["assessment_year", "tax_year"] as const) {
    const value = input[field];
    if (value && (Number(value.slice(0, 4)) + 1) % 100 !== Number(value.slice(5))) problems.add(field, `${value} is not two consecutive years`);
  }
  if (stage === "cit_appeals" && appellant === "department") problems.add("appellant", "the department does not appeal to the Commissioner (Appeals); its first appeal is to the ITAT");
  problems.throwIfAny();

  const act = governingAct(input, ctx);
  const used: string[] = [];
  /** The provision under the governing Act, or both numberings when it is unclear. */
  const sec = (s1961: string): ProvisionRef[] => {
    used.push(s1961);
    const s2025 = SECTION_MAP[s1961];
    if (act === "1961" || !s2025) return [ref(ACT_1961, s1961)];
    if (act === "2025") return [ref(ACT_2025, s2025)];
    return [ref(ACT_1961, s1961), ref(ACT_2025, s2025)];
  };
  const label = (s1961: string) => (act === "2025" ? `s.${SECTION_MAP[s1961]} (2025 Act)` : act === "1961" ? `s.${s1961} (1961 Act)` : `s.${s1961} (1961) / s.${SECTION_MAP[s1961]} (2025)`);

  const cita: Forum = { forum: "Commissioner (Appeals) or Joint Commissioner (Appeals)", basis: "First appeal from assessment, penalty and other listed orders", citation_ids: cite(ctx, ...sec("246A")) };
  const itat: Forum = { forum: "Income Tax Appellate Tribunal", basis: "Second appeal on facts and law (or first appeal from DRP-directed final orders)", citation_ids: cite(ctx, ...sec("253")) };
  const highCourt: Forum = { forum: "High Court", basis: "Appeal from the Tribunal on a substantial question of law only", citation_ids: cite(ctx, ...sec("260A")) };
  const supremeCourt: Forum = { forum: "Supreme Court of India", basis: "Special leave to appeal (Art. 136), or appeal on the High Court's certificate of fitness", citation_ids: cite(ctx, ref(CONSTITUTION, "136")) };
  const route = { cit_appeals: [cita, itat], itat: [itat, highCourt], high_court: [highCourt, supremeCourt], supreme_court: [supremeCourt, null] } as const;
  const [forum, next] = route[stage];

  const deadlines: Deadline[] = [];
  const money: MoneyItem[] = [];
  const checklist: ChecklistItem[] = [];
  const notes: Note[] = [];

  if (input.order_date) {
    const order = input.order_date;
    if (stage === "cit_appeals") {
      deadlines.push(
        computeDeadline(
          {
            key: "cit_appeal",
            label: "Appeal to the Commissioner (Appeals)",
            trigger: order,
            triggerEvent: "service of the demand notice or of the order",
            period: { days: 30 },
            condonation: { kind: "uncapped", basis: `The appellate authority may admit a late appeal for sufficient cause, with no outer limit (${label("249")})`, refs: sec("249") },
            refs: sec("249"),
          },
          ctx,
        ),
      );
    } else if (stage === "itat") {
      const monthEnd = order >= ITAT_MONTH_END_FROM;
      deadlines.push(
        computeDeadline(
          {
            key: "itat_appeal",
            label: "Appeal to the Income Tax Appellate Tribunal",
            trigger: monthEnd ? lastDayOfMonth(order) : order,
            triggerEvent: monthEnd ? `the end of the month in which the order was communicated (${order})` : "communication of the order",
            period: monthEnd ? { months: 2 } : { days: 60 },
            snapMonthEnd: monthEnd,
            condonation: { kind: "uncapped", basis: `The Tribunal may admit a late appeal for sufficient cause, with no outer limit (${label("253")})`, refs: sec("253") },
            refs: sec("253"),
            counting: monthEnd ? ["Orders communicated from 1 Oct 2024: two months from the end of the month of communication (Finance (No. 2) Act 2024)"] : ["Orders communicated before 1 Oct 2024: 60 days from communication"],
          },
          ctx,
        ),
      );
      checklist.push({ item: "Memorandum of cross-objections, if the other side appeals: within 30 days of notice of the appeal", why: "The respondent's own grounds", citation_ids: cite(ctx, ...sec("253")) });
    } else if (stage === "high_court") {
      deadlines.push(
        computeDeadline(
          {
            key: "high_court_appeal",
            label: "Appeal to the High Court",
            trigger: order,
            triggerEvent: "receipt of the Tribunal's order",
            period: { days: 120 },
            condonation: { kind: "uncapped", basis: `The High Court may admit a late appeal for sufficient cause (${label("260A")})`, refs: sec("260A") },
            refs: sec("260A"),
          },
          ctx,
        ),
      );
      checklist.push({ item: "The substantial question of law, formulated in the memorandum of appeal", why: "The High Court hears the appeal only on such a question, before a bench of at least two judges", citation_ids: cite(ctx, ...sec("260A")) });
    } else {
      deadlines.push(specialLeaveDeadline(order, "the High Court's judgment", ctx));
    }
  }

  if (stage === "cit_appeals") {
    if (input.appeal_subject === "other") {
      // The income scale (clauses (a)–(c)) applies only where the appeal is about the assessed income; any other
      // subject matter, e.g. a penalty, pays the residual ₹250 (2025 Act s.358(2)(d); 1961 Act s.249(1), last clause).
      const clause = act === "1961" ? "s.249(1) of the 1961 Act" : act === "2025" ? "s.358(2)(d) of the 2025 Act" : "s.249(1) of the 1961 Act / s.358(2)(d) of the 2025 Act";
      money.push({ label: "Appeal fee", amount: 250, basis: `Subject matter other than the assessed income: ₹250 whatever the income (${clause})`, citation_ids: cite(ctx, ...sec("249")) });
    } else if (input.assessed_income !== undefined) {
      const income = input.assessed_income;
      const fee = income <= 100_000 ? 250 : income <= 200_000 ? 500 : 1000;
      money.push({ label: "Appeal fee", amount: fee, basis: `Assessed income of ${inr(income)}: ₹250 up to ₹1 lakh, ₹500 above ₹1 lakh up to ₹2 lakh, ₹1,000 above ₹2 lakh`, citation_ids: cite(ctx, ...sec("249")) });
    }
    checklist.push(
      { item: "Proof that the tax due on the returned income was paid (or, with no return, an amount equal to the advance tax payable)", why: "Pre-condition of admission; the appellate authority may waive it for good reason", citation_ids: cite(ctx, ...sec("249")) },
      { item: "Form 35 with the grounds of appeal, the order and the demand notice, filed electronically", why: "Form and verification of the appeal", citation_ids: cite(ctx, ...sec("249")) },
    );
  }
  if (stage === "itat") tribunalFee(input, act, appellant, money, sec, ctx);

  let departmentAppeal: Result["department_appeal"] = null;
  if (appellant === "department" && stage !== "cit_appeals") {
    // The limits in force when the department files (as_of); Circular 9/2024 applies to pending appeals too.
    const limits = DEPARTMENT_LIMITS.find((l) => ctx.asOf >= l.from);
    const forumKey = stage === "itat" ? "itat" : stage === "high_court" ? "high_court" : "supreme_court";
    if (limits) {
      const limit = limits[forumKey];
      const permitted = input.tax_effect === undefined ? null : input.tax_effect > limit;
      departmentAppeal = { circular: limits.circular, forum: forumKey, monetary_limit: limit, tax_effect: input.tax_effect ?? null, permitted };
      money.push({ label: "Department's monetary limit (tax effect)", amount: limit, basis: `${limits.circular}: no appeal where the tax effect does not exceed it, except in the cases the circular excepts`, citation_ids: [] });
      if (permitted === false) {
        ctx.warn({
          code: "below_monetary_limit",
          message: `A tax effect of ${inr(input.tax_effect!)} does not exceed the ${inr(limit)} limit of ${limits.circular}: the department may not appeal unless one of the circular's exceptions applies, and a pending appeal at or below it is to be withdrawn.`,
        });
      }
      if (permitted === null) {
        ctx.warn({ code: "assumption", message: `Give tax_effect to compare it with the ${inr(limit)} limit of ${limits.circular}.` });
      }
    } else {
      ctx.warn({ code: "jurisdiction_not_covered", message: `The CBDT monetary limits in force on ${ctx.asOf} are not held (only Circulars 5/2024 and 9/2024 are).` });
    }
  }

  notes.push({
    text: act === "1961" ? "The Income-tax Act 1961 governs this year; its appeal sections are cited." : act === "2025" ? "The Income-tax Act 2025 governs this tax year; its appeal sections (ss.356–374) are cited." : "Both Acts' section numbers are cited; the periods and fees are the same under both.",
    kind: "statute",
    citation_ids: cite(ctx, ...sec("246A")),
  });

  return {
    as_of: ctx.asOf,
    stage,
    forum,
    next_forum: next,
    deadlines,
    money,
    checklist,
    notes,
    governing_act: act,
    sections: [...new Set(used)].filter((s) => SECTION_MAP[s]).map((s) => ({ act_1961: s, act_2025: SECTION_MAP[s]! })),
    department_appeal: departmentAppeal,
  };
}

export const incomeTaxLitTool: AnalysisTool<typeof incomeTaxLitInput, Result> = {
  tool_type: "income-tax-lit",
  name: "Income-tax appeals (1961 and 2025 Acts)",
  description:
    "Checks an income-tax appeal: Commissioner (Appeals) → ITAT → High Court → Supreme Court under the Act that governs the year (1961 or 2025, with both section numbers), the 30-day first appeal, the ITAT period (60 days, or two months from the month's end for orders from 1 Oct 2024), 120 days to the High Court, condonation without a cap, the fees by assessed income, and the department's monetary limits.",
  input: incomeTaxLitInput,
  result: incomeTaxLitResult,
  example: {
    tool_type: "income-tax-lit",
    jurisdiction: "IN",
    question: "The Commissioner (Appeals) dismissed our appeal for AY 2023-24 and the order reached us on 14 August 2026. By when must we go to the Tribunal?",
    as_of: "2026-09-01",
    stage: "itat",
    order_date: "2026-08-14",
    assessed_income: 4_850_000,
    assessment_year: "2023-24",
  },
  covers: ["IN"],
  keyFields: ["stage", "order_date", "assessed_income", "assessment_year", "tax_year"],
  run,
  // A department appeal at or below the CBDT limit is not to be filed, however much time is left: that comes first.
  verdict: (r) => {
    const d = r.department_appeal;
    const timing = deadlineVerdict(r);
    if (d?.permitted === false && d.tax_effect !== null) {
      return `The department should not appeal: the tax effect of ${formatMoney(d.tax_effect)} does not exceed the ${formatMoney(d.monetary_limit)} limit of ${d.circular}, unless one of the circular's exceptions applies.${timing ? ` (Time limit, if an exception applies: ${timing})` : ""}`;
    }
    return timing;
  },
};
