import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { isPrivateAddress } from "./private-address";

/**
 * Why a webhook URL may not be used, or null. https (or http) only, no credentials in it, and every address the
 * host resolves to must be public unless WEBHOOK_ALLOW_PRIVATE=1. Checked at registration and again before every
 * delivery (DNS can change).
 */
export async function webhookTargetProblem(raw: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "not a URL";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "use an https:// (or http://) URL";
  if (url.username || url.password) return "credentials in the URL are not allowed";
  if (env().WEBHOOK_ALLOW_PRIVATE === "1") return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return `cannot resolve ${host}`;
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) return "private, loopback and link-local addresses are refused";
  return null;
}
