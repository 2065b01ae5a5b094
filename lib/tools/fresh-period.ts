import type { CoreContext } from "@/lib/tools/definition";
import type { Deadline, InputProblems } from "@/lib/tools/civil-limitation";

/**
 * Limitation Act 1963 ss.18–19, shared by the cores that count a suit's or an application's limitation from a debt
 * (commercial-lit, insolvency-lit). An acknowledgment of liability in writing signed by the party liable (s.18), or a
 * payment on account of the debt acknowledged in writing by the payer (s.19), starts a fresh period from its own date,
 * but only if it was made before the prescribed period expired: one made after it revives nothing.
 */

export type FreshStartSection = "18" | "19";

/**
 * The request field's description, one wording for every family that takes it. s.19's proviso: the payment counts only
 * if an acknowledgment of it appears in the handwriting of, or in a writing signed by, the person who made it.
 */
export const PART_PAYMENT_DESCRIPTION =
  "Date of the latest payment on account of the debt by the person liable or its agent (Limitation Act s.19: a fresh period if made before expiry and acknowledged in the payer's handwriting or a writing the payer signed)";

export interface FreshStart {
  date: string;
  section: FreshStartSection;
}

/** The caller's acknowledgment and part-payment dates, as fresh starts (either may be absent). */
export function freshStarts(input: { acknowledgment_date?: string; part_payment_date?: string }): FreshStart[] {
  return [
    ...(input.acknowledgment_date ? [{ date: input.acknowledgment_date, section: "18" as const }] : []),
    ...(input.part_payment_date ? [{ date: input.part_payment_date, section: "19" as const }] : []),
  ];
}

const EVENT: Record<FreshStartSection, string> = {
  "18": "written acknowledgment of liability (Limitation Act s.18: a fresh period)",
  "19": "payment on account of the debt (Limitation Act s.19: a fresh period)",
};
const NOUN: Record<FreshStartSection, string> = { "18": "acknowledgment", "19": "part-payment" };

/**
 * An acknowledgment or part-payment must follow the date time began to run from, and that date must be known, or
 * whether it came before expiry cannot be judged.
 */
export function checkFreshStartDates(
  problems: InputProblems,
  input: { acknowledgment_date?: string; part_payment_date?: string },
  accrual: { field: string; date: string | undefined; event: string },
): void {
  for (const [field, date] of [
    ["acknowledgment_date", input.acknowledgment_date],
    ["part_payment_date", input.part_payment_date],
  ] as const) {
    if (!date) continue;
    if (!accrual.date) problems.add(accrual.field, `needed with ${field}: a fresh period runs only if it was made before the original one expired`);
    else if (date < accrual.date) problems.add(field, `an acknowledgment or part-payment starts a fresh period only if made after ${accrual.event}`);
  }
}

/**
 * The limitation deadline once every fresh start is applied, in date order, each judged against the period running when
 * it was made: a part-payment after the original period but within the fresh one an earlier acknowledgment started
 * restarts time again. A fresh start made after the running period had ended is reported as a `restart_after_expiry`
 * warning (with `afterExpiry`, the remedy the caller's law still gives, if any) and changes nothing.
 *
 * `deadline(trigger, event, section)` computes the period from a trigger; `section` is null for the original one.
 */
export function limitationWithFreshStarts(
  original: { trigger: string; event: string },
  starts: readonly FreshStart[],
  deadline: (trigger: string, event: string, section: FreshStartSection | null) => Deadline,
  ctx: CoreContext,
  options: { afterExpiry?: string } = {},
): { deadline: Deadline; late: (FreshStart & { ended: string })[] } {
  let current = deadline(original.trigger, original.event, null);
  const late: (FreshStart & { ended: string })[] = [];
  for (const start of [...starts].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    // "Before the expiration of the prescribed period": the last day itself still counts. Limitation Act s.4 lets a
    // filing follow on the day the court reopens, but does not lengthen the period for an acknowledgment.
    if (start.date <= current.last_day) current = deadline(start.date, EVENT[start.section], start.section);
    else late.push({ ...start, ended: current.last_day });
  }
  for (const r of late) {
    ctx.warn({
      code: "restart_after_expiry",
      message: `The ${NOUN[r.section]} of ${r.date} came after the limitation period had already ended on ${r.ended}: it does not start a fresh period (Limitation Act s.${r.section}).${options.afterExpiry ? ` ${options.afterExpiry}` : ""}`,
    });
  }
  return { deadline: current, late };
}
