/**
 * Streams the text of one JSON string field (e.g. `answer`) out of a JSON object that arrives in arbitrary
 * fragments, as tool input does when a model streams it. Escapes split across fragments are handled.
 */
export class JsonStringFieldStreamer {
  private buffer = "";
  private start = -1;
  private position = 0;
  private finished = false;
  private readonly opener: RegExp;

  constructor(field: string) {
    this.opener = new RegExp(`"${field}"\\s*:\\s*"`);
  }

  get done(): boolean {
    return this.finished;
  }

  /** The full JSON received so far. */
  get json(): string {
    return this.buffer;
  }

  /** Adds a fragment; returns the newly decoded text of the field (possibly ""). */
  push(fragment: string): string {
    this.buffer += fragment;
    if (this.finished) return "";
    if (this.start < 0) {
      const match = this.opener.exec(this.buffer);
      if (!match) return "";
      this.start = match.index + match[0].length;
      this.position = this.start;
    }
    let out = "";
    while (this.position < this.buffer.length) {
      const ch = this.buffer[this.position];
      if (ch === '"') {
        this.finished = true;
        this.position++;
        break;
      }
      if (ch !== "\\") {
        out += ch;
        this.position++;
        continue;
      }
      const next = this.buffer[this.position + 1];
      if (next === undefined) break; // the escape continues in the next fragment
      if (next === "u") {
        const hex = this.buffer.slice(this.position + 2, this.position + 6);
        if (hex.length < 4) break;
        out += String.fromCharCode(parseInt(hex, 16));
        this.position += 6;
        continue;
      }
      out += ({ n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", '"': '"', "\\": "\\", "/": "/" } as Record<string, string>)[next] ?? next;
      this.position += 2;
    }
    return out;
  }
}
