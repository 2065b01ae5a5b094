import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { sendMail, smtpConfigured } from "@/lib/email/transport";
import { publicUrl } from "@/lib/email/public-url";
import { ApiError } from "@/lib/http/problem";
import { log } from "@/lib/log";
import { consumeRateLimit } from "@/lib/pipeline/steps/rate-limit";
import { consumeToken, issueToken } from "./mail-tokens";

export const VERIFICATION_MAILS_PER_MINUTE = 3;

/** REQUIRE_EMAIL_VERIFICATION=1/0 decides; unset, verification is required when SMTP is configured. */
export function verificationRequired(): boolean {
  const e = env();
  return e.REQUIRE_EMAIL_VERIFICATION ? e.REQUIRE_EMAIL_VERIFICATION === "1" : smtpConfigured(e);
}

/** True when the account must still confirm its address (and so may create sandbox keys only). */
export function needsVerification(user: { emailVerifiedAt: Date | null }): boolean {
  return user.emailVerifiedAt === null && verificationRequired();
}

/** For key creation and rotation: live keys wait for a confirmed address. */
export function assertMayUseLiveKeys(user: { emailVerifiedAt: Date | null }): void {
  if (needsVerification(user)) {
    throw new ApiError("insufficient_scope", "Confirm your email address before creating live keys (we sent you a link); sandbox keys work now.");
  }
}

/** Mails a verification link (valid 48 hours; a new one replaces the old). */
export async function sendVerificationMail(db: Db, user: { id: string; email: string }): Promise<void> {
  const token = await issueToken(db, user.id, "email_verification");
  await sendMail({
    to: user.email,
    subject: "Confirm your email for Legal AI Service",
    text: [
      "Welcome to Legal AI Service. Confirm this address to create live API keys:",
      publicUrl(`/verify-email?token=${token}`),
      "",
      `Sign in with the password you chose: ${publicUrl("/signin")}`,
      "",
      "The confirmation link works once, for 48 hours. If you did not sign up, ignore this message.",
    ].join("\n"),
  });
}

/**
 * At sign-up, the new account's mail: a confirmation link (when verification is required or SMTP is configured, so
 * confirming is possible) and where to sign in, or, with neither, where to sign in only. Always sent: the sign-up page
 * says the same "we have sent a message" for a new address as for one that has an account (whose owner is mailed),
 * so the page does not tell a stranger which addresses are customers'. Sent after the answer, so a slow mail server
 * never delays it.
 */
export function sendWelcomeAfterSignUp(db: Db, user: { id: string; email: string }): void {
  const mail =
    verificationRequired() || smtpConfigured()
      ? sendVerificationMail(db, user)
      : sendMail({
          to: user.email,
          subject: "Your Legal AI Service account is ready",
          text: [`Welcome to Legal AI Service. Sign in with the password you chose: ${publicUrl("/signin")}`, "", "If you did not sign up, ignore this message."].join("\n"),
        });
  void mail.catch((err) => log.error("sign-up mail failed", { user_id: user.id, err: String(err) }));
}

/** "Resend" in the console banner, throttled per account (per clock minute: `now` places the request in one). */
export async function resendVerification(
  db: Db,
  user: { id: string; email: string; emailVerifiedAt: Date | null },
  now = new Date(),
): Promise<string> {
  if (user.emailVerifiedAt) return "Your email address is already confirmed.";
  const limit = await consumeRateLimit(db, `verify-mail:${user.id}`, VERIFICATION_MAILS_PER_MINUTE, now);
  if (!limit.allowed) throw new ApiError("rate_limited", `Too many verification mails; try again in ${limit.resetSeconds} seconds.`);
  await sendVerificationMail(db, user);
  return `We sent a new link to ${user.email}.`;
}

/** Consumes the token and marks the address confirmed, in one transaction. The user id, or an error. */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<string> {
  const userId = await db.transaction(async (tx) => {
    const id = await consumeToken(tx, token, "email_verification", now);
    if (id) await tx.update(users).set({ emailVerifiedAt: now }).where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    return id;
  });
  if (!userId) throw new ApiError("invalid_request", "This confirmation link is invalid, already used or expired. Sign in and ask for a new one.");
  return userId;
}
