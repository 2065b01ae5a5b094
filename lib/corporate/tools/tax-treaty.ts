import { z } from "zod";
import { calendarDate, money } from "@/lib/tools/figures";
import { roundMoney } from "@/lib/tools/money";
import type { AnalysisTool, CoreContext } from "@/lib/tools/definition";
import { formatMoney } from "@/lib/tools/format";
import { lookupTreaty, MFN_PARTNERS, TREATY_PARTNERS, type TreatyRate } from "@/lib/corporate/tools/tax-treaty/rates";
import { DIVIDENDS_TAXED_FROM, DOMESTIC_HELD_FROM, domesticWithholding, type DomesticWithholding } from "@/lib/corporate/tools/tax-treaty/domestic";
import { MLI_INDIA, mliStatus } from "@/lib/corporate/tools/tax-treaty/mli";
import { CONCESSIONAL_INSTRUMENTS, CONCESSIONS_ITEM, concessionFor, concessionsDetail, type Concession } from "@/lib/corporate/tools/tax-treaty/concessions";
import { InputProblems } from "@/lib/tools/civil-limitation";
import { countryName, treatyPair } from "@/lib/tools/country-name";

/**
 * Withholding on payments from India to a non-resident: the domestic rate of Income-tax Act 1961 s.115A, the
 * treaty cap for the partners in our reference, the lower of the two where s.90(2) lets the treaty apply (a TRC
 * being mandatory under s.90(4)), the withholding under s.195 and the documentation checklist.
 */

const ITA = "in-income-tax-act-1961";
const incomeTypes = ["dividends", "interest", "royalties", "fts"] as const;
const recipientTypes = ["company", "bank", "individual", "other"] as const;

export const taxTreatyInput = z.strictObject({
  source_country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .describe("ISO code of the country where the income arises and tax is withheld (the core computes for IN)"),
  residence_country: z.string().regex(/^[A-Za-z]{2}$/).describe("ISO code of the recipient's country of residence"),
  income_type: z.enum(incomeTypes).describe("dividends | interest | royalties | fts (fees for technical services)"),
  shareholding_pct: z
    .number()
    .min(0)
    .max(100)
    .optional()
    .describe("For dividends: the recipient company's holding in the payer, in percent"),
  recipient_type: z
    .enum(recipientTypes)
    .default("company")
    .describe("company | bank (bank or financial institution) | individual | other"),
  royalty_kind: z
    .enum(["equipment", "other"])
    .default("other")
    .describe("For royalties and FTS under treaties with a split rate: payments for the use of industrial, commercial or scientific equipment (and services ancillary to it), or other"),
  has_trc: z.boolean().describe("Whether the recipient holds a Tax Residency Certificate of its residence country"),
  form_10f_filed: z.boolean().default(false).describe("Whether Form 10F has been filed electronically"),
  amount: money("Gross amount paid, in rupees"),
  payment_date: calendarDate().optional().describe("Date the sum is paid or credited, whichever is earlier (ISO date); default as_of. From 1 Apr 2026 the Income-tax Act 2025 governs. Dates before 1 Apr 2018 (for dividends, before 1 Apr 2020, when dividend distribution tax applied) are refused with a 400: their rates are not held"),
  has_pan: z.boolean().optional().describe("Whether the recipient has furnished a PAN; without one s.206AA can raise the rate to 20%. Default true"),
  rule_37bc_details: z
    .boolean()
    .optional()
    .describe("Without a PAN: whether the recipient gave its name, e-mail, address, TRC and tax identification number (Rule 37BC), which takes interest, royalties, FTS and dividends out of s.206AA"),
  loan_currency: z
    .enum(["foreign_currency", "rupee"])
    .optional()
    .describe(
      "For interest: whether the money was borrowed (or the debt incurred) in foreign currency or in rupees. Foreign-currency interest bears 20%; rupee interest falls under \"any other income\" (35% for a foreign company from FY 2024-25, 40% before; 30% for other non-residents). Unknown: no domestic withholding is computed where it decides the answer",
    ),
  has_pe_in_india: z
    .boolean()
    .optional()
    .describe("Whether the recipient has a permanent establishment in India to which the payment is attributable (decides fees for technical services under a treaty without an FTS article)"),
  concessional_instrument: z
    .enum(CONCESSIONAL_INSTRUMENTS)
    .optional()
    .describe(
      "For interest only: the instrument, where a concessional section may reach it (1961 Act). s194lb_infrastructure_debt_fund (s.194LB, 5%); s194lc_loan_agreement (foreign-currency loan, borrowed 1 Jul 2012 - 30 Jun 2023, 5%), s194lc_long_term_bond (issued 1 Oct 2014 - 30 Jun 2023, 5%), s194lc_rupee_bond_outside_india (issued before 1 Jul 2023, 5%), s194lc_ifsc_listed_bond (listed only on an IFSC exchange: 4% if issued 1 Apr 2020 - 30 Jun 2023, 9% from 1 Jul 2023); s194ld_government_security, s194ld_corporate_rupee_bond, s194ld_municipal_debt_security (s.194LD, 5% on interest payable to a foreign institutional or qualified foreign investor to 30 Jun 2023). Surcharge and cess are added; the lower treaty rate still prevails",
    ),
  borrowed_or_issued_on: calendarDate().optional().describe("For s.194LC: the date the money was borrowed under the loan agreement or the bond was issued (ISO date)"),
  interest_rate_approved: z
    .boolean()
    .optional()
    .describe("For s.194LC: the interest does not exceed the amount at the rate approved by the Central Government; for a corporate bond under s.194LD: its rate does not exceed the notified rate. Without it the section is not applied"),
});

