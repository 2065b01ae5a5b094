import type { SseEvent } from "./sse";

/**
 * A /v1 answer read for a human: the explorer shows it beside the raw JSON. Recognised by shape, not by path, so a
 * new endpoint that answers like chat, a tool, a document review or a compliance check is rendered without UI work.
 * Pure: the response component only lays this out.
 */

export type Tone = "green" | "amber" | "red" | "slate" | "indigo";

export interface RenderedCitation {
  id: string;
  sourceId: string;
  title: string;
  article: string;
  excerpt: string;
  verified: boolean;
  /** Only when the answer carries one; otherwise the source's official address is looked up. */
  url?: string;
}

export interface RenderedWarning {
  code: string;
  message: string;
}

export interface RenderedClause {
  key: string;
  /** "Clause 3" or the document's own label ("12.3"), with its heading when it has one. */
  name: string;
  risk: string;
  findings: string;
  fix: string | null;
  citationIds: string[];
}

export interface RenderedObligation {
  key: string;
  provision: string;
  obligation: string;
  status: string;
  severity: string;
  finding: string;
  fix: string;
  citationIds: string[];
}

export interface RenderedRegulation {
  regulation: string;
  verdict: string;
  tone: Tone;
  confidence: string;
  finding: string;
  recommendation: string;
  obligations: RenderedObligation[];
}

export interface Figure {
  label: string;
  value: string;
}

export interface RenderedResponse {
  kind: "answer" | "document" | "compliance";
  title: string | null;
  /** The answer (chat, tools) or the summary (documents, compliance), as paragraphs. */
  paragraphs: string[];
  overall: { label: string; tone: Tone } | null;
  clauses: RenderedClause[];
  missing: RenderedClause[];
  regulations: RenderedRegulation[];
  figures: Figure[];
  citations: RenderedCitation[];
  warnings: RenderedWarning[];
  disclaimer: string | null;
  creditsUsed: number | null;
}

type Json = unknown;
const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: Json): string => (typeof v === "string" ? v : "");
const strings = (v: Json): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const records = (v: Json): Record<string, Json>[] => (Array.isArray(v) ? v.filter(isRecord) : []);

export const riskTone = (risk: string): Tone => (risk === "critical" || risk === "high" ? "red" : risk === "medium" ? "amber" : risk === "low" ? "green" : "slate");

/** Blank-line separated paragraphs; single line breaks stay inside a paragraph (the view keeps them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function citations(v: Json): RenderedCitation[] {
  return records(v).map((c) => ({
    id: str(c.citation_id),
    sourceId: str(c.source_id),
    title: str(c.title),
    article: str(c.article),
    excerpt: str(c.excerpt),
    verified: c.verified === true,
    ...(typeof c.url === "string" ? { url: c.url } : {}),
  }));
}

function warnings(v: Json): RenderedWarning[] {
  return records(v).map((w) => ({ code: str(w.code), message: str(w.message) }));
}

/** Breaches first, then what is met, then what the text does not let us assess. */
const STATUS_ORDER = ["breached", "met", "not assessable"];

const OVERALL_STATUS: Record<string, { label: string; tone: Tone }> = {
  compliant: { label: "compliant", tone: "green" },
  partially_compliant: { label: "partially compliant", tone: "amber" },
  non_compliant: { label: "non-compliant", tone: "red" },
  unable_to_determine: { label: "unable to determine", tone: "slate" },
};

/** Keys of a tool's `result` that are bookkeeping for machines, not figures for a reader. */
const HIDDEN_FIGURE_KEYS = new Set(["citation_ids", "source", "certainty", "computed", "key", "counting"]);
const MAX_FIGURES = 60;

const humanKey = (key: string) => key.replace(/_/g, " ").replace(/\bpct\b/g, "%");

function scalar(v: Json): string | null {
  if (typeof v === "string") return v;
  if (typeof v === "number") return v.toLocaleString("en-GB", { maximumFractionDigits: 4 });
  if (typeof v === "boolean") return v ? "yes" : "no";
  return null;
}

/**
 * A tool's structured `result` as label/value rows, depth first, nested keys joined with " › " and list items
 * numbered; a list of plain values becomes one comma-separated row. Capped, since a result can hold long lists.
 */
export function figures(result: Json): Figure[] {
  const out: Figure[] = [];
  const walk = (v: Json, path: string[]) => {
    if (out.length >= MAX_FIGURES) return;
    const own = scalar(v);
    if (own !== null) {
      if (own !== "") out.push({ label: path.join(" › ") || "result", value: own });
      return;
    }
    if (Array.isArray(v)) {
      const plain = v.map(scalar);
      if (plain.every((p) => p !== null)) {
        if (plain.length > 0) out.push({ label: path.join(" › "), value: plain.join(", ") });
        return;
      }
      v.forEach((item, i) => walk(item, [...path.slice(0, -1), `${path.at(-1) ?? "item"} ${i + 1}`]));
      return;
    }
    if (isRecord(v)) {
      for (const [k, child] of Object.entries(v)) if (!HIDDEN_FIGURE_KEYS.has(k) && child !== null) walk(child, [...path, humanKey(k)]);
    }
  };
  walk(result, []);
  return out;
}

