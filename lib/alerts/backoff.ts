/** First retry after 30 s, doubling each time, at most 2 hours apart; nothing is tried 24 h after the alert. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_GAP_MS = 2 * 3600_000;
export const RETRY_WINDOW_MS = 24 * 3600_000;

/** The wait after the n-th failed attempt (n ≥ 1): 30 s · 2^(n−1), capped at 2 h. */
export function retryDelayMs(failedAttempts: number): number {
  const n = Math.max(1, failedAttempts);
  return Math.min(MAX_RETRY_GAP_MS, FIRST_RETRY_MS * 2 ** Math.min(n - 1, 30));
}

/** The next attempt's time, or null when it would fall past the 24-hour window (the delivery has failed). */
export function nextAttemptAt(createdAt: Date, failedAttempts: number, now: Date): Date | null {
  const at = new Date(now.getTime() + retryDelayMs(failedAttempts));
  return at.getTime() > createdAt.getTime() + RETRY_WINDOW_MS ? null : at;
}
