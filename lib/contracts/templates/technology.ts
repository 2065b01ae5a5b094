import { placeName } from "../key-term-forms";
import { impliedTermsExclusion, insolvencyEvents, liabilityClause, unexcludableLiability } from "../native-boilerplate";
import { anchor, refTo } from "../cross-references";
import { capitalise, writtenNotice, payableWithin } from "../key-terms";
import { consumerRights, inReturnFor, latePayment, liquidatedDamages, processorTerms } from "../law-clauses";
import { BLANK, type ContractTemplate, type DraftContext } from "../types";
import { boilerplateWithout, taxClause } from "./commercial";

/**
 * What the software warranty's remedy leaves of the other remedies. Under the common law the repair-or-refund remedy
 * can be the sole one. Under a civil code the statutory rights for defects apply beside it (the boilerplate says so), and
 * in standard terms they may be cut down to supplementary performance only if reduction or withdrawal stays open when
 * it fails (in Germany, section 309 no. 8(b)(bb) BGB): the draft says so rather than calling the remedy "sole".
 */
function warrantyRemedy(ctx: DraftContext, customer: string): string {
  if (ctx.law.family !== "civil") return `This is the ${customer}'s sole remedy for breach of this warranty, without affecting any liability that cannot be limited by law.`;
  const cite = ctx.within("DE") ? " (section 309 no. 8(b)(bb) BGB)" : "";
  return `If the correction or replacement fails, the ${customer} may instead reduce the fee or withdraw from the licence for the affected Software${cite}, and may claim damages subject to the limitation of liability in this Agreement; the ${customer}'s other statutory rights for defects are unaffected.`;
}

/** "license" in American drafting, "licence" elsewhere (the noun; the verb is "license" in both). */
function lic(ctx: DraftContext): string {
  return ctx.law.system === "US" ? "license" : "licence";
}

/**
 * Terms for personal data one party processes for the other, by system: the Art. 28(3) processor terms (EU, UK),
 * the DPDP Act processor contract (India), the CCPA service-provider contract (California), SHIELD Act safeguards
 * (New York), the PDPA data-intermediary duties (Singapore), and plain safeguards elsewhere.
 */
function personalData(ctx: DraftContext, processor: string, controller: string, what: string): string[] {
  const P = capitalise(processor);
  const C = capitalise(controller);
  if (ctx.law.system === "GB" || ctx.law.system === "EU") {
    return [
      `Where ${processor} processes personal data on behalf of ${controller} in providing ${what}, ${controller} is the controller and ${processor} the processor of that data. The subject matter of the processing is the provision of ${what}; its duration is the term of this ${ctx.shortName}; and its nature and purpose, the types of personal data and the categories of data subjects are those described in the documentation for ${what} or otherwise agreed in writing.`,
      ...processorTerms(ctx, processor, controller).map(capitalise),
      `${P} shall notify ${controller} without undue delay, and in any event within forty-eight (48) hours, after becoming aware of a personal data breach affecting that personal data, with the information ${controller} reasonably needs to meet its own obligations to notify the supervisory authority and data subjects.`,
    ];
  }
  if (ctx.law.system === "IN") {
    return [
      `Where ${processor} processes digital personal data on behalf of ${controller} in providing ${what}, ${controller} is the Data Fiduciary and ${processor} its Data Processor, engaged under this contract as ${ctx.cite("in-dpdp-act-2023", "8", "section 8 of the Digital Personal Data Protection Act, 2023")} contemplates; ${controller} remains responsible for compliance with that Act in respect of the processing.`,
      `${P} shall process that personal data only to provide ${what} and on ${controller}'s documented instructions, and shall not use it for any other purpose.`,
      `${P} shall take reasonable security safeguards to prevent a personal data breach, including appropriate encryption, access controls and logging, and shall notify ${controller} without delay, and in any event within twenty-four (24) hours, after becoming aware of a personal data breach, with the information ${controller} needs to inform the Data Protection Board of India and the affected Data Principals.`,
      `${P} shall engage a sub-processor only with ${controller}'s prior written consent and on terms no less protective than this clause, and shall assist ${controller} in responding to Data Principals exercising their rights.`,
      `${P} shall erase the personal data, and cause its sub-processors to erase it, when ${controller} so instructs or when the provision of ${what} ends, unless the law requires it to be kept, and shall not transfer it to any country or territory outside India to which transfers are restricted by notification under ${ctx.cite("in-dpdp-act-2023", "16", "section 16 of that Act")}.`,
    ];
  }
  if (ctx.law.system === "US") {
    const out = [
      `${P} shall process personal information it receives from or on behalf of ${controller} only to provide ${what} and on ${controller}'s documented instructions; shall maintain reasonable administrative, technical and physical safeguards to protect it; shall notify ${controller} without undue delay of any unauthorised access to or acquisition of it; shall impose equivalent obligations on any subcontractor that receives it; and shall return or delete it when the provision of ${what} ends, unless the law requires it to be kept.`,
    ];
    if (ctx.within("US-CA")) {
      out.push(
        `${P} is a service provider to ${controller} within ${ctx.cite("us-ca-ccpa", "1798.140", "section 1798.140 of the California Civil Code (CCPA)")}, and this clause is the contract ${ctx.cite("us-ca-ccpa", "1798.100", "section 1798.100")} requires. ${P} shall not sell or share the personal information; shall not retain, use or disclose it for any purpose (including any commercial purpose) other than the business purpose of providing ${what}, or outside the direct business relationship between the parties; shall not combine it with personal information it receives from others, except as the CCPA permits; shall comply with the CCPA and give the personal information the same level of privacy protection the CCPA requires; and shall notify ${controller} if it can no longer meet these obligations.`,
        `${C} may take reasonable and appropriate steps to ensure that ${processor} uses the personal information consistently with ${controller}'s obligations under the CCPA and, on notice, to stop and remediate any unauthorised use.`,
      );
    } else if (ctx.within("US-NY")) {
      out.push(`The safeguards ${processor} maintains shall be at least those that ${ctx.cite("us-ny-shield", "899-bb", "section 899-bb of the New York General Business Law")} requires of a business holding the private information of New York residents, and ${controller} selects ${processor} in reliance on its ability to maintain them.`);
    }
    return out;
  }
  if (ctx.within("SG")) {
    return [
      `Where ${processor} processes personal data on behalf of ${controller} in providing ${what}, it does so as a data intermediary under this written contract (${ctx.cite("sg-pdpa-2012", "4", "section 4 of the Personal Data Protection Act 2012")}) and only on ${controller}'s instructions. ${P} shall protect the personal data by making reasonable security arrangements (${ctx.cite("sg-pdpa-2012", "24", "section 24")}), stop retaining it when retention no longer serves the purposes of this ${ctx.shortName} (${ctx.cite("sg-pdpa-2012", "25", "section 25")}), and notify ${controller} without undue delay of any data breach affecting it (${ctx.cite("sg-pdpa-2012", "26C", "section 26C")}).`,
    ];
  }
  return [
    `${P} shall process personal data it receives from or on behalf of ${controller} only to provide ${what} and on ${controller}'s documented instructions; protect it by reasonable security arrangements; notify ${controller} without undue delay of any breach of security affecting it; and return or delete it when the provision of ${what} ends, in each case in compliance with the data protection law that applies.`,
  ];
}

/** A disclaimer of implied warranties in the form each system expects (conspicuous capitals in the US). */
function impliedWarrantyDisclaimer(ctx: DraftContext, provider: string, what: string, goodsLike: boolean): string {
  if (ctx.law.system === "US") {
    const base = `EXCEPT AS EXPRESSLY SET OUT IN THIS ${ctx.shortName.toUpperCase()}, ${provider.toUpperCase()} PROVIDES ${what.toUpperCase()} WITHOUT ANY OTHER WARRANTY, EXPRESS OR IMPLIED, AND DISCLAIMS ALL IMPLIED WARRANTIES, INCLUDING THE IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE AND NON-INFRINGEMENT.`;
    return goodsLike
      ? `${base} To the extent that Article 2 of the Uniform Commercial Code applies to this ${ctx.shortName}, the parties intend this disclaimer to be conspicuous for the purposes of ${ctx.cite("us-ucc-article-2", "2-316", "section 2-316 of the Uniform Commercial Code")}.`
      : base;
  }
  return `${impliedTermsExclusion(ctx, what)} ${capitalise(provider)} does not warrant that ${what} will be uninterrupted or error-free.`;
}

/** The provider's defence of third-party intellectual property claims, with the usual conditions and exclusions. */
function infringementClaims(ctx: DraftContext, provider: string, customer: string, what: string): string[] {
  return [
    `${capitalise(provider)} shall defend ${customer} against any claim by a third party that the use of ${what} in accordance with this ${ctx.shortName} infringes that party's intellectual property rights, and shall pay the damages and costs finally awarded, or agreed in a settlement ${provider} approves, in respect of the claim.`,
    `This obligation applies only if ${customer} notifies ${provider} promptly of the claim, makes no admission about it, lets ${provider} conduct its defence and settlement, and gives ${provider} reasonable assistance at ${provider}'s cost. It does not apply to a claim arising from a modification of ${what} not made by ${provider}, from its combination with anything not supplied or specified by ${provider}, from data or materials ${customer} supplies, or from use in breach of this ${ctx.shortName}.`,
    `If such a claim is made or appears likely, ${provider} may at its own cost procure the right for ${customer} to continue using ${what}, or modify or replace it so that it no longer infringes without material loss of functionality; if neither is reasonably possible, ${provider} may end ${customer}'s right to use the affected part and refund the fees prepaid for the period after that. This clause states ${customer}'s sole remedy for such claims, without affecting any liability that cannot be limited by law.`,
  ];
}

/** Mandatory copying and adaptation rights of a lawful user of software, which a licence cannot take away. */
function lawfulUserRights(ctx: DraftContext, user: string, licensor: string): string {
  if (ctx.within("IN")) {
    return `Nothing in this ${ctx.shortName} prevents ${user} from doing any act that ${ctx.cite("in-copyright-act-1957", "52", "section 52 of the Copyright Act, 1957")} provides is not an infringement of copyright, including making the back-up copies and adaptations of a computer program that a lawful possessor of it is permitted to make.`;
  }
  return `These restrictions do not apply to the extent that the law expressly permits ${user} to do any of those things despite a contractual prohibition, such as making a back-up copy or decompiling the software to the extent needed to achieve interoperability with another program; ${user} shall first ask ${licensor} for the information needed for interoperability.`;
}

