/**
 * Times are shown in UTC, the same on the server and in every browser, so server-rendered pages hydrate
 * without mismatches and match the API's timestamps.
 */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const d = typeof value === "string" ? new Date(value) : value;
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const d = typeof value === "string" ? new Date(value) : value;
  return d.toISOString().slice(0, 10);
}

/**
 * A key's expiry. One picked as a date is stored as the first instant after that day ends (the key works through
 * the whole day, UTC), so it is shown as the day picked, not as midnight of the next one.
 */
export function formatExpiry(value: Date | string | null | undefined): string {
  if (!value) return "never";
  const d = typeof value === "string" ? new Date(value) : value;
  if (d.getTime() % 86_400_000 !== 0) return formatDateTime(d);
  return `end of ${formatDate(new Date(d.getTime() - 86_400_000))} UTC`;
}

export function formatNumber(n: number): string {
  return n.toLocaleString("en-US");
}

export function formatPercent(part: number, whole: number): string {
  if (whole === 0) return "0%";
  const pct = (part / whole) * 100;
  return `${pct < 10 && pct > 0 ? pct.toFixed(1) : Math.round(pct)}%`;
}

export function formatCount(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
