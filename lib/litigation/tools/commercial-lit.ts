import { z } from "zod";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import {
  CPC,
  LIMITATION,
  LIMITATION_SCHEDULE,
  InputProblems,
  ORIGINAL_SIDE_HIGH_COURTS,
  certifiedCopyDateFields,
  checkCertifiedCopy,
  cite,
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
  warnMediationActSubstitution,
} from "@/lib/tools/civil-limitation";
import { PART_PAYMENT_DESCRIPTION, checkFreshStartDates, freshStarts, limitationWithFreshStarts } from "@/lib/tools/fresh-period";

const CCA = "in-commercial-courts-act-2015";
const ARB = "in-arbitration-act-1996";
const CONTRACT_ACT = "in-contract-act-1872";
const cca = (article: string) => ref(CCA, article);
const arb = (article: string) => ref(ARB, article);

/** Commercial Courts (Amendment) Act 2018, in force from 3 May 2018: specified value ₹3 lakh (earlier ₹1 crore). */
const SPECIFIED_VALUE_CUT_OVER = "2018-05-03";
/** Patil Automation v Rakheja Engineers made s.12A mandatory for suits filed from 20 Aug 2022. */
const PATIL_AUTOMATION_FROM = "2022-08-20";

export const commercialStages = ["suit", "written_statement", "appeal", "arbitration_challenge", "arbitration_appeal"] as const;
const deciders = ["commercial_court_below_district_judge", "commercial_court_district_judge", "commercial_division"] as const;

export const commercialLitInput = z.strictObject({
  stage: z
    .enum(commercialStages)
    .optional()
    .describe(
      "suit: filing a commercial suit; written_statement: defending one; appeal: s.13 appeal from a judgment or order; arbitration_challenge: s.34 petition to set aside an award; arbitration_appeal: s.37 appeal. Default suit",
    ),
  specified_value: rupees("Value of the subject matter under CCA s.12 (claim with interest to the filing date, or market value)").optional(),
  commercial_dispute: z.boolean().optional().describe("Whether the dispute falls in a category of CCA s.2(1)(c) (default true)"),
  urgent_interim_relief: z.boolean().optional().describe("Whether the suit seeks urgent interim relief, which excuses s.12A pre-institution mediation"),
  claim: z
    .enum(["breach_of_contract", "money_lent", "other"])
    .optional()
    .describe("Kind of claim, for its limitation article: Art. 55, Art. 19 or the residuary Art. 113 (default breach_of_contract)"),
  cause_of_action_date: isoDate("Date of breach or of accrual of the right to sue").optional(),
  acknowledgment_date: isoDate("Date of the latest written acknowledgment of liability signed by the defendant (Limitation Act s.18)").optional(),
  part_payment_date: isoDate(PART_PAYMENT_DESCRIPTION).optional(),
  mediation_days: dayCount("Days the parties spent in s.12A pre-institution mediation, which do not count for limitation").optional(),
  summons_served_date: isoDate("Date the summons was served on the defendant (written statement)").optional(),
  order_date: isoDate("Date of the judgment or order appealed from (s.13 or s.37 appeals)").optional(),
  certified_copy_days: dayCount("Days taken to obtain a certified copy of the order, applied for within the period (Limitation Act s.12(2))").optional(),
  ...certifiedCopyDateFields,
  decided_by: z.enum(deciders).optional().describe("Court whose decision is appealed under s.13 (default commercial_court_district_judge)"),
  award_received_date: isoDate("Date the party received the signed arbitral award").optional(),
  correction_request_disposed_date: isoDate("Date the tribunal disposed of a s.33 request for correction or interpretation, if one was made").optional(),
  appeal_to_high_court: z.boolean().optional().describe("For a s.37 appeal outside the Commercial Courts Act: whether it lies to the High Court (90 days) or another court (30 days); default true"),
});
type Input = z.infer<typeof commercialLitInput>;

export const commercialLitResult = z.object({
  ...civilResultBase,
  stage: z.enum(commercialStages),
  specified_value_threshold: z.number().describe("Rupees, in force on as_of"),
  is_commercial_court_matter: z.boolean().nullable().describe("Commercial dispute of at least the specified value; null when the value is unknown"),
  pre_institution_mediation_required: z.boolean().nullable(),
});
type Result = z.infer<typeof commercialLitResult>;

