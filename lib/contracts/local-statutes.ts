import { capitalise as cap } from "./key-terms";
import type { ClauseSpec, ContractTemplate, DraftContext } from "./types";

/**
 * The statute a local precedent of a given kind cites, by jurisdiction, and the terms it requires: the regime of a
 * lease of business premises, a commercial agent's indemnity when the agency ends, a consumer code. Each rule keys on
 * what the template is (its features and key terms), never on the template's id, so every template of that kind under
 * that law gets it. Statutes the sources registry holds are cited through `ctx.cite`; the others are named in the text.
 * Only rules whose titles, numbers and figures we could confirm are here (issue 36; see the report of branch draft2 for
 * what was left out).
 */

/** A letting of premises for a business use (not a dwelling): the type's own flag, or its permitted use. */
export function isBusinessLetting(ctx: DraftContext): boolean {
  if (!ctx.features.realPropertyLetting || !ctx.declares("permitted_use")) return false;
  const use = ctx.optional("permitted_use") ?? "";
  return !/\b(resid\w*|dwelling|home|living|housing|flat|apartment)\b/i.test(use);
}

/** A use of the kind Dutch law treats as retail or hospitality premises (BW 7:290(2)): open to the public in person. */
function retailUse(ctx: DraftContext): boolean {
  return /retail|shop|store|boutique|restaurant|caf[eé]|\bbar\b|hotel|take-?away|hospitality|bakery|pharmacy|hair|sale of/i.test(ctx.optional("permitted_use") ?? "");
}

