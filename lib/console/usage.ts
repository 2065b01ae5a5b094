import "server-only";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { flushUsage } from "@/lib/billing/usage-buffer";
import { errorCallsFilter } from "@/lib/usage/error-calls";
import { apiKeys, usageEvents, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/problem";
import { daysBetween, lastDays, pivotByDay, type Pivoted, type SeriesRow } from "./days";

export const USAGE_DAYS = 30;

export interface RecentRequest {
  requestId: string;
  at: string;
  method: string;
  endpoint: string;
  status: number;
  errorCode: string | null;
  credits: number;
  latencyMs: number;
  degraded: boolean;
  sandbox: boolean;
  keyLabel: string;
}

/** What the usage page shows: a range of UTC days (at most MAX_RANGE_DAYS) and, optionally, one of the tenant's keys. */
export interface UsageFilter {
  from: string;
  to: string;
  keyId: string | null;
}

export const MAX_RANGE_DAYS = 90;

/** Reads the page's query (?from=&to=&key=); anything missing or invalid falls back to the last 30 days, all keys. */
export function usageFilter(query: Record<string, string | string[] | undefined>, now = new Date()): UsageFilter {
  const pick = (k: string) => (typeof query[k] === "string" ? (query[k] as string) : "");
  const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
  const today = now.toISOString().slice(0, 10);
  const { days } = lastDays(USAGE_DAYS, now);
  let to = isDay(pick("to")) && pick("to") <= today ? pick("to") : today;
  let from = isDay(pick("from")) ? pick("from") : days[0];
  if (from > to) [from, to] = [to, from];
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (span > MAX_RANGE_DAYS) from = new Date(Date.parse(to) - (MAX_RANGE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to, keyId: pick("key") || null };
}

/** p50 and p95 latency (ms) per endpoint per day. */
export interface LatencyRow {
  day: string;
  endpoint: string;
  p50: number;
  p95: number;
  calls: number;
}

export interface UsageOverview {
  days: string[];
  filter: UsageFilter;
  latency: LatencyRow[];
  /** The tenant's keys, for the filter. */
  keys: { id: string; label: string }[];
  byEndpoint: Pivoted;
  byKey: Pivoted;
  /** Series key → label (key ids are shown by name). */
  keyLabels: Record<string, string>;
  totals: { calls: number; credits: number; errors: number; degraded: number };
  recent: RecentRequest[];
}

const dayOf = sql<string>`to_char(${usageEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * One tenant's usage over a range of days, optionally for one key. Every query is filtered by the user id: tenants
 * never see each other's calls (a key id of another tenant simply matches nothing).
 */
export async function usageOverview(userId: string, filter: UsageFilter = usageFilter({})): Promise<UsageOverview> {
  // Calls of the last ~50 ms may still sit in this instance's write buffer.
  await flushUsage();
  const db = await getDb();
  const { days, start, end } = daysBetween(filter.from, filter.to);
  const mine = and(
    eq(usageEvents.userId, userId),
    gte(usageEvents.createdAt, start),
    lt(usageEvents.createdAt, end),
    filter.keyId ? eq(usageEvents.keyId, filter.keyId) : undefined,
  );
  const [grouped, recentRows, keys, latency] = await Promise.all([
    db
      .select({
        day: dayOf,
        endpoint: usageEvents.endpoint,
        keyId: usageEvents.keyId,
        calls: sql<number>`count(*)::int`,
        credits: sql<number>`coalesce(sum(${usageEvents.credits}), 0)::int`,
        errors: sql<number>`(count(*) filter (where ${errorCallsFilter}))::int`,
        degraded: sql<number>`(count(*) filter (where ${usageEvents.degraded}))::int`,
      })
      .from(usageEvents)
      .where(mine)
      .groupBy(dayOf, usageEvents.endpoint, usageEvents.keyId),
    db.select().from(usageEvents).where(mine).orderBy(desc(usageEvents.createdAt), desc(usageEvents.id)).limit(50),
    db.select({ id: apiKeys.id, name: apiKeys.name, displayKey: apiKeys.displayKey }).from(apiKeys).where(eq(apiKeys.userId, userId)),
    db
      .select({
        day: dayOf,
        endpoint: usageEvents.endpoint,
        p50: sql<number>`percentile_cont(0.5) within group (order by ${usageEvents.latencyMs})`,
        p95: sql<number>`percentile_cont(0.95) within group (order by ${usageEvents.latencyMs})`,
        calls: sql<number>`count(*)::int`,
      })
      .from(usageEvents)
      .where(mine)
      .groupBy(dayOf, usageEvents.endpoint)
      .orderBy(dayOf, usageEvents.endpoint),
  ]);
  const keyLabels: Record<string, string> = { none: "(no key)" };
  for (const k of keys) keyLabels[k.id] = `${k.name} · ${k.displayKey}`;

  const rows = grouped.map((g) => ({ ...g, calls: Number(g.calls), credits: Number(g.credits) }));
  const endpointRows: SeriesRow[] = rows.map((r) => ({ day: r.day, series: r.endpoint, calls: r.calls, credits: r.credits }));
  const keyRows: SeriesRow[] = rows.map((r) => ({ day: r.day, series: r.keyId ?? "none", calls: r.calls, credits: r.credits }));
  return {
    days,
    filter,
    latency: latency.map((l) => ({ day: l.day, endpoint: l.endpoint, p50: Math.round(Number(l.p50)), p95: Math.round(Number(l.p95)), calls: Number(l.calls) })),
    keys: keys.map((k) => ({ id: k.id, label: keyLabels[k.id] })),
    byEndpoint: pivotByDay(endpointRows, days),
    byKey: pivotByDay(keyRows, days),
    keyLabels,
    totals: {
      calls: rows.reduce((n, r) => n + r.calls, 0),
      credits: rows.reduce((n, r) => n + r.credits, 0),
      errors: grouped.reduce((n, r) => n + Number(r.errors), 0),
      degraded: grouped.reduce((n, r) => n + Number(r.degraded), 0),
    },
    recent: recentRows.map((r) => ({
      requestId: r.requestId,
      at: r.createdAt.toISOString(),
      method: r.method,
      endpoint: r.endpoint,
      status: r.status,
      errorCode: r.errorCode,
      credits: r.credits,
      latencyMs: r.latencyMs,
      degraded: r.degraded,
      sandbox: r.sandbox,
      keyLabel: r.keyId ? (keyLabels[r.keyId] ?? r.keyId) : "(no key)",
    })),
  };
}

export const CSV_COLUMNS = [
  "request_id",
  "created_at",
  "method",
  "endpoint",
  "key_id",
  "key_name",
  "status",
  "error_code",
  "credits",
  "latency_ms",
  "tokens_in",
  "tokens_out",
  "degraded",
  "sandbox",
  "idempotent_replay",
] as const;

/** The tenant's calls of the last 30 days for the CSV export, oldest first, in pages so memory stays flat. */
export async function* usageExportRows(userId: string, now = new Date()): AsyncGenerator<unknown[]> {
  await flushUsage();
  const db = await getDb();
  const { start } = lastDays(USAGE_DAYS, now);
  const names = new Map(
    (await db.select({ id: apiKeys.id, name: apiKeys.name }).from(apiKeys).where(eq(apiKeys.userId, userId))).map((k) => [k.id, k.name]),
  );
  let afterId = 0;
  for (;;) {
    const page = await db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, start), sql`${usageEvents.id} > ${afterId}`))
      .orderBy(usageEvents.id)
      .limit(1000);
    for (const r of page) {
      yield [
        r.requestId,
        r.createdAt,
        r.method,
        r.endpoint,
        r.keyId,
        r.keyId ? (names.get(r.keyId) ?? "") : "",
        r.status,
        r.errorCode,
        r.credits,
        r.latencyMs,
        r.tokensIn,
        r.tokensOut,
        r.degraded,
        r.sandbox,
        r.idempotentReplay,
      ];
    }
    if (page.length < 1000) return;
    afterId = page[page.length - 1].id;
  }
}

export const MAX_THRESHOLD = 1_000_000_000;

/** The balance under which the console shows a low-credit notice; null turns the notice off. */
export async function setLowCreditThreshold(userId: string, threshold: number | null): Promise<void> {
  if (threshold !== null && (!Number.isInteger(threshold) || threshold < 0 || threshold > MAX_THRESHOLD)) {
    throw new ApiError("invalid_request", "The threshold must be a whole number of credits, 0 or more.");
  }
  const db = await getDb();
  await db.update(users).set({ lowCreditThreshold: threshold }).where(eq(users.id, userId));
}
