import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { modelRequestBegins } from "./model-time";

/**
 * A `fetch` for the Anthropic SDK over node:http(s) with keep-alive agents. The runtime's WHATWG fetch (undici)
 * builds a web stream, a Request and a Response around every call; a model call through it cost about as much CPU
 * as the rest of the gateway's handler. This does the same HTTP/1.1 exchange with Node's own client: a JSON answer is
 * read whole into one buffer, an event stream is handed over as a web stream.
 */
export function nodeFetch(fallback: typeof fetch): typeof fetch {
  const agents = {
    "http:": new http.Agent({ keepAlive: true, scheduling: "lifo" }),
    "https:": new https.Agent({ keepAlive: true, scheduling: "lifo" }),
  };
  return async (input, init = {}) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const body = init.body;
    const agent = agents[url.protocol as keyof typeof agents];
    // Anything this client does not speak (other schemes, streamed or form bodies) goes to the runtime's fetch.
    if (!agent || typeof input === "object" && !(input instanceof URL) || (body != null && typeof body !== "string" && !(body instanceof Uint8Array))) {
      return fallback(input, init);
    }
    const signal = init.signal ?? null;
    if (signal?.aborted) throw abortError(signal);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    // A JSON answer counts as model time until it is read whole; an event stream until its headers arrive.
    const answered = modelRequestBegins();
    return new Promise<Response>((resolve, reject) => {
      const request = (url.protocol === "https:" ? https : http).request(url, { method: init.method ?? "GET", headers, agent });
      const onAbort = () => request.destroy(abortError(signal!));
      signal?.addEventListener("abort", onAbort, { once: true });
      const done = () => {
        answered();
        signal?.removeEventListener("abort", onAbort);
      };
      request.on("error", (err) => {
        done();
        reject(failed(err));
      });
      request.on("response", (res) => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, v);
        }
        const init = { status: res.statusCode ?? 0, statusText: res.statusMessage ?? "", headers: responseHeaders };
        if (/^text\/event-stream/i.test(res.headers["content-type"] ?? "")) {
          answered();
          // Aborting later destroys the request, which ends this stream with the abort error.
          res.on("close", done);
          resolve(new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, init));
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          done();
          const status = init.status;
          // A Response cannot carry a body with these statuses.
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), init));
        });
        // A connection cut before the answer is complete fails as the runtime's fetch fails: a TypeError.
        res.on("error", (err) => {
          done();
          reject(failed(err));
        });
        res.on("close", () => {
          if (res.complete) return;
          done();
          reject(failed(new Error("the connection closed before the answer was complete")));
        });
      });
      request.end(body ?? undefined);
    });
  };
}

function failed(err: Error): Error {
  return err.name === "AbortError" ? err : Object.assign(new TypeError("fetch failed"), { cause: err });
}

function abortError(signal: AbortSignal): Error {
  const reason = signal.reason;
  return reason instanceof Error && reason.name === "AbortError" ? reason : new DOMException("This operation was aborted", "AbortError");
}
