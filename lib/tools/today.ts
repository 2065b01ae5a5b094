/**
 * Today's calendar date in UTC (ISO), the one place a tool reads the clock: the default judging date of a request that
 * gives no `as_of` (tool families, compliance checks) or no `as_of_date` (the audit UBO tool). Cores never call it; they
 * are handed the date.
 */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
