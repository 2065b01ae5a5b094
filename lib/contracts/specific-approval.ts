import type { ComposedClause } from "./compose";
import { placeAndDate } from "./execution";
import type { DraftContext } from "./types";

/**
 * Italy: in standard terms (condizioni generali), the clauses listed in art. 1341(2) c.c. bind the adhering party only
 * if it approves them specifically in writing: the drafter's limitations of liability, rights to withdraw or suspend,
 * and, against the adherent, time bars, limits on defences, restraints on dealings with third parties, tacit
 * extension or renewal, arbitration and derogations from the courts' jurisdiction. A second signature under all the
 * terms is not specific approval (Cass. 12183/1991), so the block names only those clauses, by number.
 */
const ONEROUS: { why: string; heading?: RegExp; text?: RegExp }[] = [
  { why: "limitation of liability", heading: /Liability/i },
  { why: "right to withdraw or terminate", heading: /Termination/i, text: /terminate[^.]{0,80}(notice|convenience)/i },
  { why: "tacit renewal", text: /renew(s|ed)? automatically|automatically renew|extended automatically/i },
  { why: "restraint on dealings with third parties", heading: /Exclusiv|Non-Compet|Restrict|Non-Solicit/i },
  { why: "time bar", text: /must be (brought|notified|made) within|time-barred/i },
  { why: "arbitration or derogation from the courts' jurisdiction", heading: /Governing Law|Disputes|Jurisdiction|Arbitration/i, text: /arbitrat|exclusive jurisdiction|courts of/i },
];

/**
 * The form rule of each law that has one for such clauses: Italy's specific approval (arts. 1341–1342 c.c.), and
 * Romania's express acceptance in writing of standard clauses that limit liability, allow termination or suspension,
 * forfeit rights or bar defences, restrict dealings with third parties, renew tacitly or choose the law, arbitration or
 * a court (Civil Code art. 1203), a list close to Italy's.
 */
const FORMS: { code: string; title: string; declares: (role: string, list: string) => string; note: (ctx: DraftContext, named: string) => [string, string] }[] = [
  {
    code: "IT",
    title: "SPECIFIC APPROVAL (APPROVAZIONE SPECIFICA) UNDER ARTICLES 1341 AND 1342 OF THE ITALIAN CIVIL CODE",
    declares: (role, list) => `For the purposes of articles 1341 and 1342 of the Italian Civil Code, the ${role} declares that it has read, and specifically approves, the following clauses: ${list}.`,
    note: (ctx, named) => ["specific_approval_it", `Italy: the draft ends with a specific approval under articles 1341 and 1342 of the Civil Code, signed separately by the ${ctx.b.role} as the adhering party, naming ${named}; if the ${ctx.a.role} is the party adhering to the other's standard terms, it must sign it instead.`],
  },
  {
    code: "RO",
    title: "EXPRESS ACCEPTANCE OF STANDARD CLAUSES UNDER ARTICLE 1203 OF THE ROMANIAN CIVIL CODE",
    declares: (role, list) => `For the purposes of article 1203 of the Romanian Civil Code, the ${role} declares that it has read, and expressly accepts in writing, the following clauses: ${list}.`,
    note: (ctx, named) => ["express_acceptance_ro", `Romania: so far as this contract is made on standard clauses, those that limit liability, allow termination or suspension, restrict dealings with third parties, renew tacitly or choose the law, arbitration or a court take effect against the other party only if it expressly accepts them in writing (Civil Code art. 1203). The draft ends with that acceptance, signed separately by the ${ctx.b.role}, naming ${named}; if the ${ctx.a.role} is the party accepting the other's standard clauses, it must sign it instead.`],
  },
];

/** The approval block for a draft under a law with such a form rule, or null when nothing in it needs approval. */
export function specificApprovalBlock(ctx: DraftContext, clauses: Pick<ComposedClause, "clause_number" | "heading" | "text">[]): string | null {
  const form = FORMS.find((f) => ctx.within(f.code));
  if (!form || ctx.unilateral) return null;
  const named = clauses
    .map((c) => ({ c, why: ONEROUS.filter((o) => (!o.heading || o.heading.test(c.heading)) && (!o.text || o.text.test(c.text))).map((o) => o.why) }))
    .filter((x) => x.why.length > 0);
  // The note says why each clause is there; the block itself names the clauses only.
  if (named.length === 0) return null;
  const [code, message] = form.note(ctx, named.map((n) => `clause ${n.c.clause_number} (${n.why.join(", ")})`).join("; "));
  ctx.note(code, message);
  // As Italian practice lists them: number and heading ("art. 9 (Limitazione di responsabilità)"), nothing else.
  const list = named.map((n) => `clause ${n.c.clause_number} (${n.c.heading})`).join("; ");
  return [form.title, form.declares(ctx.b.role, list), ``, placeAndDate(ctx.b)].join("\n");
}
