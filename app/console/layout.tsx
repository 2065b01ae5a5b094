import { ConsoleShell } from "@/components/console/shell";
import { currentUser } from "@/lib/auth/session";

/**
 * Layouts render in parallel with their pages and are not re-run on client navigation, so they cannot guard
 * a page: every page (and every action) calls requireUser() itself, which also knows where to return after
 * sign-in. Signed out, this layout just renders the page, whose check redirects.
 */
export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  if (!user) return children;
  return <ConsoleShell user={user}>{children}</ConsoleShell>;
}
