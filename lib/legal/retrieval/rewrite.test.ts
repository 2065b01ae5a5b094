import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { Semaphore } from "@/lib/model/semaphore";
import type { ModelPool } from "@/lib/model/pools";
import { startFakeAnthropic, type FakeAnthropic } from "@/test/support/fake-anthropic";
import type { FakeMessageReply, FakeRequest } from "@/test/support/fake-anthropic/types";
import { wellFormedReply } from "@/test/support/model";
import { jurisdictionChain } from "../jurisdictions";
import { builtInRegistry, createRegistry } from "../sources/registry";
import { indexFor } from "./index";
import { clearRewriteCache, rewritePrompt, rewriteQuestion, rewriteSchema, verifyRewrite } from "./rewrite";
import { searchIndex } from "./search";

const registry = builtInRegistry();
const FR = jurisdictionChain("FR");
// An erasure request in words that name neither erasure nor deletion.
const QUESTION = "A shop I used to buy from still has my details and I want them gone for good. Can I insist?";

function rewriteReply(input: unknown): FakeMessageReply {
  return { content: [{ type: "tool_use", name: "submit_search_terms", input }], usage: { input_tokens: 410, output_tokens: 37 } };
}

describe("rewriteQuestion, through @anthropic-ai/sdk against the fake model", () => {
  let fake: FakeAnthropic;
  let pool: ModelPool;

  beforeAll(async () => {
    process.env.QUESTION_REWRITE_TIMEOUT_MS = "2000";
    resetEnvForTests();
    fake = await startFakeAnthropic();
    pool = { name: "v1", client: new Anthropic({ apiKey: "sk-test", baseURL: fake.url, maxRetries: 0 }), semaphore: new Semaphore(4), ownKey: false };
  });
  afterAll(async () => {
    delete process.env.QUESTION_REWRITE_TIMEOUT_MS;
    resetEnvForTests();
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
    clearRewriteCache();
  });

  it("asks the small model once, forced to its tool, keeps the registry's provisions and drops the ones it lacks", async () => {
    fake.setResponder(() =>
      rewriteReply({
        terms: ["right to erasure", "right to be forgotten", "personal data"],
        provisions: [
          { instrument: "GDPR", article: "17" },
          { instrument: "GDPR", article: "999" }, // no such article
          { instrument: "Made-up Privacy Act", article: "1" }, // no such instrument
          { instrument: "Indian Contract Act, 1872", article: "27" }, // held, but not law in France
        ],
      }),
    );
    const outcome = await rewriteQuestion({ pool, registry, question: QUESTION, jurisdictions: FR });
    expect(outcome).not.toBeNull();
    expect(outcome!.rewrite.provisions).toEqual([{ source_id: "eu-gdpr", article: "17" }]);
    expect(outcome!.rewrite.terms).toContain("right to erasure");
    expect(outcome).toMatchObject({ tokensIn: 410, tokensOut: 37, cached: false });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0].body;
    expect(sent.model).toBe("claude-haiku-5-5");
    expect(sent.tool_choice).toEqual({ type: "tool", name: "submit_search_terms" });
    expect(sent.messages[0].content).toBe(QUESTION);
  });

  it("answers the same question in the same jurisdiction from the cache, without a model call or tokens", async () => {
    fake.setResponder(() => rewriteReply({ terms: ["erasure"], provisions: [{ instrument: "GDPR", article: "17" }] }));
    const first = await rewriteQuestion({ pool, registry, question: QUESTION, jurisdictions: FR });
    const again = await rewriteQuestion({ pool, registry, question: QUESTION, jurisdictions: FR });
    expect(again).toEqual({ rewrite: first!.rewrite, tokensIn: 0, tokensOut: 0, cached: true });
    expect(fake.requests).toHaveLength(1);
    // Another jurisdiction is another question.
    await rewriteQuestion({ pool, registry, question: QUESTION, jurisdictions: jurisdictionChain("GB") });
    expect(fake.requests).toHaveLength(2);
  });

  it("sends the same system prompt for every question in a jurisdiction chain, and another registry's for another registry", async () => {
    fake.setResponder(() => rewriteReply({ terms: [], provisions: [] }));
    await rewriteQuestion({ pool, registry, question: QUESTION, jurisdictions: FR });
    await rewriteQuestion({ pool, registry, question: "Must we tell the CNIL about a data breach?", jurisdictions: FR });
    const [first, second] = fake.requests.map((r) => r.body.system as string);
    expect(second).toBe(first);
    expect(first).toBe(rewritePrompt(registry, FR));
    expect(first).toContain("General Data Protection Regulation");
    expect(first).toContain("Jurisdictions searched: FR, EU.");
    const withoutGdpr = createRegistry(registry.instruments.filter((i) => i.source_id !== "eu-gdpr"));
    expect(rewritePrompt(withoutGdpr, FR)).not.toContain("General Data Protection Regulation");
    expect(rewritePrompt(registry, FR)).toBe(first);
  });

  it("caches the benchmarks' well-formed fake model's answer, which is in the tool's schema (one model request per chat call)", async () => {
    const request = { body: { tool_choice: { type: "tool", name: "submit_search_terms" } } } as unknown as FakeRequest;
    const reply = wellFormedReply(request) as { content: { type: string; input?: unknown }[] };
    expect(rewriteSchema.safeParse(reply.content[0].input).success).toBe(true);
    fake.setResponder((r) => wellFormedReply(r));
    expect(await rewriteQuestion({ pool, registry, question: QUESTION, jurisdictions: FR })).toMatchObject({ cached: false });
    expect(await rewriteQuestion({ pool, registry, question: QUESTION, jurisdictions: FR })).toMatchObject({ cached: true });
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ["a 529", { fault: "status", status: 529, errorType: "overloaded_error" }],
    ["a hang past its deadline", { fault: "hang" }],
    ["output that is not the tool", { content: [{ type: "text", text: "Sure! Here are some terms." }] }],
    ["malformed JSON", { fault: "malformed_json" }],
  ] as const)("returns null after %s, with one attempt and nothing cached", async (_name, reply) => {
    fake.setResponder(() => reply as never);
    expect(await rewriteQuestion({ pool, registry, question: QUESTION, jurisdictions: FR })).toBeNull();
    expect(fake.requests).toHaveLength(1);
    fake.setResponder(() => rewriteReply({ terms: ["erasure"], provisions: [] }));
    expect(await rewriteQuestion({ pool, registry, question: QUESTION, jurisdictions: FR })).toMatchObject({ cached: false });
  });
});

