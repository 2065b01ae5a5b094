/**
 * Types of the fake Anthropic Messages API (test support only).
 *
 * Everything here is plain JSON so that a reply can be scripted over HTTP through
 * the `/__control` API as well as in-process.
 */

/** A content block of a scripted reply. The fake fills in `id` for tool_use blocks. */
/** A citation of a `search_result` block the request carried (the Messages API's `search_result_location`). */
export interface FakeSearchResultCitation {
  type: "search_result_location";
  source: string;
  title: string | null;
  cited_text: string;
  search_result_index: number;
  start_block_index: number;
  end_block_index: number;
}

export type FakeBlock =
  | { type: "text"; text: string; citations?: FakeSearchResultCitation[] }
  | { type: "tool_use"; name: string; input: unknown; id?: string };

/** A successful message reply (JSON for `stream: false`, an SSE event sequence for `stream: true`). */
export interface FakeMessageReply {
  content: FakeBlock[];
  /** Default: `"tool_use"` when a tool_use block is present, else `"end_turn"`. */
  stop_reason?: string | null;
  stop_sequence?: string | null;
  /** Missing numbers are estimated (about 4 characters a token). */
  usage?: { input_tokens?: number; output_tokens?: number };
  /** Default: the request's `model`. */
  model?: string;
  /** Default: a deterministic `msg_fake_…` id. */
  id?: string;
  /** Streaming only: milliseconds between SSE events. */
  chunkDelayMs?: number;
  /** Streaming only: characters per `text_delta` / `input_json_delta` chunk. */
  chunkSize?: number;
  /** Extra response headers. */
  headers?: Record<string, string>;
}

/** An HTTP error reply with Anthropic's error body `{"type":"error","error":{type,message},"request_id"}`. */
export interface FakeStatusFault {
  fault: "status";
  status: number;
  /** Default derived from the status: 429 rate_limit_error, 529 overloaded_error, 500 api_error, 400 invalid_request_error, … */
  errorType?: string;
  message?: string;
  /** Sent as the `retry-after` header (seconds; fractions allowed — the SDK uses parseFloat). */
  retryAfterSeconds?: number;
  /** Sent as the `retry-after-ms` header (the SDK prefers it over `retry-after`). */
  retryAfterMs?: number;
  /** Sent as `x-should-retry: true|false` (the SDK obeys it over its status-based rule). */
  shouldRetry?: boolean;
  headers?: Record<string, string>;
  /** Replaces the whole body (a string is sent verbatim). */
  body?: unknown;
}

/** Waits before writing anything (not even headers), then answers with `then`. */
export interface FakeSlowFirstByteFault {
  fault: "slow_first_byte";
  delayMs: number;
  /** Default: the default responder's reply. */
  then?: FakeReply;
}

/** Same as a message reply with `chunkDelayMs` (non-streaming: the JSON body is written in pieces with this delay). */
export interface FakeSlowChunksFault {
  fault: "slow_chunks";
  delayMs: number;
  /** Default: the default responder's reply. */
  reply?: FakeMessageReply;
}

/**
 * Streaming: starts the normal event sequence of `reply`, then after `afterEvents` events
 * sends `event: error` and ends the response. Non-streaming: answered as a status fault
 * (529 for overloaded_error, 429 for rate_limit_error, otherwise 500).
 */
export interface FakeMidstreamErrorFault {
  fault: "midstream_error";
  /** Default 2 (message_start + content_block_start). */
  afterEvents?: number;
  /** Default "overloaded_error". */
  errorType?: string;
  message?: string;
  reply?: FakeMessageReply;
}

/**
 * 200 whose body is not valid JSON (content-type application/json). Streaming: after
 * `afterEvents` good events, an event whose `data:` line is not JSON.
 */
export interface FakeMalformedJsonFault {
  fault: "malformed_json";
  /** Streaming only; default 1 (message_start). */
  afterEvents?: number;
  reply?: FakeMessageReply;
}

/**
 * Destroys the socket. Without `afterEvents` nothing at all is written. Streaming with
 * `afterEvents: n`: n events, then the reset. Non-streaming with `afterEvents > 0`:
 * headers and half of the JSON body, then the reset.
 */
export interface FakeConnectionResetFault {
  fault: "connection_reset";
  afterEvents?: number;
  reply?: FakeMessageReply;
}

/**
 * Never answers, until the client goes away (counted in `fake.aborted`) or the fake closes.
 * Streaming with `afterEvents: n`: headers and n events, then silence.
 */
