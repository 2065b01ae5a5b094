import type { InstrumentInput } from "../../schema";

/** Income-tax Act, 2025 (Act No. 30 of 2025), in force from 1 April 2026. Only sections whose headings are confirmed are held. */
export const inIncomeTaxAct2025: InstrumentInput = {
  source_id: "in-income-tax-act-2025",
  title: "The Income-tax Act, 2025",
  short_names: ["Income-tax Act 2025", "Income Tax Act 2025", "IT Act 2025", "ITA 2025", "Act No. 30 of 2025"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://incometaxindia.gov.in/Pages/acts/index.aspx",
  date: "2025-08-21",
  provisions: [
    {
      article: "159",
      heading: "Agreement with foreign countries or specified territories and adoption by Central Government of agreement between specified associations for double taxation relief",
      summary:
        "Lets the Central Government make agreements with other countries or specified territories for double taxation relief, exchange of information and recovery of tax, applies an agreement where it is more beneficial to the assessee, and requires a tax residency certificate to claim relief. Replaces section 90 of the 1961 Act.",
      topics: ["tax", "income-tax", "cross-border-transfer"],
      situations: [
        "how do I avoid double taxation under the new Income-tax Act 2025 in India",
        "I live abroad and earn income in India, can I claim treaty relief from 2026",
      ],
    },
    {
      article: "207",
      heading: "Tax on dividends, royalty and technical service fees in case of foreign companies",
      summary:
        "Fixes the tax on a non-resident's or foreign company's dividends (20%, 10% from an IFSC unit), interest on foreign-currency borrowings (20%) and royalty and fees for technical services under agreements with the Government or an Indian concern, with no deduction of expenses against them. Replaces section 115A of the 1961 Act.",
      topics: ["tax", "income-tax", "withholding", "cross-border-transfer"],
      situations: [
        "what tax rate applies to dividends paid to a foreign company from India under the new tax law",
        "how is royalty from India taxed for a foreign company after April 2026",
      ],
    },
    // Part B of Chapter XIX (deduction and collection at source). Numbers and headings read in the enacted text as
    // reproduced section by section (each marked "w.e.f. 1st April, 2026") at https://www.aubsp.com/income-tax-act-2025-section-395/
    // and aubsp.com's s.397 page, at cabkgoyal.com ("Section 393 of Income Tax Act, 2025 : Tax to be deducted at source.")
    // and in lawspedia.in's chapter index (ss.392-402: 393 Tax to be deducted at source, 395 Certificates, 397 Compliance
    // and reporting); the Bill's clauses carried the same numbers (taxmanagementindia.com, clause 395). Checked 2026-11-28.
    {
      article: "393",
      heading: "Tax to be deducted at source",
      summary:
        "Sets out, in tables, the payments from which the payer must deduct income-tax: sub-section (1) for payments to residents (commission, rent, interest, contract work, professional fees and others, each with its rate and threshold) and sub-section (2) for payments to non-residents, whose residual entry (Table Sl. No. 17) reaches any other sum chargeable to tax. Tax is deducted at credit or payment, whichever is earlier. Replaces the 1961 Act's separate deduction sections other than salary, such as sections 193, 194A, 194C and 195.",
      topics: ["tax", "income-tax", "withholding", "cross-border-transfer"],
      situations: [
        "which payments must I deduct TDS from in India under the new Income-tax Act",
        "do I have to deduct tax at source on rent or contractor payments from April 2026",
      ],
    },
    {
      article: "395",
      heading: "Certificates",
      summary:
        "Lets a payee apply to the Assessing Officer for a certificate that tax be deducted at a lower rate (or not at all), which binds the payer while it is valid; lets a payer of a sum to a non-resident under the residual entry of section 393(2) ask the officer to fix the part of the sum that is chargeable, so tax is deducted only on that part; and provides the same for collection at source. Replaces sections 195(2) and 197 of the 1961 Act and the lower-collection certificate of section 206C(9).",
      topics: ["tax", "income-tax", "withholding"],
      situations: [
        "can I get a certificate for lower or nil TDS deduction in India",
        "I want my clients in India to deduct less tax at source from my payments",
      ],
    },
    {
      article: "397",
      heading: "Compliance and reporting",
      summary:
        "Requires deductors and collectors to obtain and quote a tax deduction and collection account number; requires every payee to furnish a valid PAN, failing which tax is deducted at the highest of the rate in the Act, the rates in force and a fixed rate (and collected at a higher rate); and governs payment of the tax to the Government, the quarterly statements, correction statements and reporting of payments to non-residents. Replaces sections 200, 203A and 206AA of the 1961 Act among others.",
      topics: ["tax", "income-tax", "withholding", "compliance"],
      situations: [
        "my tax was deducted at a higher rate because I did not give my PAN in India",
        "do I have to file TDS returns quarterly in India under the new law",
      ],
    },
    // ss.358(2) and 362(6) fix the appeal fees in the Act itself: read in the enacted text at indiankanoon.org
    // (doc 7317183, "Section 358(2) in The Income Tax Act, 2025") and sardapareek.com (s.362, detail 55866).
    {
      article: "356",
      heading: "Appealable orders before Joint Commissioner (Appeals)",
      summary:
        "Lists orders of Assessing Officers below the rank of Joint Commissioner, such as intimations, assessments, reassessments and penalty orders, that may be appealed to the Joint Commissioner (Appeals), and lets the Board transfer appeals between the appellate authorities. Replaces section 246 of the 1961 Act.",
      topics: ["tax", "income-tax", "remedies"],
      situations: [
        "how do I appeal an income tax assessment to the Joint Commissioner (Appeals) in India",
        "which income tax orders go to the Joint Commissioner (Appeals) in India",
      ],
    },
    {
      article: "357",
      heading: "Appealable orders before Commissioner (Appeals)",
      summary:
        "Lists the orders an assessee, deductor or collector may appeal to the Commissioner (Appeals), including assessments, reassessments, intimations and penalty orders, other than orders made under Dispute Resolution Panel directions. Replaces section 246A of the 1961 Act.",
      topics: ["tax", "income-tax", "remedies"],
      situations: [
        "which income tax orders can I appeal to the Commissioner (Appeals) under the 2025 Act",
        "I disagree with my income tax assessment in India, can I appeal it",
      ],
    },
    {
      article: "358",
      heading: "Form of appeal and limitation",
      summary:
        "Requires a first appeal in the prescribed form within thirty days of service of the demand notice or order, fixes the appeal fee by the total income as assessed (₹250 up to ₹1 lakh, ₹500 up to ₹2 lakh, ₹1,000 above, ₹250 for other subject matter), lets the appellate authority admit late appeals for sufficient cause without an outer limit, and requires tax due on the returned income to be paid first unless exempted. Replaces section 249 of the 1961 Act.",
      topics: ["tax", "income-tax", "remedies", "limitation"],
      situations: [
        "how long do I have to file an income tax appeal in India from 2026, and what is the fee",
        "I missed the 30-day deadline for my income tax appeal in India",
      ],
    },
    {
      article: "362",
      heading: "Appeals to Appellate Tribunal",
      summary:
        "Allows appeals to the Income Tax Appellate Tribunal against specified orders, including those of the Commissioner (Appeals) and Dispute Resolution Panel-directed assessments, within two months from the end of the month in which the order is communicated, with cross-objections within thirty days of notice of the appeal, admission of late appeals for sufficient cause, and a fee fixed by the assessed income (₹500 up to ₹1 lakh, ₹1,500 up to ₹2 lakh, above that 1% capped at ₹10,000). Replaces section 253 of the 1961 Act.",
      topics: ["tax", "income-tax", "remedies", "limitation"],
      situations: [
        "how long do I have to appeal to the Income Tax Appellate Tribunal in India",
        "what is the fee to appeal to the Income Tax Appellate Tribunal in India",
      ],
    },
    {
      article: "363",
      heading: "Orders of Appellate Tribunal",
      summary:
        "Empowers the Tribunal to decide appeals after hearing both parties, to rectify mistakes apparent from the record within six months from the end of the month of the order, and to grant stays for up to 180 days subject to a deposit or security. Replaces section 254 of the 1961 Act.",
      topics: ["tax", "income-tax", "remedies"],
      situations: [
        "can the Income Tax Appellate Tribunal stay the tax demand while my appeal is pending",
        "the income tax tribunal order has an obvious mistake, can it be rectified",
      ],
    },
    {
      article: "365",
      heading: "Appeal to High Court",
      summary:
        "Allows an appeal to the High Court from a Tribunal order if it involves a substantial question of law, filed within 120 days of receipt with late appeals admissible for sufficient cause; the High Court formulates and decides the question. Replaces section 260A of the 1961 Act.",
      topics: ["tax", "income-tax", "remedies", "limitation"],
      situations: [
        "can I appeal to the High Court against an income tax tribunal order in India",
        "how long do I have to appeal an income tax tribunal order to the High Court",
      ],
    },
  ],
};
