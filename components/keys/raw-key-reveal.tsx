"use client";

import { useEffect, useRef } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import Link from "next/link";
import { btnGhost, btnSmall, link } from "@/components/ui/classes";

export interface RevealedKey {
  rawKey: string;
  name: string;
  note?: string;
}

/** The one moment a raw key exists outside the caller's code: shown here once, kept only in this page's memory. */
export function RawKeyReveal({ revealed, onDismiss }: { revealed: RevealedKey; onDismiss: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [revealed.rawKey]);
  return (
    <section aria-labelledby="new-key-heading" className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200 sm:p-5">
      <h2 id="new-key-heading" ref={headingRef} tabIndex={-1} className="font-semibold text-emerald-900 focus:outline-none">
        Your new key “{revealed.name}”
      </h2>
      <p className="mt-1 text-sm font-medium text-emerald-900">
        Copy it now and store it somewhere safe: you will not see this key again. We keep only a hash of it.
      </p>
      {revealed.note ? <p className="mt-1 text-sm text-emerald-900">{revealed.note}</p> : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="new-raw-key" className="sr-only">
          New API key
        </label>
        <input
          id="new-raw-key"
          readOnly
          value={revealed.rawKey}
          data-testid="raw-key"
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border-0 bg-white px-3 py-2 font-mono text-sm text-slate-900 ring-1 ring-inset ring-emerald-300 focus:ring-2 focus:ring-emerald-600 focus:outline-none"
        />
        <div className="flex gap-2">
          <CopyButton text={revealed.rawKey} label="Copy key" />
          <button type="button" className={`${btnGhost} ${btnSmall}`} onClick={onDismiss}>
            I have saved it
          </button>
        </div>
      </div>
      <p className="mt-3 text-sm text-emerald-900" data-testid="key-next-step">
        Next step: keep it in <code className="font-mono">LEGAL_AI_API_KEY</code> and make your first call, in the{" "}
        <Link className={link} href="/console/explorer">
          explorer
        </Link>{" "}
        or from its cURL snippet. Its cost then shows on the{" "}
        <Link className={link} href="/console">
          overview
        </Link>
        .
      </p>
    </section>
  );
}
