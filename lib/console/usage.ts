import "server-only";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { flushUsage } from "@/lib/billing/usage-buffer";
import { apiKeys, usageEvents, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/problem";
import { lastDays, pivotByDay, type Pivoted, type SeriesRow } from "./days";

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

export interface UsageOverview {
  days: string[];
  byEndpoint: Pivoted;
  byKey: Pivoted;
  /** Series key → label (key ids are shown by name). */
  keyLabels: Record<string, string>;
  totals: { calls: number; credits: number; errors: number; degraded: number };
  recent: RecentRequest[];
}

const dayOf = sql<string>`to_char(${usageEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** One tenant's last 30 days. Every query is filtered by the user id: tenants never see each other's calls. */
export async function usageOverview(userId: string, now = new Date()): Promise<UsageOverview> {
  // Calls of the last ~50 ms may still sit in this instance's write buffer.
  await flushUsage();
  const db = await getDb();
  const { days, start } = lastDays(USAGE_DAYS, now);
  const mine = and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, start));
  const [grouped, recentRows, keys] = await Promise.all([
    db
      .select({
        day: dayOf,
        endpoint: usageEvents.endpoint,
        keyId: usageEvents.keyId,
        calls: sql<number>`count(*)::int`,
        credits: sql<number>`coalesce(sum(${usageEvents.credits}), 0)::int`,
        errors: sql<number>`(count(*) filter (where ${usageEvents.status} >= 400))::int`,
        degraded: sql<number>`(count(*) filter (where ${usageEvents.degraded}))::int`,
      })
      .from(usageEvents)
      .where(mine)
      .groupBy(dayOf, usageEvents.endpoint, usageEvents.keyId),
    db.select().from(usageEvents).where(eq(usageEvents.userId, userId)).orderBy(desc(usageEvents.createdAt), desc(usageEvents.id)).limit(50),
    db.select({ id: apiKeys.id, name: apiKeys.name, displayKey: apiKeys.displayKey }).from(apiKeys).where(eq(apiKeys.userId, userId)),
  ]);
  const keyLabels: Record<string, string> = { none: "(no key)" };
  for (const k of keys) keyLabels[k.id] = `${k.name} · ${k.displayKey}`;

  const rows = grouped.map((g) => ({ ...g, calls: Number(g.calls), credits: Number(g.credits) }));
  const endpointRows: SeriesRow[] = rows.map((r) => ({ day: r.day, series: r.endpoint, calls: r.calls, credits: r.credits }));
  const keyRows: SeriesRow[] = rows.map((r) => ({ day: r.day, series: r.keyId ?? "none", calls: r.calls, credits: r.credits }));
  return {
    days,
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
