import { z } from "zod";
import { calendarDate, money } from "@/lib/tools/figures";
import { addDays, addMonths, isWeekend } from "@/lib/tools/dates";
import { InputProblems, LIMITATION, LIMITATION_SCHEDULE, certifiedCopyDateFields, checkCertifiedCopy, computeDeadline, ref, type Deadline } from "@/lib/tools/civil-limitation";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { datesInWords, formatDate, formatMoney } from "@/lib/tools/format";

/**
 * Corporate insolvency dates and thresholds. England and Wales (Insolvency Act 1986): the s.123(1)(a) statutory
 * demand test, the Part A1 moratorium (s.A9 initial period of 20 business days, s.A10 / s.A11 extensions) and the
 * look-back windows of ss. 240 and 245. India (IBC 2016): the s.4 default threshold, s.10A, the s.12 CIRP
 * timeline and the s.61 / s.62 appeal windows with their caps.
 */

const isoDate = calendarDate();
const UKIA = "uk-insolvency-act-1986";
const IBC = "in-ibc-2016";

export const insolvencyInput = z.strictObject({
  debt_amount: money("Undisputed debt owed to the creditor (GBP for GB, rupees for IN)").optional(),
  statutory_demand_served_date: isoDate.optional().describe("GB: date a statutory demand was served"),
  moratorium_start_date: isoDate.optional().describe("GB: date a Part A1 moratorium came into force"),
  bank_holidays: z.array(isoDate).max(100).default([]).describe("GB: bank holidays to skip when counting business days (weekends are always skipped)"),
  onset_of_insolvency_date: isoDate.optional().describe("GB: onset of insolvency (e.g. date of the administration application or winding-up petition)"),
  default_date: isoDate.optional().describe("IN: date of default"),
  insolvency_commencement_date: isoDate.optional().describe("IN: insolvency commencement date (admission)"),
  order_date: isoDate.optional().describe("IN: date of the NCLT or NCLAT order to be appealed"),
  appeal_forum: z.enum(["nclat", "supreme_court"]).optional().describe("IN: appeal from the NCLT to the NCLAT (s.61), or from the NCLAT to the Supreme Court (s.62)"),
  certified_copy_days: z.number().int().min(0).max(3650).optional().describe("IN: days taken to obtain a certified copy of the order, applied for within the period (Limitation Act s.12(2))"),
  ...certifiedCopyDateFields,
});

const dated = z.object({ label: z.string(), date: z.string(), provision: z.string(), certainty: z.enum(["V", "K"]), citation_ids: z.array(z.string()) });
const test = z.object({ label: z.string(), met: z.boolean().nullable(), detail: z.string(), citation_ids: z.array(z.string()) });

export const insolvencyResult = z.object({
  regime: z.enum(["GB", "IN"]),
  tests: z.array(test),
  dates: z.array(dated),
  status: z.array(z.object({ label: z.string(), position: z.enum(["in_time", "with_condonation", "out_of_time", "before", "running", "ended"]) })),
});

export type InsolvencyInput = z.infer<typeof insolvencyInput>;
export type InsolvencyResult = z.infer<typeof insolvencyResult>;

/** The nth business day after `start` (start itself not counted), skipping weekends and the given holidays. */
export function addBusinessDays(start: string, n: number, holidays: readonly string[]): string {
  const skip = new Set(holidays);
  let date = start;
  let counted = 0;
  while (counted < n) {
    date = addDays(date, 1);
    if (!isWeekend(date) && !skip.has(date)) counted += 1;
  }
  return date;
}

