/**
 * Words from a core's computed result, and the check that a model's narrative kept every computed date and
 * amount. Pure: no model, no I/O.
 */

import { countryName } from "../country-name";
import { type Currency, datesInWords, formatDate, formatMoney, isCurrency, plural } from "../format";

type Json = unknown;
const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: Json) => (typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "");

export const COMPUTED_PREFIX = "Computed answer (no language model was used; every figure below comes from the deterministic rules):";
export const REPLACED_PREFIX = "Computed answer (the model's explanation changed a computed figure, so it was set aside; every figure below comes from the deterministic rules):";

export interface NarrativeContext {
  toolName: string;
  asOf: string;
  prefix?: string;
  /** The core's warnings: they can reverse what the figures seem to say, so they come right after the verdict. */
  warnings?: readonly { code: string; message: string }[];
  /** The caller's own question, answered first when given. */
  question?: string;
  /** The tool's one-line verdict on its result (AnalysisTool.verdict), else one derived from deadlines or forum. */
  verdict?: string | null;
  currency?: Currency;
}

const STATUS_WORDS: Record<string, string> = {
  in_time: "in time",
  in_time_only_with_condonation: "late: in time only if the delay is condoned",
  out_of_time: "out of time",
};

const CHECK_WORDS: Record<string, string> = {
  satisfied: "done",
  missing: "missing",
  conditional: "needed if it applies",
  caveat: "check",
  required: "required",
  not_required: "not required",
  depends_on_figures: "depends on the figures",
  met: "met",
  not_met: "not met",
};

/** Keys that are bookkeeping for machines, not facts for a reader. */
const HIDDEN = new Set(["citation_ids", "source", "certainty", "computed", "as_of", "key", "model_rules_articles", "rates_article", "counting"]);
/** A number under one of these keys is money; under a rate-like key it is not, whatever else the key says. */
const MONEY_KEY = /(amount|admitted|limit$|limit_|exposure|headroom|deposit|fee|tax$|tax_|income|revenue|payroll|assets|capital|reserves|premium|outstanding|debt|cfads|held$|required$|profit|carve_out|^total|_total|consideration|turnover|net_worth|minimum_default|value_threshold|threshold_eur|top_up$|top_up_before|qdmtt_credit|relieved$)/;
/**
 * Whole segments of a key that make its number a rate, a count or a period, never money. Matched segment by segment
 * ("corporate_tax" holds no "rate", "discount" no "count", "consideration" no "ratio"), never inside a word.
 */
const NOT_MONEY_SEGMENTS = new Set(["pct", "percent", "percentage", "rate", "rates", "ratio", "dscr", "llcr", "days", "years", "months", "count", "score", "etr", "year", "employees", "apartments", "sqm"]);
/** Segments that make a number a percentage. */
const PERCENT_SEGMENTS = new Set(["pct", "percent", "percentage", "etr", "rate"]);
const segments = (key: string) => key.toLowerCase().split("_");
const hasSegment = (key: string, set: ReadonlySet<string>) => segments(key).some((s) => set.has(s) || (set.has("pct") && /^\d+pct$/.test(s)));
/** Two words joined by "to" name a ratio or a relation ("debt_to_equity"), never an amount. */
const RATIO_KEY = /^[a-z]+_to_[a-z]+$/;
const isNotMoneyKey = (key: string) => hasSegment(key, NOT_MONEY_SEGMENTS) || /^fiscal(_|$)/.test(key) || RATIO_KEY.test(key);

/** An amount a ratio caps is still money: "debt_capacity_at_min_dscr" is what the covenant lets the period carry. */
const MONEY_DESPITE_RATIO = /(^|_)(capacity|npv)(_|$)|^limit_\d+pct_|^loss_year$/;
/** A calendar year is a label, not a quantity: 2026, never "2,026". */
const YEAR_KEY = /(^|_)year$/;
export const isMoneyKey = (key: string) => MONEY_DESPITE_RATIO.test(key) || (MONEY_KEY.test(key) && !isNotMoneyKey(key));
/** An amount named in euros ("threshold_eur") is in whole euros even where the result keeps its figures in millions. */
const WHOLE_EUROS_KEY = /(^|_)eur$/;

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** A field holding an ISO country code, named in prose ("residence_country": "FR" → France). */
const COUNTRY_KEY = /(^|_)(country|jurisdiction|regime)$/;

