import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { legalInstruments } from "@/lib/db/schema";
import { builtInRegistry, validateInstruments, type RegistryProblem } from "../sources/registry";
import { insertInstruments } from "./store";

export interface ImportReport {
  imported: { source_id: string; provisions: number }[];
  errors: RegistryProblem[];
}

/**
 * Loads an operator's instruments (same shape as the built-in registry, see README "Operator corpus import").
 * Every record is validated; if any fails nothing is written and each problem is reported with its record.
 * Re-importing a source_id replaces the earlier import; built-in source_ids cannot be replaced.
 */
export async function importInstruments(db: Db, input: unknown): Promise<ImportReport> {
  const records = Array.isArray(input) ? input : (input as { instruments?: unknown })?.instruments;
  if (!Array.isArray(records)) {
    return { imported: [], errors: [{ origin: "import", index: -1, path: "", message: 'expected a JSON array of instruments or { "instruments": [...] }' }] };
  }
  // Built-in source_ids are rejected per record: an import adds instruments, it never replaces ours.
  const { instruments, errors } = validateInstruments(records, "import", { existing: builtInRegistry() });
  if (errors.length > 0 || instruments.length === 0) {
    return { imported: [], errors: errors.length > 0 ? errors : [{ origin: "import", index: -1, path: "", message: "the file holds no instruments" }] };
  }
  await db.transaction(async (tx) => {
    const ids = instruments.map((i) => i.source_id);
    await tx.delete(legalInstruments).where(and(eq(legalInstruments.origin, "import"), inArray(legalInstruments.sourceId, ids)));
    await insertInstruments(tx, instruments, "import");
  });
  return { imported: instruments.map((i) => ({ source_id: i.source_id, provisions: i.provisions.length })), errors: [] };
}
