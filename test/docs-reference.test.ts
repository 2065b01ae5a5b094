import { describe, expect, it } from "vitest";
import { operationsOf, operationsUsing, referenceDocument, schemasReferencing, searchTextOf, type ReferenceDocument } from "@/components/docs/reference-document";
import { curlExample } from "@/components/docs/operation-doc";
import { matches } from "@/components/docs/reference-search";
import { rangeText } from "@/components/docs/schema-view";

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

describe("API reference search and examples", () => {
  const schemas = doc.components!.schemas!;
  const chat = operationsOf(doc).find((o) => o.op.operationId === "chat")!;

  it("an operation is found by its path, id and the field names of its request and answer, nested ones included", () => {
    const text = searchTextOf(chat, schemas);
    for (const word of ["post", "/v1/chat", "answer", "citations", "citation", "self"]) expect(matches(text, word), word).toBe(true);
    expect(matches(text, "chat citations")).toBe(true);
    expect(matches(text, "chat status")).toBe(false);
  });

  it("the problem fields of error answers do not make every operation match", () => {
    const withErrors = { ...chat, op: { ...chat.op, responses: { ...chat.op.responses, "400": json({ type: "object", properties: { detail: { type: "string" } } }) } } };
    expect(matches(searchTextOf(withErrors, schemas), "detail")).toBe(false);
  });

  it("integer bounds print only when they are real, not the ±2^53−1 that zod writes for every integer", () => {
    expect(rangeText(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(rangeText(0, Number.MAX_SAFE_INTEGER)).toBe("≥ 0");
    expect(rangeText(-Number.MAX_SAFE_INTEGER, 100)).toBe("≤ 100");
    expect(rangeText(1, 50)).toBe("range 1–50");
    expect(rangeText(undefined, undefined)).toBeNull();
  });

  it("on the real document, no field prints the safe-integer range, and every operation has a curl example with its body", () => {
    const real = referenceDocument();
    expect(JSON.stringify(real)).toContain("9007199254740991");
    const walk = (s: unknown): void => {
      if (typeof s !== "object" || s === null) return;
      const o = s as { minimum?: number; maximum?: number };
      if (typeof o.minimum === "number" || typeof o.maximum === "number") expect(rangeText(o.minimum, o.maximum) ?? "").not.toContain("9007199254740991");
      Object.values(s).forEach(walk);
    };
    walk(real);
    const ops = operationsOf(real);
    const chatOp = ops.find((o) => o.path === "/v1/chat/completions")!;
    const curl = curlExample("http://localhost:3000", chatOp.method, chatOp.path, chatOp.op);
    expect(curl).toMatch(/^curl -X POST 'http:\/\/localhost:3000\/v1\/chat\/completions'/);
    expect(curl).toContain('-H "Authorization: Bearer $LEGAL_AI_API_KEY"');
    expect(curl).toContain('"message":"Can a customer ask us to delete their personal data?"');
    const status = ops.find((o) => o.path === "/v1/status")!;
    expect(curlExample("http://x", status.method, status.path, status.op)).toBe("curl -X GET 'http://x/v1/status'");
  });
});