/** Sentences on the statutory regime of a lease of business premises, by jurisdiction; [] where we have none. */
function businessLettingRegime(ctx: DraftContext): string[] {
  const L = `the ${ctx.a.role}`;
  const T = `the ${ctx.b.role}`;
  const doc = `this ${ctx.shortName}`;
  if (ctx.within("ES")) {
    return [
      `${cap(doc)} is a lease for a use other than housing (arrendamiento para uso distinto del de vivienda). It is governed by the parties' agreement, failing that by Title III of Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos, and in addition by the Civil Code (article 4.3 of that Law).`,
      `On signing ${doc}, ${T} shall provide in cash the statutory deposit (fianza) of two months' rent that ${ctx.cite("es-ley-de-arrendamientos-urbanos", "36", "article 36.1 of Ley 29/1994")} requires for a lease for a use other than housing. Any deposit stated elsewhere in ${doc} counts towards the fianza, and any amount above it is an additional guarantee as article 36.5 of that Law allows. ${cap(L)} shall lodge the fianza with the public body the autonomous community designates where its law so requires.`,
    ];
  }
  if (ctx.within("IT")) {
    const months = ctx.months("duration");
    if (months !== null && months < 72) {
      ctx.note("lease_term_it", "Italy: a lease of premises for business use runs for at least six years (nine for hotels) whatever shorter term is agreed (Law No. 392 of 27 July 1978, art. 27); the term given is shorter.");
    }
    return [
      `${cap(doc)} is a lease of premises for a use other than housing governed by articles 27 and following of Law No. 392 of 27 July 1978 (Disciplina delle locazioni di immobili urbani), whose mandatory provisions prevail over any term of ${doc} that departs from them to ${T}'s detriment.`,
      `If the Premises are used for an activity involving direct contact with the public, then when ${doc} ends other than by termination for ${T}'s breach, by ${T}'s notice or withdrawal, or by an insolvency procedure, ${T} is entitled to the indemnity for loss of goodwill (indennità per la perdita dell'avviamento) of eighteen (18) months' rent at the last rent paid, or twenty-one (21) months' for a hotel business, under article 34 of that Law.`,
      `${cap(L)} shall register ${doc} with the Agenzia delle Entrate within thirty (30) days of its date, as Presidential Decree No. 131 of 26 April 1986 requires, and the registration tax shall be borne by the parties in equal shares unless ${doc} provides otherwise.`,
    ];
  }
  if (ctx.within("NL")) {
    if (retailUse(ctx)) {
      return [
        `The Premises are business premises within the meaning of ${ctx.cite("nl-burgerlijk-wetboek", "7:290", "article 7:290 of the Dutch Civil Code")}, so articles 7:290 to 7:310 apply, including the rules on the five-year term and its five-year extension (${ctx.cite("nl-burgerlijk-wetboek", "7:292", "article 7:292")}) and on ending the lease only by notice given on the grounds and in the form those articles require. A term of ${doc} that departs from them to ${T}'s detriment is voidable unless the court has approved it (article 7:291).`,
      ];
    }
    return [
      `The Premises are not business premises within the meaning of article 7:290 of the Dutch Civil Code; ${doc} is governed by articles 7:201 and following, and ${T} has the protection against eviction that article 7:230a gives.`,
    ];
  }
  if (ctx.within("FR")) {
    const months = ctx.months("duration");
    if (months !== null && months < 108) {
      ctx.note("lease_term_fr", "France: a commercial lease (bail commercial) runs for at least nine years (Commercial Code art. L. 145-4); only a lease, or succession of leases, of three years or less in total may depart from the statute (art. L. 145-5). The term given is shorter than nine years: check which applies.");
    }
    return [
      `If the conditions of articles L. 145-1 and following of the French Commercial Code are met, ${doc} is a commercial lease (bail commercial) governed by those articles, whose mandatory provisions prevail over any term of ${doc} that departs from them. Its term is then at least nine (9) years, and ${T} may give notice at the end of each three-year period at least six (6) months in advance, as ${ctx.cite("fr-code-de-commerce", "L145-4", "article L. 145-4")} provides.`,
      `${cap(doc)} ends only by notice given at least six (6) months in advance or by a request for renewal (${ctx.cite("fr-code-de-commerce", "L145-9", "article L. 145-9")}). If ${L} refuses to renew it, ${L} shall pay ${T} the eviction compensation (indemnité d'éviction) that ${ctx.cite("fr-code-de-commerce", "L145-14", "article L. 145-14")} provides, unless the law allows the refusal without compensation.`,
      // Loi Pinel (2014): the inventory of condition and the inventory of charges are part of every bail commercial.
      `An inventory of the condition of the Premises (état des lieux) shall be drawn up by the parties together and amicably, or by a third party they appoint, when ${T} takes possession of the Premises and when it gives them back, and attached to ${doc} or, failing that, kept by each party; if it cannot be drawn up in that way, a commissaire de justice shall draw it up at the request of the first party to act, at the parties' equal cost. ${cap(L)}, if it has not done all it could to have the inventory drawn up, cannot rely on the presumption of article 1731 of the French Civil Code (article L. 145-40-1 of the Commercial Code).`,
      `An exact and limitative inventory of the categories of charges, taxes, levies and fees relating to ${doc}, stating how they are shared between ${L} and ${T}, is attached to ${doc} (article L. 145-40-2 of the Commercial Code).`,
    ];
  }
  if (ctx.within("CH")) {
    return [
      `${cap(doc)} is a lease of business premises governed by articles 253 and following of the Swiss Code of Obligations. Notice to end it shall be given in writing and, by ${L}, on the form approved by the canton (article 266l CO); ${T} may challenge a notice or ask for the lease to be extended under articles ${ctx.cite("ch-obligationenrecht", "271", "271")} and following CO.`,
    ];
  }
  if (ctx.within("AT")) {
    return [
      `The Mietrechtsgesetz (MRG) applies to ${doc}, a lease of business premises (Geschäftsräumlichkeiten), in full, in part or not at all depending on the building and the Premises (section 1 MRG); so far as it applies, its mandatory provisions prevail over ${doc}.`,
      `${cap(doc)} is subject to the duty on leases under section 33 TP 5 of the Gebührengesetz 1957. ${cap(L)} shall calculate the duty and pay it to the tax office within the time that Act allows, and ${T} shall reimburse it to ${L} unless ${doc} provides otherwise.`,
    ];
  }
  if (ctx.within("SG")) {
    return [`${cap(T)} shall pay the stamp duty on ${doc} and have it stamped under the Stamp Duties Act 1929 within the time that Act allows.`];
  }
  if (ctx.within("IN")) {
    // Renting immovable property for business use is a taxable supply of services; since 10 October 2024 tax on
    // renting by an unregistered person to a registered person is paid by the recipient (reverse charge).
    return [
      `Renting the Premises for business use is a supply of services on which goods and services tax may be levied under the Central Goods and Services Tax Act, 2017 and the corresponding State Act (or, for an inter-State supply, the Integrated Goods and Services Tax Act, 2017). The Rent and all other sums payable under ${doc} are exclusive of that tax. Where the tax is payable by ${L}, ${T} shall pay it to ${L} in addition, against a valid tax invoice that ${L} issues; where ${T} is liable to pay it under the reverse charge, ${T} shall pay it directly and the Rent is not increased.`,
    ];
  }
  if (ctx.within("AU")) {
    const out: string[] = [];
    if (ctx.within("AU-NSW")) {
      ctx.note("retail_lease_nsw", "New South Wales: if the Premises are a retail shop, the Retail Leases Act 1994 (NSW) applies and overrides inconsistent terms; the lessor must give the lessee a lessor's disclosure statement at least 7 days before the lease is entered into. Check whether the Act applies to this use.");
      out.push(`If ${doc} is a retail shop lease to which the Retail Leases Act 1994 (NSW) applies, that Act prevails over any inconsistent provision of ${doc}, and ${L} confirms that it gave ${T} a lessor's disclosure statement in the form that Act requires at least seven (7) days before ${doc} was entered into.`);
    }
    if (ctx.within("AU-VIC")) {
      ctx.note("retail_lease_vic", "Victoria: if the Premises are retail premises, the Retail Leases Act 2003 (Vic) applies and overrides inconsistent terms; the landlord must give the tenant a disclosure statement at least 7 days before the lease is entered into (s. 17), and the term is at least 5 years unless the Small Business Commission certifies a waiver (s. 21).");
      out.push(`If ${doc} is a retail premises lease to which the Retail Leases Act 2003 (Vic) applies, that Act prevails over any inconsistent provision of ${doc}, and ${L} confirms that it gave ${T} a disclosure statement in the form that Act requires at least seven (7) days before ${doc} was entered into (section 17 of that Act).`);
    }
    out.push(`Amounts payable under ${doc} are exclusive of GST. Where GST within the meaning of the A New Tax System (Goods and Services Tax) Act 1999 (Cth) is payable on a supply made under ${doc}, the recipient shall pay the supplier an amount equal to that GST at the same time as the consideration for the supply, on receipt of a tax invoice.`);
    return out;
  }
  return [];
}

