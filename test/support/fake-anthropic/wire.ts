/**
 * Wire formats of the fake Anthropic API: message JSON, SSE events, error bodies,
 * and the built-in default reply.
 */
import type { FakeSearchResultCitation, FakeBlock, FakeMessageReply, FakeRequest } from "./types";

export interface WireIds {
  messageId: string;
  toolUseId: (index: number) => string;
}

const ERROR_TYPE_BY_STATUS: Record<number, string> = {
  400: "invalid_request_error",
  401: "authentication_error",
  402: "billing_error",
  403: "permission_error",
  404: "not_found_error",
  408: "timeout_error",
  409: "conflict_error",
  413: "request_too_large",
  429: "rate_limit_error",
  500: "api_error",
  504: "timeout_error",
  529: "overloaded_error",
};

export function errorTypeForStatus(status: number): string {
  return ERROR_TYPE_BY_STATUS[status] ?? (status >= 500 ? "api_error" : "invalid_request_error");
}

export function statusForErrorType(type: string): number {
  switch (type) {
    case "overloaded_error":
      return 529;
    case "rate_limit_error":
      return 429;
    case "invalid_request_error":
      return 400;
    case "authentication_error":
      return 401;
    case "permission_error":
      return 403;
    case "not_found_error":
      return 404;
    case "timeout_error":
      return 504;
    default:
      return 500;
  }
}

const DEFAULT_ERROR_MESSAGE: Record<string, string> = {
  overloaded_error: "Overloaded",
  rate_limit_error: "Number of request tokens has exceeded your per-minute rate limit (fake)",
  api_error: "Internal server error",
  invalid_request_error: "Invalid request",
  authentication_error: "invalid x-api-key",
  not_found_error: "Not found",
};

export function errorBody(type: string, message: string | undefined, requestId: string | null) {
  return {
    type: "error" as const,
    error: { type, message: message ?? DEFAULT_ERROR_MESSAGE[type] ?? type },
    request_id: requestId,
  };
}

/** ~4 characters a token, at least 1. */
export function estimateTokens(value: unknown): number {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? "");
  return Math.max(1, Math.ceil(text.length / 4));
}

function blockToWire(block: FakeBlock, index: number, ids: WireIds) {
  // `citations` only on a cited block, so replies without citations keep the shape tests compare against.
  if (block.type === "text") return { type: "text" as const, text: block.text, ...(block.citations?.length ? { citations: block.citations } : {}) };
  return {
    type: "tool_use" as const,
    id: block.id ?? ids.toolUseId(index),
    name: block.name,
    input: block.input ?? {},
  };
}

function resolvedUsage(reply: FakeMessageReply, request: FakeRequest | undefined) {
  const input =
    reply.usage?.input_tokens ??
    estimateTokens({ system: request?.body?.system, messages: request?.body?.messages });
  const output = reply.usage?.output_tokens ?? estimateTokens(reply.content);
  return { input_tokens: input, output_tokens: output };
}

function resolvedStopReason(reply: FakeMessageReply): string | null {
  if (reply.stop_reason !== undefined) return reply.stop_reason;
  return reply.content.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn";
}

function usageObject(u: { input_tokens: number; output_tokens: number }) {
  return {
    input_tokens: u.input_tokens,
    output_tokens: u.output_tokens,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    server_tool_use: null,
    service_tier: "standard",
  };
}

function modelOf(reply: FakeMessageReply, request: FakeRequest | undefined): string {
  const m = reply.model ?? request?.body?.model;
  return typeof m === "string" && m ? m : "claude-fake";
}

/** The JSON body of a non-streaming `/v1/messages` reply. */
export function messageJson(reply: FakeMessageReply, request: FakeRequest | undefined, ids: WireIds) {
  return {
    id: reply.id ?? ids.messageId,
    type: "message" as const,
    role: "assistant" as const,
    model: modelOf(reply, request),
    content: reply.content.map((b, i) => blockToWire(b, i, ids)),
    stop_reason: resolvedStopReason(reply),
    stop_sequence: reply.stop_sequence ?? null,
    stop_details: null,
    container: null,
    usage: usageObject(resolvedUsage(reply, request)),
  };
}

