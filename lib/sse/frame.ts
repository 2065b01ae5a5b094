/**
 * SSE framing shared by chat, corporate and litigation (DECISIONS "Streaming"): each event is
 * `data: <json>\n\n`, errors are `event: error`, the stream ends with `data: [DONE]\n\n`, and a
 * `: ping` comment is sent after 15 seconds of silence.
 */
export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
} as const;


export const sseData = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
export const sseError = (problem: unknown) => `event: error\ndata: ${JSON.stringify(problem)}\n\n`;
export const SSE_DONE = "data: [DONE]\n\n";
export const SSE_PING = ": ping\n\n";

export interface ChunkDelta {
  role?: "assistant";
  content?: string;
}

/** A `chat.completion.chunk`; the last one before [DONE] carries finish_reason and the `extra` fields. */
export function completionChunk(input: {
  id: string;
  model: string;
  created: number;
  delta: ChunkDelta;
  finishReason?: "stop" | "length" | null;
  extra?: Record<string, unknown>;
}) {
  return {
    id: input.id,
    object: "chat.completion.chunk" as const,
    created: input.created,
    model: input.model,
    choices: [{ index: 0, delta: input.delta, finish_reason: input.finishReason ?? null }],
    ...input.extra,
  };
}
