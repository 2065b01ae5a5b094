import { startFakeAnthropic, type FakeAnthropic } from "./fake-anthropic";
import type { FakeMessageReply, FakeRequest } from "./fake-anthropic/types";
import { searchResultCitation, searchResultsOf } from "./fake-anthropic/wire";

/**
 * The provisions the service gave the model: chat's `search_result` blocks (source `registry:<source_id>:<article>`), or
 * the list in the system prompt (compliance, documents, tools).
 */
export function listedProvisions(request: FakeRequest): { source_id: string; article: string }[] {
  const results = searchResultsOf(request.body);
  if (results.length > 0) {
    return results.flatMap((r) => {
      const m = /^registry:([^:]+):(.+)$/.exec(String(r.source));
      return m ? [{ source_id: m[1], article: m[2] }] : [];
    });
  }
  const system = typeof request.body?.system === "string" ? request.body.system : "";
  return [...system.matchAll(/source_id=(\S+) article=(\S+)/g)].map((m) => ({ source_id: m[1], article: m[2] }));
}

/**
 * A model that behaves like a good one. Given `search_result` blocks with citations enabled (chat), it answers in text
 * whose one block cites the first two results (plus `extraCitations`, e.g. fabricated ones: citations of results it was
 * never given); otherwise it answers through the forced tool, citing the first two provisions listed.
 */
export function answeringReply(
  request: FakeRequest,
  options: { answer?: string; extraCitations?: { source_id: string; article: string }[]; chunkDelayMs?: number } = {},
): FakeMessageReply {
  const answer = options.answer ?? "Under the listed provisions, the person may request erasure in the cases they set out.";
  const timing = options.chunkDelayMs ? { chunkDelayMs: options.chunkDelayMs } : {};
  const results = searchResultsOf(request.body);
  if (results.some((r) => r.citations?.enabled === true) || (results.length === 0 && !request.body?.tool_choice)) {
    const fabricated = (options.extraCitations ?? []).map((c, k) => ({
      type: "search_result_location" as const,
      source: `registry:${c.source_id}:${c.article}`,
      title: null,
      cited_text: "",
      search_result_index: results.length + k,
      start_block_index: 0,
      end_block_index: 1,
    }));
    const citations = [...results.slice(0, 2).map((_, i) => searchResultCitation(results, i)), ...fabricated];
    return { content: [{ type: "text", text: answer, citations }], usage: { input_tokens: 321, output_tokens: 54 }, ...timing };
  }
  const citations = [...listedProvisions(request).slice(0, 2), ...(options.extraCitations ?? [])];
  const toolName = request.body?.tool_choice?.name ?? "submit_answer";
  return {
    content: [{ type: "tool_use", name: toolName, input: { answer, citations } }],
    usage: { input_tokens: 321, output_tokens: 54 },
    ...timing,
  };
}

/** A good model: the tool input each endpoint asks for (compliance's findings, everyone else's answer and citations). */
export function wellFormedReply(request: FakeRequest): FakeMessageReply {
  if (request.body?.tool_choice?.name === "submit_findings") {
    return { content: [{ type: "tool_use", name: "submit_findings", input: { summary: "Reviewed against the listed provisions.", findings: [] } }], usage: { input_tokens: 300, output_tokens: 40 } };
  }
  if (request.body?.tool_choice?.name === "submit_review") {
    // The documents pass: confirm the clauses at medium risk or above and restate their findings, as asked.
    const clauses = sentClauses(request).filter((c) => c.risk_level !== "low");
    const input = { summary: "Reviewed clause by clause.", clauses: clauses.map((c) => ({ clause_number: c.clause_number, risk_level: c.risk_level, findings: "Reviewed.", citations: [] })) };
    return { content: [{ type: "tool_use", name: "submit_review", input }], usage: { input_tokens: 1200, output_tokens: 200 } };
  }
  if (request.body?.tool_choice?.name === "submit_draft") return draftReply(request);
  // Chat's question rewrite (lib/legal/retrieval/rewrite.ts), answered in its schema: a model with nothing to add, so
  // retrieval finds what it finds on the question alone. Answered with the chat answer's tool input instead, it failed
  // validation, was never cached, and every chat call of the benchmarks asked the model twice (and logged a warning).
  if (request.body?.tool_choice?.name === "submit_search_terms") {
    return { content: [{ type: "tool_use", name: "submit_search_terms", input: { terms: [], provisions: [] } }], usage: { input_tokens: 400, output_tokens: 12 } };
  }
  return answeringReply(request);
}

