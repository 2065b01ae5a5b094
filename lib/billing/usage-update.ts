import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { usageEvents } from "@/lib/db/schema";
import { flushUsage } from "./usage-buffer";

/** A stream's usage row is written when it is billed; its token counts are known only at the end. */
export async function updateUsageTokens(
  requestId: string,
  figures: { tokensIn: number; tokensOut: number; degraded: boolean },
): Promise<void> {
  await flushUsage();
  const db = await getDb();
  await db.update(usageEvents).set(figures).where(eq(usageEvents.requestId, requestId));
}
