/**
 * The everyday names people give key terms ("position" for job_title, "monthly_rent" for rent, "term" for duration,
 * "notice" for notice_period), read as the term the template declares, so a request is not told at once that
 * "position" has no place and that job_title is missing. A name the template declares itself is never re-read (a
 * parking licence's own `designation` stays its own), and an everyday name is read as a term only when that term is
 * not also given under its own name.
 */

/** Everyday name → the terms it may stand for, in order of preference; the first one the template declares wins. */
const EVERYDAY_NAMES: Readonly<Record<string, readonly string[]>> = {
  position: ["job_title", "secondee_role"],
  role: ["job_title", "secondee_role"],
  title: ["job_title"],
  job: ["job_title"],
  job_role: ["job_title", "secondee_role"],
  job_position: ["job_title"],
  designation: ["job_title"],
  salary: ["base_salary", "stipend"],
  base_salary: ["salary"],
  annual_salary: ["salary", "base_salary"],
  pay: ["salary", "base_salary", "stipend"],
  wage: ["salary", "base_salary", "stipend"],
  wages: ["salary", "base_salary", "stipend"],
  remuneration: ["salary", "base_salary", "stipend"],
  ctc: ["salary", "base_salary"],
  monthly_rent: ["rent", "licence_fee"],
  annual_rent: ["rent"],
  rent_amount: ["rent", "licence_fee"],
  rental: ["rent", "licence_fee"],
  rent: ["licence_fee"],
  term: ["duration"],
  contract_term: ["duration"],
  length: ["duration"],
  lease_term: ["duration"],
  notice: ["notice_period", "termination_notice"],
  notice_period: ["termination_notice"],
  start: ["start_date", "commencement_date"],
  start_date: ["commencement_date"],
  commencement: ["commencement_date", "start_date"],
  commencement_date: ["start_date"],
  deposit: ["security_deposit"],
  security_deposit: ["deposit"],
  holiday: ["annual_leave"],
  holidays: ["annual_leave"],
  vacation: ["annual_leave"],
  leave: ["annual_leave"],
  paid_time_off: ["annual_leave"],
  pto: ["annual_leave"],
  probation: ["probation_period"],
  probationary_period: ["probation_period"],
  trial_period: ["probation_period"],
  hours: ["working_hours", "weekly_hours"],
  work_hours: ["working_hours", "weekly_hours"],
  location: ["place_of_work"],
  work_location: ["place_of_work"],
  workplace: ["place_of_work"],
  applicable_law: ["governing_law"],
  choice_of_law: ["governing_law"],
  law: ["governing_law"],
  liability_limit: ["liability_cap"],
  cap: ["liability_cap"],
  interest: ["interest_rate"],
  royalty: ["royalty_rate"],
  confidentiality_term: ["confidentiality_period"],
};

/** American spellings of names whose terms use the British one ("license_fee" → "licence_fee"). */
const SPELLINGS: readonly [RegExp, string][] = [[/license/g, "licence"], [/authorized/g, "authorised"], [/center/g, "centre"]];

/**
 * The term an undeclared name stands for in this template, or null: its British spelling, its singular or plural
 * ("product" → "products"), then an everyday name; never a term also given under its own name.
 */
export function declaredTermFor(name: string, declares: (term: string) => boolean, given: ReadonlySet<string>): string | null {
  if (declares(name)) return null;
  const british = SPELLINGS.reduce((n, [us, gb]) => n.replace(us, gb), name);
  const candidates = [british, `${british}s`, british.endsWith("s") ? british.slice(0, -1) : "", ...(EVERYDAY_NAMES[name] ?? EVERYDAY_NAMES[british] ?? [])];
  return candidates.find((c) => c !== "" && c !== name && declares(c) && !given.has(c)) ?? null;
}
