import "server-only";
import { z } from "zod";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { ApiError } from "@/lib/http/problem";
import { announceKeyRevoked } from "@/lib/keys/revocation-bus";
import { gracePeriods, rotateApiKey, type GracePeriod } from "@/lib/keys/rotate";
import { publicScopes } from "@/lib/keys/scopes";
import { assertMayUseLiveKeys } from "@/lib/auth/email-verification";
import { requireUser as requireUserRow } from "@/lib/users/store";
import { createApiKey, getApiKey, keyStatus, listApiKeys, revokeApiKey, updateKeyLimits, type ApiKeyRow, type KeyStatus } from "@/lib/keys/store";
import { announceAuthChange } from "@/lib/keys/auth-cache";
import { monthStart } from "@/lib/billing/credits";
import { usageEvents } from "@/lib/db/schema";
import { and, eq, gte, sql } from "drizzle-orm";

/** What the console shows of a key: never the hash, and the raw key only in the creation answer. */
export interface ConsoleKey {
  id: string;
  name: string;
  displayKey: string;
  scopes: string[];
  sandbox: boolean;
  status: KeyStatus;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  rotatedFromKeyId: string | null;
  monthlyCreditLimit: number | null;
  requestsPerMinute: number | null;
  /** Credits this key spent this calendar month (UTC), against `monthlyCreditLimit`. */
  creditsThisMonth: number;
}

export function toConsoleKey(row: ApiKeyRow, now = new Date(), creditsThisMonth = 0): ConsoleKey {
  return {
    id: row.id,
    name: row.name,
    displayKey: row.displayKey,
    scopes: row.scopes,
    sandbox: row.sandbox,
    status: keyStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    rotatedFromKeyId: row.rotatedFromKeyId,
    monthlyCreditLimit: row.monthlyCreditLimit,
    requestsPerMinute: row.requestsPerMinute,
    creditsThisMonth,
  };
}

/** An optional positive whole number from a form field: empty means "no limit". */
const optionalLimit = (max: number) =>
  z
    .union([z.literal("").transform(() => null), z.coerce.number().int("use a whole number").min(1, "at least 1").max(max, `at most ${max}`)])
    .nullable();

export const keyLimitsInput = z.object({
  monthlyCreditLimit: optionalLimit(1_000_000_000),
  requestsPerMinute: optionalLimit(100_000),
});

/** A calendar date (YYYY-MM-DD): the key works through that whole day, UTC. */
const expiryDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "use the date picker (YYYY-MM-DD)")
  .transform((s) => new Date(`${s}T00:00:00.000Z`).getTime() + 86_400_000)
  .refine((ms) => Number.isFinite(ms), "not a date")
  .transform((ms) => new Date(ms));

export const createKeyInput = z.object({
  name: z.string().trim().min(1, "give the key a name").max(100, "at most 100 characters"),
  scopes: z.array(z.enum(publicScopes)).min(1, "choose at least one scope"),
  sandbox: z.boolean(),
  expiresOn: z.union([z.literal("").transform(() => null), expiryDate]).nullable(),
  monthlyCreditLimit: optionalLimit(1_000_000_000).default(null),
  requestsPerMinute: optionalLimit(100_000).default(null),
});

export async function createOwnKey(userId: string, input: z.output<typeof createKeyInput>, now = new Date()) {
  if (input.expiresOn && input.expiresOn.getTime() <= now.getTime()) throw new ApiError("invalid_request", "expiry: must be today or later");
  const db = await getDb();
  if (!input.sandbox) assertMayUseLiveKeys(await requireUserRow(db, userId));
  const { rawKey, row } = await createApiKey(db, {
    userId,
    name: input.name,
    scopes: input.scopes,
    sandbox: input.sandbox,
    expiresAt: input.expiresOn,
    actorUserId: userId,
    limits: { monthlyCreditLimit: input.monthlyCreditLimit, requestsPerMinute: input.requestsPerMinute },
  });
  return { rawKey, key: toConsoleKey(row, now) };
}

/** Sets or removes one of the user's own keys' limits; every instance drops the key from its auth cache at once. */
export async function setOwnKeyLimits(userId: string, keyId: string, limits: z.output<typeof keyLimitsInput>): Promise<void> {
  const db = await getDb();
  await ownedKey(db, userId, keyId);
  await updateKeyLimits(db, keyId, limits, userId);
  await announceAuthChange({ keyId });
}

/** The key if the user owns it. Someone else's key answers exactly like a missing one. */
export async function ownedKey(db: DbOrTx, userId: string, keyId: string): Promise<ApiKeyRow> {
  const row = await getApiKey(db, keyId);
  if (!row || row.userId !== userId) throw new ApiError("not_found", "No such key.");
  return row;
}

/** Revokes one of the user's own keys. */
export async function revokeOwnKey(userId: string, keyId: string): Promise<ConsoleKey> {
  const db = await getDb();
  return revokeRow(db, await ownedKey(db, userId, keyId), userId);
}

/** Staff may revoke any tenant's key; the caller has checked the staff flag (from the database). */
export async function revokeAnyKey(staffUserId: string, keyId: string): Promise<ConsoleKey> {
  const db = await getDb();
  const row = await getApiKey(db, keyId);
  if (!row) throw new ApiError("not_found", "No such key.");
  return revokeRow(db, row, staffUserId);
}

/** Effective at once: the revocation commits, then open streams on the key are ended on every instance. */
async function revokeRow(db: DbOrTx, row: ApiKeyRow, actorUserId: string): Promise<ConsoleKey> {
  if (row.revokedAt) throw new ApiError("invalid_request", "This key is already revoked.");
  const updated = await revokeApiKey(db, row.id, actorUserId);
  await announceKeyRevoked(row.id);
  return toConsoleKey(updated ?? row);
}

export const rotateKeyInput = z.object({
  keyId: z.string().min(1),
  grace: z.enum(Object.keys(gracePeriods) as [GracePeriod, ...GracePeriod[]]),
});

export async function rotateOwnKey(userId: string, input: z.output<typeof rotateKeyInput>) {
  const db = await getDb();
  const owned = await ownedKey(db, userId, input.keyId);
  if (!owned.sandbox) assertMayUseLiveKeys(await requireUserRow(db, userId));
  const result = await rotateApiKey(db, { keyId: input.keyId, graceSeconds: gracePeriods[input.grace], actorUserId: userId });
  return { rawKey: result.rawKey, key: toConsoleKey(result.replacement), previous: toConsoleKey(result.previous) };
}

export async function listOwnKeys(userId: string, now = new Date()): Promise<ConsoleKey[]> {
  const db = await getDb();
  const [rows, spent] = await Promise.all([
    listApiKeys(db, userId),
    db
      .select({ keyId: usageEvents.keyId, credits: sql<number>`coalesce(sum(${usageEvents.credits}), 0)::int` })
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, monthStart(now))))
      .groupBy(usageEvents.keyId),
  ]);
  const byKey = new Map(spent.map((s) => [s.keyId, Number(s.credits)]));
  return rows.map((row) => toConsoleKey(row, now, byKey.get(row.id) ?? 0));
}

/** Sandbox keys for the explorer: all public scopes, never billed, and short-lived so they do not pile up. */
export async function createExplorerSandboxKey(userId: string) {
  const db = await getDb();
  const { rawKey, row } = await createApiKey(db, {
    userId,
    name: "Explorer sandbox",
    scopes: [...publicScopes],
    sandbox: true,
    expiresAt: new Date(Date.now() + 24 * 3600_000),
    actorUserId: userId,
  });
  return { rawKey, key: toConsoleKey(row) };
}
