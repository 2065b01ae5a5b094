import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * One model address for servers that several test files share. Each file keeps its own fake model (its responders,
 * its request log, its faults); the service names the tenant a request is made for in the Messages API's
 * `metadata.user_id`, and the router passes the request on, untouched, to the fake that the tenant's test file
 * registered for the API key the request carries (the application pool's or the dedicated `/v1` pool's). Requests of
 * tenants nobody registered go to `fallback`.
 *
 * It is a plain relay: the fake's status, headers and body arrive as the fake sends them, byte by byte and at its pace
 * (streams, slow first bytes, hangs); a connection the fake resets is reset towards the service, and a service that
 * gives up on a request makes the router give up on the fake's, so the fake sees the abort.
 */
export interface ModelRouter {
  url: string;
  /** Sends `userId`'s requests carrying API key `apiKey` to `target` (a fake's base URL). */
  route(userId: string, targets: Record<string, string>): void;
  close(): Promise<void>;
}

export async function startModelRouter(options: { fallback: string }): Promise<ModelRouter> {
  const routes = new Map<string, Record<string, string>>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      if (req.url === "/__routes" && req.method === "POST") {
        const { user_id, targets } = JSON.parse(body.toString("utf8")) as { user_id: string; targets: Record<string, string> };
        routes.set(user_id, targets);
        res.writeHead(204).end();
        return;
      }
      relay(req, res, body, targetFor(req, body));
    });
  });

  function targetFor(req: http.IncomingMessage, body: Buffer): string {
    let userId: unknown;
    try {
      userId = JSON.parse(body.toString("utf8"))?.metadata?.user_id;
    } catch {
      // not JSON: the fallback answers it (and reports the bad request as a real API would)
    }
    const targets = typeof userId === "string" ? routes.get(userId) : undefined;
    if (!targets) return options.fallback;
    const key = String(req.headers["x-api-key"] ?? req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    return targets[key] ?? targets["*"] ?? options.fallback;
  }

  // Keep-alive connections to the fakes would outlive a fake that a test file closes; one connection per request.
  const agent = new http.Agent({ keepAlive: false });

  function relay(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, target: string): void {
    const url = new URL(req.url ?? "/", target);
    const upstream = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host }, agent });
    let answered = false;
    upstream.on("response", (up) => {
      answered = true;
      res.writeHead(up.statusCode ?? 502, up.headers);
      res.flushHeaders();
      up.on("data", (c: Buffer) => res.write(c));
      up.on("end", () => res.end());
      // The fake cut the connection mid-answer: so does the router.
      up.on("aborted", () => res.destroy());
      up.on("error", () => res.destroy());
    });
    upstream.on("error", () => {
      // The fake reset the connection (or is gone) before answering: the service sees the same reset.
      if (!answered) req.socket.destroy();
      else res.destroy();
    });
    // The service gave up (timeout, its client left): the fake must see the abort.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(body);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    route(userId, targets) {
      routes.set(userId, targets);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      agent.destroy();
    },
  };
}

/** From a test process: registers where `userId`'s model requests go (see ModelRouter.route). */
export async function registerModelRoute(routerUrl: string, userId: string, targets: Record<string, string>): Promise<void> {
  const res = await fetch(`${routerUrl}/__routes`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user_id: userId, targets }),
  });
  await res.arrayBuffer();
  if (res.status !== 204) throw new Error(`model router: registering ${userId} failed with ${res.status}`);
}
