import { civilLimitSaving, unexcludableLiability } from "../native-boilerplate";
import { isIndexDescription } from "../key-term-forms";
import { beforeTax, capitalise, payableWithin, writtenNotice, yearlyRate } from "../key-terms";
import { endForNonPerformance, indirectTax, inReturnFor, latePayment, liquidatedDamages, propertyOutgoings, performanceRemedy, premisesLicences } from "../law-clauses";
import { BLANK, type ContractTemplate, type DraftContext } from "../types";

/**
 * England and Wales: a business tenancy has the renewal rights of the Landlord and Tenant Act 1954 Part II (ss. 24–28)
 * unless the parties contract out under s. 38A, after the warning notice and declaration of the Regulatory Reform
 * (Business Tenancies) (England and Wales) Order 2003, which must come before the tenant is bound, so a draft cannot
 * record them as done. A precedent states the position; the draft states the statutory one and the note the choice.
 */
function securityOfTenure(ctx: DraftContext): string[] {
  if (ctx.within("IE")) return irishRenewalRights(ctx);
  if (ctx.law.system !== "GB") return [];
  ctx.note("security_of_tenure", "England and Wales: the draft leaves the tenant its renewal rights under the Landlord and Tenant Act 1954. Contracting out (s. 38A) is the parties' choice: the landlord must serve the warning notice, and the tenant make the declaration, of the Regulatory Reform (Business Tenancies) (England and Wales) Order 2003 before the tenant is bound, and the lease must then refer to them.");
  return [`The tenancy created by this Lease is not contracted out of sections 24 to 28 of the Landlord and Tenant Act 1954, and the ${ctx.b.role} has the security of tenure that Part II of that Act gives a tenant occupying the Premises for the purposes of its business.`];
}

/**
 * Ireland: a tenant of a business tenement may become entitled to a new tenancy under Part II of the Landlord and Tenant
 * (Amendment) Act 1980. Section 17 of that Act, as amended by s. 47 of the Civil Law (Miscellaneous Provisions) Act
 * 2008, lets the tenant of any business tenement renounce that entitlement in writing after receiving independent
 * legal advice, before or after the tenancy begins. Like the English contracting-out, the draft cannot record a
 * renunciation as made: it states the position, and the note the choice.
 */
