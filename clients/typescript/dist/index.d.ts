/**
 * legal-ai: the TypeScript/Node client of the Legal AI Service API (/v1). Zero runtime dependencies (global fetch).
 *
 *   import LegalAI from "legal-ai";
 *   const client = new LegalAI(); // LEGAL_AI_API_KEY, LEGAL_AI_BASE_URL
 *   const res = await client.chat.completions.create({ message: "…", jurisdiction: "FR" });
 */
import type { Endpoints } from "./generated/openapi.js";
export type * from "./generated/openapi.js";
export declare const VERSION = "0.1.0";
type Loose = Record<string, unknown>;
type Ep<K extends string> = K extends keyof Endpoints ? Endpoints[K] : {
    request: Loose;
    query: Loose;
    response: Loose & {
        warnings?: Warning[];
    };
};
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
export interface ProblemFields {
    type?: string;
    title?: string;
    status?: number;
    detail?: string;
    code?: string;
    request_id?: string;
    errors?: {
        field: string;
        message: string;
        [k: string]: unknown;
    }[];
    [k: string]: unknown;
}
export declare class LegalAIError extends Error {
    name: string;
}
/** The service answered with an RFC 9457 problem (or another non-2xx). */
export declare class APIError extends LegalAIError {
    name: string;
    readonly status: number;
    readonly code: string | null;
    readonly title: string | null;
    readonly detail: string | null;
    readonly request_id: string | null;
    readonly errors: NonNullable<ProblemFields["errors"]>;
    readonly problem: ProblemFields;
    readonly headers: Headers;
    constructor(status: number, problem: ProblemFields, headers: Headers);
}
export declare class InvalidRequestError extends APIError {
    name: string;
}
export declare class AuthenticationError extends APIError {
    name: string;
}
export declare class InsufficientCreditsError extends APIError {
    name: string;
}
export declare class PermissionDeniedError extends APIError {
    name: string;
}
export declare class NotFoundError extends APIError {
    name: string;
}
export declare class ConflictError extends APIError {
    name: string;
}
export declare class RateLimitError extends APIError {
    name: string;
    /** Seconds the service asked to wait (Retry-After), or null. */
    readonly retry_after: number | null;
    constructor(status: number, problem: ProblemFields, headers: Headers);
}
export declare class InternalServerError extends APIError {
    name: string;
}
export declare class APIConnectionError extends LegalAIError {
    name: string;
    constructor(message?: string, options?: {
        cause?: unknown;
    });
}
export declare class APITimeoutError extends APIConnectionError {
    name: string;
    constructor(message?: string);
}
export declare function parseRetryAfter(value: string | null): number | null;
export declare function parseRateLimit(headers: Headers): RateLimitInfo;
/** Exponential backoff with jitter: about 0.5 s, 1 s, 2 s … capped at 8 s; Retry-After (up to 60 s) wins. */
export declare function retryDelayMs(retryIndex: number, retryAfterSeconds: number | null): number;
export interface ChatCompletionChunk {
    id: string;
    object: "chat.completion.chunk";
    created: number;
    model: string;
    choices: {
        index: number;
        delta: {
            role?: "assistant";
            content?: string;
        };
        finish_reason: null | "stop" | "length";
    }[];
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
export declare class Stream<T = ChatCompletionChunk> implements AsyncIterable<T> {
    readonly request_id: string | null;
    readonly rateLimit: RateLimitInfo;
    readonly degraded: boolean;
    readonly sandbox: boolean;
    readonly idempotentReplayed: boolean;
    readonly response: Response;
    private consumed;
    private readonly seen;
    constructor(response: Response);
    [Symbol.asyncIterator](): AsyncIterator<T>;
    /** Reads the rest of the stream and returns the aggregated answer with its citations. */
    finalAnswer(): Promise<FinalAnswer>;
}
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
/** The bytes, name and content type of a file argument (type from the name's extension, else the Blob's, else the bytes). */
export declare function readFileInput(file: FileInput, filename?: string): Promise<{
    bytes: Uint8Array;
    filename: string | null;
    contentType: string | null;
}>;
/** The header a delivery carries: `Legal-AI-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export declare const WEBHOOK_SIGNATURE_HEADER = "Legal-AI-Signature";
/** Deliveries more than this many seconds from now are refused, so that a captured one cannot be replayed later. */
export declare const WEBHOOK_TOLERANCE_SECONDS = 300;
/** The delivery is not from the service: signature missing or wrong, body changed, or timestamp out of tolerance. */
export declare class WebhookVerificationError extends LegalAIError {
    name: string;
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
/**
 * Checks a webhook delivery (HMAC-SHA256 with the endpoint's secret over `<t>.<raw body>`, compared in constant time
 * by WebCrypto, any one `v1` of several matching, timestamp within `toleranceSeconds`) and returns its event.
 * `payload` is the body exactly as received (a string or bytes, before any JSON parsing). Throws WebhookVerificationError.
 */
export declare function verifyWebhook(payload: string | Uint8Array | ArrayBuffer, headers: WebhookHeaders, secret: string, options?: {
    toleranceSeconds?: number;
    now?: Date;
}): Promise<WebhookEvent>;
/** client.webhooks (and the standalone `webhooks`): verify(payload, headers, secret?). */
export declare class Webhooks {
    private readonly secret?;
    constructor(secret?: string | undefined);
    /** See verifyWebhook; `secret` defaults to the client's webhookSecret, then LEGAL_AI_WEBHOOK_SECRET. */
    verify(payload: string | Uint8Array | ArrayBuffer, headers: WebhookHeaders, secret?: string, options?: {
        toleranceSeconds?: number;
        now?: Date;
    }): Promise<WebhookEvent>;
}
/** For a receiver that has no API key: `import { webhooks } from "legal-ai"; await webhooks.verify(body, headers, secret)`. */
export declare const webhooks: Webhooks;
type StreamParam<B> = B & {
    stream: true;
};
type NoStreamParam<B> = B & {
    stream?: false | null;
};
export declare class LegalAI {
    readonly apiKey: string | null;
    readonly baseURL: string;
    readonly maxRetries: number;
    readonly timeout: number;
    private readonly defaultHeaders;
    private readonly fetchImpl;
    constructor(options?: ClientOptions);
    readonly chat: {
        completions: {
            create: {
                (body: StreamParam<RequestOf<"POST /v1/chat/completions">>, options?: RequestOptions): Promise<Stream>;
                (body: NoStreamParam<RequestOf<"POST /v1/chat/completions">>, options?: RequestOptions): Promise<ResponseOf<"POST /v1/chat/completions">>;
            };
        };
    };
    readonly documents: {
        /**
         * Reviews a contract. Pass `document_text`, `document_base64`, or `file`: a path (Node), bytes (Buffer, Uint8Array,
         * ArrayBuffer) or a Blob/File. A PDF or DOCX is sent base64-encoded in `document_base64` (the API takes JSON), a
         * text file as `document_text`; the type is inferred from the name (`filename`, the path's or the File's) or the
         * first bytes.
         */
        analyze: (body: DocumentAnalyzeParams, options?: RequestOptions) => Promise<ResponseOf<"POST /v1/documents/analyze">>;
        categories: {
            list: (options?: RequestOptions) => Promise<ResponseOf<"GET /v1/documents/categories">>;
        };
    };
    /** Checks the webhooks the service sends: `await client.webhooks.verify(rawBody, headers)`. */
    readonly webhooks: Webhooks;
    readonly compliance: {
        check: (body: RequestOf<"POST /v1/compliance/check">, options?: RequestOptions) => Promise<ResponseOf<"POST /v1/compliance/check">>;
    };
    readonly corporate: {
        analyze: {
            (body: StreamParam<RequestOf<"POST /v1/corporate/analyze">>, options?: RequestOptions): Promise<Stream>;
            (body: NoStreamParam<RequestOf<"POST /v1/corporate/analyze">>, options?: RequestOptions): Promise<ResponseOf<"POST /v1/corporate/analyze">>;
        };
        tools: {
            list: (options?: RequestOptions) => Promise<ResponseOf<"GET /v1/corporate/tools">>;
        };
    };
    readonly litigation: {
        analyze: {
            (body: StreamParam<RequestOf<"POST /v1/litigation/analyze">>, options?: RequestOptions): Promise<Stream>;
            (body: NoStreamParam<RequestOf<"POST /v1/litigation/analyze">>, options?: RequestOptions): Promise<ResponseOf<"POST /v1/litigation/analyze">>;
        };
        tools: {
            list: (options?: RequestOptions) => Promise<ResponseOf<"GET /v1/litigation/tools">>;
        };
    };
    readonly audit: {
        analyze: (body: RequestOf<"POST /v1/audit/analyze">, options?: RequestOptions) => Promise<ResponseOf<"POST /v1/audit/analyze">>;
        tools: {
            list: (options?: RequestOptions) => Promise<ResponseOf<"GET /v1/audit/tools">>;
        };
    };
    readonly contracts: {
        draft: (body: RequestOf<"POST /v1/contracts/draft">, options?: RequestOptions) => Promise<ResponseOf<"POST /v1/contracts/draft">>;
        types: {
            list: (options?: RequestOptions) => Promise<ResponseOf<"GET /v1/contracts/types">>;
        };
    };
    readonly status: {
        /** Public: needs no key. */
        check: (options?: RequestOptions) => Promise<ResponseOf<"GET /v1/status">>;
    };
    readonly jurisdictions: {
        list: (options?: RequestOptions) => Promise<ResponseOf<"GET /v1/jurisdictions">>;
    };
    readonly sources: {
        list: (query?: Ep<"GET /v1/sources">["query"], options?: RequestOptions) => Promise<ResponseOf<"GET /v1/sources">>;
    };
    readonly usage: {
        retrieve: (options?: RequestOptions) => Promise<ResponseOf<"GET /v1/usage">>;
    };
    readonly openapi: {
        retrieve: (options?: RequestOptions) => Promise<ResponseOf<"GET /v1/openapi.json">>;
    };
    /** Staff automation (keys with the admin scope). */
    readonly admin: {
        users: {
            create: (body: RequestOf<"POST /v1/admin/users">, options?: RequestOptions) => Promise<ResponseOf<"POST /v1/admin/users">>;
            list: (query?: Ep<"GET /v1/admin/users">["query"], options?: RequestOptions) => Promise<ResponseOf<"GET /v1/admin/users">>;
            update: (userId: string, body: RequestOf<"PATCH /v1/admin/users/{user_id}">, options?: RequestOptions) => Promise<ResponseOf<"PATCH /v1/admin/users/{user_id}">>;
            credits: {
                grant: (userId: string, body: RequestOf<"POST /v1/admin/users/{user_id}/credits">, options?: RequestOptions) => Promise<ResponseOf<"POST /v1/admin/users/{user_id}/credits">>;
            };
        };
        keys: {
            create: (userId: string, body: RequestOf<"POST /v1/admin/users/{user_id}/keys">, options?: RequestOptions) => Promise<ResponseOf<"POST /v1/admin/users/{user_id}/keys">>;
            list: (userId: string, options?: RequestOptions) => Promise<ResponseOf<"GET /v1/admin/users/{user_id}/keys">>;
            revoke: (keyId: string, options?: RequestOptions) => Promise<ResponseOf<"POST /v1/admin/keys/{key_id}/revoke">>;
            update: (keyId: string, body: RequestOf<"PATCH /v1/admin/keys/{key_id}">, options?: RequestOptions) => Promise<ResponseOf<"PATCH /v1/admin/keys/{key_id}">>;
        };
    };
    /** GET any /v1 path (for endpoints this version of the client does not name). */
    get<T = any>(path: string, query?: Record<string, unknown>, options?: RequestOptions): Promise<WithMeta<T>>;
    /** POST any /v1 path; returns a Stream when body.stream is true. */
    post<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<any>;
    request<T = any>(method: string, path: string, options?: RequestOptions & {
        body?: unknown;
        query?: Record<string, unknown>;
    }): Promise<any>;
}
export default LegalAI;