const checklistItem = z.object({
  item: z.string(),
  status: z.enum(["satisfied", "missing", "conditional", "caveat"]),
  detail: z.string(),
  citation_ids: z.array(z.string()),
});

export const taxTreatyResult = z.object({
  computed: z.boolean().describe("False when the source country is outside the core (only India is computed)"),
  source_country: z.string(),
  residence_country: z.string(),
  income_type: z.enum(incomeTypes),
  loan_currency: z
    .enum(["foreign_currency", "rupee", "unknown"])
    .nullable()
    .describe("For interest: the loan's currency as given (unknown: not given); null for other income"),
  domestic: z
    .object({
      rate: z.number(),
      provision: z.string(),
      note: z.string(),
      surcharge_pct: z.number().describe("Union surcharge on the tax, by the payment's size and the recipient's class"),
      cess_pct: z.number().describe("Health and Education Cess on tax and surcharge"),
      effective_rate: z.number().describe("rate × (1 + surcharge) × (1 + cess): what is actually withheld at the domestic rate"),
      citation_ids: z.array(z.string()),
    })
    .nullable(),
  treaty: z
    .object({
      rate: z.number().nullable(),
      article: z.string(),
      condition: z.string(),
      certainty: z.enum(["V", "K"]),
      source: z.string(),
    })
    .nullable(),
  applicable: z
    .object({
      rate: z.number(),
      basis: z.enum(["treaty", "domestic"]),
      article: z.string(),
      reason: z.string(),
      effective_rate: z.number().describe("The rate withheld: a treaty rate as it stands (the treaty caps the whole tax), a domestic rate with surcharge and cess"),
      citation_ids: z.array(z.string()),
    })
    .nullable(),
  business_profits: z
    .object({
      article: z.string(),
      pe_in_india: z.boolean().nullable(),
      consequence: z.string(),
    })
    .nullable()
    .describe("Where the treaty has no article for this income (fees for technical services under the UAE or Bangladesh treaty): business profits, taxable in India only through a permanent establishment"),
  no_pan: z
    .object({ applies: z.boolean(), rate: z.number().nullable(), reason: z.string(), citation_ids: z.array(z.string()) })
    .nullable()
    .describe("s.206AA: the higher rate for a recipient without a PAN, unless Rule 37BC's details are given"),
  governing_act: z.enum(["1961", "2025"]).describe("The Act in force on the payment date (the 2025 Act from 1 Apr 2026)"),
  provisions: z.array(z.object({ subject: z.string(), act_1961: z.string(), act_2025: z.string().nullable() })).describe("The sections used, in both numberings (null: the 2025 number is not confirmed here)"),
  notes: z.array(z.object({ text: z.string(), citation_ids: z.array(z.string()) })).describe("Background that does not change the figure, such as older rate tables that predate the protocol applied"),
  withholding_amount: z.number().nullable(),
  checklist: z.array(checklistItem),
  treaty_gap: z
    .string()
    .nullable()
    .describe("Why no treaty rate is available for this payment (partner not held, or its rate for this income not confirmed from the treaty text); null when a treaty rate is held"),
  concession: z
    .object({
      section: z.string(),
      applies: z.boolean(),
      rate: z.number().nullable().describe("The section's rate before surcharge and cess, when it applies"),
      reason: z.string(),
      source: z.string().nullable(),
    })
    .nullable()
    .describe("The concessional section named by concessional_instrument (ss.194LB, 194LC, 194LD): whether it reaches this interest and why"),
});

export type TaxTreatyInput = z.infer<typeof taxTreatyInput>;
export type TaxTreatyResult = z.infer<typeof taxTreatyResult>;

const ITA_2025 = "in-income-tax-act-2025";
/** The Income-tax Act 2025 replaces the 1961 Act for payments from 1 Apr 2026. */
const NEW_ACT_FROM = "2026-04-01";

