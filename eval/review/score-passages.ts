/**
 * Scores the offline review of each invented passage (`./passages.ts`) against what was written down from its text:
 * the parties in `key_facts.parties`, each usable as a perspective, the governing law, and whom each limitation of
 * liability and indemnity protects, rated from each side. One check per expected fact, with a stable id.
 */
import type { DeterministicAnalysis } from "@/lib/documents/analyze";
import { clauseWith, rank, review, sameSide, type Check } from "@/lib/documents/review/fixtures/invented-contracts/score";
import type { Passage } from "./passages";

const LIMIT = new Set(["limitation_of_liability", "cap_on_liability", "uncapped_liability"]);
const plain = (s: string) => s.toLowerCase().replace(/[“”"'’]/g, "").replace(/[^a-z0-9&]+/g, " ").replace(/^the /, "").trim();
/** As `eval:clauses` scores CUAD's labels: one contains the other (the listed one of four characters or more). */
const sameName = (listed: string, name: string) => listed === name || listed.includes(name) || (name.includes(listed) && listed.length >= 4);

export function scorePassage(p: Passage): Check[] {
  const out: Check[] = [];
  const check = (measure: string, what: string, ok: boolean, detail: string) => out.push({ id: `P${p.id} ${measure}${what ? `: ${what}` : ""}`, measure, ok, detail });
  const law = p.law ?? "US";
  const jurisdiction = law.startsWith("US") ? "US" : law;
  const neutral = review(p.text, jurisdiction, null);
  const keys = p.parties.map((x) => x.key) as [string, string];
  const sides: Record<string, DeterministicAnalysis> = Object.fromEntries(keys.map((k) => [k, review(p.text, jurisdiction, k)]));
  const other = (k: string) => (k === keys[0] ? keys[1] : keys[0]);

  const listed = neutral.facts.parties.map(plain);
  for (const party of p.parties) check("party named", party.name, listed.some((l) => sameName(l, plain(party.name))), `listed: ${neutral.facts.parties.join("; ")}`);
  const known = p.parties.flatMap((x) => [plain(x.name), plain(x.key)]);
  check("no stray party listed", "", listed.length > 0 && listed.every((l) => known.some((k) => sameName(l, k) || sameName(k, l))), `listed: ${neutral.facts.parties.join("; ")}`);
  for (const k of keys) check("perspective matched", k, !sides[k].perspectiveNotAParty && !sides[k].perspectiveNotFound, `parties found: ${sides[k].partiesFound.join("; ")}`);

  const got = neutral.facts.governing_law?.jurisdiction ?? null;
  check("governing law", "", got === p.law, `expected ${p.law}, got ${got} (${neutral.facts.governing_law?.text.slice(0, 90) ?? "none"})`);

  for (const l of p.limits) {
    const c = clauseWith(neutral, l.quote);
    check("limit found", l.quote, !!c && c.categories.some((x) => LIMIT.has(x)), c ? `categories ${c.categories.join(",")}` : "no clause with this text");
    check("limit direction", l.quote, sameSide(neutral, c?.beneficiary ?? null, l.protects, keys), `expected ${l.protects}, got ${c?.beneficiary ?? null}`);
    const [ra, rb] = keys.map((k) => clauseWith(sides[k], l.quote)?.risk_level ?? "?");
    if (l.protects === "mutual") check("limit rated alike from both sides", l.quote, ra === rb && ra !== "?", `${keys[0]} ${ra}, ${keys[1]} ${rb}`);
    else {
      const risk: Record<string, string> = { [keys[0]]: ra, [keys[1]]: rb };
      check("limit riskier for the side it does not protect", l.quote, rank(risk[other(l.protects)]) > rank(risk[l.protects]), `protected ${l.protects} ${risk[l.protects]}, other ${risk[other(l.protects)]}`);
    }
  }

  for (const i of p.indemnities) {
    const c = clauseWith(neutral, i.quote);
    const giver = c?.indemnity?.obligor ?? null;
    check("indemnity direction", i.quote, sameSide(neutral, giver, i.giver, keys), `expected ${i.giver}, got ${giver} (categories ${c?.categories.join(",") ?? "no clause"})`);
    const [ra, rb] = keys.map((k) => clauseWith(sides[k], i.quote)?.risk_level ?? "?");
    if (i.giver === "mutual") check("mutual indemnity rated alike from both sides", i.quote, ra === rb && ra !== "?", `${keys[0]} ${ra}, ${keys[1]} ${rb}`);
    else {
      const risk: Record<string, string> = { [keys[0]]: ra, [keys[1]]: rb };
      check("indemnity riskier for the giver", i.quote, rank(risk[i.giver]) > rank(risk[other(i.giver)]), `giver ${i.giver} ${risk[i.giver]}, other ${risk[other(i.giver)]}`);
    }
  }
  return out;
}
