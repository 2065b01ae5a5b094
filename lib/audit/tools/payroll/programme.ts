/** Automated tests this tool can run on supplied records. */
export const payrollTests = [
  "not_on_master_file",
  "shared_bank_account",
  "paid_to_account_not_on_master",
  "paid_after_termination",
  "paid_before_hire",
  "duplicate_payment",
  "overtime_exceeds_approved",
  "overtime_without_approval",
  "missing_personal_data",
  "po_box_address",
  "no_deductions",
] as const;
export type PayrollTest = (typeof payrollTests)[number];

export interface ProgrammeStep {
  ref: string;
  area: string;
  objective: string;
  procedure: string;
  automated_tests: PayrollTest[];
}

/** The standard payroll audit programme, in this tool's own words. */
export const PAYROLL_PROGRAMME: ProgrammeStep[] = [
  {
    ref: "PR-01",
    area: "Ghost employees",
    objective: "Everyone paid exists and works for the entity",
    procedure: "Match the payroll master file to the HR list of active staff; follow up people paid but not on the HR list, and records with missing personal data, PO-box addresses or no deductions.",
    automated_tests: ["not_on_master_file", "missing_personal_data", "po_box_address", "no_deductions"],
  },
  {
    ref: "PR-02",
    area: "Bank details",
    objective: "Pay goes only to the employee's own account",
    procedure: "Look for one bank account shared by two or more employees, and for payments to accounts not on the master file.",
    automated_tests: ["shared_bank_account", "paid_to_account_not_on_master"],
  },
  {
    ref: "PR-03",
    area: "Leavers",
    objective: "No one is paid after leaving",
    procedure: "Compare payment dates with termination dates; vouch final settlements and recover any overpayment.",
    automated_tests: ["paid_after_termination"],
  },
  {
    ref: "PR-04",
    area: "Joiners",
    objective: "New hires are genuine and paid the approved rate",
    procedure: "Check that each new hire's starting pay was approved by HR and the line manager, and that no one was paid before joining.",
    automated_tests: ["paid_before_hire"],
  },
  {
    ref: "PR-05",
    area: "Master-file changes",
    objective: "Changes to bank details are authorised",
    procedure: "Trace direct-deposit changes to a signed request from the employee, confirmed independently.",
    automated_tests: [],
  },
  {
    ref: "PR-06",
    area: "Deductions and benefits",
    objective: "Statutory deductions and benefits are correct and paid over",
    procedure: "Trace tax, social-security and benefit deductions to supporting forms and to the filings and remittances made.",
    automated_tests: [],
  },
  {
    ref: "PR-07",
    area: "Hours and overtime",
    objective: "Overtime paid was worked and approved",
    procedure: "Reconcile paid hours and overtime to approved timesheets; look for suspiciously uniform clock-in and clock-out patterns.",
    automated_tests: ["overtime_exceeds_approved", "overtime_without_approval"],
  },
  {
    ref: "PR-08",
    area: "Rate changes and variable pay",
    objective: "Pay rises, bonuses and commissions are authorised",
    procedure: "Vouch a sample of rate changes, bonuses and commissions to written approval.",
    automated_tests: [],
  },
  {
    ref: "PR-09",
    area: "Segregation of duties",
    objective: "No one person can add an employee and release pay",
    procedure: "Confirm that master-file maintenance, payroll processing and payment release sit with different people, and that master-file changes are reviewed independently each period.",
    automated_tests: [],
  },
  {
    ref: "PR-10",
    area: "Approval before payment",
    objective: "Only approved payrolls are paid",
    procedure: "Check that each payroll register was approved before payment and that manual cheques carry two signatures.",
    automated_tests: ["duplicate_payment"],
  },
  {
    ref: "PR-11",
    area: "Reconciliations",
    objective: "Payroll agrees with the ledger and the tax filings",
    procedure: "Reconcile the payroll sub-ledger to the general ledger (at least quarterly if they are not integrated) and employer tax filings to remittances.",
    automated_tests: [],
  },
  {
    ref: "PR-12",
    area: "Uncashed cheques",
    objective: "Unclaimed pay is not misappropriated",
    procedure: "Review uncashed payroll cheques and their follow-up.",
    automated_tests: [],
  },
];
