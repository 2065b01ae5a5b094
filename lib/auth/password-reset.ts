import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { sendMail } from "@/lib/email/transport";
import { publicUrl } from "@/lib/email/public-url";
import { ApiError } from "@/lib/http/problem";
import { log } from "@/lib/log";
import { consumeRateLimit } from "@/lib/pipeline/steps/rate-limit";
import { parseOrThrow } from "@/lib/console/parse";
import { findUserByEmail, normaliseEmail } from "@/lib/users/store";
import { consumeToken, issueToken } from "./mail-tokens";
import { hashPassword } from "./password";
import { newPasswordSchema } from "./password-policy";
import { loginSucceeded } from "./login-throttle";

/** Per client address and per email, per minute (the shared limiter's fixed windows). */
export const RESET_REQUESTS_PER_IP = 10;
export const RESET_REQUESTS_PER_EMAIL = 3;

export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that address, we have sent it a link to choose a new password. The link works once, for 30 minutes.";

const requestInput = z.object({ email: z.email("enter a valid email address").max(320) });

/**
 * Mails a reset link if the account exists. The answer is the same either way, and the mail is sent after the
 * answer (not awaited), so neither the words nor the timing say whether the address has an account. Requests
 * are throttled per address (refused with a message that says nothing about the account) and per email (the
 * excess is dropped silently, so nobody can flood a mailbox).
 */
export async function requestPasswordReset(db: Db, raw: { email: string }, ip: string, now = new Date()): Promise<string> {
  const { email } = parseOrThrow(requestInput, raw);
  const byIp = await consumeRateLimit(db, `pwreset-ip:${ip}`, RESET_REQUESTS_PER_IP, now);
  if (!byIp.allowed) throw new ApiError("rate_limited", `Too many reset requests from your network; try again in ${byIp.resetSeconds} seconds.`);
  const address = normaliseEmail(email);
  const byEmail = await consumeRateLimit(db, `pwreset-email:${address}`, RESET_REQUESTS_PER_EMAIL, now);
  if (!byEmail.allowed) return RESET_REQUESTED_MESSAGE;
  const user = await findUserByEmail(db, address);
  if (!user) return RESET_REQUESTED_MESSAGE;
  const token = await issueToken(db, user.id, "password_reset", now);
  void sendMail({
    to: user.email,
    subject: "Reset your Legal AI Service password",
    text: [
      "Someone (we hope you) asked to reset the password of this Legal AI Service account.",
      "",
      `Choose a new password here (the link works once, for 30 minutes):`,
      publicUrl(`/reset-password?token=${token}`),
      "",
      "Resetting signs out every console session of the account; API keys keep working.",
      "If you did not ask for this, ignore this message: your password stays as it is.",
    ].join("\n"),
  }).catch((err) => log.error("password reset mail failed", { user_id: user.id, err: String(err) }));
  return RESET_REQUESTED_MESSAGE;
}

const resetInput = z.object({
  token: z.string().min(1, "the link is incomplete"),
  password: newPasswordSchema,
});

/**
 * Sets the new password if the token is valid and unused, in one transaction with: the token consumed, the
 * account's console sessions revoked (`sessions_valid_after`, checked by `currentUser`) and the address counted
 * as verified (the link reached it). API keys are untouched.
 */
export async function resetPassword(db: Db, raw: { token: string; password: string }, now = new Date()): Promise<{ email: string }> {
  const input = parseOrThrow(resetInput, raw);
  const passwordHash = await hashPassword(input.password);
  const email = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, input.token, "password_reset", now);
    if (!userId) return null;
    const [row] = await tx
      .update(users)
      .set({ passwordHash, sessionsValidAfter: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    return row?.email ?? null;
  });
  if (!email) throw new ApiError("invalid_request", "This reset link is invalid, already used or expired. Ask for a new one.");
  await loginSucceeded(db, email);
  return { email };
}
