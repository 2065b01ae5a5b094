import { beforeTax, capitalise, payableWithin, percentWithoutBase, withoutPeriod, writtenNotice } from "../key-terms";
import { civilInjunction, dtsaNotice, indirectTax, inReturnFor, invoicing, latePayment, liquidatedDamages, restraintOfTrade } from "../law-clauses";
import { agencyRegime, agentEndPayment } from "../local-statutes";
import { stateFranchiseLaw, workMadeForHire } from "../us-state-statutes";
import type { BoilerplateId, ContractTemplate, DraftContext } from "../types";
import { ACQUISITION_PURPOSE, acquisitionTerms } from "./acquisition-nda";

/** Every boilerplate clause, in the order a commercial contract sets them out after its own clauses. */
export const FULL_BOILERPLATE: readonly BoilerplateId[] = [
  "definitions",
  "term_and_termination",
  "confidentiality",
  "intellectual_property",
  "warranties",
  "limitation_of_liability",
  "indemnity",
  "force_majeure",
  "data_protection",
  "notices",
  "assignment",
  "entire_agreement",
  "severability",
  "counterparts",
  "governing_law",
];

/** The full boilerplate set less the clauses a type replaces with its own wording. */
export function boilerplateWithout(...left: BoilerplateId[]): BoilerplateId[] {
  return FULL_BOILERPLATE.filter((id) => !left.includes(id));
}

/** Who bears indirect taxes on the sums payable, in the vocabulary of the jurisdiction's tax. */
export function taxClause(ctx: DraftContext, payer: string, payee: string): string {
  const sums = `All sums payable under this ${ctx.shortName}`;
  switch (ctx.law.system) {
    case "GB":
      return `${sums} are exclusive of value added tax, which ${payer} shall pay in addition at the applicable rate on receipt of a valid VAT invoice.`;
    case "EU":
      return `${sums} are exclusive of value added tax, which ${payer} shall pay in addition at the applicable rate on receipt of a valid invoice; where the reverse-charge mechanism applies, ${payee}'s invoice shall say so and ${payer} shall account for the tax.`;
    case "IN":
      return `${sums} are exclusive of goods and services tax, which ${payer} shall pay in addition at the applicable rate. ${capitalise(payee)} shall issue a tax invoice containing the particulars required by ${ctx.cite("in-cgst-act-2017", "31", "section 31 of the Central Goods and Services Tax Act, 2017")} and shall furnish the details of the supply and pay the tax charged, so that ${payer} can take the input tax credit to which it is entitled under ${ctx.cite("in-cgst-act-2017", "16", "section 16 of that Act")}.`;
    case "US":
      return `${sums} are exclusive of sales, use and similar taxes, which ${payer} shall pay in addition wherever ${payee} is required by law to collect them, unless ${payer} gives ${payee} a valid exemption certificate. Each party is responsible for the taxes on its own income.`;
    default:
      return `${sums} are exclusive of ${indirectTax(ctx)}, which ${payer} shall pay in addition on receipt of a valid tax invoice.`;
  }
}

/**
 * Anti-bribery undertakings. `actor` is the party acting for or dealing on behalf of `principal` (an agent,
 * distributor or reseller), whose conduct can expose the principal to the corporate offences of each system.
 */
export function antiBribery(ctx: DraftContext, actor: string, principal: string): string[] {
  const out = [
    `Each party shall comply with the laws against bribery and corruption that apply to it and shall not, in connection with this ${ctx.shortName}, offer, promise, give, request or accept any bribe or other improper payment or advantage, whether to or from a public official or any other person.`,
  ];
  if (ctx.law.system === "GB") {
    out.push(
      `${capitalise(actor)} acknowledges that in performing this ${ctx.shortName} it may be a person associated with ${principal} within ${ctx.cite("uk-bribery-act-2010", "8", "section 8 of the Bribery Act 2010")}, and shall maintain and enforce adequate procedures to prevent bribery by its staff and subcontractors, so that ${principal} is not exposed to the offence in ${ctx.cite("uk-bribery-act-2010", "7", "section 7 of that Act")}.`,
    );
  } else if (ctx.law.system === "US") {
    out.push(
      `In particular, ${actor} shall not, directly or indirectly, pay, offer or promise anything of value to a foreign official, a foreign political party or candidate, or anyone acting for them, to obtain or retain business, in breach of the Foreign Corrupt Practices Act of 1977 (${ctx.cite("us-fcpa", "78dd-2", "15 U.S.C. § 78dd-2")}) or any similar law.`,
    );
  } else if (ctx.law.system === "IN") {
    out.push(
      `${capitalise(actor)} acknowledges that a commercial organisation commits an offence where a person associated with it gives or promises an undue advantage to a public servant to obtain or retain business for it (${ctx.cite("in-prevention-of-corruption-act-1988", "9", "section 9 of the Prevention of Corruption Act, 1988")}), and shall follow ${principal}'s anti-bribery procedures and give no such advantage.`,
    );
  }
  out.push(
    `${capitalise(actor)} shall keep accurate records of all payments it makes in performing this ${ctx.shortName} and, on request, certify its compliance with this clause. ${capitalise(principal)} may terminate this ${ctx.shortName} with immediate effect by written notice if ${actor} breaches this clause.`,
  );
  return out;
}

/**
 * The seller's warranty for goods and the treatment of the terms the law implies, by system: the conspicuous UCC
 * disclaimer and exclusive remedy in the US, the reasonableness control of implied terms in GB, the seller's duty
 * to deliver free from defects in Germany. `asIs` drafts a sale with all faults instead of a limited warranty.
 */
export function goodsWarranty(
  ctx: DraftContext,
  o: { seller: string; buyer: string; goods: string; conformity: string; period?: string; asIs?: boolean; buyerDesign?: boolean },
): string[] {
  const { seller, buyer, goods } = o;
  const S = capitalise(seller);
  const upper = (s: string) => s.toUpperCase();
  if (o.asIs) {
    const out = [
      `The ${goods} are sold as is, in their present condition and with all faults, and ${buyer} confirms that it has had the opportunity to inspect them before signing this ${ctx.shortName}. ${S} gives no warranty as to the quality, condition or fitness for any purpose of the ${goods}, but warrants that ${ctx.law.family === "civil" ? "it owns them and may sell them, free of any third-party rights" : "it has good title to them and the right to sell them, free of any charge, lien or other encumbrance"}.`,
    ];
    if (ctx.law.system === "US") {
      out.push(
        `THE ${upper(goods)} ARE SOLD "AS IS" AND "WITH ALL FAULTS". ${upper(seller)} DISCLAIMS ALL IMPLIED WARRANTIES, INCLUDING THE IMPLIED WARRANTY OF MERCHANTABILITY AND THE IMPLIED WARRANTY OF FITNESS FOR A PARTICULAR PURPOSE. The parties intend this language to be conspicuous and to exclude the implied warranties in the way ${ctx.cite("us-ucc-article-2", "2-316", "section 2-316(3)(a) of the Uniform Commercial Code")} permits.`,
      );
    } else if (ctx.law.system === "GB") {
      out.push(
        `Nothing in this ${ctx.shortName} excludes the terms implied by statute as to title. The exclusion of the other terms implied by statute, as to correspondence with description, quality, fitness for purpose and correspondence with sample, has effect only so far as it satisfies the requirement of reasonableness (${ctx.cite("uk-unfair-contract-terms-act-1977", "6", "section 6 of the Unfair Contract Terms Act 1977")}).`,
      );
    } else if (ctx.within("DE")) {
      out.push(
        `The parties agree that the ${goods} are sold without liability for material defects, departing by agreement from the seller's duty under ${ctx.cite("de-bgb", "433", "section 433 of the German Civil Code (BGB)")} so far as the law permits; the exclusion does not apply to a defect ${seller} fraudulently concealed or to any quality it expressly guaranteed.`,
      );
    } else if (ctx.within("NZ")) {
      out.push(...newZealandTradeExclusion(ctx, goods, "The terms"));
    } else if (ctx.law.family === "civil") {
      out.push(civilNoFurtherWarranty(S, buyer, goods, seller));
    } else {
      out.push(`All conditions and warranties as to the quality or fitness of the ${goods}, whether express or implied by law, are excluded to the fullest extent the law allows; the exclusion does not apply to a defect ${seller} knew of and concealed.`);
    }
    return out;
  }
  const period = o.period ?? "twelve (12) months";
  const out = [
    `${S} warrants that the ${goods} will, on delivery and for ${period} after it (the "Warranty Period"), conform to ${o.conformity}, be free from material defects in ${o.buyerDesign ? "" : "design, "}materials and workmanship, and comply with the laws applicable to their sale; and that it will ${ctx.law.family === "civil" ? "transfer ownership of them free of any third-party rights" : "pass good title to them, free of any charge, lien or other encumbrance"}.`,
    `If ${buyer} notifies ${seller} during the Warranty Period, within a reasonable time of discovering it, that any ${goods} do not conform to this warranty, ${seller} shall at its option and cost repair or replace them, or refund the price paid for them, and shall bear the cost of collecting and returning them. Repaired or replacement ${goods} carry this warranty for the rest of the original Warranty Period or ninety (90) days, whichever is longer.`,
    `This warranty does not cover a defect caused by fair wear and tear, wilful damage, negligence, abnormal storage or working conditions, failure to follow ${seller}'s written instructions, or alteration or repair of the ${goods} without ${seller}'s consent.`,
  ];
  if (ctx.law.system === "US") {
    out.push(
      `EXCEPT FOR THE EXPRESS WARRANTIES IN THIS CLAUSE, ${upper(seller)} MAKES NO OTHER WARRANTY, EXPRESS OR IMPLIED, AS TO THE ${upper(goods)}, AND DISCLAIMS THE IMPLIED WARRANTY OF MERCHANTABILITY AND THE IMPLIED WARRANTY OF FITNESS FOR A PARTICULAR PURPOSE. The parties intend this disclaimer of the warranties that would otherwise be implied under ${ctx.cite("us-ucc-article-2", "2-314", "sections 2-314")} and ${ctx.cite("us-ucc-article-2", "2-315", "2-315 of the Uniform Commercial Code")} to be conspicuous and to meet ${ctx.cite("us-ucc-article-2", "2-316", "section 2-316")}.`,
      `Repair, replacement or refund under this clause is ${buyer}'s exclusive remedy for ${goods} that do not conform to the warranty. If that remedy fails of its essential purpose, ${buyer} may pursue the other remedies the law provides, as ${ctx.cite("us-ucc-article-2", "2-719", "section 2-719 of the Uniform Commercial Code")} allows.`,
    );
  } else if (ctx.law.system === "GB") {
    out.push(
      `Nothing in this ${ctx.shortName} excludes the terms implied by statute as to title. Any exclusion of the other terms implied by statute, as to correspondence with description, satisfactory quality, fitness for purpose and correspondence with sample, has effect only so far as it satisfies the requirement of reasonableness (${ctx.cite("uk-unfair-contract-terms-act-1977", "6", "section 6 of the Unfair Contract Terms Act 1977")}).`,
    );
  } else if (ctx.within("DE")) {
    out.push(
      `This clause sets out how ${seller} meets its duty under ${ctx.cite("de-bgb", "433", "section 433 of the German Civil Code (BGB)")} to deliver the ${goods} free from material and legal defects. So far as these terms are standard business terms, any restriction of ${buyer}'s rights applies only within the limits of ${ctx.cite("de-bgb", "307", "section 307 BGB")}.`,
    );
  } else if (ctx.within("NZ")) {
    out.push(...newZealandTradeExclusion(ctx, goods, "Except as set out in this clause, the other terms"));
  } else if (ctx.law.family === "civil") {
    out.push(`Except as set out in this clause, ${civilNoFurtherWarranty(S, buyer, goods, seller).replace(/^./, (c) => c.toLowerCase())}`);
  } else {
    out.push(`Except as set out in this clause, all other conditions and warranties as to the quality or fitness for purpose of the ${goods}, whether express or implied by law, are excluded to the extent the law allows.`);
  }
  return out;
}

/**
 * New Zealand, between businesses: the quality and fitness terms the Contract and Commercial Law Act 2017 implies in a
 * sale of goods are excluded by agreement, and the parties contract out of the Consumer Guarantees Act 1993 on the
 * conditions of its section 43(2) (in writing, supplied and acquired in trade, all parties in trade and agreeing to it,
 * fair and reasonable that they are bound).
 */
function newZealandTradeExclusion(ctx: DraftContext, goods: string, lead: string): string[] {
  ctx.note("nz_contracting_out", "New Zealand: contracting out of the Consumer Guarantees Act 1993 binds only if the agreement is in writing, the goods are supplied and acquired in trade, all parties are in trade and agree to it, and it is fair and reasonable that they are bound (section 43(2)); a court weighs the factors of section 43(2A). Delete the clause if the buyer may acquire the goods for personal, domestic or household use.");
  return [
    `${lead} as to the quality or fitness for purpose of the ${goods} implied by the Contract and Commercial Law Act 2017 are excluded to the extent the law allows.`,
    `The ${goods} are supplied and acquired in trade, each party is in trade, and the parties agree that the Consumer Guarantees Act 1993 does not apply to the supply of the ${goods} under this ${ctx.shortName}, as section 43(2) of that Act allows; they consider it fair and reasonable that they are bound by this agreement.`,
  ];
}

/**
 * Under a civil code a seller's statutory liability for defects is shaped by the contract, not "excluded" as terms
 * implied by statute or common law are; it stays where the law makes it mandatory, and no limitation covers a defect
 * the seller concealed (BGB § 444 and its counterparts). `S` is the seller capitalised.
 */
function civilNoFurtherWarranty(S: string, buyer: string, goods: string, seller: string): string {
  return `${S} gives no further warranty as to the quality or fitness for any purpose of the ${goods}, without affecting any right of ${buyer} for defects that cannot be excluded or limited under mandatory law; no limitation of ${buyer}'s rights applies to a defect ${seller} knew of and concealed.`;
}

/**
 * A purpose that describes an investor evaluating an investment: an investment or financing round, a Series or seed
 * round, due diligence for an investment, a fund's investment. "Investigate" is not "invest".
 */
