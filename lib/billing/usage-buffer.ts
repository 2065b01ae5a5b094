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

interface BufferState {
  queue: UsageEventInput[];
  timer: NodeJS.Timeout | null;
  flushing: Promise<void>;
  /** Settlements of calls that have already answered, until they commit (pipeline steps/settle.ts). */
  settling: Set<Promise<unknown>>;
}
const holder = globalThis as unknown as { __usageBuffer?: BufferState };
const state = (holder.__usageBuffer ??= { queue: [], timer: null, flushing: Promise.resolve(), settling: new Set() });

export function bufferUsageEvent(event: UsageEventInput): void {
  state.queue.push(event);
  if (state.queue.length >= MAX_BATCH) void flushQueue();
  else state.timer ??= setTimeout(() => void flushQueue(), FLUSH_AFTER_MS);
}

/** A settlement that commits after its call has answered: `flushUsage` waits for it. */
export function trackSettlement<T>(settlement: Promise<T>): Promise<T> {
  state.settling.add(settlement);
  const done = () => state.settling.delete(settlement);
  settlement.then(done, done);
  return settlement;
}

/**
 * Writes everything queued so far and waits for the settlements still in flight; resolves when both are in the
 * database, so that a reader sees every call this instance has answered.
 */
export async function flushUsage(): Promise<void> {
  await Promise.all([flushQueue(), ...[...state.settling].map((s) => s.catch(() => {}))]);
}

function flushQueue(): Promise<void> {
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
