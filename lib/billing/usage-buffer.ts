import "server-only";
import { getDb } from "@/lib/db/client";
import { log } from "@/lib/log";
import { insertUsageEvents, type UsageEventInput } from "./usage";

/**
 * Usage events of calls that moved no money and stored no idempotent response (most 0-credit calls and
 * rejections) are written in batches: one multi-row insert per ~50 ms instead of one insert per call, which
 * keeps the database off the hot path. Events that go with a debit or an idempotent record never come here:
 * they commit in the settling transaction. Readers of usage call `flushUsage()` first.
 */
const FLUSH_AFTER_MS = 50;
const MAX_BATCH = 500;

const holder = globalThis as unknown as { __usageBuffer?: { queue: UsageEventInput[]; timer: NodeJS.Timeout | null; flushing: Promise<void> } };
const state = (holder.__usageBuffer ??= { queue: [], timer: null, flushing: Promise.resolve() });

export function bufferUsageEvent(event: UsageEventInput): void {
  state.queue.push(event);
  if (state.queue.length >= MAX_BATCH) void flushUsage();
  else state.timer ??= setTimeout(() => void flushUsage(), FLUSH_AFTER_MS);
}

/** Writes everything queued so far; resolves when it is in the database. */
export function flushUsage(): Promise<void> {
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  const batch = state.queue.splice(0, state.queue.length);
  state.flushing = state.flushing.then(async () => {
    if (batch.length === 0) return;
    try {
      await insertUsageEvents(await getDb(), batch);
    } catch (err) {
      log.error("could not write usage events", { count: batch.length, err: String(err) });
    }
  });
  return state.flushing;
}
