// `npm start`: builds only when the build is missing or older than its sources, then serves it.
// Arguments after `npm start --` go to `next start` (e.g. `npm start -- -p 4000`).
// `--no-build` first (`npm run start:prod`): serves the existing build as it is, with the same server environment.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decideBuild } from "./build-freshness.mjs";
import { serverEnv } from "./server-env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// next.config.ts honours NEXT_DIST_DIR for its build directory; check the same one.
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || ".next");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, stdio: "inherit", env: serverEnv(process.env) });
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 128 + (signal === "SIGINT" ? 2 : 15) : 1));
    });
  });
}

const noBuild = process.argv[2] === "--no-build";
if (!noBuild) {
  const decision = decideBuild(root, distDir);
  console.log(`legal-ai-service: ${decision.reason}`);
  if (decision.build) {
    const code = await run(["build"]);
    if (code !== 0) process.exit(code);
  }
}
process.exit(await run(["start", ...process.argv.slice(noBuild ? 3 : 2)]));