export interface SseEvent {
  event: string;
  data: unknown;
}

function chunk(text: string, size: number): string[] {
  const chars = Array.from(text); // never split a surrogate pair
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out;
}

/**
 * The SSE event sequence of a streamed reply, in the real API's order:
 * message_start, then per block content_block_start / deltas / content_block_stop
 * (a `ping` right after the first content_block_start), message_delta, message_stop.
 */
export function messageEvents(
  reply: FakeMessageReply,
  request: FakeRequest | undefined,
  ids: WireIds,
  defaultChunkSize: number,
): SseEvent[] {
  const size = Math.max(1, Math.floor(reply.chunkSize ?? defaultChunkSize));
  const usage = resolvedUsage(reply, request);
  const events: SseEvent[] = [];
  events.push({
    event: "message_start",
    data: {
      type: "message_start",
      message: {
        id: reply.id ?? ids.messageId,
        type: "message",
        role: "assistant",
        model: modelOf(reply, request),
        content: [],
        stop_reason: null,
        stop_sequence: null,
        stop_details: null,
        container: null,
        usage: usageObject({ input_tokens: usage.input_tokens, output_tokens: 1 }),
      },
    },
  });
  let pinged = false;
  const ping = () => {
    if (!pinged) events.push({ event: "ping", data: { type: "ping" } });
    pinged = true;
  };
  reply.content.forEach((block, index) => {
    if (block.type === "text") {
      events.push({
        event: "content_block_start",
        data: { type: "content_block_start", index, content_block: { type: "text", text: "", ...(block.citations?.length ? { citations: [] } : {}) } },
      });
      ping();
      // As the API streams a cited block: each citation as a citations_delta, before the block's text.
      for (const citation of block.citations ?? []) {
        events.push({ event: "content_block_delta", data: { type: "content_block_delta", index, delta: { type: "citations_delta", citation } } });
      }
      for (const piece of chunk(block.text, size)) {
        events.push({
          event: "content_block_delta",
          data: { type: "content_block_delta", index, delta: { type: "text_delta", text: piece } },
        });
      }
    } else {
      const wire = blockToWire(block, index, ids);
      events.push({
        event: "content_block_start",
        data: {
          type: "content_block_start",
          index,
          content_block: { type: "tool_use", id: wire.id, name: wire.name, input: {} },
        },
      });
      ping();
      // The real API starts tool input with an empty partial_json.
      const pieces = ["", ...chunk(JSON.stringify(wire.input), size)];
      for (const piece of pieces) {
        events.push({
          event: "content_block_delta",
          data: { type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: piece } },
        });
      }
    }
    events.push({ event: "content_block_stop", data: { type: "content_block_stop", index } });
  });
  ping();
  events.push({
    event: "message_delta",
    data: {
      type: "message_delta",
      delta: { stop_reason: resolvedStopReason(reply), stop_sequence: reply.stop_sequence ?? null, stop_details: null },
      usage: { output_tokens: usage.output_tokens },
    },
  });
  events.push({ event: "message_stop", data: { type: "message_stop" } });
  return events;
}

export function formatSse(ev: SseEvent): string {
  return `event: ${ev.event}\ndata: ${JSON.stringify(ev.data)}\n\n`;
}

// ---------------------------------------------------------------------------
// Default reply
// ---------------------------------------------------------------------------

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map((b) => (b && typeof b === "object" && (b as any).type === "text" ? String((b as any).text ?? "") : ""))
      .filter(Boolean)
      .join(" ");
  }
  return "";
}

function lastUserMessage(body: any): any {
  const messages: unknown = body?.messages;
  if (!Array.isArray(messages)) return undefined;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]?.role === "user") return messages[i];
  }
  return undefined;
}

function hasToolResult(message: any): boolean {
  return Array.isArray(message?.content) && message.content.some((b: any) => b?.type === "tool_result");
}

