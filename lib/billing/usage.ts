import "server-only";
import type { DbOrTx } from "@/lib/db/client";
import { usageEvents } from "@/lib/db/schema";

export type UsageEventInput = typeof usageEvents.$inferInsert;

export async function insertUsageEvents(db: DbOrTx, events: UsageEventInput[]): Promise<void> {
  if (events.length > 0) await db.insert(usageEvents).values(events).onConflictDoNothing();
}
