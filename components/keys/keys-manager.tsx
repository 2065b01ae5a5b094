"use client";

import { useState } from "react";
import { revokeKeyAction } from "@/app/console/keys/actions";
import { card } from "@/components/ui/classes";
import type { ConsoleKey } from "@/lib/console/keys";
import { CreateKeyForm } from "./create-key-form";
import { KeyList } from "./key-list";
import { RawKeyReveal, type RevealedKey } from "./raw-key-reveal";

/** The new raw key lives in this component's state only: a reload or navigation drops it for good. */
export function KeysManager({ keys, scopes }: { keys: ConsoleKey[]; scopes: string[] }) {
  const [revealed, setRevealed] = useState<RevealedKey | null>(null);
  return (
    <div className="space-y-6">
      {revealed ? <RawKeyReveal revealed={revealed} onDismiss={() => setRevealed(null)} /> : null}
      <div className={card}>
        <CreateKeyForm scopes={scopes} onCreated={setRevealed} />
      </div>
      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Your keys
        </h2>
        <KeyList keys={keys} revoke={(id) => revokeKeyAction(id)} onRotated={setRevealed} />
      </section>
    </div>
  );
}
