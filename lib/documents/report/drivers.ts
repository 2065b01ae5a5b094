import type { RiskLevel } from "../playbook";

interface DriverClause {
  clause_number: number;
  label: string | null;
  heading: string | null;
  risk_level: RiskLevel;
  findings: string;
  /** The finding behind the clause's risk level, when known (a clause can carry several). */
  driver?: string | null;
}

interface DriverMissing {
  name: string;
  risk_level: RiskLevel;
  finding: string;
}

const MAX_LISTED = 5;
/** The first sentence (or clause ending in ";"), not cut inside brackets: "(Company may terminate; Distributor has no …)". */
function firstSentence(t: string): string {
  const s = t.replace(/\s+/g, " ").trim();
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "(") depth++;
    else if (s[i] === ")") depth = Math.max(0, depth - 1);
    else if ((s[i] === "." || s[i] === ";") && depth === 0 && s[i + 1] === " " && /[A-Z]/.test(s[i + 2] ?? "")) return s.slice(0, i + 1);
  }
  return s;
}

/**
 * Which findings set `overall_risk`, a sentence each: every clause and missing clause at the overall level, in
 * document order (at most five listed, the rest counted), each with the sentence of its finding that carries that
 * rating. Empty when the overall risk is low.
 */
export function driversSentence(clauses: DriverClause[], missing: DriverMissing[], overall: RiskLevel): string {
  if (overall === "low") return "";
  const lines = [
    ...clauses
      .filter((c) => c.risk_level === overall)
      .map((c) => `Clause ${c.label ?? c.clause_number}${c.heading ? ` (${c.heading.replace(/\s+/g, " ").trim()})` : ""}: ${endSentence(firstSentence(c.driver ?? c.findings).replace(/^Clause\s+[^\s:]+:\s*/, ""))}`),
    ...missing.filter((m) => m.risk_level === overall).map((m) => `Missing ${m.name}: ${endSentence(firstSentence(m.finding))}`),
  ];
  if (lines.length === 0) return "";
  const more = lines.length > MAX_LISTED ? ` And ${lines.length - MAX_LISTED} more finding(s) rated ${overall}.` : "";
  return `Overall risk is ${overall} because of ${lines.length === 1 ? "one finding" : `${lines.length} findings`}: ${lines.slice(0, MAX_LISTED).join(" ")}${more}`;
}

function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
