import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/openapi/document";
import { buildPath, explorerOperations } from "./openapi-operations";

describe("explorerOperations", () => {
  const ops = explorerOperations(openApiDocument(), { staff: true });

  it("lists the staff API (scope admin) to staff only", () => {
    const admin = ops.filter((o) => o.scope === "admin");
    expect(admin.length).toBeGreaterThanOrEqual(8);
    const forDevelopers = explorerOperations(openApiDocument());
    expect(forDevelopers.filter((o) => o.scope === "admin")).toEqual([]);
    expect(forDevelopers).toHaveLength(ops.length - admin.length);
    expect(forDevelopers.find((o) => o.key === "POST /v1/chat/completions")).toBeTruthy();
  });

  it("lists every operation of our own document with its extensions", () => {
    const chat = ops.find((o) => o.key === "POST /v1/chat/completions");
    expect(chat).toMatchObject({ scope: "chat", credits: 1, streaming: true, hasBody: true, tag: "Chat" });
    expect(chat?.example).toMatchObject({ message: expect.any(String) });
    expect(ops.find((o) => o.key === "GET /v1/status")).toMatchObject({ scope: "public", hasBody: false });
  });

  it("keeps path, query and header parameters", () => {
    const withPath = ops.find((o) => o.path.includes("{user_id}") && o.method === "PATCH");
    expect(withPath?.parameters).toContainEqual(expect.objectContaining({ name: "user_id", in: "path", required: true }));
  });

  it("survives a document it does not understand", () => {
    expect(explorerOperations({ paths: { "/x": { get: null, post: "nope" } } })).toEqual([]);
    expect(explorerOperations(null)).toEqual([]);
  });
});

describe("buildPath", () => {
  it("encodes path values and adds non-empty query values", () => {
    expect(buildPath("/v1/a/{id}/b", { id: "x/y" }, { email: "a@b.c", empty: "" })).toBe("/v1/a/x%2Fy/b?email=a%40b.c");
    expect(buildPath("/v1/a/{id}", {})).toBe("/v1/a/{id}");
  });
});
