import http from "node:http";
import type { AddressInfo } from "node:net";
import { startOwnServer, type Lane, type SharedServerInfo, type TestServer } from "./server";

/**
 * Starts each server configuration a test run asks for once, and hands it to every test file that asks for the same
 * lane and environment (test/support/server.ts's `startTestServer`). Runs in vitest's main process (global setup),
 * so a server outlives the test file that first asked for it; `stopAll` ends them when the run ends.
 */
export interface ServerBroker {
  url: string;
  /** How many servers it started, per lane. */
  started(): Record<Lane, number>;
  stopAll(): Promise<void>;
}

/** One key per configuration: the lane and the environment, whatever order its variables were given in. */
function configurationKey(lane: Lane, env: Record<string, string>): string {
  return JSON.stringify([lane, Object.entries(env).sort(([a], [b]) => a.localeCompare(b))]);
}

export async function startServerBroker(): Promise<ServerBroker> {
  const servers = new Map<string, Promise<TestServer>>();

  async function serverFor(lane: Lane, env: Record<string, string>): Promise<TestServer> {
    const key = configurationKey(lane, env);
    let server = servers.get(key);
    if (!server) {
      server = startOwnServer(lane, { env });
      servers.set(key, server);
      // A configuration that failed to start is tried again by the next file that asks (and fails it the same way).
      server.catch(() => servers.delete(key));
    }
    return server;
  }

  const broker = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      if (req.method !== "POST" || req.url !== "/servers") {
        res.writeHead(404).end();
        return;
      }
      try {
        const { lane, env } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { lane: Lane; env: Record<string, string> };
        const server = await serverFor(lane, env);
        const info: SharedServerInfo = { url: server.url, lane: server.lane, adminKey: server.adminKey, adminEmail: server.adminEmail, pid: server.pid };
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(info));
      } catch (err) {
        res.writeHead(500, { "content-type": "text/plain" }).end(err instanceof Error ? err.message : String(err));
      }
    });
  });
  await new Promise<void>((resolve) => broker.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(broker.address() as AddressInfo).port}`,
    started() {
      const counts: Record<Lane, number> = { pglite: 0, postgres: 0 };
      for (const key of servers.keys()) counts[JSON.parse(key)[0] as Lane]++;
      return counts;
    },
    async stopAll() {
      broker.closeAllConnections();
      await new Promise((r) => broker.close(r));
      const running = await Promise.allSettled([...servers.values()]);
      await Promise.all(running.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined)));
    },
  };
}
