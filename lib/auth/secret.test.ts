import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { persistedSecret } from "./secret";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-secret-"));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("persistedSecret", () => {
  it("generates a long secret once, stores it readable only by the owner, and returns the same one later", () => {
    const dir = path.join(tempDir(), "nested");
    const first = persistedSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(40);
    const stat = fs.statSync(path.join(dir, "auth-secret"));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(persistedSecret(dir)).toBe(first);
  });

  it("keeps a secret an operator put in the file", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "auth-secret"), "operator-chosen-secret\n");
    expect(persistedSecret(dir)).toBe("operator-chosen-secret");
  });

  it("gives different data directories different secrets", () => {
    expect(persistedSecret(tempDir())).not.toBe(persistedSecret(tempDir()));
  });
});
