import { z } from "zod";
import { nonNegativeFigure } from "@/lib/tools/figures";
import { addDays, addMonths, daysBetween } from "@/lib/tools/dates";
import type { AnalysisTool, CoreContext, ProvisionRef } from "@/lib/tools/definition";
import {
  CONSTITUTION,
  CPC,
  LIMITATION,
  LIMITATION_SCHEDULE,
  InputProblems,
  certifiedCopyDateFields,
  checkCertifiedCopy,
  cite,
  civilResultBase,
  computeDeadline,
  dayCount,
  periodEnd,
  isoDate,
  ref,
  rupees,
  type ChecklistItem,
  type Deadline,
  type DeadlineSpec,
  type Forum,
  type MoneyItem,
  type Note,
} from "@/lib/tools/civil-limitation";

const RERA = "in-rera-2016";
const TPA = "in-transfer-of-property-act-1882";
const REGISTRATION = "in-registration-act-1908";
const SRA = "in-specific-relief-act-1963";
const rera = (article: string) => ref(RERA, article);

export const propertyStages = ["suit", "first_appeal", "second_appeal", "rera_complaint", "rera_appeal", "rera_high_court_appeal", "registration", "lease_termination"] as const;
export const propertyClaims = [
  "specific_performance",
  "possession_on_title",
  "declaration",
  "cancellation_of_instrument",
  "redemption_of_mortgage",
  "recovery_after_dispossession",
] as const;
type Claim = (typeof propertyClaims)[number];

export const propertyLitInput = z.strictObject({
  stage: z
    .enum(propertyStages)
    .optional()
    .describe(
      "suit: a civil suit about immovable property; first_appeal / second_appeal: CPC ss.96 / 100; rera_complaint: s.31 complaint; rera_appeal: s.44 appeal to the Appellate Tribunal; rera_high_court_appeal: s.58 appeal; registration: presenting a document for registration; lease_termination: a notice to quit under TPA s.106. Default suit",
    ),
  claim: z.enum(propertyClaims).optional().describe("For a suit: the relief claimed, which fixes its limitation article"),
  cause_of_action_date: isoDate(
    "For a suit, the date time starts: date fixed for performance or notice of refusal (specific performance), date possession became adverse (possession on title), accrual of the right (declaration), knowledge of the facts (cancellation), accrual of the right to redeem (redemption), or dispossession (recovery after dispossession)",
  ).optional(),
  suit_value: rupees("Value of the suit property or relief").optional(),
  used_in_trade: z.boolean().optional().describe("Whether the property is used exclusively in trade or commerce (a commercial dispute at ₹3 lakh or more)"),
  against_government: z.boolean().optional().describe("Whether the suit is against the Government or a public officer (CPC s.80 notice)"),
  notice_served_date: isoDate("Date the notice was delivered: the s.80 notice to the Government (suit) or the notice to quit (lease_termination)").optional(),
  lease_purpose: z
    .enum(["agricultural_or_manufacturing", "other"])
    .optional()
    .describe("lease_termination: purpose of a lease with no agreed term or notice (six months' notice for agricultural or manufacturing leases, fifteen days otherwise)"),
  order_date: isoDate(
    "Appeals: date of the decree (first_appeal, second_appeal); date a copy of the RERA order was received (rera_appeal); date the Tribunal's decision was communicated (rera_high_court_appeal)",
  ).optional(),
  certified_copy_days: dayCount("Days taken to obtain a certified copy of the decree, applied for within the period (Limitation Act s.12(2))").optional(),
  ...certifiedCopyDateFields,
  appeal_to_high_court: z.boolean().optional().describe("first_appeal: whether the appeal lies to the High Court (90 days) rather than a District Court (30 days); default false"),
  appellant: z.enum(["promoter", "allottee", "other"]).optional().describe("RERA appeals: who appeals (a promoter must pre-deposit)"),
  penalty_amount: rupees("RERA: penalty imposed on the promoter").optional(),
  amount_payable_to_allottee: rupees("RERA: total payable to the allottee including interest and compensation").optional(),
  project_land_sqm: nonNegativeFigure("RERA: area of land of the project in square metres").optional(),
  project_apartments: z.number().int().min(0).optional().describe("RERA: number of apartments, all phases"),
  execution_date: isoDate("Registration: date the document was executed").optional(),
  registration_fee: rupees("Registration: the proper registration fee, to cap the late-presentation fine").optional(),
  document_registered: z.boolean().optional().describe("Whether the sale deed, lease or other document the claim rests on is registered"),
});
type Input = z.infer<typeof propertyLitInput>;

