import "server-only";
import Anthropic from "@anthropic-ai/sdk";
import { env } from "@/lib/env";
import { Semaphore } from "./semaphore";
import { nodeFetch } from "./node-fetch";

/**
 * Two model pools (DECISIONS "Model and degradation"): the dedicated /v1 capacity pool used by chat,
 * documents, compliance, corporate and litigation, and the application-wide client used by contracts. The
 * dedicated pool falls back to the application-wide settings when it has no key of its own.
 */
export type PoolName = "v1" | "app";

export interface ModelPool {
  name: PoolName;
  client: Anthropic;
  semaphore: Semaphore;
  /** True when this pool runs on its own key (for v1: dedicated capacity). */
  ownKey: boolean;
}

const holder = globalThis as unknown as { __modelPools?: Map<PoolName, ModelPool | null> };

export function getModelPool(name: PoolName): ModelPool | null {
  holder.__modelPools ??= new Map();
  if (!holder.__modelPools.has(name)) holder.__modelPools.set(name, createPool(name));
  return holder.__modelPools.get(name) ?? null;
}

export function dedicatedCapacityConfigured(): boolean {
  return Boolean(env().V1_ANTHROPIC_API_KEY);
}

function createPool(name: PoolName): ModelPool | null {
  const e = env();
  const dedicated = name === "v1" && Boolean(e.V1_ANTHROPIC_API_KEY);
  const apiKey = dedicated ? e.V1_ANTHROPIC_API_KEY : e.ANTHROPIC_API_KEY;
  const baseURL = dedicated ? e.V1_ANTHROPIC_BASE_URL : e.ANTHROPIC_BASE_URL;
  if (!apiKey) return null;
  const client = new Anthropic({
    apiKey,
    ...(baseURL ? { baseURL } : {}),
    // Our own retry loop (retry.ts) owns backoff and the total time budget; SDK retries would multiply with it.
    maxRetries: 0,
    timeout: e.MODEL_TIMEOUT_MS,
    fetch: nodeFetch(runtimeFetch()),
  });
  const concurrency = name === "v1" ? e.V1_MODEL_CONCURRENCY : e.APP_MODEL_CONCURRENCY;
  return { name, client, semaphore: new Semaphore(concurrency), ownKey: name === "app" || dedicated };
}

/**
 * The fallback for what `nodeFetch` leaves to the runtime. Next.js replaces the global fetch with one that feeds its data cache (tracing, request dedupe, cache keys) and keeps
 * the runtime's own as `_nextOriginalFetch`. Model calls are never cached, so the SDK skips that wrapper.
 */
function runtimeFetch(): typeof fetch {
  const current = globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch };
  return current._nextOriginalFetch ?? current;
}
