"use server";

import { headers } from "next/headers";
import { clientIp } from "@/lib/auth/client-ip";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { actionResult } from "@/lib/console/action-result";
import { getDb } from "@/lib/db/client";

export interface ForgotPasswordState {
  error: string | null;
  done: string | null;
  email: string;
}

/** Public: the answer never says whether the address has an account (see requestPasswordReset). */
export async function forgotPasswordAction(_previous: ForgotPasswordState, form: FormData): Promise<ForgotPasswordState> {
  const email = String(form.get("email") ?? "").trim();
  const result = await actionResult(async () => ({ message: await requestPasswordReset(await getDb(), { email }, clientIp(await headers())) }));
  return result.ok ? { error: null, done: result.message, email } : { error: result.error, done: null, email };
}
