import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decideBuild } from "./build-freshness.mjs";

let root: string;
let dist: string;
const base = Date.parse("2026-01-01T00:00:00Z") / 1000;

/** Writes a file and sets its mtime to `base + seconds`. */
function write(relative: string, seconds: number) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "x");
  fs.utimesSync(file, base + seconds, base + seconds);
}

function touchDir(relative: string, seconds: number) {
  fs.utimesSync(path.join(root, relative), base + seconds, base + seconds);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "build-freshness-"));
  dist = path.join(root, ".next");
  write("app/page.tsx", 10);
  write("lib/env.ts", 10);
  write("components/nav.tsx", 10);
  write("package.json", 10);
  write("package-lock.json", 10);
  write("next.config.ts", 10);
  for (const dir of ["app", "lib", "components"]) touchDir(dir, 10);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("decideBuild", () => {
  it("builds when there is no build directory", () => {
    expect(decideBuild(root, dist)).toEqual({ build: true, reason: "no finished build in .next; building" });
  });

  it("builds when the build directory has no BUILD_ID (an interrupted build)", () => {
    write(".next/server/app/page.js", 20);
    expect(decideBuild(root, dist).build).toBe(true);
  });

  it("starts without building when the build is newer than every source", () => {
    write(".next/BUILD_ID", 20);
    expect(decideBuild(root, dist)).toEqual({ build: false, reason: "build is up to date; starting" });
  });

  it("builds when a source file under app/, lib/ or components/ is newer than the build", () => {
    write(".next/BUILD_ID", 20);
    write("lib/env.ts", 30);
    expect(decideBuild(root, dist)).toEqual({ build: true, reason: "sources changed since the last build (lib/env.ts); building" });
  });

  it("builds when a nested source or a public file is newer", () => {
    write(".next/BUILD_ID", 20);
    write("public/logo.svg", 5);
    touchDir("public", 5);
    expect(decideBuild(root, dist).build).toBe(false);
    write("public/logo.svg", 25);
    expect(decideBuild(root, dist).reason).toContain("public/logo.svg");
  });

  it("builds when package-lock.json or a config file changed", () => {
    write(".next/BUILD_ID", 20);
    write("package-lock.json", 21);
    expect(decideBuild(root, dist).reason).toContain("package-lock.json");
    write("package-lock.json", 10);
    write("next.config.ts", 21);
    expect(decideBuild(root, dist).reason).toContain("next.config.ts");
  });

  it("builds when a source was deleted (its directory's mtime moves)", () => {
    write("app/old/page.tsx", 10);
    touchDir("app/old", 10);
    touchDir("app", 10);
    write(".next/BUILD_ID", 20);
    fs.rmSync(path.join(root, "app/old/page.tsx"));
    touchDir("app/old", 30); // what the file system does on unlink, pinned for the test
    expect(decideBuild(root, dist).reason).toContain("app/old");
  });

  it("ignores test files, node_modules and unrelated root files", () => {
    write(".next/BUILD_ID", 20);
    write("lib/env.test.ts", 30);
    write("e2e/home.spec.ts", 30);
    write("README.md", 30);
    write("node_modules/next/package.json", 30);
    touchDir("lib", 10);
    expect(decideBuild(root, dist).build).toBe(false);
  });

  it("checks the build directory it is given (NEXT_DIST_DIR)", () => {
    write(".next/BUILD_ID", 20);
    expect(decideBuild(root, path.join(root, ".next-test")).build).toBe(true);
  });
});
