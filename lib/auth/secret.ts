import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

const holder = globalThis as unknown as { __authSecret?: string };

/**
 * The session-signing secret: NEXTAUTH_SECRET when set, otherwise one generated on first start and kept in
 * `${DATA_DIR}/auth-secret` (0600), so `npm start` works with no configuration and sessions survive restarts.
 * Several instances must share NEXTAUTH_SECRET instead: each would otherwise sign with its own file.
 */
export function authSecret(): string {
  if (holder.__authSecret) return holder.__authSecret;
  const { NEXTAUTH_SECRET, DATA_DIR } = env();
  holder.__authSecret = NEXTAUTH_SECRET ?? (DATA_DIR === "memory://" ? newSecret() : persistedSecret(DATA_DIR));
  return holder.__authSecret;
}

function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Reads the stored secret, or creates it; `wx` makes two processes starting together agree on one file. */
export function persistedSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "auth-secret");
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = newSecret();
  try {
    fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const winner = readSecret(file);
    if (!winner) throw new Error(`${file} exists but is empty; delete it to generate a new session secret`);
    return winner;
  }
}

function readSecret(file: string): string | undefined {
  try {
    const text = fs.readFileSync(file, "utf8").trim();
    return text.length > 0 ? text : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}
