import { startFakeAnthropic, type FakeAnthropic } from "./fake-anthropic";
import type { FakeMessageReply, FakeRequest } from "./fake-anthropic/types";

/** The provisions the service listed in its system prompt (what the model is allowed to cite). */
export function listedProvisions(request: FakeRequest): { source_id: string; article: string }[] {
  const system = typeof request.body?.system === "string" ? request.body.system : "";
  return [...system.matchAll(/source_id=(\S+) article=(\S+)/g)].map((m) => ({ source_id: m[1], article: m[2] }));
}

/**
 * A model that behaves like a good one: it answers through the forced tool and cites the first two provisions
 * it was given (plus any `extraCitations`, e.g. fabricated ones).
 */
export function answeringReply(
  request: FakeRequest,
  options: { answer?: string; extraCitations?: { source_id: string; article: string }[]; chunkDelayMs?: number } = {},
): FakeMessageReply {
  const citations = [...listedProvisions(request).slice(0, 2), ...(options.extraCitations ?? [])];
  const toolName = request.body?.tool_choice?.name ?? "submit_answer";
  return {
    content: [
      {
        type: "tool_use",
        name: toolName,
        input: { answer: options.answer ?? "Under the listed provisions, the person may request erasure in the cases they set out.", citations },
      },
    ],
    usage: { input_tokens: 321, output_tokens: 54 },
    ...(options.chunkDelayMs ? { chunkDelayMs: options.chunkDelayMs } : {}),
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

/** The documents and compliance output budget on model test servers: not the default, so a test can see it applied. */
export const TEST_DOCUMENT_MAX_TOKENS = 5432;

/**
 * Env that points a test server's model pools at the fake, with short budgets so fault tests stay quick, and a ping
 * every 250 ms of silence so a stream test sees pings. Test files that give the same env share one server per lane
 * (test/support/server.ts): keep per-file variations for what a test really needs.
 */
export function modelEnv(fake: FakeAnthropic, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ANTHROPIC_API_KEY: "sk-test-app",
    ANTHROPIC_BASE_URL: fake.url,
    MODEL_RETRY_BUDGET_MS: "2500",
    MODEL_TIMEOUT_MS: "1500",
    SSE_PING_INTERVAL_MS: "250",
    DOCUMENT_MAX_TOKENS: String(TEST_DOCUMENT_MAX_TOKENS),
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
