import { readFileSync } from "node:fs";
import { closeDatabase, getDatabase } from "../lib/db/client";
import { importInstruments } from "../lib/legal/corpus/import";
import { announceCorpusChanged } from "../lib/legal/runtime-registry";

/**
 * npm run corpus:import -- FILE.json
 * Validates and loads an operator's instruments into the database the server uses (DATABASE_URL, or PGlite
 * under DATA_DIR — stop a PGlite server first: only one process may open its files).
 */
const file = process.argv[2];
if (!file) {
  console.error("usage: npm run corpus:import -- FILE.json");
  process.exit(2);
}
let input: unknown;
try {
  input = JSON.parse(readFileSync(file, "utf8"));
} catch (err) {
  console.error(`corpus:import: cannot read ${file} as JSON: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}
try {
  const { db } = await getDatabase();
  const report = await importInstruments(db, input);
  if (report.errors.length > 0) {
    console.error(`corpus:import: ${report.errors.length} problem(s); nothing was imported:`);
    for (const e of report.errors) {
      console.error(`  record ${e.index}${e.source_id ? ` (${e.source_id})` : ""}${e.path ? ` ${e.path}` : ""}: ${e.message}`);
    }
    process.exitCode = 1;
  } else {
    await announceCorpusChanged();
    for (const i of report.imported) console.log(`imported ${i.source_id} (${i.provisions} provisions)`);
  }
} catch (err) {
  console.error(`corpus:import: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
