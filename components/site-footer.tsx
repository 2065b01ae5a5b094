import Link from "next/link";
import { link } from "./ui/classes";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-6 text-sm text-slate-500 sm:px-6">
        <span>Legal AI Service · /v1</span>
        <Link className={link} href="/docs/api">
          API reference
        </Link>
        <Link className={link} href="/docs/errors">
          Error codes
        </Link>
        <a className={link} href="/v1/openapi.json">
          OpenAPI 3.1
        </a>
        {/* An API route, not a page: a full navigation is what we want. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a className={link} href="/v1/status">
          Status
        </a>
      </div>
    </footer>
  );
}
