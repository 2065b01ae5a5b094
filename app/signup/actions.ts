"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { signUp } from "@/lib/auth/sign-up";
import { clientIp } from "@/lib/auth/client-ip";
import { safeReturnTo } from "@/lib/auth/return-to";
import { startConsoleSession } from "@/lib/auth/session-cookie";
import { actionResult } from "@/lib/console/action-result";

export interface SignUpState {
  error: string | null;
  /** Shown instead of signing in when the address already has an account (see signUp: the page does not say so). */
  notice?: string | null;
  email: string;
  name: string;
}

/**
 * Public by design (it creates the account); throttled per client address inside signUp. A server action, so
 * the form works without scripts and the password travels only in a POST body; success signs the new user in.
 */
export async function signUpAction(_previous: SignUpState, form: FormData): Promise<SignUpState> {
  const email = String(form.get("email") ?? "").trim();
  const name = String(form.get("name") ?? "");
  const returnTo = safeReturnTo(String(form.get("returnTo") ?? ""));
  const result = await actionResult(async () => ({ outcome: await signUp({ email, password: String(form.get("password") ?? ""), name }, clientIp(await headers())) }));
  if (!result.ok) return { error: result.error, email, name };
  if (!result.outcome.created) return { error: null, notice: result.outcome.message, email, name };
  await startConsoleSession(result.outcome.user);
  redirect(returnTo);
}
