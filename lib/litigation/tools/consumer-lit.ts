import { z } from "zod";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import {
  CONSTITUTION,
  LIMITATION,
  InputProblems,
  certifiedCopyDateFields,
  checkCertifiedCopy,
  hasCertifiedCopy,
  cite,
  citationIds,
  civilResultBase,
  computeDeadline,
  dayCount,
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

const CPA = "in-consumer-protection-act-2019";
const s = (article: string) => ref(CPA, article);

/** The Consumer Protection Act 2019 came into force on 20 Jul 2020; before it, the 1986 Act applied (not computed). */
const ACT_IN_FORCE = "2020-07-20";
/** Consumer Protection (Jurisdiction of the District Commission, the State Commission and the National Commission) Rules 2021, G.S.R. 912(E). */
const RULES_2021_FROM = "2021-12-30";
const LAKH = 100_000;
const CRORE = 10_000_000;
/** Upper limits of the District and State Commissions, by the value of the goods or services paid as consideration. */
const BANDS = {
  rules2021: { district: 50 * LAKH, state: 2 * CRORE, label: "₹50 lakh / ₹2 crore (Jurisdiction Rules 2021, from 30 Dec 2021)" },
  act2019: { district: 1 * CRORE, state: 10 * CRORE, label: "₹1 crore / ₹10 crore (the Act as enacted, 20 Jul 2020 – 29 Dec 2021)" },
} as const;

export const consumerStages = ["complaint", "appeal_state", "appeal_national", "appeal_supreme_court"] as const;

export const consumerLitInput = z.strictObject({
  stage: z
    .enum(consumerStages)
    .optional()
    .describe(
      "complaint: a new complaint; appeal_state: appeal from a District Commission order (s.41); appeal_national: appeal from a State Commission order (s.51); appeal_supreme_court: appeal from a National Commission order (s.67). Default complaint",
    ),
  consideration_paid: rupees("Value of the goods or services paid as consideration (this, not the claim, fixes the forum)").optional(),
  cause_of_action_date: isoDate("Date the cause of action arose (s.69 counts two years from it)").optional(),
  order_date: isoDate("Date of the order appealed against").optional(),
  certified_copy_days: dayCount("Days taken to obtain a certified copy of the order, applied for within the period (Limitation Act s.12(2), applied through s.29(2))").optional(),
  ...certifiedCopyDateFields,
  amount_ordered: rupees("Amount the order requires the appellant to pay (the base of the 50% pre-deposit)").optional(),
  appellant: z.enum(["complainant", "opposite_party"]).optional().describe("Who appeals; the pre-deposit applies to an appellant required to pay. Default opposite_party"),
  state_order_in_appeal: z
    .boolean()
    .optional()
    .describe("appeal_national: the State Commission's order was itself made in an appeal (then the appeal lies only on a substantial question of law, s.51(2))"),
  ncdrc_original_jurisdiction: z
    .boolean()
    .optional()
    .describe("appeal_supreme_court: the National Commission's order was made in its original jurisdiction (s.67 allows an appeal only from those). Default true"),
});
type Input = z.infer<typeof consumerLitInput>;

export const consumerLitResult = z.object({
  ...civilResultBase,
  stage: z.enum(consumerStages),
  pecuniary: z
    .object({
      consideration_paid: z.number(),
      limits_in_force: z.string().describe("Which set of limits applies on as_of (taken as the filing date)"),
      forum: z.enum(["district", "state", "national"]),
      citation_ids: citationIds,
    })
    .nullable(),
});
type Result = z.infer<typeof consumerLitResult>;

const commission = (level: "district" | "state" | "national", ctx: CoreContext, basis: string): Forum => {
  const names = { district: "District Consumer Disputes Redressal Commission", state: "State Consumer Disputes Redressal Commission", national: "National Consumer Disputes Redressal Commission" };
  const article = { district: "34", state: "47", national: "58" }[level];
  return { forum: names[level], basis, citation_ids: cite(ctx, s(article)) };
};

function pecuniaryForum(paid: number, asOf: string): { level: "district" | "state" | "national"; limits: (typeof BANDS)[keyof typeof BANDS] } {
  const limits = asOf >= RULES_2021_FROM ? BANDS.rules2021 : BANDS.act2019;
  const level = paid <= limits.district ? "district" : paid <= limits.state ? "state" : "national";
  return { level, limits };
}

const inr = (n: number) => `₹${n.toLocaleString("en-IN")}`;

function run(input: Input, ctx: CoreContext): Result {
  const stage = input.stage ?? "complaint";
  const problems = new InputProblems();
  checkCertifiedCopy(problems, input, ctx.asOf);
  problems.notAfterAsOf("cause_of_action_date", input.cause_of_action_date, ctx.asOf);
  problems.notAfterAsOf("order_date", input.order_date, ctx.asOf);
  if (stage !== "complaint" && input.order_date === undefined) problems.add("order_date", `needed to compute the ${stage === "appeal_state" ? "s.41" : stage === "appeal_national" ? "s.51" : "s.67"} appeal period`);
  if (stage === "complaint" && input.order_date !== undefined) problems.add("order_date", "a complaint has no order yet; choose an appeal stage");
  problems.throwIfAny();

  if (ctx.asOf < ACT_IN_FORCE) {
    // A complaint or appeal filed before 20 Jul 2020 went to the 1986 Act's fora, on its own limits and periods; the 2019
    // Act's District/State/National bands and deposits must not be applied to it.
    ctx.warn({
      code: "jurisdiction_not_covered",
      message: `as_of ${ctx.asOf} is before 20 Jul 2020, when the Consumer Protection Act 2019 came into force: the Consumer Protection Act 1986 governed, and its forums, pecuniary limits, periods and deposits are not computed here.`,
    });
    return { as_of: ctx.asOf, stage, forum: null, next_forum: null, deadlines: [], money: [], checklist: [], notes: [], pecuniary: null };
  }

  const deadlines: Deadline[] = [];
  const money: MoneyItem[] = [];
  const checklist: ChecklistItem[] = [];
  const notes: Note[] = [];
  let forum: Forum | null = null;
  let next: Forum | null = null;
  let pecuniary: Result["pecuniary"] = null;

  if (input.consideration_paid !== undefined) {
    const { level, limits } = pecuniaryForum(input.consideration_paid, ctx.asOf);
    pecuniary = { consideration_paid: input.consideration_paid, limits_in_force: limits.label, forum: level, citation_ids: cite(ctx, s("34"), s("47"), s("58")) };
  }

  if (stage === "complaint") {
    if (pecuniary) {
      const level = pecuniary.forum;
      forum = commission(level, ctx, `Consideration paid of ${inr(pecuniary.consideration_paid)} falls in its band under the limits ${pecuniary.limits_in_force}`);
      next =
        level === "district"
          ? commission("state", ctx, "Appeal within 45 days (s.41); revision on jurisdictional error (s.47(1)(b))")
          : level === "state"
            ? commission("national", ctx, "Appeal within 30 days (s.51); revision (s.58(1)(b))")
            : { forum: "Supreme Court of India", basis: "Appeal within 30 days from an order made in original jurisdiction (s.67)", citation_ids: cite(ctx, s("67")) };
    }
    if (input.cause_of_action_date) {
      deadlines.push(
        computeDeadline(
          {
            key: "complaint_limitation",
            label: "Limitation for the consumer complaint",
            trigger: input.cause_of_action_date,
            triggerEvent: "the cause of action arose",
            period: { years: 2 },
            condonation: { kind: "uncapped", basis: "The Commission may admit a later complaint if satisfied there was sufficient cause, recording its reasons (s.69(2)); no outer limit", refs: [s("69")] },
            refs: [s("69")],
          },
          ctx,
        ),
      );
    }
    checklist.push(
      { item: "Proof of payment of the consideration (invoice, receipt, bank statement)", why: "The value paid, not the compensation claimed, fixes the Commission's pecuniary jurisdiction", citation_ids: cite(ctx, s("34")) },
      { item: "The complaint with the defect or deficiency and the relief sought, filed physically or through e-Daakhil", why: "How a complaint is made and who may file it", citation_ids: cite(ctx, s("35")) },
      { item: "Application for condonation of delay, with the reasons, if filed after two years", why: "A late complaint is admitted only on sufficient cause recorded by the Commission", citation_ids: cite(ctx, s("69")) },
    );
    notes.push({ text: "The Commission aims to decide within three months of notice to the opposite party, or five months where goods need testing or analysis.", kind: "statute", citation_ids: cite(ctx, s("38")) });
  }

  const appeal = (spec: { key: string; label: string; days: number; article: string; from: string }) => {
    deadlines.push(
      computeDeadline(
        {
          key: spec.key,
          label: spec.label,
          trigger: input.order_date!,
          triggerEvent: `the ${spec.from} order`,
          period: { days: spec.days },
          certifiedCopy: input,
          condonation: { kind: "uncapped", basis: `The appellate body may entertain a later appeal if satisfied there was sufficient cause; the Act sets no outer limit (s.${spec.article} proviso)`, refs: [s(spec.article)] },
          refs: [s(spec.article), ...(hasCertifiedCopy(input) ? [ref(LIMITATION, "12"), ref(LIMITATION, "29")] : [])],
        },
        ctx,
      ),
    );
    const payer = (input.appellant ?? "opposite_party") === "opposite_party";
    money.push({
      label: "Pre-deposit to file the appeal",
      amount: !payer ? 0 : input.amount_ordered === undefined ? null : Math.round(input.amount_ordered * 0.5 * 100) / 100,
      basis: payer
        ? input.amount_ordered === undefined
          ? "50% of the amount the order requires the appellant to pay; give amount_ordered to compute it"
          : `50% of ${inr(input.amount_ordered)} ordered; no upper cap under the 2019 Act (the ₹25,000 cap was the 1986 Act's)`
        : "None: the complainant appealing is not required to pay anything under the order",
      citation_ids: cite(ctx, s(spec.article)),
    });
    checklist.push(
      { item: "Certified copy of the order appealed against", why: "Filed with the memorandum of appeal", citation_ids: cite(ctx, s(spec.article)) },
      ...(payer ? [{ item: "Proof of the 50% deposit", why: "The appeal is not entertained without it", citation_ids: cite(ctx, s(spec.article)) }] : []),
    );
  };

  if (stage === "appeal_state") {
    forum = commission("state", ctx, "Hears appeals from District Commission orders");
    next = commission("national", ctx, "Appeal from the State Commission's appellate order lies only on a substantial question of law (s.51(2)); revision under s.58(1)(b)");
    appeal({ key: "state_appeal", label: "Appeal to the State Commission", days: 45, article: "41", from: "District Commission's" });
  }

  if (stage === "appeal_national") {
    forum = commission("national", ctx, input.state_order_in_appeal ? "Hears an appeal from a State Commission's appellate order only on a substantial question of law" : "Hears appeals from State Commission orders in its original jurisdiction");
    next = { forum: "Supreme Court of India", basis: input.state_order_in_appeal ? "No s.67 appeal from the National Commission's appellate orders; only special leave under Art. 136" : "Appeal from National Commission orders made in original jurisdiction only", citation_ids: cite(ctx, s("67")) };
    appeal({ key: "national_appeal", label: "Appeal to the National Commission", days: 30, article: "51", from: "State Commission's" });
    if (input.state_order_in_appeal) {
      checklist.push({ item: "The substantial question of law the appeal raises, framed in the memorandum", why: "A second appeal lies only on such a question", citation_ids: cite(ctx, s("51")) });
    }
  }

  if (stage === "appeal_supreme_court") {
    if (input.ncdrc_original_jurisdiction === false) {
      // s.67 reaches only orders made in original jurisdiction: from an appellate or revisional order there is no
      // statutory appeal, hence no s.67 period and no 50% deposit; the route is special leave.
      ctx.warn({
        code: "no_statutory_appeal",
        message: "No appeal lies under s.67 from a National Commission order made in its appellate or revisional jurisdiction, so there is no s.67 period and no 50% pre-deposit; the route is a special leave petition under Art. 136.",
      });
      forum = { forum: "Supreme Court of India (special leave petition)", basis: "Discretionary special leave under Art. 136: s.67 gives no appeal from the National Commission's appellate or revisional orders", citation_ids: cite(ctx, ref(CONSTITUTION, "136"), s("67")) };
      deadlines.push(specialLeaveDeadline(input.order_date!, "the National Commission's order", ctx));
      checklist.push({ item: "Certified copy of the National Commission's order and the grounds for special leave", why: "A special leave petition is discretionary; no deposit is fixed by statute", citation_ids: cite(ctx, ref(CONSTITUTION, "136")) });
    } else {
      forum = { forum: "Supreme Court of India", basis: "Appeal from National Commission orders made in its original jurisdiction", citation_ids: cite(ctx, s("67")) };
      appeal({ key: "supreme_court_appeal", label: "Appeal to the Supreme Court", days: 30, article: "67", from: "National Commission's" });
    }
  }

  return { as_of: ctx.asOf, stage, forum, next_forum: next, deadlines, money, checklist, notes, pecuniary };
}

export const consumerLitTool: AnalysisTool<typeof consumerLitInput, Result> = {
  tool_type: "consumer-lit",
  name: "Consumer disputes (Consumer Protection Act 2019)",
  description:
    "Checks a consumer dispute: the District, State or National Commission by the consideration paid (limits of the 2021 Jurisdiction Rules from 30 Dec 2021, the Act's own before), the two-year s.69 limitation with condonation, appeals of 45 days (s.41) and 30 days (ss.51, 67) with the 50% pre-deposit, who may appeal further, and a filing checklist.",
  input: consumerLitInput,
  result: consumerLitResult,
  example: {
    tool_type: "consumer-lit",
    jurisdiction: "IN",
    question: "The District Commission ordered us to refund a buyer and pay compensation on 15 January 2026. Can we still appeal, and what must we deposit?",
    as_of: "2026-03-05",
    stage: "appeal_state",
    order_date: "2026-01-15",
    amount_ordered: 640000,
    appellant: "opposite_party",
    consideration_paid: 520000,
  },
  covers: ["IN"],
  keyFields: ["stage", "consideration_paid", "cause_of_action_date", "order_date", "amount_ordered"],
  run,
};
