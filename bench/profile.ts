/**
 * npm run bench:profile [-- /v1/path] — CPU profile of the server under the pipeline benchmark's load.
 *
 * Starts `next start` on PostgreSQL with `--cpu-prof`, drives GET /v1/audit/tools (or the path given) with
 * 32 connections for 3 s of warm-up and 8 s of load, and leaves the .cpuprofile in BENCH_PROFILE_DIR
 * (default ./.bench-profiles) for Chrome DevTools or speedscope. Prints requests/s, p50 and p99.
 */
import autocannon from "autocannon";
import path from "node:path";
import { startTestServer } from "../test/support/server";
import { roundRobinAuthorization } from "./tenants";

const target = process.argv[2] ?? "/v1/audit/tools";
const profileDir = path.resolve(process.env.BENCH_PROFILE_DIR ?? ".bench-profiles");
process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
process.env.SERVER_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;

const server = await startTestServer("postgres", { env: { BENCH_ROUTES: "1", LOG_LEVEL: "error" } });
const auth = await roundRobinAuthorization(server, ["all"]);
const options = {
  url: server.url + target,
  connections: 32,
  requests: [{ setupRequest: (req: any) => ({ ...req, headers: { ...req.headers, ...auth.headers() } }) }],
};
await autocannon({ ...options, duration: 3 });
const result = await autocannon({ ...options, duration: 8 });
console.log(`${target}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
await server.stop();
console.log(`CPU profile written to ${profileDir}`);
process.exit(0);
