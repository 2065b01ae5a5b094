import { constitutionAmendment } from "../company-constitution";
import { adherenceInstrument } from "../native-boilerplate";
import { anchor, refTo } from "../cross-references";
import { asAdverbial, asBareInfinitive, capitalise, payableWithin, withoutPeriod, writtenNotice } from "../key-terms";
import { indianMortgage, latePayment, liquidatedDamages, performanceRemedy, restraintOfTrade } from "../law-clauses";
import type { ContractTemplate, DraftContext } from "../types";

/** A company's winding up as the governing law calls it: a civil code liquidates a company after its dissolution. */
const windingUp = (ctx: DraftContext) => (ctx.law.family === "civil" ? "liquidation" : ctx.law.system === "US" ? "dissolution and liquidation" : "winding up");

/**
 * India-specific instruments. Indian statutes are cited only where the draft is governed by Indian law
 * (`ctx.within("IN")`) and only where the registry holds the provision; the stamp duty clause, and the registration
 * rules for lettings and leave and licence, come from `formalities.ts` through `features`. The partnership deed
 * cites the Indian Partnership Act 1932 from the registry (ss.4, 11, 58, 69).
 */

/**
 * An investor's shareholders' agreement binds an individual founder-promoter to stay: the Promoter's Shares "vest"
 * (are freed from a compulsory transfer) over a period, and a Leaver must sell on good or bad leaver terms, as venture
 * precedents (BVCA, NVCA, Indian VC forms) have it. A corporate promoter has no service to vest against, so the clause
 * is drafted only for an individual or when the period is given. The leaver prices are the usual ones and a
 * commercial choice, said in a note.
 */
function promoterVesting(ctx: DraftContext): string[] | null {
  const given = ctx.optional("promoter_vesting_period");
  if (!given && ctx.a.entity) return null;
  const p = ctx.a.role;
  const i = ctx.b.role;
  ctx.note("promoter_vesting", `The ${p}'s Shares are subject to reverse vesting over ${given ?? "four (4) years"} with good and bad leaver terms, as venture precedents have it; the leaver definitions, the prices (a Good Leaver keeps vested Shares, a Bad Leaver sells all at the lower of cost and fair market value) and any cliff are commercial choices to confirm with the parties.`);
  const out = [
    `The Shares held by the ${p} on the Effective Date (the "Promoter Shares") vest in equal monthly instalments over ${given ?? "four (4) years"} from the Effective Date, for so long as the ${p} remains a director or employee of, or consultant to, the Company. A Promoter Share vests when it is freed from the obligation to transfer it under this clause; Promoter Shares that have not vested are "Unvested Shares". All Unvested Shares vest on completion of an exit under the clause headed "Exit".`,
    `The ${p} becomes a "Leaver" on ceasing to be a director or employee of, and a consultant to, the Company. A Leaver is a "Good Leaver" if the ${p} ceases because of death or permanent incapacity, or because the Company ends the engagement other than for Cause, or if the ${i} agrees in writing that the ${p} is a Good Leaver; any other Leaver is a "Bad Leaver". "Cause" means fraud, serious misconduct, conviction of an offence involving dishonesty, or a material breach of this Agreement or of the ${p}'s service agreement that is not remedied within thirty (30) days after notice.`,
    `Within six (6) months after the ${p} becomes a Leaver, the ${i} may by notice require the ${p} to transfer, to the ${i} or a person it nominates (or, so far as the law allows, to the Company by way of a buy-back): (a) if a Good Leaver, the Unvested Shares, at the lower of the price the ${p} paid for them and their fair market value; and (b) if a Bad Leaver, all the Promoter Shares, at the lower of the price the ${p} paid for them and their fair market value. A Good Leaver keeps the Promoter Shares that have vested.`,
    `Fair market value is the value of the Shares on the date the ${p} became a Leaver, as agreed by the ${p} and the ${i} or, failing agreement within thirty (30) days, as determined by an independent ${ctx.within("IN") ? "registered valuer" : "valuer"} appointed by the Company, acting as an expert and not as an arbitrator, whose determination is binding save for manifest error.`,
  ];
  if (ctx.within("IN") && ctx.term("investor_residence") === "non-resident") {
    out.push(`A transfer under this clause to a person resident outside India is made at a price that complies with the pricing conditions for foreign investment referred to in the clause headed "Shareholding and Investment", which prevail over the prices stated in this clause.`);
  }
  return out;
}

