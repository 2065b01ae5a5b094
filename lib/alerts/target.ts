import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { isPrivateAddress } from "./private-address";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (A and AAAA). Replaceable in tests, which have no DNS. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export type WebhookTarget = { ok: true; url: URL; host: string; addresses: ResolvedAddress[] } | { ok: false; problem: string };

/**
 * Checks a webhook URL and resolves its host once: https (or http) only, no credentials in it, and every address
 * the host resolves to must be public unless WEBHOOK_ALLOW_PRIVATE=1. Delivery then connects to these checked
 * addresses only (deliver.ts), so a name that answers differently a moment later (DNS rebinding) cannot send the
 * request somewhere the check did not see. Checked at registration and again before every delivery.
 */
export async function resolveWebhookTarget(raw: string, resolve: Resolver = systemResolver): Promise<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: "not a URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, problem: "use an https:// (or http://) URL" };
  if (url.username || url.password) return { ok: false, problem: "credentials in the URL are not allowed" };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  try {
    addresses = literal ? [{ address: host, family: literal === 6 ? 6 : 4 }] : await resolve(host);
  } catch {
    return { ok: false, problem: `cannot resolve ${host}` };
  }
  if (addresses.length === 0) return { ok: false, problem: `cannot resolve ${host}` };
  if (env().WEBHOOK_ALLOW_PRIVATE !== "1" && addresses.some((a) => isPrivateAddress(a.address))) {
    return { ok: false, problem: "private, loopback and link-local addresses are refused" };
  }
  return { ok: true, url, host, addresses };
}

/** Why a webhook URL may not be used, or null (registration: the addresses are resolved again at each delivery). */
export async function webhookTargetProblem(raw: string, resolve?: Resolver): Promise<string | null> {
  const target = await resolveWebhookTarget(raw, resolve);
  return target.ok ? null : target.problem;
}
