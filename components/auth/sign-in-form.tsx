"use client";

import { useActionState } from "react";
import { signInAction, type SignInState } from "@/app/signin/actions";
import { Alert } from "@/components/ui/alert";
import { EmailField } from "./email-field";
import Link from "next/link";
import { btnPrimary, input, label, link } from "@/components/ui/classes";
import { OAuthButtons } from "./oauth-buttons";

/**
 * Posts to a server action: without scripts the browser sends a POST (never a GET that would put the password in
 * the address bar and in logs); with scripts React submits it in place. Errors (wrong pair, throttled) come back as
 * the action's state.
 */
export function SignInForm({ returnTo, initialError, notice, providers }: { returnTo: string; initialError: string | null; notice?: string | null; providers: { id: string; name: string }[] }) {
  const [state, formAction, pending] = useActionState<SignInState, FormData>(signInAction, { error: initialError, email: "" });
  return (
    <>
      <form action={formAction} className="space-y-4">
        <input type="hidden" name="returnTo" value={returnTo} />
        <EmailField defaultValue={state.email} />
        <div>
          <label htmlFor="password" className={label}>
            Password
          </label>
          <input id="password" name="password" type="password" autoComplete="current-password" required className={`${input} mt-1`} />
          <p className="mt-1 flex justify-between gap-2 text-xs">
            <Link className={link} href="/verify-email/resend">
              New confirmation link
            </Link>
            <Link className={link} href="/forgot-password">
              Forgot password?
            </Link>
          </p>
        </div>
        {notice && !state.error ? <Alert tone="success">{notice}</Alert> : null}
        {state.error && !pending ? (
          <Alert tone="error">
            {state.error}
            {state.offerReset ? (
              <>
                {" "}
                <Link className={link} href="/forgot-password">
                  Reset your password
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <button type="submit" className={`${btnPrimary} w-full`} disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <OAuthButtons providers={providers} returnTo={returnTo} />
    </>
  );
}
