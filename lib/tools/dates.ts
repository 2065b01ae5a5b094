/**
 * Calendar arithmetic on ISO `YYYY-MM-DD` strings in the proleptic Gregorian calendar, done with integer day
 * numbers rather than `Date` so nothing depends on the host clock or time zone.
 */

export interface CivilDate {
  year: number;
  month: number; // 1–12
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(iso: string): CivilDate {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`not an ISO date: ${iso}`);
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) {
    throw new RangeError(`not a calendar date: ${iso}`);
  }
  return date;
}

/**
 * A date computed past what an ISO `YYYY-MM-DD` string can hold (years 0001–9999), e.g. a period added to a far
 * future input: the request's inputs are at fault, and the families answer it as a 400, never a 500.
 */
export class DateOutOfRange extends RangeError {
  constructor(year: number) {
    super(`a date computed from the inputs falls in the year ${year}, outside 0001–9999`);
    this.name = "DateOutOfRange";
  }
}

export function formatIsoDate({ year, month, day }: CivilDate): string {
  if (!(year >= 1 && year <= 9999)) throw new DateOutOfRange(year);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** Days since 1970-01-01 (Howard Hinnant's days_from_civil). */
export function toDayNumber(iso: string): number {
  const { year, month, day } = parseIsoDate(iso);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return formatIsoDate({ year, month, day });
}

export const addDays = (iso: string, days: number): string => fromDayNumber(toDayNumber(iso) + days);

/** Signed number of days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number => toDayNumber(to) - toDayNumber(from);

export function isMonthEnd(iso: string): boolean {
  const { year, month, day } = parseIsoDate(iso);
  return day === daysInMonth(year, month);
}

/**
 * Adds calendar months. A day that does not exist in the target month is clamped to its last day. With
 * `snapMonthEnd`, a month-end start stays on month-ends (30 Jun + 4 months → 31 Oct, not 30 Oct), which is how
 * periods measured from a month-end year end are read.
 */
export function addMonths(iso: string, months: number, options: { snapMonthEnd?: boolean } = {}): string {
  const start = parseIsoDate(iso);
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = daysInMonth(year, month);
  const day = options.snapMonthEnd && start.day === daysInMonth(start.year, start.month) ? last : Math.min(start.day, last);
  return formatIsoDate({ year, month, day });
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function dayOfWeek(iso: string): number {
  return (((toDayNumber(iso) + 4) % 7) + 7) % 7;
}

export const isWeekend = (iso: string): boolean => {
  const dow = dayOfWeek(iso);
  return dow === 0 || dow === 6;
};

export const minDate = (a: string, b: string): string => (a <= b ? a : b);
export const maxDate = (a: string, b: string): string => (a >= b ? a : b);

/** Complete calendar months from `from` to `to` (to ≥ from); a month-end start reaching a month-end counts in full. */
export function wholeMonthsBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (b.day < a.day && !(isMonthEnd(to) && isMonthEnd(from))) months -= 1;
  return months;
}
