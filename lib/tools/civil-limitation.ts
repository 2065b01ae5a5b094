import { z } from "zod";
import { isoDate, money } from "@/lib/tools/figures";
import { addDays, addMonths, dayOfWeek, daysBetween } from "@/lib/tools/dates";
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

export { isoDate };
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
  period_source: z
    .enum(["statute", "analogy"])
    .default("statute")
    .describe("analogy: no statute fixes a period for this step, and the one shown is borrowed from a neighbouring provision"),
  barred: z.string().nullable().default(null).describe("Why no filing can ever be in time (a statutory bar such as IBC s.10A), whatever the dates"),
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
  /** The period is not fixed by any statute for this step but borrowed from another provision. */
  byAnalogy?: { from: string };
  /** A statutory bar that makes every filing out of time (IBC s.10A), whatever the dates. */
  barred?: { reason: string; refs: ProvisionRef[] };
  /**
   * Whether the Supreme Court's COVID exclusion reaches this period. It covers limitation for judicial and
   * quasi-judicial proceedings (and their condonation outer limits); default true. Set false for steps that are not
   * proceedings before a court or tribunal, such as presenting a document for registration.
   */
  covidExclusion?: boolean;
  /** Limitation Act s.12(2): the time requisite for a certified copy, as days taken or as the dates applied and received. */
  certifiedCopy?: CertifiedCopyInput;
}

/** The certified-copy fields of an appeal stage (Limitation Act s.12(2)). */
export interface CertifiedCopyInput {
  certified_copy_days?: number;
  certified_copy_applied_date?: string;
  certified_copy_received_date?: string;
}

export const certifiedCopyDateFields = {
  certified_copy_applied_date: isoDate("Date a certified copy of the order was applied for (with the received date: the time between is excluded under Limitation Act s.12(2) if it was applied for within the period)").optional(),
  certified_copy_received_date: isoDate("Date the certified copy was ready or received").optional(),
};

/** The copy dates must be in order and not later than as_of; days and dates are alternatives. */
export function checkCertifiedCopy(problems: InputProblems, input: CertifiedCopyInput, asOf: string): void {
  const { certified_copy_applied_date: applied, certified_copy_received_date: received } = input;
  if ((applied === undefined) !== (received === undefined)) problems.add(applied === undefined ? "certified_copy_applied_date" : "certified_copy_received_date", "give both the applied and the received date");
  if (applied && received && received < applied) problems.add("certified_copy_received_date", "before the copy was applied for");
  problems.notAfterAsOf("certified_copy_received_date", received, asOf);
  if (applied && input.certified_copy_days !== undefined) problems.add("certified_copy_days", "give the days or the dates, not both");
}

/** Whether the caller gave any certified-copy time. */
export const hasCertifiedCopy = (input: CertifiedCopyInput) => Boolean(input.certified_copy_days) || input.certified_copy_applied_date !== undefined;

/**
 * s.12(2) excludes the time requisite for obtaining the copy, counted from the day it was applied for to the day it was
 * ready, but only where the application was made before the period ran out: a copy sought after limitation expired
 * does not revive it.
 */
function certifiedCopyTime(copy: CertifiedCopyInput | undefined, trigger: string, periodLast: string): { excluded: { days: number; why: string }[]; counting: string[] } {
  if (!copy) return { excluded: [], counting: [] };
  const { certified_copy_applied_date: applied, certified_copy_received_date: received } = copy;
  if (applied && received) {
    if (applied > periodLast) return { excluded: [], counting: [`The certified copy was applied for on ${applied}, after the period ended on ${periodLast}: s.12(2) excludes nothing`] };
    if (applied < trigger) return { excluded: [], counting: [`The certified copy was applied for on ${applied}, before the order of ${trigger}: no time is excluded`] };
    const days = daysBetween(applied, received);
    return { excluded: days > 0 ? [{ days, why: `time taken to obtain a certified copy, applied for on ${applied} and received on ${received} (Limitation Act s.12(2))` }] : [], counting: [] };
  }
  return { excluded: certifiedCopyExclusion(copy.certified_copy_days), counting: [] };
}

