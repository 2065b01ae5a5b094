import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseUnknownMethods } from "./unknown-methods";

function send(port: number, method: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: "/v1/status" }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("methods no route serves", () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    refuseUnknownMethods();
    server = http.createServer((_req, res) => res.end("served"));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it.each(["TRACE", "PROPFIND", "M-SEARCH"])("%s gets a 405 problem+json with a request id and Allow", async (method) => {
    const res = await send(port, method);
    expect(res.status).toBe(405);
    expect(res.headers["content-type"]).toBe("application/problem+json");
    expect(res.headers["x-request-id"]).toMatch(/^req_/);
    expect(res.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(JSON.parse(res.body)).toMatchObject({ status: 405, code: "method_not_allowed", request_id: res.headers["x-request-id"] });
  });

  it("passes the methods routes serve on to them", async () => {
    expect((await send(port, "GET")).body).toBe("served");
    expect((await send(port, "OPTIONS")).body).toBe("served");
  });
});
