import "server-only";
import { z } from "zod";
import { getDb, type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/problem";
import { consumeRateLimit } from "@/lib/pipeline/steps/rate-limit";
import { sendMail } from "@/lib/email/transport";
import { publicUrl } from "@/lib/email/public-url";
import { log } from "@/lib/log";
import { createUser, findUserByEmail, normaliseEmail } from "@/lib/users/store";
import { parseOrThrow } from "@/lib/console/parse";
import { newPasswordSchema, passwordNotEmail } from "./password-policy";
import { STARTER_CREDITS } from "./starter-credits";
import { needsVerification, sendWelcomeAfterSignUp } from "./email-verification";

export const signUpInput = z
  .object({
    email: z.email("enter a valid email address").max(320),
    password: newPasswordSchema,
    name: z.string().trim().max(100).optional(),
  })
  .superRefine(passwordNotEmail);
export type SignUpInput = z.input<typeof signUpInput>;

export type SignUpResult = { created: true; user: { id: string; email: string; name: string | null }; message: string } | { created: false; message: string };

/**
 * What sign-up answers, for a new address (whose new owner is mailed the confirmation link) and for one that already
 * has an account (whose owner is mailed how to get in) alike, so the page does not say which it was.
 */
export const SIGN_UP_CHECK_EMAIL_MESSAGE = "We have sent a message to that address. Follow it to continue.";

/** Mails to the owner of an existing address about sign-up attempts, per address and minute; the excess is dropped. */
export const EXISTING_ACCOUNT_MAILS_PER_MINUTE = 2;

/**
 * Creates a free-tier account with the starter credits, granted in the ledger in the same transaction, and mails its
 * owner the confirmation link without which it cannot sign in. For an address that already has an account, the owner
 * is mailed instead (how to sign in or reset the password). The form answers both alike, with the same message and no
 * session, and signing in with the password just chosen is refused in both cases until the link is followed (a new
 * account that could sign in at once, where an existing one could not, told a stranger which addresses were
 * customers'). Both paths hash the password first, so they take about the same time.
 */
export async function signUp(raw: SignUpInput, ip: string): Promise<SignUpResult> {
  const input = parseOrThrow(signUpInput, raw);
  const db = await getDb();
  const limit = await consumeRateLimit(db, `signup:${ip}`, env().SIGNUPS_PER_MINUTE);
  if (!limit.allowed) throw new ApiError("rate_limited", `Too many new accounts from your network; try again in ${limit.resetSeconds} seconds.`);
  try {
    const user = await createUser(db, { email: input.email, password: input.password, name: input.name || null, credits: STARTER_CREDITS, emailVerified: false });
    sendWelcomeAfterSignUp(db, user);
    return { created: true, user: { id: user.id, email: user.email, name: user.name }, message: SIGN_UP_CHECK_EMAIL_MESSAGE };
  } catch (err) {
    if (!(err instanceof ApiError && err.code === "already_exists")) throw err;
    const email = normaliseEmail(input.email);
    const mails = await consumeRateLimit(db, `signup-exists:${email}`, EXISTING_ACCOUNT_MAILS_PER_MINUTE);
    if (mails.allowed) void mailExistingOwner(db, email).catch((mailErr) => log.error("existing-account mail failed", { err: String(mailErr) }));
    return { created: false, message: SIGN_UP_CHECK_EMAIL_MESSAGE };
  }
}

/**
 * The owner of an address that already has an account: how to get in. An account that was never confirmed is told to
 * choose a password through a reset (which confirms the address), not to confirm the earlier sign-up: whoever made
 * that one chose its password, and it need not have been the owner.
 */
async function mailExistingOwner(db: Db, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  const unconfirmed = user ? needsVerification(user) : false;
  await sendMail({
    to: email,
    subject: "Someone tried to sign up with your Legal AI Service address",
    text: [
      "Someone (perhaps you) tried to create a new Legal AI Service account with this email address, which already has an account.",
      "No new account was created, and nothing about your account changed.",
      "",
      ...(unconfirmed
        ? ["That account's address was never confirmed, so it cannot sign in yet.", `To use it, choose a password here (this also confirms the address): ${publicUrl("/forgot-password")}`]
        : [`To sign in: ${publicUrl("/signin")}`, `If you forgot your password, choose a new one here: ${publicUrl("/forgot-password")}`]),
      "",
      "If it was not you, you can ignore this message.",
    ].join("\n"),
  });
}
