import { englishDate } from "../key-terms";
import { placeName } from "../law";
import { BLANK, type ClauseSpec, type DraftContext } from "../types";
import { employmentLaw, employmentStatuteTerms } from "./employment-law";

/** A legal rule that holds from a date: its value, the first day it applies and the provision that sets it, together. */
interface Dated<T> {
  value: T;
  from: string;
  source: string;
}

/**
 * Australia: the superannuation guarantee charge percentage of ordinary time earnings, by the year a quarter falls in
 * (Superannuation Guarantee (Administration) Act 1992 (Cth), s. 19(2), table items 12–13; the last step legislated is
 * 12 for years starting on or after 1 July 2025).
 */
const AU_SUPER_GUARANTEE: readonly Dated<number>[] = [
  { value: 11.5, from: "2024-07-01", source: "Superannuation Guarantee (Administration) Act 1992 (Cth), s. 19(2), table item 12" },
  { value: 12, from: "2025-07-01", source: "Superannuation Guarantee (Administration) Act 1992 (Cth), s. 19(2), table item 13" },
];

/** The entry in force on an ISO date (entries in date order), or null before the first or without a date. */
function inForceOn<T>(entries: readonly Dated<T>[], date: string | null): Dated<T> | null {
  if (!date) return null;
  let current: Dated<T> | null = null;
  for (const e of entries) if (e.from <= date) current = e;
  return current;
}

