"use client";

import { useActionState } from "react";
import { signUpAction, type SignUpState } from "@/app/signup/actions";
import { Alert } from "@/components/ui/alert";
import { EmailField } from "./email-field";
import Link from "next/link";
import { btnPrimary, hint, input, label, link } from "@/components/ui/classes";
import { OAuthButtons } from "./oauth-buttons";

/** Posts to a server action, so it works without scripts and the password never lands in a URL (see SignInForm). */
export function SignUpForm({ returnTo, minPasswordLength, providers }: { returnTo: string; minPasswordLength: number; providers: { id: string; name: string }[] }) {
  const [state, formAction, pending] = useActionState<SignUpState, FormData>(signUpAction, { error: null, email: "", name: "" });

  return (
    <>
      <form action={formAction} className="space-y-4">
        <input type="hidden" name="returnTo" value={returnTo} />
        <div>
          <label htmlFor="name" className={label}>
            Name <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input id="name" name="name" type="text" autoComplete="name" maxLength={100} defaultValue={state.name} className={`${input} mt-1`} />
        </div>
        <EmailField defaultValue={state.email} />
        <div>
          <label htmlFor="password" className={label}>
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minPasswordLength}
            aria-describedby="password-hint"
            className={`${input} mt-1`}
          />
          <p id="password-hint" className={hint}>
            At least {minPasswordLength} characters, and not a commonly used password.
          </p>
        </div>
        {state.error && !pending ? <Alert tone="error">{state.error}</Alert> : null}
        {state.notice && !pending ? (
          <>
            <Alert tone="info">{state.notice}</Alert>
            <p className="text-sm">
              <Link className={link} href={`/signin?callbackUrl=${encodeURIComponent(returnTo)}`}>
                Sign in to continue
              </Link>
            </p>
          </>
        ) : null}
        <button type="submit" className={`${btnPrimary} w-full`} disabled={pending}>
          {pending ? "Creating account…" : "Create account"}
        </button>
      </form>
      <OAuthButtons providers={providers} returnTo={returnTo} />
    </>
  );
}
