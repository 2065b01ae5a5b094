/**
 * Events and conditions that may cast significant doubt on the going-concern assumption, as grouped in the
 * ISA 570 application material (financial, operating, other). Ids are this API's own; descriptions paraphrase.
 */
export const goingConcernIndicators = {
  net_liability_position: { category: "financial", description: "Net liability or net current liability position" },
  borrowings_maturing_or_short_term_reliance: {
    category: "financial",
    description: "Fixed-term borrowings nearing maturity with no realistic prospect of renewal or repayment, or heavy reliance on short-term borrowing to fund long-term assets",
  },
  creditor_support_withdrawn: { category: "financial", description: "Signs that creditors are withdrawing financial support" },
  negative_operating_cash_flows: { category: "financial", description: "Negative operating cash flows, historical or forecast" },
  adverse_financial_ratios: { category: "financial", description: "Adverse key financial ratios" },
  substantial_operating_losses: {
    category: "financial",
    description: "Substantial operating losses or a significant fall in the value of assets that generate cash flows",
  },
  dividends_in_arrears: { category: "financial", description: "Dividends in arrears or discontinued" },
  inability_to_pay_creditors: { category: "financial", description: "Inability to pay creditors when due" },
  loan_covenant_breach: { category: "financial", description: "Inability to comply with the terms of loan agreements" },
  suppliers_cash_on_delivery: { category: "financial", description: "Suppliers moving from credit terms to cash on delivery" },
  inability_to_obtain_financing: {
    category: "financial",
    description: "Inability to obtain financing for essential new products or other essential investments",
  },
  intent_to_liquidate: { category: "operating", description: "Management intends to liquidate the entity or cease operations" },
  loss_of_key_management: { category: "operating", description: "Loss of key management without replacement" },
  loss_of_major_market_customer_or_supplier: {
    category: "operating",
    description: "Loss of a major market, key customer, franchise, licence or principal supplier",
  },
  labour_difficulties: { category: "operating", description: "Labour difficulties" },
  supply_shortages: { category: "operating", description: "Shortages of important supplies" },
  strong_new_competitor: { category: "operating", description: "Emergence of a highly successful competitor" },
  regulatory_capital_noncompliance: {
    category: "other",
    description: "Non-compliance with capital or other statutory or regulatory requirements (e.g. solvency or liquidity requirements)",
  },
  pending_legal_proceedings: {
    category: "other",
    description: "Pending legal or regulatory proceedings that may result in claims the entity is unlikely to satisfy",
  },
  adverse_law_or_policy_change: {
    category: "other",
    description: "Changes in law, regulation or government policy expected to affect the entity adversely",
  },
  uninsured_catastrophe: { category: "other", description: "Uninsured or under-insured catastrophes" },
} as const satisfies Record<string, { category: "financial" | "operating" | "other"; description: string }>;

export type GoingConcernIndicatorId = keyof typeof goingConcernIndicators;
export const goingConcernIndicatorIds = Object.keys(goingConcernIndicators) as [GoingConcernIndicatorId, ...GoingConcernIndicatorId[]];
