/**
 * legal-ai: the TypeScript/Node client of the Legal AI Service API (/v1). Zero runtime dependencies (global fetch).
 *
 *   import LegalAI from "legal-ai";
 *   const client = new LegalAI(); // LEGAL_AI_API_KEY, LEGAL_AI_BASE_URL
 *   const res = await client.chat.completions.create({ message: "…", jurisdiction: "FR" });
 */
import type { Endpoints } from "./generated/openapi.js";

export type * from "./generated/openapi.js";

export const VERSION = "0.1.0";
const DEFAULT_BASE_URL = "http://localhost:3000";

/* ------------------------------------------------------------------ types of the endpoints */

type Loose = Record<string, unknown>;
type Ep<K extends string> = K extends keyof Endpoints ? Endpoints[K] : { request: Loose; query: Loose; response: Loose & { warnings?: Warning[] } };
/** Request body of an endpoint; loose until the endpoint is in the OpenAPI document the types were generated from. */
export type RequestOf<K extends string> = Ep<K>["request"];
/** Success body of an endpoint, plus the response metadata. */
export type ResponseOf<K extends string> = WithMeta<Ep<K>["response"]>;

export interface Warning {
  code: string;
  message: string;
}

export interface Citation {
  citation_id: string;
  source_id: string;
  title: string;
  jurisdiction: string;
  article: string;
  excerpt: string;
  relevance_score: number;
  verified: boolean;
}

/** The IETF RateLimit headers of a response (`RateLimit-Policy: "name";q=…;w=…`, `RateLimit: "name";r=…;t=…`). */
export interface RateLimitInfo {
  limit: number | null;
  remaining: number | null;
  resetSeconds: number | null;
  windowSeconds: number | null;
  policy: string | null;
  raw: string | null;
}

export interface ResponseMeta {
  /** The request identifier (X-Request-Id), form req_<id>. */
  readonly request_id: string | null;
  readonly rateLimit: RateLimitInfo;
  /** The model failed or none is configured: the answer came from the offline engine (X-Degraded: true). */
  readonly degraded: boolean;
  /** Sandbox key: never billed, never calls the model (X-Sandbox: true). */
  readonly sandbox: boolean;
  /** The service replayed a stored response for this Idempotency-Key (Idempotent-Replayed: true). */
  readonly idempotentReplayed: boolean;
  /** HTTP status code (named so to leave a body's own `status` field alone). */
  readonly statusCode: number;
  readonly responseHeaders: Headers;
}

export type WithMeta<T> = T & ResponseMeta;

export interface RequestOptions {
  /** Idempotency-Key for this POST (default: one generated per call, reused on each retry). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  maxRetries?: number;
  /** Milliseconds per attempt. */
  timeout?: number;
  signal?: AbortSignal;
}

export interface ClientOptions {
  /** Defaults to process.env.LEGAL_AI_API_KEY. */
  apiKey?: string | null;
  /** Defaults to process.env.LEGAL_AI_BASE_URL, then http://localhost:3000. */
  baseURL?: string;
  /** Retries after the first attempt (default 2: three attempts in all). */
  maxRetries?: number;
  /** Milliseconds per attempt (default 60 000). */
  timeout?: number;
  defaultHeaders?: Record<string, string>;
  /** A fetch implementation (default: the global fetch). */
  fetch?: typeof fetch;
  /** The signing secret (whsec_…) webhooks.verify uses by default; else process.env.LEGAL_AI_WEBHOOK_SECRET. */
  webhookSecret?: string;
}

/* ------------------------------------------------------------------ errors */

export interface ProblemFields {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  request_id?: string;
  errors?: { field: string; message: string; [k: string]: unknown }[];
  [k: string]: unknown;
}

export class LegalAIError extends Error {
  override name = "LegalAIError";
}

