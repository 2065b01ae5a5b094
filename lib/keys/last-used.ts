import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { apiKeys } from "@/lib/db/schema";
import { log } from "@/lib/log";

const MIN_INTERVAL_MS = 60_000;
const lastWritten = new Map<string, number>();

/**
 * Records that a key was used, at most once a minute per key and off the request's critical path: the
 * update is fired and forgotten. The SQL condition keeps several instances from writing more often either.
 */
export function noteKeyUsed(keyId: string, now = Date.now()): void {
  const previous = lastWritten.get(keyId);
  if (previous !== undefined && now - previous < MIN_INTERVAL_MS) return;
  lastWritten.set(keyId, now);
  if (lastWritten.size > 50_000) lastWritten.clear();
  void writeLastUsed(keyId, new Date(now)).catch((err) => log.warn("last_used_at update failed", { err: String(err) }));
}

async function writeLastUsed(keyId: string, at: Date): Promise<void> {
  const db = await getDb();
  const staleBefore = new Date(at.getTime() - MIN_INTERVAL_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
