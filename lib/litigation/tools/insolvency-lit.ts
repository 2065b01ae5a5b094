import { z } from "zod";
import { addDays, daysBetween } from "@/lib/tools/dates";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import {
  LIMITATION,
  LIMITATION_SCHEDULE,
  InputProblems,
  certifiedCopyDateFields,
  checkCertifiedCopy,
  cite,
  citationIds,
  civilResultBase,
  computeDeadline,
  dayCount,
  isoDate,
  ref,
  rupees,
  type ChecklistItem,
  type Deadline,
  type Forum,
  type MoneyItem,
  type Note,
} from "@/lib/tools/civil-limitation";
import { PART_PAYMENT_DESCRIPTION, checkFreshStartDates, freshStarts, limitationWithFreshStarts } from "@/lib/tools/fresh-period";

const IBC = "in-ibc-2016";
const s = (article: string) => ref(IBC, article);

/** MCA S.O. 1205(E): the s.4 minimum default rose from ₹1 lakh to ₹1 crore for applications from 24 Mar 2020. */
const THRESHOLD_RAISED_ON = "2020-03-24";
const THRESHOLD_BEFORE = 100_000;
const THRESHOLD_NOW = 10_000_000;
/** s.10A: no application ever for defaults arising in the COVID suspension window. */
const SECTION_10A_FROM = "2020-03-25";
const SECTION_10A_TO = "2021-03-24";

export const insolvencyStages = ["initiation", "nclat_appeal", "supreme_court_appeal", "cirp_timeline"] as const;

export const insolvencyLitInput = z.strictObject({
  stage: z
    .enum(insolvencyStages)
    .optional()
    .describe(
      "initiation: a s.7/9/10 application to the NCLT; nclat_appeal: appeal from an NCLT order (s.61); supreme_court_appeal: appeal from an NCLAT order (s.62); cirp_timeline: the s.12 clock of an admitted process. Default initiation",
    ),
  applicant: z.enum(["financial_creditor", "operational_creditor", "corporate_debtor"]).optional().describe("Who applies (s.7, s.9 or s.10)"),
  default_amount: rupees("Amount in default").optional(),
  default_date: isoDate("Date of default; limitation under Limitation Act Art. 137 runs from it").optional(),
  acknowledgment_date: isoDate("Date of the latest written acknowledgment of the debt signed by the debtor before limitation expired (Limitation Act s.18)").optional(),
  part_payment_date: isoDate(PART_PAYMENT_DESCRIPTION).optional(),
  demand_notice_date: isoDate("Date the s.8 demand notice or invoice was delivered to the corporate debtor (operational creditors)").optional(),
  dispute_notice_received: z.boolean().optional().describe("Whether the corporate debtor replied with notice of a pre-existing dispute within ten days of the demand notice"),
  allottees: z
    .strictObject({
      applicants: z.number().int().min(1).describe("Allottees joining the application"),
      total: z.number().int().min(1).describe("Total allottees of the same real estate project"),
    })
    .optional()
    .describe("For allottees of a real estate project applying as financial creditors (s.7(1) proviso)"),
  order_date: isoDate(
    "nclat_appeal: date the NCLT order was pronounced; supreme_court_appeal: date the NCLAT order was received",
  ).optional(),
  certified_copy_days: dayCount("Days taken to obtain a certified copy of the NCLT order, applied for within the period (excluded under Limitation Act s.12(2))").optional(),
  ...certifiedCopyDateFields,
  admission_date: isoDate("Date the NCLT admitted the application (s.12(1) counts 180 days from it)").optional(),
  insolvency_commencement_date: isoDate("Insolvency commencement date (appointment of the IRP); default the admission date").optional(),
  extension_granted: z.boolean().optional().describe("Whether the NCLT extended the process by up to 90 days on a 66% CoC vote (s.12(2))"),
});
type Input = z.infer<typeof insolvencyLitInput>;

const timelineItem = z.object({
  label: z.string(),
  date: z.string(),
  passed: z.boolean().describe("Whether as_of is after this date"),
  citation_ids: citationIds,
});

export const insolvencyLitResult = z.object({
  ...civilResultBase,
  stage: z.enum(insolvencyStages),
  eligibility: z
    .object({
      minimum_default: z.number().describe("Rupees, s.4 threshold in force on as_of (taken as the filing date)"),
      threshold_met: z.boolean().nullable(),
      section_10a_barred: z.boolean().nullable().describe("Default falls in 25 Mar 2020 – 24 Mar 2021, for which no application may ever be filed"),
      earliest_filing_date: z.string().nullable().describe("Operational creditor: the day after the ten days from delivery of the s.8 notice"),
      allottees_required: z.number().int().nullable().describe("100 or 10% of the project's allottees, whichever is less"),
      allottees_threshold_met: z.boolean().nullable(),
      citation_ids: citationIds,
    })
    .nullable(),
  cirp_timeline: z.array(timelineItem),
});
type Result = z.infer<typeof insolvencyLitResult>;

