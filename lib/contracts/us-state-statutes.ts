import type { DraftContext } from "./types";

/**
 * United States: the State statutes a local precedent of a given kind names, keyed on the governing State, and the
 * federal work-made-for-hire rule. Only statutes whose titles and numbers we could confirm are listed; other States
 * get the federal text alone.
 */

/**
 * States whose statute makes an employee's assignment of inventions unenforceable for an invention developed entirely
 * on the employee's own time without the employer's equipment, supplies, facilities or trade secrets (unless it
 * relates to the employer's business or research or results from work for it), and whether the statute also requires
 * the employer to notify that limit in writing when the agreement is made. California (Lab. Code §§ 2870–2872) is
 * drafted in `employment.ts` with the citation the registry holds.
 */
const INVENTION_STATUTES: Readonly<Record<string, { name: string; notice: boolean }>> = {
  "US-DE": { name: "19 Del. C. § 805", notice: false },
  "US-IL": { name: "the Illinois Employee Patent Act (765 ILCS 1060/2)", notice: true },
  "US-MN": { name: "Minn. Stat. § 181.78", notice: true },
  "US-NY": { name: "N.Y. Labor Law § 203-f", notice: false },
  "US-WA": { name: "RCW 49.44.140", notice: true },
};

/** The sentence after an employee's own-time carve-out that names the State's statute; "" where the State has none listed. */
export function inventionStatute(ctx: DraftContext): string {
  const state = ctx.chain.find((c) => c in INVENTION_STATUTES);
  if (!state) return "";
  const { name, notice } = INVENTION_STATUTES[state];
  return ` A provision requiring the assignment of such an invention would be unenforceable under ${name}${notice ? "; this sub-clause is the written notification of that limit that the statute requires" : ""}.`;
}

/**
 * Copyright in works of authorship a worker creates for a company: a "work made for hire" (17 U.S.C. § 101) belongs to
 * the company from creation, for an employee within the scope of employment and, for anyone else, only for the nine
 * kinds of commissioned work the definition lists and under a signed writing; hence the assignment as back-up. Not for
 * a non-employee under California law, where commissioning a work made for hire from an individual makes the
 * commissioning party the individual's employer for workers' compensation (Cal. Lab. Code § 3351.5(c)).
 */
export function workMadeForHire(ctx: DraftContext, o: { worker: string; company: string; what: string; employee: boolean }): string | null {
  if (ctx.law.system !== "US") return null;
  if (!o.employee && ctx.within("US-CA")) {
    ctx.note("work_made_for_hire_ca", "California: a person who agrees with an individual that a commissioned work is a work made for hire is treated as that individual's employer for workers' compensation (Cal. Lab. Code § 3351.5(c)); the draft therefore relies on the assignment alone.");
    return null;
  }
  return `To the extent the law allows, each work of authorship in ${o.what} is a "work made for hire" for ${o.company} as defined in section 101 of the U.S. Copyright Act (17 U.S.C. § 101); to the extent any of it is not, ${o.worker} assigns all rights in it to ${o.company} under this clause.`;
}

/** State franchise sales laws that require the offer to be registered (or filed) and disclosure made before a sale. */
const FRANCHISE_LAWS: Readonly<Record<string, string>> = {
  "US-CA": "the California Franchise Investment Law (Cal. Corp. Code §§ 31000 and following)",
  "US-IL": "the Illinois Franchise Disclosure Act of 1987 (815 ILCS 705)",
  "US-MD": "the Maryland Franchise Registration and Disclosure Law (Md. Code Ann., Bus. Reg. §§ 14-201 and following)",
  "US-MN": "the Minnesota Franchise Act (Minn. Stat. ch. 80C)",
  "US-NY": "the New York Franchise Sales Act (N.Y. Gen. Bus. Law, art. 33, §§ 680 and following)",
  "US-VA": "the Virginia Retail Franchising Act (Va. Code Ann. §§ 13.1-557 and following)",
  "US-WA": "the Washington Franchise Investment Protection Act (RCW ch. 19.100)",
  "US-WI": "the Wisconsin Franchise Investment Law (Wis. Stat. ch. 553)",
};

/** The governing State's franchise sales law, as the franchisor's representation and a no-waiver sentence; null where none is listed. */
export function stateFranchiseLaw(ctx: DraftContext, franchisor: string, franchisee: string): string | null {
  const state = ctx.chain.find((c) => c in FRANCHISE_LAWS);
  if (!state) return null;
  const law = FRANCHISE_LAWS[state];
  return `The ${franchisor} represents that, so far as ${law} requires, the offer of this franchise was registered (or filed) before it was offered or sold to the ${franchisee}, and that the ${franchisee} received the disclosure that law requires within the time it requires. Nothing in this Agreement waives or limits any right the ${franchisee} has under that law.`;
}
