import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { addMonths } from "@/lib/tools/dates";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { isoDate } from "@/lib/tools/figures";
import { resultBase } from "@/lib/audit/tools/shared/schemas";

/** Minimum charter contents under the IIA Global Internal Audit Standards (2024), Standard 6.2. */
const ELEMENTS = {
  purpose: { title: "Purpose of internal auditing", key: true },
  standards_commitment: { title: "Commitment to conform with the Global Internal Audit Standards", key: true },
  mandate: { title: "Mandate: scope and types of services (assurance and advisory)", key: false },
  board_responsibilities: { title: "The board's responsibilities and expectations of management's support", key: false },
  organizational_position: { title: "Organisational position and reporting relationships", key: true },
} as const;
type ElementId = keyof typeof ELEMENTS;
const elementIds = Object.keys(ELEMENTS) as [ElementId, ...ElementId[]];

const CHECKS = {
  board_approved: { title: "The board approved the charter", reference: "GIAS Principle 6", key: true },
  discussed_with_board_and_management: { title: "The chief audit executive discussed the draft with the board and senior management", reference: "GIAS Standard 6.2", key: false },
  unrestricted_access: { title: "The mandate gives unrestricted access to records, personnel and property", reference: "GIAS Standard 6.1", key: false },
  functional_reporting_to_board: { title: "The chief audit executive reports functionally to the board", reference: "GIAS Principle 7", key: true },
  administrative_reporting_to_senior_management: { title: "Administrative reporting to senior management", reference: "GIAS Principle 7", key: false },
} as const;
type CheckId = keyof typeof CHECKS;
const checkIds = Object.keys(CHECKS) as [CheckId, ...CheckId[]];

export const iaCharterInput = z.strictObject({
  elements: z
    .strictObject(Object.fromEntries(elementIds.map((id) => [id, z.boolean().optional().describe(`Charter covers: ${ELEMENTS[id].title}`)])) as Record<ElementId, z.ZodOptional<z.ZodBoolean>>)
    .default({})
    .describe("Which required charter elements the charter contains (true) or lacks (false); omitted = not assessed"),
  process: z
    .strictObject(Object.fromEntries(checkIds.map((id) => [id, z.boolean().optional().describe(CHECKS[id].title)])) as Record<CheckId, z.ZodOptional<z.ZodBoolean>>)
    .default({})
    .describe("Approval, access and reporting-line checks; omitted = not assessed"),
  last_review_date: isoDate("When the board last reviewed the charter").optional(),
  as_of_date: isoDate("Date of this assessment; needed with last_review_date").optional(),
});
type IaCharterInput = z.infer<typeof iaCharterInput>;

export const iaCharterResult = z.object({
  ...resultBase,
  elements: z.array(z.object({ id: z.enum(elementIds), title: z.string(), status: z.enum(["present", "missing", "not_assessed"]), reference: z.string() })),
  process_checks: z.array(z.object({ id: z.enum(checkIds), title: z.string(), status: z.enum(["pass", "fail", "not_assessed"]), reference: z.string() })),
  missing_elements: z.array(z.enum(elementIds)),
  next_review_due: z.string().nullable().describe("Twelve months after the last review (leading practice, not a requirement)"),
});
type IaCharterResult = z.infer<typeof iaCharterResult>;

function run(input: IaCharterInput): IaCharterResult {
  const problems = new InputProblems();
  if (input.last_review_date && !input.as_of_date) problems.add("as_of_date", "needed to judge how old the last review is");
  if (input.last_review_date && input.as_of_date && input.last_review_date > input.as_of_date) problems.add("last_review_date", "is after as_of_date");
  problems.throwIfAny();

  const elements = elementIds.map((id) => {
    const v = input.elements[id];
    return { id, title: ELEMENTS[id].title, status: v === undefined ? ("not_assessed" as const) : v ? ("present" as const) : ("missing" as const), reference: "GIAS Standard 6.2" };
  });
  const checks = checkIds.map((id) => {
    const v = input.process[id];
    return { id, title: CHECKS[id].title, status: v === undefined ? ("not_assessed" as const) : v ? ("pass" as const) : ("fail" as const), reference: CHECKS[id].reference };
  });

  const findings: string[] = [];
  const missing = elements.filter((e) => e.status === "missing");
  const failed = checks.filter((c) => c.status === "fail");
  const keyProblems = missing.filter((e) => ELEMENTS[e.id].key).length + failed.filter((c) => CHECKS[c.id].key).length;
  for (const e of missing) findings.push(`Charter lacks: ${e.title.toLowerCase()}.`);
  for (const c of failed) findings.push(`Not met: ${c.title.toLowerCase()}.`);
  const unassessed = elements.filter((e) => e.status === "not_assessed").length + checks.filter((c) => c.status === "not_assessed").length;
  if (unassessed > 0) findings.push(`${unassessed} item(s) not assessed; supply them to complete the review.`);

  const nextReview = input.last_review_date ? addMonths(input.last_review_date, 12) : null;
  const reviewOverdue = nextReview !== null && input.as_of_date !== undefined && input.as_of_date > nextReview;
  if (reviewOverdue) {
    findings.push(`The charter was last reviewed on ${input.last_review_date}, more than a year ago; leading practice is an annual review by the board.`);
  }
  findings.push("The mandate and the charter may be a single document; the chief audit executive drafts it and the board approves it.");

  let rating: RiskRating;
  if (keyProblems >= 2) rating = "critical";
  else if (keyProblems === 1) rating = "high";
  else if (missing.length > 0 || failed.length > 0 || unassessed > 0 || reviewOverdue) rating = "medium";
  else rating = "low";

  return {
    findings,
    risk_rating: rating,
    elements,
    process_checks: checks,
    missing_elements: missing.map((e) => e.id),
    next_review_due: nextReview,
  };
}

export const iaCharterTool = defineTool({
  tool_type: "ia_charter",
  name: "Internal audit charter review (IIA GIAS 2024)",
  description:
    "Checks an internal audit charter against the required elements of the Global Internal Audit Standards (purpose, commitment to the Standards, mandate, board responsibilities, position and reporting lines) and the approval, access and reporting-line requirements.",
  input: iaCharterInput,
  result: iaCharterResult,
  example: {
    tool_type: "ia_charter",
    jurisdiction: "IN",
    elements: { purpose: true, standards_commitment: true, mandate: true, board_responsibilities: false, organizational_position: true },
    process: { board_approved: true, functional_reporting_to_board: true, unrestricted_access: true },
    last_review_date: "2023-11-15",
    as_of_date: "2025-03-31",
  },
  run: (input) => run(input),
});
