import Link from "next/link";
import { Brand } from "@/components/brand";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { link } from "@/components/ui/classes";
import { formatNumber } from "@/lib/console/format";
import { isLowOnCredits } from "@/lib/console/low-credit";
import { NavLinks, type NavItem } from "./nav-links";

export interface ShellUser {
  email: string;
  staff: boolean;
  creditsBalance: number;
  lowCreditThreshold: number | null;
}

/** The frame of every signed-in page: navigation, account, and the low-credit notice when it applies. */
export function ConsoleShell({ user, children }: { user: ShellUser; children: React.ReactNode }) {
  const items: NavItem[] = [
    { href: "/console", label: "Overview", exact: true },
    { href: "/console/keys", label: "API keys" },
    { href: "/console/usage", label: "Usage" },
    { href: "/console/explorer", label: "Explorer" },
    { href: "/console/alerts", label: "Alerts" },
    { href: "/docs/api", label: "Docs" },
  ];
  if (user.staff) items.push({ href: "/staff", label: "Staff" });
  const low = isLowOnCredits(user);
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pt-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6 sm:py-3">
          <div className="flex items-center justify-between gap-4">
            <Brand href="/console" />
            <div className="flex items-center gap-2 sm:hidden">
              <SignOutButton />
            </div>
          </div>
          <nav aria-label="Console" className="min-w-0 flex-1">
            <NavLinks items={items} />
          </nav>
          <div className="hidden items-center gap-3 sm:flex">
            <span className="max-w-[16rem] truncate text-sm text-slate-600" title={user.email}>
              {user.email}
            </span>
            <SignOutButton />
          </div>
        </div>
      </header>
      {low ? (
        <div role="status" className="border-b border-amber-200 bg-amber-50">
          <p className="mx-auto max-w-6xl px-4 py-2 text-sm text-amber-900 sm:px-6">
            <strong className="font-semibold">Low credit balance:</strong> {formatNumber(user.creditsBalance)} credits left, below your notice
            threshold of {formatNumber(user.lowCreditThreshold!)}.{" "}
            <Link className={link} href="/console/usage#low-credit">
              Change the threshold
            </Link>
          </p>
        </div>
      ) : null}
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
