import { z } from "zod";
import { money } from "@/lib/audit/tools/shared/schemas";
import { addDays, addMonths, dayOfWeek, daysBetween } from "@/lib/audit/tools/shared/dates";
import { ApiError, type FieldError } from "@/lib/http/problem";
import type { CoreContext, ProvisionRef } from "@/lib/tools/definition";

/**
 * Deadline arithmetic and result shapes shared by the civil litigation cores (property-lit, writ-petition,
 * commercial-lit, insolvency-lit, ip-lit). Pure: dates are ISO strings, "today" is always `ctx.asOf`.
 *
 * Counting rules applied everywhere:
 * - Limitation Act 1963 s.12(1): the day from which a period runs is excluded, so a period of n days from D
 *   ends on D + n, and one of m months ends on the same day-number m months later.
 * - General Clauses Act 1897 s.3(35): a "month" is a calendar month, so 3 months is not 90 days; where the
 *   target month is shorter (31 Jan + 1 month) the period ends on that month's last day.
 * - Limitation Act s.12(2): for appeals and reviews, the time needed to obtain a certified copy of the order is
 *   excluded too (if the copy was applied for within the period); callers pass it only where it applies.
 */

export type Period = { days: number } | { months: number } | { years: number };

export function describePeriod(period: Period): string {
  if ("days" in period) return `${period.days} day${period.days === 1 ? "" : "s"}`;
  if ("months" in period) return `${period.months} month${period.months === 1 ? "" : "s"}`;
  return `${period.years} year${period.years === 1 ? "" : "s"}`;
}

/** Last day of a period that starts running the day after `from` (the day itself excluded). */
export function periodEnd(from: string, period: Period, options: { snapMonthEnd?: boolean } = {}): string {
  if ("days" in period) return addDays(from, period.days);
  if ("months" in period) return addMonths(from, period.months, options);
  return addMonths(from, period.years * 12, options);
}

export const isoDate = (description: string) => z.iso.date().describe(`${description} (ISO date YYYY-MM-DD)`);
export const rupees = (description: string) => money(`${description}, in rupees`);
export const dayCount = (description: string) => z.number().int().min(0).max(3650).describe(description);

export const citationIds = z.array(z.string()).describe("Ids into the response's `citations` of the provisions this item rests on");

export const deadlineStatuses = ["in_time", "in_time_only_with_condonation", "out_of_time"] as const;
export type DeadlineStatus = (typeof deadlineStatuses)[number];