/**
 * In Re: Cognizance for Extension of Limitation (Suo Motu W.P.(C) No. 3 of 2020), order of 10 Jan 2022, paras 5(I)–(IV):
 * 15 Mar 2020 – 28 Feb 2022 is excluded from limitation (and from the outer limits of condonation) for judicial and
 * quasi-judicial proceedings; the balance left when the window opened runs from 1 Mar 2022; a period that would have
 * expired inside the window gets at least 90 days from 1 Mar 2022 (to 29 May 2022, 1 Mar counted as the first day).
 */
export const COVID_WINDOW = { start: "2020-03-15", end: "2022-02-28", minimumUntil: "2022-05-29" } as const;

/** The day a period from `trigger` ending `lastDay` ends once the COVID window is excluded (unchanged if it misses it). */
export function covidExtendedLastDay(trigger: string, lastDay: string): string {
  if (trigger > COVID_WINDOW.end || lastDay < COVID_WINDOW.start) return lastDay;
  // Days of the period still to run when the window opened (all of it if it began inside the window).
  const balance = daysBetween(trigger > addDays(COVID_WINDOW.start, -1) ? trigger : addDays(COVID_WINDOW.start, -1), lastDay);
  const resumed = addDays(COVID_WINDOW.end, balance);
  const expiredInside = lastDay <= COVID_WINDOW.end;
  return expiredInside && resumed < COVID_WINDOW.minimumUntil ? COVID_WINDOW.minimumUntil : resumed;
}

