import { isIP } from "node:net";
import { env } from "@/lib/env";
import { ipv6Bytes, ipv6Text } from "@/lib/net/ipv6";
import { PEER_ADDRESS_HEADER, peerAddressFrom } from "@/lib/server/peer-address";

type HeaderSource = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

/**
 * The caller's address for the sign-up, sign-in and reset limits. X-Forwarded-For is written by whoever sends the
 * request, so only the entries the operator's own proxies appended can be believed: with TRUSTED_PROXIES=0 (the
 * default) the address is the TCP peer's; with N trusted proxies it is the Nth entry from the right of
 * X-Forwarded-For (the address the outermost trusted proxy saw). The TCP peer reaches us in a header only this
 * process can write (see lib/server/peer-address.ts); a request without it counts as "unknown", one shared bucket.
 */
export function clientIp(headers: HeaderSource, trustedProxies = env().TRUSTED_PROXIES): string {
  const peer = peerAddressFrom(header(headers, PEER_ADDRESS_HEADER));
  if (!peer) return "unknown";
  const forwarded = (header(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return selectClientAddress(peer, forwarded, trustedProxies);
}

/**
 * Each trusted proxy appends the address it received the request from; the last hop is the TCP peer. Counting N
 * hops back from the peer gives the address the outermost trusted proxy saw. A list shorter than that (a proxy
 * that did not append) gives its leftmost entry, which a trusted proxy still wrote.
 */
export function selectClientAddress(peer: string, forwardedFor: string[], trustedProxies: number): string {
  const hops = [...forwardedFor, peer];
  const chosen = hops[Math.max(0, hops.length - 1 - trustedProxies)];
  return addressBucket(chosen);
}

/**
 * The key an address is counted under: an IPv4 address as it is (also when written IPv4-mapped, `::ffff:a.b.c.d`),
 * an IPv6 address by its /64, the smallest network one subscriber is given, so one host cannot rotate through
 * its own 2^64 addresses. An entry that is not an address (a proxy's port or an obfuscated identifier) is kept
 * as written, cut to 100 characters.
 */
export function addressBucket(raw: string): string {
  const address = withoutPort(raw.trim());
  if (isIP(address) === 4) return address;
  const bytes = ipv6Bytes(address.replace(/%.*$/, ""));
  if (!bytes) return raw.trim().slice(0, 100);
  const mapped = bytes.subarray(0, 12).every((b, i) => b === (i >= 10 ? 0xff : 0));
  if (mapped) return Array.from(bytes.subarray(12)).join(".");
  const network = new Uint8Array(16);
  network.set(bytes.subarray(0, 8));
  return `${ipv6Text(network)}/64`;
}

/** "203.0.113.7:51234" and "[2001:db8::1]:443" as some proxies write them. */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry);
  return v4WithPort ? v4WithPort[1] : entry;
}

function header(headers: HeaderSource, name: string): string | null {
  if (typeof headers.get === "function") return (headers as { get(n: string): string | null }).get(name);
  const raw = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(raw) ? raw.join(",") : (raw ?? null);
}