const INVESTMENT_PURPOSE = /\b(?:invest(?:ment|ments|ing)?\s+(?:of\s+\S+\s+)?in(?:to)?\b|(?:possible|potential|proposed|prospective|equity|venture|minority|strategic)\s+(?:[\w-]+\s+){0,2}(?:investment|financing|funding)\b|(?:financing|funding|investment|seed|pre-seed|series\s+[a-h])\s+round\b|\bseries\s+[a-h]\b|due diligence[^.]{0,60}\binvest|venture capital|private equity)/i;

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
      { name: "confidentiality_period", type: "duration", default: "5 years", description: "How long the duty of confidence lasts after the disclosure period ends (trade secrets: for as long as they remain secret)." },
      { name: "recipient_kind", type: "choice", options: ["business", "investor", "acquirer"], default: "business", named: false, description: "Investor: party B is an investor evaluating an investment in party A, and the NDA takes the terms investors expect (portfolio investments in competitors allowed, disclosure within its fund, no obligation to invest). Acquirer: party B is a strategic buyer evaluating the acquisition of party A (the target), and the NDA takes the buyer-side terms of an M&A confidentiality agreement (no contact with the target's employees, customers and suppliers, no solicitation of its employees, no obligation to proceed, data-room rules; a standstill and market-abuse terms where asked). Omitted: acquirer where the purpose describes an acquisition, investor where it describes evaluating an investment (a warning says so), else business." },
      { name: "listed_target", type: "choice", options: ["no", "yes"], default: "no", named: false, description: "Acquirer NDA: yes where the target's securities are listed, adding the acknowledgement of inside information and market-abuse rules." },
      { name: "standstill", type: "choice", options: ["no", "yes"], default: "no", named: false, description: "Acquirer NDA: yes to add a standstill (no buying the target's shares or making an offer for it for standstill_period)." },
      { name: "standstill_period", type: "duration", default: "12 months", named: false, description: "Acquirer NDA: how long the standstill lasts." },
      { name: "non_solicitation_period", type: "duration", default: "12 months", named: false, description: "Acquirer NDA: how long the buyer may not solicit the target's employees." },
      { name: "mutual", type: "choice", options: ["yes", "no"], alias: { of: "nda_type", values: { yes: "mutual", no: "one-way" } }, description: 'Another way to give nda_type: "yes" for a mutual NDA, "no" for a one-way one.' },
    ],
    inferTerms: (given) => {
      const purpose = given.get("purpose");
      if (purpose && ACQUISITION_PURPOSE.test(purpose)) {
        const out = [{ name: "recipient_kind", value: "acquirer", warning: `The purpose ("${purpose}") describes an acquisition, so the NDA was drafted for party B as a strategic buyer and party A as the target (recipient_kind "acquirer": no contact with the target's employees, customers and suppliers, no solicitation of its employees, no obligation to proceed, data-room rules). For an investor or business NDA give key_terms.recipient_kind.` }];
        if (!given.has("recipient_kind") && !given.has("nda_type") && !given.has("mutual")) out.push({ name: "nda_type", value: "one-way", warning: "An acquisition NDA protects the target's information, so it was drafted one-way (party A discloses); give key_terms.nda_type \"mutual\" if the buyer will disclose too." });
        return out;
      }
      if (!purpose || !INVESTMENT_PURPOSE.test(purpose)) return [];
      return [{ name: "recipient_kind", value: "investor", warning: `The purpose ("${purpose}") describes evaluating an investment, so the NDA was drafted for party B as an investor (recipient_kind "investor": investments in competitors allowed without using the information, disclosure within its fund, no obligation to invest). For a business NDA give key_terms.recipient_kind "business".` }];
    },
    shortName: "Agreement",
    titleFor: (ctx) => (ctx.term("nda_type") === "mutual" ? "Mutual Non-Disclosure Agreement" : "One-Way Non-Disclosure Agreement"),
    rolesFor: (ctx) => (ctx.term("nda_type") === "mutual" ? { a: "First Party", b: "Second Party" } : { a: "Discloser", b: "Recipient" }),
    recitals: (ctx) => [
      // Only a mutual NDA is an exchange; a one-way NDA's first recital must not contradict its second.
      ctx.term("nda_type") === "mutual"
        ? `The parties wish to exchange information for the following purpose: ${ctx.term("purpose")} (the "Purpose").`
        : `The parties are in discussions for the following purpose: ${ctx.term("purpose")} (the "Purpose").`,
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
          `This Agreement applies to Confidential Information disclosed before the Effective Date and during the period of ${ctx.term("duration")} starting on it (the "Disclosure Period").`,
          `The obligations of confidence continue for ${ctx.term("confidentiality_period")} after the Disclosure Period ends, and for any trade secret for as long as it remains a trade secret.`,
        ],
      },
      {
        heading: "Return and Destruction",
        body: () => "On written request of the Disclosing Party, and in any event when the Purpose ends, the Receiving Party shall promptly return or destroy all documents and materials containing Confidential Information and erase it from its systems, except copies it must keep by law or in routine electronic back-ups, which remain subject to this Agreement.",
      },
      {
        heading: "No Licence and No Obligation",
        // A precedent disclaims the accuracy of what is disclosed; fraud (and under a civil code intent and gross
        // negligence in standard terms, BGB §§ 276(3), 309 no. 7(b)) cannot be excluded, so the disclaimer does not reach them.
        body: (ctx) => [
          "All Confidential Information remains the property of the Disclosing Party. No licence under any intellectual property right is granted by this Agreement, and neither party is obliged to disclose any particular information or to enter into any further transaction.",
          `Confidential Information is disclosed as it is: the Disclosing Party gives no warranty or representation as to its accuracy or completeness, except as the parties agree in a further written agreement; this does not limit liability for fraud${ctx.law.family === "civil" ? ", intent or gross negligence" : ""}.`,
        ],
      },
      {
        heading: "Investment Activities",
        body: (ctx) => {
          if (ctx.term("recipient_kind") !== "investor") return null;
          const a = ctx.a.role;
          const b = ctx.b.role;
          ctx.note("investor_nda", "Investor NDA: the draft lets the investor invest in and advise competitors so long as it does not use the Confidential Information, and lets it share information within its fund; narrow these if the company needs more protection.");
          return [
            `The ${a} acknowledges that the ${b} and its affiliated funds evaluate and invest in many companies, some of which may compete with the ${a}. Provided that it does not use or disclose the ${a}'s Confidential Information in breach of this Agreement, nothing in this Agreement restricts the ${b} or its affiliated funds from evaluating, investing in, advising or holding board positions in any other company, including a competitor of the ${a}.`,
            `The ${b} may also disclose the ${a}'s Confidential Information, to the extent needed for the Purpose, to its affiliated funds, their general partner and manager, and the partners, officers, employees and professional advisers of each of them and, with the ${a}'s prior written consent, to potential co-investors and sources of financing, each bound by obligations of confidence no less strict than those in this Agreement; the ${b} is responsible for their compliance.`,
            `Neither party is obliged to make or accept any investment, or to continue discussions about one, unless and until a definitive written agreement is signed; either may end the discussions at any time without liability.`,
          ];
        },
      },
      {
        heading: "Proposed Transaction",
        body: (ctx) => (ctx.term("recipient_kind") === "acquirer" ? acquisitionTerms(ctx) : null),
      },
      {
        heading: "Remedies",
        body: (ctx) =>
          ctx.law.family === "civil"
            ? civilInjunction(ctx, { claimant: "the Disclosing Party", obligor: "the Receiving Party", what: "this Agreement" })
            : "Damages alone may not be an adequate remedy for a breach of this Agreement, and the Disclosing Party is entitled to seek injunctive relief or specific performance for any threatened or actual breach, without prejudice to any other remedy.",
      },
    ],
    boilerplate: ["definitions", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
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
            `${inReturnFor(ctx)} the Services, the ${ctx.a.role} shall pay the ${ctx.b.role} ${beforeTax(ctx.term("fees"))} (the "Charges").`,
            taxClause(ctx, `the ${ctx.a.role}`, `the ${ctx.b.role}`),
            `${invoicing(ctx, `The ${ctx.b.role}`, "the Charges", "fees")}, and the ${ctx.a.role} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}. The ${ctx.a.role} may withhold the disputed part of an invoice it disputes in good faith, paying the rest when due.`,
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
          return liquidatedDamages(ctx, { payer: `the ${ctx.b.role}`, amount: `${credit} for each calendar month in which it happens (to be credited against the next invoice)`, trigger: `the ${ctx.b.role} fails to meet the service levels agreed in writing between the parties` });
        },
      },
    ],
    features: { b2bPayment: true },
    boilerplate: ["definitions", "term_and_termination", "confidentiality", "intellectual_property", "warranties", "limitation_of_liability", "indemnity", "force_majeure", "data_protection", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "GB", party_a: "Northwind Retail Ltd", party_b: "Payroll Partners Ltd", key_terms: { services: "monthly payroll processing for up to 200 employees", fees: "GBP 4,000 per month", duration: "2 years", effective_date: "1 March 2026" } },
  },
  {
    id: "supply_agreement",
    title: "Supply Agreement",
    group: "commercial",
    description: "A framework under which a supplier sells goods to a business buyer over time against individual orders, with forecasts, delivery, title and risk, price, inspection and product warranty.",
    parties: {
      a: { role: "Supplier", description: "The business that makes or sources the Products and sells them." },
      b: { role: "Buyer", description: "The business that orders and buys the Products." },
    },
    terms: [
      { name: "products", type: "text", required: true, description: 'The goods supplied, e.g. "injection-moulded polypropylene housings to drawing HX-200".' },
      { name: "price", type: "money", required: true, description: 'Price of the Products, e.g. "EUR 3.40 per unit".' },
      { name: "exclusivity", type: "choice", options: ["non-exclusive", "exclusive"], default: "non-exclusive", description: "Exclusive: the Buyer buys all its requirements of the Products from the Supplier. Non-exclusive: no purchase commitment either way." },
      { name: "delivery_terms", type: "text", default: "DAP the Buyer's premises (Incoterms 2020)", description: 'Delivery basis and place, e.g. "FCA the Supplier\'s works, Stuttgart (Incoterms 2020)".' },
      { name: "lead_time", type: "duration", default: "30 days", description: "Time from acceptance of an order to delivery." },
      { name: "minimum_order_quantity", type: "text", description: 'Smallest quantity one order must be for, e.g. "5,000 units".' },
      { name: "warranty_period", type: "duration", default: "12 months", description: "How long after delivery the product warranty lasts." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the initial term; omitted: until terminated." },
      { name: "termination_notice", type: "duration", default: "3 months", description: "Notice either party must give to end the agreement for convenience (orders already accepted are still performed)." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} manufactures or sources, and sells, the products described in this Agreement.`,
      `The ${ctx.b.role} wishes to buy those products from the ${ctx.a.role} from time to time, and the parties wish to set out the terms that apply to every order.`,
    ],
    clauses: [
      {
        heading: "Supply of Products",
        body: (ctx) => {
          const s = ctx.a.role;
          const b = ctx.b.role;
          const out = [
            `The ${s} shall sell, and the ${b} may buy, the following products on the terms of this Agreement: ${ctx.term("products")} (the "Products"), conforming to the specification agreed in writing between the parties (the "Specification").`,
            ctx.term("exclusivity") === "exclusive"
              ? `This Agreement is exclusive: while it is in force the ${b} shall buy all its requirements of the Products from the ${s}, and the ${s} shall keep enough capacity available to meet the ${b}'s forecast requirements. The ${b} is released from this obligation for any quantity the ${s} fails to deliver on time, for as long as the failure continues.`
              : `This Agreement is non-exclusive. The ${b} is not obliged to buy any minimum quantity of Products and may buy similar products from others, and the ${s} may supply the Products to others.`,
          ];
          let precedence = `Each order accepted under this Agreement forms a separate contract for the sale of the Products it describes, on the terms of this Agreement. No terms printed on or referred to in any order, acknowledgment, delivery note or invoice apply, and this Agreement prevails over any inconsistent term in them.`;
          if (ctx.law.system === "US") {
            precedence += ` This sub-clause is an express objection, for the purposes of ${ctx.cite("us-ucc-article-2", "2-207", "section 2-207 of the Uniform Commercial Code")}, to any additional or different terms in those documents.`;
          }
          out.push(precedence);
          if (ctx.law.system === "GB") {
            out.push(`Any right of the ${s} to terminate this Agreement, or to stop or change supplies, because the ${b} enters a relevant insolvency procedure is subject to ${ctx.cite("uk-insolvency-act-1986", "233B", "section 233B of the Insolvency Act 1986")}.`);
          }
          return out;
        },
      },
      {
        heading: "Forecasts and Orders",
        body: (ctx) => {
          const s = ctx.a.role;
          const b = ctx.b.role;
          const moq = ctx.optional("minimum_order_quantity");
          return [
            `On the first Business Day of each calendar quarter the ${b} shall give the ${s} a forecast of its expected requirements of Products for the following twelve (12) months. Forecasts are for planning only and do not oblige the ${b} to order any quantity.`,
            `The ${b} shall place orders in writing (including by email or any electronic ordering system the parties agree), stating the Products, their quantity, the requested delivery date and the delivery address.${moq ? ` Each order shall be for at least ${moq}.` : ""}`,
            `The ${s} shall accept or reject each order within five (5) Business Days of receiving it; an order it does not reject in that time is accepted. The ${s} shall not reject an order that is consistent with the ${b}'s latest forecast${moq ? " and the minimum order quantity" : ""}, and shall deliver each accepted order within ${ctx.term("lead_time")} of accepting it.`,
            `An accepted order may be changed or cancelled only with the ${s}'s written agreement; if the ${s} agrees to a cancellation, the ${b} shall pay for finished Products and for materials bought specifically for the order that the ${s} cannot reasonably use elsewhere.`,
          ];
        },
      },
      {
        heading: "Delivery, Title and Risk",
        body: (ctx) => {
          const s = ctx.a.role;
          const b = ctx.b.role;
          if (ctx.law.system === "US") {
            ctx.note("retention_of_title", "In the United States a seller's reservation of title after delivery takes effect only as a security interest under the Uniform Commercial Code; the Supplier should perfect it by filing if it needs priority over the Buyer's other creditors.");
          }
          return [
            `The ${s} shall deliver the Products ${ctx.term("delivery_terms")}, packed and labelled in accordance with the Specification and accompanied by a delivery note stating the order number and the type and quantity of the Products. Where that delivery basis refers to an Incoterms rule, the rule decides the point of delivery and the allocation of transport costs; this Agreement governs everything else.`,
            `The ${s} shall tell the ${b} promptly if it expects any delivery to be late. If Products are delivered more than fourteen (14) days after the date required by this Agreement, other than because of the ${b}'s default or a Force Majeure Event, the ${b} may by written notice cancel the order for the late Products without liability and recover any sums paid for them.`,
            `Risk in the Products passes to the ${b} on delivery. Title to the Products passes to the ${b} when the ${s} has received payment in full for them; until then the ${b} shall keep them identifiable as the ${s}'s property, but may use or resell them in the ordinary course of its business.`,
          ];
        },
      },
      {
        heading: "Prices and Payment",
        body: (ctx) => {
          const s = ctx.a.role;
          const b = ctx.b.role;
          const out = [
            `The price of the Products is ${ctx.term("price")}. The price includes packing and the costs for which the ${s} is responsible under the delivery basis, and is fixed for the first twelve (12) months after the Effective Date. After that the ${s} may change the price once in any twelve (12) month period by giving at least ninety (90) days' written notice; a change does not apply to orders accepted before it takes effect.`,
            taxClause(ctx, `the ${b}`, `the ${s}`),
            `The ${s} may invoice Products on or after delivery. The ${b} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}, and may withhold the part of an invoice it disputes in good faith while the dispute is resolved, paying the rest when due.`,
          ];
          const late = latePayment(ctx, `the ${b}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Inspection and Rejection",
        body: (ctx) => {
          const s = ctx.a.role;
          const b = ctx.b.role;
          return [
            `The ${b} shall inspect the Products within ten (10) Business Days after delivery and may reject any that do not conform to the order or the Specification by written notice to the ${s} giving its reasons. Products not rejected in that time are accepted, without affecting the ${b}'s rights under the product warranty for defects that a reasonable inspection would not have revealed.`,
            `The ${s} shall collect rejected Products at its own cost and, at the ${b}'s option, replace them within ten (10) Business Days or refund the price paid for them.`,
          ];
        },
      },
      {
        heading: "Product Warranty",
        body: (ctx) => goodsWarranty(ctx, { seller: `the ${ctx.a.role}`, buyer: `the ${ctx.b.role}`, goods: "Products", conformity: "the Specification", period: ctx.term("warranty_period") }),
      },
      {
        heading: "Responsible Sourcing and Recalls",
        body: (ctx) => {
          const s = ctx.a.role;
          const b = ctx.b.role;
          const out = [
            `The ${s} shall comply with all laws that apply to the manufacture, labelling and supply of the Products, and shall not use, or allow anyone in its supply chain for the Products to use, forced, compulsory or child labour.`,
          ];
          if (ctx.law.system === "GB") {
            out.push(`The ${s} shall give the ${b} the information it reasonably requests to prepare any slavery and human trafficking statement it publishes under ${ctx.cite("uk-modern-slavery-act-2015", "54", "section 54 of the Modern Slavery Act 2015")}.`);
          }
          if (ctx.within("DE")) {
            out.push(`Where the ${b} is subject to the due diligence obligations in ${ctx.cite("de-lksg", "3", "section 3 of the Supply Chain Due Diligence Act (LkSG)")}, the ${s} shall give it the information and take the preventive and remedial measures it reasonably requests to meet them, and shall pass equivalent expectations on to its own suppliers.`);
          }
          out.push(`If either party becomes aware of a defect in the Products that may create a risk to health, safety or property, it shall notify the other at once. The parties shall co-operate in any recall, withdrawal or corrective action, which the ${b} may decide on where the law or safety requires it; the ${s} shall bear its reasonable cost to the extent the defect is the ${s}'s responsibility.`);
          return out;
        },
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property", "data_protection"),
    example: {
      jurisdiction: "DE",
      party_a: "Rheinform Kunststofftechnik GmbH",
      party_b: "Nordlicht Haushaltsgeräte AG",
      key_terms: { products: "injection-moulded polypropylene housings to drawing HX-200", price: "EUR 3.40 per unit", exclusivity: "exclusive", minimum_order_quantity: "5,000 units", duration: "3 years" },
    },
  },
  {
    id: "distribution_agreement",
    title: "Distribution Agreement",
    group: "commercial",
    description: "Appoints a distributor to buy the supplier's products and resell them in its own name in a territory, with exclusivity, sales outside the territory, minimum purchases, trade marks and the end of the relationship.",
    parties: {
      a: { role: "Supplier", description: "The business whose products are distributed." },
      b: { role: "Distributor", description: "The business that buys the products and resells them in its own name." },
    },
    terms: [
      { name: "products", type: "text", required: true, description: 'The products distributed, e.g. "the Supplier\'s range of prescription spectacle lenses".' },
      { name: "territory", type: "text", required: true, description: 'Where the Distributor is appointed, e.g. "Spain and Portugal".' },
      { name: "exclusivity", type: "choice", options: ["exclusive", "sole", "non-exclusive"], default: "exclusive", description: "Exclusive: no other distributor and no direct sales by the Supplier in the Territory. Sole: no other distributor, but the Supplier may sell there itself. Non-exclusive: neither restriction." },
      { name: "minimum_purchases", type: "money", description: 'Purchases the Distributor must make each contract year, e.g. "EUR 500,000 in each contract year".' },
      { name: "discount", type: "percentage", description: "Discount from the Supplier's list price at which the Distributor buys." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", default: "3 years", description: "Length of the initial term." },
      { name: "termination_notice", type: "duration", default: "6 months", description: "Notice either party must give to end the agreement for convenience." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} makes or sources the products described in this Agreement and wishes to have them distributed in the territory described in it.`,
      `The ${ctx.b.role} carries on business as a distributor in that territory and is willing to buy and resell those products on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Appointment and Territory",
        body: (ctx) => {
          const s = ctx.a.role;
          const d = ctx.b.role;
          const kind = ctx.term("exclusivity");
          const out = [
            `The ${s} appoints the ${d} as its ${kind} distributor for the resale of ${ctx.term("products")} (the "Products") in ${ctx.term("territory")} (the "Territory"), and the ${d} accepts the appointment.`,
            kind === "exclusive"
              ? `While this Agreement is in force the ${s} shall not appoint any other distributor or agent for the Products in the Territory, and shall not itself sell the Products to customers in the Territory.`
              : kind === "sole"
                ? `While this Agreement is in force the ${s} shall not appoint any other distributor or agent for the Products in the Territory, but it may itself sell the Products to customers there.`
                : `The ${s} may appoint other distributors and agents for the Products in the Territory and may sell the Products there itself.`,
            `The ${d} buys and resells the Products in its own name and for its own account. It is not the ${s}'s agent, has no authority to bind the ${s}, and sets its own resale prices; the ${s} may recommend resale prices but shall not impose them.`,
            `The ${d} shall not actively seek customers for the Products in any territory that the ${s} has reserved to itself or allocated exclusively to another distributor and has notified to the ${d} in writing. Nothing in this Agreement prevents the ${d} from meeting unsolicited orders from customers outside the Territory, or restricts the customers to whom it resells except as the law permits.`,
          ];
          if (ctx.within("EU", "GB")) {
            ctx.note("competition_law", "Exclusive territories, restrictions on active sales and in-term non-compete obligations are subject to competition law: in the EU and the UK, check that the agreement falls within the block exemption for vertical agreements (broadly, market shares of 30% or less and a non-compete of no more than five years) or is otherwise justified.");
          }
          return out;
        },
      },
      {
        heading: "Supply, Prices and Payment",
        body: (ctx) => {
          const s = ctx.a.role;
          const d = ctx.b.role;
          const discount = ctx.optional("discount");
          const out = [
            `The ${s} shall sell Products to the ${d} against written orders, which it shall accept so far as the order is consistent with this Agreement and the ${s} has stock or capacity available. Each accepted order is a contract on the terms of this Agreement, and no terms in the ${d}'s order or the ${s}'s acknowledgment apply.`,
            `The price of Products is the ${s}'s list price for the Territory in force when the order is accepted${discount ? `, less a discount of ${discount}` : ""}. The ${s} may change its list prices by giving at least sixty (60) days' written notice; a change does not apply to orders accepted before it takes effect.`,
            `Unless the parties agree otherwise, the ${s} shall deliver Products FCA its dispatch warehouse (Incoterms 2020). Risk passes to the ${d} on delivery, and title passes when the ${s} has been paid in full for them.`,
            taxClause(ctx, `the ${d}`, `the ${s}`),
            `The ${d} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}.`,
          ];
          const late = latePayment(ctx, `the ${d}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Minimum Purchases",
        body: (ctx) => {
          const min = ctx.optional("minimum_purchases");
          if (!min) return null;
          const s = ctx.a.role;
          const d = ctx.b.role;
          const exclusive = ctx.term("exclusivity") !== "non-exclusive";
          return [
            // "SGD 750,000 in each contract year" would name the year twice: the clause defines it, so the figure is
            // drafted without its own yearly words.
            `The ${d} shall buy Products to a total net invoice value of at least ${withoutYear(min)} in each Contract Year (the "Minimum Purchase Target"), a "Contract Year" being each period of twelve (12) months starting on the Effective Date or an anniversary of it. The Minimum Purchase Target is reduced in proportion for any part of a Contract Year in which the ${s} fails to deliver Products ordered or a Force Majeure Event affects either party.`,
            `If the ${d} does not meet the Minimum Purchase Target in a Contract Year, the ${s} may, as its only remedy for that failure and by written notice given within three (3) months after the end of that Contract Year, ${exclusive ? "either convert the appointment into a non-exclusive one with effect from the date of the notice, or " : ""}terminate this Agreement on not less than three (3) months' notice.`,
          ];
        },
      },
      {
        heading: "Distributor's Obligations",
        body: (ctx) => {
          const s = ctx.a.role;
          const d = ctx.b.role;
          return [
            `The ${d} shall use its reasonable endeavours to promote and sell the Products throughout the Territory, keep a stock of Products sufficient to meet customer demand, employ enough trained sales and technical staff, and provide customers with pre-sales advice and after-sales service of a good standard.`,
            `The ${d} shall obtain the import licences, product registrations and other permits needed to import and sell the Products in the Territory, with the ${s} providing the technical information the ${d} reasonably needs for that purpose, and shall comply with all laws that apply to its marketing and resale of the Products.`,
            `The ${d} shall not alter the Products or their packaging, labels or instructions, shall pass on to customers any safety information the ${s} provides, and shall co-operate fully with the ${s} in any recall or corrective action.`,
            `By the fifteenth day after the end of each calendar quarter the ${d} shall send the ${s} a report of its sales of Products, its stock and a forecast of its requirements for the next two quarters, and shall tell the ${s} promptly of any customer complaint about the Products and of any infringement of the ${s}'s intellectual property rights that comes to its notice.`,
            `The ${s} grants the ${d} a non-exclusive, royalty-free licence, for as long as this Agreement is in force, to use the trade marks the ${s} applies to the Products (the "Trade Marks") in the Territory only to identify, advertise and resell the Products, in accordance with the ${s}'s reasonable brand guidelines. The ${d} shall not register or use any trade mark, company name or domain name that includes or is confusingly similar to a Trade Mark, and all goodwill arising from its use of the Trade Marks belongs to the ${s}.`,
          ];
        },
      },
      {
        heading: "Competing Products",
        body: (ctx) => {
          const s = ctx.a.role;
          const d = ctx.b.role;
          if (ctx.term("exclusivity") === "non-exclusive") {
            return `The ${d} may distribute products that compete with the Products, provided that it does not use the ${s}'s confidential information or the Trade Marks in doing so and tells the ${s} in writing before it starts to do so.`;
          }
          return `In return for its appointment, while this Agreement is in force the ${d} shall not, without the ${s}'s prior written consent, manufacture, distribute or promote in the Territory any goods that compete with the Products. No restriction on competing applies after this Agreement ends.`;
        },
      },
      {
        heading: "Consequences of Expiry or Termination",
        body: (ctx) => {
          const s = ctx.a.role;
          const d = ctx.b.role;
          if (ctx.within("FR")) {
            ctx.note("established_relationship", "In France, ending an established commercial relationship without written notice long enough for its duration can make the party ending it liable in damages (Commercial Code, brutal termination); set the notice period with the length of the relationship in mind.");
          }
          if (ctx.within("DE")) {
            ctx.note("distributor_indemnity", "Under German law a distributor integrated into the supplier's sales organisation, and obliged to pass on its customer data, may claim an indemnity on termination by analogy with a commercial agent; the draft leaves such mandatory rights untouched.");
          }
          return [
            `When this Agreement ends the ${d} shall stop describing itself as a distributor of the Products and stop using the Trade Marks, except that for three (3) months it may sell off its remaining stock of Products on the terms of this Agreement, unless the ${s} elects by written notice to buy back that stock, in saleable condition, at the net price the ${d} paid for it.`,
            `The ${d} shall return or destroy, as the ${s} directs, the ${s}'s marketing materials, technical documents and confidential information, and the ${s} shall fulfil orders it accepted before this Agreement ended.`,
            `Unless mandatory law provides otherwise, the ${d} is not entitled to any compensation or indemnity for loss of goodwill, customers or investment because this Agreement ends in accordance with its terms.`,
          ];
        },
      },
      {
        heading: "Anti-Bribery and Compliance",
        body: (ctx) => antiBribery(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`),
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property"),
    example: {
      jurisdiction: "FR",
      party_a: "Lumière Optique SAS",
      party_b: "Andes Visión Distribución S.L.",
      key_terms: { products: "the Supplier's range of prescription spectacle lenses", territory: "Spain and Portugal", exclusivity: "exclusive", minimum_purchases: "EUR 500,000 in each contract year", discount: "35%" },
    },
  },
  {
    id: "agency_agreement",
    title: "Commercial Agency Agreement",
    group: "commercial",
    description: "Appoints a self-employed agent to promote, and where authorised conclude, sales of the principal's products in a territory for commission, respecting the mandatory protections of commercial agents.",
    parties: {
      a: { role: "Principal", description: "The business whose products the Agent promotes and which contracts with the customers." },
      b: { role: "Agent", description: "The self-employed intermediary who finds customers for the Principal in return for commission." },
    },
    terms: [
      { name: "products", type: "text", required: true, description: 'The goods or services the Agent promotes, e.g. "commercial kitchen ventilation systems".' },
      { name: "territory", type: "text", required: true, description: 'Where the Agent acts, e.g. "Scotland and the North of England".' },
      { name: "commission_rate", type: "percentage", required: true, description: "Commission on the net invoice value of commissionable transactions." },
      { name: "authority", type: "choice", options: ["negotiate", "negotiate and conclude"], default: "negotiate", description: "Negotiate: the Agent finds customers and negotiates, the Principal concludes. Negotiate and conclude: the Agent may also sign contracts in the Principal's name." },
      { name: "exclusivity", type: "choice", options: ["exclusive", "non-exclusive"], default: "non-exclusive", description: "Exclusive: the Principal appoints no other agent in the Territory." },
      { name: "duration", type: "duration", description: "Length of the initial term; omitted: until terminated." },
      { name: "termination_notice", type: "duration", default: "3 months", description: "Notice either party must give to end the agreement for convenience (never less than the minimum in the Ending the Agency clause)." },
    ],
    recitals: (ctx) => [`The ${ctx.a.role} wishes to appoint the ${ctx.b.role} as its commercial agent in the territory described in this Agreement, and the ${ctx.b.role} wishes to accept the appointment, on the terms of this Agreement.`],
    clauses: [
      {
        heading: "Appointment of the Agent",
        body: (ctx) => {
          const p = ctx.a.role;
          const a = ctx.b.role;
          const out = [
            `The ${p} appoints the ${a} as its ${ctx.term("exclusivity")} commercial agent to promote ${ctx.term("products")} (the "Products") to customers in ${ctx.term("territory")} (the "Territory").`,
            ctx.term("exclusivity") === "exclusive"
              ? `While this Agreement is in force the ${p} shall not appoint any other agent or distributor for the Products in the Territory. The ${p} may deal with customers in the Territory itself, but the ${a} earns commission on those transactions as this Agreement provides.`
              : `The ${p} may appoint other agents and distributors in the Territory and may deal with customers there itself.`,
            ctx.term("authority") === "negotiate and conclude"
              ? `The ${a} has authority to negotiate and conclude contracts for the sale of the Products in the name and on behalf of the ${p}, at the prices and on the standard terms of sale the ${p} issues from time to time; any departure from them needs the ${p}'s prior written approval. The ${a} has no authority to receive payment on the ${p}'s behalf.`
              : `The ${a} is appointed to negotiate the sale of the Products on the ${p}'s behalf and to pass orders to the ${p}, which decides whether to accept them. The ${a} has no authority to conclude any contract in the ${p}'s name, to receive payment, or to give any warranty or make any representation about the Products beyond the ${p}'s published literature, and shall not hold itself out as having that authority.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The ${a} acts as the ${p}'s agent within the meaning of ${ctx.cite("in-contract-act-1872", "182", "section 182 of the Indian Contract Act, 1872")}, and only within the authority this clause gives.`);
          }
          const regime = agencyRegime(ctx);
          if (regime) out.push(regime);
          out.push(`The ${a} is an independent contractor and not an employee of the ${p}. It bears its own costs of carrying on its business, including premises, staff, travel and taxes, unless the ${p} agrees in writing to bear a particular cost.`);
          return out;
        },
      },
      {
        heading: "Duties of the Agent",
        body: (ctx) => {
          const p = ctx.a.role;
          const a = ctx.b.role;
          return [
            `In performing its activities the ${a} shall look after the interests of the ${p} and act dutifully and in good faith. In particular it shall make proper efforts to negotiate and, where authorised, conclude transactions for the Products; communicate to the ${p} all the information available to it that the ${p} needs, including about customers' creditworthiness and the market in the Territory; and comply with the ${p}'s reasonable instructions.`,
            `The ${a} shall comply with all laws that apply to its activities, describe the Products accurately, and not make any statement about them that is inconsistent with the ${p}'s published literature.`,
            `While this Agreement is in force the ${a} shall not, without the ${p}'s prior written consent, act for any other business in relation to goods or services that compete with the Products in the Territory. No restriction on competing applies after this Agreement ends.`,
          ];
        },
      },
      {
        heading: "Duties of the Principal",
        body: (ctx) => {
          const p = ctx.a.role;
          const a = ctx.b.role;
          return [
            `In its relations with the ${a} the ${p} shall act dutifully and in good faith. It shall supply the ${a} with the samples, price lists, brochures and other documentation it needs about the Products, and obtain for it the information it needs to perform this Agreement.`,
            `The ${p} shall tell the ${a} within a reasonable time if it expects the volume of transactions to be significantly lower than the ${a} could normally have expected, and whether it has accepted, refused or failed to perform any transaction the ${a} procured.`,
          ];
        },
      },
      {
        heading: "Commission",
        body: (ctx) => {
          const p = ctx.a.role;
          const a = ctx.b.role;
          const exclusive = ctx.term("exclusivity") === "exclusive";
          return [
            `The ${p} shall pay the ${a} commission at ${percentWithoutBase(ctx.term("commission_rate"), "net invoice value")} of the net invoice value (after trade discounts and excluding taxes, freight and insurance) of every contract for the sale of Products concluded while this Agreement is in force as a result of the ${a}'s action, or with a customer the ${a} previously acquired for transactions of the same kind${exclusive ? ", or with any customer in the Territory" : ""} (a "Commissionable Transaction").`,
            `The ${a} is also entitled to commission on a contract concluded within six (6) months after this Agreement ends if it is mainly attributable to the ${a}'s efforts while this Agreement was in force, or if the customer's order reached the ${p} or the ${a} before it ended.`,
            `Commission becomes due when, and to the extent that, the customer pays for a Commissionable Transaction, and in any event no later than when the ${p} has performed, or ought to have performed, its part of it. Commission is not payable, and any commission paid shall be refunded or set off, on a contract that is not performed for a reason for which the ${p} is not to blame.`,
            taxClause(ctx, `the ${p}`, `the ${a}`),
          ];
        },
      },
      {
        heading: "Commission Statements and Records",
        body: (ctx) => {
          const p = ctx.a.role;
          const a = ctx.b.role;
          return [
            `No later than the last day of the month following each calendar quarter, the ${p} shall send the ${a} a statement of the commission due for that quarter, setting out the main components used to calculate it, and shall pay the commission shown by the same date.`,
            `The ${a} may, on reasonable notice and at its own cost, have an independent accountant inspect the ${p}'s books to the extent needed to check the commission due to it; if the inspection shows an underpayment of more than five per cent (5%) for any quarter, the ${p} shall pay the underpayment and the reasonable cost of the inspection.`,
          ];
        },
      },
      {
        heading: "Ending the Agency",
        body: (ctx) => {
          const p = ctx.a.role;
          const a = ctx.b.role;
          const out = [
            `Any notice to end this Agreement for convenience shall be not less than one (1) month during its first year, two (2) months during its second year and three (3) months in its third and later years, and shall expire at the end of a calendar month; where this Agreement provides for a longer notice, the longer one applies.`,
          ];
          const statutory = agentEndPayment(ctx);
          if (statutory) {
            ctx.note("commercial_agent", "A self-employed commercial agent has mandatory rights under the governing law (minimum notice, commission, and an indemnity or compensation when the agency ends) that cannot be excluded to its detriment; the draft states the payment that law gives.");
            out.push(statutory);
          } else if (ctx.law.system === "GB" || ctx.law.system === "EU") {
            ctx.note("commercial_agent", "A self-employed commercial agent selling goods in the UK or the EU has mandatory rights (minimum notice, commission, and an indemnity or compensation when the agency ends) that cannot be excluded to its detriment; the draft respects them.");
            out.push(
              ctx.law.system === "GB"
                ? `When this Agreement ends the ${a} is entitled to the indemnity or compensation that regulation 17 of the Commercial Agents (Council Directive) Regulations 1993 gives it; as that regulation allows, the parties choose an indemnity rather than compensation.`
                : ctx.within("DE")
                  ? `When this Agreement ends the ${a} is entitled to the compensation (Ausgleichsanspruch) that section 89b of the German Commercial Code (HGB) gives it, which cannot be excluded in advance.`
                  : `When this Agreement ends the ${a} is entitled to any indemnity or compensation that the mandatory law governing commercial agents gives it.`,
            );
            if (ctx.law.system === "GB") ctx.note("agent_indemnity_or_compensation", "Great Britain: the agent's payment when the agency ends is compensation unless the contract chooses an indemnity (regulation 17 of the 1993 Regulations); the draft chooses the indemnity, which is capped at one year's average remuneration. Which to choose is the parties' decision.");
          } else {
            out.push(`Apart from commission earned under this Agreement, the ${a} is not entitled to any payment for loss of goodwill, customers or future commission because this Agreement ends in accordance with its terms, unless mandatory law provides otherwise.`);
          }
          out.push(`When this Agreement ends the ${a} shall return to the ${p} all samples, documents and materials the ${p} supplied and all information about customers held for the ${p}, and stop describing itself as the ${p}'s agent.`);
          return out;
        },
      },
      {
        heading: "Anti-Bribery and Compliance",
        body: (ctx) => antiBribery(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`),
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property", "warranties", "indemnity", "force_majeure"),
    example: {
      jurisdiction: "GB",
      party_a: "Harrow & Finch Ltd",
      party_b: "Meridian Trade Agency Ltd",
      key_terms: { products: "commercial kitchen ventilation systems", territory: "Scotland and the North of England", commission_rate: "7.5%", authority: "negotiate", exclusivity: "exclusive" },
    },
  },
  {
    id: "reseller_agreement",
    title: "Reseller Agreement",
    group: "commercial",
    description: "Authorises a reseller, on a non-exclusive basis, to buy a vendor's products at a discount and resell them to end customers who take them on the vendor's end-user terms.",
    parties: {
      a: { role: "Vendor", description: "The business whose products or software are resold." },
      b: { role: "Reseller", description: "The business that buys from the Vendor and resells to end customers." },
    },
    terms: [
      { name: "products", type: "text", required: true, description: 'What the Reseller may resell, e.g. "Corvid endpoint security software subscriptions and appliances".' },
      { name: "discount", type: "percentage", required: true, description: "Discount from the Vendor's list price at which the Reseller buys." },
      { name: "territory", type: "text", description: "Where the Reseller may resell; omitted: anywhere the Vendor may lawfully supply." },
      { name: "end_user_terms", type: "text", default: "the Vendor's standard end-user terms in force at the time of the sale", description: "Terms on which end customers receive and use the Products." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the initial term; omitted: until terminated." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    clauses: [
      {
        heading: "Appointment as Reseller",
        body: (ctx) => {
          const v = ctx.a.role;
          const r = ctx.b.role;
          const territory = ctx.optional("territory");
          return [
            `The ${v} appoints the ${r} as a non-exclusive authorised reseller of ${ctx.term("products")} (the "Products") to end customers ${territory ? `in ${territory}` : "in any country to which the Vendor may lawfully supply the Products"} (the "Territory"). The ${v} may appoint other resellers and sell the Products directly anywhere.`,
            `The ${r} buys the Products from the ${v} and resells them in its own name and for its own account, at prices it sets itself. It is not the ${v}'s agent, partner or franchisee and has no authority to bind the ${v}.`,
          ];
        },
      },
      {
        heading: "Prices, Orders and Payment",
        body: (ctx) => {
          const v = ctx.a.role;
          const r = ctx.b.role;
          const out = [
            `The ${r} buys the Products at the ${v}'s list price in force when the ${v} accepts the order, less a discount of ${ctx.term("discount")}. The ${v} may change its list prices by giving at least thirty (30) days' written notice, and the change does not apply to orders accepted before it takes effect.`,
            `The ${r} shall place each order in writing, naming the end customer where the Products include software or services provided to that customer. An order binds the ${v} only when it accepts it in writing or delivers the Products, and the terms of this Agreement apply to it to the exclusion of any other terms.`,
            taxClause(ctx, `the ${r}`, `the ${v}`),
            `The ${r} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}, whether or not it has been paid by its own customer.`,
          ];
          const late = latePayment(ctx, `the ${r}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "End Customers",
        body: (ctx) => {
          const v = ctx.a.role;
          const r = ctx.b.role;
          return [
            `The ${r} shall ensure that each end customer accepts ${ctx.term("end_user_terms")} (the "End-User Terms") before it receives or uses the Products, and shall not give any end customer a right, warranty or commitment about the Products that goes beyond the End-User Terms; if it does, it does so on its own account.`,
            `The ${v} may decline to supply, or stop supplying, a particular end customer where doing so would breach the law, including sanctions and export controls, or where the end customer has materially breached the End-User Terms.`,
            `The ${r} shall give first-line support to its end customers, passing to the ${v} only the issues it cannot resolve with reasonable effort; the ${v} shall give the ${r} second-line support and the training it reasonably needs for that purpose.`,
          ];
        },
      },
      {
        heading: "Marketing and Brand",
        body: (ctx) => {
          const v = ctx.a.role;
          const r = ctx.b.role;
          return [
            `The ${v} grants the ${r} a non-exclusive, royalty-free licence, for as long as this Agreement is in force, to use the ${v}'s names, logos and trade marks in the Territory only to identify itself as an authorised reseller and to market the Products, in accordance with the ${v}'s brand guidelines.`,
            `The ${r} shall market the Products honestly and in accordance with the ${v}'s published descriptions, shall not make any false or misleading statement about them, and shall not register any domain name, social media account or trade mark that includes a ${v} trade mark.`,
            `When this Agreement ends the ${r} shall stop describing itself as an authorised reseller and stop using the ${v}'s trade marks, but end customers keep the rights they acquired under the End-User Terms.`,
          ];
        },
      },
      {
        heading: "Anti-Bribery and Compliance",
        body: (ctx) => {
          const out = antiBribery(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`);
          out.splice(
            out.length - 1,
            0,
            ctx.law.system === "US"
              ? `The ${ctx.b.role} acknowledges that the Products may be subject to the Export Administration Regulations (${ctx.cite("us-ear", "734.3", "15 C.F.R. § 734.3")}), and shall not export, re-export or transfer them to any destination, end user or end use that those regulations or United States sanctions prohibit (${ctx.cite("us-ear", "736.2", "15 C.F.R. § 736.2")}).`
              : `The ${ctx.b.role} shall comply with all export control and sanctions laws that apply to the Products, and shall not resell them to any person, destination or end use those laws prohibit.`,
          );
          return out;
        },
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property", "data_protection"),
    example: {
      jurisdiction: "US-NY",
      party_a: "Corvid Security Inc.",
      party_b: "Hudson Valley IT Solutions LLC",
      key_terms: { products: "Corvid endpoint security software subscriptions and appliances", discount: "30%", territory: "the United States and Canada", duration: "2 years" },
    },
  },
  {
    id: "consulting_agreement",
    title: "Consulting Agreement",
    group: "commercial",
    description: "Engages an independent consultant to advise a client for fees, with the consultant's status, expenses, ownership of work product and conflicts of interest.",
    parties: {
      a: { role: "Client", description: "The business receiving the advice." },
      b: { role: "Consultant", description: "The independent consultant or consultancy giving it." },
    },
    terms: [
      { name: "services", type: "text", required: true, description: 'The advice and work the Consultant provides, e.g. "an assessment of the Client\'s revenue-cycle operations and a written improvement roadmap".' },
      { name: "fees", type: "money", required: true, description: 'The Consultant\'s fees, e.g. "USD 250 per hour" or "GBP 1,200 per day".' },
      { name: "fee_cap", type: "money", description: "Most the Client pays in fees without its further written approval." },
      { name: "expenses", type: "text", default: "reasonable travel and out-of-pocket expenses approved by the Client in advance, at cost", description: "Expenses the Client reimburses." },
      { name: "key_personnel", type: "text", description: "Named individuals who must perform the Services." },
      { name: "ip_ownership", type: "choice", options: ["client", "consultant"], default: "client", description: "Client: the Client owns the work product. Consultant: the Consultant owns it and licenses it to the Client." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the engagement; omitted: until terminated." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [`The ${ctx.a.role} wishes to engage the ${ctx.b.role}, and the ${ctx.b.role} has agreed to provide its services as an independent contractor, on the terms of this Agreement.`],
    clauses: [
      {
        heading: "Engagement and Services",
        body: (ctx) => {
          const c = ctx.a.role;
          const k = ctx.b.role;
          const people = ctx.optional("key_personnel");
          const out = [
            `The ${c} engages the ${k} to provide the following services: ${ctx.term("services")} (the "Services"), including the reports, analyses and other materials described in them or produced in performing them (the "Deliverables").`,
            `The ${k} shall perform the Services with the skill, care and diligence of an experienced professional consultant, in accordance with all applicable laws and the ${c}'s reasonable site and security policies notified to it, and shall keep the ${c} informed of its progress.`,
          ];
          if (people) {
            out.push(`The Services shall be performed by ${people}. The ${k} shall not replace any of them without the ${c}'s prior written consent, except for illness, death or the end of their employment, in which case it shall propose a replacement of at least equal experience for the ${c}'s approval.`);
          }
          out.push(`The ${k} decides the method, hours and place of performing the Services, co-ordinating with the ${c} where the work requires it, and provides its own equipment.`);
          return out;
        },
      },
      {
        heading: "Independent Contractor Status",
        body: (ctx) => {
          const c = ctx.a.role;
          const k = ctx.b.role;
          if (ctx.within("US-CA")) {
            ctx.note("worker_classification", "Whether a worker in California is an independent contractor is decided by law (for most engagements, the ABC test), not by the label in the contract; if the Consultant is an individual, check the classification before signing.");
          } else if (ctx.law.system === "GB") {
            ctx.note("worker_classification", "If the Consultant is an individual or works through a personal service company, check employment status and the off-payroll working rules before signing: the contract's description of the relationship does not decide either.");
          }
          return [
            `The ${k} is an independent contractor. Nothing in this Agreement makes the ${k}, or any person it engages, an employee, worker, agent or partner of the ${c}, and the ${k} has no authority to bind the ${c}.`,
            `The ${k} is responsible for all income tax, social security and similar contributions, insurance and benefits in respect of itself and the persons it engages, and shall indemnify the ${c} against any such liability, with any related interest and penalties, that is claimed from the ${c} in respect of the Services.`,
            `The ${k} may work for others during this Agreement, provided that this does not prevent it performing the Services or create a conflict of interest.`,
          ];
        },
      },
      {
        heading: "Fees and Expenses",
        body: (ctx) => {
          const c = ctx.a.role;
          const k = ctx.b.role;
          const cap = ctx.optional("fee_cap");
          const out = [
            `The ${c} shall pay the ${k} fees of ${ctx.term("fees")} for the Services${cap ? `, up to a total of ${cap}, which the ${k} shall not exceed without the ${c}'s prior written approval` : ""}. The ${c} shall also reimburse ${ctx.term("expenses")}, on production of receipts.`,
            `The ${k} shall invoice monthly in arrears, with a record of the time spent and the work done where fees are charged by time, and the ${c} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}.`,
            taxClause(ctx, `the ${c}`, `the ${k}`),
          ];
          const late = latePayment(ctx, `the ${c}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Ownership of Work Product",
        body: (ctx) => {
          const c = ctx.a.role;
          const k = ctx.b.role;
          const pre = `Each party keeps its intellectual property rights in materials, methods and know-how it owned before this Agreement or develops independently of it ("Background Materials").`;
          if (ctx.term("ip_ownership") === "consultant") {
            return [
              pre,
              `The ${k} owns the intellectual property rights in the Deliverables. It grants the ${c} a perpetual, irrevocable, worldwide, royalty-free, non-exclusive licence to use, copy and adapt the Deliverables for the ${c}'s own business purposes, which takes effect as each Deliverable is delivered and paid for; the ${c} may not sell or license the Deliverables to others.`,
            ];
          }
          return [
            pre,
            `The ${k} assigns to the ${c}, ${ctx.law.system === "GB" ? "with full title guarantee and " : ""}by way of present assignment of future rights, all intellectual property rights in the Deliverables throughout the world for the full term of those rights, as they come into existence. So far as the law allows, the ${k} waives, and shall procure that its personnel waive, any moral rights in the Deliverables.`,
            ...[workMadeForHire(ctx, { worker: `the ${k}`, company: `the ${c}`, what: "the Deliverables", employee: false })].filter((s) => s !== null),
            `Where a Deliverable incorporates the ${k}'s Background Materials, the ${k} grants the ${c} a perpetual, irrevocable, worldwide, royalty-free, non-exclusive licence to use them as part of that Deliverable. The ${k} shall sign any document the ${c} reasonably requests to confirm or register its rights.`,
          ];
        },
      },
      {
        heading: "Trade Secret Immunity Notice",
        // Only an individual is owed the notice; a consulting company is not an "employee" under § 1833(b)(4).
        body: (ctx) => (ctx.law.system === "US" && !ctx.b.entity ? dtsaNotice(`the ${ctx.b.role}`, "clause") : null),
      },
      {
        heading: "Conflicts of Interest",
        body: (ctx) => {
          const c = ctx.a.role;
          const k = ctx.b.role;
          return [
            `The ${k} confirms that, as at the Effective Date, it has disclosed to the ${c} every engagement or interest that conflicts, or could reasonably be thought to conflict, with the Services, and shall tell the ${c} promptly of any conflict that arises later.`,
            `If a conflict arises that the parties cannot resolve by agreeing safeguards, either party may terminate this Agreement by written notice with immediate effect, and the ${c} shall pay for the Services properly performed up to termination.`,
          ];
        },
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property", "force_majeure"),
    example: {
      jurisdiction: "US-CA",
      party_a: "Pacific Ridge Health Inc.",
      party_b: "Elena Marquez Consulting LLC",
      key_terms: { services: "an assessment of the Client's revenue-cycle operations and a written improvement roadmap", fees: "USD 250 per hour", fee_cap: "USD 60,000", ip_ownership: "client" },
    },
  },
  {
    id: "master_services_agreement",
    title: "Master Services Agreement",
    group: "commercial",
    description: "Sets the terms on which a supplier provides services under separate statements of work, with change control, acceptance, charges, personnel and governance.",
    parties: {
      a: { role: "Customer", description: "The business ordering services under statements of work." },
      b: { role: "Supplier", description: "The business providing them." },
    },
    terms: [
      { name: "services", type: "text", required: true, description: 'The kinds of services the Supplier provides under statements of work, e.g. "technology consulting, software implementation and managed application services".' },
      { name: "rate_card", type: "text", description: 'Time-and-materials rates, e.g. "USD 175 per hour for consultants and USD 240 per hour for architects".' },
      { name: "order_of_precedence", type: "choice", options: ["master agreement", "statement of work"], default: "master agreement", description: "Which prevails if this agreement and a statement of work conflict." },
      { name: "acceptance_period", type: "duration", default: "10 business days", description: "Time the Customer has to test and accept a deliverable." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the master term; omitted: until terminated." },
      { name: "termination_notice", type: "duration", default: "90 days", description: "Notice either party must give to end the agreement (or a statement of work) for convenience." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [`The ${ctx.a.role} wishes to obtain services from the ${ctx.b.role} from time to time, and the parties wish to agree the terms that will govern every statement of work under which those services are provided.`],
    clauses: [
      {
        heading: "Framework and Statements of Work",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          return [
            `This Agreement sets out the terms on which the ${s} will provide ${ctx.term("services")} (the "Services") to the ${c} under statements of work agreed between the parties (each a "Statement of Work"). It does not oblige the ${c} to order any Services, or the ${s} to accept any proposed Statement of Work.`,
            `Each Statement of Work shall describe the Services, the deliverables (the "Deliverables"), any milestones and acceptance criteria, the charges and how they are calculated, the key personnel, the ${c}'s responsibilities, and the period for which the Statement of Work runs.`,
            `A Statement of Work binds the parties when both have signed it. Each signed Statement of Work forms a separate contract incorporating the terms of this Agreement, so that the ending of one Statement of Work does not end this Agreement or any other Statement of Work; this Agreement continues to govern any Statement of Work in force when this Agreement ends until that Statement of Work ends.`,
            ctx.term("order_of_precedence") === "statement of work"
              ? `If a Statement of Work conflicts with this Agreement, the terms of the Statement of Work prevail, but only for the Services under that Statement of Work.`
              : `If a Statement of Work conflicts with this Agreement, the terms of this master agreement prevail, unless the Statement of Work expressly identifies the provision of this Agreement it is intended to override.`,
            `The ${c}'s Affiliates may enter into Statements of Work with the ${s} on the terms of this Agreement, in which case references to the ${c} in that Statement of Work are to the Affiliate, which alone is responsible for it.`,
            `Either party may end a Statement of Work for convenience by giving the other not less than ${writtenNotice(ctx.term("termination_notice"))}, unless the Statement of Work provides otherwise; the ${c} shall pay for the Services properly performed up to the date it ends.`,
          ];
        },
      },
      {
        heading: "Performance of the Services",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          return [
            `The ${s} shall perform the Services with the reasonable skill, care and diligence of a competent provider of similar services, in accordance with good industry practice, all applicable laws and the ${c}'s reasonable policies notified to it, and shall meet the milestones in each Statement of Work.`,
            `The ${c} shall perform the responsibilities stated in each Statement of Work and give the ${s} the information, access and decisions it reasonably needs in good time. The ${s} is not liable for a delay or failure to the extent it results from the ${c} failing to do so, provided that the ${s} notifies the ${c} promptly and uses reasonable efforts to perform despite it; the timetable and, where the ${s} shows it incurred additional cost, the charges shall be adjusted fairly through change control.`,
          ];
        },
      },
      {
        heading: "Change Control",
        body: (ctx) => {
          const s = ctx.b.role;
          return [
            `Either party may request a change to a Statement of Work in writing. Within ten (10) Business Days of a request, or any longer period the parties agree, the ${s} shall give a written assessment of the change's effect on the Services, the timetable, the charges and any other term.`,
            `No change is binding until both parties have signed a change note setting it out. Until then the ${s} shall continue to perform the Statement of Work unchanged.`,
          ];
        },
      },
      {
        heading: "Acceptance of Deliverables",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          const period = ctx.term("acceptance_period");
          return [
            `Within ${period} after the ${s} delivers a Deliverable for which a Statement of Work sets acceptance criteria, the ${c} shall test it against those criteria and either accept it in writing or notify the ${s} in reasonable detail of each respect in which it fails them.`,
            `The ${s} shall correct the failures notified and re-deliver the Deliverable, to which the same process applies. If a Deliverable fails its acceptance tests for a third time, the ${c} may reject it and recover the charges paid for it, or accept it with a fair reduction of the charges.`,
            `A Deliverable is accepted when the ${c} accepts it in writing, when the period for testing ends without a notice of failure, or when the ${c} uses it in its live business operations other than for testing, whichever happens first.`,
          ];
        },
      },
      {
        heading: "Ownership of Deliverables",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          return [
            `Each party keeps its intellectual property rights in materials, methods, software and know-how it owned before this Agreement or develops independently of it ("Background Materials").`,
            `Unless a Statement of Work provides otherwise, the ${s} assigns to the ${c}, ${ctx.law.system === "GB" ? "with full title guarantee, " : ""}as each Deliverable is paid for, all intellectual property rights in that Deliverable other than in the ${s}'s Background Materials incorporated in it.`,
            `The ${s} grants the ${c} a perpetual, irrevocable, worldwide, royalty-free, non-exclusive licence to use, copy and adapt any of its Background Materials incorporated in a Deliverable as part of that Deliverable for the business purposes of the ${c} and its Affiliates. The ${c} grants the ${s} a non-exclusive, royalty-free licence to use the materials the ${c} supplies only to provide the Services.`,
          ];
        },
      },
      {
        heading: "Charges and Invoicing",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          const rates = ctx.optional("rate_card");
          const out = [
            `The charges for the Services are those set out in each Statement of Work. Where a Statement of Work provides for charging by time, ${rates ? `the ${s}'s rates are ${rates}, which apply` : "the rates it states apply"} for the duration of that Statement of Work and may be increased only once in each twelve (12) months, on at least sixty (60) days' written notice.`,
            `Unless a Statement of Work says otherwise, the ${s} shall invoice monthly in arrears, with time records for time-based charges, and shall invoice fixed charges on the milestones stated. Expenses are payable only if the Statement of Work provides for them or the ${c} approves them in advance.`,
            taxClause(ctx, `the ${c}`, `the ${s}`),
            `The ${c} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}, and may withhold the part it disputes in good faith while the dispute is resolved, paying the rest when due.`,
          ];
          const late = latePayment(ctx, `the ${c}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Personnel and Subcontractors",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          return [
            `The ${s} shall use appropriately qualified and experienced personnel, carry out the background checks the law permits and good industry practice requires, and not remove any key personnel named in a Statement of Work without the ${c}'s consent (not to be unreasonably withheld) except for illness, leave or the end of their employment.`,
            `The ${s} shall replace promptly any individual the ${c} reasonably asks to be removed on grounds of misconduct or incompetence.`,
            `The ${s} may subcontract Services only with the ${c}'s prior written consent and remains responsible for the acts and omissions of its subcontractors as if they were its own.`,
          ];
        },
      },
      {
        heading: "Governance and Escalation",
        body: (ctx) => {
          const c = ctx.a.role;
          const s = ctx.b.role;
          return [
            `Each party shall appoint a relationship manager with authority to deal with day-to-day matters under this Agreement. The ${s} shall give the ${c} a monthly written report on the progress of each Statement of Work, the risks and issues affecting it, and the charges incurred against any budget.`,
            `A dispute that the relationship managers cannot resolve within ten (10) Business Days shall be referred to a senior executive of each party, who shall meet (in person or by video) to try to resolve it in good faith within a further fifteen (15) Business Days. Neither party shall start proceedings until that period has passed, except to seek urgent interim relief or to prevent a claim becoming time-barred.`,
          ];
        },
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property"),
    example: {
      jurisdiction: "US-NY",
      party_a: "Atlas Mutual Insurance Company",
      party_b: "Kestrel Digital Consulting LLC",
      key_terms: { services: "technology consulting, software implementation and managed application services", rate_card: "USD 175 per hour for consultants and USD 240 per hour for architects", order_of_precedence: "master agreement", duration: "3 years" },
    },
  },
  {
    id: "manufacturing_agreement",
    title: "Contract Manufacturing Agreement",
    group: "commercial",
    description: "A manufacturer makes products to the customer's specifications for the customer's brand, with materials and tooling, quality control and audit, orders, price, product warranty, recalls and ownership of designs.",
    parties: {
      a: { role: "Customer", description: "The business that owns the product design and buys the finished products." },
      b: { role: "Manufacturer", description: "The business that makes the products for the Customer." },
    },
    terms: [
      { name: "products", type: "text", required: true, description: 'The products made, e.g. "stainless-steel heating elements to drawing OHA-HE-12".' },
      { name: "price", type: "money", required: true, description: 'Price of the Products, e.g. "INR 185 per unit".' },
      { name: "specifications", type: "text", default: "the specifications, drawings and quality requirements the Customer provides in writing, as amended by agreement", description: "What the Products must conform to." },
      { name: "lead_time", type: "duration", default: "60 days", description: "Time from a firm order to delivery." },
      { name: "minimum_order_quantity", type: "text", description: 'Smallest quantity one order must be for, e.g. "10,000 units".' },
      { name: "warranty_period", type: "duration", default: "18 months", description: "How long after delivery the product warranty lasts." },
      { name: "tooling_ownership", type: "choice", options: ["customer", "manufacturer"], default: "customer", description: "Who owns tooling made or bought specifically for the Products." },
      { name: "payment_terms", type: "duration", default: "45 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the initial term; omitted: until terminated." },
      { name: "termination_notice", type: "duration", default: "6 months", description: "Notice either party must give to end the agreement for convenience." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [`The ${ctx.a.role} has developed the products described in this Agreement and wishes the ${ctx.b.role}, which has the facilities and expertise to do so, to manufacture them for it on the terms of this Agreement.`],
    clauses: [
      {
        heading: "Manufacture of the Products",
        body: (ctx) => {
          const c = ctx.a.role;
          const m = ctx.b.role;
          return [
            `The ${m} shall manufacture and supply to the ${c} ${ctx.term("products")} (the "Products") in accordance with ${ctx.term("specifications")} (the "Specifications"), good manufacturing practice for products of that kind, the quality plan agreed between the parties and all applicable laws.`,
            `The ${m} shall manufacture the Products only at its facility approved by the ${c}, and shall not subcontract any part of their manufacture without the ${c}'s prior written consent.`,
            `The ${m} shall not change the materials, components, suppliers, process or facility used for the Products without the ${c}'s prior written approval. The ${c} may request changes to the Specifications; within ten (10) Business Days the ${m} shall tell the ${c} of any effect on price, lead time or existing stock, and no change binds either party until agreed in writing.`,
          ];
        },
      },
      {
        heading: "Materials and Tooling",
        body: (ctx) => {
          const c = ctx.a.role;
          const m = ctx.b.role;
          const out = [
            `Materials, components, packaging and equipment that the ${c} supplies for the Products ("Customer Property") remain the ${c}'s property. The ${m} shall store them separately, mark them as the ${c}'s property, insure them for their replacement value, use them only to make the Products, and return them on demand; they are at the ${m}'s risk while in its possession.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The ${m} holds Customer Property as bailee, and the ${c} as bailor, within the meaning of ${ctx.cite("in-contract-act-1872", "148", "section 148 of the Indian Contract Act, 1872")}.`);
          }
          out.push(
            ctx.term("tooling_ownership") === "manufacturer"
              ? `Tooling, moulds and dies made or bought for the Products ("Tooling") are owned by the ${m}, which shall maintain them at its own cost. The ${m} shall use Tooling that is specific to the Products only to make Products for the ${c}, and when this Agreement ends shall, at the ${c}'s option, sell it to the ${c} at its net book value.`
              : `Tooling, moulds and dies made or bought for the Products ("Tooling") are paid for by the ${c} and owned by the ${c} from the time of payment, and are Customer Property. The ${m} shall maintain the Tooling in good working order at its own cost, and repair or replace it at its own cost if it is damaged other than by fair wear and tear.`,
          );
          return out;
        },
      },
      {
        heading: "Forecasts, Orders and Delivery",
        body: (ctx) => {
          const c = ctx.a.role;
          const m = ctx.b.role;
          const moq = ctx.optional("minimum_order_quantity");
          return [
            `Each month the ${c} shall give the ${m} a rolling forecast of its requirements for the next twelve (12) months. The first three (3) months of each forecast are a firm order; the rest is for planning only.`,
            `The ${c} shall place orders in writing${moq ? `, each for at least ${moq}` : ""}. The ${m} shall accept every order consistent with the latest forecast and shall deliver the Products within ${ctx.term("lead_time")} of the order, with a certificate of conformity for each batch.`,
            `Unless an order states otherwise, the ${m} shall deliver the Products DAP the ${c}'s warehouse (Incoterms 2020). Risk and title pass to the ${c} on delivery.`,
          ];
        },
      },
      {
        heading: "Quality Control and Audit",
        body: (ctx) => {
          const c = ctx.a.role;
          const m = ctx.b.role;
          return [
            `The ${m} shall operate and maintain a certified quality management system appropriate to the Products, inspect and test each batch in accordance with the quality plan, and keep complete batch records, test results and traceability records for at least five (5) years after delivery, together with retained samples where the quality plan requires them.`,
            `The ${c} and its nominated auditors may, on at least ten (10) Business Days' notice (or without notice following a serious quality or safety issue), inspect the facility, the manufacturing process, Customer Property and the records relating to the Products. The ${m} shall promptly correct any non-conformity found.`,
          ];
        },
      },
      {
        heading: "Price and Payment",
        body: (ctx) => {
          const c = ctx.a.role;
          const m = ctx.b.role;
          const out = [
            `The price of the Products is ${ctx.term("price")}, which includes packing and all costs of manufacture, and is fixed for the first twelve (12) months after the Effective Date. After that the parties shall review the price each year in good faith; the ${m} may pass on a documented increase in the cost of raw materials of more than five per cent (5%) only with the ${c}'s agreement, which shall not be unreasonably withheld.`,
            taxClause(ctx, `the ${c}`, `the ${m}`),
            `The ${m} may invoice Products on delivery, and the ${c} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}.`,
          ];
          const late = latePayment(ctx, `the ${c}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Product Warranty",
        body: (ctx) => goodsWarranty(ctx, { seller: `the ${ctx.b.role}`, buyer: `the ${ctx.a.role}`, goods: "Products", conformity: "the Specifications and the quality plan", period: ctx.term("warranty_period"), buyerDesign: true }),
      },
      {
        heading: "Recalls and Product Liability",
        body: (ctx) => {
          const c = ctx.a.role;
          const m = ctx.b.role;
          const out = [
            `Each party shall notify the other at once if it becomes aware of any defect in, or complaint about, the Products that may create a risk to health, safety or property or may lead to a regulatory investigation. The ${c} decides on any recall or field action, and the ${m} shall give it all the assistance and information it needs.`,
            `The ${m} shall bear the reasonable costs of a recall, and indemnify the ${c} against claims by third parties for death, personal injury or damage to property, to the extent caused by a failure of the Products to conform to the Specifications or by the ${m}'s negligence; the ${c} bears them to the extent they result from the design in the Specifications.`,
          ];
          if (ctx.law.system === "EU") {
            out.push(`This allocation applies only between the parties: neither party's liability to an injured person for a defective product may be limited or excluded by contract (${ctx.cite("eu-product-liability-directive", "15", "Article 15 of Directive (EU) 2024/2853")}), and a party that compensates an injured person keeps its right of recourse against the other (${ctx.cite("eu-product-liability-directive", "14", "Article 14 of that Directive")}) to the extent of this clause.`);
          } else if (ctx.within("IN")) {
            out.push(`This allocation applies only between the parties and does not affect the liability of a product manufacturer to a claimant under ${ctx.cite("in-consumer-protection-act-2019", "84", "section 84 of the Consumer Protection Act, 2019")}.`);
          }
          out.push(`The ${m} shall maintain product liability insurance with a reputable insurer for at least the amount the ${c} reasonably requires, and provide evidence of it on request.`);
          return out;
        },
      },
      {
        heading: "Designs and Know-how",
        body: (ctx) => {
          const c = ctx.a.role;
          const m = ctx.b.role;
          return [
            `The ${c} owns the Specifications and all intellectual property rights in the Products, their design and packaging, and any improvement to them, whoever makes it; the ${m} assigns to the ${c} any such rights it acquires. The ${c} grants the ${m} a non-exclusive, royalty-free licence to use those rights only to make the Products for the ${c} while this Agreement is in force.`,
            `The ${m} keeps its rights in its general manufacturing processes and know-how that are not specific to the Products.`,
            `The ${m} shall not make or sell to anyone other than the ${c} any product made using the Specifications, the Tooling that is specific to the Products, or the ${c}'s trade marks, and shall destroy or hand over to the ${c} any rejected or surplus Products bearing those trade marks.`,
          ];
        },
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property", "data_protection"),
    example: {
      jurisdiction: "IN-MH",
      party_a: "Orbit Home Appliances Pvt Ltd",
      party_b: "Sahyadri Precision Components Pvt Ltd",
      key_terms: { products: "stainless-steel heating elements to drawing OHA-HE-12", price: "INR 185 per unit", tooling_ownership: "customer", minimum_order_quantity: "10,000 units", duration: "5 years" },
    },
  },
  {
    id: "purchase_agreement",
    title: "Sale of Goods Agreement",
    group: "commercial",
    description: "A one-off sale of specified goods between businesses for a price, with delivery, title and risk, inspection, and either a limited warranty or a sale as is.",
    parties: {
      a: { role: "Seller", description: "The business selling the goods." },
      b: { role: "Buyer", description: "The business buying them." },
    },
    terms: [
      { name: "goods", type: "text", required: true, description: 'The goods sold, e.g. "two commercial combination ovens, model CX-10, new and unused".' },
      { name: "price", type: "money", required: true, description: 'Total price, e.g. "USD 28,400".' },
      { name: "delivery_date", type: "date", required: true, description: "Date by which the Goods are to be delivered." },
      { name: "delivery_place", type: "text", default: "the Buyer's address stated at the head of this Agreement", description: "Where the Seller delivers the Goods." },
      { name: "deposit", type: "money", description: "Part of the price paid on signing." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time after delivery to pay the price (or the balance after any deposit)." },
      { name: "warranty", type: "choice", options: ["limited warranty", "as is"], default: "limited warranty", description: "Limited warranty: the Seller warrants the Goods for the warranty period. As is: the Goods are sold with all faults." },
      { name: "warranty_period", type: "duration", default: "12 months", description: "How long the limited warranty lasts after delivery." },
      { name: "inspection_period", type: "duration", default: "10 days", description: "Time after delivery for the Buyer to inspect and reject the Goods." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    clauses: [
      {
        heading: "Sale of the Goods",
        body: (ctx) => {
          const s = ctx.a.role;
          const b = ctx.b.role;
          const out = [`The ${s} shall sell, and the ${b} shall buy, ${ctx.term("goods")} (the "Goods") for the price and on the terms of this Agreement.`];
          if (ctx.law.system === "US") {
            out.push(`The parties intend this Agreement, signed by both of them, to be a writing sufficient to satisfy ${ctx.cite("us-ucc-article-2", "2-201", "section 2-201 of the Uniform Commercial Code")} as enacted in the governing jurisdiction. No additional or different terms proposed by either party in any quotation, order, acknowledgment or invoice form part of this Agreement, and each party objects to them in advance for the purposes of ${ctx.cite("us-ucc-article-2", "2-207", "section 2-207")}.`);
          } else if (ctx.within("DE")) {
            out.push(`The ${s} shall deliver the Goods to the ${b} and transfer ownership of them, and the ${b} shall pay the price and take delivery of them, as ${ctx.cite("de-bgb", "433", "section 433 of the German Civil Code (BGB)")} provides. No terms in any quotation, order, acknowledgment or invoice of either party form part of this Agreement.`);
          } else {
            out.push(`No terms in any quotation, order, acknowledgment or invoice of either party form part of this Agreement.`);
          }
          return out;
        },
      },
      {
        heading: "Price and Payment",
        body: (ctx) => {
          const s = ctx.a.role;
          const b = ctx.b.role;
          const deposit = ctx.optional("deposit");
          const out = [
            `The price of the Goods is ${ctx.term("price")} (the "Price"), which includes packing and delivery to the place of delivery.`,
            deposit
              ? `The ${b} shall pay a deposit of ${deposit} on signing this Agreement, and the balance of the Price ${payableWithin(ctx.term("payment_terms"), "after delivery")}. The ${s} shall refund the deposit in full if this Agreement ends because of the ${s}'s failure to deliver.`
              : `The ${b} shall pay the Price ${payableWithin(ctx.term("payment_terms"), "after delivery")}.`,
            taxClause(ctx, `the ${b}`, `the ${s}`),
          ];
          const late = latePayment(ctx, `the ${b}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Delivery",
        body: (ctx) => {
          const s = ctx.a.role;
          const b = ctx.b.role;
          return [
            `The ${s} shall deliver the Goods to ${ctx.term("delivery_place")} on or before ${ctx.term("delivery_date")} (the "Delivery Date"), during normal business hours, with a delivery note identifying the Goods. The ${b} shall give the ${s} reasonable access to take delivery.`,
            `If the Goods are not delivered within fourteen (14) days after the Delivery Date, other than because of the ${b}'s default or a Force Majeure Event, the ${b} may end this Agreement by written notice and recover any sums it has paid, without affecting its other rights.`,
          ];
        },
      },
      {
        heading: "Title and Risk",
        body: (ctx) => {
          const s = ctx.a.role;
          const b = ctx.b.role;
          if (ctx.law.system === "US") {
            ctx.note("retention_of_title", "In the United States a seller's reservation of title after delivery takes effect only as a security interest under the Uniform Commercial Code; the Seller should perfect it by filing if it needs priority over the Buyer's other creditors.");
          }
          return `Risk in the Goods passes to the ${b} on delivery. Title to the Goods passes to the ${b} when the ${s} has received the Price in full; until then the ${b} shall keep the Goods insured and identifiable as the ${s}'s property.`;
        },
      },
      {
        heading: "Inspection and Acceptance",
        body: (ctx) => {
          const s = ctx.a.role;
          const b = ctx.b.role;
          return [
            `The ${b} may inspect the Goods within ${ctx.term("inspection_period")} after delivery and may reject any that do not conform to their description in this Agreement by written notice to the ${s} giving its reasons. The ${s} shall then, at its own cost, collect the rejected Goods and, at the ${b}'s option, replace them or refund the part of the Price paid for them.`,
            `The Goods are accepted when that period ends without a notice of rejection, or earlier if the ${b} accepts them in writing${ctx.term("warranty") === "limited warranty" ? ", without affecting the limited warranty" : ""}.`,
          ];
        },
      },
      {
        heading: "Quality of the Goods",
        body: (ctx) => {
          const asIs = ctx.term("warranty") === "as is";
          const s = `the ${ctx.a.role}`;
          const b = `the ${ctx.b.role}`;
          if (asIs) {
            if (ctx.given("warranty_period")) ctx.note("warranty_period_unused", `The Goods are sold as is, so no warranty runs for the warranty period of ${ctx.term("warranty_period")}.`);
            return goodsWarranty(ctx, { seller: s, buyer: b, goods: "Goods", conformity: "their description in this Agreement", asIs: true });
          }
          return [`${capitalise(s)} gives the following limited warranty for the Goods.`, ...goodsWarranty(ctx, { seller: s, buyer: b, goods: "Goods", conformity: "their description in this Agreement", period: ctx.term("warranty_period") })];
        },
      },
      {
        heading: "Time Limit for Claims",
        body: (ctx) => {
          if (ctx.law.system !== "US") return null;
          return `Any action for breach of this Agreement must be started within two (2) years after the cause of action accrues. The parties agree this shorter period as ${ctx.cite("us-ucc-article-2", "2-725", "section 2-725 of the Uniform Commercial Code")} permits.`;
        },
      },
    ],
    boilerplate: ["definitions", "limitation_of_liability", "force_majeure", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-NY",
      party_a: "Empire Restaurant Supply Co.",
      party_b: "Greenpoint Bistro LLC",
      key_terms: { goods: "two commercial combination ovens, model CX-10, new and unused", price: "USD 28,400", delivery_date: "2026-04-15", warranty: "limited warranty", deposit: "USD 5,000" },
    },
  },
  {
    id: "franchise_agreement",
    title: "Franchise Agreement",
    group: "commercial",
    description: "Grants a franchisee the right to run a business under the franchisor's brand and system in a territory, for an initial fee and royalties, with training, operating standards, pre-contract disclosure, restrictive covenants and de-identification on exit.",
    parties: {
      a: { role: "Franchisor", description: "The owner of the brand and business system." },
      b: { role: "Franchisee", description: "The business that operates the franchised outlet." },
    },
    terms: [
      { name: "franchised_business", type: "text", required: true, description: 'The business the Franchisee runs, e.g. "a BEAN THERE speciality coffee shop".' },
      { name: "trade_mark", type: "text", required: true, description: 'The brand licensed, e.g. "the BEAN THERE name and cup logo".' },
      { name: "territory", type: "text", required: true, description: 'The Franchisee\'s protected area, e.g. "the city of Leicester".' },
      { name: "premises", type: "text", description: "Address of the outlet, if already chosen." },
      { name: "initial_fee", type: "money", required: true, description: "Fee paid on signing." },
      { name: "royalty_rate", type: "percentage", required: true, description: "Continuing royalty on Gross Sales." },
      { name: "marketing_contribution", type: "percentage", description: "Contribution to the brand marketing fund, on Gross Sales." },
      { name: "training", type: "text", default: "an initial training programme of four (4) weeks for the Franchisee's principal and manager", description: "Initial training the Franchisor provides." },
      { name: "duration", type: "duration", default: "10 years", description: "Length of the franchise term." },
      { name: "renewal_term", type: "duration", description: "Length of one renewal the Franchisee may take up; omitted: no right to renew." },
      { name: "guarantor", type: "text", description: 'Who personally guarantees the Franchisee\'s obligations, e.g. "Priya Kapoor and Arjun Kapoor"; omitted: each person who controls the Franchisee.' },
      { name: "transfer_fee", type: "money", description: "Fee the Franchisee pays on an approved transfer; omitted: the Franchisor's reasonable costs." },
      { name: "non_compete_period", type: "duration", description: "Length of a post-term non-compete, where the law allows one (not in California; limited to the term in India)." },
      { name: "non_compete_area", type: "text", description: "Area a post-term non-compete covers, where allowed." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} has developed a distinctive system for establishing and operating ${ctx.term("franchised_business")} (the "System"), identified by ${ctx.term("trade_mark")} (the "Trade Marks").`,
      `The ${ctx.b.role} wishes to operate a business using the System and the Trade Marks, and the ${ctx.a.role} is willing to grant it a franchise on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Grant of Franchise",
        body: (ctx) => {
          const f = ctx.a.role;
          const e = ctx.b.role;
          const premises = ctx.optional("premises");
          return [
            `The ${f} grants the ${e} the right, for the term of this Agreement, to operate one business using the System and the Trade Marks (the "Franchised Business") ${premises ? `from ${premises}` : `from premises in the Territory approved in writing by the ${f}`} (the "Premises"), in accordance with this Agreement and the ${f}'s operations manual as updated from time to time (the "Manual").`,
            `The ${e}'s territory is ${ctx.term("territory")} (the "Territory"). While this Agreement is in force the ${f} shall not itself operate, or license anyone else to operate, a business using the System from premises in the Territory. The ${f} reserves all other rights, including the right to sell products under the Trade Marks online and through retail channels.`,
            `The ${e} shall open the Franchised Business to the public within six (6) months after the Effective Date, after fitting out the Premises to the ${f}'s current design standards and completing the initial training.`,
          ];
        },
      },
      {
        heading: "Fees, Reports and Audit",
        body: (ctx) => {
          const f = ctx.a.role;
          const e = ctx.b.role;
          const given = ctx.optional("marketing_contribution");
          const fund = given && percentWithoutBase(given, "Gross Sales");
          // A rate on a base of its own ("5% of net sales") is not also "of the Gross Sales".
          const royalty = percentWithoutBase(ctx.term("royalty_rate"), "Gross Sales");
          const out = [
            `On signing this Agreement the ${e} shall pay the ${f} an initial fee of ${ctx.term("initial_fee")}, ${inReturnFor(ctx).toLowerCase()} the grant of the franchise and the initial training and assistance, which is not refundable except as the law requires.`,
            `By the tenth (10th) day of each month the ${e} shall pay the ${f} a royalty of ${royalty}${/\s(?:of|on)\s/.test(royalty) ? " for" : " of the Gross Sales of"} the previous month${fund ? `, and a contribution of ${fund}${/\s(?:of|on)\s/.test(fund) ? "" : " of those Gross Sales"} to the marketing fund the ${f} administers for the brand, which it shall spend on advertising and promoting the brand and account for annually` : ""}. "Gross Sales" means all revenue of the Franchised Business, excluding taxes collected from customers and refunds actually given.`,
            taxClause(ctx, `the ${e}`, `the ${f}`),
            `With each payment the ${e} shall send a report of Gross Sales in the form the ${f} requires, and it shall give the ${f} read-only access to its point-of-sale system and its annual accounts within four (4) months after each financial year end. The ${f} may audit the books of the Franchised Business on reasonable notice; if an audit shows that Gross Sales were under-reported by more than two per cent (2%), the ${e} shall pay the cost of the audit as well as the shortfall.`,
          ];
          const late = latePayment(ctx, `the ${e}`);
          if (late) out.push(late);
          // A mutual cap written for service risks must not cap the royalty stream the franchise exists to pay.
          out.push(`The clause on limitation of liability does not limit or exclude the ${e}'s liability to pay the fees, royalties and contributions due under this Agreement, or the ${f}'s claim for the royalties and contributions it loses because the ${e} breaches or wrongfully terminates this Agreement.`);
          return out;
        },
      },
      {
        heading: "Training, Support and Operating Standards",
        body: (ctx) => {
          const f = ctx.a.role;
          const e = ctx.b.role;
          return [
            `Before the Franchised Business opens the ${f} shall provide ${ctx.term("training")}, assist with choosing and fitting out the Premises, and provide on-site support for the opening. Throughout the term it shall provide the ${e} with ongoing advice, the Manual and its updates, and the improvements to the System it makes available to its franchisees generally.`,
            `The ${e} shall operate the Franchised Business in accordance with the Manual and the ${f}'s quality, hygiene, presentation and customer service standards; use only the products, equipment and suppliers the ${f} approves (the ${f} shall not unreasonably refuse to approve an alternative supplier that meets its standards); keep the Premises in good repair and refurbish them when the ${f} reasonably requires; and comply with all applicable laws and licences.`,
            `The ${e} shall maintain the insurance the Manual requires, employ enough properly trained staff, and allow the ${f}'s representatives to inspect the Premises and the operation of the Franchised Business during business hours.`,
          ];
        },
      },
      {
        heading: "Trade Marks and the System",
        body: (ctx) => {
          const f = ctx.a.role;
          const e = ctx.b.role;
          return [
            `The ${e} shall use the Trade Marks only in the manner the Manual prescribes and only in connection with the Franchised Business, and shall not use them as part of its company name or register any trade mark, business name, domain name or social media account that includes or resembles them.`,
            `The Trade Marks, the System, the Manual, the customer database and all goodwill generated by the Franchised Business belong to the ${f}. The ${e} shall tell the ${f} promptly of any infringement or challenge that comes to its notice; the ${f} decides whether to act and bears the cost of any action it takes.`,
          ];
        },
      },
      {
        heading: "Disclosure Before Signing",
        body: (ctx) => {
          const f = ctx.a.role;
          const e = ctx.b.role;
          if (ctx.law.system === "US") {
            ctx.note("franchise_registration", "Several States (including California and New York) require a franchise offering to be registered or filed, and the disclosure document delivered, before the franchise is offered or sold there; check the State law as well as the FTC Franchise Rule.");
            return [
              `The ${e} acknowledges that it received the ${f}'s franchise disclosure document, containing the items required by ${ctx.cite("us-ftc-franchise-rule", "436.5", "16 C.F.R. § 436.5")}, at least fourteen (14) calendar days before it signed this Agreement or paid any consideration for the franchise, as ${ctx.cite("us-ftc-franchise-rule", "436.2", "16 C.F.R. § 436.2")} requires, unless the sale is exempt under ${ctx.cite("us-ftc-franchise-rule", "436.8", "16 C.F.R. § 436.8")}.`,
              `Nothing in this Agreement, including its entire agreement clause, disclaims any representation made in that franchise disclosure document.`,
              ...[stateFranchiseLaw(ctx, f, e)].filter((s) => s !== null),
            ];
          }
          if (ctx.within("AU")) {
            ctx.note("franchise_code_au", "Australia: the Franchising Code of Conduct, a mandatory industry code under the Competition and Consumer Act 2010 (Cth), governs disclosure before signing, the cooling-off period and much of the relationship; it was remade in 2024, so check the disclosure timing, the cooling-off period and the refund it allows against the Code in force when the Agreement is signed.");
            return [
              `The ${e} acknowledges that before entering into this Agreement the ${f} gave it the disclosure document, the information statement and a copy of this Agreement in the form and within the time the Franchising Code of Conduct (a mandatory industry code under the Competition and Consumer Act 2010 (Cth)) requires, and that it was advised to take independent legal, financial and business advice.`,
              `The ${e} may terminate this Agreement within the cooling-off period the Franchising Code of Conduct gives, and is then entitled to the refund the Code provides. Nothing in this Agreement limits any right the ${e} has under that Code or under the Australian Consumer Law.`,
            ];
          }
          if (ctx.within("FR")) {
            ctx.note("franchise_disclosure", "French law also requires the franchisor to give a pre-contractual information document, with the draft contract, at least twenty days before signing or any payment (Commercial Code, disclosure for networks using a trade name).");
            return [
              `The ${e} acknowledges that before signing this Agreement the ${f} gave it, in good faith and in writing, the information of decisive importance for its consent that the ${f} knew of, as ${ctx.cite("fr-code-civil", "1112-1", "Article 1112-1 of the Civil Code")} requires; that duty cannot be limited or excluded by agreement.`,
              `The ${e} confirms that it has made its own assessment of the local market and of the profitability of the Franchised Business, with independent advice.`,
            ];
          }
          return [
            `The ${e} acknowledges that before signing this Agreement it received the information about the ${f}, the System and the franchise network that it requested, had the opportunity to speak to existing franchisees, and was advised to take, and had the opportunity to take, independent legal, financial and business advice.`,
            `The ${e} has made its own assessment of the local market and of the profitability of the Franchised Business. Nothing in this clause or in the entire agreement clause excludes liability for fraud or fraudulent misrepresentation.`,
          ];
        },
      },
      {
        heading: "Restrictive Covenants",
        body: (ctx) =>
          restraintOfTrade(ctx, {
            restricted: `the ${ctx.b.role}`,
            beneficiary: `the ${ctx.a.role}`,
            activity: `own, operate, work for or have an interest in any business that is the same as or similar to the Franchised Business`,
            periodTerm: "non_compete_period",
            areaTerm: "non_compete_area",
            franchisee: true,
          }),
      },
      {
        heading: "Duration, Renewal and Termination",
        body: (ctx) => {
          const f = ctx.a.role;
          const e = ctx.b.role;
          const renewal = ctx.optional("renewal_term");
          return [
            `This Agreement starts on the Effective Date and continues for ${ctx.term("duration")}, unless it is terminated earlier under this clause.`,
            renewal
              ? `The ${e} may renew the franchise once, for a further ${renewal}, by giving the ${f} written notice not more than twelve (12) and not less than six (6) months before the term ends, provided that it is not then in material breach, it refurbishes the Premises to the ${f}'s current standards, and it signs the ${f}'s then current form of franchise agreement (save that no further initial fee is payable).`
              : `The ${e} has no right to renew the franchise; any renewal is a matter for agreement at the time.`,
            `The ${f} may terminate this Agreement by written notice if the ${e} commits a material breach that, if remediable, it fails to remedy within thirty (30) days of written notice; with immediate effect if the ${e} fails to pay any sum within fourteen (14) days of a written demand, abandons the Franchised Business or becomes insolvent, or if the ${e} or any of its directors is convicted of a serious offence or acts in a way that seriously damages the reputation of the Trade Marks.`,
            `The ${e} may terminate this Agreement by written notice if the ${f} commits a material breach that it fails to remedy within thirty (30) days of written notice.`,
          ];
        },
      },
      {
        heading: "Transfer",
        body: (ctx) => {
          const f = ctx.a.role;
          const e = ctx.b.role;
          const fee = ctx.optional("transfer_fee");
          const us = ctx.law.system === "US";
          return [
            `The ${f} may assign or transfer this Agreement, or any of its rights under it, to a person who acquires the System or the Trade Marks and agrees in writing to perform the ${f}'s obligations.`,
            `The franchise is personal to the ${e}. The ${e} shall not assign, transfer, sub-franchise or charge this Agreement or the Franchised Business, and no change in the control of the ${e} shall take place, without the ${f}'s prior written consent, which it shall not unreasonably withhold if: (a) all sums due to the ${f} have been paid and the ${e} is not in breach; (b) the proposed transferee meets the ${f}'s then-current criteria for new franchisees and completes its initial training; (c) the transferee signs the ${f}'s then-current form of franchise agreement for the remainder of the term, and its controlling persons sign the ${f}'s form of personal ${us ? "guaranty" : "guarantee"}; (d) the ${e} pays ${fee ? `a transfer fee of ${fee}` : `the ${f}'s reasonable costs of the transfer`}; and (e) ${us ? `the ${e} and its owners sign a general release of their claims against the ${f}, to the extent the law allows` : `the ${e} confirms in writing that it has no outstanding claims against the ${f}`}.`,
            `Before consenting, the ${f} has a right of first refusal: for thirty (30) days after receiving a copy of a bona fide written offer for the Franchised Business, it may buy it on the same terms.`,
          ];
        },
      },
      {
        heading: "Personal Guarantee",
        body: (ctx) => {
          const word = ctx.law.system === "US" ? "guaranty" : "guarantee";
          const who = ctx.optional("guarantor") ?? `each individual who directly or indirectly controls the ${ctx.b.role}`;
          if (!ctx.given("guarantor")) ctx.note("franchise_guarantor", "Name the guarantors in key_terms.guarantor; the draft asks for a personal guarantee from each person who controls the Franchisee.");
          return [
            `The ${ctx.b.role} shall procure that ${who} (each a "Guarantor") signs, on or before the date of this Agreement, a personal ${word} and indemnity in the ${ctx.a.role}'s standard form, under which each Guarantor jointly and severally guarantees the punctual payment and performance of all the ${ctx.b.role}'s obligations under this Agreement and agrees to be bound by its confidentiality and restrictive covenants.`,
            `The ${ctx.a.role} is not obliged to open the Franchised Business, or to provide training, until each ${word} has been signed and delivered.`,
          ];
        },
      },
      {
        heading: "Consequences of Termination",
        body: (ctx) => {
          const f = ctx.a.role;
          const e = ctx.b.role;
          return [
            `When this Agreement ends for any reason, the ${e} shall immediately stop operating the Franchised Business and using the Trade Marks and the System, remove all signs and livery that identify the Premises with the ${f}'s network, return the Manual and all confidential materials, transfer to the ${f} the telephone numbers, domain names and social media accounts used for the Franchised Business, and pay all sums due.`,
            `For thirty (30) days after this Agreement ends the ${f} has an option, by written notice, to buy the equipment, fixtures and stock of the Franchised Business at their fair market value, and to take an assignment of the lease of the Premises where the landlord consents.`,
            `Termination does not affect rights and remedies that have accrued, and the provisions intended to survive termination, including those on confidentiality and restrictive covenants, continue in force.`,
          ];
        },
      },
    ],
    boilerplate: ["definitions", "confidentiality", "limitation_of_liability", "indemnity", "data_protection", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Bean There Coffee Franchising Ltd",
      party_b: "Kapoor Hospitality Ltd",
      key_terms: { franchised_business: "a BEAN THERE speciality coffee shop", trade_mark: "the BEAN THERE name and cup logo", territory: "the city of Leicester", initial_fee: "GBP 25,000", royalty_rate: "6%", marketing_contribution: "2%", non_compete_period: "12 months" },
    },
  },
  {
    id: "marketing_services_agreement",
    title: "Marketing Services Agreement",
    group: "commercial",
    description: "Engages a marketing agency to plan and run campaigns for a client, with approvals, media buying and third-party costs, fees, advertising compliance, ownership of campaign materials and control of ad accounts.",
    parties: {
      a: { role: "Client", description: "The business whose products or brand are marketed." },
      b: { role: "Agency", description: "The marketing or advertising agency providing the services." },
    },
    terms: [
      { name: "services", type: "text", required: true, description: 'The marketing services, e.g. "social media management, influencer campaigns and paid search advertising".' },
      { name: "fees", type: "money", required: true, description: 'The Agency\'s fees, e.g. "INR 3,50,000 per month".' },
      { name: "media_budget", type: "money", description: "Media spend the Agency may commit on the Client's behalf." },
      { name: "media_commission", type: "percentage", description: "Commission the Agency earns on net media spend, if any." },
      { name: "approval_period", type: "duration", default: "5 business days", description: "Time the Client has to approve or comment on campaign materials." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time to pay a correct invoice." },
      { name: "duration", type: "duration", description: "Length of the initial term; omitted: until terminated." },
      { name: "termination_notice", type: "duration", default: "60 days", description: "Notice either party must give to end the agreement for convenience." },
      { name: "late_payment_interest", type: "percentage", description: "Interest on overdue sums, a year (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [`The ${ctx.a.role} wishes to appoint the ${ctx.b.role} to provide the marketing services described in this Agreement, and the ${ctx.b.role} has agreed to provide them on its terms.`],
    clauses: [
      {
        heading: "Marketing Services",
        body: (ctx) => {
          const c = ctx.a.role;
          const g = ctx.b.role;
          return [
            `The ${g} shall provide the following services to the ${c}: ${ctx.term("services")} (the "Services"), in accordance with the marketing plan and campaign briefs agreed in writing between the parties.`,
            `The ${g} shall perform the Services with the skill and care of a competent marketing agency, assign an account manager as the ${c}'s main contact, and keep the ${c} informed of the progress and performance of each campaign.`,
          ];
        },
      },
      {
        heading: "Briefs and Approvals",
        body: (ctx) => {
          const c = ctx.a.role;
          const g = ctx.b.role;
          return [
            `The ${c} shall give the ${g} written briefs and the information about its products, claims and brand guidelines that the ${g} reasonably needs, and is responsible for the accuracy of factual information and product claims it supplies.`,
            `The ${g} shall submit every advertisement, post, script and other material for the ${c}'s approval before publication. The ${c} shall approve it or give reasoned comments within ${ctx.term("approval_period")}; no material shall be published without the ${c}'s written approval (which may be given by email).`,
          ];
        },
      },
      {
        heading: "Media and Third-Party Costs",
        body: (ctx) => {
          const c = ctx.a.role;
          const g = ctx.b.role;
          const budget = ctx.optional("media_budget");
          const commission = ctx.optional("media_commission");
          const out: string[] = [];
          if (budget) {
            out.push(`The ${g} may commit media spend on the ${c}'s behalf up to ${budget}, in accordance with the media plan the ${c} approves, and shall not exceed that budget without the ${c}'s prior written approval.`);
          } else {
            out.push(`The ${g} shall not commit any media spend on the ${c}'s behalf except in accordance with a media plan and budget the ${c} approves in writing.`);
          }
          out.push(
            commission
              ? `Media costs are recharged at the net cost the ${g} pays, and the ${g} earns a commission of ${commission} of that net media spend.`
              : `Media costs are recharged at the net cost the ${g} pays, without mark-up.`,
            `The ${g} shall pass on to the ${c}, or credit against its invoices, all rebates, discounts, volume bonuses and other benefits it receives from media owners or platforms in connection with the ${c}'s spend, and shall give the ${c} on request the invoices and reports that show the spend.`,
            `Production, talent, stock imagery and other third-party costs are payable by the ${c} only if it has approved a written estimate for them in advance.`,
          );
          return out;
        },
      },
      {
        heading: "Fees and Payment",
        body: (ctx) => {
          const c = ctx.a.role;
          const g = ctx.b.role;
          const out = [
            `The ${c} shall pay the ${g} fees of ${ctx.term("fees")} for the Services. The ${g} shall invoice its fees monthly in arrears and approved media and third-party costs when they are incurred, and the ${c} shall pay each correct invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}.`,
            taxClause(ctx, `the ${c}`, `the ${g}`),
          ];
          const late = latePayment(ctx, `the ${c}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Advertising Compliance",
        body: (ctx) => {
          const g = ctx.b.role;
          const out = [
            `The ${g} shall ensure that the materials it creates are legal, decent, honest and truthful; that every objective claim is capable of substantiation from evidence the ${g} holds or the ${ctx.a.role} has supplied; that paid endorsements and influencer content are clearly identified as advertising; and that it holds all the licences, releases and consents needed for the music, images, footage and people used.`,
          ];
          if (ctx.law.system === "US") {
            out.push(`In particular the ${g} shall not disseminate any advertisement that is false or misleading, or carry out any unfair or deceptive act or practice, within ${ctx.cite("us-ftc-act", "45", "section 5 of the Federal Trade Commission Act (15 U.S.C. § 45)")} or ${ctx.cite("us-ftc-act", "52", "15 U.S.C. § 52")}.`);
          } else if (ctx.law.system === "EU") {
            out.push(`The ${g} shall send marketing emails and messages only to recipients who have given prior consent, or to existing customers within the limits of the exception for similar products with a simple means of opting out, as ${ctx.cite("eu-eprivacy-directive", "13", "Article 13 of Directive 2002/58/EC")} as implemented in national law requires.`);
          } else if (ctx.within("IN")) {
            out.push(`The ${g} shall not create or publish any false or misleading advertisement, including one against which the Central Consumer Protection Authority may act under ${ctx.cite("in-consumer-protection-act-2019", "21", "section 21 of the Consumer Protection Act, 2019")}.`);
          } else {
            out.push(`The ${g} shall comply with the law on advertising and on unsolicited electronic marketing, and with any advertising code that applies in the places where the campaigns run.`);
          }
          out.push(`Each party shall tell the other promptly of any complaint, regulatory inquiry or takedown request about a campaign, and the ${g} shall withdraw or amend any material when the ${ctx.a.role} or a regulator reasonably requires.`);
          return out;
        },
      },
      {
        heading: "Ownership of Campaign Materials",
        body: (ctx) => {
          const c = ctx.a.role;
          const g = ctx.b.role;
          return [
            `On payment of the fees for them, the ${g} assigns to the ${c} all intellectual property rights in the materials it creates specifically for the ${c} under this Agreement ("Campaign Materials"), throughout the world and for the full term of those rights.`,
            `The ${g} keeps its rights in the tools, templates, methods and know-how it used before or independently of this Agreement, and grants the ${c} a perpetual, royalty-free, non-exclusive licence to use any of them that are incorporated in Campaign Materials as part of those materials.`,
            `Third-party materials (such as stock images, fonts and music) are licensed on the terms the ${g} notifies to the ${c} before they are used, and the ${c} shall observe those terms. The ${g} may show published Campaign Materials in its portfolio unless the ${c} objects.`,
          ];
        },
      },
      {
        heading: "Reporting and Client Accounts",
        body: (ctx) => {
          const c = ctx.a.role;
          const g = ctx.b.role;
          return [
            `The ${g} shall give the ${c} a monthly report of campaign activity, spend against budget and performance against the agreed indicators, with access to the underlying platform data.`,
            `Advertising, analytics and social media accounts used for the ${c}'s campaigns shall be opened in the ${c}'s name, with the ${c} holding administrator rights, and the ${g} shall use them only to provide the Services. When this Agreement ends, the ${g} shall hand over all access credentials, audiences and campaign data and remove its own access.`,
          ];
        },
      },
    ],
    boilerplate: boilerplateWithout("intellectual_property"),
    example: {
      jurisdiction: "IN",
      party_a: "Saffron Foods Pvt Ltd",
      party_b: "Pixel Bazaar Digital LLP",
      key_terms: { services: "social media management, influencer campaigns and paid search advertising for the Client's packaged-snacks brand", fees: "INR 3,50,000 per month", media_budget: "INR 10,00,000 per month", media_commission: "10%" },
    },
  },
];

/** "SGD 750,000 in each contract year" or "EUR 500,000 per year" → the sum alone, where the clause names the year. */
function withoutYear(value: string): string {
  return withoutPeriod(value.replace(/\s+(?:in|for|per)\s+(?:each|every|any)?\s*contract year$/i, ""));
}
