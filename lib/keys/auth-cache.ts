import "server-only";
import { publish, subscribe } from "@/lib/db/notifications";

/**
 * Key lookups are cached per instance for a few seconds, keyed by the key's SHA-256. Changes that must take
 * effect at once (revocation, expiry moved by rotation, tier or staff changes) are announced on the
 * `auth_changed` channel (LISTEN/NOTIFY, both drivers) and evict the entries on every instance; the short
 * TTL bounds staleness if an announcement is ever missed.
 */
export interface CachedKey {
  keyId: string;
  userId: string;
  keyHash: string;
  scopes: string[];
  sandbox: boolean;
  expiresAt: Date | null;
  revokedAt: Date | null;
  tier: string;
  staff: boolean;
  monthlyCreditLimit: number | null;
  requestsPerMinute: number | null;
}

const TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;
const CHANNEL = "auth_changed";

const holder = globalThis as unknown as { __authCache?: Map<string, { entry: CachedKey; at: number }> };
const cache = (holder.__authCache ??= new Map());

export function getCachedKey(hash: string, now = Date.now()): CachedKey | undefined {
  const hit = cache.get(hash);
  if (!hit) return undefined;
  if (now - hit.at > TTL_MS) {
    cache.delete(hash);
    return undefined;
  }
  return hit.entry;
}

export function cacheKey(entry: CachedKey, now = Date.now()): void {
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(entry.keyHash, { entry, at: now });
  void listenForChanges();
}

function evict(target: string): void {
  const [kind, id] = target.split(":", 2);
  for (const [hash, { entry }] of cache) {
    if ((kind === "key" && entry.keyId === id) || (kind === "user" && entry.userId === id)) cache.delete(hash);
  }
}

const listenForChanges = () => subscribe(CHANNEL, evict);

/** Evicts here at once, then tells every other instance. Call after the change has committed. */
export async function announceAuthChange(target: { keyId: string } | { userId: string }): Promise<void> {
  const payload = "keyId" in target ? `key:${target.keyId}` : `user:${target.userId}`;
  evict(payload);
  await publish(CHANNEL, payload);
}

export const startAuthChangeListener = listenForChanges;
