import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { EmailLinkForm } from "@/components/auth/email-link-form";
import { link } from "@/components/ui/classes";
import { resendConfirmationAction } from "../actions";

export const metadata: Metadata = { title: "New confirmation link" };

export default function ResendConfirmationPage() {
  return (
    <AuthShell
      title="Get a new confirmation link"
      subtitle="A new account signs in once its email address is confirmed. Enter the address you signed up with and we will mail it a new link."
      footer={
        <Link className={link} href="/signin">
          Back to sign in
        </Link>
      }
    >
      <EmailLinkForm action={resendConfirmationAction} submitLabel="Send confirmation link" />
    </AuthShell>
  );
}
