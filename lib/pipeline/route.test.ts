import { describe, expect, it } from "vitest";
import { v1NotFound, v1Route } from "./route";
import type { Endpoint } from "./types";

const context = { params: Promise.resolve({}) };
const endpoint = {} as Endpoint<unknown, unknown>;

describe("OPTIONS on /v1", () => {
  it("answers 204 with the methods the path serves (not the 405 ones) and a request id", async () => {
    const res = await v1Route("/v1/things", { GET: endpoint, POST: endpoint }).OPTIONS(new Request("http://x/v1/things", { method: "OPTIONS" }), context);
    expect(res.status).toBe(204);
    expect(res.headers.get("allow")).toBe("GET, POST, HEAD, OPTIONS");
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("is a 404 problem on an unknown path, as every other method", async () => {
    const res = await v1NotFound().OPTIONS(new Request("http://x/v1/nothing", { method: "OPTIONS" }), context);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
  });
});
