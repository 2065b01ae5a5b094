import { describe, expect, it } from "vitest";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { getRouteRegex } from "next/dist/shared/lib/router/utils/route-regex";
import { getSortedRoutes } from "next/dist/shared/lib/router/utils/sorted-routes";
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

  it("a wrong method's 405 lists the same methods in Allow, HEAD and OPTIONS included", async () => {
    const res = await v1Route("/v1/things", { GET: endpoint, POST: endpoint }).DELETE(new Request("http://x/v1/things", { method: "DELETE" }), context);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST, HEAD, OPTIONS");
    const postOnly = await v1Route("/v1/run", { POST: endpoint }).GET(new Request("http://x/v1/run"), context);
    expect(postOnly.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("is a 404 problem on an unknown path, as every other method", async () => {
    const res = await v1NotFound().OPTIONS(new Request("http://x/v1/nothing", { method: "OPTIONS" }), context);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
  });
});

/** Every app/v1 route handler as the route Next.js builds from its folders (`/v1/admin/users/[id]`). */
function appV1Routes(dir = path.resolve(import.meta.dirname, "../../app/v1"), prefix = "/v1"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return appV1Routes(full, `${prefix}/${name}`);
    return name === "route.ts" ? [prefix] : [];
  });
}

describe("the /v1 root and unknown paths", () => {
  it("are matched by a route handler: /v1 itself too, which a [...path] catch-all (one segment or more) left to the HTML not-found page", () => {
    const routes = appV1Routes();
    // Next.js's own matcher and its check that the routes can coexist (it throws on an ambiguous set).
    expect(() => getSortedRoutes(routes)).not.toThrow();
    for (const address of ["/v1", "/v1/", "/v1/nothing", "/v1/no/such/path"]) {
      expect(routes.some((route) => getRouteRegex(route).re.test(address)), address).toBe(true);
    }
  });

  it("answer 404 problem+json not_found with a request id, for GET, POST and OPTIONS", async () => {
    const { GET, POST, OPTIONS } = await import("@/app/v1/[[...path]]/route");
    for (const [handler, method] of [[GET, "GET"], [POST, "POST"], [OPTIONS, "OPTIONS"]] as const) {
      const res = await handler(new Request("http://x/v1", { method }), context);
      expect(res.status, method).toBe(404);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.headers.get("x-request-id")).toMatch(/^req_/);
      expect(await res.json()).toMatchObject({ status: 404, code: "not_found", detail: expect.stringContaining("/v1/openapi.json") });
    }
  });
});
