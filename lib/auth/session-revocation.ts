import "server-only";
import { eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { revokedSessions, users } from "@/lib/db/schema";
import { log } from "@/lib/log";
import { SESSION_MAX_AGE_SECONDS } from "./session-validity";

export interface SignedInSession {
  userId: string;
  /** Absent only in tokens issued before sessions carried an id. */
  sid?: string;
  authTime?: number;
}

/**
 * Ends one console session on the server: its id is recorded as revoked until the session could have expired
 * anyway, so its cookie opens nothing even if it was copied. Other devices stay signed in. A token without a
 * session id (issued before they existed) cannot be told apart from the account's others, so signing it out
 * ends every session of the account that began before now.
 */
export async function revokeSession(db: DbOrTx, session: SignedInSession, now = new Date()): Promise<void> {
  if (!session.sid) {
    await db.update(users).set({ sessionsValidAfter: now }).where(eq(users.id, session.userId));
    return;
  }
  const expiresAt = new Date((session.authTime ?? now.getTime()) + SESSION_MAX_AGE_SECONDS * 1000);
  await db.insert(revokedSessions).values({ sessionId: session.sid, userId: session.userId, revokedAt: now, expiresAt }).onConflictDoNothing();
  maybePurge(db, now);
}

let lastPurge = 0;

function maybePurge(db: DbOrTx, at: Date): void {
  if (at.getTime() - lastPurge < 10 * 60_000) return;
  lastPurge = at.getTime();
  void Promise.resolve(db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, at))).catch((err) =>
    log.warn("revoked-session purge failed", { err: String(err) }),
  );
}

/** The session's account and whether the session was signed out, in one round trip. */
export async function loadSessionUser(db: DbOrTx, userId: string, sid: string | undefined): Promise<{ user: typeof users.$inferSelect; revoked: boolean } | null> {
  const revoked = sid ? sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${sid})` : sql<boolean>`false`;
  const [row] = await db.select({ user: users, revoked }).from(users).where(eq(users.id, userId));
  return row ? { user: row.user, revoked: Boolean(row.revoked) } : null;
}
