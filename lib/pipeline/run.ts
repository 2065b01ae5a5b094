import "server-only";
import { after } from "next/server";
import { env } from "@/lib/env";
import { newRequestId } from "@/lib/ids";
import { log } from "@/lib/log";
import { fingerprint } from "@/lib/http/canonical-json";
import { refuseNulCharacters } from "@/lib/http/nul-characters";
import { ApiError, problemBody, validationError, type ProblemCode } from "@/lib/http/problem";
import { readJsonBody } from "@/lib/http/read-body";
import { unchangingJsonText } from "@/lib/http/unchanging-json";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import type { UsageEventInput } from "@/lib/billing/usage";
import { authenticate } from "./steps/authenticate";
import { authorize, isAuthorized } from "./steps/authorize";
import { admitBilledCall, admitIdempotentCall } from "./steps/admit";
import { applyRateLimit, rateLimitHeaders } from "./steps/rate-limit";
import {
  beginIdempotency,
  maybePurgeExpiredIdempotency,
  readIdempotencyKey,
  releaseIdempotency,
  type IdempotencyScope,
  type StoredResponse,
} from "./steps/idempotency";
import { takeCreditHold } from "./steps/credits";
import { settle, settleAfterAnswer, type Settlement } from "./steps/settle";
import { measuringModelTime, ModelTime } from "@/lib/model/model-time";
import { streamResponse, replayStream } from "./stream-response";
import type { AuthContext, Endpoint, JsonResult, RateLimits } from "./types";

/** Everything known about one /v1 call as it moves through the steps. */
export interface Call {
  requestId: string;
  method: string;
  template: string;
  path: string;
  startedAt: number;
  auth: AuthContext | null;
  rateLimit: RateLimits | null;
  idempotency: IdempotencyScope | null;
  holdRequestId: string | null;
  handlerStarted: boolean;
  /** Aborted when the client disconnects. */
  signal: AbortSignal;
  /** What this call debits, sent as `X-Credits-Used`: 0 until a billable answer is known. */
  creditsUsed?: number;
  /** Server-Timing entries of the steps run so far, e.g. `auth;dur=0.1`. */
  timings: string[];
}

/**
 * The /v1 pipeline: request id → authentication → rate limit → scope → input → idempotency → credits →
 * handler → settlement (billing + usage + idempotent record) → errors. Every /v1 route runs through here.
 */
export async function runEndpoint(
  ep: Endpoint<unknown, unknown>,
  template: string,
  request: Request,
  params: Record<string, string>,
): Promise<Response> {
  const call: Call = {
    requestId: newRequestId(),
    method: request.method,
    template,
    path: new URL(request.url).pathname,
    startedAt: performance.now(),
    auth: null,
    rateLimit: null,
    idempotency: null,
    holdRequestId: null,
    handlerStarted: false,
    signal: request.signal,
    creditsUsed: 0,
    timings: [],
  };
  try {
    return await execute(call, ep, request, params);
  } catch (err) {
    return answerWithProblem(call, err);
  }
}

