import { civilLimitSaving, unexcludableLiability } from "../native-boilerplate";
import { anchor, refTo } from "../cross-references";
import { capitalise, writtenNotice } from "../key-terms";
import { consumerRights, indirectTax, liquidatedDamages } from "../law-clauses";
import type { ClauseSpec, ContractTemplate, DraftContext } from "../types";

/*
 * Business-to-consumer terms. In every template here party A is the trader and party B the consumer. The general
 * boilerplate is written for negotiated business contracts (exclusive jurisdiction, non-reliance, "reasonable"
 * caps), which would not bind a consumer in most of our jurisdictions and could itself be an unfair term, so these
 * templates carry their own consumer versions of liability, disputes and general clauses, built below.
 */

type Supply = "goods" | "services" | "digital";

const CRA = "uk-consumer-rights-act-2015";
const CRD = "eu-consumer-rights-directive";
const CPA = "in-consumer-protection-act-2019";

/** "these Terms" for standard terms, otherwise "this Agreement" / "this Contract". */
function doc(ctx: DraftContext): string {
  return ctx.shortName === "Terms" ? "these Terms" : `this ${ctx.shortName}`;
}

/** Helper text written for a singular document name ("this Terms"), fitted to plural "Terms". */
function fit(ctx: DraftContext, text: string): string {
  if (ctx.shortName !== "Terms") return text;
  return text.replaceAll("this Terms", "these Terms").replaceAll("This Terms", "These Terms").replaceAll("A term of it", "A term of them");
}

function lic(ctx: DraftContext): string {
  return ctx.law.system === "US" ? "license" : "licence";
}

/** "aged 18 or over" whether the caller wrote "18" or "18 years". */
function ageWords(age: string): string {
  return /year/i.test(age) ? `${age} old or over` : `${age} years old or over`;
}

function governingLaw(ctx: DraftContext): string {
  const chosen = ctx.optional("governing_law");
  if (!chosen) return ctx.law.governingLaw;
  return /^the laws? of /i.test(chosen) ? chosen : `the laws of ${chosen}`;
}

/** Where the Directive applies, its article as implemented in the member state; prose only for GB (no registry entry for the 2013 Regulations). */
function crd(ctx: DraftContext, article: string): string {
  if (ctx.law.system !== "EU") return "";
  return ` (${ctx.cite(CRD, article, `Article ${article} of Directive 2011/83/EU`)})`;
}

/**
 * The statutory right to cancel a contract made at a distance or off the trader's premises (EU Directive 2011/83/EU,
 * and in GB the regulations implementing it): fourteen days, refund within fourteen days, proportionate payment for
 * services started on request. Null where no such statutory right exists (the template offers its own policy).
 */
function statutoryCancellation(ctx: DraftContext, supply: Supply, when: string): string[] | null {
  if (ctx.law.system !== "GB" && ctx.law.system !== "EU") return null;
  const t = `the ${ctx.a.role}`;
  const c = `the ${ctx.b.role}`;
  const start =
    supply === "goods"
      ? `the day on which ${c}, or a person ${c} nominates other than the carrier, takes physical possession of the goods (or of the last of them, if they are delivered separately)`
      : "the day on which the contract was made";
  const out = [
    `${capitalise(when)}, ${c} may cancel the contract within fourteen (14) days after ${start}, without giving any reason${crd(ctx, "9")}. To cancel, ${c} need only send ${t} a clear statement of the decision before the period ends, for example by email or by letter${crd(ctx, "11")}.`,
  ];
  if (supply === "goods") {
    out.push(
      `${capitalise(t)} shall refund all payments received, including the standard delivery charge, within fourteen (14) days after being told of the cancellation${crd(ctx, "13")}, but may withhold the refund until it has received the goods back or evidence that they have been sent. ${capitalise(c)} shall send the goods back within fourteen (14) days after cancelling and bears the direct cost of returning them unless ${t} agreed to bear it or did not tell ${c} before the contract that ${c} would have to; ${c} is liable for any reduction in the value of the goods caused by handling them beyond what is needed to establish their nature, characteristics and functioning${crd(ctx, "14")}.`,
      `The right to cancel does not apply to goods made to ${c}'s specifications or clearly personalised, goods liable to deteriorate or expire rapidly, sealed goods unsuitable for return for health or hygiene reasons once unsealed after delivery, or sealed audio or video recordings or software unsealed after delivery${crd(ctx, "16")}.`,
    );
  } else {
    out.push(
      `${capitalise(t)} shall refund the payments received within fourteen (14) days after being told of the cancellation${crd(ctx, "13")}. If ${c} expressly asked for the services to begin during the cancellation period, ${c} shall pay an amount in proportion to what was supplied before ${t} was told of the cancellation${crd(ctx, "14")}, and the right to cancel is lost once the services have been fully performed, if ${c} acknowledged when asking for them to begin that it would be lost${crd(ctx, "16")}.`,
    );
    if (supply === "digital") {
      out.push(`For digital content not supplied on a tangible medium, the right to cancel ends once the supply has begun, if ${c} expressly consented to it beginning during the cancellation period and acknowledged that the right would then be lost${crd(ctx, "16")}.`);
    }
  }
  return out;
}

/** The consumer's statutory rights, with what the law implies into a contract for goods, services or digital content. */
function statutoryRightsClause(supplies: Supply[], opts: { when?: (ctx: DraftContext) => boolean; extra?: (ctx: DraftContext) => string[] } = {}): ClauseSpec {
  return {
    heading: "Statutory Rights",
    body: (ctx) => {
      if (opts.when && !opts.when(ctx)) return null;
      const t = `the ${ctx.a.role}`;
      const c = `the ${ctx.b.role}`;
      const base = consumerRights(ctx, c);
      const out = base ? [fit(ctx, base)] : [`Nothing in ${doc(ctx)} limits any right ${c} has as a consumer that cannot be excluded by contract.`];
      const sys = ctx.law.system;
      if (supplies.includes("goods")) {
        if (sys === "GB") {
          out.push(`Goods supplied under ${doc(ctx)} must be of satisfactory quality, fit for any particular purpose ${c} made known to ${t}, and as described (${ctx.cite(CRA, "9", "sections 9")}, ${ctx.cite(CRA, "10", "10")} and ${ctx.cite(CRA, "11", "11 of the Consumer Rights Act 2015")}). If they are not, ${c} may be entitled to reject them within the short-term period (${ctx.cite(CRA, "22", "section 22")}), to require repair or replacement (${ctx.cite(CRA, "23", "section 23")}), or to a price reduction or a final right to reject (${ctx.cite(CRA, "24", "section 24")}).`);
        } else if (sys === "EU") {
          out.push(`Goods supplied under ${doc(ctx)} are covered by the legal guarantee of conformity that the law of ${ctx.law.place} gives consumers, under which ${c} may require goods that do not conform to the contract to be repaired or replaced or, failing that, claim a price reduction or end the contract. Any commercial guarantee ${t} gives is in addition to that legal guarantee.`);
        } else if (sys === "US") {
          out.push(`Goods sold under ${doc(ctx)} carry the implied warranty of merchantability (${ctx.cite("us-ucc-article-2", "2-314", `section 2-314 of the Uniform Commercial Code as enacted in ${ctx.law.place}`)}) and, where ${t} has reason to know of a particular purpose for which ${c} relies on its skill or judgment in selecting them, the implied warranty of fitness for that purpose (${ctx.cite("us-ucc-article-2", "2-315", "section 2-315")}). Nothing in ${doc(ctx)} excludes or modifies those warranties.`);
        } else if (sys === "IN") {
          out.push(`If goods supplied under ${doc(ctx)} are defective, ${c} may seek the removal of the defect, replacement, a refund of the price or compensation, including by a complaint to the Consumer Disputes Redressal Commission having jurisdiction (${ctx.cite(CPA, "39", "section 39 of the Consumer Protection Act, 2019")}), and ${t} is liable as a product seller in the cases set out in ${ctx.cite(CPA, "86", "section 86 of that Act")}.`);
        }
      }
      if (supplies.includes("services")) {
        if (sys === "GB") {
          out.push(`${capitalise(t)} shall perform the services with reasonable care and skill (${ctx.cite(CRA, "49", "section 49 of the Consumer Rights Act 2015")}), and what it says or writes about itself or the services that ${c} takes into account is binding on it (${ctx.cite(CRA, "50", "section 50")}). If the services are not performed in that way, ${c} may require them to be performed again (${ctx.cite(CRA, "55", "section 55")}) or, where that is impossible or is not done within a reasonable time and without significant inconvenience, claim a price reduction (${ctx.cite(CRA, "56", "section 56")}).`);
        } else if (sys === "IN") {
          out.push(`A fault, imperfection, shortcoming or inadequacy in the quality, nature or manner of performance of the services is a deficiency (${ctx.cite(CPA, "2", "section 2(11) of the Consumer Protection Act, 2019")}) for which ${c} may seek the remedies available under ${ctx.cite(CPA, "39", "section 39 of that Act")}, including the removal of the deficiency, a refund or compensation.`);
        }
      }
      if (supplies.includes("digital")) {
        if (sys === "GB") {
          out.push(`Digital content supplied for a price under ${doc(ctx)} must be of satisfactory quality, fit for purpose and as described (${ctx.cite(CRA, "34", "sections 34")}, ${ctx.cite(CRA, "35", "35")} and ${ctx.cite(CRA, "36", "36 of the Consumer Rights Act 2015")}).`);
        } else if (sys === "EU") {
          out.push(`Where digital content or a digital service is supplied under ${doc(ctx)}, ${c} has the remedies for lack of conformity that the law of ${ctx.law.place} provides, including having it brought into conformity, a price reduction or ending the contract.`);
        }
      }
      if (opts.extra) out.push(...opts.extra(ctx));
      return out;
    },
  };
}

/** Liability to a consumer: foreseeable loss, no exclusion of what the law protects, no business losses, an optional cap. */
function liabilityClause(supply: Supply): ClauseSpec {
  return {
    heading: "Responsibility for Loss",
    body: (ctx) => {
      const t = `the ${ctx.a.role}`;
      const c = `the ${ctx.b.role}`;
      let protectedByLaw = "";
      if (ctx.law.system === "GB") {
        const own = supply === "goods" ? ctx.cite(CRA, "31", "section 31") : supply === "services" ? ctx.cite(CRA, "57", "section 57") : "";
        protectedByLaw = ` These include the liabilities that ${ctx.cite(CRA, "65", "section 65")}${own ? ` and ${own}` : ""} of the Consumer Rights Act 2015 prevent a trader from excluding or restricting.`;
      }
      // Germany needs no sentence of its own: the German profile's saving sentence already names BGB § 309 no. 7.
      const out = [
        `If ${t} fails to comply with ${doc(ctx)}, it is responsible for loss or damage ${c} suffers that is a foreseeable result of its breach or of its failure to use reasonable care and skill. Loss or damage is foreseeable if it was obvious that it would happen or if, when the contract was made, both parties knew it might happen.`,
        anchor(
          "consumer-unexcludable",
          ctx.law.family === "civil"
            ? `${unexcludableLiability(ctx, `${t}'s`)}${protectedByLaw}`
            : `Nothing in ${doc(ctx)} limits or excludes ${t}'s liability for death or personal injury caused by its negligence or that of its employees, agents or subcontractors, for fraud or fraudulent misrepresentation, or for anything else that the law does not allow to be limited or excluded.${protectedByLaw}`,
        ),
        `${capitalise(t)} supplies what it provides under ${doc(ctx)} for ${c}'s domestic and private use only, and is not responsible to ${c} for any loss of profit, loss of business, business interruption or loss of business opportunity.`,
      ];
      const cap = ctx.optional("liability_cap");
      // Named by its anchor, not by position ("the preceding sub-clauses"), so the reference survives clauses moving.
      if (cap) out.push(`Subject to ${refTo("consumer-unexcludable")}, ${t}'s total liability to ${c} under or in connection with ${doc(ctx)} shall not exceed the greater of ${cap} and the total price paid by ${c} under ${doc(ctx)}.`);
      return out;
    },
  };
}