export function computeDeadline(spec: DeadlineSpec, ctx: CoreContext): Deadline {
  const periodLast = periodEnd(spec.trigger, spec.period, { snapMonthEnd: spec.snapMonthEnd });
  const copy = certifiedCopyTime(spec.certifiedCopy, spec.trigger, periodLast);
  const excluded = [...(spec.excluded ?? []), ...copy.excluded].filter((e) => e.days > 0);
  const excludedDays = excluded.reduce((sum, e) => sum + e.days, 0);
  const ordinaryLastDay = addDays(periodLast, excludedDays);
  const covid = spec.covidExclusion !== false;
  const lastDay = covid ? covidExtendedLastDay(spec.trigger, ordinaryLastDay) : ordinaryLastDay;
  const counting = [
    `${describePeriod(spec.period)} counted from ${spec.trigger}, that day excluded (${spec.firstDayRule ?? "Limitation Act s.12(1)"}), ending ${periodLast}`,
    ...("months" in spec.period || "years" in spec.period
      ? ["Months and years are calendar months and years (General Clauses Act 1897 s.3(35)), ending on the corresponding date; a date missing from the final month falls back to that month's last day"]
      : []),
    ...excluded.map((e) => `${e.days} day${e.days === 1 ? "" : "s"} excluded: ${e.why}`),
    ...copy.counting,
    ...(spec.counting ?? []),
  ].filter((line) => line !== "");

  const weekday = dayOfWeek(lastDay);
  const underLimitationAct = spec.firstDayRule === undefined;
  if (weekday === 0) {
    counting.push(
      `${lastDay} is a Sunday, when courts and offices are closed: filing on Monday ${addDays(lastDay, 1)} is in time (${underLimitationAct ? "Limitation Act s.4" : "General Clauses Act 1897 s.10"}); this extends only the prescribed period, never a condonation window`,
    );
  } else if (weekday === 6) {
    counting.push(
      `${lastDay} is a Saturday: if the court or office is closed that day, filing on the next day it opens is in time (${underLimitationAct ? "Limitation Act s.4" : "General Clauses Act 1897 s.10"}); this extends only the prescribed period, never a condonation window`,
    );
  }

  const c = spec.condonation;
  // Months on months are counted from the trigger in one go, so a month-end start does not lose days to clamping.
  const ordinaryOuter =
    c.kind !== "capped"
      ? null
      : "months" in c.further && "months" in spec.period
        ? addDays(addMonths(spec.trigger, spec.period.months + c.further.months), excludedDays)
        : periodEnd(ordinaryLastDay, c.further);
  // The order excludes the window from condonation outer limits too.
  const outer = ordinaryOuter === null || !covid ? ordinaryOuter : covidExtendedLastDay(spec.trigger, ordinaryOuter);
  // Courts and offices are closed on Sundays everywhere in India, so a period ending on a Sunday may be met on the
  // Monday (Limitation Act s.4; General Clauses Act s.10). Saturdays differ between courts and stay a note only. Only
  // the prescribed period is extended, never a condonation window (Bhimashankar Sahakari Sakkare Karkhane v
  // Walchandnagar Industries, SC 2023).
  const reopensOn = weekday === 0 ? addDays(lastDay, 1) : null;
  let status: DeadlineStatus;
  if (spec.barred) status = "out_of_time";
  else if (ctx.asOf <= lastDay || ctx.asOf === reopensOn) status = "in_time";
  else if (c.kind === "uncapped" || (c.kind === "capped" && outer !== null && ctx.asOf <= outer)) status = "in_time_only_with_condonation";
  else status = "out_of_time";

  // A barred step has no last day worth moving: the warning would only distract from the bar.
  if (lastDay !== ordinaryLastDay && !spec.barred) {
    counting.push(
      `The Supreme Court excluded 15 Mar 2020 – 28 Feb 2022 from limitation (In Re: Cognizance for Extension of Limitation, order of 10 Jan 2022): the period, which would have ended on ${ordinaryLastDay}, ends on ${lastDay}${ordinaryLastDay <= COVID_WINDOW.end ? " (the balance running from 1 Mar 2022, and at least 90 days from then)" : " (the balance left on 15 Mar 2020 running from 1 Mar 2022)"}`,
    );
    ctx.warn({
      code: "covid_limitation_exclusion",
      message: `"${spec.label}": the Supreme Court's exclusion of 15 Mar 2020 – 28 Feb 2022 (order of 10 Jan 2022 in In Re: Cognizance for Extension of Limitation) is applied, moving the last day from ${ordinaryLastDay} to ${lastDay}.`,
    });
  }

  const closedDayRef = (weekday === 0 || weekday === 6) && underLimitationAct ? [{ source_id: LIMITATION, article: "4" }] : [];
  if (spec.byAnalogy) counting.push(`No statute fixes a period for this step: the ${describePeriod(spec.period)} are borrowed by analogy from ${spec.byAnalogy.from}`);
  const citation_ids = [...spec.refs, ...(c.refs ?? []), ...(spec.barred?.refs ?? []), ...closedDayRef].map((ref) => ctx.cite(ref));
  return {
    key: spec.key,
    label: spec.label,
    trigger_date: spec.trigger,
    trigger_event: spec.triggerEvent,
    period: describePeriod(spec.period),
    excluded_days: excludedDays,
    last_day: lastDay,
    counting,
    condonation: spec.barred
      ? { available: false, capped: false, further_period: null, outer_limit: null, basis: spec.barred.reason }
      : {
          available: c.kind !== "none",
          capped: c.kind === "capped",
          further_period: c.kind === "capped" ? describePeriod(c.further) : null,
          outer_limit: outer,
          basis: c.basis,
        },
    status,
    period_source: spec.byAnalogy ? "analogy" : "statute",
    barred: spec.barred?.reason ?? null,
    days_remaining: status === "in_time" ? Math.max(0, daysBetween(ctx.asOf, lastDay)) : null,
    days_late: status === "in_time" || spec.barred ? null : daysBetween(lastDay, ctx.asOf),
    citation_ids: [...new Set(citation_ids)],
  };
}

/**
 * A special leave petition to the Supreme Court (Art. 136): 90 days from the judgment or order under the Supreme
 * Court Rules 2013 (not in the registry), delay condonable for sufficient cause.
 */
export function specialLeaveDeadline(trigger: string, triggerEvent: string, ctx: CoreContext): Deadline {
  return computeDeadline(
    {
      key: "special_leave_petition",
      label: "Special leave petition to the Supreme Court",
      trigger,
      triggerEvent,
      period: { days: 90 },
      condonation: { kind: "uncapped", basis: "The Supreme Court may condone delay for sufficient cause", refs: [ref(CONSTITUTION, "136")] },
      refs: [ref(CONSTITUTION, "136")],
      counting: ["The 90 days come from the Supreme Court Rules 2013, which are not in our registry"],
    },
    ctx,
  );
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
