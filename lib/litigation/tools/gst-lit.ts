import { z } from "zod";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import {
  InputProblems,
  cite,
  citationIds,
  civilResultBase,
  computeDeadline,
  isoDate,
  ref,
  rupees,
  type ChecklistItem,
  type Deadline,
  type Forum,
  type MoneyItem,
  type Note,
} from "@/lib/tools/civil-limitation";

const CGST = "in-cgst-act-2017";
const s = (article: string) => ref(CGST, article);

const CRORE = 10_000_000;
/** Finance (No. 2) Act 2024, in force 1 Nov 2024 (N.No. 17/2024): lower pre-deposit caps and GSTAT's 10%. */
const AMENDED_FROM = "2024-11-01";
const FIRST_APPEAL_CAPS = {
  amended: { cgst: 20 * CRORE, sgst: 20 * CRORE, igst: 40 * CRORE },
  before: { cgst: 25 * CRORE, sgst: 25 * CRORE, igst: 50 * CRORE },
} as const;
/**
 * s.112(8) caps on the Tribunal deposit. From 1 Nov 2024: ₹20 crore each for CGST and SGST, and ₹40 crore for IGST (IGST
 * Act s.20 as amended; FORM GST APL-05 as substituted by N.No. 20/2024-CT). Before: ₹50 crore each for CGST and SGST; the
 * IGST cap before the amendment is not confirmed, so none is applied.
 */
const TRIBUNAL_CAPS = {
  amended: { cgst: 20 * CRORE, sgst: 20 * CRORE, igst: 40 * CRORE },
  before: { cgst: 50 * CRORE, sgst: 50 * CRORE, igst: null },
} as const;
/** Notification of 17 Sep 2025: appeals to GSTAT against orders communicated before 1 Apr 2026 may be filed until 30 Jun 2026. */
const GSTAT_TRANSITION_ORDERS_BEFORE = "2026-04-01";
const GSTAT_TRANSITION_COUNTED_FROM = "2026-03-31";
const GSTAT_SMALL_CASE_LIMIT = 50_000;

export const gstStages = ["first_appeal", "gstat", "high_court"] as const;
const heads = ["cgst", "sgst", "igst"] as const;
type Head = (typeof heads)[number];

export const gstLitInput = z.strictObject({
  stage: z.enum(gstStages).optional().describe("first_appeal: to the Appellate Authority (s.107); gstat: to the Appellate Tribunal (s.112); high_court: s.117. Default first_appeal"),
  order_date: isoDate("Date the order appealed against was communicated (received)").optional(),
  disputed_tax: z
    .strictObject({
      cgst: rupees("Disputed CGST").default(0),
      sgst: rupees("Disputed SGST or UTGST").default(0),
      igst: rupees("Disputed IGST").default(0),
    })
    .optional()
    .describe("Tax in dispute, by head (the base of the pre-deposit)"),
  admitted_amount: rupees("Tax, interest, fine, fee and penalty admitted (paid in full before appealing)").optional(),
  penalty_only: z.boolean().optional().describe("The order demands only a penalty, no tax"),
  penalty_amount: rupees("Penalty in dispute, for a penalty-only order").optional(),
  appellant: z.enum(["taxpayer", "department"]).optional().describe("Who appeals. Default taxpayer"),
  gstat_bench: z
    .enum(["state", "principal"])
    .optional()
    .describe("gstat and high_court stages: which GSTAT bench decides or decided (Principal Bench orders go to the Supreme Court, s.118; State Bench orders to the High Court, s.117). Default state"),
});
type Input = z.infer<typeof gstLitInput>;

const headAmount = z.object({ head: z.enum(heads), disputed: z.number(), ten_percent: z.number(), cap: z.number().nullable(), deposit: z.number() });

