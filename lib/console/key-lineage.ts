import type { ConsoleKey } from "./keys";

/** How a key relates to the keys a rotation made of it, in the words the key list shows. */
export interface KeyLineage {
  /** The key this one replaced (its name and display form: both keys usually share the name). */
  replaces: Pick<ConsoleKey, "name" | "displayKey"> | null;
  replacedBy: Pick<ConsoleKey, "name" | "displayKey"> | null;
  /** When a rotated key still working in its grace period stops: "retiring until …". */
  retiringUntil: string | null;
  /** A rotation's new key while the key it replaced still works. */
  isNewKey: boolean;
}

/**
 * Reads the rotation chain from `rotatedFromKeyId`, which the console would otherwise show as a raw id of a key the
 * reader cannot tell from its twin of the same name.
 */
export function keyLineage(keys: ConsoleKey[]): Map<string, KeyLineage> {
  const byId = new Map(keys.map((k) => [k.id, k]));
  const successorOf = new Map(keys.filter((k) => k.rotatedFromKeyId).map((k) => [k.rotatedFromKeyId!, k]));
  const lineage = new Map<string, KeyLineage>();
  for (const k of keys) {
    const previous = k.rotatedFromKeyId ? (byId.get(k.rotatedFromKeyId) ?? null) : null;
    const next = successorOf.get(k.id) ?? null;
    const retiring = next !== null && k.status === "active" && k.expiresAt !== null;
    lineage.set(k.id, {
      replaces: previous && { name: previous.name, displayKey: previous.displayKey },
      replacedBy: next && { name: next.name, displayKey: next.displayKey },
      retiringUntil: retiring ? k.expiresAt : null,
      isNewKey: previous !== null && previous.status === "active" && k.status === "active",
    });
  }
  return lineage;
}
