/**
 * Fake Anthropic Messages API for tests (test support only — the app never imports it).
 *
 *   const fake = await startFakeAnthropic();
 *   const client = new Anthropic({ apiKey: "test", baseURL: fake.url, maxRetries: 0 });
 *   fake.enqueue({ fault: "status", status: 529 }, { content: [{ type: "text", text: "hi" }] });
 *   ...
 *   await fake.close();
 *
 * Serves POST /v1/messages (JSON or SSE when `stream: true`), POST /v1/messages/count_tokens,
 * and the control API under /__control (see ./README.md) for scripting it from another process.
 */
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type {
  FakeAnthropic,
  FakeAnthropicOptions,
  FakeMessageReply,
  FakeReply,
  FakeRequest,
  FakeResponder,
  FakeStatusFault,
  WaitOptions,
} from "./types";
import {
  buildDefaultReply,
  errorBody,
  errorTypeForStatus,
  estimateTokens,
  formatSse,
  messageEvents,
  messageJson,
  searchResultProblem,
  statusForErrorType,
  type SseEvent,
  type WireIds,
} from "./wire";

export type * from "./types";
export { buildDefaultReply, errorBody, errorTypeForStatus } from "./wire";
export { fakeAnthropicControl, type FakeAnthropicControl } from "./control-client";

const FAULTS = new Set([
  "status",
  "slow_first_byte",
  "slow_chunks",
  "midstream_error",
  "malformed_json",
  "connection_reset",
  "hang",
]);

/** Loose shape check for replies that arrive as JSON (control API). */
export function isFakeReply(value: unknown): value is FakeReply {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  if ("fault" in v) return typeof v.fault === "string" && FAULTS.has(v.fault);
  return Array.isArray(v.content);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const finish = () => resolve(Buffer.concat(chunks).toString("utf8"));
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", finish);
    req.on("close", finish); // client gone mid-body: record what arrived
    req.on("error", finish);
  });
}

function lowerHeaders(req: http.IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
}

/** One response being written; knows whether the client went away. */
class Exchange {
  readonly signal: AbortSignal;
  private readonly ac = new AbortController();
  finished = false;
  selfDestroyed = false;

  constructor(
    readonly req: http.IncomingMessage,
    readonly res: http.ServerResponse,
    readonly record: FakeRequest,
    onClientGone: () => void,
  ) {
    this.signal = this.ac.signal;
    res.on("finish", () => {
      this.finished = true;
    });
    res.on("close", () => {
      if (!this.finished && !this.selfDestroyed) onClientGone();
      this.ac.abort();
    });
  }

  get gone(): boolean {
    return this.signal.aborted || this.res.destroyed;
  }

  head(status: number, headers: Record<string, string>): void {
    if (this.gone || this.res.headersSent) return;
    this.res.writeHead(status, { "request-id": this.record.requestId, ...headers });
    this.res.flushHeaders();
  }

  write(text: string): boolean {
    if (this.gone) return false;
    this.res.write(text);
    return true;
  }

  end(text?: string): void {
    if (this.gone) return;
    this.res.end(text);
  }

  json(status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    this.head(status, { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)), ...headers });
    this.end(text);
  }

  /** Destroy the socket without a proper end (TCP RST where supported). */
  reset(): void {
    this.selfDestroyed = true;
    const socket = this.req.socket as Socket & { resetAndDestroy?: () => void };
    if (typeof socket.resetAndDestroy === "function") socket.resetAndDestroy();
    else socket.destroy();
  }

  /** Resolves when the client leaves or the fake closes. */
  untilGone(): Promise<void> {
    return new Promise((resolve) => {
      if (this.signal.aborted) return resolve();
      this.signal.addEventListener("abort", () => resolve(), { once: true });
    });
  }
}

/** The base URLs of the fakes this process is running (test/support/server.ts routes a shared server's requests to them). */
const runningFakes = new Set<string>();

export function isRunningFakeUrl(url: string | undefined): url is string {
  return url !== undefined && runningFakes.has(url);
}

