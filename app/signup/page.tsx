import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthShell } from "@/components/auth/auth-shell";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { link } from "@/components/ui/classes";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-policy";
import { enabledOAuthProviders } from "@/lib/auth/providers";
import { safeReturnTo } from "@/lib/auth/return-to";
import { currentUser } from "@/lib/auth/session";
import { STARTER_CREDITS } from "@/lib/auth/starter-credits";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const returnTo = safeReturnTo((await searchParams).callbackUrl);
  if (await currentUser()) redirect(returnTo);
  return (
    <AuthShell
      title="Create your developer account"
      subtitle={`Free tier, ${STARTER_CREDITS} starter credits, unlimited sandbox calls.`}
      footer={
        <>
          Already have an account?{" "}
          <Link className={link} href="/signin">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm returnTo={returnTo} minPasswordLength={MIN_PASSWORD_LENGTH} providers={enabledOAuthProviders()} />
    </AuthShell>
  );
}