function runGb(input: InsolvencyInput, ctx: CoreContext): InsolvencyResult {
  const cite = (s: string) => ctx.cite({ source_id: UKIA, article: s });
  const tests: InsolvencyResult["tests"] = [];
  const dates: InsolvencyResult["dates"] = [];
  const status: InsolvencyResult["status"] = [];
  if (input.debt_amount !== undefined || input.statutory_demand_served_date) {
    const exceeds = input.debt_amount === undefined ? null : input.debt_amount > 750;
    tests.push({
      label: "Statutory demand threshold",
      met: exceeds,
      detail: `A statutory demand founds deemed inability to pay debts only for a debt exceeding £750${input.debt_amount === undefined ? "" : `; ${formatMoney(input.debt_amount, "GBP")} ${exceeds ? "exceeds" : "does not exceed"} it`}.`,
      citation_ids: [cite("123")],
    });
    if (input.statutory_demand_served_date) {
      const end = addDays(input.statutory_demand_served_date, 21);
      dates.push({ label: "Three weeks after service end (demand unpaid)", date: end, provision: "IA 1986 s.123(1)(a)", certainty: "V", citation_ids: [cite("123")] });
      dates.push({ label: "Deemed unable to pay debts from (if still unpaid)", date: addDays(end, 1), provision: "IA 1986 s.123(1)(a), s.122(1)(f)", certainty: "V", citation_ids: [cite("123"), cite("122")] });
    }
  }
  if (input.moratorium_start_date) {
    const start = input.moratorium_start_date;
    const initialEnd = addBusinessDays(start, 20, input.bank_holidays);
    const extendedEnd = addBusinessDays(initialEnd, 20, input.bank_holidays);
    const maxEnd = addDays(addMonths(addDays(start, 1), 12), -1);
    dates.push({ label: "Moratorium initial period ends (20 business days)", date: initialEnd, provision: "IA 1986 s.A9(2)", certainty: "V", citation_ids: [cite("A9")] });
    dates.push({ label: "End if extended once by the directors without creditor consent (further 20 business days)", date: extendedEnd, provision: "IA 1986 s.A10", certainty: "K", citation_ids: [cite("A10")] });
    dates.push({ label: "Latest end with pre-moratorium creditors' consent (one year in total)", date: maxEnd, provision: "IA 1986 s.A11", certainty: "K", citation_ids: [cite("A11")] });
    status.push({ label: "Moratorium initial period", position: ctx.asOf <= start ? "before" : ctx.asOf <= initialEnd ? "running" : "ended" });
    if (input.bank_holidays.length === 0) {
      ctx.warn({ code: "assumption", message: "Business days were counted skipping weekends only; give bank_holidays to skip those falling in the period." });
    }
  }
  if (input.onset_of_insolvency_date) {
    const onset = input.onset_of_insolvency_date;
    const windows: [string, number, string, string[]][] = [
      ["Transactions at an undervalue: relevant time starts", 24, "IA 1986 ss.238, 240(1)(a)", ["238", "240"]],
      ["Preferences to a connected person: relevant time starts", 24, "IA 1986 ss.239, 240(1)(a)", ["239", "240"]],
      ["Preferences to others: relevant time starts", 6, "IA 1986 ss.239, 240(1)(b)", ["239", "240"]],
      ["Floating charges to a connected person: invalid if created on or after", 24, "IA 1986 s.245(3)(a)", ["245"]],
      ["Floating charges to others: invalid (unless new value) if created on or after", 12, "IA 1986 s.245(3)(b)", ["245"]],
    ];
    for (const [label, months, provision, sections] of windows) {
      dates.push({ label, date: addMonths(onset, -months), provision, certainty: "K", citation_ids: sections.map(cite) });
    }
    ctx.warn({ code: "assumption", message: "Sections 238 to 245 as computed here are the England and Wales provisions; Scotland has its own (ss.242, 243)." });
    tests.push({
      label: "Insolvency at the time (ss.240(2), 245(4))",
      met: null,
      detail: "Except for undervalue transactions and preferences with connected persons (presumed), the company must have been unable to pay its debts at the time or have become so as a result.",
      citation_ids: [cite("240")],
    });
  }
  return { regime: "GB", tests, dates, status };
}

