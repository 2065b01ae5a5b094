import { z } from "zod";
import { addDays, addMonths, daysBetween, minDate, parseIsoDate } from "@/lib/tools/dates";
import { InputProblems, citationIds, cite, isoDate, ref } from "@/lib/tools/civil-limitation";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { formatDate } from "@/lib/tools/format";

const CA = "in-companies-act-2013";
const s = (article: string) => ref(CA, article);

/** Late filing of AOC-4 / MGT-7: ₹100 per day of delay per form under the fee rules as amended from 1 Jul 2018. */
const LATE_FEE_PER_DAY = 100;
const LATE_FEE_FROM = "2018-07-01";

export const companyClasses = ["public", "private", "small", "opc", "dormant", "startup_private", "section8"] as const;

export const corpSecretaryInput = z.strictObject({
  company_class: z
    .enum(companyClasses)
    .optional()
    .describe("public, private, small (s.2(85)), opc (one person company), dormant (s.455), startup_private (DPIIT-recognised private start-up) or section8; default private"),
  single_director: z.boolean().optional().describe("OPC with only one director (exempt from board meetings)"),
  incorporation_date: isoDate("Date of incorporation").optional(),
  financial_year_end: isoDate("End of the financial year to plan for (normally 31 March); default the last 31 March on or before as_of, or the first financial year end").optional(),
  last_board_meeting_date: isoDate("Date of the most recent board meeting").optional(),
  last_agm_date: isoDate("Date of the previous annual general meeting").optional(),
  agm_held_on: isoDate("Date the AGM for this financial year was held, if it has been").optional(),
  aoc4_filed_on: isoDate("Date AOC-4 for this financial year was filed, if it has been").optional(),
  mgt7_filed_on: isoDate("Date MGT-7 / MGT-7A for this financial year was filed, if it has been").optional(),
});
type Input = z.infer<typeof corpSecretaryInput>;

const obligation = z.object({
  key: z.string(),
  label: z.string(),
  due_date: z.string().nullable().describe("Last day to comply; null when not computable from the input"),
  earliest_date: z.string().nullable().describe("Earliest day, where a minimum gap applies"),
  status: z.enum(["done", "upcoming", "overdue", "not_applicable"]),
  days_overdue: z.number().int().nullable(),
  late_fee: z.number().nullable().describe("Rupees of additional fee accrued so far (or at filing), where a per-day fee applies"),
  basis: z.string(),
  citation_ids: citationIds,
});
type Obligation = z.infer<typeof obligation>;

export const corpSecretaryResult = z.object({
  as_of: z.string(),
  company_class: z.enum(companyClasses),
  financial_year_end: z.string(),
  first_financial_year: z.boolean(),
  first_financial_year_end: z.string().nullable().describe("31 March of the year after incorporation (s.2(41))"),
  agm_date_used: z.string().nullable().describe("The date filings are counted from: the AGM held, else the last day it should have been held"),
  obligations: z.array(obligation),
  notes: z.array(z.object({ text: z.string(), citation_ids: citationIds })),
});
type Result = z.infer<typeof corpSecretaryResult>;

function defaultYearEnd(asOf: string): string {
  const { year } = parseIsoDate(asOf);
  const thisYear = `${year}-03-31`;
  return asOf >= thisYear ? thisYear : `${year - 1}-03-31`;
}

