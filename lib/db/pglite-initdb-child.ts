import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/** `node -e` script: argv[1] is PGlite's CommonJS entry, argv[2] the data directory. */
const INITDB = "require(process.argv[1]).PGlite.create(process.argv[2]).then((db) => db.close()).catch((e) => { console.error(e); process.exit(1); });";

/**
 * Runs PGlite's initdb on `dir` in a short-lived child process and answers its exit code (null when it could not
 * start) and what it wrote to stderr; null when PGlite cannot be resolved from the working directory. Free of
 * server-only imports, so the test support's template directory (test/support/pglite-template.ts) runs the same code.
 */
export async function initdbInChild(dir: string): Promise<{ code: number | null; stderr: string } | null> {
  let entry: string;
  try {
    entry = createRequire(path.join(process.cwd(), "package.json")).resolve("@electric-sql/pglite");
  } catch {
    return null;
  }
  const stderr: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ["-e", INITDB, entry, dir], { stdio: ["ignore", "ignore", "pipe"] });
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
    child.on("error", () => resolve(null));
    child.on("exit", resolve);
  });
  return { code, stderr: stderr.join("") };
}