/** The consumer code a consumer contract under that law is subject to, named or cited; null where we have none. */
function consumerCode(ctx: DraftContext): string | null {
  const c = `the ${ctx.b.role}`;
  if (ctx.within("IT")) {
    return `This contract is subject to the Consumer Code (Codice del consumo, Legislative Decree No. 206 of 6 September 2005). A term that, despite good faith, causes a significant imbalance in the parties' rights and obligations to ${c}'s detriment is not binding on ${c} (${ctx.cite("it-codice-del-consumo", "33", "article 33 and following of the Code")}), and ${c} has the right of withdrawal that ${ctx.cite("it-codice-del-consumo", "52", "article 52 of the Code")} gives for a distance or off-premises contract.`;
  }
  if (ctx.within("ES")) {
    return `This contract is subject to the consolidated text of the General Law for the Defence of Consumers and Users (Real Decreto Legislativo 1/2007, de 16 de noviembre). A term not individually negotiated that, contrary to good faith, causes a significant imbalance in the parties' rights and obligations to ${c}'s detriment is unfair and void (${ctx.cite("es-trlgdcu", "82", "article 82 and following of that text")}), and ${c} has the right of withdrawal that ${ctx.cite("es-trlgdcu", "102", "article 102")} gives for a distance or off-premises contract.`;
  }
  if (ctx.within("NL")) {
    return `The terms of this contract are general terms and conditions (algemene voorwaarden) within the meaning of Book 6, Title 5, Section 3 of the Dutch Civil Code: a term on the list of ${ctx.cite("nl-burgerlijk-wetboek", "6:236", "article 6:236")} is deemed, and one on the list of ${ctx.cite("nl-burgerlijk-wetboek", "6:237", "article 6:237")} presumed, unreasonably onerous for ${c}, and ${c} has the right of withdrawal that ${ctx.cite("nl-burgerlijk-wetboek", "6:230o", "article 6:230o")} gives for a distance or off-premises contract.`;
  }
  if (ctx.within("FR")) {
    return `This contract is subject to the Consumer Code (Code de la consommation). A term that creates a significant imbalance between the parties' rights and obligations to ${c}'s detriment is unfair and deemed unwritten (${ctx.cite("fr-code-de-la-consommation", "L212-1", "article L. 212-1 of that Code")}), and ${c} has the right of withdrawal that ${ctx.cite("fr-code-de-la-consommation", "L221-18", "article L. 221-18")} gives for a distance or off-premises contract.`;
  }
  if (ctx.within("BE")) {
    return `This contract is subject to Book VI of the Code of Economic Law (market practices and consumer protection), including its rules on unfair terms and on the right of withdrawal from a distance or off-premises contract, which cannot be excluded to ${c}'s detriment.`;
  }
  if (ctx.within("AT")) {
    return `This contract is subject to the Consumer Protection Act (Konsumentenschutzgesetz, KSchG), whose protections for ${c} cannot be excluded or restricted by this contract, and, for a distance or off-premises contract, to the right of withdrawal that the Fern- und Auswärtsgeschäfte-Gesetz (FAGG) gives ${c}.`;
  }
  return null;
}