function run(input: Input, ctx: CoreContext): Result {
  const problems = new InputProblems();
  for (const f of ["incorporation_date", "last_board_meeting_date", "last_agm_date", "agm_held_on", "aoc4_filed_on", "mgt7_filed_on"] as const) {
    problems.notAfterAsOf(f, input[f], ctx.asOf);
  }
  if (input.incorporation_date && input.last_board_meeting_date && input.last_board_meeting_date < input.incorporation_date) {
    problems.add("last_board_meeting_date", "before incorporation");
  }
  if (input.agm_held_on && input.financial_year_end && input.agm_held_on <= input.financial_year_end) problems.add("agm_held_on", "an AGM adopts accounts of a year already ended");
  problems.throwIfAny();

  const cls = input.company_class ?? "private";
  const firstFyEnd = input.incorporation_date ? `${parseIsoDate(input.incorporation_date).year + 1}-03-31` : null;
  const fyEnd =
    input.financial_year_end ?? (firstFyEnd !== null && (ctx.asOf <= firstFyEnd || defaultYearEnd(ctx.asOf) < firstFyEnd) ? firstFyEnd : defaultYearEnd(ctx.asOf));
  const first = firstFyEnd !== null && fyEnd === firstFyEnd;
  if (!fyEnd.endsWith("-03-31")) {
    ctx.warn({ code: "conflicting_authority", message: `A financial year ending ${fyEnd} is not the 31 March year s.2(41) requires unless the Tribunal allowed a different one; the dates assume it did.` });
  }

  const statusOf = (due: string | null, doneOn: string | undefined): Pick<Obligation, "status" | "days_overdue"> => {
    if (doneOn !== undefined) return { status: "done", days_overdue: due !== null && doneOn > due ? daysBetween(due, doneOn) : null };
    if (due === null) return { status: "upcoming", days_overdue: null };
    return ctx.asOf > due ? { status: "overdue", days_overdue: daysBetween(due, ctx.asOf) } : { status: "upcoming", days_overdue: null };
  };
  const obligations: Obligation[] = [];
  const notes: Result["notes"] = [];

  // Board meetings (s.173).
  const boardRef = cite(ctx, s("173"));
  if (cls === "opc" && input.single_director) {
    obligations.push({ key: "board_meeting", label: "Board meetings", due_date: null, earliest_date: null, status: "not_applicable", days_overdue: null, late_fee: null, basis: "A one person company with a single director need not hold board meetings", citation_ids: boardRef });
  } else {
    if (input.incorporation_date && (input.last_board_meeting_date === undefined || input.last_board_meeting_date === input.incorporation_date)) {
      const due = addDays(input.incorporation_date, 30);
      obligations.push({ key: "first_board_meeting", label: "First board meeting", due_date: due, earliest_date: null, ...statusOf(due, input.last_board_meeting_date), late_fee: null, basis: "Within 30 days of incorporation", citation_ids: boardRef });
    }
    const last = input.last_board_meeting_date;
    if (last !== undefined) {
      if (cls === "public" || cls === "private") {
        const due = addDays(last, 120);
        obligations.push({ key: "next_board_meeting", label: "Next board meeting", due_date: due, earliest_date: null, ...statusOf(due, undefined), late_fee: null, basis: "No more than 120 days between two board meetings, and at least four a year", citation_ids: boardRef });
      } else if (cls === "section8") {
        const due = addMonths(last, 6);
        obligations.push({ key: "next_board_meeting", label: "Next board meeting", due_date: due, earliest_date: null, ...statusOf(due, undefined), late_fee: null, basis: "Section 8 companies: at least one board meeting every six months (exemption notification under s.462)", citation_ids: boardRef });
      } else {
        const { year, month } = parseIsoDate(ctx.asOf);
        const halfEnd = month <= 6 ? `${year}-06-30` : `${year}-12-31`;
        const halfStart = month <= 6 ? `${year}-01-01` : `${year}-07-01`;
        const heldThisHalf = last >= halfStart;
        const nextHalfEnd = month <= 6 ? `${year}-12-31` : `${year + 1}-06-30`;
        const due = heldThisHalf ? nextHalfEnd : halfEnd;
        obligations.push({
          key: "next_board_meeting",
          label: "Next board meeting",
          due_date: due,
          earliest_date: addDays(last, 90),
          ...statusOf(due, undefined),
          late_fee: null,
          basis: "Small, one person, dormant and start-up private companies: at least one meeting in each half of the calendar year, at least 90 days apart",
          citation_ids: boardRef,
        });
      }
    }
  }

  // AGM (s.96).
  let agmDue: string | null = null;
  if (cls === "opc") {
    obligations.push({ key: "agm", label: "Annual general meeting", due_date: null, earliest_date: null, status: "not_applicable", days_overdue: null, late_fee: null, basis: "One person companies need not hold an AGM", citation_ids: cite(ctx, s("96")) });
  } else {
    const byYearEnd = addMonths(fyEnd, first ? 9 : 6, { snapMonthEnd: true });
    agmDue = !first && input.last_agm_date ? minDate(byYearEnd, addMonths(input.last_agm_date, 15)) : byYearEnd;
    const basis = first
      ? "First AGM: within nine months of the end of the first financial year"
      : `Within six months of the financial year end${input.last_agm_date ? ` and within fifteen months of the previous AGM (${input.last_agm_date} + 15 months = ${addMonths(input.last_agm_date, 15)})` : ""}; the Registrar may extend by up to three months for special reasons`;
    obligations.push({ key: "agm", label: "Annual general meeting", due_date: agmDue, earliest_date: null, ...statusOf(agmDue, input.agm_held_on), late_fee: null, basis, citation_ids: cite(ctx, s("96")) });
  }
  // Filings run from the AGM held, else from the last day it should have been held (ss.92(4), 137(1) provisos).
  const opcShouldHaveHeld = addMonths(fyEnd, 6, { snapMonthEnd: true });
  const agmBase = input.agm_held_on ?? agmDue ?? opcShouldHaveHeld;
  const lateFee = (due: string, filedOn: string | undefined): number | null => {
    const end = filedOn ?? ctx.asOf;
    if (end <= due) return 0;
    if (due < LATE_FEE_FROM) return null;
    return daysBetween(due, end) * LATE_FEE_PER_DAY;
  };
  const aoc4Due = cls === "opc" ? addDays(fyEnd, 180) : addDays(agmBase, 30);
  obligations.push({
    key: "aoc4",
    label: "AOC-4: financial statements to the Registrar",
    due_date: aoc4Due,
    earliest_date: null,
    ...statusOf(aoc4Due, input.aoc4_filed_on),
    late_fee: lateFee(aoc4Due, input.aoc4_filed_on),
    basis: cls === "opc" ? "One person company: within 180 days of the financial year end" : "Within 30 days of the AGM",
    citation_ids: cite(ctx, s("137"), s("403")),
  });
  const mgt7Due = addDays(agmBase, 60);
  obligations.push({
    key: "mgt7",
    label: cls === "opc" || cls === "small" ? "MGT-7A: annual return" : "MGT-7: annual return",
    due_date: mgt7Due,
    earliest_date: null,
    ...statusOf(mgt7Due, input.mgt7_filed_on),
    late_fee: lateFee(mgt7Due, input.mgt7_filed_on),
    basis: "Within 60 days of the AGM, or of the day it should have been held",
    citation_ids: cite(ctx, s("92"), s("403")),
  });
  if (cls !== "opc") {
    const adtDue = addDays(agmBase, 15);
    obligations.push({ key: "adt1", label: "ADT-1: notice of auditor appointment (if an auditor is appointed at the AGM)", due_date: adtDue, earliest_date: null, ...statusOf(adtDue, undefined), late_fee: null, basis: "Within 15 days of the meeting that appoints the auditor", citation_ids: cite(ctx, s("139")) });
  }
  const kycDue = `${parseIsoDate(fyEnd).year}-09-30`;
  obligations.push({ key: "dir3_kyc", label: "DIR-3 KYC of each director holding a DIN", due_date: kycDue, earliest_date: null, ...statusOf(kycDue, undefined), late_fee: null, basis: "Companies (Appointment and Qualification of Directors) Rules 2014, r.12A: by 30 September after the financial year end; check the current frequency of the KYC cycle", citation_ids: [] });
  notes.push({ text: "File MGT-14 within 30 days of passing a special resolution or a board resolution the Act lists.", citation_ids: cite(ctx, s("117")) });
  if (input.aoc4_filed_on === undefined && aoc4Due < LATE_FEE_FROM && ctx.asOf > aoc4Due) {
    ctx.warn({ code: "conflicting_authority", message: "The delay began before 1 Jul 2018, when late fees were multiples of the normal fee rather than ₹100 a day; the late fee is not computed." });
  }
  return { as_of: ctx.asOf, company_class: cls, financial_year_end: fyEnd, first_financial_year: first, first_financial_year_end: firstFyEnd, agm_date_used: cls === "opc" ? null : agmBase, obligations, notes };
}

