import "server-only";
import fs from "node:fs";
import path from "node:path";
import { log } from "@/lib/log";
import { initdbInChild } from "./pglite-initdb-child";

/**
 * Initialises a new PGlite data directory in a short-lived child process. PGlite's initdb grows its WebAssembly memory
 * to about 800 MB, which an instance never gives back: a server that initialised its own directory and went on using
 * that instance stayed that large. Opened afresh, the same directory takes less than half of it. Does nothing for a
 * directory that is already initialised; if the child cannot run, the caller's PGlite.create initialises in process,
 * as before.
 */
export async function initialisePgliteDirectory(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  const result = await initdbInChild(dir);
  if (result && result.code !== 0) {
    log.warn("PGlite data directory not initialised in a child process; initialising in process", { dir, stderr: result.stderr.slice(0, 500) });
  }
}
