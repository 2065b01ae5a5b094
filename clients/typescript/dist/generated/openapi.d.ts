export type ApiKey = {
    "key_id": string;
    "name": string;
    "display_key": string;
    "scopes": Array<string>;
    "sandbox": boolean;
    "status": "active" | "expired" | "revoked";
    "created_at": string;
    "expires_at": string | null;
    "revoked_at": string | null;
    "last_used_at": string | null;
    "monthly_credit_limit": number | null;
    "requests_per_minute": number | null;
};
export type AuditAnalysis = {
    "id": string;
    "tool_type": "risk" | "materiality" | "program" | "going_concern" | "opinion" | "ia_charter" | "ia_qaip" | "ia_payroll_fn" | "ia_it_audit" | "ubo_compliance" | "agm_planner" | "murabaha" | "zakat" | "complete_audit" | "performance_audit" | "procurement_audit";
    "jurisdiction": string;
    /** Tool-specific (one schema per tool_type); every result has findings and risk_rating. */
    "result": AuditResult_risk | AuditResult_materiality | AuditResult_program | AuditResult_going_concern | AuditResult_opinion | AuditResult_ia_charter | AuditResult_ia_qaip | AuditResult_ia_payroll_fn | AuditResult_ia_it_audit | AuditResult_ubo_compliance | AuditResult_agm_planner | AuditResult_murabaha | AuditResult_zakat | AuditResult_complete_audit | AuditResult_performance_audit | AuditResult_procurement_audit;
    "credits_used": 0;
    "warnings": Array<Warning>;
    "disclaimer": string;
};
export type AuditRequest_agm_planner = {
    /** Kind of company; listed means a public company with listed shares */
    "company_type": "private" | "public" | "listed";
    /** Financial year end (accounting reference date) of the year the AGM is for (ISO date YYYY-MM-DD) */
    "financial_year_end": string;
    /** Date of the previous AGM; India needs it for the 15-month limb, Delaware uses it as the 13-month anchor (ISO date YYYY-MM-DD) */
    "last_agm_date"?: string;
    /** This is the company's first AGM */
    "first_agm"?: boolean;
    /** Planned meeting date; notice dates are computed from it (default: the deadline) (ISO date YYYY-MM-DD) */
    "meeting_date"?: string;
    /** GB only: private company that is a traded company (AGM within 9 months) */
    "private_traded"?: boolean;
    /** IN only: one person company (exempt from AGMs) */
    "one_person_company"?: boolean;
    /** SG only: a special resolution will be proposed (21 days' notice at a public company) */
    "special_resolution"?: boolean;
    /** US-DE only: annual meeting date designated in the bylaws (ISO date YYYY-MM-DD) */
    "designated_meeting_date"?: string;
    /** US-DE only: date of organisation, used when there has been no annual meeting (ISO date YYYY-MM-DD) */
    "incorporation_date"?: string;
    "tool_type": "agm_planner";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_complete_audit = {
    /** Completion steps done. Ids: subsequent_events, going_concern, written_representations, misstatement_evaluation, final_analytical_review, tcwg_communication, kam_selection, opinion_formation, engagement_quality_review */
    "completed_items"?: Array<"subsequent_events" | "going_concern" | "written_representations" | "misstatement_evaluation" | "final_analytical_review" | "tcwg_communication" | "kam_selection" | "opinion_formation" | "engagement_quality_review">;
    /** Steps that do not apply to this engagement */
    "not_applicable_items"?: Array<"subsequent_events" | "going_concern" | "written_representations" | "misstatement_evaluation" | "final_analytical_review" | "tcwg_communication" | "kam_selection" | "opinion_formation" | "engagement_quality_review">;
    /** Listed entity: key audit matters apply; if false they are not applicable */
    "listed_entity"?: boolean;
    /** An engagement quality review is required; if false it is not applicable */
    "eqr_required"?: boolean;
    /** Needed to evaluate uncorrected misstatements */
    "materiality"?: {
        /** Overall materiality */
        "overall": number;
        /** Performance materiality */
        "performance": number;
        /** Clearly trivial threshold */
        "clearly_trivial"?: number;
    };
    /** Uncorrected misstatements; over- and understatements are not offset */
    "uncorrected_misstatements"?: Array<{
        /** What is misstated */
        "description": string;
        /** Absolute amount uncorrected */
        "amount": number;
    }>;
    "tool_type": "complete_audit";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_going_concern = {
    /** z: original model for public manufacturers (market value of equity); z_prime: private firms; z_double_prime: non-manufacturers and emerging markets (no sales term) */
    "model": "z" | "z_prime" | "z_double_prime";
    /** Total assets (must be positive) */
    "total_assets"?: number;
    /** Current assets */
    "current_assets"?: number;
    /** Current liabilities */
    "current_liabilities"?: number;
    /** Retained earnings (negative for accumulated losses) */
    "retained_earnings"?: number;
    /** Earnings before interest and tax */
    "ebit"?: number;
    /** Market value of equity; needed by model z */
    "market_value_equity"?: number;
    /** Book value of equity; needed by models z_prime and z_double_prime */
    "book_value_equity"?: number;
    /** Total liabilities (must be positive) */
    "total_liabilities"?: number;
    /** Sales / revenue; needed by models z and z_prime */
    "sales"?: number;
    /** ISA 570 events or conditions observed. Ids: net_liability_position, borrowings_maturing_or_short_term_reliance, creditor_support_withdrawn, negative_operating_cash_flows, adverse_financial_ratios, substantial_operating_losses, dividends_in_arrears, inability_to_pay_creditors, loan_covenant_breach, suppliers_cash_on_delivery, inability_to_obtain_financing, intent_to_liquidate, loss_of_key_management, loss_of_major_market_customer_or_supplier, labour_difficulties, supply_shortages, strong_new_competitor, regulatory_capital_noncompliance, pending_legal_proceedings, adverse_law_or_policy_change, uninsured_catastrophe */
    "indicators"?: Array<"net_liability_position" | "borrowings_maturing_or_short_term_reliance" | "creditor_support_withdrawn" | "negative_operating_cash_flows" | "adverse_financial_ratios" | "substantial_operating_losses" | "dividends_in_arrears" | "inability_to_pay_creditors" | "loan_covenant_breach" | "suppliers_cash_on_delivery" | "inability_to_obtain_financing" | "intent_to_liquidate" | "loss_of_key_management" | "loss_of_major_market_customer_or_supplier" | "labour_difficulties" | "supply_shortages" | "strong_new_competitor" | "regulatory_capital_noncompliance" | "pending_legal_proceedings" | "adverse_law_or_policy_change" | "uninsured_catastrophe">;
    /** Number of months covered by management's going-concern assessment */
    "management_assessment_months"?: number;
    "tool_type": "going_concern";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_ia_charter = {
    /** Which required charter elements the charter contains (true) or lacks (false); omitted = not assessed */
    "elements"?: {
        /** Charter covers: Purpose of internal auditing */
        "purpose"?: boolean;
        /** Charter covers: Commitment to conform with the Global Internal Audit Standards */
        "standards_commitment"?: boolean;
        /** Charter covers: Mandate: scope and types of services (assurance and advisory) */
        "mandate"?: boolean;
        /** Charter covers: The board's responsibilities and expectations of management's support */
        "board_responsibilities"?: boolean;
        /** Charter covers: Organisational position and reporting relationships */
        "organizational_position"?: boolean;
    };
    /** Approval, access and reporting-line checks; omitted = not assessed */
    "process"?: {
        /** The board approved the charter */
        "board_approved"?: boolean;
        /** The chief audit executive discussed the draft with the board and senior management */
        "discussed_with_board_and_management"?: boolean;
        /** The mandate gives unrestricted access to records, personnel and property */
        "unrestricted_access"?: boolean;
        /** The chief audit executive reports functionally to the board */
        "functional_reporting_to_board"?: boolean;
        /** Administrative reporting to senior management */
        "administrative_reporting_to_senior_management"?: boolean;
    };
    /** When the board last reviewed the charter (ISO date YYYY-MM-DD) */
    "last_review_date"?: string;
    /** Date of this assessment; needed with last_review_date (ISO date YYYY-MM-DD) */
    "as_of_date"?: string;
    "tool_type": "ia_charter";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_ia_it_audit = {
    /** IT applications in scope */
    "systems"?: Array<string>;
    /** Testing results per ITGC domain; domains not listed are reported as not tested */
    "domain_results"?: Array<{
        /** access, change, sdlc or operations */
        "domain": "access" | "change" | "sdlc" | "operations";
        /** Result of testing the domain's controls */
        "conclusion": "effective" | "deficient" | "not_tested";
        /** Number of exceptions found */
        "exceptions"?: number;
    }>;
    /** The audit plans to rely on automated application controls or system reports */
    "relies_on_application_controls"?: boolean;
    /** User listing for the access tests (leavers with active accounts, developers with production access) */
    "user_accounts"?: Array<{
        /** Account id */
        "user_id": string;
        /** Account is enabled */
        "active": boolean;
        /** The holder has left the organisation */
        "terminated"?: boolean;
        /** Administrator or other privileged access */
        "privileged"?: boolean;
        /** The holder develops or changes programs */
        "developer"?: boolean;
        /** Can change production programs or data */
        "production_access"?: boolean;
    }>;
    "tool_type": "ia_it_audit";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_ia_payroll_fn = {
    /** Entity whose payroll is audited */
    "entity_name": string;
    /** Period under audit, e.g. FY 2024-25 */
    "period": string;
    /** Payroll master file; with it, the master-file tests run */
    "employees"?: Array<{
        /** Employee id */
        "id": string;
        /** Name */
        "name"?: string;
        /** Date joined (ISO date YYYY-MM-DD) */
        "hire_date"?: string;
        /** Date left (ISO date YYYY-MM-DD) */
        "termination_date"?: string;
        /** Salary bank account */
        "bank_account"?: string;
        /** Home address */
        "address"?: string;
    }>;
    /** Payment register; needs the master file (employees) to test against */
    "payments"?: Array<{
        /** Payment reference */
        "id"?: string;
        /** Employee id paid */
        "employee_id": string;
        /** Payment date (ISO date YYYY-MM-DD) */
        "date": string;
        /** Net amount paid */
        "amount": number;
        /** Account paid into */
        "bank_account"?: string;
        /** Total deductions withheld */
        "deductions"?: number;
        /** Overtime hours paid */
        "overtime_hours"?: number;
        /** Overtime hours on approved timesheets */
        "approved_overtime_hours"?: number;
    }>;
    "tool_type": "ia_payroll_fn";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_ia_qaip = {
    /** Date of this assessment; needed with any other date (ISO date YYYY-MM-DD) */
    "as_of_date"?: string;
    /** Date of the last external quality assessment (ISO date YYYY-MM-DD) */
    "last_eqa_date"?: string;
    /** Alternative to last_eqa_date */
    "years_since_last_eqa"?: number;
    /** Format of the last (or planned) external assessment */
    "eqa_format"?: "full" | "self_assessment_with_independent_validation";
    /** At least one external assessor holds an active CIA designation */
    "assessor_has_cia"?: boolean;
    /** Circumstances that impair the external assessor's independence */
    "assessor_independence_impairments"?: Array<"prior_external_auditor" | "assisted_internal_audit" | "personal_relationships" | "participated_in_internal_assessment">;
    /** Ongoing monitoring of internal audit performance is in place */
    "ongoing_monitoring"?: boolean;
    /** Date of the last periodic internal self-assessment (ISO date YYYY-MM-DD) */
    "last_self_assessment_date"?: string;
    /** Quality assessment results are reported to the board and senior management */
    "results_reported_to_board"?: boolean;
    /** Conformance ratings from the latest assessment */
    "standard_ratings"?: Array<{
        /** Standard or principle assessed, e.g. 8.4 */
        "standard": string;
        "rating": "generally_conforms" | "partially_conforms" | "does_not_conform";
    }>;
    "tool_type": "ia_qaip";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_materiality = {
    /** Benchmark the percentage is applied to */
    "benchmark": "profit_before_tax" | "revenue" | "gross_profit" | "total_assets" | "equity" | "total_expenses";
    /** Benchmark amount for the period; profit before tax may be negative (a loss) */
    "amount": number;
    /** Percentage of the benchmark for overall materiality (5 means 5%). Default: the practice default for the benchmark */
    "percentage"?: number;
    /** Performance materiality as % of overall materiality. Practice range 50–75: lower for first-year audits, weak controls or a history of misstatements. Default 75 */
    "performance_materiality_pct"?: number;
    /** Clearly trivial threshold as % of overall materiality. Practice range 3–5. Default 5 */
    "clearly_trivial_pct"?: number;
    /** Benchmark to use when the first one is unsuitable (a loss, break-even profit, or a non-positive amount) */
    "fallback"?: {
        /** Benchmark the percentage is applied to */
        "benchmark": "profit_before_tax" | "revenue" | "gross_profit" | "total_assets" | "equity" | "total_expenses";
        /** Amount of the fallback benchmark */
        "amount": number;
        /** Percentage for the fallback benchmark; default: its practice default */
        "percentage"?: number;
    };
    /** Optional tests that make a positive profit before tax unsuitable as a benchmark */
    "pbt_suitability"?: {
        /** Profit before tax is volatile year on year, so it is not a stable base */
        "volatile"?: boolean;
        /** Revenue for the same period, needed for the near-break-even test */
        "revenue"?: number;
        /** Profit before tax below this % of revenue is treated as near break-even. No default: the standard gives none */
        "min_pct_of_revenue"?: number;
    };
    "tool_type": "materiality";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_murabaha = {
    /** Cost of the asset to the seller (the financier) */
    "cost": number;
    /** Flat mark-up in percent per year on cost (5 means 5% a year) */
    "markup_rate": number;
    /** Credit period in months; payments fall at each month end */
    "term_months": number;
    /** Equal monthly instalments, or one payment at the end of the term */
    "payment": "installments" | "bullet";
    /** Profit recognition: effective_rate (constant yield, the FAS 28 reading; default) or straight_line (legacy FAS 2 proportionate allocation) */
    "method"?: "effective_rate" | "straight_line";
    /** Contract date; payment dates are monthly from it (ISO date YYYY-MM-DD) */
    "start_date"?: string;
    /** Any financial year-end date of the seller; profit is split by financial year (needs start_date) (ISO date YYYY-MM-DD) */
    "financial_year_end"?: string;
    /** The seller owned and took possession (actual or constructive) of the asset before selling it */
    "asset_owned_before_sale"?: boolean;
    /** Cost and mark-up were disclosed to the customer */
    "cost_and_markup_disclosed"?: boolean;
    /** Both parties were bound by the promise to buy and sell (not permitted) */
    "bilateral_binding_promise"?: boolean;
    /** The sale rolls over an existing murabaha debt (not permitted) */
    "rollover_of_existing_debt"?: boolean;
    /** The security deposit may be kept beyond the actual damage if the customer reneges (not permitted) */
    "deposit_beyond_actual_damage"?: boolean;
    /** The price rises if payment is late; rejected, the price is fixed at contract */
    "price_increase_on_late_payment"?: boolean;
    /** Late-payment charges are booked as income; rejected, they go to charity */
    "late_payment_charges_to_income"?: boolean;
    "tool_type": "murabaha";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_opinion = {
    /** Overall materiality for the financial statements as a whole */
    "materiality": number;
    /** Uncorrected misstatements for which sufficient appropriate evidence was obtained */
    "misstatements"?: Array<{
        /** What is misstated */
        "description": string;
        /** Absolute amount left uncorrected; over- and understatements are not offset */
        "amount": number;
        /** Effects not confined to specific elements, or a substantial proportion of the statements, or fundamental to users' understanding */
        "pervasive"?: boolean;
        /** Material because of its nature (e.g. a required disclosure) whatever its amount */
        "material_by_nature"?: boolean;
    }>;
    /** Inability to obtain sufficient appropriate audit evidence */
    "scope_limitations"?: Array<{
        /** Evidence that could not be obtained */
        "description": string;
        /** Possible effect of undetected misstatements */
        "possible_effect": number;
        /** Possible effects would be pervasive */
        "pervasive"?: boolean;
        /** Limitation imposed by management after accepting the engagement */
        "imposed_by_management"?: boolean;
    }>;
    /** Rare case of several uncertainties whose possible cumulative effect prevents forming an opinion although evidence was obtained for each */
    "multiple_uncertainties"?: boolean;
    /** Going-concern conclusion (ISA 570) */
    "going_concern"?: {
        /** A material uncertainty related to going concern exists */
        "material_uncertainty": boolean;
        /** The uncertainty is adequately disclosed; required when material_uncertainty is true */
        "adequately_disclosed"?: boolean;
        /** The going-concern basis of accounting is used but is inappropriate */
        "basis_inappropriate"?: boolean;
        /** Effect of an undisclosed uncertainty is pervasive; required when the uncertainty is not adequately disclosed */
        "pervasive"?: boolean;
    };
    /** Candidate emphasis-of-matter paragraphs (ISA 706) */
    "emphasis_matters"?: Array<{
        /** Matter the auditor may wish to emphasise */
        "description": string;
        /** Appropriately presented or disclosed in the financial statements */
        "disclosed": boolean;
        /** Fundamental to users' understanding */
        "fundamental": boolean;
        /** Determined to be a key audit matter (ISA 701) */
        "key_audit_matter"?: boolean;
        /** The matter would lead to a modified opinion */
        "causes_modification"?: boolean;
    }>;
    "tool_type": "opinion";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_performance_audit = {
    /** Indicators with target and actual values */
    "indicators": Array<{
        /** Indicator, e.g. cost per unit or beneficiaries reached */
        "name": string;
        /** economy, efficiency or effectiveness (ISSAI 300) */
        "dimension": "economy" | "efficiency" | "effectiveness";
        /** Target or benchmark value (positive) */
        "target": number;
        /** Actual value */
        "actual": number;
        /** true for outputs and outcomes, false for costs and times */
        "higher_is_better": boolean;
        /** Unit of measure, for the report */
        "unit"?: string;
    }>;
    /** Achievement (% of target) from which an indicator is green; default 95 */
    "green_from_pct"?: number;
    /** Achievement (% of target) from which an indicator is amber; default 80 */
    "amber_from_pct"?: number;
    "tool_type": "performance_audit";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_procurement_audit = {
    /** Purchase listing to test */
    "purchases": Array<{
        /** Unique purchase or invoice reference */
        "id": string;
        /** Supplier */
        "vendor": string;
        /** Amount of the purchase */
        "amount": number;
        /** Purchase or invoice date (ISO date YYYY-MM-DD) */
        "date": string;
        /** Who approved it */
        "approver"?: string;
        /** Who requested it */
        "requester"?: string;
        /** Procurement method */
        "method"?: "competitive" | "sole_source" | "direct_award" | "emergency" | "framework" | "other";
        /** Supplier's invoice number, for the duplicate test */
        "invoice_number"?: string;
    }>;
    /** Amount at or above which competition or approval is required; enables the split-purchase and approval tests */
    "approval_threshold"?: number;
    /** Window for split purchases in days (default 30) */
    "split_window_days"?: number;
    /** How far below the threshold counts as 'just under', in percent (default 10) */
    "split_margin_pct"?: number;
    /** Non-competitive awards to one vendor that count as repeated (default 2) */
    "sole_source_repeat_min"?: number;
    /** Amounts that are exact multiples of this are round numbers (default 1000) */
    "round_unit"?: number;
    /** Records below which the Benford test is reported as indicative only (default 300) */
    "benford_min_records"?: number;
    "tool_type": "procurement_audit";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_program = {
    /** Areas to include (default: all). Ids: revenue_receivables, purchases_payables, inventory, ppe_intangibles, cash_bank, payroll, borrowings, equity, provisions_contingencies, tax, related_parties, journal_entries */
    "areas"?: Array<"revenue_receivables" | "purchases_payables" | "inventory" | "ppe_intangibles" | "cash_bank" | "payroll" | "borrowings" | "equity" | "provisions_contingencies" | "tax" | "related_parties" | "journal_entries">;
    /** Assessed risk of material misstatement per area, to scale the response */
    "risk_assessments"?: Array<{
        "area": "revenue_receivables" | "purchases_payables" | "inventory" | "ppe_intangibles" | "cash_bank" | "payroll" | "borrowings" | "equity" | "provisions_contingencies" | "tax" | "related_parties" | "journal_entries";
        /** Position on the ISA 315 inherent-risk spectrum */
        "level": "lower" | "moderate" | "higher" | "significant";
    }>;
    /** The presumed fraud risk in revenue recognition has been rebutted (document why) */
    "revenue_fraud_risk_rebutted"?: boolean;
    /** Initial engagement: adds opening-balance procedures */
    "first_year_audit"?: boolean;
    /** The audit relies on automated controls or system reports: adds ITGC procedures */
    "relies_on_it_controls"?: boolean;
    "tool_type": "program";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_risk = {
    /** Acceptable audit risk in percent (5 means 5%). Default 5 */
    "audit_risk"?: number;
    /** Areas to assess */
    "areas": Array<{
        /** Account, class of transactions or assertion being assessed */
        "name": string;
        /** Inherent risk in percent (100 = maximum) */
        "inherent_risk": number;
        /** Control risk in percent; 100 when controls are not tested or not relied on */
        "control_risk": number;
        /** Whether the operating effectiveness of controls will be tested; false requires control_risk 100 */
        "controls_tested"?: boolean;
        /** ISA 315 spectrum: likelihood of a misstatement, 1 (remote) to 5 (almost certain) */
        "likelihood"?: number;
        /** ISA 315 spectrum: magnitude of a possible misstatement, 1 (trivial) to 5 (severe) */
        "magnitude"?: number;
        /** Flag a significant risk (e.g. fraud risk or management override); it overrides the spectrum score */
        "significant_risk"?: boolean;
    }>;
    /** Cut-offs that turn IR and CR percentages into low/moderate/high. Default: equal thirds (33.33 / 66.67) */
    "level_bands"?: {
        /** Risk percentages at or above this are moderate */
        "moderate_from": number;
        /** Risk percentages at or above this are high */
        "high_from": number;
    };
    "tool_type": "risk";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_ubo_compliance = {
    /** Name of the entity whose beneficial owners are sought */
    "entity": string;
    /** Ownership edges. An owner that never appears as `owned` and is not listed in legal_entities is a natural person. */
    "ownership": Array<{
        /** Holder: a natural person, or a legal entity */
        "owner": string;
        /** Entity held; anything that appears here is treated as a legal entity */
        "owned": string;
        /** Share of capital, votes or profits held, in percent */
        "percent": number;
    }>;
    /** Control other than through the ownership listed */
    "control"?: Array<{
        /** Natural person exercising control */
        "person": string;
        /** Entity controlled: the target or an intermediate owner */
        "entity": string;
        /** board_majority: right to appoint or remove most directors; voting_majority: majority of votes otherwise than through the shares listed; significant_influence: significant influence or control by other means (substantial control in the US); senior_managing_official: senior manager, used only as the fallback */
        "kind": "board_majority" | "voting_majority" | "significant_influence" | "senior_managing_official";
    }>;
    /** Owners that are legal entities although their own owners are not given (e.g. a listed company, a state body, a trust) */
    "legal_entities"?: Array<string>;
    /** Overrides the jurisdiction's threshold (e.g. a member state's lower figure); the jurisdiction's 'or more' / 'more than' wording still applies */
    "threshold_pct"?: number;
    /** Overrides the jurisdiction's rule for indirect holdings */
    "indirect_method"?: "multiplicative" | "majority_lookthrough";
    /** IN only: sbo = Companies Act s.90 register (10% or more); pmla = PMLA KYC rules (more than 10%) */
    "india_regime"?: "sbo" | "pmla";
    /** US only: the entity is formed abroad and registered to do business in the US (domestic entities are exempt) */
    "foreign_reporting_company"?: boolean;
    /** US only: beneficial owners who are US persons (not reported by foreign reporting companies) */
    "us_persons"?: Array<string>;
    /** Date the ownership is judged on (default: today, UTC). In the EU it picks the rule: the national AMLD transposition (more than 25%) until 9 July 2027, the AMLR's Art 52 (25% or more) from 10 July 2027 (ISO date YYYY-MM-DD) */
    "as_of_date"?: string;
    "tool_type": "ubo_compliance";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditRequest_zakat = {
    /** Metal that sets the nisab: 85 g of pure gold or 595 g of pure silver */
    "nisab_basis": "gold" | "silver";
    /** Price of one gram of pure (24k) gold; needed when nisab_basis is gold */
    "gold_price_per_gram"?: number;
    /** Price of one gram of pure silver; needed when nisab_basis is silver */
    "silver_price_per_gram"?: number;
    /** Year over which the wealth was held (hawl): lunar 2.5%, Gregorian 2.5775% by default */
    "calendar": "lunar" | "gregorian";
    /** Rate for a Gregorian year in percent; default 2.5775 (AAOIFI), some scholars use 2.577 */
    "gregorian_rate_pct"?: number;
    /** Zakatable assets at the zakat date */
    "assets"?: {
        /** Cash on hand */
        "cash"?: number;
        /** Bank balances */
        "bank"?: number;
        /** Receivables expected to be recovered, net of doubtful debts */
        "receivables"?: number;
        /** Goods held for trade, at market (cash-equivalent) value */
        "inventory"?: number;
        /** Investments held for trading, at market value */
        "trading_investments"?: number;
        /** Gold and silver held, at market value */
        "gold_and_silver"?: number;
        /** Other zakatable assets; fixed assets and assets for own use are not zakatable */
        "other"?: Array<{
            /** What it is */
            "name": string;
            /** Amount */
            "amount": number;
        }>;
    };
    /** Obligations deductible from the zakat base */
    "liabilities"?: {
        /** Current liabilities falling due within the year */
        "current_liabilities_due"?: number;
        /** Other obligations due within the year */
        "other"?: Array<{
            /** What it is */
            "name": string;
            /** Amount */
            "amount": number;
        }>;
    };
    "tool_type": "zakat";
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
};
export type AuditResult_agm_planner = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "agm_required": boolean;
    /** Last day to hold the AGM (Delaware: first day a court may order one is the day after) */
    "agm_deadline": string | null;
    /** Meeting date the notice dates are computed for */
    "meeting_date": string | null;
    "notice_days": number | null;
    /** Last day to send notice, counting clear days (excluding the day of sending and the meeting day) */
    "latest_notice_date": string | null;
    "rule_applied": {
        "jurisdiction": string;
        "provision": string;
        "summary": string;
    };
    "timeline": Array<{
        "date": string;
        "event": string;
    }>;
};
export type AuditResult_complete_audit = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "checklist": Array<{
        "id": "subsequent_events" | "going_concern" | "written_representations" | "misstatement_evaluation" | "final_analytical_review" | "tcwg_communication" | "kam_selection" | "opinion_formation" | "engagement_quality_review";
        "title": string;
        "standard": string;
        "status": "done" | "open" | "not_applicable";
        "note"?: string;
    }>;
    "gaps": Array<"subsequent_events" | "going_concern" | "written_representations" | "misstatement_evaluation" | "final_analytical_review" | "tcwg_communication" | "kam_selection" | "opinion_formation" | "engagement_quality_review">;
    "misstatement_evaluation"?: {
        "accumulated": Array<{
            "description": string;
            "amount": number;
        }>;
        "ignored_as_clearly_trivial": number;
        "aggregate": number;
        /** material: at or above overall materiality; reassess: at or above performance materiality */
        "conclusion": "not_material" | "reassess" | "material";
    };
    "ready_to_sign": boolean;
};
export type AuditResult_going_concern = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "model": "z" | "z_prime" | "z_double_prime";
    "model_label": string;
    /** Rounded to 4 decimals */
    "z_score": number;
    "zone": "safe" | "grey" | "distress";
    "thresholds": {
        "safe_above": number;
        "distress_below": number;
    };
    "ratios": {
        "x1_working_capital_to_assets": number;
        "x2_retained_earnings_to_assets": number;
        "x3_ebit_to_assets": number;
        "x4_equity_to_liabilities": number;
        "x5_sales_to_assets"?: number;
    };
    "triggered_indicators": Array<{
        "id": "net_liability_position" | "borrowings_maturing_or_short_term_reliance" | "creditor_support_withdrawn" | "negative_operating_cash_flows" | "adverse_financial_ratios" | "substantial_operating_losses" | "dividends_in_arrears" | "inability_to_pay_creditors" | "loan_covenant_breach" | "suppliers_cash_on_delivery" | "inability_to_obtain_financing" | "intent_to_liquidate" | "loss_of_key_management" | "loss_of_major_market_customer_or_supplier" | "labour_difficulties" | "supply_shortages" | "strong_new_competitor" | "regulatory_capital_noncompliance" | "pending_legal_proceedings" | "adverse_law_or_policy_change" | "uninsured_catastrophe";
        "category": "financial" | "operating" | "other";
        "description": string;
        /** Supplied by the caller, or derived from the balance-sheet figures */
        "source": "input" | "figures";
    }>;
};
export type AuditResult_ia_charter = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "elements": Array<{
        "id": "purpose" | "standards_commitment" | "mandate" | "board_responsibilities" | "organizational_position";
        "title": string;
        "status": "present" | "missing" | "not_assessed";
        "reference": string;
    }>;
    "process_checks": Array<{
        "id": "board_approved" | "discussed_with_board_and_management" | "unrestricted_access" | "functional_reporting_to_board" | "administrative_reporting_to_senior_management";
        "title": string;
        "status": "pass" | "fail" | "not_assessed";
        "reference": string;
    }>;
    "missing_elements": Array<"purpose" | "standards_commitment" | "mandate" | "board_responsibilities" | "organizational_position">;
    /** Twelve months after the last review (leading practice, not a requirement) */
    "next_review_due": string | null;
};
export type AuditResult_ia_it_audit = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "systems": Array<string>;
    "domains": Array<{
        "domain": "access" | "change" | "sdlc" | "operations";
        "title": string;
        "objective": string;
        "procedures": Array<string>;
        "cobit_objectives": Array<string>;
        "conclusion": "effective" | "deficient" | "not_tested";
        "exceptions": number | null;
    }>;
    "access_exceptions": {
        "terminated_with_active_access": Array<string>;
        "developers_with_production_access": Array<string>;
        "privileged_accounts": Array<string>;
    } | null;
    "application_control_reliance": "supported" | "not_supported" | "not_assessed";
};
export type AuditResult_ia_payroll_fn = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "entity_name": string;
    "period": string;
    "programme": Array<{
        "ref": string;
        "area": string;
        "objective": string;
        "procedure": string;
        "automated_tests": Array<"not_on_master_file" | "shared_bank_account" | "paid_to_account_not_on_master" | "paid_after_termination" | "paid_before_hire" | "duplicate_payment" | "overtime_exceeds_approved" | "overtime_without_approval" | "missing_personal_data" | "po_box_address" | "no_deductions">;
        /** performed: automated tests run on the records supplied; manual: needs evidence outside the records */
        "status": "performed" | "not_performed" | "manual";
        "exceptions": number;
    }>;
    "exceptions": Array<{
        "test": "not_on_master_file" | "shared_bank_account" | "paid_to_account_not_on_master" | "paid_after_termination" | "paid_before_hire" | "duplicate_payment" | "overtime_exceeds_approved" | "overtime_without_approval" | "missing_personal_data" | "po_box_address" | "no_deductions";
        "severity": "high" | "medium";
        "employee_ids": Array<string>;
        "payment_refs": Array<string>;
        "detail": string;
    }>;
    "records_tested": {
        "employees": number;
        "payments": number;
    };
};
export type AuditResult_ia_qaip = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "external_assessment": {
        "status": "current" | "plan_now" | "overdue" | "not_assessed";
        "last_eqa_date": string | null;
        "years_since_last_eqa": number | null;
        "next_eqa_due": string | null;
    };
    "internal_assessment": {
        "ongoing_monitoring": "in_place" | "missing" | "not_assessed";
        "periodic_self_assessment": "current" | "overdue" | "not_assessed";
        "next_self_assessment_due": string | null;
    };
    "overall_conformance": "generally_conforms" | "partially_conforms" | "does_not_conform" | "not_rated";
    "defaults_applied": Array<{
        /** Input field the default stands in for */
        "name": string;
        "value": number;
        /** Practice range the default sits in */
        "range"?: {
            "min": number;
            "max": number;
        };
        /** Why this default; never a requirement of a standard */
        "basis": string;
    }>;
};
export type AuditResult_materiality = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "overall_materiality": number;
    "performance_materiality": number;
    "clearly_trivial_threshold": number;
    "benchmark_used": "profit_before_tax" | "revenue" | "gross_profit" | "total_assets" | "equity" | "total_expenses";
    "benchmark_amount": number;
    "percentage_used": number;
    /** Practice range of percentages for the benchmark used */
    "percentage_range": {
        "min": number;
        "max": number;
    };
    /** Overall materiality at the ends of the practice range */
    "materiality_range": {
        "min": number;
        "max": number;
    };
    "performance_materiality_pct": number;
    "clearly_trivial_pct": number;
    "defaults_applied": Array<{
        /** Input field the default stands in for */
        "name": string;
        "value": number;
        /** Practice range the default sits in */
        "range"?: {
            "min": number;
            "max": number;
        };
        /** Why this default; never a requirement of a standard */
        "basis": string;
    }>;
};
export type AuditResult_murabaha = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "selling_price": number;
    "markup": number;
    /** Deferred profit at inception (equal to the mark-up) */
    "deferred_profit": number;
    /** Regular payment (the bullet amount when payment is bullet) */
    "installment": number;
    "last_installment": number;
    "method": "effective_rate" | "straight_line";
    /** Monthly internal rate in percent (6 decimals), when method is effective_rate */
    "monthly_effective_rate"?: number;
    "schedule": Array<{
        "period": number;
        "date"?: string;
        "opening": number;
        "installment": number;
        "profit": number;
        /** Installment less profit; negative under a bullet payment while profit accrues unpaid */
        "principal": number;
        "closing": number;
    }>;
    "profit_by_financial_year"?: Array<{
        "financial_year_end": string;
        "profit": number;
    }>;
    "rounding": {
        "installment_residue": number;
        "profit_residue": number;
        "note": string;
    };
    "shariah_checks": Array<{
        "check": string;
        "status": "pass" | "fail" | "not_assessed";
        "note": string;
    }>;
};
export type AuditResult_opinion = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "opinion": "unmodified" | "qualified" | "adverse" | "disclaimer";
    "sections": Array<{
        "heading": string;
        "content": string;
    }>;
    "reasons": Array<string>;
    "aggregate_misstatements": number;
    "aggregate_scope_effect": number;
    "emphasis_matters": Array<{
        "description": string;
        "included": boolean;
        "reason": string;
    }>;
};
export type AuditResult_performance_audit = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "indicators": Array<{
        "name": string;
        "dimension": "economy" | "efficiency" | "effectiveness";
        "target": number;
        "actual": number;
        "unit"?: string;
        /** actual − target */
        "variance": number;
        /** (actual − target) ÷ target, in percent */
        "variance_pct": number;
        "favourable": boolean;
        /** 100 plus the favourable variance %, floored at 0 */
        "achievement_pct": number;
        "rating": "green" | "amber" | "red";
    }>;
    "dimensions": Array<{
        "dimension": "economy" | "efficiency" | "effectiveness";
        "indicators": number;
        "average_achievement_pct": number | null;
        "rating": "green" | "amber" | "red" | "not_assessed";
        "red_indicators": number;
    }>;
    "overall_rating": "green" | "amber" | "red";
    "defaults_applied": Array<{
        /** Input field the default stands in for */
        "name": string;
        "value": number;
        /** Practice range the default sits in */
        "range"?: {
            "min": number;
            "max": number;
        };
        /** Why this default; never a requirement of a standard */
        "basis": string;
    }>;
};
export type AuditResult_procurement_audit = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "purchases_tested": number;
    "total_amount": number;
    /** null when no approval_threshold was given */
    "split_purchase_clusters": Array<{
        "vendor": string;
        "purchase_ids": Array<string>;
        "total": number;
        "first_date": string;
        "last_date": string;
    }> | null;
    "repeated_sole_source": Array<{
        "vendor": string;
        "awards": number;
        "total": number;
        "purchase_ids": Array<string>;
    }>;
    "duplicates": Array<{
        "reason": string;
        "purchase_ids": Array<string>;
    }>;
    "approval_exceptions": {
        "missing_approval": Array<string> | null;
        "self_approved": Array<string>;
    };
    "weekend_purchases": Array<string>;
    "round_numbers": {
        "unit": number;
        "count": number;
        "share_pct": number;
        "purchase_ids": Array<string>;
    };
    "benford": {
        "n": number;
        "sufficient_sample": boolean;
        "digits": Array<{
            "digit": number;
            "count": number;
            "observed": number;
            "expected": number;
        }>;
        "mad": number;
        "conformity": "close_conformity" | "acceptable_conformity" | "marginally_acceptable_conformity" | "nonconformity";
        "bands": string;
    };
    "defaults_applied": Array<{
        /** Input field the default stands in for */
        "name": string;
        "value": number;
        /** Practice range the default sits in */
        "range"?: {
            "min": number;
            "max": number;
        };
        /** Why this default; never a requirement of a standard */
        "basis": string;
    }>;
};
export type AuditResult_program = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "assertion_framework": {
        "transactions": Array<string>;
        "balances": Array<string>;
    };
    "areas": Array<{
        "area": "revenue_receivables" | "purchases_payables" | "inventory" | "ppe_intangibles" | "cash_bank" | "payroll" | "borrowings" | "equity" | "provisions_contingencies" | "tax" | "related_parties" | "journal_entries";
        "title": string;
        "assertions": Array<string>;
        "procedures": Array<string>;
        "risk_level": "lower" | "moderate" | "higher" | "significant" | "not_assessed";
        /** ISA 240 presumption (revenue fraud risk unless rebutted; management override always) */
        "presumed_significant": boolean;
        "response": string;
    }>;
    "additional_procedures": Array<string>;
};
export type AuditResult_risk = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "audit_risk": number;
    "areas": Array<{
        "name": string;
        "inherent_risk": number;
        "control_risk": number;
        /** IR × CR in percent */
        "risk_of_material_misstatement": number;
        /** AR ÷ (IR × CR) in percent, capped at 100 */
        "detection_risk": number;
        "detection_risk_capped": boolean;
        "inherent_level": "low" | "moderate" | "high";
        "control_level": "low" | "moderate" | "high";
        "rmm_level": "low" | "low_moderate" | "moderate" | "moderate_high" | "high";
        /** Likelihood × magnitude (1–25) when both were given */
        "spectrum"?: {
            "score": number;
            "position": "lower" | "moderate" | "higher" | "significant";
        };
        "significant_risk": boolean;
        "substantive_response": {
            "nature": string;
            "extent": string;
            "timing": string;
        };
        "risk_rating": "low" | "medium" | "high" | "critical";
    }>;
    "defaults_applied": Array<{
        /** Input field the default stands in for */
        "name": string;
        "value": number;
        /** Practice range the default sits in */
        "range"?: {
            "min": number;
            "max": number;
        };
        /** Why this default; never a requirement of a standard */
        "basis": string;
    }>;
};
export type AuditResult_ubo_compliance = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "applicability": "applicable" | "not_applicable_domestic";
    "rule": {
        "regime": string;
        "law": string;
        "threshold_pct": number;
        /** true: threshold or more; false: more than the threshold */
        "inclusive": boolean;
        "indirect_method": "multiplicative" | "majority_lookthrough" | "conservative_max";
    };
    "beneficial_owners": Array<{
        "person": string;
        /** Ownership under the indirect method applied, 4 decimals */
        "effective_percent": number;
        "basis": Array<string>;
        "reportable": boolean;
    }>;
    "ownership_analysis": Array<{
        "person": string;
        "direct_percent": number;
        "multiplicative_percent": number;
        "majority_lookthrough_percent": number;
        "effective_percent": number;
    }>;
    /** Interests held by legal entities whose owners were not given */
    "untraced_interests": Array<{
        "entity": string;
        "effective_percent": number;
    }>;
};
export type AuditResult_zakat = {
    /** Observations in plain language */
    "findings": Array<string>;
    /** Overall rating: low, medium, high or critical */
    "risk_rating": "low" | "medium" | "high" | "critical";
    "zakatable_assets": number;
    "deductible_liabilities": number;
    /** Zakatable assets less deductible liabilities, not below zero */
    "zakatable_base": number;
    "nisab_basis": "gold" | "silver";
    "nisab_grams": number;
    "nisab": number;
    "above_nisab": boolean;
    /** Percent */
    "rate": number;
    "zakat_due": number;
    "defaults_applied": Array<{
        /** Input field the default stands in for */
        "name": string;
        "value": number;
        /** Practice range the default sits in */
        "range"?: {
            "min": number;
            "max": number;
        };
        /** Why this default; never a requirement of a standard */
        "basis": string;
    }>;
};
export type AuditToolCatalogue = {
    "tools": Array<AuditToolEntry>;
};
export type AuditToolEntry = {
    "tool_type": "risk" | "materiality" | "program" | "going_concern" | "opinion" | "ia_charter" | "ia_qaip" | "ia_payroll_fn" | "ia_it_audit" | "ubo_compliance" | "agm_planner" | "murabaha" | "zakat" | "complete_audit" | "performance_audit" | "procurement_audit";
    "name": string;
    "description": string;
    /** JSON Schema of the tool-specific request fields. */
    "input_schema": {
        [key: string]: unknown;
    };
    /** A request body that succeeds. */
    "example": {
        [key: string]: unknown;
    };
};
export type ChatCompletion = {
    "id": string;
    "object": "chat.completion";
    "answer": string;
    "citations": Array<Citation>;
    "jurisdiction": string;
    "warnings": Array<Warning>;
    "disclaimer": string;
    /** The mode used (extra field). */
    "mode": "small" | "medium" | "deep";
    /** The model id used, or `offline` for the offline engine (extra field). */
    "model": string;
    /** Credits this call cost (extra field; also the X-Credits-Used header): the endpoint's price when billed, 0 when the answer is degraded (offline engine) or the key is a sandbox key. An idempotent replay returns the stored body, while its X-Credits-Used header is 0. */
    "credits_used": number;
};
export type ChatRequest = {
    /** The question (5 to 120,000 characters). `query` is accepted as an alias. */
    "message"?: string;
    /** Alias of `message`. */
    "query"?: string;
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** small | medium | deep; omitted: chosen by a heuristic (see the docs). */
    "mode"?: "small" | "medium" | "deep";
    "stream"?: boolean;
};
export type Citation = {
    "citation_id": string;
    "source_id": string;
    "title": string;
    "jurisdiction": string;
    "article": string;
    "excerpt": string;
    "relevance_score": number;
    /** True only when source_id + article resolve to a provision in the source registry. */
    "verified": boolean;
    /** Chat with a model (extra field): the parts of `answer` that rest on this provision, as UTF-16 offsets [start, end); `excerpt` is then the provision's passage they cite. */
    "answer_spans"?: Array<{
        "start": number;
        "end": number;
    }>;
};
export type ComplianceCheck = {
    "request_id": string;
    "tenant_id": string;
    "jurisdiction": string;
    "overall_status": "compliant" | "partially_compliant" | "non_compliant" | "unable_to_determine";
    "findings": Array<ComplianceFinding>;
    /** Counts the regulations assessed and the breaches found, by severity. */
    "summary": string;
    "citations": Array<Citation>;
    "warnings": Array<Warning>;
    "disclaimer": string;
    /** Credits this call cost (extra field; also the X-Credits-Used header): the endpoint's price when billed, 0 when the answer is degraded (offline engine) or the key is a sandbox key. An idempotent replay returns the stored body, while its X-Credits-Used header is 0. */
    "credits_used": number;
};
export type ComplianceFinding = {
    "regulation": string;
    /** The verdict on the law in force on the check's date. false: at least one obligation in force is breached (always citing a verified provision of the regulation); true: obligations in force were tested and none is breached; null (a refinement of the spec's boolean, issue 34): no basis for a verdict — the regulation is not in the registry, has no rule pack, or nothing in the text lets its obligations in force be tested. A warning says which. Breaches of duties that apply only later are listed with `in_force_from` and a `duties_not_yet_in_force` warning, and do not make the verdict false before that date. */
    "compliant": boolean | null;
    "confidence": "low" | "medium" | "high";
    /** The breaches in order of severity (then how many obligations were met or not assessable). */
    "finding": string;
    /** The fixes for the breaches, in order of severity. */
    "recommendation": string;
    "citation_ids": Array<string>;
    /** Every obligation tested for this regulation and its outcome. */
    "obligations": Array<ComplianceObligation>;
};
export type ComplianceObligation = {
    /** Stable identifier of the rule that tested the obligation, e.g. storage-limitation. */
    "id": string;
    /** The provision the obligation rests on, as cited: "Art. 5(1)(e)", "§ 1798.130(a)(2)", "reg. 5". */
    "provision": string;
    /** What the law requires, in plain words. */
    "obligation": string;
    /** not_assessable: the text does not show whether the obligation is met (never a guess); where a sentence bears on it without deciding it, it is quoted and the finding says what is left open. */
    "status": "breached" | "met" | "not_assessable";
    /** What the text does, in plain words; quotes the offending sentence when there is one. */
    "finding": string;
    /** The sentence of the text the finding rests on, verbatim; null when the text is silent. */
    "quote": string | null;
    "severity": "high" | "medium" | "low";
    /** A concrete change that would meet the obligation. */
    "fix": string;
    /** Verified provisions the obligation rests on (empty when not assessable). */
    "citation_ids": Array<string>;
    /** Present when the duty applies only from a later date (YYYY-MM-DD) than the check's: the text would breach it from then. */
    "in_force_from"?: string;
    /** rules: tested by the deterministic rule pack; model: added by the model, kept only with a verified citation. */
    "source": "rules" | "model";
};
export type ComplianceRequest = {
    "document_text": string;
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
    /** Names such as "GDPR", "DPDP Act", "CCPA". Omitted: the applicable laws are detected. */
    "regulations"?: Array<string>;
};
export type ContractClause = {
    /** 1..n in order. */
    "clause_number": number;
    "heading": string;
    /** The clause's text; sub-clauses are numbered n.1, n.2 … on their own lines. */
    "text": string;
    /** Each id is a citation_id in this response's citations. */
    "citation_ids": Array<string>;
};
export type ContractDraft = {
    "request_id": string;
    "tenant_id": string;
    "jurisdiction": string;
    "language": string;
    "document_type": string;
    "document_title": string;
    "preamble": string;
    /** Background recitals (A), (B) … where the type has them. */
    "recitals": Array<string>;
    "clauses": Array<ContractClause>;
    /** The whole draft: title, preamble, recitals, numbered clauses and signature blocks. */
    "full_text": string;
    /** Every key term given or defaulted, and each required one missing: applied where it belongs, inferred from other terms (a warning says how, and how to override it), a default, set out under Special Terms, or missing (a [●] blank). */
    "key_terms": Array<{
        "name": string;
        "value": string | null;
        "status": "applied" | "inferred" | "default" | "special_terms" | "missing";
    }>;
    "citations": Array<Citation>;
    "warnings": Array<Warning>;
    /** The contracts disclaimer: the draft must be reviewed and validated before execution. */
    "disclaimer": string;
    /** With output "docx": the draft as a Word (.docx) file, base64. */
    "docx_base64"?: string;
    "docx_filename"?: string;
    /** Credits this call cost (extra field; also the X-Credits-Used header): the endpoint's price when billed, 0 when the answer is degraded (offline engine) or the key is a sandbox key. An idempotent replay returns the stored body, while its X-Credits-Used header is 0. */
    "credits_used": number;
};
export type ContractDraftRequest = {
    /** Template id from GET /v1/contracts/types, e.g. nda, employment_agreement, service_agreement, lease. */
    "document_type": string;
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
    /** Language of the draft: en, de or fr (a region such as de-AT is accepted); any other language is a 400. de under German law (DE) and fr under French law (FR) are drafted natively, without the model, for nda, service_agreement, consulting_agreement, saas_subscription_agreement, software_license_agreement, employment_agreement, supply_agreement, distribution_agreement, loan_agreement, commercial_lease, shareholders_agreement; other German or French drafts need the model to translate (offline they are in English, with a warning). */
    "language"?: string;
    /** Name of the first party; its role (Discloser, Employer, Landlord …) is given per type in GET /v1/contracts/types. */
    "party_a": string;
    /** Name of the second party. */
    "party_b": string;
    /** Term name → value (strings). Each type's terms, their types (text, date, money, duration, percentage, rate, choice) and defaults are listed by GET /v1/contracts/types; a value of the wrong type is a 400 naming the term. Terms the type has no place for go into a Special Terms clause, with a warning. */
    "key_terms"?: {
        [key: string]: string;
    };
    /** docx also returns the draft as a Word file in docx_base64. */
    "output"?: "json" | "docx";
};
export type ContractKeyTerm = {
    "name": string;
    "description": string;
    "required": boolean;
    "type": "text" | "date" | "money" | "duration" | "percentage" | "rate" | "choice";
    "options"?: Array<string>;
    "default": string | null;
};
export type ContractType = {
    "id": string;
    "title": string;
    "group": "commercial" | "technology" | "ip" | "employment" | "corporate" | "real_estate" | "privacy" | "consumer" | "disputes" | "india";
    "description": string;
    "party_roles": {
        "party_a": string;
        "party_b": string;
    };
    "party_descriptions": {
        "party_a": string;
        "party_b": string;
    };
    "key_terms": Array<ContractKeyTerm>;
    /** The languages this type is drafted in: "en" under any jurisdiction; "de" and "fr" natively only under German or French law (jurisdiction DE or FR, or one within it). German or French requested elsewhere is translated from the English draft by the model, with a warning. */
    "languages": Array<{
        "language": "en" | "de" | "fr";
        /** The jurisdiction (or one within it) the draft must be under for this language; null: any. */
        "jurisdiction": string | null;
    }>;
    /** A request body for POST /v1/contracts/draft that drafts this type. */
    "example": {
        [key: string]: unknown;
    };
};
export type ContractTypeCatalogue = {
    "groups": Array<{
        "id": string;
        "title": string;
        "count": number;
    }>;
    "types": Array<ContractType>;
};
export type CorporateAnalysis = {
    "id": string;
    "tool_type": "tax-treaty" | "pillar-two" | "anti-bribery" | "esg-supply-chain" | "export-controls" | "ubo-mapper" | "spv-advisor" | "jv-governance" | "insolvency" | "corp-secretary" | "franchise-dist" | "sandbox-nav" | "banking-lending" | "banking-compliance" | "banking-recovery" | "fintech-licensing" | "project-finance";
    "jurisdiction": string;
    /** The narrative: the model's explanation of the computed result, or the computed narrative. */
    "answer": string;
    /** Model input + output tokens; 0 when no model was used. */
    "tokens_used": number;
    "warnings": Array<Warning>;
    "disclaimer": string;
    /** The deterministic core's structured output (tool-specific); null outside the jurisdictions it covers. */
    "result": unknown | null;
    /** Every provision `result` and `answer` rest on; `citation_ids` in result point here. */
    "citations": Array<Citation>;
    "mode": "small" | "medium" | "deep";
    /** The model id used, or `offline`. */
    "model": string;
    /** Credits this call cost (extra field; also the X-Credits-Used header): the endpoint's price when billed, 0 when the answer is degraded (offline engine) or the key is a sandbox key. An idempotent replay returns the stored body, while its X-Credits-Used header is 0. */
    "credits_used": number;
};
export type CorporateRequest_anti_bribery = {
    /** FCPA category: issuer (SEC-registered securities or reporting duty), domestic_concern (US person or US-organised / headquartered entity), territorial (acts within US territory), none */
    "us_nexus"?: "issuer" | "domestic_concern" | "territorial" | "none";
    /** Carries on a business, or part of a business, in the UK (a relevant commercial organisation under s.7) */
    "uk_business"?: boolean;
    /** Indian commercial organisation, or a foreign one carrying on business in India (PC Act s.9) */
    "india_business"?: boolean;
    /** Which of the six adequate-procedures principles the organisation's programme meets */
    "procedures"?: {
        /** Proportionate procedures */
        "proportionate_procedures"?: boolean;
        /** Top-level commitment */
        "top_level_commitment"?: boolean;
        /** Risk assessment (periodic, informed, documented) */
        "risk_assessment"?: boolean;
        /** Due diligence (proportionate and risk-based) */
        "due_diligence"?: boolean;
        /** Communication, including training */
        "communication_training"?: boolean;
        /** Monitoring and review */
        "monitoring_review"?: boolean;
    };
    /** Which risk factors are present */
    "risk_factors"?: {
        /** Licences, permits, customs, tenders or other dealings with public officials */
        "government_touchpoints"?: boolean;
        /** Agents, distributors, consultants or other intermediaries act for the organisation */
        "third_party_intermediaries"?: boolean;
        /** Operations or sales in countries with a high perceived corruption risk */
        "high_risk_countries"?: boolean;
        /** Small payments to speed up routine government action are made */
        "facilitation_payments"?: boolean;
        /** Gifts, travel or hospitality are given to public officials */
        "gifts_hospitality_to_officials"?: boolean;
        /** Cash payments or payments outside normal approval and recording */
        "cash_or_offbook_payments"?: boolean;
        /** Customers are state-owned enterprises (their employees may be public officials) */
        "state_owned_customers"?: boolean;
        /** Acquired businesses not yet integrated into the compliance programme */
        "recent_acquisitions"?: boolean;
    };
    "tool_type": "anti-bribery";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_banking_compliance = {
    /** Borrower name, for the narrative */
    "borrower"?: string;
    /** Every facility the lender has with this borrower */
    "facilities": Array<{
        /** The lender's reference for the facility */
        "id": string;
        /** term_loan or cash_credit_overdraft */
        "facility_type": "term_loan" | "cash_credit_overdraft";
        /** First overdue (or out-of-order) day, ISO date; null or omitted when nothing is overdue */
        "overdue_since"?: string | null;
        /** Outstanding on the facility, in rupees */
        "outstanding"?: number;
        /** Identified as a loss asset by the bank, its auditors or an RBI inspection */
        "loss_identified"?: boolean;
    }>;
    /** Date the borrower cleared all arrears of interest and principal on every facility, if it has (ISO date YYYY-MM-DD) */
    "all_arrears_paid_on"?: string;
    "tool_type": "banking-compliance";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_banking_lending = {
    /** term_loan (instalments on due dates) or cash_credit_overdraft (a revolving limit); default term_loan */
    "facility_type"?: "term_loan" | "cash_credit_overdraft";
    /** First overdue day (term loan: earliest unpaid due date; cash credit / overdraft: first day out of order); null or omitted when nothing is overdue */
    "overdue_since"?: string | null;
    /** Principal and interest overdue, in rupees */
    "amount_overdue"?: number;
    /** Total outstanding on the facility, in rupees */
    "outstanding"?: number;
    /** Whether the bank, its auditors or an RBI inspection has identified the asset as a loss asset */
    "loss_identified"?: boolean;
    /** Whether this is an agricultural advance (crop-season norms apply instead of 90 days) */
    "agricultural"?: boolean;
    "tool_type": "banking-lending";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_banking_recovery = {
    /** Debt due from the borrower today, in rupees */
    "amount_due"?: number;
    /** Principal advanced plus interest on it, for the SARFAESI 20% test, in rupees */
    "principal_and_interest"?: number;
    /** Whether the debt is secured by a security interest the lender can enforce */
    "secured"?: boolean;
    /** Whether the only security is agricultural land */
    "agricultural_land"?: boolean;
    /** Whether the lender has classified the account as a non-performing asset */
    "account_is_npa"?: boolean;
    /** Date the s.13(2) demand notice was served (ISO date YYYY-MM-DD) */
    "demand_notice_date"?: string;
    /** Date the borrower's representation or objection under s.13(3A) reached the lender (ISO date YYYY-MM-DD) */
    "objection_date"?: string;
    /** Date the lender took a s.13(4) measure (e.g. possession) (ISO date YYYY-MM-DD) */
    "measure_date"?: string;
    /** Date the party received the DRT order (s.17 application, or an RDB s.19 recovery application) (ISO date YYYY-MM-DD) */
    "drt_order_received_date"?: string;
    /** Which DRT order is appealed: one on a SARFAESI s.17 application, or a recovery order under RDB s.19 */
    "drt_order_kind"?: "sarfaesi_s17" | "rdb_s19";
    /** Debt as claimed by the secured creditor (SARFAESI s.18 pre-deposit base), in rupees */
    "debt_claimed"?: number;
    /** Debt as determined by the DRT (pre-deposit base), in rupees */
    "debt_determined"?: number;
    /** Share by value of secured creditors agreeing to enforcement, where several hold the same security */
    "consenting_secured_creditors_pct"?: number;
    "tool_type": "banking-recovery";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_corp_secretary = {
    /** public, private, small (s.2(85)), opc (one person company), dormant (s.455), startup_private (DPIIT-recognised private start-up) or section8; default private */
    "company_class"?: "public" | "private" | "small" | "opc" | "dormant" | "startup_private" | "section8";
    /** OPC with only one director (exempt from board meetings) */
    "single_director"?: boolean;
    /** Date of incorporation (ISO date YYYY-MM-DD) */
    "incorporation_date"?: string;
    /** End of the financial year to plan for (normally 31 March); default the last 31 March on or before as_of, or the first financial year end (ISO date YYYY-MM-DD) */
    "financial_year_end"?: string;
    /** Date of the most recent board meeting (ISO date YYYY-MM-DD) */
    "last_board_meeting_date"?: string;
    /** Date of the previous annual general meeting (ISO date YYYY-MM-DD) */
    "last_agm_date"?: string;
    /** Date the AGM for this financial year was held, if it has been (ISO date YYYY-MM-DD) */
    "agm_held_on"?: string;
    /** Date AOC-4 for this financial year was filed, if it has been (ISO date YYYY-MM-DD) */
    "aoc4_filed_on"?: string;
    /** Date MGT-7 / MGT-7A for this financial year was filed, if it has been (ISO date YYYY-MM-DD) */
    "mgt7_filed_on"?: string;
    "tool_type": "corp-secretary";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_esg_supply_chain = {
    /** Average number of employees worldwide (group, where the test is on a consolidated basis) */
    "employees": number;
    /** Net worldwide turnover in EUR for the last financial year */
    "net_turnover_eur": number;
    /** Formed under the law of an EU member state (false: a third-country company) */
    "eu_company": boolean;
    /** Net turnover generated in the EU, in EUR (third-country companies) */
    "eu_turnover_eur"?: number;
    /** Turnover of the largest EU subsidiary or branch, in EUR (CSRD third-country test) */
    "eu_subsidiary_or_branch_turnover_eur"?: number;
    /** Employees in Germany, counting those of affiliated companies for the parent (LkSG) */
    "employees_in_germany"?: number;
    /** Head office, principal place of business, administrative seat, statutory seat or a branch in Germany (LkSG) */
    "german_presence"?: boolean;
    /** Equity listed on an Indian stock exchange */
    "india_listed"?: boolean;
    /** Rank by market capitalisation among Indian listed entities (1 = largest) */
    "india_market_cap_rank"?: number;
    "tool_type": "esg-supply-chain";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_export_controls = {
    /** The item is a defence article on the US Munitions List (ITAR) */
    "usml_listed"?: boolean;
    /** The item is of US origin, or is located in the United States */
    "us_origin"?: boolean;
    /** Foreign-made item: value of controlled US-origin content as a percentage of the item's value */
    "us_controlled_content_pct"?: number;
    /** EAR Supplement No. 1 to Part 740 country group of the destination: E:1 or E:2, or other */
    "destination_country_group"?: "E:1" | "E:2" | "other";
    /** The US content is of a kind for which no de minimis level applies */
    "no_de_minimis_item"?: boolean;
    /** Export Control Classification Number (e.g. 3A001, 5D002) or EAR99 */
    "eccn"?: string;
    /** The export leaves the EU customs territory (EU dual-use regulation) */
    "eu_export"?: boolean;
    /** The item is listed in Annex I of Regulation (EU) 2021/821 */
    "eu_annex_i_listed"?: boolean;
    /** The exporter is aware or has been informed that the item is or may be intended for WMD, a military end-use in an embargoed country, or use as parts of illegally exported military items */
    "eu_catch_all_informed"?: boolean;
    /** A non-listed cyber-surveillance item with a possible internal-repression or human-rights end use */
    "cyber_surveillance_item"?: boolean;
    "tool_type": "export-controls";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_fintech_licensing = {
    /** India: payment aggregator categories (online, physical, cross-border) */
    "pa_categories"?: Array<"pa_o" | "pa_p" | "pa_cb">;
    /** India: whether the applicant is a bank (banks need no separate PA authorisation) */
    "is_bank"?: boolean;
    /** India: whether the non-bank already operated as a payment aggregator when the 2025 Directions issued */
    "existing_pa"?: boolean;
    /** India: current net worth, in rupees */
    "net_worth_inr"?: number;
    /** India: date RBI authorisation was granted, if it has been (ISO date YYYY-MM-DD) */
    "authorisation_date"?: string;
    /** Singapore: the payment services provided */
    "sg_services"?: Array<{
        /** A payment service of the PS Act First Schedule */
        "service": "account_issuance" | "domestic_money_transfer" | "cross_border_money_transfer" | "merchant_acquisition" | "e_money_issuance" | "digital_payment_token" | "money_changing";
        /** Average monthly transaction value over the calendar year, S$ */
        "average_monthly_sgd"?: number;
    }>;
    /** Singapore: average daily outstanding e-money over the calendar year, S$ */
    "average_daily_e_money_sgd"?: number;
    /** Singapore: base capital held, S$ */
    "base_capital_sgd"?: number;
    /** UK: average outstanding electronic money, in euro */
    "average_outstanding_e_money_eur"?: number;
    /** UK: average monthly payment transactions (unrelated to e-money), in euro */
    "average_monthly_payment_transactions_eur"?: number;
    /** UK: own funds held, in euro */
    "own_funds_eur"?: number;
    "tool_type": "fintech-licensing";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_franchise_dist = {
    /** US: date the franchise disclosure document was delivered (ISO date YYYY-MM-DD) */
    "fdd_delivered_on"?: string;
    /** US: date the franchisee signs (or signed) a binding agreement (ISO date YYYY-MM-DD) */
    "signing_date"?: string;
    /** US: date of the first payment to the franchisor or an affiliate (ISO date YYYY-MM-DD) */
    "first_payment_date"?: string;
    /** US: date the completed agreement, with terms the franchisor changed unilaterally and materially, was delivered (ISO date YYYY-MM-DD) */
    "changed_agreement_delivered_on"?: string;
    /** US: required payments to the franchisor or affiliates from before to six months after opening, US dollars */
    "required_payments_first_six_months"?: number;
    /** US: franchisee's initial investment, excluding unimproved land and franchisor or affiliate financing, US dollars */
    "initial_investment"?: number;
    /** US: franchisee's (or parent's and affiliates') net worth, US dollars */
    "franchisee_net_worth"?: number;
    /** US: years the franchisee (or its parent or affiliates) has been in business */
    "franchisee_years_in_business"?: number;
    /** US: years the franchisee or its current directors or officers have been in the same type of business (fractional franchise test) */
    "franchisee_same_business_experience_years"?: number;
    /** US: anticipated share of the franchisee's first-year sales coming from the franchise, percent (fractional franchise test) */
    "projected_franchise_sales_pct"?: number;
    /** India: whether the agreement restrains the franchisee from a similar business after it ends */
    "post_term_non_compete"?: boolean;
    "tool_type": "franchise-dist";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_insolvency = {
    /** Undisputed debt owed to the creditor (GBP for GB, rupees for IN) */
    "debt_amount"?: number;
    /** GB: date a statutory demand was served */
    "statutory_demand_served_date"?: string;
    /** GB: date a Part A1 moratorium came into force */
    "moratorium_start_date"?: string;
    /** GB: bank holidays to skip when counting business days (weekends are always skipped) */
    "bank_holidays"?: Array<string>;
    /** GB: onset of insolvency (e.g. date of the administration application or winding-up petition) */
    "onset_of_insolvency_date"?: string;
    /** IN: date of default */
    "default_date"?: string;
    /** IN: insolvency commencement date (admission) */
    "insolvency_commencement_date"?: string;
    /** IN: date of the NCLT or NCLAT order to be appealed */
    "order_date"?: string;
    /** IN: appeal from the NCLT to the NCLAT (s.61), or from the NCLAT to the Supreme Court (s.62) */
    "appeal_forum"?: "nclat" | "supreme_court";
    /** IN: days taken to obtain a certified copy of the order, applied for within the period (Limitation Act s.12(2)) */
    "certified_copy_days"?: number;
    /** Date a certified copy of the order was applied for (with the received date: the time between is excluded under Limitation Act s.12(2) if it was applied for within the period) (ISO date YYYY-MM-DD) */
    "certified_copy_applied_date"?: string;
    /** Date the certified copy was ready or received (ISO date YYYY-MM-DD) */
    "certified_copy_received_date"?: string;
    "tool_type": "insolvency";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_jv_governance = {
    /** The JV company's shareholders */
    "parties": Array<{
        /** Shareholder */
        "name": string;
        /** Share of total voting power, in percent */
        "voting_pct": number;
        /** Share of issued share capital, if different from voting power */
        "share_capital_pct"?: number;
        /** Investor from (or beneficially owned from) a country sharing a land border with India */
        "foreign_land_border"?: boolean;
    }>;
    /** Total number of members, if more than the parties listed */
    "total_members"?: number;
    /** Board seats each party may appoint, by party name */
    "board_seats"?: {
        [key: string]: number;
    };
    "tool_type": "jv-governance";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_pillar_two = {
    /** Calendar year in which the tested fiscal year begins (the Art. 9.2 rates follow it) */
    "fiscal_year": number;
    /** Consolidated group revenue in EUR for each of the four fiscal years immediately before the tested year */
    "group_revenue_eur": Array<number>;
    /** Length in months of each of those four fiscal years, in the same order; a year that is not 12 months long has the EUR 750m threshold adjusted proportionally (Art. 1.1.2). Default: 12 each */
    "group_fiscal_year_months"?: Array<number>;
    /** Per-jurisdiction GloBE figures, one currency */
    "jurisdictions": Array<{
        /** ISO 3166-1 alpha-2 code of the jurisdiction whose constituent entities are aggregated */
        "code": string;
        /** Net GloBE Income (negative for a Net GloBE Loss), in the group's currency */
        "globe_income": number;
        /** Adjusted Covered Taxes of the jurisdiction */
        "covered_taxes": number;
        /** Eligible payroll costs of eligible employees (Art. 5.3.3) */
        "payroll_costs": number;
        /** Carrying value of eligible tangible assets (Art. 5.3.4) */
        "tangible_assets": number;
        /** GloBE revenue of the jurisdiction */
        "revenue": number;
        /** Qualified Domestic Minimum Top-up Tax payable in the jurisdiction */
        "qdmtt_paid"?: number;
        /** The two preceding fiscal years' GloBE revenue and income there, most recent first, for the de minimis averages (Art. 5.5.2); a year with no constituent entity there is left out */
        "prior_years"?: Array<{
            /** GloBE revenue of the jurisdiction in that year */
            "revenue": number;
            /** GloBE income (negative for a loss) of the jurisdiction in that year */
            "globe_income": number;
        }>;
        /** The group elects the de minimis exclusion for the jurisdiction this year (Art. 5.5.1) */
        "de_minimis_election"?: boolean;
        /** The group elects not to apply the substance-based income exclusion in the jurisdiction this year (Art. 5.3.1) */
        "sbie_election_off"?: boolean;
        /** The jurisdiction's QDMTT qualifies for the QDMTT Safe Harbour and the group elects it: GloBE top-up tax there is deemed nil (AG 17 Jul 2023) */
        "qdmtt_safe_harbour"?: boolean;
        /** Additional Current Top-up Tax from recomputing earlier years (Art. 5.4), added to this year's */
        "additional_current_top_up_tax"?: number;
        /** The jurisdiction's constituent entities and their GloBE income or loss, to allocate its top-up tax among them (Art. 5.2.4; in a loss year with negative covered taxes, Art. 5.4.3 by each entity's covered taxes) */
        "entities"?: Array<{
            "name": string;
            /** The constituent entity's GloBE income (negative for a GloBE loss) */
            "globe_income": number;
            /** The constituent entity's Adjusted Covered Taxes (negative allowed): needed to allocate a loss year's Art. 4.1.5 top-up tax (Art. 5.4.3) */
            "covered_taxes"?: number;
        }>;
    }>;
    /** Unit of the per-jurisdiction amounts: euros, or millions of euros (the EUR 10m / 1m de minimis thresholds follow it) */
    "amount_unit"?: "EUR" | "EUR_m";
    /** ISO code of the Ultimate Parent Entity's jurisdiction (decides the Side-by-Side, UPE and transitional UTPR safe harbours and where the IIR is applied) */
    "upe_jurisdiction"?: string;
    /** Statutory corporate income tax rate of the UPE jurisdiction, national plus the lowest sub-national rate (transitional UTPR safe harbour: at least 20%) */
    "upe_cit_rate_pct"?: number;
    /** The group elects the Side-by-Side Safe Harbour (UPE in a jurisdiction with a Qualified SbS Regime; fiscal years from 2026) */
    "sbs_election"?: boolean;
    /** Whether the top-up tax is charged under an Income Inclusion Rule first (Arts. 2.1–2.3) */
    "iir"?: {
        /** A Qualified IIR is in force for the year in the UPE's (or a parent's) jurisdiction */
        "applies": boolean;
        /** The parent's allocable share of the low-taxed entities' income (Art. 2.2); 100 for wholly-owned */
        "inclusion_ratio_pct"?: number;
    };
    /** Where the group's employees and tangible assets are, for allocating the UTPR top-up tax (Art. 2.6) */
    "utpr_jurisdictions"?: Array<{
        /** ISO code of a jurisdiction where the group has constituent entities */
        "code": string;
        /** Number of employees of its constituent entities (Art. 2.6.1) */
        "employees": number;
        /** Net book value of its constituent entities' tangible assets, averaged over the year (Art. 2.6.1) */
        "tangible_assets_nbv": number;
        /** Whether a Qualified UTPR is in force there for the year (only those share the UTPR top-up) */
        "qualified_utpr"?: boolean;
    }>;
    /** For the exclusion from the UTPR of groups in the initial phase of their international activity (Art. 9.3); the IIR is unaffected */
    "initial_phase"?: {
        /** Number of jurisdictions in which the group has constituent entities this fiscal year (Art. 9.3.2(a): at most 6) */
        "jurisdictions_with_entities": number;
        /** Net book value of the tangible assets of all constituent entities outside the Reference Jurisdiction (the one with the most tangible assets), in amount_unit (Art. 9.3.2(b): at most EUR 50m) */
        "tangible_assets_outside_reference": number;
        /** Calendar year in which the group's five-year initial-phase period began: its first fiscal year within the GloBE Rules (Art. 9.3); check the local rule for groups already in scope when the UTPR took effect */
        "period_start_fy": number;
    };
    "tool_type": "pillar-two";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_project_finance = {
    /** Remaining loan-life periods in order, starting with the first period after the calculation date */
    "periods": Array<{
        /** Period name, e.g. "FY2027" or "2027-H1" */
        "label": string;
        /** Cash flow available for debt service in the period */
        "cfads": number;
        /** Scheduled principal plus interest due in the period */
        "debt_service": number;
    }>;
    /** Senior debt outstanding at the calculation date (for LLCR) */
    "debt_outstanding"?: number;
    /** Per-period discount rate for LLCR, in percent (usually the weighted cost of debt) */
    "discount_rate_pct"?: number;
    /** Total project debt (for gearing) */
    "total_debt"?: number;
    /** Total equity, including shareholder loans treated as equity (for gearing) */
    "total_equity"?: number;
    /** Covenant: minimum DSCR (e.g. 1.20); a period below it is a breach */
    "min_dscr"?: number;
    /** Covenant: distribution lock-up DSCR */
    "lockup_dscr"?: number;
    /** Covenant: minimum LLCR */
    "min_llcr"?: number;
    /** Covenant: maximum debt / (debt + equity), percent */
    "max_gearing_pct"?: number;
    /** Currency of every amount; default the jurisdiction's (INR for IN, USD for US, GBP for GB, SGD for SG, EUR for the EU and its member states) */
    "currency"?: "INR" | "EUR" | "USD" | "GBP" | "SGD";
    /** Whether the amounts are in full units of the currency or in millions */
    "amount_unit"?: "units" | "m";
    "tool_type": "project-finance";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_sandbox_nav = {
    /** Legal form of the applicant */
    "applicant_type"?: "company" | "bank" | "statutory_financial_institution" | "llp" | "partnership" | "individual" | "other";
    /** Whether the applicant is incorporated or registered in the regulator's country */
    "incorporated_locally"?: boolean;
    /** India: net worth per the latest audited balance sheet, rupees */
    "net_worth_inr"?: number;
    /** Whether the product uses new technology or uses existing technology in a new way */
    "innovative"?: boolean;
    /** Whether the product is expected to benefit consumers */
    "consumer_benefit"?: boolean;
    /** Whether the applicant is ready to test with real customers (test plan, safeguards, exit strategy) */
    "ready_to_test"?: boolean;
    /** Whether the product needs the sandbox (it cannot be tested under existing rules) */
    "needs_regulatory_relief"?: boolean;
    /** Whether promoters and directors meet fit-and-proper criteria */
    "fit_and_proper_promoters"?: boolean;
    /** India, framework of February 2024: whether the applicant complies with the Digital Personal Data Protection Act 2023 (without it eligibility stays open) */
    "data_protection_compliant"?: boolean;
    /** Planned start of the sandbox (for the stage timeline) (ISO date YYYY-MM-DD) */
    "test_start_date"?: string;
    "tool_type": "sandbox-nav";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_spv_advisor = {
    /** What the SPV is for */
    "purpose": "project_finance" | "real_estate" | "infrastructure" | "securitisation" | "fund" | "holding";
    /** Sponsor's share of the SPV's voting power, in percent */
    "sponsor_holding_pct": number;
    /** Sponsor company's paid-up share capital, in rupees */
    "sponsor_paid_up_capital"?: number;
    /** Sponsor's free reserves, in rupees */
    "sponsor_free_reserves"?: number;
    /** Sponsor's securities premium account, in rupees */
    "sponsor_securities_premium"?: number;
    /** Sponsor's existing loans, guarantees, security and investments counted under s.186, in rupees */
    "existing_exposure"?: number;
    /** New loan, guarantee, security or investment into the SPV, in rupees */
    "proposed_exposure"?: number;
    /** What the proposed exposure is: a loan, a guarantee or security for the SPV's loan, or an investment in its securities (the s.186(3) proviso treats a joint venture's investment differently). Default loan */
    "proposed_exposure_kind"?: "loan" | "guarantee" | "security" | "investment";
    /** The SPV is a joint venture company of the sponsor (s.186(3) proviso: loans, guarantees and security to it need no special resolution) */
    "spv_is_joint_venture"?: boolean;
    /** The sponsor is engaged in the business of providing infrastructural facilities (Schedule VI): s.186(11)(a) takes its loans, guarantees, security and investments out of s.186 except sub-section (1) */
    "sponsor_infrastructure_company"?: boolean;
    /** The SPV is held through a company in a treaty jurisdiction */
    "foreign_holding_company"?: boolean;
    "tool_type": "spv-advisor";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_tax_treaty = {
    /** ISO code of the country where the income arises and tax is withheld (the core computes for IN) */
    "source_country": string;
    /** ISO code of the recipient's country of residence */
    "residence_country": string;
    /** dividends | interest | royalties | fts (fees for technical services) */
    "income_type": "dividends" | "interest" | "royalties" | "fts";
    /** For dividends: the recipient company's holding in the payer, in percent */
    "shareholding_pct"?: number;
    /** company | bank (bank or financial institution) | individual | other */
    "recipient_type"?: "company" | "bank" | "individual" | "other";
    /** For royalties and FTS under treaties with a split rate: payments for the use of industrial, commercial or scientific equipment (and services ancillary to it), or other */
    "royalty_kind"?: "equipment" | "other";
    /** Whether the recipient holds a Tax Residency Certificate of its residence country */
    "has_trc": boolean;
    /** Whether Form 10F has been filed electronically */
    "form_10f_filed"?: boolean;
    /** Gross amount paid, in rupees */
    "amount": number;
    /** Date the sum is paid or credited, whichever is earlier (ISO date); default as_of. From 1 Apr 2026 the Income-tax Act 2025 governs. Dates before 1 Apr 2018 (for dividends, before 1 Apr 2020, when dividend distribution tax applied) are refused with a 400: their rates are not held */
    "payment_date"?: string;
    /** Whether the recipient has furnished a PAN; without one s.206AA can raise the rate to 20%. Default true */
    "has_pan"?: boolean;
    /** Without a PAN: whether the recipient gave its name, e-mail, address, TRC and tax identification number (Rule 37BC), which takes interest, royalties, FTS and dividends out of s.206AA */
    "rule_37bc_details"?: boolean;
    /** For interest: whether the money was borrowed (or the debt incurred) in foreign currency or in rupees. Foreign-currency interest bears 20%; rupee interest falls under "any other income" (35% for a foreign company from FY 2024-25, 40% before; 30% for other non-residents). Unknown: no domestic withholding is computed where it decides the answer */
    "loan_currency"?: "foreign_currency" | "rupee";
    /** Whether the recipient has a permanent establishment in India to which the payment is attributable (decides fees for technical services under a treaty without an FTS article) */
    "has_pe_in_india"?: boolean;
    /** For interest only: the instrument, where a concessional section may reach it (1961 Act). s194lb_infrastructure_debt_fund (s.194LB, 5%); s194lc_loan_agreement (foreign-currency loan, borrowed 1 Jul 2012 - 30 Jun 2023, 5%), s194lc_long_term_bond (issued 1 Oct 2014 - 30 Jun 2023, 5%), s194lc_rupee_bond_outside_india (issued before 1 Jul 2023, 5%), s194lc_ifsc_listed_bond (listed only on an IFSC exchange: 4% if issued 1 Apr 2020 - 30 Jun 2023, 9% from 1 Jul 2023); s194ld_government_security, s194ld_corporate_rupee_bond, s194ld_municipal_debt_security (s.194LD, 5% on interest payable to a foreign institutional or qualified foreign investor to 30 Jun 2023). Surcharge and cess are added; the lower treaty rate still prevails */
    "concessional_instrument"?: "s194lb_infrastructure_debt_fund" | "s194lc_loan_agreement" | "s194lc_long_term_bond" | "s194lc_rupee_bond_outside_india" | "s194lc_ifsc_listed_bond" | "s194ld_government_security" | "s194ld_corporate_rupee_bond" | "s194ld_municipal_debt_security";
    /** For s.194LC: the date the money was borrowed under the loan agreement or the bond was issued (ISO date) */
    "borrowed_or_issued_on"?: string;
    /** For s.194LC: the interest does not exceed the amount at the rate approved by the Central Government; for a corporate bond under s.194LD: its rate does not exceed the notified rate. Without it the section is not applied */
    "interest_rate_approved"?: boolean;
    "tool_type": "tax-treaty";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateRequest_ubo_mapper = {
    /** Name of the entity whose beneficial owners are sought */
    "entity": string;
    /** Ownership edges. An owner that never appears as `owned` and is not listed in legal_entities is a natural person. */
    "ownership": Array<{
        /** Holder: a natural person, or a legal entity */
        "owner": string;
        /** Entity held; anything that appears here is treated as a legal entity */
        "owned": string;
        /** Share of capital, votes or profits held, in percent */
        "percent": number;
    }>;
    /** Control other than through the ownership listed */
    "control"?: Array<{
        /** Natural person exercising control */
        "person": string;
        /** Entity controlled: the target or an intermediate owner */
        "entity": string;
        /** board_majority | voting_majority | significant_influence | senior_managing_official */
        "kind": "board_majority" | "voting_majority" | "significant_influence" | "senior_managing_official";
    }>;
    /** Owners that are legal entities although their owners are not given */
    "legal_entities"?: Array<string>;
    /** Overrides the jurisdiction's threshold (e.g. a member state's lower figure) */
    "threshold_pct"?: number;
    /** Overrides the jurisdiction's rule for indirect holdings */
    "indirect_method"?: "multiplicative" | "majority_lookthrough";
    /** IN only: sbo = Companies Act s.90 register; pmla = PMLA KYC rules */
    "india_regime"?: "sbo" | "pmla";
    /** US only: formed abroad and registered to do business in the US */
    "foreign_reporting_company"?: boolean;
    /** US only: beneficial owners who are US persons */
    "us_persons"?: Array<string>;
    "tool_type": "ubo-mapper";
    /** Jurisdiction code; default US. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type CorporateToolCatalogue = {
    "tools": Array<CorporateToolEntry>;
};
export type CorporateToolEntry = {
    "tool_type": "tax-treaty" | "pillar-two" | "anti-bribery" | "esg-supply-chain" | "export-controls" | "ubo-mapper" | "spv-advisor" | "jv-governance" | "insolvency" | "corp-secretary" | "franchise-dist" | "sandbox-nav" | "banking-lending" | "banking-compliance" | "banking-recovery" | "fintech-licensing" | "project-finance";
    "name": string;
    "description": string;
    /** JSON Schema of the tool's own request fields. */
    "input_schema": {
        [key: string]: unknown;
    };
    /** A request body that succeeds. */
    "example": {
        [key: string]: unknown;
    };
    /** Where the deterministic core computes; elsewhere: retrieval and the model only. */
    "jurisdictions": Array<string>;
    /** At least one of these, or `question`, must be given. */
    "key_fields": Array<string>;
};
export type CreatedApiKey = {
    "key_id": string;
    "name": string;
    "display_key": string;
    "scopes": Array<string>;
    "sandbox": boolean;
    "status": "active" | "expired" | "revoked";
    "created_at": string;
    "expires_at": string | null;
    "revoked_at": string | null;
    "last_used_at": string | null;
    "monthly_credit_limit": number | null;
    "requests_per_minute": number | null;
    /** The raw key: shown this once, never retrievable again. */
    "key": string;
};
export type DocumentAnalysis = {
    "request_id": string;
    "tenant_id": string;
    "jurisdiction": string;
    "analysis_type": "full" | "risk" | "compliance" | "summary";
    "document_title": string;
    "summary": string;
    "clauses": Array<DocumentClause>;
    "missing_clauses": Array<MissingClause>;
    /** The highest risk among the clause findings and missing-clause findings (low when none); null for analysis_type summary. */
    "overall_risk": "low" | "medium" | "high" | "critical" | null;
    /** analysis_type summary (and full): parties, dates, term and key obligations found in the text. */
    "key_facts": {
        "parties": Array<string>;
        "dates": Array<string>;
        "term": string | null;
        "key_obligations": Array<string>;
        /** Each party as the opening names it: legal name, the term the contract defines for it, and the role that term names (licensor, distributor…). */
        "party_details": Array<{
            "name": string;
            "role": string | null;
            "defined_as": string | null;
            /** A party contracting as trustee: the trust it acts for ("Oakfield Family Trust"); `name` is the trustee. Absent otherwise. */
            "acting_for"?: string;
        }>;
        /** The law the contract chooses, read from any sentence of it: jurisdiction code (null when the place is not one we know), the sentence, and the clause it is in. Null: none chosen. */
        "governing_law": {
            "jurisdiction": string | null;
            "text": string;
            /** The clause's position in `clauses`, 1..n. */
            "clause_number": number;
            /** The document's own number for the clause ("7.1"); null when it has none. */
            "clause_label": string | null;
        } | null;
        /** Where disputes go: the courts the contract gives jurisdiction and the arbitration it chooses, in the order it names them; empty when none. A choice of courts is not a choice of law (see governing_law). */
        "forum": Array<{
            "kind": "courts" | "arbitration";
            /** Courts: true when their jurisdiction is exclusive (or disputes go only there), false when non-exclusive or exclusive for one party only (see for_benefit_of), null when the contract does not say. Null for arbitration. */
            "exclusive": boolean | null;
            /** Where the courts or the arbitration sit, as the contract writes it; null when it names no place. */
            "place": string | null;
            /** Jurisdiction code of that place (US-DE, GB), null when it is not one we know. */
            "jurisdiction": string | null;
            /** The sentence that chooses it. */
            "text": string;
            "clause_number": number;
            /** The document's own number for the clause. */
            "clause_label": string | null;
            /** Courts: the party a one-sided jurisdiction clause is for ("for the benefit of the Lender only"), as the contract names it: it may still sue in other courts, the other party may not. Null when the clause binds both alike. */
            "for_benefit_of": string | null;
        }>;
        /** The kind of document; it decides which clauses are expected (an amendment or addendum is held to none). */
        "document_type": "nda" | "licence" | "distribution" | "supply" | "services" | "saas" | "employment" | "franchise" | "joint_venture" | "shareholders" | "loan" | "guarantee" | "lease" | "amendment" | "other";
        /** The term as a duration ("five (5) years" → 5 year), and the clause setting it. Null: none found. */
        "term_duration": {
            "amount": number;
            "unit": "day" | "business_day" | "week" | "month" | "year";
            "text": string;
            "clause_number": number;
        } | null;
        /** How the term renews. Null: the contract says nothing about renewal. */
        "renewal": {
            /** The term renews or continues by itself unless a party gives notice. */
            "automatic": boolean;
            /** Each renewal's length. */
            "period": {
                "amount": number;
                "unit": "day" | "business_day" | "week" | "month" | "year";
                /** As written. */
                "text": string;
            } | null;
            /** The notice window: how long before the end of a term notice must be given to stop a renewal (or to end the contract). */
            "notice": {
                "amount": number;
                "unit": "day" | "business_day" | "week" | "month" | "year";
                /** As written. */
                "text": string;
            } | null;
            "text": string;
            "clause_number": number;
            "clause_label": string | null;
        } | null;
        /** Amounts of money the contract states, in document order (at most 40). */
        "money_terms": Array<{
            /** fee: a fee, price, royalty or payment; cap: a cap on liability; minimum: a minimum payment, spend or purchase; quota: a sales or revenue target; penalty: a sum payable on breach or late payment. */
            "kind": "fee" | "cap" | "minimum" | "quota" | "penalty" | "other";
            /** ISO 4217 code; a bare $ is read as USD. */
            "currency": string;
            "amount": number;
            /** The amount as written. */
            "text": string;
            /** The sentence it is in (cut at 300 characters). */
            "context": string;
            "clause_number": number;
            "clause_label": string | null;
        }>;
        /** Notice windows, cure and payment periods, expiry and renewal dates, each with the clause it comes from (at most 40). */
        "deadlines": Array<{
            "kind": "renewal_notice" | "termination_notice" | "cure_period" | "payment_period" | "notice_period" | "expiry_date" | "renewal_date";
            "period": {
                "amount": number;
                "unit": "day" | "business_day" | "week" | "month" | "year";
                /** As written. */
                "text": string;
            } | null;
            /** The date as written, for expiry and renewal dates. */
            "date": string | null;
            "description": string;
            "clause_number": number;
            /** The document's own number for the clause. */
            "clause_label": string | null;
        }>;
    } | null;
    "pages": number;
    "citations": Array<Citation>;
    /** False when any citation in the response could not be verified. */
    "citation_validation_passed": boolean;
    "warnings": Array<Warning>;
    "disclaimer": string;
    /** Credits this call cost (extra field; also the X-Credits-Used header): the endpoint's price when billed, 0 when the answer is degraded (offline engine) or the key is a sandbox key. An idempotent replay returns the stored body, while its X-Credits-Used header is 0. */
    "credits_used": number;
    /** With output "docx": the uploaded document with a Word comment on each finding, base64. */
    "docx_base64"?: string;
    "docx_filename"?: string;
};
export type DocumentAnalyzeRequest = {
    "document_text"?: string;
    /** Base64 of a PDF or DOCX file (type detected from its bytes), at most 10 MiB decoded. */
    "document_base64"?: string;
    /** Jurisdiction code, case-insensitive: ISO 3166-1 alpha-2 (FR), EU, or ISO 3166-2 subdivision (US-CA). */
    "jurisdiction"?: string;
    /** full: every clause with risk, findings and a summary; risk: only clauses at medium risk or above plus missing-clause findings; compliance: the compliance check's detected regulations mapped onto clauses; summary: title, parties, dates, term, key obligations, no risk. */
    "analysis_type"?: "full" | "risk" | "compliance" | "summary";
    /** The party you act for, by name or role as the document calls it ("Customer", "Acme Ltd"). Omitted: neutral. */
    "perspective"?: string;
    /** docx (for a DOCX upload in document_base64) also returns the same document with a Word comment on each finding (risk, finding, suggested fix) anchored to its clause, in docx_base64. */
    "output"?: "json" | "docx";
};
export type DocumentCategory = {
    "id": string;
    "name": string;
    "source": "cuad" | "ours";
    "description": string;
};
export type DocumentCategoryCatalogue = {
    "categories": Array<DocumentCategory>;
};
export type DocumentClause = {
    /** Position in the document, 1..n. */
    "clause_number": number;
    "clause_text": string;
    "risk_level": "low" | "medium" | "high" | "critical";
    "findings": string;
    /** Each id is a citation_id in this response's citations. */
    "citation_ids": Array<string>;
    "heading": string | null;
    /** The document's own number for the clause ("12.3", "(a)", "Article 5"). */
    "label": string | null;
    "page": number;
    /** Main category id (GET /v1/documents/categories). */
    "category": string | null;
    "categories": Array<string>;
    "suggested_fix": string | null;
    /** For a limitation of liability, indemnity and the like: the party giving it (whose recovery a cap limits, the indemnifier); for a termination or assignment right, the party without it; for a restriction, exclusivity or payment, the party bound (who may not compete, grants exclusivity, pays). As the contract names it; "mutual" when each party gives it; null when not read. */
    "obligor": string | null;
    /** The party the clause protects or favours (whose liability it limits, who is indemnified, who may terminate or assign, who benefits from a restriction, exclusivity or payment); "mutual" when each party is; null when not read. */
    "beneficiary": string | null;
    /** For a clause tagged indemnification: who indemnifies whom, read from its indemnity sentences alone. A clause can limit one party's liability (obligor/beneficiary) and make the other indemnify (this); both null when it only refers to an indemnity given elsewhere. Absent or null for other clauses. */
    "indemnity"?: {
        /** The party that indemnifies; "mutual" when each party does; null when not read. */
        "obligor": string | null;
        /** The party indemnified; "mutual" when each party is; null when not read. */
        "beneficiary": string | null;
    } | null;
};
export type Jurisdictions = {
    "jurisdictions": Array<{
        "code": string;
        "name": string;
        /** Law of the parent also applies, e.g. EU for FR, US for US-CA. */
        "parent": string | null;
        "kind": "country" | "union" | "subdivision";
    }>;
};
export type LitigationAnalysis = {
    "id": string;
    "tool_type": "income-tax-lit" | "gst-lit" | "family-lit" | "property-lit" | "criminal-lit" | "consumer-lit" | "writ-petition" | "commercial-lit" | "insolvency-lit" | "ip-lit";
    "jurisdiction": string;
    /** The narrative: the model's explanation of the computed result, or the computed narrative. */
    "answer": string;
    /** Model input + output tokens; 0 when no model was used. */
    "tokens_used": number;
    "warnings": Array<Warning>;
    "disclaimer": string;
    /** The deterministic core's structured output (tool-specific); null outside the jurisdictions it covers. */
    "result": unknown | null;
    /** Every provision `result` and `answer` rest on; `citation_ids` in result point here. */
    "citations": Array<Citation>;
    "mode": "small" | "medium" | "deep";
    /** The model id used, or `offline`. */
    "model": string;
    /** Credits this call cost (extra field; also the X-Credits-Used header): the endpoint's price when billed, 0 when the answer is degraded (offline engine) or the key is a sandbox key. An idempotent replay returns the stored body, while its X-Credits-Used header is 0. */
    "credits_used": number;
};
export type LitigationRequest_commercial_lit = {
    /** suit: filing a commercial suit; written_statement: defending one; appeal: s.13 appeal from a judgment or order; arbitration_challenge: s.34 petition to set aside an award; arbitration_appeal: s.37 appeal. Default suit */
    "stage"?: "suit" | "written_statement" | "appeal" | "arbitration_challenge" | "arbitration_appeal";
    /** Value of the subject matter under CCA s.12 (claim with interest to the filing date, or market value), in rupees */
    "specified_value"?: number;
    /** Whether the dispute falls in a category of CCA s.2(1)(c) (default true) */
    "commercial_dispute"?: boolean;
    /** Whether the suit seeks urgent interim relief, which excuses s.12A pre-institution mediation */
    "urgent_interim_relief"?: boolean;
    /** Kind of claim, for its limitation article: Art. 55, Art. 19 or the residuary Art. 113 (default breach_of_contract) */
    "claim"?: "breach_of_contract" | "money_lent" | "other";
    /** Date of breach or of accrual of the right to sue (ISO date YYYY-MM-DD) */
    "cause_of_action_date"?: string;
    /** Date of the latest written acknowledgment of liability signed by the defendant (Limitation Act s.18) (ISO date YYYY-MM-DD) */
    "acknowledgment_date"?: string;
    /** Date of the latest payment on account of the debt by the person liable or its agent (Limitation Act s.19: a fresh period if made before expiry and acknowledged in the payer's handwriting or a writing the payer signed) (ISO date YYYY-MM-DD) */
    "part_payment_date"?: string;
    /** Days the parties spent in s.12A pre-institution mediation, which do not count for limitation */
    "mediation_days"?: number;
    /** Date the summons was served on the defendant (written statement) (ISO date YYYY-MM-DD) */
    "summons_served_date"?: string;
    /** Date of the judgment or order appealed from (s.13 or s.37 appeals) (ISO date YYYY-MM-DD) */
    "order_date"?: string;
    /** Days taken to obtain a certified copy of the order, applied for within the period (Limitation Act s.12(2)) */
    "certified_copy_days"?: number;
    /** Date a certified copy of the order was applied for (with the received date: the time between is excluded under Limitation Act s.12(2) if it was applied for within the period) (ISO date YYYY-MM-DD) */
    "certified_copy_applied_date"?: string;
    /** Date the certified copy was ready or received (ISO date YYYY-MM-DD) */
    "certified_copy_received_date"?: string;
    /** Court whose decision is appealed under s.13 (default commercial_court_district_judge) */
    "decided_by"?: "commercial_court_below_district_judge" | "commercial_court_district_judge" | "commercial_division";
    /** Date the party received the signed arbitral award (ISO date YYYY-MM-DD) */
    "award_received_date"?: string;
    /** Date the tribunal disposed of a s.33 request for correction or interpretation, if one was made (ISO date YYYY-MM-DD) */
    "correction_request_disposed_date"?: string;
    /** For a s.37 appeal outside the Commercial Courts Act: whether it lies to the High Court (90 days) or another court (30 days); default true */
    "appeal_to_high_court"?: boolean;
    "tool_type": "commercial-lit";
    /** Jurisdiction code; default IN. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type LitigationRequest_consumer_lit = {
    /** complaint: a new complaint; appeal_state: appeal from a District Commission order (s.41); appeal_national: appeal from a State Commission order (s.51); appeal_supreme_court: appeal from a National Commission order (s.67). Default complaint */
    "stage"?: "complaint" | "appeal_state" | "appeal_national" | "appeal_supreme_court";
    /** Value of the goods or services paid as consideration (this, not the claim, fixes the forum), in rupees */
    "consideration_paid"?: number;
    /** Date the cause of action arose (s.69 counts two years from it) (ISO date YYYY-MM-DD) */
    "cause_of_action_date"?: string;
    /** Date of the order appealed against (ISO date YYYY-MM-DD) */
    "order_date"?: string;
    /** Days taken to obtain a certified copy of the order, applied for within the period (Limitation Act s.12(2), applied through s.29(2)) */
    "certified_copy_days"?: number;
    /** Date a certified copy of the order was applied for (with the received date: the time between is excluded under Limitation Act s.12(2) if it was applied for within the period) (ISO date YYYY-MM-DD) */
    "certified_copy_applied_date"?: string;
    /** Date the certified copy was ready or received (ISO date YYYY-MM-DD) */
    "certified_copy_received_date"?: string;
    /** Amount the order requires the appellant to pay (the base of the 50% pre-deposit), in rupees */
    "amount_ordered"?: number;
    /** Who appeals; the pre-deposit applies to an appellant required to pay. Default opposite_party */
    "appellant"?: "complainant" | "opposite_party";
    /** appeal_national: the State Commission's order was itself made in an appeal (then the appeal lies only on a substantial question of law, s.51(2)) */
    "state_order_in_appeal"?: boolean;
    /** appeal_supreme_court: the National Commission's order was made in its original jurisdiction (s.67 allows an appeal only from those). Default true */
    "ncdrc_original_jurisdiction"?: boolean;
    "tool_type": "consumer-lit";
    /** Jurisdiction code; default IN. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type LitigationRequest_criminal_lit = {
    /** bail: regular bail; anticipatory_bail; default_bail: release when no charge-sheet is filed in time; cognizance: limitation for taking cognizance. Default: default_bail when custody_start_date is given, else bail */
    "stage"?: "bail" | "anticipatory_bail" | "default_bail" | "cognizance";
    /** IPC section of the offence (mapped to the BNS) */
    "ipc_section"?: string;
    /** CrPC section of the application or power (mapped to the BNSS) */
    "crpc_section"?: string;
    /** Indian Evidence Act section (mapped to the Bharatiya Sakshya Adhiniyam) */
    "evidence_section"?: string;
    /** Maximum imprisonment for the offence, in years (0: fine only) */
    "max_punishment_years"?: number;
    /** The offence is punishable with death or imprisonment for life */
    "punishable_with_death_or_life"?: boolean;
    /** First day of custody on remand (counted in the default-bail period) (ISO date YYYY-MM-DD) */
    "custody_start_date"?: string;
    /** Date the charge-sheet (police report) was filed, if it was (ISO date YYYY-MM-DD) */
    "chargesheet_filed_date"?: string;
    /** Date of the offence (or of the complainant's knowledge of it) (ISO date YYYY-MM-DD) */
    "offence_date"?: string;
    "tool_type": "criminal-lit";
    /** Jurisdiction code; default IN. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type LitigationRequest_family_lit = {
    /** mutual_consent: divorce by mutual consent; contested_divorce: a petition on fault grounds; appeal: from a decree. Default mutual_consent */
    "stage"?: "mutual_consent" | "contested_divorce" | "appeal";
    /** hma: Hindu Marriage Act 1955; special_marriage_act: Special Marriage Act 1954; family_courts_act: a Family Court order under neither (e.g. custody or property). Default hma */
    "act"?: "hma" | "family_courts_act" | "special_marriage_act";
    /** Court that decided or will decide (appeal periods differ). Default family_court */
    "court"?: "family_court" | "district_court";
    /** Date of the marriage (ISO date YYYY-MM-DD) */
    "marriage_date"?: string;
    /** Date the spouses began living separately (ISO date YYYY-MM-DD) */
    "separation_date"?: string;
    /** Date the joint petition (first motion) was presented (ISO date YYYY-MM-DD) */
    "first_motion_date"?: string;
    /** Date of the decree or order appealed against (ISO date YYYY-MM-DD) */
    "decree_date"?: string;
    /** Days taken to obtain a certified copy of the decree, applied for within the period (Limitation Act s.12(2)) */
    "certified_copy_days"?: number;
    /** Date a certified copy of the order was applied for (with the received date: the time between is excluded under Limitation Act s.12(2) if it was applied for within the period) (ISO date YYYY-MM-DD) */
    "certified_copy_applied_date"?: string;
    /** Date the certified copy was ready or received (ISO date YYYY-MM-DD) */
    "certified_copy_received_date"?: string;
    "tool_type": "family-lit";
    /** Jurisdiction code; default IN. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type LitigationRequest_gst_lit = {
    /** first_appeal: to the Appellate Authority (s.107); gstat: to the Appellate Tribunal (s.112); high_court: s.117. Default first_appeal */
    "stage"?: "first_appeal" | "gstat" | "high_court";
    /** Date the order appealed against was communicated (received) (ISO date YYYY-MM-DD) */
    "order_date"?: string;
    /** Tax in dispute, by head (the base of the pre-deposit) */
    "disputed_tax"?: {
        /** Disputed CGST, in rupees */
        "cgst"?: number;
        /** Disputed SGST or UTGST, in rupees */
        "sgst"?: number;
        /** Disputed IGST, in rupees */
        "igst"?: number;
    };
    /** Tax, interest, fine, fee and penalty admitted (paid in full before appealing), in rupees */
    "admitted_amount"?: number;
    /** The order demands only a penalty, no tax */
    "penalty_only"?: boolean;
    /** Penalty in dispute, for a penalty-only order, in rupees */
    "penalty_amount"?: number;
    /** Who appeals. Default taxpayer */
    "appellant"?: "taxpayer" | "department";
    /** gstat and high_court stages: which GSTAT bench decides or decided (Principal Bench orders go to the Supreme Court, s.118; State Bench orders to the High Court, s.117). Default state */
    "gstat_bench"?: "state" | "principal";
    "tool_type": "gst-lit";
    /** Jurisdiction code; default IN. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type LitigationRequest_income_tax_lit = {
    /** cit_appeals: first appeal to the (Joint) Commissioner (Appeals); itat: to the Income Tax Appellate Tribunal; high_court: on a substantial question of law; supreme_court: special leave. Default cit_appeals */
    "stage"?: "cit_appeals" | "itat" | "high_court" | "supreme_court";
    /** Date the order (or demand notice) appealed against was served, communicated or received (ISO date YYYY-MM-DD) */
    "order_date"?: string;
    /** Total income as assessed (sets the appeal fee), in rupees */
    "assessed_income"?: number;
    /** What the appeal is about: the total income as assessed (the fee follows it), or another subject matter such as a penalty order (first appeal: a flat ₹250, 2025 Act s.358(2)(d) / 1961 Act s.249(1); Tribunal under the 1961 Act: ₹500, s.253(6)(d)). Default assessed_income */
    "appeal_subject"?: "assessed_income" | "other";
    /** Assessment year under the 1961 Act, e.g. 2025-26 */
    "assessment_year"?: string;
    /** Tax year under the 2025 Act, e.g. 2026-27 */
    "tax_year"?: string;
    /** Who appeals. Default assessee */
    "appellant"?: "assessee" | "department";
    /** Tax effect of the disputed issues (the department's monetary limits), in rupees */
    "tax_effect"?: number;
    "tool_type": "income-tax-lit";
    /** Jurisdiction code; default IN. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type LitigationRequest_insolvency_lit = {
    /** initiation: a s.7/9/10 application to the NCLT; nclat_appeal: appeal from an NCLT order (s.61); supreme_court_appeal: appeal from an NCLAT order (s.62); cirp_timeline: the s.12 clock of an admitted process. Default initiation */
    "stage"?: "initiation" | "nclat_appeal" | "supreme_court_appeal" | "cirp_timeline";
    /** Who applies (s.7, s.9 or s.10) */
    "applicant"?: "financial_creditor" | "operational_creditor" | "corporate_debtor";
    /** Amount in default, in rupees */
    "default_amount"?: number;
    /** Date of default; limitation under Limitation Act Art. 137 runs from it (ISO date YYYY-MM-DD) */
    "default_date"?: string;
    /** Date of the latest written acknowledgment of the debt signed by the debtor before limitation expired (Limitation Act s.18) (ISO date YYYY-MM-DD) */
    "acknowledgment_date"?: string;
    /** Date of the latest payment on account of the debt by the person liable or its agent (Limitation Act s.19: a fresh period if made before expiry and acknowledged in the payer's handwriting or a writing the payer signed) (ISO date YYYY-MM-DD) */
    "part_payment_date"?: string;
    /** Date the s.8 demand notice or invoice was delivered to the corporate debtor (operational creditors) (ISO date YYYY-MM-DD) */
    "demand_notice_date"?: string;
    /** Whether the corporate debtor replied with notice of a pre-existing dispute within ten days of the demand notice */
    "dispute_notice_received"?: boolean;
    /** For allottees of a real estate project applying as financial creditors (s.7(1) proviso) */
    "allottees"?: {
        /** Allottees joining the application */
        "applicants": number;
        /** Total allottees of the same real estate project */
        "total": number;
    };
    /** nclat_appeal: date the NCLT order was pronounced; supreme_court_appeal: date the NCLAT order was received (ISO date YYYY-MM-DD) */
    "order_date"?: string;
    /** Days taken to obtain a certified copy of the NCLT order, applied for within the period (excluded under Limitation Act s.12(2)) */
    "certified_copy_days"?: number;
    /** Date a certified copy of the order was applied for (with the received date: the time between is excluded under Limitation Act s.12(2) if it was applied for within the period) (ISO date YYYY-MM-DD) */
    "certified_copy_applied_date"?: string;
    /** Date the certified copy was ready or received (ISO date YYYY-MM-DD) */
    "certified_copy_received_date"?: string;
    /** Date the NCLT admitted the application (s.12(1) counts 180 days from it) (ISO date YYYY-MM-DD) */
    "admission_date"?: string;
    /** Insolvency commencement date (appointment of the IRP); default the admission date (ISO date YYYY-MM-DD) */
    "insolvency_commencement_date"?: string;
    /** Whether the NCLT extended the process by up to 90 days on a 66% CoC vote (s.12(2)) */
    "extension_granted"?: boolean;
    "tool_type": "insolvency-lit";
    /** Jurisdiction code; default IN. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type LitigationRequest_ip_lit = {
    /** The right in issue; the tm_ and patent_ stages imply it */
    "ip_right"?: "trade_mark" | "copyright" | "patent";
    /** infringement_suit; tm_opposition (s.21(1)); tm_counter_statement (s.21(2)); tm_appeal (s.91); patent_opposition (s.25); patent_appeal (s.117A). Default infringement_suit */
    "stage"?: "infringement_suit" | "tm_opposition" | "tm_counter_statement" | "tm_appeal" | "patent_opposition" | "patent_appeal";
    /** Trade mark: whether it is registered (unregistered marks are protected only by passing off); default true */
    "registered"?: boolean;
    /** Date of the infringement sued on (Limitation Act Art. 88 runs from it) (ISO date YYYY-MM-DD) */
    "infringement_date"?: string;
    /** Whether the infringement is still going on */
    "infringement_continuing"?: boolean;
    /** Value of the suit (a commercial dispute at ₹3 lakh or more), in rupees */
    "suit_value"?: number;
    /** Whether the suit seeks urgent interim relief (excuses s.12A mediation) */
    "urgent_interim_relief"?: boolean;
    /** Patent suit: whether the defendant counter-claims for revocation */
    "counter_claim_revocation"?: boolean;
    /** Trade mark: date the application was advertised in the Trade Marks Journal (ISO date YYYY-MM-DD) */
    "journal_date"?: string;
    /** Trade mark: date the applicant received the copy of the notice of opposition (ISO date YYYY-MM-DD) */
    "opposition_received_date"?: string;
    /** tm_appeal: date the Registrar's order was communicated; patent_appeal: date of the Controller's decision (ISO date YYYY-MM-DD) */
    "order_date"?: string;
    /** Patent opposition: whether the patent has been granted (default false) */
    "patent_granted"?: boolean;
    /** Patent: date the grant was published (ISO date YYYY-MM-DD) */
    "grant_published_date"?: string;
    /** Copyright: year the author died, for the term of a literary, dramatic, musical or artistic work */
    "author_death_year"?: number;
    "tool_type": "ip-lit";
    /** Jurisdiction code; default IN. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type LitigationRequest_property_lit = {
    /** suit: a civil suit about immovable property; first_appeal / second_appeal: CPC ss.96 / 100; rera_complaint: s.31 complaint; rera_appeal: s.44 appeal to the Appellate Tribunal; rera_high_court_appeal: s.58 appeal; registration: presenting a document for registration; lease_termination: a notice to quit under TPA s.106. Default suit */
    "stage"?: "suit" | "first_appeal" | "second_appeal" | "rera_complaint" | "rera_appeal" | "rera_high_court_appeal" | "registration" | "lease_termination";
    /** For a suit: the relief claimed, which fixes its limitation article */
    "claim"?: "specific_performance" | "possession_on_title" | "declaration" | "cancellation_of_instrument" | "redemption_of_mortgage" | "recovery_after_dispossession";
    /** For a suit, the date time starts: date fixed for performance or notice of refusal (specific performance), date possession became adverse (possession on title), accrual of the right (declaration), knowledge of the facts (cancellation), accrual of the right to redeem (redemption), or dispossession (recovery after dispossession) (ISO date YYYY-MM-DD) */
    "cause_of_action_date"?: string;
    /** Value of the suit property or relief, in rupees */
    "suit_value"?: number;
    /** Whether the property is used exclusively in trade or commerce (a commercial dispute at ₹3 lakh or more) */
    "used_in_trade"?: boolean;
    /** Whether the suit is against the Government or a public officer (CPC s.80 notice) */
    "against_government"?: boolean;
    /** Date the notice was delivered: the s.80 notice to the Government (suit) or the notice to quit (lease_termination) (ISO date YYYY-MM-DD) */
    "notice_served_date"?: string;
    /** lease_termination: purpose of a lease with no agreed term or notice (six months' notice for agricultural or manufacturing leases, fifteen days otherwise) */
    "lease_purpose"?: "agricultural_or_manufacturing" | "other";
    /** Appeals: date of the decree (first_appeal, second_appeal); date a copy of the RERA order was received (rera_appeal); date the Tribunal's decision was communicated (rera_high_court_appeal) (ISO date YYYY-MM-DD) */
    "order_date"?: string;
    /** Days taken to obtain a certified copy of the decree, applied for within the period (Limitation Act s.12(2)) */
    "certified_copy_days"?: number;
    /** Date a certified copy of the order was applied for (with the received date: the time between is excluded under Limitation Act s.12(2) if it was applied for within the period) (ISO date YYYY-MM-DD) */
    "certified_copy_applied_date"?: string;
    /** Date the certified copy was ready or received (ISO date YYYY-MM-DD) */
    "certified_copy_received_date"?: string;
    /** first_appeal: whether the appeal lies to the High Court (90 days) rather than a District Court (30 days); default false */
    "appeal_to_high_court"?: boolean;
    /** RERA appeals: who appeals (a promoter must pre-deposit) */
    "appellant"?: "promoter" | "allottee" | "other";
    /** RERA: penalty imposed on the promoter, in rupees */
    "penalty_amount"?: number;
    /** RERA: total payable to the allottee including interest and compensation, in rupees */
    "amount_payable_to_allottee"?: number;
    /** RERA: area of land of the project in square metres */
    "project_land_sqm"?: number;
    /** RERA: number of apartments, all phases */
    "project_apartments"?: number;
    /** Registration: date the document was executed (ISO date YYYY-MM-DD) */
    "execution_date"?: string;
    /** Registration: the proper registration fee, to cap the late-presentation fine, in rupees */
    "registration_fee"?: number;
    /** Whether the sale deed, lease or other document the claim rests on is registered */
    "document_registered"?: boolean;
    "tool_type": "property-lit";
    /** Jurisdiction code; default IN. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type LitigationRequest_writ_petition = {
    /** writ_petition: a fresh petition; writ_appeal: intra-court appeal from a single judge; slp: special leave petition to the Supreme Court. Default writ_petition */
    "stage"?: "writ_petition" | "writ_appeal" | "slp";
    /** Whether the right asserted is a fundamental right in Part III (Art. 32 is open only for those) */
    "right_type"?: "fundamental_right" | "legal_right";
    /** What is challenged */
    "impugned"?: "executive_action" | "legislation" | "court_or_tribunal_order" | "detention" | "public_office" | "private_body";
    /** Date of the impugned action or order, from which delay is measured (ISO date YYYY-MM-DD) */
    "event_date"?: string;
    /** Whether the wrong continues (e.g. recurring pay or pension claims, ongoing detention) */
    "continuing_wrong"?: boolean;
    /** Limitation period of the civil suit for the same relief, used only as a yardstick for laches (default 3, the residuary period) */
    "analogous_limitation_years"?: number;
    /** An alternative statutory remedy open to the petitioner */
    "alternative_remedy"?: "none" | "statutory_appeal" | "sarfaesi_s17" | "other";
    /** Grounds that let a High Court entertain a writ despite an alternative remedy (Whirlpool) */
    "exceptions"?: Array<"fundamental_right" | "natural_justice" | "without_jurisdiction" | "vires_challenge">;
    /** SARFAESI: debt due as claimed by the secured creditor, for the s.18 appeal pre-deposit, in rupees */
    "debt_amount"?: number;
    /** writ_appeal / slp: date of the judgment appealed from (ISO date YYYY-MM-DD) */
    "order_date"?: string;
    /** Days taken to obtain a certified copy of the judgment, applied for within the period (Limitation Act s.12(2)) */
    "certified_copy_days"?: number;
    /** Date a certified copy of the order was applied for (with the received date: the time between is excluded under Limitation Act s.12(2) if it was applied for within the period) (ISO date YYYY-MM-DD) */
    "certified_copy_applied_date"?: string;
    /** Date the certified copy was ready or received (ISO date YYYY-MM-DD) */
    "certified_copy_received_date"?: string;
    "tool_type": "writ-petition";
    /** Jurisdiction code; default IN. A subdivision (IN-MH, US-CA) is the country plus that state. */
    "jurisdiction"?: string;
    /** ISO 639-1 language code, optionally with an ISO 3166-1 region: en, en-GB, hi, fr. */
    "language"?: string;
    /** true: Server-Sent Events in the chat framing. */
    "stream"?: boolean;
    /** small | medium | deep; omitted: chosen by the same heuristic as chat. */
    "mode"?: "small" | "medium" | "deep";
    /** Your facts and question in your own words (5 to 120,000 characters). */
    "question"?: string;
    /** ISO date the answer is judged against (is it still in time?); default today (UTC). */
    "as_of"?: string;
};
export type LitigationToolCatalogue = {
    "tools": Array<LitigationToolEntry>;
};
export type LitigationToolEntry = {
    "tool_type": "income-tax-lit" | "gst-lit" | "family-lit" | "property-lit" | "criminal-lit" | "consumer-lit" | "writ-petition" | "commercial-lit" | "insolvency-lit" | "ip-lit";
    "name": string;
    "description": string;
    /** JSON Schema of the tool's own request fields. */
    "input_schema": {
        [key: string]: unknown;
    };
    /** A request body that succeeds. */
    "example": {
        [key: string]: unknown;
    };
    /** Where the deterministic core computes; elsewhere: retrieval and the model only. */
    "jurisdictions": Array<string>;
    /** At least one of these, or `question`, must be given. */
    "key_fields": Array<string>;
};
export type MissingClause = {
    "category": string;
    "risk_level": "low" | "medium" | "high" | "critical";
    "finding": string;
    "suggested_fix": string;
    "citation_ids": Array<string>;
};
/** RFC 9457 problem details. */
export type Problem = {
    "type": string;
    "title": string;
    "status": number;
    "detail": string;
    "code": "invalid_request" | "unreadable_document" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "insufficient_credits" | "insufficient_scope" | "not_found" | "method_not_allowed" | "idempotency_key_in_use" | "already_exists" | "request_timeout" | "payload_too_large" | "unsupported_media_type" | "expectation_failed" | "idempotency_key_mismatch" | "rate_limited" | "key_rate_limited" | "request_header_fields_too_large" | "key_credit_limit_reached" | "client_closed_request" | "internal_error" | "service_unavailable";
    "request_id": string;
    "errors"?: Array<{
        "field": string;
        "message": string;
    }>;
};
export type Sources = {
    "jurisdiction": string | null;
    /** The filter and its parents, most specific first; null without a filter. */
    "jurisdictions_included": Array<string> | null;
    "totals": {
        "instruments": number;
        "provisions": number;
        "jurisdictions": number;
    };
    "sources": Array<{
        /** The id citations carry, e.g. us-flsa. */
        "source_id": string;
        "title": string;
        "short_names": Array<string>;
        "jurisdiction": string;
        "kind": "statute" | "regulation" | "directive" | "code" | "standard";
        "provision_label": "article" | "section" | "rule" | "regulation" | "paragraph";
        /** Code prefix provisions are cited under, e.g. "29 U.S.C.". */
        "codified_at": string | null;
        "provision_count": number;
        "official_url": string;
        /** Enactment or adoption date, YYYY-MM-DD or YYYY. */
        "date": string;
        /** When the numbers and headings were last checked against the official source. */
        "as_of": string | null;
        /** Shipped with the service, or imported by the operator. */
        "origin": "builtin" | "import";
    }>;
};
export type Status = {
    "status": "ok" | "degraded" | "down";
    "checked_at": string;
    "auth_required": false;
    "rate_limit_tiers": {
        "free": number;
        "tier1": number;
        "tier2": number;
        "enterprise": number;
    };
    "dedicated_capacity_configured": boolean;
    "model_provider_reachable": boolean;
    /** Share of /v1 calls answered 5xx in the last 15 minutes. */
    "recent_error_rate_pct": number;
    "endpoints": Array<string>;
};
export type Usage = {
    "tenant_id": string;
    "credits_balance": number;
    "tier": "free" | "tier1" | "tier2" | "enterprise";
    "rate_limit_per_minute": number;
    "day": {
        /** Start of the period (UTC). */
        "start": string;
        "calls": number;
        "credits": number;
        "by_endpoint": Array<{
            "endpoint": string;
            "calls": number;
            "credits": number;
            /** Calls answered 4xx or 5xx; a call its client abandoned before the answer (recorded as 499) is not counted. */
            "errors": number;
        }>;
    };
    "month": {
        /** Start of the period (UTC). */
        "start": string;
        "calls": number;
        "credits": number;
        "by_endpoint": Array<{
            "endpoint": string;
            "calls": number;
            "credits": number;
            /** Calls answered 4xx or 5xx; a call its client abandoned before the answer (recorded as 499) is not counted. */
            "errors": number;
        }>;
    };
};
export type User = {
    "user_id": string;
    "email": string;
    "name": string | null;
    "tier": "free" | "tier1" | "tier2" | "enterprise";
    "staff": boolean;
    "credits_balance": number;
    "created_at": string;
};
/** A non-fatal note about the response, e.g. degraded, sandbox, unverified_citation. */
export type Warning = {
    "code": string;
    "message": string;
};
/** Every endpoint in the document, keyed "METHOD /path": request body, query and success body. */
export interface Endpoints {
    "GET /v1/admin/users": {
        operationId: "admin.users.list";
        request: never;
        query: {
            "email"?: string;
        };
        response: {
            "data": Array<User>;
        };
    };
    "GET /v1/admin/users/{user_id}/keys": {
        operationId: "admin.keys.list";
        request: never;
        query: never;
        response: {
            "data": Array<ApiKey>;
        };
    };
    "GET /v1/audit/tools": {
        operationId: "audit.tools.list";
        request: never;
        query: never;
        response: AuditToolCatalogue;
    };
    "GET /v1/contracts/types": {
        operationId: "contracts.types.list";
        request: never;
        query: never;
        response: ContractTypeCatalogue;
    };
    "GET /v1/corporate/tools": {
        operationId: "corporate.tools.list";
        request: never;
        query: never;
        response: CorporateToolCatalogue;
    };
    "GET /v1/documents/categories": {
        operationId: "documents.categories.list";
        request: never;
        query: never;
        response: DocumentCategoryCatalogue;
    };
    "GET /v1/jurisdictions": {
        operationId: "jurisdictions.list";
        request: never;
        query: never;
        response: Jurisdictions;
    };
    "GET /v1/litigation/tools": {
        operationId: "litigation.tools.list";
        request: never;
        query: never;
        response: LitigationToolCatalogue;
    };
    "GET /v1/openapi.json": {
        operationId: "openapi.get";
        request: never;
        query: never;
        response: {
            [key: string]: unknown;
        };
    };
    "GET /v1/sources": {
        operationId: "sources.list";
        request: never;
        query: {
            /** Only the instruments that ground an answer in this jurisdiction: its own and its parents' (FR lists FR and EU; US-CA lists US-CA and US), as retrieval searches them. A country's subdivisions are not included. Case-insensitive. */
            "jurisdiction"?: string;
        };
        response: Sources;
    };
    "GET /v1/status": {
        operationId: "status.check";
        request: never;
        query: never;
        response: Status;
    };
    "GET /v1/usage": {
        operationId: "usage.get";
        request: never;
        query: never;
        response: Usage;
    };
    "PATCH /v1/admin/keys/{key_id}": {
        operationId: "admin.keys.update";
        request: {
            /** Most credits this key may spend per calendar month (UTC); null = no cap (only the balance limits it). */
            "monthly_credit_limit"?: number | null;
            /** Most requests per minute for this key, on top of the account's tier limit; null = no cap. */
            "requests_per_minute"?: number | null;
        };
        query: never;
        response: ApiKey;
    };
    "PATCH /v1/admin/users/{user_id}": {
        operationId: "admin.users.update";
        request: {
            "tier"?: "free" | "tier1" | "tier2" | "enterprise";
            "staff"?: boolean;
        };
        query: never;
        response: User;
    };
    "POST /v1/admin/keys/{key_id}/revoke": {
        operationId: "admin.keys.revoke";
        request: never;
        query: never;
        response: ApiKey;
    };
    "POST /v1/admin/users": {
        operationId: "admin.users.create";
        request: {
            "email": string;
            "password"?: string;
            "name"?: string;
            "staff"?: boolean;
            "tier"?: "free" | "tier1" | "tier2" | "enterprise";
            "credits"?: number;
        };
        query: never;
        response: User;
    };
    "POST /v1/admin/users/{user_id}/credits": {
        operationId: "admin.users.credits";
        request: {
            /** Credits to grant; a negative amount removes credits but never below a zero balance. */
            "amount": number;
            "reason"?: string;
        };
        query: never;
        response: {
            "user_id": string;
            "credits_balance": number;
        };
    };
    "POST /v1/admin/users/{user_id}/keys": {
        operationId: "admin.keys.create";
        request: {
            "name": string;
            /** Scopes, or ["all"] for the 7 public scopes. "admin" only for staff users. */
            "scopes": Array<"chat" | "documents" | "compliance" | "corporate" | "litigation" | "audit" | "contracts" | "admin" | "all">;
            "sandbox"?: boolean;
            /** ISO 8601; must be in the future. */
            "expires_at"?: string;
            /** Most credits this key may spend per calendar month (UTC); null = no cap (only the balance limits it). */
            "monthly_credit_limit"?: number | null;
            /** Most requests per minute for this key, on top of the account's tier limit; null = no cap. */
            "requests_per_minute"?: number | null;
        };
        query: never;
        response: CreatedApiKey;
    };
    "POST /v1/audit/analyze": {
        operationId: "audit.analyze";
        request: AuditRequest_risk | AuditRequest_materiality | AuditRequest_program | AuditRequest_going_concern | AuditRequest_opinion | AuditRequest_ia_charter | AuditRequest_ia_qaip | AuditRequest_ia_payroll_fn | AuditRequest_ia_it_audit | AuditRequest_ubo_compliance | AuditRequest_agm_planner | AuditRequest_murabaha | AuditRequest_zakat | AuditRequest_complete_audit | AuditRequest_performance_audit | AuditRequest_procurement_audit;
        query: never;
        response: AuditAnalysis;
    };
    "POST /v1/chat/completions": {
        operationId: "chat.completions.create";
        request: ChatRequest;
        query: never;
        response: ChatCompletion;
    };
    "POST /v1/compliance/check": {
        operationId: "compliance.check";
        request: ComplianceRequest;
        query: never;
        response: ComplianceCheck;
    };
    "POST /v1/contracts/draft": {
        operationId: "contracts.draft";
        request: ContractDraftRequest;
        query: never;
        response: ContractDraft;
    };
    "POST /v1/corporate/analyze": {
        operationId: "corporate.analyze";
        request: CorporateRequest_tax_treaty | CorporateRequest_pillar_two | CorporateRequest_anti_bribery | CorporateRequest_esg_supply_chain | CorporateRequest_export_controls | CorporateRequest_ubo_mapper | CorporateRequest_spv_advisor | CorporateRequest_jv_governance | CorporateRequest_insolvency | CorporateRequest_corp_secretary | CorporateRequest_franchise_dist | CorporateRequest_sandbox_nav | CorporateRequest_banking_lending | CorporateRequest_banking_compliance | CorporateRequest_banking_recovery | CorporateRequest_fintech_licensing | CorporateRequest_project_finance;
        query: never;
        response: CorporateAnalysis;
    };
    "POST /v1/documents/analyze": {
        operationId: "documents.analyze";
        request: DocumentAnalyzeRequest;
        query: never;
        response: DocumentAnalysis;
    };
    "POST /v1/litigation/analyze": {
        operationId: "litigation.analyze";
        request: LitigationRequest_income_tax_lit | LitigationRequest_gst_lit | LitigationRequest_family_lit | LitigationRequest_property_lit | LitigationRequest_criminal_lit | LitigationRequest_consumer_lit | LitigationRequest_writ_petition | LitigationRequest_commercial_lit | LitigationRequest_insolvency_lit | LitigationRequest_ip_lit;
        query: never;
        response: LitigationAnalysis;
    };
}
