import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import { answerUnknownMethod, isServedMethod } from "./unknown-methods";
import { answerUnroutableTarget, isRoutableTarget } from "./request-target";
import type { Socket } from "node:net";
import { answerClientError, answerConnect, answerUnmetExpectation } from "./parser-refusals";
import { answerRepeatedAuthorization, answerRepeatedContentType, refusesRepeatedAuthorization, refusesRepeatedContentType } from "./repeated-headers";

const holder = globalThis as unknown as { __earlyRefusalsInstalled?: boolean };

/**
 * Refuses, when the HTTP server emits the request and before Next.js reads it, what Next.js cannot see or answers
 * badly: a method no route handler can serve (Next.js answered TRACE with a plain-text 500), a target that is not a
 * path or URL (`OPTIONS *`, also a plain-text 500), and a repeated Authorization or Content-Type header (Next.js only
 * ever sees the first). What Node's parser refuses itself (`clientError`: a head too large, an unparsable request) and
 * an `Expect` it cannot meet are answered with problem+json and a request id instead of Node's bare 400/431/417.
 * Installed once per process; later calls do nothing.
 */
export function refuseEarly(): void {
  if (holder.__earlyRefusalsInstalled) return;
  holder.__earlyRefusalsInstalled = true;
  for (const proto of [http.Server.prototype, https.Server.prototype] as { emit: (event: string | symbol, ...args: unknown[]) => boolean }[]) {
    const emit = proto.emit;
    proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      // Node answers an unknown Expect itself unless the server has a listener for it; added on its first connection.
      if (event === "connection" && this.listenerCount("checkExpectation") === 0) this.on("checkExpectation", answerUnmetExpectation);
      // Likewise CONNECT, which Node closes bare without a `connect` listener.
      if (event === "connection" && this.listenerCount("connect") === 0) this.on("connect", answerConnect);
      // Node answers bare when nobody handles clientError (the emit returns false).
      if (event === "clientError") {
        answerClientError(args[0] as Error, args[1] as Socket);
        return true;
      }
      if (event === "request") {
        const [req, res] = args as [IncomingMessage, ServerResponse];
        if (!isServedMethod(req.method)) {
          answerUnknownMethod(req, res);
          return true;
        }
        if (!isRoutableTarget(req.url)) {
          answerUnroutableTarget(req, res);
          return true;
        }
        if (refusesRepeatedAuthorization(req)) {
          answerRepeatedAuthorization(req, res);
          return true;
        }
        if (refusesRepeatedContentType(req)) {
          answerRepeatedContentType(req, res);
          return true;
        }
      }
      return emit.call(this, event, ...args);
    };
  }
}
