import "server-only";
import { hash, verify } from "@node-rs/argon2";

/**
 * Argon2id (memory-hard) via @node-rs/argon2, a maintained native binding shipped as prebuilt registry
 * packages. Parameters follow OWASP's argon2id recommendation (19 MiB, 2 iterations, 1 lane).
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
