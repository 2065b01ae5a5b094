// npm run fuzz [-- --short | --runs N]: the hostile-input suite (test/api/fuzz.test.ts) on every database lane: random
// requests, every operation's schema mutated, hostile files, protocol abuse and client aborts, with the server's memory
// and event-loop delay watched; fails on any 5xx or a bound passed. --short is the size npm test runs (a sample of the
// schema mutations, the smaller files, 200 random requests per lane); by hand the default sends every mutation, the
// largest files and ten times the random requests, and --runs sets their number. It needs a production build (next
// build). FC_SEED=random explores new random inputs (test/support/fast-check-seed.ts); a failure prints its seed.
import { spawnSync } from "node:child_process";

const SHORT_RUNS = 200;
const LONG_RUNS = 3000;

const args = process.argv.slice(2);
let mode = "long";
let runs = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--short") mode = "short";
  else if (args[i] === "--runs" && /^[1-9]\d*$/.test(args[i + 1] ?? "")) runs = Number(args[++i]);
  else {
    console.error(`fuzz: unknown argument ${args[i]}; use --short or --runs N`);
    process.exit(2);
  }
}
runs ??= mode === "short" ? SHORT_RUNS : LONG_RUNS;
console.log(`fuzz: ${mode} run, ${runs} random requests per lane`);
const result = spawnSync("npx", ["vitest", "run", "test/api/fuzz.test.ts"], {
  stdio: "inherit",
  env: { ...process.env, FUZZ_MODE: mode, FUZZ_RUNS: String(runs) },
});
process.exit(result.status ?? 1);
