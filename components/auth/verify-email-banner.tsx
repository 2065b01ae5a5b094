"use client";

import { useActionState } from "react";
import { resendVerificationAction, type ResendState } from "@/app/verify-email/actions";
import { btnSecondary, btnSmall } from "@/components/ui/classes";

/** Shown in the console until the address is confirmed; "Resend" posts a server action (works without scripts). */
export function VerifyEmailBanner({ email }: { email: string }) {
  const [state, formAction, pending] = useActionState<ResendState, FormData>(resendVerificationAction, { error: null, done: null });
  return (
    <div role="status" className="border-b border-indigo-200 bg-indigo-50">
      <form action={formAction} className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2 text-sm text-indigo-950 sm:px-6">
        <p>
          <strong className="font-semibold">Confirm your email:</strong> we sent a link to {email}. Until then you can create sandbox keys only.
        </p>
        <button type="submit" className={`${btnSecondary} ${btnSmall}`} disabled={pending}>
          {pending ? "Sending…" : "Resend link"}
        </button>
        {state.done ? <span>{state.done}</span> : null}
        {state.error ? <span className="text-red-800">{state.error}</span> : null}
      </form>
    </div>
  );
}
