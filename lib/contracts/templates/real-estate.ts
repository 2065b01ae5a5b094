import { noticeOf } from "../key-terms";
import type { ContractTemplate } from "../types";

/** Lettings and other dealings with land and buildings. */
export const realEstateTemplates: ContractTemplate[] = [
  {
    id: "lease",
    title: "Lease",
    group: "real_estate",
    description: "Lets premises for a fixed term at a rent, with deposit, use, repair, access and ending; in India adds stamp duty and, for terms over eleven months, registration.",
    shortName: "Lease",
    parties: {
      a: { role: "Landlord", description: "The owner letting the premises." },
      b: { role: "Tenant", description: "The person taking the premises." },
    },
    terms: [
      { name: "premises", type: "text", required: true, description: 'Address and description of the premises, e.g. "Unit 4, 12 Mill Lane, Leeds LS1 4AB".' },
      { name: "rent", type: "money", required: true, description: 'Rent and period, e.g. "GBP 2,500 per month".' },
      { name: "duration", type: "duration", required: true, description: "Length of the term." },
      { name: "commencement_date", type: "date", description: "First day of the term; omitted: the Effective Date." },
      { name: "security_deposit", type: "money", description: "Deposit paid on signing." },
      { name: "permitted_use", type: "text", default: "offices", description: 'Use allowed, e.g. "residential use by the Tenant and family", "offices".' },
      { name: "rent_escalation", type: "percentage", description: "Yearly increase of the rent, if agreed." },
      { name: "notice_period", type: "duration", default: "3 months", description: "Notice to end the lease early where a break is agreed." },
    ],
    features: { realPropertyLetting: true, witnessed: true },
    clauses: [
      {
        heading: "Letting and Term",
        body: (ctx) => `The ${ctx.a.role} lets to the ${ctx.b.role} the premises at ${ctx.term("premises")} (the "Premises") for a term of ${ctx.term("duration")} starting on ${ctx.optional("commencement_date") ?? "the Effective Date"} (the "Term"), together with the right to use the common parts of any building of which the Premises form part for access.`,
      },
      {
        heading: "Rent",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} shall pay the rent of ${ctx.term("rent")} (the "Rent") in advance on or before the fifth day of each period for which it is payable, by bank transfer to the account the ${ctx.a.role} notifies in writing.`];
          const up = ctx.optional("rent_escalation");
          if (up) out.push(`On each anniversary of the start of the Term the Rent increases by ${up} of the Rent payable immediately before it.`);
          out.push(`The ${ctx.b.role} shall pay the charges for electricity, water, gas, telephone and internet used at the Premises during the Term.`);
          return out;
        },
      },
      {
        heading: "Security Deposit",
        body: (ctx) => {
          const deposit = ctx.optional("security_deposit");
          if (!deposit) return null;
          return [
            `On signing this Lease the ${ctx.b.role} shall pay the ${ctx.a.role} a security deposit of ${deposit}, which carries no interest and which the ${ctx.a.role} holds as security for the performance of the ${ctx.b.role}'s obligations.`,
            `The ${ctx.a.role} shall refund the deposit within thirty (30) days after the ${ctx.b.role} gives back vacant possession of the Premises, less only amounts properly due for unpaid Rent, charges or damage beyond fair wear and tear, with a written statement of any deduction. Where the law requires the deposit to be protected in a scheme, the ${ctx.a.role} shall comply with that requirement.`,
          ];
        },
      },
      {
        heading: "Use and Alterations",
        body: (ctx) => [
          `The ${ctx.b.role} shall use the Premises only for ${ctx.term("permitted_use")} and shall not do anything at the Premises that is illegal or that causes nuisance to neighbouring occupiers.`,
          `The ${ctx.b.role} shall not make structural alterations to the Premises and shall not make other alterations without the ${ctx.a.role}'s prior written consent, which shall not be unreasonably withheld.`,
          `The ${ctx.b.role} shall not assign, sublet or part with possession of the whole or any part of the Premises without the ${ctx.a.role}'s prior written consent.`,
        ],
      },
      {
        heading: "Repair and Maintenance",
        body: (ctx) => [
          `The ${ctx.a.role} shall keep the structure, exterior, roof and the service installations of the Premises in good repair, and carry out repairs for which it is responsible within a reasonable time of being notified of the need.`,
          `The ${ctx.b.role} shall keep the interior of the Premises clean and in good condition (fair wear and tear excepted) and shall make good any damage caused by the ${ctx.b.role} or its visitors.`,
        ],
      },
      {
        heading: "Access",
        body: (ctx) => `The ${ctx.a.role} and its agents may enter the Premises at reasonable times, on at least twenty-four (24) hours' written notice except in an emergency, to inspect them, carry out repairs or show them to prospective tenants or buyers during the last three months of the Term.`,
      },
      {
        heading: "Quiet Enjoyment",
        body: (ctx) => `As long as the ${ctx.b.role} pays the Rent and observes the terms of this Lease, the ${ctx.b.role} may occupy and use the Premises during the Term without interruption by the ${ctx.a.role} or anyone claiming through it.`,
      },
      {
        heading: "Ending the Lease",
        body: (ctx) => [
          `Either party may end this Lease before the end of the Term by giving the other not less than ${noticeOf(ctx.term("notice_period"))} written notice, expiring no earlier than the end of the first year of the Term.`,
          `If the Rent or any part of it is unpaid for twenty-one (21) days after becoming due, or the ${ctx.b.role} materially breaches this Lease and does not remedy the breach within thirty (30) days of written notice, the ${ctx.a.role} may end this Lease by written notice, subject to any protection the law gives the ${ctx.b.role}.`,
          `At the end of the Term the ${ctx.b.role} shall give back the Premises with vacant possession, in the condition required by this Lease, and remove its belongings.`,
        ],
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN-KA", party_a: "Ramesh Iyer", party_b: "Sunrise Software Pvt Ltd", key_terms: { premises: "Office No. 402, 4th Floor, Prestige Towers, MG Road, Bengaluru 560001", rent: "INR 1,20,000 per month", duration: "3 years", security_deposit: "INR 7,20,000", rent_escalation: "5%" } },
  },
];
