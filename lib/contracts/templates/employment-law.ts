import type { DraftContext } from "../types";

/**
 * The employment law of a civil-law jurisdiction as a precedent names it (issue 36, item 3): the principal statute that
 * governs the contract, the statutory maximum of a probationary (trial) period, and the conditions on which a
 * post-employment non-compete binds. One entry per jurisdiction; a field is left out where we could not confirm it,
 * and `unsure` then tells the user what to check. Only statute titles, numbers and figures we are sure of are here
 * (see the report of branch draft8 for what was left out).
 */
export interface EmploymentLaw {
  /** A country or subdivision code of the draft's chain. */
  code: string;
  /** The sentence naming the statute that governs the employment. */
  statute: (ctx: DraftContext) => string;
  /** The statutory maximum of a probationary period, when one fixed figure (or a scale) is certain. */
  probation?: { maxMonths: number; rule: string; during?: string; none?: false } | { none: true; rule: string };
  /** The statute's conditions for a post-employment non-compete, as a sentence. */
  restraint?: (ctx: DraftContext) => string;
  /** What the user should check that the draft does not state. */
  unsure?: string;
}

const W = (ctx: DraftContext) => `the ${ctx.b.role}`;
const E = (ctx: DraftContext) => `the ${ctx.a.role}`;

