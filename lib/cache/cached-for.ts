const holder = globalThis as unknown as { __cachedFor?: Map<string, { at: number; value: Promise<unknown> }> };
const entries = (holder.__cachedFor ??= new Map());

/**
 * Wraps `load` so that its result is reused for `ttlMs`, and callers that arrive while it is loading share
 * the one load. A failed load is not kept: the next call tries again. Entries live on globalThis, keyed by
 * name, because Next.js may bundle a module more than once.
 */
export function cachedFor<T>(name: string, ttlMs: number, load: () => Promise<T>): (now?: number) => Promise<T> {
  return (now = Date.now()) => {
    const cached = entries.get(name);
    if (cached && now - cached.at <= ttlMs) return cached.value as Promise<T>;
    const value = load();
    entries.set(name, { at: now, value });
    value.catch(() => {
      if (entries.get(name)?.value === value) entries.delete(name);
    });
    return value;
  };
}
