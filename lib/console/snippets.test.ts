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

  it("TypeScript reads the key from the environment and streams when asked", () => {
    const s = typescriptSnippet(post, true, true);
    expect(s).toContain("Authorization: `Bearer ${process.env.LEGAL_AI_API_KEY}`");
    expect(s).toContain('"stream": true');
    expect(s).toContain("getReader()");
  });

  it("Python turns JSON into Python literals", () => {
    const s = pythonSnippet({ ...post, body: '{"a": true, "b": null, "c": [1]}' }, true, false);
    expect(s).toContain('"a": True');
    expect(s).toContain('"b": None');
    expect(s).toContain(`f"Bearer {os.environ['LEGAL_AI_API_KEY']}"`);
    expect(s).toContain("print(res.status_code, res.json())");
  });
});
