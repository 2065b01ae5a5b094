import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { EmailLinkForm } from "@/components/auth/email-link-form";
import { link } from "@/components/ui/classes";
import { forgotPasswordAction } from "./actions";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <AuthShell
      title="Reset your password"
      subtitle="Enter the email of your account and we will mail you a link to choose a new password."
      footer={
        <Link className={link} href="/signin">
          Back to sign in
        </Link>
      }
    >
      <EmailLinkForm action={forgotPasswordAction} submitLabel="Send reset link" />
    </AuthShell>
  );
}
