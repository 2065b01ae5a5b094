"use client";

import { useActionState, useState } from "react";
import { createKeyFormAction, revokeKeyAction, type CreateKeyFormState } from "@/app/console/keys/actions";
import { card } from "@/components/ui/classes";
import type { ConsoleKey } from "@/lib/console/keys";
import { CreateKeyForm } from "./create-key-form";
import { KeyList } from "./key-list";
import { RawKeyReveal, type RevealedKey } from "./raw-key-reveal";

const initialCreateState: CreateKeyFormState = { error: null, revealed: null, serial: 0, values: { name: "", scopes: [], sandbox: false, expiresOn: "", monthlyCreditLimit: "", requestsPerMinute: "" } };

/**
 * The new raw key lives in this component's state only: a reload or navigation drops it for good. A created key
 * comes from the create form's action state (so it shows without scripts too); a rotation or a dismissal
 * overrides it until the next creation.
 */
export function KeysManager({ keys, scopes }: { keys: ConsoleKey[]; scopes: string[] }) {
  const [created, createAction, creating] = useActionState(createKeyFormAction, initialCreateState);
  const [override, setOverride] = useState<{ serial: number; revealed: RevealedKey | null } | null>(null);
  const revealed = override && override.serial >= created.serial ? override.revealed : created.revealed;
  const show = (next: RevealedKey | null) => setOverride({ serial: created.serial, revealed: next });
  return (
    <div className="space-y-6">
      {revealed ? <RawKeyReveal revealed={revealed} onDismiss={() => show(null)} /> : null}
      <div className={card}>
        <CreateKeyForm key={created.serial} scopes={scopes} state={created} action={createAction} pending={creating} />
      </div>
      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Your keys
        </h2>
        <KeyList keys={keys} revoke={(id) => revokeKeyAction(id)} onRotated={show} editLimits />
      </section>
    </div>
  );
}
