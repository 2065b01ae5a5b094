"use server";

import { redirect } from "next/navigation";
import { resendVerification, verifyEmail } from "@/lib/auth/email-verification";
import { requireUser } from "@/lib/auth/session";
import { actionResult } from "@/lib/console/action-result";
import { getDb } from "@/lib/db/client";

export interface VerifyState {
  error: string | null;
}

/** The link's page posts the token here (a GET would let mail scanners confirm addresses by prefetching). */
export async function verifyEmailAction(_previous: VerifyState, form: FormData): Promise<VerifyState> {
  const result = await actionResult(async () => ({ userId: await verifyEmail(await getDb(), String(form.get("token") ?? "")) }));
  if (!result.ok) return { error: result.error };
  redirect("/console/keys?verified=1");
}

export interface ResendState {
  error: string | null;
  done: string | null;
}

export async function resendVerificationAction(_previous: ResendState, _form: FormData): Promise<ResendState> {
  const result = await actionResult(async () => {
    const user = await requireUser("/console/keys");
    return { message: await resendVerification(await getDb(), user) };
  });
  return result.ok ? { error: null, done: result.message } : { error: result.error, done: null };
}
