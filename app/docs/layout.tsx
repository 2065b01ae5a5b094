import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { currentUser } from "@/lib/auth/session";

export default async function DocsLayout({ children }: { children: React.ReactNode }) {
  // Pages render per request anyway (the CSP nonce): the header can say who is signed in instead of "Sign in".
  const user = await currentUser();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader signedInAs={user?.email ?? null} />
      <div className="flex-1">{children}</div>
      <SiteFooter />
    </div>
  );
}
