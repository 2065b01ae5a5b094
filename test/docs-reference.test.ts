import { describe, expect, it } from "vitest";
import { operationsUsing, schemasReferencing, type ReferenceDocument } from "@/components/docs/reference-document";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { "application/json": { schema } } });

/** Citation sits two schemas deep in the chat answer; Orphan is used by nothing. */
const doc: ReferenceDocument = {
  info: { title: "t", version: "1" },
  paths: {
    "/v1/chat": { post: { operationId: "chat", requestBody: json(ref("ChatRequest")), responses: { "200": json(ref("ChatResponse")) } } as never },
    "/v1/status": { get: { operationId: "status", responses: { "200": json(ref("Status")) } } as never },
  },
  components: {
    schemas: {
      ChatRequest: { type: "object" },
      ChatResponse: { type: "object", properties: { answer: ref("Answer") } },
      Answer: { type: "object", properties: { citations: { type: "array", items: ref("Citation") } } },
      Citation: { type: "object", properties: { self: ref("Citation") } },
      Status: { type: "object" },
      Orphan: { type: "object" },
    },
  },
};

describe("API reference cross-links", () => {
  it("an operation uses a schema it names or one nested in what it names, at any depth; a self-reference ends the walk", () => {
    expect(operationsUsing(doc, "Citation").map((o) => o.op.operationId)).toEqual(["chat"]);
    expect(operationsUsing(doc, "Answer").map((o) => o.op.operationId)).toEqual(["chat"]);
    expect(operationsUsing(doc, "Status").map((o) => o.op.operationId)).toEqual(["status"]);
    expect(operationsUsing(doc, "Orphan")).toEqual([]);
  });

  it("lists the schemas that name this one directly, not itself", () => {
    expect(schemasReferencing(doc, "Citation")).toEqual(["Answer"]);
    expect(schemasReferencing(doc, "Answer")).toEqual(["ChatResponse"]);
    expect(schemasReferencing(doc, "ChatResponse")).toEqual([]);
  });

  it("on the real document, the citation schema is used by the chat operation", async () => {
    const { referenceDocument } = await import("@/components/docs/reference-document");
    const real = referenceDocument();
    const names = Object.keys(real.components?.schemas ?? {});
    const citation = names.find((n) => /^Citation$/i.test(n));
    expect(citation).toBeDefined();
    expect(operationsUsing(real, citation!).map((o) => o.path)).toContain("/v1/chat/completions");
  });
});
