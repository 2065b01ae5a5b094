import { BlockList, isIP } from "node:net";
import { ipv4Text, ipv6Bytes, ipv6Text } from "@/lib/net/ipv6";

/**
 * Addresses a webhook must not reach (server-side request forgery): loopback, private, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, unspecified, documentation, multicast and reserved ranges.
 */
const blocked4 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked4.addSubnet(net, prefix, "ipv4");
}

/** IPv6's own such ranges; the ones that carry an IPv4 address are judged by that address (embeddedIPv4). */
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["64:ff9b:1::", 48],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fec0::", 10],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked6.addSubnet(net, prefix, "ipv6");
}

/**
 * Whether a webhook may not connect to this address. Every textual form is read to its bytes first (so
 * `::7f00:1` and `::127.0.0.1` are one address), and an IPv6 address that carries an IPv4 address is refused
 * when that IPv4 address would be: IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d`, IPv4-translated
 * `::ffff:0:a.b.c.d`, 6to4 `2002:aabb:ccdd::/48`, NAT64 `64:ff9b::a.b.c.d` and Teredo (server and client).
 * A zoned address (`fe80::1%eth0`) and anything that is not an address are refused.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked4.check(address, "ipv4");
  if (family !== 6) return true;
  const bytes = ipv6Bytes(address);
  if (!bytes) return true;
  if (embeddedIPv4(bytes).some((v4) => blocked4.check(v4, "ipv4"))) return true;
  return blocked6.check(ipv6Text(bytes), "ipv6");
}

/** The IPv4 addresses an IPv6 address stands for, by the transition mechanisms that embed one. */
export function embeddedIPv4(bytes: Uint8Array): string[] {
  const zero = (from: number, to: number) => bytes.subarray(from, to).every((b) => b === 0);
  const ff = (from: number, to: number) => bytes.subarray(from, to).every((b) => b === 0xff);
  const last32 = ipv4Text(bytes.subarray(12, 16));
  if (zero(0, 10) && ff(10, 12)) return [last32]; // ::ffff:0:0/96, IPv4-mapped
  if (zero(0, 12)) return [last32]; // ::/96, IPv4-compatible (deprecated; :: and ::1 fall here too)
  if (zero(0, 8) && ff(8, 10) && zero(10, 12)) return [last32]; // ::ffff:0:0:0/96, IPv4-translated (SIIT)
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zero(4, 12)) return [last32]; // 64:ff9b::/96, NAT64
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return [ipv4Text(bytes.subarray(2, 6))]; // 2002::/16, 6to4
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && bytes[2] === 0 && bytes[3] === 0) {
    // 2001::/32, Teredo: the server's address, then the client's with every bit inverted.
    return [ipv4Text(bytes.subarray(4, 8)), ipv4Text(Array.from(bytes.subarray(12, 16), (b) => b ^ 0xff))];
  }
  return [];
}
