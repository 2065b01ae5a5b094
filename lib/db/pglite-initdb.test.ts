import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { initialisePgliteDirectory } from "./pglite-initdb";

describe("initialising a new PGlite data directory in a child process", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-initdb-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("leaves an initialised directory that this process then opens; an initialised one is left alone", async () => {
    await initialisePgliteDirectory(dir);
    const version = path.join(dir, "PG_VERSION");
    expect(fs.existsSync(version)).toBe(true);
    const initialisedAt = fs.statSync(version).mtimeMs;
    await initialisePgliteDirectory(dir);
    expect(fs.statSync(version).mtimeMs).toBe(initialisedAt);
    const db = await PGlite.create(dir);
    try {
      expect((await db.query<{ ok: number }>("select 1 as ok")).rows).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
