"use client";

import { useActionState } from "react";
import { resetPasswordAction, type ResetPasswordState } from "@/app/reset-password/actions";
import { Alert } from "@/components/ui/alert";
import { btnPrimary, hint, input, label } from "@/components/ui/classes";

/** A server action with useActionState: works without scripts; the token is a hidden field, never re-sent in a URL. */
export function ResetPasswordForm({ token, minLength }: { token: string; minLength: number }) {
  const [state, formAction, pending] = useActionState<ResetPasswordState, FormData>(resetPasswordAction, { error: null });
  return (
    <form action={formAction} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <div>
        <label htmlFor="password" className={label}>
          New password
        </label>
        <input id="password" name="password" type="password" autoComplete="new-password" required minLength={minLength} className={`${input} mt-1`} aria-describedby="password-hint" />
        <p id="password-hint" className={hint}>
          At least {minLength} characters, and not a commonly used password. Every console session of the account is signed out; API keys keep working.
        </p>
      </div>
      {state.error && !pending ? <Alert tone="error">{state.error}</Alert> : null}
      <button type="submit" className={`${btnPrimary} w-full`} disabled={pending}>
        {pending ? "Saving…" : "Set new password"}
      </button>
    </form>
  );
}