describe("verifyRewrite", () => {
  it("resolves instruments by title or short name within the jurisdiction chain, to the registry's own numbering", () => {
    const v = verifyRewrite(
      registry,
      {
        terms: [" erasure ", ""],
        provisions: [
          { instrument: "General Data Protection Regulation", article: "Art. 17" },
          { instrument: "eu-gdpr", article: "17" },
        ],
      },
      FR,
    );
    expect(v).toEqual({ terms: ["erasure"], provisions: [{ source_id: "eu-gdpr", article: "17" }] });
  });
});

describe("searchIndex with a rewrite", () => {
  const index = indexFor(registry);
  const keys = (r: { source_id: string; article: string }[]) => r.map((p) => `${p.source_id} ${p.article}`);

  it("weighs the rewrite's terms below the user's own words", () => {
    const question = "Can my employer read my work email?";
    const alone = searchIndex(index, { query: question, jurisdictions: FR, limit: 5 });
    // Terms that pull elsewhere move the ranking less than the same words written by the user.
    const rewritten = searchIndex(index, { query: question, jurisdictions: FR, limit: 5, rewrite: { terms: ["dismissal notice"], provisions: [] } });
    const written = searchIndex(index, { query: `${question} dismissal notice`, jurisdictions: FR, limit: 5 });
    const shift = (a: typeof alone) => a.filter((p, i) => keys(alone)[i] !== `${p.source_id} ${p.article}`).length;
    expect(shift(rewritten)).toBeLessThanOrEqual(shift(written));
    expect(keys(rewritten)).not.toEqual(keys(written));
  });

  it("brings a verified provision the model named into the results; one outside the jurisdictions never", () => {
    const alone = keys(searchIndex(index, { query: QUESTION, jurisdictions: FR, limit: 10 }));
    const named = searchIndex(index, {
      query: QUESTION,
      jurisdictions: FR,
      limit: 10,
      rewrite: { terms: [], provisions: [{ source_id: "eu-gdpr", article: "17" }, { source_id: "in-contract-act-1872", article: "27" }] },
    });
    expect(keys(named)).toContain("eu-gdpr 17");
    expect(keys(named)).not.toContain("in-contract-act-1872 27");
    expect(keys(named).indexOf("eu-gdpr 17")).toBeLessThanOrEqual(alone.includes("eu-gdpr 17") ? alone.indexOf("eu-gdpr 17") : 9);
  });
});
