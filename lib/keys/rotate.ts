import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { apiKeys } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/problem";
import { announceAuthChange } from "./auth-cache";
import { announceKeyRevoked } from "./revocation-bus";
import type { Scope } from "./scopes";
import { createApiKey, keyStatus, recordKeyEvent, type ApiKeyRow } from "./store";

/** How long the old key keeps working after a rotation, in seconds. */
export const gracePeriods = { immediately: 0, "1h": 3600, "24h": 86_400, "7d": 604_800 } as const;
export type GracePeriod = keyof typeof gracePeriods;

export interface RotationResult {
  rawKey: string;
  replacement: ApiKeyRow;
  previous: ApiKeyRow;
}

/**
 * Rotation (spec 5.3: create a replacement, run both during a grace period, retire the old key): the
 * replacement copies name, scopes, sandbox flag and any later expiry; the old key's expiry moves to the end
 * of the grace period (never later than it already was). One transaction, with the old row locked, so two
 * rotations of one key cannot both succeed.
 */
export async function rotateApiKey(
  db: Db,
  input: { keyId: string; graceSeconds: number; actorUserId: string | null; now?: Date },
): Promise<RotationResult> {
  const now = input.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(apiKeys).where(eq(apiKeys.id, input.keyId)).for("update");
    if (!old) throw new ApiError("not_found", `No API key with id ${input.keyId}.`);
    const status = keyStatus(old, now);
    if (status !== "active") throw new ApiError("invalid_request", `Only an active key can be rotated; this one is ${status}.`);

    const graceEnd = new Date(now.getTime() + Math.max(0, input.graceSeconds) * 1000);
    const oldExpiresAt = old.expiresAt && old.expiresAt.getTime() < graceEnd.getTime() ? old.expiresAt : graceEnd;
    const [previous] = await tx.update(apiKeys).set({ expiresAt: oldExpiresAt }).where(eq(apiKeys.id, old.id)).returning();

    const { rawKey, row: replacement } = await createApiKey(tx, {
      userId: old.userId,
      name: old.name,
      scopes: old.scopes as Scope[],
      sandbox: old.sandbox,
      expiresAt: old.expiresAt,
      actorUserId: input.actorUserId,
      rotatedFromKeyId: old.id,
      limits: { monthlyCreditLimit: old.monthlyCreditLimit, requestsPerMinute: old.requestsPerMinute },
    });
    await recordKeyEvent(tx, {
      userId: old.userId,
      keyId: old.id,
      actorUserId: input.actorUserId,
      action: "key.rotated",
      detail: { replaced_by: replacement.id, grace_seconds: input.graceSeconds, expires_at: oldExpiresAt.toISOString() },
    });
    return { rawKey, replacement, previous };
  });
  // With no grace the old key must stop now, open streams included (their timers know only the old expiry):
  // announced like a revocation. Otherwise cached key lookups on every instance must still learn the new
  // expiry; streams are far shorter than the shortest grace period.
  if (input.graceSeconds <= 0) await announceKeyRevoked(result.previous.id);
  else await announceAuthChange({ keyId: result.previous.id });
  return result;
}
