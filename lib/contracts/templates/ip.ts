import { capitalise, writtenNotice, percentWithoutBase, payableWithin } from "../key-terms";
import { civilInjunction, indirectTax, indirectTaxes, indirectTaxOrSimilar, inReturnFor, latePayment, thirdPartyClaimsConduct, thirdPartyClaimsPromise } from "../law-clauses";
import { insolvencyEvents } from "../native-boilerplate";
import type { ContractTemplate, DraftContext } from "../types";

/*
 * Intellectual property: assignments, licences and the agreements around them. Every template here calls itself
 * "this Agreement". US drafts spell the noun "license" and the mark "trademark"; everywhere else "licence" and
 * "trade mark", as British and Indian practice (and the Indian Trade Marks Act, 1999) do.
 */

/** The noun: "licence" outside the US, "license" in US drafts (the verb is "license" everywhere). */
function lic(ctx: DraftContext): string {
  return ctx.law.system === "US" ? "license" : "licence";
}

function tm(ctx: DraftContext): string {
  return ctx.law.system === "US" ? "trademark" : "trade mark";
}

function localTitle(ctx: DraftContext, title: string): string {
  if (ctx.law.system !== "US") return title;
  return title.replaceAll("Licence", "License").replaceAll("Trade Mark", "Trademark").replaceAll("Co-existence", "Coexistence");
}

function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

const exclusivityTerm = {
  name: "exclusivity",
  type: "choice",
  options: ["exclusive", "sole", "non-exclusive"],
  default: "non-exclusive",
  description: "Exclusive: not even the licensor may exploit in the scope granted. Sole: the licensor may, but grants no one else. Non-exclusive: the licensor may exploit and license others.",
} as const;

const latePaymentTerm = {
  name: "late_payment_interest",
  type: "percentage",
  description: "Interest on overdue sums, a year (GB: above the Bank of England base rate; omitted in GB: statutory interest).",
} as const;

/** What the exclusivity choice means for the scope just granted ("use the Licensed Marks on Licensed Products in the Territory"). */
function exclusivityMeaning(ctx: DraftContext, licensor: string, scope: string): string {
  const choice = ctx.term("exclusivity");
  if (choice === "exclusive") {
    return `The ${lic(ctx)} is exclusive: while this Agreement is in force the ${licensor} shall not grant any other person the right to ${scope}, and shall not do so itself.`;
  }
  if (choice === "sole") {
    return `The ${lic(ctx)} is sole: while this Agreement is in force the ${licensor} shall not grant any other person the right to ${scope}, but it keeps the right to do so itself.`;
  }
  if (choice === "non-exclusive") {
    return `The ${lic(ctx)} is non-exclusive: the ${licensor} may itself ${scope}, and may grant others the right to do so.`;
  }
  return `The ${lic(ctx)} is ${choice}.`;
}

/** Royalty on net sales (or net receipts), minimum royalty, quarterly statements, audit, tax and late payment. */
function royaltyTerms(
  ctx: DraftContext,
  o: { payer: string; payee: string; rate: string; products: string; minimum?: string; receipts?: boolean },
): string[] {
  const Payer = capitalise(o.payer);
  const base = o.receipts ? "Net Receipts" : "Net Sales";
  const definition = o.receipts
    ? `"Net Receipts" means all sums received by ${o.payer} and its Affiliates from the exploitation of ${o.products}, less only ${indirectTaxes(ctx)} included in them and refunds actually made.`
    : `"Net Sales" means the gross amounts invoiced or otherwise charged by ${o.payer}, its Affiliates and any permitted sub-licensee for ${o.products} supplied to third parties, less, to the extent separately stated and actually allowed or paid, normal trade discounts and rebates, credits for returned goods, ${indirectTaxes(ctx)}, and charges for freight, insurance and packaging. A supply to an Affiliate for resale is not counted, but the Affiliate's resale is.`;
  const out = [`${Payer} shall pay ${o.payee} a royalty of ${percentWithoutBase(o.rate, base)} of ${base}. ${definition}`];
  if (o.minimum) {
    out.push(`If the royalties payable for any year starting on the Effective Date or an anniversary of it (a "Contract Year") are less than ${o.minimum}, ${o.payer} shall pay ${o.payee} the shortfall together with the royalty statement for the last quarter of that Contract Year.`);
  }
  out.push(
    `Within thirty (30) days after the end of each calendar quarter, ${o.payer} shall send ${o.payee} a statement showing, for that quarter and for each country, the quantity of ${o.products} supplied, the gross amounts charged or received, the deductions made and the royalty due, and shall pay the royalty shown. Amounts received in another currency are converted at the reference rate published by the central bank of the country of ${o.payee} on the last Business Day of the quarter.`,
    `${Payer} shall keep complete and accurate records of everything needed to calculate the royalties for at least three (3) years after the end of the year to which they relate. Not more than once in any calendar year, ${o.payee} may have those records inspected, on at least fifteen (15) Business Days' notice and during normal business hours, by an independent accountant bound by a duty of confidence. ${Payer} shall promptly pay any underpayment the inspection reveals and, if it exceeds five per cent (5%) of the sum due for the period inspected, the reasonable cost of the inspection.`,
    `All sums payable under this Agreement are exclusive of ${indirectTaxes(ctx)}, which ${o.payer} shall pay in addition against a valid tax invoice. If the law requires ${o.payer} to deduct or withhold tax from a payment to ${o.payee}, it shall deduct only the amount required (applying any reduced rate under a double taxation agreement for which ${o.payee} provides the documents reasonably requested), pay it to the proper authority in time, and give ${o.payee} the official receipt or certificate it needs to claim credit for the tax.`,
  );
  const late = latePayment(ctx, o.payer);
  if (late) out.push(late);
  return out;
}

/** Either party's right to terminate for unremedied material breach or insolvency, in the insolvency law's terms. */
function breachAndInsolvency(ctx: DraftContext): string {
  const insolvency = ctx.law.family === "civil" ? insolvencyEvents(ctx) : "becomes insolvent, enters into an arrangement with its creditors, has a receiver, administrator, liquidator or similar officer appointed over it or its assets, or ceases to carry on business";
  return `Either party may terminate this Agreement with immediate effect by written notice if the other party (a) commits a material breach of it which, if remediable, it fails to remedy within thirty (30) days of written notice giving details of the breach and requiring it to be remedied; or (b) to the extent the law allows termination on that ground, ${insolvency}. Failure to pay any sum due within thirty (30) days of written notice of the failure is a material breach.`;
}

function accruedRights(): string {
  return "Termination or expiry does not affect any rights or remedies that have accrued by that date. Provisions which by their nature are intended to continue after it, including those on payment of sums accrued, records and inspection, confidentiality, indemnities, limitation of liability and governing law, continue in force.";
}

/** Moral rights: waivable in England and Wales, not fully waivable in India or the civil-law systems. */
function moralRightsTerms(ctx: DraftContext, author: string, beneficiary: string, subject: string): string {
  if (ctx.law.system === "GB") {
    return `${capitalise(author)} unconditionally and irrevocably waives all moral rights it has or may have in ${subject}, and shall procure a like waiver from every individual author of any part of it who is not a party to this Agreement, in each case in favour of ${beneficiary}, its licensees and successors in title.`;
  }
  if (ctx.law.system === "IN" || ctx.law.system === "EU") {
    return `The parties acknowledge that under the law that applies the moral rights of an author, including the right to be identified as author and the right to object to a distortion, mutilation or modification of the work that would prejudice the author's honour or reputation, may not be assignable or fully waivable. To the fullest extent the law permits, ${author} agrees not to assert, and shall procure that every individual author of ${subject} does not assert, any such right against ${beneficiary}, its licensees or successors in title in respect of any use of ${subject} that this Agreement permits.`;
  }
  return `To the fullest extent the law permits, ${author} waives, and shall procure that every individual author of ${subject} waives, all moral rights and rights of attribution or integrity in ${subject}, in favour of ${beneficiary}, its licensees and successors in title; to the extent any such right cannot be waived, ${author} agrees not to assert it.`;
}

/** England and Wales: "full title guarantee" imports the statutory covenants for title; elsewhere the same in words. */
function titleWords(ctx: DraftContext): string {
  return ctx.law.system === "GB" ? "with full title guarantee" : "absolutely, free from all charges, liens, licences and other encumbrances";
}

/** Title held pending registration: on trust where the law knows trusts; for the assignee's account in civil-law systems. */
function pendingTitle(ctx: DraftContext, assignor: string, assignee: string, subject: string): string {
  return ctx.law.family === "civil"
    ? `Until ${assignee} is registered as owner of any registrable right in ${subject}, ${assignor} holds that right for the account of ${assignee} and shall deal with it only as ${assignee} directs.`
    : `Until ${assignee} is registered as owner of any registrable right in ${subject}, ${assignor} holds that right on trust for ${assignee} and shall deal with it only as ${assignee} directs.`;
}

