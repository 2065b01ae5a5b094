import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { AuthShell } from "@/components/auth/auth-shell";
import { link } from "@/components/ui/classes";
import { enabledOAuthProviders } from "@/lib/auth/providers";
import { safeReturnTo, SIGN_IN_RETURN_TO } from "@/lib/auth/return-to";
import { currentUser } from "@/lib/auth/session";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";

export const metadata: Metadata = { title: "Sign in" };

/** The line shown after a step that sends the owner here: a password reset, a confirmed address. */
function signInNotice(params: Record<string, string | string[] | undefined>): string | null {
  if (params.reset === "1") return "Your password was changed and every console session signed out. Sign in with the new password.";
  if (params.verified === "1") return "Your email address is confirmed. Sign in with the password you chose.";
  return null;
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const returnTo = safeReturnTo(params.callbackUrl, SIGN_IN_RETURN_TO);
  if (await currentUser()) redirect(returnTo);
  const error = signInErrorMessage(typeof params.error === "string" ? params.error : null);
  return (
    <AuthShell
      title="Sign in to the console"
      footer={
        <>
          New here?{" "}
          <Link className={link} href={`/signup${returnTo !== SIGN_IN_RETURN_TO ? `?callbackUrl=${encodeURIComponent(returnTo)}` : ""}`}>
            Create an account
          </Link>
        </>
      }
    >
      <SignInForm returnTo={returnTo} initialError={error} notice={signInNotice(params)} providers={enabledOAuthProviders()} />
    </AuthShell>
  );
}
