import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runMigrations } from "@/lib/db/migrate";
import { initdbInChild } from "@/lib/db/pglite-initdb-child";
import { openPgliteClient } from "@/lib/db/pglite-open";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const pgliteRoot = path.join(repoRoot, "node_modules/@electric-sql/pglite");

let template: Promise<string | null> | null = null;
let migrated: Promise<Blob> | null = null;
const cacheDir = path.join(repoRoot, "node_modules/.cache/legal-ai-tests");

function pgliteVersion(): string {
  return JSON.parse(readFileSync(path.join(pgliteRoot, "package.json"), "utf8")).version as string;
}

/**
 * A PGlite data directory as initdb leaves it, made once per PGlite version and shared by every test process; null
 * when initdb could not run here (each server then initialises its own, as before). initdb took 2.2 s of a PGlite
 * server's 4.2 s start here; copying its result takes under 0.1 s. The server still migrates and seeds its copy
 * itself, and initdb is still run by lib/db/pglite-initdb.test.ts, by the corpus import into an empty directory
 * (test/api/corpus-import.test.ts) and by the browser tests' server, which starts on an empty one; the crash-safety and
 * key-secrecy tests seed their own directories from this.
 */
function pgliteTemplate(): Promise<string | null> {
  template ??= (async () => {
    const dir = path.join(cacheDir, `pglite-${pgliteVersion()}-initdb`);
    if (existsSync(path.join(dir, "PG_VERSION"))) return dir;
    mkdirSync(path.dirname(dir), { recursive: true });
    const scratch = mkdtempSync(`${dir}.making-`);
    const made = await initdbInChild(scratch);
    if (made?.code !== 0) {
      rmSync(scratch, { recursive: true, force: true });
      return null;
    }
    try {
      renameSync(scratch, dir); // atomic: a directory that exists is complete
    } catch {
      rmSync(scratch, { recursive: true, force: true }); // another test process made it first
    }
    return dir;
  })();
  return template;
}

/** Fills `dataDir/pglite` (where the server looks) with a copy of the initialised template, when there is one. */
export async function seedPgliteDirectory(dataDir: string): Promise<void> {
  const initialised = await pgliteTemplate();
  if (initialised) cpSync(initialised, path.join(dataDir, "pglite"), { recursive: true });
}

/**
 * An in-memory PGlite database with every migration applied, as a `dumpDataDir` tarball: made once per PGlite version
 * and set of migrations (named by a hash of drizzle/) and shared by every test process. A unit test's PGlite lane
 * starts from it (test/support/db.ts): 3 CPU-seconds here instead of the 7 of initdb and the migrations in each file.
 * Migrating an empty database is still tested: by making this, and by every PGlite server (test/support/server.ts).
 * Each database opened from it is migrated again as any other (lib/db/client.ts), so a template lacking a migration
 * (checked by hand: one made without the last) is brought up to date, only more slowly.
 */
export function migratedPgliteDataDir(): Promise<Blob> {
  migrated ??= (async () => {
    const migrations = path.join(repoRoot, "drizzle");
    const hash = createHash("sha256");
    for (const name of readdirSync(migrations, { recursive: true, encoding: "utf8" }).sort()) {
      const file = path.join(migrations, name);
      if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update("\0").update(readFileSync(file)).update("\0");
    }
    const file = path.join(cacheDir, `pglite-${pgliteVersion()}-migrated-${hash.digest("hex").slice(0, 16)}.tar`);
    if (!existsSync(file)) {
      const client = await openPgliteClient(undefined, "16MB");
      try {
        await runMigrations({ driver: "pglite", client });
        const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
        mkdirSync(cacheDir, { recursive: true });
        const scratch = `${file}.${process.pid}`;
        writeFileSync(scratch, dump);
        renameSync(scratch, file); // atomic: a file that exists is complete
      } finally {
        await client.close();
      }
    }
    return new Blob([readFileSync(file)]);
  })();
  return migrated;
}
