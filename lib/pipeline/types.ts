import type { z } from "zod";
import type { Scope } from "@/lib/keys/scopes";

/** Who may call an endpoint: anyone, any valid key, or a key holding one scope. */
export type Access = "public" | "any-key" | Scope;

export interface AuthContext {
  keyId: string;
  userId: string;
  tenantId: string;
  scopes: Scope[];
  sandbox: boolean;
  expiresAt: Date | null;
  tier: string;
  staff: boolean;
  /** The key's own caps (null: none); see lib/billing/key-limits.ts. */
  keyLimits: { monthlyCredits: number | null; requestsPerMinute: number | null };
}

/** The windows a call was counted in: always its user's tier, and its key's own cap when the key has one. */
export interface RateLimits {
  user: RateLimitState;
  key: RateLimitState | null;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** What a handler returns for a plain JSON answer. */
export interface JsonResult {
  kind?: "json";
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The model failed or none is configured: the answer came from the offline engine; never billed. */
  degraded?: boolean;
  /**
   * `body` is the same object on every call and never changes (a catalogue built once): its JSON is made once
   * (lib/http/unchanging-json.ts).
   */
  unchanging?: boolean;
  tokensIn?: number;
  tokensOut?: number;
}

/**
 * A Server-Sent Events answer. `start` writes events through `sse`; the pipeline bills when the handler
 * reports its first content chunk, and stores `finalResult` for idempotent replays.
 */
export interface StreamResult {
  kind: "stream";
  headers?: Record<string, string>;
  start(io: StreamIO): Promise<StreamOutcome>;
}

export interface StreamIO {
  /** Aborted when the client disconnects or the key is revoked; pass it to the upstream model call. */
  signal: AbortSignal;
  send(data: unknown): void;
  /** Marks the first content chunk as sent: the moment the call becomes billable. */
  firstContentSent(): Promise<void>;
}

export interface StreamOutcome {
  /** The final chunk's JSON, kept to re-emit the stream on an idempotent replay. */
  finalResult: unknown;
  degraded: boolean;
  tokensIn?: number;
  tokensOut?: number;
}

export type HandlerResult = JsonResult | StreamResult;

export interface HandlerContext<TBody, TQuery> {
  requestId: string;
  request: Request;
  body: TBody;
  query: TQuery;
  params: Record<string, string>;
  /** Null only on public endpoints. */
  auth: AuthContext | null;
}

export interface Endpoint<TBody = unknown, TQuery = unknown> {
  access: Access;
  /** Credits charged for a successful, non-degraded, non-sandbox call (spec section 4). */
  credits?: number;
  body?: z.ZodType<TBody>;
  query?: z.ZodType<TQuery>;
  handler(ctx: HandlerContext<TBody, TQuery>): Promise<HandlerResult>;
}

/** Helper that keeps the body/query types of an endpoint inferred from its schemas. */
export function endpoint<TBody = undefined, TQuery = undefined>(e: Endpoint<TBody, TQuery>): Endpoint<TBody, TQuery> {
  return e;
}
