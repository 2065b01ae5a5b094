/** How long a console session lasts from its sign-in (next-auth's `session.maxAge` and the cookie use the same value). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * Whether a console session may still be used. It is refused when:
 * - it is older than SESSION_MAX_AGE_SECONDS counted from its sign-in (next-auth re-issues a token it is shown with
 *   a fresh expiry, so the sign-in time is the bound that holds, and what lets a revocation be forgotten then);
 * - it was signed out (its session id is in revoked_sessions);
 * - it began before the account's `sessions_valid_after` (a password reset, or signing out a session that carries
 *   no session id, sets it).
 * A session without a sign-in time is refused.
 */
export function sessionStillValid(
  session: { authTime?: number; revoked?: boolean },
  user: { sessionsValidAfter: Date | null },
  now = Date.now(),
): boolean {
  const { authTime } = session;
  if (authTime === undefined || session.revoked) return false;
  if (now - authTime >= SESSION_MAX_AGE_SECONDS * 1000) return false;
  return !user.sessionsValidAfter || authTime >= user.sessionsValidAfter.getTime();
}