/** The service answered with an RFC 9457 problem (or another non-2xx). */
export class APIError extends LegalAIError {
  override name = "APIError";
  readonly status: number;
  readonly code: string | null;
  readonly title: string | null;
  readonly detail: string | null;
  readonly request_id: string | null;
  readonly errors: NonNullable<ProblemFields["errors"]>;
  readonly problem: ProblemFields;
  readonly headers: Headers;
  constructor(status: number, problem: ProblemFields, headers: Headers) {
    super(`${status} ${problem.code ?? problem.title ?? "error"}: ${problem.detail ?? problem.title ?? ""}`.trim());
    this.status = status;
    this.problem = problem;
    this.code = problem.code ?? null;
    this.title = problem.title ?? null;
    this.detail = problem.detail ?? null;
    this.request_id = problem.request_id ?? headers.get("x-request-id");
    this.errors = problem.errors ?? [];
    this.headers = headers;
  }
}
export class InvalidRequestError extends APIError {
  override name = "InvalidRequestError";
}
export class AuthenticationError extends APIError {
  override name = "AuthenticationError";
}
export class InsufficientCreditsError extends APIError {
  override name = "InsufficientCreditsError";
}
export class PermissionDeniedError extends APIError {
  override name = "PermissionDeniedError";
}
export class NotFoundError extends APIError {
  override name = "NotFoundError";
}
export class ConflictError extends APIError {
  override name = "ConflictError";
}
export class RateLimitError extends APIError {
  override name = "RateLimitError";
  /** Seconds the service asked to wait (Retry-After), or null. */
  readonly retry_after: number | null;
  constructor(status: number, problem: ProblemFields, headers: Headers) {
    super(status, problem, headers);
    this.retry_after = parseRetryAfter(headers.get("retry-after"));
  }
}
export class InternalServerError extends APIError {
  override name = "InternalServerError";
}
export class APIConnectionError extends LegalAIError {
  override name = "APIConnectionError";
  constructor(message = "Connection error.", options?: { cause?: unknown }) {
    super(message, options);
  }
}
export class APITimeoutError extends APIConnectionError {
  override name = "APITimeoutError";
  constructor(message = "Request timed out.") {
    super(message);
  }
}

function errorFor(status: number, problem: ProblemFields, headers: Headers): APIError {
  if (status === 400 || status === 413 || status === 415 || status === 422) return new InvalidRequestError(status, problem, headers);
  if (status === 401) return new AuthenticationError(status, problem, headers);
  if (status === 402) return new InsufficientCreditsError(status, problem, headers);
  if (status === 403) return new PermissionDeniedError(status, problem, headers);
  if (status === 404 || status === 405) return new NotFoundError(status, problem, headers);
  if (status === 409) return new ConflictError(status, problem, headers);
  if (status === 429) return new RateLimitError(status, problem, headers);
  if (status >= 500) return new InternalServerError(status, problem, headers);
  return new APIError(status, problem, headers);
}

/* ------------------------------------------------------------------ helpers */

export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

export function parseRateLimit(headers: Headers): RateLimitInfo {
  const raw = headers.get("ratelimit");
  const policy = headers.get("ratelimit-policy");
  const param = (text: string | null, name: string) => {
    const m = text?.match(new RegExp(`;\\s*${name}=(\\d+)`));
    return m ? Number(m[1]) : null;
  };
  return {
    limit: param(policy, "q"),
    windowSeconds: param(policy, "w"),
    remaining: param(raw, "r"),
    resetSeconds: param(raw, "t"),
    policy,
    raw,
  };
}

function withMeta<T>(body: T, res: Response): WithMeta<T> {
  const target = (body !== null && typeof body === "object" ? body : { value: body }) as object;
  const meta = {
    request_id: res.headers.get("x-request-id") ?? (target as { request_id?: string }).request_id ?? null,
    rateLimit: parseRateLimit(res.headers),
    degraded: res.headers.get("x-degraded") === "true",
    sandbox: res.headers.get("x-sandbox") === "true",
    idempotentReplayed: res.headers.get("idempotent-replayed") === "true",
    statusCode: res.status,
    responseHeaders: res.headers,
  };
  // Not enumerable: JSON.stringify(response) gives the body exactly as the service sent it. A body field of the same
  // name (e.g. `sandbox` of a created key) wins: the body describes the object.
  for (const [k, v] of Object.entries(meta)) {
    if (!Object.prototype.hasOwnProperty.call(target, k)) Object.defineProperty(target, k, { value: v, enumerable: false, configurable: true });
  }
  return target as WithMeta<T>;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(t), resolve()), { once: true });
  });

