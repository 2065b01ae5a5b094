import type { DraftContext } from "./types";

/**
 * Statutory interest on late payment between businesses, by the law that sets it (the Late Payment Directive 2011/7/EU
 * as each Member State transposed it; Switzerland's default interest): the statute, and the rate where one formula is
 * certain, kept together with the date it applies from where we know it (a dated rule: value, start date, source).
 * Germany and France are drafted in law-clauses.ts with their recovery sums; a state missing here gets no statutory rate
 * and the draft asks the user for one.
 */
export interface LatePaymentLaw {
  code: string;
  /** The statute, as the sentence names it ("Polish Act of 8 March 2013 …"). */
  statute: string;
  /** The rate the statute sets, as a phrase, when one formula is certain. */
  rate?: string;
  /** The first day the rate applies, where the rate has changed and we know when. */
  since?: string;
  /** What the statute calls the interest, when it is not only between businesses. */
  kind?: string;
}

export const LATE_PAYMENT_LAW: readonly LatePaymentLaw[] = [
  { code: "IT", statute: "Italian Legislative Decree No. 231 of 9 October 2002 on late payment in commercial transactions" },
  { code: "ES", statute: "Spanish Law 3/2004 of 29 December 2004 on combating late payment in commercial transactions" },
  // The reference rate plus 10 points for a debtor other than a public entity, raised from 8 points from 1 January 2020.
  { code: "PL", statute: "the Polish Act of 8 March 2013 on counteracting excessive delays in commercial transactions", rate: "the reference rate of the National Bank of Poland plus 10 percentage points a year, where the debtor is not a public entity", since: "2020-01-01" },
  { code: "RO", statute: "Romanian Law No. 72/2013 on measures to combat late payment of sums of money arising from contracts between professionals, read with Government Ordinance No. 13/2011", rate: "the reference rate of the National Bank of Romania plus 8 percentage points a year" },
  { code: "AT", statute: "section 456 of the Austrian Commercial Code (Unternehmensgesetzbuch, UGB)", rate: "9.2 percentage points a year above the base rate" },
  { code: "CZ", statute: "section 1970 of the Czech Civil Code and Government Regulation No. 351/2013 Coll.", rate: "the repo rate of the Czech National Bank plus 8 percentage points a year" },
  { code: "HU", statute: "section 6:155 of the Hungarian Civil Code", rate: "the central bank base rate of the Magyar Nemzeti Bank plus 8 percentage points a year" },
  { code: "SE", statute: "section 6 of the Swedish Interest Act (räntelagen (1975:635))", rate: "the reference rate of Sveriges Riksbank plus 8 percentage points a year" },
  { code: "BE", statute: "the Belgian Law of 2 August 2002 on combating late payment in commercial transactions" },
  { code: "PT", statute: "Portuguese Decree-Law No. 62/2013 of 10 May" },
  { code: "FI", statute: "the Finnish Interest Act (korkolaki, 633/1982)" },
  { code: "CH", statute: "article 104(1) of the Swiss Code of Obligations", rate: "five per cent (5%) a year", kind: "the statutory default interest" },
];

/** The statutory late-payment rule of the draft's law (between businesses), with the rate only if in force on `date`. */
export function latePaymentLaw(ctx: Pick<DraftContext, "within">, date = new Date().toISOString().slice(0, 10)): LatePaymentLaw | undefined {
  const law = LATE_PAYMENT_LAW.find((l) => ctx.within(l.code));
  if (!law || !law.since || law.since <= date) return law;
  return { code: law.code, statute: law.statute, kind: law.kind };
}

/** The statutory interest as a phrase ("the rate provided for by …" or "X under …"), for a clause that applies it. */
export function statutoryInterestPhrase(law: LatePaymentLaw): string {
  return law.rate ? `${law.kind ?? "the statutory interest for late payment between businesses"}, ${law.rate}, under ${law.statute}` : `the rate provided for by ${law.statute}`;
}
