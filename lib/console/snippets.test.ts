import { describe, expect, it } from "vitest";
import { curlSnippet, pythonSnippet, typescriptSnippet } from "./snippets";

const post = {
  method: "POST",
  url: "http://localhost:3000/v1/chat/completions",
  headers: { "Content-Type": "application/json" },
  body: '{\n  "message": "It\'s a question",\n  "stream": true\n}',
};

describe("snippets", () => {
  it("curl quotes for the shell and never includes a raw key", () => {
    const s = curlSnippet(post, true);
    expect(s).toContain(`-H "Authorization: Bearer $LEGAL_AI_API_KEY"`);
    expect(s).toContain(`-d '{"message":"It'\\''s a question","stream":true}'`);
    expect(s).not.toMatch(/svc_live_/);
  });

  it("curl for a public GET has no auth header and no body", () => {
    expect(curlSnippet({ method: "GET", url: "http://h/v1/status", headers: {}, body: null }, false)).toBe("curl -X GET 'http://h/v1/status'");
  });

  it("TypeScript uses the legal-ai client (key from the environment) and streams when asked", () => {
    const s = typescriptSnippet({ ...post, headers: { ...post.headers, "Idempotency-Key": "k-1" } }, true, true);
    expect(s).toContain('import LegalAI from "legal-ai";');
    expect(s).toContain('new LegalAI({ baseURL: "http://localhost:3000" }); // the key is read from LEGAL_AI_API_KEY');
    expect(s).toContain("await client.chat.completions.create({");
    expect(s).toContain('"stream": true');
    expect(s).toContain('{ idempotencyKey: "k-1" }');
    expect(s).toContain("for await (const chunk of stream)");
    expect(s).toContain("stream.finalAnswer()");
    expect(s).not.toMatch(/svc_live_|fetch\(/);
  });

  it("TypeScript names the method of each endpoint, with path arguments, and needs no key for public ones", () => {
    expect(typescriptSnippet({ method: "GET", url: "http://h/v1/status", headers: {}, body: null }, false, false)).toContain(
      'new LegalAI({ apiKey: null, baseURL: "http://h" })',
    );
    expect(typescriptSnippet({ method: "GET", url: "http://h/v1/audit/tools", headers: {}, body: null }, true, false)).toContain("client.audit.tools.list()");
    expect(typescriptSnippet({ method: "POST", url: "http://h/v1/admin/keys/key_9/revoke", headers: {}, body: null }, true, false)).toContain(
      'client.admin.keys.revoke("key_9")',
    );
    expect(typescriptSnippet({ method: "GET", url: "http://h/v1/admin/users?email=a%40b.c", headers: {}, body: null }, true, false)).toContain(
      'client.admin.users.list({"email":"a@b.c"})',
    );
    expect(typescriptSnippet({ method: "GET", url: "http://h/v1/something/new", headers: {}, body: null }, true, false)).toContain(
      'client.get("/v1/something/new", undefined)',
    );
  });

  it("Python uses the legal_ai client with keyword arguments and Python literals", () => {
    const s = pythonSnippet({ ...post, body: '{"a": true, "b": null, "c": [1]}' }, true, false);
    expect(s).toContain("from legal_ai import LegalAI");
    expect(s).toContain('client = LegalAI(base_url="http://localhost:3000")  # the key is read from LEGAL_AI_API_KEY');
    expect(s).toContain("a=True");
    expect(s).toContain("b=None");
    expect(s).toContain("c=[\n");
    expect(s).toContain("print(res.request_id, res)");
    expect(s).not.toMatch(/requests|os\.environ/);
  });

  it("Python streams with a for loop and falls back to a dict for keys that are not identifiers", () => {
    const s = pythonSnippet({ ...post, headers: { ...post.headers, "Idempotency-Key": "k-1" } }, true, true);
    expect(s).toContain("stream=True");
    expect(s).toContain('idempotency_key="k-1"');
    expect(s).toContain("for chunk in stream:");
    expect(s).toContain("stream.final_answer()");
    const dict = pythonSnippet({ ...post, url: "http://h/v1/contracts/draft", body: '{"key_terms": {"governing-law": "x"}, "class": 1}' }, true, false);
    expect(dict).toContain('client.contracts.draft({\n    "key_terms": {\n        "governing-law": "x",\n    },\n    "class": 1,\n})');
    expect(pythonSnippet({ method: "PATCH", url: "http://h/v1/admin/users/u_1", headers: {}, body: '{"tier":"tier1"}' }, true, false)).toContain(
      'client.admin.users.update(\n    "u_1",\n    tier="tier1",\n)',
    );
  });
});
