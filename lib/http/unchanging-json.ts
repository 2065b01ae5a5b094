import "server-only";

/**
 * Answers that never change while the process runs (the catalogues, the OpenAPI document) are serialised once
 * instead of on every call: GET /v1/contracts/types is 420 KB of JSON. Keyed by the body object, which such a handler
 * builds once and returns every time. (They cannot be gzipped once as well: Next.js drops a route's own
 * Content-Encoding and compresses the body itself.)
 */
const serialised = new WeakMap<object, string>();

export function unchangingJsonText(body: object): string {
  let text = serialised.get(body);
  if (text === undefined) serialised.set(body, (text = JSON.stringify(body)));
  return text;
}
