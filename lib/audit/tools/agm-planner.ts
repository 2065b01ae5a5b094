import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { agmJurisdictions, agmRule, type AgmJurisdiction, type TimelineEntry } from "@/lib/audit/tools/agm/rules";
import { addDays } from "@/lib/tools/dates";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { fail, InputProblems } from "@/lib/audit/tools/shared/errors";
import { isoDate } from "@/lib/tools/figures";
import { resultBase } from "@/lib/audit/tools/shared/schemas";

const ALIASES: Record<string, AgmJurisdiction> = { UK: "GB" };

export const agmPlannerInput = z.strictObject({
  company_type: z.enum(["private", "public", "listed"]).describe("Kind of company; listed means a public company with listed shares"),
  financial_year_end: isoDate("Financial year end (accounting reference date) of the year the AGM is for"),
  last_agm_date: isoDate("Date of the previous AGM; India needs it for the 15-month limb, Delaware uses it as the 13-month anchor").optional(),
  first_agm: z.boolean().default(false).describe("This is the company's first AGM"),
  meeting_date: isoDate("Planned meeting date; notice dates are computed from it (default: the deadline)").optional(),
  private_traded: z.boolean().optional().describe("GB only: private company that is a traded company (AGM within 9 months)"),
  one_person_company: z.boolean().optional().describe("IN only: one person company (exempt from AGMs)"),
  special_resolution: z.boolean().optional().describe("SG only: a special resolution will be proposed (21 days' notice at a public company)"),
  designated_meeting_date: isoDate("US-DE only: annual meeting date designated in the bylaws").optional(),
  incorporation_date: isoDate("US-DE only: date of organisation, used when there has been no annual meeting").optional(),
});
type AgmPlannerInput = z.infer<typeof agmPlannerInput>;

export const agmPlannerResult = z.object({
  ...resultBase,
  agm_required: z.boolean(),
  agm_deadline: z.string().nullable().describe("Last day to hold the AGM (Delaware: first day a court may order one is the day after)"),
  meeting_date: z.string().nullable().describe("Meeting date the notice dates are computed for"),
  notice_days: z.number().nullable(),
  latest_notice_date: z.string().nullable().describe("Last day to send notice, counting clear days (excluding the day of sending and the meeting day)"),
  rule_applied: z.object({ jurisdiction: z.string(), provision: z.string(), summary: z.string() }),
  timeline: z.array(z.object({ date: z.string(), event: z.string() })),
});
type AgmPlannerResult = z.infer<typeof agmPlannerResult>;

function run(input: AgmPlannerInput, rawJurisdiction: string): AgmPlannerResult {
  const jurisdiction = ALIASES[rawJurisdiction] ?? rawJurisdiction;
  if (!(agmJurisdictions as readonly string[]).includes(jurisdiction)) {
    fail("jurisdiction", `agm_planner supports ${agmJurisdictions.join(", ")}; got ${rawJurisdiction}`);
  }
  const j = jurisdiction as AgmJurisdiction;

  const problems = new InputProblems();
  if (input.first_agm && input.last_agm_date) problems.add("first_agm", "a first AGM cannot have a previous AGM date");
  if (input.last_agm_date && input.meeting_date && input.last_agm_date >= input.meeting_date) {
    problems.add("meeting_date", "must be after the last AGM");
  }
  if (j !== "US-DE" && input.meeting_date && input.meeting_date <= input.financial_year_end) {
    problems.add("meeting_date", "the AGM for a financial year is held after that year ends");
  }
  problems.throwIfAny();

  const rule = agmRule(j, { ...input });
  const findings: string[] = [rule.summary];
  const timeline: TimelineEntry[] = [];
  if (j !== "US-DE") timeline.push({ date: input.financial_year_end, event: "Financial year end" });
  if (input.last_agm_date) timeline.push({ date: input.last_agm_date, event: "Previous AGM" });
  let rating: RiskRating = "low";

  if (!rule.agm_required || rule.deadline === null) {
    return {
      findings,
      risk_rating: rating,
      agm_required: false,
      agm_deadline: null,
      meeting_date: input.meeting_date ?? null,
      notice_days: null,
      latest_notice_date: null,
      rule_applied: { jurisdiction: j, provision: rule.provision, summary: rule.summary },
      timeline,
    };
  }

  const meeting = input.meeting_date ?? rule.deadline;
  const noticeDays = rule.notice_days ?? 0;
  const latestNotice = addDays(meeting, -(noticeDays + 1));
  timeline.push(...rule.milestones);
  timeline.push(...(rule.meetingMilestones?.(meeting) ?? []));
  timeline.push({ date: latestNotice, event: `Last day to send notice (${noticeDays} clear days before the meeting)` });
  if (input.meeting_date) timeline.push({ date: input.meeting_date, event: "Planned meeting" });
  timeline.push({ date: rule.deadline, event: j === "US-DE" ? "Last day before a court may be asked to order the meeting" : "AGM deadline" });

  if (!rule.clear_days_statutory) {
    findings.push(`The ${noticeDays}-day notice period is counted as clear days to be safe, which puts the last notice date one day earlier than a plain count.`);
  }
  if (input.meeting_date && input.meeting_date > rule.deadline) {
    rating = "high";
    findings.push(`The planned meeting on ${input.meeting_date} is after the deadline of ${rule.deadline}.`);
  }
  if (!input.meeting_date) findings.push(`Notice dates assume the meeting is held on the deadline, ${rule.deadline}.`);
  findings.push("Allow extra time for deemed delivery of posted or electronic notices under the applicable rules.");
  findings.push(...rule.notes);

  timeline.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    findings,
    risk_rating: rating,
    agm_required: true,
    agm_deadline: rule.deadline,
    meeting_date: meeting,
    notice_days: rule.notice_days,
    latest_notice_date: latestNotice,
    rule_applied: { jurisdiction: j, provision: rule.provision, summary: rule.summary },
    timeline,
  };
}

export const agmPlannerTool = defineTool({
  tool_type: "agm_planner",
  name: "AGM planner",
  description: `Annual general meeting deadline, latest notice date and timeline under the company law of ${agmJurisdictions.join(", ")}.`,
  input: agmPlannerInput,
  result: agmPlannerResult,
  example: {
    tool_type: "agm_planner",
    jurisdiction: "IN",
    company_type: "private",
    financial_year_end: "2025-03-31",
    last_agm_date: "2024-09-27",
  },
  run,
});
