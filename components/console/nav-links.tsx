"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { focusRing } from "@/components/ui/classes";

export interface NavItem {
  href: string;
  label: string;
  /** Current only on this very path (the overview, whose path prefixes every other console page). */
  exact?: boolean;
}

/** The current section is marked with aria-current, which is also what styles it. */
export function NavLinks({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  return (
    <ul className="-mx-1 flex gap-1 overflow-x-auto pb-1 sm:pb-0">
      {items.map((item) => {
        const current = pathname === item.href || (!item.exact && pathname.startsWith(`${item.href}/`));
        return (
          <li key={item.href} className="shrink-0">
            <Link
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={`block rounded-md px-2.5 py-1.5 text-sm sm:px-3 font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700 ${focusRing}`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
