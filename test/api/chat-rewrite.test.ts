import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { api, createTenant, type TestTenant } from "../support/api";
import { startFakeAnthropic, type FakeAnthropic } from "../support/fake-anthropic";
import type { FakeMessageReply, FakeRequest } from "../support/fake-anthropic/types";
import { searchResultsOf } from "../support/fake-anthropic/wire";
import { answeringReply, parseSse } from "../support/model";
import { dedicatedPoolEnv } from "../support/server-configurations";

// An erasure request that names neither erasure nor deletion.
const QUESTION = "A shop I once bought from still keeps my details on file and I want them gone for good. Can I insist on that?";

const isRewrite = (r: FakeRequest) => r.body?.tool_choice?.name === "submit_search_terms";
const sources = (r: FakeRequest) => searchResultsOf(r.body).map((b) => String(b.source));

function rewriteReply(): FakeMessageReply {
  return {
    content: [
      {
        type: "tool_use",
        name: "submit_search_terms",
        input: {
          terms: ["right to erasure", "right to be forgotten"],
          provisions: [
            { instrument: "GDPR", article: "17" },
            { instrument: "GDPR", article: "999" }, // the registry has no such article
            { instrument: "Data Deletion Act 2031", article: "4" }, // nor such an Act
          ],
        },
      },
    ],
    usage: { input_tokens: 400, output_tokens: 30 },
  };
}

describe.each(lanes())("chat: the question's rewrite and search_result citations (%s)", (lane) => {
  let server: TestServer;
  let fake: FakeAnthropic;
  let tenant: TestTenant;
  let rewriteFault: FakeMessageReply | { fault: "status"; status: number } | null = null;
  const chat = (body: Record<string, unknown>) => api(server, "POST", "/v1/chat/completions", { key: tenant.key, body });

  beforeAll(async () => {
    fake = await startFakeAnthropic();
    // The rewrite on, and both model pools at this file's fake (the server is contracts.test.ts's too, which needs a
    // dedicated /v1 pool of its own key).
    server = await startTestServer(lane, { env: dedicatedPoolEnv(fake, fake) });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  beforeEach(async () => {
    fake.reset();
    rewriteFault = null;
    fake.setResponder((request) => (isRewrite(request) ? (rewriteFault ?? rewriteReply()) : answeringReply(request)));
    tenant = await createTenant(server, { credits: 10 });
  });

  it("rewrites the question once with the small model, keeps only what the registry holds, then caches it", async () => {
    const jurisdiction = `FR`;
    const question = `${QUESTION} (${Math.random().toString(36).slice(2, 8)})`; // the cache is per server: a question of its own
    const res = await chat({ message: question, jurisdiction, mode: "medium" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBeNull();
    expect(fake.requests.map(isRewrite)).toEqual([true, false]);
    const [rewrite, answer] = fake.requests;
    expect(rewrite.body.model).toBe("claude-haiku-5-5");
    expect(rewrite.body.messages[0].content).toBe(question);
    expect(answer.body.model).toBe("claude-sonnet-5-5");
    // The provision the model named is among those handed over; the ones the registry lacks are nowhere.
    expect(sources(answer)).toContain("registry:eu-gdpr:17");
    expect(sources(answer).some((s) => s.includes(":999") || s.toLowerCase().includes("deletion-act"))).toBe(false);
    for (const c of res.body.citations) expect(c.verified).toBe(true);

    fake.reset({ keepResponder: true });
    const again = await chat({ message: question, jurisdiction, mode: "medium" });
    expect(again.status).toBe(200);
    expect(fake.requests.map(isRewrite)).toEqual([false]);
    expect(sources(fake.requests[0])).toEqual(sources(answer));
  });

  it.each([
    ["a 529", { fault: "status", status: 529 } as const],
    ["unusable output", { content: [{ type: "text", text: "I cannot help with that." }] } as FakeMessageReply],
  ])("answers on the question alone when the rewrite fails with %s: no extra failure, billed once", async (_name, fault) => {
    rewriteFault = fault as never;
    const question = `${QUESTION} (${Math.random().toString(36).slice(2, 8)})`;
    const res = await chat({ message: question, jurisdiction: "FR" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-degraded")).toBeNull();
    expect(res.body.model).not.toBe("offline");
    // One attempt at the rewrite, then the answer.
    expect(fake.requests.map(isRewrite)).toEqual([true, false]);
    const usage = await api(server, "GET", "/v1/usage", { key: tenant.key });
    expect(usage.body.credits_balance).toBe(9);
  });

  it("maps each cited sentence to its provision, with the passage as excerpt and where the answer rests on it", async () => {
    const answer = "The customer can require it without undue delay.";
    fake.setResponder((request) => (isRewrite(request) ? rewriteReply() : answeringReply(request, { answer })));
    const res = await chat({ message: "Can a customer ask us to delete their personal data?", jurisdiction: "FR" });
    expect(res.status).toBe(200);
    expect(res.body.answer).toBe(answer);
    const sent = searchResultsOf(fake.requests.find((r) => !isRewrite(r))!.body);
    expect(res.body.citations).toHaveLength(2);
    res.body.citations.forEach((c: { source_id: string; article: string; excerpt: string; answer_spans: unknown; verified: boolean }, i: number) => {
      expect(`registry:${c.source_id}:${c.article}`).toBe(sent[i].source);
      expect(c.verified).toBe(true);
      // The fake cites each result's first block: the provision's heading, as we sent it.
      expect(c.excerpt).toBe(sent[i].content[0].text);
      expect(c.answer_spans).toEqual([{ start: 0, end: answer.length }]);
    });
  });

  it("streams the cited answer and ends with the same citations", async () => {
    const answer = "First part of the answer. Second part, long enough to arrive in several deltas.";
    fake.setResponder((request) => (isRewrite(request) ? rewriteReply() : { ...answeringReply(request, { answer }), chunkSize: 9 }));
    const res = await chat({ message: "Can a customer ask us to delete their personal data?", jurisdiction: "FR", stream: true });
    expect(res.status).toBe(200);
    const { data, done, errors } = parseSse(res.text);
    expect(errors).toEqual([]);
    expect(done).toBe(true);
    expect(data.map((c) => c.choices[0].delta.content ?? "").join("")).toBe(answer);
    const last = data.at(-1);
    const sent = searchResultsOf(fake.requests.find((r) => !isRewrite(r) && r.stream)!.body);
    expect(last.citations.map((c: { source_id: string; article: string }) => `registry:${c.source_id}:${c.article}`)).toEqual([sent[0].source, sent[1].source]);
    for (const c of last.citations) {
      expect(c.verified).toBe(true);
      expect(c.answer_spans).toEqual([{ start: 0, end: answer.length }]);
    }
    expect(last.citations[0].excerpt).toBe(sent[0].content[0].text);
    expect(last.warnings).toEqual([]);
  });
});
