import "server-only";
import { desc, eq, gte, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { flushUsage } from "@/lib/billing/usage-buffer";
import { clientErrorCallsFilter, errorCallsFilter } from "@/lib/usage/error-calls";
import { usageEvents, users } from "@/lib/db/schema";
import { adjustCredits } from "@/lib/billing/credits";
import { tierSchema } from "@/lib/billing/tiers";
import { ApiError } from "@/lib/http/problem";
import { announceAuthChange } from "@/lib/keys/auth-cache";
import { recordKeyEvent } from "@/lib/keys/store";
import { getUser, updateUser, type UserRow } from "@/lib/users/store";
import { lastDays, pivotByDay, type Pivoted } from "./days";
import { USAGE_DAYS } from "./usage";

export interface TenantRow {
  id: string;
  email: string;
  name: string | null;
  tier: string;
  staff: boolean;
  creditsBalance: number;
  createdAt: string;
  calls: number;
  credits: number;
  errors: number;
}

export interface PlatformTotals {
  calls: number;
  credits: number;
  serverErrors: number;
  clientErrors: number;
  degraded: number;
  tenants: number;
  activeTenants: number;
}

export interface EndpointRow {
  endpoint: string;
  calls: number;
  credits: number;
  serverErrors: number;
  clientErrors: number;
  degraded: number;
  avgLatencyMs: number;
}

export interface StaffOverview {
  days: string[];
  tenants: TenantRow[];
  totals: PlatformTotals;
  byEndpoint: EndpointRow[];
  daily: Pivoted;
  /** Per day: share of calls answered 5xx and share degraded, in percent. */
  quality: { day: string; errorPct: number; degradedPct: number }[];
  topConsumers: TenantRow[];
}

const TENANT_LIMIT = 500;

/** Every tenant and the platform's last 30 days, for the staff dashboard. */
export async function staffOverview(now = new Date()): Promise<StaffOverview> {
  // Calls of the last ~50 ms may still sit in this instance's write buffer.
  await flushUsage();
  const db = await getDb();
  const { days, start } = lastDays(USAGE_DAYS, now);
  const dayOf = sql<string>`to_char(${usageEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const since = gte(usageEvents.createdAt, start);
  const perTenant = db
    .select({
      userId: usageEvents.userId,
      calls: sql<number>`count(*)::int`.as("calls"),
      credits: sql<number>`coalesce(sum(${usageEvents.credits}), 0)::int`.as("credits"),
      errors: sql<number>`(count(*) filter (where ${errorCallsFilter}))::int`.as("errors"),
    })
    .from(usageEvents)
    .where(since)
    .groupBy(usageEvents.userId)
    .as("per_tenant");
  const [tenantRows, endpointRows, dailyRows] = await Promise.all([
    db
      .select({
        user: users,
        calls: sql<number>`coalesce(${perTenant.calls}, 0)::int`,
        credits: sql<number>`coalesce(${perTenant.credits}, 0)::int`,
        errors: sql<number>`coalesce(${perTenant.errors}, 0)::int`,
      })
      .from(users)
      .leftJoin(perTenant, eq(perTenant.userId, users.id))
      .orderBy(desc(sql`coalesce(${perTenant.calls}, 0)`), desc(users.createdAt))
      .limit(TENANT_LIMIT),
    db
      .select({
        endpoint: usageEvents.endpoint,
        calls: sql<number>`count(*)::int`,
        credits: sql<number>`coalesce(sum(${usageEvents.credits}), 0)::int`,
        serverErrors: sql<number>`(count(*) filter (where ${usageEvents.status} >= 500))::int`,
        clientErrors: sql<number>`(count(*) filter (where ${clientErrorCallsFilter}))::int`,
        degraded: sql<number>`(count(*) filter (where ${usageEvents.degraded}))::int`,
        avgLatencyMs: sql<number>`coalesce(round(avg(${usageEvents.latencyMs})), 0)::int`,
      })
      .from(usageEvents)
      .where(since)
      .groupBy(usageEvents.endpoint)
      .orderBy(desc(sql`count(*)`)),
    db
      .select({
        day: dayOf,
        endpoint: usageEvents.endpoint,
        calls: sql<number>`count(*)::int`,
        credits: sql<number>`coalesce(sum(${usageEvents.credits}), 0)::int`,
        serverErrors: sql<number>`(count(*) filter (where ${usageEvents.status} >= 500))::int`,
        degraded: sql<number>`(count(*) filter (where ${usageEvents.degraded}))::int`,
      })
      .from(usageEvents)
      .where(since)
      .groupBy(dayOf, usageEvents.endpoint),
  ]);

  const tenants: TenantRow[] = tenantRows.map((r) => ({
    id: r.user.id,
    email: r.user.email,
    name: r.user.name,
    tier: r.user.tier,
    staff: r.user.staff,
    creditsBalance: r.user.creditsBalance,
    createdAt: r.user.createdAt.toISOString(),
    calls: Number(r.calls),
    credits: Number(r.credits),
    errors: Number(r.errors),
  }));
  const byEndpoint: EndpointRow[] = endpointRows.map((r) => ({
    endpoint: r.endpoint,
    calls: Number(r.calls),
    credits: Number(r.credits),
    serverErrors: Number(r.serverErrors),
    clientErrors: Number(r.clientErrors),
    degraded: Number(r.degraded),
    avgLatencyMs: Number(r.avgLatencyMs),
  }));
  const perDay = new Map(days.map((d) => [d, { calls: 0, serverErrors: 0, degraded: 0 }]));
  for (const r of dailyRows) {
    const d = perDay.get(r.day);
    if (!d) continue;
    d.calls += Number(r.calls);
    d.serverErrors += Number(r.serverErrors);
    d.degraded += Number(r.degraded);
  }
  const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
  const [{ n: tenantCount }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return {
    days,
    tenants,
    totals: {
      calls: byEndpoint.reduce((n, r) => n + r.calls, 0),
      credits: byEndpoint.reduce((n, r) => n + r.credits, 0),
      serverErrors: byEndpoint.reduce((n, r) => n + r.serverErrors, 0),
      clientErrors: byEndpoint.reduce((n, r) => n + r.clientErrors, 0),
      degraded: byEndpoint.reduce((n, r) => n + r.degraded, 0),
      tenants: Number(tenantCount),
      activeTenants: tenants.filter((t) => t.calls > 0).length,
    },
    byEndpoint,
    daily: pivotByDay(
      dailyRows.map((r) => ({ day: r.day, series: r.endpoint, calls: Number(r.calls), credits: Number(r.credits) })),
      days,
    ),
    quality: days.map((day) => {
      const d = perDay.get(day)!;
      return { day, errorPct: pct(d.serverErrors, d.calls), degradedPct: pct(d.degraded, d.calls) };
    }),
    topConsumers: [...tenants]
      .filter((t) => t.calls > 0)
      .sort((a, b) => b.credits - a.credits || b.calls - a.calls)
      .slice(0, 10),
  };
}

export async function tenantOrThrow(userId: string): Promise<UserRow> {
  const user = await getUser(await getDb(), userId);
  if (!user) throw new ApiError("not_found", "No such tenant.");
  return user;
}

export const setTierInput = z.object({ userId: z.string().min(1), tier: tierSchema });

/**
 * Changes a tenant's tier and records who did it, in one transaction; then evicts the tenant's cached key
 * lookups on every instance, so the new rate limit applies to the next call.
 */
export async function staffSetTier(actorUserId: string, input: z.output<typeof setTierInput>): Promise<UserRow> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!before) throw new ApiError("not_found", "No such tenant.");
    const after = await updateUser(tx, input.userId, { tier: input.tier });
    await recordKeyEvent(tx, {
      userId: input.userId,
      keyId: null,
      actorUserId,
      action: "account.tier_changed",
      detail: { from: before.tier, to: after.tier },
    });
    return after;
  });
  await announceAuthChange({ userId: input.userId });
  return updated;
}

export const grantCreditsInput = z.object({
  userId: z.string().min(1),
  amount: z.coerce
    .number()
    .int("a whole number of credits")
    .refine((n) => n !== 0, "must not be 0")
    .refine((n) => Math.abs(n) <= 10_000_000, "at most 10,000,000 at once"),
  reason: z.string().trim().max(200).optional().transform((s) => (s ? s : null)),
});

/**
 * Grants (or, negative, removes) credits through adjustCredits, whose ledger row names the actor. The audit
 * log entry follows it; if that insert failed the ledger would still explain the balance.
 */
export async function staffGrantCredits(actorUserId: string, input: z.output<typeof grantCreditsInput>): Promise<number> {
  const db = await getDb();
  await tenantOrThrow(input.userId);
  const balance = await adjustCredits(db, { userId: input.userId, amount: input.amount, reason: input.reason, actorUserId });
  await recordKeyEvent(db, {
    userId: input.userId,
    keyId: null,
    actorUserId,
    action: "account.credits_adjusted",
    detail: { amount: input.amount, reason: input.reason, balance_after: balance },
  });
  return balance;
}