/** Technology and SaaS agreements. */
export const technologyTemplates: ContractTemplate[] = [
  {
    id: "saas_subscription_agreement",
    title: "SaaS Subscription Agreement",
    group: "technology",
    description: "A business subscribes to a hosted software service for a term, with access and use restrictions, customer data and processor terms, availability and support, fees, renewal, service warranty and infringement claims.",
    parties: {
      a: { role: "Provider", description: "The business that provides the hosted service." },
      b: { role: "Customer", description: "The business that subscribes to it for its users." },
    },
    terms: [
      { name: "service", type: "text", required: true, description: 'The service subscribed to, e.g. "Cloudledger Practice, a cloud practice-management and time-recording platform".' },
      { name: "subscription_fees", type: "money", required: true, description: 'The subscription fees, e.g. "GBP 18,000 per year".' },
      { name: "authorised_users", type: "text", description: 'Who may use the service, e.g. "up to 120 named users"; omitted: the Customer\'s employees and contractors.' },
      { name: "duration", type: "duration", default: "12 months", description: "Length of the initial subscription term." },
      { name: "renewal", type: "choice", options: ["automatic", "by agreement"], default: "automatic", description: "Automatic: the subscription renews for successive terms unless either party gives notice. By agreement: it ends unless the parties agree to renew." },
      { name: "renewal_notice", type: "duration", default: "30 days", description: "Notice of non-renewal needed before the end of a term." },
      { name: "availability", type: "percentage", default: "99.5%", description: "Monthly availability the Provider commits to." },
      { name: "service_credit", type: "percentage", description: "Credit, as a share of the month's fees, for each month the availability commitment is missed." },
      { name: "support_hours", type: "text", default: "9:00 to 17:00 on Business Days", description: "When support is available." },
      { name: "data_location", type: "text", description: 'Where Customer Data is hosted, e.g. "the United Kingdom".' },
      { name: "fee_increase_cap", type: "percentage", description: "Most the fees may rise on a renewal." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { dataProcessing: true, b2bPayment: true },
    clauses: [
      {
        heading: "Subscription and Access",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const users = ctx.optional("authorised_users");
          return [
            `The ${p} grants the ${c}, for the Subscription Term, a non-exclusive, non-transferable right for ${users ? users : `the ${c}'s employees and individual contractors`} (the "Authorised Users") to access and use ${ctx.term("service")} (the "Service") and its user documentation (the "Documentation") for the ${c}'s internal business purposes.`,
            `The ${c} shall ensure that each Authorised User keeps their log-in credentials confidential and that credentials are not shared; it is responsible for its Authorised Users' compliance with this Agreement and shall tell the ${p} promptly of any unauthorised use it becomes aware of.`,
            anchor("restrictions", `The ${c} shall not, and shall not allow anyone else to: copy, modify or create derivative works of the Service; reverse engineer or decompile it, except to the extent the law expressly permits despite this restriction; sell, resell, sublicense or make it available to any third party; use it to build a competing product; upload any malicious code or unlawful material; or attempt to circumvent its security or usage limits.`),
            `The ${p} may suspend access to the Service, to the minimum extent and for the minimum time needed, if that is necessary to deal with a security threat or a serious breach of ${refTo("restrictions")}, or if an undisputed invoice remains unpaid thirty (30) days after the ${p} gave written notice of the non-payment. It shall give notice of the suspension, with reasons, as early as it reasonably can.`,
          ];
        },
      },
      {
        heading: "Customer Data",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const given = ctx.optional("data_location");
          const where = given && placeName(given);
          return [
            `The ${c} owns all data it or its Authorised Users put into the Service ("Customer Data"). The ${c} grants the ${p} a non-exclusive licence to host, copy and process Customer Data only to provide the Service and support and as the law requires.`,
            `The ${p} shall protect Customer Data with appropriate technical and organisational security measures consistent with good industry practice (including encryption in transit and at rest, access controls, logging and regular testing), shall notify the ${c} without undue delay of any security incident affecting it, and shall back it up at least daily.${where ? ` The ${p} shall host and store Customer Data only in ${where}, and shall not move it elsewhere without the ${c}'s prior written consent.` : ""}`,
            `The ${c} may export Customer Data at any time during the Subscription Term, and for thirty (30) days after it ends, in a standard machine-readable format. After that period the ${p} shall delete Customer Data from its systems (including back-ups, in their normal cycle), unless the law requires it to be kept.`,
            `The ${p} may use aggregated data about the use of the Service, from which neither the ${c}, its Authorised Users nor any other individual can be identified, to operate and improve the Service.`,
          ];
        },
      },
      {
        heading: "Processing of Personal Data",
        body: (ctx) => personalData(ctx, `the ${ctx.a.role}`, `the ${ctx.b.role}`, "the Service"),
      },
      {
        heading: "Service Levels and Support",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const credit = ctx.optional("service_credit");
          const out = [
            `The ${p} shall make the Service available at least ${ctx.term("availability")} of the time in each calendar month, excluding planned maintenance notified at least forty-eight (48) hours in advance and carried out outside the ${c}'s normal business hours, and unavailability caused by the ${c} or by a Force Majeure Event.`,
            `The ${p} shall provide support by email and through its online help desk during ${ctx.term("support_hours")}, and shall use reasonable endeavours to respond to and resolve incidents in line with their severity.`,
          ];
          if (credit) {
            out.push(...liquidatedDamages(ctx, { payer: `the ${p}`, amount: `a service credit of ${credit} of the subscription fees for that month (to be credited against the next invoice)`, trigger: `the Service does not meet the availability commitment in any calendar month` }));
          }
          out.push(`If the Service fails to meet the availability commitment in three (3) consecutive months, or in any four (4) months in a period of twelve (12), the ${c} may terminate this Agreement by written notice given within sixty (60) days after the last of those months, and the ${p} shall refund the fees prepaid for the period after termination.`);
          return out;
        },
      },
      {
        heading: "Fees and Payment",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const cap = ctx.optional("fee_increase_cap");
          const out = [
            `The ${c} shall pay the subscription fees of ${ctx.term("subscription_fees")}. Unless the parties agree otherwise, the ${p} shall invoice the fees annually in advance at the start of each year of the Subscription Term, and the ${c} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}.`,
            // Notice of an increase may arrive after the last day for notice of non-renewal; the customer must still be
            // able to leave rather than be bound to a price it had no chance to refuse (under German standard terms a
            // one-sided price change without that exit fails BGB § 307).
            `The ${p} may increase the fees with effect from a renewal by giving the ${c} written notice at least sixty (60) days before the renewal${cap ? `; no increase shall exceed ${cap} of the fees for the previous year` : ""}.${ctx.term("renewal") === "automatic" ? ` If that notice reaches the ${c} after the last day for giving notice of non-renewal, the ${c} may, within thirty (30) days after receiving it, give notice that the subscription will not renew, and it then ends at the end of the current term.` : ""}`,
            taxClause(ctx, `the ${c}`, `the ${p}`),
          ];
          const late = latePayment(ctx, `the ${c}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Subscription Term, Renewal and Termination",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `The subscription starts on the Effective Date and runs for an initial term of ${ctx.term("duration")}.`,
            ctx.term("renewal") === "automatic"
              ? `At the end of the initial term, and of each renewal term, the subscription renews automatically for a further term of the same length, unless either party gives the other written notice of non-renewal at least ${ctx.term("renewal_notice")} before the end of the current term. The initial term and all renewal terms together are the "Subscription Term".`
              : `The subscription ends at the end of the initial term and may be renewed only by agreement in writing between the parties. The initial term and any renewal term agreed are the "Subscription Term". The ${p} shall tell the ${c} at least ${ctx.term("renewal_notice")} before the end of each term whether it is willing to renew and on what terms.`,
            `Either party may terminate this Agreement with immediate effect by written notice if the other commits a material breach that, if remediable, it fails to remedy within thirty (30) days of being notified of it in writing, or if the other ${insolvencyEvents(ctx)}.`,
            `When this Agreement ends the ${c}'s right to use the Service ends, subject to its right to export Customer Data. If the ${c} terminates because of the ${p}'s breach, the ${p} shall refund the fees prepaid for the period after termination. Termination does not affect accrued rights, and the clauses intended to survive it continue in force.`,
          ];
        },
      },
      {
        heading: "Service Warranty",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `The ${p} warrants that the Service will perform materially in accordance with the Documentation, that it will provide the Service and support with reasonable skill and care, and that it will use industry-standard measures to keep the Service free of viruses and other malicious code.`,
            `If the Service does not conform to this warranty, the ${p} shall, at its own cost, correct the non-conformity promptly or provide a workaround; if it cannot do so within thirty (30) days of being notified, the ${c} may terminate this Agreement and recover the fees prepaid for the period after termination. The warranty does not apply to non-conformity caused by use of the Service contrary to the Documentation or by third-party systems the ${c} connects to it.`,
            impliedWarrantyDisclaimer(ctx, `the ${p}`, "the Service", false),
          ];
        },
      },
      {
        heading: "Third-Party Infringement Claims",
        body: (ctx) => [
          ...infringementClaims(ctx, `the ${ctx.a.role}`, `the ${ctx.b.role}`, "the Service"),
          `The ${ctx.b.role} shall defend the ${ctx.a.role} on the same terms against any claim by a third party that Customer Data, or the ${ctx.b.role}'s use of the Service in breach of this Agreement, infringes that party's rights or the law.`,
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "warranties", "limitation_of_liability", "force_majeure", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Cloudledger Software Ltd",
      party_b: "Harbour Street Accountants LLP",
      key_terms: { service: "Cloudledger Practice, a cloud practice-management and time-recording platform", subscription_fees: "GBP 18,000 per year", authorised_users: "up to 120 named users", renewal: "automatic", data_location: "the United Kingdom" },
    },
  },
  {
    id: "software_license_agreement",
    title: "Software Licence Agreement",
    group: "technology",
    description: "Licenses on-premises software to a business for a fee, perpetually or for a term, with delivery, restrictions, warranty, infringement claims, licence verification and export control.",
    titleFor: (ctx) => (ctx.law.system === "US" ? "Software License Agreement" : "Software Licence Agreement"),
    parties: {
      a: { role: "Licensor", description: "The owner of the software, or the business entitled to license it." },
      b: { role: "Licensee", description: "The business licensed to use it." },
    },
    terms: [
      { name: "software", type: "text", required: true, description: 'The software licensed, e.g. "Vectorline RouteOptimizer 7 route-planning software, on-premises edition".' },
      { name: "licence_fee", type: "money", required: true, description: "The fee for the licence." },
      { name: "duration", type: "duration", description: "Length of the licence; omitted: perpetual." },
      { name: "permitted_use", type: "text", default: "the Licensee's internal business operations", description: "What the Licensee may use the software for." },
      { name: "licensed_quantity", type: "text", description: 'Limits of use, e.g. "up to 150 named users" or "installation on up to 3 servers".' },
      { name: "delivery_method", type: "text", default: "secure electronic download", description: "How the software is delivered." },
      { name: "warranty_period", type: "duration", default: "90 days", description: "How long after delivery the software warranty lasts." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    clauses: [
      {
        heading: "Grant and Delivery",
        body: (ctx) => {
          const l = ctx.a.role;
          const e = ctx.b.role;
          const term = ctx.optional("duration");
          const qty = ctx.optional("licensed_quantity");
          return [
            `Subject to payment of the ${lic(ctx)} fee, the ${l} grants the ${e} a non-exclusive, non-transferable ${term ? `${lic(ctx)} for ${term} from the date of delivery` : `perpetual ${lic(ctx)}`} to install and use ${ctx.term("software")}, in object code form, with its user documentation and any updates the ${l} supplies under this Agreement (together, the "Software"), for ${ctx.term("permitted_use")}${qty ? `, limited to ${qty}` : ""}.`,
            `The ${e} may make the number of copies of the Software reasonably needed for back-up, disaster recovery and testing, and may allow its contractors to use the Software on its behalf and for its purposes, remaining responsible for their compliance with this Agreement.`,
            `The ${l} shall deliver the Software by ${ctx.term("delivery_method")}, with the ${lic(ctx)} keys needed to use it, within five (5) Business Days after the Effective Date. Delivery takes place when the ${e} is able to download or receive it.`,
            `The Software is licensed, not sold. The ${l} and its licensors keep all rights in the Software not expressly granted by this Agreement.`,
          ];
        },
      },
      {
        heading: "Restrictions on Use",
        body: (ctx) => {
          const e = ctx.b.role;
          return [
            `Except as this Agreement expressly permits, the ${e} shall not: copy, modify, translate or create derivative works of the Software; reverse engineer, decompile or disassemble it; sublicense, rent, lend, sell or otherwise make it available to any third party; use it to provide services to third parties; or remove any proprietary notice from it.`,
            lawfulUserRights(ctx, `the ${e}`, `the ${ctx.a.role}`),
            `Open-source components included in the Software are licensed under their own ${lic(ctx)} terms, listed in the documentation, which prevail for those components to the extent they grant wider rights.`,
          ];
        },
      },
      {
        heading: "Fee and Payment",
        body: (ctx) => {
          const l = ctx.a.role;
          const e = ctx.b.role;
          const out = [
            `The ${e} shall pay the ${lic(ctx)} fee of ${ctx.term("licence_fee")}. The ${l} may invoice it on delivery, and the ${e} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}.`,
            taxClause(ctx, `the ${e}`, `the ${l}`),
          ];
          if (ctx.within("IN")) {
            // The 2025 Act replaced the 1961 Act from 1 April 2026 (s.393 for non-residents, formerly s.195); fees fall due
            // after drafting, so the 2025 section leads and s.195 is kept only for a sum paid or credited before that date.
            out.push(`Where the law requires the ${e} to deduct tax at source from a payment (including, for a payment to a non-resident, under ${ctx.cite("in-income-tax-act-2025", "393", "section 393 of the Income-tax Act, 2025")}, or, for a sum paid or credited before 1 April 2026, ${ctx.cite("in-income-tax-act-1961", "195", "section 195 of the Income-tax Act, 1961")}), it may do so, shall pay the tax deducted to the government within the time allowed, and shall give the ${l} the certificate of deduction so that it can claim credit for it.`);
          }
          const late = latePayment(ctx, `the ${e}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Software Warranty",
        body: (ctx) => {
          const l = ctx.a.role;
          const e = ctx.b.role;
          return [
            `The ${l} warrants that for ${ctx.term("warranty_period")} after delivery (the "Warranty Period") the Software will perform materially in accordance with its documentation when used on the operating environment the documentation specifies, and that when delivered it will not contain any virus or other malicious code.`,
            `If the ${e} notifies the ${l} during the Warranty Period of a failure to meet this warranty, with enough information to reproduce it, the ${l} shall at its own cost correct the failure or replace the Software; if it cannot do so within thirty (30) days, either party may terminate the ${lic(ctx)} for the affected Software and the ${l} shall refund the ${lic(ctx)} fee paid for it. ${warrantyRemedy(ctx, e)}`,
            impliedWarrantyDisclaimer(ctx, `the ${l}`, "the Software", true),
          ];
        },
      },
      {
        heading: "Infringement Claims",
        body: (ctx) => infringementClaims(ctx, `the ${ctx.a.role}`, `the ${ctx.b.role}`, "the Software"),
      },
      {
        heading: "Verification of Use",
        body: (ctx) => {
          const l = ctx.a.role;
          const e = ctx.b.role;
          return [
            `The ${e} shall keep accurate records of its installation and use of the Software and, within thirty (30) days of a written request made no more than once in any twelve (12) months, certify in writing that its use complies with this Agreement.`,
            `The ${l} may, no more than once in any twelve (12) months and on at least thirty (30) days' written notice, have an independent auditor bound by confidentiality verify that compliance during business hours, in a way that does not unreasonably disrupt the ${e}'s business. If the verification shows use beyond the ${lic(ctx)}, the ${e} shall pay for the excess use at the ${l}'s list prices then in force and, if the excess exceeds five per cent (5%), the reasonable cost of the verification.`,
          ];
        },
      },
      {
        heading: "Export Control",
        body: (ctx) => {
          const e = ctx.b.role;
          if (ctx.law.system === "US") {
            return `The ${e} acknowledges that the Software is subject to the Export Administration Regulations (${ctx.cite("us-ear", "734.3", "15 C.F.R. § 734.3")}), and shall not export, re-export or transfer it to any destination, end user or end use that those regulations prohibit without the required authorization (${ctx.cite("us-ear", "736.2", "15 C.F.R. § 736.2")}), or in breach of United States sanctions.`;
          }
          return `The ${e} shall comply with all export control and sanctions laws that apply to the Software, and shall not export, re-export or transfer it, or allow it to be accessed, in breach of those laws.`;
        },
      },
      {
        heading: "Duration and Termination",
        body: (ctx) => {
          const l = ctx.a.role;
          const e = ctx.b.role;
          const term = ctx.optional("duration");
          return [
            term
              ? `This Agreement starts on the Effective Date and the ${lic(ctx)} continues for ${term} from delivery, unless terminated earlier under this clause; any renewal is on terms to be agreed.`
              : `This Agreement starts on the Effective Date and the ${lic(ctx)} is perpetual, unless terminated under this clause.`,
            `The ${l} may terminate the ${lic(ctx)} by written notice if the ${e} fails to pay any sum due within thirty (30) days after written notice of the failure, or commits a material breach of the ${lic(ctx)} restrictions that, if remediable, it fails to remedy within thirty (30) days of written notice. Either party may terminate this Agreement by written notice if the other becomes insolvent or ceases to carry on business.`,
            `When the ${lic(ctx)} ends the ${e} shall stop using the Software, delete all copies of it from its systems (except copies in archival back-ups that are not accessed), and on request certify that it has done so. Rights that accrued before termination, and the clauses intended to survive it, continue in force.`,
          ];
        },
      },
    ],
    boilerplate: ["definitions", "confidentiality", "warranties", "limitation_of_liability", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-CA",
      party_a: "Vectorline Systems Inc.",
      party_b: "Golden State Logistics Corp.",
      key_terms: { software: "Vectorline RouteOptimizer 7 route-planning software, on-premises edition", licence_fee: "USD 240,000", licensed_quantity: "up to 150 named users", warranty_period: "6 months" },
    },
  },
  {
    id: "software_development_agreement",
    title: "Software Development Agreement",
    group: "technology",
    description: "A developer designs and builds bespoke software for a customer, at a fixed price or on time and materials, with specification and milestones, change requests, acceptance testing, ownership of the code, open-source controls and a defect warranty.",
    parties: {
      a: { role: "Customer", description: "The business commissioning the software." },
      b: { role: "Developer", description: "The business designing and building it." },
    },
    terms: [
      { name: "project", type: "text", required: true, description: 'The software to be built, e.g. "an Android and iOS loan-servicing app for field officers, with a web administration console".' },
      { name: "fees", type: "money", required: true, description: 'The price or rate, e.g. "INR 48,00,000" or "USD 1,100 per developer day".' },
      { name: "pricing_model", type: "choice", options: ["fixed price", "time and materials"], default: "fixed price", description: "Fixed price: the fees are the whole price for the project. Time and materials: the fees are a rate for the time spent." },
      { name: "milestones", type: "text", description: 'Milestones on which fixed-price fees fall due, e.g. "design sign-off, beta release and production release".' },
      { name: "delivery_date", type: "date", description: "Date by which the software is to be ready for acceptance testing." },
      { name: "acceptance_period", type: "duration", default: "10 business days", description: "Time the Customer has to test a deliverable." },
      { name: "warranty_period", type: "duration", default: "90 days", description: "How long after acceptance the Developer corrects defects free of charge." },
      { name: "ip_ownership", type: "choice", options: ["customer", "developer"], default: "customer", description: "Customer: the Customer owns the bespoke code. Developer: the Developer owns it and licenses it to the Customer." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the agreement; omitted: until the project is complete or the agreement is terminated." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [`The ${ctx.a.role} wishes to have software developed for it, and the ${ctx.b.role} has the expertise to develop it and has agreed to do so on the terms of this Agreement.`],
    clauses: [
      {
        heading: "Development Services",
        body: (ctx) => {
          const c = ctx.a.role;
          const d = ctx.b.role;
          return [
            `The ${d} shall design, develop, test, document and deliver ${ctx.term("project")} (the "Software"), together with its source code, build scripts and technical and user documentation (with the Software, the "Deliverables"), and provide the related services described in this Agreement (the "Services").`,
            `The ${d} shall perform the Services with the skill and care of a competent software developer, in accordance with good industry practice for secure development, and shall keep the source code in a repository to which the ${c} has read access throughout the project.`,
            `The ${c} shall appoint a project manager with authority to take decisions, give the ${d} timely access to its personnel, systems and test data, and review and respond to materials the ${d} submits within the times agreed in the project plan.`,
          ];
        },
      },
      {
        heading: "Specification and Project Plan",
        body: (ctx) => {
          const c = ctx.a.role;
          const d = ctx.b.role;
          const milestones = ctx.optional("milestones");
          const date = ctx.optional("delivery_date");
          return [
            `Within fifteen (15) Business Days after the Effective Date the ${d} shall prepare, for the ${c}'s written approval, a functional and technical specification of the Software (the "Specification") and a project plan setting out the tasks, dependencies and timetable.`,
            `${milestones ? `The project plan shall include the following milestones: ${milestones}. ` : ""}${date ? `The ${d} shall make the Software available for acceptance testing on or before ${date}. ` : ""}The ${d} shall use all reasonable efforts to meet the dates in the approved project plan and shall tell the ${c} promptly of any expected delay, its cause and the steps it is taking to recover.`,
            `If the ${d} fails to meet a date in the project plan through its own fault and does not recover the delay within thirty (30) days of written notice, the ${c} may terminate this Agreement and recover the fees paid for Deliverables it has not accepted, without affecting its other rights.`,
          ];
        },
      },
      {
        heading: "Change Requests",
        body: (ctx) => {
          const d = ctx.b.role;
          return [
            `Either party may propose a change to the Specification or the project plan in writing. Within ten (10) Business Days the ${d} shall assess its effect on the timetable, the fees and the other Deliverables, and the change takes effect only when both parties have signed a written change note.`,
            `The ${d} shall not refuse a reasonable change request, and shall price any change on the basis of the rates or the pricing used for the original fees.`,
          ];
        },
      },
      {
        heading: "Acceptance Testing",
        body: (ctx) => {
          const c = ctx.a.role;
          const d = ctx.b.role;
          return [
            `Within ${ctx.term("acceptance_period")} after the ${d} makes a Deliverable available for acceptance, the ${c} shall test it against the Specification and the acceptance criteria agreed in the project plan and either accept it in writing or give the ${d} a written report of the defects found.`,
            `The ${d} shall correct the reported defects promptly and resubmit the Deliverable for testing. If the Software fails acceptance testing a third time because of defects that are the ${d}'s responsibility, the ${c} may reject it, terminate this Agreement and recover the fees paid for Deliverables it has not accepted, or accept the Software subject to an agreed reduction in the fees.`,
            `A Deliverable is accepted when the ${c} accepts it in writing, when the testing period ends without a defect report, or when the ${c} uses it in live operation other than for testing, whichever happens first.`,
          ];
        },
      },
      {
        heading: "Fees and Payment",
        body: (ctx) => {
          const c = ctx.a.role;
          const d = ctx.b.role;
          const out = [
            ctx.term("pricing_model") === "time and materials"
              ? `The Services are charged on a time and materials basis at ${ctx.term("fees")}. The ${d} shall invoice monthly in arrears with timesheets showing the work done, shall tell the ${c} as soon as it expects the estimate in the project plan to be exceeded, and shall not exceed it by more than ten per cent (10%) without the ${c}'s written approval.`
              : `The fees for the project are a fixed price of ${ctx.term("fees")}, which covers everything the ${d} must do to deliver the Software to the Specification. The ${d} shall invoice the fees in instalments on acceptance of the milestones set out in the project plan${ctx.optional("milestones") ? ` (${ctx.term("milestones")})` : ""}, in the proportions the project plan states or, if it is silent, in equal instalments.`,
            `The ${c} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}, and may withhold the part it disputes in good faith while the dispute is resolved.`,
            taxClause(ctx, `the ${c}`, `the ${d}`),
          ];
          const late = latePayment(ctx, `the ${c}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Ownership of the Deliverables",
        body: (ctx) => {
          const c = ctx.a.role;
          const d = ctx.b.role;
          const background = `The ${d} keeps its rights in the software tools, libraries and know-how it owned before this Agreement or develops independently of it ("Background IP"). Where Background IP is incorporated in the Deliverables, the ${d} grants the ${c} a perpetual, irrevocable, worldwide, royalty-free, non-exclusive licence to use, copy, modify and have others maintain it as part of the Deliverables.`;
          if (ctx.term("ip_ownership") === "developer") {
            return [
              `The ${d} owns the intellectual property rights in the Deliverables. It grants the ${c}, from acceptance and payment of each Deliverable, a perpetual, irrevocable, worldwide, royalty-free, non-exclusive licence to use, copy, modify and have others maintain the Deliverables (in source and object code) for the ${c}'s business, and the ${d} shall not license to anyone else software that is substantially the same as the Software and incorporates the ${c}'s confidential information.`,
              background,
            ];
          }
          return [
            // German copyright cannot be transferred inter vivos (UrhG § 29(1)); the customer takes exclusive rights of use
            // (§ 31), which for a computer program cover the acts of § 69c, and the other rights that can be transferred.
            ctx.within("DE")
              ? `The ${d} grants the ${c}, as the Deliverables (other than Background IP and third-party software) come into existence, the exclusive right, unlimited in time, place and content, transferable and sublicensable, to use them in all known types of use, including to reproduce, translate, adapt, edit, distribute and make them available to the public, in source and object code (sections 31 and 69c of the German Copyright Act (UrhG)); the copyright itself is not transferable (section 29(1) UrhG). So far as other intellectual property rights in the Deliverables can be transferred, the ${d} transfers them to the ${c} as they come into existence.`
              : `The ${c} owns the intellectual property rights in the Deliverables (other than Background IP and third-party software). The ${d} assigns to the ${c}, by way of present assignment of future rights, all those rights throughout the world and for their full term, as they come into existence; so far as the law allows, the ${d} waives and shall procure that its personnel waive any moral rights in the Deliverables.`,
            background,
            `The ${d} shall deliver the complete source code of the Software, in a form a reasonably skilled programmer could maintain, on acceptance and in any event when this Agreement ends, and shall sign any document the ${c} reasonably requests to confirm or register its rights.`,
          ];
        },
      },
      {
        heading: "Open-Source Software",
        body: (ctx) => {
          const c = ctx.a.role;
          const d = ctx.b.role;
          return [
            `The ${d} shall not incorporate any open-source software in the Deliverables without the ${c}'s prior written approval, and shall not in any event use open-source software on terms that would require the ${c} to disclose or license its own source code, or the source code of the Software, to third parties.`,
            `With each Deliverable the ${d} shall provide a list of the open-source and other third-party components in it, with their versions and licence terms, and shall comply with those terms.`,
          ];
        },
      },
      {
        heading: "Defect Correction Warranty",
        body: (ctx) => {
          const c = ctx.a.role;
          const d = ctx.b.role;
          return [
            `The ${d} warrants that for ${ctx.term("warranty_period")} after acceptance of the Software it will conform in all material respects to the Specification, and that the Deliverables will not, when delivered, contain any virus or other malicious code or infringe any third party's intellectual property rights.`,
            `The ${d} shall correct free of charge, within a reasonable time that reflects the defect's severity, any failure to conform that the ${c} reports during that period, unless the failure results from a change to the Software not made by the ${d} or from its use contrary to its documentation.`,
          ];
        },
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property"),
    example: {
      jurisdiction: "IN",
      party_a: "Meridian Microfinance Pvt Ltd",
      party_b: "Codeloom Technologies Pvt Ltd",
      key_terms: { project: "an Android and iOS loan-servicing app for field officers, with a web administration console", fees: "INR 48,00,000", pricing_model: "fixed price", milestones: "design sign-off, beta release and production release", ip_ownership: "customer" },
    },
  },
  {
    id: "end_user_license_agreement",
    title: "End User Licence Agreement",
    group: "technology",
    description: "Licenses software to the person who installs and uses it, consumer or business, with use restrictions, updates, the consumer's statutory rights, warranty, liability, privacy and ending the licence.",
    titleFor: (ctx) => (ctx.law.system === "US" ? "End User License Agreement" : "End User Licence Agreement"),
    parties: {
      a: { role: "Licensor", description: "The publisher of the software." },
      b: { role: "End User", description: "The person or business that installs and uses it." },
    },
    terms: [
      { name: "software", type: "text", required: true, description: 'The software licensed, e.g. "PhotoAtelier 5 photo-editing application for Windows and macOS".' },
      { name: "end_user_type", type: "choice", options: ["consumer", "business"], default: "consumer", description: "Consumer: the End User is an individual acting for personal purposes (statutory consumer rights apply). Business: the End User acts for its trade or business." },
      { name: "licence_fee", type: "money", description: "Fee for the licence; omitted: free of charge." },
      { name: "permitted_devices", type: "text", default: "one device the End User owns or controls", description: 'Where the software may be installed, e.g. "up to 2 computers the End User owns or controls".' },
    ],
    features: { consumer: true },
    clauses: [
      {
        heading: "Grant of Rights",
        body: (ctx) => {
          const l = ctx.a.role;
          const u = ctx.b.role;
          const business = ctx.term("end_user_type") === "business";
          return [
            `The ${l} grants the ${u} a non-exclusive, non-transferable ${lic(ctx)} to install and use ${ctx.term("software")}, with its documentation and any updates the ${l} provides (the "Software"), on ${ctx.term("permitted_devices")}, for the ${u}'s ${business ? "internal business purposes, as a business user" : "own personal, non-commercial purposes, as a consumer"}.`,
            `The Software is licensed, not sold. The ${l} and its licensors keep all rights in it not expressly granted by this Agreement.`,
            `The Software includes open-source and other third-party components, which are licensed under their own terms as listed in the Software's notices; those terms prevail for those components to the extent they grant the ${u} wider rights. Where the ${u} obtained the Software through an app store, the store's terms also apply to the ${u}'s use of the store.`,
          ];
        },
      },
      {
        heading: "Restrictions on Use",
        body: (ctx) => {
          const u = ctx.b.role;
          return [
            `The ${u} shall not: copy the Software except as needed to install and use it as this Agreement permits and to make one back-up copy; modify, translate, reverse engineer, decompile or disassemble it; rent, lend, sell, sublicense or otherwise make it available to anyone else; remove or circumvent any ${lic(ctx)} key, copy protection or technical limitation; or use it for any unlawful purpose.`,
            lawfulUserRights(ctx, `the ${u}`, `the ${ctx.a.role}`),
            `The ${u} shall comply with all export control and sanctions laws that apply to the Software.`,
          ];
        },
      },
      {
        heading: "Fees and Updates",
        body: (ctx) => {
          const l = ctx.a.role;
          const u = ctx.b.role;
          const fee = ctx.optional("licence_fee");
          const consumer = ctx.term("end_user_type") === "consumer";
          return [
            fee
              ? `The ${u} shall pay the ${lic(ctx)} fee of ${fee}${consumer ? ", which includes any applicable taxes," : ""} before the ${lic(ctx)} takes effect. The fee is non-refundable except as this Agreement or the law provides.`
              : `The ${lic(ctx)} is granted free of charge.`,
            `The ${l} may provide updates that fix errors, improve security or add features, and some updates may install automatically. The ${l} shall not, through an update, remove or materially reduce a main feature of Software the ${u} has paid for${consumer ? ", or impair its compatibility with the device it was installed on, without telling the End User in advance and, where the law requires, allowing them to end this Agreement and receive a refund" : " without reasonable notice"}.`,
          ];
        },
      },
      {
        heading: "Quality of the Software and Statutory Rights",
        body: (ctx) => {
          const l = ctx.a.role;
          const u = ctx.b.role;
          if (ctx.term("end_user_type") === "consumer") {
            const out: string[] = [];
            const rights = consumerRights(ctx, `the ${u}`);
            if (rights) out.push(rights);
            if (ctx.law.system === "GB") {
              out.push(`In particular, the Software must be of satisfactory quality (${ctx.cite("uk-consumer-rights-act-2015", "34", "section 34 of the Consumer Rights Act 2015")}), reasonably fit for any particular purpose the ${u} made known to the ${l} (${ctx.cite("uk-consumer-rights-act-2015", "35", "section 35")}), and as described (${ctx.cite("uk-consumer-rights-act-2015", "36", "section 36")}). If it is not, the ${u} has the remedies the law gives, including repair or replacement and, in some cases, a price reduction.`);
            }
            if (ctx.law.system === "EU" && ctx.given("licence_fee")) {
              out.push(`Where the ${u} buys the Software at a distance, the ${u} has a right to withdraw from this Agreement within fourteen (14) days. By asking the ${l} to supply the Software before that period ends and acknowledging that the right of withdrawal is then lost, the ${u} loses that right once supply begins, as ${ctx.cite("eu-consumer-rights-directive", "16", "Article 16 of Directive 2011/83/EU")} provides.`);
            }
            out.push(`Where the law on consumer contracts of the country in which the ${u} lives gives the ${u} more protection than the law chosen in this Agreement, that protection applies, and the ${u} may bring proceedings in the courts of that country where the law allows it.`);
            if (ctx.law.system === "US") {
              out.push(`EXCEPT FOR ANY WARRANTY THAT CANNOT BE EXCLUDED BY LAW, THE SOFTWARE IS PROVIDED "AS IS", AND THE ${l.toUpperCase()} DISCLAIMS ALL IMPLIED WARRANTIES, INCLUDING THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE. Some States do not allow the exclusion of implied warranties, so this exclusion may not apply to the ${u}.`);
            }
            return out;
          }
          return [
            `The ${l} warrants to a business End User that for ninety (90) days after the ${u} first installs the Software it will perform materially in accordance with its documentation. ${ctx.law.family === "civil" ? `If it does not, the ${l} will at its option correct the Software or refund the ${lic(ctx)} fee paid. ${warrantyRemedy(ctx, u)}` : `The ${u}'s sole remedy for breach of this warranty is that the ${l} will at its option correct the Software or refund the ${lic(ctx)} fee paid.`}`,
            impliedWarrantyDisclaimer(ctx, `the ${l}`, "the Software", true),
          ];
        },
      },
      {
        heading: "Extent of Liability",
        body: (ctx) => {
          const l = ctx.a.role;
          const u = ctx.b.role;
          const cap = ctx.optional("liability_cap");
          const first = anchor("unexcludable", unexcludableLiability(ctx, `the ${l}'s`));
          if (ctx.term("end_user_type") === "consumer") {
            return [
              first,
              `The ${l} is responsible for loss or damage the ${u} suffers that is a foreseeable result of the ${l}'s breach of this Agreement or its failure to use reasonable care and skill. Loss or damage is foreseeable if it is obvious that it will happen or if both parties knew it might happen when the ${u} accepted this Agreement. The ${l} is not responsible for loss or damage that is not foreseeable.`,
              `If defective Software supplied by the ${l} damages a device or digital content belonging to the ${u}, the ${l} will repair the damage or pay compensation where the law requires. The ${l} is not liable for business losses, as the Software is supplied for personal use only.`,
              `${cap ? `Subject to ${refTo("unexcludable")}, the ${l}'s total liability under this Agreement shall not exceed ${cap}.` : `The ${u} is responsible for keeping back-up copies of their own files.`}`,
            ];
          }
          return liabilityClause(ctx, {
            liable: `the ${l}`,
            cap,
            capFallback: `the ${lic(ctx)} fees the ${u} paid in the twelve (12) months before the event giving rise to the claim`,
            indirect: "any loss of profits, revenue, business, goodwill or data, or any indirect or consequential loss",
          });
        },
      },
      {
        heading: "Privacy",
        body: (ctx) => {
          const l = ctx.a.role;
          const u = ctx.b.role;
          const base = `The ${l} collects and uses personal data about the ${u} and their use of the Software (such as ${lic(ctx)}, device and diagnostic information) as a controller, only as described in its privacy notice, which it shall make available before the Software is installed.`;
          if (ctx.law.system === "GB") return `${base} The notice gives the information ${ctx.cite("uk-gdpr", "13", "Article 13 of the UK GDPR")} requires.`;
          if (ctx.law.system === "EU") return `${base} The notice gives the information ${ctx.cite("eu-gdpr", "13", "Article 13 of Regulation (EU) 2016/679 (GDPR)")} requires.`;
          if (ctx.law.system === "IN") return `${base} Where it processes digital personal data on the basis of consent, the notice meets ${ctx.cite("in-dpdp-act-2023", "5", "section 5 of the Digital Personal Data Protection Act, 2023")}.`;
          return base;
        },
      },
      {
        heading: "Ending this Agreement",
        body: (ctx) => {
          const l = ctx.a.role;
          const u = ctx.b.role;
          return [
            `The ${u} may end this Agreement at any time by uninstalling the Software and deleting all copies of it.`,
            `The ${l} may end this Agreement by written notice if the ${u} seriously breaches it${ctx.term("end_user_type") === "consumer" ? " and, where the breach can be put right, does not put it right within fourteen (14) days of being asked to do so" : ""}.`,
            `When this Agreement ends the ${u} shall stop using the Software and delete all copies of it. Clauses intended to survive the end of this Agreement continue in force.`,
          ];
        },
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "governing_law"],
    example: {
      jurisdiction: "FR",
      party_a: "Studio Azur Logiciels SAS",
      party_b: "Camille Bernard",
      key_terms: { software: "PhotoAtelier 5 photo-editing application for Windows and macOS", end_user_type: "consumer", licence_fee: "EUR 79", permitted_devices: "up to 2 computers the End User owns or controls" },
    },
  },
  {
    id: "api_license_agreement",
    title: "API Licence Agreement",
    group: "technology",
    description: "Gives a developer access to a provider's application programming interface to build and run its own application, with credentials, usage limits, end-user obligations, fees, changes and deprecation, suspension and brand use.",
    titleFor: (ctx) => (ctx.law.system === "US" ? "API License Agreement" : "API Licence Agreement"),
    parties: {
      a: { role: "Provider", description: "The business that operates the API." },
      b: { role: "Developer", description: "The business that integrates the API into its application." },
    },
    terms: [
      { name: "api", type: "text", required: true, description: 'The API, e.g. "the Transitwerk real-time public-transport departures API".' },
      { name: "permitted_purpose", type: "text", required: true, description: 'What the Developer may use the API for, e.g. "displaying live departure times in the Developer\'s journey-planner app".' },
      { name: "fees", type: "money", description: 'Fees for API access, e.g. "EUR 2,000 per month"; omitted: free of charge.' },
      { name: "rate_limit", type: "text", default: "the rate limits stated in the API documentation", description: 'Usage limits, e.g. "600 requests per minute".' },
      { name: "deprecation_notice", type: "duration", default: "90 days", description: "Notice the Provider gives before withdrawing an API version or making a change that breaks existing integrations." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the initial term; omitted: until terminated." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    clauses: [
      {
        heading: "Access to the API",
        body: (ctx) => {
          const p = ctx.a.role;
          const d = ctx.b.role;
          return [
            `The ${p} grants the ${d} a non-exclusive, non-transferable, revocable ${lic(ctx)}, for as long as this Agreement is in force, to access and use ${ctx.term("api")} and its documentation (together, the "API"), and the data it returns ("API Data"), only to develop, test and operate the ${d}'s own applications (each an "Application") for the following purpose: ${ctx.term("permitted_purpose")} (the "Permitted Purpose").`,
            `The ${p} and its licensors keep all rights in the API and API Data not expressly granted by this Agreement. If the ${d} gives the ${p} suggestions or feedback about the API, the ${p} may use them freely.`,
          ];
        },
      },
      {
        heading: "Credentials and Security",
        body: (ctx) => {
          const p = ctx.a.role;
          const d = ctx.b.role;
          return [
            `The ${p} shall issue the ${d} API keys or other credentials. The ${d} shall keep them secret, use them only for its own Applications, not embed them in client-side code where they can be read, and tell the ${p} at once if it suspects they have been compromised; it is responsible for all use made of its credentials until it does so.`,
            `The ${d} shall call the API only over encrypted connections, protect API Data with appropriate security measures, and fix promptly any vulnerability in its Applications that could expose the API or API Data.`,
          ];
        },
      },
      {
        heading: "Usage Limits and Restrictions",
        body: (ctx) => {
          const p = ctx.a.role;
          const d = ctx.b.role;
          return [
            `The ${d}'s use of the API is subject to ${ctx.term("rate_limit")}. The ${d} shall not try to exceed or circumvent those limits, including by using several accounts or credentials.`,
            `The ${d} shall not: use the API or API Data for any purpose other than the Permitted Purpose; sell, license or distribute API Data as such, or cache or store it for longer than the documentation permits; reverse engineer the API or attempt to access any part of it not made available to the ${d}; use the API to build a product or service that replicates or competes with it; interfere with its operation; or use it in breach of any law or third-party right.`,
            `The ${p} may suspend the ${d}'s access to the API, to the minimum extent and for the minimum time needed, if the ${d} exceeds the usage limits, if its use threatens the security, integrity or availability of the API, or if the ${p} reasonably believes it breaches this Agreement or the law. The ${p} shall tell the ${d} of the suspension and its reasons promptly, unless the law or a security concern prevents it.`,
          ];
        },
      },
      {
        heading: "Applications and End Users",
        body: (ctx) => {
          const p = ctx.a.role;
          const d = ctx.b.role;
          return [
            `The ${d} is solely responsible for its Applications and for its relationship with their users ("End Users"). It shall present End Users with terms of use and a privacy notice that meet the law and are consistent with this Agreement, and shall not state or imply that the ${p} endorses its Applications.`,
            `Where the ${d} collects or receives personal data of End Users through the API, it does so as an independent controller or business under the data protection law that applies, and shall obtain any consents and give any notices that law requires.`,
            `The ${d} shall deal with End User support and complaints about its Applications, and shall tell the ${p} promptly of any complaint or claim that concerns the API.`,
          ];
        },
      },
      {
        heading: "API Fees",
        body: (ctx) => {
          const p = ctx.a.role;
          const d = ctx.b.role;
          const fee = ctx.optional("fees");
          if (!fee) {
            return [
              `Access to the API under this Agreement is free of charge. The ${p} may introduce fees only with effect from a date at least ${ctx.term("deprecation_notice")} after it gives the ${d} written notice of them, and the ${d} may terminate this Agreement before that date if it does not accept them.`,
            ];
          }
          const out = [
            `The ${d} shall pay the ${p} fees of ${fee} for access to the API. The ${p} shall invoice them monthly, and the ${d} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}.`,
            taxClause(ctx, `the ${d}`, `the ${p}`),
          ];
          const late = latePayment(ctx, `the ${d}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Changes to the API",
        body: (ctx) => {
          const p = ctx.a.role;
          const d = ctx.b.role;
          return [
            `The ${p} may change the API from time to time. It shall give the ${d} at least ${writtenNotice(ctx.term("deprecation_notice"))} before withdrawing a version of the API or making a change that is not backwards-compatible, and shall keep the previous version available during that period.`,
            `The ${p} may make a change on shorter notice, or without notice, where it is needed to address a security risk or to comply with the law, and shall tell the ${d} of it as soon as it reasonably can.`,
          ];
        },
      },
      {
        heading: "Brand Use",
        body: (ctx) => {
          const p = ctx.a.role;
          const d = ctx.b.role;
          return [
            `The ${d} may refer to the ${p} and the API by name to describe accurately the functionality of its Applications, and shall display any attribution the API documentation requires, following the ${p}'s brand guidelines. It shall not otherwise use the ${p}'s trade marks without prior written consent.`,
            `The ${p} may identify the ${d} as a user of the API in its customer lists and marketing materials unless the ${d} objects in writing.`,
          ];
        },
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property"),
    example: {
      jurisdiction: "DE",
      party_a: "Transitwerk Mobilitätsdaten GmbH",
      party_b: "RouteMate Apps UG",
      key_terms: { api: "the Transitwerk real-time public-transport departures API", permitted_purpose: "displaying live departure times in the Developer's RouteMate journey-planner app", fees: "EUR 2,000 per month", rate_limit: "600 requests per minute" },
    },
  },
  {
    id: "hosting_agreement",
    title: "Hosting Services Agreement",
    group: "technology",
    description: "A provider hosts a customer's website or application on its infrastructure, with availability and maintenance windows, security and back-ups, content responsibilities, processor terms, fees and the return of data on exit.",
    parties: {
      a: { role: "Provider", description: "The business providing the hosting infrastructure and services." },
      b: { role: "Customer", description: "The business whose website, application and data are hosted." },
    },
    terms: [
      { name: "hosting_services", type: "text", required: true, description: 'What is hosted and how, e.g. "managed hosting of the Customer\'s e-commerce website and order database on dedicated servers".' },
      { name: "fees", type: "money", required: true, description: 'The hosting fees, e.g. "EUR 1,450 per month".' },
      { name: "availability", type: "percentage", default: "99.9%", description: "Monthly availability the Provider commits to." },
      { name: "data_centre_location", type: "text", description: 'Where the servers are, e.g. "Roubaix, France".' },
      { name: "backup_frequency", type: "text", default: "daily, with each back-up kept for thirty (30) days", description: "How often the Customer's data is backed up and how long back-ups are kept." },
      { name: "maintenance_window", type: "text", default: "between 00:00 and 04:00 (local time at the data centre) on Sundays", description: "When planned maintenance may take place." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the initial term; omitted: until terminated." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { dataProcessing: true, b2bPayment: true },
    clauses: [
      {
        heading: "Hosting Services",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const where = ctx.optional("data_centre_location");
          return [
            `The ${p} shall provide ${ctx.term("hosting_services")}, including the servers, storage, network connectivity, power, cooling, monitoring and the other services described in the service description agreed between the parties (the "Hosting Services").`,
            where
              ? `The ${p} shall provide the Hosting Services from its data centre in ${where}, and shall not move the Customer's systems or data to another location without the ${c}'s prior written consent.`
              : `The ${p} shall tell the ${c} where the data centres used for the Hosting Services are, and shall not move the Customer's systems or data to another country without the ${c}'s prior written consent.`,
            `The ${c} is responsible for its own applications, content and data hosted on the ${p}'s infrastructure (the "Customer Content") and for holding any licences they need, except to the extent the service description makes the ${p} responsible for managing them.`,
          ];
        },
      },
      {
        heading: "Availability and Maintenance",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `The ${p} shall ensure that the Hosting Services are available at least ${ctx.term("availability")} of the time in each calendar month, measured by the ${p}'s monitoring systems and reported to the ${c} monthly.`,
            `Time during planned maintenance carried out ${ctx.term("maintenance_window")} and notified at least five (5) Business Days in advance, emergency maintenance needed to address an urgent security threat, and unavailability caused by the ${c}, the Customer Content or a Force Majeure Event, does not count as unavailability.`,
            `If the Hosting Services fail to meet the availability commitment in three (3) consecutive months, the ${c} may terminate this Agreement by written notice given within sixty (60) days after the last of those months, without any charge for early termination.`,
          ];
        },
      },
      {
        heading: "Security and Back-ups",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `The ${p} shall protect the hosting environment and the Customer Content with appropriate physical, technical and organisational security measures consistent with good industry practice, including controlled access to data centres, network firewalls, patching of the systems it manages, encryption of back-ups and logging of administrative access.`,
            `The ${p} shall back up the Customer Content ${ctx.term("backup_frequency")}, test the restoration of back-ups at least once a quarter, and restore the Customer Content from the latest back-up at the ${c}'s request.`,
            `The ${p} shall notify the ${c} without undue delay after becoming aware of any security incident affecting the Customer Content, take prompt steps to contain it, and co-operate with the ${c}'s investigation.`,
          ];
        },
      },
      {
        heading: "Customer Content and Acceptable Use",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const out = [
            `The ${c} shall not use the Hosting Services to store or transmit anything that is unlawful, infringes anyone's rights, contains malicious code, or is used to send unsolicited bulk communications, and shall not use them in a way that harms the ${p}'s network or other customers.`,
            `The ${p} is not obliged to monitor the Customer Content. If it receives an order of a court or authority, or a substantiated notice that specific Customer Content is illegal, it may disable access to that content, telling the ${c} promptly (where the law allows) and giving it the opportunity to respond.`,
          ];
          if (ctx.law.system === "EU") {
            out.push(`The parties acknowledge that, in storing the Customer Content, the ${p} acts as a hosting service and benefits from the limitation of liability in ${ctx.cite("eu-dsa", "6", "Article 6 of Regulation (EU) 2022/2065 (Digital Services Act)")} for as long as it meets its conditions.`);
          } else if (ctx.within("IN")) {
            out.push(`The parties acknowledge that, in storing the Customer Content, the ${p} acts as an intermediary, which is exempt from liability for third-party information on the conditions in ${ctx.cite("in-it-act-2000", "79", "section 79 of the Information Technology Act, 2000")}, including that it removes or disables access to unlawful content on actual knowledge or notification by the appropriate government or its agency.`);
          }
          return out;
        },
      },
      {
        heading: "Processing of Personal Data",
        body: (ctx) => personalData(ctx, `the ${ctx.a.role}`, `the ${ctx.b.role}`, "the Hosting Services"),
      },
      {
        heading: "Hosting Fees and Payment",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const out = [
            `The ${c} shall pay the hosting fees of ${ctx.term("fees")}, invoiced monthly in advance, and any charges for additional services it orders at the ${p}'s rates then agreed. The ${c} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}.`,
            taxClause(ctx, `the ${c}`, `the ${p}`),
          ];
          const late = latePayment(ctx, `the ${c}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Exit and Return of Data",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `When this Agreement ends for any reason, the ${p} shall, at the ${c}'s request made within thirty (30) days, give the ${c} a complete copy of the Customer Content in a standard format, and give the reasonable assistance the ${c} needs to move it to another provider, at the ${p}'s standard rates for any work beyond handing over the copy.`,
            `The ${p} shall not delete the Customer Content before that period ends, except at the ${c}'s request. After it ends the ${p} shall securely delete the Customer Content from its systems, including back-ups in their normal cycle, and confirm in writing that it has done so, unless the law requires it to be kept.`,
          ];
        },
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property", "data_protection"),
    example: {
      jurisdiction: "FR",
      party_a: "Nuage Souverain SAS",
      party_b: "Maison Verdier SARL",
      key_terms: { hosting_services: "managed hosting of the Customer's e-commerce website and order database on dedicated servers", fees: "EUR 1,450 per month", data_centre_location: "Roubaix, France", availability: "99.95%" },
    },
  },
  {
    id: "maintenance_and_support_agreement",
    title: "Software Maintenance and Support Agreement",
    group: "technology",
    description: "A provider supports and maintains software a customer already uses, with help-desk hours, severity levels and response times, maintenance releases, customer responsibilities, exclusions and annual fees.",
    parties: {
      a: { role: "Provider", description: "The business maintaining and supporting the software (often its licensor)." },
      b: { role: "Customer", description: "The business using the software." },
    },
    terms: [
      { name: "software", type: "text", required: true, description: 'The software supported, e.g. "SwiftWMS warehouse-management system, version 8".' },
      { name: "support_fees", type: "money", required: true, description: 'The support fees, e.g. "INR 9,60,000 per year".' },
      { name: "support_hours", type: "text", default: "9:00 to 18:00, Monday to Friday, excluding public holidays", description: "When the help desk is staffed." },
      { name: "response_times", type: "text", default: "Severity 1: one (1) hour; Severity 2: four (4) business hours; Severity 3: two (2) Business Days", description: "Response times for each severity level." },
      { name: "support_channels", type: "text", default: "the Provider's support portal, email and telephone", description: "How incidents are reported." },
      { name: "supported_versions", type: "text", default: "the current release of the Software and the immediately preceding major release", description: "Which versions are supported." },
      { name: "duration", type: "duration", default: "12 months", description: "Length of the initial support term." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    clauses: [
      {
        heading: "Support Services",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `The ${p} shall provide support and maintenance for ${ctx.term("software")} (the "Software") as installed at the ${c}, as described in this Agreement (the "Support Services").`,
            `The ${p} shall operate a help desk, staffed by qualified support engineers, during ${ctx.term("support_hours")} (the "Support Hours"), through which the ${c}'s named support contacts (up to five (5) individuals) may report incidents by ${ctx.term("support_channels")}. Incidents reported outside the Support Hours are treated as received at the start of the next Support Hours, except Severity 1 incidents reported by telephone.`,
            `The ${p} shall diagnose each incident reported, provide a workaround where one is available, and correct reproducible errors in the Software.`,
          ];
        },
      },
      {
        heading: "Incident Severity and Response",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `Each incident is assigned a severity by the ${c}, acting reasonably: "Severity 1" where the Software, or a critical function of it, is unusable in production with no workaround; "Severity 2" where an important function is seriously impaired, or a Severity 1 incident has a workaround; and "Severity 3" for any other error or a request for information.`,
            `The ${p} shall respond to incidents within the following times, measured within the Support Hours: ${ctx.term("response_times")}. A response means that a support engineer has acknowledged the incident and started work on it.`,
            `For a Severity 1 incident the ${p} shall work continuously to restore service, with the ${c}'s co-operation, and report progress at least every two (2) hours. If an incident is not resolved within a reasonable time for its severity, the ${c} may escalate it to the ${p}'s support manager and then to a senior executive.`,
          ];
        },
      },
      {
        heading: "Maintenance Releases",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `The ${p} shall give the ${c}, without further charge, all patches, updates and new versions of the Software that it makes generally available to its supported customers, with their release notes, on the terms of the ${c}'s existing ${lic(ctx)} of the Software.`,
            `The ${p} shall release patches for security vulnerabilities of high or critical severity in the Software promptly after it becomes aware of them.`,
            `The ${p} supports ${ctx.term("supported_versions")}. It shall give at least twelve (12) months' notice before a version the ${c} uses stops being supported, and the ${c} shall install a supported version within a reasonable time.`,
          ];
        },
      },
      {
        heading: "Customer Responsibilities",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `The ${c} shall use the Software in accordance with its documentation on a supported operating environment, report incidents with the information the ${p} reasonably needs to reproduce them, and make available staff who are familiar with the Software and its environment.`,
            `The ${c} shall give the ${p} secure remote access to the systems on which the Software runs when needed to provide the Support Services, and shall keep up-to-date back-ups of its data.`,
          ];
        },
      },
      {
        heading: "Exclusions",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `The Support Services do not cover incidents caused by: modification of the Software not made or authorised by the ${p}; use of the Software contrary to its documentation; an unsupported version or operating environment; hardware, networks or third-party software not supplied by the ${p}; or the ${c}'s failure to install a maintenance release that would have prevented the incident.`,
            `The ${p} may provide help with excluded incidents, training, consultancy and on-site attendance at the ${c}'s request, charged at its standard rates after it has told the ${c} that the work is chargeable.`,
          ];
        },
      },
      {
        heading: "Support Fees and Payment",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const out = [
            `The ${c} shall pay support fees of ${ctx.term("support_fees")}, invoiced annually in advance at the start of each year of this Agreement. The ${c} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}.`,
            `The ${p} may increase the support fees once in each year, with effect from an anniversary of the Effective Date, by giving at least sixty (60) days' written notice; an increase shall not exceed the rise in the general consumer price index for the place of the ${p}'s business over the previous twelve (12) months plus three per cent (3%).`,
            taxClause(ctx, `the ${c}`, `the ${p}`),
          ];
          const late = latePayment(ctx, `the ${c}`);
          if (late) out.push(late);
          return out;
        },
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property", "indemnity"),
    example: {
      jurisdiction: "IN-MH",
      party_a: "Sharada Software Solutions Pvt Ltd",
      party_b: "Deccan Cold Chain Logistics Pvt Ltd",
      key_terms: { software: "SwiftWMS warehouse-management system, version 8", support_fees: "INR 9,60,000 per year", response_times: "Severity 1: 30 minutes; Severity 2: 2 hours; Severity 3: 1 Business Day" },
    },
  },
  {
    id: "service_level_agreement",
    title: "Service Level Agreement",
    group: "technology",
    description: "Sets measurable service levels for services provided under a principal agreement: availability and how it is measured, excused downtime, incident response and resolution times, service credits, reporting and termination for chronic failure.",
    parties: {
      a: { role: "Provider", description: "The business providing the services measured." },
      b: { role: "Customer", description: "The business receiving them." },
    },
    terms: [
      { name: "services", type: "text", required: true, description: 'The services the service levels apply to, e.g. "managed hosting and 24x7 monitoring of the Customer\'s payment-gateway platform".' },
      { name: "principal_agreement", type: "text", description: 'The agreement under which the services are provided, e.g. "the Hosting Services Agreement dated 1 April 2026".' },
      { name: "availability_target", type: "percentage", default: "99.9%", description: "Availability the Provider commits to in each measurement period." },
      { name: "measurement_period", type: "choice", options: ["monthly", "quarterly"], default: "monthly", description: "Period over which availability is measured and credits are calculated." },
      { name: "service_credit", type: "percentage", default: "5%", description: "Credit, as a share of the charges for the measurement period, for each full or part 0.1 percentage point by which availability falls short." },
      { name: "credit_cap", type: "percentage", default: "30%", description: "Most the service credits for one measurement period may amount to, as a share of its charges." },
      { name: "response_times", type: "text", default: "Priority 1: response within 30 minutes and resolution within 4 hours; Priority 2: response within 2 hours and resolution within 1 Business Day; Priority 3: response within 1 Business Day and resolution within 5 Business Days", description: "Response and resolution times by incident priority." },
      { name: "maintenance_window", type: "text", default: "between 00:00 and 04:00 (local time at the Provider's primary data centre) on Sundays", description: "When planned maintenance may take place." },
    ],
    clauses: [
      {
        heading: "Scope and Relationship to the Principal Agreement",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const principal = ctx.optional("principal_agreement") ?? `the agreement between the parties under which the ${p} provides the Services`;
          return [
            `This Agreement sets the service levels for ${ctx.term("services")} (the "Services"), which the ${p} provides to the ${c} under ${principal} (the "Principal Agreement").`,
            `This Agreement supplements the Principal Agreement and is governed by it, and it ends when the Principal Agreement ends. Terms defined in the Principal Agreement have the same meaning here. If this Agreement conflicts with the Principal Agreement on a matter concerning service levels, service credits or service reporting, this Agreement prevails; on every other matter the Principal Agreement prevails.`,
          ];
        },
      },
      {
        heading: "Availability Commitment",
        body: (ctx) => {
          const p = ctx.a.role;
          const period = ctx.term("measurement_period");
          return [
            `The ${p} shall ensure that the Services achieve Availability of at least ${ctx.term("availability_target")} (the "Availability Target") in each ${period === "quarterly" ? "calendar quarter" : "calendar month"}, which is the measurement period (the "Measurement Period"); Availability is measured and reported ${period}.`,
            `"Availability" means the total minutes in the Measurement Period less any Excused Downtime and less the minutes of Downtime, divided by the total minutes in the Measurement Period less any Excused Downtime, expressed as a percentage. "Downtime" means any period during which the Services, or a material function of them, are unavailable or unusable by the Customer, other than Excused Downtime.`,
            `Availability is measured by the ${p}'s monitoring tools, which test the Services from at least two locations at least once a minute. The ${ctx.b.role} may give evidence from its own monitoring, which the parties shall consider in good faith.`,
          ];
        },
      },
      {
        heading: "Excused Downtime",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `"Excused Downtime" means unavailability resulting from: (a) planned maintenance carried out ${ctx.term("maintenance_window")} and notified to the ${c} at least five (5) Business Days in advance, up to eight (8) hours in any calendar month; (b) emergency maintenance needed to address an urgent security threat, notified as early as reasonably possible; (c) an act or omission of the ${c} or its users, or the ${c}'s equipment, software or connectivity; (d) a suspension of the Services the Principal Agreement permits; or (e) a Force Majeure Event as defined in the Principal Agreement.`,
            `Unavailability caused by the ${p}'s subcontractors, hosting providers or other suppliers is not Excused Downtime.`,
          ];
        },
      },
      {
        heading: "Incident Response and Resolution",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `Each incident is given a priority: "Priority 1" where the Services are unavailable or a critical function is unusable for all or most users; "Priority 2" where a material function is seriously impaired or a Priority 1 incident has a workaround; and "Priority 3" for any other incident. The ${c} assigns the priority acting reasonably, and the ${p} may reclassify it only with the ${c}'s agreement.`,
            `The ${p} shall meet the following times, measured from when the incident is reported to, or detected by, the ${p}: ${ctx.term("response_times")}. Resolution means that the Services are restored to normal operation, by a permanent fix or by a workaround the ${c} accepts; if a workaround is used, the ${p} shall provide a permanent fix within a reasonable time.`,
            `The ${p} shall provide a written root-cause analysis of every Priority 1 incident within five (5) Business Days after its resolution, with the steps it will take to prevent it recurring.`,
          ];
        },
      },
      {
        heading: "Service Credits",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const cap = ctx.term("credit_cap");
          return [
            ...liquidatedDamages(ctx, {
              payer: `the ${p}`,
              amount: `a service credit of ${ctx.term("service_credit")} of the charges for that Measurement Period for each full or part 0.1 percentage point of the shortfall, up to ${cap} of those charges in total`,
              trigger: `Availability in a Measurement Period falls below the Availability Target`,
            }),
            `The ${p} shall include the service credits due in its report for the Measurement Period and credit them against the next invoice; credits outstanding when the Principal Agreement ends shall be paid within thirty (30) days.`,
            `Service credits are the ${c}'s only financial remedy for a failure to meet the Availability Target, except where the failure results from the ${p}'s wilful default or gross negligence, and except for the right to terminate in the Chronic Failure clause and any liability that cannot be limited by law.`,
          ];
        },
      },
      {
        heading: "Reporting and Service Reviews",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `Within ten (10) Business Days after the end of each Measurement Period the ${p} shall give the ${c} a report showing Availability, each incident with its priority and response and resolution times, the Excused Downtime claimed and the reasons for it, and the service credits due.`,
            `The parties shall meet at least once in each Measurement Period to review the report, the causes of any failure and the ${p}'s plans to improve performance.`,
          ];
        },
      },
      {
        heading: "Chronic Failure",
        body: (ctx) => {
          const c = ctx.b.role;
          const chronic = ctx.term("measurement_period") === "quarterly"
            ? "in two (2) consecutive Measurement Periods"
            : "in three (3) consecutive Measurement Periods, or in any four (4) Measurement Periods within twelve (12) months";
          return `If Availability falls below the Availability Target ${chronic}, or falls below ninety-five per cent (95%) in any single Measurement Period, the ${c} may terminate the Principal Agreement, in whole or in respect of the affected Services, by written notice given within sixty (60) days after the end of the last such Measurement Period, without paying any early termination charge and without affecting its other rights.`;
        },
      },
    ],
    boilerplate: ["definitions", "notices", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "IN",
      party_a: "Nimbus Datacentres Pvt Ltd",
      party_b: "Kaveri Payments Pvt Ltd",
      key_terms: { services: "managed hosting and 24x7 monitoring of the Customer's payment-gateway platform", principal_agreement: "the Hosting Services Agreement dated 1 April 2026", availability_target: "99.95%", service_credit: "5%", measurement_period: "monthly" },
    },
  },
  {
    id: "cloud_services_agreement",
    title: "Cloud Services Agreement",
    group: "technology",
    description: "A business buys infrastructure or platform cloud services to run its own workloads, with shared security responsibility, usage charges and commitments, data location and transfers, processor terms, availability, regulated-customer terms and exit.",
    parties: {
      a: { role: "Provider", description: "The cloud service provider." },
      b: { role: "Customer", description: "The business running its workloads on the cloud services." },
    },
    terms: [
      { name: "cloud_services", type: "text", required: true, description: 'The cloud services, e.g. "virtual machines, object storage and managed PostgreSQL database services".' },
      { name: "fees", type: "money", required: true, description: 'The charges, e.g. "EUR 12,500 per month" or unit rates.' },
      { name: "minimum_commitment", type: "money", description: 'Committed spend, e.g. "EUR 120,000 in each contract year".' },
      { name: "data_region", type: "text", description: 'Region in which Customer Data is stored, e.g. "Germany".' },
      { name: "availability", type: "percentage", default: "99.95%", description: "Monthly availability the Provider commits to for each service." },
      { name: "exit_period", type: "duration", default: "90 days", description: "Period after termination in which the Customer can retrieve its data and the Provider gives exit assistance." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the initial term; omitted: until terminated." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { dataProcessing: true, b2bPayment: true },
    clauses: [
      {
        heading: "Cloud Services",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `The ${p} shall make available to the ${c} ${ctx.term("cloud_services")}, as described in the ${p}'s service documentation (the "Cloud Services"), which the ${c} may use through the ${p}'s console and application programming interfaces to run its own software and store and process its own data ("Customer Data").`,
            `The ${p} may update the Cloud Services, but shall not during the term of this Agreement make a change that materially reduces their security or core functionality, and shall give at least twelve (12) months' notice before discontinuing a Cloud Service the ${c} uses, unless the law or a security risk requires a shorter period.`,
          ];
        },
      },
      {
        heading: "Shared Responsibility",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `The ${p} is responsible for the security and operation of the infrastructure on which the Cloud Services run, including the physical data centres, hardware, network, virtualisation layer and the managed components of each service, and shall maintain for them an information security management system certified to a recognised international standard.`,
            `The ${c} is responsible for what it deploys and configures on the Cloud Services, including its accounts and user access, operating systems and applications it manages, the configuration of network and security settings, the encryption of Customer Data where the Cloud Services offer it, and back-ups except where it has bought a back-up service from the ${p}.`,
            `Each party shall tell the other without undue delay of any security incident it becomes aware of that affects the Cloud Services or Customer Data, and co-operate in responding to it.`,
          ];
        },
      },
      {
        heading: "Usage Charges and Commitment",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const commitment = ctx.optional("minimum_commitment");
          const out = [
            `The ${c} shall pay for the Cloud Services at ${ctx.term("fees")}. Charges that depend on usage are calculated from the ${p}'s metering, which the ${c} can view in the console. The ${p} shall invoice monthly in arrears, and the ${c} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}.`,
          ];
          if (commitment) {
            out.push(`The ${c} commits to spend at least ${commitment} on the Cloud Services. If its spend in a contract year is less, the ${p} may invoice the shortfall at the end of that year, and the ${c} may use the amount paid for the shortfall against its usage in the following three (3) months.`);
          }
          out.push(
            `The ${p} may change its rates by giving at least ninety (90) days' written notice, but no increase applies to a rate the parties have agreed as fixed for a stated period.`,
            taxClause(ctx, `the ${c}`, `the ${p}`),
          );
          const late = latePayment(ctx, `the ${c}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Data Location and Transfers",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const region = ctx.optional("data_region");
          const out = [
            region
              ? `The ${p} shall store Customer Data at rest only in data centres located in ${region}, and shall not move it out of that region except on the ${c}'s instructions or where the law requires.`
              : `The ${c} chooses the regions in which Customer Data is stored, and the ${p} shall not move Customer Data out of the region the ${c} has chosen except on the ${c}'s instructions or where the law requires.`,
            `If a public authority asks the ${p} for access to Customer Data, the ${p} shall direct the authority to the ${c} where it can, tell the ${c} of the request unless the law forbids it, and disclose no more than it is legally compelled to, challenging a request it reasonably considers unlawful.`,
          ];
          if (ctx.law.system === "EU") {
            out.push(`Where personal data in Customer Data is transferred outside the European Economic Area, including by remote access by the ${p} or its sub-processors, the ${p} shall ensure that the transfer meets the conditions of Chapter V of Regulation (EU) 2016/679 (GDPR) (${ctx.cite("eu-gdpr", "44", "Article 44")}), relying where needed on appropriate safeguards such as standard data protection clauses (${ctx.cite("eu-gdpr", "46", "Article 46")}).`);
          } else if (ctx.law.system === "GB") {
            out.push(`Where personal data in Customer Data is transferred outside the United Kingdom, including by remote access by the ${p} or its sub-processors, the ${p} shall ensure that the transfer meets the conditions the UK GDPR sets for international transfers, relying where needed on an adequacy decision or on appropriate safeguards such as the international data transfer agreement or addendum approved for use in the United Kingdom.`);
          } else if (ctx.within("IN")) {
            out.push(`The ${p} shall not transfer personal data in Customer Data to any country or territory outside India to which transfers are restricted by notification under ${ctx.cite("in-dpdp-act-2023", "16", "section 16 of the Digital Personal Data Protection Act, 2023")}.`);
          }
          return out;
        },
      },
      {
        heading: "Processing of Personal Data",
        body: (ctx) => personalData(ctx, `the ${ctx.a.role}`, `the ${ctx.b.role}`, "the Cloud Services"),
      },
      {
        heading: "Availability of the Cloud Services",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `The ${p} shall ensure that each Cloud Service is available at least ${ctx.term("availability")} of the time in each calendar month, measured as set out in its service documentation and excluding planned maintenance notified in advance in accordance with that documentation.`,
            `If a Cloud Service misses that commitment, the ${p} shall give the ${c} the service credits set out in its service documentation. If a Cloud Service the ${c} relies on misses the commitment in three (3) consecutive months, the ${c} may stop using that Cloud Service, and any minimum commitment shall be reduced fairly to reflect its charges for it.`,
          ];
        },
      },
      {
        heading: "Regulated Customers",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          const out = [
            `Where the ${c} is subject to regulation that requires it to obtain rights from its service providers, the ${p} shall give the ${c}, its auditors and its regulators the rights of access, audit and information that the regulation requires, co-operate with the ${c}'s regulators, and support the ${c}'s business continuity testing, on reasonable notice and subject to reasonable confidentiality and security conditions.`,
          ];
          if (ctx.law.system === "EU") {
            out.push(`Where the ${c} is a financial entity subject to Regulation (EU) 2022/2554 (DORA), the ${p} shall agree the contractual provisions that ${ctx.cite("eu-dora", "30", "Article 30 of that Regulation")} requires for the use of ICT services, including those for services supporting critical or important functions where they apply, and shall support the exit strategy the ${c} must maintain under ${ctx.cite("eu-dora", "28", "Article 28")}.`);
          }
          return out;
        },
      },
      {
        heading: "Exit and Data Retrieval",
        body: (ctx) => {
          const p = ctx.a.role;
          const c = ctx.b.role;
          return [
            `For ${ctx.term("exit_period")} after this Agreement ends for any reason (the "Exit Period"), the ${p} shall keep Customer Data available and allow the ${c} to retrieve it through the Cloud Services' standard tools, in a commonly used machine-readable format, paying only the usage charges for that period.`,
            `During the Exit Period the ${p} shall give the reasonable assistance the ${c} requests to migrate its workloads to another provider or its own systems, at the ${p}'s standard rates.`,
            `After the Exit Period the ${p} shall securely delete Customer Data, including copies in back-ups in their normal cycle, and confirm in writing that it has done so, unless the law requires it to be kept.`,
          ];
        },
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property", "data_protection"),
    example: {
      jurisdiction: "DE",
      party_a: "Alpenwolke Rechenzentren GmbH",
      party_b: "Hanse Versicherungsmakler GmbH",
      key_terms: { cloud_services: "virtual machines, object storage and managed PostgreSQL database services", fees: "EUR 12,500 per month", minimum_commitment: "EUR 120,000 in each contract year", data_region: "Germany" },
    },
  },
  {
    id: "it_outsourcing_agreement",
    title: "IT Outsourcing Agreement",
    group: "technology",
    description: "A customer outsources IT functions to a supplier for a multi-year term, with transition, service levels and credits, charges, governance, transfer of employees, security and audit, and exit management.",
    parties: {
      a: { role: "Customer", description: "The business outsourcing its IT functions." },
      b: { role: "Supplier", description: "The business taking them on." },
    },
    terms: [
      { name: "services", type: "text", required: true, description: 'The functions outsourced, e.g. "end-user IT support, data-centre operations and network management".' },
      { name: "charges", type: "money", required: true, description: 'The service charges, e.g. "GBP 145,000 per month".' },
      { name: "service_commencement_date", type: "date", description: "Date the Supplier takes over the services; omitted: the end of the transition period." },
      { name: "transition_period", type: "duration", default: "3 months", description: "Time allowed for transition from the Effective Date." },
      { name: "service_credit", type: "percentage", description: "Credit, as a share of the month's charges, for each month a critical service level is missed." },
      { name: "governance", type: "text", default: "monthly service reviews and quarterly executive reviews", description: "The governance meetings." },
      { name: "exit_period", type: "duration", default: "6 months", description: "Period of exit assistance when the agreement ends." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", default: "5 years", description: "Length of the initial term." },
      { name: "termination_notice", type: "duration", default: "6 months", description: "Notice either party must give to end the agreement for convenience." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { dataProcessing: true, b2bPayment: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} wishes to outsource certain of its information technology functions, and the ${ctx.b.role} has proposed to take them on and provide them as services.`,
      `The parties wish to set out the terms on which the functions will be transferred, the services provided and, at the end, the functions handed back or moved to a successor.`,
    ],
    clauses: [
      {
        heading: "Outsourced Services",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          const start = ctx.optional("service_commencement_date");
          return [
            `From ${start ? start : "the end of the Transition"} (the "Service Commencement Date") the ${s} shall provide ${ctx.term("services")}, as described in the service description agreed between the parties (the "Services"), for the rest of the term of this Agreement.`,
            `The ${s} shall provide the Services in accordance with good industry practice, all applicable laws, the ${c}'s IT and security policies notified to it, and the service levels agreed between the parties, and shall continuously seek to improve their efficiency and quality.`,
            `The ${c} keeps responsibility for its IT strategy, architecture decisions and the functions the service description names as retained, and shall perform the dependencies the service description assigns to it.`,
          ];
        },
      },
      {
        heading: "Transition",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          return [
            `Within thirty (30) days after the Effective Date the ${s} shall prepare, for the ${c}'s approval, a detailed plan for taking over the Services (the "Transition Plan"), covering knowledge transfer, the transfer of assets, contracts and personnel, testing and readiness criteria.`,
            `The ${s} shall carry out the transition in accordance with the Transition Plan and complete it within ${ctx.term("transition_period")} after the Effective Date (the "Transition"), minimising disruption to the ${c}'s business. The ${s} shall not take over a Service until the readiness criteria for it have been met.`,
            `If the ${s} fails to complete the Transition on time through its own fault, it shall bear the additional costs the ${c} incurs in keeping its existing arrangements in place, and the ${c} may terminate this Agreement if the delay exceeds sixty (60) days.`,
          ];
        },
      },
      {
        heading: "Service Levels and Service Credits",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          const credit = ctx.optional("service_credit");
          const out = [
            `From the Service Commencement Date the ${s} shall meet or exceed the service levels agreed between the parties, measure its performance against them, and report it to the ${c} monthly.`,
          ];
          if (credit) {
            out.push(...liquidatedDamages(ctx, { payer: `the ${s}`, amount: `a service credit of ${credit} of the charges for that month (to be credited against the next invoice)`, trigger: `the ${s} fails to meet a service level designated as critical in any month` }));
          }
          out.push(
            `For every service level failure the ${s} shall investigate the root cause, report it, and implement a plan to prevent it recurring. If the ${s} fails to meet the same critical service level in three (3) months out of any six (6), the ${c} may terminate this Agreement, in whole or in respect of the affected Services, by written notice.`,
          );
          return out;
        },
      },
      {
        heading: "Charges and Payment",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          const out = [
            `${inReturnFor(ctx)} the Services the ${c} shall pay the ${s} charges of ${ctx.term("charges")}, which cover everything the ${s} must do to provide the Services, invoiced monthly in arrears from the Service Commencement Date. The ${c} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}, and may withhold the part it disputes in good faith while the dispute is resolved.`,
            `The charges are fixed for the first two (2) years after the Effective Date and may afterwards be adjusted once a year by agreement, or by a benchmarking review against comparable services that either party may request no more than once in any two (2) years.`,
            taxClause(ctx, `the ${c}`, `the ${s}`),
          ];
          const late = latePayment(ctx, `the ${c}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Governance and Reporting",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          return [
            `Each party shall appoint a senior representative to manage this Agreement. The parties shall hold ${ctx.term("governance")}, at which the ${s} shall report on performance against the service levels, incidents and problems, risks, security, changes, projects and the charges.`,
            `A dispute that the representatives cannot resolve shall be escalated to a senior executive of each of the ${c} and the ${s} and, failing resolution within twenty (20) Business Days, may be pursued under the Governing Law and Disputes clause; the ${s} shall continue to provide the Services in full while any dispute is resolved.`,
          ];
        },
      },
      {
        heading: "Employees and Transfer of Undertakings",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          if (ctx.law.system === "GB" || ctx.law.system === "EU") {
            ctx.note("employee_transfer", "In the UK and the EU, the start and the end of an outsourcing can transfer the employees assigned to the services to the new provider automatically by law, with their existing terms; the draft allocates the resulting liabilities, and consultation duties apply.");
          }
          return [
            `The parties shall co-operate to identify, before the Service Commencement Date, any employees of the ${c} or its existing providers who are assigned to the functions being outsourced. Where the law provides that the contracts of employment of any of them transfer to the ${s} because of this Agreement, the ${s} shall employ them on their existing terms from the transfer and comply with the information and consultation obligations the law imposes.`,
            `The ${c} shall indemnify the ${s} against liabilities relating to a transferring employee that arise from the period before the transfer, and the ${s} shall indemnify the ${c} against liabilities that arise from the period after it, including from any dismissal or change of terms by the ${s}.`,
            `Before this Agreement ends the ${s} shall give the ${c} the information about its personnel engaged in the Services that the ${c} or a successor provider reasonably needs, as far as the law permits, and shall not materially change the number, identity or terms of those personnel during the last twelve (12) months of the term without the ${c}'s consent.`,
          ];
        },
      },
      {
        heading: "Security, Audit and Personal Data",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          const out = [
            `The ${s} shall maintain an information security management system certified to a recognised international standard, comply with the ${c}'s security policies, and allow the ${c}, its auditors and its regulators, on reasonable notice (or without notice where a regulator requires), to audit its performance of this Agreement, the premises and systems used for the Services, and the related records.`,
          ];
          if (ctx.law.system === "EU") {
            out.push(`Where the ${c} is an essential or important entity under Directive (EU) 2022/2555 (NIS2), the ${s} shall support the supply-chain security measures ${ctx.cite("eu-nis2", "21", "Article 21 of that Directive")} requires of the ${c}; and where it is a financial entity subject to Regulation (EU) 2022/2554 (DORA), the ${s} shall agree the contractual provisions ${ctx.cite("eu-dora", "30", "Article 30 of that Regulation")} requires.`);
          }
          out.push(...personalData(ctx, `the ${s}`, `the ${c}`, "the Services"));
          return out;
        },
      },
      {
        heading: "Exit Management",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          return [
            `Within six (6) months after the Service Commencement Date the ${s} shall agree with the ${c} a plan for the orderly transfer of the Services back to the ${c} or to a successor provider (the "Exit Plan"), and shall keep it up to date.`,
            `During the period starting on the earlier of the giving of notice of termination and the start of the last ${ctx.term("exit_period")} of the term, and ending ${ctx.term("exit_period")} after this Agreement ends or on any earlier date the ${c} chooses, the ${s} shall carry out the Exit Plan, continue to provide the Services without degradation at the existing charges for as long as the ${c} requires, transfer knowledge, documentation, data and (at fair value) assets and contracts dedicated to the Services, and co-operate fully with the ${c} and any successor provider.`,
            `The ${s} shall return all the ${c}'s data in a usable format and then securely delete it from its systems, unless the law requires it to be kept.`,
          ];
        },
      },
    ],
    boilerplate: boilerplateWithout("data_protection"),
    example: {
      jurisdiction: "GB",
      party_a: "Thamesbridge Housing Association Ltd",
      party_b: "Northgate Managed IT Services Ltd",
      key_terms: { services: "end-user IT support, data-centre operations and network management", charges: "GBP 145,000 per month", duration: "5 years", service_credit: "4%", service_commencement_date: "1 July 2026" },
    },
  },
  {
    id: "source_code_escrow_agreement",
    title: "Source Code Escrow Agreement",
    group: "technology",
    description: "A software licensor deposits the source code of licensed software with an independent escrow agent, to be released to the licensee if the licensor becomes insolvent or stops supporting the software, with deposit, update, verification, release and licence-on-release terms.",
    parties: {
      a: { role: "Depositor", description: "The licensor of the software, who deposits its source code." },
      b: { role: "Beneficiary", description: "The licensee protected by the escrow." },
    },
    terms: [
      { name: "software", type: "text", required: true, description: 'The software whose source code is deposited, e.g. "Ledgerwise Core Banking 12 and its updates".' },
      { name: "escrow_agent", type: "text", required: true, description: "Name of the independent escrow agent, which accepts its appointment by signing the acceptance in this agreement." },
      { name: "licence_agreement", type: "text", default: "the agreement between the parties under which the Beneficiary is licensed to use the Software", description: "The licence the escrow protects." },
      { name: "update_interval", type: "duration", default: "6 months", description: "Longest time between deposits of updated source code." },
      { name: "verification_level", type: "choice", options: ["deposit check", "full build"], default: "deposit check", description: "Deposit check: the Escrow Agent checks that the deposit is complete and readable. Full build: it also compiles the code and checks it builds the licensed software." },
      { name: "escrow_fees", type: "money", description: 'The Escrow Agent\'s fees, e.g. "USD 4,500 per year".' },
      { name: "fee_payer", type: "choice", options: ["beneficiary", "depositor", "shared"], default: "beneficiary", description: "Who pays the Escrow Agent's fees: one party, or shared equally." },
      { name: "dispute_period", type: "duration", default: "14 days", description: "Time the Depositor has to dispute a release request." },
    ],
    clauses: [
      {
        heading: "Appointment of the Escrow Agent",
        body: (ctx) => {
          const d = ctx.a.role;
          const b = ctx.b.role;
          return [
            `The ${d} licenses ${ctx.term("software")} (the "Software") to the ${b} under ${ctx.term("licence_agreement")} (the "${ctx.law.system === "US" ? "License" : "Licence"} Agreement"). To protect the ${b}'s ability to continue using and maintaining the Software, the parties appoint ${ctx.term("escrow_agent")} (the "Escrow Agent") to hold the source code of the Software on the terms of this Agreement.`,
            `The Escrow Agent's appointment takes effect when it signs the acceptance in this Agreement. The Escrow Agent shall hold the Deposit Material in safe custody in secure storage, shall not copy it except for verification or as this Agreement requires, and shall release it only in accordance with this Agreement or an order of a competent court. The Escrow Agent is liable only for its own negligence, wilful default or fraud, and its standard terms of business apply so far as they are consistent with this Agreement.`,
          ];
        },
      },
      {
        heading: "The Deposit",
        body: (ctx) => {
          const d = ctx.a.role;
          const b = ctx.b.role;
          return [
            `Within thirty (30) days after the Effective Date the ${d} shall deliver to the Escrow Agent the source code of the current version of the Software used by the ${b}, together with everything a reasonably skilled programmer would need to understand, maintain, modify and compile it: build scripts and instructions, a list of the tools, compilers and third-party components needed (with their versions and ${lic(ctx)} terms), database schemas, technical documentation, and any passwords or encryption keys needed to read the material (together, the "Deposit Material").`,
            `The ${d} shall deposit updated Deposit Material within thirty (30) days after each new release of the Software that the ${b} receives under the ${ctx.law.system === "US" ? "License" : "Licence"} Agreement and in any event at least once in every ${ctx.term("update_interval")}, and the Escrow Agent shall tell the ${b} of each deposit it receives and of any deposit that is overdue.`,
            `The ${d} warrants that the Deposit Material, when deposited, is complete and corresponds to the version of the Software the ${b} is then using, and that it has the right to deposit it and to grant the ${lic(ctx)} on release in this Agreement.`,
          ];
        },
      },
      {
        heading: "Verification of the Deposit",
        body: (ctx) => {
          const d = ctx.a.role;
          const b = ctx.b.role;
          const level = ctx.term("verification_level");
          return [
            level === "full build"
              ? `The Escrow Agent (or an independent technical expert it appoints) shall carry out a full build verification of each initial deposit and of each major update: it shall check that the Deposit Material is complete, readable and free of malicious code, compile it using the build instructions, and confirm that the result corresponds to the version of the Software licensed to the ${b}.`
              : `The Escrow Agent shall carry out a deposit check of each deposit: it shall check that the Deposit Material is readable, free of malicious code and consistent with the ${d}'s listing of its contents, without compiling it. The ${b} may at its own cost ask for a full build verification at any time.`,
            `The Escrow Agent shall send a copy of each verification report to both parties. If a report shows that the Deposit Material is incomplete or defective, the ${d} shall deposit corrected material within thirty (30) days, and shall bear the cost of the verification that revealed the defect.`,
          ];
        },
      },
      {
        heading: "Release Events",
        body: (ctx) => {
          const d = ctx.a.role;
          const b = ctx.b.role;
          if (ctx.within("IN")) {
            ctx.note("release_on_insolvency", "Release on the Depositor's insolvency may be affected by the moratorium that applies during a corporate insolvency resolution process (Insolvency and Bankruptcy Code, 2016); consider whether the Beneficiary needs release on earlier events as well.");
          }
          return [
            `Each of the following is a "Release Event": (a) the ${d} ${ctx.within("FR") ? insolvencyEvents(ctx) : ctx.law.family === "civil" ? "applies for the opening of insolvency proceedings over its assets, has such proceedings opened or refused for want of assets, or is dissolved, other than for a solvent reorganisation" : "becomes insolvent, has a liquidator, administrator, receiver or similar officer appointed over it or its business, enters into an arrangement with its creditors generally, or is dissolved, other than for a solvent reorganisation"}; (b) the ${d} ceases to carry on business in the normal course; (c) the ${d} fails to perform its obligations under the ${ctx.law.system === "US" ? "License" : "Licence"} Agreement to maintain, support or correct the Software and does not remedy the failure within thirty (30) days of written notice from the ${b}; or (d) the ${d} assigns its rights in the Software to a person that does not assume its support obligations to the ${b}.`,
            `A failure by the ${d} to deposit or update the Deposit Material as this Agreement requires, if not remedied within thirty (30) days of written notice, is also a Release Event.`,
          ];
        },
      },
      {
        heading: "Release Procedure and Use of Released Material",
        body: (ctx) => {
          const d = ctx.a.role;
          const b = ctx.b.role;
          const out = [
            `To claim release, the ${b} shall give the Escrow Agent written notice identifying the Release Event, with reasonable evidence of it and a signed statement that it has occurred. The Escrow Agent shall send a copy to the ${d} promptly.`,
            `If the Escrow Agent does not receive from the ${d}, within ${ctx.term("dispute_period")} after sending the copy, a written counter-notice disputing the Release Event with reasons, it shall release the Deposit Material to the ${b}. If it receives a counter-notice in time, it shall keep the Deposit Material until the dispute is resolved under the Governing Law and Disputes clause of this Agreement, which the parties shall pursue without delay, and shall act on the final decision.`,
            `On release the ${d} grants the ${b} a non-exclusive, non-transferable, royalty-free ${lic(ctx)} to use, copy and modify the Deposit Material, itself or through contractors bound by confidentiality, only to support, maintain, correct and continue using the Software for the purposes and within the limits of the ${ctx.law.system === "US" ? "License" : "Licence"} Agreement. The ${b} shall keep the Deposit Material confidential and shall not sell or license it to anyone.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The ${lic(ctx)} on release extends to the acts comprised in the copyright in the Software described in ${ctx.cite("in-copyright-act-1957", "14", "section 14 of the Copyright Act, 1957")}, to the extent needed for those purposes, throughout the world and for as long as the ${ctx.law.system === "US" ? "License" : "Licence"} Agreement would have continued.`);
          }
          return out;
        },
      },
      {
        heading: "Escrow Fees and Duration",
        body: (ctx) => {
          const fees = ctx.optional("escrow_fees");
          const payer = ctx.term("fee_payer");
          const who = payer === "shared" ? `, shared equally between the ${ctx.a.role} and the ${ctx.b.role}` : ` by the ${payer === "depositor" ? ctx.a.role : ctx.b.role}`;
          return [
            `The Escrow Agent's fees${fees ? ` of ${fees}` : ", as set out in its scale of charges at the Effective Date,"} are payable annually in advance${who}. If fees are not paid when due, the Escrow Agent shall tell both parties and allow the other party thirty (30) days to pay them before it takes any other step.`,
            `This Agreement continues for as long as the ${ctx.law.system === "US" ? "License" : "Licence"} Agreement is in force, and ends on the earliest of: release of the Deposit Material; the end of the ${ctx.law.system === "US" ? "License" : "Licence"} Agreement other than because of the ${ctx.a.role}'s default; and written agreement of the ${ctx.a.role} and the ${ctx.b.role}. When it ends other than by release, the Escrow Agent shall return the Deposit Material to the ${ctx.a.role} or destroy it, as the ${ctx.a.role} directs.`,
            `The Escrow Agent may resign on ninety (90) days' written notice, in which case the parties shall appoint a replacement escrow agent, to which the Escrow Agent shall transfer the Deposit Material.`,
          ];
        },
      },
      {
        heading: "Acceptance by the Escrow Agent",
        body: (ctx) => [
          `${ctx.term("escrow_agent")} signs below to accept its appointment as Escrow Agent and to confirm that it will perform the duties of the Escrow Agent in this Agreement, which bind it from the date of its signature, and it may rely on the notices given to it under this Agreement.`,
          `Signed for and on behalf of ${ctx.term("escrow_agent")} as Escrow Agent:\nSignature: ____________________\nName: ${BLANK}\nTitle: ${BLANK}\nDate: ____________________`,
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-NY",
      party_a: "Ledgerwise Software Inc.",
      party_b: "Hudson River Credit Union",
      key_terms: { software: "Ledgerwise Core Banking 12 and its updates", escrow_agent: "Empire Technology Escrow LLC", verification_level: "full build", fee_payer: "shared", escrow_fees: "USD 4,500 per year" },
    },
  },
];