/** The clauses the documents endpoint sent for refinement (the JSON after "Its clauses as JSON:" in the user message). */
export function sentClauses(request: FakeRequest): { clause_number: number; label: string | null; heading: string | null; category: string; risk_level: string; findings: string; text: string }[] {
  const lines = String(request.body?.messages?.[0]?.content ?? "").split("\n");
  const at = lines.indexOf("Its clauses as JSON:");
  return at < 0 ? [] : JSON.parse(lines[at + 1]);
}

/** The draft the contracts endpoint sent (the JSON after "The draft as JSON:"), as a model would return it. */
export function sentDraft(request: FakeRequest): { document_title: string; preamble: string; recitals: string[]; clauses: { clause_number: number; heading: string; text: string; citations: { source_id: string; article: string }[] }[] } {
  const lines = String(request.body?.system ?? "").split("\n");
  return JSON.parse(lines[lines.indexOf("Submit the whole draft with the submit_draft tool. The draft as JSON:") + 1]);
}

/** A contracts refinement: the sent draft, changed by `edit` (a well-behaved model polishes the wording). */
export function draftReply(request: FakeRequest, edit: (draft: ReturnType<typeof sentDraft>) => void = (d) => d.clauses.forEach((c) => (c.text = c.text.replace(/^/, "")))): FakeMessageReply {
  const draft = sentDraft(request);
  edit(draft);
  return { content: [{ type: "tool_use", name: "submit_draft", input: draft }], usage: { input_tokens: 2400, output_tokens: 1800 } };
}

export async function startAnsweringModel(): Promise<FakeAnthropic> {
  return startFakeAnthropic({ responder: (request) => answeringReply(request) });
}

/** A model attempt's deadline and the retry budget on model test servers (see modelEnv). */
export const TEST_MODEL_TIMEOUT_MS = 3000;
export const TEST_MODEL_RETRY_BUDGET_MS = 6000;

/** The documents and compliance output budget on model test servers: not the default, so a test can see it applied. */
export const TEST_DOCUMENT_MAX_TOKENS = 5432;

/**
 * Env that points a test server's model pools at the fake, with short budgets so fault tests stay quick, and a ping
 * every 250 ms of silence so a stream test sees pings. Test files that give the same env share one server per lane
 * (test/support/server.ts): keep per-file variations for what a test really needs. The attempt deadline leaves room
 * for a server answering two test files at once on a busy 2-core machine: at 1.5 s, a good answer read late was
 * retried (two model requests for one call) or degraded (an unbilled 200 where a test counts billed ones).
 */
export function modelEnv(fake: FakeAnthropic, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ANTHROPIC_API_KEY: "sk-test-app",
    ANTHROPIC_BASE_URL: fake.url,
    MODEL_RETRY_BUDGET_MS: String(TEST_MODEL_RETRY_BUDGET_MS),
    MODEL_TIMEOUT_MS: String(TEST_MODEL_TIMEOUT_MS),
    SSE_PING_INTERVAL_MS: "250",
    DOCUMENT_MAX_TOKENS: String(TEST_DOCUMENT_MAX_TOKENS),
    // Off unless a test turns it on (test/api/chat-rewrite.test.ts): a rewrite is one more model request, and these
    // servers' tests count the requests and queue faults for the answering call.
    QUESTION_REWRITE: "off",
    ...extra,
  };
}

/** Parses an SSE body into its data payloads (JSON or the [DONE] marker) and error events. */
export function parseSse(text: string): { data: any[]; errors: any[]; done: boolean; pings: number } {
  const data: any[] = [];
  const errors: any[] = [];
  let done = false;
  let pings = 0;
  for (const block of text.split("\n\n")) {
    if (!block.trim()) continue;
    if (block.startsWith(": ping")) {
      pings++;
      continue;
    }
    const isError = block.split("\n").some((l) => l === "event: error");
    const payload = block
      .split("\n")
      .filter((l) => l.startsWith("data: "))
      .map((l) => l.slice(6))
      .join("\n");
    if (payload === "[DONE]") done = true;
    else if (isError) errors.push(JSON.parse(payload));
    else if (payload) data.push(JSON.parse(payload));
  }
  return { data, errors, done, pings };
}
