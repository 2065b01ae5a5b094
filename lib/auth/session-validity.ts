/**
 * A console session is refused when it began before the account's `sessions_valid_after` (a password reset sets
 * it). Sessions without a sign-in time (issued before the time was recorded) count as the oldest possible.
 */
export function sessionStillValid(authTime: number | undefined, user: { sessionsValidAfter: Date | null }): boolean {
  if (!user.sessionsValidAfter) return true;
  return (authTime ?? 0) >= user.sessionsValidAfter.getTime();
}
