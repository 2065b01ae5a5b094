/**
 * The limbs of an events-of-default clause ("Each of the events in this clause 14 is an Event of Default", then 14.2
 * Non-payment, 14.3 Financial covenants …) state facts, not duties: "The Borrower does not pay on the due date …". No
 * party is their grammatical beneficiary, yet each is a ground for the creditor to call in what it is owed, so each
 * favours the party the contract's payments run to. A limb that writes in a grace or cure period ("unless … payment is
 * made within three Business Days", "unless within twenty Business Days the Borrower prepays …", "capable of remedy and
 * remedied within …") exists for the debtor: that period is the limb's point, and it favours the debtor. Pure: no I/O.
 */
import type { PartyRef } from "../facts/parties";
import type { Protection } from "./direction";

/** The clause that makes the limbs around it events of default. */
const INTRODUCES = /\b(?:each|any|all)\s+of\s+the\s+(?:(?:following\s+)?(?:events?|circumstances?)|following)\b[^.;]{0,80}?\b(?:is|are|constitutes?|shall\s+(?:be|constitute))\s+(?:an\s+)?Events?\s+of\s+Default\b/i;
/** A list item's own label under its section: "(a)", "(iv)", "b.". */
const ITEM = /^(?:\(\s*(?:[a-z]{1,2}|[ivx]{1,5})\s*\)|(?:[a-z]|[ivx]{1,5})[.)])$/i;
const HEADING = /\bevents?\s+of\s+default\b/i;
/** A grace or cure period for the debtor: "unless … within N days", "remedied within", "grace period". */
const CURE =
  /\bunless\b[^.;]{0,200}?\bwithin\s+(?:[a-z]+(?:-[a-z]+)?\s+)?\(?\d*\)?\s*(?:business\s+|banking\s+|working\s+)?days?\b|\b(?:capable\s+of\s+remedy|remedied|cured)\b[^.;]{0,80}?\bwithin\b|\bgrace\s+period\b|\b(?:such\s+)?(?:failure|default|breach)\s+(?:continues|remains\s+unremedied|is\s+not\s+remedied)\s+(?:unremedied\s+)?for\s+(?:a\s+period\s+of\s+)?(?:more\s+than\s+)?(?:[a-z]+(?:-[a-z]+)?\s+)?\(?\d*\)?\s*(?:business\s+|banking\s+|working\s+)?days?\b/i;

export interface LimbClause {
  label: string | null;
  heading: string | null;
  clause_text: string;
  beneficiary: string | null;
  obligor: string | null;
  protection: Protection | null;
}

/** The number a limb's label falls under ("14.2" → "14"). */
const parent = (label: string | null) => /^(\d+)\./.exec(label ?? "")?.[1] ?? null;

export function noteDefaultLimbs<C extends LimbClause>(clauses: C[], refs: PartyRef[], payee: string | null): void {
  if (refs.length !== 2 || !payee) return;
  const debtor = refs.find((r) => r.key !== payee)!.key;
  const opens = (c: C) => INTRODUCES.test(c.clause_text) || (HEADING.test(c.heading ?? "") && !/\bacceleration\b/i.test(c.heading ?? ""));
  const sections = new Set(clauses.filter(opens).map((c) => parent(c.label)).filter((p): p is string => p !== null));
  // A US-style list: "(a)", "(b)" … right after the clause that opens it ("Each of the following shall constitute an
  // Event of Default:"), up to the first clause that is no list item.
  const items = new Set<C>();
  for (const [i, c] of clauses.entries()) {
    if (!opens(c)) continue;
    for (const next of clauses.slice(i + 1)) {
      if (!ITEM.test((next.label ?? "").trim())) break;
      items.add(next);
    }
  }
  for (const c of clauses) {
    const under = parent(c.label);
    if (c.beneficiary !== null || INTRODUCES.test(c.clause_text) || !(items.has(c) || (under && sections.has(under)))) continue;
    const gets = CURE.test(c.clause_text) ? debtor : payee;
    const gives = gets === payee ? debtor : payee;
    c.protection = { mutual: false, beneficiaries: [gets], obligors: [gives] };
    c.beneficiary = gets;
    c.obligor = gives;
  }
}