function runIn(input: InsolvencyInput, ctx: CoreContext): InsolvencyResult {
  const problems = new InputProblems();
  checkCertifiedCopy(problems, input, ctx.asOf);
  problems.throwIfAny();
  const cite = (s: string) => ctx.cite({ source_id: IBC, article: s });
  const tests: InsolvencyResult["tests"] = [];
  const dates: InsolvencyResult["dates"] = [];
  const status: InsolvencyResult["status"] = [];
  if (input.debt_amount !== undefined) {
    const threshold = ctx.asOf >= "2020-03-24" ? 10_000_000 : 100_000;
    const met = input.debt_amount >= threshold;
    tests.push({
      label: "Minimum default for CIRP (s.4)",
      met,
      detail: `₹${threshold.toLocaleString("en-IN")} (${threshold === 10_000_000 ? "₹1 crore from 24 Mar 2020" : "₹1 lakh before 24 Mar 2020"}); default of ₹${input.debt_amount.toLocaleString("en-IN")} ${met ? "meets" : "is below"} it.`,
      citation_ids: [cite("4")],
    });
  }
  const position = (d: Deadline): InsolvencyResult["status"][number]["position"] =>
    d.status === "in_time" ? "in_time" : d.status === "in_time_only_with_condonation" ? "with_condonation" : "out_of_time";
  if (input.default_date) {
    const covid = input.default_date >= "2020-03-25" && input.default_date <= "2021-03-24";
    tests.push({
      label: "Section 10A bar (defaults from 25 Mar 2020 to 24 Mar 2021)",
      met: covid,
      detail: covid ? "No CIRP application may ever be filed for this default." : "The default falls outside the s.10A period.",
      citation_ids: [cite("10A")],
    });
    // The shared counting: Art. 137 through s.238A, the COVID exclusion, and a s.10A default barred whatever the dates.
    const d = computeDeadline(
      {
        key: "application_limitation",
        label: "Limitation for a s.7 / s.9 application",
        trigger: input.default_date,
        triggerEvent: "date of default",
        period: { years: 3 },
        condonation: { kind: "uncapped", basis: "Limitation Act s.5 applies to applications", refs: [ref(LIMITATION, "5")] },
        refs: [ref(IBC, "238A"), ref(LIMITATION_SCHEDULE, "137")],
        barred: covid ? { reason: "IBC s.10A: no application may ever be filed for a default arising between 25 Mar 2020 and 24 Mar 2021", refs: [ref(IBC, "10A")] } : undefined,
      },
      ctx,
    );
    dates.push({ label: `${covid ? "Barred by s.10A; the" : "The"} 3 years from default (Limitation Act Art. 137) end`, date: d.last_day, provision: "IBC s.238A", certainty: "K", citation_ids: d.citation_ids });
    status.push({ label: "Application limitation", position: position(d) });
  }
  if (input.insolvency_commencement_date) {
    const icd = input.insolvency_commencement_date;
    dates.push({ label: "CIRP 180 days end", date: addDays(icd, 180), provision: "IBC s.12(1)", certainty: "V", citation_ids: [cite("12")] });
    dates.push({ label: "With the one extension of up to 90 days (66% CoC vote)", date: addDays(icd, 270), provision: "IBC s.12(2)-(3)", certainty: "V", citation_ids: [cite("12")] });
    dates.push({ label: "Outer limit of 330 days including litigation time (directory after Essar Steel)", date: addDays(icd, 330), provision: "IBC s.12(3) proviso", certainty: "V", citation_ids: [cite("12")] });
  }
  if (input.order_date && input.appeal_forum) {
    const [days, extra, section] = input.appeal_forum === "nclat" ? [30, 15, "61"] : [45, 15, "62"];
    const forum = input.appeal_forum === "nclat" ? "NCLAT" : "Supreme Court";
    const d = computeDeadline(
      {
        key: "appeal",
        label: `Appeal to the ${forum}`,
        trigger: input.order_date,
        triggerEvent: "the order",
        period: { days },
        condonation: { kind: "capped", further: { days: extra }, basis: `At most ${extra} more days for sufficient cause (IBC s.${section})`, refs: [ref(IBC, section)] },
        refs: [ref(IBC, section), ...(input.certified_copy_days || input.certified_copy_applied_date ? [ref(LIMITATION, "12")] : [])],
        certifiedCopy: input,
      },
      ctx,
    );
    dates.push({ label: `Appeal to the ${forum}: ${days} days end${d.excluded_days ? ` (with ${d.excluded_days} days of certified-copy time)` : ""}`, date: d.last_day, provision: `IBC s.${section}`, certainty: "V", citation_ids: d.citation_ids });
    dates.push({ label: `Last day with the maximum ${extra}-day condonation (hard cap)`, date: d.condonation.outer_limit!, provision: `IBC s.${section}`, certainty: "V", citation_ids: [cite(section)] });
    status.push({ label: "Appeal", position: position(d) });
  }
  return { regime: "IN", tests, dates, status };
}

