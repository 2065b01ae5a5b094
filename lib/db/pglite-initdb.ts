import "server-only";
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { log } from "@/lib/log";

/**
 * Initialises a new PGlite data directory in a short-lived child process. PGlite's initdb grows its WebAssembly memory
 * to about 800 MB, which an instance never gives back: a server that initialised its own directory and went on using
 * that instance stayed that large. Opened afresh, the same directory takes less than half of it. Does nothing for a
 * directory that is already initialised; if the child cannot run, the caller's PGlite.create initialises in process,
 * as before.
 */
export async function initialisePgliteDirectory(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  let entry: string;
  try {
    entry = createRequire(path.join(process.cwd(), "package.json")).resolve("@electric-sql/pglite");
  } catch {
    return;
  }
  const stderr: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ["-e", INITDB, entry, dir], { stdio: ["ignore", "ignore", "pipe"] });
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
    child.on("error", () => resolve(null));
    child.on("exit", resolve);
  });
  if (code !== 0) log.warn("PGlite data directory not initialised in a child process; initialising in process", { dir, stderr: stderr.join("").slice(0, 500) });
}

/** `node -e` script: argv[1] is PGlite's CommonJS entry, argv[2] the data directory. */
const INITDB = "require(process.argv[1]).PGlite.create(process.argv[2]).then((db) => db.close()).catch((e) => { console.error(e); process.exit(1); });";
