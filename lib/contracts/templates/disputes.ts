import { writtenNotice, payableWithin } from "../key-terms";
import { californiaUnknownClaims, paymentOnTime } from "../law-clauses";
import { civilLimitSaving } from "../native-boilerplate";
import type { ContractTemplate } from "../types";

/**
 * Settling, pausing and managing disputes. Limitation, arbitration and insolvency wording is jurisdiction-aware:
 * Indian law is cited from the registry (Limitation Act, Arbitration and Conciliation Act, Contract Act, IBC);
 * elsewhere the text states the parties' agreement and leaves the local law to operate, rather than citing it.
 */
export const disputesTemplates: ContractTemplate[] = [
  {
    id: "settlement_agreement",
    title: "Settlement Agreement",
    group: "disputes",
    description: "Settles a dispute (pending in court or not) for a settlement sum: payment, costs, mutual or one-way release, disposal of the proceedings in the form the jurisdiction uses, default, no admission and confidentiality.",
    parties: {
      a: { role: "Claimant", description: "The party that has made the claims being settled." },
      b: { role: "Respondent", description: "The party against which the claims are made, which pays the settlement sum." },
    },
    terms: [
      { name: "dispute", type: "text", required: true, description: 'What the dispute is about, e.g. "the Claimant\'s claim for unpaid invoices under the subcontract dated 3 March 2024".' },
      { name: "settlement_sum", type: "money", required: true, description: 'The sum the Respondent pays, e.g. "GBP 145,000".' },
      { name: "proceedings", type: "text", description: 'Court or tribunal proceedings about the dispute, with their reference, e.g. "Claim No. HT-2025-000114 in the Technology and Construction Court"; omitted: none started.' },
      { name: "payment_deadline", type: "duration", default: "14 days", description: "Time after signing within which the settlement sum is paid." },
      { name: "release_type", type: "choice", options: ["mutual", "one-way"], default: "mutual", description: "Mutual: both parties release each other. One-way: only the Claimant releases the Respondent." },
      { name: "costs_contribution", type: "money", description: "Sum the Respondent pays towards the Claimant's legal costs; omitted: each party bears its own costs." },
    ],
    recitals: (ctx) => {
      const proceedings = ctx.optional("proceedings");
      return [
        `A dispute has arisen between the parties concerning ${ctx.term("dispute")} (the "Dispute").`,
        proceedings ? `The ${ctx.a.role} has started proceedings in respect of the Dispute, namely ${proceedings} (the "Proceedings").` : `No court or arbitral proceedings have been started in respect of the Dispute.`,
        `The parties have agreed to settle the Dispute on the terms of this Agreement, without any admission of liability.`,
      ];
    },
    clauses: [
      {
        heading: "Settlement Sum",
        body: (ctx) => [
          `The ${ctx.b.role} shall pay the ${ctx.a.role} ${ctx.term("settlement_sum")} (the "Settlement Sum") ${payableWithin(ctx.term("payment_deadline"), "after the date of this Agreement")}, by transfer of cleared funds to the bank account the ${ctx.a.role} notifies in writing, without set-off, counterclaim or deduction.`,
          `The Settlement Sum is inclusive of interest. ${paymentOnTime(ctx, `the ${ctx.b.role}`, "the Settlement Sum")}`,
        ],
      },
      {
        heading: "Costs of the Dispute",
        body: (ctx) => {
          const costs = ctx.optional("costs_contribution");
          const scope = ctx.given("proceedings") ? "the Dispute and the Proceedings" : "the Dispute";
          return costs
            ? `The ${ctx.b.role} shall also pay ${costs} towards the ${ctx.a.role}'s legal costs of ${scope}, at the same time and in the same way as the Settlement Sum. Subject to that, each party shall bear its own costs of ${scope} and of negotiating and entering into this Agreement.`
            : `Each party shall bear its own legal and other costs of ${scope} and of negotiating and entering into this Agreement.`;
        },
      },
      {
        heading: "Release",
        body: (ctx) => {
          const mutual = ctx.term("release_type") === "mutual";
          const out = [
            `In this Agreement, "Released Claims" means all claims, counterclaims, demands and causes of action, whether known or unknown, whether or not yet raised, and however arising, that arise out of or in connection with the Dispute or the facts giving rise to it.`,
            mutual
              ? `This release is mutual: with effect from the ${ctx.a.role}'s receipt of the Settlement Sum in full, each party releases and discharges the other party, its Affiliates and their officers, employees and agents from the Released Claims.`
              : `This release is one-way: with effect from its receipt of the Settlement Sum in full, the ${ctx.a.role} releases and discharges the ${ctx.b.role}, its Affiliates and their officers, employees and agents from the Released Claims. The ${ctx.b.role} gives no release.`,
            `The release does not extend to the obligations in this Agreement, to any claim based on fraud or dishonesty of which the releasing party is unaware at the date of this Agreement, or to any claim that the law does not allow to be released.`,
            `${mutual ? "Each party" : `The ${ctx.a.role}`} undertakes not to start or continue any proceedings against a released person in respect of a Released Claim, and agrees that this Agreement may be pleaded as a complete defence to any such proceedings.`,
          ];
          if (ctx.law.system === "US") {
            out.push(`${mutual ? "Each party" : `The ${ctx.a.role}`} waives the benefit of any statute or rule of law that would otherwise limit this release to claims known or suspected at the date of this Agreement.`);
            const waiver = californiaUnknownClaims(ctx, mutual ? "Each party" : `The ${ctx.a.role}`);
            if (waiver) out.push(waiver);
          }
          return out;
        },
      },
      {
        heading: "Proceedings",
        body: (ctx) => {
          if (!ctx.given("proceedings")) return `${ctx.term("release_type") === "mutual" ? "Neither party shall" : `The ${ctx.a.role} shall not`} start any court, arbitral or other proceedings in respect of the Dispute, except to enforce this Agreement.`;
          if (ctx.law.system === "GB") {
            return `Within seven (7) days after the date of this Agreement, the parties shall file with the court a consent order in agreed form staying all further proceedings in the Proceedings on the terms of this Agreement, except for the purpose of carrying those terms into effect, for which purpose the parties have permission to apply, with no order as to costs except as this Agreement provides.`;
          }
          if (ctx.law.system === "US") {
            return `Within seven (7) days after the ${ctx.a.role} receives the Settlement Sum in full, the parties shall file a stipulation dismissing the Proceedings with prejudice, each party bearing its own costs and attorneys' fees except as this Agreement provides.`;
          }
          if (ctx.law.system === "IN") {
            return `Within seven (7) days after the ${ctx.a.role} receives the Settlement Sum in full, the parties shall file a joint application in the Proceedings placing this compromise on record and asking the court or tribunal to dispose of the Proceedings in terms of it, and shall attend as required for that purpose.`;
          }
          return `Within seven (7) days after the ${ctx.a.role} receives the Settlement Sum in full, the parties shall take the steps required to withdraw the Proceedings, or to have the Proceedings disposed of in terms of this Agreement, with no order as to costs except as this Agreement provides.`;
        },
      },
      {
        heading: "Default",
        body: (ctx) => [
          `If the ${ctx.b.role} fails to pay the Settlement Sum (or any part of it) when due and does not remedy the failure within seven (7) days after written notice from the ${ctx.a.role}, the ${ctx.a.role} may, at its option, either (a) enforce this Agreement and recover the unpaid amount as a debt, with interest from the due date until payment at the rate a court would award on a judgment, or (b) by written notice, treat the settlement as ended and pursue the Dispute as if this Agreement had not been made, giving credit for any sums received under it.`,
          `The ${ctx.b.role} shall pay the costs the ${ctx.a.role} reasonably incurs in enforcing this Agreement.`,
        ],
      },
      {
        heading: "No Admission of Liability",
        body: () => "This Agreement is a compromise of disputed claims. Nothing in it, and no payment made under it, is an admission of liability or of any fact by either party.",
      },
      {
        heading: "Confidentiality of Settlement",
        body: () => [
          `The parties shall keep the terms of this Agreement (but not the fact that the Dispute has been settled) confidential, except for disclosure to their Affiliates, professional advisers, auditors and insurers, who must be told to keep them confidential; as required by law, a court, a regulator or the rules of a stock exchange; to enforce this Agreement; or with the other party's written consent.`,
          `Either party may state that the Dispute "has been resolved to the satisfaction of the parties" and shall make no other public statement about it without the other party's consent.`,
        ],
      },
      {
        heading: "Authority and Title to Claims",
        body: () => "Each party warrants that it has full authority to enter into this Agreement, that it has not assigned, transferred or charged any Released Claim it purports to release, and that it has taken, or had the opportunity to take, independent legal advice on this Agreement.",
      },
    ],
    thirdPartyRights: (ctx) => [{ who: `the Affiliates of ${ctx.term("release_type") === "mutual" ? "each party" : `the ${ctx.b.role}`} and their officers, employees and agents`, headings: ["Release"] }],
    boilerplate: ["definitions", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Pennine Fabrications Ltd",
      party_b: "Coldstream Building Services Ltd",
      key_terms: {
        dispute: "the Claimant's claim for unpaid invoices under the subcontract dated 3 March 2024 and the Respondent's counterclaim for defective steelwork",
        proceedings: "Claim No. HT-2025-000114 in the Technology and Construction Court",
        settlement_sum: "GBP 145,000",
        release_type: "mutual",
      },
    },
  },
  {
    id: "release_and_waiver",
    title: "Release and Waiver",
    group: "disputes",
    description: "One party releases another from claims arising from a stated matter (or, as a general release, from all claims) for a payment: release, waiver of unknown claims, covenant not to sue, exclusions, confirmations and no admission.",
    shortName: "Release",
    parties: {
      a: { role: "Releasor", description: "The party giving up its claims." },
      b: { role: "Releasee", description: "The party released, which pays for the release." },
    },
    terms: [
      { name: "released_matter", type: "text", required: true, description: 'The events, transaction or dispute the release covers, e.g. "the water damage to the Releasor\'s apartment caused by a burst pipe on February 2, 2025".' },
      { name: "release_payment", type: "money", required: true, description: 'The sum paid for the release, e.g. "USD 18,500".' },
      { name: "payment_deadline", type: "duration", default: "14 days", description: "Time after signing within which the release payment is made." },
      { name: "release_scope", type: "choice", options: ["specific", "general"], default: "specific", description: "Specific: only claims arising from the released matter. General: all claims up to the date of the release." },
    ],
    recitals: (ctx) => [
      `Claims have arisen, or may arise, between the parties in connection with ${ctx.term("released_matter")} (the "Released Matter").`,
      `The ${ctx.b.role} has agreed to make a payment to the ${ctx.a.role}, and the ${ctx.a.role} has agreed to give the release and undertakings in this Release in return, without any admission of liability.`,
    ],
    clauses: [
      {
        heading: "Release Payment",
        body: (ctx) => [
          `The ${ctx.b.role} shall pay the ${ctx.a.role} ${ctx.term("release_payment")} (the "Release Payment") ${payableWithin(ctx.term("payment_deadline"), "after the date of this Release")}, by transfer to the bank account the ${ctx.a.role} notifies in writing.`,
          // Consideration for a release is a common-law requirement; a civil code asks for none.
          ctx.law.family === "civil"
            ? `The ${ctx.a.role} acknowledges that, with the Release Payment, no further sum is payable in respect of the Released Claims.`
            : `The ${ctx.a.role} acknowledges that the Release Payment is good and sufficient consideration for the release and undertakings in this Release, and that no further sum is payable in respect of the Released Claims.`,
        ],
      },
      {
        heading: "Release of Claims",
        body: (ctx) => {
          const general = ctx.term("release_scope") === "general";
          return [
            general
              ? `This is a general release. With effect from receipt of the Release Payment, the ${ctx.a.role}, on behalf of the ${ctx.a.role} and the ${ctx.a.role}'s heirs, successors and assigns and anyone claiming through the ${ctx.a.role}, releases and discharges the ${ctx.b.role}, its affiliates and insurers, and their officers, employees and agents (the "Released Parties") from all claims, demands, liabilities and causes of action of any kind, whether known or unknown, that the ${ctx.a.role} has or may have against any of them arising from any act, omission or event up to the date of this Release, whether or not connected with the Released Matter (the "Released Claims").`
              : `This release is specific to the Released Matter. With effect from receipt of the Release Payment, the ${ctx.a.role}, on behalf of the ${ctx.a.role} and the ${ctx.a.role}'s heirs, successors and assigns and anyone claiming through the ${ctx.a.role}, releases and discharges the ${ctx.b.role}, its affiliates and insurers, and their officers, employees and agents (the "Released Parties") from all claims, demands, liabilities and causes of action of any kind, whether known or unknown, present or future, that arise out of or in connection with the Released Matter (the "Released Claims").`,
            `The release extends to claims in contract, tort (including negligence), under statute or otherwise, and to claims for damages, interest, costs and any other relief.`,
          ];
        },
      },
      {
        heading: "Unknown Claims",
        body: (ctx) => {
          return [
            `The ${ctx.a.role} understands that facts relating to the Released Claims may later be discovered that are different from, or additional to, those the ${ctx.a.role} now knows or believes to be true, and agrees that this Release remains fully effective in that event.`,
            `The ${ctx.a.role} waives the benefit of any statute or rule of law that would otherwise limit this Release to claims known or suspected at the date it is signed.`,
            ...[californiaUnknownClaims(ctx, `The ${ctx.a.role}`, "Release")].filter((x) => x !== null),
          ];
        },
      },
      {
        heading: "Covenant Not to Sue",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} shall not start, continue or voluntarily assist any proceedings against a Released Party in respect of a Released Claim, and agrees that this Release may be pleaded as a complete defence to any such proceedings.`,
            `If the ${ctx.a.role} breaches this clause, the ${ctx.a.role} shall indemnify the Released Parties against the costs they reasonably incur in defending the proceedings, without affecting their other remedies.`,
          ];
          if (ctx.within("IN")) out.push(`This undertaking applies only to the Released Claims, which this Release discharges; it does not restrict any party from enforcing a subsisting right by the usual legal proceedings, and so is not an agreement of the kind made void by ${ctx.cite("in-contract-act-1872", "28", "section 28 of the Indian Contract Act, 1872")}.`);
          return out;
        },
      },
      {
        heading: "Claims Not Released",
        body: (ctx) => `This Release does not release: (a) the ${ctx.b.role}'s obligations under this Release; (b) any claim arising from acts, omissions or events after the date of this Release; or (c) any claim that the law does not allow to be released by private agreement.`,
      },
      {
        heading: "Confirmations of the Releasor",
        body: (ctx) => [
          `The ${ctx.a.role} confirms that the ${ctx.a.role} has full authority to give this Release, has not assigned, transferred or charged any Released Claim, and no other person has any interest in a Released Claim that could be asserted against a Released Party.`,
          `The ${ctx.a.role} confirms having read and understood this Release, having had the opportunity to take independent legal advice on it, signing it voluntarily, and not having relied on any statement by or on behalf of a Released Party that is not set out in it.`,
        ],
      },
      {
        heading: "No Admission of Liability",
        body: (ctx) => `The Release Payment is made in compromise of disputed or potential claims. Neither it nor anything in this Release is an admission of liability or of any fact by the ${ctx.b.role} or any other Released Party.`,
      },
    ],
    thirdPartyRights: () => [{ who: "the Released Parties", headings: ["Release of Claims", "Covenant Not to Sue"] }],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-CA",
      party_a: "Marisol Ortega",
      party_b: "Bayview Property Management LLC",
      key_terms: { released_matter: "the water damage to the Releasor's apartment at 220 Harbor Drive, Unit 5, San Diego, caused by a burst pipe on February 2, 2025", release_payment: "USD 18,500", release_scope: "specific" },
    },
  },
  {
    id: "mutual_release",
    title: "Mutual Release",
    group: "disputes",
    description: "Two parties end (or keep) an agreement between them and release each other from all claims under or in connection with it up to the effective date, with an optional payment, exclusions, a covenant not to sue and no admission.",
    parties: {
      a: { role: "First Party", description: "The first party to the underlying agreement." },
      b: { role: "Second Party", description: "The second party to the underlying agreement." },
    },
    terms: [
      { name: "underlying_agreement", type: "text", required: true, description: 'The agreement or relationship the release concerns, e.g. "the distribution agreement dated 1 June 2021".' },
      { name: "agreement_status", type: "choice", options: ["terminated", "continuing"], default: "terminated", description: "Whether the underlying agreement ends on the Effective Date (terminated) or carries on (continuing)." },
      { name: "release_payment", type: "money", description: "Sum one party pays the other as part of the release, if any." },
      { name: "payer", type: "choice", options: ["first party", "second party"], default: "first party", description: "Which party pays the release payment." },
      { name: "surviving_obligations", type: "text", default: "the obligations of confidentiality", description: 'Obligations of a terminated underlying agreement that continue, e.g. "confidentiality and the indemnity in clause 14".' },
    ],
    recitals: (ctx) => [
      `The parties are parties to ${ctx.term("underlying_agreement")} (the "Underlying Agreement").`,
      ctx.term("agreement_status") === "terminated"
        ? `The parties have agreed to bring the Underlying Agreement to an end and to release each other from all claims under or in connection with it, on the terms of this Agreement.`
        : `The parties have agreed to release each other from all claims that have arisen under or in connection with the Underlying Agreement up to the Effective Date, while the Underlying Agreement continues, on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Status of the Underlying Agreement",
        body: (ctx) => {
          if (ctx.term("agreement_status") === "continuing") {
            return `The Underlying Agreement is continuing and remains in force in accordance with its terms. This Agreement releases only claims that have arisen under or in connection with it up to and including the Effective Date, and does not affect the parties' obligations to perform it after that date.`;
          }
          const out = [`The Underlying Agreement is terminated by mutual agreement with effect from the Effective Date. From that date neither party need perform it, except for ${ctx.term("surviving_obligations")}, which continue in accordance with their terms.`];
          if (ctx.within("IN")) out.push(`The parties agree to rescind the Underlying Agreement in this way, so that from the Effective Date it need not be performed except as stated above (${ctx.cite("in-contract-act-1872", "62", "section 62 of the Indian Contract Act, 1872")}).`);
          out.push(`Each party shall, within thirty (30) days after the Effective Date, return or destroy the other party's property and confidential information held for the purposes of the Underlying Agreement, except as the law requires it to keep.`);
          return out;
        },
      },
      {
        heading: "Release Payment",
        body: (ctx) => {
          const payment = ctx.optional("release_payment");
          if (!payment) return null;
          const payerIsA = ctx.term("payer") === "first party";
          const payer = payerIsA ? ctx.a.role : ctx.b.role;
          const payee = payerIsA ? ctx.b.role : ctx.a.role;
          return `The ${payer} shall pay the ${payee} ${payment} (the "Release Payment") within fourteen (14) days after the Effective Date, by transfer to the bank account the ${payee} notifies in writing, in full and final settlement of the Released Claims.`;
        },
      },
      {
        heading: "Mutual Release",
        body: (ctx) => {
          const payment = ctx.optional("release_payment");
          return [
            `In this Agreement, "Released Claims" means all claims, demands, liabilities and causes of action of any kind, whether known or unknown, and whether in contract, tort (including negligence), under statute or otherwise, that arise under or in connection with the Underlying Agreement, or its performance${ctx.term("agreement_status") === "terminated" ? " or termination" : ""}, up to and including the Effective Date.`,
            `${payment ? "With effect from receipt of the Release Payment in full, each" : "Each"} party releases and discharges the other party, its Affiliates and their officers, employees and agents from the Released Claims.`,
            `Each party understands that facts relating to the Released Claims may later be discovered that are different from, or additional to, those it now knows, and agrees that this release remains fully effective in that event.`,
          ];
        },
      },
      {
        heading: "Claims Not Released",
        body: (ctx) => `The Released Claims do not include: (a) the obligations in this Agreement; ${ctx.term("agreement_status") === "terminated" ? `(b) ${ctx.term("surviving_obligations")}, to the extent they relate to acts or omissions after the Effective Date` : "(b) the obligations to perform the Underlying Agreement after the Effective Date"}; (c) any claim based on fraud of which the releasing party is unaware at the date of this Agreement; and (d) any claim that the law does not allow to be released by private agreement.`,
      },
      {
        heading: "Covenant Not to Sue",
        body: (ctx) => {
          const out = [`Neither party shall start, continue or voluntarily assist any proceedings against the other party, its Affiliates or their officers, employees or agents in respect of a Released Claim, and each party agrees that this Agreement may be pleaded as a complete defence to any such proceedings.`];
          if (ctx.within("IN")) out.push(`This undertaking applies only to the Released Claims, which this Agreement discharges; it does not restrict either party from enforcing a subsisting right by the usual legal proceedings, and so is not an agreement of the kind made void by ${ctx.cite("in-contract-act-1872", "28", "section 28 of the Indian Contract Act, 1872")}.`);
          return out;
        },
      },
      {
        heading: "No Admission and Confirmations",
        body: () => [
          "This Agreement is a compromise. Nothing in it is an admission of liability or of any fact by either party.",
          "Each party warrants that it has full authority to enter into this Agreement, that it has not assigned, transferred or charged any Released Claim, and that it has had the opportunity to take independent legal advice on this Agreement.",
        ],
      },
    ],
    thirdPartyRights: () => [{ who: "the Affiliates of each party and their officers, employees and agents", headings: ["Mutual Release", "Covenant Not to Sue"] }],
    boilerplate: ["definitions", "confidentiality", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "IN",
      party_a: "Kaveri Agro Products Private Limited",
      party_b: "Sahyadri Distributors LLP",
      key_terms: { underlying_agreement: "the distribution agreement dated 1 June 2021 for the State of Karnataka", agreement_status: "terminated", release_payment: "INR 12,50,000", payer: "first party", effective_date: "2026-03-31" },
    },
  },
  {
    id: "mediation_agreement",
    title: "Mediation Agreement",
    group: "disputes",
    description: "The parties to a dispute agree to mediate it before a named mediator: appointment, procedure and position statements, confidentiality and without-prejudice status, the mediator's role, fees, how a settlement becomes binding, proceedings and limitation meanwhile, and ending the mediation.",
    parties: {
      a: { role: "First Party", description: "One party to the dispute." },
      b: { role: "Second Party", description: "The other party to the dispute." },
    },
    terms: [
      { name: "dispute", type: "text", required: true, description: 'What the dispute is about, e.g. "the late completion of the warehouse extension at 12 rue des Docks, Lyon".' },
      { name: "mediator", type: "text", required: true, description: 'The mediator the parties have chosen, with organisation, e.g. "Isabelle Laurent, accredited mediator".' },
      { name: "mediation_date", type: "date", description: "Date of the mediation meeting; omitted: a date agreed with the mediator within thirty days." },
      { name: "mediation_location", type: "text", description: 'Where the mediation takes place, e.g. "the Mediator\'s offices in Lyon" or "by video conference".' },
      { name: "mediator_fee", type: "money", description: 'The mediator\'s fee, e.g. "EUR 4,500 for a one-day mediation".' },
      { name: "cost_sharing", type: "choice", options: ["equal shares", "first party", "second party"], default: "equal shares", description: "Who bears the mediator's fee and the costs of the venue: the parties in equal shares, or one of them." },
      { name: "statement_deadline", type: "duration", default: "7 days", description: "How long before the mediation each party's position statement is due." },
    ],
    recitals: (ctx) => [
      `A dispute has arisen between the parties concerning ${ctx.term("dispute")} (the "Dispute").`,
      `The parties wish to try to resolve the Dispute by mediation, in good faith and without prejudice to their rights, on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Appointment of the Mediator",
        body: (ctx) => [
          `The parties refer the Dispute to mediation by ${ctx.term("mediator")} (the "Mediator"), and shall sign the Mediator's terms of appointment so far as they are consistent with this Agreement.`,
          `Before accepting appointment, the Mediator shall disclose to the parties any circumstance that may give rise to doubts about the Mediator's independence or impartiality. If the Mediator is unable or unwilling to act, the parties shall agree another mediator within ten (10) working days.`,
        ],
      },
      {
        heading: "Conduct of the Mediation",
        body: (ctx) => {
          const date = ctx.optional("mediation_date");
          const place = ctx.optional("mediation_location");
          return [
            `The mediation shall take place ${date ? `on ${date}` : "on a date agreed with the Mediator, within thirty (30) days after the Mediator's appointment"}${place ? `, at ${place}` : ", at a place agreed with the Mediator"}.`,
            `Each party shall attend through a representative with full authority to settle the Dispute, and may be accompanied by its lawyers and other advisers, whose names it shall give the Mediator and the other party in advance.`,
            `No later than ${ctx.term("statement_deadline")} before the mediation, each party shall send the Mediator and the other party a concise statement of its case and copies of the documents it relies on. A party may also send the Mediator material for the Mediator's eyes only.`,
            `The Mediator decides the procedure, after consulting the parties, and may meet them together or separately. Information a party gives the Mediator in a private session may not be passed to the other party without its consent.`,
          ];
        },
      },
      {
        heading: "Confidentiality and Without Prejudice Status",
        body: () => [
          "Everything said, written or produced for the purposes of the mediation is confidential and is made without prejudice and for the purpose of settlement. No party shall refer to or rely on it in any court, arbitral or other proceedings, except for documents that would be disclosable in those proceedings anyway.",
          "This clause does not prevent disclosure that the law requires, disclosure needed to implement or enforce a settlement agreement, or disclosure needed to prevent a serious risk of harm to a person.",
          "The existence of the mediation and its outcome are also confidential, except as the parties agree in writing.",
        ],
      },
      {
        heading: "Role of the Mediator",
        body: (ctx) => [
          "The Mediator acts as a neutral facilitator. The Mediator does not give legal or other advice to any party, does not decide any issue, and has no power to impose a settlement.",
          "No party shall call the Mediator as a witness, or require the Mediator to produce notes or documents, in any proceedings about the Dispute. To the extent the law allows, the Mediator is not liable to any party for any act or omission in connection with the mediation, except for fraud or wilful misconduct.",
          ...civilLimitSaving(ctx, "the Mediator's"),
        ],
      },
      {
        heading: "Fees and Costs",
        body: (ctx) => {
          const sharing = ctx.term("cost_sharing");
          const fee = ctx.optional("mediator_fee");
          const who = sharing === "equal shares" ? "by the parties in equal shares" : `by the ${sharing === "first party" ? ctx.a.role : ctx.b.role}`;
          return [
            `${fee ? `The Mediator's fee is ${fee}. The Mediator's fee` : "The Mediator's fees"}, together with the costs of the venue and any other costs of the mediation itself, shall be borne ${who}, and paid in advance if the Mediator requires it.`,
            `Each party shall bear its own legal and other costs of preparing for and attending the mediation. Unless a settlement provides otherwise, those costs and each party's share of the costs of the mediation are treated as part of the costs of the Dispute in any later proceedings.`,
          ];
        },
      },
      {
        heading: "Settlement",
        body: () => "No settlement reached in the mediation binds the parties until it has been set out in writing and signed by or on behalf of each of them. Once signed, the settlement agreement is binding and may be enforced as a contract, and the parties may ask a court or tribunal to record it where the law allows.",
      },
      {
        heading: "Proceedings and Limitation",
        body: (ctx) => {
          const out = [
            `Neither party shall start court or arbitral proceedings about the Dispute until the mediation has ended, except (a) to seek urgent interim relief, or (b) to protect its position where a limitation period would otherwise expire, in which case the other party shall agree to a stay of those proceedings until the mediation ends.`,
            `This Agreement does not of itself stop time running for the purpose of any limitation period, except where the law applicable to the Dispute provides that it does.`,
          ];
          if (ctx.within("IN")) out.push(`Where the Dispute is a commercial dispute of specified value for which no urgent interim relief is sought, nothing in this Agreement affects the requirement of pre-institution mediation under ${ctx.cite("in-commercial-courts-act-2015", "12A", "section 12A of the Commercial Courts Act, 2015")} before a suit is instituted; the parties may agree that a settlement reached in this mediation is recorded in that procedure.`);
          return out;
        },
      },
      {
        heading: "Ending the Mediation",
        body: () => "The mediation ends when a settlement agreement is signed, when a party gives written notice to the Mediator and the other party that it withdraws (which it may do at any time), or when the Mediator decides that continuing is unlikely to lead to a settlement and tells the parties so in writing.",
      },
    ],
    thirdPartyRights: () => [{ who: "the Mediator", headings: ["Role of the Mediator"] }],
    boilerplate: ["notices", "entire_agreement", "counterparts", "governing_law"],
    example: {
      jurisdiction: "FR",
      party_a: "Béton Rhône SAS",
      party_b: "Atelier Cordier SARL",
      key_terms: { dispute: "the late completion of the warehouse extension at 12 rue des Docks, Lyon", mediator: "Isabelle Laurent, accredited mediator", mediation_date: "15 April 2026", cost_sharing: "equal shares" },
    },
  },
  {
    id: "arbitration_agreement",
    title: "Arbitration Agreement",
    group: "disputes",
    description: "A submission agreement referring an existing dispute to arbitration: the dispute, the tribunal and its appointment, seat, language and rules, timetable (documents-only or hearing), interim measures, the award and costs, confidentiality and the applicable law; under Indian law, the Arbitration and Conciliation Act, 1996.",
    parties: {
      a: { role: "Claimant", description: "The party bringing the claim to arbitration." },
      b: { role: "Respondent", description: "The party against which the claim is brought." },
    },
    terms: [
      { name: "dispute", type: "text", required: true, description: 'The existing dispute submitted, e.g. "the Claimant\'s claim for the price of steel supplied under purchase order PO-2291 and the Respondent\'s claim for late delivery".' },
      { name: "arbitration_seat", type: "text", required: true, description: 'Seat (legal place) of the arbitration, e.g. "Mumbai", "London".' },
      { name: "number_of_arbitrators", type: "choice", options: ["one", "three"], default: "one", description: "A sole arbitrator or a tribunal of three." },
      { name: "arbitrator", type: "text", description: "The sole (or presiding) arbitrator the parties have already agreed on, if any." },
      { name: "arbitration_rules", type: "text", description: 'Institutional rules that govern the arbitration, e.g. "the Arbitration Rules of the Mumbai Centre for International Arbitration"; omitted: an ad hoc arbitration.' },
      { name: "language", type: "text", default: "English", description: "Language of the arbitration." },
      { name: "procedure", type: "choice", options: ["oral hearing", "documents only"], default: "oral hearing", description: "Whether the dispute is decided after an oral hearing or on documents only (in India with a sole arbitrator, the fast track procedure)." },
      { name: "claim_deadline", type: "duration", default: "30 days", description: "Time for the statement of claim after the tribunal is constituted, and for the defence after that." },
    ],
    recitals: (ctx) => [
      `A dispute has arisen between the parties concerning ${ctx.term("dispute")} (the "Dispute").`,
      `The parties have agreed to refer the Dispute to arbitration, and to no other forum, on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Submission to Arbitration",
        body: (ctx) => {
          const india = ctx.within("IN");
          return [
            `The parties submit the Dispute, including any question about the existence, validity or termination of any contract from which it arises and any claim or counterclaim connected with it, to final and binding arbitration under this Agreement.`,
            india
              ? `This Agreement is an arbitration agreement in writing within the meaning of ${ctx.cite("in-arbitration-act-1996", "7", "section 7 of the Arbitration and Conciliation Act, 1996")} (the "Act").`
              : `This Agreement is an agreement in writing to submit an existing dispute to arbitration.`,
            india
              ? `If any proceedings about the Dispute are pending before a judicial authority, the parties shall jointly apply for the parties to be referred to arbitration (${ctx.cite("in-arbitration-act-1996", "8", "section 8 of the Act")}) or shall withdraw those proceedings.`
              : `If any proceedings about the Dispute are pending before a court, the parties shall jointly apply for them to be stayed or withdrawn in favour of the arbitration.`,
            india
              ? `The parties agree, as ${ctx.cite("in-arbitration-act-1996", "21", "section 21 of the Act")} permits, that the arbitration commences on the date of this Agreement.`
              : `The parties agree that the arbitration commences on the date of this Agreement.`,
          ];
        },
      },
      {
        heading: "The Tribunal",
        body: (ctx) => {
          const india = ctx.within("IN");
          const rules = ctx.optional("arbitration_rules");
          const agreed = ctx.optional("arbitrator");
          const fallback = rules
            ? "in accordance with the rules that govern the arbitration"
            : india
              ? `on the application of either party, in accordance with ${ctx.cite("in-arbitration-act-1996", "11", "section 11 of the Act")}`
              : "on the application of either party, by the court or other authority that has that power under the law of the seat";
          const out: string[] = [];
          if (ctx.term("number_of_arbitrators") === "three") {
            out.push(
              `The tribunal shall consist of three arbitrators. Each party shall appoint one arbitrator within thirty (30) days after the date of this Agreement, and ${agreed ? `${agreed} shall be the presiding arbitrator` : "the two arbitrators so appointed shall appoint the presiding arbitrator within thirty (30) days after the second of them is appointed"}. Any appointment not made in time shall be made ${fallback}.`,
            );
          } else {
            out.push(
              agreed
                ? `The tribunal shall consist of one arbitrator, ${agreed}, whom the parties have agreed to appoint. If that person does not accept appointment or ceases to act, a substitute shall be agreed by the parties within thirty (30) days or, failing agreement, appointed ${fallback}.`
                : `The tribunal shall consist of one arbitrator, agreed by the parties within thirty (30) days after the date of this Agreement or, failing agreement, appointed ${fallback}.`,
            );
          }
          if (india) out[0] += ` The number of arbitrators is not even, as ${ctx.cite("in-arbitration-act-1996", "10", "section 10 of the Act")} requires.`;
          out.push(
            india
              ? `Before accepting appointment, each arbitrator shall disclose in writing any circumstances likely to give rise to justifiable doubts as to their independence or impartiality, as ${ctx.cite("in-arbitration-act-1996", "12", "section 12 of the Act")} requires, and shall continue to disclose any such circumstance that arises during the arbitration.`
              : `Before accepting appointment, each arbitrator shall disclose in writing any circumstances likely to give rise to justifiable doubts as to their independence or impartiality, and shall continue to disclose any such circumstance that arises during the arbitration.`,
          );
          return out;
        },
      },
      {
        heading: "Seat, Language and Rules",
        body: (ctx) => {
          const india = ctx.within("IN");
          const rules = ctx.optional("arbitration_rules");
          return [
            `The seat of the arbitration is ${ctx.term("arbitration_seat")}${india ? ` (${ctx.cite("in-arbitration-act-1996", "20", "section 20 of the Act")})` : ""}. The tribunal may hold hearings and meetings at any other place it considers convenient without changing the seat.`,
            `The language of the arbitration is ${ctx.term("language")}.`,
            rules
              ? `The arbitration shall be conducted under ${rules} in force at the date of this Agreement, which are incorporated into this Agreement except as it modifies them.`
              : `The arbitration is not administered by an institution. Subject to this Agreement and the mandatory law of the seat, the tribunal shall decide the procedure after consulting the parties.`,
            india
              ? `The parties shall be treated with equality and each given a full opportunity to present its case (${ctx.cite("in-arbitration-act-1996", "18", "section 18 of the Act")}).`
              : `The parties shall be treated with equality and each given a full opportunity to present its case.`,
          ];
        },
      },
      {
        heading: "Procedure and Timetable",
        body: (ctx) => {
          const india = ctx.within("IN");
          const deadline = ctx.term("claim_deadline");
          const out = [`The ${ctx.a.role} shall deliver its statement of claim within ${deadline} after the tribunal is constituted, and the ${ctx.b.role} its statement of defence (with any counterclaim) within ${deadline} after receiving the statement of claim.`];
          if (india) out.push(`In any event, the statements of claim and defence shall be completed within six (6) months after the arbitrator or all the arbitrators receive written notice of their appointment (${ctx.cite("in-arbitration-act-1996", "23", "section 23 of the Act")}), and the award shall be made within the time required by ${ctx.cite("in-arbitration-act-1996", "29A", "section 29A of the Act")}.`);
          if (ctx.term("procedure") === "documents only") {
            if (india && ctx.term("number_of_arbitrators") === "one") {
              out.push(`The parties agree that the arbitration shall be conducted under the fast track procedure in ${ctx.cite("in-arbitration-act-1996", "29B", "section 29B of the Act")}: the Dispute shall be decided on documents only, on the written pleadings, documents and submissions, without an oral hearing unless the parties request one or the tribunal considers one necessary, and the award shall be made within six (6) months after the tribunal enters on the reference, as that section requires, instead of the longer time otherwise allowed.`);
            } else {
              out.push(`The Dispute shall be decided on documents only, on the written pleadings, documents and submissions, without an oral hearing unless the tribunal considers one necessary to clarify an issue.`);
            }
          } else {
            out.push(`The tribunal shall hold an oral hearing on the merits after the exchange of documents and of witness statements in accordance with its directions.`);
          }
          out.push(
            india
              ? `The tribunal may order interim measures during the arbitration (${ctx.cite("in-arbitration-act-1996", "17", "section 17 of the Act")}), and a party may apply to the court for interim measures in the circumstances allowed by ${ctx.cite("in-arbitration-act-1996", "9", "section 9 of the Act")}.`
              : `The tribunal may order interim measures to the extent the law of the seat allows, and nothing in this Agreement prevents a party from seeking urgent interim relief from a competent court.`,
          );
          return out;
        },
      },
      {
        heading: "The Award and Costs",
        body: (ctx) => {
          const india = ctx.within("IN");
          return [
            india
              ? `The award shall be in writing, signed by the tribunal, state the reasons on which it is based, and state its date and the seat, as ${ctx.cite("in-arbitration-act-1996", "31", "section 31 of the Act")} requires.`
              : `The award shall be in writing, signed by the tribunal, state the reasons on which it is based, and state its date and the seat.`,
            india
              ? `The award is final and binding on the parties and persons claiming under them (${ctx.cite("in-arbitration-act-1996", "35", "section 35 of the Act")}), and the parties shall carry it out without delay. Recourse against it lies only by an application to set it aside under ${ctx.cite("in-arbitration-act-1996", "34", "section 34 of the Act")}, and once the time for that has passed it may be enforced as if it were a decree of the court (${ctx.cite("in-arbitration-act-1996", "36", "section 36 of the Act")}).`
              : `The award is final and binding on the parties, who shall carry it out without delay. To the extent the law of the seat allows them to do so, the parties waive any right to appeal the award or to refer a question of law arising in the arbitration to a court.`,
            `The fees and expenses of the tribunal (and of any institution) shall be advanced by the parties in equal shares. The tribunal may order the unsuccessful party to bear those costs and the reasonable legal and other costs of the successful party, and shall allocate the costs of the arbitration in its award.`,
          ];
        },
      },
      {
        heading: "Confidentiality of the Arbitration",
        body: (ctx) =>
          ctx.within("IN")
            ? `The parties and the tribunal shall keep all arbitral proceedings confidential, except the award where its disclosure is necessary for the purpose of implementing and enforcing it (${ctx.cite("in-arbitration-act-1996", "42A", "section 42A of the Act")}).`
            : `The parties shall keep confidential the existence of the arbitration, the pleadings, evidence and submissions, and the award, except to the extent disclosure is required by law or a regulator, or is needed to protect or pursue a legal right, or to enforce or challenge the award; they shall ask the tribunal to do the same.`,
      },
      {
        heading: "Applicable Law",
        body: (ctx) => {
          const chosen = ctx.optional("governing_law");
          const law = chosen ? (/^the laws? of /i.test(chosen) ? chosen : `the laws of ${chosen}`) : ctx.law.governingLaw;
          const out = [`The tribunal shall decide the Dispute in accordance with ${law}, and this Agreement is governed by the same law.`];
          if (ctx.within("IN")) out.push(`Where the arbitration is not an international commercial arbitration, the Dispute shall in any event be decided in accordance with the substantive law for the time being in force in India, whatever law is chosen above (${ctx.cite("in-arbitration-act-1996", "28", "section 28 of the Act")}).`);
          return out;
        },
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts"],
    example: {
      jurisdiction: "IN-MH",
      party_a: "Konkan Steel Traders",
      party_b: "Deccan Infra Projects Private Limited",
      key_terms: {
        dispute: "the Claimant's claim for the price of TMT steel supplied to the Respondent under purchase order PO-2291 dated 12 August 2024 and the Respondent's counterclaim for late delivery",
        arbitration_seat: "Mumbai",
        arbitrator: "Ms Meera Joshi, Advocate",
        procedure: "documents only",
      },
    },
  },
  {
    id: "tolling_agreement",
    title: "Tolling Agreement",
    group: "disputes",
    description: "A potential claimant and defendant agree to stop time running on identified claims while they negotiate (a limitation standstill), with a standstill on proceedings, early ending on notice and a full reservation of rights; under Indian law, where limitation cannot be extended by agreement, it provides for protective proceedings instead.",
    parties: {
      a: { role: "Claimant", description: "The party that may bring the claims." },
      b: { role: "Respondent", description: "The party against which the claims may be brought." },
    },
    terms: [
      { name: "claims", type: "text", required: true, description: 'The claims covered, e.g. "claims for professional negligence and breach of contract arising from the Respondent\'s tax advice on the 2022 restructuring of the Claimant\'s fund".' },
      { name: "tolling_end_date", type: "date", required: true, description: "Date the tolling period ends, unless it is ended earlier by notice." },
    ],
    titleFor: (ctx) => (ctx.law.system === "GB" ? "Limitation Standstill Agreement" : "Tolling Agreement"),
    recitals: (ctx) => [
      `The ${ctx.a.role} believes it may have claims against the ${ctx.b.role}, which the ${ctx.b.role} disputes.`,
      `The parties wish to explore whether those claims can be resolved without proceedings, and to avoid the cost of proceedings started only to stop time running, on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Claims and Tolling Period",
        body: (ctx) => [
          `In this Agreement, the "Claims" means ${ctx.term("claims")}, and any other claim of the ${ctx.a.role} against the ${ctx.b.role} arising out of the same facts, in each case to the extent not already time-barred on the Effective Date.`,
          `The "Tolling Period" means the period starting on the Effective Date and ending on the earlier of ${ctx.term("tolling_end_date")} and the date on which it is ended by notice under the Ending the Tolling Period clause.`,
        ],
      },
      {
        heading: "Limitation Periods",
        body: (ctx) => {
          if (ctx.within("IN")) {
            return [
              `The parties acknowledge that the law of limitation in India applies whatever the parties agree: a suit, appeal or application made after the prescribed period must be dismissed even if limitation is not raised as a defence (${ctx.cite("in-limitation-act-1963", "3", "section 3 of the Limitation Act, 1963")}). This Agreement therefore does not extend any period of limitation for the Claims, and the ${ctx.a.role} remains responsible for bringing proceedings in time.`,
              `If, during the Tolling Period, the ${ctx.a.role} starts proceedings on any Claim in order to prevent it becoming time-barred, the ${ctx.b.role} shall consent to those proceedings being adjourned or kept in abeyance until the Tolling Period ends, and neither party shall seek costs of them for that period.`,
              `A written acknowledgment of liability in respect of a Claim, signed by the ${ctx.b.role} before the period of limitation for it expires, starts a fresh period of limitation (${ctx.cite("in-limitation-act-1963", "18", "section 18 of the Limitation Act, 1963")}). Nothing in this Agreement is such an acknowledgment unless the parties expressly agree otherwise in writing.`,
            ];
          }
          return [
            `The ${ctx.b.role} agrees that the Tolling Period shall be disregarded in calculating any period of limitation, prescription or time bar, and for the purpose of any defence of laches or delay, that applies to the Claims, and shall not rely in any proceedings on the passing of time during the Tolling Period.`,
            `This Agreement does not revive any Claim that was already time-barred on the Effective Date, and the ${ctx.b.role} keeps every defence that was available to it on that date.`,
            `If the law governing a Claim limits the extent to which time for bringing it may be extended by agreement, the Tolling Period applies to that Claim for the longest period that law allows.`,
          ];
        },
      },
      {
        heading: "Standstill on Proceedings",
        body: (ctx) =>
          `During the Tolling Period the ${ctx.a.role} shall not start proceedings against the ${ctx.b.role} in respect of the Claims, except to seek urgent interim relief${ctx.within("IN") ? " or to prevent a Claim becoming time-barred as this Agreement allows" : ""}. If the ${ctx.a.role} starts proceedings in breach of this clause, the ${ctx.b.role} may apply for them to be stayed until the Tolling Period ends.`,
      },
      {
        heading: "Ending the Tolling Period",
        body: (ctx) => [
          `Either party may end the Tolling Period early by giving the other not less than ${writtenNotice(ctx.term("termination_notice"))}. The parties may extend the Tolling Period by written agreement signed before it ends.`,
          ctx.within("IN")
            ? `When the Tolling Period ends, the ${ctx.a.role} may start or continue proceedings on the Claims, subject to the law of limitation.`
            : `When the Tolling Period ends, time resumes running for each Claim from the point it had reached on the Effective Date.`,
        ],
      },
      {
        heading: "Reservation of Rights",
        body: () => [
          `Nothing in this Agreement is an admission of liability or of the validity or value of any Claim, or a waiver of any right, defence or remedy, except as the Limitation Periods clause states in relation to the Tolling Period. Each party's rights are otherwise fully reserved.`,
          `Communications between the parties during the Tolling Period for the purpose of resolving the Claims are made without prejudice, unless the party making them states otherwise.`,
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-NY",
      party_a: "Crestline Capital Advisors LLC",
      party_b: "Weller & Stroud LLP",
      key_terms: {
        claims: "claims for professional negligence and breach of contract arising from the Respondent's tax advice on the 2022 restructuring of the Claimant's fund",
        tolling_end_date: "December 31, 2026",
        termination_notice: "30 days",
      },
    },
  },
  {
    id: "standstill_agreement",
    title: "Standstill Agreement",
    group: "disputes",
    description: "A creditor agrees not to demand, enforce or start insolvency proceedings for a limited period while the debtor seeks a refinancing or restructuring: acknowledgement of the debt, the standstill, debtor undertakings, interest, termination events and reservation of rights.",
    parties: {
      a: { role: "Creditor", description: "The lender or other creditor that agrees to stand still." },
      b: { role: "Debtor", description: "The borrower or other debtor that owes the debt." },
    },
    terms: [
      { name: "facility", type: "text", required: true, description: 'The agreement under which the debt arises, e.g. "the term loan agreement dated 10 January 2023".' },
      { name: "outstanding_amount", type: "money", required: true, description: 'The debt outstanding at signing, e.g. "GBP 2,750,000".' },
      { name: "standstill_end_date", type: "date", required: true, description: "Date the standstill ends, unless it ends earlier on a termination event." },
      { name: "interim_payment", type: "money", description: 'Payments the Debtor makes during the standstill, e.g. "GBP 40,000 per month"; omitted: interest as it falls due.' },
      { name: "reporting_frequency", type: "choice", options: ["monthly", "weekly"], default: "monthly", description: "How often the Debtor reports on its finances." },
    ],
    recitals: (ctx) => [
      `The ${ctx.b.role} owes the ${ctx.a.role} money under ${ctx.term("facility")} (the "Facility Agreement").`,
      `The ${ctx.b.role} has asked the ${ctx.a.role} to refrain from enforcing its rights for a limited period while the ${ctx.b.role} seeks to refinance or restructure its debts, and the ${ctx.a.role} has agreed to do so on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Acknowledgement of Debt",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} acknowledges that, at the date of this Agreement, ${ctx.term("outstanding_amount")} is due and owing by it to the ${ctx.a.role} under the Facility Agreement, together with interest, fees and costs accruing under it, without any right of set-off, counterclaim or defence (the "Outstanding Debt").`];
          if (ctx.within("IN")) out.push(`This acknowledgment is made in writing and signed by the ${ctx.b.role}, and the parties intend a fresh period of limitation to run from its date (${ctx.cite("in-limitation-act-1963", "18", "section 18 of the Limitation Act, 1963")}).`);
          else out.push(`The ${ctx.b.role} shall not rely on the passing of time during the Standstill Period in any limitation defence to a claim for the Outstanding Debt.`);
          return out;
        },
      },
      {
        heading: "Standstill",
        body: (ctx) => {
          let insolvency: string;
          if (ctx.law.system === "GB") insolvency = `serve a statutory demand on the ${ctx.b.role}, or present a petition for its winding up on the ground that it is unable to pay its debts (${ctx.cite("uk-insolvency-act-1986", "122", "sections 122")} and ${ctx.cite("uk-insolvency-act-1986", "123", "123 of the Insolvency Act 1986")})`;
          else if (ctx.within("IN")) insolvency = `file an application to initiate a corporate insolvency resolution process against the ${ctx.b.role}, where it is a corporate debtor, under ${ctx.cite("in-ibc-2016", "7", "section 7")} or ${ctx.cite("in-ibc-2016", "9", "section 9 of the Insolvency and Bankruptcy Code, 2016")}`;
          else if (ctx.law.system === "US") insolvency = `file, or join in filing, an involuntary bankruptcy petition against the ${ctx.b.role}`;
          else insolvency = `start, or join in starting, any insolvency proceeding against the ${ctx.b.role}`;
          return [
            `The "Standstill Period" is the period from the date of this Agreement until ${ctx.term("standstill_end_date")}, or any earlier date on which it ends under the Termination Events clause.`,
            `During the Standstill Period the ${ctx.a.role} shall not: (a) demand or accelerate payment of the Outstanding Debt; (b) enforce any security or guarantee for it; (c) start legal proceedings to recover it; or (d) ${insolvency}.`,
            `The ${ctx.a.role} may nevertheless take any step needed to preserve its rights, such as registering or perfecting security, or proving for the Outstanding Debt in proceedings started by another person.`,
          ];
        },
      },
      {
        heading: "Debtor Undertakings",
        body: (ctx) => {
          const interim = ctx.optional("interim_payment");
          return [
            `During the Standstill Period the ${ctx.b.role} shall: (a) give the ${ctx.a.role} ${ctx.term("reporting_frequency")} management accounts and cash-flow forecasts, and any other information about its financial position the ${ctx.a.role} reasonably requests; (b) ${interim ? `pay the ${ctx.a.role} ${interim}, to be applied first to interest and then to principal` : `pay interest under the Facility Agreement as it falls due`}; and (c) promptly tell the ${ctx.a.role} of any demand, enforcement step or proceedings by another creditor.`,
            `During the Standstill Period the ${ctx.b.role} shall not, without the ${ctx.a.role}'s written consent, create any security over its assets, dispose of any material asset other than in the ordinary course of trading, or pay any other financial creditor other than in the ordinary course.`,
            `The ${ctx.b.role} shall use all reasonable endeavours to agree, before the Standstill Period ends, a refinancing or restructuring of the Outstanding Debt acceptable to the ${ctx.a.role}.`,
          ];
        },
      },
      {
        heading: "Interest and Costs",
        body: (ctx) => `Interest, fees and other sums continue to accrue on the Outstanding Debt during the Standstill Period at the rates in the Facility Agreement. The ${ctx.b.role} shall pay the ${ctx.a.role}'s reasonable legal and other costs of negotiating and entering into this Agreement on demand.`,
      },
      {
        heading: "Termination Events",
        body: (ctx) => [
          `The Standstill Period ends at once, on written notice from the ${ctx.a.role}, if: (a) the ${ctx.b.role} fails to make any payment or perform any undertaking under this Agreement and does not remedy the failure within five (5) working days; (b) any other creditor demands or accelerates any debt of the ${ctx.b.role}, enforces security against it or starts insolvency proceedings against it; (c) the ${ctx.b.role} becomes subject to any insolvency proceeding or makes an arrangement with its creditors generally; or (d) any information the ${ctx.b.role} has given the ${ctx.a.role} in connection with this Agreement proves to be materially untrue or misleading.`,
          `When the Standstill Period ends, the ${ctx.a.role} may exercise all its rights in respect of the Outstanding Debt without further notice, subject to the law.`,
        ],
      },
      {
        heading: "Reservation of Rights",
        body: (ctx) => `The Facility Agreement and any security for it remain in full force. Nothing in this Agreement waives any default under the Facility Agreement, whether existing at the date of this Agreement or arising later, or commits the ${ctx.a.role} to agree any refinancing or restructuring or to extend the Standstill Period; the ${ctx.a.role}'s rights are otherwise fully reserved.`,
      },
    ],
    boilerplate: ["confidentiality", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Fenwick Commercial Finance Ltd",
      party_b: "Harlow Precision Castings Ltd",
      key_terms: { facility: "the term loan agreement dated 10 January 2023", outstanding_amount: "GBP 2,750,000", standstill_end_date: "30 June 2026", interim_payment: "GBP 40,000 per month" },
    },
  },
  {
    id: "debt_settlement_agreement",
    title: "Debt Settlement Agreement",
    group: "disputes",
    description: "A creditor agrees to accept a reduced sum, paid on a schedule, in full settlement of a debt: acknowledgement of the debt, payment, discharge on full payment, reinstatement on default, collection activity, and how the settlement binds (a deed in England and Wales).",
    parties: {
      a: { role: "Creditor", description: "The party owed the debt." },
      b: { role: "Debtor", description: "The party that owes the debt." },
    },
    terms: [
      { name: "debt_description", type: "text", required: true, description: 'What the debt is for, e.g. "unpaid invoices 1041 to 1057 for packaging supplied between April and September 2025".' },
      { name: "original_debt", type: "money", required: true, description: 'The full amount owed, e.g. "USD 86,400".' },
      { name: "settlement_amount", type: "money", required: true, description: 'The reduced sum the Creditor accepts, e.g. "USD 60,000".' },
      { name: "payment_schedule", type: "text", default: "in a single payment within fourteen (14) days after the date of this Agreement", description: 'How and when the settlement amount is paid, e.g. "in four equal monthly instalments starting on 1 March 2026".' },
      { name: "grace_period", type: "duration", default: "7 days", description: "Time the Debtor has to remedy a missed payment after notice." },
    ],
    features: { witnessed: true },
    recitals: (ctx) => [
      `The ${ctx.b.role} owes the ${ctx.a.role} money in respect of ${ctx.term("debt_description")}.`,
      `The ${ctx.b.role} has asked the ${ctx.a.role} to accept a reduced sum in settlement, and the ${ctx.a.role} has agreed on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Acknowledgement of the Debt",
        body: (ctx) => {
          const out = [`The ${ctx.b.role} acknowledges that it owes the ${ctx.a.role} ${ctx.term("original_debt")} in respect of the matters described above (the "Debt"), and that the Debt is due and payable without set-off, counterclaim or defence.`];
          if (ctx.within("IN")) {
            out.push(
              `This acknowledgment is made in writing and signed by the ${ctx.b.role}, and the parties intend a fresh period of limitation for the Debt to run from its date (${ctx.cite("in-limitation-act-1963", "18", "section 18 of the Limitation Act, 1963")}).`,
              `To the extent any part of the Debt is already barred by limitation, the ${ctx.b.role}'s promise in this Agreement to pay the Settlement Amount is a written and signed promise to pay that debt, which is enforceable under ${ctx.cite("in-contract-act-1872", "25", "section 25(3) of the Indian Contract Act, 1872")}.`,
            );
          }
          return out;
        },
      },
      {
        heading: "Settlement Amount",
        body: (ctx) => [
          `The ${ctx.a.role} agrees to accept ${ctx.term("settlement_amount")} (the "Settlement Amount") in full and final settlement of the Debt, and of all interest, charges and collection costs relating to it, if it is paid in accordance with this Agreement.`,
          `The ${ctx.b.role} shall pay the Settlement Amount ${ctx.term("payment_schedule")}, by transfer of cleared funds to the bank account the ${ctx.a.role} notifies in writing. The ${ctx.b.role} may pay the Settlement Amount, or any part of it, early.`,
        ],
      },
      {
        heading: "Discharge of the Debt",
        body: (ctx) => [
          `When the ${ctx.a.role} has received the Settlement Amount in full and in cleared funds, the Debt and all interest, charges and costs relating to it are discharged, and the ${ctx.a.role} releases the ${ctx.b.role} from all claims for them. The ${ctx.a.role} shall confirm the discharge in writing on request.`,
          `Until then, the Debt remains outstanding, reduced by the payments received under this Agreement.`,
        ],
      },
      {
        heading: "Default and Reinstatement",
        body: (ctx) => [
          `If the ${ctx.b.role} fails to pay any part of the Settlement Amount when due and does not remedy the failure within ${ctx.term("grace_period")} after written notice from the ${ctx.a.role}, the ${ctx.a.role} may by further written notice end the settlement. The full Debt, less the payments made under this Agreement, then becomes immediately due and payable, with interest and costs as the agreement under which it arose and the law provide, and the ${ctx.a.role} may enforce payment of it.`,
          // Under a civil code the release is drafted as conditional on payment, not defended against the penalty rule.
          ctx.law.family === "civil"
            ? `The release of the Debt above the Settlement Amount is subject to the condition that the Settlement Amount is paid in full when due; if the settlement ends under this clause, the condition fails and the full Debt is owed, as it was before this Agreement.`
            : `The parties agree that reinstatement of the Debt on default is not a penalty, because it restores a sum that was already due before this Agreement.`,
        ],
      },
      {
        heading: "Collection Activity and Proceedings",
        body: (ctx) => [
          `While the ${ctx.b.role} complies with this Agreement, the ${ctx.a.role} shall suspend all collection activity for the Debt, shall not start proceedings to recover it, and shall instruct any collection agent it has engaged to do the same.`,
          `Within fourteen (14) days after the Debt is discharged, the ${ctx.a.role} shall withdraw or discontinue any proceedings it has started to recover the Debt, with each party bearing its own costs, and, where it has reported the Debt to a credit reference agency, shall report it as settled, as the law and its reporting obligations allow.`,
        ],
      },
      {
        heading: "Effect of the Settlement",
        body: (ctx) => {
          const out: string[] = [];
          if (ctx.law.system === "GB") {
            out.push(`Because an agreement to accept a smaller sum in satisfaction of a larger debt may not bind the ${ctx.a.role} without fresh consideration, the parties execute this Agreement as a deed, and it takes effect as a deed on delivery.`);
          } else if (ctx.law.family === "civil") {
            // No rule in Pinnel's Case under a civil code: a creditor may waive part of a debt by contract.
            out.push(`The ${ctx.a.role}'s agreement to accept less than the Debt is a waiver of the balance made by contract, which binds it without anything further in return and takes effect as this Agreement provides.`);
          } else {
            out.push(`The ${ctx.b.role}'s payment of the Settlement Amount in accordance with this Agreement, and the certainty of recovery it gives the ${ctx.a.role}, are the consideration for the ${ctx.a.role}'s agreement to accept less than the Debt.`);
          }
          out.push(`Each party is responsible for its own tax consequences of the settlement, including any tax on the amount by which the Debt is reduced, and the ${ctx.a.role} may report that amount to a tax authority where the law requires it.`);
          return out;
        },
      },
    ],
    boilerplate: ["confidentiality", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-CA",
      party_a: "Pacific Crate & Pallet Co.",
      party_b: "Sunrise Organics Inc.",
      key_terms: {
        debt_description: "unpaid invoices 1041 to 1057 for pallets and crates supplied between April and September 2025",
        original_debt: "USD 86,400",
        settlement_amount: "USD 60,000",
        payment_schedule: "in four equal monthly instalments starting on March 1, 2026",
      },
    },
  },
  {
    id: "litigation_cooperation_agreement",
    title: "Common Interest and Joint Defence Agreement",
    group: "disputes",
    titleFor: (ctx) => (ctx.law.system === "US" ? "Common Interest and Joint Defense Agreement" : "Common Interest and Joint Defence Agreement"),
    description: "Parties that share a legal interest in litigation or an investigation (typically co-defendants) agree to share privileged material without waiving privilege: the common interest, shared materials and their protection, independence of each party's counsel, costs and cooperation, and withdrawal.",
    parties: {
      a: { role: "First Party", description: "One party sharing the common legal interest." },
      b: { role: "Second Party", description: "The other party sharing the common legal interest." },
    },
    terms: [
      { name: "proceedings", type: "text", required: true, description: 'The litigation, investigation or threatened claim, e.g. "the product liability claims brought against the parties concerning the Model X space heater".' },
      { name: "common_interest", type: "text", required: true, description: 'The shared legal interest, e.g. "defending the claims that the Model X space heater was defectively designed".' },
      { name: "first_party_counsel", type: "text", description: "The First Party's lawyers." },
      { name: "second_party_counsel", type: "text", description: "The Second Party's lawyers." },
      { name: "cost_sharing", type: "choice", options: ["own costs", "shared equally"], default: "own costs", description: "Whether each party bears its own costs, or common costs are shared equally." },
    ],
    recitals: (ctx) => [
      `The parties are each involved in ${ctx.term("proceedings")} (the "Proceedings").`,
      `The parties share a common legal interest in ${ctx.term("common_interest")} (the "Common Interest"), and believe that sharing information and coordinating their work on it will help each of them.`,
      `The parties intend that sharing privileged material under this Agreement does not waive any privilege or protection from disclosure that applies to it.`,
    ],
    clauses: [
      {
        heading: "Common Legal Interest",
        body: (ctx) => [
          `The parties acknowledge that they share the Common Interest, and enter into this Agreement to allow them, and their Counsel, to exchange information and coordinate their work in relation to the Proceedings in furtherance of it.`,
          `The ${ctx.a.role} is represented by ${ctx.optional("first_party_counsel") ?? "its own lawyers"} and the ${ctx.b.role} by ${ctx.optional("second_party_counsel") ?? "its own lawyers"} (each, a party's "Counsel"). Nothing in this Agreement obliges a party to share any particular information, or creates a partnership, joint venture or agency between the parties.`,
        ],
      },
      {
        heading: "Shared Materials",
        body: (ctx) => {
          const privilege =
            ctx.law.system === "GB"
              ? "legal advice privilege, litigation privilege, common interest privilege"
              : ctx.law.system === "US"
                ? "the attorney-client privilege, the work product doctrine, the common interest or joint defense doctrine"
                : "legal professional privilege, professional secrecy";
          return [
            `"Shared Materials" means all information, documents, analyses, work product and communications, in any form and whether oral or written, that a party or its Counsel provides to the other party or its Counsel in connection with the Proceedings and the Common Interest, including notes and summaries of them.`,
            `Shared Materials remain protected by ${privilege} and any other protection from disclosure that applies to them (together, "Privilege"). The parties intend that providing them under this Agreement does not waive Privilege, and a party that receives Shared Materials shall assert Privilege over them whenever they are sought from it.`,
            `Shared Materials are protected by this Agreement whether or not they are marked as such. A party providing material shall nevertheless try to mark it as provided under this Agreement.`,
          ];
        },
      },
      {
        heading: "Use and Protection of Shared Materials",
        body: () => [
          `A party receiving Shared Materials shall keep them confidential, use them only for the Proceedings and the Common Interest, and not use them against the party that provided them in any proceedings.`,
          `A receiving party may disclose Shared Materials only to its Counsel, its officers and employees who need to know them, and experts, consultants and insurers engaged in connection with the Proceedings, each of whom must first be told of, and agree to observe, this Agreement.`,
          `If a receiving party is required by law, court order or a regulator to disclose Shared Materials, it shall notify the providing party at once (where lawful), assert Privilege, and give the providing party the opportunity to oppose disclosure.`,
          `The parties agree that a disclosure of Shared Materials to a third party by mistake is not intended to waive Privilege, and shall take all reasonable steps to recover the materials and to preserve Privilege in them.`,
        ],
      },
      {
        heading: "Independence of Counsel",
        body: () => [
          "Each party's Counsel represents only that party. No party becomes the client of another party's Counsel, and no Counsel owes any duty to a party other than its client, by reason of this Agreement or of receiving Shared Materials.",
          "Each party agrees that it will not seek to disqualify another party's Counsel from acting for its client, in the Proceedings or any other matter (including one in which the parties are opposed), on the ground that the Counsel received Shared Materials under this Agreement, provided the Counsel does not use those Shared Materials against the party that provided them.",
        ],
      },
      {
        heading: "Costs and Cooperation",
        body: (ctx) => [
          ctx.term("cost_sharing") === "shared equally"
            ? `Costs incurred for the parties' joint benefit and approved in advance in writing by both of them (such as jointly instructed experts and document review platforms) are shared equally. Each party otherwise bears its own costs, including its Counsel's fees.`
            : `Each party bears its own costs, including its Counsel's fees. A cost incurred for the parties' joint benefit is shared only if they agree in writing, in advance, how it is to be shared.`,
          `The parties shall cooperate in good faith in relation to the Common Interest where each considers it in its interest to do so. Each party remains free to conduct its own case, to settle with any other person, and to take any position in the Proceedings, but shall promptly tell the other party if it settles or decides to take a position adverse to it.`,
        ],
      },
      {
        heading: "Withdrawal",
        body: (ctx) => [
          `A party may withdraw from this Agreement by giving the other party ${writtenNotice(ctx.term("termination_notice"))}, and shall withdraw at once, by written notice, if it decides to bring a claim against the other party or otherwise to take a position in the Proceedings that is adverse to it.`,
          `On withdrawal, or when the Proceedings end, each party shall return or destroy the Shared Materials it has received, except as the law or professional rules require it to keep. The obligations in this Agreement on the use and protection of Shared Materials and on Privilege continue after withdrawal and after the Proceedings end.`,
        ],
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-CA",
      party_a: "Sierra Thermal Products Inc.",
      party_b: "Cascade Retail Distributors LLC",
      key_terms: {
        proceedings: "the consolidated product liability actions concerning the Model X space heater pending in the Superior Court of California, County of Alameda",
        common_interest: "defending the claims that the Model X space heater was defectively designed",
        cost_sharing: "shared equally",
        first_party_counsel: "Ridgeway Marsh LLP",
      },
    },
  },
];
