import Link from "next/link";
import { focusRing } from "./ui/classes";

export function Brand({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} className={`flex shrink-0 items-center gap-2 rounded-md font-semibold text-slate-900 ${focusRing}`}>
      <span aria-hidden className="grid h-7 w-7 place-items-center rounded-md bg-indigo-600 text-sm text-white">§</span>
      <span>
        Legal AI <span className="font-normal text-slate-500">API</span>
      </span>
    </Link>
  );
}
