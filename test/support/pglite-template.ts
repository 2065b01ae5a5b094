import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { initdbInChild } from "@/lib/db/pglite-initdb-child";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const pgliteRoot = path.join(repoRoot, "node_modules/@electric-sql/pglite");

let template: Promise<string | null> | null = null;

/**
 * A PGlite data directory as initdb leaves it, made once per PGlite version and shared by every test process; null
 * when initdb could not run here (each server then initialises its own, as before). initdb took 2.2 s of a PGlite
 * server's 4.2 s start here; copying its result takes under 0.1 s. The server still migrates and seeds its copy
 * itself, and initdb is still run by lib/db/pglite-initdb.test.ts and by every server given a directory of its own
 * (the corpus-import and crash-safety tests, the browser tests' server).
 */
function pgliteTemplate(): Promise<string | null> {
  template ??= (async () => {
    const version = JSON.parse(readFileSync(path.join(pgliteRoot, "package.json"), "utf8")).version as string;
    const dir = path.join(repoRoot, "node_modules/.cache/legal-ai-tests", `pglite-${version}-initdb`);
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