/**
 * The sections this tool uses, 1961 → 2025. s.115A → s.207 (heading "Tax on dividends, royalty and technical service
 * fees in case of foreign companies"), s.90 → s.159 (agreements with foreign countries), s.195 → s.393(2) (the table of
 * payments to non-residents), s.206AA → s.397(2)(b) (the higher rate when the payee's PAN is not furnished; section
 * 397 "Compliance and reporting", sub-section (2): (a) the duty to furnish a valid PAN, (b) the higher of the specified
 * rate, the rates in force and the fixed rate; read in the Act's text as reproduced at aubsp.com ("Section 397 ... w.e.f.
 * 1st April, 2026") and described as 206AA's successor by TaxTMI's note on clause 397(2); the chapter table at
 * https://it2025.incometaxinformation.in/iit25/act/displaych.asp?str=XIXPB lists 206AA under s.397, while s.394 is
 * collection of tax at source, the successor of s.206C). Where the 2025 Act keeps the
 * Rule 37BC relaxation (1961 s.206AA(7)) is not confirmed, so that part is cited by its 1961 number. The lower-rate
 * and nil certificates (1961 ss.197 and 195(2)) are s.395 "Certificates": (1) the payee's certificate, (2) the payer's
 * application to fix the chargeable part of a sum under s.393(2) Table Sl. No. 17. The registry holds ss.393, 395 and
 * 397 (lib/legal/sources/data/in/in-income-tax-act-2025.ts, with where their numbers and headings were read).
 */
const SECTIONS = {
  rate: { subject: "Rate on dividends, interest, royalties and FTS of non-residents", act_1961: "115A", act_2025: "207" },
  treaty: { subject: "Treaty relief where more beneficial; TRC required", act_1961: "90", act_2025: "159" },
  withholding: { subject: "Deduction of tax from payments to non-residents", act_1961: "195", act_2025: "393(2)" },
  no_pan: { subject: "Higher rate without a PAN", act_1961: "206AA", act_2025: "397(2)(b)" },
  certificate: { subject: "Lower-rate or nil withholding certificate", act_1961: "197", act_2025: "395" },
} as const;

/** The 2025 Act sections the registry holds, cited by their section number (a sub-section resolves to its section). */
const HELD_2025: Readonly<Record<string, string>> = { "207": "207", "159": "159", "393(2)": "393", "397(2)(b)": "397", "395": "395" };

/** The sections a result lists in both numberings; the certificate section only where the answer suggests one. */
const sectionsUsed = (certificate: boolean) =>
  Object.values(SECTIONS)
    .filter((x) => certificate || x !== SECTIONS.certificate)
    .map((x) => ({ ...x }));

const INCOME_WORDS: Record<(typeof incomeTypes)[number], string> = { dividends: "dividends", interest: "interest", royalties: "royalties", fts: "fees for technical services" };

/** A 400 for payment dates whose rates are not held, rather than a figure computed on the wrong year's law. */
function refuseUnheldDates(type: TaxTreatyInput["income_type"], paymentDate: string, concessional: boolean): void {
  const problems = new InputProblems();
  if (concessional && type !== "interest") {
    problems.add("concessional_instrument", "ss.194LB, 194LC and 194LD reach interest only; give it with income_type interest");
  }
  if (paymentDate < DOMESTIC_HELD_FROM) {
    problems.add(
      "payment_date",
      `${paymentDate} is before 1 Apr 2018: the surcharge bands and the 2% + 1% education cesses of FY 2017-18 and earlier are not held, so no withholding is computed for it`,
    );
  } else if (type === "dividends" && paymentDate < DIVIDENDS_TAXED_FROM) {
    problems.add(
      "payment_date",
      `${paymentDate} is before 1 Apr 2020: dividends declared, distributed or paid by an Indian company up to 31 Mar 2020 bore dividend distribution tax (Income-tax Act 1961 s.115-O) and were exempt in the shareholder's hands (s.10(34)), so this withholding calculation does not apply`,
    );
  }
  problems.throwIfAny();
}

