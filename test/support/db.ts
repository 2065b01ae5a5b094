import { closeDatabase, getDatabase, openPgliteFromDataDirForTests, type Database } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { migratedPgliteDataDir } from "./pglite-template";
import type { Lane } from "./server";

/**
 * Opens the app's own database module in-process on the given lane (PGlite in memory, or TEST_DATABASE_URL). The
 * PGlite lane starts from a migrated template (test/support/pglite-template.ts) instead of running initdb.
 */
export async function openLaneDatabase(lane: Lane): Promise<Database> {
  await closeDatabase();
  if (lane === "postgres") {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  } else {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = "memory://";
  }
  resetEnvForTests();
  if (lane === "pglite") return openPgliteFromDataDirForTests(await migratedPgliteDataDir());
  return getDatabase();
}
