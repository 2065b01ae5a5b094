"use client";

import { useRef, useState } from "react";
import type { CreateKeyFormState } from "@/app/console/keys/actions";
import { Alert } from "@/components/ui/alert";
import { btnGhost, btnPrimary, btnSmall, hint, input, label } from "@/components/ui/classes";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Posts to a server action (works without scripts). The parent owns the action state, because the new key is
 * revealed above the form; the scope checkboxes are plain form fields, and "Select all" only helps when scripts run.
 */
export function CreateKeyForm({
  scopes,
  state,
  action,
  pending,
}: {
  scopes: string[];
  state: CreateKeyFormState;
  action: (form: FormData) => void;
  pending: boolean;
}) {
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const [checkedCount, setCheckedCount] = useState(state.values.scopes.length);
  const boxes = () => [...(fieldsetRef.current?.querySelectorAll<HTMLInputElement>('input[name="scopes"]') ?? [])];
  const allChecked = checkedCount === scopes.length;
  function toggleAll() {
    for (const box of boxes()) box.checked = !allChecked;
    setCheckedCount(allChecked ? 0 : scopes.length);
  }

  return (
    <form action={action} aria-labelledby="create-key-heading" className="space-y-5">
      <h2 id="create-key-heading" className="text-lg font-semibold text-slate-900">
        Create a key
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="key-name" className={label}>
            Name
          </label>
          <input
            id="key-name"
            name="name"
            required
            maxLength={100}
            placeholder="e.g. production backend"
            defaultValue={state.values.name}
            className={`${input} mt-1`}
          />
        </div>
        <div>
          <label htmlFor="key-expiry" className={label}>
            Expires <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input
            id="key-expiry"
            name="expiresOn"
            type="date"
            min={today()}
            defaultValue={state.values.expiresOn}
            aria-describedby="key-expiry-hint"
            className={`${input} mt-1`}
          />
          <p id="key-expiry-hint" className={hint}>
            The key works through the end of that day (UTC).
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="key-monthly-limit" className={label}>
            Monthly credit limit <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input
            id="key-monthly-limit"
            name="monthlyCreditLimit"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            defaultValue={state.values.monthlyCreditLimit}
            aria-describedby="key-monthly-limit-hint"
            className={`${input} mt-1`}
          />
          <p id="key-monthly-limit-hint" className={hint}>
            Most credits this key may spend per calendar month (UTC). Empty: only your balance limits it.
          </p>
        </div>
        <div>
          <label htmlFor="key-rpm" className={label}>
            Requests per minute <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input
            id="key-rpm"
            name="requestsPerMinute"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            defaultValue={state.values.requestsPerMinute}
            aria-describedby="key-rpm-hint"
            className={`${input} mt-1`}
          />
          <p id="key-rpm-hint" className={hint}>
            A cap for this key below your tier&apos;s limit. Empty: only the tier limits it.
          </p>
        </div>
      </div>
      <fieldset ref={fieldsetRef} onChange={() => setCheckedCount(boxes().filter((b) => b.checked).length)}>
        <legend className={label}>Scopes</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {scopes.map((scope) => (
            <label
              key={scope}
              className="inline-flex cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 text-sm ring-1 ring-inset ring-slate-300 has-checked:bg-indigo-50 has-checked:ring-indigo-400 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
            >
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                defaultChecked={state.values.scopes.includes(scope)}
                className="h-4 w-4 accent-indigo-600"
              />
              {scope}
            </label>
          ))}
          <button type="button" className={`${btnGhost} ${btnSmall}`} onClick={toggleAll}>
            {allChecked ? "Clear all" : "Select all"}
          </button>
        </div>
      </fieldset>
      <div className="flex items-start gap-3">
        <input
          id="key-sandbox"
          name="sandbox"
          type="checkbox"
          defaultChecked={state.values.sandbox}
          aria-describedby="key-sandbox-hint"
          className="mt-0.5 h-4 w-4 accent-indigo-600"
        />
        <div>
          <label htmlFor="key-sandbox" className={label}>
            Sandbox key
          </label>
          <p id="key-sandbox-hint" className={hint}>
            Never billed and never calls the model: answers come from the offline engine, marked with X-Sandbox: true.
          </p>
        </div>
      </div>
      {state.error && !pending ? <Alert tone="error">{state.error}</Alert> : null}
      <button type="submit" className={btnPrimary} disabled={pending}>
        {pending ? "Creating…" : "Create key"}
      </button>
    </form>
  );
}
