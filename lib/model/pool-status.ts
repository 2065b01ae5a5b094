import "server-only";
import { env } from "@/lib/env";
import { cachedFor } from "@/lib/cache/cached-for";
import { dedicatedCapacityConfigured, getModelPool, type ModelPool } from "./pools";

export interface ModelPoolStatus {
  /** A model key is configured for at least one pool. */
  configured: boolean;
  dedicatedCapacityConfigured: boolean;
  /** Every configured pool answered its probe; false when none is configured. */
  reachable: boolean;
}

const PROBE_TTL_MS = 30_000;
const PROBE_TIMEOUT_MS = 3_000;

/**
 * A cheap probe (token counting, which costs nothing) cached for 30 seconds, so status checks never add
 * load on the provider.
 */
export async function modelPoolStatus(now = Date.now()): Promise<ModelPoolStatus> {
  const configured = configuredPools().length > 0;
  if (!configured) return { configured, dedicatedCapacityConfigured: dedicatedCapacityConfigured(), reachable: false };
  return { configured, dedicatedCapacityConfigured: dedicatedCapacityConfigured(), reachable: await cachedProbe(now) };
}

const configuredPools = () => [getModelPool("v1"), getModelPool("app")].filter((p): p is ModelPool => p !== null);

const cachedProbe = cachedFor("model.probe", PROBE_TTL_MS, () => probeAll(configuredPools()));

async function probeAll(pools: ModelPool[]): Promise<boolean> {
  const results = await Promise.all(pools.map(probe));
  return results.every(Boolean);
}

async function probe(pool: ModelPool): Promise<boolean> {
  try {
    await pool.client.messages.countTokens(
      { model: env().MODEL_SMALL, messages: [{ role: "user", content: "ping" }] },
      { timeout: PROBE_TIMEOUT_MS, maxRetries: 0 },
    );
    return true;
  } catch {
    return false;
  }
}
