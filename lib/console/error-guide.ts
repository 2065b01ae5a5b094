import type { ProblemCode } from "@/lib/http/problem";

export interface ErrorGuide {
  meaning: string;
  action: string;
  retry: boolean;
}

/**
 * Plain-language help per problem code for /docs/errors. Partial on purpose: a code added to the catalogue
 * still gets a row (status and title) before anyone writes its help text.
 */
export const errorGuide: Partial<Record<ProblemCode, ErrorGuide>> = {
  invalid_request: {
    meaning:
      "The body, query or a header failed validation (`errors` lists each field, dotted path, with what is wrong; a NUL character, U+0000, is refused in any field), or the path's percent-escapes do not decode.",
    action: "Fix the request; the same request will fail again.",
    retry: false,
  },
  unreadable_document: {
    meaning: "A document was supplied but could not be read (bad base64, unsupported or empty content).",
    action: "Send plain text in `document_text`, or a valid file in `document_base64`.",
    retry: false,
  },
  invalid_api_key: {
    meaning: "No Authorization header, not the Bearer scheme, a malformed key (prefix, length, checksum) or a key we do not know.",
    action: "Send `Authorization: Bearer svc_live_…` with a key from the console.",
    retry: false,
  },
  api_key_revoked: {
    meaning: "The key was revoked in the console or by staff. Revocation is immediate, also for open streams.",
    action: "Create a new key in the console and deploy it.",
    retry: false,
  },
  api_key_expired: {
    meaning: "The key's expiry date has passed, or it was rotated and its grace period is over.",
    action: "Use the replacement key, or create a new one.",
    retry: false,
  },
  insufficient_credits: {
    meaning: "Your available balance is below the call's cost. Nothing was run or charged.",
    action: "Ask for more credits, or use a sandbox key while developing.",
    retry: false,
  },
  insufficient_scope: {
    meaning: "The key is valid but does not carry the scope this endpoint needs (see `x-scope` in the OpenAPI document).",
    action: "Create a key with that scope.",
    retry: false,
  },
  not_found: {
    meaning: "No such endpoint, or no such resource (user, key) visible to you.",
    action: "Check the path against /v1/openapi.json and the id.",
    retry: false,
  },
  method_not_allowed: {
    meaning: "The path exists but not with this HTTP method. The `Allow` header lists the methods it takes.",
    action: "Use one of the methods in `Allow`.",
    retry: false,
  },
  idempotency_key_in_use: {
    meaning: "Another request with the same Idempotency-Key is still running.",
    action: "Wait and retry with the same key: you will get the first request's stored answer.",
    retry: true,
  },
  already_exists: {
    meaning: "The resource you tried to create exists already (for example a user with that email).",
    action: "Look the existing one up instead of creating it.",
    retry: false,
  },
  payload_too_large: {
    meaning: "The body is larger than the service accepts.",
    action: "Send a smaller document or split it.",
    retry: false,
  },
  unsupported_media_type: {
    meaning: "The body is not `application/json`, or it is compressed (`Content-Encoding`), which the API does not undo.",
    action: "Send uncompressed JSON with `Content-Type: application/json`.",
    retry: false,
  },
  idempotency_key_mismatch: {
    meaning: "The Idempotency-Key was used within 24 hours for a different body.",
    action: "Use a new key for a new request; reuse a key only for retries of the same request.",
    retry: false,
  },
  rate_limited: {
    meaning: "Your account's requests per minute (all keys together, by tier) are used up. `Retry-After` says when the window resets.",
    action: "Retry after `Retry-After` seconds, with backoff and jitter.",
    retry: true,
  },
  client_closed_request: {
    meaning:
      "The client closed the connection before the answer (recorded in usage as 499). Nothing was charged and nothing is stored under its Idempotency-Key. A replayed stream whose original client left after content was billed ends with this `event: error`.",
    action: "Retry with the same Idempotency-Key: a call abandoned before its answer runs again; a billed stream replays what was sent.",
    retry: true,
  },
  internal_error: {
    meaning: "Something failed on our side. The response carries a request id; nothing was charged.",
    action: "Retry with exponential backoff (1 s, 2 s, 4 s) and the same Idempotency-Key; quote the request id if it persists.",
    retry: true,
  },
  key_rate_limited: {
    meaning: "This key has its own requests-per-minute limit, below the account's tier, and it is used up for this minute.",
    action: "Wait the `Retry-After` seconds, or raise the key's limit in the console (Edit limits) or through the admin API.",
    retry: true,
  },
  key_credit_limit_reached: {
    meaning: "This key has its own monthly credit limit and this call would exceed it. The account's balance is not the problem.",
    action: "Raise or remove the key's limit in the console, use another key, or wait for the next calendar month (UTC).",
    retry: false,
  },
  service_unavailable: {
    meaning: "Our database could not be reached for a moment (for example during a restart). Nothing was charged.",
    action: "Retry after the `Retry-After` seconds with the same Idempotency-Key; the service recovers by itself.",
    retry: true,
  },
};
