import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { detectExpiringKeys, detectLowCredit } from "./detect";
import { processOutbox } from "./outbox";

const holder = globalThis as unknown as { __legalAiAlertLoop?: NodeJS.Timeout };

/**
 * The background alert loop, one per server process: each pass detects low balances and expiring keys, then
 * delivers what is due from the outbox. Several instances may run it at once (see `claimDue`). A failing pass
 * is logged and the next one tries again.
 */
export function startAlertLoop(): void {
  if (holder.__legalAiAlertLoop) return;
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const db = await getDb();
      await detectLowCredit(db);
      await detectExpiringKeys(db);
      while ((await processOutbox(db)) > 0) {
        // Keep draining while whole batches come back.
      }
    } catch (err) {
      log.warn("alert loop pass failed", { err: String(err) });
    } finally {
      running = false;
    }
  };
  holder.__legalAiAlertLoop = setInterval(() => void pass(), env().ALERT_POLL_INTERVAL_MS);
  holder.__legalAiAlertLoop.unref();
}
