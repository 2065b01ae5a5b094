import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { indexFor } from "@/lib/legal/retrieval/index";
import { searchIndex } from "@/lib/legal/retrieval/search";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { displayHeading } from "@/lib/legal/sources/heading";
import { startFakeAnthropic, type FakeAnthropic } from "@/test/support/fake-anthropic";
import { searchResultCitation } from "@/test/support/fake-anthropic/wire";
import { CitedAnswer, CitedStream, searchResults } from "./search-results";

const registry = builtInRegistry();
const QUESTION = "Can a customer ask us to delete their personal data?";
const retrieved = searchIndex(indexFor(registry), { query: QUESTION, jurisdictions: jurisdictionChain("FR"), limit: 5 });
const { blocks, sent } = searchResults(registry, retrieved);
const options = { jurisdiction: "FR", retrieved };

describe("searchResults", () => {
  it("hands each provision over as a search_result with citations enabled, passages as its text blocks", () => {
    expect(blocks).toHaveLength(retrieved.length);
    const gdpr17 = blocks.findIndex((b) => b.source === "registry:eu-gdpr:17");
    expect(gdpr17).toBeGreaterThanOrEqual(0);
    const block = blocks[gdpr17];
    expect(block).toMatchObject({ type: "search_result", citations: { enabled: true } });
    expect(block.title).toMatch(/General Data Protection Regulation.*17/);
    expect(block.content[0]).toEqual({ type: "text", text: retrieved[gdpr17].heading });
    expect(block.content.length).toBeGreaterThan(1);
    for (const c of block.content) expect(c.text.trim()).not.toBe("");
  });

  it("splits a provision into passages once per registry, and hands the same passages over on every call", () => {
    const again = searchResults(registry, retrieved);
    expect(again.blocks).toEqual(blocks);
    expect(again.sent.map((s) => s.passages)).toEqual(sent.map((s) => s.passages));
    for (const [i, s] of again.sent.entries()) {
      expect(s.passages).toBe(sent[i].passages);
      expect(Object.isFrozen(s.passages)).toBe(true);
    }
    // A provision handed over with another summary than the registry's is split from what it was given.
    const changed = { ...retrieved[0], summary: "First sentence. Second sentence." };
    expect(searchResults(registry, [changed]).sent[0].passages.slice(1, 3)).toEqual(["First sentence.", "Second sentence."]);
    expect(searchResults(registry, [retrieved[0]]).sent[0].passages).toEqual(sent[0].passages);
  });
});

describe("citations of search results, through @anthropic-ai/sdk against the fake model", () => {
  let fake: FakeAnthropic;
  let client: Anthropic;
  const base = {
    model: "claude-sonnet-5-5",
    max_tokens: 512,
    messages: [{ role: "user" as const, content: [...blocks, { type: "text" as const, text: QUESTION }] }],
  };
  function params(stream: false): typeof base & { stream: false };
  function params(stream: true): typeof base & { stream: true };
  function params(stream: boolean) {
    return { ...base, stream };
  }

  beforeAll(async () => {
    fake = await startFakeAnthropic();
    client = new Anthropic({ apiKey: "sk-test", baseURL: fake.url, maxRetries: 0 });
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  /** The model cites blocks 0–1 of result 0 for its first sentence and the heading of result 1 for its second. */
  const cite = () => {
    const results = blocks as unknown[];
    return {
      content: [
        { type: "text" as const, text: "The customer may ask. " },
        { type: "text" as const, text: "Erasure is owed without undue delay", citations: [searchResultCitation(results, 0, 0, 2)] },
        { type: "text" as const, text: ", and the other provision agrees.", citations: [searchResultCitation(results, 1, 0, 1)] },
      ],
    };
  };

  it("maps each cited sentence to its provision and passage (non-streaming)", async () => {
    fake.setResponder(cite);
    const message = await client.messages.create(params(false));
    const cited = new CitedAnswer(sent).addMessage(message.content);
    expect(cited.answer).toBe("The customer may ask. Erasure is owed without undue delay, and the other provision agrees.");
    const { citations, warnings } = cited.verify(registry, options);
    expect(warnings).toEqual([]);
    expect(citations).toHaveLength(2);
    const [first, second] = citations;
    expect(first).toMatchObject({ source_id: retrieved[0].source_id, article: retrieved[0].article, verified: true });
    expect(sent[0].passages.length).toBeGreaterThanOrEqual(2);
    expect(first.excerpt).toBe(sent[0].passages.slice(0, 2).join(" "));
    expect(cited.answer.slice(first.answer_spans![0].start, first.answer_spans![0].end)).toBe("Erasure is owed without undue delay");
    expect(second.excerpt).toBe(retrieved[1].heading);
    expect(cited.answer.slice(second.answer_spans![0].start, second.answer_spans![0].end)).toBe(", and the other provision agrees.");
    expect(first.relevance_score).toBe(retrieved[0].relevance_score);
  });

  it("reads the same answer and citations from the stream's citations_delta events", async () => {
    fake.setResponder(() => ({ ...cite(), chunkSize: 7 }));
    const whole = new CitedAnswer(sent).addMessage((await client.messages.create(params(false))).content).verify(registry, options);
    const stream = new CitedStream(sent);
    let streamed = "";
    let deltas = 0;
    for await (const event of await client.messages.create(params(true))) {
      if (event.type === "content_block_delta" && event.delta.type === "citations_delta") deltas++;
      streamed += stream.push(event);
    }
    const cited = stream.finish();
    expect(deltas).toBe(2);
    expect(streamed).toBe(cited.answer);
    expect(cited.verify(registry, options)).toEqual(whole);
  });

  it("keeps a citation of a result it was never given unverified, with a warning and no registry text", async () => {
    fake.setResponder(() => ({
      content: [
        {
          type: "text" as const,
          text: "Invented support.",
          citations: [
            { type: "search_result_location" as const, source: "registry:made-up-act:1", title: null, cited_text: "x", search_result_index: 40, start_block_index: 0, end_block_index: 1 },
            // The right index but a range outside what we sent: the provision is real, the passage is not ours to quote.
            { ...searchResultCitation(blocks as unknown[], 0), start_block_index: 50, end_block_index: 51 },
          ],
        },
      ],
    }));
    const cited = new CitedAnswer(sent).addMessage((await client.messages.create(params(false))).content);
    const { citations, warnings } = cited.verify(registry, options);
    expect(citations.map((c) => [c.source_id, c.verified])).toEqual([
      ["made-up-act", false],
      [retrieved[0].source_id, true],
    ]);
    expect(citations[0].excerpt).toBe("");
    expect(citations[1].excerpt).toBe(`${displayHeading(retrieved[0].heading)} — ${retrieved[0].summary}`);
    expect(warnings.map((w) => w.code)).toEqual(["unverified_citation"]);
  });

  it("is refused by the fake, as by the API, when citations are enabled for some results only", async () => {
    const mixed = [blocks[0], { ...blocks[1], citations: { enabled: false } }];
    await expect(client.messages.create({ ...params(false), messages: [{ role: "user", content: [...mixed, { type: "text", text: QUESTION }] }] })).rejects.toMatchObject({ status: 400 });
  });
});