export const EMPLOYMENT_LAW: readonly EmploymentLaw[] = [
  {
    code: "CZ",
    statute: () => `The employment is governed by the Labour Code of the Czech Republic (zákoník práce, Act No. 262/2006 Coll.); so far as a term of this Agreement departs from that Code where the Code does not allow it, the Code applies in its place.`,
    // Labour Code § 310(1): in writing, at most one year, compensation of at least one half of average monthly earnings per month.
    restraint: (ctx) => `Under section 310 of the Labour Code the restriction after the employment is agreed in writing, may last at most one (1) year after the employment ends, and binds ${W(ctx)} only because ${E(ctx)} undertakes to pay ${W(ctx)}, for each month of the restriction, compensation of at least one half of ${W(ctx)}'s average monthly earnings.`,
    unsure: "Czech Republic: the maximum probationary period (Labour Code § 35) was changed by a recent amendment; check the maximum for the role before signing.",
  },
  {
    code: "SK",
    statute: () => `The employment is governed by the Labour Code of the Slovak Republic (Zákonník práce, Act No. 311/2001 Coll.).`,
  },
  {
    code: "FI",
    statute: (ctx) => `The employment is governed by the Employment Contracts Act (työsopimuslaki, 55/2001). A term of this Agreement that gives ${W(ctx)} less than that Act provides is void.`,
    probation: { maxMonths: 6, rule: "six (6) months (Employment Contracts Act, chapter 1, section 4)" },
    // Chapter 3, section 5 as amended with effect from 1 January 2022: compensation for the restriction period, 40 % of
    // pay for a restriction of up to six months and 60 % for a longer one; at most one year.
    restraint: (ctx) => {
      const months = ctx.months("non_compete_period");
      const share = months === null ? "forty per cent (40 %) of that salary for a restriction of up to six (6) months and sixty per cent (60 %) for a longer one" : months > 6 ? "sixty per cent (60 %) of that salary, the rate for a restriction of more than six (6) months" : "forty per cent (40 %) of that salary, the rate for a restriction of up to six (6) months";
      return `Under chapter 3, section 5 of the Employment Contracts Act, as in force from 1 January 2022, the restriction after the employment binds ${W(ctx)} only for a particularly weighty reason related to ${E(ctx)}'s operations or the employment, may last at most one (1) year, and entitles ${W(ctx)} to compensation for the restriction period, paid on ${E(ctx)}'s normal pay days, equal to ${W(ctx)}'s salary for the period multiplied by ${share}.`;
    },
  },
  {
    code: "NO",
    statute: (ctx) => `The employment is governed by the Working Environment Act (arbeidsmiljøloven, Act of 17 June 2005 No. 62). A term of this Agreement less favourable to ${W(ctx)} than that Act is void except where that Act allows a departure.`,
    probation: { maxMonths: 6, rule: "six (6) months (Working Environment Act, section 15-6)" },
    restraint: (ctx) => `The restriction after the employment is a non-compete clause governed by chapter 14 A of the Working Environment Act: it may last at most one (1) year after the employment ends, and ${E(ctx)} shall pay ${W(ctx)} the compensation that chapter requires for the period of the restriction.`,
  },
  {
    code: "DK",
    statute: (ctx) => `Where ${W(ctx)} is a salaried employee (funktionær) within the Salaried Employees Act (funktionærloven), that Act applies to the employment, and a term of this Agreement less favourable to ${W(ctx)} than that Act is void.`,
    probation: { maxMonths: 3, rule: "three (3) months where the Salaried Employees Act applies (section 2(5) of that Act)" },
    // Act on Employment Clauses (ansættelsesklausulloven), in force from 1 January 2016: at most twelve months; 40 % of pay for up to six months, 60 % for longer.
    restraint: (ctx) => `The restriction after the employment is a non-compete clause under the Act on Employment Clauses (lov om ansættelsesklausuler): it is agreed in writing, may last at most twelve (12) months after the employment ends, and ${E(ctx)} shall pay ${W(ctx)} compensation for the period of the restriction of at least forty per cent (40 %) of ${W(ctx)}'s monthly pay for a restriction of up to six (6) months and at least sixty per cent (60 %) for a longer one.`,
  },
  {
    code: "SE",
    // Sweden's own terms (LAS, Annual Leave Act) are drafted by `sweden` in employment-statutory.ts; here only the probation maximum.
    statute: () => "",
    probation: { maxMonths: 6, rule: "six (6) months (section 6 of the Employment Protection Act (1982:80))" },
  },
  {
    code: "BE",
    statute: () => `The employment is governed by the Law of 3 July 1978 on employment contracts (loi relative aux contrats de travail / wet betreffende de arbeidsovereenkomsten).`,
    // Abolished for employment contracts starting on or after 1 January 2014 (Law of 26 December 2013), save for students, temporary and agency work.
    probation: { none: true, rule: "Belgian law has no trial period for an employment contract of this kind starting on or after 1 January 2014 (Law of 26 December 2013); the draft states none" },
    restraint: (ctx) => `Under article 65 of the Law of 3 July 1978 the restriction after the employment is agreed in writing, is limited to activities similar to those ${W(ctx)} carried on, to at most twelve (12) months after the employment ends and to Belgian territory, and ${E(ctx)} shall pay ${W(ctx)} a single indemnity equal to at least one half of ${W(ctx)}'s gross remuneration for the period of the restriction, unless ${E(ctx)} waives the restriction within the time that article allows.`,
    unsure: "Belgium: a non-compete is void if the annual remuneration is below the statutory threshold (indexed each year) and cannot be relied on after certain dismissals (Law of 3 July 1978, art. 65); check the threshold and the notice period under the unified status before signing.",
  },
  {
    code: "NL",
    statute: () => `The employment is governed by Title 10 of Book 7 of the Dutch Civil Code (articles 7:610 and following).`,
    probation: { maxMonths: 2, rule: "two (2) months, or one (1) month for a fixed-term contract of two years or less, agreed in writing and the same for both parties (article 7:652 of the Dutch Civil Code)" },
  },
  {
    code: "DE",
    statute: () => `The employment is a contract of employment under sections 611a and following of the German Civil Code (BGB).`,
    probation: { maxMonths: 6, rule: "six (6) months (section 622(3) BGB)", during: "During it, either party may end the employment by giving two (2) weeks' notice." },
  },
  {
    code: "AT",
    statute: (ctx) => `The employment is governed by Austrian employment law, including, where ${W(ctx)} is a salaried employee (Angestellter), the Salaried Employees Act (Angestelltengesetz, AngG).`,
    probation: { maxMonths: 1, rule: "one (1) month (section 19(2) AngG; section 1158(2) ABGB)", during: "During it, either party may end the employment at any time." },
  },
  {
    code: "ES",
    statute: () => `The employment is governed by the consolidated text of the Workers' Statute (Estatuto de los Trabajadores, Real Decreto Legislativo 2/2015, de 23 de octubre) and the collective agreement that applies to it.`,
    probation: { maxMonths: 6, rule: "six (6) months for qualified technicians (técnicos titulados) and two (2) months for other workers, or three (3) months in a company with fewer than twenty-five (25) workers, unless the applicable collective agreement sets other limits (article 14.1 of the Workers' Statute)" },
    restraint: (ctx) => `Under article 21.2 of the Workers' Statute the restriction after the employment may not exceed two (2) years for technical staff or six (6) months for other workers, and binds ${W(ctx)} only because ${E(ctx)} has an effective industrial or commercial interest in it and pays ${W(ctx)} adequate financial compensation.`,
  },
  {
    code: "PT",
    statute: () => `The employment is governed by the Labour Code (Código do Trabalho, approved by Law No. 7/2009 of 12 February).`,
    probation: { maxMonths: 8, rule: "ninety (90) days for most workers, one hundred and eighty (180) days for a worker in a position of technical complexity or high responsibility, and two hundred and forty (240) days for a worker in a management or senior position (article 112 of the Labour Code)" },
    restraint: (ctx) => `Under article 136 of the Labour Code the restriction after the employment is agreed in writing, concerns only an activity whose exercise may cause ${E(ctx)} real harm, may last at most two (2) years after the employment ends (three (3) years for an activity requiring special trust or access to particularly sensitive information), and entitles ${W(ctx)} to compensation for the period of the restriction.`,
  },
  {
    code: "RO",
    statute: () => `The employment is governed by the Labour Code (Codul muncii, Law No. 53/2003, republished).`,
    probation: { maxMonths: 4, rule: "ninety (90) calendar days for an execution position and one hundred and twenty (120) calendar days for a management position (article 31 of the Labour Code)" },
    restraint: (ctx) => `Under articles 21 to 24 of the Labour Code the restriction after the employment is agreed in writing, states the activities, the third parties and the area it covers, may last at most two (2) years after the employment ends, and binds ${W(ctx)} only because ${E(ctx)} pays ${W(ctx)}, monthly during the restriction, an indemnity of at least fifty per cent (50 %) of ${W(ctx)}'s average gross monthly earnings over the last six (6) months of the employment.`,
  },
  {
    code: "HU",
    statute: () => `The employment is governed by the Labour Code (Act I of 2012 on the Labour Code).`,
    probation: { maxMonths: 3, rule: "three (3) months, or six (6) months where a collective agreement so provides (section 45 of the Labour Code)" },
    restraint: (ctx) => `Under section 228 of the Labour Code the restriction after the employment may last at most two (2) years after the employment ends, and binds ${W(ctx)} only because ${E(ctx)} pays ${W(ctx)} appropriate compensation for it, of at least one third (1/3) of ${W(ctx)}'s base wage for the period of the restriction.`,
  },
  {
    code: "LU",
    statute: () => `The employment is governed by the Luxembourg Labour Code (Code du travail).`,
    unsure: "Luxembourg: the trial period and a post-employment non-compete have statutory limits and a pay threshold (Labour Code, Book I); check them against the role before signing.",
  },
  {
    code: "GR",
    statute: () => "",
    unsure: "Greece: Greek employment law is in several statutes (Civil Code and individual labour laws, recently amended); check the probationary period, notice and any non-compete against them and the applicable collective agreement before signing.",
  },
  {
    code: "FR",
    // The Labour Code is named by the language and collective-agreement clause (employment-statutory.ts).
    statute: () => "",
    probation: { maxMonths: 4, rule: "two (2) months for workers and employees, three (3) months for supervisors and technicians and four (4) months for executives (cadres) (article L. 1221-19 of the French Labour Code)" },
    // Cass. soc. 10 July 2002, no. 00-45.135 (domain file § 6).
    restraint: (ctx) => `Under the case law of the Cour de cassation (Cass. soc., 10 July 2002, no. 00-45.135) the restriction after the employment is valid only if it is indispensable to protect ${E(ctx)}'s legitimate interests, limited in time and space, takes account of the specific features of ${W(ctx)}'s employment, and ${E(ctx)} pays ${W(ctx)} financial compensation (contrepartie financière).`,
  },
  {
    code: "CH",
    statute: () => `The employment is governed by articles 319 and following of the Swiss Code of Obligations, and by any collective labour agreement that applies to it.`,
    // The non-compete's own conditions (CO art. 340) are drafted by localRestraintRules in law-clauses.ts.
  },
  {
    code: "CA-QC",
    statute: () => `The employment is governed by articles 2085 and following of the Civil Code of Québec and by the Act respecting labour standards (CQLR, c. N-1.1), whose standards this Agreement does not derogate from.`,
    // C.C.Q. art. 2089: in writing, in express terms, limited as to time, place and type of work; the employer proves it is valid.
    restraint: (ctx) => `Under article 2089 of the Civil Code of Québec the restriction after the employment is stipulated in writing and in express terms, is limited as to time, place and type of work to what is necessary to protect ${E(ctx)}'s legitimate interests, and ${E(ctx)} bears the burden of proving that it is valid.`,
  },
];