async function execute(call: Call, ep: Endpoint<unknown, unknown>, request: Request, params: Record<string, string>) {
  let input: Promise<ParsedInput> | null = null;
  if (ep.access !== "public") {
    call.auth = await timed(call, "auth", () => authenticate(request));
    const cost = chargeableCost(ep, call.auth);
    const billed = cost > 0 && isAuthorized(call.auth, ep.access);
    if (billed && call.method === "POST" && request.headers.has("idempotency-key")) {
      input = admitWithIdempotencyKey(call, ep, request, params, cost);
    } else if (billed && !request.headers.has("idempotency-key")) {
      // Nothing to do between the count and the hold: one round trip for both. The body is read and validated
      // while it is in flight; a refusal (429, 402) still answers first, and an invalid body's hold is released by
      // its settlement.
      const admission = timed(call, "admit", () => admitBilledCall(call.auth!, call.requestId, cost));
      input = parseInput(ep, request, params);
      input.catch(() => {}); // Awaited below unless the admission refuses the call first.
      const admitted = await admission;
      call.rateLimit = admitted.limits;
      if (admitted.refusal) throw admitted.refusal;
      call.holdRequestId = call.requestId;
    } else {
      // Counted before the scope check so that every authenticated response, 403 included, carries RateLimit headers.
      call.rateLimit = await timed(call, "ratelimit", () => applyRateLimit(call.auth!));
      authorize(call.auth, ep.access);
    }
  }

  const { body, rawBody, query } = await (input ?? parseInput(ep, request, params));

  // Unless the admission claimed it: the key of a billed call is claimed there, and read here only when it was taken.
  if (call.method === "POST" && call.auth && !call.idempotency) {
    const key = readIdempotencyKey(request);
    if (key) {
      const scope = { userId: call.auth.userId, method: call.method, path: call.path, key };
      maybePurgeExpiredIdempotency();
      const begun = await timed(call, "idempotency", () => beginIdempotency(scope, fingerprint(rawBody ?? {}), call.requestId));
      if (begun.kind === "replay") return replay(call, begun.stored);
      call.idempotency = scope;
    }
  }

  const cost = chargeableCost(ep, call.auth);
  if (cost > 0 && call.auth && !call.holdRequestId) {
    await timed(call, "credits", () => takeCreditHold(call.auth!, call.requestId, cost));
    call.holdRequestId = call.requestId;
  }

  call.handlerStarted = true;
  const modelTime = new ModelTime();
  const result = await timed(call, "handler", () =>
    measuringModelTime(
      modelTime,
      () => ep.handler({ requestId: call.requestId, request, body, query, params, auth: call.auth }),
      call.auth?.userId ?? null,
    ),
  );
  // Part of the handler's time: what it waited on the model (a stream's model time is mostly still to come).
  if (modelTime.ms > 0) call.timings.push(`model;dur=${modelTime.ms.toFixed(1)}`);
  if (result.kind === "stream") {
    // Whether a stream is degraded is decided before its headers go out; a live one is billed at its first content.
    call.creditsUsed = result.headers?.["X-Degraded"] === "true" ? 0 : cost;
    return streamResponse(call, result, cost);
  }
  return finishJson(call, result, cost, (ep.credits ?? 0) > 0);
}

/**
 * A billed POST with an Idempotency-Key: its body is read first (the claim stores its fingerprint), then one round
 * trip counts the call, claims the key and holds its credits (`admitIdempotentCall`). A key found already claimed
 * holds nothing: the steps below read its record (replay, 409, 422 or takeover) and hold the credits if this call
 * becomes the owner.
 */
async function admitWithIdempotencyKey(
  call: Call,
  ep: Endpoint<unknown, unknown>,
  request: Request,
  params: Record<string, string>,
  cost: number,
): Promise<ParsedInput> {
  const auth = call.auth!;
  let input: ParsedInput;
  let key: string;
  try {
    input = await parseInput(ep, request, params);
    key = readIdempotencyKey(request)!;
  } catch (err) {
    // Still counted, as every authenticated call is, and a 429 answers before the 400.
    call.rateLimit = await timed(call, "ratelimit", () => applyRateLimit(auth));
    throw err;
  }
  const scope: IdempotencyScope = { userId: auth.userId, method: call.method, path: call.path, key };
  maybePurgeExpiredIdempotency();
  const claim = { scope, fingerprint: fingerprint(input.rawBody ?? {}) };
  const admitted = await timed(call, "admit", () => admitIdempotentCall(auth, call.requestId, cost, claim));
  call.rateLimit = admitted.limits;
  if (admitted.refusal) throw admitted.refusal;
  if (admitted.claimed) {
    call.idempotency = scope;
    call.holdRequestId = call.requestId;
  }
  return input;
}

/** Sandbox calls and 0-credit endpoints are never charged. */
function chargeableCost(ep: Endpoint<unknown, unknown>, auth: AuthContext | null): number {
  if (!auth || auth.sandbox) return 0;
  return ep.credits ?? 0;
}

interface ParsedInput {
  body: unknown;
  rawBody: unknown;
  query: unknown;
}