/** snake_case codes read as words. */
const underscoresToSpaces = (text: string) => text.replace(/_/g, " ");

/**
 * Web addresses are provenance for the citations, not prose: a client reads "(Memorandum to the Finance Bill 2020)",
 * not the address after it. The punctuation the address leaves behind is tidied.
 */
export function withoutAddresses(text: string): string {
  if (!/https?:\/\//.test(text)) return text;
  return text
    .replace(/\s*\b(?:also|text at|see)?\s*https?:\/\/[^\s)]*[^\s),;.]/g, "")
    .replace(/\(\s*[,;]?\s*\)/g, "")
    .replace(/\s*[,;]\s*\)/g, ")")
    .replace(/\(\s*[,;]\s*/g, "(")
    .replace(/\s+([,;.)])/g, "$1")
    .replace(/[,;]\s*([,;])/g, "$1")
    .replace(/ {2,}/g, " ")
    .trim();
}
const MONTH_NAMES: Record<string, string> = { Jan: "January", Feb: "February", Mar: "March", Apr: "April", Jun: "June", Jul: "July", Aug: "August", Sep: "September", Sept: "September", Oct: "October", Nov: "November", Dec: "December" };
/** "30 Dec 2021" and "1 Jul–31 Dec" as a client reads them: the month in full. */
const fullMonths = (text: string) => text.replace(/\b(\d{1,2}) (Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b\.?/g, (_m, day: string, month: string) => `${day} ${MONTH_NAMES[month]}`);
const words = (text: string) => fullMonths(datesInWords(withoutAddresses(text)));

/** Enumerated codes a reader would not recognise, in plain words ("fts" → "fees for technical services"). */
const CODE_WORDS: Record<string, string> = {
  fts: "fees for technical services",
  sma_0: "SMA-0",
  sma_1: "SMA-1",
  sma_2: "SMA-2",
  doubtful_d1: "doubtful (D1)",
  doubtful_d2: "doubtful (D2)",
  doubtful_d3: "doubtful (D3)",
  majority_lookthrough: "majority look-through",
  IN_RBI_PAYMENT_AGGREGATOR: "RBI payment aggregator authorisation (India)",
  SG_PS_ACT: "Payment Services Act 2019 (Singapore)",
  GB_E_MONEY: "e-money regime (United Kingdom)",
  IN_GENERAL_LAW: "general law (India)",
  US_FTC_FRANCHISE_RULE: "FTC Franchise Rule (United States)",
  "IN-SBO": "significant beneficial owners (India, Companies Act s.90)",
  "IN-PMLA": "beneficial owners for KYC (India, PMLA Rules)",
  "EU-AMLD": "beneficial owners (EU anti-money-laundering rules)",
};

/** The consumer commissions by level (Consumer Protection Act 2019, ss.34, 47, 58). */
const COMMISSION_WORDS: Record<string, string> = { district: "District Commission", state: "State Commission", national: "National Commission" };

/** A proceeding's stage as a lawyer names it ("nclat_appeal" → "appeal to the NCLAT"); unlisted stages read as words. */
const STAGE_WORDS: Record<string, string> = {
  cit_appeals: "appeal to the Commissioner (Appeals)",
  itat: "appeal to the ITAT",
  high_court: "appeal to the High Court",
  supreme_court: "appeal to the Supreme Court",
  nclat_appeal: "appeal to the NCLAT",
  supreme_court_appeal: "appeal to the Supreme Court",
  initiation: "initiation of the insolvency process",
  cirp_timeline: "CIRP timeline",
  gstat: "appeal to the GST Appellate Tribunal",
  appeal_state: "appeal to the State Commission",
  appeal_national: "appeal to the National Commission",
  appeal_supreme_court: "appeal to the Supreme Court",
  tm_opposition: "trade mark opposition",
  tm_counter_statement: "trade mark counter-statement",
  tm_appeal: "trade mark appeal",
  slp: "special leave petition",
  rera_complaint: "RERA complaint",
  rera_appeal: "RERA appeal",
  rera_high_court_appeal: "appeal from the RERA Appellate Tribunal to the High Court",
  mutual_consent: "divorce by mutual consent",
  contested_divorce: "contested divorce",
};

function value(key: string, v: Json, money: (n: number) => string, options: { country?: boolean } = {}): string {
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "number" && YEAR_KEY.test(key) && !isMoneyKey(key) && Number.isInteger(v)) return String(v);
  if (typeof v === "number" && WHOLE_EUROS_KEY.test(key) && isMoneyKey(key)) return formatMoney(v, "EUR", "units");
  if (typeof v === "number") return isMoneyKey(key) ? money(v) : hasSegment(key, PERCENT_SEGMENTS) ? `${v.toLocaleString("en-GB", { maximumFractionDigits: 4 })}%` : v.toLocaleString("en-GB", { maximumFractionDigits: 4 });
  if (typeof v === "string" && (COUNTRY_KEY.test(key) || options.country) && /^[A-Za-z]{2}$/.test(v)) return countryName(v);
  if (typeof v === "string" && Object.hasOwn(CODE_WORDS, v)) return CODE_WORDS[v];
  if (typeof v === "string" && key === "stage" && Object.hasOwn(STAGE_WORDS, v)) return STAGE_WORDS[v];
  if (typeof v === "string" && key === "governing_act" && /^\d{4}$/.test(v)) return `Income-tax Act ${v}`;
  if (typeof v === "string" && key === "forum" && Object.hasOwn(COMMISSION_WORDS, v)) return COMMISSION_WORDS[v];
  if (typeof v === "string") return ISO.test(v) ? formatDate(v) : words(underscoresToSpaces(withoutAddresses(v)));
  return "";
}

