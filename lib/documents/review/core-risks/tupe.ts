import type { Cite } from "../../playbook";
import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput, type CoreRiskClause } from "./types";

/**
 * Employees move with an outsourced activity. In Great Britain the Transfer of Undertakings (Protection of
 * Employment) Regulations 2006 (SI 2006/246) apply to a "service provision change" (reg. 3(1)(b): activities
 * outsourced, re-tendered to a new contractor or brought back in-house) where an organised grouping of employees has
 * them as its principal purpose: their contracts pass to the new provider with all rights and liabilities (reg. 4),
 * and dismissal because of the transfer is automatically unfair unless for an economic, technical or organisational
 * reason (reg. 7). In the EU, Directive 2001/23/EC passes employment rights to the transferee on the transfer of an
 * undertaking or part of one that keeps its identity (Arts. 1, 3, 4); whether an outsourcing is one depends on the
 * facts and the national law implementing it. An outsourcing contract that is silent on who bears those employment
 * costs leaves the parties to the default rules: often the agreement's main risk.
 */
const ADDRESSES_TUPE = /\bTUPE\b|\bTransfer\s+of\s+Undertakings\b|\bAcquired\s+Rights\b|\b2001\/23\b|\b(?:Employment|Transfer)\s+Regulations\b|\brelevant\s+transfer\b|\bservice\s+provision\s+change\b/i;
const OUTSOURCING = /\boutsourc\w*/i;
/** Someone's people move with the work: transferring staff, an incumbent or successor provider, work taken from in house. */
const PEOPLE_MOVE =
  /\btransfer(?:ring|red|s)?\s+(?:of\s+)?(?:the\s+)?(?:employees|staff|personnel|workforce)\b|\b(?:employees|staff|personnel)\s+(?:who\s+)?(?:will\s+|shall\s+)?(?:transfer|be\s+transferred)\b|\b(?:employees|staff|personnel)\s+(?:currently\s+)?(?:assigned|dedicated)\s+to\s+(?:the\s+)?(?:services|activities|work)\b|\bin-?house\b|\bpreviously\s+(?:performed|provided|carried\s+out)\s+by\b|\b(?:incumbent|outgoing|replacement|successor)\s+(?:supplier|contractor|provider|service\s+provider)\b/i;

const GB_CITES: Cite[] = [
  { source_id: "uk-tupe-regulations-2006", article: "3" },
  { source_id: "uk-tupe-regulations-2006", article: "4" },
  { source_id: "uk-tupe-regulations-2006", article: "7" },
];
const EU_CITES: Cite[] = [
  { source_id: "eu-transfer-of-undertakings-directive", article: "1" },
  { source_id: "eu-transfer-of-undertakings-directive", article: "3" },
  { source_id: "eu-transfer-of-undertakings-directive", article: "4" },
];

