import { randomInt } from "node:crypto";
import { crc32 } from "./crc32";

/**
 * Key format (DECISIONS "Keys"): `svc_live_` + 32-character base62 secret + 6-character base62 CRC32 of the
 * secret. 32 base62 characters carry 32 × log2(62) ≈ 190.5 bits of entropy. The checksum lets us reject
 * malformed keys without touching the database, and lets secret scanners validate keys offline.
 */
export const KEY_PREFIX = "svc_live_";
export const SECRET_LENGTH = 32;
export const CHECKSUM_LENGTH = 6;
export const KEY_LENGTH = KEY_PREFIX.length + SECRET_LENGTH + CHECKSUM_LENGTH;

export const BASE62_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const base62Pattern = /^[0-9A-Za-z]+$/;

export function toBase62(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError("toBase62 takes a non-negative integer");
  let n = value;
  let out = "";
  do {
    out = BASE62_ALPHABET[n % 62] + out;
    n = Math.floor(n / 62);
  } while (n > 0);
  return out;
}

/** CRC32 of the secret in base62, left-padded with "0" to 6 characters (62^6 > 2^32, so it always fits). */
export function checksumOf(secret: string): string {
  return toBase62(crc32(secret)).padStart(CHECKSUM_LENGTH, "0");
}

export function generateSecret(): string {
  let secret = "";
  // randomInt is uniform (rejection sampling), so every character carries a full log2(62) bits.
  for (let i = 0; i < SECRET_LENGTH; i++) secret += BASE62_ALPHABET[randomInt(62)];
  return secret;
}

export function generateRawKey(): string {
  const secret = generateSecret();
  return `${KEY_PREFIX}${secret}${checksumOf(secret)}`;
}

export type KeyShapeProblem = "prefix" | "length" | "charset" | "checksum";

/** Checks prefix, length, alphabet and checksum; returns the first problem, or null when well formed. */
export function keyShapeProblem(raw: string): KeyShapeProblem | null {
  if (!raw.startsWith(KEY_PREFIX)) return "prefix";
  if (raw.length !== KEY_LENGTH) return "length";
  const body = raw.slice(KEY_PREFIX.length);
  if (!base62Pattern.test(body)) return "charset";
  const secret = body.slice(0, SECRET_LENGTH);
  const checksum = body.slice(SECRET_LENGTH);
  return checksumOf(secret) === checksum ? null : "checksum";
}

export function isWellFormedKey(raw: string): boolean {
  return keyShapeProblem(raw) === null;
}

/** What the console shows after creation: prefix, first 4 and last 4 characters of the rest. */
export function displayKey(raw: string): string {
  const body = raw.slice(KEY_PREFIX.length);
  return `${KEY_PREFIX}${body.slice(0, 4)}…${body.slice(-4)}`;
}