/** Abbreviations in field names, as a lawyer writes them ("etr" → "effective tax rate (ETR)", "npa" → "NPA"). */
const KEY_WORDS: Record<string, string> = {
  etr: "effective tax rate (ETR)",
  sbs: "side-by-side",
  globe: "GloBE",
  lksg: "LkSG",
  cbcr: "CbCR",
  s186: "section 186",
  ...Object.fromEntries(
    ["npa", "dscr", "llcr", "cfads", "sbie", "qdmtt", "iir", "utpr", "agm", "ear", "us", "eu", "uk", "csddd", "csrd", "brsr", "sarfaesi", "ip", "ubo", "psc", "trc", "pan", "fts", "gst", "igst", "cgst", "sgst", "drt", "nclt", "nclat", "itat", "cirp", "rera", "kyc", "din", "mli", "ppt", "tds", "id", "npv", "eur", "inr", "sr"].map((w) => [w, w.toUpperCase()]),
  ),
};
/** Whole field names a pattern cannot word well. */
const FIELD_WORDS: Record<string, string> = {
  act_1961: "1961 Act section",
  act_2025: "2025 Act section",
  limit_60pct_of_capital_reserves_premium: "limit of 60% of paid-up capital, free reserves and securities premium",
  limit_100pct_of_reserves_premium: "limit of 100% of free reserves and securities premium",
  debt_pct: "debt share",
  voting_pct: "voting share",
  total_voting_pct: "total voting share",
};

const humanKey = (key: string) =>
  FIELD_WORDS[key] ??
  key
    .split("_")
    .map((w) => KEY_WORDS[w] ?? w)
    .join(" ")
    .replace(/(\d+)pct\b/g, "$1%")
    // The value carries its own % ("rate: 10%", not "rate %: 10%").
    .replace(/(\w) pct$/, "$1")
    .replace(/\bpct\b/, "%")
    .replace(/\btop up\b/g, "top-up");
/**
 * A full stop unless the text already ends a sentence. A closing bracket or quote ends one only after the sentence's own
 * stop ("(see s.41.)"): "… (s.41 proviso)" still needs its full stop.
 */