export const propertyLitResult = z.object({
  ...civilResultBase,
  stage: z.enum(propertyStages),
  earliest_filing_date: z
    .string()
    .nullable()
    .describe("Suit against the Government: the day after two months from the s.80 notice; eviction: the day after the notice to quit expires"),
  rera_registration_exempt: z.boolean().nullable().describe("Project of up to 500 m² of land or up to 8 apartments (s.3(2)(a))"),
});
type Result = z.infer<typeof propertyLitResult>;

const SUIT_LIMITATION: Record<Claim, { period: DeadlineSpec["period"]; refs: ProvisionRef[]; event: string }> = {
  specific_performance: { period: { years: 3 }, refs: [ref(LIMITATION_SCHEDULE, "54")], event: "date fixed for performance, or notice that performance is refused" },
  possession_on_title: { period: { years: 12 }, refs: [ref(LIMITATION_SCHEDULE, "65"), ref(LIMITATION, "27")], event: "date the defendant's possession became adverse" },
  declaration: { period: { years: 3 }, refs: [ref(LIMITATION_SCHEDULE, "58")], event: "date the right to sue first accrued" },
  cancellation_of_instrument: { period: { years: 3 }, refs: [ref(LIMITATION_SCHEDULE, "59")], event: "date the facts entitling cancellation first became known" },
  redemption_of_mortgage: { period: { years: 30 }, refs: [ref(LIMITATION_SCHEDULE, "61")], event: "date the right to redeem or recover possession accrued" },
  recovery_after_dispossession: { period: { months: 6 }, refs: [ref(SRA, "6")], event: "date of dispossession" },
};

function forums(stage: Result["stage"], input: Input, ctx: CoreContext): { forum: Forum | null; next: Forum | null } {
  const civilCourt = (): Forum => {
    const commercial = input.used_in_trade === true && input.suit_value !== undefined && input.suit_value >= 300_000;
    return commercial
      ? {
          forum: "Commercial Court (or Commercial Division) where the property is situated",
          basis: "A dispute over immovable property used exclusively in trade, of ₹3 lakh or more, is a commercial dispute; suits about land are filed where it lies",
          citation_ids: cite(ctx, ref("in-commercial-courts-act-2015", "2"), ref(CPC, "16")),
        }
      : {
          forum: "Civil court of the lowest competent grade where the property is situated",
          basis: "Suits about immovable property lie where it is situated, in the lowest court whose pecuniary limit (set by each State) covers the value",
          citation_ids: cite(ctx, ref(CPC, "16"), ref(CPC, "15")),
        };
  };
  const highCourtSecond: Forum = { forum: "High Court (second appeal)", basis: "Only on a substantial question of law", citation_ids: cite(ctx, ref(CPC, "100")) };
  const slp: Forum = { forum: "Supreme Court of India (special leave)", basis: "Discretionary special leave to appeal", citation_ids: cite(ctx, ref(CONSTITUTION, "136")) };
  const tribunal: Forum = {
    forum: "Real Estate Appellate Tribunal",
    basis: "Appeal from the Authority or adjudicating officer within 60 days of receiving the order",
    citation_ids: cite(ctx, rera("44")),
  };
  const reraHighCourt: Forum = {
    forum: "High Court where the project is situated",
    basis: "Appeal from the Appellate Tribunal on the grounds of CPC s.100 (a substantial question of law)",
    citation_ids: cite(ctx, rera("58"), ref(CPC, "100")),
  };
  switch (stage) {
    case "suit":
      return {
        forum: civilCourt(),
        next: { forum: "First appellate court (District Court or High Court by value)", basis: "Regular first appeal from the decree", citation_ids: cite(ctx, ref(CPC, "96")) },
      };
    case "first_appeal":
      return {
        forum: {
          forum: input.appeal_to_high_court ? "High Court (first appeal)" : "District Court (first appeal)",
          basis: "An appeal lies from every original decree, on facts and law",
          citation_ids: cite(ctx, ref(CPC, "96")),
        },
        next: highCourtSecond,
      };
    case "second_appeal":
      return { forum: highCourtSecond, next: slp };
    case "rera_complaint":
      return {
        forum: {
          forum: "Real Estate Regulatory Authority (compensation: its adjudicating officer)",
          basis: "Complaints of violations go to the Authority; compensation claims under ss.12, 14, 18 and 19 to the adjudicating officer",
          citation_ids: cite(ctx, rera("31"), rera("71")),
        },
        next: tribunal,
      };
    case "rera_appeal":
      return { forum: tribunal, next: reraHighCourt };
    case "rera_high_court_appeal":
      return { forum: reraHighCourt, next: slp };
    case "lease_termination":
      return {
        forum: civilCourt(),
        next: { forum: "First appellate court (District Court or High Court by value)", basis: "Regular first appeal from the eviction decree", citation_ids: cite(ctx, ref(CPC, "96")) },
      };
    case "registration":
      return {
        forum: { forum: "Sub-Registrar", basis: "Documents are presented for registration to the registering officer", citation_ids: cite(ctx, ref(REGISTRATION, "23")) },
        next: null,
      };
  }
}