/** The notice a controller gives the people whose data it collects, named for the jurisdiction. */
const personalDataClause: ClauseSpec = {
  heading: "Personal Data",
  body: (ctx) => {
    const t = `the ${ctx.a.role}`;
    const c = `the ${ctx.b.role}`;
    let notice = "";
    if (ctx.law.system === "GB") notice = `, which contains the information required by ${ctx.cite("uk-gdpr", "13", "Article 13 of the UK GDPR")}`;
    else if (ctx.law.system === "EU") notice = `, which contains the information required by ${ctx.cite("eu-gdpr", "13", "Article 13 of Regulation (EU) 2016/679 (GDPR)")}`;
    else if (ctx.law.system === "IN") notice = `, which gives the notice required by ${ctx.cite("in-dpdp-act-2023", "5", "section 5 of the Digital Personal Data Protection Act, 2023")} so far as that section is in force`;
    else if (ctx.within("US-CA")) notice = `, which includes, where the California Consumer Privacy Act applies to ${t}, the notice at collection required by ${ctx.cite("us-ca-ccpa", "1798.100", "section 1798.100 of the California Civil Code")}`;
    return [
      `${capitalise(t)} uses the personal data of ${c} only to perform ${doc(ctx)}, to meet its legal obligations and for the other purposes described in its privacy notice${notice}.`,
      `${capitalise(t)} shall keep that personal data secure, shall not share it with others for their own marketing without ${c}'s consent, and shall respond to requests by ${c} to exercise the rights the applicable data protection law gives, such as access, correction and erasure.`,
    ];
  },
};

/**
 * Complaints, law and forum for a consumer: the chosen law without depriving the consumer of the mandatory rules of
 * home; courts that are not exclusive against the consumer; arbitration binding on the consumer only in the US, and
 * elsewhere only if agreed after the dispute arises.
 */
const complaintsClause: ClauseSpec = {
  heading: "Complaints, Governing Law and Courts",
  body: (ctx) => {
    const t = `the ${ctx.a.role}`;
    const c = `the ${ctx.b.role}`;
    const sys = ctx.law.system;
    const out = [
      `If ${c} has a complaint, ${c} should contact ${t} first. ${capitalise(t)} shall acknowledge each complaint within five (5) working days and shall try to resolve it fairly within thirty (30) days.`,
    ];
    let law = `${capitalise(doc(ctx))} and any dispute arising out of or in connection with ${ctx.shortName === "Terms" ? "them" : "it"} are governed by ${governingLaw(ctx)}.`;
    if (sys === "GB" || sys === "EU" || sys === "OTHER") {
      law += ` This choice of law does not deprive ${c} of the protection of the mandatory consumer protection rules of the country where ${c} habitually resides.`;
    }
    out.push(law);
    if (ctx.term("dispute_resolution") === "arbitration") {
      const seat = ctx.optional("arbitration_seat") ?? ctx.law.place;
      if (sys === "US") {
        out.push(
          `Any dispute arising out of or relating to ${doc(ctx)} shall be resolved by binding arbitration before a single arbitrator in ${seat}, under the consumer arbitration rules of a recognised arbitration provider, and ${t} shall pay all filing, administration and arbitrator fees above those ${c} would pay to bring the claim in court. Either party may instead bring an individual claim in a small claims court that has jurisdiction, and nothing in this clause prevents ${c} from bringing a concern to the attention of a government agency.`,
        );
      } else {
        ctx.note("consumer_arbitration", "An arbitration clause agreed before a dispute arises may not bind a consumer in this jurisdiction; the draft makes arbitration an option the consumer may accept after the dispute arises.");
        out.push(`The parties may agree, after a dispute has arisen, to refer it to arbitration seated in ${seat}. Nothing in ${doc(ctx)} obliges ${c} to arbitrate a dispute instead of bringing it before the courts or a consumer body.`);
      }
    } else {
      const venue = ctx.optional("venue");
      const courts = venue ? `the courts at ${venue}` : ctx.law.courts;
      if (sys === "GB" || sys === "EU" || sys === "OTHER") {
        out.push(`${capitalise(c)} may bring proceedings in ${courts} or in the courts of the place where ${c} lives${sys === "GB" ? " (including, if that is Scotland or Northern Ireland, the courts there)" : ""}, and ${t} may bring proceedings against ${c} only in the courts of the place where ${c} lives.`);
      } else {
        out.push(`Either party may bring proceedings in ${courts}.`);
      }
    }
    if (sys === "IN") {
      out.push(`${capitalise(c)} may in any case file a complaint before the Consumer Disputes Redressal Commission having jurisdiction, including the District Commission for the place where ${c} resides or personally works for gain (${ctx.cite(CPA, "34", "section 34 of the Consumer Protection Act, 2019")}).`);
    }
    return out;
  },
};

const generalClause: ClauseSpec = {
  heading: "General",
  body: (ctx) => {
    const t = `the ${ctx.a.role}`;
    const c = `the ${ctx.b.role}`;
    return [
      `${capitalise(t)} may transfer its rights and obligations under ${doc(ctx)} to another organisation, and shall tell ${c} in writing if it does; the transfer shall not reduce ${c}'s rights. Except as ${doc(ctx)} otherwise ${ctx.shortName === "Terms" ? "allow" : "allows"}, ${c} may transfer their rights or obligations under ${doc(ctx)} only with ${t}'s written consent, which it shall not unreasonably refuse.`,
      `Each party may contact the other using the postal or email address the other has given for that purpose, and each shall tell the other promptly of any change to it.`,
      `Each provision of ${doc(ctx)} operates separately. If a court or other competent authority decides that any of them is unlawful or not binding on ${c}, the rest remain in full force.`,
      `If ${t} does not insist immediately that ${c} does anything ${c} is required to do under ${doc(ctx)}, or delays taking steps against ${c}, that does not mean that ${t} has waived its rights.${ctx.law.family === "common" ? ` ${capitalise(doc(ctx))} ${ctx.shortName === "Terms" ? "are" : "is"} between the parties, and no other person has any right to enforce any of ${ctx.shortName === "Terms" ? "them" : "its terms"}.` : ""}`,
    ];
  },
};

/** The consumer clauses every template here ends its own clauses with. */
function consumerClauses(supplies: Supply[], opts: { personalData?: boolean } = {}): ClauseSpec[] {
  return [
    statutoryRightsClause(supplies),
    liabilityClause(supplies[0]),
    ...(opts.personalData === false ? [] : [personalDataClause]),
    complaintsClause,
    generalClause,
  ];
}

/** Germany: a consumer contract for regular supply binds for at most two years and then runs only indefinitely on one month's notice. */
function germanLongTermRule(ctx: DraftContext, consumer: string): string | null {
  if (!ctx.within("DE")) return null;
  // Drafted only under German law (`within("DE")`), so it states the rule rather than "where German law applies".
  return `No minimum term binds ${consumer} for longer than two (2) years, any extension after a minimum term is for an indefinite period that ${consumer} may end at any time on not more than one (1) month's notice, and ${consumer} may give notice to end the contract at the end of a minimum term on not more than one (1) month's notice (${ctx.cite("de-bgb", "309", "section 309 no. 9 of the German Civil Code (BGB)")}).`;
}

const salesChannelDescription = "How the contract is made: distance (online, by telephone or mail order), in-store (at the trader's premises) or off-premises (in the consumer's presence elsewhere, e.g. at home); decides the statutory right to cancel.";

