import "server-only";
import { sendMail } from "@/lib/email/transport";
import { publicUrl } from "@/lib/email/public-url";
import { alertEmail } from "./messages";
import { SIGNATURE_HEADER, signatureHeader } from "./signing";
import { postToPinnedAddress } from "./pinned-post";
import { resolveWebhookTarget, type Resolver } from "./target";

export interface AlertEvent {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export type DeliveryOutcome = { ok: true; statusCode: number | null } | { ok: false; statusCode: number | null; error: string };

const WEBHOOK_TIMEOUT_MS = 10_000;

/** The webhook body: the event as JSON (also what the signature covers, byte for byte). */
export function webhookBody(event: AlertEvent): string {
  return JSON.stringify({ id: event.id, object: "event", type: event.type, created_at: event.createdAt.toISOString(), data: event.payload });
}

/**
 * POSTs the signed event to the addresses checked a moment before (see resolveWebhookTarget: no second lookup
 * between the check and the connection). 2xx is delivered; anything else (redirects are not followed) is a
 * failure to retry.
 */
export async function deliverWebhook(
  event: AlertEvent,
  endpoint: { url: string; secret: string },
  now = new Date(),
  options: { resolve?: Resolver } = {},
): Promise<DeliveryOutcome> {
  const target = await resolveWebhookTarget(endpoint.url, options.resolve);
  if (!target.ok) return { ok: false, statusCode: null, error: `refused target: ${target.problem}` };
  const body = webhookBody(event);
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const status = await postToPinnedAddress(target, {
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "legal-ai-service-webhooks/1",
        "Legal-AI-Event-Id": event.id,
        [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, timestamp, body),
      },
      body,
    });
    return status >= 200 && status < 300 ? { ok: true, statusCode: status } : { ok: false, statusCode: status, error: `HTTP ${status}` };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || (err.name === "AbortError" && (err.cause as Error | undefined)?.name === "TimeoutError"));
    return { ok: false, statusCode: null, error: timedOut ? "timed out" : err instanceof Error ? err.message : String(err) };
  }
}

export async function deliverEmail(event: AlertEvent, to: string): Promise<DeliveryOutcome> {
  try {
    const { subject, text } = alertEmail(event.type, event.payload, publicUrl(""));
    await sendMail({ to, subject, text });
    return { ok: true, statusCode: null };
  } catch (err) {
    return { ok: false, statusCode: null, error: err instanceof Error ? err.message : String(err) };
  }
}