function irishRenewalRights(ctx: DraftContext): string[] {
  ctx.note("renunciation_ie", "Ireland: the draft leaves the tenant its possible right to a new tenancy under Part II of the Landlord and Tenant (Amendment) Act 1980. If the parties agree that the tenant gives it up, the tenant must renounce it in writing after receiving independent legal advice (s. 17 of that Act, as amended by s. 47 of the Civil Law (Miscellaneous Provisions) Act 2008); a deed of renunciation is usually signed before the lease is granted.");
  return [`The ${ctx.b.role} has not renounced any entitlement to a new tenancy of the Premises under Part II of the Landlord and Tenant (Amendment) Act 1980. It may do so only by a renunciation in writing made after receiving independent legal advice, as section 17 of that Act, as amended by section 47 of the Civil Law (Miscellaneous Provisions) Act 2008, allows.`];
}

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
      { name: "commencement_date", type: "date", description: "First day of the term; omitted: the date of the Lease." },
      { name: "security_deposit", type: "money", description: "Deposit paid on signing." },
      { name: "permitted_use", type: "text", default: "offices", description: 'Use allowed, e.g. "residential use by the Tenant and family", "offices".' },
      { name: "rent_escalation", type: "percentage", description: "Yearly increase of the rent, if agreed." },
      { name: "notice_period", type: "duration", default: "3 months", description: "Notice to end the lease early where a break is agreed." },
    ],
    features: { realPropertyLetting: true, witnessed: true },
    clauses: [
      {
        heading: "Letting and Term",
        body: (ctx) => {
          if (ctx.law.system === "GB" && !/resid|dwelling|home/i.test(ctx.term("permitted_use"))) {
            ctx.note("business_tenancy", "A tenant occupying premises in England and Wales for business purposes may have a statutory right to a new lease when the term ends (Landlord and Tenant Act 1954, Part II) unless the statutory contracting-out procedure is completed before the lease is granted.");
          }
          return `The ${ctx.a.role} lets to the ${ctx.b.role} the premises at ${ctx.term("premises")} (the "Premises") for a term of ${ctx.term("duration")} starting on ${ctx.optional("commencement_date") ?? "the date of this Lease"} (the "Term"), together with the right to use the common parts of any building of which the Premises form part for access.`;
        },
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
          // An Indian lease almost always takes a refundable deposit: without one given, the clause keeps a blank.
          const deposit = ctx.optional("security_deposit") ?? (ctx.law.system === "IN" ? BLANK : undefined);
          if (!deposit) return null;
          if (deposit === BLANK) ctx.note("security_deposit_in", "India: leases usually take an interest-free refundable security deposit; give key_terms.security_deposit (the draft leaves it blank), or delete the clause if none is agreed.");
          return [
            `On signing this Lease the ${ctx.b.role} shall pay the ${ctx.a.role} a security deposit of ${deposit}, which carries no interest and which the ${ctx.a.role} holds as security for the performance of the ${ctx.b.role}'s obligations.`,
            `The ${ctx.a.role} shall refund the deposit within thirty (30) days after the ${ctx.b.role} gives back vacant possession of the Premises, less only amounts properly due for unpaid Rent, charges or damage beyond fair wear and tear, with a written statement of any deduction.${ctx.law.system === "GB" ? ` Where the law requires the deposit to be protected in a scheme, the ${ctx.a.role} shall comply with that requirement.` : ""}`,
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
        // "Quiet enjoyment" is the English covenant; a civil code puts the same duty as the landlord's to leave the
        // tenant the use of the premises undisturbed.
        headingFor: (ctx) => (ctx.law.family === "civil" ? "Undisturbed Use" : "Quiet Enjoyment"),
        body: (ctx) => `As long as the ${ctx.b.role} pays the Rent and observes the terms of this Lease, the ${ctx.b.role} may occupy and use the Premises during the Term without interruption by the ${ctx.a.role} or anyone claiming through it.`,
      },
      {
        heading: "Ending the Lease",
        body: (ctx) => [
          `Either party may end this Lease before the end of the Term by giving the other not less than ${writtenNotice(ctx.term("notice_period"))}, expiring no earlier than the end of the first year of the Term.`,
          `If the Rent or any part of it is unpaid for twenty-one (21) days after becoming due, or the ${ctx.b.role} materially breaches this Lease and does not remedy the breach within thirty (30) days of written notice, the ${ctx.a.role} may end this Lease by written notice, subject to any protection the law gives the ${ctx.b.role}.`,
          `At the end of the Term the ${ctx.b.role} shall give back the Premises with vacant possession, in the condition required by this Lease, and remove its belongings.`,
        ],
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN-KA", party_a: "Ramesh Iyer", party_b: "Sunrise Software Pvt Ltd", key_terms: { premises: "Office No. 402, 4th Floor, Prestige Towers, MG Road, Bengaluru 560001", rent: "INR 1,20,000 per month", duration: "3 years", security_deposit: "INR 7,20,000", rent_escalation: "5%" } },
  },
  {
    id: "residential_tenancy_agreement",
    title: "Residential Tenancy Agreement",
    group: "real_estate",
    description: "Lets a house or flat to an individual as their home for a fixed term: rent, deposit, furnishing, repair and safety duties, access, and how the tenancy ends, with possession recovered only through the law.",
    parties: {
      a: { role: "Landlord", description: "The owner letting the dwelling." },
      b: { role: "Tenant", description: "The individual (or individuals, jointly) renting the dwelling as their home." },
    },
    terms: [
      { name: "property", type: "text", required: true, description: 'Address of the dwelling, e.g. "Flat 3, 27 Albert Road, Bristol BS2 0XA".' },
      { name: "rent", type: "money", required: true, description: 'Rent and its period, e.g. "GBP 1,450 per month".' },
      { name: "duration", type: "duration", required: true, description: 'Length of the fixed term, e.g. "12 months" (in India, eleven months or less avoids compulsory registration).' },
      { name: "commencement_date", type: "date", description: "First day of the tenancy; omitted: the date of the agreement." },
      { name: "deposit", type: "money", description: "Tenancy deposit paid on signing, if any." },
      { name: "furnishing", type: "choice", options: ["furnished", "part-furnished", "unfurnished"], default: "unfurnished", description: "Whether the dwelling is let with furniture (listed in the inventory)." },
      { name: "permitted_occupiers", type: "text", default: "the Tenant and the Tenant's immediate family", description: "Who may live in the dwelling." },
      { name: "notice_period", type: "duration", default: "2 months", description: "Notice the Tenant gives to end the tenancy early (after the first six months) or at the end of the term." },
    ],
    features: { realPropertyLetting: true },
    clauses: [
      {
        heading: "Letting of the Property",
        body: (ctx) => [
          `The ${ctx.a.role} lets to the ${ctx.b.role} the dwelling at ${ctx.term("property")} (the "Property"), ${ctx.term("furnishing")}, with the fixtures, fittings and any contents listed in the inventory signed by both parties on or before the start of the tenancy (the "Inventory"), for a term of ${ctx.term("duration")} starting on ${ctx.optional("commencement_date") ?? "the date of this Agreement"} (the "Term").`,
          `The Property is let as a private residence for occupation by ${ctx.term("permitted_occupiers")} only, and not for any trade, business or holiday letting.`,
          `If the ${ctx.b.role} remains in occupation with the ${ctx.a.role}'s consent after the Term ends, or if the law of the place where the Property is situated does not allow a residential tenancy to be granted for a fixed term, the tenancy continues from month to month on the terms of this Agreement, so far as they are consistent with that law.`,
        ],
      },
      {
        heading: "Rent and Household Charges",
        body: (ctx) => [
          `The ${ctx.b.role} shall pay the rent of ${ctx.term("rent")} (the "Rent") in advance on or before the first day of each rental period, by bank transfer to the account the ${ctx.a.role} notifies in writing. The ${ctx.a.role} shall give a receipt for any payment on request.`,
          `The ${ctx.b.role} shall pay for the electricity, gas, water, telephone, internet and television services used at the Property during the tenancy, and any local tax or charge the law makes payable by the occupier, and shall not allow any of them to be disconnected for non-payment.`,
          `The ${ctx.a.role} shall pay all taxes and charges that fall on the owner of the Property, any service charge or society or association dues payable for the building, and the premium for insuring the building.`,
        ],
      },
      {
        heading: "Tenancy Deposit",
        body: (ctx) => {
          const deposit = ctx.optional("deposit");
          if (!deposit) return null;
          return [
            `On signing this Agreement the ${ctx.b.role} shall pay the ${ctx.a.role} a deposit of ${deposit} (the "Deposit") as security for the payment of the Rent and the performance of the ${ctx.b.role}'s obligations. The Deposit does not carry interest unless the law requires it.`,
            ctx.law.system === "GB"
              ? // Wales: since 1 December 2022 deposits are protected under the Renting Homes (Wales) Act 2016, not s. 213.
                `Where the tenancy is an assured shorthold tenancy of a Property in England, the ${ctx.a.role} shall protect the Deposit in an authorised tenancy deposit scheme and give the ${ctx.b.role} the prescribed information about it within thirty (30) days after receiving it, as ${ctx.cite("uk-housing-act-2004", "213", "section 213 of the Housing Act 2004")} requires; elsewhere the ${ctx.a.role} shall comply with any requirement of the law to protect the Deposit within the time the law sets.`
              : `Where the law limits the amount of a tenancy deposit, or requires it to be protected in an authorised scheme and the ${ctx.b.role} to be given prescribed information about it, the ${ctx.a.role} shall comply with that requirement within the time the law sets.`,
            `The ${ctx.a.role} shall repay the Deposit within thirty (30) days after the end of the tenancy and the return of the keys, less only unpaid Rent, unpaid charges for which the ${ctx.b.role} is responsible and the reasonable cost of making good damage to the Property or the items in the Inventory beyond fair wear and tear, with an itemised written statement of any deduction.`,
          ];
        },
      },
      {
        heading: "Tenant's Obligations",
        body: (ctx) => [
          `The ${ctx.b.role} shall keep the interior of the Property and the items in the Inventory clean and in the condition they were in at the start of the tenancy (fair wear and tear excepted), take reasonable care to prevent damage by frost, blocked drains and condensation, and report to the ${ctx.a.role} promptly any defect or disrepair for which the ${ctx.a.role} is responsible.`,
          `The ${ctx.b.role} shall not make any alteration or addition to the Property, redecorate it, or keep any pet at it, without the ${ctx.a.role}'s prior written consent, which shall not be unreasonably withheld or delayed.`,
          `The ${ctx.b.role} shall not assign, sublet, take in lodgers or otherwise part with or share possession of the whole or any part of the Property, and shall not do anything at the Property that is illegal or that causes a nuisance or annoyance to neighbours.`,
          `The ${ctx.b.role} shall allow the ${ctx.a.role} and its contractors to enter the Property at reasonable times of day, on at least twenty-four (24) hours' written notice except in an emergency, to inspect its condition, carry out repairs and safety checks, and, in the last two months of the tenancy, show it to prospective tenants or buyers.`,
        ],
      },
      {
        heading: "Landlord's Obligations",
        body: (ctx) => [
          `The ${ctx.a.role} shall keep in repair the structure and exterior of the Property (including drains, gutters and external pipes) and keep in repair and proper working order the installations for the supply of water, gas, electricity and sanitation and for space and water heating.`,
          `The ${ctx.a.role} shall ensure that the Property is fit for human habitation and safe at the start of and throughout the tenancy, carry out the gas, electrical, fire and other safety checks the law requires, and give the ${ctx.b.role} any certificate or information the law requires a landlord to provide.`,
          `As long as the ${ctx.b.role} pays the Rent and observes the terms of this Agreement, the ${ctx.b.role} may live in the Property without interruption by the ${ctx.a.role} or anyone claiming through it.`,
        ],
      },
      {
        heading: "Ending the Tenancy",
        body: (ctx) => {
          const out = [
            `The ${ctx.b.role} may end the tenancy at the end of the Term or at any time after the first six (6) months of it by giving the ${ctx.a.role} not less than ${writtenNotice(ctx.term("notice_period"))}.`,
            `The ${ctx.a.role} may end the tenancy or recover possession of the Property only on a ground, by the notice and through the procedure that the law of the place where the Property is situated allows, and never by force, by changing the locks or by cutting off any service to the Property.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The ${ctx.a.role} acknowledges that a person dispossessed of immovable property otherwise than in due course of law may recover possession under ${ctx.cite("in-specific-relief-act-1963", "6", "section 6 of the Specific Relief Act, 1963")}; nothing in this Agreement excludes any protection the rent control law of the State gives the ${ctx.b.role}.`);
          }
          if (ctx.law.system === "GB") {
            ctx.note("residential_regime", "Residential lettings in England and Wales are governed by statutory regimes (assured tenancies in England, occupation contracts in Wales) that override much of a contractual form, including whether a fixed term, a break or a possession ground is available; check the current rules for the Property's location before use.");
          }
          out.push(`At the end of the tenancy the ${ctx.b.role} shall give back the Property and all keys with vacant possession, remove all belongings and leave the Property and the items in the Inventory in the condition required by this Agreement, so that the ${ctx.a.role} can check them against the Inventory.`);
          return out;
        },
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "GB", party_a: "Hannah Clarke", party_b: "Daniel Mensah", key_terms: { property: "Flat 3, 27 Albert Road, Bristol BS2 0XA", rent: "GBP 1,450 per month", duration: "12 months", deposit: "GBP 1,673", furnishing: "furnished", commencement_date: "1 April 2026" } },
  },
  {
    id: "commercial_lease",
    title: "Commercial Lease",
    group: "real_estate",
    description: "Lets business premises for a term of years with rent review, service charge, repairing and insuring obligations, controls on use, alterations and dealings, a tenant's break option and re-entry for breach.",
    shortName: "Lease",
    parties: {
      a: { role: "Landlord", description: "The owner (or superior tenant) granting the lease." },
      b: { role: "Tenant", description: "The business taking the lease." },
    },
    terms: [
      { name: "premises", type: "text", required: true, description: 'Address and extent of the premises, e.g. "Ground Floor Retail Unit, 14 Quay Street, Manchester M3 3HN".' },
      { name: "rent", type: "money", required: true, description: 'Initial rent and period, e.g. "GBP 48,000 per year".' },
      { name: "duration", type: "duration", required: true, description: 'Length of the term, e.g. "10 years".' },
      { name: "commencement_date", type: "date", description: "First day of the term; omitted: the Effective Date." },
      { name: "permitted_use", type: "text", default: "offices", description: 'Business use allowed, e.g. "a café with ancillary takeaway sales".' },
      { name: "rent_free_period", type: "duration", description: "Rent-free period at the start of the term, if agreed." },
      { name: "rent_review", type: "choice", options: ["open market", "fixed increase", "none"], default: "open market", description: "How the rent is reviewed: upwards-only to open market rent, by a fixed percentage, or not at all." },
      { name: "rent_escalation", type: "percentage", description: "Percentage increase at each review date where the review is a fixed increase." },
      { name: "review_interval", type: "duration", default: "5 years", description: "Interval between rent review dates." },
      { name: "service_charge", type: "money", description: "Service charge payable on account, e.g. \"GBP 6,500 per year\"; omitted: a fair proportion of the landlord's costs." },
      { name: "security_deposit", type: "money", description: "Rent deposit paid on completion, if any." },
      { name: "repair_obligation", type: "choice", options: ["full repairing", "internal repairing"], default: "internal repairing", named: false, description: "Whether the Tenant repairs the whole premises (full repairing) or only the interior (internal repairing)." },
      { name: "break_date", type: "date", description: "Date on which the Tenant may end the lease early, if a break is agreed." },
      { name: "notice_period", type: "duration", default: "6 months", description: "Notice the Tenant must give to exercise the break." },
      { name: "late_payment_interest", type: "percentage", description: "Interest a year on rent or other sums paid late." },
    ],
    features: { realPropertyLetting: true, witnessed: true },
    clauses: [
      {
        heading: "Letting and Term",
        body: (ctx) => [
          `The ${ctx.a.role} lets to the ${ctx.b.role} the premises at ${ctx.term("premises")} (the "Premises") for a term of ${ctx.term("duration")} starting on ${ctx.optional("commencement_date") ?? "the Effective Date"} (the "Term"), together with the rights to use the common parts of the building and estate of which the Premises form part for access, loading and the passage of services, in common with the ${ctx.a.role} and others entitled to them.`,
          `The ${ctx.a.role} reserves the rights to enter the Premises on reasonable notice (except in an emergency) to inspect them, to carry out repairs and works to the building that cannot reasonably be done otherwise, and to use and connect to the service conduits running through them, causing as little disruption as reasonably practicable and making good any damage it causes.`,
          ...securityOfTenure(ctx),
        ],
      },
      {
        heading: "Rent and Rent Review",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} shall pay the rent of ${beforeTax(ctx.term("rent"))} (the "Rent"), exclusive of ${indirectTax(ctx)}, which is payable in addition, by equal instalments in advance on the first day of each month (or on such other dates as the parties agree in writing), by bank transfer, without any deduction or set-off except as the law requires.`];
          const free = ctx.optional("rent_free_period");
          if (free) out.push(`No Rent is payable for the first ${free} of the Term, but all other sums payable under this Lease are payable from its start.`);
          const escalation = ctx.given("rent_escalation");
          // Indexation by a named index ("annual CPI indexation") is drafted as the parties wrote it, not as a percentage.
          const indexed = escalation && isIndexDescription(ctx.term("rent_escalation"));
          let review = indexed && !ctx.given("rent_review") ? "indexation" : ctx.given("rent_review") || !escalation ? ctx.term("rent_review") : "fixed increase";
          let interval = ctx.term("review_interval");
          // A default interval must not draft a review that never happens: fixed increases are agreed yearly unless the
          // parties say otherwise, and a default five-yearly review in a lease of five years or less has no review date.
          if (review === "fixed increase" && !ctx.given("review_interval")) {
            interval = "one (1) year";
            ctx.note("rent_increase_yearly", "No review_interval was given for the fixed rent increase: the draft applies it on each anniversary of the start of the Term. Give key_terms.review_interval for another interval.");
          }
          const term = ctx.months("duration");
          const every = ctx.given("review_interval") ? ctx.months("review_interval") : review === "fixed increase" ? 12 : ctx.months("review_interval");
          if (review !== "none" && review !== "indexation" && term !== null && every !== null && every >= term) {
            if (ctx.given("review_interval")) ctx.note("rent_review_outside_term", `The review interval (${interval}) is not shorter than the Term (${ctx.term("duration")}), so no review date falls within the Term; shorten the interval or delete the review.`);
            else {
              ctx.note("rent_review_outside_term", `A review every ${interval} (the default) would fall outside a Term of ${ctx.term("duration")}, so the Rent is drafted as fixed for the Term; give key_terms.review_interval for a review within it.`);
              review = "none";
            }
          }
          if (review === "open market") {
            const floor = escalation && !indexed ? `the Rent payable immediately before the Review Date increased by ${ctx.term("rent_escalation")}` : "the Rent payable immediately before the Review Date";
            out.push(`The Rent shall be reviewed at intervals of ${interval} from the start of the Term (each such date a "Review Date") to the open market rent at which the Premises could reasonably be expected to be let on that date, with vacant possession, by a willing landlord to a willing tenant on the terms of this Lease (other than the amount of the Rent), disregarding the ${ctx.b.role}'s occupation, goodwill and any improvements it has lawfully made at its own cost. The reviewed Rent shall never be less than ${floor}.`);
            out.push(`If the parties have not agreed the reviewed Rent within three (3) months after the Review Date, either of them may refer it to ${ctx.within("IN") ? "an independent registered valuer" : ctx.law.system === "US" ? "an independent licensed commercial real estate appraiser" : ctx.law.family === "civil" ? "an independent expert in the valuation of commercial premises" : "an independent chartered surveyor"} acting as an expert, appointed by agreement or, failing agreement, by the president of the relevant professional body; the expert's fees are shared equally. Until the reviewed Rent is determined the ${ctx.b.role} shall continue to pay the previous Rent and shall pay any shortfall within fourteen (14) days after the determination.`);
          } else if (review === "indexation") {
            out.push(`The Rent is indexed on the basis the parties have agreed: ${ctx.term("rent_escalation")}.`);
          } else if (review === "fixed increase") {
            const up = ctx.term("rent_escalation");
            if (!ctx.given("rent_escalation")) ctx.note("rent_escalation_needed", "A fixed rent increase is chosen but no rent_escalation percentage is given; the draft leaves it blank.");
            out.push(`The Rent is subject to a fixed increase: at intervals of ${interval} from the start of the Term, the Rent increases by ${up} of the Rent payable immediately before the date of increase.`);
          } else {
            out.push("The Rent is fixed for the whole of the Term and is not subject to review; neither party may call for one, and none shall be implied.");
          }
          const rate = ctx.optional("late_payment_interest");
          if (rate) out.push(`If the Rent or any other sum due under this Lease is not paid within fourteen (14) days after its due date, the ${ctx.b.role} shall pay interest on it at ${yearlyRate(rate)} from the due date until the date of payment.`);
          return out;
        },
      },
      {
        heading: "Service Charge and Outgoings",
        body: (ctx) => {
          const charge = ctx.optional("service_charge");
          const out = [
            charge
              ? `The ${ctx.b.role} shall pay a service charge of ${charge} on account, with the Rent, towards the ${ctx.a.role}'s reasonable and properly incurred costs of maintaining, repairing, cleaning, lighting, securing and insuring the common parts and structure of the building. Within six (6) months after the end of each service charge year the ${ctx.a.role} shall give the ${ctx.b.role} a certified statement of those costs and the balance shall be paid or credited within twenty-eight (28) days.`
              : `The ${ctx.b.role} shall pay a fair and reasonable proportion, calculated by reference to floor area, of the ${ctx.a.role}'s reasonable and properly incurred costs of maintaining, repairing, cleaning, lighting, securing and insuring the common parts and structure of the building, on account quarterly on the basis of a reasonable budget and subject to an annual certified reconciliation.`,
            `The ${ctx.b.role} shall pay all ${propertyOutgoings(ctx)} assessed on the Premises or on their occupier, and the cost of all utilities consumed at them, from the start of the Term.`,
          ];
          const deposit = ctx.optional("security_deposit");
          if (!deposit) ctx.note("lease_security", "No rent deposit was given (key_terms.security_deposit): a landlord's precedent usually takes a rent deposit or a guarantor for the tenant's obligations; whether to ask for one is the parties' choice.");
          if (deposit) {
            out.push(`On the grant of this Lease the ${ctx.b.role} shall pay the ${ctx.a.role} a deposit of ${deposit}, which the ${ctx.a.role} holds as security for the ${ctx.b.role}'s obligations and may draw on to make good any unpaid sum or unremedied breach. The ${ctx.a.role} shall refund the deposit, less any amount properly drawn, within thirty (30) days after the end of the Term and the ${ctx.b.role} giving back the Premises in accordance with this Lease.`);
          }
          return out;
        },
      },
      {
        heading: "Use, Alterations and Dealings",
        body: (ctx) => [
          `The ${ctx.b.role} shall use the Premises only for ${ctx.term("permitted_use")}, shall obtain and maintain every ${premisesLicences(ctx)} needed for that use, and shall comply with all laws applying to the Premises and the ${ctx.b.role}'s business at them. The ${ctx.a.role} gives no warranty that the Premises are fit for, or may lawfully be used for, that use.`,
          `The ${ctx.b.role} shall not make any structural or external alteration to the Premises. It may make internal non-structural alterations and install demountable partitioning with the ${ctx.a.role}'s prior written consent, which shall not be unreasonably withheld or delayed, and shall remove them and make good at the end of the Term if the ${ctx.a.role} so requires.`,
          ctx.law.family === "civil"
            ? `The ${ctx.b.role} shall not transfer this Lease, sublet the Premises or otherwise give the use of the whole or any part of them to a third party, except that it may transfer this Lease or sublet the whole of the Premises with the ${ctx.a.role}'s prior written consent, which shall not be unreasonably withheld or delayed, and may let companies in its group share the use of the Premises without a sublease.`
            : ctx.law.system === "US" || ctx.law.system === "IN"
              ? // "Underlet" is English conveyancing; American and Indian leases sublet.
                `The ${ctx.b.role} shall not assign this Lease, sublet, mortgage or otherwise encumber, or part with or share possession of, the whole or any part of the Premises, except that it may assign this Lease or sublet the whole of the Premises with the ${ctx.a.role}'s prior written consent, which shall not be unreasonably withheld or delayed, and may share occupation with companies in its group without creating a tenancy.`
              : `The ${ctx.b.role} shall not assign, underlet, charge or part with or share possession of the whole or any part of the Premises, except that it may assign or underlet the whole with the ${ctx.a.role}'s prior written consent, which shall not be unreasonably withheld or delayed, and may share occupation with companies in its group without creating a tenancy.`,
        ],
      },
      {
        heading: "Repair and Insurance",
        body: (ctx) => {
          const full = ctx.term("repair_obligation") === "full repairing";
          // "Good and substantial repair" and a decorating covenant are the English form (kept where English law's
          // descendants use it); a civil code, American and Indian leases keep the premises in good order and repair.
          const englishRepair = ctx.law.family !== "civil" && ctx.law.system !== "US" && ctx.law.system !== "IN";
          // "Full" and "internal repairing lease" are English labels; elsewhere the obligation is stated without them.
          const label = (kind: string, rest: string) => (ctx.law.system === "GB" ? `This is ${kind} repairing lease: the ${rest}` : `The ${rest}`);
          // Under a civil code the landlord owes the premises fit for use (BGB § 535(1), ABGB § 1096 and their like);
          // moving the structure and roof onto the tenant departs from that duty, which standard terms may not do.
          if (full && ctx.law.family === "civil") {
            ctx.note("tenant_structural_repair_civil", "Civil law: the draft puts the repair of the structure, roof and exterior on the tenant, departing from the landlord's statutory duty to keep the premises fit for the agreed use. In standard terms such a shift may be invalid (in Germany under BGB § 307); check it under the governing law, or choose internal repairing.");
          }
          return [
            full
              ? label("a full", `${ctx.b.role} shall keep the whole of the Premises, including their structure, roof, foundations and exterior, ${englishRepair ? "in good and substantial repair and condition, and shall decorate the interior in the last year of the Term." : "in good order, condition and repair."}`)
              : label("an internal", `${ctx.b.role} shall keep the interior of the Premises (including floor, wall and ceiling finishes, doors, windows and the service installations exclusively serving them) in good repair and condition, fair wear and tear excepted, and the ${ctx.a.role} shall keep the structure, roof, foundations, exterior and common parts of the building in good repair.`),
            `The ${ctx.a.role} shall insure the building of which the Premises form part with a reputable insurer for its full reinstatement cost against fire, storm, flood, impact and the other risks normally insured for property of that kind, and for three (3) years' loss of Rent, and shall apply the insurance money in reinstating the damage. The ${ctx.b.role} shall reimburse a fair proportion of the premium, except where it is recovered through the service charge.`,
            `If the Premises are damaged by an insured risk so as to be unfit for occupation or use, the Rent and service charge, or a fair proportion of them, are suspended until the Premises are again fit for occupation and use, unless the insurance is vitiated by an act or default of the ${ctx.b.role}. If the Premises have not been reinstated within three (3) years of the damage, either party may end this Lease by written notice.`,
            `The ${ctx.b.role} shall insure its own contents, stock and fit-out and maintain public liability insurance for its business at the Premises for an amount reasonable for that business.`,
          ];
        },
      },
      {
        // The lease disclaims fitness for use and allocates risk; a civil code bars excluding some liability in advance
        // (CC (ES) art. 1102, Dutch intent or deliberate recklessness…), so the profile's saving sentence follows.
        heading: "Liability",
        body: (ctx) => (ctx.law.family === "civil" ? civilLimitSaving(ctx, "either party's") : null),
      },
      {
        heading: "Tenant's Break Option",
        body: (ctx) => {
          const date = ctx.optional("break_date");
          if (!date) return null;
          return [
            `The ${ctx.b.role} may end this Lease on ${date} (the "Break Date") by giving the ${ctx.a.role} not less than ${writtenNotice(ctx.term("notice_period"))}.`,
            `The break takes effect only if, on the Break Date, the ${ctx.b.role} has paid the Rent due up to that date and gives back the Premises free of any occupier. On the Break Date this Lease ends, without affecting any claim either party has for an earlier breach, and the ${ctx.a.role} shall refund any Rent paid in respect of the period after it.`,
          ];
        },
      },
      {
        heading: "Re-entry and Yielding Up",
        // Re-entry and relief from forfeiture are the common law's; under a civil code the landlord terminates for good
        // cause by notice and recovers possession by a court's order, within the grounds the lease statute allows.
        // An American lease ends on the landlord's notice of default and recovers possession by summary proceedings.
        headingFor: (ctx) => (ctx.law.family === "civil" ? "Termination for Breach and Return of the Premises" : ctx.law.system === "US" ? "Default and Surrender" : "Re-entry and Yielding Up"),
        body: (ctx) => {
          const grounds = `If the Rent or any part of it remains unpaid twenty-one (21) days after becoming due, or the ${ctx.b.role} materially breaches this Lease and does not remedy the breach within a reasonable time after written notice specifying it, or the ${ctx.b.role} becomes insolvent`;
          const out = [
            ctx.law.system === "US"
              ? `${grounds}, the ${ctx.a.role} may terminate this Lease for that default by written notice to the ${ctx.b.role}, subject to any notice and opportunity to cure that the law requires, and may then recover possession of the Premises. The ${ctx.a.role} shall recover possession only by lawful process and not by force or self-help.`
              : ctx.law.family === "civil"
              ? `${grounds}, the ${ctx.a.role} may terminate this Lease for good cause on account of that default by written notice, so far as the law governing the lease allows termination on that ground and subject to any notice or protection it gives the ${ctx.b.role}. The ${ctx.a.role} shall recover possession of the Premises only by lawful process and not by force.`
              : `${grounds}, the ${ctx.a.role} may end this Lease by re-entering the Premises, subject to any notice the law requires and to any right of the ${ctx.b.role} to apply for relief. Re-entry shall take place only by lawful process and not by force.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The parties record that this Lease may be determined in any of the ways provided by ${ctx.cite("in-transfer-of-property-act-1882", "111", "section 111 of the Transfer of Property Act, 1882")}, including by forfeiture on a breach of an express condition followed by written notice of the ${ctx.a.role}'s intention to determine it.`);
          }
          if (ctx.law.system === "GB") {
            ctx.note("security_of_tenure", "Business tenancies in England and Wales carry statutory security of tenure unless the parties agree to exclude it by the prescribed notice and declaration procedure before the Tenant commits to the lease; the draft does not deal with this.");
          }
          out.push(`At the end of the Term the ${ctx.b.role} shall give back the Premises with vacant possession, in the state of repair and condition required by this Lease, having removed its signs, trade fixtures and belongings and made good any damage caused by their removal.`);
          return out;
        },
      },
      {
        heading: "Execution and Registration",
        body: (ctx) => {
          if (ctx.law.system !== "GB") return null;
          const months = ctx.months("duration");
          if (months === null || months <= 36) return null;
          const out = [`A lease for a term of more than three (3) years must be made by deed to create a legal estate, and the parties shall therefore execute and deliver this Lease as a deed.`];
          if (months > 84) out.push(`A lease granted for a term of more than seven (7) years must be registered at HM Land Registry; the ${ctx.b.role} shall apply to register this Lease within the time allowed and give the ${ctx.a.role} a copy of the register once registration is complete.`);
          return out;
        },
      },
    ],
    boilerplate: ["definitions", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "GB", party_a: "Harbourside Estates Ltd", party_b: "Copper Kettle Coffee Ltd", key_terms: { premises: "Ground Floor Retail Unit, 14 Quay Street, Manchester M3 3HN", rent: "GBP 48,000 per year", duration: "10 years", permitted_use: "a café and coffee shop with ancillary takeaway sales", rent_free_period: "3 months", repair_obligation: "full repairing", break_date: "1 May 2031" } },
  },
  {
    id: "sublease_agreement",
    title: "Sublease",
    group: "real_estate",
    description: "A tenant sublets all or part of its premises for a shorter term than its own lease: sub-rent, the head lease obligations passed down, the superior landlord's consent, and what happens if the head lease ends early.",
    shortName: "Sublease",
    parties: {
      a: { role: "Sublandlord", description: "The tenant under the head lease, granting the sublease." },
      b: { role: "Subtenant", description: "The person taking the sublease." },
    },
    terms: [
      { name: "premises", type: "text", required: true, description: 'The sublet premises, e.g. "the whole of the 3rd floor, Meridian House, 8 Wharf Road, London N1 7GR".' },
      { name: "head_lease", type: "text", required: true, description: 'The lease under which the Sublandlord holds, e.g. "a lease dated 12 June 2021 between Meridian Property Ltd and the Sublandlord for a term of 15 years".' },
      { name: "superior_landlord", type: "text", description: "Name of the landlord under the head lease." },
      { name: "rent", type: "money", required: true, description: 'Sub-rent and period, e.g. "GBP 7,250 per month".' },
      { name: "duration", type: "duration", required: true, description: "Length of the sublease term, which must end before the head lease term." },
      { name: "commencement_date", type: "date", description: "First day of the sublease term; omitted: the date of the sublease." },
      { name: "security_deposit", type: "money", description: "Deposit paid by the Subtenant, if any." },
      { name: "permitted_use", type: "text", default: "offices", description: "Use allowed (no wider than the head lease allows)." },
      { name: "landlord_consent", type: "choice", options: ["obtained", "to be obtained"], default: "to be obtained", description: "Whether the superior landlord's consent to the subletting has already been obtained or is still to be obtained." },
    ],
    features: { realPropertyLetting: true, witnessed: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} holds the premises described in this Sublease, with other property, under ${ctx.term("head_lease")} (the "Head Lease"), granted by ${ctx.optional("superior_landlord") ?? "the landlord named in it"} (with its successors, the "Superior Landlord").`,
      `The ${ctx.a.role} has agreed to sublet those premises to the ${ctx.b.role} for a term ending before the term of the Head Lease, on the terms of this Sublease.`,
    ],
    clauses: [
      {
        heading: "Subletting and Term",
        body: (ctx) => [
          `The ${ctx.a.role} sublets to the ${ctx.b.role} the premises at ${ctx.term("premises")} (the "Premises") for a term of ${ctx.term("duration")} starting on ${ctx.optional("commencement_date") ?? "the date of this Agreement"} (the "Term"), with the rights granted to the ${ctx.a.role} by the Head Lease so far as they relate to the Premises and the ${ctx.a.role} is able to grant them.`,
          `The Term shall end at least one day before the contractual term of the Head Lease; if it would otherwise end on or after that date, it ends on the day before it.`,
        ],
      },
      {
        heading: "Sub-Rent",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} shall pay the ${ctx.a.role} a rent of ${ctx.term("rent")} (the "Sub-Rent"), exclusive of any applicable tax, in advance on the first day of each month, by bank transfer, together with a fair proportion of any service charge, insurance premium and outgoings payable under the Head Lease that relate to the Premises.`];
          const deposit = ctx.optional("security_deposit");
          if (deposit) out.push(`On signing this Sublease the ${ctx.b.role} shall pay a deposit of ${deposit}, which the ${ctx.a.role} holds as security for the ${ctx.b.role}'s obligations and shall refund, less any amount properly applied to unpaid sums or unremedied breaches, within thirty (30) days after the end of the Term and the return of the Premises.`);
          return out;
        },
      },
      {
        heading: "Obligations under the Head Lease",
        body: (ctx) => [
          `The ${ctx.b.role} shall observe and perform the tenant's obligations in the Head Lease so far as they relate to the Premises, other than the obligation to pay the rent reserved by the Head Lease, and shall not do or omit anything that would put the ${ctx.a.role} in breach of the Head Lease. The ${ctx.a.role} shall give the ${ctx.b.role} a copy of the Head Lease before this Agreement is signed, and the ${ctx.b.role} confirms by signing it that it has received and read that copy.`,
          `The ${ctx.a.role} shall pay the rent reserved by the Head Lease and perform the tenant's obligations in it to the extent the ${ctx.b.role} is not responsible for them under this Sublease, and shall not surrender or vary the Head Lease in a way that affects the Premises without the ${ctx.b.role}'s consent.`,
          `At the ${ctx.b.role}'s request and cost, the ${ctx.a.role} shall use reasonable endeavours to enforce the Superior Landlord's obligations under the Head Lease (including those on repair, services and insurance) so far as they benefit the Premises. The ${ctx.a.role} is not itself liable for a failure of the Superior Landlord to perform them.`,
          `Where the Head Lease requires the Superior Landlord's consent for any matter, the ${ctx.b.role} needs the consent of both the ${ctx.a.role} and the Superior Landlord.`,
        ],
      },
      {
        heading: "Consent of the Superior Landlord",
        body: (ctx) =>
          ctx.term("landlord_consent") === "obtained"
            ? `The ${ctx.a.role} confirms that the Superior Landlord's written consent to this subletting, where the Head Lease requires it, has been obtained, and shall give the ${ctx.b.role} a copy. The ${ctx.b.role} shall comply with any covenant it gives the Superior Landlord as a condition of that consent.`
            : [
                `This Sublease is conditional on the Superior Landlord's written consent to the subletting, where the Head Lease requires it, being obtained; consent is to be obtained, and the ${ctx.a.role} shall apply for it promptly and use reasonable endeavours to obtain it. The ${ctx.b.role} shall provide the references and information and give the direct covenants the Superior Landlord reasonably requires.`,
                `If consent has not been obtained within sixty (60) days after the date of this Agreement, either party may end this Sublease by written notice given before consent is obtained; the ${ctx.a.role} shall then refund any sum paid to it in advance and neither party has any further claim against the other. The ${ctx.b.role} shall not take occupation until consent has been obtained.`,
              ],
      },
      {
        heading: "Use and Condition of the Premises",
        body: (ctx) => [
          `The ${ctx.b.role} shall use the Premises only for ${ctx.term("permitted_use")} and for no use the Head Lease prohibits.`,
          `The ${ctx.b.role} shall keep the interior of the Premises in good repair and condition, fair wear and tear excepted, and to at least the standard the Head Lease requires; shall make no alteration without the consents required by this Sublease; and shall not assign, underlet, charge or share possession of the whole or any part of the Premises.`,
        ],
      },
      {
        heading: "Early End of the Head Lease",
        body: (ctx) => {
          const out = [
            `If the Head Lease ends before the end of the Term, this Sublease ends with it, except where the law gives the ${ctx.b.role} a right to remain in occupation as tenant of the Superior Landlord. The ${ctx.a.role} shall give the ${ctx.b.role} as much notice as it can of any event that may lead to the Head Lease ending early.`,
            `If the Head Lease ends early because of a breach by the ${ctx.a.role} that was not caused by the ${ctx.b.role}, or by a surrender to which the ${ctx.b.role} did not consent, the ${ctx.a.role} is liable to the ${ctx.b.role} for the loss it suffers as a result. In every case of early ending the ${ctx.a.role} shall refund any Sub-Rent paid for the period after it${ctx.optional("security_deposit") ? " and the deposit, less any amount properly applied" : ""}.`,
          ];
          if (ctx.within("IN")) out.push(`The parties record that the Head Lease may end in any of the ways set out in ${ctx.cite("in-transfer-of-property-act-1882", "111", "section 111 of the Transfer of Property Act, 1882")}.`);
          return out;
        },
      },
      {
        heading: "Ending the Sublease",
        body: (ctx) => [
          `If the Sub-Rent is unpaid for twenty-one (21) days after becoming due, or the ${ctx.b.role} materially breaches this Sublease and does not remedy the breach within thirty (30) days of written notice (or any shorter period needed to prevent a breach of the Head Lease), the ${ctx.a.role} may end this Sublease by written notice, subject to any protection the law gives the ${ctx.b.role}.`,
          `At the end of the Term the ${ctx.b.role} shall give back the Premises with vacant possession, in the condition this Sublease requires and in a state that allows the ${ctx.a.role} to comply with its own yielding-up obligations under the Head Lease in respect of them.`,
        ],
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "GB", party_a: "Ardent Media Ltd", party_b: "Foxglove Design Studio Ltd", key_terms: { premises: "the whole of the 3rd floor, Meridian House, 8 Wharf Road, London N1 7GR", head_lease: "a lease dated 12 June 2021 between Meridian Property Ltd and the Sublandlord for a term of 15 years from that date", superior_landlord: "Meridian Property Ltd", rent: "GBP 7,250 per month", duration: "3 years", landlord_consent: "obtained" } },
  },
  {
    id: "licence_to_occupy",
    title: "Licence to Occupy",
    group: "real_estate",
    description: "Gives a business a personal, non-exclusive permission to occupy space for a short period without creating a tenancy: the licensor keeps possession and control, and either side can end it on short notice.",
    shortName: "Licence",
    parties: {
      a: { role: "Licensor", description: "The owner or tenant of the space, who keeps possession and control." },
      b: { role: "Licensee", description: "The person permitted to occupy the space." },
    },
    terms: [
      { name: "premises", type: "text", required: true, description: 'The space and the building, e.g. "desk space for up to 8 people on the 2nd floor, 40 King Street, Manchester M2 6BA".' },
      { name: "licence_fee", type: "money", required: true, description: 'Fee and period, e.g. "GBP 3,200 per month".' },
      { name: "duration", type: "duration", required: true, description: 'Longest period the licence can last, e.g. "6 months" (in India, eleven months or less avoids compulsory registration; Maharashtra registers every leave and licence).' },
      { name: "commencement_date", type: "date", description: "First day of the licence; omitted: the Effective Date." },
      { name: "permitted_use", type: "text", default: "office use", description: "Use allowed." },
      { name: "deposit", type: "money", description: "Deposit paid on signing, if any." },
      { name: "notice_period", type: "duration", default: "1 month", description: "Notice either party gives to end the licence early." },
    ],
    features: { leaveAndLicence: true },
    clauses: [
      {
        heading: "Grant of Licence",
        body: (ctx) => [
          `The ${ctx.a.role} permits the ${ctx.b.role} and its employees and visitors to occupy ${ctx.term("premises")} (the "Space") for ${ctx.term("permitted_use")}, in common with the ${ctx.a.role} and anyone it authorises, for the period of ${ctx.term("duration")} starting on ${ctx.optional("commencement_date") ?? "the Effective Date"}, unless ended earlier under this Licence (the "Licence Period").`,
          `The ${ctx.b.role} may use the entrances, corridors, lifts, kitchens and toilets of the building that serve the Space, during its normal opening hours, in common with others entitled to use them.`,
        ],
      },
      {
        heading: "Nature of the Licence",
        body: (ctx) => [
          `This Licence is a personal permission. It does not give the ${ctx.b.role} exclusive possession of the Space or any part of it, and it does not create a tenancy, a lease or any other interest in land. The ${ctx.a.role} retains possession and control of the Space and keeps its own keys to it.`,
          `The ${ctx.a.role} may, on at least five (5) Business Days' written notice, require the ${ctx.b.role} to move to other space in the same building that is reasonably comparable in size and quality, at the ${ctx.a.role}'s cost.`,
          `The ${ctx.b.role} shall not assign this Licence, or allow anyone other than its own employees and visitors to occupy the Space.`,
        ],
      },
      {
        heading: "Licence Fee and Deposit",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} shall pay the ${ctx.a.role} a licence fee of ${ctx.term("licence_fee")} (the "Licence Fee"), plus any applicable tax, in advance on the first day of each month, by bank transfer. The Licence Fee includes heating, lighting, electricity, water, cleaning of the common parts and the building's ${ctx.law.system === "GB" ? "business rates" : "property taxes"}, unless the parties agree otherwise in writing.`];
          const deposit = ctx.optional("deposit");
          if (deposit) out.push(`On signing this Licence the ${ctx.b.role} shall pay a deposit of ${deposit}, which the ${ctx.a.role} shall refund, less any amount properly due for unpaid Licence Fee or damage beyond fair wear and tear, within fourteen (14) days after the Licence Period ends and the ${ctx.b.role} has left the Space.`);
          return out;
        },
      },
      {
        heading: "Licensee's Obligations",
        body: (ctx) => [
          `The ${ctx.b.role} shall keep the Space clean and tidy, make good any damage it or its visitors cause, comply with the building rules and the reasonable security, fire and health and safety instructions of the ${ctx.a.role}, and not cause nuisance or disturbance to other occupiers.`,
          `The ${ctx.b.role} shall not make any alteration to the Space, install any fixture or equipment other than ordinary office furniture and equipment, or put up any sign, without the ${ctx.a.role}'s prior written consent.`,
          `The ${ctx.b.role} shall insure its own property at the Space and maintain public liability insurance, and its property remains at its own risk except for loss or damage caused by the negligence of the ${ctx.a.role} or its staff.`,
        ],
      },
      {
        heading: "Ending the Licence",
        body: (ctx) => {
          const out = [
            `Either party may end this Licence at any time by giving the other not less than ${writtenNotice(ctx.term("notice_period"))}. The ${ctx.a.role} may end it at once by written notice if the Licence Fee is unpaid fourteen (14) days after its due date or the ${ctx.b.role} materially breaches this Licence.`,
            `When this Licence ends, the ${ctx.b.role}'s permission to occupy the Space ends with it, and the ${ctx.b.role} shall leave the Space, remove its belongings and return any keys and access cards. The ${ctx.a.role} may recover the Space only by lawful means.`,
          ];
          if (ctx.within("IN")) out.push(`If the ${ctx.b.role} fails to leave, the ${ctx.a.role} may recover possession of the Space in the manner provided by law (${ctx.cite("in-specific-relief-act-1963", "5", "section 5 of the Specific Relief Act, 1963")}), and the ${ctx.b.role} shall pay compensation for its use and occupation at the rate of the Licence Fee until it leaves.`);
          return out;
        },
      },
    ],
    boilerplate: ["definitions", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "GB", party_a: "Castle Street Workspace Ltd", party_b: "Heron Analytics Ltd", key_terms: { premises: "desk space for up to 8 people on the 2nd floor, 40 King Street, Manchester M2 6BA", licence_fee: "GBP 3,200 per month", duration: "6 months", deposit: "GBP 3,200" } },
  },
  {
    id: "property_sale_agreement",
    title: "Agreement for the Sale of Property",
    group: "real_estate",
    description: "A binding contract to sell land or a building: price and deposit, title, conditions, completion, risk before completion and the remedies if either side fails to complete; in India, records that ownership passes only by a registered sale deed.",
    parties: {
      a: { role: "Seller", description: "The owner selling the property." },
      b: { role: "Buyer", description: "The person buying the property." },
    },
    terms: [
      { name: "property", type: "text", required: true, description: 'The property, with its title reference, e.g. "12 Orchard Close, Harrogate HG2 7PL (title number NYK123456)".' },
      { name: "price", type: "money", required: true, description: 'Purchase price, e.g. "GBP 425,000".' },
      { name: "deposit", type: "money", description: "Deposit paid on signing; omitted: ten per cent of the price." },
      { name: "completion_date", type: "date", required: true, description: "Date on which the sale is to be completed." },
      { name: "tenure", type: "choice", options: ["freehold", "leasehold"], default: "freehold", description: "The interest sold." },
      { name: "possession", type: "choice", options: ["vacant possession", "subject to tenancies"], default: "vacant possession", description: "Whether the property is sold empty or subject to existing tenancies (listed in writing)." },
      { name: "included_items", type: "text", description: "Fixtures, fittings and contents included in the price." },
      { name: "conditions", type: "text", description: 'Conditions to be satisfied before completion, e.g. "the Buyer obtaining a mortgage offer by 15 May 2026".' },
    ],
    features: { witnessed: true, transfersLand: "sale" },
    clauses: [
      {
        heading: "Sale and Purchase",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} shall sell and the ${ctx.b.role} shall buy the ${ctx.term("tenure")} interest in ${ctx.term("property")} (the "Property") for ${ctx.term("price")} (the "Price"), ${possessionPhrase(ctx)}.`,
            `The Property is sold free from any mortgage, charge or other encumbrance, except those matters disclosed in writing to the ${ctx.b.role} before signing and any that the ${ctx.b.role} has agreed to take subject to.`,
          ];
          const items = ctx.optional("included_items");
          if (items) out.push(`The following items are included in the sale and the Price: ${items}.`);
          return out;
        },
      },
      {
        heading: "Price and Deposit",
        body: (ctx) => [
          `On signing this Agreement the ${ctx.b.role} shall pay a deposit of ${ctx.optional("deposit") ?? "ten per cent (10%) of the Price"} (the "Deposit"), to be held by the ${ctx.a.role}'s legal representative as stakeholder until completion, when it is released to the ${ctx.a.role} as part of the Price.`,
          `On completion the ${ctx.b.role} shall pay the balance of the Price, adjusted for any apportionment of outgoings and income to the completion date, by bank transfer of cleared funds, and the ${ctx.b.role} shall deduct from it only any tax the law requires the ${ctx.b.role} to withhold, accounting for it to the authorities and giving the ${ctx.a.role} evidence of it.`,
        ],
      },
      {
        heading: "Title and Disclosure",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} has given, or within seven (7) days after signing shall give, the ${ctx.b.role} copies of the documents of title to the Property and of the searches and replies to enquiries the ${ctx.b.role}'s legal representative reasonably requests. The ${ctx.b.role} may raise written requisitions on title within fourteen (14) days after receiving them, and the ${ctx.a.role} shall answer them promptly and fully.`,
            `The ${ctx.a.role} warrants that it is the owner of the Property with full power to sell it, that it has disclosed to the ${ctx.b.role} all matters affecting the Property of which it is aware, and that it has received no notice of any acquisition, demolition or enforcement proceedings affecting it.`,
          ];
          if (ctx.within("IN")) out.push(`The ${ctx.a.role} further warrants that no suit or proceeding is pending in which any right to the Property is directly in question, since a transfer made while such a suit is pending cannot affect the rights of the parties under the eventual decree (${ctx.cite("in-transfer-of-property-act-1882", "52", "section 52 of the Transfer of Property Act, 1882")}).`);
          return out;
        },
      },
      {
        heading: "Conditions",
        body: (ctx) => {
          const conditions = ctx.optional("conditions");
          if (!conditions) return null;
          return [
            `Completion is conditional on the following being satisfied or waived by the party for whose benefit it is given: ${conditions} (the "Conditions").`,
            `Each party shall use reasonable endeavours to satisfy the Conditions as soon as possible. If they have not been satisfied or waived by the date ten (10) Business Days before the completion date, either party may end this Agreement by written notice, and the Deposit shall then be repaid to the ${ctx.b.role} in full.`,
          ];
        },
      },
      {
        heading: "Completion",
        body: (ctx) => {
          const out = [
            `Completion shall take place on ${ctx.term("completion_date")}. On completion the ${ctx.a.role} shall deliver to the ${ctx.b.role} the duly executed transfer or conveyance of the Property, the title documents in its possession, evidence of the discharge of any mortgage or charge, and the keys, and shall give the ${ctx.b.role} ${ctx.term("possession") === "vacant possession" ? "vacant possession of the Property" : `possession of the Property ${possessionPhrase(ctx)}`}.`,
            `The ${ctx.b.role} shall bear the cost of the transfer and any stamp duty, land tax and registration fees payable on it, and shall register its title promptly after completion where registration is required.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The parties acknowledge that this Agreement does not of itself create any interest in or charge on the Property, and that ownership of the Property will pass only by a sale deed executed and registered as required by ${ctx.cite("in-transfer-of-property-act-1882", "54", "section 54 of the Transfer of Property Act, 1882")} and ${ctx.cite("in-registration-act-1908", "17", "section 17 of the Registration Act, 1908")}, which the parties shall present for registration within the time allowed by ${ctx.cite("in-registration-act-1908", "23", "section 23 of that Act")}.`);
          }
          return out;
        },
      },
      {
        heading: "Risk and Insurance before Completion",
        body: (ctx) => `The Property remains at the ${ctx.a.role}'s risk until completion. The ${ctx.a.role} shall keep it insured for its full reinstatement value until completion and maintain it in its present condition, fair wear and tear excepted. If before completion the Property is damaged so as to be unusable for its present purpose, the ${ctx.b.role} may end this Agreement by written notice and recover the Deposit in full.`,
      },
      {
        heading: "Failure to Complete",
        body: (ctx) => {
          const out = [
            ctx.law.family === "civil"
              ? `If either party fails to complete on the completion date, the other may require completion by written notice setting a further period of ten (10) Business Days for completion.`
              : `If either party fails to complete on the completion date, the other may serve written notice requiring completion within ten (10) Business Days, and time is then of the essence.`,
            `If the ${ctx.b.role} fails to complete by the end of that period, the ${ctx.a.role} may ${endForNonPerformance(ctx)}, keep the Deposit and resell the Property, and may claim any further loss it proves, giving credit for the Deposit.`,
            `If the ${ctx.a.role} fails to complete by the end of that period, the ${ctx.b.role} may either ${endForNonPerformance(ctx)} and recover the Deposit with any loss it proves, or ${ctx.law.family === "civil" ? performanceRemedy(ctx) : "seek an order for specific performance"} together with compensation for the delay.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The parties record that specific performance of this Agreement is enforceable by the court under ${ctx.cite("in-specific-relief-act-1963", "10", "section 10 of the Specific Relief Act, 1963")}, subject to the party seeking it having performed or been always ready and willing to perform its essential obligations (${ctx.cite("in-specific-relief-act-1963", "16", "section 16 of that Act")}); that compensation may be claimed with or instead of it (${ctx.cite("in-specific-relief-act-1963", "21", "section 21")}); and that the ${ctx.a.role} may retain the Deposit only as reasonable compensation not exceeding its amount (${ctx.cite("in-contract-act-1872", "74", "section 74 of the Indian Contract Act, 1872")}).`);
          }
          return out;
        },
      },
    ],
    boilerplate: ["definitions", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "GB", party_a: "Margaret Ellis", party_b: "Thomas Baker", key_terms: { property: "12 Orchard Close, Harrogate HG2 7PL (title number NYK123456)", price: "GBP 425,000", deposit: "GBP 42,500", completion_date: "30 June 2026", tenure: "freehold", included_items: "the carpets, curtains, blinds and the fitted kitchen appliances" } },
  },
  {
    id: "property_management_agreement",
    title: "Property Management Agreement",
    group: "real_estate",
    description: "An owner appoints a managing agent to let and manage a property: finding and vetting tenants, collecting rent, arranging repairs, handling client money and accounting, within a spending limit and for a percentage fee.",
    parties: {
      a: { role: "Owner", description: "The owner of the property being managed." },
      b: { role: "Managing Agent", description: "The business managing the property for the Owner." },
    },
    terms: [
      { name: "property", type: "text", required: true, description: 'The property managed, e.g. "the 6 flats at 41 Lansdowne Road, London W11 2LQ".' },
      { name: "management_fee", type: "percentage", required: true, description: 'Fee, e.g. "10% of the gross rent collected".' },
      { name: "service_level", type: "choice", options: ["full management", "rent collection only"], default: "full management", description: "Full management (lettings, rent, repairs, compliance) or rent collection only." },
      { name: "letting_fee", type: "money", description: "Fee for each new tenancy the Managing Agent arranges." },
      { name: "spending_limit", type: "money", description: "Most the Managing Agent may spend on one item of repair without the Owner's approval (emergencies excepted)." },
      { name: "remittance_day", type: "text", default: "the 10th day of each month", description: "When collected rent, less deductions, is paid to the Owner." },
      { name: "duration", type: "duration", default: "1 year", description: "Initial term of the appointment." },
    ],
    clauses: [
      {
        heading: "Appointment",
        body: (ctx) => {
          const out = [`The ${ctx.a.role} appoints the ${ctx.b.role}, and the ${ctx.b.role} accepts appointment, as the ${ctx.a.role}'s agent to manage ${ctx.term("property")} (the "Property") on the ${ctx.term("service_level")} basis described in this Agreement.`];
          if (ctx.within("IN")) out.push(`The ${ctx.b.role} acts as agent of the ${ctx.a.role} within the meaning of ${ctx.cite("in-contract-act-1872", "182", "section 182 of the Indian Contract Act, 1872")}, and only within the authority this Agreement gives it.`);
          out.push(`The ${ctx.b.role} shall perform its services with the reasonable skill and care of a competent professional managing agent and in the ${ctx.a.role}'s best interests, and shall disclose to the ${ctx.a.role} any commission, discount or other benefit it receives from a tenant, contractor or supplier in connection with the Property.`);
          return out;
        },
      },
      {
        heading: "Management Services",
        body: (ctx) => {
          const full = ctx.term("service_level") === "full management";
          const out = [
            `The ${ctx.b.role} shall demand and collect the rent and other sums payable by the tenants of the Property, pursue arrears promptly (instructing lawyers only with the ${ctx.a.role}'s approval), and keep the ${ctx.a.role} informed of any tenant in material arrears or breach.`,
          ];
          if (full) {
            out.push(
              `The ${ctx.b.role} shall market any vacant unit, vet prospective tenants (including identity, right-to-rent or similar checks the law requires, references and affordability), and recommend tenants and terms to the ${ctx.a.role}; it shall enter into a tenancy only on terms the ${ctx.a.role} has approved in writing.`,
              `The ${ctx.b.role} shall arrange the safety checks, certificates, licences and deposit protection the law requires for the letting of the Property, inspect the Property at least twice a year and report on its condition, and arrange routine maintenance and repairs with competent contractors at competitive prices.`,
            );
          } else {
            out.push(`Finding tenants, repairs, inspections and legal compliance of the Property remain the ${ctx.a.role}'s responsibility, and the ${ctx.b.role} shall pass to the ${ctx.a.role} without delay any request or complaint it receives about them.`);
          }
          return out;
        },
      },
      {
        heading: "Limits of Authority",
        body: (ctx) => {
          const limit = ctx.optional("spending_limit");
          return [
            `The ${ctx.b.role} shall not, without the ${ctx.a.role}'s prior written approval, grant, renew, vary or end any tenancy, agree any rent, start legal proceedings, or commit the ${ctx.a.role} to any expenditure on one item of work ${limit ? `exceeding ${limit}` : "not approved in advance"}.`,
            `In an emergency threatening the safety of persons or serious damage to the Property, the ${ctx.b.role} may arrange the works reasonably necessary to deal with it without prior approval, and shall inform the ${ctx.a.role} as soon as practicable.`,
          ];
        },
      },
      {
        heading: "Client Money and Accounts",
        body: (ctx) => [
          `The ${ctx.b.role} shall hold all rent, deposits and other money received for the ${ctx.a.role} ${ctx.law.family === "civil" ? "for the account of" : "on trust for"} the ${ctx.a.role}, in a designated client account with a bank, separate from its own money, and shall comply with any client money protection or deposit scheme rules that apply to it.`,
          `By ${ctx.term("remittance_day")} the ${ctx.b.role} shall pay the ${ctx.a.role} the money collected in the previous month, less its fees and the expenses properly paid for the Property, with a statement showing the rent due and received, arrears, each deduction and the balance paid, supported by invoices on request.`,
          `The ${ctx.b.role} shall keep complete and accurate records of its management of the Property, make them available to the ${ctx.a.role} and its accountants on reasonable notice, and provide the information the ${ctx.a.role} reasonably needs for its tax returns.`,
        ],
      },
      {
        heading: "Fees and Expenses",
        body: (ctx) => {
          const letting = ctx.optional("letting_fee");
          return [
            `In return for its services the ${ctx.b.role} is entitled to a management fee of ${ctx.term("management_fee")}, plus any applicable tax, which it may deduct from the rent it collects. No fee is earned on rent that is not collected.`,
            letting
              ? `For each new tenancy of the Property it arranges with the ${ctx.a.role}'s approval, the ${ctx.b.role} is entitled to a letting fee of ${letting}, plus any applicable tax, payable when the tenancy starts.`
              : `No fee other than the management fee is payable unless the ${ctx.a.role} agrees it in writing in advance.`,
            `The ${ctx.b.role} shall bear its own overheads. It may recover from the ${ctx.a.role} only expenses paid to third parties for the Property within its authority, at cost and without mark-up.`,
          ];
        },
      },
      {
        heading: "Owner's Obligations",
        body: (ctx) => [
          `The ${ctx.a.role} warrants that it is entitled to let the Property and has obtained any consent to letting required by a mortgagee, superior landlord or other person, and shall keep the Property insured for its full reinstatement value with cover for the risks of letting.`,
          `The ${ctx.a.role} shall give the ${ctx.b.role} the information, documents and keys it reasonably needs, put the ${ctx.b.role} in funds for approved expenditure where the rent collected is not enough to meet it, and keep the Property in the state of repair and safety the law requires of a landlord.`,
        ],
      },
      {
        heading: "Handover on Termination",
        body: (ctx) => `Within fourteen (14) days after this Agreement ends, the ${ctx.b.role} shall pay the ${ctx.a.role} all money it holds for the ${ctx.a.role} (or, for tenants' deposits, transfer them as the ${ctx.a.role} directs and any deposit scheme rules allow), with a final statement, and deliver all keys, tenancy agreements, certificates, correspondence and records relating to the Property, and shall notify the tenants of the change of managing agent. No fee accrues for any period after this Agreement ends.`,
      },
    ],
    boilerplate: ["definitions", "term_and_termination", "limitation_of_liability", "indemnity", "data_protection", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "GB", party_a: "Lansdowne Holdings Ltd", party_b: "Kensal Lettings & Management Ltd", key_terms: { property: "the 6 flats at 41 Lansdowne Road, London W11 2LQ", management_fee: "10% of the gross rent collected", service_level: "full management", spending_limit: "GBP 500", letting_fee: "GBP 750" } },
  },
  {
    id: "construction_contract",
    title: "Construction Contract",
    group: "real_estate",
    description: "A lump-sum building contract: the works and site, programme and completion date, variations, interim payment and retention, liquidated damages for delay, defects period, insurance and termination for default.",
    parties: {
      a: { role: "Employer", description: "The client for whom the works are carried out." },
      b: { role: "Contractor", description: "The builder carrying out the works." },
    },
    terms: [
      { name: "works", type: "text", required: true, description: 'The works and the documents describing them, e.g. "construction of a two-storey rear extension in accordance with drawings WD-01 to WD-14 and the specification dated 3 February 2026".' },
      { name: "site", type: "text", required: true, description: "Address of the site." },
      { name: "contract_price", type: "money", required: true, description: 'Lump sum price, e.g. "GBP 385,000".' },
      { name: "start_date", type: "date", description: "Date the Contractor gets possession of the site; omitted: the Effective Date." },
      { name: "completion_date", type: "date", required: true, description: "Date by which the works must be complete." },
      { name: "delay_damages", type: "money", description: 'Liquidated damages for late completion, e.g. "GBP 1,500 per week".' },
      { name: "retention", type: "percentage", default: "5%", description: "Percentage of each interim payment retained until completion and the end of the defects period." },
      { name: "defects_period", type: "duration", default: "12 months", description: "Period after completion in which the Contractor must put right defects." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay each certified amount." },
      { name: "late_payment_interest", type: "percentage", description: "Interest a year on late payments (GB: above the Bank of England base rate)." },
      { name: "contract_administrator", type: "text", description: 'Architect, engineer or other person certifying and instructing for the Employer, e.g. "Jane Holt RIBA of Holt Architects".' },
    ],
    features: { b2bPayment: true },
    clauses: [
      {
        heading: "The Works",
        body: (ctx) => [
          `The ${ctx.b.role} shall carry out and complete the following works at ${ctx.term("site")} (the "Site"): ${ctx.term("works")} (the "Works"), in a good and workmanlike manner, using materials and goods of the kinds and standards described in the contract documents or, where not described, of good quality and fit for their purpose, and in accordance with all laws, building regulations, permissions and the requirements of the relevant authorities.`,
          `The ${ctx.a.role} is responsible for obtaining planning permission and any other consent needed for the design of the Works; the ${ctx.b.role} is responsible for all other notices, approvals and inspections needed to carry them out, and for the safety of the Site and of everyone on it while it has possession.`,
          ctx.optional("contract_administrator")
            ? `${capitalise(ctx.optional("contract_administrator")!)} shall act for the ${ctx.a.role} in issuing instructions, certificates and valuations under this Agreement, acting fairly and impartially between the parties when valuing and certifying.`
            : `The ${ctx.a.role} shall issue instructions, valuations and certificates under this Agreement itself or through a representative it names in writing, acting fairly and reasonably when valuing and certifying.`,
        ],
      },
      {
        heading: "Programme and Completion",
        body: (ctx) => [
          `The ${ctx.a.role} shall give the ${ctx.b.role} possession of the Site on ${ctx.optional("start_date") ?? "the Effective Date"}. The ${ctx.b.role} shall begin the Works promptly, proceed with them regularly and diligently in line with a programme it provides within ten (10) Business Days, and complete them by ${ctx.term("completion_date")} (the "Completion Date").`,
          `If the Works are or will be delayed by a variation, an act or default of the ${ctx.a.role} or those for whom it is responsible, or a Force Majeure Event, the ${ctx.b.role} shall notify the ${ctx.a.role} promptly with the cause and likely effect, and the Completion Date shall be extended by a fair and reasonable period. No extension is given for delay caused by the ${ctx.b.role} or its subcontractors.`,
          `The Works are complete ("Practical Completion") when they are finished apart from minor items that do not prevent their use, and the ${ctx.b.role} has supplied the certificates, warranties and manuals the contract documents require. The ${ctx.a.role} shall certify Practical Completion promptly once it has happened.`,
        ],
      },
      {
        heading: "Variations",
        body: (ctx) => [
          `The ${ctx.a.role} may instruct in writing additions, omissions or changes to the Works (a "Variation"). The ${ctx.b.role} shall not make any Variation without a written instruction and shall carry out every reasonable one it receives.`,
          `Each Variation shall be valued using the rates and prices in the contract documents where they apply, and otherwise at fair rates, and the agreed or assessed value, with any extension of time it justifies, shall be recorded in writing before the work is done where practicable.`,
        ],
      },
      {
        heading: "Price, Payment and Retention",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} shall pay the ${ctx.b.role} the price of ${ctx.term("contract_price")}, adjusted for Variations and any other adjustment this Agreement provides for, exclusive of ${indirectTax(ctx)}, which is payable in addition against a valid tax invoice.`,
            `The ${ctx.b.role} may apply for payment monthly, stating the value of the work properly done and materials properly delivered to the Site. Within five (5) Business Days of each application the ${ctx.a.role} shall notify the sum it considers due and the basis of calculation, and shall pay that sum ${payableWithin(ctx.term("payment_terms"), "of the application")}. If it intends to pay less than the notified sum, it shall say so in writing, with its reasons, before payment is due.`,
            `The ${ctx.a.role} may retain ${ctx.term("retention")} of the value of each interim payment. Half of the amount retained shall be released on Practical Completion, and the rest when the ${ctx.b.role} has made good the defects notified during the defects period.`,
            `Where the law gives either party a right to refer a dispute under this Agreement to adjudication, or prescribes payment notices or a right to suspend work for non-payment, those rights apply in addition to, and prevail over, any inconsistent provision of this Agreement.`,
          ];
          const late = latePayment(ctx, `the ${ctx.a.role}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Damages for Delay",
        body: (ctx) => {
          const amount = ctx.optional("delay_damages");
          if (!amount) return null;
          return [
            ...liquidatedDamages(ctx, {
              payer: `the ${ctx.b.role}`,
              amount: `${amount} for the period from the Completion Date (as extended) until Practical Completion`,
              trigger: `the ${ctx.b.role} fails to achieve Practical Completion by the Completion Date (as extended)`,
            }),
            `The ${ctx.a.role} may deduct those damages from any sum due to the ${ctx.b.role}, after notifying it in writing of the amount and the period to which it relates.`,
          ];
        },
      },
      {
        heading: "Defects",
        body: (ctx) => `The ${ctx.b.role} shall make good at its own cost any defect, shrinkage or other fault in the Works that appears within ${ctx.term("defects_period")} after Practical Completion and is due to materials or workmanship not in accordance with this Agreement, within a reasonable time after the ${ctx.a.role} notifies it. If it fails to do so, the ${ctx.a.role} may have the defect put right by others and recover the reasonable cost from the ${ctx.b.role}, including from the retention. This does not limit the ${ctx.b.role}'s liability for defects that appear later.`,
      },
      {
        heading: "Insurance and Risk",
        body: (ctx) => [
          `The Works, and the materials for them on the Site, are at the ${ctx.b.role}'s risk until Practical Completion. The ${ctx.b.role} shall insure them in the joint names of the parties for their full reinstatement value against all risks normally insured in the construction industry, and shall maintain employer's liability and public liability insurance, each for amounts customary for works of this kind, and produce evidence of cover on request.`,
          `Where the Works are to an existing building, the ${ctx.a.role} shall insure the existing structure and its contents, and tell its insurer about the Works.`,
        ],
      },
      {
        heading: "Termination for Default",
        body: (ctx) => {
          const out = [
            `If the ${ctx.b.role}, without reasonable cause, wholly or substantially suspends the Works, fails to proceed regularly and diligently with them, or refuses to remove defective work, and does not remedy the default within fourteen (14) days after written notice specifying it, or if the ${ctx.b.role} becomes insolvent, the ${ctx.a.role} may end the ${ctx.b.role}'s employment under this Agreement by further written notice.`,
            `The ${ctx.a.role} may then complete the Works by others. The ${ctx.b.role} is liable for the amount by which the cost of completion, with the ${ctx.a.role}'s resulting direct loss, exceeds what the ${ctx.a.role} would have paid had the ${ctx.b.role} completed, and no further payment is due to the ${ctx.b.role} until that amount is established.`,
            `If the ${ctx.a.role} fails to pay a sum properly due within fourteen (14) days after written notice of the failure, or becomes insolvent, the ${ctx.b.role} may end its employment under this Agreement by further written notice, and is entitled to payment for the work properly done and materials properly supplied up to the date of termination, with its direct loss caused by the termination.`,
          ];
          if (ctx.within("IN")) out.push(`Completion by others under this clause is substituted performance within ${ctx.cite("in-specific-relief-act-1963", "20", "section 20 of the Specific Relief Act, 1963")}, for which the notice to the ${ctx.b.role} shall give it not less than thirty (30) days to perform.`);
          return out;
        },
      },
    ],
    boilerplate: ["definitions", "limitation_of_liability", "indemnity", "force_majeure", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "GB", party_a: "Whitmore Developments Ltd", party_b: "Castlegate Construction Ltd", key_terms: { works: "construction of a two-storey rear extension and internal refurbishment in accordance with drawings WD-01 to WD-14 and the specification dated 3 February 2026", site: "21 Kingsway, Cambridge CB1 2AB", contract_price: "GBP 385,000", completion_date: "30 November 2026", delay_damages: "GBP 1,500 per week", contract_administrator: "Jane Holt RIBA of Holt Architects" } },
  },
  {
    id: "lease_surrender_agreement",
    title: "Deed of Surrender of Lease",
    titleFor: (ctx) => (ctx.law.family === "civil" ? "Lease Surrender Agreement" : "Deed of Surrender of Lease"),
    group: "real_estate",
    description: "Ends a lease early by agreement: the tenant surrenders and the landlord accepts on a set date, with vacant possession, any surrender payment, the deposit, a mutual release and the registration steps.",
    shortName: "Deed",
    parties: {
      a: { role: "Landlord", description: "The landlord under the lease, accepting the surrender." },
      b: { role: "Tenant", description: "The tenant under the lease, surrendering it." },
    },
    terms: [
      { name: "lease_details", type: "text", required: true, description: 'The lease being surrendered, e.g. "a lease dated 3 March 2020 between the Landlord and the Tenant for a term of 10 years".' },
      { name: "premises", type: "text", required: true, description: "The premises let by the lease." },
      { name: "surrender_date", type: "date", required: true, description: "Date on which the surrender takes effect." },
      { name: "surrender_premium", type: "money", description: "Sum paid for the surrender, if any." },
      { name: "premium_payer", type: "choice", options: ["landlord", "tenant"], default: "tenant", description: "Who pays the surrender premium: the landlord (buying the lease back) or the tenant (buying its release)." },
      { name: "deposit_refund", type: "money", description: "Deposit to be refunded to the Tenant on surrender." },
      { name: "condition", type: "choice", options: ["as is", "reinstated"], default: "as is", description: "Whether the Landlord takes the premises back as is, or only once the Tenant has reinstated them." },
    ],
    features: { witnessed: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} let the premises at ${ctx.term("premises")} to the ${ctx.b.role} by ${ctx.term("lease_details")} (the "Lease").`,
      `The parties have agreed that the ${ctx.b.role} will surrender the Lease, and the ${ctx.a.role} will accept its surrender, on the terms of this ${ctx.shortName}.`,
    ],
    clauses: [
      {
        heading: "Surrender",
        body: (ctx) => {
          const out = [`With effect from ${ctx.term("surrender_date")} (the "Surrender Date") the ${ctx.b.role} surrenders to the ${ctx.a.role}, and the ${ctx.a.role} accepts the surrender of, the Lease and the whole of the term of years granted by it that remains unexpired, with the intent that the term merges and is extinguished in the ${ctx.a.role}'s interest.`];
          if (ctx.within("IN")) out.push(`The parties intend the Lease to be determined by express surrender, as provided by ${ctx.cite("in-transfer-of-property-act-1882", "111", "section 111 of the Transfer of Property Act, 1882")}.`);
          out.push(`The ${ctx.b.role} confirms that it has not assigned, underlet, charged or otherwise dealt with the Lease or any part of the premises, and that no one else has any right to occupy them.`);
          return out;
        },
      },
      {
        heading: "Vacant Possession and Condition",
        body: (ctx) => [
          `On the Surrender Date the ${ctx.b.role} shall give the ${ctx.a.role} vacant possession of the premises, remove its belongings, signs and trade fixtures, and return all keys and access devices.`,
          ctx.term("condition") === "reinstated"
            ? `The surrender is on the basis that the premises are first reinstated: before the Surrender Date the ${ctx.b.role} shall, at its own cost, remove the alterations it has made, put the premises into the state of repair and decoration the Lease requires, and make good any damage, to the ${ctx.a.role}'s reasonable satisfaction.`
            : `The ${ctx.a.role} accepts the premises in their condition as is on the Surrender Date, and shall make no claim against the ${ctx.b.role} for dilapidations, reinstatement or decoration under the Lease.`,
        ],
      },
      {
        heading: "Surrender Payment, Rent and Deposit",
        body: (ctx) => {
          const out: string[] = [];
          const premium = ctx.optional("surrender_premium");
          const payer = ctx.term("premium_payer") === "landlord" ? ctx.a.role : ctx.b.role;
          const payee = payer === ctx.a.role ? ctx.b.role : ctx.a.role;
          if (premium) out.push(`On the Surrender Date the ${payer} shall pay the ${payee} ${premium} (plus any applicable tax) ${inReturnFor(ctx).toLowerCase()} the surrender, by bank transfer of cleared funds; the surrender takes effect only when it is paid.`);
          out.push(`The rent and other sums payable under the Lease shall be apportioned to the Surrender Date. The ${ctx.b.role} shall pay any amount due for the period up to that date, and the ${ctx.a.role} shall refund any amount paid for the period after it, within fourteen (14) days after the Surrender Date.`);
          const deposit = ctx.optional("deposit_refund");
          out.push(
            deposit
              ? `The ${ctx.a.role} shall refund to the ${ctx.b.role} the deposit of ${deposit} held under the Lease, without deduction except as this ${ctx.shortName} allows, on the Surrender Date.`
              : `The ${ctx.a.role} shall refund to the ${ctx.b.role} any deposit held under the Lease, less any amount this ${ctx.shortName} allows it to deduct, within fourteen (14) days after the Surrender Date.`,
          );
          return out;
        },
      },
      {
        heading: "Release",
        body: (ctx) => [
          `With effect from the Surrender Date each party releases the other from all its obligations under the Lease and from all claims arising from them, whether arising before or after that date, except for the sums payable under this ${ctx.shortName} and any liability for fraud.`,
          `The ${ctx.a.role} shall release any guarantor of the ${ctx.b.role}'s obligations under the Lease on the same terms, and confirms that it has not assigned its interest in the premises or the benefit of the ${ctx.b.role}'s obligations.`,
        ],
      },
      {
        heading: "Registration of the Surrender",
        body: (ctx) => {
          if (ctx.within("IN")) {
            return [
              `This Deed extinguishes the ${ctx.b.role}'s interest in immovable property. Where it is an instrument whose registration is compulsory under ${ctx.cite("in-registration-act-1908", "17", "section 17 of the Registration Act, 1908")}, the parties shall present it for registration within four (4) months of its execution (${ctx.cite("in-registration-act-1908", "23", "section 23 of that Act")}) and attend as required; until registered it does not affect the premises (${ctx.cite("in-registration-act-1908", "49", "section 49 of that Act")}).`,
              `Unless the parties agree otherwise in writing, the ${ctx.a.role} shall bear the stamp duty and registration fees on this ${ctx.shortName}.`,
            ];
          }
          return `Where the Lease, or any notice of it, is registered at a land registry, the ${ctx.a.role} shall apply to close or cancel the entry after the Surrender Date, and the ${ctx.b.role} shall sign any document and deliver any certificate reasonably needed for that purpose. Each party bears its own costs of this ${ctx.shortName}, and the ${ctx.a.role} bears any tax and registration fees payable on it.`;
        },
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "GB", party_a: "Pennine Property Investments Ltd", party_b: "Northgate Print Ltd", key_terms: { lease_details: "a lease dated 3 March 2020 between the Landlord and the Tenant for a term of 10 years from that date", premises: "Unit 7, Calder Business Park, Wakefield WF2 7AY", surrender_date: "31 March 2026", surrender_premium: "GBP 25,000", premium_payer: "tenant", condition: "as is" } },
  },
  {
    id: "parking_licence",
    title: "Car Parking Licence",
    group: "real_estate",
    description: "Grants the right to park vehicles in a car park or garage for a fee: allocated or unallocated spaces, access hours, rules of use, risk and liability for vehicles, and ending on notice; a licence, not a lease.",
    titleFor: (ctx) => (ctx.law.system === "US" ? "Parking License Agreement" : "Car Parking Licence"),
    parties: {
      a: { role: "Licensor", description: "The owner or operator of the car park." },
      b: { role: "Licensee", description: "The person permitted to park." },
    },
    terms: [
      { name: "car_park", type: "text", required: true, description: 'Location of the car park, e.g. "the basement garage at 240 East 54th Street, New York, NY 10022".' },
      { name: "spaces", type: "text", default: "one (1) space", description: 'Number of spaces, e.g. "three (3) spaces".' },
      { name: "designation", type: "choice", options: ["allocated", "unallocated"], default: "unallocated", description: "Whether particular numbered spaces are allocated, or any available space may be used." },
      { name: "licence_fee", type: "money", required: true, description: 'Fee and period, e.g. "USD 1,350 per month".' },
      { name: "duration", type: "duration", default: "12 months", description: "Length of the licence." },
      { name: "commencement_date", type: "date", description: "First day of the licence; omitted: the date of the licence." },
      { name: "vehicles", type: "text", description: "Registration numbers of the vehicles that may be parked." },
      { name: "access_hours", type: "text", default: "24 hours a day, every day of the year", description: "When the car park may be used." },
      { name: "notice_period", type: "duration", default: "1 month", description: "Notice either party gives to end the licence early." },
    ],
    clauses: [
      {
        heading: "Parking Rights",
        body: (ctx) => {
          const allocated = ctx.term("designation") === "allocated";
          return [
            `The ${ctx.a.role} permits the ${ctx.b.role} to park private motor vehicles in ${ctx.term("spaces")} in ${ctx.term("car_park")} (the "Car Park") for ${ctx.term("duration")} starting on ${ctx.optional("commencement_date") ?? "the date of this Agreement"}, unless this Agreement is ended earlier. The Car Park may be used ${ctx.term("access_hours")}.`,
            allocated
              ? `The spaces are allocated: the ${ctx.a.role} shall identify them in writing and keep them available for the ${ctx.b.role}, but may on reasonable notice (or without notice in an emergency) require the ${ctx.b.role} to use other spaces of similar size and convenience in the Car Park.`
              : `The spaces are unallocated: the ${ctx.b.role} may use any vacant general parking space in the Car Park, and the ${ctx.a.role} does not guarantee that a space will be free at any particular time, but shall not issue more permits than the Car Park can reasonably accommodate.`,
            `The rights granted by this Agreement are personal to the ${ctx.b.role} and take effect as a ${ctx.law.system === "US" ? "license" : "licence"} only: they do not give the ${ctx.b.role} exclusive possession of any part of the Car Park and do not create a tenancy or any interest in land.`,
          ];
        },
      },
      {
        heading: "Parking Fee",
        body: (ctx) => `The ${ctx.b.role} shall pay the ${ctx.a.role} a parking fee of ${ctx.term("licence_fee")} (plus any applicable tax) in advance on the first day of each month, by bank transfer or another method the ${ctx.a.role} reasonably specifies. The ${ctx.a.role} may increase the fee on each anniversary of the start of this Agreement by not less than one (1) month's written notice, in which case the ${ctx.b.role} may end this Agreement on the date the increase takes effect.`,
      },
      {
        heading: "Use of the Car Park",
        body: (ctx) => {
          const vehicles = ctx.optional("vehicles");
          return [
            vehicles
              ? `Only the following vehicles may be parked under this Agreement: ${vehicles}. The ${ctx.b.role} shall notify the ${ctx.a.role} in advance of any change.`
              : `The ${ctx.b.role} shall notify the ${ctx.a.role} in advance of the registration numbers of the vehicles it will park, and of any change to them.`,
            `The ${ctx.b.role} shall park only roadworthy, lawfully registered and insured private cars or motorcycles within the marked bays, drive at walking pace, not obstruct any access route, fire exit or other bay, not carry out repairs or washing or store anything other than a vehicle, not charge an electric vehicle except at a designated charging point, and comply with the ${ctx.a.role}'s reasonable rules for the Car Park notified in writing.`,
            `The ${ctx.a.role} may close all or part of the Car Park temporarily for repair, cleaning, resurfacing or safety reasons, giving reasonable notice except in an emergency and, where possible, providing alternative parking; the parking fee shall be reduced fairly for any closure lasting more than three (3) consecutive days without alternative parking.`,
          ];
        },
      },
      {
        heading: "Vehicles at the Licensee's Risk",
        body: (ctx) => {
          const out = [
            `Vehicles and their contents are left in the Car Park at the ${ctx.b.role}'s own risk. The ${ctx.a.role} is not liable for their loss, theft or damage, except to the extent caused by the negligence or wilful default of the ${ctx.a.role} or its staff or contractors.`,
            unexcludableLiability(ctx, "either party's"),
            `The ${ctx.b.role} is responsible for any damage its vehicles or their drivers cause to the Car Park or to other vehicles, and shall maintain motor insurance covering that liability.`,
          ];
          if (ctx.law.system === "GB") out.push(`The parties consider the allocation of risk in this clause reasonable, having regard to the control each party has over the vehicles and the Car Park and to the rule on negligence liability in ${ctx.cite("uk-unfair-contract-terms-act-1977", "2", "section 2 of the Unfair Contract Terms Act 1977")}.`);
          return out;
        },
      },
      {
        heading: "Ending this Agreement",
        body: (ctx) => [
          `Either party may end this Agreement by giving the other not less than ${writtenNotice(ctx.term("notice_period"))}. The ${ctx.a.role} may end it at once by written notice if the parking fee is unpaid fourteen (14) days after its due date or the ${ctx.b.role} seriously or persistently breaches the rules of use.`,
          `When this Agreement ends the ${ctx.b.role} shall remove its vehicles and return any permits, passes, keys and remote controls. Any vehicle left in the Car Park after that may be removed by the ${ctx.a.role} only in the manner and after the notice the law allows, and the ${ctx.b.role} shall pay the reasonable cost of doing so.`,
        ],
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "US-NY", party_a: "Midtown Garage Associates LLC", party_b: "Meridian Legal PLLC", key_terms: { car_park: "the basement garage at 240 East 54th Street, New York, NY 10022", spaces: "three (3) spaces", designation: "allocated", licence_fee: "USD 1,350 per month", duration: "12 months" } },
  },
];

/** "with vacant possession" or "subject to the tenancies …": how a sale hands the property over. */
function possessionPhrase(ctx: DraftContext): string {
  return ctx.term("possession") === "vacant possession"
    ? "with vacant possession"
    : `subject to tenancies, being only the tenancies listed in writing and disclosed to the ${ctx.b.role} before signing`;
}
