import { z } from "zod";
import { addMonths, daysBetween } from "@/lib/tools/dates";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { deadlineVerdict } from "@/lib/tools/family/narrative";
import { formatDate, plural } from "@/lib/tools/format";
import {
  CONSTITUTION,
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

const art = (article: string) => ref(CONSTITUTION, article);
const SARFAESI = "in-sarfaesi-act-2002";

export const writStages = ["writ_petition", "writ_appeal", "slp"] as const;
const impugnedKinds = ["executive_action", "legislation", "court_or_tribunal_order", "detention", "public_office", "private_body"] as const;
const remedies = ["none", "statutory_appeal", "sarfaesi_s17", "other"] as const;
const whirlpoolExceptions = ["fundamental_right", "natural_justice", "without_jurisdiction", "vires_challenge"] as const;

export const writPetitionInput = z.strictObject({
  stage: z
    .enum(writStages)
    .optional()
    .describe("writ_petition: a fresh petition; writ_appeal: intra-court appeal from a single judge; slp: special leave petition to the Supreme Court. Default writ_petition"),
  right_type: z.enum(["fundamental_right", "legal_right"]).optional().describe("Whether the right asserted is a fundamental right in Part III (Art. 32 is open only for those)"),
  impugned: z.enum(impugnedKinds).optional().describe("What is challenged"),
  event_date: isoDate("Date of the impugned action or order, from which delay is measured").optional(),
  continuing_wrong: z.boolean().optional().describe("Whether the wrong continues (e.g. recurring pay or pension claims, ongoing detention)"),
  analogous_limitation_years: z
    .number()
    .int()
    .min(1)
    .max(30)
    .optional()
    .describe("Limitation period of the civil suit for the same relief, used only as a yardstick for laches (default 3, the residuary period)"),
  alternative_remedy: z.enum(remedies).optional().describe("An alternative statutory remedy open to the petitioner"),
  exceptions: z
    .array(z.enum(whirlpoolExceptions))
    .max(4)
    .optional()
    .describe("Grounds that let a High Court entertain a writ despite an alternative remedy (Whirlpool)"),
  debt_amount: rupees("SARFAESI: debt due as claimed by the secured creditor, for the s.18 appeal pre-deposit").optional(),
  order_date: isoDate("writ_appeal / slp: date of the judgment appealed from").optional(),
  certified_copy_days: dayCount("Days taken to obtain a certified copy of the judgment, applied for within the period (Limitation Act s.12(2))").optional(),
  ...certifiedCopyDateFields,
});
type Input = z.infer<typeof writPetitionInput>;

export const writPetitionResult = z.object({
  ...civilResultBase,
  stage: z.enum(writStages),
  suggested_writs: z.array(z.string()),
  article_32_available: z.boolean().nullable(),
  laches: z
    .object({
      statutory_limitation: z.literal(false),
      delay_days: z.number().int(),
      yardstick_years: z.number().int(),
      yardstick_date: z.string(),
      assessment: z.enum(["within_yardstick", "beyond_yardstick", "continuing_wrong"]),
      explanation: z.string(),
      citation_ids: citationIds,
    })
    .nullable(),
  alternative_remedy: z
    .object({
      remedy: z.enum(remedies),
      bars_maintainability: z.literal(false),
      likely_entertained: z.boolean(),
      basis: z.string(),
      citation_ids: citationIds,
    })
    .nullable(),
});
type Result = z.infer<typeof writPetitionResult>;

const WRITS: Record<(typeof impugnedKinds)[number], string[]> = {
  executive_action: ["mandamus", "certiorari"],
  legislation: ["declaration that the law is void (with mandamus or certiorari as consequential relief)"],
  court_or_tribunal_order: ["certiorari", "prohibition", "supervisory jurisdiction under Art. 227"],
  detention: ["habeas corpus"],
  public_office: ["quo warranto"],
  private_body: ["mandamus only if the body performs a public duty"],
};

function writForums(input: Input, ctx: CoreContext): { forum: Forum; next: Forum | null } {
  const stage = input.stage ?? "writ_petition";
  const slp: Forum = { forum: "Supreme Court of India (special leave)", basis: "Discretionary special leave to appeal from the High Court's judgment", citation_ids: cite(ctx, art("136")) };
  if (stage === "slp") return { forum: slp, next: null };
  if (stage === "writ_appeal") {
    return {
      forum: {
        forum: "Division Bench of the High Court (intra-court appeal)",
        basis: "An intra-court appeal from a single judge lies under the High Court's Letters Patent or rules; it generally does not lie from an exercise of Art. 227 supervisory power",
        citation_ids: cite(ctx, ref(LIMITATION_SCHEDULE, "117")),
      },
      next: slp,
    };
  }
  const supervisory = input.impugned === "court_or_tribunal_order";
  return {
    forum: {
      forum: "High Court",
      basis: supervisory
        ? "Writs under Art. 226 (including certiorari) and supervisory jurisdiction over courts and tribunals under Art. 227, where the authority is located or the cause of action arises in part"
        : "Writs under Art. 226, for fundamental rights and for any other purpose, where the authority is located or the cause of action arises in part",
      citation_ids: cite(ctx, art("226"), ...(supervisory ? [art("227")] : [])),
    },
    next: {
      forum: "Division Bench of the High Court, then the Supreme Court by special leave",
      basis: "Intra-court appeal from a single judge (30 days), then special leave",
      citation_ids: cite(ctx, ref(LIMITATION_SCHEDULE, "117"), art("136")),
    },
  };
}

/** The DRT route a borrower is sent to instead of a writ: its 45 days, and what each step costs. */
function sarfaesiRemedy(input: Input, ctx: CoreContext, deadlines: Deadline[], money: MoneyItem[]): void {
  if (input.event_date) {
    deadlines.push(
      computeDeadline(
        {
          key: "sarfaesi_s17",
          label: "Securitisation application to the DRT",
          trigger: input.event_date,
          triggerEvent: "the s.13(4) measure (possession, takeover or sale)",
          period: { days: 45 },
          condonation: {
            kind: "none",
            basis:
              "Treated here as fixed: DRTs, relying on Bank of Baroda v Parasaadilal Tursiram Sheetgrah (SC 2022), have refused to condone delay; the Madhya Pradesh High Court (Aniruddh Singh v ICICI Bank, 2024) holds Limitation Act s.5 applies",
          },
          refs: [ref(SARFAESI, "17")],
        },
        ctx,
      ),
    );
    ctx.warn({
      code: "conflicting_authority",
      message:
        "SARFAESI s.17: whether the DRT can condone delay beyond 45 days is unsettled. DRTs relying on Bank of Baroda v Parasaadilal Tursiram Sheetgrah (SC 2022) treat the period as fixed; the Madhya Pradesh High Court (Aniruddh Singh v ICICI Bank, 2024) holds Limitation Act s.5 applies through s.29(2). The deadline is shown without condonation; a late application should still seek it.",
    });
  }
  money.push({ label: "Pre-deposit for a s.17 application to the DRT", amount: 0, basis: "None is required", citation_ids: cite(ctx, ref(SARFAESI, "17")) });
  money.push({
    label: "Pre-deposit for a s.18 appeal to the DRAT",
    amount: input.debt_amount === undefined ? null : Math.round(input.debt_amount * 0.5 * 100) / 100,
    basis: "50% of the debt (as claimed by the secured creditor or as determined by the DRT, whichever is less); the DRAT may reduce it to 25%",
    citation_ids: cite(ctx, ref(SARFAESI, "18")),
  });
}

function run(input: Input, ctx: CoreContext): Result {
  const stage = input.stage ?? "writ_petition";
  const problems = new InputProblems();
  checkCertifiedCopy(problems, input, ctx.asOf);
  problems.notAfterAsOf("event_date", input.event_date, ctx.asOf);
  problems.notAfterAsOf("order_date", input.order_date, ctx.asOf);
  if (stage !== "writ_petition" && input.order_date === undefined) problems.add("order_date", `needed for the ${stage === "slp" ? "special leave" : "writ appeal"} period`);
  if (input.exceptions?.length && (input.alternative_remedy === undefined || input.alternative_remedy === "none")) {
    problems.add("exceptions", "only relevant when an alternative remedy exists");
  }
  problems.throwIfAny();

  const { forum, next } = writForums(input, ctx);
  const deadlines: Deadline[] = [];
  const money: MoneyItem[] = [];
  const checklist: ChecklistItem[] = [];
  const notes: Note[] = [];
  const art32 = input.right_type === undefined ? null : input.right_type === "fundamental_right";

  if (stage === "writ_petition") {
    notes.push(
      art32
        ? { text: "As a fundamental right is asserted, the Supreme Court may also be moved directly under Art. 32, itself a fundamental right; Art. 226 remains open and is wider.", kind: "statute", citation_ids: cite(ctx, art("32"), art("226")) }
        : { text: "Art. 32 lies only for fundamental rights; other legal rights are enforced in the High Court under Art. 226, which issues writs \"for any other purpose\" too.", kind: "statute", citation_ids: cite(ctx, art("32"), art("226")) },
    );
    if (input.impugned === "private_body") {
      notes.push({ text: "Writs issue against the State and authorities (Art. 12); a private body is amenable only where it discharges a public function or duty.", kind: "case_law", citation_ids: cite(ctx, art("12"), art("226")) });
    }
  }

  let laches: Result["laches"] = null;
  if (stage === "writ_petition" && input.event_date) {
    const years = input.analogous_limitation_years ?? 3;
    const yardstick = addMonths(input.event_date, years * 12);
    const delay = daysBetween(input.event_date, ctx.asOf);
    const assessment = input.continuing_wrong || input.impugned === "detention" ? "continuing_wrong" : ctx.asOf <= yardstick ? "within_yardstick" : "beyond_yardstick";
    laches = {
      statutory_limitation: false,
      delay_days: delay,
      yardstick_years: years,
      yardstick_date: yardstick,
      assessment,
      explanation:
        assessment === "continuing_wrong"
          ? "A continuing wrong gives a fresh cause every day, so delay weighs little, though relief for the past may be confined to a period before filing."
          : assessment === "within_yardstick"
            ? `No limitation applies to writs; filed within the ${years}-year period of the analogous civil claim, delay is unlikely to defeat the petition.`
            : `No limitation applies to writs, but the petition comes ${plural(delay, "day")} after the impugned action, beyond the ${years}-year yardstick of the analogous civil claim: expect dismissal for delay and laches unless the delay is explained and no third-party rights have arisen (Mrinmoy Maity v Chhanda Koley, SC 2024).`,
      citation_ids: cite(ctx, art("226"), ...(input.analogous_limitation_years === undefined ? [ref(LIMITATION_SCHEDULE, "113")] : [])),
    };
    if (assessment === "beyond_yardstick") {
      checklist.push({ item: "An explanation of the delay, day by day where possible, and a showing that no third-party rights have accrued", why: "Delay and laches is the usual ground for refusing a stale writ", citation_ids: cite(ctx, art("226")) });
    }
  }

  let alternative: Result["alternative_remedy"] = null;
  if (stage === "writ_petition" && input.alternative_remedy && input.alternative_remedy !== "none") {
    const claimed = input.exceptions ?? [];
    const sarfaesi = input.alternative_remedy === "sarfaesi_s17";
    const likely = !sarfaesi && claimed.length > 0;
    alternative = {
      remedy: input.alternative_remedy,
      bars_maintainability: false,
      likely_entertained: likely,
      basis: sarfaesi
        ? "Against SARFAESI measures the High Court relegates the borrower to the DRT under s.17 (Authorised Officer, SBT v Mathew K.C., SC 2018)"
        : likely
          ? `An alternative remedy limits entertainability, not jurisdiction; the ground(s) claimed (${claimed.map((c) => c.replaceAll("_", " ")).join(", ")}) are among the Whirlpool exceptions`
          : "An alternative remedy limits entertainability, not jurisdiction; without a Whirlpool exception (fundamental right, natural justice, no jurisdiction, vires) the High Court will usually send the petitioner to that remedy",
      citation_ids: cite(ctx, art("226")),
    };
    checklist.push({ item: "State the alternative remedy and why it is not efficacious, or which exception applies", why: "The High Court decides at admission whether to entertain the petition", citation_ids: cite(ctx, art("226")) });
    if (sarfaesi) sarfaesiRemedy(input, ctx, deadlines, money);
  }

  if (stage === "writ_petition") {
    checklist.push({ item: "Certified or true copy of the impugned order or action, and the petitioner's affidavit", why: "Petitions are decided on affidavits and the record", citation_ids: cite(ctx, art("226")) });
    if (input.impugned === "executive_action" || input.impugned === undefined) {
      checklist.push({ item: "The prior representation or demand made to the authority and its refusal or silence", why: "Mandamus ordinarily issues only after a demand for justice was refused", citation_ids: cite(ctx, art("226")) });
    }
    checklist.push({ item: "Full disclosure of material facts, including earlier proceedings on the same cause", why: "Suppression of material facts alone justifies dismissal of a writ petition", citation_ids: cite(ctx, art("226")) });
  }

  if (stage === "writ_appeal" && input.order_date) {
    deadlines.push(
      computeDeadline(
        {
          key: "writ_appeal",
          label: "Intra-court (writ or Letters Patent) appeal",
          trigger: input.order_date,
          triggerEvent: "date of the single judge's judgment",
          period: { days: 30 },
          certifiedCopy: input,
          condonation: { kind: "uncapped", basis: "Limitation Act s.5 applies to appeals; no outer cap", refs: [ref(LIMITATION, "5")] },
          refs: [ref(LIMITATION_SCHEDULE, "117"), ref(LIMITATION, "12")],
        },
        ctx,
      ),
    );
  }

  if (stage === "slp" && input.order_date) {
    deadlines.push(
      computeDeadline(
        {
          key: "slp",
          label: "Special leave petition",
          trigger: input.order_date,
          triggerEvent: "date of the High Court's judgment",
          period: { days: 90 },
          certifiedCopy: input,
          condonation: { kind: "uncapped", basis: "The Supreme Court may condone delay for sufficient cause shown in an application", refs: [ref(LIMITATION, "5")] },
          refs: [art("136")],
          counting: ["90 days from the judgment under the Supreme Court's practice and Rules (Supreme Court Rules 2013, not in the source registry)"],
        },
        ctx,
      ),
    );
    checklist.push({ item: "Certified copy of the judgment and a list of dates and synopsis", why: "Required with a special leave petition", citation_ids: cite(ctx, art("136")) });
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
    suggested_writs: stage === "writ_petition" && input.impugned ? WRITS[input.impugned] : [],
    article_32_available: art32,
    laches,
    alternative_remedy: alternative,
  };
}

export const writPetitionTool: AnalysisTool<typeof writPetitionInput, Result> = {
  tool_type: "writ-petition",
  name: "Writ petitions (Arts. 32, 226, 227)",
  description:
    "Checks a writ matter: High Court (Art. 226/227) or Supreme Court (Art. 32), the writ that fits the wrong, delay and laches measured against the analogous civil limitation period (writs have no statutory limitation), whether an alternative remedy will stop the High Court entertaining it (Whirlpool exceptions, SARFAESI s.17), the 30-day intra-court appeal and the 90-day special leave petition.",
  input: writPetitionInput,
  result: writPetitionResult,
  example: {
    tool_type: "writ-petition",
    jurisdiction: "IN",
    question: "The municipal corporation cancelled our trade licence on 1 August 2023 without hearing us. The Act gives an appeal to the Commissioner. Can we still file a writ?",
    as_of: "2026-11-22",
    stage: "writ_petition",
    right_type: "legal_right",
    impugned: "executive_action",
    event_date: "2023-08-01",
    alternative_remedy: "statutory_appeal",
    exceptions: ["natural_justice"],
  },
  covers: ["IN"],
  keyFields: ["stage", "impugned", "event_date", "order_date", "right_type", "alternative_remedy"],
  run,
  // A writ has no limitation period, so the forum alone would read as "yes, file it": the verdict also says what decides
  // whether it is heard — delay measured against the analogous civil period, and any alternative remedy.
  verdict: (r) => {
    const l = r.laches;
    const laches =
      l === null
        ? null
        : l.assessment === "beyond_yardstick"
          ? `It comes ${plural(l.delay_days, "day")} after the impugned action, beyond the ${l.yardstick_years}-year yardstick of the analogous civil claim (${formatDate(l.yardstick_date)}): expect dismissal for delay and laches unless the delay is explained and no third-party rights have arisen.`
          : l.assessment === "within_yardstick"
            ? `Delay is unlikely to defeat it: it comes within the ${l.yardstick_years}-year yardstick of the analogous civil claim (to ${formatDate(l.yardstick_date)}).`
            : "A continuing wrong gives a fresh cause every day, so delay weighs little.";
    const remedy = r.alternative_remedy ? `${r.alternative_remedy.basis}.` : null;
    const parts = [deadlineVerdict({ ...r, forum: null }), r.forum ? `The matter lies before the ${r.forum.forum}.` : null, laches, remedy].filter((p): p is string => Boolean(p));
    return parts.length ? parts.join(" ") : null;
  },
};