function runTaxTreaty(input: TaxTreatyInput, ctx: CoreContext): TaxTreatyResult {
  const source = input.source_country.toUpperCase();
  const residence = input.residence_country.toUpperCase();
  const paymentDate = input.payment_date ?? ctx.asOf;
  const act: "1961" | "2025" = paymentDate >= NEW_ACT_FROM ? "2025" : "1961";
  const loanCurrency: TaxTreatyResult["loan_currency"] = input.income_type === "interest" ? (input.loan_currency ?? "unknown") : null;
  const base = { source_country: source, residence_country: residence, income_type: input.income_type, loan_currency: loanCurrency, governing_act: act };
  if (source !== "IN") {
    ctx.warn({
      code: "jurisdiction_not_covered",
      message: `The tax-treaty core computes withholding on payments from India only; no rates are given for payments from ${countryName(source)}.`,
    });
    return { computed: false, ...base, domestic: null, treaty: null, applicable: null, withholding_amount: null, checklist: [], business_profits: null, no_pan: null, provisions: [], treaty_gap: null, concession: null, notes: [] };
  }

  /** The treaty named for prose ("India–France"); the result keeps the ISO codes. */
  const pair = treatyPair("IN", residence);
  /** A section as cited for the governing Act: the 2025 number where it is confirmed and held, else the 1961 one. */
  const label = (s: (typeof SECTIONS)[keyof typeof SECTIONS]) => (act === "2025" && s.act_2025 ? `Income-tax Act 2025, s.${s.act_2025}` : `Income-tax Act 1961, s.${s.act_1961}`);
  const citeSection = (s: (typeof SECTIONS)[keyof typeof SECTIONS]) =>
    act === "2025" && HELD_2025[s.act_2025] ? ctx.cite({ source_id: ITA_2025, article: HELD_2025[s.act_2025] }) : ctx.cite({ source_id: ITA, article: s.act_1961 });
  /** Treaty relief by the governing Act: s.159 of the 2025 Act, whose sub-sections are not confirmed, names the 1961 one. */
  const s90 = (sub: string) => (act === "2025" ? `s.159 of the 2025 Act (1961 s.90(${sub}))` : `s.90(${sub})`);
  const sRate = citeSection(SECTIONS.rate);
  const sTreaty = citeSection(SECTIONS.treaty);
  const sWithhold = citeSection(SECTIONS.withholding);
  /** Cited only where a nil-withholding certificate is suggested. */
  let sCertificate: string | undefined;
  // Which Act's numbering applies never changes the figure, so it is a note, not a warning read first.
  const notes: TaxTreatyResult["notes"] = [];
  if (act === "2025") {
    notes.push({
      citation_ids: [sRate, sTreaty, sWithhold],
      text: `The payment (${paymentDate}) falls under the Income-tax Act 2025: the rate is in s.207, treaty relief in s.159, withholding in s.393(2), the higher rate without a PAN in s.397(2)(b) and lower-rate or nil certificates in s.395. Which sub-sections of s.159 hold the more-beneficial rule, the TRC and Form 10F conditions was not confirmed, so the 1961 sub-section of s.90 is named beside s.159. Where the 2025 Act keeps the Rule 37BC relaxation (1961 s.206AA(7)) was not confirmed, so that relaxation is cited by its 1961 number.`,
    });
  }

  refuseUnheldDates(input.income_type, paymentDate, input.concessional_instrument !== undefined);
  const recipientClass = input.recipient_type === "company" || input.recipient_type === "bank" ? "foreign_company" : "non_corporate";
  const concession: Concession | null = input.concessional_instrument
    ? concessionFor({
        instrument: input.concessional_instrument,
        paymentDate,
        act,
        borrowedOrIssuedOn: input.borrowed_or_issued_on,
        rateApproved: input.interest_rate_approved,
      })
    : null;
  const concessional = concession?.applies && concession.rate !== null ? { rate: concession.rate, source: `${concession.source ?? concession.section}` } : undefined;
  if (concession && !concession.applies) ctx.warn({ code: "assumption", message: `${concession.reason} The ordinary rate is worked out instead.` });
  // Unknown currency: the foreign-currency figure (the lower) decides whether a treaty rate beats the domestic one; where
  // the domestic rate governs, the currency decides it and nothing is computed until it is given. A concessional
  // section that applies fixes the rate whatever the currency.
  const dom = domesticWithholding(input.income_type, recipientClass, input.amount, paymentDate, loanCurrency === "rupee" ? "rupee" : "foreign_currency", concessional);
  const domRupee: DomesticWithholding | null =
    loanCurrency === "unknown" && !concessional ? domesticWithholding("interest", recipientClass, input.amount, paymentDate, "rupee") : null;
  if (dom === null) {
    ctx.warn({ code: "jurisdiction_not_covered", message: `The domestic rate, surcharge and cess in force on ${paymentDate} for ${input.income_type} are not held; nothing is computed.` });
    return { computed: false, ...base, domestic: null, treaty: null, applicable: null, withholding_amount: null, checklist: [], business_profits: null, no_pan: null, provisions: sectionsUsed(false), treaty_gap: null, concession: null, notes: [] };
  }
  for (const caveat of dom.caveats) ctx.warn({ code: "assumption", message: caveat });
  if (input.recipient_type === "other") {
    ctx.warn({ code: "assumption", message: "A recipient that is neither a company nor an individual is charged surcharge here at the rates for an association or body of individuals; a non-resident firm pays 12% above ₹1 crore instead." });
  }
  const rupeeProvision = `Part II of the First Schedule to the Finance Act of the year ("any other income"), applied by ${label(SECTIONS.withholding)}`;
  /** The provision that sets the domestic base rate for this payment. */
  const domesticProvision = concessional
    ? `Income-tax Act 1961, ${concession?.reason.split(":")[0]}`
    : loanCurrency === "rupee"
      ? rupeeProvision
      : label(SECTIONS.rate);
  const domestic = {
    rate: dom.base_rate,
    provision: domesticProvision,
    note:
      loanCurrency === "unknown" && domRupee
        ? `If the money was borrowed in foreign currency: ${dom.basis}. If it was borrowed in rupees: ${domRupee.basis} (${rupeeProvision}).`
        : dom.basis,
    surcharge_pct: dom.surcharge_pct,
    cess_pct: dom.cess_pct,
    effective_rate: dom.effective_rate,
    citation_ids: [sRate],
  };

  const { rate: treatyFact, gap: treatyGap }: { rate: TreatyRate | null; gap: string | null } = lookupTreaty(residence, input.income_type, {
    shareholdingPct: input.shareholding_pct,
    recipientType: input.recipient_type,
    royaltyKind: input.royalty_kind,
    asOf: paymentDate,
  });
  if (!TREATY_PARTNERS.includes(residence)) {
    ctx.warn({
      code: "jurisdiction_not_covered",
      message: `No treaty rates are held for ${pair}; only the domestic rate is computed.`,
    });
  } else if (treatyGap) {
    ctx.warn({
      code: "jurisdiction_not_covered",
      message: `No ${pair} treaty rate is held for this payment: ${treatyGap} The domestic rate is withheld; check the treaty and claim a lower rate if it gives one.`,
    });
  }
  if (treatyFact && treatyFact.certainty === "V" && treatyFact.alternative) {
    ctx.warn({ code: "conflicting_authority", message: `${pair} treaty, ${treatyFact.article}: ${treatyFact.alternative}` });
  }
  // Older tables that predate the text applied do not change the figure: a note, not a warning read first.
  if (treatyFact?.stale) notes.push({ text: `${pair} treaty, ${treatyFact.article}: ${treatyFact.stale}`, citation_ids: [] });
  // A rate not confirmed against the treaty text or a CBDT-notified protocol is shown but never applied.
  const unconfirmed = treatyFact !== null && treatyFact.certainty === "K";
  if (unconfirmed) {
    ctx.warn({
      code: "treaty_rate_unconfirmed",
      // With no rate (no article for this income) there is no lower rate to claim: what is unconfirmed is the absence.
      message:
        treatyFact.rate === null
          ? `That the ${pair} treaty has no separate article on ${INCOME_WORDS[input.income_type]} is taken from standard tables and has not been confirmed against the treaty text; check the treaty before relying on the business-profits reading below.${treatyFact.alternative ? ` ${treatyFact.alternative}` : ""}`
          : `The ${pair} treaty rate for ${INCOME_WORDS[input.income_type]} (${treatyFact.rate}%, ${treatyFact.article}) has not been confirmed against the treaty text or a notified protocol, so it is not applied: the domestic rate is withheld. Check the treaty and claim the lower rate if it is right.${treatyFact.alternative ? ` ${treatyFact.alternative}` : ""}`,
    });
  }

  // A treaty without an article for this income (UAE: no FTS article) leaves it to business profits: taxable in India
  // only if attributable to a permanent establishment there.
  const noArticle = treatyFact !== null && treatyFact.rate === null && treatyFact.businessProfits === true;
  let businessProfits: TaxTreatyResult["business_profits"] = null;
  let applicable: NonNullable<TaxTreatyResult["applicable"]>;
  const domesticApplicable = (reason: string): NonNullable<TaxTreatyResult["applicable"]> => ({
    rate: dom.base_rate,
    basis: "domestic",
    article: domesticProvision,
    reason,
    effective_rate: dom.effective_rate,
    citation_ids: [sRate, sTreaty],
  });
  if (noArticle) {
    const pe = input.has_pe_in_india ?? null;
    businessProfits = {
      article: "Art. 7 (business profits)",
      pe_in_india: pe,
      consequence:
        pe === false
          ? `Without a permanent establishment in India the fees are business profits taxable only in the residence state, so nothing is chargeable in India and nothing is withheld (${act === "2025" ? "s.393(2) of the 2025 Act" : "s.195"} reaches only sums chargeable to tax).`
          : pe === true
            ? "The fees are attributable to a permanent establishment in India and are taxed there as its business profits, on the net income under domestic law; the domestic rate is withheld pending that assessment."
            : "Whether the recipient has a permanent establishment in India decides the answer: without one the fees are not taxable in India; with one they are taxed as its profits. The domestic rate is shown until that is settled.",
    };
    if (pe === false && input.has_trc) {
      applicable = {
        rate: 0,
        basis: "treaty",
        article: `${pair} treaty, Art. 7 (no article on fees for technical services)`,
        reason: `No PE in India: the fees are business profits taxable only in the residence state (${s90("2")}); a TRC is held (${s90("4")}). Consider a nil-withholding order (${act === "2025" ? "s.395(2) or s.395(1) of the 2025 Act, formerly s.195(2) or s.197" : "s.195(2) or s.197"}) to protect the payer.`,
        effective_rate: 0,
        citation_ids: [sTreaty, (sCertificate = citeSection(SECTIONS.certificate))],
      };
    } else {
      if (pe === null) ctx.warn({ code: "pe_question", message: `The ${pair} treaty has no article on fees for technical services: they are business profits, taxable in India only through a permanent establishment there. Give has_pe_in_india; the domestic rate is shown meanwhile.` });
      applicable = domesticApplicable(
        pe === true
          ? "The fees are attributable to a permanent establishment in India, so the treaty does not limit India's tax; the domestic rate is withheld."
          : !input.has_trc
            ? `Without a Tax Residency Certificate the treaty cannot be claimed (${s90("4")}), so the domestic rate governs.`
            : "Whether the recipient has a permanent establishment in India is not given; the domestic rate is withheld until it is settled.",
      );
    }
  } else if (treatyFact && !unconfirmed && treatyFact.rate !== null && input.has_trc && treatyFact.rate < dom.effective_rate) {
    applicable = {
      rate: treatyFact.rate,
      basis: "treaty",
      article: `${pair} treaty, ${treatyFact.article}`,
      reason: `The treaty rate of ${treatyFact.rate}% is lower than the domestic ${dom.effective_rate}% and applies as more beneficial (${s90("2")}); a TRC is held (${s90("4")}). The treaty caps the whole tax, so no surcharge or cess is added to it.`,
      effective_rate: treatyFact.rate,
      citation_ids: [sTreaty],
    };
  } else {
    applicable = domesticApplicable(
      treatyGap
        ? "No treaty rate is held for this payment (see the warning), so the domestic rate is withheld."
        : !treatyFact || treatyFact.rate === null
        ? "No treaty rate applies to this income, so the domestic rate governs."
        : unconfirmed
          ? "The treaty rate is not confirmed against the treaty text, so it is not applied and the domestic rate governs."
        : !input.has_trc
          ? `Without a Tax Residency Certificate the treaty cannot be claimed (${s90("4")}), so the domestic rate governs.`
          : `The domestic ${dom.effective_rate}% is not higher than the treaty's ${treatyFact.rate}%, so it applies (${s90("2")}).`,
    );
  }

  // s.206AA: no PAN → the higher of the applicable rate and 20%, unless Rule 37BC's details take the payment out (s.206AA(7)).
  let noPan: TaxTreatyResult["no_pan"] = null;
  if (input.has_pan === false) {
    /** The higher-rate section by the governing Act: 2025 Act s.397 from 1 Apr 2026, else 1961 s.206AA. */
    const s206AA = citeSection(SECTIONS.no_pan);
    const higherRate = act === "2025" ? "Income-tax Act 2025 s.397(2)(b), formerly s.206AA(1)" : "s.206AA(1)";
    if (input.rule_37bc_details) {
      const relaxation = act === "2025" ? "the Rule 37BC relaxation (cited as 1961 s.206AA(7) because its place in the 2025 Act was not confirmed)" : "s.206AA(7)";
      // The relaxation's 2025 home is unconfirmed, so it keeps its 1961 citation even for a 2025 payment.
      const relaxationCite = ctx.cite({ source_id: ITA, article: "206AA" });
      noPan = { applies: false, rate: null, reason: `The recipient gave its name, e-mail, address, TRC and tax identification number (Rule 37BC), so ${relaxation} keeps the ordinary rate for interest, royalties, FTS and dividends.`, citation_ids: [relaxationCite] };
    } else {
      const raised = Math.max(applicable.effective_rate, 20);
      noPan = {
        applies: true,
        rate: raised,
        reason: `Without a PAN or the Rule 37BC details, tax is deducted at the higher of the rate otherwise applicable (${applicable.effective_rate}%) and 20% (${higherRate}).`,
        citation_ids: [s206AA],
      };
      if (raised > applicable.effective_rate) {
        ctx.warn({
          code: "conflicting_authority",
          message: `${act === "2025" ? "s.397(2)(b) of the 2025 Act (formerly s.206AA)" : "s.206AA"} raises the withholding to 20% for want of a PAN; the Delhi High Court (Danisco India v Union of India, 2018) held that a lower treaty rate still prevails. ${raised}% is withheld here; obtain the PAN or the Rule 37BC details to avoid the question.`,
        });
        applicable = { ...applicable, effective_rate: raised, reason: `${applicable.reason} Raised to ${raised}% under ${act === "2025" ? "s.397(2)(b) (2025 Act)" : "s.206AA"}: no PAN.`, citation_ids: [...applicable.citation_ids, s206AA] };
      }
    }
  }
  // The currency decides the domestic rate (20% foreign currency; "any other income" for rupees): not guessed.
  const undetermined = loanCurrency === "unknown" && applicable.basis === "domestic" && domRupee !== null;
  if (undetermined) {
    const at = (rate: number) => formatMoney(roundMoney((input.amount * rate) / 100));
    ctx.warn({
      code: "loan_currency_needed",
      message: `The domestic rate on interest depends on the loan's currency, which is not given: on money borrowed in foreign currency ${dom.effective_rate}% (${at(dom.effective_rate)}); on a rupee loan the "any other income" rate, ${domRupee.effective_rate}% (${at(domRupee.effective_rate)}). Give loan_currency; no withholding is computed until then.`,
    });
  }
  const withholding = undetermined ? null : roundMoney((input.amount * applicable.effective_rate) / 100);
  const checklist: TaxTreatyResult["checklist"] = [
    {
      item: "Tax Residency Certificate (TRC)",
      status: input.has_trc ? "satisfied" : "missing",
      detail: `A TRC from the residence country is mandatory to claim treaty relief (${act === "2025" ? "2025 Act s.159; 1961 Act s.90(4)" : "s.90(4)"}).`,
      citation_ids: [sTreaty],
    },
    {
      item: "Form 10F",
      status: input.form_10f_filed ? "satisfied" : "conditional",
      detail:
        `Required (${s90("5")} with Rule 21AB) where the TRC lacks any of: status, nationality or country of incorporation, tax identification number, period of residence, address. Filed electronically (CBDT Notification 3/2022).`,
      citation_ids: [sTreaty],
    },
    {
      item: "Principal purpose test (MLI Art. 7)",
      status: "caveat",
      detail:
        `${MLI_INDIA} Where it modifies a treaty, its PPT denies the benefit where obtaining it was one of the principal purposes of the arrangement. CBDT Circular 01/2025 applies it prospectively and keeps the Cyprus, Mauritius and Singapore grandfathering clauses outside it; GAAR and other anti-abuse rules are unaffected. ` +
        (mliStatus(residence)?.note ?? `Whether the ${pair} treaty is a Covered Tax Agreement of both states (so that the MLI modifies it) is not confirmed here; check the partner's MLI position.`) +
        (residence === "MU" ? " An India–Mauritius protocol adding a PPT was signed on 7 Mar 2024; its ratification status is unconfirmed." : ""),
      citation_ids: [sTreaty],
    },
    {
      item: act === "2025" ? "Withholding under s.393(2) (2025 Act; formerly s.195)" : "Withholding under s.195",
      status: "caveat",
      detail:
        withholding === null
          ? "The amount depends on the loan's currency (see the warning); the payer deducts it at credit or payment, whichever is earlier, and deposits it."
          : `The payer deducts ${formatMoney(withholding)} (${applicable.effective_rate}% of ${formatMoney(input.amount)}) at credit or payment, whichever is earlier, and deposits it.`,
      citation_ids: [sWithhold],
    },
  ];
  if (loanCurrency !== null) {
    checklist.push({
      item: "Currency of the loan",
      status: loanCurrency === "unknown" ? (concessional ? "caveat" : "missing") : "satisfied",
      detail:
        (loanCurrency === "unknown" && concessional ? `Not needed here: the rate of ${concession?.section} applies whatever the currency. ` : "") +
        `Interest on money borrowed or debt incurred in foreign currency bears 20% (${act === "2025" ? "s.207 of the 2025 Act (1961 s.115A(1)(a))" : "s.115A(1)(a)"}); interest on a rupee loan is "any other income" under Part II of the First Schedule to the Finance Act (35% for a foreign company from FY 2024-25, 40% before; 30% for other non-residents), plus surcharge and cess in both cases.`,
      citation_ids: [sRate],
    });
    checklist.push({
      item: CONCESSIONS_ITEM,
      status: concession?.applies ? "satisfied" : "caveat",
      detail: concession ? `${concession.applies ? "Applied" : "Not applied"}: ${concession.reason} ${concessionsDetail(paymentDate, act, true)}` : concessionsDetail(paymentDate, act),
      citation_ids: [],
    });
  }
  if (MFN_PARTNERS.includes(residence)) {
    checklist.push({
      item: "Most-favoured-nation clause",
      status: "caveat",
      detail:
        `An MFN clause does not apply automatically: a separate notification under ${s90("1")} is needed and the third state must have been an OECD member when it signed with India (AO v Nestlé SA, SC, 19 Oct 2023). Only rates already notified are applied here.`,
      citation_ids: [sTreaty],
    });
  }
  if (input.has_pan === false) {
    checklist.push({
      item: "PAN, or the Rule 37BC details",
      status: input.rule_37bc_details ? "satisfied" : "missing",
      detail: `Without a PAN the rate rises to at least 20% (${act === "2025" ? "Income-tax Act 2025 s.397(2)(b), formerly 1961 s.206AA" : "s.206AA"}) unless the recipient gives its name, e-mail, address, TRC and tax identification number (Rule 37BC${act === "2025" ? "; cited by its 1961 place, s.206AA(7), because its place under the 2025 Act and Rules was not confirmed" : ""}).`,
      citation_ids: noPan?.citation_ids ?? [],
    });
  }
  if (treatyFact?.extra) {
    checklist.push({ item: "Treaty-specific condition", status: "caveat", detail: treatyFact.extra, citation_ids: [] });
  }

  return {
    computed: true,
    ...base,
    domestic,
    treaty: treatyFact
      ? {
          rate: treatyFact.rate,
          article: treatyFact.article,
          condition: treatyFact.condition,
          certainty: treatyFact.certainty,
          source: treatyFact.source,
        }
      : null,
    applicable: undetermined ? null : applicable,
    withholding_amount: withholding,
    checklist,
    business_profits: businessProfits,
    no_pan: noPan,
    provisions: sectionsUsed(applicable.citation_ids.includes(sCertificate ?? "")),
    treaty_gap: !TREATY_PARTNERS.includes(residence)
      ? `No treaty rates are held for ${pair}, so no treaty rate is available here.`
      : treatyGap
        ? `The ${pair} treaty rate for ${INCOME_WORDS[input.income_type]} is not available here: ${treatyGap}`
        : null,
    concession,
    notes,
  };
}

