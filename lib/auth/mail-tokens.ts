import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { authTokens } from "@/lib/db/schema";

export type TokenPurpose = "password_reset" | "email_verification";

/** A reset link is good for 30 minutes; a verification link for 2 days (people read mail late). */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60_000,
  email_verification: 48 * 3600_000,
};

/** 32 random bytes, base64url: 43 characters, 256 bits. */
export function newRawToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps: the SHA-256 (hex) of the token, so a leaked table cannot be replayed. */
export function hashToken(raw: string): string {
  return createHash("sha256").update(raw, "utf8").digest("hex");
}

/** Well-formed tokens only: anything else is refused without a database lookup. */
export function isWellFormedToken(raw: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(raw);
}

/** Issues a token for the user; earlier unused tokens of the same purpose stop working. Returns the raw token. */
export async function issueToken(db: DbOrTx, userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const raw = newRawToken();
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values({ tokenHash: hashToken(raw), userId, purpose, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]), createdAt: now });
  return raw;
}

/**
 * Consumes a token in one conditional update (unused, unexpired, right purpose), so two concurrent uses cannot
 * both succeed. The user id, or null for a wrong, used or expired token.
 */
export async function consumeToken(db: DbOrTx, raw: string, purpose: TokenPurpose, now = new Date()): Promise<string | null> {
  if (!isWellFormedToken(raw)) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.tokenHash, hashToken(raw)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}