export const corpSecretary: AnalysisTool<typeof corpSecretaryInput, Result> = {
  tool_type: "corp-secretary",
  name: "Company secretarial calendar (India)",
  description:
    "Computes a Companies Act 2013 compliance calendar as dates: first and next board meetings (s.173, by company class), the AGM deadline (s.96: six months from year end, fifteen months from the last AGM, nine months for the first), AOC-4, MGT-7/7A and ADT-1 deadlines from the AGM, DIR-3 KYC, and late fees accrued at ₹100 a day.",
  input: corpSecretaryInput,
  result: corpSecretaryResult,
  example: {
    tool_type: "corp-secretary",
    jurisdiction: "IN",
    question: "What are our board meeting, AGM and ROC filing deadlines for FY 2025-26?",
    as_of: "2026-07-15",
    company_class: "private",
    financial_year_end: "2026-03-31",
    last_board_meeting_date: "2026-05-20",
    last_agm_date: "2025-09-26",
  },
  covers: ["IN"],
  keyFields: ["incorporation_date", "financial_year_end", "last_board_meeting_date", "last_agm_date"],
  run,
  verdict: (r) => {
    const overdue = r.obligations.filter((o) => o.status === "overdue");
    const next = r.obligations.filter((o) => o.status === "upcoming").sort((a, b) => (a.due_date ?? "").localeCompare(b.due_date ?? ""))[0];
    const late = overdue.length ? `Overdue: ${overdue.map((o) => `${o.label} (due ${formatDate(o.due_date ?? "")}${o.days_overdue ? `, ${o.days_overdue} days late` : ""})`).join("; ")}. ` : "Nothing is overdue. ";
    return `${late}${next?.due_date ? `Next: ${next.label} by ${formatDate(next.due_date)}.` : ""}`.trim();
  },
};
