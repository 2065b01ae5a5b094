/**
 * A jurisdiction clause for one party's benefit ("for the benefit of the Lender only; the Lender may take proceedings
 * in any other courts") binds only the other party to the chosen courts. Read as plainly exclusive it looked neutral;
 * the clause says whom it favours and, for the bound side, is a medium risk: it can be sued anywhere the free party
 * chooses but must itself sue at home. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import type { RiskLevel } from "../playbook";

interface ForumClause {
  clause_number: number;
  risk_level: RiskLevel;
  findings: string;
  suggested_fix: string | null;
  driver?: string | null;
}

/** The party key a name as the contract writes it ("Lender", "the Bank") stands for; null when it names none. */
function keyOf(name: string, parties: PartyRef[]): string | null {
  const n = name.toLowerCase().replace(/^the\s+/, "");
  return parties.find((p) => p.key.toLowerCase() === n || p.aliases.includes(n))?.key ?? null;
}

export function noteOneSidedForum(clauses: ForumClause[], forums: { for_benefit_of: string | null; place: string | null; clause_number: number }[], parties: PartyRef[], reviewer: string | null): void {
  for (const f of forums) {
    if (!f.for_benefit_of) continue;
    const c = clauses.find((x) => x.clause_number === f.clause_number);
    if (!c) continue;
    const free = keyOf(f.for_benefit_of, parties) ?? f.for_benefit_of;
    const bound = parties.length === 2 ? parties.find((p) => p.key !== free)?.key ?? null : null;
    const courts = f.place ? `the courts of ${f.place}` : "the chosen courts";
    const side = reviewer === null ? "" : reviewer === free ? " It favours your side." : " It favours the other side.";
    const finding = `The jurisdiction clause is for the benefit of ${free} only: ${free} may also sue in other courts, while ${bound ?? "the other party"} is held to ${courts}.${side}`;
    c.findings = c.findings.includes("no playbook issue found") || c.findings === "No playbook issue found." ? finding : `${c.findings} ${finding}`;
    if (reviewer !== null && reviewer !== free && c.risk_level === "low") {
      c.risk_level = "medium";
      c.driver = finding;
      c.suggested_fix = [c.suggested_fix, `Ask for the jurisdiction clause to bind both parties alike, or for ${reviewer} to have the same right to sue elsewhere.`].filter(Boolean).join(" ");
    }
  }
}
