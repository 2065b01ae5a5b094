import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseEarly } from "./refuse-early";
import { repeatsAuthorization, repeatsContentType } from "./repeated-headers";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** `headers` in Node's raw form (name, value, name, value…), which can repeat a name. */
function send(port: number, method: string, path = "/v1/status", headers: string[] = []): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Given as a list, the headers replace Node's defaults, Host among them.
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: ["Host", `127.0.0.1:${port}`, ...headers] }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

let server: http.Server;
let port = 0;
beforeAll(async () => {
  refuseEarly();
  // What the route sees: Node's parsed headers, from which Next.js builds the Request.
  server = http.createServer((req, res) => res.end(`served ${req.headers.authorization ?? ""}${req.headers["content-type"] ? ` as ${req.headers["content-type"]}` : ""}`));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("methods no route serves", () => {
  it.each(["TRACE", "PROPFIND", "M-SEARCH"])("%s gets a 405 problem+json with a request id and Allow", async (method) => {
    const res = await send(port, method);
    expect(res.status).toBe(405);
    expect(res.headers["content-type"]).toBe("application/problem+json");
    expect(res.headers["x-request-id"]).toMatch(/^req_/);
    expect(res.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(JSON.parse(res.body)).toMatchObject({ status: 405, code: "method_not_allowed", request_id: res.headers["x-request-id"] });
  });

  it("passes the methods routes serve on to them", async () => {
    expect((await send(port, "GET")).body).toBe("served ");
    expect((await send(port, "OPTIONS")).body).toBe("served ");
  });
});

describe("a repeated Authorization header", () => {
  const two = ["Authorization", "Bearer svc_live_first", "authorization", "Bearer svc_live_second"];

  it("gets 401 invalid_api_key on /v1, instead of the call running on the first key", async () => {
    for (const path of ["/v1/status", "/v1/chat/completions?x=1", "/v1"]) {
      const res = await send(port, "POST", path, two);
      expect(res.status, path).toBe(401);
      expect(res.headers["content-type"]).toBe("application/problem+json");
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="v1", error="invalid_request"');
      expect(JSON.parse(res.body)).toMatchObject({ status: 401, code: "invalid_api_key", detail: expect.stringMatching(/more than one Authorization/) });
    }
  });

  it("leaves one Authorization header, and pages (which read no Authorization), to the routes", async () => {
    expect((await send(port, "GET", "/v1/status", ["Authorization", "Bearer svc_live_only"])).body).toBe("served Bearer svc_live_only");
    expect((await send(port, "GET", "/console/keys", two)).status).toBe(200);
    expect((await send(port, "GET", "/v1x", two)).status).toBe(200);
  });

  it("is found in the raw header list whatever the case of its name", () => {
    expect(repeatsAuthorization(["Host", "x", "AUTHORIZATION", "a", "Authorization", "b"])).toBe(true);
    expect(repeatsAuthorization(["Host", "x", "Authorization", "a", "Proxy-Authorization", "b"])).toBe(false);
    expect(repeatsAuthorization(["Authorization", "a, b"])).toBe(false);
  });
});

describe("a repeated Content-Type header", () => {
  it("gets 415 unsupported_media_type on /v1, instead of the body being read as the first type", async () => {
    for (const types of [
      ["application/json", "text/plain"],
      ["text/plain", "application/json"],
      ["application/json", "application/json"],
    ]) {
      const res = await send(port, "POST", "/v1/chat/completions", ["Content-Type", types[0], "content-type", types[1]]);
      expect(res.status, types.join(" + ")).toBe(415);
      expect(res.headers["content-type"]).toBe("application/problem+json");
      expect(res.headers["x-request-id"]).toMatch(/^req_/);
      expect(JSON.parse(res.body)).toMatchObject({ status: 415, code: "unsupported_media_type", detail: expect.stringMatching(/more than one Content-Type/) });
    }
  });

  it("leaves one Content-Type, and pages, to the routes", async () => {
    expect((await send(port, "POST", "/v1/status", ["Content-Type", "application/json"])).body).toBe("served  as application/json");
    expect((await send(port, "POST", "/signin", ["Content-Type", "a/b", "Content-Type", "c/d"])).status).toBe(200);
  });

  it("is found in the raw header list whatever the case of its name", () => {
    expect(repeatsContentType(["CONTENT-TYPE", "a", "content-type", "b"])).toBe(true);
    expect(repeatsContentType(["Content-Type", "a", "Content-Length", "1"])).toBe(false);
  });
});

describe("a request target that is not a path", () => {
  it("OPTIONS * gets 204 with the methods the service serves, instead of a plain-text 500", async () => {
    const res = await send(port, "OPTIONS", "*");
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(res.headers["x-request-id"]).toMatch(/^req_/);
  });

  it("any other method with * gets a 400 problem+json; paths and full URLs reach the routes", async () => {
    const res = await send(port, "GET", "*");
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toBe("application/problem+json");
    expect(JSON.parse(res.body)).toMatchObject({ status: 400, code: "invalid_request" });
    expect((await send(port, "GET", `http://127.0.0.1:${port}/v1/status`)).body).toBe("served ");
    expect((await send(port, "GET", "/v1/status")).body).toBe("served ");
  });
});

/** Writes `raw` to a new connection and answers everything the server sent until it closed it. */
function rawExchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(raw));
    let text = "";
    socket.on("data", (c: Buffer) => (text += c.toString("latin1")));
    socket.on("close", () => resolve(text));
    socket.on("error", reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer in 10 s")));
  });
}

