import { ApiError } from "./problem";

/**
 * Reads a JSON request body under a byte limit. Content-Length is checked first; the stream is counted too,
 * because a chunked body carries no length.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const contentTypeProblem = jsonContentTypeProblem(request.headers.get("content-type") ?? "");
  if (contentTypeProblem) throw new ApiError("unsupported_media_type", contentTypeProblem);
  // RFC 9110 §8.4.1: a content coding the server does not apply is a 415. Read as it is, a gzipped body would be
  // reported as "not valid UTF-8" or "not valid JSON", which hides the cause.
  const encoding = (request.headers.get("content-encoding") ?? "").trim().toLowerCase();
  if (encoding !== "" && encoding !== "identity") {
    throw new ApiError("unsupported_media_type", `Request bodies are not decompressed; send this one without Content-Encoding (it says "${encoding}").`);
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);

  const text = await readTextWithLimit(request, maxBytes);
  if (text.trim() === "") throw new ApiError("invalid_request", "The request body is empty; send a JSON object.");
  if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) {
    throw new ApiError("invalid_request", `The request body is nested deeper than ${MAX_JSON_DEPTH} levels; no request needs that.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_request", "The request body is not valid JSON.");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new ApiError("invalid_request", "The request body must be a JSON object.");
  }
  return parsed;
}

/**
 * Why a Content-Type is not one this API reads, or null when it is. The contract names exactly `application/json`
 * (a `+json` type such as `application/merge-patch+json` means other semantics, which no endpoint implements).
 * JSON is UTF-8 (RFC 8259 §8.1): a `charset` parameter, meaningless for application/json, is tolerated only when it
 * says UTF-8. A body declared as ISO-8859-1 or UTF-16 was most likely encoded that way, and reading it as UTF-8
 * would silently change its text (or fail as "not valid UTF-8", which hides the cause).
 */
export function jsonContentTypeProblem(contentType: string): string | null {
  const [type, ...parameters] = contentType.split(";");
  const mediaType = type.trim().toLowerCase();
  if (mediaType !== "application/json") {
    const named = mediaType === "" ? "no Content-Type" : `Content-Type ${mediaType}`;
    return `Send the body as JSON with Content-Type: application/json (the request has ${named.slice(0, 100)}).`;
  }
  for (const parameter of parameters) {
    const equals = parameter.indexOf("=");
    const name = parameter.slice(0, equals < 0 ? undefined : equals).trim().toLowerCase();
    if (name !== "charset") continue;
    const charset = parameter.slice(equals + 1).trim().replace(/^"(.*)"$/, "$1").toLowerCase();
    if (charset !== "utf-8" && charset !== "utf8") {
      return `JSON bodies are read as UTF-8 only (RFC 8259 §8.1); this one declares charset=${charset.slice(0, 40)}. Encode it as UTF-8 and send Content-Type: application/json.`;
    }
  }
  return null;
}

/**
 * Deepest nesting of objects and arrays a body may have; the deepest request schema is a few levels. Checked on the
 * text before it is parsed: JSON.parse spends about 2.5 µs per level (a 15 MiB body of brackets held the event loop
 * for 20 s), and every later walk of the value would have to be safe at any depth.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether brackets outside strings nest deeper than `max`; stops at the first level past it. */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Jump to the closing quote: one not preceded by an odd number of backslashes.
      for (;;) {
        const end = text.indexOf('"', i + 1);
        if (end < 0) return false;
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
        i = end;
        if (slashes % 2 === 0) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

async function readTextWithLimit(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    return decoder.decode(Buffer.concat(chunks));
  } catch {
    throw new ApiError("invalid_request", "The request body is not valid UTF-8.");
  }
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError("payload_too_large", `The request body exceeds the limit of ${maxBytes} bytes.`);
}
