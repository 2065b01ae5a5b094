import type { z } from "zod";

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
  payload_too_large: { status: 413, title: "Payload too large" },
  unsupported_media_type: { status: 415, title: "Unsupported media type" },
  idempotency_key_mismatch: { status: 422, title: "Idempotency key mismatch" },
  rate_limited: { status: 429, title: "Rate limit exceeded" },
  internal_error: { status: 500, title: "Internal error" },
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

/** zod issues as per-field errors, with dotted paths ("areas.0.name"); "body" when the issue is at the root. */
export function fieldErrorsFromZod(error: z.ZodError, prefix = ""): FieldError[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    return { field: path || "body", message: issue.message };
  });
}

export function validationError(error: z.ZodError, prefix = ""): ApiError {
  const errors = fieldErrorsFromZod(error, prefix);
  const first = errors[0];
  return new ApiError("invalid_request", first ? `${first.field}: ${first.message}` : "The request is invalid.", { errors });
}
