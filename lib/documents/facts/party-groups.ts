/**
 * Defined terms that group parties: "Each of Photronics and DNP is hereinafter referred to as a "Shareholder" and
 * collectively as the "Shareholders"", "("NBZ" and together with Nissin and Nissin Holding, the "Nissin Parties")". A
 * clause that names the group ("Each of the Suppliers shall indemnify the Company") binds or protects each member, so a
 * review reads the group as one side. Pure: no I/O.
 */
import type { PartyDetail, PartyRef } from "./parties";
import { escapeRegExp } from "@/lib/text/escape-regexp";

/** A group the opening defines: its term and the keys (`PartyRef.key`) of the parties it gathers. */
export interface PartyGroup {
  term: string;
  members: string[];
}

/** A plural defined term in quotes: "Suppliers", "Nissin Parties", "Guarantors". */
const PLURAL_TERM = /["“]((?:[A-Z][\w&-]*\s+){0,2}[A-Z][\w&-]*s)["”]/g;
/** Where the words that list a group's members start: a sentence, a bracket, a line, or ", each of …". */
const LIST_START = /[.;(\n]|,\s+(?=each\b)/gi;


/**
 * The groups an opening defines, each with two or more members, read from the words between where its list starts and
 * its term. A member can be another group ("each of the Shareholders and PDMC … the "Suppliers""). A term that is a
 * party's own ("Guarantors" for guarantors left blank) or that gathers every party ("Parties") is no group here.
 */
export function partyGroups(opening: string, refs: PartyRef[]): PartyGroup[] {
  const groups: PartyGroup[] = [];
  const own = new Set(refs.flatMap((r) => r.aliases));
  for (const m of opening.matchAll(PLURAL_TERM)) {
    const term = m[1];
    if (own.has(term.toLowerCase()) || groups.some((g) => g.term === term)) continue;
    const before = opening.slice(Math.max(0, m.index - 400), m.index);
    const starts = [...before.matchAll(LIST_START)];
    const list = starts.length ? before.slice(starts[starts.length - 1].index + starts[starts.length - 1][0].length) : before;
    const members = new Set<string>();
    for (const g of groups) if (new RegExp(String.raw`(?<![\w-])${escapeRegExp(g.term)}(?![\w-])`, "i").test(list)) for (const k of g.members) members.add(k);
    for (const r of refs) if (r.aliases.some((a) => a.length >= 2 && new RegExp(String.raw`(?<![\w-])${escapeRegExp(a)}(?![\w-])`, "i").test(list))) members.add(r.key);
    if (members.size >= 2 && members.size < refs.length) groups.push({ term, members: [...members] });
  }
  return groups;
}

/**
 * The sides a review reads: each group (the largest first, not overlapping another chosen) as one party whose aliases are
 * its term and its members', and the parties in no group as they are. Unchanged when no group leaves two sides or more.
 */
export function groupedSides(refs: PartyRef[], groups: PartyGroup[]): PartyRef[] {
  const chosen: PartyGroup[] = [];
  for (const g of [...groups].sort((a, b) => b.members.length - a.members.length)) {
    if (!chosen.some((c) => c.members.some((k) => g.members.includes(k)))) chosen.push(g);
  }
  if (!chosen.length) return refs;
  const inGroup = new Set(chosen.flatMap((g) => g.members));
  const sides: PartyRef[] = chosen.map((g) => {
    const members = refs.filter((r) => g.members.includes(r.key));
    // "Suppliers" gives each member the role "supplier"; "Nissin Parties" or "Seller Entities" gives none.
    const role = /(?:Parties|Entities|Group|Companies|Affiliates)$/.test(g.term) ? null : g.term.replace(/s$/, "").toLowerCase();
    return { key: g.term, aliases: [...new Set([g.term.toLowerCase(), ...members.flatMap((r) => r.aliases)])], role };
  });
  const out = [...sides, ...refs.filter((r) => !inGroup.has(r.key))];
  return out.length >= 2 ? out : refs;
}

/** The party details with a group's role given to each member without one ("Supplier" for each of the "Suppliers"). */
export function withGroupRoles(details: PartyDetail[], sides: PartyRef[], refs: PartyRef[]): PartyDetail[] {
  return details.map((d) => {
    if (d.role) return d;
    const key = d.defined_as ?? d.name;
    const side = sides.find((s) => !refs.some((r) => r.key === s.key) && refs.some((r) => r.key === key && s.aliases.includes(r.key.toLowerCase())));
    return side?.role ? { ...d, role: side.role } : d;
  });
}
