import type { z } from "zod";
import { knownKeysAt, suggestField } from "./unknown-fields";

/** Error codes of DECISIONS "Errors", with their HTTP status and a stable title. */
export const problemCatalog = {
  invalid_request: { status: 400, title: "Invalid request" },
  unreadable_document: { status: 400, title: "Unreadable document" },
  invalid_api_key: { status: 401, title: "Invalid API key" },
  api_key_revoked: { status: 401, title: "API key revoked" },
  api_key_expired: { status: 401, title: "API key expired" },
  insufficient_credits: { status: 402, title: "Insufficient credits" },
  insufficient_scope: { status: 403, title: "Insufficient scope" },
  not_found: { status: 404, title: "Not found" },
  method_not_allowed: { status: 405, title: "Method not allowed" },
  idempotency_key_in_use: { status: 409, title: "Idempotency key in use" },
  already_exists: { status: 409, title: "Already exists" },
  // Refusals of Node's HTTP parser, before any route: a head that took too long, an Expect other than 100-continue,
  // a head over 16 KiB (lib/server/parser-refusals.ts).
  request_timeout: { status: 408, title: "Request timeout" },
  payload_too_large: { status: 413, title: "Payload too large" },
  unsupported_media_type: { status: 415, title: "Unsupported media type" },
  expectation_failed: { status: 417, title: "Expectation failed" },
  idempotency_key_mismatch: { status: 422, title: "Idempotency key mismatch" },
  rate_limited: { status: 429, title: "Rate limit exceeded" },
  key_rate_limited: { status: 429, title: "Key rate limit exceeded" },
  request_header_fields_too_large: { status: 431, title: "Request header fields too large" },
  key_credit_limit_reached: { status: 402, title: "Key credit limit reached" },
  // nginx's convention for a request its client abandoned before the answer: recorded in usage, never counted as the
  // service's fault, and the problem body goes nowhere (the client is gone); replays of an abandoned stream end with it.
  client_closed_request: { status: 499, title: "Client closed request" },
  internal_error: { status: 500, title: "Internal error" },
  service_unavailable: { status: 503, title: "Service unavailable" },
} as const;

export type ProblemCode = keyof typeof problemCatalog;

export interface FieldError {
  field: string;
  message: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ProblemCode;
  request_id: string;
  errors?: FieldError[];
}

/** Thrown anywhere below a route to answer with a problem; the pipeline turns it into the response. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ProblemCode,
    detail: string,
    readonly options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = "ApiError";
    this.status = problemCatalog[code].status;
  }
}

export function problemBody(code: ProblemCode, detail: string, requestId: string, errors?: FieldError[]): ProblemBody {
  const { status, title } = problemCatalog[code];
  return {
    // A relative URI reference (RFC 9457 §3.1.1): resolved against the API's own origin, where /docs/errors lives.
    type: `/docs/errors#${code}`,
    title,
    status,
    detail,
    code,
    request_id: requestId,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

export function problemResponse(
  code: ProblemCode,
  detail: string,
  requestId: string,
  options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
): Response {
  const body = problemBody(code, detail, requestId, options.errors);
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { "Content-Type": "application/problem+json", "X-Request-Id": requestId, ...options.headers },
  });
}

/** The schema and raw input a zod error came from, so unknown fields can get a "did you mean" hint. */
export interface ValidationSource {
  schema: z.ZodType;
  input: unknown;
}

/**
 * zod issues as per-field errors, with dotted paths ("areas.0.name"); "body" when the issue is at the root.
 * An unknown field (zod's `unrecognized_keys`) gets one entry of its own with its full path.
 */
export function fieldErrorsFromZod(error: z.ZodError, prefix = "", source?: ValidationSource): FieldError[] {
  const pathOf = (segments: readonly PropertyKey[]) => [prefix, ...segments.map(shortName)].filter(Boolean).join(".") || "body";
  let hints = MAX_HINTS;
  return error.issues.flatMap((issue): FieldError[] => {
    if (issue.code !== "unrecognized_keys") return [{ field: pathOf(issue.path), message: source && isAbsent(source.input, issue.path) ? requiredMessage(issue) : issue.message }];
    const known = source ? knownKeysAt(source.schema, issue.path, source.input) : null;
    return issue.keys.map((key) => {
      const hint = known && hints-- > 0 ? suggestField(key, known) : undefined;
      return { field: pathOf([...issue.path, key]), message: `unknown field${hint ? `; did you mean "${hint}"?` : ""}` };
    });
  });
}

/** Whether the field an issue is about was left out, inside an object that was sent. */
function isAbsent(input: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false;
  let at: unknown = input;
  for (const segment of path.slice(0, -1)) {
    if (at === null || typeof at !== "object") return false;
    at = (at as Record<PropertyKey, unknown>)[segment];
  }
  return at !== null && typeof at === "object" && (at as Record<PropertyKey, unknown>)[path[path.length - 1]] === undefined;
}

/** "required" rather than zod's "expected string, received undefined", with the values or type it takes. */
function requiredMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_value") return `required; one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  if (issue.code === "invalid_type") return `required (${issue.expected})`;
  return `required; ${issue.message}`;
}

/** Unknown fields per request that get a "did you mean" hint; any further ones are listed without one. */
const MAX_HINTS = 20;
/** A field name is echoed in the error up to this many characters (a megabyte-long name is not sent back whole). */
const MAX_ECHOED_NAME = 200;

function shortName(segment: PropertyKey): string {
  const name = String(segment);
  return name.length > MAX_ECHOED_NAME ? `${name.slice(0, MAX_ECHOED_NAME)}…` : name;
}

export function validationError(error: z.ZodError, prefix = "", source?: ValidationSource): ApiError {
  const errors = fieldErrorsFromZod(error, prefix, source);
  const first = errors[0];
  return new ApiError("invalid_request", first ? `${first.field}: ${first.message}` : "The request is invalid.", { errors });
}
