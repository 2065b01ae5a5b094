import { request } from "node:http";

/**
 * `fetch` from another loopback address (127.0.0.2, …): the server sees a client address of the test's own. Tests that
 * spend a per-address limit on purpose (sign-in, sign-up) do it from such an address, since on the PostgreSQL lane those
 * limits are counted in the run's shared database, and spent on 127.0.0.1 they refused other files' sign-ins for a minute
 * ("Too many sign-in attempts from your network"). Linux answers every 127.0.0.0/8 address on the loopback interface.
 */
export async function fetchFrom(localAddress: string, url: string, init: RequestInit = {}): Promise<Response> {
  const req = new Request(url, init);
  const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
  const target = new URL(url);
  return new Promise<Response>((resolve, reject) => {
    const outgoing = request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method: req.method, localAddress, headers: Object.fromEntries(req.headers) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) for (const v of [value ?? []].flat()) headers.append(name, v);
          resolve(new Response(res.statusCode === 204 || res.statusCode === 304 ? null : Buffer.concat(chunks), { status: res.statusCode, headers }));
        });
        res.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
