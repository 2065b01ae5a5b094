/**
 * npm run bench:chat-handler — the chat handler's own work per call, in process, without a server or the network noise
 * of `npm run bench`: `handleChat` called in a loop with the request `npm run bench` sends (the EU breach question,
 * mode small; JSON and stream), the model being the fake in a process of its own, as in `npm run bench`. Prints the
 * p50 of each call and of its parts timed in this process (retrieval, the search-result blocks, citation checks).
 * Run it under `node --cpu-prof` (BENCH_PROFILE=1 does) to see where the time goes.
 *
 * Env: BENCH_CHAT_RUNS (default 2000), BENCH_DATABASE_URL (the registry's imports are read once; default PGlite in
 * memory), QUESTION_REWRITE as for the server (default on, as `npm run bench`'s server has it).
 */
import { startFakeModelProcess } from "./fake-model";
import { percentile } from "./percentile";

const fake = await startFakeModelProcess();
process.env.ANTHROPIC_API_KEY = "sk-bench";
process.env.ANTHROPIC_BASE_URL = fake.url;
process.env.LOG_LEVEL ??= "warn";
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;

const { handleChat } = await import("@/lib/chat/complete");
const { chatRequestSchema } = await import("@/lib/chat/operations");
const { prepareChat } = await import("@/lib/chat/context");
const { searchResults, CitedAnswer } = await import("@/lib/chat/search-results");
const { getRegistry } = await import("@/lib/legal/runtime-registry");
const { searchProvisions } = await import("@/lib/legal/retrieval/search");
const { jurisdictionChain } = await import("@/lib/legal/jurisdictions");

const runs = Number(process.env.BENCH_CHAT_RUNS ?? 2000);
const question = "How many days do we have to notify a data breach?";
const ctxFor = (n: number, stream: boolean) => {
  const body = chatRequestSchema.parse({ message: question, jurisdiction: "EU", mode: "small", ...(stream ? { stream: true } : {}) });
  return {
    requestId: `req_bench${n}`,
    request: new Request("http://localhost/v1/chat/completions", { method: "POST" }),
    body,
    query: undefined,
    params: {},
    auth: null,
  };
};

/** Wall time, and this process's CPU time (what the machine's other load does not inflate as much), in ms. */
const cpu: Record<string, number[]> = {};
const timed = async (times: number[], f: () => Promise<unknown> | unknown, name?: string) => {
  const c = process.cpuUsage();
  const t = performance.now();
  await f();
  times.push(performance.now() - t);
  const used = process.cpuUsage(c);
  if (name) (cpu[name] ??= []).push((used.user + used.system) / 1000);
};

const json: number[] = [];
const stream: number[] = [];
const retrieval: number[] = [];
const blocks: number[] = [];
const citations: number[] = [];
const registry = await getRegistry();
// How many model requests one call makes (the bench's direct baseline replays only the last of them).
await handleChat(ctxFor(0, false));
await fake.control.reset();
await handleChat(ctxFor(0, false));
const perCall = (await fake.control.requests()).requests.map((r) => (r.body as { tool_choice?: { name?: string } }).tool_choice?.name ?? "answer");
console.log(`model requests of one JSON call (after one warm-up call): ${perCall.length} (${perCall.join(", ")})`);
const chain = jurisdictionChain("EU");
for (let n = 0; n < runs + 50; n++) {
  const keep = n >= 50;
  const j: number[] = [];
  await timed(j, async () => {
    const result = await handleChat(ctxFor(n, false));
    if (result.kind === "stream") throw new Error("expected JSON");
    return JSON.stringify(result.body);
  }, n >= 50 ? "json" : undefined);
  const s: number[] = [];
  await timed(s, async () => {
    const result = await handleChat(ctxFor(n, true));
    if (result.kind !== "stream") throw new Error("expected a stream");
    await result.start({ signal: new AbortController().signal, send: (data) => void JSON.stringify(data), firstContentSent: async () => {} });
  }, n >= 50 ? "stream" : undefined);
  const r: number[] = [];
  await timed(r, () => searchProvisions({ query: question, jurisdictions: chain, limit: 10 }), n >= 50 ? "retrieval" : undefined);
  const chat = await prepareChat(ctxFor(n, false).body);
  const b: number[] = [];
  let sent: ReturnType<typeof searchResults>["sent"] = [];
  await timed(b, () => (sent = searchResults(registry, chat.retrieved).sent), n >= 50 ? "blocks" : undefined);
  const c: number[] = [];
  await timed(c, () => {
    const cited = new CitedAnswer(sent);
    cited.appendText("An answer.");
    return cited.verify(registry, { jurisdiction: chat.jurisdiction, retrieved: chat.retrieved });
  });
  if (n % 20 === 0) await fake.control.reset();
  if (!keep) continue;
  json.push(j[0]);
  stream.push(s[0]);
  retrieval.push(r[0]);
  blocks.push(b[0]);
  citations.push(c[0]);
}
const p = (v: number[]) => `p50 ${percentile(v, 50).toFixed(3)} · p99 ${percentile(v, 99).toFixed(3)} ms`;
console.log(`chat handler in process, ${runs} calls after 50 warm-up (model: the fake in its own process)`);
console.log(`  handleChat JSON (incl. model round trips): ${p(json)}`);
console.log(`  handleChat stream to the end:              ${p(stream)}`);
console.log(`  searchProvisions (limit 10):               ${p(retrieval)}`);
console.log(`  searchResults (search_result blocks):      ${p(blocks)}`);
console.log(`  CitedAnswer.verify (no citation):          ${p(citations)}`);
const q = (v: number[]) => `p50 ${percentile(v, 50).toFixed(3)} · mean ${(v.reduce((a, b) => a + b, 0) / v.length).toFixed(3)} ms`;
console.log(`CPU time of this process per call (process.cpuUsage, 1 µs resolution; the fake's time is not in it):`);
for (const [name, v] of Object.entries(cpu)) console.log(`  ${name.padEnd(10)} ${q(v)}`);
await fake.close();
process.exit(0);
