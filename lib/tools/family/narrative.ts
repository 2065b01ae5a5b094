/**
 * Words from a core's computed result, and the check that a model's narrative kept every computed date and
 * amount. Pure: no model, no I/O.
 */

type Json = unknown;
const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: Json) => (typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "");

export const COMPUTED_PREFIX = "Computed answer (no language model was used; every figure below comes from the deterministic rules):";
export const REPLACED_PREFIX = "Computed answer (the model's explanation changed a computed figure, so it was set aside; every figure below comes from the deterministic rules):";

const STATUS_WORDS: Record<string, string> = {
  in_time: "in time",
  in_time_only_with_condonation: "in time only if the delay is condoned",
  out_of_time: "out of time",
};

function money(amount: Json, currency = "₹"): string {
  if (typeof amount !== "number") return "not computable from the input";
  return `${currency}${amount.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
}

function forumLine(label: string, forum: Json): string | null {
  if (!isRecord(forum) || !forum.forum) return null;
  return `${label}: ${str(forum.forum)}${forum.basis ? ` (${str(forum.basis)})` : ""}.`;
}

function deadlineLine(d: Record<string, Json>): string {
  const parts = [`${str(d.label)}: last day ${str(d.last_day)}`];
  if (d.status) parts.push(`— ${STATUS_WORDS[str(d.status)] ?? str(d.status)} as of the judging date`);
  if (typeof d.days_remaining === "number") parts.push(`(${d.days_remaining} days left)`);
  if (typeof d.days_late === "number") parts.push(`(${d.days_late} days late)`);
  const c = isRecord(d.condonation) ? d.condonation : null;
  if (c?.available && c.capped && c.outer_limit) parts.push(`; condonation possible up to the outer limit of ${str(c.outer_limit)}`);
  else if (c?.available && !c.capped) parts.push("; later filing needs condonation of the delay (no statutory outer limit)");
  else if (c && !c.available) parts.push("; no condonation");
  return `${parts.join(" ")}.`;
}

/** Scalar fields of an object as "name: value" pairs (the fallback for result shapes without a known layout). */
function scalars(obj: Record<string, Json>, skip: Set<string>): string {
  return Object.entries(obj)
    .filter(([k, v]) => !skip.has(k) && (typeof v === "string" || typeof v === "number" || typeof v === "boolean"))
    .map(([k, v]) => `${k.replace(/_/g, " ")}: ${str(v)}`)
    .join("; ");
}

const KNOWN = new Set(["as_of", "forum", "next_forum", "deadlines", "money", "checklist", "notes", "findings", "summary", "citation_ids"]);

/** A plain narrative of a core's result: forum, deadlines with their status, money, checklist, notes; other fields listed. */
export function narrateResult(result: Json, context: { toolName: string; asOf: string; prefix?: string }): string {
  const lines: string[] = [`${context.prefix ?? COMPUTED_PREFIX} ${context.toolName}, judged on ${context.asOf}.`];
  if (!isRecord(result)) return lines.join("\n\n");
  if (typeof result.summary === "string") lines.push(result.summary);
  const forums = [forumLine("Forum", result.forum), forumLine("Next forum", result.next_forum)].filter(Boolean);
  if (forums.length) lines.push(forums.join(" "));
  if (Array.isArray(result.deadlines) && result.deadlines.length) {
    lines.push(["Deadlines:", ...result.deadlines.filter(isRecord).map((d) => `- ${deadlineLine(d)}`)].join("\n"));
  }
  if (Array.isArray(result.money) && result.money.length) {
    lines.push(["Money:", ...result.money.filter(isRecord).map((m) => `- ${str(m.label)}: ${money(m.amount)}${m.basis ? ` (${str(m.basis)})` : ""}.`)].join("\n"));
  }
  if (Array.isArray(result.findings) && result.findings.length) {
    lines.push(["Findings:", ...result.findings.map((f) => `- ${str(f)}`)].join("\n"));
  }
  const other = Object.entries(result).filter(([k]) => !KNOWN.has(k));
  for (const [key, value] of other) {
    const title = key.replace(/_/g, " ");
    if (Array.isArray(value) && value.some(isRecord)) {
      lines.push([`${title[0].toUpperCase()}${title.slice(1)}:`, ...value.filter(isRecord).map((v) => `- ${scalars(v, new Set(["citation_ids"]))}`)].join("\n"));
    } else if (isRecord(value)) {
      const inner = scalars(value, new Set(["citation_ids"]));
      if (inner) lines.push(`${title[0].toUpperCase()}${title.slice(1)}: ${inner}.`);
    } else if (value !== null && value !== undefined && !Array.isArray(value)) {
      lines.push(`${title[0].toUpperCase()}${title.slice(1)}: ${str(value)}.`);
    }
  }
  if (Array.isArray(result.checklist) && result.checklist.length) {
    lines.push(["Checklist:", ...result.checklist.filter(isRecord).map((c) => `- ${str(c.item)}${c.why ? ` — ${str(c.why)}` : ""}`)].join("\n"));
  }
  if (Array.isArray(result.notes) && result.notes.length) {
    lines.push(["Notes:", ...result.notes.filter(isRecord).map((n) => `- ${str(n.text)}`)].join("\n"));
  }
  lines.push("This is computed from the facts you gave; check them, and have a qualified lawyer confirm before you rely on it.");
  return lines.join("\n\n");
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

function iso(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 ? d.toISOString().slice(0, 10) : null;
}

/** Every calendar date a text states: 2026-01-31, 31 January 2026, 31 Jan 2026, January 31, 2026. */
export function datesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) out.push(iso(+m[1], +m[2], +m[3]) ?? m[0]);
  const month = (name: string) => MONTHS.findIndex((full) => full.startsWith(name.toLowerCase().slice(0, 3))) + 1;
  for (const m of text.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)?\s+(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?,?\s+(\d{4})\b/gi)) {
    out.push(iso(+m[3], month(m[2]), +m[1]) ?? m[0]);
  }
  for (const m of text.matchAll(/\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/gi)) {
    out.push(iso(+m[3], month(m[1]), +m[2]) ?? m[0]);
  }
  return out;
}

/** Every amount of money a text states (₹, Rs, INR, EUR, €, USD, $, £, GBP; lakh and crore multiplied out). */
export function amountsIn(text: string): number[] {
  const out: number[] = [];
  const pattern = /(?:₹|\bRs\.?|\bINR|\bEUR|€|\bUSD|\$|£|\bGBP)\s?(\d{1,3}(?:,\d{2,3})*(?:\.\d+)?|\d+(?:\.\d+)?)(\s*(?:lakhs?|crores?|million|billion|m|bn)\b)?/gi;
  for (const m of text.matchAll(pattern)) {
    let value = Number(m[1].replace(/,/g, ""));
    const unit = (m[2] ?? "").trim().toLowerCase();
    if (unit.startsWith("lakh")) value *= 1e5;
    else if (unit.startsWith("crore")) value *= 1e7;
    else if (unit === "million" || unit === "m") value *= 1e6;
    else if (unit === "billion" || unit === "bn") value *= 1e9;
    out.push(value);
  }
  return out;
}

function leaves(value: Json, into: { dates: Set<string>; numbers: number[] }): void {
  if (typeof value === "string") for (const d of datesIn(value)) into.dates.add(d);
  else if (typeof value === "number") into.numbers.push(value);
  else if (Array.isArray(value)) value.forEach((v) => leaves(v, into));
  else if (isRecord(value)) Object.values(value).forEach((v) => leaves(v, into));
}

/**
 * The dates and amounts a narrative states that neither the computed result nor the caller's own request contains:
 * a model may explain the figures but not change them.
 */
export function alteredFigures(narrative: string, result: Json, request: Json): string[] {
  const known = { dates: new Set<string>(), numbers: [] as number[] };
  leaves(result, known);
  leaves(request, known);
  const close = (n: number) => known.numbers.some((k) => Math.abs(k - n) < 0.01 || (k !== 0 && Math.abs(k - n) / Math.abs(k) < 1e-6));
  return [
    ...datesIn(narrative).filter((d) => !known.dates.has(d)).map((d) => `date ${d}`),
    ...amountsIn(narrative).filter((n) => !close(n)).map((n) => `amount ${n}`),
  ];
}
