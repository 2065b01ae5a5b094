import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/problem";
import { consumeRateLimit } from "@/lib/pipeline/steps/rate-limit";
import { createUser } from "@/lib/users/store";
import { parseOrThrow } from "@/lib/console/parse";
import { newPasswordSchema, passwordNotEmail } from "./password-policy";
import { STARTER_CREDITS } from "./starter-credits";
import { sendVerificationAfterSignUp } from "./email-verification";

export const signUpInput = z
  .object({
    email: z.email("enter a valid email address").max(320),
    password: newPasswordSchema,
    name: z.string().trim().max(100).optional(),
  })
  .superRefine(passwordNotEmail);
export type SignUpInput = z.input<typeof signUpInput>;

/** Creates a free-tier account with the starter credits, granted in the ledger in the same transaction. */
export async function signUp(raw: SignUpInput, ip: string): Promise<{ id: string; email: string; name: string | null }> {
  const input = parseOrThrow(signUpInput, raw);
  const db = await getDb();
  const limit = await consumeRateLimit(db, `signup:${ip}`, env().SIGNUPS_PER_MINUTE);
  if (!limit.allowed) throw new ApiError("rate_limited", `Too many new accounts from your network; try again in ${limit.resetSeconds} seconds.`);
  try {
    const user = await createUser(db, { email: input.email, password: input.password, name: input.name || null, credits: STARTER_CREDITS, emailVerified: false });
    sendVerificationAfterSignUp(db, user);
    return { id: user.id, email: user.email, name: user.name };
  } catch (err) {
    if (err instanceof ApiError && err.code === "already_exists") {
      throw new ApiError("already_exists", "An account with this email already exists. Sign in instead.");
    }
    throw err;
  }
}
