import "server-only";
import { and, asc, count, eq, gte, lt, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { loginFailures } from "@/lib/db/schema";
import { log } from "@/lib/log";

export const EMAIL_FAILURE_LIMIT = 10;
export const EMAIL_WINDOW_MS = 15 * 60_000;
export const IP_FAILURE_LIMIT = 20;
export const IP_WINDOW_MS = 60_000;

export type Refusal = { allowed: false; reason: "email" | "ip"; retryAfterSeconds: number };
export type LoginAttempt = { allowed: true } | Refusal;

/**
 * Records the attempt first and then counts, so concurrent guesses see each other and cannot slip past the
 * limit together. A refused attempt still counts: hammering a locked account keeps it locked. Called before
 * the password hash is checked, so a throttled guess costs no argon2 work.
 */
export async function beginLoginAttempt(db: DbOrTx, email: string, ip: string, now = new Date()): Promise<LoginAttempt> {
  await db.insert(loginFailures).values({ email, ip, createdAt: now });
  maybePurge(db, now);
  const byEmail = await refusal(db, "email", eq(loginFailures.email, email), EMAIL_FAILURE_LIMIT, EMAIL_WINDOW_MS, now);
  if (byEmail) return byEmail;
  const byIp = await refusal(db, "ip", eq(loginFailures.ip, ip), IP_FAILURE_LIMIT, IP_WINDOW_MS, now);
  return byIp ?? { allowed: true };
}

/** A correct password: the account's earlier failures no longer count against it. */
export async function loginSucceeded(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export function throttleMessage(refused: Refusal): string {
  const s = refused.retryAfterSeconds;
  const wait = s >= 90 ? `${Math.ceil(s / 60)} minutes` : `${s} second${s === 1 ? "" : "s"}`;
  return refused.reason === "email"
    ? `Too many failed sign-in attempts for this email. Try again in ${wait}.`
    : `Too many sign-in attempts from your network. Try again in ${wait}.`;
}

async function refusal(db: DbOrTx, reason: Refusal["reason"], who: SQL, limit: number, windowMs: number, now: Date): Promise<Refusal | null> {
  const inWindow = and(who, gte(loginFailures.createdAt, new Date(now.getTime() - windowMs)));
  const [{ n }] = await db.select({ n: count() }).from(loginFailures).where(inWindow);
  if (Number(n) <= limit) return null;
  // Allowed again once enough of the oldest rows have left the window to bring the count back to the limit.
  const [pivot] = await db
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(inWindow)
    .orderBy(asc(loginFailures.createdAt))
    .offset(Number(n) - limit - 1)
    .limit(1);
  const freeAt = (pivot?.at ?? now).getTime() + windowMs;
  return { allowed: false, reason, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

let lastPurge = 0;
/** Rows older than the longest window mean nothing; they are deleted now and then, off the sign-in path. */
function maybePurge(db: DbOrTx, at: Date): void {
  if (at.getTime() - lastPurge < 10 * 60_000) return;
  lastPurge = at.getTime();
  const cutoff = new Date(at.getTime() - 2 * EMAIL_WINDOW_MS);
  void Promise.resolve(db.delete(loginFailures).where(lt(loginFailures.createdAt, cutoff))).catch((err) =>
    log.warn("login-failure purge failed", { err: String(err) }),
  );
}
