import { classifySegments, primaryCategory, screeningCategories } from "./classify";
import { expectedClauses, maxRisk, reviewClause, type Cite, type ReviewContext, type RiskLevel } from "./playbook";
import { segment, type Segment } from "./segment";
import { categoryById } from "./taxonomy";

export type AnalysisType = "full" | "risk" | "compliance" | "summary";

export interface DraftClause {
  clause_number: number;
  clause_text: string;
  heading: string | null;
  label: string | null;
  page: number;
  kind: Segment["kind"];
  category: string | null;
  categories: string[];
  risk_level: RiskLevel;
  findings: string;
  suggested_fix: string | null;
  cites: Cite[];
}

export interface DraftMissing {
  category: string;
  risk_level: RiskLevel;
  finding: string;
  suggested_fix: string;
  cites: Cite[];
}

export interface KeyFacts {
  parties: string[];
  dates: string[];
  term: string | null;
  key_obligations: string[];
}

export interface DeterministicAnalysis {
  title: string;
  clauses: DraftClause[];
  missing: DraftMissing[];
  overall_risk: RiskLevel;
  facts: KeyFacts;
  summary: string;
}

const CONSUMER = /\b(?:consumer|you\s+(?:agree|may|must|will)|your\s+(?:account|order|subscription)|we\s+(?:may|will)\s+)/i;

/**
 * The deterministic, offline review: segment → classify → playbook → missing clauses → overall risk.
 * `overall_risk` rule: the highest risk among clause findings and missing-clause findings; "low" when none.
 */
export function analyzeDeterministic(
  pages: { page: number; text: string }[],
  opts: { chain: string[]; perspective: string | null; metadataTitle?: string | null },
): DeterministicAnalysis {
  const fullText = pages.map((p) => p.text).join("\n");
  const ctx: ReviewContext = { chain: opts.chain, perspective: opts.perspective?.trim().toLowerCase() || null, consumer: CONSUMER.test(fullText) };
  const segs = segment(pages);
  const found = classifySegments(segs);
  const clauses: DraftClause[] = segs.map((seg, i) => {
    const reviewed = seg.kind !== "signature" && seg.kind !== "exhibit";
    const findings = reviewed ? reviewClause(seg.text, screeningCategories(seg, found[i]), ctx) : [];
    // A category whose rule found an issue in the text is the clause's, even when the detector missed it.
    const cats = [...new Set([...found[i], ...findings.flatMap((f) => (f.category ? [f.category] : []))])];
    const category = primaryCategory(seg, cats);
    const risk = findings.length ? maxRisk(findings.map((f) => f.risk)) : "low";
    return {
      clause_number: i + 1,
      clause_text: seg.text,
      heading: seg.heading,
      label: seg.label,
      page: seg.page,
      kind: seg.kind,
      category,
      categories: cats,
      risk_level: risk,
      findings: findings.length ? findings.map((f) => f.finding).join(" ") : describeNoIssue(seg, category),
      suggested_fix: findings.length ? findings.map((f) => f.fix).join(" ") : null,
      cites: dedupe(findings.flatMap((f) => f.cites)),
    };
  });
  const present = new Set(clauses.flatMap((c) => c.categories));
  const missing: DraftMissing[] = expectedClauses
    .filter((e) => !e.satisfiedBy.some((id) => present.has(id)))
    .map((e) => ({ category: e.id, risk_level: e.risk, finding: e.finding, suggested_fix: e.fix, cites: [] }));
  const overall_risk = maxRisk([...clauses.map((c) => c.risk_level), ...missing.map((m) => m.risk_level)]);
  const title = documentTitle(segs, opts.metadataTitle ?? null);
  const facts = keyFacts(fullText, clauses);
  return { title, clauses, missing, overall_risk, facts, summary: offlineSummary(title, clauses, missing, overall_risk, facts) };
}