export const ipTemplates: ContractTemplate[] = [
  {
    id: "ip_assignment_agreement",
    title: "Intellectual Property Assignment Agreement",
    group: "ip",
    description: "Transfers ownership of identified intellectual property (software, inventions, designs, brands and the rights in them) outright for a price, with delivery of materials, title warranties and further assurance.",
    parties: {
      a: { role: "Assignor", description: "The current owner transferring the intellectual property (a founder, developer, seller of a business asset)." },
      b: { role: "Assignee", description: "The person acquiring ownership of the intellectual property." },
    },
    terms: [
      { name: "assigned_ip", type: "text", required: true, description: 'The intellectual property assigned, identified precisely, e.g. "the software known as LedgerLoop, its source and object code, documentation and designs, and UK trade mark no. UK00003987654".' },
      { name: "consideration", type: "money", required: true, description: 'The price for the assignment, e.g. "GBP 150,000".' },
      { name: "payment_terms", type: "duration", default: "14 days", description: "Time after the Effective Date within which the Assignee pays the consideration." },
      { name: "licence_back", type: "choice", options: ["none", "non-exclusive"], default: "none", description: "Whether the Assignor keeps a non-exclusive, royalty-free licence to use the assigned IP for its own internal purposes." },
    ],
    recitals: (ctx) => [
      `The ${ctx.a.role} owns, or is otherwise entitled to assign, the intellectual property described in this Agreement.`,
      `The ${ctx.a.role} has agreed to assign that intellectual property to the ${ctx.b.role} for the consideration and on the terms set out in this Agreement.`,
    ],
    clauses: [
      {
        heading: "Assignment of Intellectual Property",
        body: (ctx) => {
          const out = [
            `${inReturnFor(ctx)} the payment of ${ctx.term("consideration")} by the ${ctx.b.role}, the ${ctx.a.role} assigns to the ${ctx.b.role}, ${titleWords(ctx)}, all its right, title and interest in and to the following: ${ctx.term("assigned_ip")} (the "Assigned Assets"), and in every patent, right in inventions, copyright and related right, trade mark, design right, database right, right in confidential information and know-how and every other intellectual property right subsisting in the Assigned Assets anywhere in the world, whether registered or unregistered, with all applications, renewals and extensions of those rights (together with the Assigned Assets, the "Assigned IP").`,
            `The assignment includes the right to apply for, prosecute and obtain registrations of the Assigned IP in the ${ctx.b.role}'s own name, to claim priority from any application, and to bring proceedings and recover damages and every other remedy for any infringement of the Assigned IP, whether it occurred before or after the Effective Date.`,
            `The assignment is made for the full term of each right assigned, including all renewals, revivals and extensions, and extends throughout the world. It does not lapse if the ${ctx.b.role} does not exercise any of the rights assigned within any particular period. To the extent any of the Assigned IP comes into existence only after the Effective Date, this Agreement operates as a present assignment of those future rights, which vest in the ${ctx.b.role} as they arise.`,
          ];
          if (ctx.law.system === "GB") {
            // CDPA 1988 s. 90(3) and Patents Act 1977 s. 30(6): each assignment is void unless in writing signed by or on behalf of the assignor.
            out.push(`So far as the Assigned IP includes copyright, this Agreement is an assignment in writing signed by or on behalf of the ${ctx.a.role} within section 90(3) of the Copyright, Designs and Patents Act 1988, and, so far as it includes future copyright, an assignment of future copyright within section 91 of that Act. So far as it includes a patent or an application for a patent, it is an assignment in writing signed by or on behalf of the ${ctx.a.role} as section 30(6) of the Patents Act 1977 requires.`);
          }
          if (ctx.within("IN")) {
            out.push(`So far as the Assigned IP includes copyright, the rights assigned include all the acts comprised in copyright under ${ctx.cite("in-copyright-act-1957", "14", "section 14 of the Copyright Act, 1957")}; and so far as it includes an Indian patent, they include the exclusive rights of the patentee under ${ctx.cite("in-patents-act-1970", "48", "section 48 of the Patents Act, 1970")}.`);
          }
          return out;
        },
      },
      {
        heading: "Payment of the Consideration",
        body: (ctx) => [
          `The ${ctx.b.role} shall pay the ${ctx.a.role} ${ctx.term("consideration")} ${payableWithin(ctx.term("payment_terms"), "of the Effective Date")}, by bank transfer to the account the ${ctx.a.role} notifies in writing. This sum is the whole of the consideration for the assignment, and no royalty or other sum is payable for the Assigned IP.`,
          `The consideration is exclusive of any ${indirectTaxOrSimilar(ctx)}, which the ${ctx.b.role} shall pay in addition against a valid tax invoice. If the law requires the ${ctx.b.role} to deduct or withhold tax from the payment, it may do so, and shall pay the tax to the proper authority in time and give the ${ctx.a.role} the receipt or certificate needed to claim credit for it.`,
        ],
      },
      {
        heading: "Moral Rights",
        body: (ctx) => moralRightsTerms(ctx, `the ${ctx.a.role}`, `the ${ctx.b.role}`, "the Assigned IP"),
      },
      {
        heading: "Delivery of Materials",
        body: (ctx) => [
          `Within ten (10) Business Days after the Effective Date the ${ctx.a.role} shall deliver to the ${ctx.b.role} all documents, files, source code, designs, laboratory notebooks, registration certificates, correspondence with intellectual property offices and other materials in its possession or control that embody or relate to the Assigned IP, together with any passwords or access credentials needed to use them.`,
          `The ${ctx.a.role} shall keep confidential all confidential information and know-how comprised in the Assigned IP, which from the Effective Date is the confidential information of the ${ctx.b.role}.`,
        ],
      },
      {
        heading: "Registration and Further Assurance",
        body: (ctx) => [
          `The ${ctx.a.role} shall, at the ${ctx.b.role}'s cost, promptly sign every document and do everything the ${ctx.b.role} reasonably requests to perfect, record or register the ${ctx.b.role}'s title to the Assigned IP in any country, including any confirmatory assignment in the form an intellectual property office requires${ctx.within("IN") ? " and any application to record the assignment with the Controller of Patents or the Registrar of Trade Marks" : ""}, and to assist in any proceedings concerning the Assigned IP.`,
          pendingTitle(ctx, `the ${ctx.a.role}`, `the ${ctx.b.role}`, "the Assigned IP"),
          ctx.term("licence_back") === "non-exclusive"
            ? `Except as the licence back in this Agreement permits, the ${ctx.a.role} shall not after the Effective Date use, license, charge or otherwise deal with the Assigned IP, or do anything that might prejudice the ${ctx.b.role}'s rights in it.`
            : `The ${ctx.a.role} keeps none of the rights in the Assigned IP and no licence to use it, and shall not after the Effective Date use, license, charge or otherwise deal with the Assigned IP, or do anything that might prejudice the ${ctx.b.role}'s rights in it.`,
          `The ${ctx.b.role} may assign or otherwise transfer the benefit of this Agreement, including the ${ctx.a.role}'s warranties, to any successor in title to the Assigned IP.`,
        ],
      },
      {
        heading: "Assignor's Warranties",
        body: (ctx) => [
          `The ${ctx.a.role} warrants to the ${ctx.b.role} that at the Effective Date: (a) it is the sole legal and beneficial owner of the Assigned IP and entitled to assign it; (b) the Assigned IP is free from any charge, lien, licence, option or other encumbrance, and the ${ctx.a.role} has granted no right under it that is still in force; (c) every person who created any part of the Assigned IP did so as its employee in the course of employment or has assigned to it in writing all their rights in that part; (d) so far as it is aware, the registered rights in the Assigned IP are valid and subsisting, all renewal and application fees due on them have been paid, and no one has challenged or threatened to challenge their validity or the ${ctx.a.role}'s ownership; and (e) so far as it is aware, the use of the Assigned IP does not infringe the rights of any third party, and no third party is infringing the Assigned IP.`,
          `Each party warrants that it has full power and authority to enter into and perform this Agreement.`,
          `The ${ctx.a.role} shall indemnify the ${ctx.b.role} against all losses, damages, costs and reasonable expenses (including reasonable legal fees) arising from any breach of the warranties in (a) and (b) of this clause.`,
        ],
      },
      {
        heading: "Retained Right of Use",
        body: (ctx) => {
          if (ctx.term("licence_back") !== "non-exclusive") return null;
          return [
            `The ${ctx.b.role} grants the ${ctx.a.role} a non-exclusive, non-transferable, royalty-free ${lic(ctx)} to use the Assigned IP for its own internal business purposes only, without the right to grant sub-${lic(ctx)}s.`,
            `The ${ctx.b.role} may end this ${lic(ctx)} by written notice if the ${ctx.a.role} materially breaches this Agreement or challenges the ${ctx.b.role}'s title to the Assigned IP.`,
          ];
        },
      },
    ],
    boilerplate: ["definitions", "confidentiality", "limitation_of_liability", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Harriet Cole",
      party_b: "Cole Analytics Ltd",
      key_terms: {
        assigned_ip: "the software known as LedgerLoop, including its source code, object code, database schemas, documentation and user-interface designs, and the domain name ledgerloop.co.uk",
        consideration: "GBP 150,000",
        payment_terms: "30 days",
        effective_date: "2 March 2026",
      },
    },
  },
  {
    id: "trademark_license_agreement",
    title: "Trade Mark Licence Agreement",
    group: "ip",
    description: "Licenses the use of registered or unregistered trade marks on stated goods or services in a territory, with quality control, brand-use rules, royalties, enforcement and a sell-off period.",
    parties: {
      a: { role: "Licensor", description: "The owner of the trade marks." },
      b: { role: "Licensee", description: "The business licensed to use the marks on the licensed products." },
    },
    terms: [
      { name: "licensed_marks", type: "text", required: true, description: 'The marks licensed, with registration numbers, e.g. "HARBOR & PINE (U.S. Reg. No. 5,123,456) and the pine-tree logo".' },
      { name: "licensed_products", type: "text", required: true, description: 'The goods or services on which the marks may be used, e.g. "knitwear, jackets and outerwear".' },
      { name: "territory", type: "text", required: true, description: 'Where the marks may be used, e.g. "the United States and Canada".' },
      exclusivityTerm,
      { name: "duration", type: "duration", default: "3 years", description: "Length of the licence term." },
      { name: "royalty_rate", type: "percentage", description: "Royalty on Net Sales of licensed products; omitted: the licence is royalty-free." },
      { name: "minimum_royalty", type: "money", description: 'Minimum royalty for each contract year, e.g. "USD 120,000".' },
      { name: "insurance_cover", type: "money", description: "Minimum product liability insurance cover the Licensee must hold." },
      { name: "sell_off_period", type: "duration", default: "3 months", description: "Time after the licence ends during which the Licensee may sell off approved stock." },
      latePaymentTerm,
    ],
    features: { b2bPayment: true },
    titleFor: (ctx) => localTitle(ctx, "Trade Mark Licence Agreement"),
    recitals: (ctx) => [
      `The ${ctx.a.role} owns the ${tm(ctx)}s described in this Agreement and the goodwill attached to them.`,
      `The ${ctx.b.role} wishes to use those ${tm(ctx)}s on the products described in this Agreement, and the ${ctx.a.role} is willing to permit that use under its control and on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Grant of Rights",
        body: (ctx) => [
          `The ${ctx.a.role} grants to the ${ctx.b.role} ${withArticle(ctx.term("exclusivity"))} ${lic(ctx)} to use the following ${tm(ctx)}s: ${ctx.term("licensed_marks")} (the "Licensed Marks"), in ${ctx.term("territory")} (the "Territory"), on and in relation to ${ctx.term("licensed_products")} (the "Licensed Products"), for the term of this Agreement.`,
          exclusivityMeaning(ctx, ctx.a.role, "use the Licensed Marks on Licensed Products in the Territory"),
          `The ${ctx.b.role} may not grant sub-${lic(ctx)}s, or have Licensed Products made by a third party, without the ${ctx.a.role}'s prior written consent; any manufacturer so approved must first undertake in writing to the ${ctx.a.role} to observe the quality standards and the rules on use of the Licensed Marks in this Agreement.`,
          `All rights not expressly granted are reserved to the ${ctx.a.role}. The ${ctx.b.role} shall not use the Licensed Marks on any goods or services other than the Licensed Products, and shall not actively market Licensed Products under the Licensed Marks outside the Territory; nothing in this Agreement restricts sales in response to unsolicited orders where such a restriction would be unlawful.`,
        ],
      },
      {
        heading: "Quality Control",
        body: (ctx) => [
          `The ${ctx.b.role} shall ensure that all Licensed Products are of a quality at least equal to the samples approved by the ${ctx.a.role}, conform to the ${ctx.a.role}'s written specifications and brand standards as notified from time to time, and are made, labelled, packaged, advertised and sold in compliance with all applicable laws, including those on product safety.`,
          `Before first marketing any Licensed Product, or any packaging, label, advertising or promotional material bearing a Licensed Mark, the ${ctx.b.role} shall submit a representative sample to the ${ctx.a.role} for written approval. The ${ctx.a.role} shall approve or reject each sample within fifteen (15) Business Days of receiving it, and a sample not approved within that time is treated as rejected. Once approved, an item may not be changed in any material respect without further approval.`,
          `The ${ctx.a.role} and its representatives may, on reasonable notice and during normal business hours, inspect the premises where Licensed Products are made or stored and the methods used, and the ${ctx.b.role} shall supply free of charge a reasonable number of production samples on request.`,
          `If any Licensed Product does not meet these standards, the ${ctx.b.role} shall at its own cost stop selling it, and, where the ${ctx.a.role} reasonably requires because of a risk to safety or to the reputation of the Licensed Marks, withdraw it from the market.`,
          `The parties intend that the ${ctx.a.role} exercises real control over the nature and quality of all goods and services sold under the Licensed Marks, so that the Licensed Marks continue to indicate the ${ctx.a.role} as the source of that quality.`,
        ],
      },
      {
        heading: "Use of the Licensed Marks",
        body: (ctx) => {
          const out = [
            `The ${ctx.b.role} shall use the Licensed Marks only in the forms and colours set out in the ${ctx.a.role}'s brand guidelines, shall not combine them with any other mark, name or logo without the ${ctx.a.role}'s written consent, and shall use the registration symbol only in countries where the relevant Licensed Mark is registered. Where practicable it shall state on Licensed Products or their packaging that the Licensed Marks are ${tm(ctx)}s of the ${ctx.a.role} used under ${lic(ctx)}.`,
            `All use of the Licensed Marks by the ${ctx.b.role} and the goodwill it generates enure to the benefit of the ${ctx.a.role}. The ${ctx.b.role} acquires no right, title or interest in the Licensed Marks other than the ${lic(ctx)} in this Agreement.`,
            `The ${ctx.b.role} shall not apply to register, or use, any ${tm(ctx)}, company or trading name, domain name or social media identifier consisting of or containing a Licensed Mark or anything confusingly similar to it, and shall transfer to the ${ctx.a.role} at its request any such registration or identifier it obtains. It shall not use the Licensed Marks in any way that is misleading, that may bring them into disrepute, or that may damage their distinctiveness or validity.`,
            `The ${ctx.b.role} shall co-operate with the ${ctx.a.role} in recording this ${lic(ctx)} with any ${tm(ctx)} registry where recording is required or advisable, and in cancelling the recording when this Agreement ends.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The ${ctx.b.role} acknowledges that the exclusive right to use the Licensed Marks registered in India, and to obtain relief for their infringement, belongs to the ${ctx.a.role} as registered proprietor under ${ctx.cite("in-trade-marks-act-1999", "28", "section 28 of the Trade Marks Act, 1999")}, and that its own use is permitted only under and in accordance with this Agreement.`);
          }
          return out;
        },
      },
      {
        heading: "Royalties and Reporting",
        body: (ctx) => {
          const rate = ctx.optional("royalty_rate");
          if (!rate) {
            const out = [`The ${lic(ctx)} is royalty-free. The ${ctx.b.role} shall nonetheless send the ${ctx.a.role}, within thirty (30) days after the end of each calendar quarter, a statement of the quantity and value of Licensed Products sold in the quarter.`];
            const minimum = ctx.optional("minimum_royalty");
            if (minimum) out.push(`The ${ctx.b.role} shall pay the ${ctx.a.role} a fixed annual fee of ${minimum} for the ${lic(ctx)}, in advance on the Effective Date and on each anniversary of it.`);
            return out;
          }
          return royaltyTerms(ctx, { payer: `the ${ctx.b.role}`, payee: `the ${ctx.a.role}`, rate, products: "Licensed Products", minimum: ctx.optional("minimum_royalty") });
        },
      },
      {
        heading: "Protection of the Licensed Marks",
        body: (ctx) => {
          const infringement = ctx.within("IN")
            ? `any infringement of a Licensed Mark (including an infringement within ${ctx.cite("in-trade-marks-act-1999", "29", "section 29 of the Trade Marks Act, 1999")}), any passing off, or any counterfeit Licensed Products`
            : // Passing off is the common law's tort; a civil code meets the same conduct as unfair competition.
              `any infringement of a Licensed Mark, any ${ctx.law.family === "civil" ? "act of unfair competition involving it" : "passing off"}, or any counterfeit Licensed Products`;
          const out = [
            `The ${ctx.a.role} shall maintain and renew the registrations of the Licensed Marks in the Territory, and may apply for further registrations there at its discretion.`,
            `The ${ctx.b.role} shall promptly notify the ${ctx.a.role} in writing of ${infringement} that comes to its attention in the Territory, and of any claim that the use of a Licensed Mark infringes the rights of a third party.`,
            `The ${ctx.a.role} decides whether to take action and has sole control of any proceedings, at its own cost and for its own benefit, and the ${ctx.b.role} shall give it all reasonable assistance (including joining as a party where necessary) at the ${ctx.a.role}'s cost. The ${ctx.b.role} shall not itself take action concerning the Licensed Marks except as this clause permits.`,
          ];
          if (ctx.term("exclusivity") === "exclusive") {
            out.push(`If the ${ctx.a.role} does not take action against an infringement in the Territory within sixty (60) days of the ${ctx.b.role}'s written request, the ${ctx.b.role} may, after consulting the ${ctx.a.role} and at its own cost, bring proceedings in its own name (joining the ${ctx.a.role} where the law requires), and may keep any sums recovered after reimbursing the ${ctx.a.role}'s reasonable costs.`);
          }
          return out;
        },
      },
      {
        heading: "Product Liability, Indemnities and Insurance",
        body: (ctx) => {
          const cover = ctx.optional("insurance_cover");
          return [
            `The ${ctx.b.role} is responsible for the design, manufacture, labelling, marketing and sale of the Licensed Products.`,
            ctx.law.family === "civil"
              ? thirdPartyClaimsPromise(ctx, { from: ctx.b.role, to: ctx.a.role, claims: "claims by third parties that a Licensed Product is defective or unsafe, or that its manufacture or sale breaches any law, and from the costs of any recall of Licensed Products" })
              : thirdPartyClaimsPromise(ctx, { from: ctx.b.role, to: ctx.a.role, claims: "any third-party claim that a Licensed Product is defective or unsafe, or that its manufacture or sale breaches any law, or from any recall of Licensed Products" }),
            thirdPartyClaimsPromise(ctx, { from: ctx.a.role, to: ctx.b.role, claims: `${ctx.law.family === "civil" ? "claims by third parties" : "any third-party claim"} that the use of the Licensed Marks in the Territory in accordance with this Agreement infringes that third party's ${tm(ctx)} rights` }),
            ctx.law.family === "civil" ? thirdPartyClaimsConduct(ctx) : `${thirdPartyClaimsConduct(ctx)} The limits in the clause headed "Limitation of Liability" do not apply to either party's liability under this clause.`,
            `Throughout the term of this Agreement and for two (2) years afterwards, the ${ctx.b.role} shall maintain with a reputable insurer product liability insurance covering the Licensed Products ${cover ? `with cover of not less than ${cover} for each claim` : "with cover appropriate to the nature and volume of the Licensed Products"}, naming the ${ctx.a.role} as an additional insured where the insurer permits, and shall produce evidence of the insurance on request.`,
          ];
        },
      },
      {
        heading: "Duration and Termination",
        body: (ctx) => [
          `This Agreement starts on the Effective Date and continues for ${ctx.term("duration")}, unless terminated earlier under this clause. The parties may renew it by written agreement before it expires.`,
          breachAndInsolvency(ctx),
          `The ${ctx.a.role} may also terminate this Agreement by written notice if the ${ctx.b.role} challenges the validity of any Licensed Mark or the ${ctx.a.role}'s ownership of it, or if the ${ctx.b.role} breaches the quality control provisions of this Agreement in a way that endangers the reputation of the Licensed Marks and does not remedy the breach within fifteen (15) Business Days of written notice.`,
          `When this Agreement ends, the ${lic(ctx)} ends and the ${ctx.b.role} shall stop using the Licensed Marks, remove them from its premises, vehicles, websites and materials, and send the ${ctx.a.role} a statement of its stock of Licensed Products. Unless the ${ctx.a.role} terminated for the ${ctx.b.role}'s breach, the ${ctx.b.role} may, for ${ctx.term("sell_off_period")} after the end, sell in the ordinary course stock of approved Licensed Products that it held when this Agreement ended, subject to every obligation in this Agreement, including the payment of royalties.`,
          accruedRights(),
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "warranties", "limitation_of_liability", "force_majeure", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-NY",
      party_a: "Harbor & Pine Brands LLC",
      party_b: "Eastline Apparel Inc.",
      key_terms: {
        licensed_marks: "HARBOR & PINE (U.S. Reg. No. 5,123,456) and the pine-tree logo (U.S. Reg. No. 5,123,457)",
        licensed_products: "men's and women's knitwear, jackets and outerwear",
        territory: "the United States and Canada",
        exclusivity: "exclusive",
        royalty_rate: "8%",
        minimum_royalty: "USD 120,000",
      },
    },
  },
  {
    id: "patent_license_agreement",
    title: "Patent Licence Agreement",
    group: "ip",
    description: "Licenses identified patents and applications to make, use and sell licensed products in a field and territory, for an upfront fee and royalties on net sales, with prosecution, enforcement, validity challenges and diligence.",
    parties: {
      a: { role: "Licensor", description: "The owner of the patents." },
      b: { role: "Licensee", description: "The business licensed to exploit the patented inventions." },
    },
    terms: [
      { name: "licensed_patents", type: "text", required: true, description: 'The patents and applications licensed, by number, e.g. "European Patent EP 3 456 789 B1 and German patent DE 10 2019 123 456".' },
      { name: "territory", type: "text", required: true, description: 'Countries covered, e.g. "Germany, France and Italy".' },
      { name: "field_of_use", type: "text", default: "all fields", description: 'Field to which the licence is limited, e.g. "non-invasive blood glucose monitoring devices for human use".' },
      exclusivityTerm,
      { name: "royalty_rate", type: "percentage", required: true, description: "Royalty on Net Sales of Licensed Products." },
      { name: "upfront_fee", type: "money", description: "Non-refundable fee paid on signing." },
      { name: "minimum_royalty", type: "money", description: "Minimum royalty for each contract year." },
      { name: "sublicensing", type: "choice", options: ["permitted", "not permitted"], default: "not permitted", description: "Whether the Licensee may grant sub-licences." },
      { name: "duration", type: "duration", description: "Fixed term of the licence; omitted: until the last Licensed Patent expires." },
      latePaymentTerm,
    ],
    features: { b2bPayment: true },
    titleFor: (ctx) => localTitle(ctx, "Patent Licence Agreement"),
    recitals: (ctx) => [
      `The ${ctx.a.role} owns the patents and patent applications described in this Agreement.`,
      `The ${ctx.b.role} wishes to obtain a ${lic(ctx)} under them to make and sell products in the field and territory described in this Agreement, and the ${ctx.a.role} is willing to grant it on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Grant of Rights",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} grants to the ${ctx.b.role} ${withArticle(ctx.term("exclusivity"))} ${lic(ctx)} under the following patents and patent applications: ${ctx.term("licensed_patents")}, together with any patent granted on any of those applications and any continuation, divisional, reissue, supplementary protection certificate or extension of any of them (the "Licensed Patents"), to make, have made, use, offer for sale, sell and import Licensed Products in ${ctx.term("territory")} (the "Territory") in the field of ${ctx.term("field_of_use")} (the "Field").`,
            `"Licensed Product" means any product, or any use of a process, whose manufacture, use, sale, offer for sale or import would, but for this ${lic(ctx)}, infringe a Valid Claim in the country where it takes place (or, for a claim of a pending application, would infringe it if it were granted as it then stands); and "Valid Claim" means a claim of a granted and unexpired Licensed Patent that has not lapsed, been abandoned or been held invalid or unenforceable by a decision from which no appeal is or can be taken, or a claim of a pending application that is being prosecuted in good faith.`,
            exclusivityMeaning(ctx, ctx.a.role, "exploit the Licensed Patents in the Field in the Territory"),
            ctx.term("sublicensing") === "permitted"
              ? `Sub-${lic(ctx)}s are permitted: the ${ctx.b.role} may grant written sub-${lic(ctx)}s within the scope of this ${lic(ctx)} on terms consistent with this Agreement, shall send the ${ctx.a.role} a copy of each within thirty (30) days of signing it, and is responsible for the acts and omissions of its sub-licensees as if they were its own.`
              : `Sub-${lic(ctx)}s are not permitted: the ${ctx.b.role} may not grant any sub-${lic(ctx)} under the Licensed Patents without the ${ctx.a.role}'s prior written consent.`,
            `All rights not expressly granted are reserved to the ${ctx.a.role}. No ${lic(ctx)} is granted by implication under any other patent or right of the ${ctx.a.role}.`,
          ];
          if (ctx.within("IN")) {
            out.push(`In India, the ${lic(ctx)} extends to the rights that ${ctx.cite("in-patents-act-1970", "48", "section 48 of the Patents Act, 1970")} confers on a patentee, so far as they subsist in the Licensed Patents and fall within the Field.`);
          }
          return out;
        },
      },
      {
        heading: "Fees and Royalties",
        body: (ctx) => {
          const out: string[] = [];
          const fee = ctx.optional("upfront_fee");
          if (fee) out.push(`Within thirty (30) days of the Effective Date the ${ctx.b.role} shall pay the ${ctx.a.role} a licence fee of ${fee}, which is not refundable and not creditable against royalties.`);
          out.push(
            ...royaltyTerms(ctx, { payer: `the ${ctx.b.role}`, payee: `the ${ctx.a.role}`, rate: ctx.term("royalty_rate"), products: "Licensed Products", minimum: ctx.optional("minimum_royalty") }),
            `No royalty is payable on a Licensed Product made and sold in a country in which, at the time, no Valid Claim covers it, and the royalty ends in each country when the last Valid Claim covering the Licensed Product there expires or is finally held invalid. Sub-licensees' sales count as Net Sales.`,
          );
          return out;
        },
      },
      {
        heading: "Commercialisation Efforts",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} shall use commercially reasonable efforts to develop, obtain any regulatory approval needed for, launch and sell Licensed Products throughout the Territory, and shall report its progress to the ${ctx.a.role} in writing at least once in each calendar year.`];
          if (ctx.term("exclusivity") !== "non-exclusive") {
            out.push(`If no Licensed Product has been sold in the Territory within twenty-four (24) months of the Effective Date, the ${ctx.a.role} may, by sixty (60) days' written notice, convert the ${lic(ctx)} into a non-exclusive ${lic(ctx)}, unless the ${ctx.b.role} makes a first commercial sale before the notice expires.`);
          }
          out.push(`The ${ctx.b.role} shall mark Licensed Products, or where that is not practicable their packaging, with the numbers of the applicable Licensed Patents in the manner that the law of each country in the Territory requires or recognises to preserve the right to damages for infringement.`);
          return out;
        },
      },
      {
        heading: "Prosecution and Maintenance",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} shall, at its own cost, prosecute the pending applications among the Licensed Patents and maintain the Licensed Patents in the Territory, keep the ${ctx.b.role} informed of material steps in prosecution and of any opposition, revocation or other challenge, and consider in good faith the ${ctx.b.role}'s comments.`,
            `If the ${ctx.a.role} decides to abandon or stop maintaining any Licensed Patent in a country of the Territory, it shall give the ${ctx.b.role} at least sixty (60) days' written notice before any deadline is missed${ctx.term("exclusivity") === "exclusive" ? `, and the ${ctx.b.role} may then take over its prosecution and maintenance at its own cost, in which case no royalty is payable on sales covered only by that patent` : ""}.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The parties note that a patent granted in India lasts twenty years from the date of filing of the application, subject to payment of the renewal fees (${ctx.cite("in-patents-act-1970", "53", "section 53 of the Patents Act, 1970")}), and that the ${ctx.a.role}'s obligation to maintain it includes paying those fees when due.`);
          }
          return out;
        },
      },
      {
        heading: "Infringement and Validity",
        body: (ctx) => {
          const exclusive = ctx.term("exclusivity") === "exclusive";
          const challenge = ctx.within("IN")
            ? `The ${ctx.b.role} is free to challenge the validity of any Licensed Patent, including by a petition for revocation under ${ctx.cite("in-patents-act-1970", "64", "section 64 of the Patents Act, 1970")}.`
            : `The ${ctx.b.role} is free to challenge the validity of any Licensed Patent.`;
          return [
            `Each party shall promptly notify the other in writing of any suspected infringement of a Licensed Patent in the Territory, and of any claim by a third party that the exploitation of the Licensed Patents infringes its rights.`,
            exclusive
              ? `The ${ctx.a.role} has the first right to bring proceedings against an infringer in the Field in the Territory. If it does not do so within ninety (90) days of the ${ctx.b.role}'s written request, the ${ctx.b.role} may bring proceedings at its own cost, in its own name where the law allows an exclusive licensee to sue and otherwise in the ${ctx.a.role}'s name, and the ${ctx.a.role} shall give reasonable assistance at the ${ctx.b.role}'s cost.`
              : `The ${ctx.a.role} alone decides whether to bring proceedings against an infringer, and the ${ctx.b.role} shall give it reasonable assistance at the ${ctx.a.role}'s cost.`,
            `Any sum recovered first reimburses each party's costs of the proceedings; the balance belongs to the party that brought them, except that any part of it awarded for sales lost by the ${ctx.b.role} is treated as Net Sales on which royalty is payable.`,
            `${challenge} Royalties continue to be payable while the challenge is pending, and no royalty paid before a Licensed Patent is finally held invalid is repayable.${exclusive ? ` Because the ${lic(ctx)} is exclusive, the ${ctx.a.role} may terminate this Agreement by written notice if the ${ctx.b.role} or any of its Affiliates brings such a challenge.` : ""}`,
          ];
        },
      },
      {
        heading: "Licensor's Assurances",
        body: (ctx) => [
          `The ${ctx.a.role} warrants that it owns the Licensed Patents, that it is entitled to grant this ${lic(ctx)}, and that it has not granted and will not grant any right that conflicts with it.`,
          `The ${ctx.a.role} gives no warranty that any Licensed Patent is valid, that any patent will be granted on a pending application, that the exploitation of the Licensed Patents will not infringe the rights of any third party, or that any Licensed Product will be commercially successful.`,
          thirdPartyClaimsPromise(ctx, { from: ctx.b.role, to: ctx.a.role, claims: `${ctx.law.family === "civil" ? "claims by third parties" : "any third-party claim"} concerning the design, manufacture, use or sale of Licensed Products by the ${ctx.b.role}, its Affiliates or sub-licensees, including product liability claims` }),
          ...(ctx.law.family === "civil" ? [thirdPartyClaimsConduct(ctx)] : []),
        ],
      },
      {
        heading: "Duration and Termination",
        body: (ctx) => {
          const duration = ctx.optional("duration");
          return [
            duration
              ? `This Agreement starts on the Effective Date and continues for ${duration}, or until the last Valid Claim of the Licensed Patents expires or is finally held invalid if that is earlier, unless terminated earlier under this clause.`
              : `This Agreement starts on the Effective Date and continues in each country of the Territory until the last Valid Claim of the Licensed Patents in that country expires or is finally held invalid, unless terminated earlier under this clause.`,
            breachAndInsolvency(ctx),
            `When this Agreement ends, the ${lic(ctx)} ends and the ${ctx.b.role} shall stop making Licensed Products, except that, unless the ${ctx.a.role} terminated for the ${ctx.b.role}'s breach, it may sell Licensed Products already made or in production for three (3) months afterwards, subject to payment of royalties. Any sub-${lic(ctx)} granted in accordance with this Agreement continues as a direct ${lic(ctx)} from the ${ctx.a.role} if the sub-licensee is not in breach and agrees in writing to be bound by the relevant terms of this Agreement.`,
            accruedRights(),
          ];
        },
      },
    ],
    boilerplate: ["definitions", "confidentiality", "warranties", "limitation_of_liability", "force_majeure", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "DE",
      party_a: "Kessler Sensortechnik GmbH",
      party_b: "Alpenmed Systems GmbH",
      key_terms: {
        licensed_patents: "European Patent EP 3 456 789 B1 (as validated in Germany, France and Italy) and German patent DE 10 2019 123 456",
        territory: "Germany, France and Italy",
        field_of_use: "non-invasive blood glucose monitoring devices for human use",
        exclusivity: "exclusive",
        royalty_rate: "4.5%",
        upfront_fee: "EUR 250,000",
      },
    },
  },
  {
    id: "copyright_assignment",
    title: "Copyright Assignment",
    group: "ip",
    description: "Transfers the copyright (all of it, or stated rights) in an identified work from its author or owner to a publisher, client or producer, for a price and any royalty, with moral rights, credit and delivery of materials.",
    parties: {
      a: { role: "Assignor", description: "The author or current owner of the copyright." },
      b: { role: "Assignee", description: "The person acquiring the copyright (a publisher, commissioning client, producer)." },
    },
    terms: [
      { name: "work", type: "text", required: true, description: 'The work, identified precisely, e.g. "the novel titled \'The Monsoon Ledger\' of about 90,000 words, with its drafts and maps".' },
      { name: "consideration", type: "money", required: true, description: 'Lump sum paid for the assignment, e.g. "INR 3,00,000".' },
      { name: "rights_assigned", type: "text", description: 'Only where part of the copyright is assigned, the rights, e.g. "the right to reproduce and publish the Work in print and e-book form"; omitted: the whole copyright.' },
      { name: "territory", type: "text", default: "the whole world", description: 'Where the assignment applies, e.g. "India" or "the whole world".' },
      { name: "royalty_rate", type: "percentage", description: "Royalty on Net Receipts from exploiting the Work, payable in addition to the lump sum." },
      { name: "payment_terms", type: "duration", default: "30 days", description: "Time after the Effective Date within which the lump sum is paid." },
      { name: "author_credit", type: "choice", options: ["required", "not required"], default: "required", description: "Whether the Assignee must credit the author when it publishes or uses the Work." },
    ],
    recitals: (ctx) => [
      `The ${ctx.a.role} is the author of the work described in this Agreement, or otherwise the owner of the copyright in it.`,
      `The ${ctx.a.role} has agreed to assign that copyright to the ${ctx.b.role} for the consideration and on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Assignment of Copyright",
        body: (ctx) => {
          const partial = ctx.optional("rights_assigned");
          const out = [
            partial
              ? `${inReturnFor(ctx)} the sums payable under this Agreement, the ${ctx.a.role} assigns to the ${ctx.b.role}, ${titleWords(ctx)}, the following rights comprised in the copyright in ${ctx.term("work")} (the "Work"): ${partial} (the "Assigned Rights"). Every other right in the Work remains with the ${ctx.a.role}.`
              : `${inReturnFor(ctx)} the sums payable under this Agreement, the ${ctx.a.role} assigns to the ${ctx.b.role}, ${titleWords(ctx)}, the whole of the copyright, and all other rights in the nature of copyright, in ${ctx.term("work")}, including in all drafts, versions, translations and adaptations of it made by or for the ${ctx.a.role} (together, the "Work"), with all rights of action for past infringement (the "Assigned Rights").`,
            `The assignment extends to ${ctx.term("territory")} and is for the full period of copyright in the Work, including all renewals, revivals and extensions. It does not lapse if the ${ctx.b.role} does not exercise the Assigned Rights within any particular period. So far as any part of the Work is not yet in existence, this Agreement operates as a present assignment of the future copyright in it, which vests in the ${ctx.b.role} as the part is created.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The Assigned Rights are the acts comprised in copyright under ${ctx.cite("in-copyright-act-1957", "14", "section 14 of the Copyright Act, 1957")}, so far as they are assigned by this clause; the consideration for them, including any royalty, is stated in this Agreement.`);
          }
          return out;
        },
      },
      {
        heading: "Payment and Royalties",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} shall pay the ${ctx.a.role} ${ctx.term("consideration")} ${payableWithin(ctx.term("payment_terms"), "of the Effective Date")}, by bank transfer to the account the ${ctx.a.role} notifies in writing.`];
          const rate = ctx.optional("royalty_rate");
          if (rate) {
            out.push(
              `In addition, the ${ctx.b.role} shall pay the ${ctx.a.role} a royalty of ${percentWithoutBase(rate, "Net Receipts")} of Net Receipts. "Net Receipts" means all sums received by the ${ctx.b.role} and its Affiliates from the sale, licensing or other exploitation of the Work, less only ${indirectTaxes(ctx)} included in them and refunds actually made.`,
              `Within sixty (60) days after each 30 June and 31 December, the ${ctx.b.role} shall send the ${ctx.a.role} a statement of the Net Receipts for the preceding six months and the royalty due, and shall pay that royalty. The ${ctx.b.role} shall keep accurate records of Net Receipts for at least three (3) years, and the ${ctx.a.role} or an accountant it appoints may inspect them once a year on reasonable notice.`,
            );
          } else {
            out.push(`That sum is the whole of the consideration for the assignment, and no royalty or further sum is payable for the Work.`);
          }
          out.push(`All sums are exclusive of any ${indirectTax(ctx)} chargeable on them, which the ${ctx.b.role} shall pay in addition against a valid tax invoice. If the law requires the ${ctx.b.role} to deduct tax from a payment, it shall pay the tax to the proper authority in time and give the ${ctx.a.role} the certificate needed to claim credit for it.`);
          return out;
        },
      },
      {
        heading: "Moral Rights and Credit",
        body: (ctx) => [
          moralRightsTerms(ctx, `the ${ctx.a.role}`, `the ${ctx.b.role}`, "the Work"),
          ctx.term("author_credit") === "required"
            ? `The parties agree that an author credit is required: the ${ctx.b.role} shall identify the author of the Work, by the name the ${ctx.a.role} notifies in writing, in a reasonably prominent position and in the form customary for works of its kind, on every published copy and in every public use of the Work, and shall require its licensees to do the same. An inadvertent failure is not a breach if the ${ctx.b.role} corrects it in future copies and uses once it is notified.`
            : `The parties agree that an author credit is not required, and the ${ctx.b.role} may publish and use the Work without naming its author, except where the law gives an author a right to be identified that cannot be waived and has not been the subject of an undertaking not to assert it.`,
        ],
      },
      {
        heading: "Delivery of the Work",
        body: (ctx) => `The ${ctx.a.role} shall deliver to the ${ctx.b.role}, within ten (10) Business Days after the Effective Date, every manuscript, draft, source file, native design file, image and other material embodying the Work in its possession or control, in the formats in which they were created, and shall not afterwards use or publish the Work or any substantial part of it except with the ${ctx.b.role}'s written consent.`,
      },
      {
        heading: "Assignor's Warranties",
        body: (ctx) => [
          `The ${ctx.a.role} warrants to the ${ctx.b.role} that: (a) the Work is original to its author and has not been copied wholly or substantially from any other work; (b) the ${ctx.a.role} is the sole owner of the Assigned Rights and has not assigned, licensed, charged or otherwise dealt with them; (c) the exploitation of the Work as permitted by this Agreement will not infringe the copyright or any other right of any third party; (d) the Work contains nothing defamatory, obscene or otherwise unlawful, and no statement in it presented as fact is untrue; and (e) any material in the Work owned by a third party is identified in writing to the ${ctx.b.role} and is included with that third party's written permission.`,
          `The ${ctx.a.role} shall indemnify the ${ctx.b.role} against all losses, damages, costs and reasonable expenses (including reasonable legal fees) arising from any claim by a third party that, if true, would be a breach of these warranties.`,
        ],
      },
      {
        heading: "Further Assurance",
        body: (ctx) => [
          `The ${ctx.a.role} shall, at the ${ctx.b.role}'s cost, sign every document and do everything the ${ctx.b.role} reasonably requests to confirm or record the ${ctx.b.role}'s ownership of the Assigned Rights in any country, including in any register of copyrights, and to assist in any proceedings concerning the Work.`,
          pendingTitle(ctx, `the ${ctx.a.role}`, `the ${ctx.b.role}`, "the Work"),
          `The ${ctx.b.role} may assign, license or otherwise deal with the Assigned Rights and the benefit of this Agreement without the ${ctx.a.role}'s consent.`,
        ],
      },
    ],
    boilerplate: ["definitions", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "IN",
      party_a: "Meera Krishnan",
      party_b: "Saraswati Press Private Limited",
      key_terms: {
        work: "the novel titled 'The Monsoon Ledger' written by the Assignor, of approximately 90,000 words, with its manuscript, drafts and the maps drawn by the Assignor for it",
        consideration: "INR 3,00,000",
        royalty_rate: "10%",
        author_credit: "required",
      },
    },
  },
  {
    id: "copyright_license_agreement",
    title: "Copyright Licence Agreement",
    group: "ip",
    description: "Licenses the use of a copyright work (text, photographs, music, software documentation, artwork) for stated purposes, territory and term, for a fee and any royalty, with credit, integrity, warranties and termination.",
    parties: {
      a: { role: "Licensor", description: "The owner of the copyright in the work." },
      b: { role: "Licensee", description: "The person licensed to use the work." },
    },
    terms: [
      { name: "licensed_work", type: "text", required: true, description: 'The work licensed, identified precisely, e.g. "240 photographs of London markets by Ada Marlow, archive references AM-0001 to AM-0240".' },
      { name: "permitted_uses", type: "text", required: true, description: 'What the Licensee may do with the work, e.g. "reproduction in the print and e-book editions of the book \'Markets of London\'".' },
      { name: "licence_fee", type: "money", required: true, description: 'Fee for the licence, e.g. "GBP 18,000".' },
      { name: "territory", type: "text", default: "all countries of the world", description: 'Where the work may be used, e.g. "the United Kingdom and Ireland".' },
      exclusivityTerm,
      { name: "duration", type: "duration", default: "5 years", description: "Length of the licence term." },
      { name: "royalty_rate", type: "percentage", description: "Royalty on Net Receipts, payable in addition to the fee." },
      { name: "credit_line", type: "text", description: 'The credit the Licensee must give, e.g. "Photograph © Marlow Photographic Archive".' },
      latePaymentTerm,
    ],
    features: { b2bPayment: true },
    titleFor: (ctx) => localTitle(ctx, "Copyright Licence Agreement"),
    recitals: (ctx) => [
      `The ${ctx.a.role} owns the copyright in the work described in this Agreement.`,
      `The ${ctx.b.role} wishes to use that work for the purposes described in this Agreement, and the ${ctx.a.role} is willing to grant a ${lic(ctx)} for those purposes on its terms.`,
    ],
    clauses: [
      {
        heading: "Grant of Rights",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} grants to the ${ctx.b.role} ${withArticle(ctx.term("exclusivity"))} ${lic(ctx)} to use the following work: ${ctx.term("licensed_work")} (the "Work"), for the following purposes only: ${ctx.term("permitted_uses")} (the "Permitted Uses"), in ${ctx.term("territory")} (the "Territory"), for the term of this Agreement.`,
            exclusivityMeaning(ctx, ctx.a.role, "use the Work for the Permitted Uses in the Territory"),
            `The ${ctx.b.role} may make the technical copies and format changes necessary for the Permitted Uses, and may allow its printers, hosting providers and other contractors to handle the Work solely to provide services to it. It shall not otherwise sub-license the Work, and shall not adapt, edit, translate, crop or alter the Work without the ${ctx.a.role}'s prior written consent.`,
          ];
          if (ctx.within("IN")) {
            out.push(`In India, the rights licensed are those acts comprised in copyright under ${ctx.cite("in-copyright-act-1957", "14", "section 14 of the Copyright Act, 1957")} that the Permitted Uses require, for the period and in the territory stated in this Agreement.`);
          }
          return out;
        },
      },
      {
        heading: "Reserved Rights",
        body: (ctx) => [
          `The copyright and all other rights in the Work remain with the ${ctx.a.role}, and all rights not expressly licensed are reserved to it. Any use of the Work by the ${ctx.b.role} outside the Permitted Uses, the Territory or the term of this Agreement is unlicensed${ctx.within("IN") ? ` and an infringement of copyright within ${ctx.cite("in-copyright-act-1957", "51", "section 51 of the Copyright Act, 1957")}` : " and may infringe the copyright in the Work"}.`,
          `The ${ctx.b.role} shall not register, or attempt to register, any right in the Work or in any title, character or element of it, and shall not do anything that may impair the ${ctx.a.role}'s rights in the Work.`,
        ],
      },
      {
        heading: "Fees and Royalties",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} shall pay the ${ctx.a.role} a ${lic(ctx)} fee of ${ctx.term("licence_fee")} within thirty (30) days of the Effective Date or, if later, of receiving a valid invoice for it.`];
          const rate = ctx.optional("royalty_rate");
          if (rate) {
            out.push(...royaltyTerms(ctx, { payer: `the ${ctx.b.role}`, payee: `the ${ctx.a.role}`, rate, products: "the Work and every product or service that includes it", receipts: true }));
          } else {
            out.push(
              `The fee is exclusive of ${indirectTaxes(ctx)}, which the ${ctx.b.role} shall pay in addition against a valid tax invoice. If the law requires the ${ctx.b.role} to deduct tax from the payment, it shall pay the tax to the proper authority in time and give the ${ctx.a.role} the certificate needed to claim credit for it.`,
            );
            const late = latePayment(ctx, `the ${ctx.b.role}`);
            if (late) out.push(late);
          }
          return out;
        },
      },
      {
        heading: "Credit and Integrity of the Work",
        body: (ctx) => {
          const credit = ctx.optional("credit_line");
          return [
            credit
              ? `The ${ctx.b.role} shall give the following credit, in a reasonably prominent position adjacent to or associated with each use of the Work: "${credit}".`
              : `The ${ctx.b.role} shall credit the ${ctx.a.role} and the author of the Work, in a reasonably prominent position associated with each use of the Work, in the form the ${ctx.a.role} reasonably specifies.`,
            `The ${ctx.b.role} shall reproduce the Work faithfully and shall not use it in a context, or alter it in a way, that distorts its meaning or is prejudicial to the honour or reputation of its author.`,
          ];
        },
      },
      {
        heading: "Delivery and Copies",
        body: (ctx) => `The ${ctx.a.role} shall deliver the Work to the ${ctx.b.role} in a format suitable for the Permitted Uses within ten (10) Business Days after the Effective Date. The ${ctx.b.role} shall keep the delivered files secure, shall not supply them to anyone except as this Agreement permits, and shall delete or return them when this Agreement ends, except one archival copy kept only as a record of the use it made.`,
      },
      {
        heading: "Licensor's Warranties and Indemnity",
        body: (ctx) => [
          `The ${ctx.a.role} warrants that it owns the copyright in the Work or is entitled to license it for the Permitted Uses, that the use of the Work for the Permitted Uses in the Territory will not infringe the copyright or any other right of a third party, and that it has obtained every consent, release and waiver needed from any author, performer or person depicted in the Work for those uses.`,
          ctx.law.family === "civil"
            ? `${thirdPartyClaimsPromise(ctx, { from: ctx.a.role, to: ctx.b.role, claims: "claims by third parties that the use of the Work in accordance with this Agreement infringes their rights" })} ${thirdPartyClaimsConduct(ctx)}`
            : `${thirdPartyClaimsPromise(ctx, { from: ctx.a.role, to: ctx.b.role, claims: "any third-party claim that the use of the Work in accordance with this Agreement infringes that third party's rights" }).replace(/\.$/, "")}, provided the ${ctx.b.role} notifies the claim promptly, allows the ${ctx.a.role} to conduct its defence and makes no admission about it without the ${ctx.a.role}'s consent.`,
        ],
      },
      {
        heading: "Duration and Termination",
        body: (ctx) => [
          `This Agreement starts on the Effective Date and continues for ${ctx.term("duration")}, unless terminated earlier under this clause.`,
          breachAndInsolvency(ctx),
          `When this Agreement ends, the ${lic(ctx)} ends and the ${ctx.b.role} shall make no further use of the Work. Copies of products incorporating the Work that were lawfully made and distributed before the end may continue to circulate, and the ${ctx.b.role} may sell its remaining stock of such products for six (6) months afterwards, subject to payment of any royalty due, unless the ${ctx.a.role} terminated for the ${ctx.b.role}'s breach.`,
          accruedRights(),
        ],
      },
    ],
    boilerplate: ["definitions", "warranties", "limitation_of_liability", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Marlow Photographic Archive Ltd",
      party_b: "Thameside Publishing plc",
      key_terms: {
        licensed_work: "240 black-and-white photographs of London street markets taken by Ada Marlow between 1962 and 1975, identified by archive references AM-0001 to AM-0240",
        permitted_uses: "reproduction in the print and e-book editions of the book 'Markets of London' and in publicity for that book",
        licence_fee: "GBP 18,000",
        credit_line: "Photograph © Marlow Photographic Archive",
        territory: "the United Kingdom and Ireland",
      },
    },
  },
  {
    id: "technology_transfer_agreement",
    title: "Technology Transfer Agreement",
    group: "ip",
    description: "Transfers a technology (patents, know-how, documentation and training) so the recipient can manufacture products in a territory, for fees and royalties, with technical assistance, improvements, protection of know-how and technical warranties.",
    parties: {
      a: { role: "Transferor", description: "The owner of the technology, transferring and licensing it." },
      b: { role: "Transferee", description: "The business receiving the technology to manufacture and sell products." },
    },
    terms: [
      { name: "technology", type: "text", required: true, description: 'The technology transferred, e.g. "the ceramic membrane manufacturing process, including formulations, process specifications, equipment layouts and quality-control procedures".' },
      { name: "licensed_products", type: "text", required: true, description: 'Products the Transferee may make with the technology, e.g. "ceramic membrane filtration modules for industrial water treatment".' },
      { name: "territory", type: "text", required: true, description: 'Where the Transferee may make and sell, e.g. "India, Sri Lanka and Bangladesh".' },
      exclusivityTerm,
      { name: "royalty_rate", type: "percentage", required: true, description: "Royalty on Net Sales of Licensed Products." },
      { name: "upfront_fee", type: "money", description: "Technology transfer fee payable on signing." },
      { name: "technical_assistance", type: "text", default: "up to twenty (20) person-days of training and commissioning support at the Transferee's facility during the first year", description: "Training and support included in the fees." },
      { name: "assistance_rate", type: "money", description: 'Charge for assistance beyond that included, e.g. "EUR 1,200 per person-day".' },
      { name: "duration", type: "duration", default: "7 years", description: "Length of the agreement." },
      { name: "grant_back", type: "choice", options: ["non-exclusive", "none"], default: "non-exclusive", description: "Whether the Transferee licenses its own improvements back to the Transferor (non-exclusively) or not at all." },
      { name: "post_term_use", type: "choice", options: ["permitted", "not permitted"], default: "not permitted", description: "Whether, when the agreement expires (not on termination for breach), the Transferee may keep using the know-how royalty-free." },
      latePaymentTerm,
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} has developed and owns the technology described in this Agreement.`,
      `The ${ctx.b.role} wishes to acquire the right to use that technology to manufacture and sell products in the territory described in this Agreement, with the documentation and technical assistance needed to do so.`,
      `The ${ctx.a.role} is willing to transfer and license the technology and provide that assistance on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Grant of Rights in the Technology",
        body: (ctx) => [
          `The ${ctx.a.role} grants to the ${ctx.b.role} ${withArticle(ctx.term("exclusivity"))} ${lic(ctx)}, for the term of this Agreement, to use the following technology: ${ctx.term("technology")}, together with the patents, patent applications, know-how, technical information, specifications, drawings, software and other materials relating to it that the ${ctx.a.role} owns or controls during the term (the "Technology"), to manufacture, use, sell and otherwise supply the following products: ${ctx.term("licensed_products")} (the "Licensed Products") in ${ctx.term("territory")} (the "Territory").`,
          exclusivityMeaning(ctx, ctx.a.role, "use the Technology to manufacture and sell Licensed Products in the Territory"),
          `The ${ctx.b.role} may have Licensed Products or components made by a subcontractor only with the ${ctx.a.role}'s prior written consent and under written terms of confidentiality at least as protective as this Agreement, and may not grant sub-${lic(ctx)}s. All rights not expressly granted are reserved to the ${ctx.a.role}.`,
        ],
      },
      {
        heading: "Technical Documentation",
        body: (ctx) => [
          `Within sixty (60) days after the Effective Date the ${ctx.a.role} shall deliver to the ${ctx.b.role}, in English, the process descriptions, formulations, specifications, drawings, bills of materials, equipment lists, test methods and quality-control procedures that together are complete and sufficient to enable a reasonably skilled manufacturer to make Licensed Products that meet the ${ctx.a.role}'s specifications (the "Technical Documentation").`,
          `During the term the ${ctx.a.role} shall promptly disclose to the ${ctx.b.role} any improvement to the Technology that it makes or acquires the right to license, and each such improvement forms part of the Technology without further charge.`,
        ],
      },
      {
        heading: "Technical Assistance and Acceptance",
        body: (ctx) => {
          const rate = ctx.optional("assistance_rate");
          return [
            `The ${ctx.a.role} shall provide ${ctx.term("technical_assistance")}, by suitably qualified engineers, at times agreed with the ${ctx.b.role}. ${rate ? `Further assistance requested by the ${ctx.b.role} shall be provided at ${rate}.` : `Further assistance requested by the ${ctx.b.role} shall be provided at the ${ctx.a.role}'s standard rates current at the time.`} The ${ctx.b.role} shall reimburse reasonable travel and accommodation costs incurred with its prior approval.`,
            `When the ${ctx.b.role}'s production line is ready, the parties shall jointly carry out a production trial. If the Licensed Products produced in the trial do not meet the ${ctx.a.role}'s specifications for a reason attributable to the Technology, the Technical Documentation or the ${ctx.a.role}'s assistance, the ${ctx.a.role} shall at its own cost provide the further assistance needed and the trial shall be repeated.`,
            `Personnel of either party working at the other's premises shall comply with that party's reasonable safety, security and site rules.`,
          ];
        },
      },
      {
        heading: "Fees and Royalties",
        body: (ctx) => {
          const out: string[] = [];
          const fee = ctx.optional("upfront_fee");
          if (fee) out.push(`The ${ctx.b.role} shall pay the ${ctx.a.role} a technology transfer fee of ${fee}, one half within thirty (30) days of the Effective Date and the balance within thirty (30) days after the delivery of the complete Technical Documentation. The fee is not refundable.`);
          out.push(...royaltyTerms(ctx, { payer: `the ${ctx.b.role}`, payee: `the ${ctx.a.role}`, rate: ctx.term("royalty_rate"), products: "Licensed Products" }));
          if (ctx.within("IN")) {
            out.push(`The ${ctx.b.role} shall make each remittance through an authorised dealer bank in accordance with the foreign exchange regulations then in force, and shall provide the documents the bank requires.`);
          }
          return out;
        },
      },
      {
        heading: "Improvements",
        body: (ctx) => [
          `Each improvement to the Technology made by the ${ctx.b.role} belongs to the ${ctx.b.role}, which shall disclose it to the ${ctx.a.role} in writing within sixty (60) days of making it.`,
          ctx.term("grant_back") === "non-exclusive"
            ? `The ${ctx.b.role} grants the ${ctx.a.role} a non-exclusive, royalty-free, worldwide ${lic(ctx)} to use each such improvement, which the ${ctx.a.role} may extend to its other licensees of the Technology outside the Territory.`
            : `The ${ctx.a.role} acquires none of the rights in the ${ctx.b.role}'s improvements, and any use of them by the ${ctx.a.role} requires a separate written ${lic(ctx)}.`,
        ],
      },
      {
        heading: "Protection of the Know-How",
        body: (ctx) => [
          `The ${ctx.b.role} shall keep the Technical Documentation and every other part of the Technology that is not public strictly confidential, use it only to manufacture Licensed Products under this Agreement, and disclose it only to those of its employees and approved subcontractors who need it for that purpose and are bound by written obligations of confidence at least as strict as this clause.`,
          `The ${ctx.b.role} shall keep the Technical Documentation under appropriate physical and electronic security, shall not file any patent application that discloses or claims any part of the Technology, and shall promptly notify the ${ctx.a.role} of any unauthorised use or disclosure of it.`,
          `The obligations in this clause continue for ten (10) years after this Agreement ends and, for any part of the Technology that is a trade secret, for as long as it remains one.`,
          `The ${ctx.b.role} shall comply with the export control and sanctions laws that apply to the Technology and the Licensed Products.`,
        ],
      },
      {
        heading: "Technical Warranties",
        body: (ctx) => [
          `The ${ctx.a.role} warrants that it owns or is entitled to license the Technology, that the Technical Documentation will, when delivered, be complete and accurate, and that the Technology, properly applied in accordance with the Technical Documentation with suitable raw materials and equipment, is capable of producing Licensed Products that meet the ${ctx.a.role}'s specifications.`,
          `So far as the ${ctx.a.role} is aware at the Effective Date, the use of the Technology in the Territory does not infringe the rights of any third party. The ${ctx.a.role} gives no warranty about the commercial results the ${ctx.b.role} will achieve.`,
          `The ${ctx.b.role}'s remedy for a breach of the warranty of capability is the further assistance described in this Agreement and, if that does not achieve the specifications within a reasonable time, termination of this Agreement and damages subject to the clause headed "Limitation of Liability".`,
        ],
      },
      {
        heading: "Duration and Termination",
        body: (ctx) => [
          `This Agreement starts on the Effective Date and continues for ${ctx.term("duration")}, unless terminated earlier under this clause.`,
          breachAndInsolvency(ctx),
          ctx.term("post_term_use") === "permitted"
            ? `Continued use of the know-how is permitted on expiry: if this Agreement expires at the end of its term (and not otherwise), the ${ctx.b.role} may continue to use the know-how and Technical Documentation then disclosed to it to manufacture and sell Licensed Products in the Territory, without further royalty, subject to the clause headed "Protection of the Know-How"; no ${lic(ctx)} under any patent still in force continues.`
            : `Continued use after the end is not permitted: when this Agreement ends for any reason, the ${lic(ctx)} ends and the ${ctx.b.role} shall stop using the Technology and return or destroy the Technical Documentation and all copies, except that it may sell Licensed Products already made for three (3) months afterwards, subject to payment of royalties, unless the ${ctx.a.role} terminated for the ${ctx.b.role}'s breach.`,
          accruedRights(),
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "warranties", "limitation_of_liability", "force_majeure", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "IN-MH",
      party_a: "Rheinwerk Filtration GmbH",
      party_b: "Sahyadri Water Systems Private Limited",
      key_terms: {
        technology: "the Transferor's ceramic membrane manufacturing process for industrial water filtration, including formulations, process specifications, equipment layouts and quality-control procedures",
        licensed_products: "ceramic membrane filtration modules for industrial water treatment",
        territory: "India, Sri Lanka and Bangladesh",
        exclusivity: "exclusive",
        royalty_rate: "3%",
        upfront_fee: "EUR 400,000",
      },
    },
  },
  {
    id: "content_license_agreement",
    title: "Content Licence Agreement",
    group: "ip",
    description: "Licenses audiovisual, written or other media content to a publisher, broadcaster or platform for stated services and territory, for a fee and any revenue share, with delivery, editing, clearances and takedown.",
    parties: {
      a: { role: "Licensor", description: "The owner or producer of the content." },
      b: { role: "Licensee", description: "The publisher, broadcaster or platform distributing the content." },
    },
    terms: [
      { name: "licensed_content", type: "text", required: true, description: 'The content licensed, e.g. "the documentary series \'Pacific Trails\' (season 1, 8 episodes of 45 minutes), with trailers and key art".' },
      { name: "platforms", type: "text", required: true, description: 'Where the Licensee may make the content available, e.g. "the Licensee\'s subscription video-on-demand service and mobile apps".' },
      { name: "territory", type: "text", default: "all countries of the world", description: 'Where the content may be made available, e.g. "the United States".' },
      exclusivityTerm,
      { name: "licence_fee", type: "money", description: "Fixed fee for the licence." },
      { name: "revenue_share", type: "percentage", description: "Share of Net Revenue from the content payable to the Licensor." },
      { name: "duration", type: "duration", default: "2 years", description: "Length of the licence period." },
      { name: "delivery_date", type: "date", description: "Date by which the Licensor delivers the content; omitted: within 30 days of the Effective Date." },
      latePaymentTerm,
    ],
    features: { b2bPayment: true },
    titleFor: (ctx) => localTitle(ctx, "Content Licence Agreement"),
    recitals: (ctx) => [
      `The ${ctx.a.role} owns or controls the rights in the content described in this Agreement.`,
      `The ${ctx.b.role} wishes to make that content available to its audience on the services described in this Agreement, and the ${ctx.a.role} is willing to grant a ${lic(ctx)} to do so on its terms.`,
    ],
    clauses: [
      {
        heading: "Licensed Content and Grant",
        body: (ctx) => [
          `The ${ctx.a.role} grants to the ${ctx.b.role} ${withArticle(ctx.term("exclusivity"))} ${lic(ctx)} to reproduce, encode, host, stream, transmit, display and make available the following content: ${ctx.term("licensed_content")} (the "Content"), on ${ctx.term("platforms")} (the "Licensed Services"), to users in ${ctx.term("territory")} (the "Territory"), during the term of this Agreement.`,
          exclusivityMeaning(ctx, ctx.a.role, "make the Content available on services of the same kind as the Licensed Services in the Territory"),
          `The ${ctx.b.role} may use reasonable geo-filtering and digital rights management to confine access to users in the Territory, and shall use technology at least as protective as the industry standard for services of the same kind to prevent unauthorised copying. It may appoint content delivery networks and other service providers to handle the Content solely on its behalf, but may not otherwise sub-license it.`,
          `All rights not expressly granted, including all rights in other media and all rights outside the Territory, are reserved to the ${ctx.a.role}.`,
        ],
      },
      {
        heading: "Delivery and Technical Acceptance",
        body: (ctx) => [
          `The ${ctx.a.role} shall deliver the Content, with the metadata, captions, subtitles, artwork and music cue sheets reasonably requested, in the technical formats the ${ctx.b.role} specifies in writing, ${ctx.given("delivery_date") ? `by ${ctx.term("delivery_date")}` : "within thirty (30) days of the Effective Date"}.`,
          `The ${ctx.b.role} may reject any item that does not meet those specifications by written notice within ten (10) Business Days of delivery, giving reasons, and the ${ctx.a.role} shall redeliver a conforming item within ten (10) Business Days. An item not rejected within that time is accepted.`,
        ],
      },
      {
        heading: "Editing and Presentation",
        body: (ctx) => [
          `The ${ctx.b.role} may make technical changes to the Content needed to make it available on the Licensed Services, and edits required by law or by an applicable content classification or broadcasting standard, but shall not otherwise cut, alter or add to the Content, or change its meaning, without the ${ctx.a.role}'s prior written consent.`,
          `The ${ctx.b.role} shall present the Content with the title, credits and copyright notice supplied by the ${ctx.a.role}, and may use the title, approved artwork, the names and approved likenesses of contributors, and excerpts of not more than three (3) minutes, solely to promote the Content on the Licensed Services during the term.`,
          `The ${ctx.b.role} may place advertising before, after or around the Content in line with its usual practice, but shall not insert advertising within the Content except at the break points, if any, supplied by the ${ctx.a.role}.`,
        ],
      },
      {
        heading: "Fees",
        body: (ctx) => {
          const out: string[] = [];
          const fee = ctx.optional("licence_fee");
          const share = ctx.optional("revenue_share");
          if (fee) out.push(`The ${ctx.b.role} shall pay the ${ctx.a.role} a ${lic(ctx)} fee of ${fee}, one half within thirty (30) days of the Effective Date and the balance within thirty (30) days after the Content is accepted.`);
          if (share) {
            out.push(...royaltyTerms(ctx, { payer: `the ${ctx.b.role}`, payee: `the ${ctx.a.role}`, rate: share, products: "the Content, including advertising revenue from advertising shown with the Content and a fair allocation of subscription revenue by reference to viewing time", receipts: true }));
          } else {
            out.push(`All sums are exclusive of ${indirectTaxes(ctx)}, which the ${ctx.b.role} shall pay in addition against a valid tax invoice. If the law requires the ${ctx.b.role} to withhold tax from a payment, it shall pay the tax to the proper authority in time and give the ${ctx.a.role} the certificate needed to claim credit for it.`);
            const late = latePayment(ctx, `the ${ctx.b.role}`);
            if (late) out.push(late);
          }
          if (!fee && !share) out.unshift(`The ${ctx.b.role} shall pay the ${ctx.a.role} the ${lic(ctx)} fee agreed in writing between the parties, within thirty (30) days after the Content is accepted.`);
          return out;
        },
      },
      {
        heading: "Rights Clearances",
        body: (ctx) => [
          `The ${ctx.a.role} shall obtain and pay for every right, consent, release and waiver needed for the Content to be made available on the Licensed Services in the Territory as this Agreement permits, including from writers, directors, performers, contributors, owners of music and archive material, and persons and places depicted, and shall pay all residuals, reuse fees and other sums due to them, except any public performance or communication royalties that the ${ctx.b.role}'s own collective licences cover.`,
          `The ${ctx.a.role} warrants that the Content, and its use in accordance with this Agreement, will not infringe any copyright, trade mark, privacy, publicity or other right of any person, and does not contain anything defamatory, obscene or otherwise unlawful in the Territory.`,
        ],
      },
      {
        heading: "Takedown",
        body: (ctx) => [
          `If any item of Content becomes the subject of a claim, a legal requirement or a credible complaint that it is unlawful or infringes a third party's rights, the ${ctx.a.role} may require, and the ${ctx.b.role} may decide, that it be withdrawn from the Licensed Services, and the ${ctx.b.role} shall withdraw it within two (2) Business Days of the request or decision.`,
          `Where an item is withdrawn for a reason attributable to the ${ctx.a.role} and not replaced with an acceptable substitute within thirty (30) days, the ${lic(ctx)} fee is reduced in proportion to the part of the Content and of the term affected.`,
        ],
      },
      {
        heading: "Duration and Termination",
        body: (ctx) => [
          `This Agreement starts on the Effective Date and the ${lic(ctx)} continues for ${ctx.term("duration")} from the date the Content is first made available on the Licensed Services or, if earlier, thirty (30) days after acceptance, unless terminated earlier under this clause.`,
          breachAndInsolvency(ctx),
          `When this Agreement ends, the ${lic(ctx)} ends and the ${ctx.b.role} shall remove the Content from the Licensed Services within five (5) Business Days and delete its copies, except copies it must keep by law and copies that end users have lawfully downloaded for offline viewing, which may remain available to them for the period its standard user terms allow (not longer than thirty (30) days).`,
          accruedRights(),
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "warranties", "limitation_of_liability", "indemnity", "force_majeure", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-CA",
      party_a: "Sunset Reel Studios LLC",
      party_b: "StreamNest Inc.",
      key_terms: {
        licensed_content: "the documentary series 'Pacific Trails' (season 1, eight episodes of 45 minutes each), with its trailers and key art",
        platforms: "the Licensee's subscription video-on-demand service and its mobile apps",
        territory: "the United States",
        exclusivity: "exclusive",
        licence_fee: "USD 480,000",
        duration: "2 years",
      },
    },
  },
  {
    id: "know_how_license_agreement",
    title: "Know-How Licence Agreement",
    group: "ip",
    description: "Licenses secret, substantial and identified know-how (unpatented processes, recipes, methods) for use in a field and territory, for a fee and royalties, with a know-how manual, strict protection of secrecy and improvements.",
    parties: {
      a: { role: "Licensor", description: "The owner of the know-how." },
      b: { role: "Licensee", description: "The business licensed to use the know-how." },
    },
    terms: [
      { name: "know_how", type: "text", required: true, description: 'The know-how licensed, e.g. "the Licensor\'s unpatented recipes, temperature and humidity profiles and ripening schedules for washed-rind cheeses".' },
      { name: "field_of_use", type: "text", required: true, description: 'What the know-how may be used for, e.g. "the production of washed-rind cow\'s milk cheeses".' },
      { name: "territory", type: "text", required: true, description: 'Where the Licensee may use it and sell the resulting products, e.g. "France and Belgium".' },
      exclusivityTerm,
      { name: "royalty_rate", type: "percentage", required: true, description: "Royalty on Net Sales of products made using the know-how." },
      { name: "upfront_fee", type: "money", description: "Fee payable on disclosure of the know-how." },
      { name: "duration", type: "duration", default: "5 years", description: "Length of the licence term." },
      { name: "confidentiality_period", type: "duration", default: "10 years", description: "How long the duty of secrecy lasts after the agreement ends (trade secrets: for as long as they remain secret)." },
      latePaymentTerm,
    ],
    features: { b2bPayment: true },
    titleFor: (ctx) => localTitle(ctx, "Know-How Licence Agreement"),
    recitals: (ctx) => [
      `The ${ctx.a.role} has developed and owns secret and substantial know-how described in this Agreement, which it has kept confidential.`,
      `The ${ctx.b.role} wishes to use that know-how in the field and territory described in this Agreement, and the ${ctx.a.role} is willing to disclose it and grant a ${lic(ctx)} on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "The Licensed Know-How",
        body: (ctx) => [
          `"Know-How" means the following know-how of the ${ctx.a.role}: ${ctx.term("know_how")}, as recorded in the written manual that the ${ctx.a.role} shall deliver to the ${ctx.b.role} within thirty (30) days after the Effective Date and that the parties shall each sign for identification (the "Know-How Manual"), together with any improvement to it later disclosed under this Agreement.`,
          `The ${ctx.a.role} shall also give the ${ctx.b.role}'s technical staff up to ten (10) person-days of instruction in the use of the Know-How at a place and time agreed between the parties, and shall answer the ${ctx.b.role}'s reasonable technical questions about it during the term.`,
          `The ${ctx.a.role} warrants that at the Effective Date the Know-How is secret, in that it is not generally known or easily accessible, that it is entitled to license it, and that the Know-How Manual describes it accurately and in enough detail for a competent technician in the field to apply it.`,
        ],
      },
      {
        heading: "Grant of Rights",
        body: (ctx) => [
          `The ${ctx.a.role} grants to the ${ctx.b.role} ${withArticle(ctx.term("exclusivity"))} ${lic(ctx)} to use the Know-How in the field of ${ctx.term("field_of_use")} (the "Field"), to make products in the Field using the Know-How (the "Licensed Products") in ${ctx.term("territory")} (the "Territory") and to sell them, for the term of this Agreement.`,
          exclusivityMeaning(ctx, ctx.a.role, "use the Know-How in the Field in the Territory"),
          `The ${ctx.b.role} may not sub-license the Know-How or disclose it to a subcontractor without the ${ctx.a.role}'s prior written consent. All rights not expressly granted are reserved to the ${ctx.a.role}.`,
        ],
      },
      {
        heading: "Protection of the Know-How",
        body: (ctx) => {
          const out = [
            `The ${ctx.b.role} shall keep the Know-How and the Know-How Manual strictly confidential, use them only within the scope of the ${lic(ctx)}, and disclose them only to those of its employees who need to know them for that purpose and who are bound by written obligations of confidence at least as strict as this clause. It shall keep a record of the persons to whom it has disclosed the Know-How and give it to the ${ctx.a.role} on request.`,
            `The ${ctx.b.role} shall protect the Know-How with physical, technical and organisational measures appropriate to its value, shall not copy the Know-How Manual except as needed for use within the scope of the ${lic(ctx)}, and shall notify the ${ctx.a.role} at once of any actual or suspected unauthorised use or disclosure, and assist it to stop it.`,
            `The obligations in this clause continue during the term and for ${ctx.term("confidentiality_period")} after this Agreement ends, and for any part of the Know-How that is a trade secret for as long as it remains one. They do not apply to any part of the Know-How that becomes public other than through a breach of this Agreement.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The ${ctx.b.role} acknowledges that damages would not be an adequate remedy for a breach of this clause, and that the ${ctx.a.role} may seek an injunction to prevent a threatened or continuing breach, including a perpetual injunction under ${ctx.cite("in-specific-relief-act-1963", "38", "section 38 of the Specific Relief Act, 1963")}.`);
          } else if (ctx.law.family === "civil") {
            out.push(civilInjunction(ctx, { claimant: `the ${ctx.a.role}`, obligor: `the ${ctx.b.role}`, what: "this clause" }));
          } else {
            out.push(`The ${ctx.b.role} acknowledges that damages would not be an adequate remedy for a breach of this clause, and that the ${ctx.a.role} may seek an injunction or other equitable relief to prevent a threatened or continuing breach.`);
          }
          return out;
        },
      },
      {
        heading: "Fees and Royalties",
        body: (ctx) => {
          const out: string[] = [];
          const fee = ctx.optional("upfront_fee");
          if (fee) out.push(`The ${ctx.b.role} shall pay the ${ctx.a.role} a disclosure fee of ${fee} within thirty (30) days after the delivery of the Know-How Manual. The fee is not refundable.`);
          out.push(
            ...royaltyTerms(ctx, { payer: `the ${ctx.b.role}`, payee: `the ${ctx.a.role}`, rate: ctx.term("royalty_rate"), products: "Licensed Products" }),
            `If a substantial part of the Know-How becomes public other than through a breach of this Agreement by the ${ctx.b.role}, the parties shall negotiate in good faith a reduction of the royalty that reflects the value of the part that remains secret; if it becomes public through such a breach, the royalty remains payable in full for the rest of the term.`,
          );
          return out;
        },
      },
      {
        heading: "Improvements",
        body: (ctx) => [
          `The ${ctx.a.role} shall disclose to the ${ctx.b.role} any improvement to the Know-How in the Field that it makes during the term, and each such improvement forms part of the Know-How without further charge.`,
          `Any improvement to the Know-How made by the ${ctx.b.role} belongs to it. The ${ctx.b.role} shall disclose each such improvement to the ${ctx.a.role} and grants the ${ctx.a.role} a non-exclusive, royalty-free ${lic(ctx)} to use it.`,
        ],
      },
      {
        heading: "Duration and Termination",
        body: (ctx) => [
          `This Agreement starts on the Effective Date and continues for ${ctx.term("duration")}, unless terminated earlier under this clause.`,
          breachAndInsolvency(ctx),
          `When this Agreement ends, the ${lic(ctx)} ends and the ${ctx.b.role} shall stop using the Know-How (except any part of it that has become public other than through its breach), return the Know-How Manual and all copies and extracts, and certify in writing that it has done so; it may sell Licensed Products already made for three (3) months afterwards, subject to payment of royalties, unless the ${ctx.a.role} terminated for its breach.`,
          accruedRights(),
        ],
      },
    ],
    boilerplate: ["definitions", "warranties", "limitation_of_liability", "force_majeure", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "FR",
      party_a: "Maison Durand Fromagerie SAS",
      party_b: "Laiterie du Jura SARL",
      key_terms: {
        know_how: "the Licensor's unpatented recipes, starter-culture selections, temperature and humidity profiles and ripening schedules for producing washed-rind cheeses",
        field_of_use: "the production of washed-rind cow's milk cheeses",
        territory: "France and Belgium",
        royalty_rate: "5%",
        upfront_fee: "EUR 60,000",
      },
    },
  },
  {
    id: "co_existence_agreement",
    title: "Trade Mark Co-existence Agreement",
    group: "ip",
    description: "Settles or prevents a conflict between two similar trade marks by confining each owner's use and registrations to its own field, with consents, withdrawal of pending oppositions, handling of confusion and transfers of the marks.",
    parties: {
      a: { role: "First Party", description: "The owner of the first trade mark." },
      b: { role: "Second Party", description: "The owner of the second trade mark." },
    },
    terms: [
      { name: "first_mark", type: "text", required: true, description: 'The First Party\'s mark, with registrations, e.g. "AURORA (UK trade mark no. UK00003111222)".' },
      { name: "first_field", type: "text", required: true, description: 'Goods or services for which the First Party uses its mark, e.g. "skincare, cosmetics and toiletries".' },
      { name: "second_mark", type: "text", required: true, description: 'The Second Party\'s mark, with registrations or applications, e.g. "AURORA LUMEN (UK application no. UK00003999888)".' },
      { name: "second_field", type: "text", required: true, description: 'Goods or services for which the Second Party uses its mark, e.g. "lighting apparatus and lighting control software".' },
      { name: "territory", type: "text", default: "all countries of the world", description: 'Where the agreement applies, e.g. "the United Kingdom and the European Union".' },
      { name: "distinguishing_measures", type: "text", description: 'Further steps a party takes to keep the marks apart, e.g. "the Second Party always uses AURORA LUMEN as a single phrase with its sunburst device".' },
      { name: "pending_proceedings", type: "text", description: 'Any opposition or other proceedings to be withdrawn, e.g. "opposition no. OP000123456 against UK application no. UK00003999888".' },
    ],
    titleFor: (ctx) => localTitle(ctx, "Trade Mark Co-existence Agreement"),
    recitals: (ctx) => {
      const out = [
        `The ${ctx.a.role} owns and uses the ${tm(ctx)} ${ctx.term("first_mark")} for ${ctx.term("first_field")}.`,
        `The ${ctx.b.role} owns and uses the ${tm(ctx)} ${ctx.term("second_mark")} for ${ctx.term("second_field")}.`,
      ];
      const pending = ctx.optional("pending_proceedings");
      if (pending) out.push(`A dispute has arisen between the parties about their marks, including the following proceedings: ${pending}.`);
      out.push(`The parties consider that, used as this Agreement provides, their marks can co-exist without confusion, and wish to record the terms on which they will do so.`);
      return out;
    },
    clauses: [
      {
        heading: "Fields of Use",
        body: (ctx) => [
          `In this Agreement, the "First Mark" means the ${tm(ctx)} of the ${ctx.a.role} described in the background to this Agreement and any mark consisting of or containing its distinctive element; the "Second Mark" means the ${tm(ctx)} of the ${ctx.b.role} so described and any mark consisting of or containing its distinctive element; the "First Field" means ${ctx.term("first_field")}; the "Second Field" means ${ctx.term("second_field")}; and the "Territory" means ${ctx.term("territory")}.`,
          `The ${ctx.a.role} may use and register the First Mark in the Territory for goods and services within the First Field, and the ${ctx.b.role} may use and register the Second Mark in the Territory for goods and services within the Second Field, and each consents to that use and registration by the other.`,
          `The parties intend this Agreement only to avoid confusion between the First Mark and the Second Mark. Nothing in it restricts either party from making, selling or competing in any goods or services, or in any place, under marks other than the other party's mark.`,
        ],
      },
      {
        heading: "Undertakings to Avoid Confusion",
        body: (ctx) => {
          const measures = ctx.optional("distinguishing_measures");
          return [
            `The ${ctx.a.role} shall not use or apply to register the First Mark, or any mark confusingly similar to the Second Mark, for goods or services within the Second Field; and the ${ctx.b.role} shall not use or apply to register the Second Mark, or any mark confusingly similar to the First Mark, for goods or services within the First Field.`,
            `Neither party shall use its mark in a way that suggests a connection with the other party, adopt get-up, colours or trade dress that imitate the other's, or register a domain name or social media identifier that consists of the other party's mark.`,
            measures ? `In addition, the parties have agreed the following measures to keep the marks apart: ${measures}.` : `Each party shall present its mark in its own distinctive stylisation and, where practicable, together with its house mark or trading name.`,
          ];
        },
      },
      {
        heading: "Registrations and Consents",
        body: (ctx) => {
          const noChallenge = ctx.within("IN")
            ? `Neither party shall oppose, seek to cancel, invalidate or rectify, or otherwise challenge a registration or application of the other for its mark within that party's field in the Territory, including by an opposition under ${ctx.cite("in-trade-marks-act-1999", "21", "section 21 of the Trade Marks Act, 1999")} or an application for rectification under ${ctx.cite("in-trade-marks-act-1999", "57", "section 57 of that Act")}.`
            : `Neither party shall oppose, seek to cancel, invalidate or revoke, or otherwise challenge a registration or application of the other for its mark within that party's field in the Territory, except on the ground of non-use of the mark for the period the law specifies.`;
          return [
            noChallenge,
            `Within fifteen (15) Business Days of a written request, each party shall sign and deliver a letter of consent, in the form the relevant registry requires, to the registration of the other party's mark for goods or services within the other party's field in the Territory.`,
            `Within thirty (30) Business Days after the Effective Date, each party shall apply to limit the specification of any existing registration or application for its mark in the Territory so that it no longer covers goods or services within the other party's field.`,
          ];
        },
      },
      {
        heading: "Withdrawal of Pending Proceedings",
        body: (ctx) => {
          const pending = ctx.optional("pending_proceedings");
          if (!pending) return null;
          return `Within ten (10) Business Days after the Effective Date, the party that started each of the following proceedings shall withdraw it: ${pending}. Each party bears its own costs of those proceedings, and neither shall seek an order for costs against the other in them.`;
        },
      },
      {
        heading: "Actual Confusion",
        body: () => [
          `Each party shall notify the other promptly of any instance of actual confusion between the marks that comes to its attention, and the parties shall consult in good faith and take the reasonable steps needed to stop it, without either being required to stop using its mark within its own field.`,
          `Each party shall forward to the other without delay any order, enquiry, complaint or other communication clearly intended for the other, and shall not take advantage of it.`,
        ],
      },
      {
        heading: "Enforcement Against Third Parties",
        body: () => `Each party remains free to enforce its own mark against third parties, and shall give the other reasonable assistance, at the requesting party's cost, where the other's evidence of use or registration is needed.`,
      },
      {
        heading: "Transfer of the Marks and Duration",
        body: (ctx) => [
          `This Agreement continues in force without limit of time. It ends as to a party's mark in a country only if that party abandons the mark there or its registration there is finally cancelled, and it may otherwise be ended only by written agreement of both parties.`,
          `A party may assign or license its mark only if the assignee or licensee first undertakes in writing to the other party to be bound by this Agreement as if it were that party; this Agreement binds and benefits the parties' successors in title to their marks.`,
          ctx.law.family === "civil"
            ? `Because the marks cannot be separated again once confusion arises, ${civilInjunction(ctx, { claimant: "each party", obligor: "the other", what: "this Agreement" }).replace(/^Each/, "each")}`
            : `Because the marks cannot be separated again once confusion arises, a party may seek an injunction or other equitable relief to restrain a breach of this Agreement, in addition to damages.`,
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Aurora Skincare Ltd",
      party_b: "Aurora Lighting Solutions Ltd",
      key_terms: {
        first_mark: "AURORA (UK trade mark no. UK00003111222, class 3)",
        first_field: "skincare, cosmetics and toiletries",
        second_mark: "AURORA LUMEN (UK trade mark application no. UK00003999888, classes 9 and 11)",
        second_field: "lighting apparatus, LED lamps and lighting control software",
        territory: "the United Kingdom and the European Union",
        pending_proceedings: "opposition no. OP000123456 filed by the First Party against UK trade mark application no. UK00003999888",
      },
    },
  },
  {
    id: "research_collaboration_agreement",
    title: "Research Collaboration Agreement",
    group: "ip",
    description: "Sets the terms on which a research institution and a company carry out a joint research project: plan, funding, background and foreground IP, commercialisation option, publication and termination.",
    parties: {
      a: { role: "Institution", description: "The university, research institute or other research organisation." },
      b: { role: "Company", description: "The industrial partner funding and taking part in the research." },
    },
    terms: [
      { name: "project", type: "text", required: true, description: 'The research project, e.g. "development and validation of a blood-based antibody assay for early detection of pancreatic cancer".' },
      { name: "duration", type: "duration", default: "2 years", description: "Length of the project." },
      { name: "company_funding", type: "money", description: "Total funding the Company pays the Institution for the project." },
      { name: "institution_lead", type: "text", description: "The Institution's principal investigator." },
      { name: "company_lead", type: "text", description: "The Company's project lead." },
      { name: "foreground_ip", type: "choice", options: ["creator", "joint", "company"], default: "creator", description: "Who owns results: the creator (the party whose people make them), joint (both parties in equal shares), or the company." },
      { name: "publication_review_period", type: "duration", default: "30 days", description: "Time the other party has to review a proposed publication." },
      { name: "publication_delay", type: "duration", default: "3 months", description: "Longest further delay of a publication that a party may require to protect patentable results." },
      { name: "termination_notice", type: "duration", default: "3 months", description: "Notice either party must give to end the collaboration for convenience." },
      { name: "option_period", type: "duration", default: "6 months", description: "Time the Company has, after a result is disclosed, to negotiate a licence of the Institution's rights in it." },
      latePaymentTerm,
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} carries out research and teaching and has expertise relevant to the project described in this Agreement.`,
      `The ${ctx.b.role} carries on business in a field to which that project is relevant and wishes to collaborate with the ${ctx.a.role} in it.`,
      `The parties wish to carry out the project together on the terms of this Agreement, which recognise the ${ctx.a.role}'s academic freedom and obligations to publish.`,
    ],
    clauses: [
      {
        heading: "The Project",
        body: (ctx) => {
          const leads = [ctx.optional("institution_lead") ? `the ${ctx.a.role}'s principal investigator is ${ctx.optional("institution_lead")}` : "", ctx.optional("company_lead") ? `the ${ctx.b.role}'s project lead is ${ctx.optional("company_lead")}` : ""].filter(Boolean);
          return [
            `The parties shall carry out the following research project: ${ctx.term("project")} (the "Project"), in accordance with the written project plan agreed between them and updated from time to time by the steering committee (the "Project Plan").`,
            `Each party shall carry out the tasks the Project Plan assigns to it with reasonable skill and care, in accordance with good research practice, all applicable laws, and any ethical and regulatory approvals the work requires, which the party carrying out the relevant work shall obtain.`,
            `Each party shall appoint a lead for the Project${leads.length > 0 ? `; ${leads.join(" and ")}` : ""}. The leads and one further representative of each party form a steering committee, which shall meet at least once each quarter to review progress and may agree changes to the Project Plan that do not alter the funding or the terms of this Agreement.`,
            `The ${ctx.a.role} shall give the ${ctx.b.role} a written progress report each quarter and a final report within sixty (60) days after the Project ends. Research is by its nature uncertain, and neither party warrants that the Project will achieve any particular result.`,
          ];
        },
      },
      {
        heading: "Contributions and Funding",
        body: (ctx) => {
          const funding = ctx.optional("company_funding");
          const out = [`Each party shall make the contributions of staff, facilities, materials and expertise assigned to it in the Project Plan, at its own cost except as this clause provides.`];
          if (funding) {
            out.push(`The ${ctx.b.role} shall pay the ${ctx.a.role} ${funding} towards the costs of the Project, in equal quarterly instalments in advance, each within thirty (30) days of receiving a valid invoice. The ${ctx.a.role} shall use the funding only for the Project and keep accounts of its use, which the ${ctx.b.role} may inspect once a year on reasonable notice.`);
          }
          out.push(`Equipment bought by the ${ctx.a.role} with the funding belongs to the ${ctx.a.role}. Sums payable are exclusive of any ${indirectTax(ctx)}, which is payable in addition against a valid tax invoice.`);
          const late = latePayment(ctx, `the ${ctx.b.role}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Background Intellectual Property",
        body: (ctx) => [
          `"Background IP" means intellectual property rights, and the materials and information in which they subsist, that a party owns or controls before the Effective Date or develops outside the Project, and that it contributes to the Project. Each party's Background IP remains its property.`,
          `Each party grants the other a non-exclusive, royalty-free, non-transferable ${lic(ctx)} to use its Background IP during the Project solely to carry out the Project.`,
          `If the use of a party's Background IP is needed to exploit Foreground IP, that party shall, on request, negotiate in good faith to grant a ${lic(ctx)} to do so on fair and reasonable terms, unless it is prevented by obligations to third parties existing at the Effective Date.`,
        ],
      },
      {
        heading: "Foreground Intellectual Property",
        body: (ctx) => {
          const model = ctx.term("foreground_ip");
          const ownership =
            model === "joint"
              ? `All Foreground IP is jointly owned by the parties in equal undivided shares. Each joint owner may use it for its own research and internal purposes without accounting to the other, but neither may license, assign or charge it without the other's written consent, which shall not be unreasonably withheld; the net income from any licence or assignment is shared equally after reimbursement of the costs of protecting the Foreground IP concerned.`
              : model === "company"
                ? `All Foreground IP is owned by the ${ctx.b.role}. The ${ctx.a.role} assigns to the ${ctx.b.role}, by way of present assignment of future rights, all its rights in the Foreground IP as they arise, and shall procure that its employees, students and contractors working on the Project do the same, and shall sign the documents reasonably needed to confirm the assignment at the ${ctx.b.role}'s cost.`
                : model === "creator"
                  ? `Foreground IP is owned by its creator: the party whose employees, students or contractors generate it. Foreground IP generated jointly by both parties, in a way that their contributions cannot be separated, is owned jointly in equal shares, and neither party may license or assign its share without the other's written consent, which shall not be unreasonably withheld.`
                  : `Foreground IP is owned as follows: ${model}.`;
          return [
            `"Foreground IP" means the intellectual property rights in the results of the Project, and the materials and information in which they subsist.`,
            ownership,
            `Each party shall disclose to the other in confidence, promptly after it is identified, any result of the Project that may be capable of protection by a patent or other registered right, and the parties shall agree through the steering committee whether and by whom protection is sought; the owner, or the joint owners in agreed shares, bear the cost.`,
            `Whoever owns Foreground IP, the ${ctx.a.role} keeps a non-exclusive, royalty-free, irrevocable right to use it for academic research and teaching, subject to the clause headed "Publication" and to the protection of the ${ctx.b.role}'s confidential information. Each party shall ensure that its employees, students and contractors working on the Project are bound to give it the rights in results needed for this clause to take effect.`,
          ];
        },
      },
      {
        heading: "Commercial Exploitation",
        body: (ctx) => {
          if (ctx.term("foreground_ip") === "company") {
            return [`The ${ctx.b.role} may exploit the Foreground IP as it sees fit. If it decides not to protect or exploit a result within two (2) years after its disclosure, it shall, on the ${ctx.a.role}'s written request, negotiate in good faith the transfer or licence of that result to the ${ctx.a.role} on fair and reasonable terms.`];
          }
          return [
            `For each result of the Project in which the ${ctx.a.role} owns rights, the ${ctx.b.role} has an option, exercisable by written notice within ${ctx.term("option_period")} after the result is disclosed to it, to negotiate an exclusive or non-exclusive ${lic(ctx)} of the ${ctx.a.role}'s rights in that result in its field of business, on fair and reasonable terms that reflect the parties' respective contributions to the Project, including the funding provided.`,
            `If the ${ctx.b.role} does not exercise the option in time, or the parties have not signed a ${lic(ctx)} within six (6) months after it is exercised, the ${ctx.a.role} is free to exploit its rights in that result itself or with others, subject to the confidentiality of the ${ctx.b.role}'s information.`,
          ];
        },
      },
      {
        heading: "Publication",
        body: (ctx) => [
          `The ${ctx.a.role} and its researchers and students may publish the results of the Project in accordance with normal academic practice, and nothing in this Agreement prevents the submission or examination of a thesis, subject to reasonable restrictions on public access where needed to protect confidential information.`,
          `A party proposing to publish or publicly present results of the Project shall send the other a copy of the proposed publication at least ${ctx.term("publication_review_period")} before submission. Within that time, the other party may require by written notice the removal of its confidential information (other than results of the Project the publishing party is entitled to publish), or a delay of the publication to allow a patent application or other protection to be filed.`,
          `Any delay so required shall not exceed ${ctx.term("publication_delay")} from the end of the review period. A party that does not respond within the review period is treated as having no objection.`,
        ],
      },
      {
        heading: "Duration and Termination",
        body: (ctx) => [
          `This Agreement starts on the Effective Date and the Project continues for ${ctx.term("duration")}, unless the parties extend it in writing or this Agreement is terminated earlier under this clause.`,
          `Either party may terminate this Agreement for convenience by giving the other not less than ${writtenNotice(ctx.term("termination_notice"))}. ${breachAndInsolvency(ctx)}`,
          `If this Agreement ends early, the ${ctx.b.role} shall pay the ${ctx.a.role} the costs properly incurred on the Project up to the date of termination and any non-cancellable commitments made before notice was given, including the costs of staff engaged for the Project until the end of their notice periods, up to the total funding agreed.`,
          `The clauses on background and foreground intellectual property, commercial exploitation, publication and confidentiality survive the end of this Agreement. ${accruedRights()}`,
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "limitation_of_liability", "force_majeure", "data_protection", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "University of Northbridge",
      party_b: "Helix Biologics Ltd",
      key_terms: {
        project: "development and validation of a blood-based antibody assay for the early detection of pancreatic cancer",
        company_funding: "GBP 420,000",
        foreground_ip: "joint",
        institution_lead: "Professor Amara Osei",
        duration: "2 years",
      },
    },
  },
];