export const gstLitResult = z.object({
  ...civilResultBase,
  stage: z.enum(gstStages),
  pre_deposit: z
    .object({
      rate_pct: z.number(),
      by_head: z.array(headAmount),
      admitted: z.number().describe("Paid in full on top, first appeal only"),
      total: z.number(),
      rules_in_force: z.string(),
      citation_ids: citationIds,
    })
    .nullable(),
});
type Result = z.infer<typeof gstLitResult>;

const inr = (n: number) => `₹${n.toLocaleString("en-IN")}`;
const round2 = (n: number) => Math.round(n * 100) / 100;

function forums(stage: Result["stage"], bench: "state" | "principal", ctx: CoreContext): { forum: Forum; next: Forum | null } {
  const authority: Forum = { forum: "Appellate Authority (Commissioner (Appeals) or Joint/Additional Commissioner (Appeals))", basis: "First appeal from an adjudicating authority's order", citation_ids: cite(ctx, s("107")) };
  const gstat: Forum = { forum: "GST Appellate Tribunal", basis: "Appeal from an Appellate Authority's or Revisional Authority's order", citation_ids: cite(ctx, s("112")) };
  const highCourt: Forum = { forum: "High Court", basis: "Appeal from a State or Area Bench order on a substantial question of law", citation_ids: cite(ctx, s("117")) };
  const supremeCourt: Forum = { forum: "Supreme Court of India", basis: "Appeal from Principal Bench orders, or from High Court judgments the High Court certifies fit", citation_ids: cite(ctx, s("118")) };
  if (stage === "first_appeal") return { forum: authority, next: gstat };
  // s.117 reaches only State Bench orders; an appeal from a Principal Bench order lies to the Supreme Court (s.118(1)(a)).
  if (stage === "gstat") return { forum: gstat, next: bench === "principal" ? supremeCourt : highCourt };
  return bench === "principal" ? { forum: supremeCourt, next: null } : { forum: highCourt, next: supremeCourt };
}

