export interface SseEvent {
  /** `message` unless the server named it (`event: error`). */
  event: string;
  data: string;
  id?: string;
}

/**
 * Incremental Server-Sent Events parser (WHATWG framing): feed it text as it arrives, in chunks of any size,
 * and it returns each complete event once its blank line has been seen. Comment lines (`: ping`) are skipped.
 */
export function createSseParser() {
  let buffer = "";
  let data: string[] = [];
  let event = "";
  let id: string | undefined;

  function line(text: string, out: SseEvent[]) {
    if (text === "") {
      if (data.length > 0) out.push({ event: event || "message", data: data.join("\n"), ...(id !== undefined ? { id } : {}) });
      data = [];
      event = "";
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") event = value;
    else if (field === "id") id = value;
  }

  return {
    push(chunk: string): SseEvent[] {
      buffer += chunk;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // A lone trailing \r may be the first half of \r\n: wait for the next chunk.
        if (!match || (match[0] === "\r" && match.index === buffer.length - 1)) break;
        line(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    /** The stream ended: a final event without its blank line still counts. */
    end(): SseEvent[] {
      const out: SseEvent[] = [];
      if (buffer) line(buffer, out);
      buffer = "";
      line("", out);
      return out;
    },
  };
}

/** The text a chat-style stream has produced so far: the `delta.content` of each chunk, in order. */
export function assembledContent(events: SseEvent[]): string {
  let text = "";
  for (const e of events) {
    if (e.event !== "message" || e.data === "[DONE]") continue;
    try {
      const chunk = JSON.parse(e.data) as { choices?: { delta?: { content?: string } }[] };
      text += chunk.choices?.[0]?.delta?.content ?? "";
    } catch {
      // Not JSON: shown raw in the event list, contributes nothing here.
    }
  }
  return text;
}
