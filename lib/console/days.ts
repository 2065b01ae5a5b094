/** The last `n` UTC calendar days ending today, oldest first, as YYYY-MM-DD, and the instant the first begins. */
export function lastDays(n: number, now = new Date()): { days: string[]; start: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days: string[] = [];
  for (let i = n - 1; i >= 0; i--) days.push(new Date(today - i * 86_400_000).toISOString().slice(0, 10));
  return { days, start: new Date(today - (n - 1) * 86_400_000) };
}

/** Every UTC day from `from` to `to` (YYYY-MM-DD, inclusive), and the instants the range starts and ends. */
export function daysBetween(from: string, to: string): { days: string[]; start: Date; end: Date } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  const days: string[] = [];
  for (let t = start; t <= last; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return { days, start: new Date(start), end: new Date(last + 86_400_000) };
}

export interface SeriesRow {
  day: string;
  series: string;
  calls: number;
  credits: number;
}

export interface Pivoted {
  /** One object per day: `{ day, [seriesKey]: value }`, zero-filled, ready for a stacked chart. */
  calls: Record<string, string | number>[];
  credits: Record<string, string | number>[];
  /** Series keys, biggest first; beyond `maxSeries` they are summed into "other". */
  series: string[];
}

export const OTHER_SERIES = "other";

/** Turns (day, series, value) rows into per-day objects, keeping the chart legend readable. */
export function pivotByDay(rows: SeriesRow[], days: string[], maxSeries = 6): Pivoted {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.series, (totals.get(r.series) ?? 0) + r.calls + r.credits);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s);
  const kept = ranked.length > maxSeries ? ranked.slice(0, maxSeries - 1) : ranked;
  const keptSet = new Set(kept);
  const series = ranked.length > kept.length ? [...kept, OTHER_SERIES] : kept;
  const blank = (day: string): Record<string, string | number> => Object.fromEntries([["day", day], ...series.map((s) => [s, 0])]);
  const calls = new Map(days.map((d) => [d, blank(d)]));
  const credits = new Map(days.map((d) => [d, blank(d)]));
  for (const r of rows) {
    const key = keptSet.has(r.series) ? r.series : OTHER_SERIES;
    const c = calls.get(r.day);
    const k = credits.get(r.day);
    if (!c || !k) continue;
    c[key] = (c[key] as number) + r.calls;
    k[key] = (k[key] as number) + r.credits;
  }
  return { calls: [...calls.values()], credits: [...credits.values()], series };
}
