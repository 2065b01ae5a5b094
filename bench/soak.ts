/**
 * npm run soak — load, fault and soak suite (issue 14). Not part of the unit suite; `--short` is the CI variant.
 *
 * Two production instances (`next start`) on PostgreSQL behind a small local round-robin proxy, the fake
 * Anthropic model behind both. An open-model load (requests are sent at their scheduled times whatever the
 * answers do, and latency is measured from the scheduled time, so a stall cannot hide itself: no coordinated
 * omission) mixes every endpoint family the server documents. While it runs:
 *   - every second: each instance's RSS, heap and event-loop delay (/bench/runtime) and PostgreSQL connections;
 *   - kill -9 of one instance, restarted 5 s later;
 *   - model faults: a 429 storm, 529s, timeouts and mid-stream resets;
 *   - (full run only) PostgreSQL restarted: calls must fail with 503 problem+json, and recover within 5 s.
 * Afterwards the books are checked: one ledger row and one usage event per debit, balances equal grants minus
 * debits, degraded answers unbilled, no idempotency record left running, holds only for calls cut by the kill (or
 * answered just before it: their settlement, made after the answer, may have been cut).
 *
 * Full: writes bench/REPORT.md and SVG plots in bench/report/. Short: writes .test-results/soak-short.md.
 * Exit code 1 on a lost or doubled debit, a broken balance, a billed degraded answer, or any 5xx outside the
 * kill and database-restart windows.
 *
 * Env: SOAK_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
 * SOAK_SECONDS (default 600; --short 60), SOAK_RATE requests/s (default 30; --short 12).
 */
import http from "node:http";
import { execFile, execSync } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { startTestServer, type TestServer } from "../test/support/server";
import { createTenant, type TestTenant } from "../test/support/api";
import { startFakeAnthropic } from "../test/support/fake-anthropic";
import { modelEnv, wellFormedReply } from "../test/support/model";
import { generateRawKey } from "../lib/keys/format";
import { percentile } from "./percentile";

const short = process.argv.includes("--short");
const databaseUrl = process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const seconds = Number(process.env.SOAK_SECONDS ?? (short ? 60 : 600));
const rate = Number(process.env.SOAK_RATE ?? (short ? 12 : 30));
const restartDatabase = !short && process.env.SOAK_SKIP_DB_RESTART !== "1";
const repoRoot = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

/** When each disturbance happens, as a fraction of the run. */
const plan = { kill: 0.3, restart: 0.3 + 5 / seconds, faultsFrom: 0.5, faultsTo: 0.65, dbRestart: 0.8 };

interface Sent {
  endpoint: string;
  scheduledAt: number;
  latencyMs: number;
  status: number;
  degraded: boolean;
  window: "kill" | "db" | null;
}

interface Sample {
  t: number;
  instances: ({ rss_mb: number; heap_used_mb: number; eld_p99: number; eld_max: number } | null)[];
  dbConnections: number;
}

type RequestFactory = { endpoint: string; make(tenant: TestTenant): { method: string; path: string; body?: unknown; stream?: boolean } };

const contractText =
  "1. Term. This Agreement starts on 1 January 2026 and renews automatically for successive one-year terms unless either party gives 90 days' notice.\n" +
  "2. Confidentiality. Each party keeps the other's confidential information secret for five years.\n" +
  "3. Liability. The Supplier's liability is unlimited.\n4. Governing law. This Agreement is governed by the laws of England and Wales.";

