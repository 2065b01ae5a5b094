"use client";

import { useActionState } from "react";
import { verifyEmailAction, type VerifyState } from "@/app/verify-email/actions";
import { Alert } from "@/components/ui/alert";
import { btnPrimary } from "@/components/ui/classes";

export function VerifyEmailForm({ token }: { token: string }) {
  const [state, formAction, pending] = useActionState<VerifyState, FormData>(verifyEmailAction, { error: null });
  return (
    <form action={formAction} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      {state.error && !pending ? <Alert tone="error">{state.error}</Alert> : null}
      <button type="submit" className={`${btnPrimary} w-full`} disabled={pending}>
        {pending ? "Confirming…" : "Confirm my email"}
      </button>
    </form>
  );
}