/** Exponential backoff with jitter: about 0.5 s, 1 s, 2 s … capped at 8 s; Retry-After (up to 60 s) wins. */
export function retryDelayMs(retryIndex: number, retryAfterSeconds: number | null): number {
  if (retryAfterSeconds !== null && retryAfterSeconds <= 60) return retryAfterSeconds * 1000;
  const base = Math.min(500 * 2 ** retryIndex, 8000);
  return base * (1 - Math.random() * 0.25);
}

function shouldRetry(status: number, code: string | undefined): boolean {
  if (status === 408 || status === 429 || status >= 500) return true;
  return status === 409 && code === "idempotency_key_in_use";
}

function readEnv(name: string): string | undefined {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return proc?.env?.[name] || undefined;
}

/* ------------------------------------------------------------------ streaming */

export interface ChatCompletionChunk {
  id: string;
  object: "chat.completion.chunk";
  created: number;
  model: string;
  choices: { index: number; delta: { role?: "assistant"; content?: string }; finish_reason: null | "stop" | "length" }[];
  citations?: Citation[];
  warnings?: Warning[];
  disclaimer?: string;
  tool_type?: string;
  tokens_used?: number;
}

/** The aggregate of a whole stream: the answer text with the citations, warnings and disclaimer of its last chunk. */
export interface FinalAnswer {
  id: string;
  model: string | null;
  answer: string;
  finish_reason: string | null;
  citations: Citation[];
  warnings: Warning[];
  disclaimer: string | null;
  tool_type?: string;
  tokens_used?: number;
}

/** An async iterator of chunks (`for await (const chunk of stream)`), with the response metadata. */
export class Stream<T = ChatCompletionChunk> implements AsyncIterable<T> {
  readonly request_id: string | null;
  readonly rateLimit: RateLimitInfo;
  readonly degraded: boolean;
  readonly sandbox: boolean;
  readonly idempotentReplayed: boolean;
  readonly response: Response;
  private consumed = false;
  private readonly seen: T[] = [];

  constructor(response: Response) {
    const meta = withMeta({}, response);
    this.response = response;
    this.request_id = meta.request_id;
    this.rateLimit = meta.rateLimit;
    this.degraded = meta.degraded;
    this.sandbox = meta.sandbox;
    this.idempotentReplayed = meta.idempotentReplayed;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    if (this.consumed) throw new LegalAIError("A stream can be iterated once.");
    this.consumed = true;
    const body = this.response.body;
    if (!body) return;
    const decoder = new TextDecoder();
    const reader = body.getReader();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (value) buffer += decoder.decode(value, { stream: true });
        if (done) buffer += decoder.decode();
        let sep: number;
        while ((sep = buffer.search(/\r?\n\r?\n/)) >= 0) {
          const block = buffer.slice(0, sep);
          buffer = buffer.slice(sep).replace(/^\r?\n\r?\n/, "");
          const lines = block.split(/\r?\n/);
          const event = lines.find((l) => l.startsWith("event:"))?.slice(6).trim();
          const data = lines
            .filter((l) => l.startsWith("data:"))
            .map((l) => l.slice(5).replace(/^ /, ""))
            .join("\n");
          if (!data) continue; // comment (": ping")
          if (data === "[DONE]") return;
          const parsed = JSON.parse(data);
          if (event === "error") throw errorFor(parsed.status ?? 500, parsed, this.response.headers);
          this.seen.push(parsed as T);
          yield parsed as T;
        }
        if (done) return;
      }
    } finally {
      reader.releaseLock();
      if (!this.response.bodyUsed) await body.cancel().catch(() => {});
    }
  }

  /** Reads the rest of the stream and returns the aggregated answer with its citations. */
  async finalAnswer(): Promise<FinalAnswer> {
    if (!this.consumed) for await (const _ of this) void _;
    const chunks = this.seen as unknown as ChatCompletionChunk[];
    const last = [...chunks].reverse().find((c) => c.choices?.[0]?.finish_reason) ?? chunks[chunks.length - 1];
    return {
      id: chunks[0]?.id ?? this.request_id ?? "",
      model: chunks[0]?.model ?? null,
      answer: chunks.map((c) => c.choices?.[0]?.delta?.content ?? "").join(""),
      finish_reason: last?.choices?.[0]?.finish_reason ?? null,
      citations: last?.citations ?? [],
      warnings: last?.warnings ?? [],
      disclaimer: last?.disclaimer ?? null,
      ...(last?.tool_type !== undefined ? { tool_type: last.tool_type } : {}),
      ...(last?.tokens_used !== undefined ? { tokens_used: last.tokens_used } : {}),
    };
  }
}