export const indiaTemplates: ContractTemplate[] = [
  {
    id: "leave_and_licence",
    title: "Leave and Licence Agreement",
    group: "india",
    description: "Permits a licensee to use residential or commercial premises for a fee, typically for eleven months, without creating a tenancy: deposit, charges, lock-in, handover; in Maharashtra adds compulsory registration under the Rent Control Act s.55.",
    parties: {
      a: { role: "Licensor", description: "The owner of the premises granting leave and licence." },
      b: { role: "Licensee", description: "The person permitted to use the premises." },
    },
    terms: [
      { name: "premises", type: "text", required: true, description: 'Full address and description, e.g. "Flat No. 702, 7th Floor, Sea Breeze CHS Ltd, Carter Road, Bandra (West), Mumbai 400050, admeasuring 850 sq. ft. carpet area".' },
      { name: "licence_fee", type: "money", required: true, description: 'Monthly compensation, e.g. "INR 85,000 per month".' },
      { name: "duration", type: "duration", default: "11 months", description: "Licence period (eleven months is usual; Maharashtra requires registration whatever the period)." },
      { name: "commencement_date", type: "date", description: "First day of the licence period; omitted: the date of the agreement." },
      { name: "security_deposit", type: "money", description: "Interest-free refundable deposit, e.g. \"INR 3,00,000\"." },
      { name: "permitted_use", type: "text", default: "residential use by the Licensee and the Licensee's family", description: 'Use allowed, e.g. "residential use by the Licensee and family" or "office use".' },
      { name: "lock_in_period", type: "duration", description: "Period at the start during which neither party may end the licence except for breach." },
      { name: "notice_period", type: "duration", default: "1 month", description: "Notice either party gives to end the licence after any lock-in." },
      { name: "society_charges_paid_by", type: "choice", options: ["licensor", "licensee"], default: "licensor", description: "Who pays the society maintenance charges." },
    ],
    features: { leaveAndLicence: true, witnessed: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} is the owner of, and is otherwise well and sufficiently entitled to, the premises at ${ctx.term("premises")}.`,
      `The ${ctx.b.role} has requested the ${ctx.a.role} to permit the ${ctx.b.role} to use those premises on a leave and licence basis, and the ${ctx.a.role} has agreed to do so on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Grant of Leave and Licence",
        body: (ctx) => {
          if (!ctx.within("IN")) {
            ctx.note("indian_instrument", "A leave and licence agreement is an Indian form. Elsewhere a right to occupy premises exclusively for a term in return for a periodic payment is likely to be treated as a tenancy whatever the document calls it, with the protections the local law gives tenants; consider the lease or residential_tenancy_agreement types instead.");
          }
          return [
            `The ${ctx.a.role} grants the ${ctx.b.role} leave and licence to use the premises described above, with the fixtures, fittings and furniture listed in the inventory signed by both parties (together, the "Licensed Premises"), for ${ctx.term("permitted_use")}, for a period of ${ctx.term("duration")} starting on ${ctx.optional("commencement_date") ?? "the date of this Agreement"} (the "Licence Period").`,
            `The Licence Period may be extended only by a fresh written agreement between the parties, on the terms then agreed, which shall itself be stamped and registered where the law requires.`,
          ];
        },
      },
      {
        heading: "No Tenancy Created",
        body: (ctx) => [
          `This Agreement is a licence and not a lease. It does not create any tenancy, sub-tenancy or other right, title or interest in the Licensed Premises in favour of the ${ctx.b.role}, and the legal possession of the Licensed Premises remains with the ${ctx.a.role} throughout. The ${ctx.b.role} shall not claim any tenancy or protected status by reason of this Agreement, its use of the Licensed Premises or the payment of the licence fee.`,
          `The licence is personal to the ${ctx.b.role}. The ${ctx.b.role} shall not transfer it, or allow any person other than those covered by the permitted use to occupy or use the Licensed Premises or any part of them, whether as sub-licensee, paying guest or otherwise.`,
        ],
      },
      {
        heading: "Licence Fee and Security Deposit",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} shall pay the ${ctx.a.role} a licence fee (compensation) of ${ctx.term("licence_fee")} (the "Licence Fee"), in advance on or before the fifth (5th) day of each English calendar month, by bank transfer to the account the ${ctx.a.role} notifies in writing, after deducting only any tax at source the law requires the ${ctx.b.role} to deduct, for which the ${ctx.b.role} shall give the ${ctx.a.role} the certificate of deduction.`];
          const deposit = ctx.optional("security_deposit");
          if (deposit) {
            out.push(
              `On signing this Agreement the ${ctx.b.role} shall pay the ${ctx.a.role} an interest-free refundable security deposit of ${deposit} (the "Deposit"), as security for the Licence Fee, the charges payable by the ${ctx.b.role} and the condition of the Licensed Premises.`,
              `The ${ctx.a.role} shall refund the Deposit to the ${ctx.b.role} at the time the ${ctx.b.role} hands back vacant possession of the Licensed Premises and the keys, less only the Licence Fee and charges then unpaid and the reasonable cost of repairing damage beyond normal wear and tear, with a written statement of any deduction. The ${ctx.b.role} shall not adjust the Deposit against the Licence Fee for the last months of the Licence Period.`,
            );
          }
          return out;
        },
      },
      {
        heading: "Charges and Outgoings",
        body: (ctx) => {
          const payer = ctx.term("society_charges_paid_by") === "licensee" ? ctx.b.role : ctx.a.role;
          return [
            `The ${ctx.a.role} shall pay the property tax and all other taxes and assessments levied on the Licensed Premises as owner. The society maintenance charges (including sinking and repair fund contributions) shall be paid by the ${payer}, and any non-occupancy charges the society levies by reason of this licence shall be paid by the ${ctx.a.role}.`,
            `The ${ctx.b.role} shall pay the charges for electricity, piped gas, telephone, internet and cable television consumed at the Licensed Premises during the Licence Period, directly to the providers against their bills, and shall hand over the final paid bills on leaving.`,
          ];
        },
      },
      {
        heading: "Use, Conduct and Repairs",
        body: (ctx) => [
          `The ${ctx.b.role} shall use the Licensed Premises only for the permitted use, keep them clean and in good condition, comply with the bye-laws and rules of the society or building, and not do anything in them that is illegal, immoral, or a nuisance or annoyance to the other occupants, nor store anything hazardous or combustible in them.`,
          `The ${ctx.b.role} shall not make any structural change, addition or alteration to the Licensed Premises. Day-to-day minor repairs (such as replacement of bulbs, fuses and tap washers) are the ${ctx.b.role}'s responsibility; structural repairs, leakage and seepage, and repairs to the fixtures and fittings arising from normal wear and tear are the ${ctx.a.role}'s.`,
          `The ${ctx.a.role} or its authorised representative may inspect the Licensed Premises at a reasonable time, on at least twenty-four (24) hours' prior notice.`,
          `Each party shall furnish the documents and particulars the local police or the society require for the verification of the ${ctx.b.role} and the other occupants, and the ${ctx.a.role} shall submit them within the time required.`,
        ],
      },
      {
        heading: "Lock-in, Termination and Handover",
        body: (ctx) => {
          const lock = ctx.optional("lock_in_period");
          const out: string[] = [];
          if (lock) {
            out.push(`Neither party may end this Agreement during the first ${lock} of the Licence Period (the "Lock-in Period") except under the sub-clause below on breach. If the ${ctx.b.role} vacates during the Lock-in Period otherwise than for the ${ctx.a.role}'s breach, the ${ctx.b.role} shall remain liable for the Licence Fee for the rest of the Lock-in Period, less any amount the ${ctx.a.role} receives, or could with reasonable efforts have received, by granting a licence of the Licensed Premises to someone else for that period.`);
          }
          out.push(
            `${lock ? "After the Lock-in Period, either" : "Either"} party may end this Agreement before the end of the Licence Period by giving the other not less than ${writtenNotice(ctx.term("notice_period"))}.`,
            `The ${ctx.a.role} may end this Agreement by written notice if the Licence Fee is unpaid for more than thirty (30) days after its due date, or if the ${ctx.b.role} breaches any other term of this Agreement and does not remedy the breach within fifteen (15) days after written notice of it.`,
            `On the expiry or earlier end of the Licence Period the ${ctx.b.role} shall hand back vacant and peaceful possession of the Licensed Premises, with the items in the inventory in the condition in which they were received, normal wear and tear excepted.`,
          );
          if (ctx.within("IN")) {
            out.push(`If the ${ctx.b.role} fails to do so, the ${ctx.b.role} shall pay compensation for use and occupation at the daily rate of the Licence Fee for each day of continued occupation, and the ${ctx.a.role} may recover possession of the Licensed Premises in the manner provided by law (${ctx.cite("in-specific-relief-act-1963", "5", "section 5 of the Specific Relief Act, 1963")}), but not by force.`);
          } else {
            out.push(`If the ${ctx.b.role} fails to do so, the ${ctx.b.role} shall pay compensation for use and occupation at the daily rate of the Licence Fee for each day of continued occupation, and the ${ctx.a.role} may recover possession of the Licensed Premises by lawful process, but not by force.`);
          }
          return out;
        },
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN-MH", party_a: "Sunita Deshpande", party_b: "Arjun Mehta", key_terms: { premises: "Flat No. 702, 7th Floor, Sea Breeze Co-operative Housing Society Ltd, Carter Road, Bandra (West), Mumbai 400050, admeasuring 850 sq. ft. carpet area", licence_fee: "INR 85,000 per month", security_deposit: "INR 3,00,000", duration: "11 months", lock_in_period: "6 months" } },
  },
  {
    id: "rent_agreement",
    title: "Rent Agreement",
    group: "india",
    description: "A residential tenancy of a house or flat in India, usually for eleven months: rent, interest-free deposit, charges, the parties' covenants, lock-in and notice, with stamp duty and (for longer terms) registration added automatically.",
    parties: {
      a: { role: "Landlord", description: "The owner letting the premises (the lessor)." },
      b: { role: "Tenant", description: "The person taking the premises on rent (the lessee)." },
    },
    terms: [
      { name: "premises", type: "text", required: true, description: 'Full address and description, e.g. "Second Floor, House No. C-45, Greater Kailash Part II, New Delhi 110048, with two bedrooms, a kitchen and two bathrooms".' },
      { name: "rent", type: "money", required: true, description: 'Monthly rent, e.g. "INR 55,000 per month".' },
      { name: "duration", type: "duration", default: "11 months", description: "Term of the tenancy (more than eleven months makes registration compulsory)." },
      { name: "commencement_date", type: "date", description: "First day of the tenancy; omitted: the date of the agreement." },
      { name: "security_deposit", type: "money", description: "Interest-free refundable security deposit." },
      { name: "furnishing", type: "choice", options: ["furnished", "semi-furnished", "unfurnished"], default: "unfurnished", description: "Whether the premises are let with furniture and fittings (listed in an annexure)." },
      { name: "rent_escalation", type: "percentage", description: "Increase of the rent on each renewal, e.g. \"10%\"." },
      { name: "lock_in_period", type: "duration", description: "Period at the start during which neither party may end the tenancy except for breach." },
      { name: "notice_period", type: "duration", default: "1 month", description: "Notice either party gives to end the tenancy." },
    ],
    features: { realPropertyLetting: true, witnessed: true },
    clauses: [
      {
        heading: "Letting and Term",
        body: (ctx) => {
          if (!ctx.within("IN")) {
            ctx.note("indian_instrument", "This rent agreement follows Indian practice. Outside India a residential letting is governed by the local tenancy law, which usually restricts how and when a landlord can end the tenancy and recover possession; consider the residential_tenancy_agreement type instead.");
          }
          const out = [
            `The ${ctx.a.role} lets to the ${ctx.b.role} the residential premises at ${ctx.term("premises")}, ${ctx.term("furnishing")}, with the fittings and fixtures listed in the annexure signed by both parties (the "Premises"), for a term of ${ctx.term("duration")} starting on ${ctx.optional("commencement_date") ?? "the date of this Agreement"} (the "Term").`,
            `The Premises shall be used only as a private residence by the ${ctx.b.role} and the members of the ${ctx.b.role}'s family, and not for any commercial purpose.`,
          ];
          const up = ctx.optional("rent_escalation");
          out.push(
            up
              ? `The Term may be renewed by mutual written agreement; on each renewal the rent shall increase by ${up} of the rent last payable, and the renewal shall be recorded in a fresh agreement, stamped and registered where the law requires.`
              : `The Term may be renewed by mutual written agreement, on the rent and terms then agreed, recorded in a fresh agreement that is stamped and registered where the law requires.`,
          );
          return out;
        },
      },
      {
        heading: "Rent and Security Deposit",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} shall pay the ${ctx.a.role} a rent of ${ctx.term("rent")} (the "Rent") in advance on or before the seventh (7th) day of each English calendar month, by bank transfer to the account the ${ctx.a.role} notifies in writing, after deducting only any tax at source the law requires. The ${ctx.a.role} shall issue a receipt for each payment and furnish the particulars (including permanent account number) the ${ctx.b.role} reasonably needs to claim any tax allowance for rent paid.`];
          const deposit = ctx.optional("security_deposit");
          if (deposit) out.push(`On signing this Agreement the ${ctx.b.role} shall pay the ${ctx.a.role} an interest-free refundable security deposit of ${deposit}, which the ${ctx.a.role} shall refund when the ${ctx.b.role} hands back vacant possession of the Premises, less only unpaid Rent, unpaid charges and the reasonable cost of repairing damage beyond normal wear and tear, with a written statement of any deduction. The ${ctx.b.role} shall not adjust the deposit against the Rent.`);
          return out;
        },
      },
      {
        heading: "Charges and Taxes",
        body: (ctx) => [
          `The ${ctx.b.role} shall pay the charges for electricity and water (according to the meter readings or bills for the Premises), piped gas, telephone and internet consumed during the Term, and shall hand over the final paid bills on leaving.`,
          `The ${ctx.a.role} shall pay the property tax, the ground rent (if any) and all other taxes on the Premises as owner, and the maintenance charges of the society or residents' welfare association, unless the parties agree otherwise in writing.`,
        ],
      },
      {
        heading: "Tenant's Covenants",
        body: (ctx) => [
          `The ${ctx.b.role} shall keep the Premises and the fittings in good and tenantable condition (normal wear and tear excepted), carry out minor day-to-day repairs at its own cost, and make good any damage caused by the ${ctx.b.role}, its family, servants or visitors.`,
          `The ${ctx.b.role} shall not sublet, assign or part with possession of the Premises or any part of them, nor make any structural addition or alteration to them, without the ${ctx.a.role}'s prior written consent.`,
          `The ${ctx.b.role} shall comply with the rules of the society or building, not use the Premises for any illegal or immoral purpose, not store anything hazardous or combustible in them, and not cause nuisance or annoyance to neighbours.`,
          `The ${ctx.b.role} shall allow the ${ctx.a.role} or its representative to inspect the Premises at a reasonable time on at least twenty-four (24) hours' notice, and shall furnish the particulars the local police require for tenant verification.`,
        ],
      },
      {
        heading: "Landlord's Covenants",
        body: (ctx) => [
          `The ${ctx.a.role} confirms that it is the owner of the Premises and entitled to let them, and that the Premises are not subject to any mortgage, agreement or proceeding that would prevent the ${ctx.b.role} from enjoying them under this Agreement.`,
          `The ${ctx.a.role} shall carry out structural repairs and repairs to the plumbing, wiring, water-proofing and the fixtures and fittings arising from normal wear and tear within a reasonable time of being told of the need for them.`,
          `As long as the ${ctx.b.role} pays the Rent and observes the terms of this Agreement, the ${ctx.b.role} may peacefully hold and enjoy the Premises during the Term without interruption by the ${ctx.a.role} or any person claiming through it.`,
        ],
      },
      {
        heading: "Termination and Delivery of Possession",
        body: (ctx) => {
          const lock = ctx.optional("lock_in_period");
          const out: string[] = [];
          if (lock) out.push(`Neither party may end this tenancy during the first ${lock} of the Term (the "Lock-in Period") except for the other's breach under this clause.`);
          out.push(
            `${lock ? "After the Lock-in Period, either" : "Either"} party may end this tenancy by giving the other not less than ${writtenNotice(ctx.term("notice_period"), "notice in writing")}, signed by the party giving it and delivered to the other.`,
            `The ${ctx.a.role} may end this tenancy by written notice if the Rent is unpaid for more than two (2) consecutive months, or the ${ctx.b.role} sublets the Premises or otherwise breaches this Agreement and does not remedy the breach within fifteen (15) days after written notice of it.`,
            `On the end of the tenancy the ${ctx.b.role} shall hand over vacant and peaceful possession of the Premises and all keys to the ${ctx.a.role}, in the condition required by this Agreement.`,
          );
          if (ctx.within("IN")) {
            out.push(
              `The notice periods in this clause apply in place of those that ${ctx.cite("in-transfer-of-property-act-1882", "106", "section 106 of the Transfer of Property Act, 1882")} would otherwise imply, and the tenancy ends in any of the ways provided by ${ctx.cite("in-transfer-of-property-act-1882", "111", "section 111 of that Act")}.`,
              `The ${ctx.a.role} shall not dispossess the ${ctx.b.role} otherwise than in due course of law; a person so dispossessed may recover possession under ${ctx.cite("in-specific-relief-act-1963", "6", "section 6 of the Specific Relief Act, 1963")}. Nothing in this Agreement excludes any protection the rent control law of the State gives either party.`,
            );
          } else {
            out.push(`The ${ctx.a.role} shall not recover possession of the Premises otherwise than through the procedure the law allows.`);
          }
          return out;
        },
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN-DL", party_a: "Rajiv Malhotra", party_b: "Neha Kapoor", key_terms: { premises: "Second Floor, House No. C-45, Greater Kailash Part II, New Delhi 110048, with two bedrooms, a drawing-dining room, a kitchen and two bathrooms", rent: "INR 55,000 per month", security_deposit: "INR 1,10,000", duration: "11 months", furnishing: "semi-furnished", rent_escalation: "10%" } },
  },
  {
    id: "partnership_deed",
    title: "Partnership Deed",
    titleFor: (ctx) => (ctx.law.family === "civil" ? "Partnership Agreement" : "Partnership Deed"),
    group: "india",
    description: "Constitutes a partnership firm between two partners: name, business and place, duration, capital, profit sharing, interest and remuneration, management and banking, partners' duties, retirement, death and dissolution, and registration of the firm.",
    shortName: "Deed",
    parties: {
      a: { role: "First Partner", description: "The first partner of the firm." },
      b: { role: "Second Partner", description: "The second partner of the firm." },
    },
    terms: [
      { name: "firm_name", type: "text", required: true, description: 'Name of the firm, e.g. "M/s Sharma Iyer Associates".' },
      { name: "business", type: "text", required: true, description: 'Business of the firm, e.g. "trading in and distribution of industrial fasteners".' },
      { name: "principal_place", type: "text", required: true, description: "Principal place of business of the firm." },
      { name: "capital_contributions", type: "text", required: true, description: 'Each partner\'s capital, e.g. "INR 15,00,000 by the First Partner and INR 10,00,000 by the Second Partner".' },
      { name: "profit_sharing", type: "text", required: true, description: 'Shares of profit and loss, e.g. "60% to the First Partner and 40% to the Second Partner".' },
      { name: "commencement_date", type: "date", description: "Date the partnership begins; omitted: the Effective Date." },
      { name: "duration", type: "duration", description: "Fixed duration of the partnership; omitted: a partnership at will." },
      { name: "interest_on_capital", type: "percentage", description: "Simple interest a year on partners' capital, if any." },
      { name: "partner_remuneration", type: "text", description: 'Remuneration of working partners, e.g. "INR 1,00,000 a month to each working partner".' },
      { name: "bank_operation", type: "choice", options: ["jointly", "severally"], default: "jointly", description: "Whether the firm's bank accounts are operated by the partners jointly or by either of them severally." },
      { name: "retirement_notice", type: "duration", default: "3 months", description: "Notice a partner gives to retire." },
    ],
    features: { witnessed: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} and the ${ctx.b.role} have agreed to carry on business in partnership under the name ${ctx.term("firm_name")}, and wish to record the terms of their partnership in this ${ctx.shortName}.`,
    ],
    clauses: [
      {
        heading: "Name, Business and Place of Business",
        body: (ctx) => {
          const out = [
            `The partners shall carry on business in partnership under the name and style ${ctx.term("firm_name")} (the "Firm"). The business of the Firm is ${ctx.term("business")}, and any other lawful business the partners agree in writing to carry on.`,
            `The principal place of business of the Firm is ${ctx.term("principal_place")}, and the Firm may open branches elsewhere as the partners agree.`,
          ];
          if (ctx.within("IN")) {
            out.push(
              `The partnership is a partnership within the meaning of ${ctx.cite("in-partnership-act-1932", "4", "section 4 of the Indian Partnership Act, 1932")}, and the mutual rights and duties of the partners are those this ${ctx.shortName} sets out, as ${ctx.cite("in-partnership-act-1932", "11", "section 11 of that Act")} allows, and otherwise those the Act provides.`,
              `The partners shall apply to register the Firm with the Registrar of Firms of the State in which its principal place of business is situated by the statement ${ctx.cite("in-partnership-act-1932", "58", "section 58 of the Indian Partnership Act, 1932")} prescribes, signed and verified by each partner, and shall notify the Registrar of every change in the Firm's name, place of business, partners or constitution that is required to be recorded, within the time allowed. The partners note that until the Firm is registered it cannot sue a third party to enforce a right arising from a contract, nor a partner sue the Firm or the other partner to enforce a right under this ${ctx.shortName} (${ctx.cite("in-partnership-act-1932", "69", "section 69 of that Act")}).`,
            );
          }
          return out;
        },
      },
      {
        heading: "Commencement and Duration",
        body: (ctx) => {
          const start = ctx.optional("commencement_date") ?? "the Effective Date";
          const duration = ctx.optional("duration");
          return duration
            ? `The partnership commenced or shall commence on ${start} and shall continue for ${duration}, unless dissolved earlier under this ${ctx.shortName}. If the partners carry on the business after that period without a fresh agreement, the partnership continues at will on the terms of this ${ctx.shortName} so far as they apply.`
            : `The partnership commenced or shall commence on ${start} and is a partnership at will, which either partner may dissolve by giving the other not less than ${writtenNotice(ctx.term("retirement_notice"))}, subject to the other partner's right under this ${ctx.shortName} to continue the business.`;
        },
      },
      {
        heading: "Capital",
        body: (ctx) => {
          const interest = ctx.optional("interest_on_capital");
          return [
            `The initial capital of the Firm shall be contributed as follows: ${ctx.term("capital_contributions")}, and shall be credited to each partner's capital account. Further capital shall be contributed only as the partners unanimously agree, in their profit-sharing ratio unless they agree otherwise.`,
            interest
              ? `Each partner is entitled to simple interest at ${withoutPeriod(interest)} a year on the balance of its capital account, calculated on the opening balance of each financial year, and charged as an expense of the Firm before profits are divided, to the extent the Firm's profits allow and the law permits it to be allowed for tax.`
              : `No interest is payable on capital contributed by a partner.`,
            `Any loan a partner makes to the Firm beyond its capital shall be recorded separately and carries interest only if the partners agree it in writing.`,
          ];
        },
      },
      {
        heading: "Profits, Losses and Drawings",
        body: (ctx) => {
          const pay = ctx.optional("partner_remuneration");
          const out = [
            `The net profits of the Firm, after interest on capital and partners' remuneration (if any), shall be divided, and any losses borne, in the following shares: ${ctx.term("profit_sharing")}.`,
          ];
          if (pay) out.push(`The partners actively working in the business are entitled to remuneration as follows: ${pay}, charged as an expense of the Firm, within any limit the law permits to be allowed for tax purposes.`);
          out.push(`Each partner may draw against its anticipated share of profit such sums as the partners agree from time to time, which shall be debited to its current account and adjusted when the annual accounts are settled.`);
          return out;
        },
      },
      {
        heading: "Management, Banking and Accounts",
        body: (ctx) => [
          `Each partner shall take part in the conduct of the business. Ordinary matters shall be decided by the partners together; the following require the written consent of both partners: admitting a new partner, changing the nature of the business, borrowing or lending money other than in the ordinary course, giving a guarantee or security, buying or selling immovable property, and starting or settling legal proceedings other than for the recovery of ordinary trade debts.`,
          `The Firm's bank accounts shall be opened in its name with the banks the partners choose, and shall be operated by the partners ${ctx.term("bank_operation")}${ctx.term("bank_operation") === "jointly" ? ", both partners signing every cheque and authorising every transfer" : ", either partner being able to sign cheques and authorise transfers alone within limits the partners set in writing"}.`,
          `Proper books of account shall be kept at the principal place of business and be open to inspection by each partner at all times. The accounts shall be made up to the end of each financial year${ctx.within("IN") ? " (31 March)" : ""}, audited where the law requires or either partner asks, and signed by both partners, who are then bound by them except for a manifest error discovered within three (3) months.`,
        ],
      },
      {
        heading: "Duties of the Partners",
        body: () => [
          `Each partner shall be just and faithful to the other, render true accounts and full information of all things affecting the Firm, and carry on the business to the greatest common advantage.`,
          `While a partner of the Firm, no partner shall, without the other's written consent, carry on or be interested in any business competing with the business of the Firm; any profit a partner makes in breach of this sub-clause, or from any use of the Firm's property, name or business connection, belongs to the Firm.`,
          `No partner shall, without the other's written consent, use the Firm's name or credit for any purpose other than the Firm's business, assign or charge its share in the Firm, or stand surety for any person. Each partner shall indemnify the Firm against any loss caused by its wilful neglect or fraud in the conduct of the business.`,
          "Nothing in this clause restrains either partner from carrying on any lawful business after ceasing to be a partner.",
        ],
      },
      {
        heading: "Retirement, Death and Dissolution",
        body: (ctx) => [
          `A partner may retire from the Firm by giving the other not less than ${writtenNotice(ctx.term("retirement_notice"))}. On the retirement or death of a partner, the continuing partner may carry on the business under the Firm's name, with one or more new partners or as sole proprietor, taking over its assets and liabilities, instead of winding it up.`,
          `On the death or retirement of a partner, the partner (or its legal representatives) is entitled to the balance of its capital and current accounts and its share of profit up to the date of death or retirement, determined on the basis of accounts drawn up to that date (including goodwill valued on the basis the partners agree, or failing agreement by an independent chartered accountant), payable within six (6) months, with interest at a reasonable rate if payment is delayed. The continuing partner shall indemnify the outgoing partner (or its estate) against the Firm's subsequent liabilities.`,
          `If the partnership is dissolved, the partners shall realise the Firm's assets, pay its debts and liabilities, repay any partner's loans, repay capital, and divide any surplus (or bear any deficiency) in their profit-sharing ratio. Public notice of a partner's retirement or of dissolution shall be given where the law requires it.`,
        ],
      },
    ],
    boilerplate: ["definitions", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN-KA", party_a: "Anil Kumar Sharma", party_b: "Meera Iyer", key_terms: { firm_name: "M/s Sharma Iyer Associates", business: "trading in and distribution of industrial fasteners and hand tools", principal_place: "No. 18, 2nd Cross, Peenya Industrial Area, Bengaluru 560058", capital_contributions: "INR 15,00,000 by the First Partner and INR 10,00,000 by the Second Partner", profit_sharing: "60% to the First Partner and 40% to the Second Partner", interest_on_capital: "10%", dispute_resolution: "arbitration", arbitration_seat: "Bengaluru" } },
  },
  {
    id: "shareholders_agreement",
    title: "Shareholders' Agreement",
    group: "india",
    description: "Governs the relationship between a company's promoter and an investor: shareholding, board composition, reserved matters, pre-emption, transfer restrictions (lock-in, right of first refusal, tag-along, drag-along), information rights and the amendment of the articles to reflect the agreement.",
    parties: {
      a: { role: "Promoter", description: "The founder or promoter shareholder." },
      b: { role: "Investor", description: "The investing shareholder." },
    },
    terms: [
      { name: "company", type: "text", required: true, description: 'The company, with its identity number, e.g. "Kaveri Agritech Private Limited (CIN U01100KA2021PTC145678)".' },
      { name: "promoter_stake", type: "percentage", required: true, description: "Promoter's percentage of the equity share capital on a fully diluted basis." },
      { name: "investor_stake", type: "percentage", required: true, description: "Investor's percentage of the equity share capital on a fully diluted basis." },
      { name: "investment_amount", type: "money", description: "Amount the Investor subscribes, if the agreement accompanies an investment." },
      { name: "board_size", type: "text", default: "three (3)", description: "Number of directors on the board." },
      { name: "investor_directors", type: "text", default: "one (1)", description: "Number of directors the Investor may nominate." },
      { name: "lock_in_period", type: "duration", default: "3 years", description: "Period during which the Promoter may not transfer shares without the Investor's consent." },
      { name: "drag_along_threshold", type: "percentage", default: "75%", description: "Holding needed to require all shareholders to sell to a third-party buyer." },
      { name: "liquidation_preference", type: "choice", options: ["1x non-participating", "1x participating", "none"], default: "1x non-participating", named: false, description: "What the Investor receives first on a liquidation or sale of the Company." },
      { name: "anti_dilution", type: "choice", options: ["broad-based weighted average", "full ratchet", "none"], default: "broad-based weighted average", named: false, description: "Protection of the Investor against a later issue at a lower price." },
      { name: "exit_period", type: "duration", default: "5 years", description: "Time after which the Investor may require an exit (listing, sale or buy-back)." },
      { name: "investor_residence", type: "choice", options: ["resident", "non-resident"], default: "resident", description: "Whether the Investor is a person resident in India or outside India (foreign investment rules)." },
      { name: "promoter_vesting_period", type: "duration", description: 'Period over which an individual Promoter\'s Shares vest (reverse vesting with good and bad leaver terms), e.g. "4 years"; omitted: four years where the Promoter is an individual, none where it is a company.' },
    ],
    // Pre-emption, tag-along and drag-along oblige the parties to transfer shares: notarial form for a German GmbH.
    features: { transfersShares: { companyTerm: "company" } },
    recitals: (ctx) => [
      `${capitalise(ctx.term("company"))} (the "Company") is a company whose ${indianEquity(ctx)}shares are held by the parties.`,
      `The parties wish to regulate their relationship as shareholders, and certain aspects of the affairs of the Company, on the terms of this Agreement, and to have those terms reflected in the Company's articles of association.`,
    ],
    clauses: [
      {
        heading: "Shareholding and Investment",
        body: (ctx) => {
          const out = [`On the Effective Date the issued ${indianEquity(ctx)}share capital of the Company, on a fully diluted basis, is held as to ${ctx.term("promoter_stake")} by the ${ctx.a.role} and ${ctx.term("investor_stake")} by the ${ctx.b.role} (the shares held by a party from time to time being its "Shares").`];
          const amount = ctx.optional("investment_amount");
          if (amount) {
            out.push(
              ctx.within("IN")
                ? `The ${ctx.b.role} has subscribed or shall subscribe for ${indianEquity(ctx)}shares of the Company for an aggregate consideration of ${amount}, on the terms of a separate subscription agreement. Because those shares are issued otherwise than to existing shareholders in proportion to their holdings, the ${ctx.a.role} shall vote for the special resolution required by ${ctx.cite("in-companies-act-2013", "62", "section 62(1)(c) of the Companies Act, 2013")} and procure that the Company completes the allotment and its filings within the time the law allows.`
                : `The ${ctx.b.role} has subscribed or shall subscribe for ${indianEquity(ctx)}shares of the Company for an aggregate consideration of ${amount}, on the terms of a separate subscription agreement, and the ${ctx.a.role} shall vote for every resolution needed to authorise the issue.`,
            );
          }
          if (ctx.within("IN") && ctx.term("investor_residence") === "non-resident") {
            out.push(`The ${ctx.b.role} is non-resident, being a person resident outside India. Every issue or transfer of Shares to or by it shall comply with the pricing, reporting and other conditions for foreign investment made under ${ctx.cite("in-fema-1999", "6", "section 6 of the Foreign Exchange Management Act, 1999")}, and the parties shall co-operate in making the filings those conditions require.`);
          } else if (ctx.term("investor_residence") === "non-resident") {
            out.push(`The ${ctx.b.role} is non-resident in the Company's home jurisdiction; each issue or transfer of Shares to or by it shall comply with any foreign investment or exchange control law that applies.`);
          } else if (ctx.given("investor_residence")) {
            out.push(`The ${ctx.b.role} is resident in ${ctx.within("IN") ? "India" : "the Company's home jurisdiction"}.`);
          }
          out.push(`The ${ctx.a.role} shall procure that the Company executes ${adherenceInstrument(ctx)} to this Agreement within thirty (30) days after the Effective Date, and each party shall exercise its voting rights and other powers to procure that the Company complies with this Agreement.`);
          return out;
        },
      },
      {
        heading: "Board of Directors",
        body: (ctx) => {
          const out = [
            `The board of directors of the Company (the "Board") shall consist of ${ctx.term("board_size")} directors, of whom the ${ctx.b.role} may nominate ${ctx.term("investor_directors")} (each an "Investor Director") and the ${ctx.a.role} may nominate the rest. Each party may remove and replace its nominees by written notice, and the other shall vote its Shares to give effect to any such appointment or removal.`,
            `The quorum for a Board meeting is two directors, including an Investor Director, unless the Investor Director waives that requirement in writing; if a meeting is inquorate for that reason, it stands adjourned by seven (7) days, and at the adjourned meeting the directors present form a quorum.`,
          ];
          if (ctx.within("IN")) {
            out.push(
              `The Board shall meet at least as often as ${ctx.cite("in-companies-act-2013", "173", "section 173 of the Companies Act, 2013")} requires, and meetings may be held by video conferencing as that section permits.`,
              `Each director owes the duties set out in ${ctx.cite("in-companies-act-2013", "166", "section 166 of the Companies Act, 2013")}; nothing in this Agreement requires a nominee director to act in breach of them.`,
            );
          } else {
            out.push(`The Board shall meet at least once every quarter. Each director owes their duties to the Company under the law, and nothing in this Agreement requires a nominee director to act in breach of them.`);
          }
          return out;
        },
      },
      {
        heading: "Reserved Matters",
        body: (ctx) => {
          const out = [
            `The parties shall procure that the Company does not do any of the following (each a "Reserved Matter") without the prior written consent of the ${ctx.b.role} (or the affirmative vote of an Investor Director): (a) amend its ${ctx.within("IN") ? "memorandum or articles of association" : "constitutional documents"}; (b) issue, redeem or buy back any shares or convertible securities, or grant options over them, other than under an employee stock option plan approved by the ${ctx.b.role}; (c) change the nature of its business; (d) approve or materially depart from the annual budget; (e) borrow, or give any guarantee or security, beyond the limits in the approved budget; (f) declare any dividend; (g) enter into any transaction with the ${ctx.a.role}, a director or their relatives or affiliates; (h) acquire or dispose of any business, subsidiary or material asset, or merge or amalgamate; (i) appoint or remove the statutory auditors; or (j) take any step towards ${ctx.law.family === "civil" || ctx.law.system === "US" ? "dissolution, liquidation" : "winding up"} or insolvency proceedings.`,
          ];
          if (ctx.within("IN")) out.push(`This consent is in addition to any Board or shareholder approval the Companies Act, 2013 requires, including for related party transactions under ${ctx.cite("in-companies-act-2013", "188", "section 188")} and for the powers of the Board that ${ctx.cite("in-companies-act-2013", "180", "section 180")} makes subject to a special resolution.`);
          return out;
        },
      },
      {
        heading: "Pre-emption on New Issues",
        body: (ctx) => {
          const out = [`Any new shares or convertible securities the Company proposes to issue (other than under an approved employee stock option plan) shall first be offered to the parties in proportion to their Shares, on the same terms, for acceptance within twenty-one (21) days; securities not taken up may be offered to third parties on terms no more favourable, within the following ninety (90) days.`];
          if (ctx.within("IN")) out.push(`This right operates alongside the rights issue requirements of ${ctx.cite("in-companies-act-2013", "62", "section 62 of the Companies Act, 2013")}, and an issue to a person other than the existing shareholders shall be approved by special resolution as that section requires.`);
          return out;
        },
      },
      {
        heading: "Transfer of Shares",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} shall not transfer, pledge or otherwise dispose of or encumber any of its Shares for ${ctx.term("lock_in_period")} after the Effective Date without the ${ctx.b.role}'s prior written consent.`,
            `Subject to that lock-in, a party wishing to transfer Shares (the "Seller") shall first offer them to the other party by written notice stating the price and terms; the other party may buy all (but not some) of them on those terms within thirty (30) days. If it does not, the Seller may sell them to a third party within the following ninety (90) days at a price not lower, and on terms no more favourable to the buyer, than those offered.`,
            `If the ${ctx.a.role} proposes to transfer Shares to a third party, the ${ctx.b.role} may require the buyer to acquire the same proportion of the ${ctx.b.role}'s Shares at the same price and on the same terms (tag-along), and the ${ctx.a.role} shall not complete its sale unless the buyer does so.`,
            `If shareholders holding at least ${ctx.term("drag_along_threshold")} of the Shares agree to sell all their Shares to a bona fide third-party buyer at arm's length, they may require every other shareholder to sell its Shares to that buyer at the same price and on the same terms (drag-along), with no warranties from the other shareholders beyond title and capacity.`,
            `A party may transfer its Shares to an affiliate that first signs ${adherenceInstrument(ctx)} to this Agreement, on condition that the Shares are transferred back if it ceases to be an affiliate. A transfer in breach of this clause is void, and the parties shall procure that the Company does not register it.`,
          ];
          if (ctx.within("IN")) out.push(`Where the Company is a private company, its articles restrict the right to transfer its shares, as ${ctx.cite("in-companies-act-2013", "2", "section 2(68) of the Companies Act, 2013")} requires; the restrictions in this clause shall be included among them.`);
          return out;
        },
      },
      {
        heading: "Promoter Vesting and Leavers",
        body: (ctx) => promoterVesting(ctx),
      },
      {
        heading: "Investor Protections",
        body: (ctx) => investorProtections(ctx),
      },
      {
        heading: "Exit",
        body: (ctx) => {
          const i = ctx.b.role;
          return [
            `The parties shall use their reasonable endeavours to give the ${i} a full exit from the Company, by a listing of its shares on a recognised stock exchange or by a sale of all the shares of the Company to a third party, within ${ctx.term("exit_period")} after the Effective Date (the "Exit Period").`,
            `If no such exit has taken place by the end of the Exit Period, the ${i} may by notice require the ${ctx.a.role} and the Company, at the ${i}'s choice and to the extent the law allows: (a) to buy, or procure a buyer for, the ${i}'s Shares at their fair market value determined by an independent valuer; (b) to cause the Company to buy back those Shares at that value; or (c) to join in a sale of all the shares of the Company, in which case the drag-along right above may be exercised by the ${i} alone.`,
          ];
        },
      },
      {
        heading: "Deadlock",
        body: (ctx) => {
          ctx.note("deadlock_mechanism", "Deadlock: the draft escalates and then mediates; a buy-sell ('Russian roulette' or 'Texas shoot-out') mechanism is a commercial choice for the parties to add if they want one.");
          return [
            `A "Deadlock" arises if a Reserved Matter, or any other matter the Board or the shareholders must decide, is proposed at two (2) consecutive duly convened meetings and is not approved at either because the ${ctx.a.role} and the ${ctx.b.role} (or their nominee directors) vote differently, or a meeting is inquorate because either of them is absent.`,
            `Either party may then refer the Deadlock by written notice to the ${ctx.a.role} and a senior partner or officer of the ${ctx.b.role}, who shall meet within fourteen (14) days and try in good faith to resolve it. If it is not resolved within thirty (30) days of the notice, either party may refer it to mediation before a mediator agreed by the parties, and the matter in dispute is not carried out while the Deadlock continues.`,
            `A Deadlock does not entitle either party to ${ctx.law.family === "civil" ? "apply to the court for the dissolution" : ctx.law.system === "US" ? "petition for the judicial dissolution" : "petition for the winding up"} of the Company, and the business continues in the ordinary course meanwhile.`,
          ];
        },
      },
      {
        heading: "Articles of Association",
        body: (ctx) => {
          const out = [
            `Within thirty (30) days after the Effective Date, the parties shall vote their Shares and procure that their nominee directors act to amend the articles of association of the Company (or its equivalent constitutional documents) so that they reflect the provisions of this Agreement, in particular the Board composition, the reserved matters and the transfer restrictions.`,
            `If there is any conflict between this Agreement and the articles of association, this Agreement prevails as between the parties, and they shall amend the articles to remove the conflict. The parties acknowledge that a restriction that is not reflected in the articles may not be enforceable against the Company or a transferee.`,
          ];
          if (ctx.within("IN")) {
            ctx.note("articles_to_reflect_sha", "Indian courts enforce transfer restrictions and similar shareholder rights against the company only where they are incorporated in its articles of association; the draft requires the articles to be amended to reflect this Agreement.");
            out.push(`The amendment shall be made by special resolution within the meaning of ${ctx.cite("in-companies-act-2013", "114", "section 114 of the Companies Act, 2013")}, and a copy of the resolution and the amended articles shall be filed with the Registrar within the time required by ${ctx.cite("in-companies-act-2013", "117", "section 117 of that Act")}.`);
          }
          const statute = constitutionAmendment(ctx);
          if (statute) out.push(statute);
          return out;
        },
      },
      {
        heading: "Information Rights and Promoter Undertakings",
        body: (ctx) => {
          const out = [
            `The parties shall procure that the Company provides the ${ctx.b.role} with monthly management accounts within twenty (20) days after the end of each month, the annual budget at least thirty (30) days before the start of each financial year, and its audited financial statements within one hundred and twenty (120) days after the end of each financial year, and allows the ${ctx.b.role} and its advisers to inspect its books and records on reasonable notice.`,
          ];
          if (ctx.within("IN")) out.push(`The audited financial statements shall be prepared in accordance with ${ctx.cite("in-companies-act-2013", "129", "section 129 of the Companies Act, 2013")}.`);
          out.push(
            `While it holds Shares, the ${ctx.a.role} shall devote substantially the whole of the ${ctx.a.role}'s working time (or, if the ${ctx.a.role} is a body corporate, procure that its founders devote theirs) to the business of the Company and shall not, directly or indirectly, carry on or be interested in any business that competes with it, except as a holder of less than two per cent (2%) of a listed company.${ctx.within("IN") ? ` The parties acknowledge that a restriction continuing after the ${ctx.a.role} ceases to hold Shares would be void to that extent under ${ctx.cite("in-contract-act-1872", "27", "section 27 of the Indian Contract Act, 1872")}, and none is imposed.` : ""}`,
          );
          return out;
        },
      },
      {
        heading: "Duration of this Agreement",
        body: (ctx) => `This Agreement continues in force until the earlier of the listing of the Company's shares on a recognised stock exchange, the ${windingUp(ctx)} of the Company, or the date on which one party holds all the Shares; it ceases to apply to a party that no longer holds any Shares, except for rights and obligations that accrued before then and the clauses on confidentiality and governing law. The ${ctx.a.role} and the ${ctx.b.role} remain bound by it in the meantime even if the Company does not adhere to it.`,
      },
    ],
    boilerplate: ["definitions", "confidentiality", "warranties", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN-KA", party_a: "Vikram Rao", party_b: "Lotus Growth Fund I LLP", key_terms: { company: "Kaveri Agritech Private Limited (CIN U01100KA2021PTC145678)", promoter_stake: "70%", investor_stake: "30%", investment_amount: "INR 15,00,00,000", dispute_resolution: "arbitration", arbitration_seat: "Bengaluru" } },
  },
  {
    id: "llp_agreement",
    title: "Limited Liability Partnership Agreement",
    group: "india",
    description: "Sets out the mutual rights and duties of the partners of a limited liability partnership and of the LLP: contributions, profit sharing, designated partners and filings, decision-making, admission and cessation of partners, duties and winding up.",
    parties: {
      a: { role: "First Partner", description: "The first partner (a designated partner unless stated otherwise)." },
      b: { role: "Second Partner", description: "The second partner (a designated partner unless stated otherwise)." },
    },
    terms: [
      { name: "llp_name", type: "text", required: true, description: 'Name of the LLP, e.g. "Konkan Coastal Consultants LLP".' },
      { name: "business", type: "text", required: true, description: "Business of the LLP." },
      { name: "registered_office", type: "text", required: true, description: "Registered office of the LLP." },
      { name: "contributions", type: "text", required: true, description: 'Each partner\'s contribution and its form, e.g. "INR 5,00,000 in cash by each Partner".' },
      { name: "profit_sharing", type: "text", required: true, description: 'Shares of profit and loss, e.g. "equally between the Partners".' },
      { name: "designated_partners", type: "text", default: "both Partners", description: "Which partners are designated partners responsible for compliance." },
      { name: "bank_operation", type: "choice", options: ["jointly", "severally"], default: "jointly", description: "Whether the LLP's bank accounts are operated by the partners jointly or by either of them severally." },
      { name: "cessation_notice", type: "duration", default: "3 months", description: "Notice a partner gives to cease to be a partner." },
    ],
    features: { witnessed: true },
    recitals: (ctx) => [
      `The parties have incorporated, or are incorporating, a limited liability partnership named ${ctx.term("llp_name")} (the "LLP"), and have agreed to record their mutual rights and duties, and their rights and duties in relation to the LLP, in this Agreement.`,
    ],
    clauses: [
      {
        heading: "The LLP, its Business and Registered Office",
        body: (ctx) => [
          `The business of the LLP is ${ctx.term("business")}, and any other lawful business the Partners unanimously decide to carry on. The LLP is a body corporate with a legal personality separate from its partners (the "Partners"), and it carries on its business in its own name.`,
          `The registered office of the LLP is at ${ctx.term("registered_office")}, or any other place the Partners decide, subject to filing notice of the change with the Registrar within the time the law allows.`,
          `The LLP shall adhere to this Agreement once incorporated, and this Agreement and every change to it shall be filed with the Registrar within the time the law requires.`,
        ],
      },
      {
        heading: "Contributions",
        body: (ctx) => [
          `The Partners shall contribute to the LLP as follows: ${ctx.term("contributions")} (the "Contributions"). A Contribution other than money shall be valued as the Partners agree and, where the law requires, by a chartered accountant or registered valuer.`,
          `Further contributions shall be made only as the Partners unanimously decide. No interest is payable on Contributions unless the Partners decide otherwise in writing.`,
        ],
      },
      {
        heading: "Profits, Losses and Limited Liability",
        body: (ctx) => [
          `The profits and losses of the LLP, as shown by its accounts for each financial year, shall be shared ${ctx.term("profit_sharing")}, and the profit of each year shall be credited to the Partners' current accounts once the accounts are approved.`,
          `Except for liability arising from its own wrongful act or omission, or for any guarantee it gives, no Partner is personally liable for the obligations of the LLP beyond the Contribution it has agreed to make. Each Partner shall indemnify the LLP against any loss caused by its fraud, wilful misconduct or breach of this Agreement.`,
        ],
      },
      {
        heading: "Designated Partners and Compliance",
        body: (ctx) => [
          `The designated partners of the LLP are ${ctx.term("designated_partners")} (the "Designated Partners"). Each Designated Partner shall hold the identification number, and give the consent to act, that the law requires.`,
          `The Designated Partners are responsible for doing all acts that the law requires of the LLP, including maintaining its books of account at the registered office, having its accounts audited where required, and filing its annual return, its statement of account and solvency, and every notice of a change of partners, Designated Partners or registered office with the Registrar within the time allowed.`,
        ],
      },
      {
        heading: "Management and Decisions",
        body: (ctx) => [
          `Each Partner may take part in the management of the LLP. Decisions on ordinary matters shall be taken by a majority of the Partners by number; the following require the written consent of all Partners: admitting a Partner, changing the business of the LLP or this Agreement, borrowing or giving security beyond the limits the Partners set, acquiring or disposing of immovable property, and applying to wind up the LLP.`,
          `The LLP's bank accounts shall be operated by the Partners ${ctx.term("bank_operation")}, within limits the Partners set in writing. Minutes of every meeting and decision of the Partners shall be recorded and kept with the LLP's records within thirty (30) days.`,
        ],
      },
      {
        heading: "Admission and Cessation of Partners",
        body: (ctx) => [
          `A new Partner may be admitted only with the consent of all Partners and on signing a deed of adherence to this Agreement. No Partner may transfer or charge its interest in the LLP without the consent of the other Partners.`,
          `A Partner may cease to be a Partner by giving the LLP and the other Partners not less than ${writtenNotice(ctx.term("cessation_notice"))}. A Partner also ceases on death, on being adjudged insolvent, or on being expelled by the other Partners for a material breach of this Agreement not remedied within thirty (30) days after written notice.`,
          `A former Partner (or its legal representatives) is entitled to be paid the amount of its Contribution actually made and its share of accumulated profits, after deducting its share of accumulated losses, determined as at the date it ceased to be a Partner, within six (6) months after that date.`,
        ],
      },
      {
        heading: "Duties of the Partners",
        body: () => [
          "Each Partner shall act in good faith and in the best interests of the LLP, render true accounts and full information about anything affecting the LLP to any Partner, and account to the LLP for any benefit it derives without the other Partners' consent from any transaction concerning the LLP or from any use of its property, name or business connection.",
          "While it is a Partner, no Partner shall carry on any business of the same nature as and competing with the LLP without the written consent of the other Partners; if it does, it shall account to the LLP for all profits made in that business. This clause does not restrict a former Partner from carrying on any lawful business after ceasing to be a Partner.",
        ],
      },
      {
        heading: "Winding Up",
        body: () => "The LLP may be wound up voluntarily by the unanimous decision of the Partners, or in any other manner the law provides. On winding up, its assets shall be applied in paying its debts and liabilities and the costs of winding up, then in repaying the Partners' Contributions, and any surplus shall be shared among the Partners in their profit-sharing ratio.",
      },
    ],
    boilerplate: ["definitions", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN-MH", party_a: "Nikhil Joshi", party_b: "Farah Khan", key_terms: { llp_name: "Konkan Coastal Consultants LLP", business: "providing civil and structural engineering consultancy services", registered_office: "Office No. 5, Shreeji Arcade, Ghodbunder Road, Thane (West) 400601", contributions: "INR 5,00,000 in cash by each Partner", profit_sharing: "equally between the Partners" } },
  },
  {
    id: "agreement_to_sell",
    title: "Agreement to Sell",
    group: "india",
    description: "An agreement for the sale of immovable property in India: sale consideration and earnest money, title and encumbrance assurances, title investigation, execution and registration of the sale deed, possession, and specific performance or forfeiture on default.",
    parties: {
      a: { role: "Vendor", description: "The owner agreeing to sell the property." },
      b: { role: "Purchaser", description: "The person agreeing to buy the property." },
    },
    terms: [
      { name: "property", type: "text", required: true, description: 'Full description of the property (survey or municipal number, area, boundaries), e.g. "Flat No. B-304, Third Floor, Green Meadows Apartments, Survey No. 112/3, Thoraipakkam Village, Chennai 600097".' },
      { name: "sale_consideration", type: "money", required: true, description: 'Total price, e.g. "INR 95,00,000".' },
      { name: "earnest_money", type: "money", required: true, description: "Advance paid on signing, part of the sale consideration." },
      { name: "completion_date", type: "date", required: true, description: "Last date for paying the balance and executing the sale deed." },
      { name: "possession", type: "choice", options: ["on registration of the sale deed", "on signing"], default: "on registration of the sale deed", description: "When the Purchaser gets possession." },
      { name: "title_documents", type: "text", description: 'The Vendor\'s title documents, e.g. "sale deed dated 4 June 2012 registered as document no. 2345/2012 at SRO Neelankarai".' },
      { name: "due_diligence_period", type: "duration", default: "21 days", description: "Time the Purchaser has to investigate title." },
    ],
    features: { witnessed: true },
    recitals: (ctx) => {
      const docs = ctx.optional("title_documents");
      return [
        `The ${ctx.a.role} is the absolute owner of, and is in possession of, the property described in this Agreement${docs ? `, having acquired it under ${docs}` : ""}.`,
        `The ${ctx.a.role} has agreed to sell, and the ${ctx.b.role} has agreed to buy, that property on the terms of this Agreement.`,
      ];
    },
    clauses: [
      {
        heading: "Agreement to Sell",
        body: (ctx) => {
          const out = [`The ${ctx.a.role} agrees to sell, and the ${ctx.b.role} agrees to buy, ${ctx.term("property")}, together with all rights, easements and appurtenances belonging to it (the "Property"), free from all encumbrances, for a total sale consideration of ${ctx.term("sale_consideration")} (the "Sale Consideration").`];
          if (ctx.within("IN")) out.push(`The parties acknowledge that this Agreement is a contract for the sale of the Property which does not of itself create any interest in or charge on it, and that ownership will pass only by a sale deed executed and registered as required by ${ctx.cite("in-transfer-of-property-act-1882", "54", "section 54 of the Transfer of Property Act, 1882")}.`);
          else out.push(`This Agreement is a contract to sell; ownership of the Property passes only on execution and registration of the sale deed.`);
          return out;
        },
      },
      {
        heading: "Sale Consideration and Payment",
        body: (ctx) => [
          `On signing this Agreement the ${ctx.b.role} has paid the ${ctx.a.role} ${ctx.term("earnest_money")} as earnest money and part payment of the Sale Consideration, the receipt of which the ${ctx.a.role} acknowledges.`,
          `The ${ctx.b.role} shall pay the balance of the Sale Consideration on or before ${ctx.term("completion_date")}, against the ${ctx.a.role} executing the sale deed and presenting it for registration.`,
          `All payments shall be made by bank transfer or demand draft to the ${ctx.a.role}'s own bank account and not in cash. The ${ctx.b.role} shall deduct from the payments any tax at source the law requires on the purchase of immovable property, deposit it with the Government within the time allowed, and give the ${ctx.a.role} the certificate of deduction; the amount deducted counts as paid to the ${ctx.a.role}.`,
        ],
      },
      {
        heading: "Title and Vendor's Assurances",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} assures the ${ctx.b.role} that the ${ctx.a.role} has a clear and marketable title to the Property; that it is free from any mortgage, charge, lien, lease, claim or other encumbrance; that no notice of acquisition, requisition or demolition has been received for it; and that all property tax, electricity and water charges and society dues for it have been paid up to date.`,
            `From the date of this Agreement the ${ctx.a.role} shall not sell, mortgage, lease, or otherwise deal with or encumber the Property, or agree to do so, with or in favour of anyone else.`,
            `On registration of the sale deed the ${ctx.a.role} shall hand over all original title documents of the Property, the latest tax receipts and, where the Property is in a co-operative society or apartment, the share certificate and the society's no-objection.`,
          ];
          if (ctx.within("IN")) out.push(`The ${ctx.a.role} further assures the ${ctx.b.role} that no suit or proceeding is pending in which any right to the Property is directly in question, so that the sale is not affected by ${ctx.cite("in-transfer-of-property-act-1882", "52", "section 52 of the Transfer of Property Act, 1882")}.`);
          return out;
        },
      },
      {
        heading: "Title Investigation",
        body: (ctx) => [
          `Within ${ctx.term("due_diligence_period")} after signing, the ${ctx.b.role} may investigate the title to the Property, obtain an encumbrance certificate and search reports, and publish a public notice inviting claims. The ${ctx.a.role} shall provide copies of the title documents and answer the ${ctx.b.role}'s reasonable requisitions.`,
          `If the investigation shows a defect in title or an encumbrance that the ${ctx.a.role} does not remove within thirty (30) days after being notified of it, the ${ctx.b.role} may end this Agreement by written notice, and the ${ctx.a.role} shall refund the earnest money in full within fifteen (15) days, failing which it carries interest at twelve per cent (12%) a year until refunded.`,
        ],
      },
      {
        heading: "Sale Deed, Registration and Possession",
        body: (ctx) => {
          const onSigning = ctx.term("possession") === "on signing";
          const out = [
            `On or before ${ctx.term("completion_date")}, on receiving the balance of the Sale Consideration, the ${ctx.a.role} shall execute the sale deed in favour of the ${ctx.b.role} (or its nominee) and present it for registration before the Sub-Registrar having jurisdiction, and shall attend and admit execution. The ${ctx.b.role} shall bear the stamp duty and registration charges on the sale deed.`,
            onSigning
              ? `The ${ctx.a.role} has delivered possession of the Property to the ${ctx.b.role} on signing, in part performance of this Agreement, and the ${ctx.b.role} holds it as intending purchaser and not as tenant or licensee.`
              : `The ${ctx.a.role} shall deliver vacant and peaceful possession of the Property to the ${ctx.b.role} on registration of the sale deed.`,
          ];
          if (ctx.within("IN")) {
            out.push(
              `The parties record that the sale deed must be registered under ${ctx.cite("in-registration-act-1908", "17", "section 17 of the Registration Act, 1908")}, within four (4) months of its execution (${ctx.cite("in-registration-act-1908", "23", "section 23 of that Act")}).`,
            );
            if (onSigning) out.push(`Because possession is delivered on signing, the parties shall also have this Agreement stamped and registered, so that the ${ctx.b.role} has the protection given to a transferee in possession under a written contract by ${ctx.cite("in-transfer-of-property-act-1882", "53A", "section 53A of the Transfer of Property Act, 1882")}.`);
          }
          out.push(`After registration the ${ctx.a.role} shall sign every application and consent needed to transfer the municipal, revenue, electricity and society records of the Property into the ${ctx.b.role}'s name.`);
          return out;
        },
      },
      {
        heading: "Default and Remedies",
        body: (ctx) => {
          const out = [
            ctx.law.family === "common"
              ? `Time is of the essence for the payment of the balance of the Sale Consideration and the execution of the sale deed.`
              : `The dates for the payment of the balance of the Sale Consideration and the execution of the sale deed are essential terms of this Agreement.`,
            `If the ${ctx.b.role} fails to pay the balance by ${ctx.term("completion_date")} although the ${ctx.a.role} is ready and willing to perform, the ${ctx.a.role} may end this Agreement by written notice and retain from the earnest money the amount of its loss, and shall refund the rest within thirty (30) days.`,
            `If the ${ctx.a.role} fails or refuses to execute the sale deed although the ${ctx.b.role} is ready and willing to pay the balance, the ${ctx.b.role} may either end this Agreement and recover the earnest money with compensation for its loss, or ${performanceRemedy(ctx)}.`,
          ];
          if (ctx.within("IN")) {
            out.push(
              `The parties record that: (a) where time is of the essence and a party fails to perform in time, the contract is voidable at the option of the other (${ctx.cite("in-contract-act-1872", "55", "section 55 of the Indian Contract Act, 1872")}); (b) any amount retained from the earnest money is limited to reasonable compensation not exceeding it (${ctx.cite("in-contract-act-1872", "74", "section 74 of that Act")}); and (c) the court shall enforce specific performance of this Agreement (${ctx.cite("in-specific-relief-act-1963", "10", "section 10 of the Specific Relief Act, 1963")}) in favour of a party who proves that it has performed, or has always been ready and willing to perform, its essential obligations (${ctx.cite("in-specific-relief-act-1963", "16", "section 16 of that Act")}), and may award compensation in addition to or instead of it (${ctx.cite("in-specific-relief-act-1963", "21", "section 21 of that Act")}).`,
            );
          }
          return out;
        },
      },
      {
        heading: "Outgoings and Risk until Completion",
        body: (ctx) => `The ${ctx.a.role} shall pay all taxes, charges, dues and outgoings on the Property up to the date of ${ctx.term("possession") === "on signing" ? "this Agreement" : "registration of the sale deed"}, and the ${ctx.b.role} from then on. Until possession is delivered the Property remains at the ${ctx.a.role}'s risk; if before then it is destroyed or substantially damaged by fire, flood or other cause beyond the ${ctx.b.role}'s control, the ${ctx.b.role} may end this Agreement and recover the earnest money in full.`,
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN-TN", party_a: "Lakshmi Narayanan", party_b: "Karthik Subramanian", key_terms: { property: "Flat No. B-304, Third Floor, Green Meadows Apartments, Survey No. 112/3, Thoraipakkam Village, Chennai 600097, with an undivided share of 480 square feet in the land and one covered car parking space", sale_consideration: "INR 95,00,000", earnest_money: "INR 10,00,000", completion_date: "31 May 2026", title_documents: "sale deed dated 4 June 2012 registered as document no. 2345/2012 at the office of the Sub-Registrar, Neelankarai" } },
  },
  {
    id: "memorandum_of_understanding",
    title: "Memorandum of Understanding",
    group: "india",
    description: "Records two organisations' shared intentions for a collaboration, their roles and the path to definitive agreements; non-binding except for confidentiality, exclusivity, costs and governing law, or binding if the parties choose.",
    shortName: "MoU",
    parties: {
      a: { role: "First Party", description: "The first participating organisation." },
      b: { role: "Second Party", description: "The second participating organisation." },
    },
    terms: [
      { name: "purpose", type: "text", required: true, description: 'The collaboration, e.g. "setting up solar-powered computer laboratories in 20 government schools in Jaipur district".' },
      { name: "party_a_responsibilities", type: "text", description: "What the First Party intends to contribute or do." },
      { name: "party_b_responsibilities", type: "text", description: "What the Second Party intends to contribute or do." },
      { name: "binding_effect", type: "choice", options: ["non-binding", "binding"], default: "non-binding", description: "Whether the MoU as a whole is legally binding, or only its confidentiality, exclusivity, costs and legal clauses." },
      { name: "duration", type: "duration", default: "1 year", description: "How long the MoU lasts unless replaced by definitive agreements." },
      { name: "exclusivity_period", type: "duration", description: "Period during which neither party negotiates a similar arrangement with anyone else, if agreed." },
      { name: "definitive_agreement_date", type: "date", description: "Target date for signing definitive agreements." },
    ],
    recitals: (ctx) => [
      `The parties wish to collaborate in ${ctx.term("purpose")} (the "Project").`,
      ctx.term("binding_effect") === "binding"
        ? "This MoU records the terms on which they have agreed to do so, which are intended to bind them."
        : "This MoU records their present understanding and intentions for the Project, as a basis for further discussion and definitive agreements.",
    ],
    clauses: [
      {
        heading: "Purpose and Scope",
        body: (ctx) => [
          `The purpose of this MoU is to set out the framework within which the parties ${ctx.term("binding_effect") === "binding" ? "shall" : "intend to"} work together on the Project, including its scope, timetable and budget, and the principal terms of any definitive agreements.`,
          ctx.term("binding_effect") === "binding"
            ? "Each party shall nominate a representative to co-ordinate its participation in the Project, and the representatives shall meet at least once a month to review progress."
            : "Each party intends to nominate a representative to co-ordinate its participation in the Project, and the representatives intend to meet at least once a month to review progress.",
        ],
      },
      {
        heading: "Roles of the Parties",
        body: (ctx) => {
          const verb = ctx.term("binding_effect") === "binding" ? "shall" : "intends to";
          const a = ctx.optional("party_a_responsibilities");
          const b = ctx.optional("party_b_responsibilities");
          return [
            a ? `The ${ctx.a.role} ${verb} be responsible for ${a}.` : `The ${ctx.a.role}'s contribution to the Project shall be agreed in writing between the parties.`,
            b ? `The ${ctx.b.role} ${verb} be responsible for ${b}.` : `The ${ctx.b.role}'s contribution to the Project shall be agreed in writing between the parties.`,
            `Each party remains responsible for its own personnel, who shall not be treated as the employees or agents of the other party.`,
          ];
        },
      },
      {
        heading: "Legal Effect",
        body: (ctx) => {
          const out: string[] = [];
          if (ctx.term("binding_effect") === "binding") {
            out.push(`The parties intend this MoU to be legally binding on them in accordance with its terms.`);
            if (ctx.within("IN")) out.push(`Each party confirms that it enters into this MoU with free consent, for a lawful consideration and a lawful object, so that it is a contract within ${ctx.cite("in-contract-act-1872", "10", "section 10 of the Indian Contract Act, 1872")}.`);
          } else {
            const binding = ["Legal Effect", ...(ctx.optional("exclusivity_period") ? ["Exclusivity"] : []), "Costs and Publicity", "Duration and Withdrawal", "Definitions and Interpretation", "Confidentiality", "Notices", "Governing Law and Disputes"].map((h) => `"${h}"`);
            out.push(
              `Except for the clauses headed ${binding.slice(0, -1).join(", ")} and ${binding[binding.length - 1]}, which are legally binding, this MoU is non-binding: it is a statement of the parties' present intentions only. It does not create legally binding obligations, and neither party is obliged to enter into any definitive agreement or to proceed with the Project.`,
              `No legally binding agreement on the Project shall arise until definitive agreements have been signed by both parties.`,
            );
          }
          out.push(`Nothing in this MoU creates a partnership, joint venture or agency between the parties, and neither party may bind the other.`);
          return out;
        },
      },
      {
        heading: "Definitive Agreements",
        body: (ctx) => {
          const date = ctx.optional("definitive_agreement_date");
          const verb = ctx.term("binding_effect") === "binding" ? "shall negotiate" : "intend to negotiate";
          return `The parties ${verb} in good faith the definitive agreements needed to carry out the Project${date ? `, with the aim of signing them by ${date}` : ""}. Those agreements will contain the detailed terms of the Project, including the contributions, funding, ownership of results, liability and termination, and will replace this MoU.`;
        },
      },
      {
        heading: "Exclusivity",
        body: (ctx) => {
          const period = ctx.optional("exclusivity_period");
          if (!period) return null;
          return `For ${period} from the Effective Date, neither party shall negotiate or enter into any arrangement with a third party for a project substantially similar to the Project in the same area, without the other party's prior written consent.`;
        },
      },
      {
        heading: "Costs and Publicity",
        body: () => [
          `Each party shall bear its own costs of preparing and negotiating this MoU and any definitive agreement, and of its activities under this MoU, unless the parties agree otherwise in writing.`,
          `Neither party shall make any public announcement about this MoU or the Project, or use the other's name or logo, without the other's prior written approval of the content.`,
        ],
      },
      {
        heading: "Duration and Withdrawal",
        body: (ctx) => `This MoU takes effect on the Effective Date and continues for ${ctx.term("duration")}, unless replaced earlier by definitive agreements or extended in writing. Either party may withdraw from it by giving the other not less than ${writtenNotice(ctx.term("termination_notice"))}; the clauses that are legally binding survive to the extent needed to give effect to them.`,
      },
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN", party_a: "Greenfield Solar Private Limited", party_b: "Saraswati Shiksha Trust", key_terms: { purpose: "setting up solar-powered computer laboratories in 20 government schools in Jaipur district", party_a_responsibilities: "site surveys and the supply, installation and maintenance of rooftop solar systems and computer equipment", party_b_responsibilities: "selecting the schools, obtaining the approvals of the education authorities, training teachers and supervising the laboratories", binding_effect: "non-binding", duration: "18 months", exclusivity_period: "6 months" } },
  },
  {
    id: "special_power_of_attorney",
    title: "Special Power of Attorney",
    group: "india",
    description: "Appoints an attorney to do specified acts for the principal (such as executing and registering a sale deed), with limits, ratification, duration and revocation, and the authentication a power of attorney needs for registration in India.",
    shortName: "Power of Attorney",
    parties: {
      a: { role: "Principal", description: "The person granting the power (the executant)." },
      b: { role: "Attorney", description: "The person appointed to act." },
    },
    terms: [
      { name: "powers", type: "text", required: true, description: "The specific acts the Attorney may do." },
      { name: "property", type: "text", description: "Property or matter the powers relate to, if any." },
      { name: "validity", type: "duration", description: "Period for which the power is valid; omitted: until the acts are completed or it is revoked." },
      { name: "revocability", type: "choice", options: ["revocable", "irrevocable"], default: "revocable", description: "Revocable at will, or irrevocable where the Attorney has an interest in the subject matter and the law allows." },
      { name: "sub_delegation", type: "choice", options: ["not permitted", "permitted"], default: "not permitted", description: "Whether the Attorney may appoint a substitute." },
    ],
    // Executed by the Principal alone; the Attorney is not a party to it and need not sign or accept it in the instrument.
    features: { witnessed: true, unilateral: true, powerOfAttorney: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} is unable to attend personally to the matters described in this Power of Attorney${ctx.optional("property") ? `, which concern ${ctx.optional("property")} (the "Property")` : ""}, and wishes to appoint the ${ctx.b.role} to act for the ${ctx.a.role} in those matters only.`,
    ],
    clauses: [
      {
        heading: "Appointment",
        body: (ctx) => {
          const out = [`The ${ctx.a.role} appoints the ${ctx.b.role} as the ${ctx.a.role}'s true and lawful attorney, to do in the ${ctx.a.role}'s name and on the ${ctx.a.role}'s behalf the acts set out in this Power of Attorney, and no others.`];
          if (ctx.within("IN")) out.push(`The ${ctx.b.role} acts as the agent of the ${ctx.a.role} within the meaning of ${ctx.cite("in-contract-act-1872", "182", "section 182 of the Indian Contract Act, 1872")}.`);
          return out;
        },
      },
      {
        heading: "Powers Granted",
        body: (ctx) => [
          `The ${ctx.b.role} may ${asBareInfinitive(ctx.term("powers"))}.`,
          `For those purposes only, the ${ctx.b.role} may sign, execute and deliver the necessary documents; appear before any registering officer, court, authority, bank or society; admit execution of documents; pay the fees, stamp duty and charges payable; and receive and give receipts for documents.`,
        ],
      },
      {
        heading: "Limits of Authority",
        body: (ctx) => [
          `The ${ctx.b.role} shall not sell, gift, mortgage, lease or otherwise deal with any property of the ${ctx.a.role}, borrow money or give any guarantee in the ${ctx.a.role}'s name, except to the extent expressly stated in the powers above.`,
          `Any money the ${ctx.b.role} receives for the ${ctx.a.role} shall be received only by transfer to the ${ctx.a.role}'s own bank account, unless the ${ctx.a.role} directs otherwise in writing.`,
          ctx.term("sub_delegation") === "permitted"
            ? `The ${ctx.b.role} may appoint one or more substitutes to do any of the acts authorised by this Power of Attorney, and remains answerable to the ${ctx.a.role} for their acts; sub-delegation is permitted only by a written instrument a copy of which is given to the ${ctx.a.role}.`
            : `Sub-delegation is not permitted: the ${ctx.b.role} shall act personally and shall not appoint any substitute.`,
          `The ${ctx.b.role} shall act in good faith and in the ${ctx.a.role}'s interest, keep the ${ctx.a.role} informed, keep accounts of all money and documents received, and take no personal benefit from acting under this Power of Attorney.`,
        ],
      },
      {
        heading: "Ratification",
        body: (ctx) => `The ${ctx.a.role} agrees to ratify and confirm whatever the ${ctx.b.role} lawfully does within the authority given by this Power of Attorney. A person dealing with the ${ctx.b.role} in good faith may rely on this Power of Attorney until that person receives notice of its revocation or ending.`,
      },
      {
        heading: "Duration and Revocation",
        body: (ctx) => {
          const validity = ctx.optional("validity");
          const out = [
            validity
              ? `This Power of Attorney is valid for ${validity} from the date of its execution, unless revoked earlier or its purpose is completed before then.`
              : `This Power of Attorney remains in force until the acts it authorises have been completed, unless revoked earlier.`,
          ];
          out.push(
            ctx.term("revocability") === "irrevocable"
              ? `This Power of Attorney is given to secure an interest of the ${ctx.b.role} in its subject matter and is irrevocable to the extent the law allows; to the extent it does not, this Power of Attorney is revocable by written notice to the ${ctx.b.role}.`
              : `This Power of Attorney is revocable: the ${ctx.a.role} may revoke it at any time by written notice to the ${ctx.b.role}, and shall also notify any person known to be dealing with the ${ctx.b.role} under it.`,
            `Unless it is irrevocable and the law provides otherwise, it also ends on the death, insolvency or mental incapacity of the ${ctx.a.role}.`,
          );
          return out;
        },
      },
      {
        heading: "Execution and Authentication",
        body: (ctx) =>
          ctx.within("IN")
            ? `Where the ${ctx.b.role} is to present any document for registration, this Power of Attorney shall be executed before and authenticated by the Registrar or Sub-Registrar within whose jurisdiction the ${ctx.a.role} resides or, if the ${ctx.a.role} is outside India, executed before a notary public or an Indian consular officer and attested as the law requires; if executed outside India, it shall be stamped within the time allowed after it is first received in India, and in every case produced to the registering officer.`
            : ctx.within("US-NY") && !ctx.a.entity
              ? `This Power of Attorney shall be signed and dated by the ${ctx.a.role}, with the ${ctx.a.role}'s signature acknowledged in the manner prescribed for the acknowledgment of a conveyance of real property and witnessed by two persons who are not named in it as agents or as recipients of gifts (the person taking the acknowledgment may be one of them), and the ${ctx.b.role} shall sign and date it, with the ${ctx.b.role}'s signature acknowledged in the same manner, before acting under it, as section 5-1501B(1) of the New York General Obligations Law requires.`
              : ctx.within("US-FL") && !ctx.a.entity
                ? `This Power of Attorney shall be signed by the ${ctx.a.role} and by two subscribing witnesses and acknowledged by the ${ctx.a.role} before a notary public, as section 709.2105(2) of the Florida Statutes requires.`
                : ctx.within("US-CA") && !ctx.a.entity
                ? `This Power of Attorney is dated and signed by the ${ctx.a.role} and shall be either acknowledged before a notary public or signed by at least two adult witnesses, neither of whom is the ${ctx.b.role}, as sections 4121 and 4122 of the California Probate Code require; it shall be acknowledged if it is to be recorded or if a person relying on it requires.`
                : `This Power of Attorney shall be signed in the presence of a witness and, where the law of the place where it is to be used or a person relying on it requires, acknowledged before a notary public and legalised or apostilled.`,
      },
    ],
    boilerplate: ["severability", "governing_law"],
    example: { jurisdiction: "IN-MH", party_a: "Rohan Kulkarni", party_b: "Sanjay Kulkarni", key_terms: { powers: "sign, execute and present for registration the sale deed of the Property in favour of the purchaser named in the agreement for sale dated 10 January 2026, admit its execution before the Sub-Registrar, receive the balance sale consideration of INR 48,00,000, and hand over possession of the Property to the purchaser", property: "Flat No. 12, Shanti Apartments, Kothrud, Pune 411038", validity: "6 months" } },
  },
  {
    id: "gift_deed",
    title: "Gift Deed",
    titleFor: (ctx) => (ctx.law.family === "civil" ? "Gift Agreement" : "Gift Deed"),
    group: "india",
    description: "Transfers immovable property as a gift, without consideration, out of natural love and affection, with the donee's acceptance, delivery of possession and title documents, the donor's assurances, mutation and registration.",
    shortName: "Deed",
    parties: {
      a: { role: "Donor", description: "The owner making the gift." },
      b: { role: "Donee", description: "The person receiving the gift." },
    },
    terms: [
      { name: "property", type: "text", required: true, description: "Full description of the property (municipal or survey number, area, boundaries)." },
      { name: "relationship", type: "text", description: 'The Donee\'s relationship to the Donor, e.g. "the Donor\'s daughter".' },
      { name: "property_value", type: "money", description: "Market value of the property stated for stamp duty and registration." },
      { name: "title_source", type: "text", description: "How the Donor acquired the property, e.g. a registered sale deed with its number and date." },
      { name: "reserved_rights", type: "text", description: 'Rights the Donor keeps, e.g. "the right of the Donor to reside in the ground floor of the house for life".' },
    ],
    // Made between Donor and Donee: the Donee signs to accept the gift, so it is not unilateral. The Donee, who takes
    // the property for nothing, bears the stamp duty and registration fees: a usual default the parties can change.
    features: { witnessed: true, attested: true, stampDutyBorneBy: "b", transfersLand: "gift" },
    recitals: (ctx) => {
      const source = ctx.optional("title_source");
      const rel = ctx.optional("relationship");
      return [
        `The ${ctx.a.role} is the absolute owner of, and in possession of, the property described in this ${ctx.shortName}${source ? `, having acquired it under ${source}` : ""}.`,
        `${rel ? `The ${ctx.b.role} is ${rel}. ` : ""}Out of natural love and affection for the ${ctx.b.role}, the ${ctx.a.role} wishes to give that property to the ${ctx.b.role} as a gift.`,
      ];
    },
    clauses: [
      {
        heading: "Gift",
        body: (ctx) => {
          const value = ctx.optional("property_value");
          const reserved = ctx.optional("reserved_rights");
          const out = [
            ctx.law.family === "civil"
              ? // A civil code defines a gift as a gratuitous transfer (BGB § 516(1), C. civ. art. 894): "consideration in
                // money or money's worth" is the common-law test of a gift, and easements pass with the land by law.
                `The ${ctx.a.role} gives ${ctx.term("property")} (the "Property") to the ${ctx.b.role} free of charge${ctx.within("DE") ? ` (${ctx.cite("de-bgb", "516", "section 516(1) BGB")})` : ""}, with its component parts and accessories${reserved ? `, subject only to ${reserved}` : ""}.`
              : `Out of natural love and affection, and without any consideration in money or money's worth, the ${ctx.a.role} gives and transfers to the ${ctx.b.role}, absolutely, ${ctx.term("property")}, with all rights, easements and appurtenances belonging to it (the "Property"), to hold as absolute owner${reserved ? `, subject only to ${reserved}` : ""}.`,
          ];
          if (value) out.push(`The market value of the Property is ${value}, stated for the purposes of stamp duty and registration only.`);
          out.push(`The ${ctx.a.role} makes this gift voluntarily, of the ${ctx.a.role}'s own free will, without coercion or undue influence from anyone, having understood the effect of this ${ctx.shortName}.`);
          return out;
        },
      },
      {
        heading: "Acceptance by the Donee",
        body: (ctx) => `The ${ctx.b.role} accepts the gift of the Property, during the lifetime of the ${ctx.a.role}, and signs this ${ctx.shortName} in token of that acceptance.`,
      },
      {
        heading: "Possession and Title Documents",
        body: (ctx) => `The ${ctx.a.role} has today delivered possession of the Property${ctx.optional("reserved_rights") ? ", subject to the rights reserved above," : ""} and the original title documents to it to the ${ctx.b.role}. The ${ctx.b.role} may hold and enjoy the Property, and exercise all rights of ownership over it, without any interruption by the ${ctx.a.role} or anyone claiming through the ${ctx.a.role}.`,
      },
      {
        heading: "Donor's Assurances",
        body: (ctx) => {
          const out = [`The ${ctx.a.role} assures the ${ctx.b.role} that the ${ctx.a.role} has full right and title to give the Property; that it is free from any mortgage, charge, lien, lease or other encumbrance; that the ${ctx.a.role} has not transferred or agreed to transfer it to anyone else; and that all taxes and dues on it have been paid up to the date of this ${ctx.shortName}.`];
          if (ctx.within("IN")) out.push(`The ${ctx.a.role} further assures the ${ctx.b.role} that no suit or proceeding is pending in which any right to the Property is directly in question, so that this gift is not affected by ${ctx.cite("in-transfer-of-property-act-1882", "52", "section 52 of the Transfer of Property Act, 1882")}.`);
          out.push(`The ${ctx.a.role} shall sign any further document reasonably needed to perfect the ${ctx.b.role}'s title to the Property.`);
          return out;
        },
      },
      {
        heading: "Mutation and Outgoings",
        // "Mutation" is the Indian revenue-record entry, and a housing society's share register is Indian too.
        headingFor: (ctx) => (ctx.law.family === "civil" ? "Public Records and Outgoings" : "Mutation and Outgoings"),
        body: (ctx) =>
          ctx.law.family === "civil"
            ? `The ${ctx.b.role} may apply to have the Property recorded in the ${ctx.b.role}'s name in the records of the tax and other public authorities, and the ${ctx.a.role} shall give every consent needed for that purpose. From the date on which possession passes, all taxes, charges and outgoings on the Property are payable by the ${ctx.b.role}.`
            : `The ${ctx.b.role} may apply to have the Property transferred into the ${ctx.b.role}'s name in the records of the municipal, revenue and other authorities and of any society, and the ${ctx.a.role} shall give every consent needed for that purpose. From the date of this ${ctx.shortName} all taxes, charges and outgoings on the Property are payable by the ${ctx.b.role}.`,
      },
      {
        heading: "Registration of the Gift",
        body: (ctx) =>
          ctx.within("IN")
            ? [
                `A gift of immovable property must be made by a registered instrument signed by or on behalf of the donor and attested by at least two witnesses (${ctx.cite("in-transfer-of-property-act-1882", "123", "section 123 of the Transfer of Property Act, 1882")}): the ${ctx.a.role} signs this ${ctx.shortName} before the two attesting witnesses named below, each of whom signs it in the ${ctx.a.role}'s presence. It is an instrument whose registration is compulsory under ${ctx.cite("in-registration-act-1908", "17", "section 17 of the Registration Act, 1908")}. The parties shall present this ${ctx.shortName} for registration before the Sub-Registrar having jurisdiction within four (4) months of its execution (${ctx.cite("in-registration-act-1908", "23", "section 23 of that Act")}) and shall attend and admit execution; until registered it does not affect the Property (${ctx.cite("in-registration-act-1908", "49", "section 49 of that Act")}).`,
                `The ${ctx.b.role} may claim any concession in stamp duty or registration charges that the State allows for a gift to a family member.`,
              ]
            : `The parties shall take every step needed to register the ${ctx.b.role} as owner of the Property at the land registry or other public register where its title is recorded, and the ${ctx.b.role} shall bear any tax and fees payable on this ${ctx.shortName} and its registration.`,
      },
      {
        // A civil code lets a donor revoke a gift for gross ingratitude and reclaim it in need (BGB §§ 528, 530; the
        // right to revoke can be waived only once the ingratitude is known, § 533), so a civil-law draft cannot call
        // the gift irrevocable; it excludes revocation at will and leaves the statutory rights as they are.
        heading: "Gift Irrevocable",
        headingFor: (ctx) => (ctx.law.family === "civil" ? "Revocation" : "Gift Irrevocable"),
        body: (ctx) => {
          if (ctx.law.family !== "civil") return `This gift is absolute and irrevocable. The ${ctx.a.role} shall not revoke or seek to set it aside, except in a circumstance, if any, in which the law permits a completed gift to be revoked.`;
          const statutory = ctx.within("DE")
            ? `the ${ctx.a.role}'s statutory rights to reclaim the gift if the ${ctx.a.role} becomes unable to maintain himself or herself (section 528 BGB) and to revoke it for gross ingratitude (section 530 BGB), which cannot be waived before the ingratitude has become known to the ${ctx.a.role} (section 533 BGB)`
            : `the rights the law gives a donor to revoke or reclaim a gift, such as for ingratitude`;
          return `The ${ctx.a.role} reserves no right to revoke this gift at will. This does not affect ${statutory}.`;
        },
      },
    ],
    boilerplate: ["severability", "governing_law"],
    example: { jurisdiction: "IN-KA", party_a: "Kamala Venkatesh", party_b: "Priya Venkatesh", key_terms: { property: "the residential house bearing Municipal No. 14, 5th Main Road, Jayanagar 4th Block, Bengaluru 560011, on a site measuring 30 feet by 40 feet", relationship: "the Donor's daughter", property_value: "INR 1,80,00,000", reserved_rights: "the right of the Donor to reside in the ground floor of the house for the rest of the Donor's life" } },
  },
  {
    id: "vendor_agreement",
    title: "Vendor Agreement",
    group: "india",
    description: "A framework agreement under which a company buys goods from a vendor by purchase order: prices, GST invoicing and input tax credit, delivery and acceptance, quality and warranty, late-delivery damages, and the vendor's legal compliance.",
    parties: {
      a: { role: "Company", description: "The business buying the goods." },
      b: { role: "Vendor", description: "The supplier of the goods." },
    },
    terms: [
      { name: "supplies", type: "text", required: true, description: 'The goods supplied, e.g. "corrugated cartons and packaging materials to the specifications in Schedule 1".' },
      { name: "pricing", type: "text", required: true, description: 'The prices, e.g. "the rates in the price schedule at Schedule 2, fixed for the first 12 months".' },
      { name: "delivery_location", type: "text", description: "Where goods are delivered; omitted: the address in each purchase order." },
      { name: "delivery_lead_time", type: "duration", default: "7 days", description: "Time from purchase order to delivery unless the order states otherwise." },
      { name: "payment_terms", type: "duration", default: "45 days", description: "Time to pay a correct invoice." },
      { name: "warranty_period", type: "duration", default: "12 months", description: "Warranty period from acceptance." },
      { name: "duration", type: "duration", default: "2 years", description: "Term of the agreement." },
      { name: "late_delivery_damages", type: "percentage", description: 'Liquidated damages for late delivery, e.g. "0.5% of the value of the delayed goods for each week of delay".' },
      { name: "late_payment_interest", type: "percentage", description: "Interest a year on overdue payments (GB: above the Bank of England base rate)." },
    ],
    features: { b2bPayment: true },
    clauses: [
      {
        heading: "Supply and Purchase Orders",
        body: (ctx) => [
          `The ${ctx.b.role} shall supply to the ${ctx.a.role} ${ctx.term("supplies")} (the "Goods"), as ordered by the ${ctx.a.role} from time to time by written purchase order (a "Purchase Order"). This Agreement is non-exclusive and does not oblige the ${ctx.a.role} to order any minimum quantity.`,
          `The ${ctx.b.role} shall accept or reject each Purchase Order within two (2) Business Days; a Purchase Order not rejected in that time is accepted. Each accepted Purchase Order forms a separate contract on the terms of this Agreement, which prevail over any terms on the ${ctx.b.role}'s quotation, acknowledgement or invoice.`,
        ],
      },
      {
        heading: "Prices, Invoicing and Taxes",
        body: (ctx) => {
          const out = [
            `The price of the Goods is as follows: ${ctx.term("pricing")}. Prices include packing, loading, transport, insurance and delivery to the delivery address, and exclude goods and services tax (or any similar tax), which is payable in addition against a valid tax invoice.`,
            `The ${ctx.b.role} shall invoice each delivery after it is accepted, quoting the Purchase Order number. The ${ctx.a.role} shall pay each correct and undisputed invoice ${payableWithin(ctx.term("payment_terms"), "of receiving it")}, after deducting any tax at source the law requires, and may withhold any amount it disputes in good faith, paying the rest when due.`,
          ];
          if (ctx.within("IN")) {
            out.push(`The ${ctx.b.role} shall be registered for goods and services tax, issue a tax invoice containing the particulars required by ${ctx.cite("in-cgst-act-2017", "31", "section 31 of the Central Goods and Services Tax Act, 2017")}, and file its returns and pay the tax charged on time, so that the ${ctx.a.role} can claim the input tax credit available under ${ctx.cite("in-cgst-act-2017", "16", "section 16 of that Act")}. If any input tax credit is denied or reversed because of the ${ctx.b.role}'s default, the ${ctx.b.role} shall reimburse the ${ctx.a.role} the credit lost, with any interest and penalty charged.`);
          }
          const late = latePayment(ctx, `the ${ctx.a.role}`);
          if (late) out.push(late);
          return out;
        },
      },
      {
        heading: "Delivery and Acceptance",
        body: (ctx) => [
          `The ${ctx.b.role} shall deliver the Goods to ${ctx.optional("delivery_location") ?? "the delivery address stated in the Purchase Order"} within ${ctx.term("delivery_lead_time")} of the Purchase Order (or any later date it states), during normal business hours, properly packed and labelled, with a delivery note and any test or quality certificates required.`,
          `The ${ctx.a.role} may inspect the Goods within ten (10) Business Days after delivery and reject any that do not conform to the Purchase Order, the specifications or this Agreement. The ${ctx.b.role} shall collect rejected Goods at its own cost and, at the ${ctx.a.role}'s option, replace them promptly or refund their price.`,
          `Title to and risk in the Goods pass to the ${ctx.a.role} on acceptance, or if earlier on payment; acceptance does not affect the ${ctx.b.role}'s warranty.`,
        ],
      },
      {
        heading: "Quality and Warranty",
        body: (ctx) => [
          `The ${ctx.b.role} warrants that the Goods will conform to the Purchase Order, the agreed specifications and any approved samples; will be new, of good and merchantable quality, and free from defects in design, materials and workmanship; will be fit for any purpose made known to the ${ctx.b.role}; and will comply with all applicable laws, standards and labelling requirements.`,
          `If any Goods fail to meet this warranty within ${ctx.term("warranty_period")} after acceptance, the ${ctx.b.role} shall, at the ${ctx.a.role}'s option, repair or replace them or refund their price, within fifteen (15) days after notice and at its own cost, including the cost of collection and redelivery.`,
        ],
      },
      {
        heading: "Late Delivery",
        body: (ctx) => {
          const out: string[] = [];
          const rate = ctx.optional("late_delivery_damages");
          if (rate) {
            const [damages, ...rest] = liquidatedDamages(ctx, {
              payer: `the ${ctx.b.role}`,
              amount: `${rate}, up to a maximum of ten per cent (10%) of the value of the delayed Goods,`,
              trigger: `the ${ctx.b.role} fails to deliver any Goods by the due date for a reason other than a Force Majeure Event or the ${ctx.a.role}'s default`,
            });
            out.push(anchor("late-damages", damages), ...rest, `The ${ctx.a.role} may deduct those damages from any sum due to the ${ctx.b.role}.`);
          }
          out.push(`If any delivery is more than fifteen (15) days late, the ${ctx.a.role} may also cancel the undelivered part of the Purchase Order by written notice and buy substitute goods elsewhere, and the ${ctx.b.role} shall pay the reasonable extra cost of doing so${rate ? `, giving credit for any ${ctx.law.family === "civil" ? `sum paid under ${refTo("late-damages")}` : "liquidated damages paid"} for the same delay` : ""}.`);
          return out;
        },
      },
      {
        heading: "Vendor's Compliance",
        body: (ctx) => [
          `The ${ctx.b.role} shall hold and maintain all registrations, licences and permits needed to manufacture and supply the Goods, and comply with all laws applying to it, including the laws on wages, social security contributions, working conditions, health and safety, and the environment.`,
          `The ${ctx.b.role} shall not use child labour or forced labour, and shall not offer or give any bribe or improper payment to any employee of the ${ctx.a.role} or any public official in connection with this Agreement.`,
          `The ${ctx.b.role}'s personnel remain its employees or contractors and are not employed by the ${ctx.a.role}; the ${ctx.b.role} is solely responsible for their pay, statutory contributions and conduct.`,
          `The ${ctx.b.role} shall keep records of its performance of this Agreement for at least three (3) years, and allow the ${ctx.a.role} or its auditors to inspect them, and its premises where the Goods are made, on reasonable notice.`,
        ],
      },
    ],
    boilerplate: ["definitions", "term_and_termination", "confidentiality", "warranties", "limitation_of_liability", "indemnity", "force_majeure", "data_protection", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN-GJ", party_a: "Sabarmati Textiles Private Limited", party_b: "Kiran Packaging Industries", key_terms: { supplies: "corrugated cartons and packaging materials to the specifications in Schedule 1", pricing: "the rates in the price schedule at Schedule 2, fixed for the first 12 months", delivery_location: "the Company's warehouse at Plot No. 45, GIDC Estate, Naroda, Ahmedabad 382330", late_delivery_damages: "0.5% of the value of the delayed goods for each week of delay" } },
  },
  {
    id: "loan_agreement_between_individuals",
    title: "Personal Loan Agreement",
    group: "india",
    description: "A loan between two individuals: disbursement through banking channels, interest (or none), repayment schedule, any security such as post-dated cheques, events of default, and the borrower's acknowledgment of the debt.",
    parties: {
      a: { role: "Lender", description: "The individual lending the money." },
      b: { role: "Borrower", description: "The individual borrowing the money." },
    },
    terms: [
      { name: "principal", type: "money", required: true, description: 'Amount lent, e.g. "INR 5,00,000".' },
      { name: "repayment_schedule", type: "text", required: true, description: 'How and when it is repaid, e.g. "in 12 equal monthly instalments of INR 43,725 each, payable on the 5th day of each month starting 5 May 2026".' },
      { name: "interest_rate", type: "percentage", description: 'Simple interest, e.g. "9% a year"; omitted: the loan is interest-free.' },
      { name: "disbursement_date", type: "date", description: "Date the loan is paid to the Borrower; omitted: within three days after signing." },
      { name: "purpose", type: "text", description: "What the loan is for." },
      { name: "security", type: "text", description: 'Security given, e.g. "six post-dated cheques drawn by the Borrower on HDFC Bank".' },
      { name: "default_interest", type: "percentage", description: "Additional interest a year on overdue amounts." },
    ],
    features: { witnessed: true },
    clauses: [
      {
        heading: "The Loan",
        body: (ctx) => {
          const purpose = ctx.optional("purpose");
          return [
            `The ${ctx.a.role} agrees to lend the ${ctx.b.role} the sum of ${ctx.term("principal")} (the "Loan"), to be paid ${ctx.optional("disbursement_date") ? `on ${ctx.optional("disbursement_date")}` : "within three (3) days after signing this Agreement"} by bank transfer to the ${ctx.b.role}'s bank account. The ${ctx.b.role} acknowledges receipt of the Loan once it is credited to that account.`,
            purpose ? `The ${ctx.b.role} shall use the Loan only for ${purpose}.` : `The ${ctx.b.role} shall use the Loan only for lawful purposes.`,
            `The Loan shall be disbursed and repaid only through banking channels (bank transfer, account payee cheque or electronic clearing), and not in cash.`,
            `The ${ctx.a.role} confirms that this is an isolated loan made to the ${ctx.b.role} on personal terms and that the ${ctx.a.role} does not carry on the business of money-lending.`,
          ];
        },
      },
      {
        heading: "Interest",
        body: (ctx) => {
          const rate = ctx.optional("interest_rate");
          if (!rate) return `The Loan is interest-free. No interest is payable on it unless the ${ctx.b.role} fails to repay an amount when due, in which case the clause on default applies.`;
          const annual = `${withoutPeriod(rate)} a year`;
          return `The ${ctx.b.role} shall pay simple interest on the principal outstanding from time to time at ${annual}, calculated daily on the basis of a 365-day year from the date of disbursement, and payable with each instalment under the repayment schedule.`;
        },
      },
      {
        heading: "Repayment and Prepayment",
        body: (ctx) => [
          `The ${ctx.b.role} shall repay the Loan${ctx.optional("interest_rate") ? ", with interest," : ""} ${asAdverbial(ctx.term("repayment_schedule"))}, by bank transfer to the account the ${ctx.a.role} notifies in writing.`,
          `The ${ctx.b.role} may prepay all or part of the Loan at any time without penalty, on giving the ${ctx.a.role} seven (7) days' written notice${ctx.optional("interest_rate") ? ", with interest accrued on the amount prepaid to the date of prepayment" : ""}. Any prepayment is applied to the instalments in inverse order of their due dates unless the parties agree otherwise.`,
          `Each payment is applied first to any costs and default interest due, then to interest, and then to principal.`,
        ],
      },
      {
        heading: "Security",
        body: (ctx) => {
          const security = ctx.optional("security");
          if (!security) return null;
          const mortgage = indianMortgage(ctx, { mortgagor: `the ${ctx.b.role}`, security, before: "before the Loan is disbursed" });
          const out = [`As security for repayment the ${ctx.b.role} ${mortgage ? "shall give" : "has given"} the ${ctx.a.role} ${security}. The ${ctx.a.role} shall return or release the security once the Loan and all other sums due under this Agreement have been paid in full.`];
          if (mortgage) out.push(mortgage);
          if (/cheque/i.test(security)) {
            out.push(`The ${ctx.a.role} may present each cheque only on or after the due date of the instalment it secures and only if that instalment is unpaid. The ${ctx.b.role} shall keep sufficient funds in the account on which the cheques are drawn.`);
            if (ctx.within("IN")) out.push(`The ${ctx.b.role} acknowledges that the cheques are given for a legally enforceable debt, so that their dishonour for insufficient funds may give rise to proceedings under ${ctx.cite("in-negotiable-instruments-act-1881", "138", "section 138 of the Negotiable Instruments Act, 1881")}, in addition to the ${ctx.a.role}'s other remedies.`);
          }
          return out;
        },
      },
      {
        heading: "Default",
        body: (ctx) => {
          const out = [
            `Each of the following is an event of default: the ${ctx.b.role} fails to pay any amount under this Agreement within fifteen (15) days after its due date; any statement the ${ctx.b.role} made to obtain the Loan proves materially untrue; or the ${ctx.b.role} is adjudged insolvent or makes an arrangement with creditors generally.`,
            `On an event of default, and at any time while it continues, the ${ctx.a.role} may by written notice declare the whole outstanding Loan, with accrued interest, immediately due and payable, and recover it with the reasonable costs of recovery.`,
          ];
          const penal = ctx.optional("default_interest");
          if (penal) {
            const annual = /year|annum|p\.a\./i.test(penal) ? penal : `${penal} a year`;
            out.push(`Any amount not paid when due carries additional interest at ${annual} from its due date until payment.`);
            if (ctx.within("IN")) out.push(`The parties agree that this additional interest is a genuine pre-estimate of the ${ctx.a.role}'s loss from late payment; they acknowledge that the ${ctx.a.role} is entitled to reasonable compensation not exceeding it under ${ctx.cite("in-contract-act-1872", "74", "section 74 of the Indian Contract Act, 1872")}.`);
          }
          if (ctx.within("IN")) out.push(`If the ${ctx.b.role} dies before the Loan is repaid, the outstanding amount is payable out of the ${ctx.b.role}'s estate by the ${ctx.b.role}'s legal representatives, who are bound by this Agreement under ${ctx.cite("in-contract-act-1872", "37", "section 37 of the Indian Contract Act, 1872")}.`);
          else out.push(`If the ${ctx.b.role} dies before the Loan is repaid, the outstanding amount is payable out of the ${ctx.b.role}'s estate.`);
          return out;
        },
      },
      {
        heading: "Acknowledgment of Debt",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} shall, whenever the ${ctx.a.role} reasonably asks, sign a written confirmation of the amount of the Loan then outstanding.`];
          if (ctx.within("IN")) {
            out.push(`The parties record that a suit to recover money lent must be brought within the period prescribed by ${ctx.cite("in-limitation-act-1963-schedule", "19", "Article 19 of the Schedule to the Limitation Act, 1963")}, and that a fresh period runs from each acknowledgment of liability in writing signed by the ${ctx.b.role} (${ctx.cite("in-limitation-act-1963", "18", "section 18 of that Act")}) and from each payment on account of the debt evidenced in writing (${ctx.cite("in-limitation-act-1963", "19", "section 19 of that Act")}).`);
          }
          return out;
        },
      },
      {
        heading: "Borrower's Confirmations",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} confirms that the ${ctx.b.role} is of full age and sound mind, has read and understood this Agreement, and is entering into it freely; that no proceedings for the ${ctx.b.role}'s insolvency are pending; and that the information the ${ctx.b.role} has given the ${ctx.a.role} about the ${ctx.b.role}'s income and existing debts is true and complete.`];
          if (ctx.within("IN")) out.push(`Each party confirms that it is competent to contract within ${ctx.cite("in-contract-act-1872", "11", "section 11 of the Indian Contract Act, 1872")}.`);
          return out;
        },
      },
    ],
    boilerplate: ["notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN-DL", party_a: "Suresh Agarwal", party_b: "Rahul Verma", key_terms: { principal: "INR 5,00,000", interest_rate: "9% a year", repayment_schedule: "in 12 equal monthly instalments of INR 43,725 each, payable on the 5th day of each month starting 5 May 2026", security: "six post-dated cheques drawn by the Borrower on HDFC Bank, Lajpat Nagar branch", purpose: "the Borrower's daughter's college fees" } },
  },
  {
    id: "franchise_agreement_india",
    title: "Franchise Agreement",
    group: "india",
    description: "Grants a franchisee the right to run an outlet under the franchisor's brand and system in a territory: fees and royalty, trade mark licence, operating standards and training, records and audit, competition restrictions (limited to the term in India) and de-identification on exit.",
    parties: {
      a: { role: "Franchisor", description: "The owner of the brand and business system." },
      b: { role: "Franchisee", description: "The business operating the franchised outlet." },
    },
    terms: [
      { name: "brand", type: "text", required: true, description: 'The brand and its registration, e.g. "MASALA JUNCTION (registered trade mark no. 3456789 in classes 30 and 43)".' },
      { name: "territory", type: "text", required: true, description: 'The territory, e.g. "the municipal limits of Mysuru".' },
      { name: "outlet_address", type: "text", description: "Address of the outlet, if already identified." },
      { name: "initial_fee", type: "money", required: true, description: 'One-time franchise fee, e.g. "INR 8,00,000".' },
      { name: "royalty", type: "percentage", required: true, description: 'Continuing royalty, e.g. "6% of monthly gross sales".' },
      { name: "marketing_contribution", type: "percentage", description: 'Contribution to the brand marketing fund, e.g. "2% of monthly gross sales".' },
      { name: "duration", type: "duration", default: "5 years", description: "Term of the franchise." },
      { name: "exclusivity", type: "choice", options: ["exclusive", "non-exclusive"], default: "exclusive", description: "Whether the franchisee is the only franchisee in the territory." },
      { name: "non_compete_period", type: "duration", description: "Post-term non-compete, where the law allows one (not in India or California)." },
    ],
    features: { b2bPayment: true },
    recitals: (ctx) => [
      `The ${ctx.a.role} has developed a distinctive system for operating businesses under the brand ${ctx.term("brand")} (the "Brand"), including its recipes, methods, trade dress, operating manual and know-how (the "System").`,
      `The ${ctx.b.role} wishes to operate a business under the Brand and the System, and the ${ctx.a.role} has agreed to grant it a franchise on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Grant of Franchise",
        body: (ctx) => {
          const exclusive = ctx.term("exclusivity") === "exclusive";
          const outlet = ctx.optional("outlet_address");
          return [
            `The ${ctx.a.role} grants the ${ctx.b.role} ${exclusive ? "an" : "a"} ${ctx.term("exclusivity")} franchise to operate one outlet under the Brand and the System ${outlet ? `at ${outlet}` : "at premises approved by the " + ctx.a.role + " in writing"}, within ${ctx.term("territory")} (the "Territory"), for ${ctx.term("duration")} from the Effective Date (the "Term").`,
            exclusive
              ? `During the Term the ${ctx.a.role} shall not itself operate, or grant anyone else the right to operate, an outlet under the Brand within the Territory, but may sell products under the Brand through retail and online channels anywhere.`
              : `The ${ctx.a.role} may itself operate, and grant others the right to operate, outlets under the Brand within the Territory.`,
            `The ${ctx.b.role} may not sub-franchise, or operate the franchise from any other premises, and may renew the franchise for a further term only if it is not in breach, signs the ${ctx.a.role}'s then current form of franchise agreement and refurbishes the outlet to the current standards.`,
          ];
        },
      },
      {
        heading: "Fees and Royalty",
        body: (ctx) => {
          const mkt = ctx.optional("marketing_contribution");
          const out = [
            `On signing this Agreement the ${ctx.b.role} shall pay the ${ctx.a.role} an initial franchise fee of ${ctx.term("initial_fee")}, which is earned on signing and not refundable, except where the outlet cannot open because of the ${ctx.a.role}'s default.`,
            `The ${ctx.b.role} shall pay the ${ctx.a.role} a royalty of ${ctx.term("royalty")} by the tenth (10th) day of each month for the previous month, with a statement of its gross sales (all revenue of the outlet, excluding taxes collected and genuine refunds).`,
          ];
          if (mkt) out.push(`The ${ctx.b.role} shall also pay a marketing contribution of ${mkt} at the same time, which the ${ctx.a.role} shall spend on advertising and promoting the Brand, and account for annually.`);
          out.push(`All fees are exclusive of goods and services tax or similar tax, which is payable in addition against a valid tax invoice. The ${ctx.b.role} may deduct only tax at source the law requires, and shall give the ${ctx.a.role} the certificates of deduction.`);
          return out;
        },
      },
      {
        heading: "Brand and Intellectual Property",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} licenses the ${ctx.b.role} to use the Brand and the other trade marks, trade dress and materials of the System at the outlet during the Term, only in the form and manner the ${ctx.a.role} prescribes. All goodwill from that use belongs to the ${ctx.a.role}.`,
            `The ${ctx.b.role} shall not register or use any mark, domain name or social media handle that includes or resembles the Brand, or challenge the ${ctx.a.role}'s rights in it, and shall promptly report any infringement it becomes aware of.`,
          ];
          if (ctx.within("IN")) out.push(`The ${ctx.b.role} acknowledges the exclusive right to use the Brand that registration confers on the ${ctx.a.role} under ${ctx.cite("in-trade-marks-act-1999", "28", "section 28 of the Trade Marks Act, 1999")}, and that any use of it outside this licence, or after this Agreement ends, may infringe it within ${ctx.cite("in-trade-marks-act-1999", "29", "section 29 of that Act")}.`);
          if (ctx.law.system === "US") out.push(`The ${ctx.b.role} acknowledges that, where the Federal Trade Commission's Franchise Rule applies, it received the ${ctx.a.role}'s franchise disclosure document at least fourteen (14) calendar days before signing this Agreement or paying any fee, as ${ctx.cite("us-ftc-franchise-rule", "436.2", "16 C.F.R. § 436.2")} requires.`);
          return out;
        },
      },
      {
        heading: "Operating Standards and Training",
        body: (ctx) => [
          `The ${ctx.b.role} shall fit out the outlet to the ${ctx.a.role}'s approved design, open it within the time the ${ctx.a.role} reasonably sets, and operate it in strict compliance with the System and the operating manual, which the ${ctx.a.role} may update from time to time on reasonable notice.`,
          `The ${ctx.a.role} shall provide initial training for the ${ctx.b.role}'s manager and staff before opening, opening support, and continuing advice and support during the Term.`,
          `The ${ctx.b.role} shall buy the ingredients, products and equipment that the System specifies only from the ${ctx.a.role} or suppliers it approves, maintain every food safety, trade, shop and establishment and other licence needed to operate the outlet, and allow the ${ctx.a.role} to inspect the outlet at any time during business hours.`,
        ],
      },
      {
        heading: "Records and Audit",
        body: (ctx) => `The ${ctx.b.role} shall use the point-of-sale system the ${ctx.a.role} specifies, give the ${ctx.a.role} read access to its sales data, keep complete and accurate books of the outlet for at least three (3) years, and let the ${ctx.a.role} audit them on reasonable notice. If an audit shows that gross sales were under-reported by more than two per cent (2%) for any period, the ${ctx.b.role} shall pay the shortfall with the cost of the audit.`,
      },
      {
        heading: "Competing Businesses",
        body: (ctx) =>
          restraintOfTrade(ctx, {
            restricted: `the ${ctx.b.role}`,
            beneficiary: `the ${ctx.a.role}`,
            activity: `own, operate, franchise or be concerned in any business that is the same as or substantially similar to the business franchised under this Agreement`,
            periodTerm: "non_compete_period",
          }),
      },
      {
        heading: "Termination and Its Consequences",
        body: (ctx) => [
          `The ${ctx.a.role} may end this Agreement by written notice if the ${ctx.b.role} fails to pay any sum within fifteen (15) days after its due date; commits any other material breach and does not remedy it within thirty (30) days after written notice; abandons the outlet; becomes insolvent; or does anything that seriously damages the reputation of the Brand. The ${ctx.b.role} may end this Agreement by written notice if the ${ctx.a.role} commits a material breach and does not remedy it within thirty (30) days after written notice.`,
          `When this Agreement ends the ${ctx.b.role} shall immediately stop using the Brand and the System, remove all signs and trade dress and otherwise de-identify the outlet within thirty (30) days, return the operating manual and all confidential materials, transfer to the ${ctx.a.role} any telephone numbers, domain names and listings associated with the Brand, and pay all sums due.`,
          `For thirty (30) days after this Agreement ends the ${ctx.a.role} may buy any of the equipment and signage of the outlet bearing the Brand at its written-down book value.`,
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "limitation_of_liability", "indemnity", "data_protection", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: { jurisdiction: "IN-KA", party_a: "Masala Junction Foods Private Limited", party_b: "Sai Hospitality LLP", key_terms: { brand: "MASALA JUNCTION (registered trade mark no. 3456789 in classes 30 and 43)", territory: "the municipal limits of Mysuru", initial_fee: "INR 8,00,000", royalty: "6% of monthly gross sales", marketing_contribution: "2% of monthly gross sales", outlet_address: "No. 22, Kalidasa Road, V. V. Mohalla, Mysuru 570002" } },
  },
];