async function parseInput(ep: Endpoint<unknown, unknown>, request: Request, pathParams: Record<string, string>): Promise<ParsedInput> {
  const rawBody: unknown = ep.body ? await readJsonBody(request, env().MAX_BODY_BYTES) : undefined;
  const params = new URL(request.url).searchParams;
  const rawQuery = Object.fromEntries(params);
  refuseNulCharacters({ path: pathParams, query: rawQuery, body: rawBody });
  let body: unknown;
  if (ep.body) {
    const parsed = ep.body.safeParse(rawBody);
    if (!parsed.success) throw validationError(parsed.error, "", { schema: ep.body, input: rawBody });
    body = parsed.data;
  }
  let query: unknown;
  if (!ep.query && params.size > 0) {
    const errors = [...new Set(params.keys())].map((name) => ({ field: `query.${name}`, message: "unknown query parameter" }));
    throw new ApiError("invalid_request", `${errors[0].field}: this endpoint takes no query parameters`, { errors });
  }
  if (ep.query) {
    const parsed = ep.query.safeParse(rawQuery);
    if (!parsed.success) throw validationError(parsed.error, "query", { schema: ep.query, input: rawQuery });
    query = parsed.data;
  }
  return { body, rawBody, query };
}

/** Runs one step and records its duration for the Server-Timing header. */
async function timed<T>(call: Call, name: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    call.timings.push(`${name};dur=${(performance.now() - start).toFixed(1)}`);
  }
}

/**
 * Next.js gzips what it sends (its `compress` option) through zlib streams, and the client inflates it the same way:
 * about 2 ms a call on this service's bench, more than gzip saves on an answer of a few kilobytes. Authenticated
 * answers shorter than this are marked `no-transform`, which Next's compression honours; catalogues and other large
 * answers are still compressed.
 */
const COMPRESS_FROM_CHARS = 16 * 1024;

/** Headers every response of this call carries; `body` is the answer's text when it is known up front. */
export function commonHeaders(call: Call, body?: string | null): Record<string, string> {
  const small = typeof body === "string" && body.length < COMPRESS_FROM_CHARS;
  return {
    "X-Request-Id": call.requestId,
    "X-Credits-Used": String(call.creditsUsed ?? 0),
    ...(call.timings.length > 0 ? { "Server-Timing": call.timings.join(", ") } : {}),
    ...(call.rateLimit ? rateLimitHeaders(call.rateLimit) : {}),
    ...(call.auth?.sandbox ? { "X-Sandbox": "true" } : {}),
    "X-Content-Type-Options": "nosniff",
    // An authenticated answer is one tenant's data: no shared or browser cache may keep it.
    ...(call.auth ? { "Cache-Control": small ? "no-store, no-transform" : "no-store" } : {}),
  };
}

/** Response headers worth replaying (not the per-call ones such as RateLimit). */
const replayableHeaders = ["content-type", "x-request-id", "x-degraded", "x-sandbox"];

export function usageOf(call: Call, status: number, extra: Partial<UsageEventInput> = {}): UsageEventInput {
  return {
    requestId: call.requestId,
    userId: call.auth?.userId ?? null,
    keyId: call.auth?.keyId ?? null,
    method: call.method,
    endpoint: call.template,
    status,
    latencyMs: Math.round(performance.now() - call.startedAt),
    sandbox: call.auth?.sandbox ?? false,
    ...extra,
  };
}

async function finishJson(call: Call, result: JsonResult, cost: number, priced: boolean): Promise<Response> {
  const status = result.status ?? 200;
  const degraded = result.degraded ?? false;
  const billable = status >= 200 && status < 300 && !degraded;
  call.creditsUsed = billable ? cost : 0;
  // A priced endpoint's answer states its cost in the body too (DECISIONS: billed JSON bodies carry credits_used).
  const body = priced && isPlainObject(result.body) ? { ...result.body, credits_used: call.creditsUsed } : result.body;
  const ownHeaders: Record<string, string> = {
    "Content-Type": "application/json",
    ...(degraded ? { "X-Degraded": "true" } : {}),
    ...result.headers,
  };
  const unchanging = result.unchanging && typeof result.body === "object" && result.body !== null ? result.body : null;
  const text = unchanging ? unchangingJsonText(unchanging) : JSON.stringify(body);
  const settlement: Settlement = {
    usage: usageOf(call, status, { degraded, tokensIn: result.tokensIn ?? 0, tokensOut: result.tokensOut ?? 0 }),
    charge: call.creditsUsed,
    holdRequestId: call.holdRequestId,
    idempotency: call.idempotency
      ? {
          scope: call.idempotency,
          response: { status, headers: pick({ ...commonHeaders(call), ...ownHeaders }, replayableHeaders), body: text, streamed: null },
        }
      : null,
  };
  // A billed answer without an Idempotency-Key is sent first and settled right after (`after`: a server being stopped
  // finishes it before it exits); meanwhile its hold counts exactly as the debit that replaces it. An idempotent
  // answer is stored before it is sent, and an unbilled call frees its hold before it answers, or the client's next
  // call could find those credits still held.
  if (settlement.charge > 0 && !settlement.idempotency) after(settleAfterAnswer(settlement));
  else await timed(call, "settle", () => settle(settlement));
  return new Response(text, { status, headers: { ...commonHeaders(call, text), ...ownHeaders } });
}

