/**
 * A date written in figures with "-", "." or "/" ("31-03-2030", "30.06.2032", "31/12/2031"), as clients write them
 * (issue 36). Everywhere but the US the day comes first; under US law the month does, so a US date whose first two
 * parts could each be a month ("04/05/2030") is ambiguous and refused, and one that can be read only one way
 * ("13/04/2030", "04/13/2030") is read that way.
 */
export type NumericDate = { ok: true; year: number; month: number; day: number } | { ok: false; ambiguous: boolean };

const NUMERIC = /^(\d{1,2})([-./])(\d{1,2})\2(\d{4})$/;

/** A calendar date that exists, in the years a contract may name. */
export function validDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && year >= 1900 && year <= 2200;
}

/** The date a day-first (or, under US law, month-first) figure form names; null when the value is not in that form. */
export function readNumericDate(value: string, monthFirst: boolean): NumericDate | null {
  const m = NUMERIC.exec(value.trim());
  if (!m) return null;
  const [a, b, year] = [+m[1], +m[3], +m[4]];
  if (!monthFirst) return validDate(year, b, a) ? { ok: true, year, month: b, day: a } : { ok: false, ambiguous: false };
  if (a <= 12 && b <= 12 && a !== b) return { ok: false, ambiguous: true };
  // Only one reading is a real date: month first as the US writes it, or day first where the first part exceeds 12.
  if (validDate(year, a, b)) return { ok: true, year, month: a, day: b };
  if (validDate(year, b, a)) return { ok: true, year, month: b, day: a };
  return { ok: false, ambiguous: false };
}