/* ------------------------------------------------------------------ files (documents.analyze) */

/** What `file` accepts: a path (Node), bytes, or a Blob/File. */
export type FileInput = string | URL | Uint8Array | ArrayBuffer | Blob;

/** documents.analyze's request: the API's fields, plus `file` (and `filename` when `file` is bytes). */
export type DocumentAnalyzeParams = Omit<RequestOf<"POST /v1/documents/analyze">, "document_base64" | "document_text"> & {
  document_text?: string;
  document_base64?: string;
  file?: FileInput;
  /** The file's name, used to infer its type when `file` is bytes (default: the path's or the File's name). */
  filename?: string;
};

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The bytes, name and content type of a file argument (type from the name's extension, else the Blob's, else the bytes). */
export async function readFileInput(file: FileInput, filename?: string): Promise<{ bytes: Uint8Array; filename: string | null; contentType: string | null }> {
  let bytes: Uint8Array;
  let name = filename ?? null;
  let declared: string | null = null;
  if (typeof file === "string" || file instanceof URL) {
    // Node (and Deno, Bun) only; a variable specifier keeps bundlers for the browser from resolving it.
    const fsModule: string = "node:fs/promises";
    const { readFile } = (await import(fsModule)) as { readFile(p: string | URL): Promise<Uint8Array> };
    bytes = new Uint8Array(await readFile(file));
    const p = typeof file === "string" ? file : decodeURIComponent(file.pathname);
    name ??= p.split(/[\\/]/).pop() ?? null;
  } else if (file instanceof Uint8Array) bytes = file;
  else if (file instanceof ArrayBuffer) bytes = new Uint8Array(file);
  else if (typeof Blob !== "undefined" && file instanceof Blob) {
    bytes = new Uint8Array(await file.arrayBuffer());
    name ??= (file as { name?: unknown }).name && typeof (file as { name?: unknown }).name === "string" ? (file as File).name : null;
    declared = file.type || null;
  } else throw new LegalAIError(`file takes a path, bytes (Buffer, Uint8Array, ArrayBuffer) or a Blob/File, not ${Object.prototype.toString.call(file)}`);
  return { bytes, filename: name, contentType: contentTypeOf(bytes, name, declared) };
}

function contentTypeOf(bytes: Uint8Array, name: string | null, declared: string | null): string | null {
  const ext = name?.toLowerCase().match(/\.[a-z0-9]+$/)?.[0];
  if (ext === ".pdf") return "application/pdf";
  if (ext === ".docx") return DOCX;
  if (ext === ".txt" || ext === ".md" || ext === ".text") return "text/plain";
  if (declared) return declared;
  const head = String.fromCharCode(...bytes.subarray(0, 5));
  if (head === "%PDF-") return "application/pdf";
  if (head.startsWith("PK\x03\x04")) return DOCX;
  return null;
}