function runInsolvency(input: InsolvencyInput, ctx: CoreContext): InsolvencyResult {
  return ctx.jurisdiction.toUpperCase().startsWith("IN") ? runIn(input, ctx) : runGb(input, ctx);
}

/** A test whose being met stops the application ("Section 10A bar"), unlike a threshold that must be met. */
const isBar = (label: string) => /\bbar\b/i.test(label);
type Position = InsolvencyResult["status"][number]["position"];
const POSITION_WORDS: Record<Position, string> = {
  in_time: "in time",
  with_condonation: "late: in time only if the delay is condoned",
  out_of_time: "out of time",
  before: "not yet begun",
  running: "running",
  ended: "ended",
};
const POSITION_WITH_DATE: Record<Position, (date: string) => string> = {
  in_time: (d) => `is in time: the last day is ${d}`,
  with_condonation: (d) => `is late: the last day was ${d}, so only a condoned delay keeps it in time`,
  out_of_time: (d) => `is out of time: the last day was ${d}`,
  before: (d) => `has not begun (it would end on ${d})`,
  running: (d) => `runs until ${d}`,
  ended: (d) => `ended on ${d}`,
};
/** Each status as the subject of a sentence. */
const STATUS_SUBJECT: Record<string, string> = {
  "Moratorium initial period": "The moratorium's initial period",
  "Application limitation": "A s.7 or s.9 application",
  Appeal: "The appeal",
};
/** The date each status turns on, found by its label. */
const STATUS_DATE: Record<string, (dateLabel: string) => boolean> = {
  "Moratorium initial period": (l) => l.startsWith("Moratorium initial period ends"),
  "Application limitation": (l) => l.includes("3 years from default"),
  Appeal: (l) => l.startsWith("Appeal to the"),
};

export const insolvency: AnalysisTool<typeof insolvencyInput, InsolvencyResult> = {
  tool_type: "insolvency",
  name: "Corporate insolvency dates and thresholds",
  description:
    "England and Wales: statutory demand test, Part A1 moratorium periods in business days, and the look-back windows for undervalues, preferences and floating charges. India: IBC default threshold, s.10A, CIRP timeline and appeal windows with their caps.",
  input: insolvencyInput,
  result: insolvencyResult,
  example: {
    tool_type: "insolvency",
    jurisdiction: "GB",
    question: "How long does our moratorium last and which past payments could be unwound?",
    debt_amount: 12_500,
    moratorium_start_date: "2026-03-02",
    onset_of_insolvency_date: "2026-03-02",
  },
  covers: ["GB", "IN"],
  keyFields: ["debt_amount", "moratorium_start_date", "onset_of_insolvency_date", "insolvency_commencement_date", "order_date", "default_date"],
  run: runInsolvency,
  verdict: (r) => {
    // A test that is a bar (s.10A) decides the case when it is met; any other test when it is not.
    const failed = r.tests.filter((t) => (isBar(t.label) ? t.met === true : t.met === false));
    if (failed.length) return `${failed.map((t) => `${isBar(t.label) ? `${t.label}: applies` : `${t.label}: not met`}. ${datesInWords(t.detail)}`).join(" ")}`;
    // Each status is said once, with the date it turns on ("Moratorium initial period ended on 30 March 2026"), not
    // as a status followed by the same label again with its date.
    const used = new Set<number>();
    const statuses = r.status.map((s) => {
      const at = r.dates.findIndex((d, i) => !used.has(i) && STATUS_DATE[s.label]?.(d.label));
      if (at < 0) return `${s.label}: ${POSITION_WORDS[s.position]}.`;
      used.add(at);
      return `${STATUS_SUBJECT[s.label] ?? s.label} ${POSITION_WITH_DATE[s.position](formatDate(r.dates[at].date))}.`;
    });
    const rest = r.dates.filter((_, i) => !used.has(i)).slice(0, Math.max(0, 3 - used.size)).map((d) => `${d.label}: ${formatDate(d.date)}`);
    const text = [...statuses, ...(rest.length ? [`${rest.join("; ")}.`] : [])].join(" ");
    return text || null;
  },
};