function run(input: Input, ctx: CoreContext): Result {
  const stage = input.stage ?? "first_appeal";
  const appellant = input.appellant ?? "taxpayer";
  const problems = new InputProblems();
  problems.notAfterAsOf("order_date", input.order_date, ctx.asOf);
  if (input.penalty_only && input.disputed_tax && heads.some((h) => input.disputed_tax![h] > 0)) problems.add("disputed_tax", "a penalty-only order has no tax in dispute");
  if (input.penalty_amount !== undefined && !input.penalty_only) problems.add("penalty_amount", "given only with penalty_only: true");
  if (stage === "high_court" && input.disputed_tax) problems.add("disputed_tax", "no pre-deposit is computed for a High Court appeal");
  problems.throwIfAny();

  const { forum, next } = forums(stage, input.gstat_bench ?? "state", ctx);
  const deadlines: Deadline[] = [];
  const money: MoneyItem[] = [];
  const checklist: ChecklistItem[] = [];
  const notes: Note[] = [];
  let preDeposit: Result["pre_deposit"] = null;

  if (input.order_date) {
    if (stage === "first_appeal") {
      deadlines.push(
        computeDeadline(
          {
            key: "first_appeal",
            label: "Appeal to the Appellate Authority",
            trigger: input.order_date,
            triggerEvent: "communication of the order",
            period: { months: appellant === "taxpayer" ? 3 : 6 },
            condonation: { kind: "capped", further: { months: 1 }, basis: "The Appellate Authority may allow one further month for sufficient cause, never more (s.107(4)); Limitation Act s.5 cannot extend it", refs: [s("107")] },
            refs: [s("107")],
            counting: appellant === "department" ? ["Six months for an appeal the Commissioner directs after reviewing the order (s.107(2))"] : [],
          },
          ctx,
        ),
      );
    } else if (stage === "gstat") {
      const transitional = appellant === "taxpayer" && input.order_date < GSTAT_TRANSITION_ORDERS_BEFORE;
      const trigger = transitional && input.order_date < GSTAT_TRANSITION_COUNTED_FROM ? GSTAT_TRANSITION_COUNTED_FROM : input.order_date;
      deadlines.push(
        computeDeadline(
          {
            key: "gstat_appeal",
            label: "Appeal to the GST Appellate Tribunal",
            trigger,
            triggerEvent: transitional
              ? "the later of communication of the order and the date notified for filing before the Tribunal (orders communicated before 1 Apr 2026 may be appealed until 30 Jun 2026)"
              : appellant === "taxpayer"
                ? "communication of the order"
                : "the order (the Commissioner's review application)",
            period: { months: appellant === "taxpayer" ? 3 : 6 },
            condonation: { kind: "capped", further: { months: 3 }, basis: "The Tribunal may admit an appeal up to three months after the period for sufficient cause (s.112(6))", refs: [s("112")] },
            refs: [s("112")],
          },
          ctx,
        ),
      );
      checklist.push({ item: "Cross-objections, if the other side appeals: within 45 days of notice of the appeal", why: "s.112(5)", citation_ids: cite(ctx, s("112")) });
    } else {
      deadlines.push(
        computeDeadline(
          {
            key: "high_court_appeal",
            label: input.gstat_bench === "principal" ? "Appeal to the Supreme Court" : "Appeal to the High Court",
            trigger: input.order_date,
            triggerEvent: "receipt of the Tribunal's order",
            period: { days: 180 },
            condonation: { kind: "uncapped", basis: "The High Court may entertain a later appeal for sufficient cause, with no outer limit (s.117(2))", refs: [s("117")] },
            refs: [input.gstat_bench === "principal" ? s("118") : s("117")],
            byAnalogy: input.gstat_bench === "principal" ? { from: "CGST s.117 (the High Court appeal); s.118 applies the CPC's rules on appeals to the Supreme Court and fixes no period of its own" } : undefined,
          },
          ctx,
        ),
      );
      if (input.gstat_bench === "principal") {
        ctx.warn({ code: "period_by_analogy", message: "s.118 fixes no period of its own for an appeal from a Principal Bench order: the 180 days shown are the s.117 period, borrowed by analogy, not a rule. Check the Supreme Court Rules 2013 before relying on it." });
      }
      checklist.push({ item: "The substantial question of law, formulated in the memorandum of appeal", why: "The High Court hears the appeal only on such a question", citation_ids: cite(ctx, s("117")) });
    }
  }

  if (stage !== "high_court" && appellant === "taxpayer") {
    const amended = ctx.asOf >= AMENDED_FROM;
    const rate = stage === "first_appeal" ? 10 : amended ? 10 : 20;
    const capFor = (head: Head): number | null => (stage === "first_appeal" ? (amended ? FIRST_APPEAL_CAPS.amended : FIRST_APPEAL_CAPS.before) : amended ? TRIBUNAL_CAPS.amended : TRIBUNAL_CAPS.before)[head];
    if (input.penalty_only) {
      const deposit = input.penalty_amount === undefined ? null : round2(input.penalty_amount * 0.1);
      money.push({ label: "Pre-deposit on a penalty-only order", amount: deposit, basis: deposit === null ? "10% of the penalty in dispute; give penalty_amount to compute it" : `10% of ${inr(input.penalty_amount!)}`, citation_ids: cite(ctx, s(stage === "first_appeal" ? "107" : "112")) });
    } else if (input.disputed_tax) {
      const byHead = heads.map((head) => {
        const disputed = input.disputed_tax![head];
        const tenPercent = round2((disputed * rate) / 100);
        const cap = capFor(head);
        return { head, disputed, ten_percent: tenPercent, cap, deposit: cap === null ? tenPercent : Math.min(tenPercent, cap) };
      });
      const admitted = stage === "first_appeal" ? (input.admitted_amount ?? 0) : 0;
      const total = round2(byHead.reduce((sum, h) => sum + h.deposit, 0) + admitted);
      preDeposit = {
        rate_pct: rate,
        by_head: byHead,
        admitted,
        total,
        rules_in_force:
          stage === "first_appeal"
            ? amended
              ? "s.107(6) from 1 Nov 2024: 10% of disputed tax, at most ₹20 crore CGST, ₹20 crore SGST, ₹40 crore IGST"
              : "s.107(6) before 1 Nov 2024: 10% of disputed tax, at most ₹25 crore CGST, ₹25 crore SGST, ₹50 crore IGST"
            : amended
              ? "s.112(8) from 1 Nov 2024: a further 10% of the tax still in dispute, at most ₹20 crore each for CGST and SGST and ₹40 crore for IGST"
              : "s.112(8) before 1 Nov 2024: a further 20% of the tax still in dispute, at most ₹50 crore each for CGST and SGST",
        citation_ids: cite(ctx, s(stage === "first_appeal" ? "107" : "112")),
      };
      money.push({ label: "Pre-deposit to file the appeal", amount: total, basis: `${rate}% of the disputed tax by head, capped${admitted > 0 ? `, plus the admitted ${inr(admitted)} in full` : ""}`, citation_ids: preDeposit.citation_ids });
      if (stage === "gstat") {
        ctx.warn({
          code: amended ? "assumption" : "conflicting_authority",
          message: amended
            ? "The s.112(8) deposit is on top of the s.107(6) deposit already paid."
            : "Before 1 Nov 2024 the s.112(8) deposit was 20%, capped at ₹50 crore each for CGST and SGST; the IGST cap of that time is not confirmed here, so none is applied to IGST.",
        });
        const inDispute = byHead.reduce((sum, h) => sum + h.disputed, 0);
        if (inDispute <= GSTAT_SMALL_CASE_LIMIT) {
          notes.push({ text: `The tax in dispute (${inr(inDispute)}) is ₹50,000 or less: the Tribunal may refuse to admit the appeal (s.112(2)).`, kind: "statute", citation_ids: cite(ctx, s("112")) });
        }
      }
    }
    checklist.push(
      { item: "Proof of the pre-deposit (payment through the electronic cash or credit ledger)", why: "No appeal is filed without it; on filing, recovery of the balance is stayed", citation_ids: cite(ctx, s(stage === "first_appeal" ? "107" : "112")) },
      { item: "Copy of the order and the grounds of appeal, filed electronically", why: "The appeal runs from communication of the order", citation_ids: cite(ctx, s(stage === "first_appeal" ? "107" : "112")) },
    );
  }
  if (stage === "first_appeal") {
    notes.push({ text: "The Appellate Authority should decide within one year of filing where it is possible to do so.", kind: "statute", citation_ids: cite(ctx, s("107")) });
  }

  return { as_of: ctx.asOf, stage, forum, next_forum: next, deadlines, money, checklist, notes, pre_deposit: preDeposit };
}

export const gstLitTool: AnalysisTool<typeof gstLitInput, Result> = {
  tool_type: "gst-lit",
  name: "GST appeals (CGST Act 2017)",
  description:
    "Checks a GST appeal: Appellate Authority → GST Appellate Tribunal → High Court → Supreme Court, the s.107 period (3 months, 6 for the department) with its one-month hard cap, the GSTAT period with the transitional window to 30 Jun 2026 and the three-month condonation, the 180-day High Court appeal, and the pre-deposits by tax head (s.107(6) 10% and s.112(8) a further 10%, with the caps in force from 1 Nov 2024).",
  input: gstLitInput,
  result: gstLitResult,
  example: {
    tool_type: "gst-lit",
    jurisdiction: "IN",
    question: "We received a GST demand order on 20 August 2026 disputing input tax credit. How long do we have to appeal and what must we deposit?",
    as_of: "2026-11-10",
    stage: "first_appeal",
    order_date: "2026-08-20",
    disputed_tax: { cgst: 4_200_000, sgst: 4_200_000, igst: 0 },
    admitted_amount: 150_000,
  },
  covers: ["IN"],
  keyFields: ["stage", "order_date", "disputed_tax", "penalty_amount", "admitted_amount"],
  run,
};
