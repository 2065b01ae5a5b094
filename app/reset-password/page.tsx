import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Alert } from "@/components/ui/alert";
import { link } from "@/components/ui/classes";
import { isWellFormedToken } from "@/lib/auth/mail-tokens";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-policy";

// The token is in this page's address: never send it to another site as a referrer ("no-referrer" would also
// make the browser send `Origin: null` with the form post, which Next.js refuses as a cross-site action).
export const metadata: Metadata = { title: "Choose a new password", referrer: "same-origin" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = (await searchParams).token;
  const usable = typeof token === "string" && isWellFormedToken(token);
  return (
    <AuthShell
      title="Choose a new password"
      footer={
        <Link className={link} href="/forgot-password">
          Ask for a new link
        </Link>
      }
    >
      {usable ? <ResetPasswordForm token={token} minLength={MIN_PASSWORD_LENGTH} /> : <Alert tone="error">This reset link is incomplete. Ask for a new one.</Alert>}
    </AuthShell>
  );
}
