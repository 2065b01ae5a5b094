import Link from "next/link";
import { Brand } from "./brand";
import { btnPrimary, btnSmall, focusRing } from "./ui/classes";

const navLink = `rounded-md px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`;

/**
 * Header of the public pages (home, docs, sign-in). A page that knows who is signed in (home, docs, the 404 page)
 * passes `signedInAs` and gets no sign-in or sign-up links.
 */
export function SiteHeader({ signedInAs = null }: { signedInAs?: string | null }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Brand />
        <nav aria-label="Site" className="flex flex-wrap items-center gap-1">
          <Link className={navLink} href="/docs/api">
            API reference
          </Link>
          <Link className={`${navLink} hidden sm:inline-flex`} href="/docs/errors">
            Errors
          </Link>
          <Link className={navLink} href="/console">
            Console
          </Link>
          {signedInAs ? (
            <span className="px-2 text-sm text-slate-600">{signedInAs}</span>
          ) : (
            <>
              <Link className={navLink} href="/signin">
                Sign in
              </Link>
              <Link className={`${btnPrimary} ${btnSmall}`} href="/signup">
                Sign up
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
