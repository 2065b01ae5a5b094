import { latePayment, liquidatedDamages } from "../law-clauses";
import type { ContractTemplate } from "../types";

/** Commercial agreements between businesses. */
export const commercialTemplates: ContractTemplate[] = [
  {
    id: "nda",
    title: "Non-Disclosure Agreement",
    group: "commercial",
    description: "Protects confidential information exchanged while the parties evaluate or pursue a business relationship; mutual (both disclose) or one-way (party A discloses) through the `nda_type` key term.",
    parties: {
      a: { role: "Discloser", description: "The party disclosing information (in a mutual NDA, the first party; both disclose)." },
      b: { role: "Recipient", description: "The party receiving information (in a mutual NDA, the second party; both receive)." },
    },
    terms: [
      { name: "nda_type", type: "choice", options: ["mutual", "one-way"], default: "mutual", description: "Mutual: both parties disclose and both are bound. One-way: only party A discloses." },
      { name: "purpose", type: "text", required: true, description: 'Why information is shared, e.g. "evaluating a potential supply arrangement".' },
      { name: "duration", type: "duration", default: "2 years", description: "How long the agreement lasts for new disclosures." },
      { name: "confidentiality_period", type: "duration", default: "5 years", description: "How long the duty of confidence lasts after the agreement ends (trade secrets: for as long as they remain secret)." },
    ],
    shortName: "Agreement",
    titleFor: (ctx) => (ctx.term("nda_type") === "mutual" ? "Mutual Non-Disclosure Agreement" : "One-Way Non-Disclosure Agreement"),
    rolesFor: (ctx) => (ctx.term("nda_type") === "mutual" ? { a: "First Party", b: "Second Party" } : { a: "Discloser", b: "Recipient" }),
    recitals: (ctx) => [
      `The parties wish to exchange information for the following purpose: ${ctx.term("purpose")} (the "Purpose").`,
      ctx.term("nda_type") === "mutual"
        ? "Each party is willing to disclose confidential information to the other for the Purpose on the terms of this Agreement."
        : `The ${ctx.a.role} is willing to disclose confidential information to the ${ctx.b.role} for the Purpose on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Confidential Information",
        body: (ctx) => [
          `"Confidential Information" means all information of a confidential nature, in any form, disclosed (before or after the Effective Date) by ${ctx.term("nda_type") === "mutual" ? "a party (the \"Disclosing Party\") to the other (the \"Receiving Party\")" : `the ${ctx.a.role} (the "Disclosing Party") to the ${ctx.b.role} (the "Receiving Party")`} in connection with the Purpose, including business plans, finances, customers, suppliers, know-how, designs, software and trade secrets, and any analysis or notes the Receiving Party makes containing it.`,
          "Information is not Confidential Information if the Receiving Party can show that it is or becomes generally available to the public other than through its breach, was lawfully in its possession free of any duty of confidence before disclosure, is received from a third party entitled to disclose it, or is developed independently without use of the Confidential Information.",
        ],
      },
      {
        heading: "Obligations of Confidence",
        body: () => [
          "The Receiving Party shall keep the Confidential Information secret, use it only for the Purpose, and protect it with at least the care it uses for its own confidential information of like importance and never less than reasonable care.",
          "The Receiving Party may disclose Confidential Information only to its directors, employees and professional advisers who need to know it for the Purpose and are bound by obligations of confidence no less strict than these; it is responsible for any breach by them.",
          "If the Receiving Party is required by law, court order or a regulator to disclose Confidential Information, it may do so to the extent required, after giving the Disclosing Party as much notice as is lawful and reasonable help to seek protection of the information.",
        ],
      },
      {
        heading: "Duration of Obligations",
        body: (ctx) => [
          `This Agreement applies to disclosures made during ${ctx.term("duration")} from the Effective Date.`,
          `The obligations of confidence continue for ${ctx.term("confidentiality_period")} after this Agreement ends, and for any trade secret for as long as it remains a trade secret.`,
        ],
      },
      {
        heading: "Return and Destruction",
        body: () => "On written request of the Disclosing Party, and in any event when the Purpose ends, the Receiving Party shall promptly return or destroy all documents and materials containing Confidential Information and erase it from its systems, except copies it must keep by law or in routine electronic back-ups, which remain subject to this Agreement.",
      },
      {
        heading: "No Licence and No Obligation",
        body: () => "All Confidential Information remains the property of the Disclosing Party. No licence under any intellectual property right is granted by this Agreement, and neither party is obliged to disclose any particular information or to enter into any further transaction.",
      },
      {
        heading: "Remedies",
        body: () => "Damages alone may not be an adequate remedy for a breach of this Agreement, and the Disclosing Party is entitled to seek injunctive relief or specific performance for any threatened or actual breach, without prejudice to any other remedy.",
      },
    ],
    boilerplate: ["notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "GB", party_a: "Acme Manufacturing Ltd", party_b: "Beta Components LLP", key_terms: { nda_type: "mutual", purpose: "evaluating a potential component supply arrangement", duration: "2 years" } },
  },
  {
    id: "service_agreement",
    title: "Services Agreement",
    group: "commercial",
    description: "A business engages a supplier to provide services for fees, with service standards, payment, liability and termination.",
    parties: {
      a: { role: "Customer", description: "The business receiving and paying for the services." },
      b: { role: "Supplier", description: "The business providing the services." },
    },
    terms: [
      { name: "services", type: "text", required: true, description: 'What the Supplier provides, e.g. "monthly payroll processing for up to 200 employees".' },
      { name: "fees", type: "money", required: true, description: 'The charges, e.g. "GBP 4,000 per month".' },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the initial term; omitted: until terminated." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
      { name: "service_credit", type: "money", description: "Liquidated sum the Supplier pays for each missed service level, if the parties agree one." },
    ],
    recitals: (ctx) => [`The ${ctx.a.role} wishes to obtain, and the ${ctx.b.role} has agreed to provide, the services described in this Agreement on its terms.`],
    clauses: [
      {
        heading: "Services",
        body: (ctx) => [
          `From the Effective Date the ${ctx.b.role} shall provide the following services to the ${ctx.a.role}: ${ctx.term("services")} (the "Services").`,
          `The ${ctx.b.role} shall perform the Services with the reasonable skill, care and diligence of a competent provider of similar services, in accordance with good industry practice, all applicable laws and the ${ctx.a.role}'s reasonable instructions, using appropriately qualified and experienced personnel.`,
          `The ${ctx.a.role} shall provide the ${ctx.b.role} with the information, access and co-operation it reasonably needs to provide the Services.`,
        ],
      },
      {
        heading: "Charges and Payment",
        body: (ctx) => {
          const out = [
            `In consideration of the Services, the ${ctx.a.role} shall pay the ${ctx.b.role} ${ctx.term("fees")} (the "Charges"), exclusive of any applicable value added, goods and services or sales tax, which is payable in addition on receipt of a valid tax invoice.`,
            `The ${ctx.b.role} shall invoice the Charges monthly in arrears, and the ${ctx.a.role} shall pay each correct invoice within ${ctx.term("payment_terms")} of receiving it. The ${ctx.a.role} may withhold the disputed part of an invoice it disputes in good faith, paying the rest when due.`,
          ];
          const late = latePayment(ctx, `the ${ctx.a.role}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Service Credits",
        body: (ctx) => {
          const credit = ctx.optional("service_credit");
          if (!credit) return null;
          return liquidatedDamages(ctx, { payer: `the ${ctx.b.role}`, amount: `${credit} for each calendar month in which it happens, by way of a credit against the next invoice`, trigger: `the ${ctx.b.role} fails to meet the service levels agreed in writing between the parties` });
        },
      },
    ],
    features: { b2bPayment: true },
    boilerplate: ["definitions", "term_and_termination", "confidentiality", "intellectual_property", "warranties", "limitation_of_liability", "indemnity", "force_majeure", "data_protection", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "GB", party_a: "Northwind Retail Ltd", party_b: "Payroll Partners Ltd", key_terms: { services: "monthly payroll processing for up to 200 employees", fees: "GBP 4,000 per month", duration: "2 years", effective_date: "1 March 2026" } },
  },
];
