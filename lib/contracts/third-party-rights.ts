import type { ContractTemplate, DraftContext } from "./types";

/**
 * Third parties' rights under a common-law draft. English law lets a person who is not a party enforce a term that
 * purports to benefit it unless the contract shows otherwise (Contracts (Rights of Third Parties) Act 1999 s.1), and
 * Singapore (Contracts (Rights of Third Parties) Act 2001 s.2) and Hong Kong (Contracts (Rights of Third Parties)
 * Ordinance (Cap. 623) s.4) followed it, so precedents there exclude the statute; elsewhere in the common law privity
 * still applies and a US precedent says there are no third-party beneficiaries. A type that means to benefit someone
 * who does not sign (released affiliates, the mediator, data subjects) names them and the clauses they may enforce, and
 * keeps the parties free to vary the agreement without them (1999 Act s.2(3)(a)). A civil code has no such clause.
 */

/** Who may enforce which of the type's own clauses (by heading), though not a party. */
export interface ThirdPartyBenefit {
  who: string;
  headings: string[];
}

/** The statute a common-law draft excludes, where the law of the place has one. */
function statute(ctx: DraftContext): string | null {
  if (ctx.law.system === "GB") return ctx.cite("uk-contracts-rights-of-third-parties-act-1999", "1", "the Contracts (Rights of Third Parties) Act 1999");
  if (ctx.within("SG")) return "the Contracts (Rights of Third Parties) Act 2001";
  if (ctx.within("HK")) return "the Contracts (Rights of Third Parties) Ordinance (Cap. 623)";
  return null;
}

/** "clause 3 (Release)", "clause 3 (Release) and clause 5 (Covenant Not to Sue)". */
function clauseList(refs: string[]): string {
  return refs.length <= 1 ? refs.join("") : `${refs.slice(0, -1).join(", ")} and ${refs[refs.length - 1]}`;
}

/**
 * The clause, or null where none belongs: a civil-law draft, a one-sided instrument (not a contract), or a type with
 * no entire-agreement clause (consumer terms have their own wording; the EU standard contractual clauses govern
 * third-party beneficiaries themselves). `numberOf` gives the number of one of the type's own clauses by heading, or
 * undefined where the clause was left out of this draft.
 */
export function thirdPartyRightsClause(template: ContractTemplate, ctx: DraftContext, numberOf: (heading: string) => number | undefined): { heading: string; body: string[] } | null {
  if (ctx.law.family !== "common" || ctx.unilateral || !template.boilerplate.includes("entire_agreement")) return null;
  const doc = `this ${ctx.shortName}`;
  const benefits = (template.thirdPartyRights?.(ctx) ?? [])
    .map((b) => ({ who: b.who, refs: b.headings.flatMap((h) => (numberOf(h) === undefined ? [] : [`clause ${numberOf(h)} (${h})`])) }))
    .filter((b) => b.refs.length > 0);
  const us = ctx.law.system === "US";
  const except = benefits
    .map((b) => (us ? `${b.who} are intended third-party beneficiaries of ${clauseList(b.refs)} and may enforce ${b.refs.length > 1 ? "them" : "it"}` : `${b.who} may enforce ${clauseList(b.refs)}`))
    .join(", and ");
  const carveOut = except ? `, except that ${except}` : "";
  const law = statute(ctx);
  const first = us
    ? `Nothing in ${doc}, express or implied, confers any right, benefit or remedy on any person other than the parties and their respective successors and permitted assigns, and there are no third-party beneficiaries of ${doc}${carveOut}.`
    : `A person who is not a party to ${doc} has no right${law ? ` under ${law}` : ""} to enforce any of its terms${carveOut}.`;
  const body = [first];
  if (except) {
    const consent = ctx.law.system === "GB" ? ` (${ctx.cite("uk-contracts-rights-of-third-parties-act-1999", "2", "section 2(3)(a) of that Act")})` : "";
    body.push(`The parties may rescind or vary ${doc} without the consent of any person who is not a party to it${consent}.`);
  }
  return { heading: us ? "No Third-Party Beneficiaries" : "Third Party Rights", body };
}
