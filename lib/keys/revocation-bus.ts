import "server-only";
import { publish, subscribe } from "@/lib/db/notifications";
import { announceAuthChange } from "./auth-cache";

/**
 * Tells every server instance at once that a key was revoked, through PostgreSQL LISTEN/NOTIFY (PGlite
 * supports it too), so that open streams on that key end within a second wherever they run.
 */
const CHANNEL = "api_key_revoked";

type Reason = "revoked" | "expired";
type Watcher = (reason: Reason) => void;

const holder = globalThis as unknown as { __revocationWatchers?: Map<string, Set<Watcher>> };
const watchers = (holder.__revocationWatchers ??= new Map());

const ensureListening = () => subscribe(CHANNEL, (keyId) => dispatch(keyId, "revoked"));

function dispatch(keyId: string, reason: Reason): void {
  for (const watcher of watchers.get(keyId) ?? []) watcher(reason);
}

/** Calls `onEnd` once if the key is revoked (on any instance) or reaches its expiry; returns an unsubscribe. */
export function watchKeyRevocation(keyId: string, expiresAt: Date | null, onEnd: Watcher): () => void {
  void ensureListening();
  let done = false;
  const watcher: Watcher = (reason) => {
    if (done) return;
    done = true;
    unsubscribe();
    onEnd(reason);
  };
  const set = watchers.get(keyId) ?? new Set<Watcher>();
  set.add(watcher);
  watchers.set(keyId, set);
  const msLeft = expiresAt ? expiresAt.getTime() - Date.now() : null;
  // setTimeout holds at most ~24.8 days; a stream never lives that long.
  const timer = msLeft !== null && msLeft < 2 ** 31 - 1 ? setTimeout(() => watcher("expired"), Math.max(0, msLeft)) : null;
  function unsubscribe() {
    if (timer) clearTimeout(timer);
    set.delete(watcher);
    if (set.size === 0) watchers.delete(keyId);
  }
  return () => {
    done = true;
    unsubscribe();
  };
}

/** Call after the revocation has committed. */
export async function announceKeyRevoked(keyId: string): Promise<void> {
  dispatch(keyId, "revoked");
  await announceAuthChange({ keyId });
  await publish(CHANNEL, keyId);
}

/** Start listening early (at server start) so the first revocation is not missed by an idle instance. */
export const startRevocationListener = ensureListening;
