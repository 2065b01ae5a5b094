import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";
import { Alert } from "@/components/ui/alert";
import { isWellFormedToken } from "@/lib/auth/mail-tokens";

export const metadata: Metadata = { title: "Confirm your email", referrer: "same-origin" };

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = (await searchParams).token;
  const usable = typeof token === "string" && isWellFormedToken(token);
  return (
    <AuthShell title="Confirm your email" subtitle="One click, then sign in with the password you chose.">
      {usable ? <VerifyEmailForm token={token} /> : <Alert tone="error">This confirmation link is incomplete. Ask for a new one on the sign-in page.</Alert>}
    </AuthShell>
  );
}