function suitForum(input: Input, commercial: boolean | null, ctx: CoreContext): { forum: Forum; next: Forum } {
  if (commercial === false) {
    return {
      forum: {
        forum: "Civil court of the lowest grade competent to try the suit",
        basis: "Not a commercial dispute of specified value: an ordinary civil suit, filed where the defendant resides or the cause of action arises",
        citation_ids: cite(ctx, ref(CPC, "15"), ref(CPC, "20")),
      },
      next: {
        forum: "First appellate court (District Court or High Court by value)",
        basis: "Regular first appeal from the decree",
        citation_ids: cite(ctx, ref(CPC, "96"), ref(LIMITATION_SCHEDULE, "116")),
      },
    };
  }
  const highCourt = ctx.subdivision ? ORIGINAL_SIDE_HIGH_COURTS[ctx.subdivision] : undefined;
  const forum: Forum = highCourt
    ? {
        forum: `Commercial Division of the ${highCourt}, or the Commercial Court at district-judge level below its original-side pecuniary limit`,
        basis: `The ${highCourt} has ordinary original civil jurisdiction: suits above its original-side pecuniary limit go to its Commercial Division, others to Commercial Courts the State constitutes at district-judge level`,
        citation_ids: cite(ctx, cca("3"), cca("4"), cca("7")),
      }
    : {
        forum: "Commercial Court at district level",
        basis: "Commercial disputes of specified value go to the Commercial Court with territorial jurisdiction, within the pecuniary limits the State notifies",
        citation_ids: cite(ctx, cca("3"), cca("6")),
      };
  if (commercial === null) {
    forum.basis = `If the specified value (s.12) is at least ₹3 lakh: ${forum.basis}; below it, an ordinary civil suit`;
  }
  return {
    forum,
    next: {
      forum: "Commercial Appellate Division of the High Court (or a Commercial Appellate Court for courts below district-judge level)",
      basis: "Appeals lie only from decrees and from orders listed in CPC Order XLIII, within 60 days",
      citation_ids: cite(ctx, cca("13"), cca("5"), cca("3A")),
    },
  };
}

