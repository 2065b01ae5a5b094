import "server-only";
import { gte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { usageEvents } from "@/lib/db/schema";
import { rateLimitTiers } from "@/lib/billing/tiers";
import { modelPoolStatus } from "@/lib/model/pool-status";
import { publicEndpointPaths } from "./endpoints";
import { flushUsage } from "@/lib/billing/usage-buffer";
import { cachedFor } from "@/lib/cache/cached-for";
import type { z } from "zod";
import type { statusResponseSchema } from "./operation";

const ERROR_WINDOW_MS = 15 * 60 * 1000;
/**
 * Status is public and unauthenticated; counting a busy quarter hour of usage took 10-50 ms on the bench
 * database, so the figure is shared for a few seconds instead of recounted on every call.
 */
const ERROR_RATE_TTL_MS = 5_000;
/** Above this share of 5xx answers (the service's own faults: model, database, bugs) it reports itself degraded. */
const DEGRADED_ERROR_RATE_PCT = 5;

export async function getStatus(now = new Date()): Promise<z.infer<typeof statusResponseSchema>> {
  const [errorRate, model] = await Promise.all([cachedErrorRatePct().catch(() => null), modelPoolStatus()]);
  const databaseUp = errorRate !== null;
  const status = !databaseUp
    ? "down"
    : errorRate >= DEGRADED_ERROR_RATE_PCT || (model.configured && !model.reachable)
      ? "degraded"
      : "ok";
  return {
    status,
    checked_at: now.toISOString(),
    auth_required: false,
    rate_limit_tiers: { ...rateLimitTiers },
    dedicated_capacity_configured: model.dedicatedCapacityConfigured,
    model_provider_reachable: model.reachable,
    recent_error_rate_pct: errorRate ?? 0,
    endpoints: [...publicEndpointPaths],
  };
}

const cachedErrorRatePct = cachedFor("status.errorRate", ERROR_RATE_TTL_MS, () => recentErrorRatePct(new Date()));

async function recentErrorRatePct(now: Date): Promise<number> {
  await flushUsage();
  const db = await getDb();
  const since = new Date(now.getTime() - ERROR_WINDOW_MS);
  const [row] = await db
    .select({
      // A call its client abandoned (499) is neither a failure nor a success of the service: left out of both counts,
      // so no tenant can move the public figure by disconnecting, nor by sending bad requests (4xx are successes of
      // the service's checks).
      total: sql<string>`count(*) filter (where ${usageEvents.status} <> 499)`,
      errors: sql<string>`count(*) filter (where ${usageEvents.status} >= 500)`,
    })
    .from(usageEvents)
    .where(gte(usageEvents.createdAt, since));
  const total = Number(row?.total ?? 0);
  if (total === 0) return 0;
  return Math.round((Number(row.errors) / total) * 10_000) / 100;
}