/**
 * An investor's economic protections in a shareholders' agreement: liquidation preference and anti-dilution, as a
 * market-standard venture precedent has them. Under Indian law both are given effect through the terms of the
 * investor's shares and the articles, and for a non-resident investor within the pricing rules under FEMA.
 */
function investorProtections(ctx: DraftContext): string[] {
  const i = ctx.b.role;
  const out: string[] = [];
  const pref = ctx.term("liquidation_preference");
  if (pref === "none") out.push(`The ${i} has no liquidation preference: all Shares rank equally on a ${windingUp(ctx)} or sale of the Company.`);
  else {
    const participating = pref === "1x participating";
    out.push(
      `On a Liquidation Event, the proceeds available for distribution to the shareholders shall be applied first in paying the ${i} an amount equal to the amount it subscribed for its Shares, with any declared but unpaid dividends (a ${pref} liquidation preference), and the balance shall be distributed ${participating ? `among all the shareholders, including the ${i}, in proportion to their shareholdings` : `among the other shareholders in proportion to their shareholdings, unless the ${i} would receive more by converting its liquidation preference into a pro rata share of all the proceeds, in which case it receives that share instead`}. "Liquidation Event" means a ${windingUp(ctx)} of the Company, or a sale of all or substantially all of its shares, business or assets.`,
      `The parties shall exercise their votes and do everything else within their power, including by the terms of issue of the ${i}'s Shares and the articles of association, to give effect to this liquidation preference to the extent the law allows.`,
    );
  }
  const anti = ctx.term("anti_dilution");
  if (anti === "none") out.push(`The ${i} has no anti-dilution protection against a later issue of shares at a lower price.`);
  else {
    out.push(
      `If the Company issues shares or convertible securities at a price per share lower than the price the ${i} paid, other than under an approved employee stock option plan, the ${i} shall be entitled to anti-dilution protection on a ${anti} basis: the Company shall issue to the ${i}, for the lowest consideration the law permits, or adjust the conversion ratio of its convertible securities so that it receives, the additional shares needed to put it in the position it would have been in had it subscribed at ${anti === "full ratchet" ? "the Down Round price" : "a price adjusted by the weighted average of the old and new prices, weighted by the number of shares outstanding on a fully diluted basis and the number of new shares issued"}.`,
    );
  }
  if (ctx.within("IN") && ctx.term("investor_residence") === "non-resident" && (pref !== "none" || anti !== "none")) {
    ctx.note("fema_pricing", "India: for a non-resident investor, the issue or transfer of shares under the liquidation preference, anti-dilution and exit provisions must comply with the pricing rules under FEMA, and the investor cannot be promised an assured exit price; have the mechanics checked against those rules.");
  }
  return out;
}

/** "equity " in India, where the Companies Act 2013 distinguishes equity from preference share capital; "" elsewhere. */
function indianEquity(ctx: DraftContext): string {
  return ctx.within("IN") ? "equity " : "";
}
