import Link from "next/link";
import type { EmailLinkState } from "@/lib/auth/email-link-state";
import { link } from "@/components/ui/classes";
import { AuthShell } from "./auth-shell";
import { EmailLinkForm } from "./email-link-form";

/** A signed-out page that asks for a mailed link by email address (a password reset, a new confirmation link). */
export function EmailLinkPage(props: { title: string; subtitle: string; action: (previous: EmailLinkState, form: FormData) => Promise<EmailLinkState>; submitLabel: string }) {
  return (
    <AuthShell
      title={props.title}
      subtitle={props.subtitle}
      footer={
        <Link className={link} href="/signin">
          Back to sign in
        </Link>
      }
    >
      <EmailLinkForm action={props.action} submitLabel={props.submitLabel} />
    </AuthShell>
  );
}
