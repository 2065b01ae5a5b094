import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb, type Db } from "@/lib/db/client";
import { usageEvents } from "@/lib/db/schema";
import { requestsPerMinute, type Tier } from "@/lib/billing/tiers";
import { requireUser } from "@/lib/users/store";
import { flushUsage } from "@/lib/billing/usage-buffer";
import { errorCallsFilter } from "./error-calls";
import type { usageResponseSchema } from "./operations";

type Usage = z.infer<typeof usageResponseSchema>;

export async function getUsage(userId: string, now = new Date()): Promise<Usage> {
  await flushUsage();
  const db = await getDb();
  const user = await requireUser(db, userId);
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [day, month] = await Promise.all([periodTotals(db, userId, dayStart), periodTotals(db, userId, monthStart)]);
  return {
    tenant_id: `apikey:${userId}`,
    credits_balance: user.creditsBalance,
    tier: user.tier as Tier,
    rate_limit_per_minute: requestsPerMinute(user.tier),
    day,
    month,
  };
}

async function periodTotals(db: Db, userId: string, start: Date) {
  const rows = await db
    .select({
      endpoint: usageEvents.endpoint,
      calls: sql<number>`count(*)::int`,
      credits: sql<number>`coalesce(sum(${usageEvents.credits}), 0)::int`,
      errors: sql<number>`(count(*) filter (where ${errorCallsFilter}))::int`,
    })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, start)))
    .groupBy(usageEvents.endpoint)
    .orderBy(usageEvents.endpoint);
  const byEndpoint = rows.map((r) => ({ endpoint: r.endpoint, calls: Number(r.calls), credits: Number(r.credits), errors: Number(r.errors) }));
  return {
    start: start.toISOString(),
    calls: byEndpoint.reduce((n, r) => n + r.calls, 0),
    credits: byEndpoint.reduce((n, r) => n + r.credits, 0),
    by_endpoint: byEndpoint,
  };
}
