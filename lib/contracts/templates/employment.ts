import { noticeOf } from "../key-terms";
import { restraintOfTrade } from "../law-clauses";
import type { ContractTemplate } from "../types";

/** Employment and engagement of individuals. Restraints go through `restraintOfTrade` so each jurisdiction's rule applies. */
export const employmentTemplates: ContractTemplate[] = [
  {
    id: "employment_agreement",
    title: "Employment Agreement",
    group: "employment",
    description: "Employs an individual: role, start date, pay, hours, leave, confidentiality, inventions, restraints (adjusted to the jurisdiction) and termination.",
    parties: {
      a: { role: "Employer", description: "The company employing the individual." },
      b: { role: "Employee", description: "The individual employed." },
    },
    terms: [
      { name: "job_title", type: "text", required: true, description: 'The Employee\'s position, e.g. "Senior Software Engineer".' },
      { name: "start_date", type: "date", required: true, description: "First day of employment." },
      { name: "salary", type: "money", required: true, description: 'Gross pay, e.g. "GBP 65,000 per year".' },
      { name: "place_of_work", type: "text", description: "Normal place of work; omitted: the Employer's offices notified to the Employee." },
      { name: "working_hours", type: "text", default: "40 hours a week, Monday to Friday", description: "Normal working hours." },
      { name: "probation_period", type: "duration", description: "Probationary period, if any." },
      { name: "annual_leave", type: "text", default: "the statutory minimum plus public holidays", description: 'Paid holiday, e.g. "25 working days plus public holidays".' },
      { name: "notice_period", type: "duration", default: "1 month", description: "Notice either side gives to end the employment (never less than the legal minimum)." },
      { name: "non_compete_period", type: "duration", description: "Length of a post-employment non-compete, where the law allows one (not in California; limited to the term in India)." },
      { name: "non_compete_area", type: "text", description: "Area a post-employment non-compete covers, where allowed." },
    ],
    features: { employment: true },
    clauses: [
      {
        heading: "Appointment and Duties",
        body: (ctx) => [
          `The ${ctx.a.role} employs the ${ctx.b.role} as ${ctx.term("job_title")}, starting on ${ctx.term("start_date")}. No period of previous employment counts as continuous employment with the ${ctx.a.role} unless the law requires it.`,
          `The ${ctx.b.role} shall perform the duties reasonably assigned to the role, comply with the ${ctx.a.role}'s lawful policies and instructions, and devote their full working time and attention to the ${ctx.a.role}'s business.`,
          ctx.given("probation_period")
            ? `The first ${ctx.term("probation_period")} of employment is a probationary period, during which either party may end the employment by giving one week's written notice (or any longer minimum the law requires).`
            : `The ${ctx.b.role}'s employment is not subject to a probationary period.`,
        ],
      },
      {
        heading: "Place of Work and Hours",
        body: (ctx) => [
          `The ${ctx.b.role}'s normal place of work is ${ctx.optional("place_of_work") ?? `the ${ctx.a.role}'s office notified to the ${ctx.b.role} in writing`}.`,
          `The ${ctx.b.role}'s normal working hours are ${ctx.term("working_hours")}, together with any additional hours reasonably necessary for the proper performance of the role, subject to the limits and any overtime pay required by law.`,
        ],
      },
      {
        heading: "Remuneration",
        body: (ctx) => [
          `The ${ctx.a.role} shall pay the ${ctx.b.role} a salary of ${ctx.term("salary")}, less the deductions the law requires, by equal instalments in arrears on or about the last working day of each month.`,
          `The ${ctx.a.role} shall reimburse expenses reasonably and properly incurred in performing the duties, on production of receipts in line with its expenses policy.`,
        ],
      },
      {
        heading: "Holidays and Absence",
        body: (ctx) => [
          `The ${ctx.b.role} is entitled to ${ctx.term("annual_leave")} in each holiday year, to be taken at times agreed with the ${ctx.a.role}.`,
          `The ${ctx.b.role} shall notify the ${ctx.a.role} of any absence through sickness or injury as early as possible on the first day, and is entitled to the sick pay the law provides and any further sick pay under the ${ctx.a.role}'s policy.`,
        ],
      },
      {
        heading: "Confidential Information and Inventions",
        body: (ctx) => [
          `The ${ctx.b.role} shall not, during or after employment, use or disclose any confidential information or trade secret of the ${ctx.a.role} or its customers, except in the proper performance of the duties or as required by law. Nothing in this clause prevents a disclosure the law protects, such as a report of wrongdoing to a regulator.`,
          `All inventions, works and other intellectual property that the ${ctx.b.role} creates in the course of the employment belong to the ${ctx.a.role} to the extent the law allows, and the ${ctx.b.role} shall sign any document reasonably needed to confirm this. This does not extend to an invention developed entirely on the ${ctx.b.role}'s own time without using the ${ctx.a.role}'s equipment, supplies, facilities or trade secrets that does not relate to the ${ctx.a.role}'s business.`,
        ],
      },
      {
        heading: "Restrictions on Competition",
        body: (ctx) =>
          restraintOfTrade(ctx, {
            restricted: `the ${ctx.b.role}`,
            beneficiary: `the ${ctx.a.role}`,
            activity: `be employed or engaged in, or concerned with, any business that competes with the business of the ${ctx.a.role} in which the ${ctx.b.role} worked`,
            periodTerm: "non_compete_period",
            areaTerm: "non_compete_area",
          }),
      },
      {
        heading: "Termination of Employment",
        body: (ctx) => [
          `After any probationary period, either party may end the employment by giving the other ${noticeOf(ctx.term("notice_period"))} written notice, or any longer notice the law requires.`,
          `The ${ctx.a.role} may end the employment at once, without notice or pay in lieu, if the ${ctx.b.role} commits gross misconduct or a serious or persistent breach of this Agreement.`,
          `On termination the ${ctx.b.role} shall return all property, documents and data of the ${ctx.a.role} in their possession.`,
        ],
      },
      {
        heading: "Statutory Particulars",
        body: (ctx) => {
          if (ctx.law.system !== "GB") return null;
          return `This Agreement, with the ${ctx.a.role}'s policies referred to in it, is intended to give the ${ctx.b.role} the written statement of particulars of employment required by ${ctx.cite("uk-employment-rights-act-1996", "1", "section 1 of the Employment Rights Act 1996")}. The notice the ${ctx.a.role} gives is never less than the minimum in ${ctx.cite("uk-employment-rights-act-1996", "86", "section 86 of that Act")}.`;
        },
      },
    ],
    boilerplate: ["data_protection", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "US-CA", party_a: "Brightwave Analytics Inc.", party_b: "Jordan Lee", key_terms: { job_title: "Senior Data Engineer", start_date: "2026-01-05", salary: "USD 185,000 per year", non_compete_period: "12 months" } },
  },
];
