"use client";

import { useActionState } from "react";
import type { EmailLinkState } from "@/lib/auth/email-link-state";
import { Alert } from "@/components/ui/alert";
import { EmailField } from "./email-field";
import { btnPrimary } from "@/components/ui/classes";

/**
 * Asks for a mailed link (a password reset, a new confirmation link) by email address. A server action with
 * useActionState: works without scripts, like the sign-in form.
 */
export function EmailLinkForm({ action, submitLabel }: { action: (previous: EmailLinkState, form: FormData) => Promise<EmailLinkState>; submitLabel: string }) {
  const [state, formAction, pending] = useActionState<EmailLinkState, FormData>(action, { error: null, done: null, email: "" });
  return (
    <form action={formAction} className="space-y-4">
      <EmailField defaultValue={state.email} />
      {state.error && !pending ? <Alert tone="error">{state.error}</Alert> : null}
      {state.done && !pending ? <Alert tone="success">{state.done}</Alert> : null}
      <button type="submit" className={`${btnPrimary} w-full`} disabled={pending}>
        {pending ? "Sending…" : submitLabel}
      </button>
    </form>
  );
}
