import type { DraftContext } from "../types";
import { capitalise } from "../key-terms";

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
  /**
   * How the employer may end the employment under the local dismissal-protection law, as sentences of the termination
   * clause; with it, the clause no longer lets "either party" end the employment by notice alone.
   */
  dismissal?: (ctx: DraftContext) => string[];
  /** Further statutory terms stated after the statute sentence (pay components, social-security registration). */
  terms?: (ctx: DraftContext) => string[];
  /** How the salary is paid where the statute fixes its instalments (Spain's extraordinary payments). */
  remuneration?: (ctx: DraftContext) => string;
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
    // Labour Code §§ 50–52: written notice delivered to the employee; an employer's notice only on a ground of § 52; at least two months.
    dismissal: (ctx) => [`${capitalise(E(ctx))} may give notice only on a ground listed in section 52 of the Labour Code; notice is given in writing and delivered to the other party (section 50), and the notice period is at least two (2) months (section 51).`],
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
    // Funktionærloven § 2(2), (4): the employer's notice by length of service, the employee's one month; § 2b: compensation for an unjustified dismissal after one year.
    dismissal: (ctx) => [`Where the Salaried Employees Act applies, notice by ${E(ctx)} is at least one (1) month during the first six (6) months of employment and three (3) months after that, increasing by one (1) month for each three (3) years of employment up to six (6) months, and notice by ${W(ctx)} is one (1) month, in each case to the end of a calendar month (section 2 of that Act). If ${W(ctx)} has been employed for at least one (1) year and the dismissal is not reasonably justified by ${W(ctx)}'s conduct or the circumstances of ${E(ctx)}'s business, ${E(ctx)} shall pay ${W(ctx)} the compensation section 2b of that Act provides.`],
  },
  {
    code: "SE",
    // Sweden's own terms (LAS, Annual Leave Act) are drafted by `sweden` in employment-statutory.ts; here only the probation maximum.
    statute: () => "",
    probation: { maxMonths: 6, rule: "six (6) months (section 6 of the Employment Protection Act (1982:80))" },
    // LAS §§ 7, 8, 11, 18 (as amended from 30 June 2022: sakliga skäl).
    dismissal: (ctx) => [`${capitalise(E(ctx))} may give notice only where there are objective grounds for it (sakliga skäl) (section 7 of the Employment Protection Act); notice by ${E(ctx)} is given in writing and states what ${W(ctx)} must do to challenge it (section 8). The notice period is at least one (1) month and, for notice by ${E(ctx)}, two (2) months after two (2) years of employment, three (3) months after four (4) years, four (4) months after six (6) years, five (5) months after eight (8) years and six (6) months after ten (10) years (section 11). ${capitalise(E(ctx))} may dismiss ${W(ctx)} summarily only where ${W(ctx)} has grossly neglected their obligations to ${E(ctx)} (section 18).`],
  },
  {
    code: "BE",
    statute: () => `The employment is governed by the Law of 3 July 1978 on employment contracts (loi relative aux contrats de travail / wet betreffende de arbeidsovereenkomsten).`,
    // Abolished for employment contracts starting on or after 1 January 2014 (Law of 26 December 2013), save for students, temporary and agency work.
    probation: { none: true, rule: "Belgian law has no trial period for an employment contract of this kind starting on or after 1 January 2014 (Law of 26 December 2013); the draft states none" },
    restraint: (ctx) => `Under article 65 of the Law of 3 July 1978 the restriction after the employment is agreed in writing, is limited to activities similar to those ${W(ctx)} carried on, to at most twelve (12) months after the employment ends and to Belgian territory, and ${E(ctx)} shall pay ${W(ctx)} a single indemnity equal to at least one half of ${W(ctx)}'s gross remuneration for the period of the restriction, unless ${E(ctx)} waives the restriction within the time that article allows.`,
    unsure: "Belgium: a non-compete is void if the annual remuneration is below the statutory threshold (indexed each year) and cannot be relied on after certain dismissals (Law of 3 July 1978, art. 65); check the threshold and the notice period under the unified status before signing.",
    // Law of 3 July 1978 arts. 35 (serious cause, three working days) and 37/2 (notice by seniority); CCT No. 109 (reasons, manifestly unreasonable dismissal).
    dismissal: (ctx) => [`The notice period depends on ${W(ctx)}'s seniority as article 37/2 of the Law of 3 July 1978 provides. ${capitalise(E(ctx))} may end the employment without notice for serious cause only within three (3) working days after learning of the fact relied on, and shall notify that cause within three (3) working days after the dismissal (article 35 of that Law). ${capitalise(W(ctx))} may ask ${E(ctx)} for the specific reasons for a dismissal, and is entitled to compensation for a manifestly unreasonable dismissal, under collective labour agreement No. 109.`],
  },
  {
    code: "NL",
    statute: () => `The employment is governed by Title 10 of Book 7 of the Dutch Civil Code (articles 7:610 and following).`,
    probation: { maxMonths: 2, rule: "two (2) months, or one (1) month for a fixed-term contract of two years or less, agreed in writing and the same for both parties (article 7:652 of the Dutch Civil Code)" },
    // Wet minimumloon en minimumvakantiebijslag art. 15 (holiday allowance of at least 8 % of the wage); BW 7:634
    // (statutory minimum leave of four times the agreed weekly working time).
    terms: (ctx) => [
      `${capitalise(W(ctx))} is entitled each year to a holiday allowance (vakantiebijslag) of at least eight per cent (8%) of the gross salary (article 15 of the Minimum Wage and Minimum Holiday Allowance Act (Wet minimumloon en minimumvakantiebijslag)), which accrues monthly and is paid at least once a year, and, whatever this Agreement says, to at least the statutory minimum of paid holiday of four times the agreed weekly working time each year (article 7:634 of the Dutch Civil Code); holiday given above that minimum is extra-statutory holiday.`,
    ],
    // BW 7:669(1), 7:671(1)–(2), 7:671a, 7:671b (no notice by the employer without consent or UWV permission; dissolution
    // by the cantonal court otherwise), 7:672 (notice periods), 7:673 (transition payment, one third of a month's salary a year).
    dismissal: (ctx) => {
      const months = ctx.months("notice_period");
      if (months !== null && months > 1) ctx.note("notice_period_nl", "Netherlands: where the notice period for the employee is extended beyond one month by written agreement, the employer's notice period must be at least twice as long (article 7:672 of the Dutch Civil Code); check the notice period for each party before signing.");
      return [
      `${capitalise(E(ctx))} may end the employment by notice only with ${W(ctx)}'s written consent or with the permission of the Employee Insurance Agency (UWV) (article 7:671 of the Dutch Civil Code); ${W(ctx)} may revoke that consent by a written statement to ${E(ctx)} within fourteen (14) days after giving it (article 7:671(2)). The UWV's permission is for notice on economic grounds or after long-term incapacity for work (article 7:671a); on any other reasonable ground the employment ends at ${E(ctx)}'s request only by dissolution by the cantonal court (kantonrechter) (article 7:671b). In every case ${E(ctx)} needs a reasonable ground within article 7:669, and it must not be possible, or not reasonable, to reassign ${W(ctx)} to another suitable position within a reasonable period (article 7:669(1)).`,
      `Notice by ${E(ctx)} is at least one (1) month, two (2) months after five (5) years of employment, three (3) months after ten (10) years and four (4) months after fifteen (15) years; notice by ${W(ctx)} is at least one (1) month; notice is given to the end of a calendar month (article 7:672).`,
      `If the employment ends at ${E(ctx)}'s initiative, by notice, by dissolution by the court or because ${E(ctx)} does not continue it after a fixed term, ${E(ctx)} shall pay ${W(ctx)} the transition payment (transitievergoeding) of article 7:673 of the Dutch Civil Code, of one third of a month's salary for each year of employment and pro rata for part of a year, except where that article provides otherwise, in particular where the end results from seriously culpable acts or omissions of ${W(ctx)}.`,
      ];
    },
  },
  {
    code: "DE",
    statute: () => `The employment is a contract of employment under sections 611a and following of the German Civil Code (BGB).`,
    probation: { maxMonths: 6, rule: "six (6) months (section 622(3) BGB)", during: "During it, either party may end the employment by giving two (2) weeks' notice." },
    // HGB §§ 74, 74a, applied to every employee by GewO § 110.
    restraint: (ctx) => `The restriction after the employment is a post-contractual non-compete under sections 74 and following of the German Commercial Code (HGB), which section 110 of the Trade Regulation Act (GewO) applies to every employee: it is agreed in written form and ${E(ctx)} shall hand ${W(ctx)} a document signed by ${E(ctx)} containing the agreed terms (section 74(1) HGB); it binds ${W(ctx)} only because ${E(ctx)} undertakes to pay, for each year of the restriction, compensation (Karenzentschädigung) of at least one half of the contractual remuneration ${W(ctx)} last received (section 74(2) HGB); and it cannot extend beyond two (2) years after the employment ends (section 74a(1) HGB).`,
    // KSchG §§ 1(1)–(2), 23(1) (social justification after six months in a business with more than ten employees); BetrVG § 102(1).
    dismissal: (ctx) => [`Where the Protection against Dismissal Act (Kündigungsschutzgesetz, KSchG) applies, because the employment has lasted more than six (6) months without interruption in a business that regularly employs more than ten (10) employees (sections 1(1) and 23(1) KSchG), notice by ${E(ctx)} is effective only if it is socially justified by reasons relating to ${W(ctx)}'s person or conduct or by urgent operational requirements (section 1(2) KSchG). Where the business has a works council, ${E(ctx)} shall hear it before giving any notice of termination; notice given without hearing it is void (section 102(1) of the Works Constitution Act (BetrVG)).`],
  },
  {
    code: "AT",
    statute: (ctx) => `The employment is governed by Austrian employment law, including, where ${W(ctx)} is a salaried employee (Angestellter), the Salaried Employees Act (Angestelltengesetz, AngG).`,
    probation: { maxMonths: 1, rule: "one (1) month (section 19(2) AngG; section 1158(2) ABGB)", during: "During it, either party may end the employment at any time." },
    // AngG § 20(2)–(3) (employer's notice by length of service, to the end of a quarter); ArbVG § 105 (works council, challenge).
    dismissal: (ctx) => [`Where ${W(ctx)} is a salaried employee, notice by ${E(ctx)} is at least six (6) weeks, two (2) months after two (2) years of service, three (3) months after five (5) years, four (4) months after fifteen (15) years and five (5) months after twenty-five (25) years, to the end of a calendar quarter unless the parties have agreed that notice may end on the fifteenth or last day of a calendar month (section 20 AngG). Where there is a works council, ${E(ctx)} shall inform it before giving notice, and notice given earlier is void; ${W(ctx)} may challenge a notice in court as socially unjustified in the cases section 105 of the Labour Constitution Act (ArbVG) provides.`],
  },
  {
    code: "ES",
    statute: () => `The employment is governed by the consolidated text of the Workers' Statute (Estatuto de los Trabajadores, Real Decreto Legislativo 2/2015, de 23 de octubre) and the collective agreement that applies to it.`,
    probation: { maxMonths: 6, rule: "six (6) months for qualified technicians (técnicos titulados) and two (2) months for other workers, or three (3) months in a company with fewer than twenty-five (25) workers, unless the applicable collective agreement sets other limits (article 14.1 of the Workers' Statute)" },
    // ET art. 31: two extraordinary payments a year, one at Christmas, the other in the month the collective agreement (or
    // an agreement with the workers' representatives) fixes; only a collective agreement may prorate them over twelve.
    remuneration: spanishSalary,
    // Afiliación and alta: the employer registers the worker with the Social Security before work starts (Ley General de
    // la Seguridad Social, Real Decreto Legislativo 8/2015, and its regulations).
    terms: (ctx) => [`${capitalise(E(ctx))} shall register ${W(ctx)} with the Social Security system (alta en la Seguridad Social) before ${W(ctx)} starts work, as the consolidated text of the General Social Security Act (Ley General de la Seguridad Social, Real Decreto Legislativo 8/2015, de 30 de octubre) and its regulations require, and shall pay the contributions due, deducting ${W(ctx)}'s share from the salary.`],
    restraint: (ctx) => {
      const months = ctx.months("non_compete_period");
      if (months !== null && months > 24) ctx.note("non_compete_period_es", `Spain: the restriction after the employment requested (${ctx.term("non_compete_period")}) is longer than the two years article 21.2 of the Workers' Statute allows even for technical staff; shorten it before signing.`);
      else if (months !== null && months > 6) ctx.note("non_compete_period_es", `Spain: a restriction after the employment of more than six months (${ctx.term("non_compete_period")}) binds only technical staff (técnicos) (article 21.2 of the Workers' Statute); for any other worker shorten it to six months.`);
      return `Under article 21.2 of the Workers' Statute the restriction after the employment (pacto de no competencia) may not exceed two (2) years for technical staff or six (6) months for other workers, and binds ${W(ctx)} only because ${E(ctx)} has an effective industrial or commercial interest in it and pays ${W(ctx)} adequate financial compensation.`;
    },
    // Workers' Statute arts. 49–56: objective causes (52) with written notice, 20 days a year up to 12 months and 15 days' notice (53.1);
    // disciplinary dismissal (54) by letter stating the facts and date (55); unfair dismissal, 33 days a year up to 24 months (56.1).
    dismissal: (ctx) => [`${capitalise(E(ctx))} may end the employment only on a ground the Workers' Statute provides (article 49): for objective causes (despido por causas objetivas) (article 52), by written notice stating the cause, making available at the same time compensation of twenty (20) days' salary per year of service up to twelve (12) monthly payments, and with fifteen (15) days' notice (article 53.1); by disciplinary dismissal (despido disciplinario) for a serious and culpable breach by ${W(ctx)} (article 54), notified in writing stating the facts and the date it takes effect (article 55); or by collective dismissal (article 51). If a dismissal is declared unfair (improcedente), ${E(ctx)} may choose between reinstating ${W(ctx)} and paying compensation of thirty-three (33) days' salary per year of service up to twenty-four (24) monthly payments (article 56.1).`],
  },
  {
    code: "PT",
    statute: () => `The employment is governed by the Labour Code (Código do Trabalho, approved by Law No. 7/2009 of 12 February).`,
    probation: { maxMonths: 8, rule: "ninety (90) days for most workers, one hundred and eighty (180) days for a worker in a position of technical complexity or high responsibility, and two hundred and forty (240) days for a worker in a management or senior position (article 112 of the Labour Code)" },
    restraint: (ctx) => `Under article 136 of the Labour Code the restriction after the employment is agreed in writing, concerns only an activity whose exercise may cause ${E(ctx)} real harm, may last at most two (2) years after the employment ends (three (3) years for an activity requiring special trust or access to particularly sensitive information), and entitles ${W(ctx)} to compensation for the period of the restriction.`,
    // Labour Code art. 264 (holiday pay and holiday allowance, paid before the holidays unless agreed otherwise in writing) and
    // art. 263 (Christmas allowance of one month's pay by 15 December, pro rata in the years the contract starts and ends).
    terms: (ctx) => [
      `In addition to the pay for the holiday period, ${W(ctx)} is entitled each year to a holiday allowance (subsídio de férias) made up of the basic pay and the other payments in return for the specific way the work is performed, corresponding to the minimum length of the holidays, paid before the holidays begin unless otherwise agreed in writing (article 264 of the Labour Code).`,
      `${capitalise(W(ctx))} is entitled to a Christmas allowance (subsídio de Natal) equal to one (1) month's pay, paid by 15 December each year, and in proportion to the time worked in the year the employment starts and the year it ends (article 263 of the Labour Code).`,
    ],
    // Labour Code art. 338 (no dismissal without just cause; Constitution art. 53), art. 351 (just cause), art. 400 (employee's notice 30/60 days).
    dismissal: (ctx) => [`Dismissal without just cause, or for political or ideological reasons, is prohibited (article 338 of the Labour Code; article 53 of the Constitution of the Portuguese Republic). ${capitalise(E(ctx))} may end the employment only on a ground and by the procedure the Labour Code provides, such as dismissal for just cause attributable to ${W(ctx)} after disciplinary proceedings (article 351 and following), collective dismissal, dismissal for extinction of the job or dismissal for unsuitability. ${capitalise(W(ctx))} may terminate the employment by written notice of at least thirty (30) days, or sixty (60) days after two (2) years of service (article 400).`],
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
    restraint: (ctx) => `Under the case law of the Cour de cassation (Cass. soc., 10 July 2002, no. 00-45.135) the restriction after the employment, a post-employment non-compete clause (clause de non-concurrence), is valid only if it is indispensable to protect ${E(ctx)}'s legitimate interests, limited in time and space, takes account of the specific features of ${W(ctx)}'s employment, and ${E(ctx)} pays ${W(ctx)} financial compensation (contrepartie financière).`,
    // Code du travail L1232-1 (real and serious cause), L1232-2 (interview, five working days), L1232-6 (letter, two working
    // days after), L1233-1 and following (economic dismissal), L1234-1 (notice), L1234-9 (severance after eight months).
    dismissal: (ctx) => [`${capitalise(E(ctx))} may dismiss ${W(ctx)} only for a real and serious cause (cause réelle et sérieuse) (article L. 1232-1 of the French Labour Code), after convening ${W(ctx)} to a preliminary interview by registered letter or letter delivered by hand against receipt, held no earlier than five (5) working days after the letter is presented or delivered (article L. 1232-2), and by a letter of dismissal sent by registered letter with acknowledgement of receipt stating the grounds, no earlier than two (2) working days after the interview (article L. 1232-6); a dismissal for economic reasons also follows articles L. 1233-1 and following. Save in the case of serious misconduct (faute grave), ${W(ctx)} is entitled to the notice of article L. 1234-1 and, after eight (8) months' uninterrupted service, to the statutory severance indemnity (indemnité légale de licenciement) of article L. 1234-9, or to the more favourable terms of the applicable collective agreement.`],
  },
  {
    code: "IT",
    // The Civil Code and the TFR are stated by `italy` in employment-statutory.ts; here the non-compete and dismissal. Law No. 604 of
    // 15 July 1966 arts. 1–3 (just cause or justified reason, written with reasons); c.c. arts. 2118–2119; D.Lgs. 23/2015.
    statute: () => "",
    // c.c. art. 2125.
    restraint: (ctx) => `Under article 2125 of the Italian Civil Code the restriction after the employment is void unless it is in writing, provides compensation for ${W(ctx)} and is limited in subject matter, time and place; it may not exceed five (5) years for an executive (dirigente) or three (3) years for any other employee, and a longer period agreed is reduced to that limit.`,
    dismissal: (ctx) => [`${capitalise(E(ctx))} may dismiss ${W(ctx)} only for just cause (giusta causa) under article 2119 of the Italian Civil Code or for a justified reason (giustificato motivo) under article 3 of Law No. 604 of 15 July 1966, by written notice stating the reasons (article 2 of that Law), and, save for just cause, with the notice that article 2118 of the Civil Code and the applicable collective agreement require. For ${W(ctx)} hired on or after 7 March 2015, the remedies for an unlawful dismissal are those of Legislative Decree No. 23 of 4 March 2015.`],
  },
  {
    code: "PL",
    // The Labour Code is named by `poland` in employment-statutory.ts; here the non-compete and dismissal. Kodeks pracy arts. 30 §§ 3–5,
    // 36 § 1, 38, 52 §§ 1–2.
    statute: () => "",
    // Kodeks pracy arts. 101(2)–101(4).
    restraint: (ctx) => `Under articles 101(2) and 101(3) of the Labour Code (Kodeks pracy) the restriction after the employment is made in writing, failing which it is void, and ${E(ctx)} shall pay ${W(ctx)} compensation of not less than 25% of the remuneration ${W(ctx)} received before the employment ended for a period equal to the period of the restriction.`,
    dismissal: (ctx) => [`Notice by ${E(ctx)} is given in writing, states the reason for it and informs ${W(ctx)} of the right to appeal to the labour court (article 30 §§ 3 to 5 of the Labour Code); where a trade union represents ${W(ctx)}, ${E(ctx)} shall first consult it in writing on the intended notice (article 38). The notice period is at least two (2) weeks where the employment has lasted less than six (6) months, one (1) month after six (6) months and three (3) months after three (3) years (article 36 § 1). ${capitalise(E(ctx))} may end the employment without notice through ${W(ctx)}'s fault only for a reason in article 52 § 1, within one (1) month after learning of it (article 52 § 2).`],
  },
  {
    code: "CH",
    statute: () => `The employment is governed by articles 319 and following of the Swiss Code of Obligations, and by any collective labour agreement that applies to it.`,
    // The non-compete's own conditions (CO art. 340) are drafted by localRestraintRules in law-clauses.ts.
    // OR arts. 335(2), 335c, 336, 336a, 336b, 336c.
    dismissal: (ctx) => [`Notice is at least one (1) month in the first year of service, two (2) months from the second to the ninth year and three (3) months after that, to the end of a month (article 335c of the Swiss Code of Obligations); the party giving notice shall state its reasons in writing if the other asks (article 335(2)). Notice given for a reason article 336 makes abusive entitles ${W(ctx)} to an indemnity fixed by the court of up to six (6) months' wages (article 336a), provided ${W(ctx)} objects to the notice in writing before the notice period ends (article 336b). Notice by ${E(ctx)} during a protected period under article 336c, such as incapacity through illness or accident, pregnancy and the sixteen (16) weeks after childbirth, or military service, is void.`],
  },
  {
    code: "CA-QC",
    statute: () => `The employment is governed by articles 2085 and following of the Civil Code of Québec and by the Act respecting labour standards (CQLR, c. N-1.1), whose standards this Agreement does not derogate from.`,
    // C.C.Q. art. 2089: in writing, in express terms, limited as to time, place and type of work; the employer proves it is valid.
    restraint: (ctx) => `Under article 2089 of the Civil Code of Québec the restriction after the employment is stipulated in writing and in express terms, is limited as to time, place and type of work to what is necessary to protect ${E(ctx)}'s legitimate interests, and ${E(ctx)} bears the burden of proving that it is valid.`,
    // Act respecting labour standards ss. 82 (notice), 124 (two years' service: good and sufficient cause); C.C.Q. arts. 2091–2092.
    dismissal: (ctx) => [`${capitalise(E(ctx))} gives written notice of termination of at least the period in section 82 of the Act respecting labour standards and reasonable notice under article 2091 of the Civil Code of Québec; ${W(ctx)} cannot renounce the right to compensation for injury suffered where the notice is insufficient or the resiliation abusive (article 2092). Once ${W(ctx)} has two (2) years of uninterrupted service with ${E(ctx)}, ${W(ctx)} may contest a dismissal made without good and sufficient cause (section 124 of that Act).`],
  },
];

