"use client";

import { useActionState } from "react";
import { setKeyLimitsAction, type KeyLimitsFormState } from "@/app/console/keys/actions";
import { Alert } from "@/components/ui/alert";
import { btnSecondary, btnSmall, input, label } from "@/components/ui/classes";
import type { ConsoleKey } from "@/lib/console/keys";

/** Edits one key's limits; a server action, so it works without scripts. Empty fields remove a limit. */
export function KeyLimitsForm({ apiKey }: { apiKey: ConsoleKey }) {
  const [state, action, pending] = useActionState<KeyLimitsFormState, FormData>(setKeyLimitsAction, { error: null, saved: false });
  const id = (field: string) => `${field}-${apiKey.id}`;
  return (
    <form action={action} className="mt-2 flex flex-wrap items-end gap-3" aria-label={`Limits of ${apiKey.name}`}>
      <input type="hidden" name="keyId" value={apiKey.id} />
      <div>
        <label htmlFor={id("monthly")} className={label}>
          Credits a month
        </label>
        <input
          id={id("monthly")}
          name="monthlyCreditLimit"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          defaultValue={apiKey.monthlyCreditLimit ?? ""}
          className={`${input} mt-1 w-36`}
        />
      </div>
      <div>
        <label htmlFor={id("rpm")} className={label}>
          Requests a minute
        </label>
        <input
          id={id("rpm")}
          name="requestsPerMinute"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          defaultValue={apiKey.requestsPerMinute ?? ""}
          className={`${input} mt-1 w-36`}
        />
      </div>
      <button type="submit" className={`${btnSecondary} ${btnSmall}`} disabled={pending}>
        {pending ? "Saving…" : "Save limits"}
      </button>
      {state.error && !pending ? <Alert tone="error">{state.error}</Alert> : null}
      {state.saved && !pending ? <Alert tone="success">Limits saved; they apply to the next call.</Alert> : null}
    </form>
  );
}
