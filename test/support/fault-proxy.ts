import http from "node:http";
import type net from "node:net";

/**
 * A tiny HTTP proxy in front of a real test server that injects faults into the next requests and logs every
 * attempt it sees (with its Idempotency-Key), so client retry tests can check what reached the service.
 *
 * Faults (consumed in order, one per request to a path other than /__proxy/*):
 *   { status: 429 | 503 | …, retryAfter?: seconds }   answered by the proxy, the service never sees the request
 *   { status: 503, after: true }                       forwarded (the service executes it), its answer replaced by a 503
 *   { reset: true, after?: boolean }                   connection destroyed before or after forwarding
 * Control (for tests in other processes, e.g. the Python suite): POST /__proxy/faults (JSON array of faults),
 * GET /__proxy/log, POST /__proxy/reset.
 */
export interface Fault {
  status?: number;
  /** Problem code of an injected answer (default rate_limited for 429, internal_error otherwise). */
  code?: string;
  retryAfter?: number;
  after?: boolean;
  reset?: boolean;
}

export interface Attempt {
  method: string;
  path: string;
  idempotencyKey: string | null;
  at: number;
  outcome: string;
}

export interface FaultProxy {
  url: string;
  faults: Fault[];
  log: Attempt[];
  inject(...faults: Fault[]): void;
  reset(): void;
  close(): Promise<void>;
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

/**
 * `info` adds fields to the control answer (e.g. how many requests the fake model received); `onControl` handles
 * other POST /__proxy/<name> calls (e.g. switching the fake model to failing).
 */
export async function startFaultProxy(
  target: string,
  info: () => Record<string, unknown> = () => ({}),
  onControl: (name: string, body: unknown) => void = () => {},
): Promise<FaultProxy> {
  const state = { faults: [] as Fault[], log: [] as Attempt[] };
  const sockets = new Set<net.Socket>();
  const server = http.createServer(async (req, res) => {
    const url = req.url ?? "/";
    const body = await readBody(req);
    if (url.startsWith("/__proxy/")) {
      if (url === "/__proxy/faults" && req.method === "POST") state.faults.push(...(JSON.parse(body.toString() || "[]") as Fault[]));
      else if (req.method === "POST" && url !== "/__proxy/reset") onControl(url.slice("/__proxy/".length), JSON.parse(body.toString() || "null"));
      if (url === "/__proxy/reset") {
        state.faults = [];
        state.log = [];
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ log: state.log, pending: state.faults.length, ...info() }));
      return;
    }
    const fault = state.faults.shift();
    const attempt: Attempt = {
      method: req.method ?? "GET",
      path: url,
      idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null,
      at: Date.now(),
      outcome: "forwarded",
    };
    state.log.push(attempt);
    if (fault && !fault.after) {
      if (fault.reset) {
        attempt.outcome = "reset";
        req.socket.destroy();
        return;
      }
      attempt.outcome = String(fault.status);
      const headers: Record<string, string> = { "content-type": "application/problem+json" };
      if (fault.retryAfter !== undefined) headers["retry-after"] = String(fault.retryAfter);
      res.writeHead(fault.status ?? 503, headers);
      res.end(JSON.stringify({ title: "Injected fault", status: fault.status ?? 503, code: fault.code ?? (fault.status === 429 ? "rate_limited" : "internal_error"), detail: "injected by the test proxy" }));
      return;
    }
    const headers = { ...req.headers } as Record<string, string>;
    delete headers.host;
    delete headers["content-length"];
    delete headers.connection;
    const upstream = await fetch(target + url, {
      method: req.method,
      headers,
      body: body.length ? new Uint8Array(body) : undefined,
      redirect: "manual",
    });
    if (fault?.after) {
      await upstream.arrayBuffer(); // the service ran the request to the end; the client never sees its answer
      if (fault.reset) {
        attempt.outcome = "reset after forwarding";
        req.socket.destroy();
        return;
      }
      attempt.outcome = `${fault.status ?? 503} after forwarding`;
      res.writeHead(fault.status ?? 503, { "content-type": "application/problem+json" });
      res.end(JSON.stringify({ title: "Injected fault", status: fault.status ?? 503, code: "internal_error", detail: "injected by the test proxy after the service answered" }));
      return;
    }
    const out: Record<string, string> = {};
    upstream.headers.forEach((v, k) => {
      if (k !== "content-encoding" && k !== "content-length" && k !== "transfer-encoding") out[k] = v;
    });
    attempt.outcome = String(upstream.status);
    res.writeHead(upstream.status, out);
    if (upstream.body) for await (const chunk of upstream.body) res.write(chunk);
    res.end();
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get faults() {
      return state.faults;
    },
    get log() {
      return state.log;
    },
    inject: (...faults) => state.faults.push(...faults),
    reset: () => ((state.faults = []), (state.log = [])),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
