import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { iaPayrollFnTool } from "@/lib/audit/tools/ia-payroll-fn";
import { inputErrorFields, propertyRuns, runTool } from "@/lib/audit/tools/shared/testing";

const run = (body: Record<string, unknown>) => runTool(iaPayrollFnTool, body, "IN");
const minimal = { entity_name: "Acme Manufacturing Pvt Ltd", period: "FY 2024-25" };

const employees = [
  { id: "E1", name: "Asha", bank_account: "HDFC-0001", address: "12 MG Road", hire_date: "2023-01-01" },
  { id: "E2", name: "Bala", bank_account: "hdfc 0001", address: "P.O. Box 44" },
  { id: "E3", name: "Chen", bank_account: "ICICI-9", address: "3 Park St", termination_date: "2024-06-30" },
  { id: "E4", name: "Dev", address: "9 Hill Rd" },
];
const payments = [
  { id: "P1", employee_id: "E1", date: "2024-07-31", amount: 50_000, deductions: 5_000 },
  { id: "P2", employee_id: "E1", date: "2024-07-31", amount: 50_000, deductions: 5_000 },
  { id: "P3", employee_id: "E3", date: "2024-07-31", amount: 40_000 },
  { id: "P4", employee_id: "E9", date: "2024-07-31", amount: 30_000 },
  { id: "P5", employee_id: "E2", date: "2024-07-31", amount: 20_000, bank_account: "SBI-5", deductions: 0 },
  { id: "P6", employee_id: "E4", date: "2024-07-31", amount: 10_000, overtime_hours: 12, approved_overtime_hours: 8 },
  { employee_id: "E4", date: "2024-08-31", amount: 10_000, overtime_hours: 5 },
];

describe("ia_payroll_fn", () => {
  it("returns the programme and standing findings from the name and period alone", () => {
    const r = run(minimal);
    expect(r.entity_name).toBe("Acme Manufacturing Pvt Ltd");
    expect(r.programme).toHaveLength(12);
    expect(new Set(r.programme.map((s) => s.status))).toEqual(new Set(["not_performed", "manual"]));
    expect(r.exceptions).toEqual([]);
    expect(r.records_tested).toEqual({ employees: 0, payments: 0 });
    expect(r.findings[1]).toMatch(/automated tests .* were not run/);
    expect(r.risk_rating).toBe("medium");
  });

  it("runs every record test and reports each exception", () => {
    const r = run({ ...minimal, employees, payments });
    const found = r.exceptions.map((x) => [x.test, x.employee_ids.join(","), x.payment_refs.join(",")]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["shared_bank_account", "E1,E2", ""],
        ["missing_personal_data", "E4", ""],
        ["po_box_address", "E2", ""],
        ["not_on_master_file", "E9", "P4"],
        ["paid_after_termination", "E3", "P3"],
        ["paid_to_account_not_on_master", "E2", "P5"],
        ["no_deductions", "E2", "P5"],
        ["overtime_exceeds_approved", "E4", "P6"],
        ["overtime_without_approval", "E4", "payments.6"],
        ["duplicate_payment", "E1", "P1,P2"],
      ]),
    );
    expect(found).toHaveLength(10);
    expect(r.programme.find((s) => s.ref === "PR-02")).toMatchObject({ status: "performed", exceptions: 2 });
    expect(r.programme.find((s) => s.ref === "PR-05")?.status).toBe("manual");
    expect(r.risk_rating).toBe("critical"); // four high-severity tests failed
  });

  it("runs only the master-file tests when there is no payment register", () => {
    const r = run({ ...minimal, employees });
    expect(r.programme.find((s) => s.ref === "PR-01")?.status).toBe("performed");
    expect(r.programme.find((s) => s.ref === "PR-03")?.status).toBe("not_performed");
    expect(r.findings.join(" ")).toMatch(/only the master-file tests/);
    expect(r.risk_rating).toBe("high"); // shared bank account
  });

  it("rates clean records low", () => {
    const r = run({
      ...minimal,
      employees: [{ id: "A", bank_account: "1", address: "x" }, { id: "B", bank_account: "2", address: "y", hire_date: "2024-01-01" }],
      payments: [{ employee_id: "A", date: "2024-05-31", amount: 100, deductions: 10 }, { employee_id: "B", date: "2024-05-31", amount: 100, overtime_hours: 2, approved_overtime_hours: 2 }],
    });
    expect(r.exceptions).toEqual([]);
    expect(r.risk_rating).toBe("low");
  });

  it("rejects records it cannot test", () => {
    expect(inputErrorFields(() => run({ ...minimal, payments }))).toEqual(["employees"]);
    expect(inputErrorFields(() => run({ ...minimal, employees: [{ id: "A" }, { id: "A" }] }))).toEqual(["employees.1.id"]);
    expect(inputErrorFields(() => run({ ...minimal, employees: [{ id: "A", hire_date: "2024-05-01", termination_date: "2024-04-30" }] }))).toEqual(["employees.0.termination_date"]);
    expect(iaPayrollFnTool.input.safeParse({ entity_name: "", period: "FY" }).success).toBe(false);
  });

  it("is deterministic and counts every payment to an unknown id", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ who: fc.constantFrom("E1", "E2", "E3", "E4", "X1", "X2"), amount: fc.integer({ min: 1, max: 1e6 }), day: fc.integer({ min: 10, max: 28 }) }), { maxLength: 30 }), (list) => {
        const body = { ...minimal, employees, payments: list.map((x) => ({ employee_id: x.who, amount: x.amount, date: `2024-07-${x.day}` })) };
        const r = run(body);
        expect(run(body)).toEqual(r);
        expect(r.exceptions.filter((x) => x.test === "not_on_master_file")).toHaveLength(list.filter((x) => x.who.startsWith("X")).length);
      }),
      propertyRuns,
    );
  });
});
