import "server-only";
import type { z } from "zod";
import { getDb } from "@/lib/db/client";
import { ApiError } from "@/lib/http/problem";
import { adjustCredits } from "@/lib/billing/credits";
import { flushUsage } from "@/lib/billing/usage-buffer";
import { createApiKey, getApiKey, listApiKeys, revokeApiKey, serializeApiKey, updateKeyLimits } from "@/lib/keys/store";
import { announceKeyRevoked } from "@/lib/keys/revocation-bus";
import { announceAuthChange } from "@/lib/keys/auth-cache";
import { ADMIN_SCOPE, expandScopes } from "@/lib/keys/scopes";
import { createUser, findUserByEmail, listUsers, requireUser, serializeUser, updateUser } from "@/lib/users/store";
import type { createKeyBody, createUserBody, creditsBody, updateKeyBody, updateUserBody } from "./schemas";

export async function adminCreateUser(body: z.infer<typeof createUserBody>, actorUserId: string) {
  const db = await getDb();
  const row = await createUser(db, { ...body, actorUserId });
  return serializeUser(row);
}

// The handlers below answer with a balance: they first wait for the settlements of calls this instance has already
// answered (a billed call is debited just after its answer), so that the balance includes them.

export async function adminFindUsers(email: string | undefined) {
  await flushUsage();
  const db = await getDb();
  const rows = email ? [await findUserByEmail(db, email)].filter((r) => r !== undefined) : await listUsers(db);
  return { data: rows.map(serializeUser) };
}

export async function adminUpdateUser(userId: string, body: z.infer<typeof updateUserBody>) {
  await flushUsage();
  const db = await getDb();
  const row = await updateUser(db, userId, body);
  // Tier and staff flag are part of cached key lookups: evict them on every instance.
  await announceAuthChange({ userId });
  return serializeUser(row);
}

export async function adminAdjustCredits(userId: string, body: z.infer<typeof creditsBody>, actorUserId: string) {
  await flushUsage();
  const db = await getDb();
  await requireUser(db, userId);
  const balance = await adjustCredits(db, { userId, amount: body.amount, reason: body.reason ?? null, actorUserId });
  return { user_id: userId, credits_balance: balance };
}

export async function adminCreateKey(userId: string, body: z.infer<typeof createKeyBody>, actorUserId: string) {
  const db = await getDb();
  const owner = await requireUser(db, userId);
  const scopes = expandScopes(body.scopes);
  if (scopes.includes(ADMIN_SCOPE) && !owner.staff) {
    throw new ApiError("invalid_request", "Only staff users may hold the admin scope.", {
      errors: [{ field: "scopes", message: "admin is only for staff users" }],
    });
  }
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw new ApiError("invalid_request", "expires_at must be in the future.", {
      errors: [{ field: "expires_at", message: "must be in the future" }],
    });
  }
  const { rawKey, row } = await createApiKey(db, {
    userId,
    name: body.name,
    scopes,
    sandbox: body.sandbox ?? false,
    expiresAt,
    actorUserId,
    limits: { monthlyCreditLimit: body.monthly_credit_limit ?? null, requestsPerMinute: body.requests_per_minute ?? null },
  });
  return { ...serializeApiKey(row), key: rawKey };
}

export async function adminUpdateKey(keyId: string, body: z.infer<typeof updateKeyBody>, actorUserId: string) {
  const db = await getDb();
  const row = await updateKeyLimits(db, keyId, { monthlyCreditLimit: body.monthly_credit_limit, requestsPerMinute: body.requests_per_minute }, actorUserId);
  if (!row) throw new ApiError("not_found", `No API key with id ${keyId}.`);
  await announceAuthChange({ keyId });
  return serializeApiKey(row);
}

export async function adminListKeys(userId: string) {
  const db = await getDb();
  await requireUser(db, userId);
  return { data: (await listApiKeys(db, userId)).map((r) => serializeApiKey(r)) };
}

export async function adminRevokeKey(keyId: string, actorUserId: string) {
  const db = await getDb();
  if (!(await getApiKey(db, keyId))) throw new ApiError("not_found", `No API key with id ${keyId}.`);
  const row = await revokeApiKey(db, keyId, actorUserId);
  await announceKeyRevoked(keyId);
  return serializeApiKey(row!);
}