/** The employment's start date as YYYY-MM-DD when the request gives one that reads as a date. */
function startIso(ctx: DraftContext): string | null {
  const raw = ctx.declares("start_date") && ctx.given("start_date") ? ctx.optional("start_date") : undefined;
  if (!raw) return null;
  const t = Date.parse(`${englishDate(raw, false)} UTC`);
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

const FW_ACT = "the Fair Work Act 2009 (Cth)";
const ESA = "the Employment Standards Act, 2000 (Ontario)";

/**
 * Australia: the Fair Work Act 2009 (Cth) minimums a precedent states — the National Employment Standards (Part 2-2),
 * any modern award or enterprise agreement, notice under s. 117, the Fair Work Information Statement (s. 125) — and
 * superannuation guarantee contributions. The rate is given only as the dated rule in force on the start date.
 */
function australia(ctx: DraftContext): string[] {
  const e = ctx.a.role;
  const w = ctx.b.role;
  const rate = inForceOn(AU_SUPER_GUARANTEE, startIso(ctx));
  ctx.note("au_award_coverage", "Australia: whether a modern award or enterprise agreement covers the role depends on the duties, not the title; name it (or state that none applies) and the superannuation fund before signing.");
  return [
    `The ${w}'s minimum entitlements are those of the National Employment Standards in Part 2-2 of ${FW_ACT} and of any modern award or enterprise agreement that applies to the ${w}'s employment. Nothing in this Agreement gives the ${w} less than those entitlements, and where it would, they apply instead. A modern award or enterprise agreement applies according to its own terms and is not incorporated into this Agreement.`,
    `The ${e} shall make superannuation contributions for the ${w}'s benefit to the complying fund the ${w} chooses (or otherwise the fund the law requires) of no less than the amount needed to avoid the superannuation guarantee charge under the Superannuation Guarantee (Administration) Act 1992 (Cth)${rate ? ` (${rate.value}% of the ${w}'s ordinary time earnings from ${englishDate(rate.from, false)}, under section 19(2) of that Act)` : ""}, within the time that Act requires.`,
    `The ${e} has given, or shall give, the ${w} the Fair Work Information Statement before, or as soon as practicable after, the ${w} starts employment, as ${ctx.cite("au-fair-work-act-2009", "125", `section 125 of ${FW_ACT}`)} requires, with any further information statement that Act requires for the ${w}'s kind of employment.`,
    `The notice the ${e} gives to end the employment, or the payment in lieu of it, is never less than the minimum in ${ctx.cite("au-fair-work-act-2009", "117", "section 117 of that Act")} or under any applicable modern award or enterprise agreement.`,
  ];
}

/**
 * Ontario: the Employment Standards Act, 2000 minimums — no contracting out (s. 5), notice or termination pay (s. 57)
 * with benefits continued through the statutory notice period (s. 60), severance pay (s. 64), vacation (s. 33). A
 * termination clause that could give less is void and reasonable notice at common law then applies.
 */
function ontario(ctx: DraftContext): string[] {
  const e = ctx.a.role;
  const w = ctx.b.role;
  ctx.note("on_termination_clause", "Ontario: a termination clause that could give less than the Employment Standards Act, 2000 minimums is void, and the employee is then owed reasonable notice at common law (Machtinger v. HOJ Industries Ltd., [1992] 1 S.C.R. 986; Waksdale v. Swegon North America Inc., 2020 ONCA 391); have the termination and for-cause terms checked against the Act as amended before signing.");
  return [
    `Nothing in this Agreement contracts out of or waives an employment standard under ${ESA}; where a term of this Agreement gives the ${w} a greater right or benefit than that Act, the term applies (${ctx.cite("ca-on-employment-standards-act-2000", "5", "section 5 of that Act")}).`,
    `If the ${e} ends the employment without cause, it shall give the ${w} no less than the written notice of termination, or termination pay in lieu of notice, that ${ESA} requires (sections 57 and 60 of that Act), shall continue the ${w}'s benefit plan contributions during the statutory notice period, and shall pay severance pay where ${ctx.cite("ca-on-employment-standards-act-2000", "64", "section 64 of that Act")} requires it, in each case in addition to wages and vacation pay earned to the termination date.`,
    `The ${w} is entitled to vacation time and vacation pay of no less than ${ESA} provides (${ctx.cite("ca-on-employment-standards-act-2000", "33", "section 33 of that Act")}).`,
  ];
}

/** Singapore: the written record of key employment terms the Employment Act 1968 requires within 14 days (s. 95A). */
function singapore(ctx: DraftContext): string[] {
  const e = ctx.a.role;
  const w = ctx.b.role;
  return [
    `Where section 95A of the Employment Act 1968 applies to the ${w}'s employment, this Agreement is the written record of the ${w}'s key employment terms that section requires, and the ${e} shall give the ${w} a copy no later than 14 days after the ${w} starts employment.`,
    `Where the Employment Act 1968 applies to the ${w}, no term of this Agreement gives the ${w} conditions of service less favourable than that Act prescribes.`,
  ];
}

/** Italy: the severance pay every employment ends with (trattamento di fine rapporto, c.c. art. 2120). */
function italy(ctx: DraftContext): string[] {
  const w = ctx.b.role;
  return [
    `When the employment ends, for whatever reason, the ${w} is entitled to the severance pay (trattamento di fine rapporto, TFR) of article 2120 of the Italian Civil Code: for each year of service, a sum equal to the remuneration due for that year divided by 13.5, revalued each year as that article provides.`,
  ];
}

/** Poland: the Labour Code governs, and a term less favourable than it is replaced by it (Kodeks pracy art. 18). */
function poland(ctx: DraftContext): string[] {
  const w = ctx.b.role;
  return [
    `The employment is governed by the Labour Code (Kodeks pracy, Act of 26 June 1974). A term of this Agreement less favourable to the ${w} than the Labour Code is invalid and the Labour Code applies in its place (article 18 of the Labour Code).`,
  ];
}

/**
 * Sweden: the Employment Protection Act (LAS, SFS 1982:80), from which only a collective agreement may depart (§ 2),
 * and the Annual Leave Act (semesterlagen, SFS 1977:480), 25 days a leave year (§ 4).
 */
function sweden(ctx: DraftContext): string[] {
  const e = ctx.a.role;
  const w = ctx.b.role;
  ctx.note("se_collective_agreement", "Sweden: state whether the employer is bound by a collective agreement (kollektivavtal) covering the role; it may depart from the Employment Protection Act where that Act allows and usually sets pay, hours and notice.");
  return [
    `The employment is subject to the Employment Protection Act (lagen (1982:80) om anställningsskydd, LAS). A term of this Agreement that removes or limits the ${w}'s rights under that Act is void, except as a collective agreement may depart from it where section 2 of that Act allows.`,
    `Any collective agreement (kollektivavtal) that binds the ${e} and covers the ${w}'s work applies to the employment; the ${e} shall tell the ${w} in writing which collective agreement, if any, applies.`,
    `The ${w} is entitled to annual leave of at least twenty-five (25) days in each leave year under section 4 of the Annual Leave Act (semesterlagen (1977:480)).`,
  ];
}

/**
 * Hong Kong: the Employment Ordinance (Cap. 57), whose rights no term may extinguish or reduce (s. 70), and enrolment in
 * a registered MPF scheme within the first 60 days of employment (Mandatory Provident Fund Schemes Ordinance, Cap. 485).
 */
function hongKong(ctx: DraftContext): string[] {
  const e = ctx.a.role;
  const w = ctx.b.role;
  return [
    `The employment is subject to the Employment Ordinance (Cap. 57). A term of this Agreement that purports to extinguish or reduce a right, benefit or protection that Ordinance gives the ${w} is void (section 70 of that Ordinance), and the ${w}'s statutory holidays, paid annual leave, sickness allowance and other entitlements are never less than it provides.`,
    `Unless the ${w} is exempt, the ${e} shall enrol the ${w} in a registered scheme under the Mandatory Provident Fund Schemes Ordinance (Cap. 485) within the first sixty (60) days of employment and make the mandatory contributions that Ordinance requires, deducting the ${w}'s own mandatory contributions from the ${w}'s relevant income as it allows.`,
  ];
}

/**
 * New Zealand: the written individual agreement with a plain-language explanation of the services for resolving
 * employment relationship problems and the 90-day period for raising a personal grievance (Employment Relations Act
 * 2000, ss. 65(2)(a)(vi), 114); four weeks' annual holidays (Holidays Act 2003, s. 16); KiwiSaver employer contributions.
 */
function newZealand(ctx: DraftContext): string[] {
  const e = ctx.a.role;
  const w = ctx.b.role;
  return [
    `This Agreement is the ${w}'s individual employment agreement in writing under section 65 of the Employment Relations Act 2000. If an employment relationship problem arises, the ${w} should first raise it with the ${e}; either party may ask for the mediation services provided by the Ministry of Business, Innovation and Employment, and may apply to the Employment Relations Authority. A personal grievance must be raised with the ${e} within ninety (90) days after the action alleged to amount to it occurred or came to the ${w}'s notice, whichever is later (section 114 of that Act).`,
    `The ${w} is entitled to no less than four (4) weeks' paid annual holidays after each twelve (12) months of continuous employment, and to the public holidays, sick leave and bereavement leave provided by the Holidays Act 2003.`,
    `If the ${w} is a member of a KiwiSaver scheme, the ${e} shall make the compulsory employer contributions the KiwiSaver Act 2006 requires.`,
  ];
}

const STATUTORY: { codes: string; terms: (ctx: DraftContext) => string[] }[] = [
  { codes: "HK", terms: hongKong },
  { codes: "NZ", terms: newZealand },
  { codes: "AU", terms: australia },
  { codes: "CA-ON", terms: ontario },
  { codes: "SG", terms: singapore },
  { codes: "IT", terms: italy },
  { codes: "PL", terms: poland },
  { codes: "SE", terms: sweden },
];

/** The statutory essentials an employment contract states under Australian, Ontario, Singapore, Hong Kong, New Zealand, Italian, Polish and Swedish law. */
export const statutoryEmploymentTerms: ClauseSpec = {
  heading: "Statutory Terms",
  headingFor: (ctx) => {
    const own = STATUTORY.find((s) => ctx.within(s.codes));
    return own ? `Statutory Terms (${placeName(own.codes)})` : "Governing Employment Law";
  },
  // Elsewhere under a civil code, the sentence naming the employment statute of employment-law.ts.
  body: (ctx) => {
    const own = STATUTORY.find((s) => ctx.within(s.codes));
    if (own) return own.terms(ctx);
    const terms = employmentStatuteTerms(ctx);
    return terms.length ? terms : null;
  },
};

/**
 * Germany: the notice agreed is a floor above the statutory one, which BGB § 622(2) lengthens for the employer's
 * notice by length of service; the contract gives the employee the same periods (a longer period for the employee
 * than for the employer is barred by § 622(6)), and notice must be in written form (§ 623). Null elsewhere.
 */
export function germanStatutoryNotice(ctx: DraftContext): string | null {
  if (!ctx.within("DE")) return null;
  return `The statutory notice periods of ${ctx.cite("de-bgb", "622", "section 622 of the German Civil Code (BGB)")} apply as minimums. For notice given by the ${ctx.a.role}, the period lengthens with the length of the employment in the business or enterprise to one (1) month after two (2) years, two (2) months after five (5) years, three (3) months after eight (8) years, four (4) months after ten (10) years, five (5) months after twelve (12) years, six (6) months after fifteen (15) years and seven (7) months after twenty (20) years, in each case to the end of a calendar month (section 622(2) BGB); any such longer period applies equally to notice given by the ${ctx.b.role}. Notice of termination must be given in written form with a handwritten signature; electronic form is excluded (${ctx.cite("de-bgb", "623", "section 623 BGB")}).`;
}

/**
 * The statute that makes a post-employment non-compete binding, in its own terms (the `restraint` of each civil-law
 * jurisdiction in employment-law.ts: Germany HGB §§ 74, 74a, Italy c.c. art. 2125, Poland Kodeks pracy arts.
 * 101(2)–101(4) and the others). Null elsewhere.
 */
export function postEmploymentRestraintStatute(ctx: DraftContext): string | null {
  return employmentLaw(ctx)?.restraint?.(ctx) ?? null;
}

/**
 * The misconduct that ends an employment at once, in the jurisdiction's words: Australia's "serious misconduct" (Fair
 * Work Regulations 2009, reg. 1.07); in Ontario the Act's own exemption from notice and severance (wilful misconduct,
 * disobedience or wilful neglect of duty that is not trivial and has not been condoned), since a for-cause term wider
 * than it voids the termination clause (Waksdale v. Swegon North America Inc., 2020 ONCA 391); the Netherlands' urgent
 * reason (BW 7:677–7:679) and Germany's good cause within two weeks (BGB § 626); under another civil code good
 * cause, in terms that leave the local test and form to the governing law; elsewhere gross misconduct.
 */
export function summaryDismissal(ctx: DraftContext, lead: string): string {
  const e = ctx.a.role;
  const w = ctx.b.role;
  if (ctx.within("CA-ON")) {
    return `The ${e} may end the employment without notice, termination pay or severance pay only where the ${w} has been guilty of wilful misconduct, disobedience or wilful neglect of duty that is not trivial and has not been condoned by the ${e}, as the regulations under ${ESA} provide; for any other cause the ${e} shall give at least the notice or termination pay and severance pay that Act requires.`;
  }
  if (ctx.within("NL")) {
    // BW 7:677(1): notice at once for an urgent reason, the reason told at once; 7:678 (employer), 7:679 (employee).
    return `The ${e} may end the employment with immediate effect for an urgent reason (dringende reden) within article 7:678 of the Dutch Civil Code, telling the ${w} the reason at the same time (article 7:677(1)); the ${w} may do the same for an urgent reason within article 7:679.`;
  }
  if (ctx.within("DE")) {
    // BGB § 626(1)–(2): good cause, weighing both parties' interests; within two weeks of learning of the facts; § 623 written form.
    return `The ${e} may end the employment without notice for good cause (wichtiger Grund), where facts make it unreasonable for the ${e}, taking account of all the circumstances and weighing the interests of both parties, to continue the employment until the end of the notice period (section 626(1) BGB); notice for good cause must be given within two (2) weeks after the ${e} learns of the facts on which it is based (section 626(2) BGB), in written form (section 623 BGB).`;
  }
  if (ctx.law.family === "civil") {
    // Each civil code has its own test and periods for ending an employment without notice for good cause (BGB § 626,
    // OR art. 337); "gross misconduct" and "pay in lieu" are English.
    return `The ${e} may end the employment without notice for good cause, meaning a serious breach of duty by the ${w} that makes it unreasonable to expect the ${e} to continue the employment until the end of the notice period, where and in the form the law governing the employment allows.`;
  }
  const misconduct = ctx.within("AU") ? "serious misconduct" : "gross misconduct";
  return `${lead} ${misconduct} or a serious or persistent breach of this Agreement.`;
}

/**
 * The misconduct justifying dismissal in a definition of Cause, in the jurisdiction's own concept under a civil code:
 * Germany's good cause (BGB § 626), France's serious misconduct (faute grave), the Netherlands' urgent reason (BW
 * 7:678), Spain's serious and culpable breach (ET art. 54), Portugal's just cause (Labour Code art. 351), Italy's just
 * cause (c.c. art. 2119); under another civil code neutral words; "gross misconduct" is English.
 */
export function misconductWord(ctx: DraftContext): string {
  const w = ctx.b.role;
  if (ctx.within("AU")) return "serious misconduct";
  // C.C.Q. art. 2094: resiliation without prior notice for a serious reason.
  if (ctx.within("CA-QC")) return `a serious reason within article 2094 of the Civil Code of Québec`;
  if (ctx.within("DE")) return `good cause (wichtiger Grund) within section 626 of the German Civil Code (BGB)`;
  if (ctx.within("FR")) return `serious misconduct (faute grave) or gross misconduct (faute lourde)`;
  if (ctx.within("NL")) return `an urgent reason (dringende reden) within article 7:678 of the Dutch Civil Code`;
  if (ctx.within("ES")) return `a serious and culpable breach of contract by the ${w} justifying disciplinary dismissal (despido disciplinario) under article 54 of the Workers' Statute`;
  if (ctx.within("PT")) return `just cause (justa causa) within article 351 of the Labour Code`;
  if (ctx.within("IT")) return `just cause (giusta causa) within article 2119 of the Italian Civil Code`;
  if (ctx.law.family === "civil") return `a serious breach of duty by the ${w} that makes it unreasonable to expect the ${ctx.a.role} to continue the employment until the end of the notice period`;
  return ctx.within("CA") ? "serious misconduct" : "gross misconduct";
}

/**
 * Montana: after the employer's probationary period a discharge needs good cause (Wrongful Discharge from Employment
 * Act, Mont. Code Ann. § 39-2-904(1)(b)); during it, either party may end the employment at will (§ 39-2-904(2)).
 * `notice` is the whole phrase ("1 month's written notice", `writtenNotice`).
 */
export function montanaTermination(ctx: DraftContext, notice: string): string {
  return `During the ${ctx.a.role}'s probationary period, either party may end the ${ctx.b.role}'s employment at any time, as Mont. Code Ann. § 39-2-904(2) allows. After it, the ${ctx.a.role} may discharge the ${ctx.b.role} only for good cause, as the Montana Wrongful Discharge from Employment Act (Mont. Code Ann. § 39-2-901 and following) requires, and the ${ctx.b.role} may resign by giving ${notice} where practicable.`;
}

/**
 * Normal working hours: as given, else the template's default — except in Australia, where a full-time employee's
 * maximum is 38 hours a week plus reasonable additional hours (Fair Work Act 2009 (Cth), s. 62(1)).
 */
export function normalHours(ctx: DraftContext): string {
  if (!ctx.given("working_hours") && ctx.within("AU")) return "38 hours a week, Monday to Friday";
  // India's hours are set by each State's shops and establishments Act and the employer's standing rules; the draft
  // does not invent a week.
  if (!ctx.given("working_hours") && ctx.within("IN")) {
    ctx.note("working_hours_in", "India: normal working hours were not given; state them (key_terms.working_hours) within the daily and weekly limits of the shops and establishments Act of the State where the employee works. The draft leaves them blank.");
    return `${BLANK} hours a week, within the limits of the shops and establishments legislation of the State where the ${ctx.b.role} works`;
  }
  return ctx.term("working_hours");
}

/**
 * France: a fixed-term contract (CDD) is in writing with the precise ground for it, failing which it is deemed made
 * for an indefinite period (Code du travail L1242-12); it names, among other mentions, the applicable collective
 * agreement; and it is given to the employee within two working days after hiring (L1242-13). The other mentions of
 * L1242-12 (pension and provident bodies) go in the note, since the draft cannot know them.
 */
export const frenchFixedTerm: ClauseSpec = {
  heading: "Fixed-Term Contract under the French Labour Code",
  body: (ctx) => {
    if (!ctx.within("FR")) return null;
    const e = ctx.a.role;
    const w = ctx.b.role;
    const agreement = ctx.optional("collective_agreement");
    ctx.note("fixed_term_mentions_fr", `France: a fixed-term contract must also state the name and address of the supplementary pension body and, where there is one, of the provident body (Code du travail L1242-12)${agreement ? "" : ", and the title of the applicable collective agreement (key_terms.collective_agreement)"}; add them before signing.`);
    return [
      `This Agreement is a fixed-term contract of employment (contrat de travail à durée déterminée) governed by articles L. 1242-1 and following of the French Labour Code (Code du travail). It is made in writing and states the precise ground for the fixed term; a fixed-term contract that does not is deemed to be made for an indefinite period (article L. 1242-12).`,
      `The collective agreement applicable to the employment is ${agreement ?? BLANK}.`,
      `The ${e} shall give the ${w} this Agreement, signed, no later than two (2) working days after the ${w} is hired (article L. 1242-13 of the Labour Code).`,
      ...frenchLanguage(ctx),
    ];
  },
};

/**
 * France: a written contract of employment is drawn up in French (Code du travail L1221-3). A foreign employee may ask
 * for a translation into his or her language; both texts are then equally authentic, and where they differ only that
 * translation can be invoked against the employee; the employer cannot rely, against the employee, on terms of a
 * contract made in breach. An English draft is therefore the companion of a French original, which the note asks for.
 */
function frenchLanguage(ctx: DraftContext): string[] {
  const e = ctx.a.role;
  const w = ctx.b.role;
  ctx.note("french_language_fr", `France: a written employment contract must be drawn up in French (Code du travail L1221-3). Have a French version of this English draft prepared and signed (or draft it with language "fr"), and give an employee who is a foreign national a translation into his or her language on request; the ${e} cannot rely against the ${w} on terms of a contract made in breach of that article.`);
  return [
    `This Agreement is drawn up in French, as article L. 1221-3 of the French Labour Code requires of a written contract of employment; this English text accompanies the French version signed by the parties, which prevails over it subject to the next sentence.`,
    `If the ${w} is a foreign national, the ${e} shall provide, at the ${w}'s request, a translation of this Agreement into the ${w}'s language; the two texts are then equally authentic and, where they differ, only the text in that language may be relied on against the ${w}. The ${e} cannot rely against the ${w} on a term of a contract of employment made in breach of that article.`,
  ];
}

/**
 * France, a contract of indefinite duration (CDI): the language rule of L1221-3, and the collective agreement that
 * applies, which precedents name (the fixed-term contract names both in `frenchFixedTerm`).
 */
export const frenchEmploymentContract: ClauseSpec = {
  heading: "Language and Collective Agreement",
  body: (ctx) => {
    if (!ctx.within("FR")) return null;
    const agreement = ctx.optional("collective_agreement");
    if (!agreement) ctx.note("collective_agreement_fr", "France: name the collective agreement that applies to the employment (key_terms.collective_agreement); the draft leaves it blank.");
    return [...frenchLanguage(ctx), `The collective agreement applicable to the employment is ${agreement ?? BLANK}.`];
  },
};

/**
 * Dismissal protection under a common-law statute, as sentences of the termination clause: Australia (Fair Work Act
 * 2009 (Cth) Part 3-2, ss. 382, 385, 388), New Zealand (Employment Relations Act 2000, s. 103A), Hong Kong (Employment
 * Ordinance (Cap. 57), ss. 9, 32K and Part VIA), Singapore (Employment Act 1968, s. 14(1)), India (Industrial Relations
 * Code, 2020, s. 70: a worker with a year's continuous service is retrenched only after one month's written notice with
 * reasons or wages in lieu, fifteen days' average pay a completed year, and notice to the appropriate Government; the
 * labour codes are treated as in force from 21 November 2025, as in lib/compliance/rules/other-employment.ts).
 */
const COMMON_LAW_DISMISSAL: { codes: string; sentences: (e: string, w: string) => string[] }[] = [
  {
    codes: "AU",
    sentences: (e, w) => [
      `Where the ${w} is protected from unfair dismissal under Part 3-2 of ${FW_ACT} (section 382 of that Act, including completion of the minimum employment period), the ${e} shall not dismiss the ${w} in a way that is harsh, unjust or unreasonable, other than in a case of genuine redundancy (section 385); where the ${e} is a small business employer, it shall follow the Small Business Fair Dismissal Code (section 388).`,
    ],
  },
  {
    codes: "NZ",
    sentences: (e, w) => [
      `The ${e} may dismiss the ${w} only where the dismissal is justifiable: what the ${e} did, and how it did it, must be what a fair and reasonable employer could have done in all the circumstances, including sufficiently investigating its concerns, raising them with the ${w} and giving the ${w} a reasonable opportunity to respond, and genuinely considering the response before dismissing (section 103A of the Employment Relations Act 2000).`,
    ],
  },
  {
    codes: "HK",
    sentences: (e, w) => [
      `The ${e} may end the employment without notice or payment in lieu only in the circumstances of section 9 of the Employment Ordinance (Cap. 57). Where the ${w} has been employed under a continuous contract for at least twenty-four (24) months, the ${e} may dismiss the ${w} only for a valid reason under section 32K of that Ordinance (the ${w}'s conduct, capability or qualifications, redundancy or another genuine operational requirement, compliance with the law, or another substantial reason), failing which the ${w} may claim the remedies of Part VIA of that Ordinance.`,
    ],
  },
  {
    codes: "IN",
    sentences: (e, w) => [
      `Where the ${w} is a worker within the Industrial Relations Code, 2020 (and so not employed mainly in a managerial or administrative capacity, or in a supervisory capacity drawing wages above the limit that Code sets) and has been in continuous service for at least one (1) year, the ${e} shall not retrench the ${w} unless it has given the ${w} one (1) month's written notice stating the reasons for the retrenchment, or paid wages for the notice period in lieu, has paid the ${w} at the time of retrenchment compensation of fifteen (15) days' average pay for every completed year of continuous service or any part of a year in excess of six (6) months, and has served notice on the appropriate Government as that Code requires (section 70 of that Code).`,
    ],
  },
  {
    codes: "SG",
    sentences: (e, w) => [`Where the Employment Act 1968 applies to the ${w}, the ${e} may dismiss the ${w} without notice on the grounds of misconduct only after due inquiry (section 14(1) of that Act).`],
  },
];

/** How the employer may end the employment under the local dismissal-protection law, as sentences; none where we know no rule. */
export function dismissalProtection(ctx: DraftContext): string[] {
  const own = COMMON_LAW_DISMISSAL.find((d) => ctx.within(d.codes));
  if (own) return own.sentences(ctx.a.role, ctx.b.role);
  return employmentLaw(ctx)?.dismissal?.(ctx) ?? [];
}

/**
 * Ending the employment on notice where the local law protects against dismissal (a civil code's `dismissal` rule): the
 * employee may resign on notice, but the employer may end the employment only as that rule allows. Null elsewhere,
 * where either party may end it on notice. `lead` opens the sentence ("After any probationary period, ", or "").
 */
export function protectedNotice(ctx: DraftContext, notice: string, lead: string): string | null {
  if (!employmentLaw(ctx)?.dismissal) return null;
  return `${lead}${lead ? "the" : "The"} ${ctx.b.role} may end the employment by giving the ${ctx.a.role} ${notice}, or any longer notice the law requires. The ${ctx.a.role} may end it only as the law governing the employment allows, as set out below, and where it gives notice, with at least the same notice or any longer notice the law requires.`;
}
