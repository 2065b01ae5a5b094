import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { apiKeys, users } from "@/lib/db/schema";
import { keyShapeProblem } from "@/lib/keys/format";
import { hashKey, hashesEqual } from "@/lib/keys/hash";
import { ADMIN_SCOPE, allScopes, type Scope } from "@/lib/keys/scopes";
import { ApiError } from "@/lib/http/problem";
import { noteKeyUsed } from "@/lib/keys/last-used";
import { cacheKey, getCachedKey, type CachedKey } from "@/lib/keys/auth-cache";
import type { AuthContext } from "../types";

const challenge = { "WWW-Authenticate": 'Bearer realm="v1"' };
const invalidTokenChallenge = { "WWW-Authenticate": 'Bearer realm="v1", error="invalid_token"' };

function invalidKey(detail: string): ApiError {
  return new ApiError("invalid_api_key", detail, { headers: challenge });
}

/** Extracts the raw key from `Authorization: Bearer <key>`; the scheme is case-insensitive (RFC 7235). */
export function bearerToken(header: string | null): string {
  if (!header) throw invalidKey("Send your API key as Authorization: Bearer svc_live_….");
  // Two Authorization headers joined by a client or proxy (RFC 9110 §5.3); repeated lines are refused before Next.js.
  if (header.includes(",")) throw invalidKey("The Authorization header carries more than one credential; send exactly one: Authorization: Bearer svc_live_….");
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (!match) throw invalidKey("The Authorization header must use the Bearer scheme: Authorization: Bearer svc_live_….");
  return match[1];
}

export async function authenticate(request: Request): Promise<AuthContext> {
  const raw = bearerToken(request.headers.get("authorization"));
  // Malformed keys never reach the database.
  if (keyShapeProblem(raw) !== null) throw invalidKey("The API key is malformed.");

  const hash = hashKey(raw);
  const key = getCachedKey(hash) ?? (await lookupKey(hash));
  if (!key || !hashesEqual(key.keyHash, hash)) throw invalidKey("The API key is not recognised.");

  if (key.revokedAt) {
    throw new ApiError("api_key_revoked", "This API key has been revoked.", { headers: invalidTokenChallenge });
  }
  if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) {
    throw new ApiError("api_key_expired", `This API key expired at ${key.expiresAt.toISOString()}.`, {
      headers: invalidTokenChallenge,
    });
  }
  noteKeyUsed(key.keyId);
  const known = new Set<string>(allScopes);
  // The admin scope only counts while its owner is staff: demoting a user disarms their admin keys at once.
  const scopes = key.scopes.filter((s): s is Scope => known.has(s) && (s !== ADMIN_SCOPE || key.staff));
  return {
    keyId: key.keyId,
    userId: key.userId,
    tenantId: `apikey:${key.userId}`,
    scopes,
    sandbox: key.sandbox,
    expiresAt: key.expiresAt,
    tier: key.tier,
    staff: key.staff,
    keyLimits: { monthlyCredits: key.monthlyCreditLimit, requestsPerMinute: key.requestsPerMinute },
  };
}

async function lookupKey(hash: string): Promise<CachedKey | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ key: apiKeys, user: { tier: users.tier, staff: users.staff } })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hash))
    .limit(1);
  if (!row) return undefined;
  const entry: CachedKey = {
    keyId: row.key.id,
    userId: row.key.userId,
    keyHash: row.key.keyHash,
    scopes: row.key.scopes,
    sandbox: row.key.sandbox,
    expiresAt: row.key.expiresAt,
    revokedAt: row.key.revokedAt,
    tier: row.user.tier,
    staff: row.user.staff,
    monthlyCreditLimit: row.key.monthlyCreditLimit,
    requestsPerMinute: row.key.requestsPerMinute,
  };
  cacheKey(entry);
  return entry;
}
