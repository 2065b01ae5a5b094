/**
 * Protocol abuse for the hostile-input suite (test/api/fuzz.test.ts), over raw sockets so that nothing a client
 * library normalises gets in the way: unusual methods, repeated headers, charsets, slow bodies, and a client that
 * leaves at every phase of a call (before its headers are complete, mid-body, after its request before the answer,
 * mid-SSE stream).
 */
import net from "node:net";

export interface RawAnswer {
  /** 0 when the server closed the connection without a status line (allowed: the request was not HTTP). */
  status: number;
  head: string;
  body: string;
}

/** Sends `request` (bytes or pieces written `gapMs` apart) and reads until the server closes or `timeoutMs` passes. */
export function rawRequest(url: string, request: (string | Buffer)[] | string | Buffer, options: { gapMs?: number; timeoutMs?: number } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const pieces = Array.isArray(request) ? request : [request];
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks).toString("latin1")));
    };
    const timer = setTimeout(done, options.timeoutMs ?? 15_000);
    socket.on("data", (c: Buffer) => {
      chunks.push(c);
      // One answer is enough: stop at the end of a body of known length (keep-alive would hold the socket open).
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      if (split >= 0) {
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, split))?.[1];
        if (length !== undefined && Buffer.byteLength(text.slice(split + 4), "latin1") >= Number(length)) done();
        if (/\r\ntransfer-encoding:\s*chunked/i.test(text.slice(0, split)) && text.endsWith("0\r\n\r\n")) done();
      }
    });
    socket.on("end", done);
    socket.on("close", done);
    socket.on("error", (err: NodeJS.ErrnoException) => (err.code === "ECONNRESET" || err.code === "EPIPE" ? done() : reject(err)));
    socket.on("connect", async () => {
      for (const [i, piece] of pieces.entries()) {
        if (socket.destroyed) return;
        if (i > 0 && options.gapMs) await new Promise((r) => setTimeout(r, options.gapMs));
        socket.write(piece);
      }
    });
  });
}

function parseAnswer(text: string): RawAnswer {
  const split = text.indexOf("\r\n\r\n");
  const head = split >= 0 ? text.slice(0, split) : text;
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, head, body: split >= 0 ? text.slice(split + 4) : "" };
}

/**
 * Opens a connection, writes `pieces` (the last one may be a partial request), waits `waitMs` (or until the answer's
 * first bytes when `untilFirstByte`), then destroys the socket: the client that leaves. Resolves with what it had read.
 */
export function abandon(url: string, pieces: (string | Buffer)[], options: { waitMs?: number; untilBytes?: RegExp; timeoutMs?: number } = {}): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let read = "";
    const leave = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(read);
    };
    const timer = setTimeout(leave, options.untilBytes ? (options.timeoutMs ?? 15_000) : (options.waitMs ?? 0));
    socket.on("data", (c: Buffer) => {
      read += c.toString("latin1");
      if (options.untilBytes?.test(read)) leave();
    });
    socket.on("error", () => leave());
    socket.on("connect", () => {
      for (const piece of pieces) socket.write(piece);
    });
  });
}

/** An HTTP/1.1 request's text: `headers` in order, repeated names allowed; Host and Connection: close first. */
export function requestText(url: string, method: string, path: string, headers: [string, string][], body = ""): string {
  const { host } = new URL(url);
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, "Connection: close", ...headers.map(([n, v]) => `${n}: ${v}`)];
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}