export const consumerTemplates: ContractTemplate[] = [
  {
    id: "consumer_terms_of_sale",
    title: "Consumer Terms of Sale",
    group: "consumer",
    description: "A trader's terms for selling goods to consumers: ordering, price, delivery and risk, the statutory right to cancel distance and off-premises sales, returns, faulty goods and guarantee, liability and complaints.",
    shortName: "Terms",
    parties: {
      a: { role: "Seller", description: "The business selling the goods." },
      b: { role: "Customer", description: "The consumer buying the goods for personal use." },
    },
    terms: [
      { name: "goods", type: "text", required: true, description: 'The goods sold, e.g. "one Hollis three-seater sofa in slate grey fabric (product code HS-3-SG)".' },
      { name: "price", type: "money", required: true, description: 'Price of the goods including taxes, e.g. "GBP 1,249".' },
      { name: "delivery_charge", type: "money", description: "Delivery charge, if any." },
      { name: "delivery_period", type: "duration", default: "30 days", description: "Time after the order is accepted within which the goods are delivered." },
      { name: "delivery_address", type: "text", description: "Where the goods are delivered; omitted: the address given in the order." },
      { name: "sales_channel", type: "choice", options: ["distance", "in-store", "off-premises"], default: "distance", description: salesChannelDescription },
      { name: "returns_period", type: "duration", default: "14 days", description: "Period after delivery for returning unwanted goods (never shorter than any statutory cancellation period)." },
      { name: "guarantee_period", type: "duration", description: "Seller's own guarantee against defects, in addition to the statutory rights." },
    ],
    features: { consumer: true },
    clauses: [
      {
        heading: "The Goods and the Order",
        body: (ctx) => {
          const channel = ctx.term("sales_channel");
          const formation =
            channel === "in-store"
              ? `The contract is made in-store, at the ${ctx.a.role}'s business premises, when the ${ctx.b.role} pays for the Goods or signs the order, and the ${ctx.a.role} shall give the ${ctx.b.role} a receipt and a copy of these Terms.`
              : channel === "off-premises"
                ? `The contract is an off-premises contract, made in the ${ctx.b.role}'s presence away from the ${ctx.a.role}'s business premises. It is made when the ${ctx.b.role} signs the order, and the ${ctx.a.role} shall give the ${ctx.b.role} a copy of the signed order and of these Terms on paper or, if the ${ctx.b.role} agrees, another durable medium.`
                : channel === "distance"
                  ? `The contract is a distance contract, made without the parties being physically together (for example online, by telephone or by mail order). The ${ctx.b.role}'s order is an offer to buy the Goods, which the ${ctx.a.role} accepts by sending an order confirmation by email or on paper; the contract is made when the confirmation is sent, and the ${ctx.a.role} shall include or link to a copy of these Terms in it.`
                  : `The contract is made ${channel}.`;
          return [
            `These Terms apply to the sale by the ${ctx.a.role} to the ${ctx.b.role} of the following goods: ${ctx.term("goods")} (the "Goods"). The ${ctx.b.role} buys the Goods as a consumer, for purposes wholly or mainly outside any trade, business, craft or profession.`,
            formation,
            `If the ${ctx.a.role} cannot accept an order, for example because the Goods are out of stock or their price was obviously and unmistakably misstated, it shall tell the ${ctx.b.role} promptly and shall not charge, or shall refund in full, any payment taken.`,
            `Images of the Goods are for illustration, and small variations in the colour of natural materials may occur, but the Goods shall match their description in every material respect.`,
          ];
        },
      },
      {
        heading: "Price and Payment",
        body: (ctx) => {
          const delivery = ctx.optional("delivery_charge");
          return [
            `The price of the Goods is ${ctx.term("price")}${delivery ? `, and the delivery charge is ${delivery}` : ", and no delivery charge is payable unless the order confirmation states one"}. ${ctx.law.system === "US" ? "Any applicable sales tax is shown separately before the order is completed." : `The price includes ${indirectTax(ctx)} at the rate that applies when the order is accepted.`}`,
            `The ${ctx.b.role} shall pay the price and any delivery charge when the contract is made, by any payment method the ${ctx.a.role} accepts. The ${ctx.a.role} shall not charge a fee for using a particular means of payment where the law prohibits such a fee, and shall never charge one that exceeds the cost it bears for that means${crd(ctx, "19")}.`,
            `The ${ctx.a.role} shall not charge any sum in addition to the price and the delivery charge unless the ${ctx.b.role} has expressly agreed to it${crd(ctx, "22")}.`,
          ];
        },
      },
      {
        heading: "Delivery and Risk",
        body: (ctx) => {
          const address = ctx.optional("delivery_address");
          const when = ctx.law.system === "GB" ? ` (${ctx.cite(CRA, "28", "section 28 of the Consumer Rights Act 2015")})` : crd(ctx, "18");
          const risk = ctx.law.system === "GB" ? ` (${ctx.cite(CRA, "29", "section 29 of the Consumer Rights Act 2015")})` : crd(ctx, "20");
          return [
            `The ${ctx.a.role} shall deliver the Goods to ${address ?? "the address the Customer gives in the order"} within ${ctx.term("delivery_period")} after the contract is made, or on any later date agreed with the ${ctx.b.role}${when}.`,
            `If the ${ctx.a.role} does not deliver within that time, the ${ctx.b.role} may allow a further reasonable period for delivery and, if the Goods are still not delivered, end the contract and receive a full refund; where delivery within the agreed time was essential, the ${ctx.b.role} may end the contract at once.`,
            `The risk of loss of or damage to the Goods passes to the ${ctx.b.role} when the ${ctx.b.role}, or a person the ${ctx.b.role} nominates (other than a carrier the ${ctx.a.role} proposed), takes physical possession of them${risk}. Ownership of the Goods passes to the ${ctx.b.role} when the ${ctx.a.role} has received payment in full.`,
            `If no one is available to take delivery, the ${ctx.a.role} shall leave a note explaining how to rearrange delivery or collect the Goods.`,
          ];
        },
      },
      {
        heading: "Cancellation and Returns",
        body: (ctx) => {
          const channel = ctx.term("sales_channel");
          const statutory =
            channel === "distance" ? statutoryCancellation(ctx, "goods", "because the contract is a distance contract") : channel === "off-premises" ? statutoryCancellation(ctx, "goods", "because the contract is an off-premises contract") : null;
          if (statutory) {
            if (!ctx.given("returns_period")) return statutory;
            return [...statutory, `The ${ctx.a.role} extends the period for cancelling and returning unwanted Goods to ${ctx.term("returns_period")} after delivery where that is longer than the statutory period, on the same terms.`];
          }
          const period = ctx.term("returns_period");
          return [
            `The ${ctx.b.role} may return Goods that are unused, complete and in their original packaging within ${period} after delivery or collection, and the ${ctx.a.role} shall refund the price (but not any delivery charge) within fourteen (14) days after receiving them back. This does not apply to goods made to the ${ctx.b.role}'s specifications, perishable goods, or sealed hygiene products that have been unsealed.`,
            `This returns policy is in addition to, and does not limit, the ${ctx.b.role}'s rights where Goods are faulty or not as described.`,
          ];
        },
      },
      {
        heading: "Faulty Goods and Guarantee",
        body: (ctx) => {
          const guarantee = ctx.optional("guarantee_period");
          return [
            `If the ${ctx.b.role} believes that any of the Goods are faulty or not as described, the ${ctx.b.role} should tell the ${ctx.a.role} as soon as reasonably possible, and the ${ctx.a.role} shall bear the reasonable cost of returning or collecting faulty Goods.`,
            guarantee
              ? `In addition to the ${ctx.b.role}'s legal rights, the ${ctx.a.role} guarantees the Goods against defects in materials and workmanship for ${guarantee} from delivery and shall, free of charge, repair them or, if repair is not possible or economic, replace them. The guarantee does not cover fair wear and tear, accidental damage, misuse, or damage caused by not following the ${ctx.a.role}'s care instructions, and it does not affect the ${ctx.b.role}'s legal rights.`
              : `The ${ctx.a.role} gives no guarantee beyond the ${ctx.b.role}'s legal rights, described in the clause headed "Statutory Rights", which are not affected by anything in these Terms.`,
          ];
        },
      },
      ...consumerClauses(["goods"]),
    ],
    boilerplate: [],
    example: {
      jurisdiction: "GB",
      party_a: "Oakridge Furniture Ltd",
      party_b: "Emma Clarke",
      key_terms: {
        goods: "one Hollis three-seater sofa in slate grey fabric (product code HS-3-SG)",
        price: "GBP 1,249",
        delivery_charge: "GBP 49",
        sales_channel: "distance",
        guarantee_period: "2 years",
      },
    },
  },
  {
    id: "online_terms_and_conditions",
    title: "Online Terms and Conditions",
    group: "consumer",
    description: "Terms of use for a website or app offered to consumers: acceptance and changes, eligibility and accounts, acceptable use, user content and moderation (with notice-and-action in the EU and intermediary duties in India), intellectual property, availability and closure.",
    shortName: "Terms",
    parties: {
      a: { role: "Operator", description: "The business operating the website or app." },
      b: { role: "User", description: "The individual using it." },
    },
    terms: [
      { name: "platform", type: "text", required: true, description: 'The website or app, e.g. "trailmark.com and the Trailmark mobile app".' },
      { name: "service_description", type: "text", required: true, description: 'What the service does, e.g. "an online community and route-planning service for hikers".' },
      { name: "user_content", type: "choice", options: ["allowed", "not allowed"], default: "not allowed", description: "Whether users may post content that others can see." },
      { name: "minimum_age", type: "text", default: "18", description: 'Minimum age of users, e.g. "16".' },
      { name: "contact_email", type: "text", description: "Address for notices and reports of illegal content." },
    ],
    features: { consumer: true },
    clauses: [
      {
        heading: "Using the Service",
        body: (ctx) => [
          `These Terms govern access to and use of ${ctx.term("platform")} (the "Platform") and of the following service provided through it: ${ctx.term("service_description")} (the "Service"). By creating an account, or by using the Service after being shown these Terms, the ${ctx.b.role} accepts them.`,
          `The Service is provided free of charge unless the ${ctx.a.role} states otherwise before the ${ctx.b.role} agrees to pay. Any purchase made through the Platform is also governed by the terms of sale the ${ctx.a.role} presents at the time of purchase.`,
          `The ${ctx.a.role} may change these Terms for a valid reason, such as a change in the law, in the Service or in security requirements, by giving the ${ctx.b.role} at least thirty (30) days' notice of the change by email or through the Platform. If the ${ctx.b.role} does not accept the change, the ${ctx.b.role} may close their account before it takes effect. A change does not apply to anything done before it takes effect.`,
        ],
      },
      {
        heading: "Eligibility and Accounts",
        body: (ctx) => {
          const out = [
            `The ${ctx.b.role} must be ${ageWords(ctx.term("minimum_age"))} to use the Service.`,
            `The ${ctx.b.role} shall give accurate information when registering, keep it up to date, keep their login details confidential, and tell the ${ctx.a.role} promptly of any unauthorised use of their account. The ${ctx.b.role} is responsible for activity on their account that they have authorised or made possible by failing to keep their login details secure.`,
          ];
          if (ctx.law.system === "US") {
            out.push(`The Service is not directed to children under thirteen (13), and the ${ctx.a.role} does not knowingly collect personal information from them without verifiable parental consent (${ctx.cite("us-coppa", "6502", "15 U.S.C. § 6502 (Children's Online Privacy Protection Act)")}).`);
          } else if (ctx.law.system === "IN") {
            out.push(`Where a user is under eighteen (18), the ${ctx.a.role} processes their personal data only with the verifiable consent of a parent or lawful guardian (${ctx.cite("in-dpdp-act-2023", "9", "section 9 of the Digital Personal Data Protection Act, 2023")}).`);
          }
          return out;
        },
      },
      {
        heading: "Acceptable Use",
        body: (ctx) => [
          `The ${ctx.b.role} shall not use the Service: (a) in any way that is unlawful, fraudulent or harmful, or that infringes the rights of others; (b) to harass, threaten, defame or impersonate any person; (c) to send unsolicited advertising; (d) to upload or transmit viruses or other harmful code; (e) to gain unauthorised access to, probe or interfere with the Platform, its servers or its security measures; or (f) to copy or extract data from the Platform by automated means, except that search engines may index it in accordance with the Platform's published instructions for them.`,
          `The ${ctx.b.role} shall comply with any reasonable instructions the ${ctx.a.role} gives about the use of the Service, including any community guidelines published on the Platform.`,
        ],
      },
      {
        heading: "Content Posted by Users",
        body: (ctx) => {
          const feedback = `If the ${ctx.b.role} sends the ${ctx.a.role} feedback or suggestions about the Service, the ${ctx.a.role} may use them freely without any obligation to the ${ctx.b.role}.`;
          if (ctx.term("user_content") !== "allowed") {
            return [`Posting content on the Service is not allowed: the Service does not give users a means of publishing content to other users, and the ${ctx.b.role} shall not attempt to use it for that purpose.`, feedback];
          }
          const email = ctx.optional("contact_email");
          const eu = ctx.law.system === "EU";
          const out = [
            `Posting content on the Service is allowed, subject to this clause. The ${ctx.b.role} keeps ownership of the text, images and other material the ${ctx.b.role} posts ("User Content") and grants the ${ctx.a.role} a non-exclusive, worldwide, royalty-free ${lic(ctx)} to host, store, reproduce, adapt for display, publish and make available User Content to operate, provide and promote the Service, for as long as it remains on the Service and for a reasonable period afterwards for back-up and legal purposes.`,
            `The ${ctx.b.role} is responsible for their User Content and confirms that it complies with the clause headed "Acceptable Use" and that the ${ctx.b.role} has the rights needed to grant this ${lic(ctx)}.`,
            `The ${ctx.a.role} may remove User Content, restrict its visibility, or suspend the account of a user, where the content is unlawful or incompatible with these Terms. It shall apply these restrictions diligently, objectively and proportionately, with due regard to the rights and legitimate interests of everyone involved, including freedom of expression${eu ? ` (${ctx.cite("eu-dsa", "14", "Article 14 of Regulation (EU) 2022/2065 (Digital Services Act)")})` : ""}, and shall give the ${ctx.b.role} a clear statement of the reasons for any such decision affecting them, unless the law prevents it${eu ? ` (${ctx.cite("eu-dsa", "17", "Article 17 of that Regulation")})` : ""}.`,
            `Anyone may notify the ${ctx.a.role} of content they consider illegal ${email ? `by email to ${email}` : "using the reporting tool on the Platform"}. The ${ctx.a.role} shall process each notice in a timely, diligent and objective manner and inform the person who sent it of its decision${eu ? ` (${ctx.cite("eu-dsa", "16", "Article 16 of that Regulation")})` : ""}.`,
          ];
          if (ctx.law.system === "IN") {
            out.push(`Where the ${ctx.a.role} acts as an intermediary for User Content, it observes the due diligence that ${ctx.cite("in-it-act-2000", "79", "section 79 of the Information Technology Act, 2000")} requires, removes or disables access to unlawful content on receiving actual knowledge of it or a notification from the appropriate Government or its agency, and publishes on the Platform the name and contact details of its grievance officer.`);
          } else if (ctx.law.system === "US") {
            out.push(`The ${ctx.a.role} responds to notices of claimed copyright infringement that comply with applicable law, and may close the accounts of users who repeatedly infringe.`);
          }
          out.push(feedback);
          return out;
        },
      },
      {
        heading: "Intellectual Property in the Service",
        body: (ctx) => [
          `The Platform, the Service and all content the ${ctx.a.role} provides through them, including software, text, graphics, logos and the selection and arrangement of material, belong to the ${ctx.a.role} or its licensors.`,
          `The ${ctx.a.role} grants the ${ctx.b.role} a personal, non-transferable ${lic(ctx)} to use the Service and view that content for the ${ctx.b.role}'s own non-commercial purposes while these Terms apply. The ${ctx.b.role} shall not otherwise copy, distribute, modify or create works based on it, or use the ${ctx.a.role}'s names or logos, without the ${ctx.a.role}'s written consent.`,
        ],
      },
      {
        heading: "Availability, Suspension and Closure",
        body: (ctx) => [
          `The ${ctx.a.role} shall use reasonable care and skill in providing the Service, but does not promise that it will be available without interruption or free from errors. It may suspend the Service for maintenance, security or legal reasons, giving notice where reasonably possible.`,
          `The ${ctx.a.role} may change or withdraw features of the Service for a valid reason. If it decides to close the Service altogether, it shall give the ${ctx.b.role} at least thirty (30) days' notice and, where the ${ctx.b.role} has posted content, an opportunity to download it.`,
          `The ${ctx.b.role} may stop using the Service and close their account at any time. The ${ctx.a.role} may suspend or close the ${ctx.b.role}'s account if the ${ctx.b.role} seriously or repeatedly breaches these Terms, giving the ${ctx.b.role} its reasons and, except where that would be unlawful or would put others at risk, an opportunity to respond first.`,
          `The Platform may link to websites and services of third parties, which the ${ctx.a.role} does not control and for which it is not responsible.`,
        ],
      },
      ...consumerClauses(["digital"]),
    ],
    boilerplate: [],
    example: {
      jurisdiction: "US-CA",
      party_a: "Trailmark Outdoors Inc.",
      party_b: "Alex Rivera",
      key_terms: {
        platform: "trailmark.com and the Trailmark mobile app",
        service_description: "an online community and route-planning service for hikers",
        user_content: "allowed",
        minimum_age: "16",
        contact_email: "legal@trailmark.com",
      },
    },
  },
  {
    id: "consumer_subscription_terms",
    title: "Consumer Subscription Terms",
    group: "consumer",
    description: "Terms for a recurring consumer subscription: free trial, automatic renewal with reminders, easy cancellation, price and service changes with a right to cancel, the statutory cancellation right and (in Germany) the limits on long-term consumer contracts.",
    shortName: "Terms",
    parties: {
      a: { role: "Provider", description: "The business providing the subscription." },
      b: { role: "Subscriber", description: "The consumer subscribing." },
    },
    terms: [
      { name: "service", type: "text", required: true, description: 'What the subscription gives, e.g. "ad-free streaming of the Klangwelt audiobook catalogue with two downloads a month".' },
      { name: "subscription_fee", type: "money", required: true, description: 'The recurring fee, e.g. "EUR 12.99 per month".' },
      { name: "billing_period", type: "choice", options: ["monthly", "quarterly", "annual"], default: "monthly", description: "How often the fee is charged and the subscription renews." },
      { name: "free_trial", type: "duration", description: "Length of any free trial." },
      { name: "minimum_term", type: "duration", description: "Minimum term, if any, before cancellation takes effect." },
      { name: "price_change_notice", type: "duration", default: "30 days", description: "Notice the Provider gives of a price increase." },
    ],
    features: { consumer: true },
    clauses: [
      {
        heading: "The Subscription",
        body: (ctx) => [
          `These Terms govern the ${ctx.b.role}'s subscription to the following service provided by the ${ctx.a.role}: ${ctx.term("service")} (the "Service"). The subscription starts when the ${ctx.a.role} confirms it by email and is for the ${ctx.b.role}'s personal, non-commercial use.`,
          `The ${ctx.a.role} shall provide the Service with reasonable care and skill and in line with the description of it given when the ${ctx.b.role} subscribed.`,
        ],
      },
      {
        heading: "Free Trial",
        body: (ctx) => {
          const trial = ctx.optional("free_trial");
          if (!trial) return null;
          return [
            `The subscription starts with a free trial of ${trial}, during which no fee is charged. Unless the ${ctx.b.role} cancels before the trial ends, the subscription continues as a paid subscription when the trial ends and the first fee is charged then.`,
            `The ${ctx.a.role} shall remind the ${ctx.b.role} by email at least seven (7) days before the trial ends (or, for a trial shorter than fourteen (14) days, at least two (2) days before), stating the date and amount of the first charge and how to cancel. A free trial is available once to each person.`,
          ];
        },
      },
      {
        heading: "Fees, Billing and Renewal",
        body: (ctx) => {
          const period = ctx.term("billing_period");
          const minimum = ctx.optional("minimum_term");
          const out = [
            `The subscription fee is ${ctx.term("subscription_fee")}, charged in advance for each ${period} billing period by the payment method the ${ctx.b.role} provides. ${ctx.law.system === "US" ? "Any applicable sales tax is shown before the subscription is confirmed." : `The fee includes ${indirectTax(ctx)}.`}`,
            `The subscription renews automatically at the end of each billing period for a further billing period of the same length, and the fee for it is charged then, until the ${ctx.b.role} cancels.${period === "annual" ? ` Before each annual renewal the ${ctx.a.role} shall remind the ${ctx.b.role} by email, at least fourteen (14) and not more than thirty (30) days in advance, of the renewal date, the fee and how to cancel.` : ""}`,
          ];
          if (minimum) out.push(`The subscription has a minimum term of ${minimum} from its start (after any free trial). Cancellation during the minimum term takes effect at its end, except where these Terms or the law allow the ${ctx.b.role} to end the subscription sooner.`);
          const de = germanLongTermRule(ctx, `the ${ctx.b.role}`);
          if (de) out.push(de);
          out.push(`If a payment fails, the ${ctx.a.role} shall tell the ${ctx.b.role} and may try again; if the fee remains unpaid fourteen (14) days after that notice, the ${ctx.a.role} may suspend the Service until it is paid.`);
          return out;
        },
      },
      {
        heading: "Cancelling the Subscription",
        body: (ctx) => {
          const out = [
            `The ${ctx.b.role} may cancel the subscription at any time through their account online or by any other means the ${ctx.a.role} makes available, and the ${ctx.a.role} shall offer a way of cancelling online that is no more difficult than the way of subscribing. The ${ctx.a.role} shall confirm each cancellation by email.`,
            `Cancellation takes effect at the end of the billing period in which it is made (or, if later, at the end of any minimum term), and the ${ctx.b.role} keeps access to the Service until then. No refund is given for part of a billing period, except where these Terms or the law provide otherwise.`,
          ];
          const statutory = statutoryCancellation(ctx, "digital", "where the subscription was taken out online, by telephone or otherwise at a distance");
          if (statutory) out.push(...statutory);
          return out;
        },
      },
      {
        heading: "Changes to the Price and the Service",
        body: (ctx) => [
          `The ${ctx.a.role} may increase the subscription fee for a valid reason, such as an increase in its costs, by giving the ${ctx.b.role} at least ${writtenNotice(ctx.term("price_change_notice"), "notice")} before the billing period to which the increase first applies${ctx.given("minimum_term") ? ", and not with effect before the end of any minimum term" : ""}. If the ${ctx.b.role} does not accept the increase, the ${ctx.b.role} may cancel before it takes effect without any charge and shall not pay the increased fee.`,
          `The ${ctx.a.role} may make changes to the Service that are needed for legal, security or technical reasons, or that do not materially disadvantage the ${ctx.b.role}. If it makes a change that materially disadvantages the ${ctx.b.role}, it shall give at least thirty (30) days' notice, and the ${ctx.b.role} may cancel free of charge within thirty (30) days after the notice or the change, whichever is later, and receive a refund of any fee paid for the period after cancellation.`,
        ],
      },
      {
        heading: "Suspension and Ending by the Provider",
        body: (ctx) => [
          `The ${ctx.a.role} may end the subscription by giving the ${ctx.b.role} at least thirty (30) days' notice, and shall refund any fee paid for the period after it ends.`,
          `The ${ctx.a.role} may suspend or end the subscription by notice if the ${ctx.b.role} seriously or repeatedly breaches these Terms, for example by sharing access in breach of them or using the Service unlawfully; it shall give its reasons and, where the breach can be put right, a reasonable opportunity to do so first.`,
        ],
      },
      ...consumerClauses(["services", "digital"]),
    ],
    boilerplate: [],
    example: {
      jurisdiction: "DE",
      party_a: "Klangwelt Audio GmbH",
      party_b: "Lena Hoffmann",
      key_terms: {
        service: "ad-free streaming of the Klangwelt audiobook catalogue with up to two audiobook downloads per month",
        subscription_fee: "EUR 12.99 per month",
        billing_period: "monthly",
        free_trial: "30 days",
      },
    },
  },
  {
    id: "home_improvement_contract",
    title: "Home Improvement Contract",
    group: "consumer",
    description: "A contractor's contract with a homeowner for building, renovation or repair works: scope and standards, price and staged payments, timing and delays, change orders, care of the home, defects guarantee, insurance and the statutory right to cancel.",
    shortName: "Contract",
    parties: {
      a: { role: "Contractor", description: "The builder or tradesperson carrying out the works." },
      b: { role: "Homeowner", description: "The consumer whose home the works are done to." },
    },
    terms: [
      { name: "works", type: "text", required: true, description: 'The works, e.g. "remodelling of the kitchen, including new cabinets, quartz countertops and relocated sink plumbing".' },
      { name: "property_address", type: "text", required: true, description: "Address of the home where the works are done." },
      { name: "contract_price", type: "money", required: true, description: 'Total price of the works, e.g. "USD 48,500".' },
      { name: "deposit", type: "money", description: "Deposit paid on signing." },
      { name: "payment_schedule", type: "text", default: "the balance of the Contract Price within seven (7) days after the Works are completed", description: 'When the rest of the price is paid, e.g. "40% when the cabinets are installed and the balance on completion".' },
      { name: "start_date", type: "date", description: "Date the works start." },
      { name: "completion_date", type: "date", description: "Date by which the works are completed." },
      { name: "guarantee_period", type: "duration", default: "12 months", description: "Period after completion during which the Contractor puts right defects in its work." },
      { name: "contractor_licence", type: "text", description: 'Licence or registration the Contractor holds, e.g. "California contractor license no. 1098765".' },
      { name: "permits", type: "choice", options: ["contractor", "homeowner"], default: "contractor", description: "Who obtains the permits and approvals the works need." },
      { name: "sales_channel", type: "choice", options: ["off-premises", "on-premises", "distance"], default: "off-premises", description: "Where the contract is made: off-premises (e.g. at the home), on-premises (at the Contractor's premises) or distance (without meeting); decides the statutory right to cancel." },
      { name: "insurance_cover", type: "money", description: "Minimum public liability insurance cover the Contractor holds." },
    ],
    features: { consumer: true },
    clauses: [
      {
        heading: "The Works",
        body: (ctx) => {
          const licence = ctx.optional("contractor_licence");
          return [
            `The ${ctx.a.role} shall carry out the following works at ${ctx.term("property_address")} (the "Property"): ${ctx.term("works")} (the "Works"), in accordance with this Contract and any drawings and specifications the parties have signed.`,
            `The ${ctx.a.role} shall carry out the Works with reasonable care and skill and in a good and workmanlike manner, using new materials of good quality that are fit for their purpose, in accordance with the applicable building regulations and codes and the manufacturers' instructions.`,
            ctx.term("permits") === "homeowner"
              ? `The ${ctx.b.role} is responsible for obtaining, before the relevant work starts, every planning permission, permit and approval the Works require, and the ${ctx.a.role} shall provide the drawings and information reasonably needed for the applications and arrange the inspections required during the Works.`
              : `The ${ctx.a.role} is responsible for obtaining, before the relevant work starts, every permit, ${ctx.law.system === "GB" ? "building control approval" : "approval"} and inspection the Works require, and their cost is included in the Contract Price.`,
            licence ? `The ${ctx.a.role} holds the following ${lic(ctx)} or registration for the Works: ${licence}, and shall keep it valid until the Works are completed.` : `The ${ctx.a.role} holds every ${lic(ctx)} or registration the law requires for the Works, and shall keep it valid until the Works are completed.`,
          ];
        },
      },
      {
        heading: "Contract Price and Payment",
        body: (ctx) => {
          const deposit = ctx.optional("deposit");
          if (ctx.within("US-CA")) {
            ctx.note("california_home_improvement", "California: a home improvement contract must be in the form and contain the particulars and notices required by the Business and Professions Code (section 7159), which also limits the down payment (section 7159.5); check the statutory wording before use.");
          }
          return [
            `The price for the Works is ${ctx.term("contract_price")} (the "Contract Price"), which includes all labour, materials, equipment, waste removal and applicable taxes.`,
            deposit
              ? `The ${ctx.b.role} shall pay a deposit of ${deposit} when this Contract is signed, which counts towards the Contract Price, and shall pay ${ctx.term("payment_schedule")}.`
              : `The ${ctx.b.role} shall pay ${ctx.term("payment_schedule")}.`,
            `The ${ctx.a.role} shall not ask for payment for work not yet done or materials not yet delivered to the Property, except any deposit. Each request for payment shall be in writing and describe the work or materials it covers.`,
            `The Contract Price changes only through a change order signed by both parties.`,
          ];
        },
      },
      {
        heading: "Timing of the Works",
        body: (ctx) => [
          `The ${ctx.a.role} shall start the Works ${ctx.given("start_date") ? `on ${ctx.term("start_date")}` : `on a date agreed with the ${ctx.b.role}`} and complete them ${ctx.given("completion_date") ? `by ${ctx.term("completion_date")}` : "within a reasonable time"}, and shall proceed with them regularly and diligently.`,
          `If the Works are delayed by a change the ${ctx.b.role} requests, by the ${ctx.b.role}'s failure to give access or make decisions in time, or by an event beyond the ${ctx.a.role}'s reasonable control (including exceptionally adverse weather), the ${ctx.a.role} shall tell the ${ctx.b.role} promptly and the time for completion is extended by a reasonable period.`,
          `If the ${ctx.a.role} does not complete the Works by the time for completion (as extended) or within a further reasonable period the ${ctx.b.role} then sets in writing, the ${ctx.b.role} may end this Contract by written notice and pay only for the work properly done, less the reasonable extra cost of having the Works completed by someone else.`,
        ],
      },
      {
        heading: "Changes to the Works",
        body: (ctx) => [
          `Either party may propose a change to the Works. No change is made until both parties have signed a written change order describing it and its effect on the Contract Price and the time for completion.`,
          `If the ${ctx.a.role} discovers a condition at the Property that it could not reasonably have foreseen from an inspection before this Contract was made (such as hidden rot, asbestos or defective wiring), it shall stop the affected work, tell the ${ctx.b.role} promptly and propose a change order. It shall not carry out additional work without the ${ctx.b.role}'s written agreement, except work urgently needed to make the Property safe.`,
        ],
      },
      {
        heading: "Access and Care of the Property",
        body: (ctx) => [
          `The ${ctx.b.role} shall give the ${ctx.a.role} access to the Property between 8 a.m. and 6 p.m. on working days (or at other times agreed), allow the use of water and electricity free of charge, and remove valuables and fragile items from the work areas.`,
          `The ${ctx.a.role} shall protect the parts of the Property and its contents that are not being worked on, keep the site safe and reasonably tidy, comply with health and safety law, avoid unnecessary disturbance to neighbours, remove its waste lawfully, leave the Property clean on completion, and make good any damage it causes.`,
        ],
      },
      {
        heading: "Completion, Defects and Guarantee",
        body: (ctx) => [
          `When the ${ctx.a.role} considers the Works complete, the parties shall inspect them together and record in writing any defects or unfinished items, which the ${ctx.a.role} shall put right within fourteen (14) days or such other time as is reasonable.`,
          `The ${ctx.a.role} guarantees the Works against defects caused by faulty workmanship or materials that appear within ${ctx.term("guarantee_period")} after completion, and shall put right any such defect within a reasonable time of being told of it, at no cost to the ${ctx.b.role}. This guarantee is in addition to the ${ctx.b.role}'s statutory rights.`,
          `The ${ctx.a.role} shall give the ${ctx.b.role} on completion the manufacturers' guarantees, instructions and certificates for the products and systems installed, registered in the ${ctx.b.role}'s name where that is possible.`,
        ],
      },
      {
        heading: "Insurance and Subcontractors",
        body: (ctx) => {
          const cover = ctx.optional("insurance_cover");
          return [
            `The ${ctx.a.role} shall maintain public liability insurance ${cover ? `with cover of at least ${cover} for each claim` : "with cover adequate for the Works"}, and any employer's liability or workers' compensation insurance the law requires, until the Works are completed, and shall show the ${ctx.b.role} evidence of it on request.`,
            `The ${ctx.a.role} may use competent and suitably licensed subcontractors, remains responsible for their work as if it were its own, and shall pay them; the ${ctx.b.role} is not liable to pay any subcontractor or supplier of the ${ctx.a.role}.`,
          ];
        },
      },
      {
        heading: "Cancellation and Ending the Contract",
        body: (ctx) => {
          const channel = ctx.term("sales_channel");
          const made =
            channel === "off-premises"
              ? `This Contract was made off-premises, away from the ${ctx.a.role}'s business premises.`
              : channel === "on-premises"
                ? `This Contract was made on-premises, at the ${ctx.a.role}'s business premises.`
                : channel === "distance"
                  ? `This Contract was made at a distance, without the parties being physically together, and is a distance contract.`
                  : `This Contract was made ${channel}.`;
          const out = [made];
          if (channel !== "on-premises") {
            const statutory = statutoryCancellation(ctx, "services", channel === "distance" ? "as this Contract is a distance contract" : "as this Contract was made away from the Contractor's business premises");
            if (statutory) out.push(...statutory, `The ${ctx.a.role} shall not start the Works during the cancellation period unless the ${ctx.b.role} expressly asks it to in writing.`);
            else if (ctx.law.system === "US") out.push(`Where the law gives the ${ctx.b.role} a right to cancel a contract made at the ${ctx.b.role}'s home or away from the ${ctx.a.role}'s place of business within a cooling-off period (for example, three business days), the ${ctx.b.role} may exercise it; the ${ctx.a.role} shall give the ${ctx.b.role} the written notice of cancellation the law requires and shall not start the Works before that period ends unless the law permits it.`);
          }
          out.push(
            `The ${ctx.b.role} may otherwise end this Contract before the Works are completed by written notice, paying for the work done and for materials ordered that cannot be cancelled or returned, together with any reasonable costs the ending directly causes, but not the ${ctx.a.role}'s loss of profit on the remaining work.`,
            `The ${ctx.a.role} may suspend the Works if a payment properly due is unpaid fourteen (14) days after a written reminder, and may end this Contract if it remains unpaid for a further fourteen (14) days.`,
          );
          return out;
        },
      },
      ...consumerClauses(["services"], { personalData: false }),
    ],
    boilerplate: ["counterparts"],
    example: {
      jurisdiction: "US-CA",
      party_a: "Golden State Remodeling Inc.",
      party_b: "Priya Moore",
      key_terms: {
        works: "remodelling of the kitchen, including removal of the existing cabinets, installation of new cabinets, quartz countertops and a tiled backsplash, and relocation of the sink plumbing",
        property_address: "1427 Alder Street, Sacramento, CA 95814",
        contract_price: "USD 48,500",
        deposit: "USD 1,000",
        start_date: "May 4, 2026",
        contractor_licence: "California contractor license no. 1098765",
      },
    },
  },
  {
    id: "private_vehicle_sale_agreement",
    title: "Vehicle Sale Agreement",
    group: "consumer",
    description: "Sale of a used car or other vehicle to a private buyer, by a private seller (sold as seen, with the seller's statements on title, finance and mileage) or by a dealer (with the buyer's consumer rights); payment, handover, transfer of registration and failure to complete.",
    parties: {
      a: { role: "Seller", description: "The owner selling the vehicle (a private individual or, where seller_status is dealer, a motor trader)." },
      b: { role: "Buyer", description: "The individual buying the vehicle for private use." },
    },
    terms: [
      { name: "vehicle", type: "text", required: true, description: 'Make, model, year and colour, e.g. "2019 Volkswagen Golf 1.5 TSI Life, silver, five-door, manual".' },
      { name: "registration_number", type: "text", required: true, description: 'Registration (licence plate) number, e.g. "AB19 XYZ".' },
      { name: "odometer_reading", type: "text", required: true, description: 'Recorded mileage at sale, e.g. "42,310 miles".' },
      { name: "price", type: "money", required: true, description: 'Sale price, e.g. "GBP 13,750".' },
      { name: "vin", type: "text", description: "Vehicle identification (chassis) number." },
      { name: "deposit", type: "money", description: "Deposit paid on signing, as part of the price." },
      { name: "handover_date", type: "date", description: "Date of handover; omitted: a date agreed between the parties." },
      { name: "seller_status", type: "choice", options: ["private", "dealer"], default: "private", description: "Whether the Seller is a private individual or a motor dealer selling in the course of business (then consumer law applies)." },
      { name: "known_defects", type: "text", description: "Defects the Seller has disclosed and the Buyer accepts." },
      { name: "included_items", type: "text", default: "all keys, the owner's manual and the service history records", description: "What is handed over with the vehicle." },
    ],
    clauses: [
      {
        heading: "Sale of the Vehicle",
        body: (ctx) => {
          const vin = ctx.optional("vin");
          return `The ${ctx.a.role} sells and the ${ctx.b.role} buys the following vehicle: ${ctx.term("vehicle")}, registration number ${ctx.term("registration_number")}${vin ? `, vehicle identification number ${vin}` : ""}, with a recorded odometer reading of ${ctx.term("odometer_reading")} (the "Vehicle"), together with ${ctx.term("included_items")}.`;
        },
      },
      {
        heading: "Price and Payment",
        body: (ctx) => {
          const deposit = ctx.optional("deposit");
          return [
            `The price of the Vehicle is ${ctx.term("price")}.${deposit ? ` The ${ctx.b.role} shall pay a deposit of ${deposit} when this Agreement is signed, which counts towards the price.` : ""}`,
            `The ${ctx.b.role} shall pay the ${deposit ? "balance of the price" : "price"} by bank transfer in cleared funds, or by another method the ${ctx.a.role} agrees in writing, before the Vehicle is handed over, and the ${ctx.a.role} shall give the ${ctx.b.role} a written receipt.`,
            `Ownership of the Vehicle passes to the ${ctx.b.role} when the ${ctx.a.role} has received the price in full.`,
          ];
        },
      },
      {
        heading: "Seller's Statements about the Vehicle",
        body: (ctx) => {
          const defects = ctx.optional("known_defects");
          return [
            `The ${ctx.a.role} confirms to the ${ctx.b.role} that: (a) the ${ctx.a.role} owns the Vehicle and is entitled to sell it; (b) no money is owed on the Vehicle under any finance, hire purchase, lease or loan, and it is free from any charge or other claim; (c) so far as the ${ctx.a.role} knows, the Vehicle has not been stolen and has not been declared a total loss by an insurer; (d) so far as the ${ctx.a.role} knows, the odometer reading is genuine and the odometer has not been altered or replaced; and (e) the Vehicle matches its description in this Agreement and in any advertisement the ${ctx.a.role} placed.`,
            defects
              ? `The ${ctx.a.role} has disclosed the following defects, which the ${ctx.b.role} accepts and which are reflected in the price: ${defects}. The ${ctx.a.role} is not aware of any other defect that the ${ctx.a.role} has not told the ${ctx.b.role} about in writing.`
              : `The ${ctx.a.role} is not aware of any defect in the Vehicle that the ${ctx.a.role} has not told the ${ctx.b.role} about in writing.`,
          ];
        },
      },
      {
        heading: "Condition of the Vehicle",
        body: (ctx) => {
          if (ctx.term("seller_status") === "dealer") {
            return [
              `The ${ctx.a.role} sells the Vehicle in the course of its business as a motor dealer, and the ${ctx.b.role} buys it as a consumer. The ${ctx.a.role} shall hand the Vehicle over in a roadworthy condition, with any current test or inspection certificate the law requires for it to be used on the road.`,
              `The ${ctx.b.role}'s rights as a consumer are set out in the clause headed "Statutory Rights" and are not limited by anything in this Agreement.`,
            ];
          }
          const out = [
            `The ${ctx.a.role} is selling as a private seller, not in the course of a business. The ${ctx.b.role} has had the opportunity to inspect and test-drive the Vehicle and to have it inspected by a mechanic of the ${ctx.b.role}'s choice, and buys it in its present condition.`,
            `Apart from the statements in this Agreement and any liability the law does not allow to be excluded, the ${ctx.a.role} gives no promise about the quality, condition or fitness for purpose of the Vehicle. This does not protect the ${ctx.a.role} from liability for a defect the ${ctx.a.role} knew of and concealed, or for any misrepresentation.`,
            ...civilLimitSaving(ctx, `the ${ctx.a.role}'s`),
          ];
          if (ctx.law.system === "US") {
            out.push(`The Vehicle is sold "as is" within the meaning of ${ctx.cite("us-ucc-article-2", "2-316", "section 2-316 of the Uniform Commercial Code")}, and, as the ${ctx.a.role} is not a merchant dealing in vehicles, no implied warranty of merchantability arises (${ctx.cite("us-ucc-article-2", "2-314", "section 2-314")}).`);
          }
          return out;
        },
      },
      {
        heading: "Handover and Registration",
        body: (ctx) => {
          const handover = ctx.given("handover_date") ? `on ${ctx.term("handover_date")}` : "on a date and at a place agreed between the parties";
          let registration: string;
          if (ctx.law.system === "GB") {
            registration = `On handover the ${ctx.a.role} shall complete the new keeper details on the vehicle registration certificate (V5C) with the ${ctx.b.role}, give the ${ctx.b.role} the new keeper slip, and notify the Driver and Vehicle Licensing Agency of the sale.`;
          } else if (ctx.law.system === "IN") {
            registration = `On handover the parties shall sign the forms the registering authority requires for the transfer of ownership of the Vehicle, the ${ctx.a.role} shall give any no-objection certificate or financier's release required, and the ${ctx.b.role} shall apply to the registering authority to record the transfer within the time the law allows.`;
          } else if (ctx.law.system === "US") {
            registration = `On handover the ${ctx.a.role} shall sign the certificate of title over to the ${ctx.b.role}, complete the odometer disclosure the law requires, and give any notice of transfer the motor vehicle department of ${ctx.law.place} requires; the ${ctx.b.role} shall apply to register the Vehicle in the ${ctx.b.role}'s name within the time the law allows.`;
          } else {
            registration = `On handover the parties shall complete the documents the vehicle registration authority requires to record the ${ctx.b.role} as the registered keeper or owner of the Vehicle, and each shall do what that authority requires of it within the time the law allows.`;
          }
          return [
            `The ${ctx.a.role} shall hand over the Vehicle, with ${ctx.term("included_items")}, ${handover}, once the price has been paid in full.`,
            registration,
            `The risk of loss of or damage to the Vehicle passes to the ${ctx.b.role} on handover. From handover the ${ctx.b.role} is responsible for insuring the Vehicle and for any tax or charge for its use on the road. The ${ctx.a.role} is responsible for fines, tolls and parking or congestion charges relating to the Vehicle incurred before handover, and the ${ctx.b.role} for those incurred after it, and each shall reimburse the other for any such sum the other is made to pay.`,
          ];
        },
      },
      {
        heading: "Failure to Complete",
        body: (ctx) => {
          const deposit = ctx.optional("deposit");
          const out = [
            `If the ${ctx.b.role} does not pay the price in full by the agreed handover date, the ${ctx.a.role} may give the ${ctx.b.role} written notice to pay within seven (7) days and, if the ${ctx.b.role} does not do so, end this Agreement and sell the Vehicle to someone else.`,
          ];
          if (deposit) {
            out.push(
              ...liquidatedDamages(ctx, {
                payer: `the ${ctx.b.role}`,
                amount: `an amount equal to the deposit of ${deposit}, which the ${ctx.a.role} may satisfy by keeping the deposit,`,
                trigger: `the ${ctx.a.role} ends this Agreement because the ${ctx.b.role} has not paid`,
              }),
            );
          }
          out.push(`If the ${ctx.a.role} does not hand over the Vehicle as agreed, or the Vehicle is damaged before handover, the ${ctx.b.role} may end this Agreement by written notice, and the ${ctx.a.role} shall repay ${deposit ? "the deposit and any other sum" : "any sum"} paid within three (3) days, without affecting the ${ctx.b.role}'s other rights.`);
          return out;
        },
      },
      statutoryRightsClause(["goods"], {
        when: (ctx) => ctx.term("seller_status") === "dealer",
        extra: (ctx) => [
          `Nothing in the clause headed "Governing Law and Disputes" prevents the ${ctx.b.role} from bringing proceedings in the courts of the place where the ${ctx.b.role} lives or before a consumer body, and the clause headed "Entire Agreement and Variation" does not exclude the ${ctx.a.role}'s liability for what it said or wrote about the Vehicle before this Agreement was made.`,
        ],
      }),
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Thomas Reid",
      party_b: "Sophie Walker",
      key_terms: {
        vehicle: "2019 Volkswagen Golf 1.5 TSI Life, silver, five-door, manual",
        registration_number: "AB19 XYZ",
        vin: "WVWZZZAUZKW123456",
        odometer_reading: "42,310 miles",
        price: "GBP 13,750",
        deposit: "GBP 500",
        handover_date: "14 March 2026",
      },
    },
  },
  {
    id: "membership_agreement",
    title: "Membership Agreement",
    group: "consumer",
    description: "Membership of a gym, sports or leisure club: access to facilities, joining and periodic fees, minimum term and cancellation (including early cancellation for illness or relocation), freezing, health and safety, club rules, closures and belongings.",
    parties: {
      a: { role: "Club", description: "The business operating the gym or club." },
      b: { role: "Member", description: "The consumer joining." },
    },
    terms: [
      { name: "club_facilities", type: "text", required: true, description: 'The facilities the membership gives access to, e.g. "the gym, pool and group exercise studios at PulseFit Bandra, Linking Road, Mumbai".' },
      { name: "membership_fee", type: "money", required: true, description: 'The periodic fee, e.g. "INR 3,500 per month".' },
      { name: "membership_category", type: "text", default: "individual adult membership", description: 'Category of membership, e.g. "off-peak individual membership".' },
      { name: "joining_fee", type: "money", description: "One-off joining fee." },
      { name: "start_date", type: "date", description: "Date the membership starts; omitted: the date of this Agreement." },
      { name: "minimum_term", type: "duration", description: "Minimum term, if any." },
      { name: "cancellation_notice", type: "duration", default: "1 month", description: "Notice the Member gives to end the membership after any minimum term." },
      { name: "freeze_allowance", type: "text", description: 'How long the Member may freeze the membership, e.g. "up to 3 months in each membership year".' },
    ],
    features: { consumer: true },
    clauses: [
      {
        heading: "Membership and Access",
        body: (ctx) => [
          `The ${ctx.a.role} grants the ${ctx.b.role} ${ctx.term("membership_category")} (the "Membership"), giving access to ${ctx.term("club_facilities")} (the "Facilities") during the opening hours the ${ctx.a.role} publishes, starting on ${ctx.given("start_date") ? ctx.term("start_date") : "the date of this Agreement"}.`,
          `The Membership is personal to the ${ctx.b.role}. The ${ctx.b.role}'s membership card or access code may not be lent or shared, and guests may use the Facilities only on the terms the ${ctx.a.role} publishes for guests.`,
        ],
      },
      {
        heading: "Fees and Payment",
        body: (ctx) => {
          const joining = ctx.optional("joining_fee");
          return [
            `${joining ? `The ${ctx.b.role} shall pay a joining fee of ${joining} when this Agreement is signed. ` : ""}The Membership fee is ${ctx.term("membership_fee")}, payable in advance by direct debit, standing instruction or card payment on the same day of each period, and includes any ${indirectTax(ctx)}.`,
            `If a payment fails, the ${ctx.a.role} shall tell the ${ctx.b.role} and may try again; it may suspend access to the Facilities while a payment remains unpaid more than fourteen (14) days after that notice.`,
            `The ${ctx.a.role} may increase the fee for a valid reason by giving the ${ctx.b.role} at least thirty (30) days' written notice, but not with effect during any minimum term. If the ${ctx.b.role} does not accept the increase, the ${ctx.b.role} may end the Membership with effect from the date of the increase, without any charge, by telling the ${ctx.a.role} before that date.`,
          ];
        },
      },
      {
        heading: "Minimum Term and Cancellation",
        body: (ctx) => {
          const minimum = ctx.optional("minimum_term");
          const notice = writtenNotice(ctx.term("cancellation_notice"));
          const out = [
            minimum
              ? `The Membership has a minimum term of ${minimum} from its start, after which it continues from period to period until ended under this Agreement.`
              : `The Membership has no minimum term and continues from period to period until ended under this Agreement.`,
            `The ${ctx.b.role} may end the Membership by giving ${notice}${minimum ? ", expiring no earlier than the end of the minimum term" : ""}, in person at the Club, by email or by any other means the ${ctx.a.role} makes available.`,
          ];
          if (minimum) {
            out.push(
              `The ${ctx.b.role} may also end the Membership during the minimum term, on ${notice} and without any early termination charge, if the ${ctx.b.role} (a) suffers an illness, injury or pregnancy that a medical practitioner confirms prevents the ${ctx.b.role} from using the Facilities for the rest of the minimum term; (b) moves home to a place more than forty (40) kilometres (twenty-five (25) miles) from the Club with no other club operated by the ${ctx.a.role} nearer; or (c) loses their job involuntarily, in each case providing the evidence the ${ctx.a.role} reasonably requests.`,
              `If the ${ctx.b.role} ends the Membership during the minimum term for any other reason, the ${ctx.b.role} shall pay the lesser of the fees for the rest of the minimum term and the loss the ${ctx.a.role} actually suffers, taking into account the costs it saves and its ability to offer the place to others.`,
            );
          }
          if (ctx.law.system === "IN") {
            out.push(`No sum payable by the ${ctx.b.role} on ending the Membership shall be wholly disproportionate to the loss the ${ctx.a.role} suffers; the parties recognise that a term imposing such a penalty would be an unfair contract within ${ctx.cite(CPA, "2", "section 2(46) of the Consumer Protection Act, 2019")}.`);
          }
          const de = germanLongTermRule(ctx, `the ${ctx.b.role}`);
          if (de) out.push(de);
          const statutory = statutoryCancellation(ctx, "services", "if the Membership was bought online, by telephone or otherwise away from the Club's premises");
          if (statutory) out.push(...statutory);
          out.push(`Where the law of the place where the Club is located gives the ${ctx.b.role} any further right to cancel, such as a cooling-off period after signing or a right to cancel on relocation or disability, nothing in this Agreement limits it.`);
          return out;
        },
      },
      {
        heading: "Freezing the Membership",
        body: (ctx) => {
          const freeze = ctx.optional("freeze_allowance");
          if (!freeze) return null;
          return `The ${ctx.b.role} may freeze the Membership for ${freeze}, by giving the ${ctx.a.role} at least seven (7) days' written notice. No fee is payable for a period of freezing (other than any administration fee the ${ctx.a.role} publishes in advance), and any minimum term is extended by the length of the freeze.`;
        },
      },
      {
        heading: "Health and Safety",
        body: (ctx) => [
          `Before first using the Facilities the ${ctx.b.role} shall complete the ${ctx.a.role}'s health questionnaire truthfully, and shall tell the ${ctx.a.role} of any later change in health that may affect the ${ctx.b.role}'s safety in exercise. Where the questionnaire indicates a risk, the ${ctx.a.role} may ask the ${ctx.b.role} to obtain medical advice before exercising.`,
          `The ${ctx.b.role} shall attend any induction the ${ctx.a.role} requires before using equipment, use the Facilities within the limits of their own fitness, follow the instructions of the ${ctx.a.role}'s staff and the safety notices displayed, and report any accident, injury or faulty equipment at once.`,
          `The ${ctx.a.role} shall maintain the Facilities and equipment in a safe condition, provide staff trained in first aid during staffed hours, and carry out the safety checks the law requires.`,
        ],
      },
      {
        heading: "Club Rules and Conduct",
        body: (ctx) => [
          `The ${ctx.b.role} shall comply with the Club rules displayed at the Club and published on its website. The ${ctx.a.role} may change the rules for reasons of safety, fairness between members or the proper running of the Club, and shall give reasonable notice of any material change.`,
          `The ${ctx.a.role} may suspend or end the Membership by written notice if the ${ctx.b.role} seriously or repeatedly breaches the Club rules or this Agreement, for example by violent, abusive or harassing behaviour, theft, or sharing their membership card, after giving the ${ctx.b.role} its reasons and, except where the conduct puts others at risk, an opportunity to respond. If the Membership is ended, the ${ctx.a.role} shall refund any fee paid for the period after it ends, less any sums the ${ctx.b.role} owes.`,
        ],
      },
      {
        heading: "Changes to Facilities and Closures",
        body: (ctx) => [
          `The ${ctx.a.role} may close all or part of the Facilities temporarily for maintenance, repairs, special events or reasons beyond its control, giving notice in advance where reasonably possible, and may change classes, timetables and equipment.`,
          `If a closure or change substantially reduces the Facilities available to the ${ctx.b.role} for more than fourteen (14) consecutive days, the ${ctx.a.role} shall reduce the fee in proportion or extend the Membership free of charge, and if it continues for more than thirty (30) days, or the Club moves to a location that is materially less convenient for the ${ctx.b.role}, the ${ctx.b.role} may end the Membership at once by written notice without any charge.`,
        ],
      },
      {
        heading: "Personal Belongings",
        body: (ctx) => `The ${ctx.b.role} is responsible for their belongings at the Club and should use the lockers provided and not leave valuables unattended. The ${ctx.a.role} is responsible for loss of or damage to belongings only where it is caused by the ${ctx.a.role}'s negligence or breach of this Agreement, including a failure to keep lockers reasonably secure.`,
      },
      ...consumerClauses(["services"]),
    ],
    boilerplate: ["counterparts"],
    example: {
      jurisdiction: "IN-MH",
      party_a: "PulseFit Clubs Private Limited",
      party_b: "Rohan Deshpande",
      key_terms: {
        club_facilities: "the gymnasium, swimming pool and group exercise studios at PulseFit Bandra, Linking Road, Mumbai 400050",
        membership_fee: "INR 3,500 per month",
        joining_fee: "INR 2,000",
        minimum_term: "6 months",
        freeze_allowance: "up to 2 months in each membership year",
      },
    },
  },
  {
    id: "event_ticket_terms",
    title: "Event Ticket Terms",
    group: "consumer",
    description: "An organiser's terms for tickets to a concert, festival, sports or other live event: admission, price and fees, no change-of-mind cancellation, refunds on cancellation, postponement or material change, resale and transfer, and conduct at the event.",
    shortName: "Terms",
    parties: {
      a: { role: "Organiser", description: "The business organising the event and selling the tickets." },
      b: { role: "Ticket Holder", description: "The consumer buying or holding a ticket." },
    },
    terms: [
      { name: "event", type: "text", required: true, description: 'The event, e.g. "Summer Lights Festival 2026 (Saturday day ticket)".' },
      { name: "event_venue", type: "text", required: true, description: 'Where the event takes place, e.g. "Victoria Park, Leeds".' },
      { name: "event_date", type: "date", required: true, description: "Date of the event." },
      { name: "ticket_price", type: "money", required: true, description: 'Face value of each ticket, e.g. "GBP 65".' },
      { name: "booking_fee", type: "money", description: "Booking fee per ticket, if any." },
      { name: "ticket_resale", type: "choice", options: ["permitted", "at face value only", "prohibited"], default: "at face value only", description: "Whether tickets may be resold." },
      { name: "age_restriction", type: "text", description: 'Minimum age for admission, e.g. "18".' },
      { name: "refund_period", type: "duration", default: "14 days", description: "Time within which refunds are paid after a cancellation is announced." },
    ],
    features: { consumer: true },
    clauses: [
      {
        heading: "Tickets and Admission",
        body: (ctx) => {
          const age = ctx.optional("age_restriction");
          return [
            `These Terms apply to tickets sold by the ${ctx.a.role} for the following event: ${ctx.term("event")} (the "Event"), to be held at ${ctx.term("event_venue")} on ${ctx.term("event_date")}. Each ticket (a "Ticket") entitles its holder to attend the Event on these Terms and the rules of the venue.`,
            `A Ticket is valid for one person and one admission. The ${ctx.b.role} must present a valid Ticket, and photographic identification if requested, at the entrance; a Ticket that has been copied, altered or obtained in breach of these Terms is not valid.${age ? ` Admission is restricted to persons aged ${age}${/year/i.test(age) ? "" : " years"} or over, and proof of age may be required.` : ""}`,
            `The ${ctx.a.role} or the venue may refuse admission to, or remove, anyone whose behaviour puts others at risk, who appears to be intoxicated, who refuses a reasonable security search, or who breaches the rules in the clause headed "Conduct at the Event". Re-admission is not guaranteed.`,
          ];
        },
      },
      {
        heading: "Price and Fees",
        body: (ctx) => {
          const fee = ctx.optional("booking_fee");
          return [
            `The price of a Ticket is ${ctx.term("ticket_price")}${fee ? `, and a booking fee of ${fee} is charged for each Ticket` : ""}. The total price, including all taxes and compulsory fees, is shown before the ${ctx.b.role} completes the purchase, and no further compulsory charge is added afterwards.`,
            `The ${ctx.a.role} shall not charge for any optional extra, such as parking or ticket protection, unless the ${ctx.b.role} has expressly chosen it${crd(ctx, "22")}.`,
          ];
        },
      },
      {
        heading: "No Change-of-Mind Cancellation",
        body: (ctx) => `Because a Ticket is for a leisure event on a specific date, the ${ctx.b.role} has no right to cancel the purchase simply because the ${ctx.b.role} has changed their mind${crd(ctx, "16")}. A Ticket cannot be returned or exchanged except as these Terms provide.`,
      },
      {
        heading: "Cancellation, Postponement and Changes",
        body: (ctx) => [
          `If the Event is cancelled, the ${ctx.a.role} shall refund the price of each Ticket and the booking fee to the payment method used, within ${ctx.term("refund_period")} after announcing the cancellation, without the ${ctx.b.role} having to ask.`,
          `If the Event is postponed or moved to another date, the Ticket remains valid for the new date. A ${ctx.b.role} who cannot attend on the new date may instead claim a full refund, including the booking fee, by telling the ${ctx.a.role} within thirty (30) days after the new date is announced or before the new date, whichever is earlier.`,
          `If the ${ctx.a.role} makes a material change to the Event, such as a change of headline performer, a move to a venue that is materially less convenient, or a substantial reduction in its length, it shall tell the ${ctx.b.role} as soon as reasonably possible, and the ${ctx.b.role} may claim a full refund within the period stated in the notice, which shall be at least fourteen (14) days. Minor changes to the programme, running order or supporting performers do not give a right to a refund.`,
          `The ${ctx.a.role} is not responsible for travel, accommodation or other costs the ${ctx.b.role} incurs in connection with the Event, except where the cancellation or change results from the ${ctx.a.role}'s failure to use reasonable care and skill, in which case the clause headed "Responsibility for Loss" applies.`,
        ],
      },
      {
        heading: "Resale and Transfer of Tickets",
        body: (ctx) => {
          const resale = ctx.term("ticket_resale");
          if (resale === "permitted") {
            return `Resale of Tickets is permitted: the ${ctx.b.role} may transfer or resell a Ticket, and the ${ctx.a.role} shall not cancel a Ticket only because it has been resold, but it may require the name on a named Ticket to be updated before the Event.`;
          }
          if (resale === "prohibited") {
            return `Resale of Tickets is prohibited: a Ticket may not be resold or offered for resale, for profit or in the course of a business, although the ${ctx.b.role} may transfer it free of charge to a friend or family member. Where the law allows and the buyer was told of this term before buying, a Ticket resold in breach of this clause may be cancelled without refund.`;
          }
          return `The ${ctx.b.role} may transfer or resell a Ticket at face value only, meaning for no more than the price of the Ticket plus the booking fee, through the ${ctx.a.role}'s official resale facility or privately. Where the law allows and the buyer was told of this term before buying, a Ticket resold for more than that may be cancelled without refund.`;
        },
      },
      {
        heading: "Conduct at the Event",
        body: (ctx) => [
          `The ${ctx.b.role} shall comply with the rules of the venue and the instructions of the ${ctx.a.role}'s staff and stewards. Weapons, illegal substances, glass containers, fireworks and professional recording equipment may not be brought into the Event, and bags may be searched on entry.`,
          `The ${ctx.b.role} shall not make any recording of the performance for commercial purposes. The Event may be filmed, photographed and recorded, and the ${ctx.b.role} may appear in crowd footage used to record and promote the Event, as described in the ${ctx.a.role}'s privacy notice.`,
          `The Event may involve loud music, strobe lighting and special effects; the ${ctx.b.role} should take appropriate precautions, and ear protection is recommended.`,
        ],
      },
      ...consumerClauses(["services"]),
    ],
    boilerplate: [],
    example: {
      jurisdiction: "GB",
      party_a: "Riverside Live Events Ltd",
      party_b: "Jamie Patel",
      key_terms: {
        event: "Summer Lights Festival 2026 (Saturday day ticket)",
        event_venue: "Victoria Park, Leeds",
        event_date: "18 July 2026",
        ticket_price: "GBP 65",
        booking_fee: "GBP 4.50",
        ticket_resale: "at face value only",
      },
    },
  },
  {
    id: "consumer_services_agreement",
    title: "Consumer Services Agreement",
    group: "consumer",
    description: "A trader's agreement to provide services to a consumer (photography, tuition, cleaning, repairs, design and the like): scope and standard, price and deposit, co-operation, changes and delays, cancellation (including the statutory right for distance and off-premises contracts) and putting problems right.",
    parties: {
      a: { role: "Provider", description: "The business providing the services." },
      b: { role: "Customer", description: "The consumer receiving them." },
    },
    terms: [
      { name: "services", type: "text", required: true, description: 'The services, e.g. "wedding photography on 12 September 2026 (up to 8 hours) and delivery of at least 400 edited images".' },
      { name: "price", type: "money", required: true, description: 'Total price including taxes, e.g. "EUR 2,400".' },
      { name: "deposit", type: "money", description: "Deposit paid when the agreement is made, as part of the price." },
      { name: "payment_due", type: "text", default: "on completion of the Services", description: 'When the price (or its balance) is paid, e.g. "14 days before the wedding".' },
      { name: "service_location", type: "text", description: "Where the services are performed." },
      { name: "service_dates", type: "text", description: "When the services are performed or delivered." },
      { name: "sales_channel", type: "choice", options: ["distance", "on-premises", "off-premises"], default: "distance", description: "How the agreement is made: distance (online, by telephone or mail), on-premises (at the Provider's premises) or off-premises (in the consumer's presence elsewhere); decides the statutory right to cancel." },
    ],
    features: { consumer: true },
    clauses: [
      {
        heading: "The Services",
        body: (ctx) => {
          const where = ctx.optional("service_location");
          const when = ctx.optional("service_dates");
          return [
            `The ${ctx.a.role} shall provide the following services to the ${ctx.b.role}: ${ctx.term("services")} (the "Services")${where ? `, at ${where}` : ""}${when ? `, ${when}` : ""}.`,
            `The ${ctx.a.role} shall provide the Services with reasonable care and skill, in line with the description and any other information it gave the ${ctx.b.role} before this Agreement was made, using suitably qualified and experienced people.`,
          ];
        },
      },
      {
        heading: "Price and Payment",
        body: (ctx) => {
          const deposit = ctx.optional("deposit");
          return [
            `The price of the Services is ${ctx.term("price")}, which includes all taxes and, unless this Agreement says otherwise, all materials and travel within the area the ${ctx.a.role} normally serves.`,
            deposit
              ? `The ${ctx.b.role} shall pay a deposit of ${deposit} when this Agreement is made, which counts towards the price, and shall pay the balance ${ctx.term("payment_due")}.`
              : `The ${ctx.b.role} shall pay the price ${ctx.term("payment_due")}.`,
            `No additional charge is payable unless the ${ctx.b.role} has agreed to it in writing before the extra work is done.`,
          ];
        },
      },
      {
        heading: "Customer's Co-operation",
        body: (ctx) => `The ${ctx.b.role} shall give the ${ctx.a.role} the information, access and decisions it reasonably needs to provide the Services, in good time. If the ${ctx.b.role} does not do so, the ${ctx.a.role} is not responsible for any resulting delay or shortcoming, and may charge the reasonable additional costs it incurs as a result if it told the ${ctx.b.role} of them in advance.`,
      },
      {
        heading: "Changes and Delays",
        body: (ctx) => [
          `The ${ctx.b.role} may ask for a change to the Services. The ${ctx.a.role} shall say whether the change is possible and its effect on the price and timing, and the change takes effect only when both parties have agreed it in writing.`,
          `The ${ctx.a.role} may make minor changes to the Services needed to comply with the law or for technical reasons, where they do not affect their quality or the ${ctx.b.role}'s use of them.`,
          `If an event beyond the ${ctx.a.role}'s reasonable control prevents or delays the Services, it shall tell the ${ctx.b.role} promptly and offer a new date; if the delay is substantial or the Services cannot be provided on an essential date, the ${ctx.b.role} may end this Agreement and receive a refund of everything paid for Services not provided.`,
        ],
      },
      {
        heading: "Cancelling the Agreement",
        body: (ctx) => {
          const channel = ctx.term("sales_channel");
          const made =
            channel === "distance"
              ? "This Agreement is a distance contract, made without the parties being physically together."
              : channel === "off-premises"
                ? `This Agreement is an off-premises contract, made in the ${ctx.b.role}'s presence away from the ${ctx.a.role}'s business premises.`
                : channel === "on-premises"
                  ? `This Agreement was made on-premises, at the ${ctx.a.role}'s business premises.`
                  : `This Agreement was made ${channel}.`;
          const out = [made];
          if (channel !== "on-premises") {
            const statutory = statutoryCancellation(ctx, "services", channel === "distance" ? "as this Agreement is a distance contract" : "as this Agreement is an off-premises contract");
            if (statutory) out.push(...statutory);
          }
          out.push(
            `The ${ctx.b.role} may otherwise cancel this Agreement at any time before the Services are completed by telling the ${ctx.a.role}. The ${ctx.a.role} shall refund what the ${ctx.b.role} has paid for Services not yet provided, less the reasonable costs it has already incurred that it cannot recover or avoid (which may be met from any deposit), and shall give the ${ctx.b.role} a written breakdown of those costs.`,
            `The ${ctx.a.role} may cancel this Agreement if it is unable to provide the Services, and shall then refund everything the ${ctx.b.role} has paid for Services not provided.`,
          );
          return out;
        },
      },
      {
        heading: "If Something Goes Wrong",
        body: (ctx) => `If the ${ctx.b.role} believes the Services have not been provided as this Agreement requires, the ${ctx.b.role} should tell the ${ctx.a.role} as soon as reasonably possible, giving details. The ${ctx.a.role} shall then, at its own cost and within a reasonable time, perform the affected Services again or, where that is not possible or not done within a reasonable time, refund a fair part of the price, without affecting the ${ctx.b.role}'s other rights.`,
      },
      ...consumerClauses(["services"]),
    ],
    boilerplate: ["counterparts"],
    example: {
      jurisdiction: "FR",
      party_a: "Atelier Lumière Photographie SARL",
      party_b: "Camille Bernard",
      key_terms: {
        services: "wedding photography on 12 September 2026 (up to eight hours of coverage) and delivery of at least 400 edited digital images within six weeks",
        price: "EUR 2,400",
        deposit: "EUR 600",
        payment_due: "no later than fourteen (14) days before the wedding",
        sales_channel: "distance",
      },
    },
  },
  {
    id: "personal_training_agreement",
    title: "Personal Training Agreement",
    group: "consumer",
    description: "A personal trainer's agreement with a client for a package of training sessions: qualifications and programme, health declaration and safety, package price and validity, booking and late cancellation, no guaranteed results, and ending with a refund of unused sessions.",
    parties: {
      a: { role: "Trainer", description: "The personal trainer or training business." },
      b: { role: "Client", description: "The consumer being trained." },
    },
    terms: [
      { name: "sessions", type: "text", required: true, description: 'The sessions bought, e.g. "24 one-hour one-to-one strength and conditioning sessions".' },
      { name: "price", type: "money", required: true, description: 'Price of the package, e.g. "USD 2,160".' },
      { name: "training_location", type: "text", description: "Where the sessions take place." },
      { name: "package_validity", type: "duration", default: "3 months", description: "Period within which the sessions are to be used." },
      { name: "late_cancellation_notice", type: "text", default: "24 hours", description: 'Notice the Client gives to cancel a session without losing it, e.g. "24 hours".' },
    ],
    features: { consumer: true },
    clauses: [
      {
        heading: "Training Services",
        body: (ctx) => {
          const where = ctx.optional("training_location");
          return [
            `The ${ctx.a.role} shall provide the ${ctx.b.role} with the following personal training: ${ctx.term("sessions")} (the "Sessions")${where ? `, at ${where}` : ", at a place agreed between the parties"}.`,
            `Before the first Session the ${ctx.a.role} shall assess the ${ctx.b.role}'s fitness, goals and health declaration and prepare a training programme suited to them, which it shall review and adjust as the ${ctx.b.role} progresses.`,
            `The ${ctx.a.role} confirms that it holds a recognised personal training qualification and a current first aid certificate, and professional and public liability insurance covering the Sessions, and shall show evidence of them on request.`,
          ];
        },
      },
      {
        heading: "Health Declaration and Safety",
        body: (ctx) => [
          `Before the first Session the ${ctx.b.role} shall complete the ${ctx.a.role}'s health questionnaire truthfully and completely, including any medical condition, injury, medication or pregnancy, and shall tell the ${ctx.a.role} before each Session of any change. Where the questionnaire indicates a risk, the ${ctx.a.role} may require the ${ctx.b.role} to obtain a medical practitioner's clearance before training.`,
          `The ${ctx.a.role} shall plan and supervise each Session with reasonable care for the ${ctx.b.role}'s safety, and may change or stop an exercise or Session if it considers that continuing would be unsafe.`,
          `The ${ctx.b.role} shall follow the ${ctx.a.role}'s instructions and shall stop exercising and tell the ${ctx.a.role} at once if the ${ctx.b.role} feels pain, dizziness, breathlessness or discomfort beyond what is normal for the exercise.`,
        ],
      },
      {
        heading: "Package Price and Validity",
        body: (ctx) => [
          `The price of the Sessions is ${ctx.term("price")}, payable in advance when this Agreement is made, including any applicable taxes.`,
          `The Sessions are to be used within ${ctx.term("package_validity")} from the date of the first Session. That period is extended by any time during which the ${ctx.a.role} is unavailable, and by any period during which the ${ctx.b.role} cannot train because of illness or injury shown by reasonable evidence.`,
          `The per-Session value of the package is the price divided by the number of Sessions included, and is used to calculate any refund under this Agreement.`,
        ],
      },
      {
        heading: "Booking and Cancelling Sessions",
        body: (ctx) => [
          `Sessions are booked by agreement between the parties. The ${ctx.b.role} may cancel or rearrange a booked Session without charge by giving at least ${writtenNotice(ctx.term("late_cancellation_notice"), "notice")}; a Session cancelled with less notice, or missed, counts as used, unless the ${ctx.b.role} was prevented from attending by an emergency or illness.`,
          `If the ${ctx.a.role} cancels or is late for a Session, it shall rearrange the Session at a time convenient to the ${ctx.b.role}, or make up the lost time, at no extra cost. If the ${ctx.b.role} is late, the Session ends at the time originally booked.`,
        ],
      },
      {
        heading: "Results and Advice",
        body: (ctx) => `Results depend on many factors outside the ${ctx.a.role}'s control, including the ${ctx.b.role}'s health, diet, rest and training outside the Sessions, so the ${ctx.a.role} does not promise any particular result. Any nutritional guidance the ${ctx.a.role} gives is general in nature and is not medical or dietetic advice; the ${ctx.b.role} should consult a medical practitioner before making significant changes to diet or exercise.`,
      },
      {
        heading: "Ending the Agreement",
        body: (ctx) => {
          const out = [
            `The ${ctx.b.role} may end this Agreement at any time by telling the ${ctx.a.role}, and the ${ctx.a.role} shall refund the per-Session value of each unused Session within fourteen (14) days.`,
            `The ${ctx.a.role} may end this Agreement by written notice if the ${ctx.b.role} seriously breaches it, for example by abusive behaviour or by giving false health information that puts the ${ctx.b.role}'s safety at risk, or if it can no longer provide the Sessions; it shall then refund the per-Session value of each unused Session.`,
          ];
          const statutory = statutoryCancellation(ctx, "services", "if this Agreement was made online, by telephone or otherwise away from the Trainer's premises");
          if (statutory) out.push(...statutory);
          return out;
        },
      },
      ...consumerClauses(["services"]),
    ],
    boilerplate: ["counterparts"],
    example: {
      jurisdiction: "US-NY",
      party_a: "Coreform Coaching LLC",
      party_b: "Michael Chen",
      key_terms: {
        sessions: "24 one-hour one-to-one strength and conditioning sessions",
        price: "USD 2,160",
        training_location: "the Trainer's studio at 210 West 29th Street, New York, NY 10001",
        package_validity: "4 months",
      },
    },
  },
];