/**
 * The document's own number when it has one ("Clause 12.3 · Term"); else its heading alone, since a position number
 * would clash with the document's (the unnumbered title block is position 1, and so is the clause numbered "1").
 */
function clauseName(c: Record<string, Json>): string {
  const label = str(c.label);
  const heading = str(c.heading);
  if (label) return [`Clause ${label}`, heading].filter(Boolean).join(" · ");
  return heading || (typeof c.clause_number === "number" ? `Part ${c.clause_number}` : "Clause");
}

/** The rendered form of a JSON answer, or null when it is not one of the shapes above (lists, usage, problems…). */
export function renderResponse(body: Json): RenderedResponse | null {
  if (!isRecord(body)) return null;
  const base = {
    title: null,
    overall: null,
    clauses: [],
    missing: [],
    regulations: [],
    figures: [],
    citations: citations(body.citations),
    warnings: warnings(body.warnings),
    disclaimer: str(body.disclaimer) || null,
    creditsUsed: typeof body.credits_used === "number" ? body.credits_used : null,
  } satisfies Partial<RenderedResponse>;

  if (Array.isArray(body.clauses) && Array.isArray(body.missing_clauses)) {
    const risk = str(body.overall_risk);
    return {
      ...base,
      kind: "document",
      title: str(body.document_title) || null,
      paragraphs: paragraphs(str(body.summary)),
      overall: risk ? { label: `overall risk: ${risk}`, tone: riskTone(risk) } : null,
      clauses: records(body.clauses).map((c, i) => ({
        key: `clause-${i}`,
        name: clauseName(c),
        risk: str(c.risk_level),
        findings: str(c.findings),
        fix: str(c.suggested_fix) || null,
        citationIds: strings(c.citation_ids),
      })),
      missing: records(body.missing_clauses).map((m, i) => ({
        key: `missing-${i}`,
        name: `Missing: ${humanKey(str(m.category))}`,
        risk: str(m.risk_level),
        findings: str(m.finding),
        fix: str(m.suggested_fix) || null,
        citationIds: strings(m.citation_ids),
      })),
    };
  }

  if (Array.isArray(body.findings) && typeof body.overall_status === "string") {
    return {
      ...base,
      kind: "compliance",
      paragraphs: paragraphs(str(body.summary)),
      overall: OVERALL_STATUS[body.overall_status] ?? { label: humanKey(body.overall_status), tone: "slate" },
      regulations: records(body.findings).map((f) => ({
        regulation: str(f.regulation),
        verdict: f.compliant === true ? "compliant" : f.compliant === false ? "not compliant" : "no verdict",
        tone: f.compliant === true ? "green" : f.compliant === false ? "red" : "slate",
        confidence: str(f.confidence),
        finding: str(f.finding),
        recommendation: str(f.recommendation),
        obligations: records(f.obligations)
          .map((o, i) => ({
          key: `${str(o.id)}-${i}`,
          provision: str(o.provision),
          obligation: str(o.obligation),
          status: str(o.status).replace(/_/g, " "),
          severity: str(o.severity),
          finding: str(o.finding),
          fix: str(o.fix),
          citationIds: strings(o.citation_ids),
        }))
          .sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status)),
      })),
    };
  }

  if (typeof body.answer === "string") {
    return { ...base, kind: "answer", paragraphs: paragraphs(body.answer), figures: body.result === undefined ? [] : figures(body.result) };
  }
  return null;
}

/** Chunk fields that frame the stream rather than answer the question. */
const FRAMING = new Set(["id", "object", "created", "model", "choices"]);

/**
 * A chat-style stream read as one answer: the text of every `delta.content` so far, plus the fields the final
 * chunk carries (citations, warnings, disclaimer, result…). Null until a chunk has arrived.
 */
export function renderStream(events: SseEvent[]): RenderedResponse | null {
  let answer = "";
  const extra: Record<string, Json> = {};
  let chunks = 0;
  for (const e of events) {
    if (e.event !== "message" || e.data === "[DONE]") continue;
    let chunk: Json;
    try {
      chunk = JSON.parse(e.data);
    } catch {
      continue;
    }
    if (!isRecord(chunk)) continue;
    chunks++;
    const choice = records(chunk.choices)[0];
    const delta = choice && isRecord(choice.delta) ? choice.delta : null;
    answer += delta ? str(delta.content) : "";
    for (const [k, v] of Object.entries(chunk)) if (!FRAMING.has(k)) extra[k] = v;
  }
  if (chunks === 0) return null;
  return renderResponse({ ...extra, answer });
}

/**
 * Where a citation's source can be read: its `url` when the answer gives one, else the official address of the
 * instrument in `GET /v1/sources`. Null when neither is known.
 */
export function sourceLink(citation: { sourceId: string; url?: string }, sources: Readonly<Record<string, { url: string }>>): string | null {
  const url = citation.url ?? sources[citation.sourceId]?.url ?? null;
  return url && /^https?:\/\//.test(url) ? url : null;
}
