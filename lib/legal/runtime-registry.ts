import "server-only";
import { getDatabase } from "@/lib/db/client";
import { subscribe } from "@/lib/db/notifications";
import { loadImportedInstruments } from "./corpus/store";
import { builtInRegistry, createRegistry, type Registry } from "./sources/registry";

/**
 * The registry citations are verified against: the built-in instruments plus the operator's imports
 * (read from the database). Rebuilt when an import is announced on the `corpus_changed` channel.
 */
const CHANNEL = "corpus_changed";
const holder = globalThis as unknown as { __runtimeRegistry?: Promise<Registry> };

export function getRegistry(): Promise<Registry> {
  holder.__runtimeRegistry ??= build().catch((err) => {
    holder.__runtimeRegistry = undefined;
    throw err;
  });
  return holder.__runtimeRegistry;
}

async function build(): Promise<Registry> {
  await subscribe(CHANNEL, () => {
    holder.__runtimeRegistry = undefined;
  });
  const database = await getDatabase();
  const imported = await loadImportedInstruments(database.db);
  const builtIn = builtInRegistry();
  return imported.length === 0 ? builtIn : createRegistry([...builtIn.instruments, ...imported]);
}

export async function announceCorpusChanged(): Promise<void> {
  holder.__runtimeRegistry = undefined;
  const database = await getDatabase();
  await database.notifier.notify(CHANNEL, "import");
}