export async function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const host = options.host ?? "127.0.0.1";
  const defaultChunkSize = options.chunkSize ?? 8;
  const defaultChunkDelayMs = options.chunkDelayMs ?? 0;
  const validate = options.validateRequests ?? true;
  const controlApi = options.controlApi ?? true;
  const log = options.log;

  const requests: FakeRequest[] = [];
  const queue: FakeReply[] = [];
  let responder: FakeResponder | undefined = options.responder;
  let seq = 0;
  let abortedCount = 0;
  let inFlight = 0;
  let closing = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of [...listeners]) l();
  };

  const defaultReply = (request: FakeRequest) => buildDefaultReply(request, options.defaultToolInput);

  function waitFor(predicate: () => boolean, what: string, opts?: WaitOptions): Promise<void> {
    const timeoutMs = opts?.timeoutMs ?? 5000;
    return new Promise((resolve, reject) => {
      if (predicate()) return resolve();
      const check = () => {
        if (!predicate()) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(
            `fake-anthropic: timed out after ${timeoutMs} ms waiting for ${what} ` +
              `(requests=${requests.length}, aborted=${abortedCount}, inFlight=${inFlight})`,
          ),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
    });
  }

  // -------------------------------------------------------------------------
  // Serving replies
  // -------------------------------------------------------------------------

  const idsFor = (record: FakeRequest): WireIds => ({
    messageId: `msg_fake_${String(record.seq).padStart(6, "0")}`,
    toolUseId: (i) => `toolu_fake_${String(record.seq).padStart(6, "0")}_${i}`,
  });

  function sseHeaders(extra?: Record<string, string>): Record<string, string> {
    return {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      ...extra,
    };
  }

  /** Writes events with `delayMs` between them; false when the client left. */
  async function writeEvents(ex: Exchange, events: SseEvent[], delayMs: number): Promise<boolean> {
    for (let i = 0; i < events.length; i++) {
      if (i > 0 && delayMs > 0) await sleep(delayMs, ex.signal);
      if (!ex.write(formatSse(events[i]))) return false;
    }
    return true;
  }

  function eventsOf(ex: Exchange, reply: FakeMessageReply | undefined): SseEvent[] {
    return messageEvents(reply ?? defaultReply(ex.record), ex.record, idsFor(ex.record), defaultChunkSize);
  }

  function serveStatus(ex: Exchange, fault: FakeStatusFault): void {
    const type = fault.errorType ?? errorTypeForStatus(fault.status);
    const headers: Record<string, string> = { ...fault.headers };
    if (fault.retryAfterSeconds !== undefined) headers["retry-after"] = String(fault.retryAfterSeconds);
    if (fault.retryAfterMs !== undefined) headers["retry-after-ms"] = String(fault.retryAfterMs);
    if (fault.shouldRetry !== undefined) headers["x-should-retry"] = String(fault.shouldRetry);
    const body = fault.body !== undefined ? fault.body : errorBody(type, fault.message, ex.record.requestId);
    ex.record.outcome = `status:${fault.status}`;
    ex.json(fault.status, body, headers);
  }

  async function serveMessage(ex: Exchange, reply: FakeMessageReply): Promise<void> {
    const delayMs = reply.chunkDelayMs ?? defaultChunkDelayMs;
    ex.record.outcome = "message";
    if (ex.record.stream) {
      ex.head(200, sseHeaders(reply.headers));
      if (await writeEvents(ex, eventsOf(ex, reply), delayMs)) ex.end();
      return;
    }
    const text = JSON.stringify(messageJson(reply, ex.record, idsFor(ex.record)));
    if (delayMs <= 0) {
      ex.json(200, text, reply.headers);
      return;
    }
    ex.head(200, { "content-type": "application/json", ...reply.headers });
    const pieces = 4;
    const step = Math.ceil(text.length / pieces);
    for (let i = 0; i < text.length; i += step) {
      if (i > 0) await sleep(delayMs, ex.signal);
      if (!ex.write(text.slice(i, i + step))) return;
    }
    ex.end();
  }

  async function serve(ex: Exchange, reply: FakeReply): Promise<void> {
    if (ex.gone) return;
    if (!("fault" in reply)) return serveMessage(ex, reply);
    const { record } = ex;
    switch (reply.fault) {
      case "status":
        return serveStatus(ex, reply);
      case "slow_first_byte":
        await sleep(reply.delayMs, ex.signal);
        if (ex.gone) {
          record.outcome = "slow_first_byte";
          return;
        }
        return serve(ex, reply.then ?? defaultReply(record));
      case "slow_chunks":
        return serveMessage(ex, { ...(reply.reply ?? defaultReply(record)), chunkDelayMs: reply.delayMs });
      case "midstream_error": {
        const type = reply.errorType ?? "overloaded_error";
        if (!record.stream) {
          return serveStatus(ex, { fault: "status", status: statusForErrorType(type), errorType: type, message: reply.message });
        }
        record.outcome = "midstream_error";
        ex.head(200, sseHeaders(reply.reply?.headers));
        const events = eventsOf(ex, reply.reply).slice(0, reply.afterEvents ?? 2);
        const delayMs = reply.reply?.chunkDelayMs ?? defaultChunkDelayMs;
        if (!(await writeEvents(ex, events, delayMs))) return;
        if (delayMs > 0) await sleep(delayMs, ex.signal);
        ex.write(formatSse({ event: "error", data: errorBody(type, reply.message, null) }));
        ex.end();
        return;
      }
      case "malformed_json": {
        record.outcome = "malformed_json";
        if (!record.stream) {
          const text = `{"id":"${idsFor(record).messageId}","type":"message","role":"assistant","content":[{"type":"text","text":"unterminated`;
          ex.json(200, text, reply.reply?.headers);
          return;
        }
        ex.head(200, sseHeaders(reply.reply?.headers));
        const events = eventsOf(ex, reply.reply).slice(0, reply.afterEvents ?? 1);
        if (!(await writeEvents(ex, events, defaultChunkDelayMs))) return;
        ex.write(`event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{not json\n\n`);
        ex.end();
        return;
      }
      case "connection_reset": {
        record.outcome = "connection_reset";
        const after = reply.afterEvents ?? 0;
        if (after > 0) {
          if (record.stream) {
            ex.head(200, sseHeaders(reply.reply?.headers));
            const events = eventsOf(ex, reply.reply).slice(0, after);
            if (!(await writeEvents(ex, events, defaultChunkDelayMs))) return;
          } else {
            const text = JSON.stringify(messageJson(reply.reply ?? defaultReply(record), record, idsFor(record)));
            ex.head(200, { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) });
            ex.write(text.slice(0, Math.floor(text.length / 2)));
          }
          // Let the bytes leave before the reset.
          await sleep(20, ex.signal);
        }
        if (!ex.gone) ex.reset();
        return;
      }
      case "hang": {
        record.outcome = "hang";
        const after = reply.afterEvents ?? 0;
        if (record.stream && after > 0) {
          ex.head(200, sseHeaders(reply.reply?.headers));
          await writeEvents(ex, eventsOf(ex, reply.reply).slice(0, after), defaultChunkDelayMs);
        }
        await ex.untilGone();
        return;
      }
      default: {
        const unknown: never = reply;
        ex.json(500, errorBody("api_error", `fake-anthropic: unknown reply ${JSON.stringify(unknown)}`, record.requestId));
      }
    }
  }

  // -------------------------------------------------------------------------
  // Routing
  // -------------------------------------------------------------------------

  function validateMessagesBody(body: any): string | undefined {
    if (!body || typeof body !== "object" || Array.isArray(body)) return "request body must be a JSON object";
    if (typeof body.model !== "string" || !body.model) return "model: Field required";
    if (typeof body.max_tokens !== "number") return "max_tokens: Field required";
    if (!Array.isArray(body.messages) || body.messages.length === 0) return "messages: at least one message is required";
    return searchResultProblem(body);
  }

  function authorized(headers: Record<string, string>): boolean {
    const key = options.requireApiKey;
    if (key === undefined) return true;
    return headers["x-api-key"] === key || headers["authorization"] === `Bearer ${key}`;
  }

  async function handleApi(ex: Exchange, url: URL): Promise<void> {
    const { record } = ex;
    if (!authorized(record.headers)) {
      return serveStatus(ex, { fault: "status", status: 401, message: "invalid x-api-key" });
    }
    const isPost = record.method === "POST";
    if (isPost && url.pathname === "/v1/messages/count_tokens") {
      record.outcome = "count_tokens";
      const b = record.body ?? {};
      ex.json(200, { input_tokens: estimateTokens({ system: b.system, messages: b.messages, tools: b.tools }) });
      return;
    }
    if (!(isPost && url.pathname === "/v1/messages")) {
      return serveStatus(ex, { fault: "status", status: 404, message: `fake-anthropic: no route ${record.method} ${url.pathname}` });
    }
    if (validate) {
      const problem = record.body === undefined ? "request body is not valid JSON" : validateMessagesBody(record.body);
      if (problem) return serveStatus(ex, { fault: "status", status: 400, message: problem });
    }
    let reply: FakeReply;
    try {
      reply =
        queue.shift() ??
        (responder ? await responder(record, { defaultReply: () => defaultReply(record) }) : defaultReply(record));
    } catch (err) {
      const message = `fake-anthropic: responder threw: ${err instanceof Error ? err.message : String(err)}`;
      log?.(message);
      return serveStatus(ex, { fault: "status", status: 500, errorType: "api_error", message });
    }
    await serve(ex, reply);
  }

  async function handleControl(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) });
      res.end(text);
    };
    const raw = await readBody(req);
    let body: any;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return send(400, { error: "body is not JSON" });
    }
    const route = `${req.method} ${url.pathname.replace(/\/+$/, "")}`;
    switch (route) {
      case "GET /__control/health":
        return send(200, { ok: true, url: api.url });
      case "GET /__control/requests":
        return send(200, { requests, aborted: abortedCount, inFlight, queued: queue.length });
      case "POST /__control/enqueue": {
        const replies: unknown[] = Array.isArray(body) ? body : [body];
        const bad = replies.find((r) => !isFakeReply(r));
        if (bad !== undefined || replies.length === 0) {
          return send(400, { error: `not a FakeReply: ${JSON.stringify(bad)}` });
        }
        queue.push(...(replies as FakeReply[]));
        return send(200, { queued: queue.length });
      }
      case "POST /__control/reset":
        api.reset({ keepResponder: body?.keepResponder === true });
        return send(200, { ok: true });
      case "POST /__control/responder": {
        const reply: unknown = body?.reply;
        if (reply === null || reply === undefined) {
          responder = undefined;
          return send(200, { ok: true, responder: "default" });
        }
        if (!isFakeReply(reply)) return send(400, { error: `not a FakeReply: ${JSON.stringify(reply)}` });
        responder = () => structuredClone(reply);
        return send(200, { ok: true, responder: "fixed" });
      }
      default:
        return send(404, { error: `no control route ${route}` });
    }
  }

  async function onRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    if (controlApi && url.pathname.startsWith("/__control")) {
      return handleControl(req, res, url);
    }
    const rawBody = await readBody(req);
    let body: any;
    try {
      body = rawBody ? JSON.parse(rawBody) : undefined;
    } catch {
      body = undefined;
    }
    seq += 1;
    const record: FakeRequest = {
      seq,
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: lowerHeaders(req),
      body,
      rawBody,
      stream: body?.stream === true,
      receivedAt: Date.now(),
      requestId: `req_fake_${String(seq).padStart(6, "0")}`,
      aborted: false,
    };
    requests.push(record);
    inFlight += 1;
    const ex = new Exchange(req, res, record, () => {
      if (closing) return;
      record.aborted = true;
      record.endedAt ??= Date.now();
      abortedCount += 1;
      notify();
    });
    notify();
    try {
      await handleApi(ex, url);
    } catch (err) {
      log?.(`fake-anthropic: handler error: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent && !ex.gone) {
        ex.json(500, errorBody("api_error", "fake-anthropic internal error", record.requestId));
      } else if (!ex.gone) {
        ex.reset();
      }
    } finally {
      record.endedAt ??= Date.now();
      inFlight -= 1;
      log?.(
        `${record.method} ${record.path}${record.stream ? " (stream)" : ""} -> ${record.outcome ?? "?"}` +
          `${record.aborted ? " [client aborted]" : ""}`,
      );
      notify();
    }
  }

  const server = http.createServer((req, res) => {
    onRequest(req, res).catch((err) => {
      log?.(`fake-anthropic: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Keep-alive sockets must not hold the test process open after close().
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(":") ? `[${host}]` : host;

  const api: FakeAnthropic = {
    url: `http://${urlHost}:${port}`,
    port,
    get requests() {
      return requests;
    },
    get lastRequest() {
      return requests[requests.length - 1];
    },
    get aborted() {
      return abortedCount;
    },
    get inFlight() {
      return inFlight;
    },
    get queued() {
      return queue.length;
    },
    enqueue(...replies: FakeReply[]) {
      queue.push(...replies);
    },
    setResponder(fn: FakeResponder | undefined) {
      responder = fn;
    },
    reset(opts?: { keepResponder?: boolean }) {
      requests.length = 0;
      queue.length = 0;
      abortedCount = 0;
      seq = 0;
      if (!opts?.keepResponder) responder = options.responder;
      notify();
    },
    async waitForRequests(count: number, opts?: WaitOptions) {
      await waitFor(() => requests.length >= count, `${count} request(s)`, opts);
      return requests;
    },
    waitForAborted(count: number, opts?: WaitOptions) {
      return waitFor(() => abortedCount >= count, `${count} aborted request(s)`, opts);
    },
    waitForIdle(opts?: WaitOptions) {
      return waitFor(() => inFlight === 0, "no request in flight", opts);
    },
    defaultReply,
    close() {
      closing = true;
      runningFakes.delete(api.url);
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  runningFakes.add(api.url);
  return api;
}
