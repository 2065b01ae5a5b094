import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedAddress } from "./target";

/**
 * POSTs to a URL whose host was resolved and checked already, connecting only to those addresses: the request
 * keeps the URL's host name in its Host header and, for https, in the TLS server name and certificate check.
 * No connection is reused from an earlier delivery (which may have gone to an address checked then), and
 * redirects are not followed. Resolves with the status code once the answer has been read (and dropped).
 */
export function postToPinnedAddress(
  target: { url: URL; host: string; addresses: ResolvedAddress[] },
  request: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<number> {
  const { url, host, addresses } = target;
  const pinned: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        method: "POST",
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { ...request.headers, "Content-Length": String(Buffer.byteLength(request.body)) },
        lookup: pinned,
        agent: false,
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (res) => {
        res.on("error", reject);
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.resume();
      },
    );
    req.on("error", reject);
    req.end(request.body);
  });
}