export const deadlineSchema = z.object({
  key: z.string().describe("Stable identifier of this deadline"),
  label: z.string(),
  trigger_date: z.string().describe("The date the period is counted from (itself excluded)"),
  trigger_event: z.string(),
  period: z.string().describe('The period as the statute states it, e.g. "3 months" or "30 days"'),
  excluded_days: z.number().int().describe("Days excluded on top of the period (certified-copy time, mediation)"),
  last_day: z.string().describe("Last day on which filing is in time without condonation"),
  counting: z.array(z.string()).describe("How the period was counted"),
  condonation: z.object({
    available: z.boolean(),
    capped: z.boolean().describe("True when the statute fixes an outer limit beyond which no delay can be condoned"),
    further_period: z.string().nullable(),
    outer_limit: z.string().nullable().describe("Last day on which a late filing can still be admitted, when capped"),
    basis: z.string(),
  }),
  status: z.enum(deadlineStatuses).describe("Judged on as_of"),
  days_remaining: z.number().int().nullable().describe("Days from as_of to last_day when in time"),
  days_late: z.number().int().nullable().describe("Days from last_day to as_of when late"),
  citation_ids: citationIds,
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const forumSchema = z.object({
  forum: z.string(),
  basis: z.string().describe("Why this forum, and what it may decide"),
  citation_ids: citationIds,
});
export type Forum = z.infer<typeof forumSchema>;

export const moneySchema = z.object({
  label: z.string(),
  amount: z.number().nullable().describe("Rupees; null when the rule is stated but the figure cannot be computed from the input"),
  basis: z.string(),
  citation_ids: citationIds,
});
export type MoneyItem = z.infer<typeof moneySchema>;

export const checklistSchema = z.object({
  item: z.string(),
  why: z.string(),
  citation_ids: citationIds,
});
export type ChecklistItem = z.infer<typeof checklistSchema>;

export const noteSchema = z.object({
  text: z.string(),
  kind: z.enum(["statute", "case_law", "practice"]).describe("What the note rests on"),
  citation_ids: citationIds,
});
export type Note = z.infer<typeof noteSchema>;

/** The shape every civil core returns, extended per tool. */
export const civilResultBase = {
  as_of: z.string(),
  forum: forumSchema.nullable().describe("Where the matter lies now"),
  next_forum: forumSchema.nullable().describe("Where a decision of that forum goes next"),
  deadlines: z.array(deadlineSchema),
  money: z.array(moneySchema),
  checklist: z.array(checklistSchema),
  notes: z.array(noteSchema),
};

export type Condonation =
  | { kind: "none"; basis: string; refs?: ProvisionRef[] }
  | { kind: "capped"; further: Period; basis: string; refs?: ProvisionRef[] }
  | { kind: "uncapped"; basis: string; refs?: ProvisionRef[] };

export interface DeadlineSpec {
  key: string;
  label: string;
  trigger: string;
  triggerEvent: string;
  period: Period;
  /** Days added after the period (certified-copy time under s.12(2), mediation time under CCA s.12A). */
  excluded?: { days: number; why: string }[];
  condonation: Condonation;
  refs: ProvisionRef[];
  counting?: string[];
  /** The rule that excludes the first day, when it is not the Limitation Act (e.g. General Clauses Act s.9). */
  firstDayRule?: string;
  /** A period counted "from the end of the month" ends on a month's last day (28 Feb + 2 months = 30 Apr). */
  snapMonthEnd?: boolean;
}

const COVID_START = "2020-03-15";
const COVID_END = "2022-02-28";

export function computeDeadline(spec: DeadlineSpec, ctx: CoreContext): Deadline {
  const excluded = (spec.excluded ?? []).filter((e) => e.days > 0);
  const excludedDays = excluded.reduce((sum, e) => sum + e.days, 0);
  const periodLast = periodEnd(spec.trigger, spec.period, { snapMonthEnd: spec.snapMonthEnd });
  const lastDay = addDays(periodLast, excludedDays);
  const counting = [
    `${describePeriod(spec.period)} counted from ${spec.trigger}, that day excluded (${spec.firstDayRule ?? "Limitation Act s.12(1)"}), ending ${periodLast}`,
    ...("months" in spec.period || "years" in spec.period
      ? ["Months and years are calendar months and years (General Clauses Act 1897 s.3(35)), ending on the corresponding date; a date missing from the final month falls back to that month's last day"]
      : []),
    ...excluded.map((e) => `${e.days} day${e.days === 1 ? "" : "s"} excluded: ${e.why}`),
    ...(spec.counting ?? []),
  ].filter((line) => line !== "");

  const weekday = dayOfWeek(lastDay);
  const underLimitationAct = spec.firstDayRule === undefined;
  if (weekday === 0 || weekday === 6) {
    counting.push(
      `${lastDay} is a ${weekday === 0 ? "Sunday" : "Saturday"}: if the court or office is closed that day, filing on the next day it opens is in time (${underLimitationAct ? "Limitation Act s.4" : "General Clauses Act 1897 s.10"}); this extends only the prescribed period, never a condonation window`,
    );
  }

  const c = spec.condonation;
  // Months on months are counted from the trigger in one go, so a month-end start does not lose days to clamping.
  const outer =
    c.kind !== "capped"
      ? null
      : "months" in c.further && "months" in spec.period
        ? addDays(addMonths(spec.trigger, spec.period.months + c.further.months), excludedDays)
        : periodEnd(lastDay, c.further);
  let status: DeadlineStatus;
  if (ctx.asOf <= lastDay) status = "in_time";
  else if (c.kind === "uncapped" || (c.kind === "capped" && outer !== null && ctx.asOf <= outer)) status = "in_time_only_with_condonation";
  else status = "out_of_time";

  if (spec.trigger <= COVID_END && lastDay >= COVID_START) {
    ctx.warn({
      code: "covid_limitation_exclusion",
      message: `The period for "${spec.label}" overlaps 15 Mar 2020 – 28 Feb 2022, which the Supreme Court excluded from limitation (Suo Motu W.P.(C) 3 of 2020, order of 10 Jan 2022); the dates here do not apply that exclusion and may be too early.`,
    });
  }

  const closedDayRef = (weekday === 0 || weekday === 6) && underLimitationAct ? [{ source_id: LIMITATION, article: "4" }] : [];
  const citation_ids = [...spec.refs, ...(c.refs ?? []), ...closedDayRef].map((ref) => ctx.cite(ref));
  return {
    key: spec.key,
    label: spec.label,
    trigger_date: spec.trigger,
    trigger_event: spec.triggerEvent,
    period: describePeriod(spec.period),
    excluded_days: excludedDays,
    last_day: lastDay,
    counting,
    condonation: {
      available: c.kind !== "none",
      capped: c.kind === "capped",
      further_period: c.kind === "capped" ? describePeriod(c.further) : null,
      outer_limit: outer,
      basis: c.basis,
    },
    status,
    days_remaining: status === "in_time" ? daysBetween(ctx.asOf, lastDay) : null,
    days_late: status === "in_time" ? null : daysBetween(lastDay, ctx.asOf),
    citation_ids: [...new Set(citation_ids)],
  };
}

/** Cites each provision and returns the ids, in order, without repeats. */
export function cite(ctx: CoreContext, ...refs: ProvisionRef[]): string[] {
  return [...new Set(refs.map((ref) => ctx.cite(ref)))];
}

/** Collects per-field problems with otherwise valid input and throws them as one 400 (invalid_request). */
export class InputProblems {
  private readonly errors: FieldError[] = [];
  add(field: string, message: string): void {
    this.errors.push({ field, message });
  }
  /** A date that must not lie after as_of (an order or event cannot be in the future of the judging date). */
  notAfterAsOf(field: string, date: string | undefined, asOf: string): void {
    if (date !== undefined && date > asOf) this.add(field, `${date} is after as_of (${asOf})`);
  }
  throwIfAny(): void {
    if (this.errors.length > 0) {
      throw new ApiError("invalid_request", this.errors.map((e) => `${e.field}: ${e.message}`).join("; "), { errors: [...this.errors] });
    }
  }
}

/** A day count to exclude only when the caller gave it. */
export function certifiedCopyExclusion(days: number | undefined): { days: number; why: string }[] {
  return days === undefined || days === 0
    ? []
    : [{ days, why: "time taken to obtain a certified copy of the order (Limitation Act s.12(2)), assuming it was applied for within the period" }];
}

export const LIMITATION = "in-limitation-act-1963";
export const LIMITATION_SCHEDULE = "in-limitation-act-1963-schedule";
export const CPC = "in-cpc-1908";
export const CONSTITUTION = "in-constitution-of-india";

export const ref = (source_id: string, article: string): ProvisionRef => ({ source_id, article });

/** Stands in for the "High Courts with ordinary original civil jurisdiction" set, by state code. */
export const ORIGINAL_SIDE_HIGH_COURTS: Readonly<Record<string, string>> = {
  "IN-DL": "Delhi High Court",
  "IN-MH": "Bombay High Court",
  "IN-WB": "Calcutta High Court",
  "IN-TN": "Madras High Court",
  "IN-HP": "Himachal Pradesh High Court",
};

/**
 * The Mediation Act 2023 (Ninth Schedule) substitutes CCA Chapter IIIA: "pre-litigation" mediation by Legal
 * Services Authorities or mediation service providers, 120 days extendable by 60, mediation time still excluded
 * from limitation. Whether that substitution is in force could not be confirmed, so both readings are surfaced.
 */
export function warnMediationActSubstitution(ctx: CoreContext): void {
  ctx.warn({
    code: "conflicting_authority",
    message:
      "Commercial Courts Act s.12A: the 2018 text (pre-institution mediation by Legal Services Authorities, 3 months extendable by 2) is applied here. The Mediation Act 2023 (Ninth Schedule) substitutes it with pre-litigation mediation, also before mediation service providers, in 120 days extendable by 60; check whether that substitution is in force on the filing date. Under both, mediation time is excluded from limitation.",
  });
}
