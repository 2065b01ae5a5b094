/** ISA 315 (Revised 2019) assertions; presentation and disclosure sit inside each group. */
export const ASSERTIONS = {
  transactions: ["occurrence", "completeness", "accuracy", "cut-off", "classification", "presentation"],
  balances: ["existence", "rights and obligations", "completeness", "accuracy, valuation and allocation", "classification", "presentation"],
} as const;

export const programAreaIds = [
  "revenue_receivables",
  "purchases_payables",
  "inventory",
  "ppe_intangibles",
  "cash_bank",
  "payroll",
  "borrowings",
  "equity",
  "provisions_contingencies",
  "tax",
  "related_parties",
  "journal_entries",
] as const;
export type ProgramAreaId = (typeof programAreaIds)[number];

export interface ProgramArea {
  title: string;
  assertions: string[];
  procedures: string[];
}

/** Default area → primary assertions → key procedures table (practice, tailor to the engagement). */
export const PROGRAM_AREAS: Record<ProgramAreaId, ProgramArea> = {
  revenue_receivables: {
    title: "Revenue and receivables",
    assertions: ["occurrence", "cut-off", "existence", "valuation (expected credit losses)"],
    procedures: [
      "Test sales cut-off either side of the period end to dispatch and delivery evidence",
      "Send receivable confirmations (ISA 505) and perform alternative procedures for non-replies",
      "Vouch receipts after the period end to open invoices",
      "Review the expected-credit-loss or doubtful-debt provision against ageing and subsequent receipts",
    ],
  },
  purchases_payables: {
    title: "Purchases and payables",
    assertions: ["completeness", "cut-off"],
    procedures: [
      "Search for unrecorded liabilities in payments and invoices after the period end",
      "Reconcile supplier statements to the payables ledger",
      "Test purchase cut-off to goods-received records",
    ],
  },
  inventory: {
    title: "Inventory",
    assertions: ["existence", "valuation (net realisable value)", "rights and obligations"],
    procedures: [
      "Attend the inventory count (ISA 501) and perform test counts both ways",
      "Test net realisable value against selling prices after the period end",
      "Confirm or inspect inventory held by third parties and check title",
    ],
  },
  ppe_intangibles: {
    title: "Property, plant and equipment; intangibles",
    assertions: ["existence", "valuation", "rights and obligations"],
    procedures: [
      "Vouch additions to invoices and inspect significant items",
      "Recompute depreciation and amortisation",
      "Review impairment indicators and management's impairment testing",
    ],
  },
  cash_bank: {
    title: "Cash and bank",
    assertions: ["existence", "completeness"],
    procedures: ["Obtain bank confirmations directly from the banks", "Test bank reconciliations and reconciling items"],
  },
  payroll: {
    title: "Payroll",
    assertions: ["occurrence", "accuracy"],
    procedures: [
      "Match the payroll master file to HR records and test joiners and leavers",
      "Reperform a sample of pay calculations and statutory deductions",
      "Perform a proof in total of payroll cost",
    ],
  },
  borrowings: {
    title: "Borrowings",
    assertions: ["completeness", "classification", "presentation"],
    procedures: [
      "Confirm balances and terms with lenders",
      "Review covenant compliance and the current/non-current split",
    ],
  },
  equity: {
    title: "Equity",
    assertions: ["presentation", "completeness"],
    procedures: ["Agree share capital to the share register and filings", "Trace dividends and reserve movements to approvals"],
  },
  provisions_contingencies: {
    title: "Provisions and contingencies",
    assertions: ["completeness", "valuation"],
    procedures: [
      "Obtain legal letters (ISA 501) on litigation and claims",
      "Read board minutes for obligations and claims",
      "Test the assumptions behind significant provisions",
    ],
  },
  tax: {
    title: "Current and deferred tax",
    assertions: ["accuracy", "valuation"],
    procedures: ["Recompute current tax", "Recompute deferred tax and assess recoverability of deferred tax assets"],
  },
  related_parties: {
    title: "Related parties",
    assertions: ["completeness", "presentation"],
    procedures: [
      "Obtain management's list of related parties and test its completeness (ISA 550)",
      "Review significant transactions outside the normal course of business and their disclosure",
    ],
  },
  journal_entries: {
    title: "Journal entries and management override",
    assertions: ["occurrence"],
    procedures: [
      "Test journal entries and other adjustments, focusing on unusual users, times, accounts and amounts (ISA 240)",
      "Review accounting estimates for management bias",
      "Evaluate the business rationale of significant unusual transactions",
    ],
  },
};