/**
 * Spain: the salary in fourteen payments, twelve monthly and the two extraordinary payments of article 31 of the Workers'
 * Statute; where the request asks for twelve payments, the extraordinary payments are prorated over them only as the
 * collective agreement allows, which the note asks the user to check.
 */
function spanishSalary(ctx: DraftContext): string {
  const salary = ctx.term("salary").replace(/ \(\d+ payments a year\)/, "");
  const extra = `the two (2) extraordinary payments (pagas extraordinarias) of article 31 of the Workers' Statute, one at Christmas and the other in the month fixed by the applicable collective agreement or by agreement between ${E(ctx)} and the workers' legal representatives`;
  if (/\b(?:12|twelve)\s*(?:pagas|payments|instalments|installments|mensualidades|meses)\b/i.test(ctx.optional("salary") ?? "")) {
    ctx.note("extraordinary_payments_es", "Spain: the two extraordinary payments a year may be prorated over the twelve monthly payments only where the applicable collective agreement so provides (article 31 of the Workers' Statute); check the collective agreement, or pay the salary in fourteen payments.");
    return `${capitalise(E(ctx))} shall pay ${W(ctx)} a salary of ${salary}, less the deductions the law requires, in twelve (12) monthly payments in arrears on or about the last working day of each month, which include ${extra}, prorated over them as that collective agreement allows.`;
  }
  if (/per month|a month|monthly/i.test(salary)) return `${capitalise(E(ctx))} shall pay ${W(ctx)} a salary of ${salary}, less the deductions the law requires, in arrears on or about the last working day of each month, and in addition ${extra}, each of the amount that collective agreement fixes.`;
  return `${capitalise(E(ctx))} shall pay ${W(ctx)} a salary of ${salary}, less the deductions the law requires, in fourteen (14) equal payments: twelve (12) monthly payments in arrears on or about the last working day of each month, and ${extra}.`;
}

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

/** The statute sentence and the further statutory terms (pay components, registration) of the draft's jurisdiction. */
export function employmentStatuteTerms(ctx: DraftContext): string[] {
  const statute = employmentStatuteSentence(ctx);
  return [...(statute ? [statute] : []), ...(employmentLaw(ctx)?.terms?.(ctx) ?? [])];
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
  // A period equal to the maximum is not followed by the same figure again ("2 months, subject to the statutory maximum
  // of two (2) months"): the rest of the rule (conditions, citation) is kept.
  const first = /^([a-z-]+ \((\d+)\) (?:month|week|day)s?)(?:,\s*|\s+)(.*)$/i.exec(rule.rule);
  if (first && months !== null && Number(first[2]) === months && /month/i.test(first[1]) && first[3]) {
    return `The employment starts with a probationary period of ${probation}, which is the statutory maximum (${first[3]}). ${during}`;
  }
  return `The employment starts with a probationary period of ${probation}, subject to the statutory maximum of ${rule.rule}. ${during}`;
}