/** The employment law entry for the draft's jurisdiction, if any. */
export function employmentLaw(ctx: DraftContext): EmploymentLaw | undefined {
  return EMPLOYMENT_LAW.find((l) => ctx.within(l.code));
}

/** The sentence naming the statute that governs the employment, or null; notes what the user should check. */
export function employmentStatuteSentence(ctx: DraftContext): string | null {
  const law = employmentLaw(ctx);
  if (!law) return null;
  if (law.unsure) ctx.note(`employment_law_${law.code.toLowerCase().replace("-", "_")}`, law.unsure);
  return law.statute(ctx) || null;
}

/**
 * The probationary period under a statute that fixes its maximum: the period given, or the maximum with a note when
 * the given one is longer; none at all where the law has abolished it (Belgium). Null where we know no rule.
 */
export function statutoryProbation(ctx: DraftContext, probation: string): string | null {
  const law = employmentLaw(ctx);
  const rule = law?.probation;
  if (!law || !rule) return null;
  const code = `probation_${law.code.toLowerCase().replace("-", "_")}`;
  if (rule.none) {
    ctx.note(code, `${rule.rule}. The probationary period requested (${probation}) is therefore not included; check whether an exception applies.`);
    return `The employment is not subject to a trial period.`;
  }
  const months = ctx.months("probation_period");
  const during = rule.during ?? "During it, either party may end the employment by giving the notice, if any, that the law requires for that period.";
  if (months !== null && months > rule.maxMonths) {
    ctx.note(code, `The probationary period requested (${probation}) is longer than the statutory maximum of ${rule.rule}; the draft states the maximum instead. Check it against the role before signing.`);
    return `The employment starts with a probationary period of the longest duration the law allows for the role, which is ${rule.rule}. ${during}`;
  }
  return `The employment starts with a probationary period of ${probation}, subject to the statutory maximum of ${rule.rule}. ${during}`;
}
