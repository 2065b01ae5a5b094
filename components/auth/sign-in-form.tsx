"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { btnPrimary, input, label } from "@/components/ui/classes";
import { OAuthButtons } from "./oauth-buttons";

/**
 * Posts through next-auth's client, which fetches the CSRF token and sends it with the credentials. The
 * server's message (wrong password, throttled) comes back as `error` and is shown in the form.
 */
export function SignInForm({ returnTo, initialError, providers }: { returnTo: string; initialError: string | null; providers: { id: string; name: string }[] }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const result = await signIn("credentials", { email: String(form.get("email")), password: String(form.get("password")), redirect: false });
      if (!result || result.error) {
        setError(!result || result.error === "CredentialsSignin" ? "Wrong email or password." : result.error);
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
          <label htmlFor="email" className={label}>
            Email
          </label>
          <input id="email" name="email" type="email" autoComplete="email" required className={`${input} mt-1`} />
        </div>
        <div>
          <label htmlFor="password" className={label}>
            Password
          </label>
          <input id="password" name="password" type="password" autoComplete="current-password" required className={`${input} mt-1`} />
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <button type="submit" className={`${btnPrimary} w-full`} disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <OAuthButtons providers={providers} returnTo={returnTo} />
    </>
  );
}