/**
 * Built-in default reply:
 * - `tool_choice: {type:"tool", name}` → a tool_use block for that tool;
 * - tools offered (and tool_choice not `none`) → a tool_use block for the first tool, unless the
 *   last user message carries tool_result blocks and the tool is not forced (`tool`/`any`),
 *   which gets a text reply so that agent loops end;
 * - otherwise a text block `Fake reply to: <last user text, first 80 chars>`.
 */
export function buildDefaultReply(
  request: FakeRequest,
  defaultToolInput?: (toolName: string, request: FakeRequest) => unknown,
): FakeMessageReply {
  const body = request.body ?? {};
  const choice = body.tool_choice;
  const tools: any[] = Array.isArray(body.tools) ? body.tools.filter((t: any) => typeof t?.name === "string") : [];
  const last = lastUserMessage(body);
  const forced = choice?.type === "tool" || choice?.type === "any";
  let toolName: string | undefined;
  if (choice?.type === "tool" && typeof choice.name === "string") {
    toolName = choice.name;
  } else if (tools.length > 0 && choice?.type !== "none" && (forced || !hasToolResult(last))) {
    const custom = tools.find((t) => t.type === undefined || t.type === "custom");
    toolName = (custom ?? tools[0]).name;
  }
  if (toolName !== undefined) {
    const input = defaultToolInput?.(toolName, request) ?? {};
    return { content: [{ type: "tool_use", name: toolName, input }] };
  }
  const said = textOf(last?.content).replace(/\s+/g, " ").trim().slice(0, 80);
  const results = searchResultsOf(body);
  if (results.some((r) => r.citations?.enabled === true)) return { content: citingBlocks(results, said) };
  return { content: [{ type: "text", text: `Fake reply to: ${said || "(empty)"}` }] };
}

/** The request's `search_result` blocks in the order the API numbers them (`search_result_index`): across messages and tool results. */
export function searchResultsOf(body: any): any[] {
  const found: any[] = [];
  const visit = (blocks: unknown) => {
    if (!Array.isArray(blocks)) return;
    for (const b of blocks as any[]) {
      if (b?.type === "search_result") found.push(b);
      else if (b?.type === "tool_result") visit(b.content);
    }
  };
  for (const m of Array.isArray(body?.messages) ? body.messages : []) visit(m?.content);
  return found;
}

/** A citation of blocks [start, end) of the search result at `index`, as the API returns it. */
export function searchResultCitation(results: any[], index: number, start = 0, end = start + 1): FakeSearchResultCitation {
  const r = results[index];
  const content: any[] = Array.isArray(r?.content) ? r.content : [];
  return {
    type: "search_result_location",
    source: String(r?.source ?? ""),
    title: typeof r?.title === "string" ? r.title : null,
    cited_text: content.slice(start, end).map((b) => String(b?.text ?? "")).join(""),
    search_result_index: index,
    start_block_index: start,
    end_block_index: end,
  };
}

/** The default answer to a request with citable search results: an opening, then one cited sentence on each of the first two. */
function citingBlocks(results: any[], said: string): FakeBlock[] {
  const blocks: FakeBlock[] = [{ type: "text", text: `Fake reply to: ${said || "(empty)"}. ` }];
  results.slice(0, 2).forEach((r, i) => {
    blocks.push({ type: "text", text: `${String(r.title ?? r.source)} applies.`, citations: [searchResultCitation(results, i)] });
    blocks.push({ type: "text", text: " " });
  });
  return blocks;
}

/**
 * What the API refuses in `search_result` blocks: a missing source, title or text content, a block index outside
 * the content, and citations enabled for some search results but not others.
 */
export function searchResultProblem(body: any): string | undefined {
  const results = searchResultsOf(body);
  for (const [i, r] of results.entries()) {
    if (typeof r.source !== "string" || typeof r.title !== "string") return `search_result ${i}: source and title are required strings`;
    if (!Array.isArray(r.content) || r.content.length === 0 || r.content.some((b: any) => b?.type !== "text" || typeof b.text !== "string" || b.text === "")) {
      return `search_result ${i}: content must be a non-empty list of non-empty text blocks`;
    }
  }
  const enabled = new Set(results.map((r) => r.citations?.enabled === true));
  if (enabled.size > 1) return "citations must be enabled for all or none of the search results";
  return undefined;
}
