"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { clientIp } from "@/lib/auth/client-ip";
import type { EmailLinkState } from "@/lib/auth/email-link-state";
import { requestConfirmationLink, verifyEmail } from "@/lib/auth/email-verification";
import { actionResult } from "@/lib/console/action-result";
import { getDb } from "@/lib/db/client";

export interface VerifyState {
  error: string | null;
}

/**
 * The link's page posts the token here (a GET would let mail scanners confirm addresses by prefetching). Confirming
 * does not sign in: the link is not a password, so the owner signs in with the one chosen at sign-up.
 */
export async function verifyEmailAction(_previous: VerifyState, form: FormData): Promise<VerifyState> {
  const result = await actionResult(async () => ({ userId: await verifyEmail(await getDb(), String(form.get("token") ?? "")) }));
  if (!result.ok) return { error: result.error };
  redirect("/signin?verified=1");
}

/** Public: the answer never says whether the address has an account, confirmed or not (see requestConfirmationLink). */
export async function resendConfirmationAction(_previous: EmailLinkState, form: FormData): Promise<EmailLinkState> {
  const email = String(form.get("email") ?? "").trim();
  const result = await actionResult(async () => {
    const { message } = await requestConfirmationLink(await getDb(), { email }, clientIp(await headers()));
    return { message };
  });
  return result.ok ? { error: null, done: result.message, email } : { error: result.error, done: null, email };
}
