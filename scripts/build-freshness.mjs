// Decides whether `npm start` must run `next build` first: when the build directory has no finished build, or
// any source the build reads is newer than it. Plain Node (no tsx, no TypeScript) so it runs before anything is built.
import fs from "node:fs";
import path from "node:path";

/** Directories whose contents go into the build. Directory mtimes count too: deleting or renaming a file bumps them. */
export const SOURCE_DIRS = ["app", "lib", "components", "public"];

/** Files at the repository root that change the build (configuration, dependencies, root-level modules). */
export const ROOT_FILE_PATTERN = /^(?:package\.json|package-lock\.json|tsconfig\.json|[^/]+\.config\.(?:[cm]?[jt]s)|(?:proxy|middleware|instrumentation)\.[jt]sx?)$/;

/** Tests sit beside the code but are never part of the build. */
const IGNORED_FILE_PATTERN = /\.(?:test|spec)\.[cm]?[jt]sx?$/;
const IGNORED_DIRS = new Set(["node_modules", ".git"]);

/** Next.js writes BUILD_ID last, when a build has finished; its mtime is the build's time. */
export function buildMarker(distDir) {
  return path.join(distDir, "BUILD_ID");
}

/** The newest mtime among the build's sources, with the path that has it. */
export function newestSource(root) {
  let newest = { path: null, mtimeMs: 0 };
  const consider = (file, stat) => {
    if (stat.mtimeMs > newest.mtimeMs) newest = { path: path.relative(root, file), mtimeMs: stat.mtimeMs };
  };
  const walk = (dir) => {
    let entries;
    try {
      consider(dir, fs.statSync(dir));
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // a missing source directory (e.g. no public/) has nothing to build
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!IGNORED_DIRS.has(entry.name)) walk(full);
      } else if (!IGNORED_FILE_PATTERN.test(entry.name)) {
        try {
          consider(full, fs.statSync(full));
        } catch {
          // vanished between listing and stat: the directory's mtime already says something changed
        }
      }
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(root, dir));
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && ROOT_FILE_PATTERN.test(entry.name)) consider(path.join(root, entry.name), fs.statSync(path.join(root, entry.name)));
  }
  return newest;
}

/**
 * `{ build: false, reason }` when the build in `distDir` is at least as new as every source; otherwise
 * `{ build: true, reason }`. `reason` is the line printed on the console.
 */
export function decideBuild(root, distDir) {
  let built;
  try {
    built = fs.statSync(buildMarker(distDir));
  } catch {
    return { build: true, reason: `no finished build in ${path.relative(root, distDir) || distDir}; building` };
  }
  const newest = newestSource(root);
  if (newest.mtimeMs > built.mtimeMs) {
    return { build: true, reason: `sources changed since the last build (${newest.path}); building` };
  }
  return { build: false, reason: "build is up to date; starting" };
}