function forums(stage: Result["stage"], ctx: CoreContext): { forum: Forum; next: Forum | null } {
  const nclt: Forum = {
    forum: "National Company Law Tribunal (Adjudicating Authority)",
    basis: "The NCLT bench with territorial jurisdiction over the corporate debtor's registered office decides insolvency of corporate persons and their guarantors",
    citation_ids: cite(ctx, s("60")),
  };
  const nclat: Forum = {
    forum: "National Company Law Appellate Tribunal",
    basis: "Appeal from any NCLT order under the Code; grounds against a plan approval or liquidation order are limited",
    citation_ids: cite(ctx, s("61")),
  };
  const sc: Forum = {
    forum: "Supreme Court of India",
    basis: "Appeal from an NCLAT order on a question of law only",
    citation_ids: cite(ctx, s("62")),
  };
  if (stage === "nclat_appeal") return { forum: nclat, next: sc };
  if (stage === "supreme_court_appeal") return { forum: sc, next: null };
  return { forum: nclt, next: nclat };
}

function run(input: Input, ctx: CoreContext): Result {
  const stage = input.stage ?? "initiation";
  const problems = new InputProblems();
  checkCertifiedCopy(problems, input, ctx.asOf);
  for (const field of ["default_date", "acknowledgment_date", "part_payment_date", "demand_notice_date", "order_date", "admission_date", "insolvency_commencement_date"] as const) {
    problems.notAfterAsOf(field, input[field], ctx.asOf);
  }
  checkFreshStartDates(problems, input, { field: "default_date", date: input.default_date, event: "the default" });
  if (input.default_date && input.demand_notice_date && input.demand_notice_date < input.default_date) {
    problems.add("demand_notice_date", "the s.8 demand notice follows the default");
  }
  if (input.admission_date && input.insolvency_commencement_date && input.insolvency_commencement_date < input.admission_date) {
    problems.add("insolvency_commencement_date", "the IRP is appointed on or after admission");
  }
  if (input.allottees && input.allottees.applicants > input.allottees.total) {
    problems.add("allottees.applicants", "more applicants than allottees");
  }
  if ((stage === "nclat_appeal" || stage === "supreme_court_appeal") && input.order_date === undefined) {
    problems.add("order_date", `needed to compute the ${stage === "nclat_appeal" ? "s.61" : "s.62"} appeal period`);
  }
  if (stage === "cirp_timeline" && input.admission_date === undefined) problems.add("admission_date", "needed for the s.12 timeline");
  problems.throwIfAny();

  const { forum, next } = forums(stage, ctx);
  const deadlines: Deadline[] = [];
  const money: MoneyItem[] = [];
  const checklist: ChecklistItem[] = [];
  const notes: Note[] = [];
  const cirp: Result["cirp_timeline"] = [];
  let eligibility: Result["eligibility"] = null;

  if (stage === "initiation") {
    const minimum = ctx.asOf >= THRESHOLD_RAISED_ON ? THRESHOLD_NOW : THRESHOLD_BEFORE;
    const barred10A = input.default_date === undefined ? null : input.default_date >= SECTION_10A_FROM && input.default_date <= SECTION_10A_TO;
    const earliest = input.applicant === "operational_creditor" && input.demand_notice_date ? addDays(input.demand_notice_date, 11) : null;
    const allotteesRequired = input.allottees ? Math.min(100, Math.ceil(input.allottees.total / 10)) : null;
    eligibility = {
      minimum_default: minimum,
      threshold_met: input.default_amount === undefined ? null : input.default_amount >= minimum,
      section_10a_barred: barred10A,
      earliest_filing_date: earliest,
      allottees_required: allotteesRequired,
      allottees_threshold_met: input.allottees && allotteesRequired !== null ? input.allottees.applicants >= allotteesRequired : null,
      citation_ids: cite(ctx, s("4"), ...(barred10A !== null ? [s("10A")] : []), ...(earliest ? [s("8"), s("9")] : []), ...(input.allottees ? [s("7")] : [])),
    };
    money.push({
      label: "Minimum amount of default (s.4)",
      amount: minimum,
      basis:
        minimum === THRESHOLD_NOW
          ? "₹1 crore for applications filed from 24 Mar 2020 (MCA S.O. 1205(E)); ₹10 lakh for the MSME pre-packaged process"
          : "₹1 lakh for applications filed before 24 Mar 2020",
      citation_ids: cite(ctx, s("4")),
    });
    if (barred10A) {
      ctx.warn({ code: "section_10a_bar", message: `The default of ${input.default_date} falls in 25 Mar 2020 – 24 Mar 2021: no s.7, 9 or 10 application may ever be filed for it (IBC s.10A).` });
    }
    if (earliest && ctx.asOf < earliest) {
      ctx.warn({ code: "premature_application", message: `A s.9 application may be filed only from ${earliest}, after the ten days the debtor has to pay or dispute (IBC s.9(1)).` });
    }
    if (input.default_date) {
      const application = (trigger: string, triggerEvent: string, section: string | null) =>
        computeDeadline(
          {
            key: "application_limitation",
            label: barred10A ? "The s.7/9/10 application (barred for ever by s.10A)" : "Limitation for the s.7/9/10 application",
            trigger,
            triggerEvent,
            period: { years: 3 },
            condonation: {
              kind: "uncapped",
              basis: "Limitation Act s.5 applies to applications; the NCLT may admit a late application for sufficient cause shown in a condonation application",
              refs: [ref(LIMITATION, "5")],
            },
            refs: [s("238A"), ref(LIMITATION_SCHEDULE, "137"), ...(section ? [ref(LIMITATION, section)] : [])],
            barred: barred10A
              ? { reason: `IBC s.10A: no application under s.7, 9 or 10 may ever be filed for a default arising between 25 Mar 2020 and 24 Mar 2021 (this one: ${input.default_date}); no condonation can cure it`, refs: [s("10A")] }
              : undefined,
          },
          ctx,
        );
      // Limitation Act ss.18-19 as in a suit: only an acknowledgment signed, or a part-payment made, before the three
      // years ran out starts them again.
      deadlines.push(limitationWithFreshStarts({ trigger: input.default_date, event: "date of default" }, freshStarts(input), application, ctx).deadline);
      notes.push({
        text: "The Limitation Act applies to IBC applications (s.238A); the residuary Art. 137 gives three years from the default (B.K. Educational Services v Parag Gupta, SC 2018). A signed acknowledgment (s.18), or a payment on account of the debt by the debtor or its authorised agent (s.19), made before expiry starts a fresh period; a payment counts only if an acknowledgment of it appears in the handwriting of, or in a writing signed by, the person who paid.",
        kind: "case_law",
        citation_ids: cite(ctx, s("238A"), ref(LIMITATION_SCHEDULE, "137"), ref(LIMITATION, "18"), ref(LIMITATION, "19")),
      });
    }
    if (input.applicant === "financial_creditor" || input.applicant === undefined) {
      checklist.push({ item: "Record of the financial debt and of the default (information utility record or other evidence)", why: "The NCLT admits a s.7 application once a default is shown", citation_ids: cite(ctx, s("7")) });
      checklist.push({ item: "Name and written consent of a proposed interim resolution professional", why: "A financial creditor must propose an IRP", citation_ids: cite(ctx, s("7"), s("16")) });
    }
    if (input.allottees) {
      checklist.push({ item: `Signatures of at least ${allotteesRequired} allottees of the same project`, why: "Allottees must apply jointly as 100 or 10% of the project's allottees, whichever is less", citation_ids: cite(ctx, s("7")) });
    }
    if (input.applicant === "operational_creditor") {
      checklist.push({ item: "Copy of the s.8 demand notice or invoice and proof of its delivery", why: "A s.9 application lies only after the ten-day window from delivery", citation_ids: cite(ctx, s("8"), s("9")) });
      checklist.push({ item: "Affidavit that no notice of a pre-existing dispute was received, and copies of unpaid invoices", why: "The NCLT must reject the application if a dispute notice was received or the debt is not shown", citation_ids: cite(ctx, s("9")) });
      if (input.dispute_notice_received) {
        ctx.warn({ code: "pre_existing_dispute", message: "The debtor raised a dispute within ten days of the demand notice: the NCLT will reject a s.9 application if the dispute is genuine and predates the notice (IBC s.9(5)(ii)(d))." });
      }
    }
    if (input.applicant === "corporate_debtor") {
      checklist.push({ item: "Books of account, proposed IRP, and a special resolution of shareholders (or approval of three-fourths of partners)", why: "Pre-conditions of a corporate applicant's own application", citation_ids: cite(ctx, s("10")) });
    }
    notes.push({ text: "On admission a moratorium bars suits, enforcement and transfers against the corporate debtor until the plan is approved or liquidation is ordered.", kind: "statute", citation_ids: cite(ctx, s("14")) });
  }

  if (stage === "nclat_appeal" && input.order_date) {
    deadlines.push(
      computeDeadline(
        {
          key: "nclat_appeal",
          label: "Appeal to the NCLAT",
          trigger: input.order_date,
          triggerEvent: "pronouncement of the NCLT order",
          period: { days: 30 },
          certifiedCopy: input,
          condonation: { kind: "capped", further: { days: 15 }, basis: "The NCLAT may allow up to 15 more days for sufficient cause, never more; Limitation Act s.5 cannot extend it", refs: [s("61")] },
          refs: [s("61"), ref(LIMITATION, "12")],
          counting: ["Time runs from pronouncement when the party knew of the order, not from receipt of the copy"],
        },
        ctx,
      ),
    );
    checklist.push({ item: "Certified copy of the NCLT order, applied for within the 30 days", why: "Copy time is excluded only if it was applied for in time", citation_ids: cite(ctx, ref(LIMITATION, "12")) });
    notes.push({ text: "The Supreme Court treats the 15 days as a hard cap: an appeal beyond 45 days (plus excluded copy time) cannot be admitted.", kind: "case_law", citation_ids: cite(ctx, s("61")) });
  }

  if (stage === "supreme_court_appeal" && input.order_date) {
    deadlines.push(
      computeDeadline(
        {
          key: "supreme_court_appeal",
          label: "Appeal to the Supreme Court",
          trigger: input.order_date,
          triggerEvent: "receipt of the NCLAT order",
          period: { days: 45 },
          condonation: { kind: "capped", further: { days: 15 }, basis: "The Supreme Court may allow up to 15 more days for sufficient cause", refs: [s("62")] },
          refs: [s("62")],
          counting: ["Time runs from receipt of the order, so no separate certified-copy exclusion is added"],
        },
        ctx,
      ),
    );
    checklist.push({ item: "A question of law arising from the NCLAT order", why: "The appeal lies on a question of law only", citation_ids: cite(ctx, s("62")) });
  }

  if (stage === "cirp_timeline" && input.admission_date) {
    const icd = input.insolvency_commencement_date ?? input.admission_date;
    const push = (label: string, date: string, article: string) =>
      cirp.push({ label, date, passed: ctx.asOf > date, citation_ids: cite(ctx, s(article)) });
    push("180 days from admission", addDays(input.admission_date, 180), "12");
    if (input.extension_granted) push("Extended by up to 90 days", addDays(input.admission_date, 270), "12");
    push("Outer limit of 330 days from the insolvency commencement date, including litigation time", addDays(icd, 330), "12");
    notes.push({
      text: "The 330-day limit is directory after Essar Steel (SC 2019): it can be exceeded only in exceptional circumstances, failing which liquidation follows.",
      kind: "case_law",
      citation_ids: cite(ctx, s("12"), s("33")),
    });
    notes.push({ text: `${daysBetween(input.admission_date, ctx.asOf)} days have passed since admission on ${input.admission_date}.`, kind: "statute", citation_ids: cite(ctx, s("12")) });
  }

  return {
    as_of: ctx.asOf,
    stage,
    forum,
    next_forum: next,
    deadlines,
    money,
    checklist,
    notes,
    eligibility,
    cirp_timeline: cirp,
  };
}

export const insolvencyLitTool: AnalysisTool<typeof insolvencyLitInput, Result> = {
  tool_type: "insolvency-lit",
  name: "Insolvency litigation (IBC)",
  description:
    "Checks an Insolvency and Bankruptcy Code matter: the NCLT → NCLAT → Supreme Court route, the s.4 default threshold by filing date, the s.10A bar, Art. 137 limitation with s.18 acknowledgments and s.19 part-payments, the s.61 (30 + 15 days) and s.62 (45 + 15 days) appeal caps, the s.12 CIRP clock, and the filing checklist.",
  input: insolvencyLitInput,
  result: insolvencyLitResult,
  example: {
    tool_type: "insolvency-lit",
    jurisdiction: "IN",
    question: "The NCLT admitted a s.9 petition against our client on 10 March 2026. Is an appeal still possible?",
    as_of: "2026-04-20",
    stage: "nclat_appeal",
    order_date: "2026-03-10",
    certified_copy_days: 6,
  },
  covers: ["IN"],
  keyFields: ["stage", "default_date", "order_date", "admission_date", "default_amount", "demand_notice_date"],
  run,
};
