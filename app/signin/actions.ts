"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { authorizeCredentials, SignInRefused } from "@/lib/auth/options";
import { WRONG_CREDENTIALS_MESSAGE } from "@/lib/auth/sign-in-errors";
import { safeReturnTo, SIGN_IN_RETURN_TO } from "@/lib/auth/return-to";
import { startConsoleSession } from "@/lib/auth/session-cookie";

export interface SignInState {
  error: string | null;
  email: string;
  /** The account is backing off after wrong passwords: the form offers the reset link, the owner's way in now. */
  offerReset?: boolean;
}

/**
 * The sign-in form posts here (a server action, so it works without scripts and the password travels only in a
 * POST body). Refused pairs (one message for every reason) and throttling come back as the form's error; success starts the session and redirects.
 */
export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const returnTo = safeReturnTo(String(form.get("returnTo") ?? ""), SIGN_IN_RETURN_TO);
  let user: Awaited<ReturnType<typeof authorizeCredentials>>;
  try {
    user = await authorizeCredentials({ email, password }, await headers());
  } catch (err) {
    if (err instanceof SignInRefused) return { error: err.message, email, offerReset: err.offerReset };
    throw err;
  }
  if (!user) return { error: WRONG_CREDENTIALS_MESSAGE, email };
  await startConsoleSession({ id: user.id, email: user.email, name: user.name ?? null });
  redirect(returnTo);
}