/** A commercial agent's payment when the agency ends, as the governing law gives it; null where we have no rule. */
export function agentEndPayment(ctx: DraftContext): string | null {
  const a = `the ${ctx.b.role}`;
  const p = `the ${ctx.a.role}`;
  const doc = `this ${ctx.shortName}`;
  const brought = `where ${a} has brought ${p} new customers or significantly increased the volume of business with existing customers and ${p} continues to derive substantial benefits from that business`;
  const cap5 = `It may not exceed ${a}'s average annual remuneration over the last five (5) years of ${doc}, or over its whole term if shorter`;
  if (ctx.within("ES")) {
    return `When ${doc} ends, ${a} is entitled to the indemnity for clientele (indemnización por clientela) that article 28 of Ley 12/1992, de 27 de mayo, sobre Contrato de Agencia gives ${brought}. ${cap5}. It is not due in the cases set out in article 30 of that Law, including termination by ${p} for ${a}'s breach and, unless for a reason attributable to ${p} or for ${a}'s age, invalidity or illness, termination by ${a}; the claim must be brought within one (1) year after ${doc} ends (article 31).`;
  }
  if (ctx.within("IT")) {
    return `When ${doc} ends, ${a} is entitled to the indemnity (indennità) that article 1751 of the Italian Civil Code gives ${brought}, to the extent it is equitable. ${cap5}. It is not due where ${p} terminates for a default of ${a} serious enough not to allow the relationship to continue even temporarily, or where ${a} withdraws other than for circumstances attributable to ${p} or for its age, infirmity or illness; ${a} loses it unless it notifies ${p} of its claim within one (1) year after ${doc} ends.`;
  }
  if (ctx.within("NL")) {
    return `When ${doc} ends, ${a} is entitled to the goodwill indemnity (klantenvergoeding) that ${ctx.cite("nl-burgerlijk-wetboek", "7:442", "article 7:442 of the Dutch Civil Code")} gives ${brought}, to the extent it is equitable. ${cap5}, and ${a} loses it unless it notifies ${p} of its claim within one (1) year after ${doc} ends.`;
  }
  if (ctx.within("CH")) {
    return `When ${doc} ends, ${a} is entitled to the clientele indemnity that ${ctx.cite("ch-obligationenrecht", "418u", "article 418u of the Swiss Code of Obligations")} gives where it has substantially increased ${p}'s clientele and ${p} or its successor continues to derive considerable benefits from business with those customers, unless that would be inequitable. It may not exceed ${a}'s net annual earnings from ${doc} averaged over the last five (5) years, or over its whole term if shorter, and is not due where ${doc} ended for a reason attributable to ${a}.`;
  }
  if (ctx.within("AT")) {
    return `When ${doc} ends, ${a} is entitled to the indemnity (Ausgleichsanspruch) that section 24 of the Handelsvertretergesetz (HVertrG) gives ${brought}, to the extent it is equitable. ${cap5}, and ${a} loses it unless it asserts its claim within one (1) year after ${doc} ends.`;
  }
  if (ctx.within("BE")) {
    return `When ${doc} ends, ${a} is entitled to the goodwill indemnity (indemnité d'éviction) that article X.18 of the Code of Economic Law gives ${brought}. ${cap5}.`;
  }
  if (ctx.within("FR")) {
    return `When ${doc} ends, ${a} is entitled to the compensation for the loss it suffers that article L. 134-12 of the French Commercial Code gives, which cannot be excluded in advance; ${a} loses it unless it notifies ${p} of its claim within one (1) year after ${doc} ends.`;
  }
  return null;
}

