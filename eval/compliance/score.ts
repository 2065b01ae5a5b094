import type { DraftFinding } from "@/lib/compliance/baseline";
import type { ComplianceCase } from "./types";

/** "Art. 5(1)(e)" → "5(1)(e)"; "§ 1798.130(a)(2)" → "1798.130(a)(2)"; "regs. 13 and 13A" → "13". */
export function provisionRef(provision: string): string {
  return provision
    .replace(/^(cal\. code regs\. tit\. 11, )?(arts?\.|articles?|ss?\.|§+|regs?\.|r\.|para\.|29 u\.s\.c\. §)\s*/i, "")
    .split(/\s/)[0];
}

/** One reference is the other or a sub-division of it ("13" and "13(2)(a)", "22" and "22.2"; not "1798.1" and "1798.130"). */
export function refsMatch(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long === short || (long.startsWith(short) && /^[(.]/.test(long.slice(short.length)));
}

interface Ref {
  sourceId: string;
  provision: string;
}

function parse(ref: string): Ref {
  const [sourceId, provision] = ref.split(" ");
  return { sourceId, provision };
}

export interface CaseScore {
  byRegulation: Map<string, { expected: number; matched: number; findings: number; wrong: number }>;
  missed: string[];
  wrongFindings: string[];
  /** Of the wrong findings, those under duties that apply only after the check's date (`inForceFrom`). */
  wrongNotYetInForce: number;
}

/**
 * Scores one case: a listed breach is found when a breached obligation of the same instrument has a matching
 * provision (its own provision, or the article of one of its citations); a breached obligation is wrong when it
 * matches no listed breach of the case. Regulations are keyed by the listed breach's first reference, and a wrong
 * finding by its instrument.
 */
export function scoreCase(c: ComplianceCase, drafts: DraftFinding[]): CaseScore {
  const breached = drafts.flatMap((d) =>
    d.obligations
      .filter((o) => o.status === "breached")
      .map((o) => ({ sourceId: d.sourceId ?? "?", ref: provisionRef(o.provision), cites: o.cites, label: `${d.sourceId} ${o.provision}`, later: Boolean(o.inForceFrom) })),
  );
  const expected = c.breaches.map((b) => (Array.isArray(b) ? b : [b]).map(parse));
  // Its own provision at any level, or a cited article when the lawyer listed the breach at article level.
  const matches = (f: (typeof breached)[number], alternatives: Ref[]) =>
    alternatives.some(
      (alt) => (alt.sourceId === f.sourceId && refsMatch(alt.provision, f.ref)) || f.cites.some((x) => x.source_id === alt.sourceId && x.article === alt.provision),
    );
  const byRegulation: CaseScore["byRegulation"] = new Map();
  const row = (reg: string) => byRegulation.get(reg) ?? byRegulation.set(reg, { expected: 0, matched: 0, findings: 0, wrong: 0 }).get(reg)!;
  // Each breached obligation is evidence of one listed breach only: "§ 59.1-577" found for the missing appeal does not
  // also find the late reply listed as "59.1-577(B)". Listed breaches are matched to findings one to one (a maximum
  // matching, so the order of the list does not matter); a finding matching no listed breach at all is still wrong.
  const candidates = expected.map((alternatives) => breached.flatMap((f, j) => (matches(f, alternatives) ? [j] : [])));
  const holder = new Map<number, number>();
  const assign = (i: number, seen: Set<number>): boolean => {
    for (const j of candidates[i]) {
      if (seen.has(j)) continue;
      seen.add(j);
      const other = holder.get(j);
      if (other === undefined || assign(other, seen)) {
        holder.set(j, i);
        return true;
      }
    }
    return false;
  };
  const found = expected.map((_, i) => assign(i, new Set()));
  const missed: string[] = [];
  for (const [i, alternatives] of expected.entries()) {
    const r = row(alternatives[0].sourceId);
    r.expected++;
    if (found[i]) r.matched++;
    else missed.push(alternatives.map((a) => `${a.sourceId} ${a.provision}`).join(" / "));
  }
  const wrongFindings: string[] = [];
  let wrongNotYetInForce = 0;
  for (const f of breached) {
    const r = row(f.sourceId);
    r.findings++;
    if (!expected.some((alternatives) => matches(f, alternatives))) {
      r.wrong++;
      wrongFindings.push(f.label);
      if (f.later) wrongNotYetInForce++;
    }
  }
  return { byRegulation, missed, wrongFindings, wrongNotYetInForce };
}
