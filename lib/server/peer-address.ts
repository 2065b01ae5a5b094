import { randomBytes } from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";

/**
 * Next.js keeps a client's own X-Forwarded-For and only fills it from the socket when it is missing, and gives
 * route code no other way to the TCP peer. So every incoming request gets the peer's address in this header,
 * written when the HTTP server emits the request, before Next.js reads anything. The value starts with a secret
 * made per process, so a client that sends the header itself (or sends it while the hook is not installed) is
 * not believed.
 */
export const PEER_ADDRESS_HEADER = "x-legal-ai-peer-address";

const holder = globalThis as unknown as { __peerAddressSecret?: string };

/** Installs the hook on Node's HTTP and HTTPS servers (once per process; later calls do nothing). */
export function stampPeerAddresses(): void {
  if (holder.__peerAddressSecret) return;
  const secret = randomBytes(16).toString("hex");
  holder.__peerAddressSecret = secret;
  for (const proto of [http.Server.prototype, https.Server.prototype] as { emit: (event: string | symbol, ...args: unknown[]) => boolean }[]) {
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const req = args[0] as IncomingMessage;
        req.headers[PEER_ADDRESS_HEADER] = `${secret} ${req.socket?.remoteAddress ?? ""}`;
      }
      return emit.call(this, event, ...args);
    };
  }
}

/** The peer's address from the header's value, or null when it was not written by this process. */
export function peerAddressFrom(value: string | null | undefined): string | null {
  const secret = holder.__peerAddressSecret;
  if (!secret || !value?.startsWith(`${secret} `)) return null;
  return value.slice(secret.length + 1) || null;
}