function run(input: Input, ctx: CoreContext): Result {
  const stage = input.stage ?? "suit";
  const problems = new InputProblems();
  checkCertifiedCopy(problems, input, ctx.asOf);
  for (const field of ["cause_of_action_date", "acknowledgment_date", "part_payment_date", "summons_served_date", "order_date", "award_received_date", "correction_request_disposed_date"] as const) {
    problems.notAfterAsOf(field, input[field], ctx.asOf);
  }
  checkFreshStartDates(problems, input, { field: "cause_of_action_date", date: input.cause_of_action_date, event: "the right to sue arose" });
  if (input.award_received_date && input.correction_request_disposed_date && input.correction_request_disposed_date < input.award_received_date) {
    problems.add("correction_request_disposed_date", "a s.33 request is disposed of after the award is received");
  }
  const need: Partial<Record<(typeof commercialStages)[number], keyof Input>> = {
    written_statement: "summons_served_date",
    appeal: "order_date",
    arbitration_challenge: "award_received_date",
    arbitration_appeal: "order_date",
  };
  const needed = need[stage];
  if (needed && input[needed] === undefined) problems.add(needed, `needed for the ${stage.replaceAll("_", " ")} deadline`);
  problems.throwIfAny();

  const threshold = ctx.asOf >= SPECIFIED_VALUE_CUT_OVER ? 300_000 : 10_000_000;
  const isCommercialDispute = input.commercial_dispute ?? true;
  const commercial = !isCommercialDispute ? false : input.specified_value === undefined ? null : input.specified_value >= threshold;
  const urgent = input.urgent_interim_relief ?? false;
  const mediationRequired = stage !== "suit" ? null : commercial === false || urgent ? false : commercial;

  const deadlines: Deadline[] = [];
  const money: MoneyItem[] = [];
  const checklist: ChecklistItem[] = [];
  const notes: Note[] = [];
  let forum: Forum | null = null;
  let next: Forum | null = null;

  money.push({
    label: "Minimum specified value of a commercial dispute",
    amount: threshold,
    basis: threshold === 300_000 ? "₹3 lakh since the 2018 amendment (in force 3 May 2018); earlier ₹1 crore" : "₹1 crore before 3 May 2018",
    citation_ids: cite(ctx, cca("2"), cca("12")),
  });

  if (stage === "suit" || stage === "written_statement") {
    ({ forum, next } = suitForum(input, commercial, ctx));
  }

  if (stage === "suit") {
    if (mediationRequired !== false) warnMediationActSubstitution(ctx);
    if (mediationRequired) {
      checklist.push({
        item: "Pre-institution mediation through the Legal Services Authority, with its failure report filed with the plaint",
        why:
          ctx.asOf >= PATIL_AUTOMATION_FROM
            ? "Mandatory for suits not seeking urgent interim relief; a suit filed without it is rejected (Patil Automation v Rakheja Engineers, SC 2022, for suits from 20 Aug 2022)"
            : "Required by s.12A; the Supreme Court made it mandatory for suits filed from 20 Aug 2022",
        citation_ids: cite(ctx, cca("12A"), ref(CPC, "Order VII Rule 11")),
      });
    } else if (commercial && urgent) {
      checklist.push({
        item: "Plead and show the urgency of the interim relief sought",
        why: "Only a suit that genuinely contemplates urgent interim relief may skip s.12A mediation; courts look at the substance, not the label",
        citation_ids: cite(ctx, cca("12A"), ref(CPC, "Order XXXIX Rule 1")),
      });
    }
    checklist.push({
      item: "Valuation of the claim under s.12 (amount with interest to the filing date, or market value)",
      why: "The specified value decides whether the Commercial Courts Act applies and which court hears the suit",
      citation_ids: cite(ctx, cca("12")),
    });
    if (input.cause_of_action_date) {
      const claim = input.claim ?? "breach_of_contract";
      const article = claim === "breach_of_contract" ? "55" : claim === "money_lent" ? "19" : "113";
      const suitDeadline = (trigger: string, triggerEvent: string, restartedBy: string | null) =>
        computeDeadline(
          {
            key: "suit_limitation",
            label: "Limitation for the suit",
            trigger,
            triggerEvent,
            period: { years: 3 },
            excluded: input.mediation_days ? [{ days: input.mediation_days, why: "time spent in s.12A pre-institution mediation" }] : [],
            condonation: { kind: "none", basis: "Limitation Act s.5 does not apply to suits; a time-barred plaint is rejected" },
            refs: [ref(LIMITATION_SCHEDULE, article), ref(LIMITATION, "3"), ...(restartedBy ? [ref(LIMITATION, restartedBy)] : []), ...(input.mediation_days ? [cca("12A")] : [])],
          },
          ctx,
        );
      const restarts = freshStarts(input);
      const { deadline, late } = limitationWithFreshStarts(
        {
          trigger: input.cause_of_action_date,
          event: claim === "breach_of_contract" ? "breach of contract" : claim === "money_lent" ? "date the loan was made" : "accrual of the right to sue",
        },
        restarts,
        suitDeadline,
        ctx,
        { afterExpiry: "A written, signed promise to pay the time-barred debt can still be enforced as a new agreement (Indian Contract Act s.25(3))." },
      );
      deadlines.push(deadline);
      if (late.length) notes.push({ text: "A written, signed promise to pay a time-barred debt is a valid agreement without consideration, and may be sued on within its own period.", kind: "statute", citation_ids: cite(ctx, ref(CONTRACT_ACT, "25")) });
      if (deadlines.at(-1)?.status === "out_of_time" && !restarts.length) {
        notes.push({
          text: "On its own dates the claim is time-barred: unless an acknowledgment (s.18) or part-payment (s.19) restarted time, the plaint would be rejected; give acknowledgment_date or part_payment_date to apply them.",
          kind: "statute",
          citation_ids: cite(ctx, ref(LIMITATION, "3"), ref(LIMITATION, "18"), ref(LIMITATION, "19"), ref(CPC, "Order VII Rule 11")),
        });
      }
    }
    if (commercial) {
      notes.push({ text: "Summary judgment without trial is available in commercial suits where the defence has no real prospect of success.", kind: "statute", citation_ids: cite(ctx, ref(CPC, "Order XIII-A"), cca("16")) });
    }
  }

  if (stage === "written_statement" && input.summons_served_date) {
    const inCommercialSuit = commercial !== false;
    deadlines.push(
      computeDeadline(
        {
          key: "written_statement",
          label: "Written statement",
          trigger: input.summons_served_date,
          triggerEvent: "service of summons",
          period: { days: 30 },
          condonation: inCommercialSuit
            ? { kind: "capped", further: { days: 90 }, basis: "In a commercial suit the court may allow it up to 120 days from service, with costs and recorded reasons; after that the right is forfeited (SCG Contracts v K.S. Chamankar, SC 2019)", refs: [cca("16")] }
            : { kind: "uncapped", basis: "In an ordinary suit the court may extend time up to 90 days, a limit the Supreme Court reads as directory (Kailash v Nanhku, 2005)" },
          refs: [ref(CPC, "Order VIII Rule 1")],
          counting: ["A period fixed by the Code, not the Limitation Act: calendar days from service"],
          firstDayRule: "General Clauses Act 1897 s.9",
        },
        ctx,
      ),
    );
  }

  if (stage === "appeal" && input.order_date) {
    const by = input.decided_by ?? "commercial_court_district_judge";
    forum = {
      forum: by === "commercial_court_below_district_judge" ? "Commercial Appellate Court (district-judge level)" : "Commercial Appellate Division of the High Court",
      basis: "Appeals lie only from decrees and from orders listed in CPC Order XLIII (and Arbitration Act s.37); no revision or Letters Patent route",
      citation_ids: cite(ctx, cca("13"), by === "commercial_court_below_district_judge" ? cca("3A") : cca("5"), ref(CPC, "Order XLIII Rule 1")),
    };
    next = { forum: "Supreme Court of India (special leave)", basis: "By special leave from the appellate judgment", citation_ids: cite(ctx, ref("in-constitution-of-india", "136")) };
    deadlines.push(
      computeDeadline(
        {
          key: "commercial_appeal",
          label: "Appeal under Commercial Courts Act s.13",
          trigger: input.order_date,
          triggerEvent: "date of the judgment or order",
          period: { days: 60 },
          certifiedCopy: input,
          condonation: {
            kind: "uncapped",
            basis: "Limitation Act s.5 applies with no statutory cap, but delay beyond 60 days is condoned only exceptionally (Government of Maharashtra v Borse Brothers, SC 2021)",
            refs: [ref(LIMITATION, "5")],
          },
          refs: [cca("13"), ref(LIMITATION, "12")],
        },
        ctx,
      ),
    );
    notes.push({
      text: "A November 2024 draft amendment proposed allowing only 30 more days after the 60; it is not law, so the uncapped s.5 discretion still applies.",
      kind: "practice",
      citation_ids: cite(ctx, cca("13")),
    });
    money.push({
      label: "Deposit or security in an appeal from a money decree",
      amount: null,
      basis: "The appellate court may require the amount in dispute to be deposited or secured before staying execution",
      citation_ids: cite(ctx, ref(CPC, "Order XLI Rule 1")),
    });
    checklist.push({ item: "Certified copy of the judgment or order, applied for within the period", why: "Copy time is excluded only if applied for in time", citation_ids: cite(ctx, ref(LIMITATION, "12")) });
  }

  if (stage === "arbitration_challenge" && input.award_received_date) {
    const afterCorrection = input.correction_request_disposed_date;
    forum = {
      forum: commercial ? "Commercial Division or Commercial Court with jurisdiction over the arbitration" : "Principal civil court of original jurisdiction (the \"Court\" of Arbitration Act s.2(1)(e))",
      basis: "Recourse against an award is only by an application to set it aside on the s.34 grounds",
      citation_ids: cite(ctx, arb("34"), arb("2"), ...(commercial ? [cca("10")] : [])),
    };
    next = { forum: "Court hearing s.37 appeals (Commercial Appellate Division where the Commercial Courts Act applies)", basis: "An order setting aside or refusing to set aside an award is appealable", citation_ids: cite(ctx, arb("37")) };
    deadlines.push(
      computeDeadline(
        {
          key: "section_34",
          label: "Petition to set aside the award",
          trigger: afterCorrection ?? input.award_received_date,
          triggerEvent: afterCorrection ? "disposal of the s.33 request" : "receipt of the signed award",
          period: { months: 3 },
          condonation: {
            kind: "capped",
            further: { days: 30 },
            basis: "The court may entertain it within a further 30 days for sufficient cause, \"but not thereafter\"; Limitation Act s.5 is excluded (Union of India v Popular Construction, SC 2001)",
            refs: [arb("34")],
          },
          refs: [arb("34"), ...(afterCorrection ? [arb("33")] : [])],
        },
        ctx,
      ),
    );
    notes.push({ text: "Once the time to challenge expires the award is enforceable as a decree; filing a s.34 petition does not itself stay enforcement.", kind: "statute", citation_ids: cite(ctx, arb("36")) });
    checklist.push({ item: "Signed copy of the award and the date of its receipt (and of any s.33 disposal)", why: "The three months run from receipt, not from the award's date", citation_ids: cite(ctx, arb("34"), arb("31")) });
  }

  if (stage === "arbitration_appeal" && input.order_date) {
    const highCourt = input.appeal_to_high_court ?? true;
    forum = {
      forum: commercial ? "Commercial Appellate Division of the High Court" : highCourt ? "High Court" : "Appellate court",
      basis: "Only the orders listed in s.37 are appealable",
      citation_ids: cite(ctx, arb("37"), ...(commercial ? [cca("13")] : [])),
    };
    next = { forum: "Supreme Court of India (special leave)", basis: "No second appeal; special leave only", citation_ids: cite(ctx, ref("in-constitution-of-india", "136")) };
    deadlines.push(
      computeDeadline(
        {
          key: "section_37",
          label: "Appeal under Arbitration Act s.37",
          trigger: input.order_date,
          triggerEvent: "date of the order",
          period: { days: commercial ? 60 : highCourt ? 90 : 30 },
          certifiedCopy: input,
          condonation: {
            kind: "uncapped",
            basis: "Limitation Act s.5 applies, but delay is condoned only exceptionally (Government of Maharashtra v Borse Brothers, SC 2021)",
            refs: [ref(LIMITATION, "5")],
          },
          refs: commercial ? [arb("37"), cca("13"), ref(LIMITATION, "12")] : [arb("37"), ref(LIMITATION_SCHEDULE, "116"), ref(LIMITATION, "12")],
          counting: [commercial ? "60 days under Commercial Courts Act s.13(1A) for commercial disputes of specified value" : "Limitation Act Art. 116: 90 days to a High Court, 30 days to any other court"],
        },
        ctx,
      ),
    );
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
    specified_value_threshold: threshold,
    is_commercial_court_matter: commercial,
    pre_institution_mediation_required: mediationRequired,
  };
}

export const commercialLitTool: AnalysisTool<typeof commercialLitInput, Result> = {
  tool_type: "commercial-lit",
  name: "Commercial litigation and arbitration challenges",
  description:
    "Checks a commercial dispute under the Commercial Courts Act 2015: whether the specified value (₹3 lakh) is met, the Commercial Court or Commercial Division and the appellate forum, s.12A pre-institution mediation, suit limitation with mediation time excluded, the 30/120-day written statement limit, the 60-day s.13 appeal, and Arbitration Act s.34 (3 months + 30 days cap) and s.37 periods.",
  input: commercialLitInput,
  result: commercialLitResult,
  example: {
    tool_type: "commercial-lit",
    jurisdiction: "IN-MH",
    question: "We received the arbitral award on 31 January 2026. Until when can we challenge it?",
    as_of: "2026-05-10",
    stage: "arbitration_challenge",
    specified_value: 45_000_000,
    award_received_date: "2026-01-31",
  },
  covers: ["IN"],
  keyFields: ["stage", "specified_value", "cause_of_action_date", "summons_served_date", "order_date", "award_received_date"],
  run,
};
