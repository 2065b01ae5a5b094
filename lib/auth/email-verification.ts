import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { sendMail } from "@/lib/email/transport";
import { publicUrl } from "@/lib/email/public-url";
import { ApiError } from "@/lib/http/problem";
import { log } from "@/lib/log";
import { parseOrThrow } from "@/lib/console/parse";
import { consumeRateLimit } from "@/lib/pipeline/steps/rate-limit";
import { findUserByEmail, normaliseEmail } from "@/lib/users/store";
import { consumeToken, issueToken } from "./mail-tokens";
import { loginSucceeded } from "./login-throttle";

/** Requests for a new confirmation link per client address (refused beyond) and per email (dropped beyond), per minute. */
export const CONFIRMATION_REQUESTS_PER_IP = 10;
export const CONFIRMATION_MAILS_PER_EMAIL = 3;

export const CONFIRMATION_REQUESTED_MESSAGE =
  "If that address has an account waiting for confirmation, we have sent it a new link. The link works once, for 48 hours.";

/**
 * True while a credentials sign-up has not confirmed its address. Such an account cannot sign in (see
 * authorizeCredentials), so a signed-in user is confirmed unless the session predates this rule; live keys stay
 * refused to such a session all the same.
 */
export function needsVerification(user: { emailVerifiedAt: Date | null }): boolean {
  return user.emailVerifiedAt === null;
}

/** For key creation and rotation: live keys wait for a confirmed address. */
export function assertMayUseLiveKeys(user: { emailVerifiedAt: Date | null }): void {
  if (needsVerification(user)) {
    throw new ApiError("insufficient_scope", "Confirm your email address before creating live keys (we sent you a link); sandbox keys work now.");
  }
}

/** Mails a confirmation link (valid 48 hours; a new one replaces the old). */
export async function sendVerificationMail(db: Db, user: { id: string; email: string }): Promise<void> {
  const token = await issueToken(db, user.id, "email_verification");
  await sendMail({
    to: user.email,
    subject: "Confirm your email for Legal AI Service",
    text: [
      "Welcome to Legal AI Service. Confirm this address to finish creating your account:",
      publicUrl(`/verify-email?token=${token}`),
      "",
      `Then sign in with the password you chose: ${publicUrl("/signin")}`,
      "",
      `The confirmation link works once, for 48 hours; a new one: ${publicUrl("/verify-email/resend")}`,
      "If you did not sign up, ignore this message: the account stays unusable.",
    ].join("\n"),
  });
}

/**
 * At sign-up, the new account's mail: the confirmation link, without which it cannot sign in. Always sent (to the
 * log without SMTP), and after the answer, so a slow mail server never delays it: the sign-up page says the same
 * "we have sent a message" for a new address as for one that has an account (whose owner is mailed).
 */
export function sendWelcomeAfterSignUp(db: Db, user: { id: string; email: string }): void {
  void sendVerificationMail(db, user).catch((err) => log.error("sign-up mail failed", { user_id: user.id, err: String(err) }));
}

const resendInput = z.object({ email: z.email("enter a valid email address").max(320) });

/**
 * "Send me a new confirmation link", from the sign-in page, signed out. The answer is the same whether the address
 * is unknown, waiting for confirmation or already confirmed, and the lookup and the mail happen after it, so neither
 * the words nor the time taken tell a stranger which addresses have accounts. Throttled per client address (refused,
 * with a message that says nothing about the account) and per email (the excess is dropped, so nobody can flood a
 * mailbox). `mailed` resolves once the background work is done (for tests).
 */
export async function requestConfirmationLink(
  db: Db,
  raw: { email: string },
  ip: string,
  now = new Date(),
): Promise<{ message: string; mailed: Promise<boolean> }> {
  const { email } = parseOrThrow(resendInput, raw);
  const byIp = await consumeRateLimit(db, `verify-ip:${ip}`, CONFIRMATION_REQUESTS_PER_IP, now);
  if (!byIp.allowed) throw new ApiError("rate_limited", `Too many requests from your network; try again in ${byIp.resetSeconds} seconds.`);
  const address = normaliseEmail(email);
  const mailed = (async () => {
    const byEmail = await consumeRateLimit(db, `verify-email:${address}`, CONFIRMATION_MAILS_PER_EMAIL, now);
    if (!byEmail.allowed) return false;
    const user = await findUserByEmail(db, address);
    if (!user || !needsVerification(user)) return false;
    await sendVerificationMail(db, user);
    return true;
  })().catch((err: unknown) => {
    log.error("confirmation link request failed", { err: String(err) });
    return false;
  });
  return { message: CONFIRMATION_REQUESTED_MESSAGE, mailed };
}

/**
 * Consumes the token and marks the address confirmed, in one transaction; the account's sign-in back-off is cleared
 * too (the link reached the owner, as a reset's does). The user id, or an error.
 */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<string> {
  const confirmed = await db.transaction(async (tx) => {
    const id = await consumeToken(tx, token, "email_verification", now);
    if (!id) return null;
    await tx.update(users).set({ emailVerifiedAt: now }).where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
    return row ? { id, email: row.email } : null;
  });
  if (!confirmed) throw new ApiError("invalid_request", "This confirmation link is invalid, already used or expired. Ask for a new one on the sign-in page.");
  await loginSucceeded(db, confirmed.email);
  return confirmed.id;
}

/**
 * A provider that vouches for the address (GitHub, Google) signs in to the account with that email. If that account
 * is a credentials sign-up that was never confirmed, its password was chosen by someone who never proved the address
 * was theirs (perhaps to wait for the owner to adopt the account): the address counts as confirmed now and that
 * password is dropped (the owner can set one through a reset).
 */
export async function adoptUnconfirmedAccount(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const adopted = await db
    .update(users)
    .set({ emailVerifiedAt: now, passwordHash: null })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (adopted.length > 0) log.info("console: unconfirmed account adopted by a provider's sign-in; its password was dropped", { user_id: userId });
  return adopted.length > 0;
}