function parseRaw(text: string): { status: number; headers: Record<string, string>; body: string } {
  const [head, ...rest] = text.split("\r\n\r\n");
  const [statusLine, ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
  return { status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") };
}

describe("what Node's HTTP parser refuses itself", () => {
  const host = () => `Host: 127.0.0.1:${port}\r\n`;
  it.each([
    ["a head over 16 KiB", () => `GET /v1/status HTTP/1.1\r\n${host()}X-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431, "request_header_fields_too_large"],
    ["an unparsable Content-Length", () => `POST /v1/chat/completions HTTP/1.1\r\n${host()}Content-Length: 12abc\r\n\r\n`, 400, "invalid_request"],
    ["Content-Length with chunked", () => `POST /v1/chat/completions HTTP/1.1\r\n${host()}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`, 400, "invalid_request"],
    ["a malformed request line", () => `GET /v1/status HTTP/1.1 extra\r\n${host()}\r\n`, 400, "invalid_request"],
    ["a header name with a space", () => `GET /v1/status HTTP/1.1\r\n${host()}Bad Name: x\r\n\r\n`, 400, "invalid_request"],
  ])("answers %s with problem+json and a request id, then closes", async (_label, raw, status, code) => {
    const res = parseRaw(await rawExchange(raw()));
    expect(res.status).toBe(status);
    expect(res.headers["content-type"]).toBe("application/problem+json");
    expect(res.headers["x-request-id"]).toMatch(/^req_[0-9A-Z]{26}$/);
    expect(res.headers.connection).toBe("close");
    expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.body));
    expect(JSON.parse(res.body)).toMatchObject({ status, code, request_id: res.headers["x-request-id"], type: `/docs/errors#${code}` });
  });

  it("answers an Expect it cannot meet with 417 problem+json, and still serves Expect: 100-continue", async () => {
    const refused = parseRaw(await rawExchange(`POST /v1/status HTTP/1.1\r\n${host()}Expect: 200-ok\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`));
    expect(refused.status).toBe(417);
    expect(refused.headers["content-type"]).toBe("application/problem+json");
    expect(JSON.parse(refused.body)).toMatchObject({ status: 417, code: "expectation_failed", request_id: refused.headers["x-request-id"] });
    const served = await rawExchange(`POST /v1/status HTTP/1.1\r\n${host()}Expect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
    expect(served).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK/);
  });

  it.each([
    ["after its first answer was read", false],
    ["pipelined behind a request answered in full", true],
  ])("answers a head over 16 KiB with 431 problem+json on a kept-alive connection, %s", async (_label, pipelined) => {
    const good = `GET /v1/status HTTP/1.1\r\n${host()}\r\n`;
    const tooLarge = `GET /v1/${"e%CC%81".repeat(5000)} HTTP/1.1\r\n${host()}\r\n`;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(pipelined ? good + tooLarge : good));
      let received = "";
      socket.on("data", (c: Buffer) => {
        const first = received === "";
        received += c.toString("latin1");
        if (first && !pipelined) socket.write(tooLarge);
      });
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      socket.setTimeout(10_000, () => socket.destroy(new Error("no answer in 10 s")));
    });
    expect(text).toMatch(/^HTTP\/1\.1 200 OK/);
    const second = text.slice(text.indexOf("HTTP/1.1 431"));
    expect(text.indexOf("HTTP/1.1 431")).toBeGreaterThan(0);
    const res = parseRaw(second);
    expect(res.headers["content-type"]).toBe("application/problem+json");
    expect(JSON.parse(res.body)).toMatchObject({ status: 431, code: "request_header_fields_too_large", request_id: res.headers["x-request-id"] });
  });

  it("answers CONNECT, which Node closes bare without a listener, with 405 problem+json and the methods served", async () => {
    const res = parseRaw(await rawExchange(`CONNECT 127.0.0.1:22 HTTP/1.1\r\n${host()}\r\n`));
    expect(res.status).toBe(405);
    expect(res.headers["content-type"]).toBe("application/problem+json");
    expect(res.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(JSON.parse(res.body)).toMatchObject({ status: 405, code: "method_not_allowed", request_id: res.headers["x-request-id"] });
  });

  it("answers a body it cannot parse (a chunk size that is not hex) with 400 problem+json while the handler still reads it", async () => {
    // A handler that reads the whole body before answering, as the routes do: the parser fails while it waits.
    const reading = http.createServer((req, res) => {
      req.on("data", () => {});
      req.on("end", () => res.end("read"));
    });
    await new Promise<void>((r) => reading.listen(0, "127.0.0.1", r));
    const readingPort = (reading.address() as AddressInfo).port;
    try {
      const text = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(readingPort, "127.0.0.1", () =>
          socket.write(`POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1:${readingPort}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`),
        );
        let received = "";
        socket.on("data", (c: Buffer) => (received += c.toString("latin1")));
        socket.on("close", () => resolve(received));
        socket.on("error", reject);
        socket.setTimeout(10_000, () => socket.destroy(new Error("no answer in 10 s")));
      });
      const res = parseRaw(text);
      expect(res.status).toBe(400);
      expect(res.headers["content-type"]).toBe("application/problem+json");
      expect(JSON.parse(res.body)).toMatchObject({ status: 400, code: "invalid_request", request_id: res.headers["x-request-id"] });
    } finally {
      await new Promise<void>((r) => reading.close(() => r()));
    }
  });

  it("still serves the next request on a kept-alive connection after a good one", async () => {
    const text = await rawExchange(`GET /v1/status HTTP/1.1\r\n${host()}\r\nGET /v1/status HTTP/1.1\r\n${host()}Connection: close\r\n\r\n`);
    expect(text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
  });
});
