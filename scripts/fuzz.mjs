// npm run fuzz [-- --short | --runs N]: the hostile-input suite (test/api/fuzz.test.ts) on every database lane.
// --short is the size npm test runs (300 random requests per lane); by hand the default is ten times that, and
// --runs sets it. FC_SEED=random explores new inputs (test/support/fast-check-seed.ts); a failure prints its seed.
import { spawnSync } from "node:child_process";

const SHORT_RUNS = 300;
const LONG_RUNS = 3000;

const args = process.argv.slice(2);
let runs = LONG_RUNS;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--short") runs = SHORT_RUNS;
  else if (args[i] === "--runs" && /^[1-9]\d*$/.test(args[i + 1] ?? "")) runs = Number(args[++i]);
  else {
    console.error(`fuzz: unknown argument ${args[i]}; use --short or --runs N`);
    process.exit(2);
  }
}
console.log(`fuzz: ${runs} random requests per lane (FUZZ_RUNS=${runs})`);
const result = spawnSync("npx", ["vitest", "run", "test/api/fuzz.test.ts"], { stdio: "inherit", env: { ...process.env, FUZZ_RUNS: String(runs) } });
process.exit(result.status ?? 1);
