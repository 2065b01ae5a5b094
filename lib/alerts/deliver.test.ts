import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { deliverWebhook, type AlertEvent } from "./deliver";
import { SIGNATURE_HEADER } from "./signing";
import type { Resolver } from "./target";

/**
 * A receiver on 127.0.0.2 only (all of 127/8 is this machine's loopback): a request that reached it was sent to
 * the address the check saw. The resolver stands in for DNS (there is none here) and answers like a rebinding
 * name: the checked address first, another one on every later lookup.
 */
describe("webhook delivery connects to the address it checked", () => {
  let server: http.Server;
  let port: number;
  const seen: { host?: string; signature?: string; body: string }[] = [];
  const event: AlertEvent = { id: "evt_test", type: "credits.low", payload: { balance: 3 }, createdAt: new Date("2026-05-01T10:00:00Z") };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        seen.push({ host: req.headers.host, signature: req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined, body });
        res.statusCode = 204;
        res.end();
      });
    });
    server.listen(0, "127.0.0.2");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());
  afterEach(() => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    resetEnvForTests();
  });

  const rebinding = (first: string, later: string): Resolver & { calls: number } => {
    const resolver = Object.assign(
      async () => {
        resolver.calls++;
        return [{ address: resolver.calls === 1 ? first : later, family: 4 as const }];
      },
      { calls: 0 },
    );
    return resolver;
  };

  it("resolves once, connects to that address, and keeps the URL's host name in the Host header", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = "1";
    resetEnvForTests();
    const resolve = rebinding("127.0.0.2", "127.0.0.3");
    const before = seen.length;
    const outcome = await deliverWebhook(event, { url: `http://hooks.customer.test:${port}/alerts?x=1`, secret: "whsec_test" }, new Date(), { resolve });
    expect(outcome).toEqual({ ok: true, statusCode: 204 });
    expect(resolve.calls).toBe(1);
    expect(seen.slice(before)).toHaveLength(1);
    expect(seen.at(-1)).toMatchObject({ host: `hooks.customer.test:${port}`, signature: expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/) });
    expect(JSON.parse(seen.at(-1)!.body)).toMatchObject({ id: "evt_test", type: "credits.low" });
  });

  it("refuses, without connecting, a name that resolves to a private address in any IPv6 form", async () => {
    const before = seen.length;
    for (const address of ["::ffff:7f00:2", "::127.0.0.2", "2002:7f00:2::", "::ffff:0:7f00:2"]) {
      const resolve: Resolver = async () => [{ address, family: 6 }];
      const outcome = await deliverWebhook(event, { url: `http://hooks.customer.test:${port}/`, secret: "whsec_test" }, new Date(), { resolve });
      expect(outcome, address).toEqual({ ok: false, statusCode: null, error: "refused target: private, loopback and link-local addresses are refused" });
    }
    expect(seen.length).toBe(before);
  });

  it("refuses an IPv6 literal that stands for a loopback address", async () => {
    for (const url of ["http://[::127.0.0.1]/", "http://[2002:7f00:1::]/", "http://[::ffff:0:7f00:1]/", "http://[64:ff9b::127.0.0.1]/"]) {
      expect(await deliverWebhook(event, { url, secret: "whsec_test" }), url).toEqual({ ok: false, statusCode: null, error: "refused target: private, loopback and link-local addresses are refused" });
    }
  });

  it("reports a non-2xx answer and does not follow a redirect", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = "1";
    resetEnvForTests();
    const redirecting = http.createServer((_req, res) => {
      res.writeHead(302, { Location: `http://127.0.0.2:${port}/` });
      res.end();
    });
    redirecting.listen(0, "127.0.0.1");
    await once(redirecting, "listening");
    const before = seen.length;
    try {
      const outcome = await deliverWebhook(event, { url: `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/`, secret: "whsec_test" });
      expect(outcome).toEqual({ ok: false, statusCode: 302, error: "HTTP 302" });
      expect(seen.length).toBe(before);
    } finally {
      redirecting.close();
    }
  });
});
