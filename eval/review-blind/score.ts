/**
 * Scores the offline review (`analyzeDeterministic`, as POST /v1/documents/analyze runs it without a model) of each
 * blind contract against the examiner's expectations (./expectations.ts). One review per contract, with the
 * expectation's jurisdiction and perspective, as a client would send them. One check per expected fact, each with a
 * stable id ("01 clause risk: Customer's broad indemnity"); concepts with no engine category are listed as not
 * scorable instead of being counted.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { DeterministicAnalysis, DraftClause } from "@/lib/documents/analyze";
import { expectedClauses } from "@/lib/documents/playbook";
import { rank, review, sameSide, type Check } from "@/lib/documents/review/fixtures/invented-contracts/score";
import { conceptIds } from "./concepts";
import type { BlindClause, BlindExpectation } from "./expectations";

export interface BlindScore {
  checks: Check[];
  /** Concepts named in notMissing / missing that map to no engine category. */
  notScorable: string[];
  /** notMissing concepts the engine never tests for absence here: right by construction, counted but flagged. */
  unchecked: string[];
}

/** Lower case, one space, straight quotes and dashes: a quote copied from the text still matches the clause's text. */
export const flat = (s: string) => s.replace(/[‘’`]/g, "'").replace(/[“”]/g, '"').replace(/[‐‑–—]/g, "-").replace(/\s+/g, " ").trim().toLowerCase();

/** The first reviewed clause whose text holds the quote. */
export function clauseByQuote(clauses: Pick<DraftClause, "clause_text">[], quote: string) {
  const q = flat(quote);
  return clauses.find((c) => flat(c.clause_text).includes(q)) ?? null;
}

/** A risk within the expectation's floor and ceiling (either may be absent). */
export function withinBounds(risk: string, b: Pick<BlindClause, "atLeast" | "atMost">): boolean {
  const r = rank(risk);
  if (r < 0) return false;
  return (!b.atLeast || r >= rank(b.atLeast)) && (!b.atMost || r <= rank(b.atMost));
}

const plainName = (s: string) => flat(s).replace(/^(?:mr|ms|mrs|dr)\.?\s+/, "").replace(/[^a-z0-9&]+/g, " ").trim();

/** A party found: some party_details entry has the defined term and a name that contains the legal name or is contained in it. */
export function partyFound(details: DeterministicAnalysis["facts"]["party_details"], p: { defined: string; name: string }): boolean {
  const name = plainName(p.name);
  return details.some((d) => {
    const got = plainName(d.name);
    return (d.defined_as ?? "").toLowerCase() === p.defined.toLowerCase() && got.length >= 4 && (got.includes(name) || name.includes(got));
  });
}

/** Whether an engine id appearing in the missing list means the concept was called missing. */
export function calledMissing(concept: string, missing: string[]): boolean | null {
  const ids = conceptIds(concept);
  return ids ? ids.some((id) => missing.includes(id)) : null;
}

const EXPECTED_IDS = new Set(expectedClauses.map((e) => e.id));

/** This set's folder; another set in the same schema (eval/review-blind-2) passes its own folder. */
const HERE = dirname(fileURLToPath(import.meta.url));

export function contractText(file: string, dir = HERE): string {
  return readFileSync(join(dir, file), "utf8");
}

export function scoreBlind(e: BlindExpectation, dir = HERE): BlindScore {
  const n = e.file.slice(0, 2);
  const checks: Check[] = [];
  const notScorable: string[] = [];
  const unchecked: string[] = [];
  const check = (measure: string, what: string, ok: boolean, detail: string) => checks.push({ id: `${n} ${measure}${what ? `: ${what}` : ""}`, measure, ok, detail });
  const text = contractText(e.file, dir);
  const a = review(text, e.jurisdiction, e.perspective);
  const pair = e.parties.map((p) => p.defined).slice(0, 2) as [string, string];
  const f = a.facts;

  check("perspective matched", e.perspective, !a.perspectiveNotFound && !a.perspectiveNotAParty, `parties found: ${a.partiesFound.join("; ")}`);
  for (const p of e.parties) check("parties found", `${p.defined} = ${p.name}`, partyFound(f.party_details, p), `got ${f.party_details.map((d) => `${d.defined_as ?? "-"} = ${d.name}`).join("; ")}`);
  check("document type", "", e.documentType.includes(f.document_type), `expected ${e.documentType.join("|")}, got ${f.document_type}`);
  const law = f.governing_law?.jurisdiction ?? null;
  check("governing law", "", law !== null && e.governingLaw.includes(law), `expected ${e.governingLaw.join("|")}, got ${law}`);
  const kinds = f.forum.map((x) => x.kind);
  check("forum kind", "", e.forum.every((k) => kinds.includes(k)), `expected ${e.forum.join("+")}, got ${kinds.join(",") || "none"}`);
  const r = f.renewal;
  if (e.renewal === null) check("renewal", "not automatic", !r?.automatic, `got ${JSON.stringify(r)}`);
  else check("renewal", "automatic with its notice window", !!r?.automatic && r.notice?.amount === e.renewal.notice.amount && r.notice?.unit === e.renewal.notice.unit, `expected ${e.renewal.notice.amount} ${e.renewal.notice.unit}, got ${r ? `automatic ${r.automatic}, ${r.notice?.amount} ${r.notice?.unit}` : "none"}`);

  for (const c of e.clauses) {
    const got = clauseByQuote(a.clauses, c.quote) as DraftClause | null;
    check("quote located", c.label, !!got, got ? `clause ${got.clause_number}` : `no clause holds "${c.quote}"`);
    // A clause with no beneficiary of its own (an indemnity read only through its indemnity sentences) is read by
    // whom its indemnity protects.
    const who = got ? (got.beneficiary ?? got.indemnity?.beneficiary ?? null) : null;
    check("clause beneficiary", c.label, sameSide(a, who, c.beneficiary, pair, text), `expected ${c.beneficiary}, got ${who}`);
    if (c.indemnifier) check("indemnifier", c.label, sameSide(a, got?.indemnity?.obligor ?? null, c.indemnifier, pair, text), `expected ${c.indemnifier}, got ${got?.indemnity?.obligor ?? null}`);
    const bounds = `${c.atLeast ? `>= ${c.atLeast}` : ""}${c.atLeast && c.atMost ? ", " : ""}${c.atMost ? `<= ${c.atMost}` : ""}`;
    check("clause risk within bounds", c.label, !!got && withinBounds(got.risk_level, c), `expected ${bounds}, got ${got?.risk_level ?? "no clause"}`);
  }

  const missing = a.missing.map((m) => m.category);
  for (const concept of e.notMissing) {
    const called = calledMissing(concept, missing);
    if (called === null) {
      notScorable.push(concept);
      continue;
    }
    // The engine can only call missing what its checklist or core risks test; a concept it never tests is right by construction.
    if (!conceptIds(concept)!.some((id) => EXPECTED_IDS.has(id) || missing.includes(id))) unchecked.push(concept);
    check("not wrongly called missing", concept, !called, `missing: ${missing.join(", ") || "none"}`);
  }
  for (const concept of e.missing) {
    const called = calledMissing(concept, missing);
    if (called === null) notScorable.push(concept);
    else check("truly missing reported", concept, called, `missing: ${missing.join(", ") || "none"}`);
  }
  check("overall risk at least the floor", "", rank(a.overall_risk) >= rank(e.overallAtLeast), `expected >= ${e.overallAtLeast}, got ${a.overall_risk}`);
  return { checks, notScorable, unchecked };
}
