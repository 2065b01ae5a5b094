import "server-only";
import { log } from "@/lib/log";
import { getDatabase } from "./client";

/**
 * LISTEN/NOTIFY shared by every cross-instance signal (key revocation, auth cache eviction, corpus changes).
 * Each channel is listened to once per process, kept on globalThis because Next.js may load a module once per
 * route bundle; a LISTEN that failed is retried by the next `subscribe` call. One handler per channel.
 */
const holder = globalThis as unknown as { __channelSubscriptions?: Map<string, Promise<void>> };
const subscriptions = (holder.__channelSubscriptions ??= new Map());

export function subscribe(channel: string, onMessage: (payload: string) => void): Promise<void> {
  let pending = subscriptions.get(channel);
  if (!pending) {
    pending = getDatabase()
      .then((database) => database.notifier.listen(channel, onMessage))
      .catch((err) => {
        subscriptions.delete(channel);
        log.error("could not listen on a notification channel", { channel, err: String(err) });
      });
    subscriptions.set(channel, pending);
  }
  return pending;
}

/** Best-effort NOTIFY: a failure is logged, never thrown (the change itself has already committed). */
export async function publish(channel: string, payload: string): Promise<void> {
  try {
    const database = await getDatabase();
    await database.notifier.notify(channel, payload);
  } catch (err) {
    log.error("could not publish a notification", { channel, err: String(err) });
  }
}
