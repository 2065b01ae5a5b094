export const VERSION = "0.1.0";
const DEFAULT_BASE_URL = "http://localhost:3000";
export class LegalAIError extends Error {
    name = "LegalAIError";
}
/** The service answered with an RFC 9457 problem (or another non-2xx). */
export class APIError extends LegalAIError {
    name = "APIError";
    status;
    code;
    title;
    detail;
    request_id;
    errors;
    problem;
    headers;
    constructor(status, problem, headers) {
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
    name = "InvalidRequestError";
}
export class AuthenticationError extends APIError {
    name = "AuthenticationError";
}
export class InsufficientCreditsError extends APIError {
    name = "InsufficientCreditsError";
}
export class PermissionDeniedError extends APIError {
    name = "PermissionDeniedError";
}
export class NotFoundError extends APIError {
    name = "NotFoundError";
}
export class ConflictError extends APIError {
    name = "ConflictError";
}
export class RateLimitError extends APIError {
    name = "RateLimitError";
    /** Seconds the service asked to wait (Retry-After), or null. */
    retry_after;
    constructor(status, problem, headers) {
        super(status, problem, headers);
        this.retry_after = parseRetryAfter(headers.get("retry-after"));
    }
}
export class InternalServerError extends APIError {
    name = "InternalServerError";
}
export class APIConnectionError extends LegalAIError {
    name = "APIConnectionError";
    constructor(message = "Connection error.", options) {
        super(message, options);
    }
}
export class APITimeoutError extends APIConnectionError {
    name = "APITimeoutError";
    constructor(message = "Request timed out.") {
        super(message);
    }
}
function errorFor(status, problem, headers) {
    if (status === 400 || status === 413 || status === 415 || status === 422)
        return new InvalidRequestError(status, problem, headers);
    if (status === 401)
        return new AuthenticationError(status, problem, headers);
    if (status === 402)
        return new InsufficientCreditsError(status, problem, headers);
    if (status === 403)
        return new PermissionDeniedError(status, problem, headers);
    if (status === 404 || status === 405)
        return new NotFoundError(status, problem, headers);
    if (status === 409)
        return new ConflictError(status, problem, headers);
    if (status === 429)
        return new RateLimitError(status, problem, headers);
    if (status >= 500)
        return new InternalServerError(status, problem, headers);
    return new APIError(status, problem, headers);
}
/* ------------------------------------------------------------------ helpers */
export function parseRetryAfter(value) {
    if (!value)
        return null;
    const seconds = Number(value);
    if (Number.isFinite(seconds))
        return Math.max(0, seconds);
    const date = Date.parse(value);
    return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}
export function parseRateLimit(headers) {
    const raw = headers.get("ratelimit");
    const policy = headers.get("ratelimit-policy");
    const param = (text, name) => {
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
function withMeta(body, res) {
    const target = (body !== null && typeof body === "object" ? body : { value: body });
    const meta = {
        request_id: res.headers.get("x-request-id") ?? target.request_id ?? null,
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
        if (!Object.prototype.hasOwnProperty.call(target, k))
            Object.defineProperty(target, k, { value: v, enumerable: false, configurable: true });
    }
    return target;
}
const sleep = (ms, signal) => new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(t), resolve()), { once: true });
});
/** Exponential backoff with jitter: about 0.5 s, 1 s, 2 s … capped at 8 s; Retry-After (up to 60 s) wins. */
export function retryDelayMs(retryIndex, retryAfterSeconds) {
    if (retryAfterSeconds !== null && retryAfterSeconds <= 60)
        return retryAfterSeconds * 1000;
    const base = Math.min(500 * 2 ** retryIndex, 8000);
    return base * (1 - Math.random() * 0.25);
}
function shouldRetry(status, code) {
    if (status === 408 || status === 429 || status >= 500)
        return true;
    return status === 409 && code === "idempotency_key_in_use";
}
function readEnv(name) {
    const proc = globalThis.process;
    return proc?.env?.[name] || undefined;
}
/** An async iterator of chunks (`for await (const chunk of stream)`), with the response metadata. */
export class Stream {
    request_id;
    rateLimit;
    degraded;
    sandbox;
    idempotentReplayed;
    response;
    consumed = false;
    seen = [];
    constructor(response) {
        const meta = withMeta({}, response);
        this.response = response;
        this.request_id = meta.request_id;
        this.rateLimit = meta.rateLimit;
        this.degraded = meta.degraded;
        this.sandbox = meta.sandbox;
        this.idempotentReplayed = meta.idempotentReplayed;
    }
    async *[Symbol.asyncIterator]() {
        if (this.consumed)
            throw new LegalAIError("A stream can be iterated once.");
        this.consumed = true;
        const body = this.response.body;
        if (!body)
            return;
        const decoder = new TextDecoder();
        const reader = body.getReader();
        let buffer = "";
        try {
            for (;;) {
                const { value, done } = await reader.read();
                if (value)
                    buffer += decoder.decode(value, { stream: true });
                if (done)
                    buffer += decoder.decode();
                let sep;
                while ((sep = buffer.search(/\r?\n\r?\n/)) >= 0) {
                    const block = buffer.slice(0, sep);
                    buffer = buffer.slice(sep).replace(/^\r?\n\r?\n/, "");
                    const lines = block.split(/\r?\n/);
                    const event = lines.find((l) => l.startsWith("event:"))?.slice(6).trim();
                    const data = lines
                        .filter((l) => l.startsWith("data:"))
                        .map((l) => l.slice(5).replace(/^ /, ""))
                        .join("\n");
                    if (!data)
                        continue; // comment (": ping")
                    if (data === "[DONE]")
                        return;
                    const parsed = JSON.parse(data);
                    if (event === "error")
                        throw errorFor(parsed.status ?? 500, parsed, this.response.headers);
                    this.seen.push(parsed);
                    yield parsed;
                }
                if (done)
                    return;
            }
        }
        finally {
            reader.releaseLock();
            if (!this.response.bodyUsed)
                await body.cancel().catch(() => { });
        }
    }
    /** Reads the rest of the stream and returns the aggregated answer with its citations. */
    async finalAnswer() {
        if (!this.consumed)
            for await (const _ of this)
                void _;
        const chunks = this.seen;
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
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/** The bytes, name and content type of a file argument (type from the name's extension, else the Blob's, else the bytes). */
export async function readFileInput(file, filename) {
    let bytes;
    let name = filename ?? null;
    let declared = null;
    if (typeof file === "string" || file instanceof URL) {
        // Node (and Deno, Bun) only; a variable specifier keeps bundlers for the browser from resolving it.
        const fsModule = "node:fs/promises";
        const { readFile } = (await import(fsModule));
        bytes = new Uint8Array(await readFile(file));
        const p = typeof file === "string" ? file : decodeURIComponent(file.pathname);
        name ??= p.split(/[\\/]/).pop() ?? null;
    }
    else if (file instanceof Uint8Array)
        bytes = file;
    else if (file instanceof ArrayBuffer)
        bytes = new Uint8Array(file);
    else if (typeof Blob !== "undefined" && file instanceof Blob) {
        bytes = new Uint8Array(await file.arrayBuffer());
        name ??= file.name && typeof file.name === "string" ? file.name : null;
        declared = file.type || null;
    }
    else
        throw new LegalAIError(`file takes a path, bytes (Buffer, Uint8Array, ArrayBuffer) or a Blob/File, not ${Object.prototype.toString.call(file)}`);
    return { bytes, filename: name, contentType: contentTypeOf(bytes, name, declared) };
}
function contentTypeOf(bytes, name, declared) {
    const ext = name?.toLowerCase().match(/\.[a-z0-9]+$/)?.[0];
    if (ext === ".pdf")
        return "application/pdf";
    if (ext === ".docx")
        return DOCX;
    if (ext === ".txt" || ext === ".md" || ext === ".text")
        return "text/plain";
    if (declared)
        return declared;
    const head = String.fromCharCode(...bytes.subarray(0, 5));
    if (head === "%PDF-")
        return "application/pdf";
    if (head.startsWith("PK\x03\x04"))
        return DOCX;
    return null;
}
function base64Of(bytes) {
    const B = globalThis.Buffer;
    if (B)
        return B.from(bytes).toString("base64");
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
}
async function documentFields(file, filename) {
    const { bytes, filename: name, contentType } = await readFileInput(file, filename);
    if (contentType?.startsWith("text/")) {
        try {
            return { document_text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
        }
        catch {
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
    name = "WebhookVerificationError";
}
function signatureHeaderOf(headers) {
    if (typeof headers === "string")
        return headers;
    if (typeof Headers !== "undefined" && headers instanceof Headers) {
        const value = headers.get(WEBHOOK_SIGNATURE_HEADER);
        if (value !== null)
            return value;
    }
    else {
        const wanted = WEBHOOK_SIGNATURE_HEADER.toLowerCase();
        for (const [k, v] of Object.entries(headers))
            if (k.toLowerCase() === wanted && v !== undefined)
                return Array.isArray(v) ? v.join(",") : v;
    }
    throw new WebhookVerificationError(`no ${WEBHOOK_SIGNATURE_HEADER} header`);
}
/** WebCrypto: global in browsers, Deno, Bun and Node ≥ 19; node:crypto's webcrypto on Node 18. */
async function subtleCrypto() {
    const global = globalThis.crypto;
    if (global?.subtle)
        return global.subtle;
    const nodeCrypto = "node:crypto";
    return (await import(nodeCrypto)).webcrypto.subtle;
}
const fromHex = (hex) => new Uint8Array(hex.match(/../g).map((b) => parseInt(b, 16)));
/**
 * Checks a webhook delivery (HMAC-SHA256 with the endpoint's secret over `<t>.<raw body>`, compared in constant time
 * by WebCrypto, any one `v1` of several matching, timestamp within `toleranceSeconds`) and returns its event.
 * `payload` is the body exactly as received (a string or bytes, before any JSON parsing). Throws WebhookVerificationError.
 */
export async function verifyWebhook(payload, headers, secret, options = {}) {
    if (!secret)
        throw new WebhookVerificationError("no webhook secret: pass the endpoint's whsec_… secret");
    const body = typeof payload === "string" ? new TextEncoder().encode(payload) : payload instanceof Uint8Array ? payload : new Uint8Array(payload);
    const parts = signatureHeaderOf(headers)
        .split(",")
        .map((p) => p.trim())
        .map((p) => [p.slice(0, p.indexOf("=")), p.slice(p.indexOf("=") + 1)])
        .filter(([k]) => k);
    const times = parts.filter(([k]) => k === "t").map(([, v]) => v);
    if (times.length !== 1 || !/^\d{1,12}$/.test(times[0]))
        throw new WebhookVerificationError(`${WEBHOOK_SIGNATURE_HEADER} has no valid timestamp (t=…)`);
    const t = Number(times[0]);
    const signatures = parts.filter(([k, v]) => k === "v1" && /^[0-9a-fA-F]{64}$/.test(v)).map(([, v]) => v);
    if (!signatures.length)
        throw new WebhookVerificationError(`${WEBHOOK_SIGNATURE_HEADER} has no v1 signature`);
    const subtle = await subtleCrypto();
    const key = await subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    const prefix = new TextEncoder().encode(`${t}.`);
    const signed = new Uint8Array(prefix.length + body.length);
    signed.set(prefix);
    signed.set(body, prefix.length);
    let matched = false;
    for (const sig of signatures)
        if (await subtle.verify("HMAC", key, fromHex(sig), signed))
            matched = true;
    if (!matched)
        throw new WebhookVerificationError("signature mismatch: wrong secret, or the body was changed (verify the raw body, not re-serialised JSON)");
    const now = (options.now ?? new Date()).getTime() / 1000;
    const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
    if (Math.abs(now - t) > tolerance)
        throw new WebhookVerificationError(`timestamp ${t} is ${Math.round(Math.abs(now - t))} s from now, beyond the ${tolerance} s tolerance (a replay?)`);
    try {
        return JSON.parse(new TextDecoder().decode(body));
    }
    catch {
        throw new WebhookVerificationError("the signed body is not JSON");
    }
}
/** client.webhooks (and the standalone `webhooks`): verify(payload, headers, secret?). */
export class Webhooks {
    secret;
    constructor(secret) {
        this.secret = secret;
    }
    /** See verifyWebhook; `secret` defaults to the client's webhookSecret, then LEGAL_AI_WEBHOOK_SECRET. */
    verify(payload, headers, secret, options) {
        return verifyWebhook(payload, headers, secret ?? this.secret ?? readEnv("LEGAL_AI_WEBHOOK_SECRET") ?? "", options);
    }
}
/** For a receiver that has no API key: `import { webhooks } from "legal-ai"; await webhooks.verify(body, headers, secret)`. */
export const webhooks = new Webhooks();
export class LegalAI {
    apiKey;
    baseURL;
    maxRetries;
    timeout;
    defaultHeaders;
    fetchImpl;
    constructor(options = {}) {
        if (options.apiKey === undefined) {
            const fromEnv = readEnv("LEGAL_AI_API_KEY");
            // As the official SDKs do: a missing key is a mistake to report here, not a 401 after a round trip.
            if (!fromEnv) {
                throw new LegalAIError("No API key: pass { apiKey } or set LEGAL_AI_API_KEY ({ apiKey: null } explicitly makes a client for the public endpoints only, status and openapi).");
            }
            this.apiKey = fromEnv;
        }
        else
            this.apiKey = options.apiKey;
        this.webhooks = new Webhooks(options.webhookSecret);
        this.baseURL = (options.baseURL ?? readEnv("LEGAL_AI_BASE_URL") ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
        this.maxRetries = options.maxRetries ?? 2;
        this.timeout = options.timeout ?? 60_000;
        this.defaultHeaders = options.defaultHeaders ?? {};
        this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    }
    chat = {
        completions: {
            create: ((body, options) => this.post("/v1/chat/completions", body, options)),
        },
    };
    documents = {
        /**
         * Reviews a contract. Pass `document_text`, `document_base64`, or `file`: a path (Node), bytes (Buffer, Uint8Array,
         * ArrayBuffer) or a Blob/File. A PDF or DOCX is sent base64-encoded in `document_base64` (the API takes JSON), a
         * text file as `document_text`; the type is inferred from the name (`filename`, the path's or the File's) or the
         * first bytes.
         */
        analyze: async (body, options) => {
            const { file, filename, ...rest } = body;
            const payload = file === undefined ? rest : { ...rest, ...(await documentFields(file, filename)) };
            return this.post("/v1/documents/analyze", payload, options);
        },
        categories: {
            list: (options) => this.get("/v1/documents/categories", undefined, options),
        },
    };
    /** Checks the webhooks the service sends: `await client.webhooks.verify(rawBody, headers)`. */
    webhooks;
    compliance = {
        check: (body, options) => this.post("/v1/compliance/check", body, options),
    };
    corporate = {
        analyze: ((body, options) => this.post("/v1/corporate/analyze", body, options)),
        tools: { list: (options) => this.get("/v1/corporate/tools", undefined, options) },
    };
    litigation = {
        analyze: ((body, options) => this.post("/v1/litigation/analyze", body, options)),
        tools: { list: (options) => this.get("/v1/litigation/tools", undefined, options) },
    };
    audit = {
        analyze: (body, options) => this.post("/v1/audit/analyze", body, options),
        tools: { list: (options) => this.get("/v1/audit/tools", undefined, options) },
    };
    contracts = {
        draft: (body, options) => this.post("/v1/contracts/draft", body, options),
        types: { list: (options) => this.get("/v1/contracts/types", undefined, options) },
    };
    status = {
        /** Public: needs no key. */
        check: (options) => this.get("/v1/status", undefined, options),
    };
    jurisdictions = {
        list: (options) => this.get("/v1/jurisdictions", undefined, options),
    };
    sources = {
        list: (query = {}, options) => this.get("/v1/sources", query, options),
    };
    usage = {
        retrieve: (options) => this.get("/v1/usage", undefined, options),
    };
    openapi = {
        retrieve: (options) => this.get("/v1/openapi.json", undefined, options),
    };
    /** Staff automation (keys with the admin scope). */
    admin = {
        users: {
            create: (body, options) => this.post("/v1/admin/users", body, options),
            list: (query = {}, options) => this.get("/v1/admin/users", query, options),
            update: (userId, body, options) => this.request("PATCH", `/v1/admin/users/${encodeURIComponent(userId)}`, { body, ...options }),
            credits: {
                grant: (userId, body, options) => this.post(`/v1/admin/users/${encodeURIComponent(userId)}/credits`, body, options),
            },
        },
        keys: {
            create: (userId, body, options) => this.post(`/v1/admin/users/${encodeURIComponent(userId)}/keys`, body, options),
            list: (userId, options) => this.get(`/v1/admin/users/${encodeURIComponent(userId)}/keys`, undefined, options),
            revoke: (keyId, options) => this.post(`/v1/admin/keys/${encodeURIComponent(keyId)}/revoke`, undefined, options),
            update: (keyId, body, options) => this.request("PATCH", `/v1/admin/keys/${encodeURIComponent(keyId)}`, { body, ...options }),
        },
    };
    /** GET any /v1 path (for endpoints this version of the client does not name). */
    get(path, query, options) {
        return this.request("GET", path, { query, ...options });
    }
    /** POST any /v1 path; returns a Stream when body.stream is true. */
    post(path, body, options) {
        return this.request("POST", path, { body, ...options });
    }
    async request(method, path, options = {}) {
        const url = new URL(this.baseURL + path);
        for (const [k, v] of Object.entries(options.query ?? {}))
            if (v !== undefined && v !== null)
                url.searchParams.set(k, String(v));
        const headers = {
            Accept: "application/json",
            "User-Agent": `legal-ai-typescript/${VERSION}`,
            ...this.defaultHeaders,
        };
        if (this.apiKey)
            headers.Authorization = `Bearer ${this.apiKey}`;
        const hasBody = options.body !== undefined;
        if (hasBody)
            headers["Content-Type"] = "application/json";
        // One key per logical POST, sent on every retry of it, so the service executes and bills it once.
        if (method === "POST")
            headers["Idempotency-Key"] = options.idempotencyKey ?? crypto.randomUUID();
        Object.assign(headers, options.headers);
        const streaming = hasBody && options.body?.stream === true;
        if (streaming)
            headers.Accept = "text/event-stream";
        const maxRetries = options.maxRetries ?? this.maxRetries;
        const timeout = options.timeout ?? this.timeout;
        const payload = hasBody ? JSON.stringify(options.body) : undefined;
        let retryAfter = null;
        for (let attempt = 0;; attempt++) {
            if (attempt > 0)
                await sleep(retryDelayMs(attempt - 1, retryAfter), options.signal);
            retryAfter = null;
            const controller = new AbortController();
            const onAbort = () => controller.abort();
            options.signal?.addEventListener("abort", onAbort, { once: true });
            let timedOut = false;
            const timer = setTimeout(() => ((timedOut = true), controller.abort()), timeout);
            let res;
            try {
                try {
                    res = await this.fetchImpl(url, { method, headers, body: payload, signal: controller.signal });
                }
                catch (err) {
                    if (options.signal?.aborted)
                        throw err;
                    if (attempt < maxRetries)
                        continue;
                    if (timedOut)
                        throw new APITimeoutError();
                    throw new APIConnectionError(`Connection error: ${err?.message ?? err}`, { cause: err });
                }
                // The per-attempt timeout covers the response head; a stream may run longer than it.
                if (res.ok && streaming && res.headers.get("content-type")?.startsWith("text/event-stream"))
                    return new Stream(res);
                let text;
                try {
                    text = await res.text();
                }
                catch (err) {
                    if (options.signal?.aborted)
                        throw err;
                    if (attempt < maxRetries)
                        continue;
                    if (timedOut)
                        throw new APITimeoutError();
                    throw new APIConnectionError(`Connection error while reading the response: ${err?.message ?? err}`, { cause: err });
                }
                if (res.ok)
                    return withMeta((text ? JSON.parse(text) : {}), res);
                let problem;
                try {
                    problem = text ? JSON.parse(text) : {};
                }
                catch {
                    problem = { title: res.statusText, detail: text.slice(0, 500) };
                }
                if (typeof problem !== "object" || problem === null)
                    problem = { detail: String(problem) };
                if (!(attempt < maxRetries && shouldRetry(res.status, problem.code))) {
                    throw errorFor(res.status, { status: res.status, ...problem }, res.headers);
                }
                retryAfter = parseRetryAfter(res.headers.get("retry-after"));
            }
            finally {
                clearTimeout(timer);
                options.signal?.removeEventListener("abort", onAbort);
            }
        }
    }
}
export default LegalAI;
