import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { crc32 } from "./crc32";
import {
  BASE62_ALPHABET,
  KEY_LENGTH,
  checksumOf,
  displayKey,
  generateRawKey,
  isWellFormedKey,
  keyShapeProblem,
  toBase62,
} from "./format";
import { hashKey, hashesEqual } from "./hash";
import { expandScopes, publicScopes } from "./scopes";

/** An independent base62 encoder (BigInt, repeated division) to check ours against. */
function referenceBase62(n: number): string {
  let v = BigInt(n);
  let s = "";
  do {
    s = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"[Number(v % 62n)] + s;
    v /= 62n;
  } while (v > 0n);
  return s;
}

describe("CRC32 (IEEE)", () => {
  it("matches the standard check value for '123456789'", () => {
    expect(crc32("123456789")).toBe(0xcbf43926);
  });
  it("matches known values", () => {
    expect(crc32("")).toBe(0);
    expect(crc32("The quick brown fox jumps over the lazy dog")).toBe(0x414fa339);
  });
});

describe("key format", () => {
  it("is svc_live_ + 32 base62 + 6 base62 checksum", () => {
    const key = generateRawKey();
    expect(key).toMatch(/^svc_live_[0-9A-Za-z]{38}$/);
    expect(key).toHaveLength(KEY_LENGTH);
    const secret = key.slice(9, 41);
    expect(key.slice(41)).toBe(referenceBase62(crc32(secret)).padStart(6, "0"));
  });

  it("uses the alphabet 0-9A-Za-z in that order", () => {
    expect(BASE62_ALPHABET).toBe("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
    expect(toBase62(0)).toBe("0");
    expect(toBase62(61)).toBe("z");
    expect(toBase62(62)).toBe("10");
    // 0xCBF43926 = 3421780262 = 3·62^5 + 45·62^4 + 35·62^3 + 27·62^2 + 22·62 + 14 → digits 3,j,Z,R,M,E
    expect(toBase62(0xcbf43926)).toBe("3jZRME");
  });

  it("left-pads short checksums with 0", () => {
    // Find a secret whose CRC32 is below 62^5 so the padding is exercised.
    let secret = "";
    for (let i = 0; ; i++) {
      secret = `A${i}`.padEnd(32, "x");
      if (crc32(secret) < 62 ** 5) break;
    }
    expect(checksumOf(secret)).toHaveLength(6);
    expect(checksumOf(secret)[0]).toBe("0");
  });

  it("generates distinct, well-formed keys", () => {
    const keys = new Set(Array.from({ length: 500 }, generateRawKey));
    expect(keys.size).toBe(500);
    for (const k of keys) expect(isWellFormedKey(k)).toBe(true);
  });

  it("rejects wrong prefix, length, alphabet and checksum", () => {
    const key = generateRawKey();
    expect(keyShapeProblem("sk_live_" + key.slice(9))).toBe("prefix");
    expect(keyShapeProblem(key + "a")).toBe("length");
    expect(keyShapeProblem(key.slice(0, 20) + "-" + key.slice(21))).toBe("charset");
    const last = key.at(-1)!;
    const tampered = key.slice(0, -1) + (last === "a" ? "b" : "a");
    expect(keyShapeProblem(tampered)).toBe("checksum");
  });

  it("detects any single-character change in the secret (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 31 }), fc.integer({ min: 1, max: 61 }), (pos, shift) => {
        const key = generateRawKey();
        const i = 9 + pos;
        const replaced = BASE62_ALPHABET[(BASE62_ALPHABET.indexOf(key[i]) + shift) % 62];
        return !isWellFormedKey(key.slice(0, i) + replaced + key.slice(i + 1));
      }),
      { numRuns: 300 },
    );
  });

  it("displays svc_live_ + first 4 + … + last 4", () => {
    const key = "svc_live_" + "abcd" + "x".repeat(28) + "WXYZ12";
    expect(displayKey(key)).toBe("svc_live_abcd…YZ12");
  });
});

describe("hashing", () => {
  it("stores SHA-256 hex and compares in constant time", () => {
    const key = generateRawKey();
    const h = hashKey(key);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain(key.slice(9));
    expect(hashesEqual(h, hashKey(key))).toBe(true);
    expect(hashesEqual(h, hashKey(generateRawKey()))).toBe(false);
    expect(hashesEqual(h, "abcd")).toBe(false);
  });
});

describe("scopes", () => {
  it("expands all to the 7 public scopes and keeps admin explicit", () => {
    expect(expandScopes(["all"])).toEqual([...publicScopes]);
    expect(expandScopes(["audit", "audit", "admin"])).toEqual(["audit", "admin"]);
    expect(expandScopes(["all"])).not.toContain("admin");
  });
});
