import { payableWithin, percentWithoutBase, writtenNotice } from "../key-terms";
import { anchor, refTo } from "../cross-references";
import { californiaUnknownClaims, civilInjunction, dtsaNotice, indirectTax, illinoisReview, inReturnFor, invoicing, latePayment, probationPeriod, restraintOfTrade } from "../law-clauses";
import { inventionStatute, workMadeForHire } from "../us-state-statutes";
import { dismissalProtection, frenchEmploymentContract, frenchFixedTerm, germanStatutoryNotice, misconductWord, montanaTermination, normalHours, protectedNotice, postEmploymentRestraintStatute, statutoryEmploymentTerms, summaryDismissal } from "./employment-statutory";
import { employmentLaw } from "./employment-law";
import { BLANK, type ClauseSpec, type ContractTemplate, type DraftContext } from "../types";

/**
 * A salary stated as cost to company (CTC) is not what the employee is paid: it includes the employer's own
 * contributions (provident fund, gratuity) and benefits. The draft states the CTC, what it includes and a break-up
 * to be completed, and pays the monthly gross salary that the break-up leaves, never CTC / 12.
 */
function costToCompany(ctx: DraftContext): string {
  const e = ctx.a.role;
  const w = ctx.b.role;
  ctx.note("ctc_breakup", "The salary was given as cost to company (CTC): complete the CTC break-up (basic salary, allowances, the employer's provident fund contribution, gratuity and other benefits); the employee's monthly gross salary is what the break-up leaves after the employer's contributions, not one twelfth of the CTC.");
  return `The ${w}'s annual remuneration is ${ctx.term("salary")}. The cost to company (CTC) includes the ${e}'s own contributions to the provident fund and towards gratuity and the other benefits the ${e} provides, as set out in the following break-up: basic salary ${BLANK}; allowances ${BLANK}; ${e}'s provident fund contribution ${BLANK}; gratuity ${BLANK}; other benefits ${BLANK}. The ${e} shall pay the ${w} the gross monthly salary shown by that break-up (the CTC less the ${e}'s contributions and benefits, divided by twelve), less the deductions the law requires, in arrears on or about the last working day of each month.`;
}

/**
 * The statutory benefits a local precedent states: a British employer's workplace pension duty, Singapore CPF
 * contributions, and the social-security and workplace duties of an Indian employer: provident fund,
 * employees' state insurance and gratuity (under the older Acts or the Code on Social Security, 2020, whichever
 * applies to the establishment), and the POSH Act's Internal Committee. Coverage depends on headcount and wage
 * limits, so the clause says "where it applies" rather than asserting thresholds.
 */
const statutoryBenefits: ClauseSpec = {
  heading: "Statutory Benefits and Workplace",
  body: (ctx) => {
    if (ctx.law.system === "GB") return workplacePension(ctx);
    if (ctx.within("SG")) return centralProvidentFund(ctx);
    if (!ctx.within("IN")) return null;
    const e = ctx.a.role;
    const w = ctx.b.role;
    ctx.note("in_statutory_benefits", "India: provident fund, ESI and gratuity coverage depends on the establishment's headcount and the employee's wages; confirm which apply and whether the Code on Social Security, 2020 has replaced the older Acts for this establishment.");
    return [
      `Where the law applies to the ${e}'s establishment and to the ${w}, the ${e} shall enrol the ${w} as a member of the provident fund under the Employees' Provident Funds and Miscellaneous Provisions Act, 1952 and of the employees' state insurance scheme under the Employees' State Insurance Act, 1948 (or under the Code on Social Security, 2020, to the extent it applies in their place), deduct the ${w}'s contributions from their wages and pay them, with the ${e}'s own contributions, within the time the law allows.`,
      `On the end of the employment the ${e} shall pay the ${w} the gratuity due under the Payment of Gratuity Act, 1972 (or the Code on Social Security, 2020, to the extent it applies in its place), where the ${w} has become entitled to it.`,
      `The ${e} shall keep the workplace free from sexual harassment and comply with the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013, including by constituting an Internal Committee (${ctx.cite("in-posh-act-2013", "4", "section 4 of that Act")}) and carrying out the employer's duties in ${ctx.cite("in-posh-act-2013", "19", "section 19 of that Act")}. The ${w} shall comply with the ${e}'s policy on the prevention of sexual harassment.`,
      ...stateShops(ctx),
    ];
  },
};

/**
 * The State's shops and establishments Act, which governs hours, holidays and leave in the establishments it covers.
 * Telangana: the Andhra Pradesh Shops and Establishments Act, 1988, adapted to Telangana in 2016 (G.O.Ms.No.5 under
 * s. 101 of the Andhra Pradesh Reorganisation Act, 2014) as the Telangana Shops and Establishments Act, 1988. Only
 * Acts whose title and year we are sure of are named (Gujarat's and Haryana's are not: there the sentence speaks of
 * the State's law).
 */
const SHOPS_ACTS: Readonly<Record<string, string>> = {
  "IN-TS": "the Telangana Shops and Establishments Act, 1988",
  "IN-MH": "the Maharashtra Shops and Establishments (Regulation of Employment and Conditions of Service) Act, 2017",
  "IN-KA": "the Karnataka Shops and Commercial Establishments Act, 1961",
  "IN-DL": "the Delhi Shops and Establishments Act, 1954",
  "IN-TN": "the Tamil Nadu Shops and Establishments Act, 1947",
  "IN-RJ": "the Rajasthan Shops and Commercial Establishments Act, 1958",
  "IN-WB": "the West Bengal Shops and Establishments Act, 1963",
};

function stateShops(ctx: DraftContext): string[] {
  if (!ctx.within("IN")) return [];
  const state = ctx.chain.find((c) => c in SHOPS_ACTS);
  const act = state ? `${SHOPS_ACTS[state]} and the rules made under it` : "the shops and establishments law of the State in which the establishment is situated";
  return [`Where it applies to the ${ctx.a.role}'s establishment, the ${ctx.a.role} shall comply with ${act}, including on hours of work, rest intervals, holidays and leave.`];
}

/**
 * Great Britain: every employer must enrol an eligible jobholder in a qualifying workplace pension scheme (Pensions
 * Act 2008, Part 1, "automatic enrolment"); which scheme, and any contribution above the statutory minimum, the
 * employer chooses.
 */
function workplacePension(ctx: DraftContext): string {
  ctx.note("gb_workplace_pension", "Great Britain: the draft states the employer's automatic-enrolment duty under the Pensions Act 2008; name the scheme and any employer contribution above the statutory minimum if one is offered.");
  return `The ${ctx.a.role} shall comply with its duties under Part 1 of the Pensions Act 2008, including by enrolling the ${ctx.b.role}, where the ${ctx.b.role} is an eligible jobholder, in a qualifying workplace pension scheme and paying the employer contributions that Act requires. Details of the scheme are available from the ${ctx.a.role}.`;
}

/**
 * Great Britain: the written statement must say where the disciplinary rules and procedures and the grievance
 * procedure are found (Employment Rights Act 1996, s. 3); precedents keep them in non-contractual policies.
 */
function gbDisciplinaryRules(ctx: DraftContext): string {
  return `The disciplinary and grievance rules and procedures that apply to the ${ctx.b.role} are set out in the ${ctx.a.role}'s disciplinary and grievance policies, which the ${ctx.b.role} may read at any time; they do not form part of the ${ctx.b.role}'s contract of employment, and the ${ctx.b.role} may raise a grievance with their line manager.`;
}
const GB_DISCIPLINARY_NOTE = "Great Britain: the disciplinary and grievance procedures are referred to as non-contractual policies, as precedents usually keep them; making them contractual is the employer's choice.";

/**
 * Singapore: for an employee who is a citizen or permanent resident, the employer pays Central Provident Fund
 * contributions and may recover the employee's share from wages (Central Provident Fund Act 1953); a foreign
 * employee on a work pass is not a CPF member.
 */
function centralProvidentFund(ctx: DraftContext): string {
  return `Where the ${ctx.b.role} is a Singapore citizen or permanent resident, the ${ctx.a.role} shall pay the contributions to the Central Provident Fund that the Central Provident Fund Act 1953 requires for the ${ctx.b.role}, and may deduct the ${ctx.b.role}'s share of them from the ${ctx.b.role}'s wages as that Act allows.`;
}

/**
 * Ireland: the written statement of terms the Terms of Employment (Information) Act 1994 requires (among its particulars
 * the pay reference period for the National Minimum Wage Act 2000, paid leave and rest, and notice), which an Irish
 * precedent makes the contract itself; leave and rest follow the Organisation of Working Time Act 1997 and notice is
 * never less than the Minimum Notice and Terms of Employment Act 1973 gives.
 */
const irelandStatutoryTerms: ClauseSpec = {
  heading: "Statutory Terms (Ireland)",
  body: (ctx) => {
    if (!ctx.within("IE")) return null;
    const e = ctx.a.role;
    const w = ctx.b.role;
    return [
      `This ${ctx.shortName}, with the policies it refers to, is the written statement of the ${w}'s terms of employment for the purposes of the Terms of Employment (Information) Act 1994, and the ${e} shall notify the ${w} in writing of any change to those terms as that Act requires.`,
      `The pay reference period for the purposes of the National Minimum Wage Act 2000 is one calendar month.`,
      `The ${w}'s paid annual leave, public holidays, rest periods and breaks are not less than those under the Organisation of Working Time Act 1997, and the notice either party gives to end the employment is not less than the minimum notice under the Minimum Notice and Terms of Employment Act 1973.`,
    ];
  },
};

/** Where an employee's post-employment non-compete applies when the parties name no area. */
const EMPLOYEE_RESTRAINT_AREA = "any area in which the Employer carried on the business concerned, and in which the Employee worked, during the last twelve (12) months of the employment";

