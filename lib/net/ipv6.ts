import { isIP } from "node:net";

/**
 * The 16 bytes of an IPv6 address in any textual form RFC 4291 allows (`::` compression, an IPv4 dotted tail,
 * any case), or null for anything else, including an address with a zone (`fe80::1%eth0`). Node's own parser
 * (via isIP) decides validity; this only turns valid text into bytes, so callers can compare prefixes.
 */
export function ipv6Bytes(text: string): Uint8Array | null {
  if (isIP(text) !== 6 || text.includes("%")) return null;
  let head = text;
  let tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail = dotted[1].split(".").map(Number);
    head = text.slice(0, -dotted[1].length);
    // "::ffff:" loses its last colon, "::" keeps both (it stands for the zero groups before the tail).
    if (!head.endsWith("::")) head = head.slice(0, -1);
  }
  const groupsNeeded = 8 - tail.length / 2;
  const [left, right] = head.includes("::") ? head.split("::") : [head, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const leftGroups = parse(left);
  const rightGroups = parse(right);
  const groups = right === undefined ? leftGroups : [...leftGroups, ...new Array(groupsNeeded - leftGroups.length - rightGroups.length).fill(0), ...rightGroups];
  if (groups.length !== groupsNeeded) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[2 * i] = g >> 8;
    bytes[2 * i + 1] = g & 0xff;
  });
  bytes.set(tail, 16 - tail.length);
  return bytes;
}

/** The canonical text (RFC 5952: lower case, longest run of zero groups as `::`) of 16 bytes. */
export function ipv6Text(bytes: Uint8Array): string {
  const groups = Array.from({ length: 8 }, (_, i) => (bytes[2 * i] << 8) | bytes[2 * i + 1]);
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}

export const ipv4Text = (bytes: ArrayLike<number>) => Array.from(bytes).join(".");
