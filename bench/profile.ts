/**
 * npm run bench:profile [-- /v1/path] — CPU profile of the server under the pipeline benchmark's load.
 *
 * Starts `next start` on PostgreSQL with `--cpu-prof` (model pools pointed at the fake model), drives the path
 * (default GET /v1/audit/tools) with 32 connections for 3 s of warm-up and 8 s of load, and leaves the .cpuprofile
 * in BENCH_PROFILE_DIR (default ./.bench-profiles) for Chrome DevTools or speedscope. A path the OpenAPI document
 * serves only as POST (e.g. /v1/chat/completions) is sent its documented example body. Prints requests/s, p50,
 * p99 and the p50 of each Server-Timing step.
 */
import autocannon from "autocannon";
import path from "node:path";
import { startTestServer } from "../test/support/server";
import { startFakeAnthropic } from "../test/support/fake-anthropic";
import { wellFormedReply } from "../test/support/model";
import { roundRobinAuthorization } from "./tenants";

const target = process.argv[2] ?? "/v1/audit/tools";
const profileDir = path.resolve(process.env.BENCH_PROFILE_DIR ?? ".bench-profiles");
process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
process.env.SERVER_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;

const fake = await startFakeAnthropic({ responder: (request) => wellFormedReply(request) });
const server = await startTestServer("postgres", {
  env: { BENCH_ROUTES: "1", LOG_LEVEL: "error", ANTHROPIC_API_KEY: "sk-bench", ANTHROPIC_BASE_URL: fake.url },
});
const auth = await roundRobinAuthorization(server, ["all"], { credits: 1_000_000 });
const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>>;
};
const served = document.paths[target] ?? {};
const post = !served.get && served.post ? served.post : null;
const body = post ? JSON.stringify(post.requestBody?.content["application/json"]?.example ?? {}) : undefined;
const steps = new Map<string, number[]>();
let recording = false;
const options = {
  url: server.url + target,
  connections: 32,
  requests: [
    {
      ...(post ? { method: "POST" as const, body } : {}),
      setupRequest: (req: any) => ({ ...req, headers: { ...req.headers, ...auth.headers(), ...(post ? { "content-type": "application/json" } : {}) } }),
      onResponse: (_status: number, _body: string, _context: object, headers?: Record<string, string | string[] | undefined>) => {
        if (!recording) return;
        for (const entry of String(headers?.["server-timing"] ?? "").split(", ").filter(Boolean)) {
          const [name, ms] = entry.split(";dur=");
          steps.set(name, [...(steps.get(name) ?? []), Number(ms)]);
        }
      },
    },
  ],
};
await autocannon({ ...options, duration: 3 });
recording = true;
const result = await autocannon({ ...options, duration: 8 });
const p50 = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
console.log(
  `${post ? "POST" : "GET"} ${target}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
);
if (steps.size > 0) console.log(`p50 per step (Server-Timing): ${[...steps].map(([name, ms]) => `${name} ${p50(ms).toFixed(2)}`).join(" · ")} ms`);
await server.stop();
await fake.close();
console.log(`CPU profile written to ${profileDir}`);
process.exit(0);