export function tupeRisk(input: CoreRiskInput): CoreRisk | null {
  const gb = input.chain.includes("GB");
  const eu = !gb && input.chain.includes("EU");
  if (!gb && !eu) return null;
  const clauses = input.clauses.filter((c) => c.kind !== "signature");
  const text = clauses.map((c) => c.clause_text).join("\n");
  const outsourced = OUTSOURCING.test(text);
  // Staff moving between providers is looked for only where the work is outsourced or the contract is one for services.
  if (!outsourced && input.type !== "services") return null;
  const peopleMove = PEOPLE_MOVE.test(text);
  const outsourcing = outsourced || peopleMove;
  if (!outsourcing) return null;
  const law = gb
    ? "Under TUPE (SI 2006/246), an outsourcing, re-tendering or insourcing of activities carried out by an organised grouping of employees is a service provision change (reg. 3(1)(b)): those employees' contracts pass to the new provider with all rights and liabilities (reg. 4), and a dismissal because of the transfer is automatically unfair unless for an economic, technical or organisational reason (reg. 7)."
    : "Under Directive 2001/23/EC, if the outsourcing transfers an undertaking or part of one that keeps its identity (Art. 1), the employment contracts of the staff assigned to it pass to the new provider (Art. 3) and the transfer is not itself a ground for dismissal (Art. 4); whether it does turns on the facts and on the national law implementing the Directive.";
  const cites = gb ? GB_CITES : EU_CITES;
  const anchor = clauses.find((c) => reviewed(c) && ADDRESSES_TUPE.test(c.clause_text)) ?? clauses.find((c) => c.kind !== "signature" && ADDRESSES_TUPE.test(c.clause_text));
  if (anchor) {
    const all = clauses.filter((c) => ADDRESSES_TUPE.test(c.clause_text) || /\bemploy\w*|\bstaff\b|\bpersonnel\b/i.test(c.clause_text)).map((c) => c.clause_text).join("\n");
    const gaps = [
      /\bindemni\w*/i.test(all) ? null : "an indemnity for employment liabilities before and after the transfer",
      gb && !/\bemployee\s+liability\s+information\b|\breg(?:ulation)?\.?\s*11\b/i.test(all) ? "employee liability information (reg. 11)" : null,
      /\bexit\b|\bre-?transfer\w*|\bsubsequent\s+transfer|\b(?:replacement|successor)\s+(?:supplier|contractor|provider)|\bon\s+(?:termination|expiry)[^.]{0,120}\b(?:employees|staff|transfer)/i.test(all) ? null : "what happens to the staff when the contract ends (a transfer to a successor provider or back)",
    ].filter((g): g is string => g !== null);
    const afterTransfer = postTransferIndemnity(clauses, input.reviewer);
    if (afterTransfer) {
      const ours = afterTransfer.side === "us";
      return {
        rule: gb ? "tupe.gb.post_transfer_indemnity" : "tupe.eu.post_transfer_indemnity",
        clause_number: afterTransfer.clause.clause_number,
        category: "tupe",
        name: "Transfer of employees",
        risk: ours ? "high" : afterTransfer.side === "them" ? "low" : "medium",
        finding: `Clause ${numberOf(afterTransfer.clause)} makes ${ours ? "your side" : afterTransfer.indemnifier} bear the transferring staff's employment liabilities whether they arise before or after the transfer. ${law} The usual allocation splits them: liabilities before the transfer stay with the transferor, those after it with the transferee, who then employs the staff.${ours ? " For your side this is the agreement's main risk." : afterTransfer.side === "them" ? " It is in your side's favour." : ""}`,
        fix: ours
          ? "Limit the indemnity to liabilities arising before the transfer date, take a matching indemnity from the new employer for liabilities after it, and cap it or limit it in time."
          : "Expect the other side to ask to limit the indemnity to liabilities arising before the transfer date.",
        cites,
      };
    }
    return {
      rule: gb ? "tupe.gb.addressed" : "tupe.eu.addressed",
      clause_number: anchor.clause_number,
      category: "tupe",
      name: "Transfer of employees",
      risk: gaps.length ? "medium" : "low",
      finding: `Clause ${numberOf(anchor)} deals with a transfer of employees. ${law}${gaps.length ? ` The contract does not cover ${gaps.join("; ")}.` : ""}`,
      fix: "Allocate employment liabilities by indemnity (pre-transfer to the transferor, post-transfer to the transferee), require employee liability information and consultation, and provide for the staff on exit.",
      cites: gb && gaps.some((g) => g.includes("reg. 11")) ? [...cites, { source_id: "uk-tupe-regulations-2006", article: "11" }] : cites,
    };
  }
  return {
    rule: gb ? "tupe.gb.silent" : "tupe.eu.silent",
    clause_number: null,
    category: "tupe",
    name: "Transfer of employees (TUPE)",
    // Staff visibly moving with the work make the silence the contract's main risk; an outsourcing alone, a question.
    risk: peopleMove ? "high" : "medium",
    finding: `This outsourcing does not say who bears the cost of the staff who carry out the services${peopleMove ? ", though it contemplates staff or work moving between providers" : ""}. ${law} (Searched every clause for TUPE, transfer-of-undertakings, acquired-rights and transferring-employee terms.)`,
    fix: "Add employment clauses: whether a transfer is expected, who bears pre- and post-transfer liabilities (by indemnity), employee information and consultation duties, and the position of the staff on exit.",
    cites,
  };
}

/**
 * Liabilities "whether arising before, on or after" the transfer, or "whenever arising": one side bears the staff's
 * employment costs for both periods. (An indemnity for the period after the transfer alone is the normal one from the
 * new employer, and is not caught.)
 */
const BOTH_PERIODS = /\bbefore,?\s+(?:on\s+)?(?:or|and(?:\/or)?)\s+(?:on\s+or\s+)?after\b|\bwhenever\s+arising\b|\bwhether\s+(?:arising\s+)?(?:prior\s+to|before)\s+or\s+(?:after|following)\b/i;
const INDEMNIFIER = /\b((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:shall|will|agrees\s+to|undertakes\s+to)\s+(?:fully\s+)?indemnif/;

/** An indemnity for employment liabilities from before and after the transfer alike, and who gives it. */
function postTransferIndemnity(clauses: CoreRiskClause[], reviewer: string[] | null): { clause: CoreRiskClause; indemnifier: string; side: "us" | "them" | "both" | null } | null {
  for (const c of clauses.filter(reviewed)) {
    for (const sentence of sentencesOf(c.clause_text)) {
      if (!/\bindemnif/i.test(sentence) || !/\bemploy\w*|\bstaff\b|\bpersonnel\b|\bTransferring\b/i.test(sentence) || !BOTH_PERIODS.test(sentence)) continue;
      const giver = INDEMNIFIER.exec(sentence)?.[1];
      if (!giver) continue;
      const side = sideOfName(giver, reviewer);
      if (side === "both") continue;
      return { clause: c, indemnifier: giver.replace(/^the\s+/i, "the "), side };
    }
  }
  return null;
}
