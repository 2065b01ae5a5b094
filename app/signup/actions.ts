"use server";

import { headers } from "next/headers";
import { signUp } from "@/lib/auth/sign-up";
import { clientIp } from "@/lib/auth/client-ip";
import { actionResult } from "@/lib/console/action-result";

export interface SignUpState {
  error: string | null;
  /** What the page says after a sign-up, whether the address was new or already had an account (see signUp). */
  notice?: string | null;
  email: string;
  name: string;
}

/**
 * Public by design (it creates the account); throttled per client address inside signUp. A server action, so
 * the form works without scripts and the password travels only in a POST body. A new account is not signed in: the
 * page answers as it does for an address that already has one (a message was sent), and the new owner signs in with
 * the password just chosen, so the answer does not tell a stranger whether the address was a customer's.
 */
export async function signUpAction(_previous: SignUpState, form: FormData): Promise<SignUpState> {
  const email = String(form.get("email") ?? "").trim();
  const name = String(form.get("name") ?? "");
  const result = await actionResult(async () => ({ outcome: await signUp({ email, password: String(form.get("password") ?? ""), name }, clientIp(await headers())) }));
  if (!result.ok) return { error: result.error, email, name };
  return { error: null, notice: result.outcome.message, email, name };
}
