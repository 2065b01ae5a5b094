import type { PayrollTest } from "@/lib/audit/tools/payroll/programme";
import { addToGroup } from "@/lib/tools/group";

export interface Employee {
  id: string;
  name?: string;
  hire_date?: string;
  termination_date?: string;
  bank_account?: string;
  address?: string;
}

export interface Payment {
  id?: string;
  employee_id: string;
  date: string;
  amount: number;
  bank_account?: string;
  deductions?: number;
  overtime_hours?: number;
  approved_overtime_hours?: number;
}

export interface PayrollException {
  test: PayrollTest;
  severity: "high" | "medium";
  employee_ids: string[];
  payment_refs: string[];
  detail: string;
}

export const HIGH_SEVERITY: ReadonlySet<PayrollTest> = new Set<PayrollTest>([
  "not_on_master_file",
  "shared_bank_account",
  "paid_to_account_not_on_master",
  "paid_after_termination",
]);

const normaliseAccount = (account: string) => account.replace(/[\s-]/g, "").toUpperCase();
const PO_BOX = /\bp\.?\s*o\.?\s*box\b/i;

function exception(test: PayrollTest, employee_ids: string[], payment_refs: string[], detail: string): PayrollException {
  return { test, severity: HIGH_SEVERITY.has(test) ? "high" : "medium", employee_ids, payment_refs, detail };
}

/** Runs the record-level payroll tests; `employees` is the master file. */
export function payrollExceptions(employees: readonly Employee[], payments: readonly Payment[]): PayrollException[] {
  const out: PayrollException[] = [];
  const master = new Map(employees.map((e) => [e.id, e]));
  const ref = (p: Payment, i: number) => p.id ?? `payments.${i}`;

  const byAccount = new Map<string, string[]>();
  for (const e of employees) {
    if (!e.bank_account) continue;
    const key = normaliseAccount(e.bank_account);
    addToGroup(byAccount, key, e.id);
  }
  for (const [account, ids] of byAccount) {
    if (ids.length > 1) out.push(exception("shared_bank_account", ids, [], `${ids.length} employees share bank account ending ${account.slice(-4)}`));
  }

  // A field counts as missing only if the master file carries it for someone else.
  for (const field of ["bank_account", "address"] as const) {
    if (!employees.some((e) => e[field])) continue;
    for (const e of employees.filter((x) => !x[field])) {
      out.push(exception("missing_personal_data", [e.id], [], `no ${field.replace("_", " ")} on the master file`));
    }
  }
  for (const e of employees.filter((x) => x.address && PO_BOX.test(x.address))) {
    out.push(exception("po_box_address", [e.id], [], "address is a PO box"));
  }

  const seen = new Map<string, string[]>();
  payments.forEach((p, i) => {
    const r = ref(p, i);
    const e = master.get(p.employee_id);
    if (!e) {
      out.push(exception("not_on_master_file", [p.employee_id], [r], `payment of ${p.amount} on ${p.date} to an id not on the master file`));
    } else {
      if (e.termination_date && p.date > e.termination_date) {
        out.push(exception("paid_after_termination", [e.id], [r], `paid ${p.amount} on ${p.date}, after termination on ${e.termination_date} (vouch any final settlement)`));
      }
      if (e.hire_date && p.date < e.hire_date) {
        out.push(exception("paid_before_hire", [e.id], [r], `paid ${p.amount} on ${p.date}, before joining on ${e.hire_date}`));
      }
      if (p.bank_account && e.bank_account && normaliseAccount(p.bank_account) !== normaliseAccount(e.bank_account)) {
        out.push(exception("paid_to_account_not_on_master", [e.id], [r], "paid to a bank account different from the master file"));
      }
    }
    if (p.deductions === 0 && p.amount > 0) out.push(exception("no_deductions", [p.employee_id], [r], "payment with no deductions"));
    if (p.overtime_hours !== undefined && p.overtime_hours > 0) {
      if (p.approved_overtime_hours === undefined) {
        out.push(exception("overtime_without_approval", [p.employee_id], [r], `${p.overtime_hours} overtime hours paid with no approved hours recorded`));
      } else if (p.overtime_hours > p.approved_overtime_hours) {
        out.push(exception("overtime_exceeds_approved", [p.employee_id], [r], `${p.overtime_hours} overtime hours paid against ${p.approved_overtime_hours} approved`));
      }
    }
    const key = `${p.employee_id}|${p.date}|${p.amount}`;
    addToGroup(seen, key, r);
  });
  for (const [key, refs] of seen) {
    if (refs.length > 1) {
      const [employee, date, amount] = key.split("|");
      out.push(exception("duplicate_payment", [employee], refs, `${refs.length} payments of ${amount} to ${employee} on ${date}`));
    }
  }
  return out;
}
