"use server";

import { headers } from "next/headers";
import { clientIp } from "@/lib/auth/client-ip";
import type { EmailLinkState } from "@/lib/auth/email-link-state";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { actionResult } from "@/lib/console/action-result";
import { getDb } from "@/lib/db/client";

/** Public: the answer never says whether the address has an account (see requestPasswordReset). */
export async function forgotPasswordAction(_previous: EmailLinkState, form: FormData): Promise<EmailLinkState> {
  const email = String(form.get("email") ?? "").trim();
  const result = await actionResult(async () => ({ message: await requestPasswordReset(await getDb(), { email }, clientIp(await headers())) }));
  return result.ok ? { error: null, done: result.message, email } : { error: result.error, done: null, email };
}
