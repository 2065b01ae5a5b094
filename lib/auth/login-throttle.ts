import "server-only";
import { and, count, eq, gte, lt } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { loginBackoff, loginFailures } from "@/lib/db/schema";
import { log } from "@/lib/log";

/** Wrong passwords an account may have in a row before each next guess has to wait. */
export const FREE_FAILURES = 4;
/** The wait after the first failure past the free ones; it doubles with each further failure, up to the maximum. */
export const BACKOFF_BASE_MS = 15_000;
export const BACKOFF_MAX_MS = 15 * 60_000;
/** A run of failures is forgotten once its last failure is this old. */
export const BACKOFF_FORGET_MS = 24 * 3600_000;

/** Sign-in attempts from one address (any accounts), per minute and per hour. */
export const IP_ATTEMPTS_PER_MINUTE = 20;
export const IP_ATTEMPTS_PER_HOUR = 100;

export type Refusal = { allowed: false; reason: "account" | "ip"; retryAfterSeconds: number };
export type LoginAttempt = { allowed: true } | Refusal;

/** The wait before the guess after `failures` consecutive wrong passwords: 0 for the free ones, then 15 s, 30 s, 1 min … 15 min. */
export function backoffDelayMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (failures - FREE_FAILURES - 1));
}

/**
 * Admits or refuses one sign-in attempt, before the password hash is checked (so a refused guess costs no argon2
 * work). Two limits:
 * - per address: every attempt is recorded and counted (IP_ATTEMPTS_PER_MINUTE, IP_ATTEMPTS_PER_HOUR), so one
 *   address cannot spray guesses over many accounts;
 * - per account: exponential back-off. An admitted attempt is counted as a failure when it is admitted (a correct
 *   password then clears it), so concurrent guesses cannot share one slot. A refused attempt changes nothing, so
 *   hammering an account does not lengthen its wait, and the owner can always get in through a password reset,
 *   which clears the back-off. There is no lockout: an attacker gets one guess per 15 minutes at most.
 */
export async function beginLoginAttempt(db: DbOrTx, email: string, ip: string, now = new Date()): Promise<LoginAttempt> {
  await db.insert(loginFailures).values({ email, ip, createdAt: now });
  maybePurge(db, now);
  const byIp = (await addressRefusal(db, ip, IP_ATTEMPTS_PER_MINUTE, 60_000, now)) ?? (await addressRefusal(db, ip, IP_ATTEMPTS_PER_HOUR, 3600_000, now));
  if (byIp) return byIp;
  return claimGuess(db, email, now);
}

/** A correct password: the account's back-off and its recorded attempts are cleared. Also called by a password reset. */
export async function loginSucceeded(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginBackoff).where(eq(loginBackoff.email, email));
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export function throttleMessage(refused: Refusal): string {
  const s = refused.retryAfterSeconds;
  const wait = s >= 90 ? `${Math.ceil(s / 60)} minutes` : `${s} second${s === 1 ? "" : "s"}`;
  return refused.reason === "account"
    ? `Too many wrong passwords for this account. Try again in ${wait}, or reset your password to sign in now.`
    : `Too many sign-in attempts from your network. Try again in ${wait}.`;
}

async function addressRefusal(db: DbOrTx, ip: string, limit: number, windowMs: number, now: Date): Promise<Refusal | null> {
  const since = new Date(now.getTime() - windowMs);
  const [{ n }] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gte(loginFailures.createdAt, since)));
  if (Number(n) <= limit) return null;
  // Windows slide: without the row times it is enough to say "within the window"; a minute's is exact enough.
  return { allowed: false, reason: "ip", retryAfterSeconds: Math.ceil(windowMs / 1000) };
}

/** Claims the account's next guess with a conditional write; a lost race re-reads and tries again. */
async function claimGuess(db: DbOrTx, email: string, now: Date): Promise<LoginAttempt> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.select().from(loginBackoff).where(eq(loginBackoff.email, email));
    const live = row && now.getTime() - row.lastFailureAt.getTime() < BACKOFF_FORGET_MS ? row : undefined;
    if (live && live.nextAttemptAt.getTime() > now.getTime()) {
      return { allowed: false, reason: "account", retryAfterSeconds: Math.max(1, Math.ceil((live.nextAttemptAt.getTime() - now.getTime()) / 1000)) };
    }
    const failures = (live?.failures ?? 0) + 1;
    const next = { failures, lastFailureAt: now, nextAttemptAt: new Date(now.getTime() + backoffDelayMs(failures)) };
    const claimed = row
      ? await db
          .update(loginBackoff)
          .set(next)
          .where(and(eq(loginBackoff.email, email), eq(loginBackoff.failures, row.failures), eq(loginBackoff.lastFailureAt, row.lastFailureAt)))
          .returning({ email: loginBackoff.email })
      : await db
          .insert(loginBackoff)
          .values({ email, ...next })
          .onConflictDoNothing()
          .returning({ email: loginBackoff.email });
    if (claimed.length > 0) return { allowed: true };
  }
  return { allowed: false, reason: "account", retryAfterSeconds: 1 };
}

let lastPurge = 0;

/** At most every 10 minutes per instance: attempts older than the hourly window, back-offs already forgotten. */
function maybePurge(db: DbOrTx, at: Date): void {
  if (at.getTime() - lastPurge < 10 * 60_000) return;
  lastPurge = at.getTime();
  const purge = async () => {
    await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(at.getTime() - 2 * 3600_000)));
    await db.delete(loginBackoff).where(lt(loginBackoff.lastFailureAt, new Date(at.getTime() - BACKOFF_FORGET_MS)));
  };
  void purge().catch((err) => log.warn("login-attempt purge failed", { err: String(err) }));
}
