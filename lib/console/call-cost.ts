/** What an explorer call cost and why, read from the response headers the pipeline sets on every /v1 answer. */
export interface CallCost {
  credits: number;
  /** Why a call cost nothing; null when it was billed. */
  reason: string | null;
  degraded: boolean;
  sandbox: boolean;
}

export function callCost(status: number, headers: [string, string][]): CallCost | null {
  const get = (name: string) => headers.find(([k]) => k.toLowerCase() === name)?.[1] ?? null;
  const raw = get("x-credits-used");
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const credits = Number(raw);
  const degraded = get("x-degraded") === "true";
  const sandbox = get("x-sandbox") === "true";
  let reason: string | null = null;
  if (credits === 0) {
    if (sandbox) reason = "sandbox keys are never billed";
    else if (degraded) reason = "degraded answers (offline engine) are not billed";
    else if (get("idempotent-replayed") === "true") reason = "a replay of a stored answer is not billed again";
    else if (status >= 400) reason = "failed calls are not billed";
    else reason = "this endpoint is free";
  }
  return { credits, reason, degraded, sandbox };
}
