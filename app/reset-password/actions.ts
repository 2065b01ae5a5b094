"use server";

import { redirect } from "next/navigation";
import { resetPassword } from "@/lib/auth/password-reset";
import { actionResult } from "@/lib/console/action-result";
import { getDb } from "@/lib/db/client";

export interface ResetPasswordState {
  error: string | null;
}

/** The token travels in the POST body (a hidden field), the new password too; success goes to sign-in. */
export async function resetPasswordAction(_previous: ResetPasswordState, form: FormData): Promise<ResetPasswordState> {
  const result = await actionResult(async () =>
    resetPassword(await getDb(), { token: String(form.get("token") ?? ""), password: String(form.get("password") ?? "") }),
  );
  if (!result.ok) return { error: result.error };
  redirect("/signin?reset=1");
}