/**
 * Limitation Act s.15(2): for a suit that needs notice under a law in force, the period of that notice is excluded.
 * CPC s.80(1) bars a suit against the Government until two months after the notice is delivered, so those two months
 * are added to the suit's limitation, but only where the notice went out while the period was still running: a
 * notice given after it expired cannot revive a barred claim.
 */
function s80NoticeExclusion(trigger: string, period: DeadlineSpec["period"], served: string, ctx: CoreContext): { days: number; why: string } | null {
  const unextended = periodEnd(trigger, period);
  const noticeEnds = addMonths(served, 2);
  if (served > unextended) {
    ctx.warn({
      code: "notice_after_limitation",
      message: `The s.80 notice was delivered on ${served}, after the limitation period had already run out on ${unextended}; s.15(2) excludes the notice period only while the period is running, so it does not save the suit.`,
    });
    return null;
  }
  if (served === unextended) {
    ctx.warn({
      code: "conflicting_authority",
      message: `The s.80 notice was delivered on the last day of limitation (${served}): s.15(2) adds the two months (to ${noticeEnds}), but s.80 bars filing until they have run, so the suit cannot be filed before ${addDays(noticeEnds, 1)}. Whether a suit filed that day is in time is not settled here; consider seeking leave to sue without waiting (s.80(2)).`,
    });
  }
  return { days: daysBetween(served, noticeEnds), why: `the two months of the CPC s.80 notice delivered on ${served} (to ${noticeEnds}), excluded under Limitation Act s.15(2)` };
}

