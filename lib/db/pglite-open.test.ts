import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { initialisePgliteDirectory } from "./pglite-initdb";
import { openPgliteClient } from "./pglite-open";

describe("opening PGlite with a smaller shared_buffers", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-open-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("runs with the size asked for and leaves the directory's postgresql.conf and its settings as initdb wrote them", async () => {
    await initialisePgliteDirectory(dir);
    const conf = fs.readFileSync(path.join(dir, "postgresql.conf"), "utf8");
    const db = await openPgliteClient(dir, "16MB");
    try {
      const show = async (setting: string) => Object.values((await db.query<Record<string, string>>(`show ${setting}`)).rows[0])[0];
      expect(await show("shared_buffers")).toBe("16MB");
      expect(await show("timezone")).toBe("UTC");
      expect(await show("default_text_search_config")).toBe("pg_catalog.english");
      expect(await show("search_path")).toBe("public");
    } finally {
      await db.close();
    }
    expect(fs.readFileSync(path.join(dir, "postgresql.conf"), "utf8")).toBe(conf);
  }, 60_000);

  it("opens in memory too", async () => {
    const db = await openPgliteClient(undefined, "8MB");
    try {
      expect((await db.query<{ shared_buffers: string }>("show shared_buffers")).rows).toEqual([{ shared_buffers: "8MB" }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
