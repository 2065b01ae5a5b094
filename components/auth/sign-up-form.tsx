"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { signUpAction } from "@/app/signup/actions";
import { Alert } from "@/components/ui/alert";
import { btnPrimary, hint, input, label } from "@/components/ui/classes";
import { OAuthButtons } from "./oauth-buttons";

export function SignUpForm({ returnTo, minPasswordLength, providers }: { returnTo: string; minPasswordLength: number; providers: { id: string; name: string }[] }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email"));
    const password = String(form.get("password"));
    setPending(true);
    setError(null);
    try {
      const created = await signUpAction({ email, password, name: String(form.get("name") ?? "") });
      if (!created.ok) {
        setError(created.error);
        return;
      }
      // The account exists now; signing in goes through the same checks as the sign-in page.
      const result = await signIn("credentials", { email, password, redirect: false });
      if (!result || result.error) {
        router.replace("/signin");
        return;
      }
      router.replace(returnTo);
      router.refresh();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <form onSubmit={onSubmit} className="space-y-4">
        <div>
          <label htmlFor="name" className={label}>
            Name <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input id="name" name="name" type="text" autoComplete="name" maxLength={100} className={`${input} mt-1`} />
        </div>
        <div>
          <label htmlFor="email" className={label}>
            Email
          </label>
          <input id="email" name="email" type="email" autoComplete="email" required className={`${input} mt-1`} />
        </div>
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
            At least {minPasswordLength} characters.
          </p>
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <button type="submit" className={`${btnPrimary} w-full`} disabled={pending}>
          {pending ? "Creating account…" : "Create account"}
        </button>
      </form>
      <OAuthButtons providers={providers} returnTo={returnTo} />
    </>
  );
}
