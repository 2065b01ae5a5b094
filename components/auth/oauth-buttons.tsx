"use client";

import { signIn } from "next-auth/react";
import { btnSecondary } from "@/components/ui/classes";

export function OAuthButtons({ providers, returnTo }: { providers: { id: string; name: string }[]; returnTo: string }) {
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <div className="relative text-center text-xs text-slate-500">
        <span className="relative z-10 bg-white px-2">or</span>
        <span aria-hidden className="absolute inset-x-0 top-1/2 border-t border-slate-200" />
      </div>
      <div className="mt-4 grid gap-2">
        {providers.map((p) => (
          <button key={p.id} type="button" className={`${btnSecondary} w-full`} onClick={() => signIn(p.id, { callbackUrl: returnTo })}>
            Continue with {p.name}
          </button>
        ))}
      </div>
    </div>
  );
}