export const sentence = (text: string) => (/[.!?]["'”’)\]]*$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const capital = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

/**
 * A bare number the record's own words already state with its unit ("threshold": 735 beside "less than $735") is left
 * out: printed again without the unit it reads as a different figure.
 */
function statedInText(key: string, n: number, r: Record<string, Json>): boolean {
  if (isMoneyKey(key) || hasSegment(key, PERCENT_SEGMENTS)) return false;
  const figure = n.toLocaleString("en-US", { maximumFractionDigits: 4 }).replace(/[.,]/g, "\\$&");
  const withUnit = new RegExp(`(?:[$€£₹]\\s?${figure}(?!\\d|,\\d)|(?<![\\d,.])${figure}\\s?%)`);
  return Object.values(r).some((v) => typeof v === "string" && withUnit.test(v));
}

const PROSE_FIELDS = new Set(["why", "detail", "reason", "basis", "framework", "consequence", "text", "value"]);

/** One record as a readable line: its label-like field first, then the rest as "name: value". */
function recordLine(r: Record<string, Json>, resultMoney: (n: number) => string, options: { country?: boolean; label?: string } = {}): string {
  // A record that names its own currency ("currency": "SGD") is in it, whatever the tool's or the result's currency.
  const ownCurrency = isCurrency(r.currency) ? r.currency : null;
  const money = ownCurrency ? (n: number) => formatMoney(n, ownCurrency) : resultMoney;
  const labelKey = ["item", "label", "criterion", "test", "regime", "issue", "name", "person", "text", "vehicle", "clause", "exemption", "rule", "subject", "code", "key", "to", ...(options.label ? [options.label] : [])].find((k) => typeof r[k] === "string");
  const status = typeof r.status === "string" ? (CHECK_WORDS[r.status] ?? STATUS_WORDS[r.status] ?? r.status.replaceAll("_", " ")) : typeof r.met === "boolean" ? (r.met ? "met" : "not met") : null;
  const rest = Object.entries(r)
    .filter(([k, v]) => k !== labelKey && k !== "status" && !(k === "met" && typeof v === "boolean") && !(k === "currency" && ownCurrency) && !HIDDEN.has(k) && (typeof v === "string" || typeof v === "number" || typeof v === "boolean"))
    .filter(([k, v]) => !(typeof v === "number" && statedInText(k, v, r)))
    // A prose field reads on its own; a one-word one ("basis": "treaty") keeps its name or it reads as a stray word.
    .map(([k, v]) => (PROSE_FIELDS.has(k) && (k === "value" || !(typeof v === "string" && /^[a-z]+$/.test(v.trim()))) ? value(k, v, money) : `${humanKey(k)}: ${value(k, v, money)}`))
    .filter(Boolean)
    // A prose field's own full stop would read ".;" before the next part; the line's end gets one stop.
    .map((part, i, all) => (i < all.length - 1 ? part.replace(/(?<!\b(?:Ltd|Co|Inc|Pvt|etc|No|Art|ss?|r|[A-Z]))\.$/, "") : part));
  const head = labelKey ? value(labelKey, r[labelKey], money, options) : "";
  const lead = head ? `${head}${status ? ` [${status}]` : ""}` : status ? `[${status}]` : "";
  return `${lead}${rest.length ? `${lead ? " — " : ""}${rest.join("; ")}` : ""}`;
}

function forumLine(label: string, forum: Json): string | null {
  if (!isRecord(forum) || !forum.forum) return null;
  return `${label}: ${str(forum.forum)}${forum.basis ? ` (${words(str(forum.basis))})` : ""}.`;
}

function deadlineLine(d: Record<string, Json>, asOf: string | null): string {
  if (typeof d.barred === "string" && d.barred) return `${str(d.label)}: barred — ${words(d.barred)}.`;
  const analogy = d.period_source === "analogy" ? " (no statute fixes this period; it is borrowed by analogy, not a rule)" : "";
  const parts = [`${str(d.label)}: last day ${formatDate(str(d.last_day))}${analogy}`];
  if (d.status) parts.push(`— on the judging date, ${STATUS_WORDS[str(d.status)] ?? str(d.status)}`);
  if (d.status === "in_time" && asOf !== null && asOf > str(d.last_day)) parts.push(`(the last day was a Sunday: filing on ${formatDate(asOf)}, the day the court reopens, is in time)`);
  else if (typeof d.days_remaining === "number") parts.push(`(${plural(d.days_remaining, "day")} left)`);
  if (typeof d.days_late === "number") parts.push(`(${plural(d.days_late, "day")} late)`);
  const c = isRecord(d.condonation) ? d.condonation : null;
  if (d.status === "out_of_time" && c?.available && c.capped && c.outer_limit) parts.push(`; the outer limit for condonation, ${formatDate(str(c.outer_limit))}, has passed`);
  else if (c?.available && c.capped && c.outer_limit) parts.push(`; condonation possible up to the outer limit of ${formatDate(str(c.outer_limit))}`);
  else if (c?.available && !c.capped) parts.push("; later filing needs condonation of the delay (no statutory outer limit)");
  else if (c && !c.available) parts.push("; no condonation");
  return `${parts.join(" ").replaceAll(" ;", ";")}.`;
}

/** The first day a filing may be made, where the result gives one (top level, or in its eligibility). */
function earliestFiling(result: Record<string, Json>): string | null {
  const at = (v: Json) => (typeof v === "string" && ISO.test(v) ? v : null);
  return at(result.earliest_filing_date) ?? (isRecord(result.eligibility) ? at(result.eligibility.earliest_filing_date) : null);
}

/** The verdict a litigation result carries in its first deadline, or failing that its forum. */
export function deadlineVerdict(result: Json): string | null {
  if (!isRecord(result)) return null;
  const d = Array.isArray(result.deadlines) ? result.deadlines.find(isRecord) : undefined;
  if (d) {
    const label = str(d.label);
    const last = formatDate(str(d.last_day));
    const c = isRecord(d.condonation) ? d.condonation : {};
    const analogy = d.period_source === "analogy" ? " The period is borrowed by analogy from another provision; no statute fixes it." : "";
    if (typeof d.barred === "string" && d.barred) return `${label}: no filing can be in time. ${sentence(words(d.barred))}`;
    const asOf = typeof result.as_of === "string" ? result.as_of : null;
    // Limitation Act s.4 / General Clauses Act s.10: a period ending on a Sunday is met by filing when the court reopens.
    if (d.status === "in_time" && asOf !== null && asOf > str(d.last_day)) {
      return `${label}: in time if filed today, ${formatDate(asOf)}. The period ended on ${last}, a Sunday, and a filing on the day the court reopens is in time.${analogy}`;
    }
    if (d.status === "in_time") {
      // A filing barred until a later day (CPC s.80's two months, IBC s.9's ten days) must not read "file by" alone: a
      // reader who files today is refused.
      const earliest = earliestFiling(result);
      const from = earliest && asOf !== null && earliest > asOf && earliest <= str(d.last_day) ? `File from ${formatDate(earliest)} and by ${last}` : `File by ${last}`;
      return `${label}: in time. ${from} (${plural(Number(d.days_remaining ?? 0), "day")} left).${analogy}`;
    }
    if (d.status === "in_time_only_with_condonation") {
      const outer = c.capped && c.outer_limit ? `, and not after ${formatDate(str(c.outer_limit))}` : " (no statutory outer limit)";
      // The test for a late filing is the statute's own, which is not always "sufficient cause" (Registration Act s.25:
      // unavoidable delay, on a fine; Trade Marks Act s.21: a further month on request and fee): the basis says which.
      const basis = typeof c.basis === "string" && c.basis ? ` ${sentence(words(c.basis))}` : "";
      return `${label}: the last day was ${last} (${plural(Number(d.days_late ?? 0), "day")} ago); it can be admitted only if the delay is condoned${outer}.${basis}${analogy}`;
    }
    if (d.status === "out_of_time") {
      const outer = c.capped && c.outer_limit ? ` and the outer limit for condonation, ${formatDate(str(c.outer_limit))}, has passed` : c.available === false ? " and the delay cannot be condoned" : "";
      return `${label}: out of time. The last day was ${last}${outer}.${analogy}`;
    }
  }
  const forum = isRecord(result.forum) ? result.forum : null;
  return forum?.forum ? `The matter lies before the ${str(forum.forum)}.` : null;
}

const KNOWN = new Set(["as_of", "forum", "next_forum", "deadlines", "money", "checklist", "notes", "findings", "summary", "citation_ids", "computed"]);

/**
 * The offline answer: the verdict first (answering the question when one was asked), then every warning the core
 * raised, then the figures (money in its currency's convention, dates in words), each checklist item with its status,
 * and the notes. Written from the computed result alone.
 */
export function narrateResult(result: Json, context: NarrativeContext): string {
  // A result that states its own currency and unit (project-finance: the caller's) outranks the tool's fixed one.
  const currency = isRecord(result) && isCurrency(result.currency) ? result.currency : (context.currency ?? "INR");
  const unit = isRecord(result) && (result.amount_unit === "EUR_m" || result.amount_unit === "m") ? "m" : "units";
  const money = (n: number) => formatMoney(n, currency, unit);
  const lines: string[] = [`${context.prefix ?? COMPUTED_PREFIX} ${context.toolName}, judged on ${formatDate(context.asOf)}.`];
  const given = context.verdict ?? deadlineVerdict(result);
  const verdict = given ? sentence(words(given)) : given;
  const question = context.question?.trim();
  if (question) lines.push(`You asked: “${question.length > 400 ? `${question.slice(0, 400)}…` : question}”\n${verdict ? `Answer: ${verdict}` : "Answer: the figures below are what the rules give on the facts you supplied; the question itself needs a lawyer's reading of them."}`);
  else if (verdict) lines.push(`In short: ${verdict}`);
  const warnings = context.warnings ?? [];
  if (warnings.length) lines.push(["Read first — points that change the outcome:", ...warnings.map((w) => `- ${words(w.message)}`)].join("\n"));
  if (!isRecord(result)) return lines.join("\n\n");
  if (typeof result.summary === "string") lines.push(words(result.summary));
  const forums = [forumLine("Forum", result.forum), forumLine("Next forum", result.next_forum)].filter(Boolean);
  if (forums.length) lines.push(forums.join(" "));
  if (Array.isArray(result.deadlines) && result.deadlines.length) {
    lines.push(["Deadlines:", ...result.deadlines.filter(isRecord).map((d) => `- ${deadlineLine(d, typeof result.as_of === "string" ? result.as_of : null)}`)].join("\n"));
  }
  if (Array.isArray(result.money) && result.money.length) {
    lines.push(
      ["Money:", ...result.money.filter(isRecord).map((m) => `- ${str(m.label)}: ${typeof m.amount === "number" ? money(m.amount) : "not computable from the input"}${m.basis ? ` (${words(str(m.basis))})` : ""}.`)].join("\n"),
    );
  }
  if (Array.isArray(result.findings) && result.findings.length) {
    lines.push(["Findings:", ...result.findings.map((f) => `- ${words(str(f))}`)].join("\n"));
  }
  for (const [key, v] of Object.entries(result).filter(([k, x]) => !KNOWN.has(k) && !HIDDEN.has(k) && k !== "amount_unit" && !(k === "currency" && isCurrency(x)))) {
    const title = capital(humanKey(key));
    if (Array.isArray(v) && v.some(isRecord)) {
      lines.push([`${title}:`, ...v.filter(isRecord).map((r) => `- ${recordLine(r, money, { country: key === "jurisdictions" })}`)].join("\n"));
    } else if (Array.isArray(v) && v.length && v.every((x) => typeof x === "string")) {
      lines.push([`${title}:`, ...v.map((x) => `- ${words(str(x))}`)].join("\n"));
    } else if (isRecord(v)) {
      // A record titled for one of its own fields ("forum_for_recovery" → forum, "alternative_remedy" → remedy) names
      // that field first, not "Forum for recovery: forum: …".
      const titled = segments(key).find((part) => typeof v[part] === "string");
      const line = recordLine(v, money, { label: titled });
      if (line) lines.push(`${title}: ${sentence(line)}`);
    } else if (v !== null && v !== undefined && !Array.isArray(v)) {
      lines.push(`${title}: ${sentence(value(key, v, money))}`);
    }
  }
  if (Array.isArray(result.checklist) && result.checklist.length) {
    lines.push(["Checklist:", ...result.checklist.map((c) => `- ${isRecord(c) ? recordLine(c, money) : words(str(c))}`)].join("\n"));
  }
  if (Array.isArray(result.notes) && result.notes.length) {
    lines.push(["Notes:", ...result.notes.filter(isRecord).map((n) => `- ${words(str(n.text))}`)].join("\n"));
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
  const near = (n: number) => known.numbers.some((k) => Math.abs(k - n) < 0.01 || (k !== 0 && Math.abs(k - n) / Math.abs(k) < 1e-6));
  // A result kept in millions (Pillar Two in EUR m) is written "€4.71 m", which reads as 4,710,000.
  const close = (n: number) => near(n) || near(n / 1e6);
  return [
    ...datesIn(narrative).filter((d) => !known.dates.has(d)).map((d) => `date ${d}`),
    ...amountsIn(narrative).filter((n) => !close(n)).map((n) => `amount ${n}`),
  ];
}
