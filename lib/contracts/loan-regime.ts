import { BLANK, type DraftContext } from "./types";

/**
 * The civil code's contract of loan that a term loan under that law is, named as a local precedent names it, with the
 * French effective global rate and the Italian usury ceiling. Keyed on the governing law, so every loan type under it
 * gets the sentence. Named in the text: only provisions whose numbers we could confirm are here (CH CO art. 312 ff.;
 * DE BGB § 488 ff.; FR C. civ. art. 1892 ff., 1907 and C. monét. fin. L313-4, which applies C. consom. L314-1 to L314-5; IT c.c. art. 1813 ff., 1815(2) and
 * Law No. 108 of 7 March 1996; ES Civil Code art. 1753 ff. and Commercial Code art. 311 ff.). Null elsewhere.
 */
export function loanRegime(ctx: DraftContext): string | null {
  const doc = `This ${ctx.shortName}`;
  if (ctx.within("CH")) {
    return `${doc} is a loan for consumption (Darlehen / prêt de consommation) governed by articles 312 and following of the Swiss Code of Obligations.`;
  }
  if (ctx.within("DE")) return `${doc} is a loan agreement (Darlehensvertrag) governed by sections 488 and following of the German Civil Code (BGB).`;
  if (ctx.within("FR")) {
    // The effective global rate must appear in any writing that records a loan: C. monét. fin. L313-4 only refers to
    // the Consumer Code's rules on it (L314-1 to L314-5), so the text names both; the lender
    // computes it, so the draft leaves it blank.
    ctx.note("teg_fr", "France: state the effective global rate (TEG) of the loan and, where required, the period rate and the period, computed by the lender (Monetary and Financial Code art. L. 313-4 and Consumer Code arts. L. 314-1 to L. 314-5, to which it refers).");
    return `${doc} is a loan (prêt de consommation) governed by articles 1892 and following of the French Civil Code; its rate of interest is fixed in writing, as article 1907 of that Code requires. The effective global rate (taux effectif global) of the Loan, which includes interest, fees, commissions and charges of every kind, is ${BLANK} a year, being a period rate of ${BLANK} for a period of ${BLANK} (article L. 313-4 of the Monetary and Financial Code and articles L. 314-1 to L. 314-5 of the Consumer Code, to which it refers).`;
  }
  if (ctx.within("ES")) return `${doc} is a loan (préstamo) governed by articles 1753 and following of the Spanish Civil Code and, where it is a commercial loan, by articles 311 and following of the Commercial Code (Código de Comercio).`;
  if (ctx.within("IT")) {
    ctx.note("usury_it", "Italy: the usury thresholds (tassi soglia) under Law No. 108 of 7 March 1996 are published quarterly for each category of credit; check the total cost of the loan, including default interest and fees, against the threshold in force when it is agreed.");
    return `${doc} is a loan (mutuo) governed by articles 1813 and following of the Italian Civil Code. The parties intend that no rate of interest, default interest, fee or other charge under this ${ctx.shortName} ever exceeds the usury threshold (tasso soglia) that applies under Law No. 108 of 7 March 1996; if any would, it is reduced to that threshold for as long as it would exceed it. Where usurious interest is agreed, the clause is void and no interest is due (article 1815, second paragraph, of the Italian Civil Code).`;
  }
  return null;
}
