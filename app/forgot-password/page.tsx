import type { Metadata } from "next";
import { EmailLinkPage } from "@/components/auth/email-link-page";
import { forgotPasswordAction } from "./actions";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <EmailLinkPage
      title="Reset your password"
      subtitle="Enter the email of your account and we will mail you a link to choose a new password."
      action={forgotPasswordAction}
      submitLabel="Send reset link"
    />
  );
}
