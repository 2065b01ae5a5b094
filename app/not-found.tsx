import Link from "next/link";
import { SiteHeader } from "@/components/site-header";
import { btnPrimary } from "@/components/ui/classes";
import { currentUser } from "@/lib/auth/session";

export default async function NotFound() {
  const user = await currentUser();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader signedInAs={user?.email ?? null} />
      <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-start px-4 py-16 sm:px-6">
        <p className="text-sm font-semibold text-indigo-700">404</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900">Page not found</h1>
        <p className="mt-3 text-slate-600">There is nothing here, or you do not have access to it.</p>
        <Link className={`${btnPrimary} mt-6`} href={user ? "/console/keys" : "/"}>
          {user ? "Back to the console" : "Back to the home page"}
        </Link>
      </main>
    </div>
  );
}
