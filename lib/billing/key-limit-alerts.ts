import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { apiKeys } from "@/lib/db/schema";
import { enqueueAlert } from "@/lib/alerts/enqueue";

/**
 * `key.limit_reached` alerts for a key's own caps: once per key, UTC month and threshold (80 and 100 percent) for the
 * monthly credit cap, once per key and UTC day for its rate cap. Written after the hold (or refusal) it reports, in
 * the background; the dedupe key makes the repeats that later calls offer no-ops.
 */
export async function alertKeyLimit(
  db: DbOrTx,
  input: { userId: string; keyId: string; limit: "credits" | "rate"; percent: 80 | 100; used: number; cap: number; now: Date },
): Promise<void> {
  const [key] = await db.select({ name: apiKeys.name, displayKey: apiKeys.displayKey }).from(apiKeys).where(eq(apiKeys.id, input.keyId));
  const period = input.limit === "credits" ? input.now.toISOString().slice(0, 7) : input.now.toISOString().slice(0, 10);
  await enqueueAlert(
    db,
    input.userId,
    "key.limit_reached",
    { key_id: input.keyId, name: key?.name ?? null, display_key: key?.displayKey ?? null, limit: input.limit, percent: input.percent, used: input.used, cap: input.cap },
    { dedupeKey: `key.limit_reached:${input.keyId}:${input.limit}:${period}:${input.percent}`, now: input.now },
  );
}

/** The thresholds a key's monthly spend has reached once this call is counted. */
export function creditThresholdsReached(used: number, cap: number): (80 | 100)[] {
  return [...(used * 5 >= cap * 4 ? [80 as const] : []), ...(used >= cap ? [100 as const] : [])];
}