/** Employment and engagement of individuals. Restraints go through `restraintOfTrade` so each jurisdiction's rule applies. */
export const employmentTemplates: ContractTemplate[] = [
  {
    id: "employment_agreement",
    title: "Employment Agreement",
    group: "employment",
    description: "Employs an individual: role, start date, pay, hours, leave, confidentiality, inventions, restraints (adjusted to the jurisdiction) and termination.",
    parties: {
      a: { role: "Employer", description: "The company employing the individual." },
      b: { role: "Employee", description: "The individual employed.", individual: true },
    },
    terms: [
      { name: "job_title", type: "text", required: true, description: 'The Employee\'s position, e.g. "Senior Software Engineer".' },
      { name: "start_date", type: "date", required: true, description: "First day of employment." },
      { name: "salary", type: "money", required: true, description: 'Gross pay, e.g. "GBP 65,000 per year".' },
      { name: "place_of_work", type: "text", description: "Normal place of work; omitted: the Employer's offices notified to the Employee." },
      { name: "collective_agreement", type: "text", description: 'The collective agreement that applies, e.g. "Convention collective nationale Syntec" (named in a French contract).' },
      { name: "working_hours", type: "text", default: "40 hours a week, Monday to Friday", description: "Normal working hours." },
      { name: "probation_period", type: "duration", description: "Probationary period, if any." },
      { name: "annual_leave", type: "text", description: 'Paid holiday, e.g. "25 working days plus public holidays"; omitted: the statutory minimum plus public holidays (in the US, the Employer\'s paid time off policy).' },
      { name: "notice_period", type: "duration", default: "1 month", description: "Notice either side gives to end the employment (never less than the legal minimum; in the US the employment stays at will)." },
      { name: "non_compete_period", type: "duration", description: "Length of a post-employment non-compete, where the law allows one (not in California; limited to the term in India)." },
      { name: "non_compete_area", type: "text", default: EMPLOYEE_RESTRAINT_AREA, description: "Area a post-employment non-compete covers, where allowed." },
    ],
    features: { employment: true },
    clauses: [
      {
        heading: "Appointment and Duties",
        body: (ctx) => {
          const probation = ctx.given("probation_period") ? ctx.term("probation_period") : undefined;
          return [
            `The ${ctx.a.role} employs the ${ctx.b.role} as ${ctx.term("job_title")}, starting on ${ctx.term("start_date")}.${ctx.law.system === "GB" ? ` No period of previous employment counts as continuous employment with the ${ctx.a.role} unless the law requires it.` : ""}`,
            `The ${ctx.b.role} shall perform the duties reasonably assigned to the role, comply with the ${ctx.a.role}'s lawful policies and instructions, and devote their full working time and attention to the ${ctx.a.role}'s business.`,
            !probation
              ? `The ${ctx.b.role}'s employment is not subject to a probationary period.`
              : ctx.within("US-MT")
                ? `The first ${probation} of employment is the ${ctx.a.role}'s probationary period for the purposes of Mont. Code Ann. § 39-2-904, during which the ${ctx.a.role} will review the ${ctx.b.role}'s performance.`
                : ctx.law.system === "US"
                ? `The first ${probation} of employment is an introductory period, during which the ${ctx.a.role} will review the ${ctx.b.role}'s performance; completing it does not change the at-will nature of the employment.`
                : probationPeriod(ctx, probation),
          ];
        },
      },
      {
        heading: "Place of Work and Hours",
        body: (ctx) => [
          `The ${ctx.b.role}'s normal place of work is ${ctx.optional("place_of_work") ?? `the ${ctx.a.role}'s office notified to the ${ctx.b.role} in writing`}.`,
          `The ${ctx.b.role}'s normal working hours are ${normalHours(ctx)}, together with any additional hours reasonably necessary for the proper performance of the role, subject to the limits and any overtime pay required by law.`,
        ],
      },
      {
        heading: "Remuneration",
        body: (ctx) => [
          ctx.law.system === "US"
            ? `The ${ctx.a.role} shall pay the ${ctx.b.role} a salary of ${ctx.term("salary")}, less the deductions the law requires, in arrears on the ${ctx.a.role}'s regular paydays, which shall be at least as frequent as the law requires.`
            : /\bCTC\b|cost to (?:the )?company/i.test(ctx.term("salary"))
              ? costToCompany(ctx)
              : (employmentLaw(ctx)?.remuneration?.(ctx) ?? `The ${ctx.a.role} shall pay the ${ctx.b.role} a salary of ${ctx.term("salary")}, less the deductions the law requires, by equal instalments in arrears on or about the last working day of each month.`),
          `The ${ctx.a.role} shall reimburse expenses reasonably and properly incurred in performing the duties, on production of receipts in line with its expenses policy.`,
        ],
      },
      {
        heading: "Holidays and Absence",
        body: (ctx) => {
          const given = ctx.optional("annual_leave");
          // "25 days" alone is a count without its noun: it is paid holiday.
          const leave = given && /^(?:\w+ \()?\d+\)?(?: (?:working|business|calendar|clear))? days?$/i.test(given.trim()) ? `${given.trim()} of paid annual leave` : given;
          const us = ctx.law.system === "US";
          return [
            leave
              ? `The ${ctx.b.role} is entitled to ${leave} in each ${ctx.law.system === "GB" ? "holiday" : "calendar"} year, to be taken at times agreed with the ${ctx.a.role}.`
              : us
                ? `The ${ctx.b.role} is entitled to paid time off under the ${ctx.a.role}'s paid time off policy as in force from time to time, and to any paid leave the law requires, to be taken at times agreed with the ${ctx.a.role}.`
                : `The ${ctx.b.role} is entitled to the paid annual leave the law provides, plus public holidays, in each ${ctx.law.system === "GB" ? "holiday" : "calendar"} year, to be taken at times agreed with the ${ctx.a.role}.`,
            `The ${ctx.b.role} shall notify the ${ctx.a.role} of any absence through sickness or injury as early as possible on the first day, and is entitled to the sick pay the law provides and any further sick pay under the ${ctx.a.role}'s policy.`,
          ];
        },
      },
      statutoryBenefits,
      irelandStatutoryTerms,
      statutoryEmploymentTerms,
      frenchEmploymentContract,
      {
        heading: "Confidential Information and Inventions",
        body: (ctx) => [
          `The ${ctx.b.role} shall not, during or after employment, use or disclose any confidential information or trade secret of the ${ctx.a.role} or its customers, except in the proper performance of the duties or as required by law.`,
          `All inventions, works and other intellectual property that the ${ctx.b.role} creates in the course of the employment belong to the ${ctx.a.role} to the extent the law allows, and the ${ctx.b.role} shall sign any document reasonably needed to confirm this. ${ownTimeCarveOut(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`, true)}`.trim(),
          ...protectedDisclosures(ctx, `the ${ctx.b.role}`),
        ],
      },
      {
        heading: "Restrictions on Competition",
        body: (ctx) => competitionClause(ctx, `be employed or engaged in, or concerned with, any business that competes with the business of the ${ctx.a.role} in which the ${ctx.b.role} worked`, false),
      },
      {
        heading: "Termination of Employment",
        body: (ctx) => [
          ctx.within("US-MT")
            ? montanaTermination(ctx, writtenNotice(ctx.term("notice_period")))
            : ctx.law.system === "US"
              ? // At will with no notice asked for: no courtesy notice is invented (the default would muddy at-will).
                `The ${ctx.b.role}'s employment is at will: either party may end it at any time, with or without cause or notice.${ctx.given("notice_period") ? ` Each party shall nevertheless give the other ${writtenNotice(ctx.term("notice_period"))} where practicable, and the ${ctx.a.role} may pay base salary instead of all or part of that notice.` : ""}`
              : (protectedNotice(ctx, writtenNotice(ctx.term("notice_period")), "After any probationary period, ") ??
                `After any probationary period, either party may end the employment by giving the other ${writtenNotice(ctx.term("notice_period"))}, or any longer notice the law requires.`),
          ...(germanStatutoryNotice(ctx) ? [germanStatutoryNotice(ctx)!] : []),
          ...dismissalProtection(ctx),
          ctx.law.system === "US"
            ? // "Gross misconduct" is the English test; an American agreement ends the courtesy notice "for Cause", defined.
              `The ${ctx.a.role} may end the employment at once, without notice or pay instead of notice, for Cause, meaning the ${ctx.b.role}'s fraud, embezzlement or other dishonesty toward the ${ctx.a.role}, willful misconduct or willful failure to perform the duties, conviction of, or plea of guilty or no contest to, a felony, or material breach of this Agreement that, where it can be cured, is not cured within ten (10) days after written notice.`
            : summaryDismissal(ctx, `The ${ctx.a.role} may end the employment at once, without notice or pay in lieu, if the ${ctx.b.role} commits`),
          `On termination the ${ctx.b.role} shall return all property, documents and data of the ${ctx.a.role} in their possession.`,
        ],
      },
      {
        heading: "Statutory Particulars",
        body: (ctx) => {
          if (ctx.law.system !== "GB") return null;
          ctx.note("gb_disciplinary_policies", GB_DISCIPLINARY_NOTE);
          return `This Agreement, with the ${ctx.a.role}'s policies referred to in it, is intended to give the ${ctx.b.role} the written statement of particulars of employment required by ${ctx.cite("uk-employment-rights-act-1996", "1", "section 1 of the Employment Rights Act 1996")}. The notice the ${ctx.a.role} gives is never less than the minimum in ${ctx.cite("uk-employment-rights-act-1996", "86", "section 86 of that Act")}. ${gbDisciplinaryRules(ctx)}`;
        },
      },
    ],
    boilerplate: ["data_protection", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "US-CA", party_a: "Brightwave Analytics Inc.", party_b: "Jordan Lee", key_terms: { job_title: "Senior Data Engineer", start_date: "2026-01-05", salary: "USD 185,000 per year", non_compete_period: "12 months" } },
  },
  {
    id: "offer_letter",
    title: "Offer Letter",
    group: "employment",
    description: "Offers employment to a candidate: position, start date, pay and benefits, the conditions the offer depends on and how to accept it, with the full terms to follow in an employment agreement.",
    shortName: "Letter",
    parties: {
      a: { role: "Employer", description: "The company making the offer of employment." },
      b: { role: "Candidate", description: "The individual to whom employment is offered.", individual: true },
    },
    terms: [
      { name: "job_title", type: "text", required: true, description: 'The position offered, e.g. "Product Marketing Manager".' },
      { name: "start_date", type: "date", required: true, description: "Proposed first day of employment." },
      { name: "salary", type: "money", required: true, description: 'Gross base pay, e.g. "USD 140,000 per year".' },
      { name: "employment_type", type: "choice", options: ["full-time", "part-time"], default: "full-time", description: "Whether the role is full-time or part-time." },
      { name: "reporting_to", type: "text", description: 'Manager or role the Candidate will report to, e.g. "the Vice President, Marketing".' },
      { name: "place_of_work", type: "text", description: "Normal place of work; omitted: the Employer's office notified to the Candidate." },
      { name: "bonus", type: "text", description: 'Bonus or commission opportunity, e.g. "a discretionary annual bonus of up to 10% of base salary".' },
      { name: "equity", type: "text", description: 'Equity award offered, e.g. "an option over 10,000 shares of common stock under the 2024 Equity Incentive Plan".' },
      { name: "probation_period", type: "duration", description: "Probationary period, if any." },
      { name: "conditions", type: "text", default: "satisfactory references and verification of identity and of the right to work in the country of employment", description: "What the offer is conditional on." },
      { name: "acceptance_deadline", type: "date", description: "Date by which the offer must be accepted; omitted: seven days from the date of the Letter." },
    ],
    features: { employment: true },
    clauses: [
      {
        heading: "The Offer",
        body: (ctx) => {
          const reporting = ctx.optional("reporting_to");
          const out = [
            `The ${ctx.a.role} offers the ${ctx.b.role} ${ctx.term("employment_type")} employment as ${ctx.term("job_title")}, starting on ${ctx.term("start_date")} or another date the parties agree in writing${reporting ? `, reporting to ${reporting}` : ""}.`,
            `The ${ctx.b.role}'s normal place of work will be ${ctx.optional("place_of_work") ?? `the ${ctx.a.role}'s office notified to the ${ctx.b.role} in writing`}, and the ${ctx.b.role} will perform the duties reasonably assigned to the role.`,
          ];
          const probation = ctx.optional("probation_period");
          if (probation) out.push(`The first ${probation} of employment will be a probationary period, during which the ${ctx.a.role} will review the ${ctx.b.role}'s performance and suitability for the role.`);
          return out;
        },
      },
      {
        heading: "Remuneration and Benefits",
        body: (ctx) => {
          const out = [`The ${ctx.b.role}'s base salary will be ${ctx.term("salary")}, paid in arrears in line with the ${ctx.a.role}'s normal payroll practice and subject to the deductions the law requires.`];
          const bonus = ctx.optional("bonus");
          if (bonus) out.push(`The ${ctx.b.role} will be eligible for ${bonus}, on the terms of the applicable bonus or commission plan as in force from time to time.`);
          const equity = ctx.optional("equity");
          if (equity) out.push(`Subject to approval by the ${ctx.a.role}'s board of directors and to the terms of the relevant plan and award agreement, the ${ctx.b.role} will be granted ${equity}.`);
          out.push(`The ${ctx.b.role} will be entitled to paid ${ctx.law.system === "US" ? "time off" : "holiday"}, and to take part in the benefit arrangements the ${ctx.a.role} makes available to employees in a comparable role, on the terms of those arrangements and never less than the law requires.`);
          return out;
        },
      },
      {
        heading: "Conditions of the Offer",
        body: (ctx) => [
          `This offer is conditional on ${ctx.term("conditions")}. Any background, reference or other check will be carried out in accordance with applicable law and, where the law requires it, only with the ${ctx.b.role}'s consent.`,
          `The ${ctx.a.role} may withdraw this offer if a condition is not met, or if information the ${ctx.b.role} has given in the recruitment process proves to be materially untrue or misleading.`,
          `The ${ctx.b.role} confirms that accepting this offer and performing the role will not breach any obligation they owe to a former employer or anyone else, and undertakes not to bring to the ${ctx.a.role}, or use in the role, any confidential information or property belonging to another person.`,
        ],
      },
      {
        heading: "Terms of Employment",
        body: (ctx) => {
          const out = [`If the ${ctx.b.role} accepts this offer, the ${ctx.a.role} will issue a written employment agreement setting out the full terms of employment, including those on confidentiality, intellectual property and termination. It will be consistent with this Letter and, once signed, will take precedence over it.`];
          if (ctx.within("US-MT")) {
            out.push(`After the ${ctx.a.role}'s probationary period, the ${ctx.a.role} may discharge the ${ctx.b.role} only for good cause, as the Montana Wrongful Discharge from Employment Act (Mont. Code Ann. § 39-2-901 and following) requires; during it, either party may end the employment at any time.`);
          } else if (ctx.law.system === "US") {
            out.push(
              `Employment with the ${ctx.a.role} is at will: the ${ctx.b.role} or the ${ctx.a.role} may end it at any time, with or without cause or advance notice. Nothing in this Letter, or said in the recruitment process, creates employment for a fixed period, and the at-will nature of the employment can be changed only by a written agreement signed by an authorised officer of the ${ctx.a.role}.`,
            );
            if (ctx.given("probation_period")) out.push("Completing the probationary period does not change the at-will nature of the employment.");
          } else {
            out.push(
              protectedNotice(ctx, "", "")
                ? `The ${ctx.b.role} may end the employment by giving the notice stated in the employment agreement, which will never be less than the minimum notice the law requires; the ${ctx.a.role} may end it only as the law governing the employment allows, and with at least that notice.`
                : `Either party may end the employment by giving the notice stated in the employment agreement, which will never be less than the minimum notice the law requires.`,
            );
          }
          if (ctx.law.system === "GB") {
            out.push(`The employment agreement will contain the written statement of employment particulars required by ${ctx.cite("uk-employment-rights-act-1996", "1", "section 1 of the Employment Rights Act 1996")}, and the ${ctx.a.role} will give it to the ${ctx.b.role} no later than their first day of work.`);
          }
          return out;
        },
      },
      {
        heading: "Acceptance",
        body: (ctx) => {
          const deadline = ctx.optional("acceptance_deadline");
          return [
            `To accept this offer, the ${ctx.b.role} should sign and return a copy of this Letter to the ${ctx.a.role} ${deadline ? `no later than ${deadline}` : "within seven (7) days of its date"}. If it has not been accepted by then, the offer lapses.`,
            `This Letter becomes a binding agreement when the ${ctx.b.role} signs and returns it, subject to the conditions of the offer.`,
          ];
        },
      },
    ],
    boilerplate: ["data_protection", "entire_agreement", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-NY",
      party_a: "Hudson Ledger Inc.",
      party_b: "Priya Raman",
      key_terms: { job_title: "Product Marketing Manager", start_date: "March 2, 2026", salary: "USD 140,000 per year", bonus: "a discretionary annual bonus of up to 10% of base salary", acceptance_deadline: "February 6, 2026" },
    },
  },
  {
    id: "independent_contractor_agreement",
    title: "Independent Contractor Agreement",
    group: "employment",
    description: "Engages an individual or small business as an independent contractor: services, fees and invoicing, contractor status and tax, ownership of work product, confidentiality and termination.",
    parties: {
      a: { role: "Client", description: "The business engaging the contractor." },
      b: { role: "Contractor", description: "The individual or business providing the services on its own account." },
    },
    terms: [
      { name: "services", type: "text", required: true, description: 'What the Contractor does, e.g. "design and build of the Client\'s customer website, including two rounds of revisions".' },
      { name: "fees", type: "money", required: true, description: 'The Contractor\'s charges, e.g. "GBP 550 per day" or "USD 95 per hour".' },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time the Client has to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the engagement; omitted: until terminated." },
      { name: "ip_ownership", type: "choice", options: ["client", "contractor"], default: "client", description: "Who owns the work product: the client (by assignment) or the contractor (with a licence to the Client)." },
      { name: "expenses", type: "choice", options: ["included in the fees", "reimbursed"], default: "included in the fees", description: "Whether expenses are included in the fees or reimbursed when approved in advance." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [`The ${ctx.a.role} wishes to engage the ${ctx.b.role}, and the ${ctx.b.role} has agreed to provide services to the ${ctx.a.role}, as an independent contractor in business on its own account, on the terms of this Agreement.`],
    clauses: [
      {
        heading: "Engagement and Services",
        body: (ctx) => [
          `The ${ctx.a.role} engages the ${ctx.b.role} to provide the following services from the Effective Date: ${ctx.term("services")} (the "Services").`,
          `The ${ctx.b.role} shall perform the Services with reasonable skill, care and diligence and in accordance with good industry practice. The ${ctx.b.role} decides the method, manner, hours and place of performance, subject only to the ${ctx.a.role}'s reasonable requirements as to the specification and timing of the deliverables and to its site and security rules when working at its premises or on its systems.`,
          `The ${ctx.b.role} shall provide its own equipment, except for access to the ${ctx.a.role}'s premises, systems and information that the Services require.`,
          `The ${ctx.b.role} may, with the ${ctx.a.role}'s prior written consent (which shall not be unreasonably withheld), engage a suitably qualified substitute or subcontractor to perform any of the Services, at the ${ctx.b.role}'s own cost. The ${ctx.b.role} remains responsible for Services performed by any such person and shall ensure that they are bound by obligations equivalent to those in this Agreement.`,
        ],
      },
      {
        heading: "Fees, Invoices and Expenses",
        body: (ctx) => {
          const out = [
            `${inReturnFor(ctx)} the Services, the ${ctx.a.role} shall pay the ${ctx.b.role} ${ctx.term("fees")} (the "Fees"), together with any ${indirectTax(ctx)} properly chargeable on them.`,
            `${invoicing(ctx, `The ${ctx.b.role}`, "the Fees", "fees", ", with a record of the Services performed in the period")}, and the ${ctx.a.role} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}. The ${ctx.a.role} may withhold the disputed part of an invoice it disputes in good faith, paying the rest when due.`,
            ctx.term("expenses") === "reimbursed"
              ? `The ${ctx.a.role} shall reimburse the expenses the ${ctx.b.role} reasonably incurs in performing the Services, provided that the ${ctx.a.role} approved them in writing in advance; reimbursed expenses are invoiced at cost with receipts.`
              : `All expenses the ${ctx.b.role} incurs in performing the Services are included in the Fees, unless the ${ctx.a.role} agrees in writing before a particular expense is incurred to reimburse it.`,
          ];
          const late = latePayment(ctx, `the ${ctx.a.role}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Independent Contractor Status",
        body: (ctx) => {
          // An American contractor pays self-employment tax and forgoes paid time off and retirement-plan contributions;
          // "paid holiday", "pension" and "social security contributions" are the English and European words.
          const us = ctx.law.system === "US";
          const benefits = us ? "salary, paid time off, sick pay, retirement plan contributions, health or other insurance" : "salary, paid holiday, sick pay, pension contributions, insurance";
          const out = [`The ${ctx.b.role} is an independent contractor and not an employee, agent or partner of the ${ctx.a.role}. Nothing in this Agreement entitles the ${ctx.b.role} to ${benefits} or other employee benefits from the ${ctx.a.role}, and the ${ctx.b.role} has no authority to bind the ${ctx.a.role}.`];
          if (ctx.law.system === "GB") {
            out.push(`The parties do not intend the ${ctx.b.role} to be an employee or a worker of the ${ctx.a.role} within the meaning of ${ctx.cite("uk-employment-rights-act-1996", "230", "section 230 of the Employment Rights Act 1996")}; they recognise that status depends on the reality of the working relationship and not only on the words of this Agreement.`);
            ctx.note("worker_status", "In the UK, employment status and the off-payroll working rules depend on how the engagement works in practice; where the Contractor works through its own company, the Client may have to make a status determination before engaging it.");
          } else if (ctx.within("US-CA")) {
            ctx.note("worker_status", "In California a person paid to provide labour or services is presumed to be an employee unless the hiring business shows that the statutory ABC test is met; the contractor label in this draft does not decide status.");
          } else if (ctx.law.system === "US") {
            ctx.note("worker_status", "In the United States the federal and state tests of employee status look at how the engagement works in practice (control, integration, economic dependence); the contractor label in this draft does not decide status.");
          }
          out.push(
            `The ${ctx.b.role} is responsible for all income tax, ${us ? "self-employment tax" : "social security contributions"} and other taxes and levies due on the Fees, and shall indemnify the ${ctx.a.role}, to the extent the law allows, against any such tax, contribution or levy (with any interest and penalties) assessed on the ${ctx.a.role} in respect of the Services, except to the extent it results from the ${ctx.a.role}'s own default.`,
            `The ${ctx.b.role} may provide services to others during the term of this Agreement, provided that doing so does not prevent it from performing the Services or involve any use or disclosure of the ${ctx.a.role}'s confidential information.`,
          );
          return out;
        },
      },
      {
        heading: "Ownership of Work Product",
        body: (ctx) => {
          const work = `the deliverables, documents, software, designs and other materials that the ${ctx.b.role} creates in performing the Services (the "Work Product")`;
          if (ctx.term("ip_ownership") === "contractor") {
            return [
              `The intellectual property rights in ${work} remain with the ${ctx.b.role}.`,
              `On payment of the Fees for the relevant Work Product, the ${ctx.b.role} grants the ${ctx.a.role} a perpetual, irrevocable, worldwide, royalty-free, non-exclusive licence to use, copy and modify that Work Product for the purposes of its business, with the right to grant sub-licences to its Affiliates and to contractors acting for it.`,
              `The ${ctx.b.role} warrants that the Work Product, and its use by the ${ctx.a.role} as permitted by this Agreement, will not infringe the intellectual property rights of any third party.`,
            ];
          }
          return [
            `All intellectual property rights in ${work} belong to the ${ctx.a.role}, and the ${ctx.b.role} assigns them to the ${ctx.a.role}, by way of present assignment of present and future rights, throughout the world and for their full term, with effect from their creation.`,
            ...[workMadeForHire(ctx, { worker: `the ${ctx.b.role}`, company: `the ${ctx.a.role}`, what: "the Work Product", employee: false })].filter((s) => s !== null),
            `The ${ctx.b.role} keeps its rights in materials it owned before the Effective Date or develops independently of the Services ("Contractor Materials"). It grants the ${ctx.a.role} a perpetual, irrevocable, worldwide, royalty-free, non-exclusive licence to use, copy and modify any Contractor Materials incorporated in the Work Product, as part of the Work Product.`,
            `The ${ctx.b.role} waives, and shall procure that its personnel waive, any moral rights in the Work Product to the extent the law allows, and shall sign any document the ${ctx.a.role} reasonably requests, at the ${ctx.a.role}'s cost, to confirm or register its ownership.`,
            `The ${ctx.b.role} warrants that the Work Product, and its use by the ${ctx.a.role}, will not infringe the intellectual property rights of any third party.`,
          ];
        },
      },
      {
        heading: "Trade Secret Immunity Notice",
        // Only an individual is owed the notice; a consulting company is not an "employee" under § 1833(b)(4).
        body: (ctx) => (ctx.law.system === "US" && !ctx.b.entity ? dtsaNotice(`the ${ctx.b.role}`, "clause") : null),
      },
      {
        heading: "Consequences of Termination",
        body: (ctx) => [
          `When this Agreement ends, the ${ctx.b.role} shall promptly deliver to the ${ctx.a.role} all Work Product (whether complete or not) and return or destroy all property, documents and data of the ${ctx.a.role} in its possession, confirming in writing that it has done so.`,
          `The ${ctx.a.role} shall pay the Fees for Services properly performed up to the date of termination, and nothing further by way of compensation for termination.`,
        ],
      },
    ],
    boilerplate: ["definitions", "term_and_termination", "confidentiality", "limitation_of_liability", "data_protection", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Harbourline Media Ltd",
      party_b: "Tomasz Nowak",
      key_terms: { services: "design and build of the Client's customer website, including two rounds of revisions", fees: "GBP 550 per day", duration: "6 months", ip_ownership: "client" },
    },
  },
  {
    id: "internship_agreement",
    title: "Internship Agreement",
    group: "employment",
    description: "Takes on an intern for a fixed period of practical training: placement and supervision, hours, stipend (with the minimum-wage position for unpaid internships), confidentiality, work product and ending the internship.",
    parties: {
      a: { role: "Company", description: "The organisation hosting the internship." },
      b: { role: "Intern", description: "The student or graduate taking the internship.", individual: true },
    },
    terms: [
      { name: "placement", type: "text", required: true, description: 'The internship and area of work, e.g. "a summer internship in the risk analytics team".' },
      { name: "start_date", type: "date", required: true, description: "First day of the internship." },
      { name: "duration", type: "duration", required: true, description: "Length of the internship." },
      { name: "stipend", type: "money", description: 'Pay or stipend, e.g. "INR 30,000 per month"; omitted: unpaid, where the law allows it.' },
      { name: "supervisor", type: "text", description: "Person who supervises the Intern; omitted: a supervisor the Company appoints." },
      { name: "weekly_hours", type: "text", default: "up to 35 hours a week, Monday to Friday", description: "Normal hours of the internship." },
      { name: "educational_institution", type: "text", description: "University or school, where the internship is part of a course of study." },
      { name: "notice_period", type: "duration", default: "1 week", description: "Notice either party gives to end the internship early." },
    ],
    features: { employment: true },
    clauses: [
      {
        heading: "Internship Placement",
        body: (ctx) => {
          const supervisor = ctx.optional("supervisor");
          const institution = ctx.optional("educational_institution");
          const out = [
            `The ${ctx.a.role} offers the ${ctx.b.role}, and the ${ctx.b.role} accepts, ${ctx.term("placement")} (the "Internship"), starting on ${ctx.term("start_date")} and lasting ${ctx.term("duration")}, unless it ends earlier under this Agreement.`,
            supervisor
              ? `The ${ctx.b.role} will be supervised by ${supervisor}, who will agree learning objectives with the ${ctx.b.role} at the start of the Internship and review progress with them at regular intervals.`
              : `The ${ctx.a.role} shall appoint a supervisor for the ${ctx.b.role}, who will agree learning objectives with the ${ctx.b.role} at the start of the Internship and review progress with them at regular intervals.`,
            `The Internship is intended to give the ${ctx.b.role} practical experience and training. It does not give the ${ctx.b.role} any right to, or promise of, employment with the ${ctx.a.role} after it ends.`,
          ];
          if (institution) out.push(`The Internship forms part of the ${ctx.b.role}'s course of study at ${institution}. The ${ctx.a.role} shall complete the reports and assessments the institution reasonably asks for, and the ${ctx.b.role} shall comply with the institution's rules for placements.`);
          return out;
        },
      },
      {
        heading: "Hours and Attendance",
        body: (ctx) => [
          `The ${ctx.b.role}'s hours are ${ctx.term("weekly_hours")}, and never more than the law permits for a person of the ${ctx.b.role}'s age and status. The ${ctx.b.role} shall tell the supervisor as early as possible of any absence and its reason.`,
          `The ${ctx.b.role} may take reasonable time off, on reasonable notice, to attend examinations and other compulsory parts of their course of study.`,
        ],
      },
      {
        heading: "Stipend and Expenses",
        body: (ctx) => {
          const stipend = ctx.optional("stipend");
          const out = [stipend ? `The ${ctx.a.role} shall pay the ${ctx.b.role} ${stipend} in arrears, subject to the deductions the law requires.` : `The Internship is unpaid, to the extent the law allows.`];
          if (ctx.law.system === "GB") {
            out.push(`If the ${ctx.b.role} is, in law, a worker within the meaning of ${ctx.cite("uk-employment-rights-act-1996", "230", "section 230 of the Employment Rights Act 1996")}, the ${ctx.a.role} shall pay the ${ctx.b.role} no less than the minimum wage the law requires for every hour worked, whatever this Agreement otherwise says.`);
            if (!stipend) ctx.note("unpaid_internship", "In the UK an intern who is in law a worker (for example, because they do real work under a promise of pay or of future work) is entitled to the national minimum wage; an unpaid internship is safe mainly where it is a required part of a course of study or pure work shadowing.");
          } else if (ctx.law.system === "US") {
            out.push(`If the ${ctx.b.role} is, in law, an employee of the ${ctx.a.role} (and under ${ctx.cite("us-flsa", "203", "29 U.S.C. § 203(g)")} a business employs anyone it suffers or permits to work), the ${ctx.a.role} shall pay the ${ctx.b.role} no less than the minimum wage under ${ctx.cite("us-flsa", "206", "29 U.S.C. § 206")} and any overtime due under ${ctx.cite("us-flsa", "207", "29 U.S.C. § 207")}, and any higher amount state or local law requires, whatever this Agreement otherwise says.`);
            if (!stipend) ctx.note("unpaid_internship", "In the United States an unpaid internship at a for-profit business is lawful only where the intern, not the business, is the primary beneficiary of the arrangement; otherwise the intern is an employee owed minimum wage and overtime.");
          } else {
            out.push(`If the law requires the ${ctx.b.role} to be paid a minimum wage, stipend or allowance for the Internship, the ${ctx.a.role} shall pay no less than that amount, whatever this Agreement otherwise says.`);
            if (ctx.within("FR")) ctx.note("internship_france", "In France an internship of more than two months must carry at least the statutory monthly gratification, and the internship must be covered by a tripartite internship agreement (convention de stage) with the educational institution.");
            if (ctx.within("DE")) ctx.note("internship_germany", "In Germany interns are generally entitled to the statutory minimum wage, unless the internship is compulsory under their course of study or is a voluntary orientation internship of up to three months.");
          }
          out.push(`The ${ctx.a.role} shall reimburse travel and other expenses the ${ctx.b.role} reasonably incurs at its request, on production of receipts.`);
          return out;
        },
      },
      {
        heading: "Conduct, Safety and Policies",
        body: (ctx) => [
          `The ${ctx.b.role} shall follow the reasonable instructions of the supervisor and comply with the ${ctx.a.role}'s policies on conduct, health and safety, information security and use of its systems, copies of which the ${ctx.a.role} shall give the ${ctx.b.role} at the start of the Internship.`,
          `The ${ctx.a.role} shall give the ${ctx.b.role} a safe place of work, the induction and training needed for the tasks given, and the same protection against discrimination, harassment and bullying that it gives its employees, and shall keep in force appropriate insurance covering the ${ctx.b.role} while on its premises.`,
        ],
      },
      {
        heading: "Confidential Information and Work Product",
        body: (ctx) => [
          `The ${ctx.b.role} shall keep confidential, during and after the Internship, all confidential information of the ${ctx.a.role} and its clients that the ${ctx.b.role} learns in the course of the Internship, and use it only for the Internship.`,
          `Documents, code, designs, inventions and other work product that the ${ctx.b.role} creates in the course of the Internship belong to the ${ctx.a.role} to the extent the law allows, and the ${ctx.b.role} assigns to the ${ctx.a.role} any rights in them that do not vest in it automatically. ${ownTimeCarveOut(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`, true)}`.trim(),
          `The ${ctx.a.role} shall not unreasonably refuse permission for the ${ctx.b.role} to describe the Internship, and to use material from it that is not confidential, in coursework, a dissertation or a portfolio.`,
          ...protectedDisclosures(ctx, `the ${ctx.b.role}`),
        ],
      },
      {
        heading: "Ending the Internship",
        body: (ctx) => [
          `The Internship ends automatically at the end of the period stated in this Agreement.`,
          `Either party may end the Internship earlier by giving the other ${writtenNotice(ctx.term("notice_period"))}. The ${ctx.a.role} may end it at once if the ${ctx.b.role} commits serious misconduct, after giving the ${ctx.b.role} an opportunity to respond.`,
          `When the Internship ends, the ${ctx.b.role} shall return all property, documents and data of the ${ctx.a.role}, and the ${ctx.a.role} shall, on request, give the ${ctx.b.role} a written confirmation of the dates and nature of the Internship.`,
        ],
      },
    ],
    boilerplate: ["data_protection", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "IN-MH",
      party_a: "Zephyr Fintech Private Limited",
      party_b: "Ananya Kulkarni",
      key_terms: { placement: "a summer internship in the risk analytics team", start_date: "2026-05-04", duration: "8 weeks", stipend: "INR 30,000 per month", educational_institution: "the Indian Institute of Technology Bombay" },
    },
  },
  {
    id: "non_compete_agreement",
    title: "Non-Compete Agreement",
    group: "employment",
    description: "A stand-alone covenant by an employee not to compete with the employer during and after employment, drafted to the jurisdiction's rule (void in California, limited to the employment in India, narrow and paid for where the law requires).",
    parties: {
      a: { role: "Company", description: "The employer whose business the restriction protects." },
      b: { role: "Employee", description: "The individual employee who gives the undertaking.", individual: true },
    },
    terms: [
      { name: "job_title", type: "text", required: true, description: "The Employee's position, which gives access to the interests the restriction protects." },
      { name: "restricted_business", type: "text", required: true, description: 'The business the Employee may not take part in, e.g. "the supply of payroll and HR software to businesses with more than 250 employees".' },
      { name: "non_compete_period", type: "duration", description: "Length of the restriction after employment ends (not in California; not after the employment in India); omitted: six months." },
      { name: "non_compete_area", type: "text", default: "any territory in which the Company actively carried on the Restricted Business during the last twelve (12) months of the Employment", description: "Area the restriction after employment covers; omitted: the territories where the Company was active in the last year." },
      { name: "restriction_payment", type: "money", description: 'Payment to the Employee for each month of the restriction after employment, e.g. "EUR 4,000 per month" (a condition of validity in some countries, such as Germany and France).' },
    ],
    features: { employment: true },
    recitals: (ctx) => [
      `The ${ctx.b.role} is employed by the ${ctx.a.role} as ${ctx.term("job_title")} (the "Employment").`,
      `In that role the ${ctx.b.role} has access to the ${ctx.a.role}'s confidential information and trade secrets and builds connections with its customers and suppliers, which the ${ctx.a.role} is entitled to protect.`,
      `The parties enter into this Agreement to set out the restrictions on competing with the ${ctx.a.role} that apply to the ${ctx.b.role}, to the extent the applicable law allows them.`,
    ],
    clauses: [
      {
        heading: "Duration of this Agreement",
        body: () => [
          `This Agreement takes effect on the Effective Date and continues for as long as the Employment continues. In this Agreement, references to this Agreement ending are to the end of the Employment, however and whenever it ends.`,
          `Any obligation expressed to apply after this Agreement ends continues for the period stated for it, and the end of the Employment does not affect any right that has already accrued.`,
        ],
      },
      {
        heading: "Restricted Business",
        body: (ctx) => `In this Agreement, "Restricted Business" means ${ctx.term("restricted_business")}, to the extent that business is carried on by the ${ctx.a.role} or any company in its group and the ${ctx.b.role} was materially involved in it, or received confidential information about it, during the last twelve (12) months of the Employment.`,
      },
      {
        heading: "Non-Competition",
        body: (ctx) => [
          ...restraintOfTrade(ctx, {
            restricted: `the ${ctx.b.role}`,
            beneficiary: `the ${ctx.a.role}`,
            activity: `be employed or engaged in, or be concerned with, any Restricted Business in competition with the ${ctx.a.role}`,
            periodTerm: "non_compete_period",
            areaTerm: "non_compete_area",
            worker: true,
          }),
          `This clause does not prevent the ${ctx.b.role} from holding, as a passive investment only, up to three per cent (3%) of any class of securities listed on a recognised stock exchange.`,
        ],
      },
      {
        heading: "Consideration and Compensation",
        // The restraint's "consideration" is a common-law requirement; a civil code asks for compensation (HGB § 74(2)).
        headingFor: (ctx) => (ctx.law.family === "civil" ? "Compensation for the Restriction" : "Consideration and Compensation"),
        body: (ctx) => {
          const payment = ctx.optional("restriction_payment");
          const noPostTerm = ctx.within("US-CA") || ctx.within("IN");
          if (noPostTerm) {
            return payment ? `The parties had agreed a payment of ${payment} for each month of a restriction after the Employment ends. As no such restriction applies under this Agreement, that payment is not due.` : null;
          }
          if (payment) {
            return [
              `${inReturnFor(ctx)} the restriction that applies after the Employment ends, the ${ctx.a.role} shall pay the ${ctx.b.role} ${payment} for each month (and pro rata for any part of a month) during which it applies, monthly in arrears and subject to the deductions the law requires.`,
              `The payment stops if the ${ctx.b.role} breaches the restriction, without affecting the ${ctx.a.role}'s other remedies.`,
            ];
          }
          if (ctx.law.family === "civil" && ctx.law.system !== "EU") return null;
          if (ctx.law.system === "EU") {
            // Germany and France make compensation a condition of validity; the other states' limits are noted by the law clauses.
            if (ctx.within("DE") || ctx.within("FR")) ctx.note("non_compete_compensation", "In Germany and France a non-compete binding an employee after the employment ends is generally valid only if the employer pays compensation for the restricted period (in Germany at least half of the employee's last contractual remuneration); state the amount in key_terms.restriction_payment.");
            return `For each month during which the restriction after the Employment applies, the ${ctx.a.role} shall pay the ${ctx.b.role} the compensation that the applicable law requires as a condition of the restriction being binding, monthly in arrears and subject to the deductions the law requires.`;
          }
          return `The ${ctx.b.role} acknowledges that the Employment, the access it gives to the ${ctx.a.role}'s confidential information and customer connections, and the ${ctx.a.role}'s other obligations to the ${ctx.b.role} are good consideration for the restrictions in this Agreement.`;
        },
      },
      {
        heading: "Garden Leave and Notification",
        body: (ctx) => {
          if (ctx.within("US-CA") || ctx.within("IN")) return null;
          return [
            `If the ${ctx.a.role} requires the ${ctx.b.role}, during any period of notice, to stay away from work and perform no duties, the period after this Agreement ends during which the restriction on competing applies is reduced by the length of that period of garden leave.`,
            `While a restriction under this Agreement applies, the ${ctx.b.role} shall, before accepting an offer of employment or engagement, give the person making it a copy of the Non-Competition clause, and shall tell the ${ctx.a.role} who that person is.`,
          ];
        },
      },
      {
        heading: "Acknowledgements and Remedies",
        body: (ctx) => [
          `The ${ctx.b.role} confirms that they have read and understood this Agreement and had the opportunity to take independent legal advice on it before signing it.`,
          ctx.law.family === "civil"
            ? civilInjunction(ctx, { claimant: `the ${ctx.a.role}`, obligor: `the ${ctx.b.role}`, what: "this Agreement" })
            : `Damages may not be an adequate remedy for a breach of this Agreement, and the ${ctx.a.role} may seek an injunction or other equitable relief to restrain an actual or threatened breach, in addition to any other remedy.`,
          `Nothing in this Agreement restricts the ${ctx.b.role} after the Employment ends from using the general skill, knowledge and experience they have acquired, as distinct from the ${ctx.a.role}'s confidential information and trade secrets.`,
        ],
      },
    ],
    boilerplate: ["definitions", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Northgate Payroll Systems Ltd",
      party_b: "Daniel Okafor",
      key_terms: { job_title: "Head of Enterprise Sales", restricted_business: "the supply of payroll and HR software to businesses with more than 250 employees", non_compete_period: "6 months", non_compete_area: "the United Kingdom" },
    },
  },
  {
    id: "non_solicitation_agreement",
    title: "Non-Solicitation Agreement",
    group: "employment",
    description: "An employee's covenant not to solicit the employer's customers and key employees during and after employment, limited in time and to the people the employee dealt with, and narrowed where the jurisdiction's law requires (California, India).",
    parties: {
      a: { role: "Company", description: "The employer whose customer and workforce connections the restriction protects." },
      b: { role: "Employee", description: "The individual employee who gives the undertaking.", individual: true },
    },
    terms: [
      { name: "job_title", type: "text", required: true, description: "The Employee's position." },
      { name: "restricted_period", type: "duration", default: "12 months", description: "How long the restrictions last after the employment ends." },
      { name: "lookback_period", type: "duration", default: "12 months", description: "The last part of the employment whose customer and colleague dealings count." },
      { name: "scope", type: "choice", options: ["customers and employees", "customers", "employees"], default: "customers and employees", description: "Whom the restrictions protect: customers and employees, customers only, or employees only." },
      { name: "competing_business", type: "text", description: 'Business for which customers may not be solicited, e.g. "wealth management services"; omitted: any business competing with the Company.' },
    ],
    features: { employment: true },
    recitals: (ctx) => [
      `The ${ctx.b.role} is employed by the ${ctx.a.role} as ${ctx.term("job_title")}.`,
      `In that role the ${ctx.b.role} deals with the ${ctx.a.role}'s customers and colleagues and has access to confidential information about them, and the parties enter into this Agreement to protect those connections to the extent the applicable law allows.`,
    ],
    clauses: [
      {
        heading: "Scope and Definitions",
        body: (ctx) => {
          const scope = ctx.term("scope");
          const lookback = ctx.term("lookback_period");
          const out = [
            `This Agreement restricts the solicitation of ${scope === "customers and employees" ? "customers and employees" : scope === "customers" ? "customers (but not employees)" : "employees (but not customers)"} of the Group.`,
            `In this Agreement: "Employment" means the ${ctx.b.role}'s employment by the ${ctx.a.role}; "Termination Date" means the date the Employment ends, however it ends; "Restricted Period" means the period of ${ctx.term("restricted_period")} after the Termination Date; and "Group" means the ${ctx.a.role} and any company that controls, is controlled by or is under common control with it.`,
          ];
          if (scope !== "employees") {
            out.push(
              `"Restricted Customer" means any person who, during the ${lookback} before the Termination Date, was a customer of the Group, or was in negotiations with it to become one, and with whom the ${ctx.b.role} had material dealings, or about whom the ${ctx.b.role} received confidential information, in the course of the Employment.`,
              `"Competing Business" means ${ctx.optional("competing_business") ?? `any business that competes, or is preparing to compete, with a business of the Group in which the ${ctx.b.role} was materially involved during the last twelve (12) months of the Employment`}.`,
            );
          }
          if (scope !== "customers") {
            out.push(`"Key Employee" means any individual employed or engaged by the Group at the Termination Date in a senior, managerial, sales or technical role with whom the ${ctx.b.role} worked during the ${lookback} before the Termination Date.`);
          }
          return out;
        },
      },
      {
        heading: "Non-Solicitation of Customers",
        body: (ctx) => {
          if (ctx.term("scope") === "employees") return null;
          const during = `During the Employment the ${ctx.b.role} shall not, directly or indirectly, solicit or try to entice away from the Group the business of any customer of the Group, except for the Group's benefit.`;
          if (ctx.within("US-CA")) {
            return [
              during,
              `During the Restricted Period the ${ctx.b.role} shall not use or disclose any trade secret of the Group to solicit any Restricted Customer for a Competing Business. No wider restriction on dealing with customers applies after the Termination Date, because a contract restraining a person from engaging in a lawful profession, trade or business is void to that extent under ${ctx.cite("us-ca-business-and-professions-code", "16600", "section 16600 of the California Business and Professions Code")}.`,
            ];
          }
          if (ctx.within("IN")) {
            return [
              during,
              `During the Restricted Period the ${ctx.b.role} shall not use the Group's confidential information or trade secrets to solicit any Restricted Customer for a Competing Business. To the extent any restriction in this clause that operates after the Termination Date would restrain the ${ctx.b.role} from exercising a lawful profession, trade or business, it is void under ${ctx.cite("in-contract-act-1872", "27", "section 27 of the Indian Contract Act, 1872")} and applies only so far as needed to protect that confidential information and those trade secrets.`,
            ];
          }
          return [
            during,
            `During the Restricted Period the ${ctx.b.role} shall not, directly or indirectly, on their own account or for any other person, solicit or try to entice away from the Group the business of any Restricted Customer for the purposes of a Competing Business.`,
          ];
        },
      },
      {
        heading: "Non-Solicitation of Employees",
        body: (ctx) => {
          if (ctx.term("scope") === "customers") return null;
          const during = `During the Employment the ${ctx.b.role} shall not, directly or indirectly, solicit or try to entice away any employee of the Group to work for another business.`;
          if (ctx.within("US-CA")) {
            return [
              during,
              `During the Restricted Period the ${ctx.b.role} shall not use or disclose any trade secret of the Group, including confidential information about the skills and pay of its personnel, to solicit any Key Employee. No wider restriction applies after the Termination Date, for the reason given in ${ctx.cite("us-ca-business-and-professions-code", "16600", "section 16600 of the California Business and Professions Code")}.`,
            ];
          }
          if (ctx.within("IN")) {
            return [
              during,
              `During the Restricted Period the ${ctx.b.role} shall not solicit or try to entice away any Key Employee to leave the Group. This restriction applies only to the extent it is not void under ${ctx.cite("in-contract-act-1872", "27", "section 27 of the Indian Contract Act, 1872")}, and does not prevent any person from accepting employment they seek on their own initiative.`,
            ];
          }
          return [
            during,
            `During the Restricted Period the ${ctx.b.role} shall not, directly or indirectly, on their own account or for any other person, solicit or try to entice away from the Group, or offer employment or engagement to, any Key Employee, whether or not that person would breach their contract by leaving.`,
            `A general advertisement of a vacancy that is not targeted at Key Employees is not a breach of this clause.`,
          ];
        },
      },
      {
        heading: "Reasonableness and Enforcement",
        body: (ctx) => {
          // A civil court does not read an over-wide restraint down at the parties' request (see restraintOfTrade).
          const out = [ctx.law.family === "civil" ? "Each restriction in this Agreement is a separate obligation." : `Each restriction in this Agreement is a separate obligation. If any of them is found to be void or unenforceable but would be valid if part of its wording were deleted or its period or scope reduced, it applies with the least modification needed to make it valid.`];
          if (!ctx.within("US-CA") && !ctx.within("IN")) {
            out.push(
              `The parties consider the restrictions reasonable and no wider than necessary to protect the Group's legitimate interests in its customer connections, the stability of its workforce and its confidential information, having regard to the ${ctx.b.role}'s role.`,
              `While a restriction under this Agreement applies after the Termination Date, the ${ctx.b.role} shall give a copy of this Agreement to any person who offers them employment or engagement, before accepting the offer.`,
            );
          }
          out.push(
            ctx.law.family === "civil"
              ? civilInjunction(ctx, { claimant: `the ${ctx.a.role}`, obligor: `the ${ctx.b.role}`, what: "this Agreement" })
              : `Damages may not be an adequate remedy for a breach of this Agreement, and the ${ctx.a.role} may seek an injunction or other equitable relief to restrain an actual or threatened breach, in addition to any other remedy.`,
          );
          return out;
        },
      },
      {
        heading: "Acknowledgements",
        body: (ctx) => [
          `The ${ctx.b.role} confirms that they have read and understood this Agreement and had the opportunity to take independent legal advice on it before signing it.`,
          ...[illinoisReview(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`, "solicit")].filter((s): s is string => s !== null),
          `Nothing in this Agreement prevents the ${ctx.b.role} from using the general skill, knowledge and experience they have acquired, from working for any business after the Termination Date in a way that does not involve the solicitation it restricts, or from responding to a customer or colleague who approaches them without any solicitation by them.`,
        ],
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-NY",
      party_a: "Meridian Wealth Partners LLC",
      party_b: "Sarah Goldberg",
      key_terms: { job_title: "Senior Relationship Manager", restricted_period: "12 months", scope: "customers and employees", competing_business: "wealth management or investment advisory services" },
    },
  },
  {
    id: "separation_agreement",
    title: "Separation Agreement",
    group: "employment",
    description: "Ends an employment on agreed terms: termination date and final pay, a severance payment in exchange for a release of claims, review and (in the US) revocation periods, the statutory settlement conditions in Great Britain, returning property, references and protected rights.",
    parties: {
      a: { role: "Employer", description: "The company whose employee is leaving." },
      b: { role: "Employee", description: "The individual whose employment ends.", individual: true },
    },
    terms: [
      { name: "termination_date", type: "date", required: true, description: "Date the employment ends (or ended)." },
      { name: "severance_payment", type: "money", required: true, description: 'Sum paid for the release of claims, e.g. "GBP 45,000".' },
      { name: "job_title", type: "text", description: "The Employee's position." },
      { name: "payment_due", type: "duration", default: "14 days", description: "Time within which the severance payment is made once the Agreement is binding." },
      { name: "reference", type: "choice", options: ["agreed form", "factual", "none"], default: "factual", description: "Reference the Employer gives: in an agreed form, a factual one (title and dates), or none." },
      { name: "legal_fees_contribution", type: "money", description: "Sum the Employer contributes towards the Employee's legal advice on the Agreement." },
      { name: "adviser_name", type: "text", description: 'The independent adviser who advised the Employee, with firm, e.g. "Alex Patel of Greenway Employment Solicitors LLP" (required for a settlement agreement in Great Britain).' },
      { name: "consideration_period", type: "duration", default: "21 days", description: "Time the Employee is given to consider the Agreement before signing." },
      { name: "revocation_period", type: "duration", default: "7 days", description: "United States: time after signing during which the Employee may revoke the Agreement." },
    ],
    features: { employment: true },
    titleFor: (ctx) => (ctx.law.system === "GB" ? "Settlement Agreement" : "Separation Agreement"),
    recitals: (ctx) => [
      `The ${ctx.b.role} is employed by the ${ctx.a.role}${ctx.given("job_title") ? ` as ${ctx.term("job_title")}` : ""}, and the parties have agreed that the employment will end on the terms of this Agreement.`,
      `The parties wish to settle all claims the ${ctx.b.role} has or may have arising from the employment or its termination, without any admission of liability.`,
    ],
    clauses: [
      {
        heading: "Termination of Employment",
        body: (ctx) => [
          `The ${ctx.b.role}'s employment with the ${ctx.a.role} ends (or ended) on ${ctx.term("termination_date")} (the "Termination Date").`,
          `Whether or not the ${ctx.b.role} signs this Agreement, the ${ctx.a.role} shall pay the ${ctx.b.role} their salary up to and including the Termination Date, pay in respect of any holiday accrued but not taken at that date, and any expenses properly incurred before it, in the usual way and subject to the deductions the law requires.`,
          `The ${ctx.b.role}'s participation in the ${ctx.a.role}'s benefit plans ends on the Termination Date, except as the rules of a plan or the law provide otherwise (including any right to continue insurance cover at the ${ctx.b.role}'s own cost).`,
        ],
      },
      {
        heading: "Severance Payment",
        body: (ctx) => {
          const out = [
            `Subject to the ${ctx.b.role} complying with this Agreement, the ${ctx.a.role} shall pay the ${ctx.b.role} ${ctx.term("severance_payment")} (the "Severance Payment") ${payableWithin(ctx.term("payment_due"), "after the later of the Termination Date and the date on which this Agreement becomes binding")}.`,
            `The ${ctx.a.role} shall make the Severance Payment subject to any deduction of tax and social security contributions it is required by law to make. The ${ctx.b.role} is responsible for any further tax due on it and shall indemnify the ${ctx.a.role} against any such tax (and related interest and penalties) that the ${ctx.a.role} is required to pay, other than tax the ${ctx.a.role} should itself have deducted.`,
            `The ${ctx.b.role} acknowledges that the Severance Payment is more than they would otherwise be entitled to receive, and that it is paid in full and final settlement of the claims released by this Agreement.`,
          ];
          const fees = ctx.optional("legal_fees_contribution");
          if (fees) out.push(`The ${ctx.a.role} shall also contribute ${fees} (plus any applicable tax) towards the legal fees the ${ctx.b.role} incurs in taking advice on this Agreement, payable directly to the ${ctx.b.role}'s adviser on receipt of an invoice addressed to the ${ctx.b.role} and marked payable by the ${ctx.a.role}.`);
          return out;
        },
      },
      {
        heading: "Release of Claims",
        body: (ctx) => {
          const out = [
            `In return for the Severance Payment, the ${ctx.b.role} releases the ${ctx.a.role}, the companies in its group, and their current and former officers, employees and agents (the "Released Parties") from all claims, demands and causes of action, whether known or unknown, that the ${ctx.b.role} has or may have against any of them arising out of or in connection with the employment or its termination, up to the date of this Agreement, whether under contract, tort, statute or otherwise and in any jurisdiction (the "Released Claims").`,
          ];
          if (ctx.law.system === "GB") {
            out.push(`The Released Claims are the particular claims the ${ctx.b.role} has raised or could raise, and include any claim for unfair dismissal under ${ctx.cite("uk-employment-rights-act-1996", "94", "section 94 of the Employment Rights Act 1996")}, for unauthorised deductions from wages under ${ctx.cite("uk-employment-rights-act-1996", "13", "section 13 of that Act")}, for wrongful dismissal or other breach of contract, and for discrimination, harassment or victimisation on any ground.`);
          } else if (ctx.law.system === "US") {
            out.push(
              `To the fullest extent the law allows, the Released Claims include claims of discrimination, harassment or retaliation because of race, color, religion, sex or national origin (${ctx.cite("us-title-vii", "2000e-2", "42 U.S.C. § 2000e-2")}), claims of disability discrimination (${ctx.cite("us-ada", "12112", "42 U.S.C. § 12112")}), claims of age discrimination, and claims under any other federal, state or local law on employment, wages or benefits that may lawfully be released.`,
              `The ${ctx.b.role} waives the benefit of any statute or rule of law that would otherwise limit this release to claims known or suspected at the date the ${ctx.b.role} signs this Agreement.`,
            );
            const waiver = californiaUnknownClaims(ctx, `The ${ctx.b.role}`);
            if (waiver) out.push(waiver);
          } else if (ctx.law.system === "IN") {
            out.push(`The ${ctx.b.role} accepts the Severance Payment and the sums described in the Termination of Employment clause in full and final settlement of all dues arising from the employment and its termination, other than the dues described in the next sub-clause.`);
          }
          out.push(
            `The Released Claims do not include: (a) any claim that the law does not allow to be released by private agreement${ctx.law.system === "US" ? `, which may include claims for unpaid minimum wages or overtime (${ctx.cite("us-flsa", "206", "29 U.S.C. § 206")}; ${ctx.cite("us-flsa", "207", "§ 207")})` : ""}; (b) claims to enforce this Agreement; (c) vested rights under any ${ctx.law.system === "IN" ? "provident fund, gratuity, pension or superannuation scheme" : "pension or retirement plan"}; (d) claims for personal injury of which the ${ctx.b.role} is not aware, and could not reasonably be aware, at the date of this Agreement; and (e) any right to indemnity or insurance cover the ${ctx.b.role} has as an officer or employee.`,
            `The ${ctx.b.role} confirms that they have not started any proceedings against a Released Party, and agrees not to start any in respect of a Released Claim, except as the Protected Rights clause allows. This Agreement is a compromise, and nothing in it is an admission of liability by either party.`,
          );
          return out;
        },
      },
      {
        heading: "Statutory Settlement Conditions",
        body: (ctx) => {
          if (ctx.law.system !== "GB") return null;
          const adviser = ctx.optional("adviser_name");
          if (!adviser) ctx.note("adviser_needed", "A settlement agreement in Great Britain must identify the independent adviser who advised the employee: give key_terms.adviser_name.");
          return [
            `The parties intend this Agreement to satisfy the conditions regulating settlement agreements in ${ctx.cite("uk-employment-rights-act-1996", "203", "section 203(3) of the Employment Rights Act 1996")} and in the corresponding provisions of the other legislation under which the Released Claims arise, and they record that those conditions are satisfied.`,
            `The ${ctx.b.role} confirms that they have received advice from ${adviser ?? BLANK} (the "Adviser"), a relevant independent adviser, on the terms and effect of this Agreement and in particular its effect on their ability to pursue their rights before an employment tribunal.`,
            `The ${ctx.b.role} shall procure that the Adviser signs and delivers to the ${ctx.a.role} a certificate confirming that the advice was given and that, when it was given, a contract of insurance or professional indemnity covering the risk of a claim by the ${ctx.b.role} in respect of loss arising from the advice was in force.`,
          ];
        },
      },
      {
        heading: "Review Period",
        body: (ctx) => {
          const adviser = ctx.optional("adviser_name");
          const out = [
            `The ${ctx.b.role} acknowledges having been given at least ${ctx.term("consideration_period")} to consider this Agreement before signing it${ctx.law.system === "GB" ? "" : `, and having been advised in writing to consult a lawyer of their choice before signing it${adviser ? `, and having taken advice from ${adviser}` : ""}`}. The ${ctx.b.role} may sign it sooner and, by doing so, chooses not to use the rest of that period.`,
          ];
          const revocable = ctx.law.system === "US" || ctx.given("revocation_period");
          if (revocable) out.push(`The ${ctx.b.role} may revoke this Agreement by written notice received by the ${ctx.a.role} within ${ctx.term("revocation_period")} after the ${ctx.b.role} signs it; if the ${ctx.b.role} does so, no Severance Payment is due.`);
          const unrevoked = revocable ? " and the revocation period has ended without the Agreement being revoked" : "";
          if (ctx.law.system === "US") {
            out.push(`This Agreement becomes binding on the day after the revocation period ends without the Agreement being revoked.`);
            ctx.note("age_release", "A release of federal age discrimination claims by an employee aged 40 or over is valid only if it is knowing and voluntary: it must be written in plain language, refer expressly to rights or claims under the federal age discrimination statute, advise the employee in writing to consult a lawyer, and allow at least 21 days to consider (45 days in a group termination, with disclosure of the ages of those selected) and 7 days to revoke.");
          } else if (ctx.law.system === "GB") {
            out.push(`This Agreement is without prejudice and subject to contract until it has been signed by both parties and the Adviser's certificate has been delivered${unrevoked}, when it becomes binding.`);
          } else {
            out.push(`This Agreement becomes binding when it has been signed by both parties${unrevoked}.`);
          }
          return out;
        },
      },
      {
        heading: "Return of Property and Continuing Obligations",
        body: (ctx) => {
          const out = [
            `By the Termination Date the ${ctx.b.role} shall return to the ${ctx.a.role} all its property, documents and data (including keys, passes, equipment and copies of documents, in any form), and delete any of its data held on personal devices or accounts after first returning a copy, and shall confirm in writing that they have done so.`,
            `The ${ctx.b.role}'s obligations of confidentiality, and their obligations in respect of intellectual property, continue after the Termination Date.`,
          ];
          if (!ctx.within("US-CA") && !ctx.within("IN")) out.push(`Any restriction in the ${ctx.b.role}'s contract of employment that is expressed to apply after the employment ends continues in force according to its terms, to the extent it is enforceable.`);
          out.push(`The ${ctx.b.role} shall resign from any office they hold in the ${ctx.a.role} or any company in its group with effect from the Termination Date, and sign any document needed to give effect to the resignation.`);
          return out;
        },
      },
      {
        heading: "Confidentiality, Reference and Non-Disparagement",
        body: (ctx) => {
          const reference = ctx.term("reference");
          return [
            `The ${ctx.b.role} shall keep the terms of this Agreement confidential, except for disclosure to their spouse or partner, immediate family and professional advisers (who must be told to keep them confidential), to tax authorities, or as the law requires, and subject always to the Protected Rights clause.`,
            reference === "agreed form"
              ? `The ${ctx.a.role} shall give any prospective employer who asks for one a reference in the agreed form annexed to this Agreement, and shall answer any further question about the ${ctx.b.role} consistently with it.`
              : reference === "factual"
                ? `The ${ctx.a.role} shall give any prospective employer who asks for one a factual reference confirming only the ${ctx.b.role}'s job title and dates of employment.`
                : `The parties have agreed that the ${ctx.a.role} will give no reference for the ${ctx.b.role}: none will be given beyond a confirmation of the ${ctx.b.role}'s job title and dates of employment.`,
            `Subject to the Protected Rights clause, the ${ctx.b.role} shall not make any statement that disparages the ${ctx.a.role}, the companies in its group or their officers or employees, and the ${ctx.a.role} shall instruct its directors and senior managers who know of the ${ctx.b.role}'s departure not to make any statement that disparages the ${ctx.b.role}.`,
          ];
        },
      },
      {
        heading: "Protected Rights",
        body: (ctx) => {
          const out = [...protectedDisclosures(ctx, `the ${ctx.b.role}`)];
          if (ctx.law.system === "US") out.push(`The ${ctx.b.role} waives any right to recover money from a Released Party in any charge or proceeding brought by the ${ctx.b.role} or on their behalf, but not the right to receive an award from a government agency for information provided to it.`);
          return out;
        },
      },
    ],
    thirdPartyRights: () => [{ who: "the Released Parties", headings: ["Release of Claims"] }],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Ashdown Logistics Ltd",
      party_b: "Rachel Moore",
      key_terms: { termination_date: "31 January 2026", severance_payment: "GBP 45,000", adviser_name: "Alex Patel of Greenway Employment Solicitors LLP", reference: "agreed form", legal_fees_contribution: "GBP 750" },
    },
  },
  {
    id: "confidentiality_and_invention_assignment_agreement",
    title: "Confidentiality and Invention Assignment Agreement",
    group: "employment",
    description: "An employee's or consultant's undertakings on confidential information and the assignment to the company of inventions and works made in the engagement, with excluded prior inventions, the own-time carve-out, whistleblower protections and mandatory inventor remuneration.",
    parties: {
      a: { role: "Company", description: "The company that employs or engages the individual." },
      b: { role: "Employee", description: "The employee (or, for a consultancy, the consultant) who gives the undertakings." },
    },
    rolesFor: (ctx) => (ctx.term("engagement_type") === "consultancy" ? { a: "Company", b: "Consultant" } : { a: "Company", b: "Employee" }),
    terms: [
      { name: "company_business", type: "text", required: true, description: 'The Company\'s business and research, e.g. "the design of battery management systems for electric vehicles".' },
      { name: "engagement_type", type: "choice", options: ["employment", "consultancy"], default: "employment", description: "Whether the individual is an employee or a consultant." },
      { name: "prior_inventions", type: "text", default: "none", description: 'Inventions the individual made before the engagement and keeps, e.g. "a mobile route-planning application (RouteKit) developed in 2023".' },
      { name: "confidentiality_period", type: "duration", default: "5 years", description: "How long the duty of confidence lasts after the engagement ends (trade secrets: for as long as they remain secret)." },
    ],
    features: { employment: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} carries on the business of ${ctx.term("company_business")} (the "Business"), and the ${ctx.b.role} is, or is about to be, engaged by the ${ctx.a.role} ${ctx.term("engagement_type") === "consultancy" ? "under a consultancy agreement" : "under a contract of employment"} (the "Engagement").`,
      `In the Engagement the ${ctx.b.role} will have access to the ${ctx.a.role}'s confidential information and may create inventions and other works, and the parties wish to record how that information is protected and who owns those inventions and works.`,
    ],
    clauses: [
      {
        heading: "Confidential Information",
        body: (ctx) => [
          `"Confidential Information" means all information, in any form, that the ${ctx.b.role} obtains in the Engagement about the Business or about the ${ctx.a.role}, its group companies, customers, suppliers or employees, that is not public, including trade secrets, technical data, source code, product plans, research, pricing, customer lists and financial information.`,
          `The ${ctx.b.role} shall keep the Confidential Information secret, use it only to perform the Engagement, and not disclose it to any person except in the proper performance of the Engagement or with the ${ctx.a.role}'s written consent. These obligations apply during the Engagement and for ${ctx.term("confidentiality_period")} after it ends, and in respect of any trade secret for as long as it remains a trade secret.`,
          `These obligations do not apply to information that is or becomes public other than through a breach by the ${ctx.b.role}, or that the ${ctx.b.role} is required to disclose by law or court order, after giving the ${ctx.a.role} as much notice as the law allows.`,
        ],
      },
      {
        heading: "Permitted Disclosures",
        body: (ctx) => {
          const out = [...protectedDisclosures(ctx, `the ${ctx.b.role}`)];
          return out;
        },
      },
      {
        heading: "Disclosure and Assignment of Inventions",
        body: (ctx) => [
          `"Inventions" means inventions, discoveries, designs, works of authorship, software, databases, know-how and improvements, whether or not patentable or registrable, that the ${ctx.b.role} makes, conceives or first reduces to practice, alone or with others, during the Engagement and that relate to the Business or result from work performed for the ${ctx.a.role}.`,
          `The ${ctx.b.role} shall promptly disclose each Invention to the ${ctx.a.role} in writing and keep adequate records of it, which belong to the ${ctx.a.role}.`,
          `All Inventions and all intellectual property rights in them belong to the ${ctx.a.role}. To the extent they do not vest in the ${ctx.a.role} automatically by law, the ${ctx.b.role} assigns them to the ${ctx.a.role}, by way of present assignment of present and future rights, throughout the world and for their full term.`,
          ...[workMadeForHire(ctx, { worker: `the ${ctx.b.role}`, company: `the ${ctx.a.role}`, what: "the Inventions", employee: ctx.term("engagement_type") === "employment" })].filter((s) => s !== null),
          ...[ownTimeCarveOut(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`, ctx.term("engagement_type") === "employment", "The assignment in this clause")].filter(Boolean),
        ],
      },
      {
        heading: "Prior Inventions",
        body: (ctx) => [
          `The ${ctx.b.role} has listed the following inventions, made before the Engagement, that they own and that are excluded from this Agreement: ${ctx.term("prior_inventions")}. The ${ctx.b.role} confirms that there are no other such inventions they wish to exclude.`,
          `If the ${ctx.b.role} incorporates any excluded invention into work for the ${ctx.a.role}, the ${ctx.b.role} grants the ${ctx.a.role} a perpetual, irrevocable, worldwide, royalty-free, non-exclusive licence, with the right to sub-license, to use, modify and exploit it as part of that work.`,
        ],
      },
      {
        heading: "Moral Rights and Further Assurance",
        body: (ctx) => [
          `The ${ctx.b.role} waives any moral rights in the Inventions to the extent the law allows, and where the law does not allow a waiver, agrees not to assert them against the ${ctx.a.role} or anyone authorised by it, to the extent the law allows that agreement.`,
          `During and after the Engagement the ${ctx.b.role} shall sign any document and do anything the ${ctx.a.role} reasonably requests, at the ${ctx.a.role}'s cost, to confirm, register, protect or enforce its rights in the Inventions. If the ${ctx.b.role} does not do so within fourteen (14) days of a written request, the ${ctx.b.role} appoints the ${ctx.a.role} as their attorney to sign that document in their name, to the extent the law permits such an appointment to be made in this Agreement.`,
        ],
      },
      {
        heading: "Statutory Inventor Rights",
        body: (ctx) => {
          const employee = ctx.term("engagement_type") === "employment";
          if (employee && ctx.within("DE")) ctx.note("employee_inventions_germany", "In Germany, inventions by employees are governed by the Employee Inventions Act: the employee must report a service invention, the employer claims it, and the employee is entitled to reasonable remuneration; the assignment in this draft operates within that Act.");
          if (employee && ctx.within("FR")) ctx.note("employee_inventions_france", "In France, an invention made by an employee in the course of an inventive assignment belongs to the employer by law, but the employee is entitled to additional remuneration; other inventions relating to the business may be claimed by the employer against a fair price.");
          return `Where mandatory law gives the ${ctx.b.role} a right to remuneration or compensation for an Invention, or lays down a procedure for reporting, claiming or transferring it, this Agreement applies subject to that law, and the ${ctx.a.role} shall pay the remuneration or compensation it requires.`;
        },
      },
      {
        heading: "Return of Materials and Other Obligations",
        body: (ctx) => [
          `When the Engagement ends, or earlier on request, the ${ctx.b.role} shall return to the ${ctx.a.role} all documents, devices and other materials containing Confidential Information, delete any copies held on personal devices or accounts after first returning them, and confirm in writing that they have done so.`,
          `The ${ctx.b.role} confirms that performing the Engagement does not breach any obligation they owe to a former employer or anyone else, and shall not bring to the ${ctx.a.role} or use in the Engagement any confidential information or property belonging to another person.`,
        ],
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-CA",
      party_a: "Voltara Energy Systems Inc.",
      party_b: "Miguel Hernandez",
      key_terms: { company_business: "the design of battery management systems for electric vehicles", prior_inventions: "a mobile route-planning application (RouteKit) developed in 2023", engagement_type: "employment" },
    },
  },
  {
    id: "secondment_agreement",
    title: "Secondment Agreement",
    group: "employment",
    description: "The employer lends one of its employees to a host business for a period: the secondee stays employed by the employer, the host directs the day-to-day work and pays a secondment fee, with work product, responsibility for the secondee and ending the secondment.",
    parties: {
      a: { role: "Employer", description: "The company that employs the secondee and lends them." },
      b: { role: "Host", description: "The business receiving the secondee's services." },
    },
    terms: [
      { name: "secondee", type: "text", required: true, description: 'Name of the employee seconded, e.g. "Hannah Fischer".' },
      { name: "secondee_role", type: "text", required: true, description: 'What the Secondee does at the Host, e.g. "lead systems engineer on the Host\'s e-bike drive programme".' },
      { name: "start_date", type: "date", required: true, description: "First day of the secondment." },
      { name: "duration", type: "duration", required: true, description: "Length of the secondment." },
      { name: "secondment_fee", type: "money", required: true, description: 'What the Host pays the Employer, e.g. "EUR 11,000 per month".' },
      { name: "place_of_work", type: "text", description: "Where the Secondee works during the secondment; omitted: the Host's premises it notifies." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time the Host has to pay a correct invoice." },
      { name: "notice_period", type: "duration", default: "1 month", description: "Notice either party gives to end the secondment early." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [
      `${ctx.term("secondee")} (the "Secondee") is employed by the ${ctx.a.role}.`,
      `The ${ctx.b.role} wishes to have the services of the Secondee for a limited period, and the ${ctx.a.role} has agreed to second the Secondee to the ${ctx.b.role} on the terms of this Agreement, with the Secondee's consent.`,
    ],
    clauses: [
      {
        heading: "Secondment",
        body: (ctx) => {
          if (ctx.within("DE")) ctx.note("agency_work_germany", "In Germany, placing an employee at another business's disposal under its direction may be temporary agency work that needs a licence, unless an exception applies (for example, within a group of companies or only occasionally); check this before relying on the draft.");
          return [
            `The ${ctx.a.role} shall second the Secondee to the ${ctx.b.role} to work as ${ctx.term("secondee_role")}${ctx.given("place_of_work") ? ` at ${ctx.term("place_of_work")}` : ` at the ${ctx.b.role}'s premises notified to the ${ctx.a.role} in writing`}, for ${ctx.term("duration")} starting on ${ctx.term("start_date")} (the "Secondment Period"), unless the secondment ends earlier under this Agreement.`,
            `The ${ctx.a.role} confirms that the Secondee has agreed in writing to the secondment and its terms. The parties may extend the Secondment Period by written agreement, with the Secondee's consent.`,
          ];
        },
      },
      {
        heading: "Employment of the Secondee",
        body: (ctx) => [
          `Throughout the Secondment Period the Secondee remains employed by the ${ctx.a.role}, and the Secondee's continuity of employment with the ${ctx.a.role} is not affected. Nothing in this Agreement makes the Secondee an employee of the ${ctx.b.role}.`,
          `The ${ctx.a.role} shall pay the Secondee's salary and benefits, operate all deductions of tax and social security contributions, and remain responsible for all other obligations of an employer towards the Secondee, including holiday and sick pay.`,
          `The ${ctx.a.role} remains responsible for disciplinary and grievance matters concerning the Secondee. The ${ctx.b.role} shall not vary the Secondee's terms of employment, or make the Secondee any offer of employment or engagement during the Secondment Period, without the ${ctx.a.role}'s written consent.`,
        ],
      },
      {
        heading: "Direction and Supervision",
        body: (ctx) => [
          `During the Secondment Period the Secondee works under the day-to-day direction of the ${ctx.b.role}, which shall provide the workspace, equipment, induction and information the Secondee needs for the role.`,
          `The ${ctx.b.role} shall ensure that the Secondee's working hours, rest periods and working conditions comply with the law that applies where the Secondee works, including any rules on the terms of employment of workers posted from another country, and shall comply with the health and safety obligations that apply to the Secondee's work at its premises.`,
          `The ${ctx.b.role} shall promptly tell the ${ctx.a.role} of any concern about the Secondee's conduct or performance, any absence, and any accident or complaint involving the Secondee, and shall cooperate in any resulting process. Requests for leave are agreed between the ${ctx.a.role} and the ${ctx.b.role}.`,
        ],
      },
      {
        heading: "Secondment Fee",
        body: (ctx) => {
          const out = [
            `In return for the Secondee's services, the ${ctx.b.role} shall pay the ${ctx.a.role} ${ctx.term("secondment_fee")} (the "Secondment Fee"), together with any ${indirectTax(ctx)} properly chargeable on it, and shall reimburse the travel and other expenses the Secondee properly incurs in the role.`,
            `The ${ctx.a.role} shall invoice the Secondment Fee monthly in arrears, and the ${ctx.b.role} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}. The Secondment Fee for any part of a month is calculated pro rata.`,
          ];
          const late = latePayment(ctx, `the ${ctx.b.role}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Work Product of the Secondee",
        body: (ctx) => [
          `All intellectual property rights in work the Secondee creates for the ${ctx.b.role} during the Secondment Period belong to the ${ctx.b.role}. To the extent they vest in the ${ctx.a.role}, the ${ctx.a.role} assigns them to the ${ctx.b.role}, by way of present assignment of present and future rights, and the ${ctx.a.role} shall procure that the Secondee signs any document reasonably needed to confirm this.`,
          `The ${ctx.a.role} shall procure that the Secondee keeps confidential, during and after the Secondment Period, all confidential information of the ${ctx.b.role} that the Secondee receives, and uses it only for the secondment.`,
        ],
      },
      {
        heading: "Responsibility for the Secondee",
        body: (ctx) => [
          `The ${ctx.b.role} is responsible for the work the Secondee performs under its direction and shall indemnify the ${ctx.a.role} against claims by third parties arising from that work, except to the extent caused by the ${ctx.a.role}'s breach of this Agreement or the Secondee's wilful misconduct.`,
          `The ${ctx.a.role} shall indemnify the ${ctx.b.role} against claims by the Secondee arising from the Secondee's employment, and against any tax or social security contributions due on the Secondee's pay, except to the extent caused by the ${ctx.b.role}'s act or omission.`,
          `The ${ctx.b.role} shall keep in force appropriate insurance covering the Secondee's work at its premises and its liability for the Secondee's acts.`,
        ],
      },
      {
        heading: "Ending the Secondment",
        body: (ctx) => [
          `The secondment ends at the end of the Secondment Period. Either party may end it earlier by giving the other not less than ${writtenNotice(ctx.term("notice_period"))}.`,
          `The secondment ends at once, by written notice, if the Secondee's employment with the ${ctx.a.role} ends, if the Secondee commits serious misconduct, or if the other party commits a material breach of this Agreement that it does not remedy within fourteen (14) days of written notice.`,
          `When the secondment ends, the Secondee returns to work for the ${ctx.a.role} and returns to the ${ctx.b.role} all its property and information, and the ${ctx.b.role} pays the Secondment Fee accrued up to the end date.`,
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "limitation_of_liability", "data_protection", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "DE",
      party_a: "Rheinwerk Engineering GmbH",
      party_b: "Nordlicht Mobility GmbH",
      key_terms: { secondee: "Hannah Fischer", secondee_role: "lead systems engineer on the Host's e-bike drive programme", start_date: "1 April 2026", duration: "12 months", secondment_fee: "EUR 11,000 per month" },
    },
  },
  {
    id: "fixed_term_employment_agreement",
    title: "Fixed-Term Employment Agreement",
    group: "employment",
    description: "Employs an individual for a fixed period ending on a stated date: reason for the fixed term, pay and equal treatment with permanent staff, confidentiality and inventions, restraints (adjusted to the jurisdiction), expiry and early termination.",
    parties: {
      a: { role: "Employer", description: "The company employing the individual." },
      b: { role: "Employee", description: "The individual employed for the fixed term.", individual: true },
    },
    terms: [
      { name: "job_title", type: "text", required: true, description: 'The Employee\'s position, e.g. "Communications Officer".' },
      { name: "start_date", type: "date", required: true, description: "First day of employment." },
      { name: "end_date", type: "date", required: true, description: "Last day of the fixed term." },
      { name: "salary", type: "money", required: true, description: 'Gross pay, e.g. "EUR 3,200 per month".' },
      { name: "fixed_term_reason", type: "text", description: 'Why the employment is for a fixed term, e.g. "to replace an employee during maternity leave" (required in France).' },
      { name: "collective_agreement", type: "text", description: 'The collective agreement that applies, e.g. "Convention collective nationale des hôtels, cafés, restaurants (HCR)" (its title is required in France).' },
      { name: "place_of_work", type: "text", description: "Normal place of work; omitted: the Employer's office notified to the Employee." },
      { name: "working_hours", type: "text", default: "40 hours a week, Monday to Friday", description: "Normal working hours." },
      { name: "annual_leave", type: "text", default: "the statutory minimum plus public holidays, pro rata to the fixed term", description: "Paid holiday." },
      { name: "probation_period", type: "duration", description: "Probationary period, if any." },
      { name: "early_termination", type: "choice", options: ["permitted", "not permitted"], default: "permitted", description: "Whether either party may end the employment early on notice before the end date." },
      { name: "notice_period", type: "duration", default: "1 month", description: "Notice for early termination, where permitted (never less than the legal minimum)." },
      { name: "non_compete_period", type: "duration", description: "Length of a post-employment non-compete, where the law allows one (not in California; limited to the term in India)." },
      { name: "non_compete_area", type: "text", default: EMPLOYEE_RESTRAINT_AREA, description: "Area a post-employment non-compete covers, where allowed." },
    ],
    features: { employment: true },
    clauses: [
      {
        heading: "Appointment for a Fixed Term",
        body: (ctx) => {
          const out = [`The ${ctx.a.role} employs the ${ctx.b.role} as ${ctx.term("job_title")} for a fixed term starting on ${ctx.term("start_date")} and ending on ${ctx.term("end_date")} (the "Fixed Term"), unless the employment ends earlier under this Agreement.`];
          const reason = ctx.optional("fixed_term_reason");
          if (reason) out.push(`The employment is for a fixed term for the following reason: ${reason}.`);
          else if (ctx.law.system === "EU") out.push(`The employment is for a fixed term for the following reason: ${BLANK}.`);
          if (ctx.within("FR")) ctx.note("fixed_term_france", "In France a fixed-term contract is allowed only for the cases the Labour Code lists; it must be in writing, in French, state its precise reason, and be given to the employee within the statutory time, failing which it may be treated as a contract of indefinite duration; an end-of-contract allowance is generally due on expiry.");
          if (ctx.within("DE")) ctx.note("fixed_term_germany", "In Germany a fixed term must be agreed in writing before work starts; without an objective reason it is limited to two years in total (with up to three extensions), and with a reason the reason should be recorded.");
          out.push(
            `The employment ends automatically at the end of the Fixed Term without any need for notice, unless the parties agree in writing before then to extend or renew it. If the ${ctx.b.role} continues to work after that date with the ${ctx.a.role}'s knowledge and without such an agreement, the employment continues for an indefinite period on the terms of this Agreement.`,
          );
          if (ctx.given("probation_period")) out.push(probationPeriod(ctx, ctx.term("probation_period")));
          return out;
        },
      },
      {
        heading: "Duties, Place and Hours",
        body: (ctx) => [
          `The ${ctx.b.role} shall perform the duties reasonably assigned to the role, comply with the ${ctx.a.role}'s lawful policies and instructions, and devote their full working time and attention to the ${ctx.a.role}'s business.`,
          `The ${ctx.b.role}'s normal place of work is ${ctx.optional("place_of_work") ?? `the ${ctx.a.role}'s office notified to the ${ctx.b.role} in writing`}, and their normal working hours are ${normalHours(ctx)}, subject to the limits and any overtime pay required by law.`,
        ],
      },
      {
        heading: "Pay, Leave and Equal Treatment",
        body: (ctx) => [
          `The ${ctx.a.role} shall pay the ${ctx.b.role} a salary of ${ctx.term("salary")}, less the deductions the law requires, in arrears on or about the last working day of each month, and shall reimburse expenses properly incurred in the role in line with its expenses policy.`,
          `The ${ctx.b.role} is entitled to paid annual leave of ${ctx.term("annual_leave")}, and to the sick pay the law provides and any further sick pay under the ${ctx.a.role}'s policy.`,
          `The ${ctx.a.role} shall not treat the ${ctx.b.role}, as regards pay or other conditions of employment, less favourably than a comparable permanent employee because the employment is for a fixed term, unless the difference is objectively justified, and shall inform the ${ctx.b.role} of suitable permanent vacancies.`,
          `When the Fixed Term expires, the ${ctx.a.role} shall pay any end-of-contract allowance or other sum the law requires on the expiry of a fixed-term contract.`,
        ],
      },
      statutoryBenefits,
      irelandStatutoryTerms,
      statutoryEmploymentTerms,
      frenchFixedTerm,
      {
        heading: "Confidential Information and Inventions",
        body: (ctx) => [
          `The ${ctx.b.role} shall not, during or after the employment, use or disclose any confidential information or trade secret of the ${ctx.a.role} or its customers, except in the proper performance of the duties or as required by law.`,
          `All inventions, works and other intellectual property that the ${ctx.b.role} creates in the course of the employment belong to the ${ctx.a.role} to the extent the law allows, and the ${ctx.b.role} shall sign any document reasonably needed to confirm this. ${ownTimeCarveOut(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`, true)}`.trim(),
          ...protectedDisclosures(ctx, `the ${ctx.b.role}`),
        ],
      },
      {
        heading: "Restrictions on Competition",
        body: (ctx) => competitionClause(ctx, `be employed or engaged in, or concerned with, any business that competes with the business of the ${ctx.a.role} in which the ${ctx.b.role} worked`, false),
      },
      {
        heading: "Expiry and Early Termination",
        body: (ctx) => {
          const out = [
            ctx.term("early_termination") === "permitted"
              ? (protectedNotice(ctx, writtenNotice(ctx.term("notice_period")), "Early termination is permitted: before the end of the Fixed Term, ") ??
                `Early termination is permitted: either party may end the employment before the end of the Fixed Term by giving the other ${writtenNotice(ctx.term("notice_period"))}, or any longer notice the law requires.`)
              : `Early termination for convenience is not permitted: neither party may end the employment before the end of the Fixed Term except under ${refTo("summary-dismissal")} or as the law otherwise allows.`,
            anchor("summary-dismissal", summaryDismissal(ctx, `The ${ctx.a.role} may end the employment at once, without notice or pay in lieu, where the law permits summary dismissal, including for`)),
            `When the employment ends the ${ctx.b.role} shall return all property, documents and data of the ${ctx.a.role} in their possession.`,
          ];
          if (ctx.term("early_termination") === "permitted") out.splice(1, 0, ...dismissalProtection(ctx));
          if (ctx.law.system === "GB") {
            out.push(`The parties note that the expiry of the Fixed Term without renewal is a dismissal for the purposes of ${ctx.cite("uk-employment-rights-act-1996", "95", "section 95 of the Employment Rights Act 1996")}; before the Fixed Term expires the ${ctx.a.role} shall consider whether the employment should be renewed and, if it is not, tell the ${ctx.b.role} the reason.`);
          }
          return out;
        },
      },
      {
        heading: "Statutory Particulars",
        body: (ctx) => {
          if (ctx.law.system !== "GB") return null;
          ctx.note("gb_disciplinary_policies", GB_DISCIPLINARY_NOTE);
          return `This Agreement, with the ${ctx.a.role}'s policies referred to in it, is intended to give the ${ctx.b.role} the written statement of particulars of employment, including the date on which the fixed term ends, required by ${ctx.cite("uk-employment-rights-act-1996", "1", "section 1 of the Employment Rights Act 1996")}. The notice the ${ctx.a.role} gives is never less than the minimum in ${ctx.cite("uk-employment-rights-act-1996", "86", "section 86 of that Act")}. ${gbDisciplinaryRules(ctx)}`;
        },
      },
    ],
    boilerplate: ["data_protection", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "FR",
      party_a: "Atelier Lumen SAS",
      party_b: "Camille Dubois",
      key_terms: { job_title: "Communications Officer", start_date: "2026-02-02", end_date: "2026-09-30", salary: "EUR 3,200 per month", fixed_term_reason: "to replace an employee absent on maternity leave", early_termination: "not permitted" },
    },
  },
  {
    id: "executive_employment_agreement",
    title: "Executive Employment Agreement",
    group: "employment",
    description: "Employs a senior executive: reporting line, duties (including directors' duties), salary, bonus and equity with clawback, garden leave, termination for cause or good reason with severance against a release, restraints adjusted to the jurisdiction, and D&O cover.",
    parties: {
      a: { role: "Company", description: "The company employing the executive." },
      b: { role: "Executive", description: "The senior executive employed.", individual: true },
    },
    terms: [
      { name: "job_title", type: "text", required: true, description: 'The Executive\'s office, e.g. "Chief Financial Officer".' },
      { name: "start_date", type: "date", required: true, description: "First day of employment." },
      { name: "base_salary", type: "money", required: true, description: 'Gross base salary, e.g. "USD 425,000 per year".' },
      { name: "reporting_to", type: "text", default: "the Board", description: 'To whom the Executive reports, e.g. "the Chief Executive Officer".' },
      { name: "target_bonus", type: "percentage", description: "Target annual bonus as a percentage of base salary." },
      { name: "equity_award", type: "text", description: 'Equity or long-term incentive award, e.g. "options over 150,000 shares of common stock vesting over four years".' },
      { name: "collective_agreement", type: "text", description: 'The collective agreement that applies, e.g. "Convention collective nationale Syntec" (named in a French contract).' },
      { name: "notice_period", type: "duration", default: "6 months", description: "Notice either party gives to end the employment (never less than the legal minimum)." },
      { name: "severance", type: "text", description: 'Severance on termination without cause or for good reason, e.g. "12 months\' base salary"; omitted: none beyond notice.' },
      { name: "garden_leave", type: "choice", options: ["permitted", "not permitted"], default: "permitted", description: "Whether the Company may place the Executive on garden leave during notice." },
      { name: "non_compete_period", type: "duration", description: "Length of the post-employment non-compete, where the law allows one (not in California; limited to the term in India); omitted: six months." },
      { name: "non_compete_area", type: "text", default: "any area in which the Company carried on the business concerned, and for which the Executive was responsible, during the last twelve (12) months of the employment", description: "Area the post-employment non-compete covers, where allowed." },
    ],
    features: { employment: true },
    clauses: [
      {
        heading: "Appointment and Reporting",
        body: (ctx) => [
          `The ${ctx.a.role} employs the ${ctx.b.role} as ${ctx.term("job_title")}, starting on ${ctx.term("start_date")}. In this Agreement, "Board" means the board of directors of the ${ctx.a.role}. The ${ctx.b.role} reports to ${ctx.term("reporting_to")}.`,
          `The ${ctx.b.role} shall exercise the powers and perform the duties of that office, and any other duties consistent with it that the Board reasonably assigns, including offices in companies in the ${ctx.a.role}'s group, without further pay unless agreed.`,
          `The ${ctx.b.role} warrants that entering into this Agreement and performing the duties will not breach any obligation they owe to a former employer or anyone else.`,
        ],
      },
      {
        heading: "Duties and Outside Interests",
        body: (ctx) => {
          const out = [
            `The ${ctx.b.role} shall devote their full working time, attention and ability to the business of the ${ctx.a.role}, act in its best interests, and comply with its articles or other constitutional documents, its policies and the lawful decisions of the Board.`,
          ];
          const director = `If the ${ctx.b.role} is appointed a director of the ${ctx.a.role} or of a group company, they shall also comply with`;
          if (ctx.law.system === "GB") out.push(`${director} the general duties of directors in ${ctx.cite("uk-companies-act-2006", "171", "sections 171")} to ${ctx.cite("uk-companies-act-2006", "177", "177 of the Companies Act 2006")}.`);
          else if (ctx.law.system === "IN") out.push(`${director} the duties of directors in ${ctx.cite("in-companies-act-2013", "166", "section 166 of the Companies Act, 2013")}.`);
          else if (ctx.within("SG")) out.push(`${director} the duty to act honestly and use reasonable diligence in ${ctx.cite("sg-companies-act-1967", "157", "section 157 of the Companies Act 1967")}.`);
          else out.push(`${director} the duties the law of the company's place of incorporation imposes on directors.`);
          out.push(
            `The ${ctx.b.role} shall not, without the Board's prior written consent, be engaged or interested in any other business, except holding up to three per cent (3%) of any class of listed securities as a passive investment. The Board shall not unreasonably refuse consent to one non-executive or charitable appointment that does not conflict with the ${ctx.a.role}'s interests.`,
            `The ${ctx.b.role} shall disclose to the Board promptly any interest they have in a transaction or arrangement with the ${ctx.a.role}, and any conduct of another senior employee of which they become aware that breaches that person's duties.`,
          );
          return out;
        },
      },
      {
        heading: "Remuneration and Incentives",
        body: (ctx) => {
          const out = [`The ${ctx.a.role} shall pay the ${ctx.b.role} a base salary of ${ctx.term("base_salary")}, less the deductions the law requires, in accordance with its normal payroll practice. The Board shall review the base salary at least once a year, and shall not reduce it without the ${ctx.b.role}'s consent.`];
          const bonus = ctx.optional("target_bonus");
          if (bonus) out.push(`The ${ctx.b.role} is eligible for an annual bonus with a target of ${percentWithoutBase(bonus, "base salary")} of base salary, payable on the achievement of performance objectives the Board sets each year after consulting the ${ctx.b.role}. The amount of any bonus is determined by the Board under the applicable plan, and a bonus for a year is payable only if the ${ctx.b.role} is employed, and not under notice, on the payment date, except as the plan or the law provides.`);
          const equity = ctx.optional("equity_award");
          if (equity) out.push(`Subject to the Board's approval and to the terms of the relevant plan and award agreement, the ${ctx.a.role} shall grant the ${ctx.b.role} ${equity}.`);
          out.push(`The ${ctx.b.role} may take part in the benefit arrangements the ${ctx.a.role} provides for its senior executives, on the terms of those arrangements, and is entitled to paid ${ctx.law.system === "US" ? "time off" : "holiday"} of no less than the law requires.`);
          out.push(
            `Any bonus, equity or other incentive compensation is subject to reduction, forfeiture or recovery under any clawback policy the ${ctx.a.role} adopts to comply with law or the rules of a stock exchange on which its securities are listed, as in force from time to time${ctx.law.system === "US" ? `, and to reimbursement under ${ctx.cite("us-sox", "304", "section 304 of the Sarbanes-Oxley Act of 2002")} where that section applies to the ${ctx.b.role}` : ""}.`,
          );
          return out;
        },
      },
      {
        heading: "Garden Leave",
        body: (ctx) =>
          ctx.term("garden_leave") === "permitted"
            ? [
                `Garden leave is permitted: during all or part of any period of notice, the ${ctx.a.role} may require the ${ctx.b.role} not to attend work, to perform no duties or only specified duties, and not to contact its clients, suppliers or staff.`,
                `During garden leave the ${ctx.b.role} remains employed, continues to receive salary and contractual benefits, and remains bound by all the duties of employment, including the duty not to work for anyone else.`,
              ]
            : `Garden leave is not permitted: the ${ctx.a.role} may not require the ${ctx.b.role} to stay away from work during notice, except during a suspension on full pay while a genuine investigation into alleged misconduct is carried out.`,
      },
      {
        heading: "Termination and Severance",
        body: (ctx) => {
          const severance = ctx.optional("severance");
          // Where the law protects against dismissal, the executive resigns on notice and the company ends the employment
          // only as that law allows; ending it at once with pay in lieu is then not the company's to choose.
          const guarded = protectedNotice(ctx, writtenNotice(ctx.term("notice_period")), "");
          const out = [
            ...(guarded
              ? [guarded, ...dismissalProtection(ctx)]
              : [`Either party may end the employment by giving the other ${writtenNotice(ctx.term("notice_period"))}, or any longer notice the law requires. The ${ctx.a.role} may instead end the employment at once by paying the ${ctx.b.role} base salary in lieu of all or the rest of the notice period.`]),
            `The ${ctx.a.role} may end the employment at once for Cause, without notice or pay in lieu, where the law permits. "Cause" means (a) ${misconductWord(ctx)}; (b) a serious or persistent breach of this Agreement; (c) conviction of a criminal offence (other than a minor traffic offence) or an act of fraud or dishonesty; (d) conduct that brings the ${ctx.a.role} into serious disrepute; or (e) disqualification from acting as a director.`,
            ...(ctx.within("CA-ON") ? [summaryDismissal(ctx, "")] : []),
          ];
          if (severance) {
            out.push(
              `If the ${ctx.a.role} ends the employment other than for Cause, or the ${ctx.b.role} resigns for Good Reason, the ${ctx.a.role} shall pay the ${ctx.b.role} ${severance} (the "Severance"), in addition to notice or pay in lieu and sums accrued to the termination date. The Severance is conditional on the ${ctx.b.role} signing, and not revoking, a release of claims in the form the ${ctx.a.role} reasonably requires, and on their continuing to comply with their obligations under this Agreement.`,
              `"Good Reason" means any of the following without the ${ctx.b.role}'s written consent: (a) a material reduction of base salary; (b) a material reduction of the ${ctx.b.role}'s authority, duties or reporting line; or (c) a material breach of this Agreement by the ${ctx.a.role}; in each case only if the ${ctx.b.role} gives written notice of it within sixty (60) days of its first occurrence, the ${ctx.a.role} fails to remedy it within thirty (30) days of that notice, and the ${ctx.b.role} resigns within thirty (30) days after that period ends.`,
            );
          } else {
            out.push(`No severance is payable on termination beyond notice or pay in lieu, sums accrued to the termination date and any payment the law requires.`);
          }
          out.push(`When the employment ends the ${ctx.b.role} shall resign from every office they hold in the ${ctx.a.role}'s group and return all its property, documents and data.`);
          if (ctx.law.system === "US") out.push(`The parties intend the payments under this Agreement to be exempt from, or to comply with, the federal income tax rules on non-qualified deferred compensation, and this Agreement shall be interpreted accordingly; each payment in a series of instalments is a separate payment for those rules.`);
          return out;
        },
      },
      {
        heading: "Restrictions on Competition",
        body: (ctx) =>
          competitionClause(
            ctx,
            `be employed or engaged in, or concerned with, any business that competes with a business of the ${ctx.a.role} or its group in which the ${ctx.b.role} was materially involved during the last twelve (12) months of the employment`,
            true,
          ),
      },
      statutoryBenefits,
      irelandStatutoryTerms,
      statutoryEmploymentTerms,
      frenchEmploymentContract,
      {
        heading: "Confidential Information and Inventions",
        body: (ctx) => [
          `The ${ctx.b.role} shall not, during or after the employment, use or disclose any confidential information or trade secret of the ${ctx.a.role}, its group or its customers, except in the proper performance of the duties or as required by law.`,
          `All inventions, works and other intellectual property that the ${ctx.b.role} creates in the course of the employment belong to the ${ctx.a.role} to the extent the law allows, and the ${ctx.b.role} shall sign any document reasonably needed to confirm this. ${ownTimeCarveOut(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`, true)}`.trim(),
          ...protectedDisclosures(ctx, `the ${ctx.b.role}`),
        ],
      },
      {
        heading: "Directors' and Officers' Insurance and Indemnity",
        body: (ctx) => {
          const out = [`The ${ctx.a.role} shall maintain directors' and officers' liability insurance covering the ${ctx.b.role} during the employment and for at least six (6) years after it ends, on terms no less favourable than those that apply to its other directors and officers.`];
          if (ctx.law.system === "GB") out.push(`The ${ctx.a.role} shall indemnify the ${ctx.b.role} against liabilities incurred as a director or officer to the extent, and only to the extent, that a qualifying indemnity is permitted under ${ctx.cite("uk-companies-act-2006", "232", "section 232 of the Companies Act 2006")} and the ${ctx.a.role}'s articles.`);
          else out.push(`The ${ctx.a.role} shall indemnify the ${ctx.b.role} against liabilities incurred as a director or officer to the fullest extent permitted by its constitutional documents and the law of its place of incorporation.`);
          return out;
        },
      },
    ],
    boilerplate: ["data_protection", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-NY",
      party_a: "Larchmont Biotherapeutics, Inc.",
      party_b: "Elena Vasquez",
      key_terms: { job_title: "Chief Financial Officer", start_date: "2026-04-01", base_salary: "USD 425,000 per year", target_bonus: "40%", severance: "12 months' base salary", non_compete_period: "9 months" },
    },
  },
];

/**
 * The own-time carve-out from an assignment of inventions. Its words are California's (Labor Code § 2870, with the
 * § 2872 notice for employees); US employers use them in other states too, where several states have like statutes.
 * Outside the US the assignment reaches only work in the course of the engagement, so no US carve-out is transplanted.
 */
function ownTimeCarveOut(ctx: DraftContext, worker: string, company: string, employee: boolean, subject = "This"): string {
  if (ctx.law.system !== "US") return "";
  const text = `${subject} does not extend to an invention that ${worker} develops entirely on their own time without using ${company}'s equipment, supplies, facilities or trade secrets, unless it relates, when conceived or first reduced to practice, to ${company}'s business or to its actual or demonstrably anticipated research or development, or results from work ${worker} performed for ${company}.`;
  if (!employee) return text;
  if (!ctx.within("US-CA")) return `${text}${inventionStatute(ctx)}`;
  return `${text} This sub-clause is the written notice that ${ctx.cite("us-ca-labor-code", "2872", "section 2872 of the California Labor Code")} requires of the limit on assignment in ${ctx.cite("us-ca-labor-code", "2870", "section 2870 of that Code")}.`;
}

/** What no confidentiality, release or non-disparagement clause stops a worker doing. */
function protectedDisclosures(ctx: DraftContext, worker: string): string[] {
  const base = `Nothing in this Agreement prevents ${worker} from reporting a suspected breach of the law to a regulator, law enforcement agency or other public authority, cooperating with its investigation, giving truthful evidence when lawfully required to, or disclosing information about unlawful acts in the workplace, such as harassment, discrimination or any other conduct ${worker} has reason to believe is unlawful.`;
  if (ctx.law.system === "GB") return [`${base} This includes making a protected disclosure within the meaning of ${ctx.cite("uk-employment-rights-act-1996", "43A", "section 43A of the Employment Rights Act 1996")}.`];
  if (ctx.law.system === "US") return [
      `${base} This includes filing a charge with, or taking part in an investigation by, the Equal Employment Opportunity Commission or a comparable state or local agency (${ctx.cite("us-title-vii", "2000e-5", "42 U.S.C. § 2000e-5")}).`,
      dtsaNotice(worker),
    ];
  return [base];
}

/**
 * States whose statute sets conditions on an employee non-compete that the draft cannot meet by its words alone (the
 * employee's pay, when the terms are given, the consideration); a note names them. Only statutes we could confirm.
 */
const US_NON_COMPETE_STATUTES: Readonly<Record<string, string>> = {
  "US-WA": "Washington: under RCW chapter 49.62 a non-competition covenant is void unless the employee's annual earnings exceed the threshold set under RCW 49.62.020 (adjusted each year) and its terms are disclosed in writing no later than the time the employee accepts the offer; a restriction longer than eighteen months is presumed unreasonable, and a Washington-based employee cannot be made to litigate it outside Washington. Check the statute before signing.",
  "US-CO": "Colorado: under C.R.S. § 8-2-113 a non-compete with a worker is void unless the worker is highly compensated (the threshold is adjusted each year) and it is for the protection of trade secrets and no broader than reasonably necessary to protect them; notice of it must be given in a separate document signed by the worker, and a Colorado worker cannot be made to accept another State's law or forum for it. Check the statute and the current threshold before signing.",
  "US-MA": "Massachusetts: a non-competition agreement with an employee must meet the Massachusetts Noncompetition Agreement Act (G.L. c. 149, § 24L): signed by both parties, stating the employee's right to consult counsel, given with the offer or at least ten business days before employment starts, supported by garden leave or other agreed consideration, and no longer than twelve months; it cannot be enforced against an employee who is non-exempt under the Fair Labor Standards Act or is laid off or terminated without cause. Check the statute before signing.",
};

function usStateNonCompeteNote(ctx: DraftContext): void {
  const state = ctx.chain.find((c) => c in US_NON_COMPETE_STATUTES);
  if (state) ctx.note("non_compete_state_statute", US_NON_COMPETE_STATUTES[state]);
}

/**
 * The non-compete of an employment template, through `restraintOfTrade`. Where no post-employment restriction is
 * asked for and `postTermByDefault` is false, only the restriction during the employment is kept; in the EU a
 * post-employment restriction carries the compensation the law requires.
 */
function competitionClause(ctx: DraftContext, activity: string, postTermByDefault: boolean): string[] {
  const parts = restraintOfTrade(ctx, { restricted: `the ${ctx.b.role}`, beneficiary: `the ${ctx.a.role}`, activity, periodTerm: "non_compete_period", areaTerm: "non_compete_area", worker: true });
  const asked = ctx.given("non_compete_period") || ctx.given("non_compete_area");
  const postTerm = parts.length > 2;
  if (postTerm && !asked && !postTermByDefault) return parts.slice(0, 1);
  if (postTerm) usStateNonCompeteNote(ctx);
  // Norway is outside the EU, but its Working Environment Act also makes the employer pay for a post-employment restraint.
  // Dutch law makes no payment a condition of a non-compete; the court may award one (BW 7:653(4)), which the NL sentence says.
  if (postTerm && (ctx.law.system === "EU" || ctx.within("NO")) && !ctx.within("NL")) {
    if (ctx.within("DE") || ctx.within("FR")) ctx.note("non_compete_compensation", "In Germany and France a non-compete binding an employee after the employment ends is generally valid only if the employer pays compensation for the restricted period (in Germany at least half of the employee's last contractual remuneration); agree the amount before signing.");
    parts.push(`For each month during which the restriction after the employment applies, the ${ctx.a.role} shall pay the ${ctx.b.role} the compensation that the applicable law requires as a condition of the restriction being binding, monthly in arrears.`);
  }
  // The statute's own conditions, also outside the EU (Switzerland, Norway, Québec) where the law names them.
  const statute = postTerm && ctx.law.family === "civil" ? postEmploymentRestraintStatute(ctx) : null;
  if (statute) parts.push(statute);
  return parts;
}