function describeNoIssue(seg: Segment, category: string | null): string {
  if (seg.kind === "signature") return "Signature block.";
  if (seg.kind === "exhibit") return "Exhibit or schedule; not reviewed by the playbook.";
  return category ? `${categoryById.get(category)?.name ?? category} clause; no playbook issue found.` : "No playbook issue found.";
}

function dedupe(cites: Cite[]): Cite[] {
  return cites.filter((c, i) => cites.findIndex((d) => d.source_id === c.source_id && d.article === c.article) === i);
}

function documentTitle(segs: Segment[], metadata: string | null): string {
  if (metadata) return metadata;
  for (const s of segs.slice(0, 4)) {
    const cand = [s.heading, s.text.split("\n")[0]].find((t) => t && /\b(?:AGREEMENT|CONTRACT|LEASE|LICEN[CS]E|TERMS|DEED|MEMORANDUM|ADDENDUM|Agreement|Contract)\b/.test(t) && t.length <= 120);
    if (cand) return cand.trim();
  }
  return (segs[0]?.heading ?? segs[0]?.text.split("\n")[0] ?? "Untitled document").slice(0, 120);
}

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const DATE = new RegExp(String.raw`\b(?:(?:${MONTHS})\s+\d{1,2},?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?(?:${MONTHS}),?\s+\d{4}|\d{4}-\d{2}-\d{2})\b`, "g");

export function keyFacts(text: string, clauses: DraftClause[]): KeyFacts {
  const head = text.slice(0, 3000);
  const parties: string[] = [];
  const between = /\b(?:between|by and between|by and among)\s+(.{3,200}?)\s+and\s+(.{3,200}?)(?:[.;]|\s+\(|,\s+(?:a|an)\s)/is.exec(head);
  if (between) parties.push(...[between[1], between[2]].map((p) => p.replace(/\s*\([^)]*\)/g, "").replace(/\s+/g, " ").replace(/^[,\s]+|[,\s]+$/g, "").split(",")[0].trim()).filter((p) => p.length > 1));
  for (const m of head.matchAll(/\((?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?)?["“]([A-Z][\w\s&.-]{1,40})["”]\)/g)) if (!parties.includes(m[1]) && parties.length < 6) parties.push(m[1]);
  const dates = [...new Set([...text.slice(0, 20000).matchAll(DATE)].map((m) => m[0]))].slice(0, 6);
  const termClause = clauses.find((c) => c.categories.includes("expiration_date") || c.categories.includes("term"));
  const key_obligations = clauses
    .filter((c) => c.kind === "clause")
    .flatMap((c) => c.clause_text.split(/(?<=[.;])\s+/).filter((s) => /\b(?:shall|must|agrees?\s+to)\b/i.test(s)).slice(0, 1))
    .slice(0, 8)
    .map((s) => (s.length > 240 ? `${s.slice(0, 237)}...` : s));
  return { parties, dates, term: termClause ? termClause.clause_text.slice(0, 300) : null, key_obligations };
}

function offlineSummary(title: string, clauses: DraftClause[], missing: DraftMissing[], overall: RiskLevel, facts: KeyFacts): string {
  const counts = (["critical", "high", "medium"] as RiskLevel[]).map((r) => `${clauses.filter((c) => c.risk_level === r).length} ${r}`).join(", ");
  const cats = [...new Set(clauses.map((c) => c.category).filter((c): c is string => !!c))].slice(0, 12).map((c) => categoryById.get(c)?.name ?? c);
  return [
    `${title}: ${clauses.length} clauses reviewed offline${facts.parties.length ? ` between ${facts.parties.slice(0, 2).join(" and ")}` : ""}.`,
    `Clause risks: ${counts}. Overall risk: ${overall}.`,
    cats.length ? `Clause types found: ${cats.join(", ")}.` : "",
    missing.length ? `Missing: ${missing.map((m) => categoryById.get(m.category)?.name ?? m.category.replace(/_/g, " ")).join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}
