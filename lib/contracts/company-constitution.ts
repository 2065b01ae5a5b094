import type { DraftContext } from "./types";

/**
 * How the company's constitution is amended to reflect a shareholders' agreement, in the words of the companies
 * statute of the governing law: the United Kingdom, the Companies Act 2006 (s. 21: amendment by special resolution;
 * ss. 26 and 30: the amended articles and the resolution to the registrar within 15 days); Australia, the Corporations
 * Act 2001 (Cth) (s. 136(2): modification by special resolution; s. 140: the constitution and replaceable rules have
 * effect as a contract); Ireland and Singapore, their Companies Acts (2014; 1967), named without a section where we
 * could not confirm one. Null elsewhere (India has its own sentence; civil-law companies amend by notarial deed).
 * Each sentence is conditional on where the Company is incorporated: a company's constitution follows the law of its
 * incorporation, not the law that governs the agreement (an English-law agreement may concern a Singapore company).
 */
export function constitutionAmendment(ctx: DraftContext): string | null {
  if (ctx.law.system === "GB") {
    return `If the Company is incorporated in the United Kingdom, the amendment shall be made by special resolution under ${ctx.cite("uk-companies-act-2006", "21", "section 21 of the Companies Act 2006")}, and a copy of the resolution and of the amended articles shall be sent to the registrar of companies within fifteen (15) days, as sections 26 and 30 of that Act require.`;
  }
  if (ctx.within("AU")) {
    return `If the Company is registered in Australia, the constitution shall be modified by special resolution under section 136(2) of the Corporations Act 2001 (Cth). In that case the constitution and any replaceable rules that apply to the Company have effect as a contract between the Company and each member, and between the members, under section 140 of that Act; the rights in this Agreement that are to bind later members shall therefore be reflected in it.`;
  }
  if (ctx.within("IE")) {
    return `If the Company is incorporated in Ireland, the constitution shall be altered by special resolution, as the Companies Act 2014 requires, and the resolution and the altered constitution delivered to the Registrar of Companies within the time that Act allows.`;
  }
  if (ctx.within("SG")) {
    return `If the Company is incorporated in Singapore, the constitution shall be altered by special resolution, as the Companies Act 1967 requires, and the resolution lodged with the Registrar of Companies within the time that Act allows.`;
  }
  return null;
}