function run(input: Input, ctx: CoreContext): Result {
  const stage = input.stage ?? "suit";
  const problems = new InputProblems();
  checkCertifiedCopy(problems, input, ctx.asOf);
  for (const field of ["cause_of_action_date", "notice_served_date", "order_date", "execution_date"] as const) {
    problems.notAfterAsOf(field, input[field], ctx.asOf);
  }
  const appeal = stage === "first_appeal" || stage === "second_appeal" || stage === "rera_appeal" || stage === "rera_high_court_appeal";
  if (appeal && input.order_date === undefined) problems.add("order_date", "needed for the appeal period");
  if (stage === "registration" && input.execution_date === undefined) problems.add("execution_date", "needed for the registration period");
  if (stage === "lease_termination" && input.notice_served_date === undefined) problems.add("notice_served_date", "needed for the notice period");
  if (stage === "suit" && input.cause_of_action_date !== undefined && input.claim === undefined) problems.add("claim", "needed to choose the limitation article");
  problems.throwIfAny();

  const { forum, next } = forums(stage, input, ctx);
  const deadlines: Deadline[] = [];
  const money: MoneyItem[] = [];
  const checklist: ChecklistItem[] = [];
  const notes: Note[] = [];
  let earliest: string | null = null;
  const uncappedS5 = { kind: "uncapped" as const, basis: "Limitation Act s.5: the court may admit a late appeal for sufficient cause; there is no outer cap", refs: [ref(LIMITATION, "5")] };

  if (stage === "suit") {
    if (input.claim && input.cause_of_action_date) {
      const rule = SUIT_LIMITATION[input.claim];
      const notice = input.against_government && input.notice_served_date ? s80NoticeExclusion(input.cause_of_action_date, rule.period, input.notice_served_date, ctx) : null;
      deadlines.push(
        computeDeadline(
          {
            key: "suit_limitation",
            label: `Limitation for a suit for ${input.claim.replaceAll("_", " ")}`,
            trigger: input.cause_of_action_date,
            triggerEvent: rule.event,
            period: rule.period,
            excluded: notice ? [notice] : [],
            condonation: { kind: "none", basis: "Limitation Act s.5 does not apply to suits; a time-barred plaint is rejected" },
            refs: [...rule.refs, ref(LIMITATION, "3"), ...(notice ? [ref(LIMITATION, "15"), ref(CPC, "80")] : [])],
          },
          ctx,
        ),
      );
      if (input.claim === "possession_on_title") {
        notes.push({ text: "When the 12 years for possession run out, the owner's title itself is extinguished, not just the remedy.", kind: "statute", citation_ids: cite(ctx, ref(LIMITATION, "27")) });
      }
      if (input.claim === "recovery_after_dispossession") {
        notes.push({ text: "The six-month summary suit restores possession without deciding title and does not lie against the Government; a suit on title remains open.", kind: "statute", citation_ids: cite(ctx, ref(SRA, "6")) });
      }
      if (input.claim === "specific_performance") {
        checklist.push({ item: "Plead and prove continuous readiness and willingness to perform", why: "Specific performance is refused to a plaintiff who cannot show it", citation_ids: cite(ctx, ref(SRA, "16"), ref(SRA, "10")) });
        notes.push({ text: "An agreement to sell creates no interest in the land: title passes only by a registered sale deed, and part performance protects a transferee in possession only as a shield.", kind: "statute", citation_ids: cite(ctx, ref(TPA, "54"), ref(TPA, "53A")) });
      }
    }
    if (input.against_government) {
      checklist.push({ item: "Two months' written notice of the claim to the Government or officer before filing", why: "A suit filed earlier is barred unless the court grants leave for urgent relief", citation_ids: cite(ctx, ref(CPC, "80")) });
      if (input.notice_served_date) {
        earliest = addDays(addMonths(input.notice_served_date, 2), 1);
        if (ctx.asOf < earliest) {
          ctx.warn({ code: "premature_suit", message: `The two months after the s.80 notice run until ${addMonths(input.notice_served_date, 2)}; a suit may be filed from ${earliest} unless the court gives leave.` });
        }
      }
    }
    checklist.push({ item: "Title documents, revenue records and an encumbrance search for the property", why: "Suits about land are decided on title and possession; file where the property lies", citation_ids: cite(ctx, ref(CPC, "16")) });
    notes.push({ text: "A transfer made while the suit is pending binds the transferee to the decree (lis pendens).", kind: "statute", citation_ids: cite(ctx, ref(TPA, "52")) });
  }

  if (stage === "first_appeal" && input.order_date) {
    const hc = input.appeal_to_high_court ?? false;
    deadlines.push(
      computeDeadline(
        {
          key: "first_appeal",
          label: "First appeal from the decree",
          trigger: input.order_date,
          triggerEvent: "date of the decree",
          period: { days: hc ? 90 : 30 },
          certifiedCopy: input,
          condonation: uncappedS5,
          refs: [ref(LIMITATION_SCHEDULE, "116"), ref(CPC, "96"), ref(LIMITATION, "12")],
        },
        ctx,
      ),
    );
    checklist.push({ item: "Memorandum of appeal with a certified copy of the judgment; deposit or security if the decree is for money", why: "Requirements of a first appeal", citation_ids: cite(ctx, ref(CPC, "Order XLI Rule 1")) });
  }

  if (stage === "second_appeal" && input.order_date) {
    deadlines.push(
      computeDeadline(
        {
          key: "second_appeal",
          label: "Second appeal to the High Court",
          trigger: input.order_date,
          triggerEvent: "date of the appellate decree",
          period: { days: 90 },
          certifiedCopy: input,
          condonation: uncappedS5,
          refs: [ref(LIMITATION_SCHEDULE, "116"), ref(CPC, "100"), ref(LIMITATION, "12")],
        },
        ctx,
      ),
    );
    checklist.push({ item: "The substantial questions of law, stated in the memorandum", why: "A second appeal is heard only on them", citation_ids: cite(ctx, ref(CPC, "100")) });
  }

  if (stage === "rera_complaint") {
    checklist.push({ item: "Agreement for sale, payment receipts, the project's RERA registration number and the promised possession date", why: "Basis of a refund-with-interest or delay-interest claim", citation_ids: cite(ctx, rera("18"), rera("31")) });
    notes.push({ text: "Civil courts cannot hear matters the Authority decides, but a homebuyer may still choose a consumer commission, since RERA adds to other laws.", kind: "practice", citation_ids: cite(ctx, rera("79"), rera("88")) });
  }

  if ((stage === "rera_appeal" || stage === "rera_high_court_appeal") && input.order_date) {
    const toTribunal = stage === "rera_appeal";
    deadlines.push(
      computeDeadline(
        {
          key: toTribunal ? "rera_tribunal_appeal" : "rera_high_court_appeal",
          label: toTribunal ? "Appeal to the Real Estate Appellate Tribunal" : "Appeal to the High Court",
          trigger: input.order_date,
          triggerEvent: toTribunal ? "receipt of a copy of the order" : "communication of the Tribunal's decision",
          period: { days: 60 },
          condonation: { kind: "uncapped", basis: toTribunal ? "The Tribunal may entertain a late appeal for sufficient cause; no outer limit is fixed" : "The High Court may entertain a late appeal for sufficient cause; no outer limit is fixed", refs: [rera(toTribunal ? "44" : "58")] },
          refs: [rera(toTribunal ? "44" : "58")],
          counting: ["Time runs from receipt or communication of the order, so no certified-copy time is added"],
        },
        ctx,
      ),
    );
    if (!toTribunal) notes.push({ text: "No appeal lies against a decision the Tribunal made with the parties' consent.", kind: "statute", citation_ids: cite(ctx, rera("58")) });
    if (toTribunal && input.appellant === "promoter") {
      const parts: number[] = [];
      if (input.penalty_amount !== undefined) parts.push(Math.round(input.penalty_amount * 0.3 * 100) / 100);
      if (input.amount_payable_to_allottee !== undefined) parts.push(input.amount_payable_to_allottee);
      money.push({
        label: "Promoter's pre-deposit before the appeal is entertained",
        amount: parts.length === 0 ? null : Math.round(parts.reduce((a, b) => a + b, 0) * 100) / 100,
        basis: "At least 30% of the penalty (or more if the Tribunal fixes it), or the whole amount payable to the allottee with interest and compensation, or both; upheld in Newtech Promoters v State of UP (SC 2021)",
        citation_ids: cite(ctx, rera("43")),
      });
      checklist.push({ item: "Proof of the pre-deposit with the Tribunal", why: "A promoter's appeal is not entertained without it", citation_ids: cite(ctx, rera("43")) });
    }
  }

  let exempt: boolean | null = null;
  if (input.project_land_sqm !== undefined || input.project_apartments !== undefined) {
    exempt = (input.project_land_sqm !== undefined && input.project_land_sqm <= 500) || (input.project_apartments !== undefined && input.project_apartments <= 8);
    notes.push({
      text: exempt
        ? "The project is small enough (land up to 500 m² or up to 8 apartments) to be exempt from RERA registration, unless the State has set lower limits."
        : "The project must be registered with the Authority before it is marketed or sold.",
      kind: "statute",
      citation_ids: cite(ctx, rera("3")),
    });
  }

  if (stage === "registration" && input.execution_date) {
    deadlines.push(
      computeDeadline(
        {
          key: "registration",
          label: "Presentation of the document for registration",
          trigger: input.execution_date,
          triggerEvent: "execution of the document",
          period: { months: 4 },
          condonation: { kind: "capped", further: { months: 4 }, basis: "Where the delay was unavoidable, the Registrar may accept it within a further four months on a fine of up to ten times the registration fee", refs: [ref(REGISTRATION, "25")] },
          refs: [ref(REGISTRATION, "23")],
          firstDayRule: "General Clauses Act 1897 s.9",
          // Presenting a document to the Sub-Registrar is not a judicial or quasi-judicial proceeding.
          covidExclusion: false,
        },
        ctx,
      ),
    );
    money.push({
      label: "Maximum fine for late presentation",
      amount: input.registration_fee === undefined ? null : input.registration_fee * 10,
      basis: "Up to ten times the proper registration fee, when presented within the further four months",
      citation_ids: cite(ctx, ref(REGISTRATION, "25")),
    });
  }

  if (stage === "lease_termination" && input.notice_served_date) {
    const manufacturing = input.lease_purpose === "agricultural_or_manufacturing";
    const period = manufacturing ? { months: 6 } : { days: 15 };
    const ends = manufacturing ? addMonths(input.notice_served_date, 6) : addDays(input.notice_served_date, 15);
    earliest = addDays(ends, 1);
    notes.push({
      text: `Without an agreed term or notice period, the lease is ${manufacturing ? "from year to year, terminable by six months' notice" : "from month to month, terminable by fifteen days' notice"}: the notice served on ${input.notice_served_date} runs out on ${ends}, and an eviction suit may be filed from ${earliest}. A notice stating too short a period is not invalid for that reason if the suit is filed after the statutory period expires. State rent control laws, where they apply, override these rules.`,
      kind: "statute",
      citation_ids: cite(ctx, ref(TPA, "106"), ref(TPA, "111")),
    });
    checklist.push({ item: "The lease deed (registered if for more than a year) and proof of service of the notice to quit", why: "Termination by notice is proved by the lease terms and the notice's service", citation_ids: cite(ctx, ref(TPA, "106"), ref(TPA, "107")) });
    if (ctx.asOf < earliest) {
      ctx.warn({ code: "premature_suit", message: `The notice period (${"days" in period ? "15 days" : "6 months"}) runs until ${ends}; an eviction suit may be filed from ${earliest}.` });
    }
  }

  if (input.document_registered === false) {
    ctx.warn({
      code: "unregistered_document",
      message: "A document that had to be registered (for example a sale deed, gift, or lease over a year) but was not does not affect the property and is not admissible as evidence of the transaction, save for collateral purposes (Registration Act s.49).",
    });
    checklist.push({ item: "Check whether the document needed registration and, if so, whether it can still be registered", why: "An unregistered compulsorily registrable document cannot prove the transaction", citation_ids: cite(ctx, ref(REGISTRATION, "17"), ref(REGISTRATION, "49")) });
  }

  return { as_of: ctx.asOf, stage, forum, next_forum: next, deadlines, money, checklist, notes, earliest_filing_date: earliest, rera_registration_exempt: exempt };
}

export const propertyLitTool: AnalysisTool<typeof propertyLitInput, Result> = {
  tool_type: "property-lit",
  name: "Property and real-estate litigation",
  description:
    "Checks an immovable-property or RERA matter: the civil court or RERA forum and the next one up, suit limitation by relief (Limitation Act Arts. 54, 58, 59, 61, 65; Specific Relief Act s.6), first and second appeal periods, RERA s.44 and s.58 appeals with the promoter's s.43(5) pre-deposit, the s.80 notice wait, registration time limits, and a documents checklist.",
  input: propertyLitInput,
  result: propertyLitResult,
  example: {
    tool_type: "property-lit",
    jurisdiction: "IN",
    question: "The RERA authority ordered our builder client to refund the buyer with interest. The order copy arrived on 5 January 2026. Can it still appeal and what must it deposit?",
    as_of: "2026-03-10",
    stage: "rera_appeal",
    order_date: "2026-01-05",
    appellant: "promoter",
    penalty_amount: 500_000,
    amount_payable_to_allottee: 8_450_000,
  },
  covers: ["IN"],
  keyFields: ["stage", "claim", "cause_of_action_date", "order_date", "execution_date"],
  run,
};