function base64Of(bytes: Uint8Array): string {
  const B = (globalThis as { Buffer?: { from(b: Uint8Array): { toString(enc: string): string } } }).Buffer;
  if (B) return B.from(bytes).toString("base64");
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function documentFields(file: FileInput, filename?: string): Promise<{ document_base64: string } | { document_text: string }> {
  const { bytes, filename: name, contentType } = await readFileInput(file, filename);
  if (contentType?.startsWith("text/")) {
    try {
      return { document_text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
    } catch {
      throw new LegalAIError(`${name ?? "file"} is not UTF-8 text`);
    }
  }
  // The API takes JSON only: anything else goes base64-encoded; the service detects PDF or DOCX from the bytes and
  // answers 400 unreadable_document (or 400 over 10 MiB) for what it cannot read.
  return { document_base64: base64Of(bytes) };
}

/* ------------------------------------------------------------------ webhooks */

/** The header a delivery carries: `Legal-AI-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = "Legal-AI-Signature";
/** Deliveries more than this many seconds from now are refused, so that a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The delivery is not from the service: signature missing or wrong, body changed, or timestamp out of tolerance. */
export class WebhookVerificationError extends LegalAIError {
  override name = "WebhookVerificationError";
}

/** A webhook event (alerts: credits.low, key_limit.reached, …). */
export interface WebhookEvent {
  id: string;
  object: "event";
  type: string;
  created_at: string;
  data: Record<string, unknown>;
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined> | string;

function signatureHeaderOf(headers: WebhookHeaders): string {
  if (typeof headers === "string") return headers;
  if (typeof Headers !== "undefined" && headers instanceof Headers) {
    const value = headers.get(WEBHOOK_SIGNATURE_HEADER);
    if (value !== null) return value;
  } else {
    const wanted = WEBHOOK_SIGNATURE_HEADER.toLowerCase();
    for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === wanted && v !== undefined) return Array.isArray(v) ? v.join(",") : v;
  }
  throw new WebhookVerificationError(`no ${WEBHOOK_SIGNATURE_HEADER} header`);
}

/** WebCrypto: global in browsers, Deno, Bun and Node ≥ 19; node:crypto's webcrypto on Node 18. */
async function subtleCrypto(): Promise<SubtleCrypto> {
  const global = (globalThis as { crypto?: Crypto }).crypto;
  if (global?.subtle) return global.subtle;
  const nodeCrypto: string = "node:crypto";
  return ((await import(nodeCrypto)) as { webcrypto: Crypto }).webcrypto.subtle;
}

const fromHex = (hex: string) => new Uint8Array(hex.match(/../g)!.map((b) => parseInt(b, 16)));

/**
 * Checks a webhook delivery (HMAC-SHA256 with the endpoint's secret over `<t>.<raw body>`, compared in constant time
 * by WebCrypto, any one `v1` of several matching, timestamp within `toleranceSeconds`) and returns its event.
 * `payload` is the body exactly as received (a string or bytes, before any JSON parsing). Throws WebhookVerificationError.
 */
export async function verifyWebhook(
  payload: string | Uint8Array | ArrayBuffer,
  headers: WebhookHeaders,
  secret: string,
  options: { toleranceSeconds?: number; now?: Date } = {},
): Promise<WebhookEvent> {
  if (!secret) throw new WebhookVerificationError("no webhook secret: pass the endpoint's whsec_… secret");
  const body = typeof payload === "string" ? new TextEncoder().encode(payload) : payload instanceof Uint8Array ? payload : new Uint8Array(payload);
  const parts = signatureHeaderOf(headers)
    .split(",")
    .map((p) => p.trim())
    .map((p) => [p.slice(0, p.indexOf("=")), p.slice(p.indexOf("=") + 1)] as const)
    .filter(([k]) => k);
  const times = parts.filter(([k]) => k === "t").map(([, v]) => v);
  if (times.length !== 1 || !/^\d{1,12}$/.test(times[0])) throw new WebhookVerificationError(`${WEBHOOK_SIGNATURE_HEADER} has no valid timestamp (t=…)`);
  const t = Number(times[0]);
  const signatures = parts.filter(([k, v]) => k === "v1" && /^[0-9a-fA-F]{64}$/.test(v)).map(([, v]) => v);
  if (!signatures.length) throw new WebhookVerificationError(`${WEBHOOK_SIGNATURE_HEADER} has no v1 signature`);
  const subtle = await subtleCrypto();
  const key = await subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const prefix = new TextEncoder().encode(`${t}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix);
  signed.set(body, prefix.length);
  let matched = false;
  for (const sig of signatures) if (await subtle.verify("HMAC", key, fromHex(sig), signed)) matched = true;
  if (!matched) throw new WebhookVerificationError("signature mismatch: wrong secret, or the body was changed (verify the raw body, not re-serialised JSON)");
  const now = (options.now ?? new Date()).getTime() / 1000;
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(now - t) > tolerance) throw new WebhookVerificationError(`timestamp ${t} is ${Math.round(Math.abs(now - t))} s from now, beyond the ${tolerance} s tolerance (a replay?)`);
  try {
    return JSON.parse(new TextDecoder().decode(body)) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError("the signed body is not JSON");
  }
}

/** client.webhooks (and the standalone `webhooks`): verify(payload, headers, secret?). */
export class Webhooks {
  constructor(private readonly secret?: string) {}

  /** See verifyWebhook; `secret` defaults to the client's webhookSecret, then LEGAL_AI_WEBHOOK_SECRET. */
  verify(payload: string | Uint8Array | ArrayBuffer, headers: WebhookHeaders, secret?: string, options?: { toleranceSeconds?: number; now?: Date }): Promise<WebhookEvent> {
    return verifyWebhook(payload, headers, secret ?? this.secret ?? readEnv("LEGAL_AI_WEBHOOK_SECRET") ?? "", options);
  }
}

/** For a receiver that has no API key: `import { webhooks } from "legal-ai"; await webhooks.verify(body, headers, secret)`. */
export const webhooks = new Webhooks();

/* ------------------------------------------------------------------ the client */

type StreamParam<B> = B & { stream: true };
type NoStreamParam<B> = B & { stream?: false | null };

export class LegalAI {
  readonly apiKey: string | null;
  readonly baseURL: string;
  readonly maxRetries: number;
  readonly timeout: number;
  private readonly defaultHeaders: Record<string, string>;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ClientOptions = {}) {
    if (options.apiKey === undefined) {
      const fromEnv = readEnv("LEGAL_AI_API_KEY");
      // As the official SDKs do: a missing key is a mistake to report here, not a 401 after a round trip.
      if (!fromEnv) {
        throw new LegalAIError(
          "No API key: pass { apiKey } or set LEGAL_AI_API_KEY ({ apiKey: null } explicitly makes a client for the public endpoints only, status and openapi).",
        );
      }
      this.apiKey = fromEnv;
    } else this.apiKey = options.apiKey;
    this.webhooks = new Webhooks(options.webhookSecret);
    this.baseURL = (options.baseURL ?? readEnv("LEGAL_AI_BASE_URL") ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
    this.maxRetries = options.maxRetries ?? 2;
    this.timeout = options.timeout ?? 60_000;
    this.defaultHeaders = options.defaultHeaders ?? {};
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  readonly chat = {
    completions: {
      create: ((body: RequestOf<"POST /v1/chat/completions">, options?: RequestOptions) =>
        this.post("/v1/chat/completions", body, options)) as {
        (body: StreamParam<RequestOf<"POST /v1/chat/completions">>, options?: RequestOptions): Promise<Stream>;
        (body: NoStreamParam<RequestOf<"POST /v1/chat/completions">>, options?: RequestOptions): Promise<ResponseOf<"POST /v1/chat/completions">>;
      },
    },
  };

  readonly documents = {
    /**
     * Reviews a contract. Pass `document_text`, `document_base64`, or `file`: a path (Node), bytes (Buffer, Uint8Array,
     * ArrayBuffer) or a Blob/File. A PDF or DOCX is sent base64-encoded in `document_base64` (the API takes JSON), a
     * text file as `document_text`; the type is inferred from the name (`filename`, the path's or the File's) or the
     * first bytes.
     */
    analyze: async (body: DocumentAnalyzeParams, options?: RequestOptions): Promise<ResponseOf<"POST /v1/documents/analyze">> => {
      const { file, filename, ...rest } = body;
      const payload = file === undefined ? rest : { ...rest, ...(await documentFields(file, filename)) };
      return this.post("/v1/documents/analyze", payload, options);
    },
    categories: {
      list: (options?: RequestOptions): Promise<ResponseOf<"GET /v1/documents/categories">> => this.get("/v1/documents/categories", undefined, options),
    },
  };

  /** Checks the webhooks the service sends: `await client.webhooks.verify(rawBody, headers)`. */
  readonly webhooks: Webhooks;

  readonly compliance = {
    check: (body: RequestOf<"POST /v1/compliance/check">, options?: RequestOptions): Promise<ResponseOf<"POST /v1/compliance/check">> =>
      this.post("/v1/compliance/check", body, options),
  };

  readonly corporate = {
    analyze: ((body: RequestOf<"POST /v1/corporate/analyze">, options?: RequestOptions) => this.post("/v1/corporate/analyze", body, options)) as {
      (body: StreamParam<RequestOf<"POST /v1/corporate/analyze">>, options?: RequestOptions): Promise<Stream>;
      (body: NoStreamParam<RequestOf<"POST /v1/corporate/analyze">>, options?: RequestOptions): Promise<ResponseOf<"POST /v1/corporate/analyze">>;
    },
    tools: { list: (options?: RequestOptions): Promise<ResponseOf<"GET /v1/corporate/tools">> => this.get("/v1/corporate/tools", undefined, options) },
  };

  readonly litigation = {
    analyze: ((body: RequestOf<"POST /v1/litigation/analyze">, options?: RequestOptions) => this.post("/v1/litigation/analyze", body, options)) as {
      (body: StreamParam<RequestOf<"POST /v1/litigation/analyze">>, options?: RequestOptions): Promise<Stream>;
      (body: NoStreamParam<RequestOf<"POST /v1/litigation/analyze">>, options?: RequestOptions): Promise<ResponseOf<"POST /v1/litigation/analyze">>;
    },
    tools: { list: (options?: RequestOptions): Promise<ResponseOf<"GET /v1/litigation/tools">> => this.get("/v1/litigation/tools", undefined, options) },
  };

  readonly audit = {
    analyze: (body: RequestOf<"POST /v1/audit/analyze">, options?: RequestOptions): Promise<ResponseOf<"POST /v1/audit/analyze">> =>
      this.post("/v1/audit/analyze", body, options),
    tools: { list: (options?: RequestOptions): Promise<ResponseOf<"GET /v1/audit/tools">> => this.get("/v1/audit/tools", undefined, options) },
  };

  readonly contracts = {
    draft: (body: RequestOf<"POST /v1/contracts/draft">, options?: RequestOptions): Promise<ResponseOf<"POST /v1/contracts/draft">> =>
      this.post("/v1/contracts/draft", body, options),
    types: { list: (options?: RequestOptions): Promise<ResponseOf<"GET /v1/contracts/types">> => this.get("/v1/contracts/types", undefined, options) },
  };

  readonly status = {
    /** Public: needs no key. */
    check: (options?: RequestOptions): Promise<ResponseOf<"GET /v1/status">> => this.get("/v1/status", undefined, options),
  };

  readonly jurisdictions = {
    list: (options?: RequestOptions): Promise<ResponseOf<"GET /v1/jurisdictions">> => this.get("/v1/jurisdictions", undefined, options),
  };

  readonly sources = {
    list: (query: Ep<"GET /v1/sources">["query"] = {}, options?: RequestOptions): Promise<ResponseOf<"GET /v1/sources">> =>
      this.get("/v1/sources", query, options),
  };

  readonly usage = {
    retrieve: (options?: RequestOptions): Promise<ResponseOf<"GET /v1/usage">> => this.get("/v1/usage", undefined, options),
  };

  readonly openapi = {
    retrieve: (options?: RequestOptions): Promise<ResponseOf<"GET /v1/openapi.json">> => this.get("/v1/openapi.json", undefined, options),
  };

  /** Staff automation (keys with the admin scope). */
  readonly admin = {
    users: {
      create: (body: RequestOf<"POST /v1/admin/users">, options?: RequestOptions): Promise<ResponseOf<"POST /v1/admin/users">> =>
        this.post("/v1/admin/users", body, options),
      list: (query: Ep<"GET /v1/admin/users">["query"] = {}, options?: RequestOptions): Promise<ResponseOf<"GET /v1/admin/users">> =>
        this.get("/v1/admin/users", query, options),
      update: (userId: string, body: RequestOf<"PATCH /v1/admin/users/{user_id}">, options?: RequestOptions): Promise<ResponseOf<"PATCH /v1/admin/users/{user_id}">> =>
        this.request("PATCH", `/v1/admin/users/${encodeURIComponent(userId)}`, { body, ...options }),
      credits: {
        grant: (userId: string, body: RequestOf<"POST /v1/admin/users/{user_id}/credits">, options?: RequestOptions): Promise<ResponseOf<"POST /v1/admin/users/{user_id}/credits">> =>
          this.post(`/v1/admin/users/${encodeURIComponent(userId)}/credits`, body, options),
      },
    },
    keys: {
      create: (userId: string, body: RequestOf<"POST /v1/admin/users/{user_id}/keys">, options?: RequestOptions): Promise<ResponseOf<"POST /v1/admin/users/{user_id}/keys">> =>
        this.post(`/v1/admin/users/${encodeURIComponent(userId)}/keys`, body, options),
      list: (userId: string, options?: RequestOptions): Promise<ResponseOf<"GET /v1/admin/users/{user_id}/keys">> =>
        this.get(`/v1/admin/users/${encodeURIComponent(userId)}/keys`, undefined, options),
      revoke: (keyId: string, options?: RequestOptions): Promise<ResponseOf<"POST /v1/admin/keys/{key_id}/revoke">> =>
        this.post(`/v1/admin/keys/${encodeURIComponent(keyId)}/revoke`, undefined, options),
      update: (keyId: string, body: RequestOf<"PATCH /v1/admin/keys/{key_id}">, options?: RequestOptions): Promise<ResponseOf<"PATCH /v1/admin/keys/{key_id}">> =>
        this.request("PATCH", `/v1/admin/keys/${encodeURIComponent(keyId)}`, { body, ...options }),
    },
  };

  /** GET any /v1 path (for endpoints this version of the client does not name). */
  get<T = any>(path: string, query?: Record<string, unknown>, options?: RequestOptions): Promise<WithMeta<T>> {
    return this.request("GET", path, { query, ...options });
  }

  /** POST any /v1 path; returns a Stream when body.stream is true. */
  post<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<any> {
    return this.request<T>("POST", path, { body, ...options });
  }

  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions & { body?: unknown; query?: Record<string, unknown> } = {},
  ): Promise<any> {
    const url = new URL(this.baseURL + path);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = {
      Accept: "application/json",
      "User-Agent": `legal-ai-typescript/${VERSION}`,
      ...this.defaultHeaders,
    };
    if (this.apiKey) headers.Authorization = `Bearer ${this.apiKey}`;
    const hasBody = options.body !== undefined;
    if (hasBody) headers["Content-Type"] = "application/json";
    // One key per logical POST, sent on every retry of it, so the service executes and bills it once.
    if (method === "POST") headers["Idempotency-Key"] = options.idempotencyKey ?? crypto.randomUUID();
    Object.assign(headers, options.headers);
    const streaming = hasBody && (options.body as { stream?: unknown })?.stream === true;
    if (streaming) headers.Accept = "text/event-stream";
    const maxRetries = options.maxRetries ?? this.maxRetries;
    const timeout = options.timeout ?? this.timeout;
    const payload = hasBody ? JSON.stringify(options.body) : undefined;

    let retryAfter: number | null = null;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs(attempt - 1, retryAfter), options.signal);
      retryAfter = null;
      const controller = new AbortController();
      const onAbort = () => controller.abort();
      options.signal?.addEventListener("abort", onAbort, { once: true });
      let timedOut = false;
      const timer = setTimeout(() => ((timedOut = true), controller.abort()), timeout);
      let res: Response;
      try {
        try {
          res = await this.fetchImpl(url, { method, headers, body: payload, signal: controller.signal });
        } catch (err) {
          if (options.signal?.aborted) throw err;
          if (attempt < maxRetries) continue;
          if (timedOut) throw new APITimeoutError();
          throw new APIConnectionError(`Connection error: ${(err as Error)?.message ?? err}`, { cause: err });
        }
        // The per-attempt timeout covers the response head; a stream may run longer than it.
        if (res.ok && streaming && res.headers.get("content-type")?.startsWith("text/event-stream")) return new Stream(res);
        let text: string;
        try {
          text = await res.text();
        } catch (err) {
          if (options.signal?.aborted) throw err;
          if (attempt < maxRetries) continue;
          if (timedOut) throw new APITimeoutError();
          throw new APIConnectionError(`Connection error while reading the response: ${(err as Error)?.message ?? err}`, { cause: err });
        }
        if (res.ok) return withMeta((text ? JSON.parse(text) : {}) as T, res);
        let problem: ProblemFields;
        try {
          problem = text ? JSON.parse(text) : {};
        } catch {
          problem = { title: res.statusText, detail: text.slice(0, 500) };
        }
        if (typeof problem !== "object" || problem === null) problem = { detail: String(problem) };
        if (!(attempt < maxRetries && shouldRetry(res.status, problem.code))) {
          throw errorFor(res.status, { status: res.status, ...problem }, res.headers);
        }
        retryAfter = parseRetryAfter(res.headers.get("retry-after"));
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener("abort", onAbort);
      }
    }
  }
}

export default LegalAI;
