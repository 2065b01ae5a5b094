import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
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

describe("snippets for a document upload read the file instead of inlining its bytes", () => {
  // 200 KB of PDF-looking bytes: as base64, far more than one command-line argument may hold on some systems.
  const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 256))]);
  const upload = {
    method: "POST",
    url: "http://127.0.0.1:9/v1/documents/analyze",
    headers: { "Content-Type": "application/json", "Idempotency-Key": "doc-1" },
    body: JSON.stringify({ jurisdiction: "US", analysis_type: "full", perspective: "it's \\n 100% ours", document_base64: bytes.toString("base64") }, null, 2),
  };

  it("every language names the file and none carries the base64", () => {
    const snippets = [curlSnippet(upload, true), typescriptSnippet(upload, true, false), pythonSnippet(upload, true, false)];
    for (const s of snippets) {
      expect(s).toContain("contract.pdf");
      expect(s.length).toBeLessThan(1500);
      expect(s).not.toContain(bytes.toString("base64").slice(0, 40));
    }
    expect(snippets[0]).toContain("--data-binary @body.json");
    expect(snippets[1]).toContain('const document = readFileSync("contract.pdf").toString("base64");');
    expect(snippets[1]).toContain('"document_base64": document');
    expect(snippets[2]).toContain('with open("contract.pdf", "rb") as f:');
    expect(snippets[2]).toContain("document_base64=document");
  });

  it("a DOCX is read as contract.docx", () => {
    const docx = { ...upload, body: JSON.stringify({ document_base64: Buffer.from("PK\u0003\u0004rest").toString("base64") }) };
    expect(curlSnippet(docx, true)).toContain("base64 < contract.docx");
  });

  it("the cURL snippet, run in a shell beside the file, sends exactly the request the explorer would", async () => {
    const received = await new Promise<{ headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          res.end("{}");
          server.close();
          resolve({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        });
      });
      server.listen(0, "127.0.0.1", () => {
        const port = (server.address() as AddressInfo).port;
        const dir = mkdtempSync(path.join(tmpdir(), "snippet-"));
        writeFileSync(path.join(dir, "contract.pdf"), bytes);
        const script = curlSnippet({ ...upload, url: `http://127.0.0.1:${port}/v1/documents/analyze` }, true);
        execFile("bash", ["-c", script], { cwd: dir, env: { ...process.env, LEGAL_AI_API_KEY: "svc_live_test" } }, (err) => {
          if (err) reject(err);
        });
      });
    });
    expect(received.headers.authorization).toBe("Bearer svc_live_test");
    expect(received.headers["idempotency-key"]).toBe("doc-1");
    expect(JSON.parse(received.body)).toEqual(JSON.parse(upload.body));
  });

  it("the Python snippet is valid Python", async () => {
    const code = pythonSnippet(upload, true, false);
    await new Promise<void>((resolve, reject) =>
      execFile("python3", ["-c", "import ast, sys; ast.parse(sys.stdin.read())"], (err) => (err ? reject(err) : resolve())).stdin!.end(code),
    );
  });
});
