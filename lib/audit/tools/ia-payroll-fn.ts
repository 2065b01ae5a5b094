import { z } from "zod";
import type { RiskRating } from "@/lib/audit/tool";
import { payrollExceptions } from "@/lib/audit/tools/payroll/analytics";
import { PAYROLL_PROGRAMME, payrollTests } from "@/lib/audit/tools/payroll/programme";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";
import { InputProblems } from "@/lib/audit/tools/shared/errors";
import { money, isoDate, nonEmptyText, nonNegativeFigure } from "@/lib/tools/figures";
import { resultBase } from "@/lib/audit/tools/shared/schemas";

const optionalText = (d: string) => z.string().trim().min(1).optional().describe(d);

export const iaPayrollInput = z.strictObject({
  entity_name: nonEmptyText("Entity whose payroll is audited"),
  period: nonEmptyText("Period under audit, e.g. FY 2024-25"),
  employees: z
    .array(
      z.strictObject({
        id: nonEmptyText("Employee id"),
        name: optionalText("Name"),
        hire_date: isoDate("Date joined").optional(),
        termination_date: isoDate("Date left").optional(),
        bank_account: optionalText("Salary bank account"),
        address: optionalText("Home address"),
      }),
    )
    .optional()
    .describe("Payroll master file; with it, the master-file tests run"),
  payments: z
    .array(
      z.strictObject({
        id: optionalText("Payment reference"),
        employee_id: nonEmptyText("Employee id paid"),
        date: isoDate("Payment date"),
        amount: money("Net amount paid"),
        bank_account: optionalText("Account paid into"),
        deductions: money("Total deductions withheld").optional(),
        overtime_hours: nonNegativeFigure("Overtime hours paid").optional(),
        approved_overtime_hours: nonNegativeFigure("Overtime hours on approved timesheets").optional(),
      }),
    )
    .optional()
    .describe("Payment register; needs the master file (employees) to test against"),
});
type IaPayrollInput = z.infer<typeof iaPayrollInput>;

export const iaPayrollResult = z.object({
  ...resultBase,
  entity_name: z.string(),
  period: z.string(),
  programme: z.array(
    z.object({
      ref: z.string(),
      area: z.string(),
      objective: z.string(),
      procedure: z.string(),
      automated_tests: z.array(z.enum(payrollTests)),
      status: z.enum(["performed", "not_performed", "manual"]).describe("performed: automated tests run on the records supplied; manual: needs evidence outside the records"),
      exceptions: z.number(),
    }),
  ),
  exceptions: z.array(
    z.object({
      test: z.enum(payrollTests),
      severity: z.enum(["high", "medium"]),
      employee_ids: z.array(z.string()),
      payment_refs: z.array(z.string()),
      detail: z.string(),
    }),
  ),
  records_tested: z.object({ employees: z.number(), payments: z.number() }),
});
type IaPayrollResult = z.infer<typeof iaPayrollResult>;

function run(input: IaPayrollInput): IaPayrollResult {
  const problems = new InputProblems();
  if (input.payments && !input.employees) problems.add("employees", "payments can only be tested against a master file; supply employees");
  const ids = new Map<string, number>();
  input.employees?.forEach((e, i) => {
    if (ids.has(e.id)) problems.add(`employees.${i}.id`, `duplicate employee id ${e.id}`);
    ids.set(e.id, i);
    if (e.hire_date && e.termination_date && e.termination_date < e.hire_date) {
      problems.add(`employees.${i}.termination_date`, "is before the hire date");
    }
  });
  problems.throwIfAny();

  const employees = input.employees ?? [];
  const payments = input.payments ?? [];
  const hasRecords = input.employees !== undefined;
  const exceptions = hasRecords ? payrollExceptions(employees, payments) : [];
  const testsWithData = new Set(payments.length > 0 ? payrollTests : ["shared_bank_account", "missing_personal_data", "po_box_address"]);

  const programme = PAYROLL_PROGRAMME.map((step) => {
    const runnable = step.automated_tests.filter((t) => testsWithData.has(t));
    const status: "performed" | "not_performed" | "manual" =
      step.automated_tests.length === 0 ? "manual" : hasRecords && runnable.length > 0 ? "performed" : "not_performed";
    return { ...step, status, exceptions: exceptions.filter((x) => step.automated_tests.includes(x.test)).length };
  });

  const findings: string[] = [`Payroll audit programme for ${input.entity_name}, ${input.period}: ${programme.length} procedures.`];
  let rating: RiskRating;
  if (!hasRecords) {
    rating = "medium";
    findings.push("No master file or payment records were supplied, so the automated tests (ghost employees, shared bank accounts, pay after termination, duplicates, overtime) were not run; request the master file, HR leavers list, payment register and timesheets for the period.");
  } else {
    if (payments.length === 0) findings.push("No payment register was supplied: only the master-file tests were run.");
    const highTests = new Set(exceptions.filter((x) => x.severity === "high").map((x) => x.test));
    rating = highTests.size >= 2 ? "critical" : highTests.size === 1 ? "high" : exceptions.length > 0 ? "medium" : "low";
    findings.push(exceptions.length === 0 ? "The automated tests found no exceptions." : `${exceptions.length} exception(s) found; follow each up to source documents.`);
    for (const test of payrollTests) {
      const n = exceptions.filter((x) => x.test === test).length;
      if (n > 0) findings.push(`${test.replaceAll("_", " ")}: ${n}.`);
    }
  }
  findings.push("Key controls to confirm in every period: segregation of master-file maintenance, processing and payment release; independent review of master-file changes; approval of the payroll register before payment.");
  findings.push("Payroll schemes featured in about 9% of occupational fraud cases in the ACFE's 2012 survey.");

  return {
    findings,
    risk_rating: rating,
    entity_name: input.entity_name,
    period: input.period,
    programme,
    exceptions,
    records_tested: { employees: employees.length, payments: payments.length },
  };
}

export const iaPayrollFnTool = defineTool({
  tool_type: "ia_payroll_fn",
  name: "Internal audit: payroll function",
  description:
    "Payroll audit programme for an entity and period; with master-file and payment records it also tests for payments to people not on the master file, shared bank accounts, pay after termination, duplicates and unapproved overtime.",
  input: iaPayrollInput,
  result: iaPayrollResult,
  example: { tool_type: "ia_payroll_fn", jurisdiction: "IN", entity_name: "Acme Manufacturing Pvt Ltd", period: "FY 2024-25" },
  run: (input) => run(input),
});
