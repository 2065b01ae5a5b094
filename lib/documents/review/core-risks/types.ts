import type { DocumentTypeId } from "../../classify/document-type";
import type { TermFacts } from "../../facts/term";
import type { Cite, RiskLevel } from "../../playbook";

/**
 * The core risks a lawyer looks for across a whole contract, where the law makes them decisive: a transfer of
 * employees under TUPE or the Acquired Rights Directive, a change of control that ends the contract, an evergreen
 * renewal, payment acceleration, and dispute clauses that contradict each other. Each rests on the clause it reads
 * (its `clause_number`), or, when the risk is what the contract leaves out, on none (it becomes a missing-clause
 * finding), and cites only provisions the registry holds.
 */
export interface CoreRiskClause {
  clause_number: number;
  label: string | null;
  heading: string | null;
  clause_text: string;
  kind: string;
  categories: string[];
  /** Whom the clause's own words favour ("mutual" for both), when read; a rule may fall back on it. */
  beneficiary?: string | null;
}

export interface CoreRiskInput {
  clauses: CoreRiskClause[];
  /** The chain of the law the review applies (the contract's chosen law when it differs from the requested one). */
  chain: string[];
  type: DocumentTypeId;
  consumer: boolean;
  /** The reviewing party's names (as given and as the contract defines it), lower-cased; null: neutral. */
  reviewer: string[] | null;
  renewal: TermFacts["renewal"];
}

export interface CoreRisk {
  rule: string;
  /** The clause the finding rests on; null when the risk is a silence (then a missing-clause finding). */
  clause_number: number | null;
  /** The category of a missing-clause finding ("tupe"). */
  category: string;
  name: string;
  risk: RiskLevel;
  finding: string;
  fix: string;
  cites: Cite[];
  /** The party the clause favours, as the contract names it, when the clause's own words do not name it (then the review records it as the beneficiary). */
  favours?: string | null;
}

export const reviewed = (c: CoreRiskClause) => c.kind !== "signature" && c.kind !== "exhibit";
export const numberOf = (c: Pick<CoreRiskClause, "clause_number" | "label">) => c.label ?? String(c.clause_number);
export const sentencesOf = (text: string) => text.split(/(?<=[.;])\s+(?=[A-Z(])|\n+/).filter((s) => s.trim().length > 0);

/** The first sentence of a reviewed clause that passes `test`, with its clause; null when none does. */
export function firstSentence(clauses: CoreRiskClause[], test: (sentence: string) => boolean): { clause: CoreRiskClause; sentence: string } | null {
  for (const clause of clauses.filter(reviewed)) {
    const sentence = sentencesOf(clause.clause_text).find(test);
    if (sentence) return { clause, sentence };
  }
  return null;
}

/** Whether a party named in a clause is the reviewer ("us"), another party ("them") or each party ("both"). */
export function sideOfName(name: string | null, reviewer: string[] | null): "us" | "them" | "both" | null {
  if (!name) return null;
  const n = name.toLowerCase().replace(/^the\s+/, "").trim();
  if (/^(?:either|each|any|a|neither)\s+party$|^the\s+parties$|^parties$/.test(n)) return "both";
  if (!reviewer) return null;
  return reviewer.some((r) => r.length >= 2 && (n === r || n.includes(r) || (r.includes(n) && n.length >= 3))) ? "us" : "them";
}
