import type { Metadata } from "next";
import { EmailLinkPage } from "@/components/auth/email-link-page";
import { resendConfirmationAction } from "../actions";

export const metadata: Metadata = { title: "New confirmation link" };

export default function ResendConfirmationPage() {
  return (
    <EmailLinkPage
      title="Get a new confirmation link"
      subtitle="A new account signs in once its email address is confirmed. Enter the address you signed up with and we will mail it a new link."
      action={resendConfirmationAction}
      submitLabel="Send confirmation link"
    />
  );
}