/** The statute that governs a commercial agency under that law, as a sentence; null where we name none. */
export function agencyRegime(ctx: DraftContext): string | null {
  const doc = `This ${ctx.shortName}`;
  if (ctx.within("ES")) return `${doc} is a contract of agency governed by Ley 12/1992, de 27 de mayo, sobre Contrato de Agencia, whose mandatory provisions prevail over any term of it.`;
  if (ctx.within("IT")) return `${doc} is a contract of agency (contratto di agenzia) governed by articles 1742 and following of the Italian Civil Code.`;
  if (ctx.within("NL")) return `${doc} is an agency agreement (agentuurovereenkomst) governed by ${ctx.cite("nl-burgerlijk-wetboek", "7:428", "articles 7:428 and following of the Dutch Civil Code")}.`;
  if (ctx.within("CH")) return `${doc} is an agency contract governed by ${ctx.cite("ch-obligationenrecht", "418a", "articles 418a and following of the Swiss Code of Obligations")}.`;
  if (ctx.within("AT")) return `${doc} is a commercial agency contract governed by the Handelsvertretergesetz (HVertrG).`;
  if (ctx.within("BE")) return `${doc} is a commercial agency contract governed by Title 1 of Book X of the Code of Economic Law.`;
  if (ctx.within("FR")) return `${doc} is a commercial agency contract governed by articles L. 134-1 and following of the French Commercial Code.`;
  return null;
}

const FLORIDA_RADON = "RADON GAS: Radon is a naturally occurring radioactive gas that, when it has accumulated in a building in sufficient quantities, may present health risks to persons who are exposed to it over time. Levels of radon that exceed federal and state guidelines have been found in buildings in Florida. Additional information regarding radon and radon testing may be obtained from your county health department.";

/**
 * Germany: a lease for longer than one year not made in the form section 550 BGB requires is deemed made for an
 * indefinite period, and may then be ended by notice from the end of its first year, whatever fixed term was agreed;
 * section 578 BGB applies that rule to leases of land and of premises other than housing. The form for commercial
 * premises was changed with effect from 2025 (text form instead of written form, as we understand it), so the draft names
 * the sections and the consequence, not the form, and the note asks for a check.
 */
function germanLeaseForm(ctx: DraftContext): string[] {
  if (!ctx.within("DE")) return [];
  const months = ctx.declares("duration") ? ctx.months("duration") : null;
  if (months === null || months <= 12) return [];
  const doc = `this ${ctx.shortName}`;
  ctx.note("lease_form_de", "Germany: a lease for more than one year must be made in the form section 550 BGB requires (for premises other than housing, read with section 578 BGB), or it runs for an indefinite period and can be ended by notice from the end of its first year. For commercial premises the required form changed with effect from 1 January 2025; check whether written form or text form applies, and keep every amendment and annex in that form.");
  return [
    `${cap(doc)} is made for longer than one year. The parties shall make ${doc}, and every amendment and addition to it, in the form that section 550 BGB requires (for premises other than housing, read with section 578 BGB); otherwise ${doc} is deemed made for an indefinite period and may be ended by notice given for a date no earlier than the end of one year after the Premises are handed over.`,
  ];
}

/** Clauses a template gets from the local statute for its kind (after its own clauses, with the formalities). */
export function localStatuteClauses(template: ContractTemplate): ClauseSpec[] {
  const features = template.features ?? {};
  const out: ClauseSpec[] = [];
  if (features.realPropertyLetting) {
    out.push({
      heading: "Statutory Regime of the Lease",
      headingFor: (ctx) => (ctx.within("AU-NSW", "AU-VIC") ? "Retail Leases Act and GST" : ctx.within("AU") ? "GST" : ctx.within("IN") ? "Goods and Services Tax" : "Statutory Regime of the Lease"),
      body: (ctx) => {
        const out = [...(isBusinessLetting(ctx) ? businessLettingRegime(ctx) : []), ...germanLeaseForm(ctx)];
        return out.length > 0 ? out : null;
      },
    });
  }
  if (features.realPropertyLetting) {
    // Fla. Stat. § 404.056(5): the notice, in these words, in or with every contract for the rental of a building.
    out.push({ heading: "Radon Gas", body: (ctx) => (ctx.within("US-FL") ? FLORIDA_RADON : null) });
  }
  if (features.consumer) {
    out.push({ heading: "Consumer Protection Law", body: (ctx) => consumerCode(ctx) });
  }
  return out;
}