export const taxTreaty: AnalysisTool<typeof taxTreatyInput, TaxTreatyResult> = {
  tool_type: "tax-treaty",
  name: "Tax treaty withholding (India)",
  description:
    "Withholding on dividends, interest, royalties and fees for technical services paid from India: the domestic rate (1961 s.115A, 2025 Act s.207 from 1 Apr 2026) with surcharge and cess computed (interest by the loan's currency: 20% on foreign-currency borrowing, the Part II rate for any other income on a rupee loan), the treaty rate for the partner, the lower applicable rate with its article, business profits and the PE question where the treaty has no FTS article, s.206AA without a PAN, the amount to withhold and the TRC / Form 10F / PPT / MFN checklist.",
  input: taxTreatyInput,
  result: taxTreatyResult,
  example: {
    tool_type: "tax-treaty",
    jurisdiction: "IN",
    question: "What do we withhold on a royalty paid to our German licensor?",
    source_country: "IN",
    residence_country: "DE",
    income_type: "royalties",
    recipient_type: "company",
    has_trc: true,
    form_10f_filed: true,
    amount: 1_000_000,
  },
  covers: ["IN"],
  keyFields: ["income_type", "residence_country", "amount"],
  run: runTaxTreaty,
  verdict: (r) => {
    if (r.computed && r.loan_currency === "unknown" && r.applicable === null) {
      return "Not computed: the domestic rate on this interest depends on whether the money was borrowed in foreign currency (20% plus surcharge and cess) or in rupees (the higher \"any other income\" rate), and the loan's currency is not given.";
    }
    if (!r.computed || !r.applicable || r.withholding_amount === null) return null;
    const kind = `${r.income_type === "interest" ? "this" : "these"} ${INCOME_WORDS[r.income_type]}`;
    const why =
      r.applicable.basis === "treaty"
        ? `the ${r.applicable.article}${r.applicable.effective_rate === 0 ? "" : `, at ${r.applicable.rate}% (a treaty rate carries no surcharge or cess)`}`
        : `${r.concession?.applies ? `the concessional rate of ${r.concession.section}` : "the domestic rate"}: ${r.applicable.rate}% plus ${r.domestic?.surcharge_pct ? `${r.domestic.surcharge_pct}% surcharge and ` : ""}${r.domestic?.cess_pct ?? 4}% cess`;
    // A treaty rate that is not available is said in the verdict, not only in a warning: the reader must not take the
    // domestic figure for the treaty's.
    // A rate held from standard tables only is shown but not applied: the verdict says so where it would have been lower
    // and the TRC is held (without a TRC the treaty cannot be claimed at all, which the reason already says).
    const trcHeld = r.checklist.some((c) => c.item.startsWith("Tax Residency Certificate") && c.status === "satisfied");
    const unconfirmed =
      r.treaty?.certainty === "K" && r.treaty.rate !== null && r.applicable.basis === "domestic" && trcHeld && r.treaty.rate < (r.domestic?.effective_rate ?? Infinity)
        ? ` The ${treatyPair("IN", r.residence_country)} treaty rate of ${r.treaty.rate}% (${r.treaty.article}) could not be confirmed against the treaty text, so the domestic rate is withheld; check the treaty and claim the lower rate with the TRC if it is right.`
        : "";
    const gap =
      unconfirmed +
      (r.treaty_gap && r.applicable.basis === "domestic" ? ` ${r.treaty_gap} No treaty rate is guessed; if the treaty gives a lower rate, claim it with the TRC.` : "") +
      (r.concession && !r.concession.applies ? ` ${r.concession.section} is not applied: ${r.concession.reason}` : "");
    // Without a PAN the rate withheld is not the treaty's or the domestic one: say so, or the verdict contradicts itself.
    const before = r.applicable.basis === "treaty" ? r.applicable.rate : (r.domestic?.effective_rate ?? r.applicable.rate);
    if (r.no_pan?.applies && r.applicable.effective_rate > before) {
      const section = r.governing_act === "2025" ? "s.397(2)(b) of the Income-tax Act 2025, formerly s.206AA" : "s.206AA of the Income-tax Act 1961";
      // The rate the treaty or the domestic law would give is said once ("would give 15%"), not also inside `why`.
      const source = r.applicable.basis === "treaty" ? `the ${r.applicable.article},` : r.concession?.applies ? `the concessional rate of ${r.concession.section}` : "the domestic rate with surcharge and cess";
      return `Withhold ${formatMoney(r.withholding_amount)} on ${kind} (${r.applicable.effective_rate}%): ${source} would give ${before}%, but without a PAN or the Rule 37BC details the rate rises to ${r.applicable.effective_rate}% (${section}).${gap}`;
    }
    return `Withhold ${formatMoney(r.withholding_amount)} on ${kind} (${r.applicable.effective_rate}%), under ${why}.${r.business_profits && r.business_profits.pe_in_india === null ? " Whether the recipient has a permanent establishment in India decides it: without one nothing is taxable in India." : ""}${gap}`;
  },
};
