import "server-only";
import { getDb } from "@/lib/db/client";
import { debitCredits, releaseHold } from "@/lib/billing/credits";
import { insertUsageEvent, type UsageEventInput } from "@/lib/billing/usage";
import { log } from "@/lib/log";
import { bufferUsageEvent } from "@/lib/billing/usage-buffer";
import { completeIdempotency, type IdempotencyScope } from "./idempotency";

export interface Settlement {
  usage: UsageEventInput;
  /** Credits to debit now (0 when the call is not billable). */
  charge: number;
  holdRequestId: string | null;
  idempotency: {
    scope: IdempotencyScope;
    response: { status: number; headers: Record<string, string>; body: string | null; streamed: string | null };
  } | null;
}

/**
 * The debit, its ledger row, the usage event, the release of the credit hold and the stored idempotent
 * response commit in one transaction: all of them or none.
 */
export async function settle(s: Settlement): Promise<{ charged: number }> {
  if (s.charge === 0 && !s.holdRequestId && !s.idempotency) {
    // Nothing moves money or must be replayed: the usage event joins the next batch.
    bufferUsageEvent({ ...s.usage, credits: 0 });
    return { charged: 0 };
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    let charged = 0;
    if (s.charge > 0 && s.usage.userId) {
      const balance = await debitCredits(tx, {
        userId: s.usage.userId,
        amount: s.charge,
        requestId: s.usage.requestId,
        reason: `${s.usage.method} ${s.usage.endpoint}`,
      });
      if (balance === null) log.warn("debit skipped: balance lowered during the request", { request_id: s.usage.requestId });
      else charged = s.charge;
    }
    if (s.holdRequestId) await releaseHold(tx, s.holdRequestId);
    await insertUsageEvent(tx, { ...s.usage, credits: charged });
    if (s.idempotency) await completeIdempotency(tx, s.idempotency.scope, s.idempotency.response);
    return { charged };
  });
}