export interface FakeHangFault {
  fault: "hang";
  afterEvents?: number;
  reply?: FakeMessageReply;
}

export type FakeFault =
  | FakeStatusFault
  | FakeSlowFirstByteFault
  | FakeSlowChunksFault
  | FakeMidstreamErrorFault
  | FakeMalformedJsonFault
  | FakeConnectionResetFault
  | FakeHangFault;

export type FakeReply = FakeMessageReply | FakeFault;

/** One request that reached the fake (control API calls are not recorded). */
export interface FakeRequest {
  /** 1-based sequence number since start/reset. */
  seq: number;
  method: string;
  /** Path without the query string, e.g. `/v1/messages`. */
  path: string;
  query: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed JSON body; `undefined` when there was no body or it was not JSON. */
  body: any;
  rawBody: string;
  /** `body.stream === true`. */
  stream: boolean;
  /** Epoch milliseconds when the request arrived. */
  receivedAt: number;
  /** Epoch milliseconds when the fake finished, gave up, or saw the client leave. */
  endedAt?: number;
  /** The `request-id` response header the fake used. */
  requestId: string;
  /** What the fake did: "message", "status:429", "hang", "connection_reset", … */
  outcome?: string;
  /** The client disconnected before the fake finished the response. */
  aborted: boolean;
}

export interface FakeResponderContext {
  /** The reply the built-in default responder would give for this request. */
  defaultReply: () => FakeMessageReply;
}

export type FakeResponder = (
  request: FakeRequest,
  ctx: FakeResponderContext,
) => FakeReply | Promise<FakeReply>;

export interface FakeAnthropicOptions {
  /** Default 0 (ephemeral). */
  port?: number;
  /** Default "127.0.0.1". */
  host?: string;
  /** Responder used when the queue is empty. Default: the built-in default responder. */
  responder?: FakeResponder;
  /** Input of tool_use blocks made by the default responder. Default `{}`. */
  defaultToolInput?: (toolName: string, request: FakeRequest) => unknown;
  /** Characters per text_delta / input_json_delta chunk. Default 8. */
  chunkSize?: number;
  /** Default delay between SSE events. Default 0. */
  chunkDelayMs?: number;
  /** When set, requests must carry this key as `x-api-key` or `authorization: Bearer …`, else 401. */
  requireApiKey?: string;
  /**
   * Reject `/v1/messages` bodies without `model`, `max_tokens` or a non-empty `messages`
   * array with a 400 invalid_request_error, like the real API. Default true.
   */
  validateRequests?: boolean;
  /** Serve `/__control/*`. Default true. */
  controlApi?: boolean;
  /** Called with one line per request (e.g. `console.error`). */
  log?: (line: string) => void;
}

export interface WaitOptions {
  /** Default 5000. */
  timeoutMs?: number;
}

export interface FakeAnthropic {
  /** e.g. `http://127.0.0.1:54321` — pass as the SDK's `baseURL`. */
  readonly url: string;
  readonly port: number;
  /** Live array of received requests (also faulted and aborted ones). */
  readonly requests: FakeRequest[];
  readonly lastRequest: FakeRequest | undefined;
  /** Requests whose client disconnected before the fake finished the response. */
  readonly aborted: number;
  /** Requests the fake is still answering. */
  readonly inFlight: number;
  /** Replies waiting in the one-shot queue. */
  readonly queued: number;
  /** Queue one-shot replies, consumed in order before the responder. */
  enqueue(...replies: FakeReply[]): void;
  /** Replace the responder; `undefined` restores the built-in default responder. */
  setResponder(responder: FakeResponder | undefined): void;
  /**
   * Clears requests, the queue and the aborted count, and restores the responder given
   * to `startFakeAnthropic` (unless `keepResponder`).
   */
  reset(opts?: { keepResponder?: boolean }): void;
  /** Resolves when at least `count` requests arrived. */
  waitForRequests(count: number, opts?: WaitOptions): Promise<FakeRequest[]>;
  /** Resolves when `aborted >= count`. */
  waitForAborted(count: number, opts?: WaitOptions): Promise<void>;
  /** Resolves when no request is in flight. */
  waitForIdle(opts?: WaitOptions): Promise<void>;
  /** The built-in default reply for a request (useful inside custom responders). */
  defaultReply(request: FakeRequest): FakeMessageReply;
  close(): Promise<void>;
}