async function main() {
  process.env.TEST_DATABASE_URL = databaseUrl; // the instances' DATABASE_URL (test/support/server.ts)
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const fake = await startFakeAnthropic({ responder: (request) => wellFormedReply(request) });
  const adminKey = generateRawKey();
  const serverEnv = { ...modelEnv(fake), BENCH_ROUTES: "1", LOG_LEVEL: "error" };
  const instances: (TestServer | null)[] = [];
  for (let i = 0; i < 2; i++) instances.push(await startTestServer("postgres", { adminKey, env: serverEnv }));
  const proxy = await startProxy(() => instances.filter((s): s is TestServer => s !== null).map((s) => s.url));
  const base = instances[0]!;

  const tenants = await Promise.all(Array.from({ length: 12 }, () => createTenant(base, { tier: "enterprise", credits: 1_000_000, scopes: ["all"] })));
  const tenantIds = tenants.map((t) => t.userId);
  const factories = await requestMix(base, tenants[0]);
  console.log(`soak: ${seconds} s at ${rate} req/s over ${factories.length} endpoints, 2 instances behind ${proxy.url}`);

  const sent: Sent[] = [];
  const samples: Sample[] = [];
  const events: string[] = [];
  /** When each disturbance lasted; a call is judged by whether its lifetime overlaps one. */
  const windows: { kind: "kill" | "db"; from: number; to: number }[] = [];
  const openWindow = (kind: "kill" | "db") => {
    windows.push({ kind, from: performance.now(), to: Infinity });
  };
  const closeWindow = () => {
    windows[windows.length - 1].to = performance.now();
  };
  let cutByKill = 0;
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();

  const sampler = setInterval(async () => {
    const t = (performance.now() - started) / 1000;
    const runtime = await Promise.all(instances.map((s) => (s ? probe(s.url) : Promise.resolve(null))));
    const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from pg_stat_activity where datname = current_database()`.catch(() => [{ count: -1 }]);
    samples.push({ t, instances: runtime, dbConnections: count });
  }, 1000);

  const disturb = async (t: number, done: Set<string>) => {
    if (t >= plan.kill * seconds && !done.has("kill")) {
      done.add("kill");
      openWindow("kill");
      events.push(`${t.toFixed(1)} s: kill -9 of instance 2 (pid ${instances[1]!.pid})`);
      // Killed while it still gets traffic, as a crash behind a load balancer would be: its calls in flight are cut,
      // and the proxy keeps sending to it (502) until it is taken out of rotation a second later.
      await instances[1]!.kill();
      await new Promise((r) => setTimeout(r, 1000));
      instances[1] = null;
    }
    if (t >= plan.restart * seconds && !done.has("restart")) {
      done.add("restart");
      instances[1] = await startTestServer("postgres", { adminKey, env: serverEnv });
      closeWindow();
      events.push(`${((performance.now() - started) / 1000).toFixed(1)} s: instance 2 restarted (pid ${instances[1].pid})`);
    }
    if (t >= plan.faultsFrom * seconds && !done.has("faults")) {
      done.add("faults");
      events.push(`${t.toFixed(1)} s: model faults on (429 storm, 529, timeouts, mid-stream resets)`);
      let n = 0;
      fake.setResponder((request) => {
        const faults = [
          { fault: "status", status: 429, retryAfterSeconds: 30 },
          { fault: "status", status: 529 },
          { fault: "hang" },
          { fault: "connection_reset", afterEvents: 3 },
          { fault: "midstream_error", afterEvents: 2 },
        ] as const;
        return n++ % 6 === 5 ? wellFormedReply(request) : (faults[n % faults.length] as never);
      });
    }
    if (t >= plan.faultsTo * seconds && !done.has("faults-off")) {
      done.add("faults-off");
      fake.setResponder((request) => wellFormedReply(request));
      events.push(`${t.toFixed(1)} s: model faults off`);
    }
    if (restartDatabase && t >= plan.dbRestart * seconds && !done.has("db")) {
      done.add("db");
      openWindow("db");
      events.push(`${t.toFixed(1)} s: PostgreSQL restart begins`);
      await run("pg_ctlcluster", ["--skip-systemctl-redirect", execSync("ls /etc/postgresql").toString().trim(), "main", "restart"]);
      const back = performance.now();
      events.push(`${((back - started) / 1000).toFixed(1)} s: PostgreSQL accepting connections again`);
      const recovered = await waitForRecovery(proxy.url, tenants[0].key, 15_000);
      events.push(recovered === null ? "service did not recover within 15 s" : `service recovered ${(recovered - back).toFixed(0)} ms after PostgreSQL came back`);
      dbRecoveryMs = recovered === null ? Infinity : recovered - back;
      // The probe proves one instance is back; the other may still meet a dead pooled connection once, which is the
      // 503 the issue allows while it "recovers by itself within 5 s". A 503 later than that is counted as unexpected.
      await new Promise((r) => setTimeout(r, Math.max(0, back + 5000 - performance.now())));
      closeWindow();
    }
  };
  let dbRecoveryMs: number | null = null;

  const done = new Set<string>();
  let scheduled = 0;
  let disturbing: Promise<void> | null = null;
  while (performance.now() - started < seconds * 1000) {
    const now = performance.now();
    const t = (now - started) / 1000;
    disturbing ??= disturb(t, done).finally(() => (disturbing = null));
    while (started + (scheduled * 1000) / rate <= now) {
      const scheduledAt = started + (scheduled * 1000) / rate;
      const factory = factories[scheduled % factories.length];
      const tenant = tenants[scheduled % tenants.length];
      scheduled++;
      const p = fire(proxy.url, factory, tenant, scheduledAt).then((s) => {
        // A call is in a disturbance when its lifetime overlaps it: one in flight on the killed instance is cut even if
        // it was sent just before the kill (a stream whose headers had gone out is reset, 599 here; one still waiting
        // gets the proxy's 502), and one waiting on the database when it went away fails with 503 after it is back.
        const end = s.scheduledAt + s.latencyMs;
        s.window = windows.find((w) => s.scheduledAt <= w.to && end >= w.from)?.kind ?? null;
        if ((s.status === 502 || s.status === 599) && s.window === "kill") cutByKill++;
        sent.push(s);
      });
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await disturbing;
  await Promise.allSettled([...inFlight]);
  clearInterval(sampler);
  fake.setResponder((request) => wellFormedReply(request));
  await new Promise((r) => setTimeout(r, 1500)); // usage events of unbilled calls are batched for up to 50 ms

  const books = await checkBooks(sql, tenantIds);
  // A billed JSON call settles just after it has answered (lib/pipeline/steps/settle.ts): one that answered on the
  // killed instance in its last moments may have left its hold unsettled, unbilled. Counted on either instance (the
  // proxy does not say which served it), so this bounds them from above.
  const killAt = windows.find((w) => w.kind === "kill")?.from ?? null;
  const answeredAt = (s: Sent) => s.scheduledAt + s.latencyMs;
  const answeredJustBeforeKill =
    killAt === null ? 0 : sent.filter((s) => s.status < 300 && answeredAt(s) <= killAt && answeredAt(s) >= killAt - 250).length;
  const report = summarize({ sent, samples, events, books, dbRecoveryMs, cutByKill, answeredJustBeforeKill });
  const outFile = short ? path.join(repoRoot, ".test-results/soak-short.md") : path.join(repoRoot, "bench/REPORT.md");
  mkdirSync(path.dirname(outFile), { recursive: true });
  if (!short) {
    mkdirSync(path.join(repoRoot, "bench/report"), { recursive: true });
    writeFileSync(path.join(repoRoot, "bench/report/rss.svg"), rssPlot(samples));
    writeFileSync(path.join(repoRoot, "bench/report/latency.svg"), latencyPlot(sent, started));
  }
  // The hostile-input section of bench/REPORT.md comes from `npm run fuzz`, not from this run: kept as it is.
  const previous = !short && existsSync(outFile) ? readFileSync(outFile, "utf8") : "";
  const hostile = previous.indexOf("\n## Hostile input");
  writeFileSync(outFile, report.markdown.trimEnd() + "\n" + (hostile >= 0 ? previous.slice(hostile) : ""));
  console.log(report.markdown);

  await proxy.close();
  for (const s of instances) await s?.stop();
  await fake.close();
  await sql.end();
  if (report.failures.length > 0) {
    console.error(`soak: FAILED\n- ${report.failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("soak: OK (0 debits lost, 0 unexpected 5xx)");
  process.exit(0);
}

/** One request sent at its scheduled time; the latency counts from the schedule, not from the send. */
async function fire(baseUrl: string, factory: RequestFactory, tenant: TestTenant, scheduledAt: number): Promise<Sent> {
  const window = null; // set by the caller, which knows when the call ended
  const req = factory.make(tenant);
  try {
    const res = await fetch(baseUrl + req.path, {
      method: req.method,
      headers: { Authorization: `Bearer ${tenant.key}`, ...(req.body ? { "Content-Type": "application/json" } : {}) },
      body: req.body ? JSON.stringify(req.body) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
    await res.text();
    return { endpoint: factory.endpoint, scheduledAt, latencyMs: performance.now() - scheduledAt, status: res.status, degraded: res.headers.get("x-degraded") === "true", window };
  } catch {
    return { endpoint: factory.endpoint, scheduledAt, latencyMs: performance.now() - scheduledAt, status: 599, degraded: false, window };
  }
}

/** The mix: one request shape per endpoint family the server documents (new families join by themselves). */
async function requestMix(server: TestServer, tenant: TestTenant): Promise<RequestFactory[]> {
  const doc = await (await fetch(`${server.url}/v1/openapi.json`)).json();
  const has = (p: string) => Boolean(doc.paths[p]);
  const firstExample = async (catalogue: string): Promise<Record<string, unknown> | null> => {
    if (!has(catalogue)) return null;
    const res = await fetch(server.url + catalogue, { headers: { Authorization: `Bearer ${tenant.key}` } });
    const body = (await res.json()) as { tools?: { example: Record<string, unknown> }[]; types?: { example?: Record<string, unknown> }[] };
    return body.tools?.[0]?.example ?? body.types?.[0]?.example ?? null;
  };
  const mix: RequestFactory[] = [
    { endpoint: "GET /v1/status", make: () => ({ method: "GET", path: "/v1/status" }) },
    { endpoint: "POST /v1/chat/completions", make: () => ({ method: "POST", path: "/v1/chat/completions", body: { message: "Can a customer ask us to delete their personal data?", jurisdiction: "FR" } }) },
    { endpoint: "POST /v1/chat/completions (stream)", make: () => ({ method: "POST", path: "/v1/chat/completions", body: { message: "What must a privacy notice say?", jurisdiction: "DE", stream: true } }) },
    { endpoint: "POST /v1/compliance/check", make: () => ({ method: "POST", path: "/v1/compliance/check", body: { document_text: contractText, jurisdiction: "GB", regulations: ["UK GDPR"] } }) },
    { endpoint: "POST /v1/audit/analyze", make: () => ({ method: "POST", path: "/v1/audit/analyze", body: doc.paths["/v1/audit/analyze"].post["x-example"] }) },
    { endpoint: "GET /v1/usage", make: () => ({ method: "GET", path: "/v1/usage" }) },
  ];
  if (has("/v1/documents/analyze")) {
    mix.push({ endpoint: "POST /v1/documents/analyze", make: () => ({ method: "POST", path: "/v1/documents/analyze", body: { document_text: contractText, jurisdiction: "GB" } }) });
  }
  const contract = has("/v1/contracts/draft") ? doc.paths["/v1/contracts/draft"].post["x-example"] : null;
  if (contract) mix.push({ endpoint: "POST /v1/contracts/draft", make: () => ({ method: "POST", path: "/v1/contracts/draft", body: contract }) });
  for (const family of ["litigation", "corporate"]) {
    const example = await firstExample(`/v1/${family}/tools`);
    if (example) {
      mix.push({ endpoint: `POST /v1/${family}/analyze`, make: () => ({ method: "POST", path: `/v1/${family}/analyze`, body: example }) });
      mix.push({ endpoint: `POST /v1/${family}/analyze (stream)`, make: () => ({ method: "POST", path: `/v1/${family}/analyze`, body: { ...example, stream: true } }) });
    }
  }
  return mix;
}

async function probe(url: string) {
  try {
    const res = await fetch(`${url}/bench/runtime`, { signal: AbortSignal.timeout(900) });
    const body = await res.json();
    return { rss_mb: body.rss_mb, heap_used_mb: body.heap_used_mb, eld_p99: body.event_loop_delay_ms.p99, eld_max: body.event_loop_delay_ms.max };
  } catch {
    return null;
  }
}

async function waitForRecovery(url: string, key: string, limitMs: number): Promise<number | null> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    const res = await fetch(`${url}/v1/usage`, { headers: { Authorization: `Bearer ${key}` } }).catch(() => null);
    if (res?.status === 200) return performance.now();
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

/** A round-robin reverse proxy over the instances alive right now; a refused or cut upstream is a 502. */
async function startProxy(targets: () => string[]) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const live = targets();
    const target = new URL(live[next++ % live.length]);
    const upstream = http.request(
      // A fresh connection per call: a pooled one can be closed by the instance just as we reuse it, which a real
      // load balancer retries but this small proxy would report as a 502 that no instance caused.
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent: false },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        up.on("error", () => res.destroy());
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "application/json" }).end('{"proxy":"upstream unavailable"}');
      else res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

interface Books {
  debits: number;
  doubled: number;
  debitsWithoutUsage: number;
  usageWithoutDebit: number;
  balanceMismatches: number;
  degradedBilled: number;
  runningRecords: number;
  holdsLeft: number;
  holdsDebited: number;
}

async function checkBooks(sql: postgres.Sql, ids: string[]): Promise<Books> {
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
  return {
    debits: await one(sql`select count(*)::int as n from credit_ledger where kind = 'debit' and user_id = any(${ids})`),
    doubled: await one(sql`select count(*)::int as n from (select request_id from credit_ledger where kind = 'debit' and user_id = any(${ids}) group by request_id having count(*) > 1) d`),
    debitsWithoutUsage: await one(sql`
      select count(*)::int as n from credit_ledger l left join usage_events u on u.request_id = l.request_id
      where l.kind = 'debit' and l.user_id = any(${ids}) and (u.id is null or u.credits <> -l.delta)`),
    usageWithoutDebit: await one(sql`
      select count(*)::int as n from usage_events u left join credit_ledger l on l.request_id = u.request_id and l.kind = 'debit'
      where u.credits > 0 and u.user_id = any(${ids}) and l.id is null`),
    balanceMismatches: await one(sql`
      select count(*)::int as n from users u where u.id = any(${ids})
      and u.credits_balance <> (select coalesce(sum(delta), 0) from credit_ledger l where l.user_id = u.id)`),
    degradedBilled: await one(sql`select count(*)::int as n from usage_events where degraded and credits > 0 and user_id = any(${ids})`),
    runningRecords: await one(sql`select count(*)::int as n from idempotency_records where user_id = any(${ids}) and state <> 'done'`),
    holdsLeft: await one(sql`select count(*)::int as n from credit_holds where user_id = any(${ids})`),
    holdsDebited: await one(sql`
      select count(*)::int as n from credit_holds h join credit_ledger l on l.request_id = h.request_id and l.kind = 'debit'
      where h.user_id = any(${ids})`),
  };
}

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

function summarize(input: {
  sent: Sent[];
  samples: Sample[];
  events: string[];
  books: Books;
  dbRecoveryMs: number | null;
  cutByKill: number;
  answeredJustBeforeKill: number;
}) {
  const { sent, samples, events, books, dbRecoveryMs, cutByKill, answeredJustBeforeKill } = input;
  const failures: string[] = [];
  const unexpected5xx = sent.filter((s) => s.status >= 500 && !(s.window === "kill" && (s.status === 502 || s.status === 599)) && !(s.window === "db" && s.status === 503));
  const db5xx = sent.filter((s) => s.window === "db" && s.status >= 500);
  if (unexpected5xx.length > 0) failures.push(`${unexpected5xx.length} unexpected 5xx (${[...new Set(unexpected5xx.map((s) => `${s.endpoint} → ${s.status}`))].slice(0, 5).join("; ")})`);
  if (books.doubled > 0) failures.push(`${books.doubled} request(s) debited twice`);
  if (books.debitsWithoutUsage > 0) failures.push(`${books.debitsWithoutUsage} debit(s) without a matching usage event`);
  if (books.usageWithoutDebit > 0) failures.push(`${books.usageWithoutDebit} billed usage event(s) without a debit`);
  if (books.balanceMismatches > 0) failures.push(`${books.balanceMismatches} balance(s) differ from grants minus debits`);
  if (books.degradedBilled > 0) failures.push(`${books.degradedBilled} degraded answer(s) billed`);
  if (books.holdsDebited > 0) failures.push(`${books.holdsDebited} hold(s) left on debited calls`);
  if (books.holdsLeft > cutByKill + answeredJustBeforeKill) {
    failures.push(`${books.holdsLeft} hold(s) left, more than the ${cutByKill} calls cut by the kill and the ${answeredJustBeforeKill} answered in the 250 ms before it`);
  }
  if (dbRecoveryMs !== null && dbRecoveryMs > 5000) failures.push(`service took ${dbRecoveryMs.toFixed(0)} ms to recover after PostgreSQL came back (limit 5,000)`);

  const endpoints = [...new Set(sent.map((s) => s.endpoint))];
  const rows = endpoints.map((e) => {
    const ok = sent.filter((s) => s.endpoint === e && s.status < 500);
    const all = sent.filter((s) => s.endpoint === e);
    const lat = ok.map((s) => s.latencyMs);
    const degraded = all.filter((s) => s.degraded).length;
    return `| ${e} | ${all.length} | ${percentile(lat, 50).toFixed(0)} | ${percentile(lat, 95).toFixed(0)} | ${percentile(lat, 99).toFixed(0)} | ${degraded} | ${all.filter((s) => s.status >= 500).length} |`;
  });
  const memoryRows = [0, 1].map((i) => {
    const points = samples.filter((s) => s.instances[i]).map((s) => [s.t, s.instances[i]!.rss_mb] as [number, number]);
    // Growth is judged on the second half (after warm-up and the restart of instance 2).
    const tail = points.filter(([t]) => t >= points.at(-1)![0] / 2);
    const eld = samples.map((s) => s.instances[i]?.eld_p99 ?? 0);
    const heap = samples.filter((s) => s.instances[i]).map((s) => [s.t, s.instances[i]!.heap_used_mb] as [number, number]);
    const heapTail = heap.filter(([t]) => t >= heap.at(-1)![0] / 2);
    return points.length === 0
      ? `| instance ${i + 1} | – | – | – | – | – | – | – |`
      : `| instance ${i + 1} | ${points[0][1].toFixed(0)} | ${points.at(-1)![1].toFixed(0)} | ${Math.max(...points.map(([, y]) => y)).toFixed(0)} | ${(slope(tail) * 60).toFixed(1)} | ` +
          `${heap[0][1].toFixed(0)} → ${heap.at(-1)![1].toFixed(0)} | ${(slope(heapTail) * 60).toFixed(1)} | ${percentile(eld, 99).toFixed(1)} |`;
  });
  const connections = samples.map((s) => s.dbConnections).filter((n) => n >= 0);
  const markdown = [
    `# Soak report (${short ? "short CI variant" : "full run"})`,
    "",
    `\`npm run soak${short ? " -- --short" : ""}\`: ${seconds} s, open-model load at ${rate} requests/s over ${endpoints.length} endpoint shapes, ` +
      `2 \`next start\` instances on PostgreSQL behind a round-robin proxy, fake Anthropic model. This 2-core machine runs the load ` +
      `generator, the proxy, both instances, PostgreSQL and the fake model at once. Latency counts from each request's scheduled send time.`,
    "",
    "## Headline",
    "",
    "| measure | result |",
    "|---|---|",
    `| requests sent | ${sent.length} |`,
    `| debits | ${books.debits} |`,
    `| **debits lost or doubled** | **${books.doubled + books.debitsWithoutUsage + books.usageWithoutDebit}** |`,
    `| balances ≠ grants − debits | ${books.balanceMismatches} |`,
    `| degraded answers billed | ${books.degradedBilled} |`,
    `| unexpected 5xx | ${unexpected5xx.length} |`,
    `| calls cut by the kill -9 (proxy 502 or reset stream) | ${cutByKill} |`,
    `| calls answered in the 250 ms before the kill (their settlement may have been cut: unbilled) | ${answeredJustBeforeKill} |`,
    `| holds left (only from calls cut by the kill or answered just before it; they expire after 15 min) | ${books.holdsLeft} |`,
    `| idempotency records not done | ${books.runningRecords} |`,
    `| answers during the PostgreSQL restart | ${restartDatabase ? `${db5xx.length} 5xx, all 503: ${db5xx.every((s) => s.status === 503)}` : "not run"} |`,
    `| recovery after PostgreSQL returned | ${dbRecoveryMs === null ? "not run" : `${dbRecoveryMs.toFixed(0)} ms`} |`,
    "",
    "## Latency per endpoint (ms, answered calls)",
    "",
    "| endpoint | calls | p50 | p95 | p99 | degraded | 5xx |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
    "## Memory and event loop",
    "",
    "| process | RSS start (MB) | RSS end | RSS max | RSS slope, 2nd half (MB/min) | heap used start → end (MB) | heap slope, 2nd half (MB/min) | event-loop delay p99 of 1-s samples (ms) |",
    "|---|---|---|---|---|---|---|---|",
    ...memoryRows,
    "",
    `PostgreSQL connections (all instances and this script): min ${Math.min(...connections)}, max ${Math.max(...connections)}.`,
    short ? "" : "\nPlots: [RSS](report/rss.svg), [p99 latency per 10 s](report/latency.svg).",
    "",
    "## Timeline",
    "",
    ...events.map((e) => `- ${e}`),
    "",
    failures.length ? `## Failures\n\n${failures.map((f) => `- ${f}`).join("\n")}` : "No failures.",
    "",
  ].join("\n");
  return { markdown, failures };
}

function svg(title: string, series: { name: string; color: string; points: [number, number][] }[], yLabel: string): string {
  const all = series.flatMap((s) => s.points);
  const maxX = Math.max(1, ...all.map(([x]) => x));
  const maxY = Math.max(1, ...all.map(([, y]) => y)) * 1.1;
  const W = 720, H = 300, L = 60, B = 30;
  const px = (x: number) => L + (x / maxX) * (W - L - 10);
  const py = (y: number) => H - B - (y / maxY) * (H - B - 30);
  const lines = series
    .map((s) => `<polyline fill="none" stroke="${s.color}" stroke-width="1.5" points="${s.points.map(([x, y]) => `${px(x).toFixed(1)},${py(y).toFixed(1)}`).join(" ")}"/>`)
    .join("\n");
  const legend = series.map((s, i) => `<text x="${L + 10 + i * 140}" y="20" fill="${s.color}" font-size="12">${s.name}</text>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif">
<rect width="100%" height="100%" fill="white"/>
<text x="${W / 2}" y="14" text-anchor="middle" font-size="13">${title}</text>${legend}
<line x1="${L}" y1="${H - B}" x2="${W - 10}" y2="${H - B}" stroke="#999"/><line x1="${L}" y1="30" x2="${L}" y2="${H - B}" stroke="#999"/>
<text x="${L - 5}" y="${py(maxY / 1.1) + 4}" text-anchor="end" font-size="11">${(maxY / 1.1).toFixed(0)}</text>
<text x="${L - 5}" y="${H - B}" text-anchor="end" font-size="11">0</text>
<text x="${W - 10}" y="${H - 10}" text-anchor="end" font-size="11">${maxX.toFixed(0)} s</text>
<text x="12" y="${H / 2}" font-size="11" transform="rotate(-90 12 ${H / 2})">${yLabel}</text>
${lines}
</svg>
`;
}

function rssPlot(samples: Sample[]): string {
  const series = [0, 1].map((i) => ({
    name: `instance ${i + 1} RSS`,
    color: i === 0 ? "#2563eb" : "#dc2626",
    points: samples.filter((s) => s.instances[i]).map((s) => [s.t, s.instances[i]!.rss_mb] as [number, number]),
  }));
  return svg("RSS per instance over the run (MB)", series, "MB");
}

function latencyPlot(sent: Sent[], started: number): string {
  const buckets = new Map<number, number[]>();
  for (const s of sent) {
    if (s.status >= 500) continue;
    const b = Math.floor((s.scheduledAt - started) / 10_000) * 10;
    buckets.set(b, [...(buckets.get(b) ?? []), s.latencyMs]);
  }
  const points = [...buckets.entries()].sort(([a], [b]) => a - b).map(([t, v]) => [t, percentile(v, 99)] as [number, number]);
  return svg("p99 latency per 10 s window, all endpoints (ms)", [{ name: "p99", color: "#2563eb", points }], "ms");
}

await main();