async function replay(call: Call, stored: StoredResponse): Promise<Response> {
  const headers = { ...commonHeaders(call, stored.body), ...stored.headers, "Idempotent-Replayed": "true" };
  await settle({
    usage: usageOf(call, stored.status, { idempotentReplay: true }),
    charge: 0,
    holdRequestId: null,
    idempotency: null,
  });
  if (stored.streamed !== null) return replayStream(headers, stored.streamed);
  return new Response(stored.body, { status: stored.status, headers });
}

async function answerWithProblem(call: Call, thrown: unknown): Promise<Response> {
  if (call.signal.aborted) return answerAbandoned(call, thrown);
  const err = isDatabaseUnavailable(thrown)
    ? new ApiError("service_unavailable", "The service cannot reach its database right now; retry shortly.", { headers: { "Retry-After": "2" } })
    : thrown;
  const known = err instanceof ApiError;
  if (!known) log.error("unhandled error in /v1 handler", { request_id: call.requestId, err: describe(err) });
  else if (err.code === "service_unavailable") log.warn("database unavailable", { request_id: call.requestId, err: describe(thrown) });
  call.creditsUsed = 0; // a problem answer is never billed, even when it follows a billable result
  const code: ProblemCode = known ? err.code : "internal_error";
  const detail = known ? err.message : "An unexpected error occurred. Retry later; quote the request id if it persists.";
  const body = problemBody(code, detail, call.requestId, known ? err.options.errors : undefined);
  const text = JSON.stringify(body);
  const headers: Record<string, string> = {
    "Content-Type": "application/problem+json",
    ...commonHeaders(call, text),
    ...(known ? err.options.headers : {}),
  };
  try {
    // Rejected before the handler ran, or the database was away: nothing is stored, so the client may retry
    // with the same key (a stored 503 would be replayed for 24 hours).
    const storeResult = call.handlerStarted && code !== "service_unavailable";
    if (call.idempotency && !storeResult) await releaseIdempotency(call.idempotency, call.requestId);
    await settle({
      usage: usageOf(call, body.status, { errorCode: code }),
      charge: 0,
      holdRequestId: call.holdRequestId,
      idempotency:
        call.idempotency && storeResult
          ? { scope: call.idempotency, response: { status: body.status, headers: pick(headers, replayableHeaders), body: text, streamed: null } }
          : null,
    });
  } catch (settleErr) {
    log.error("could not record a failed call", { request_id: call.requestId, err: describe(settleErr) });
  }
  return new Response(text, { status: body.status, headers });
}

/**
 * The client disconnected before its answer, so whatever failed (the model call it aborted, a read of its body)
 * failed because of that, not through a fault of the service or its database. Nothing is stored under its
 * Idempotency-Key (a retry runs it), its hold is released unbilled, and its usage event says 499
 * `client_closed_request`, which the public status never counts.
 */
async function answerAbandoned(call: Call, thrown: unknown): Promise<Response> {
  log.info("client closed the request", { request_id: call.requestId, err: thrown instanceof Error ? thrown.name : String(thrown) });
  const body = problemBody("client_closed_request", "The client closed the connection before the answer.", call.requestId);
  try {
    if (call.idempotency) await releaseIdempotency(call.idempotency, call.requestId);
    await settle({ usage: usageOf(call, body.status, { errorCode: body.code }), charge: 0, holdRequestId: call.holdRequestId, idempotency: null });
  } catch (settleErr) {
    log.error("could not record an abandoned call", { request_id: call.requestId, err: describe(settleErr) });
  }
  return new Response(JSON.stringify(body), { status: body.status, headers: { "Content-Type": "application/problem+json", ...commonHeaders(call) } });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function pick(headers: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => names.includes(k.toLowerCase())));
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}\n${err.stack ?? ""}` : String(err);
}

