/**
 * Waits until at least `marginSeconds` remain in the current UTC minute, so a burst of calls stays in one fixed
 * one-minute limiter window (a burst straddling the edge is counted in two windows and never reaches the limit).
 */
export async function awayFromMinuteEdge(marginSeconds = 8): Promise<void> {
  const left = 60 - new Date().getUTCSeconds();
  if (left < marginSeconds) await new Promise((r) => setTimeout(r, left * 1000 + 200));
}
