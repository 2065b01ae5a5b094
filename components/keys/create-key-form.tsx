"use client";

import { useState } from "react";
import { createKeyAction } from "@/app/console/keys/actions";
import { Alert } from "@/components/ui/alert";
import { btnGhost, btnPrimary, btnSmall, hint, input, label } from "@/components/ui/classes";
import type { RevealedKey } from "./raw-key-reveal";

const today = () => new Date().toISOString().slice(0, 10);

export function CreateKeyForm({ scopes, onCreated }: { scopes: string[]; onCreated: (revealed: RevealedKey) => void }) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function toggle(scope: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(scope);
    else next.delete(scope);
    setChosen(next);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    setPending(true);
    setError(null);
    try {
      const result = await createKeyAction({
        name: String(form.get("name") ?? ""),
        scopes: scopes.filter((s) => chosen.has(s)),
        sandbox: form.get("sandbox") === "on",
        expiresOn: String(form.get("expiresOn") ?? ""),
      });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      formEl.reset();
      setChosen(new Set());
      onCreated({ rawKey: result.rawKey, name: result.key.name });
    } catch {
      setError("Could not reach the server. Try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="create-key-heading" className="space-y-5">
      <h2 id="create-key-heading" className="text-lg font-semibold text-slate-900">
        Create a key
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="key-name" className={label}>
            Name
          </label>
          <input id="key-name" name="name" required maxLength={100} placeholder="e.g. production backend" className={`${input} mt-1`} />
        </div>
        <div>
          <label htmlFor="key-expiry" className={label}>
            Expires <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input id="key-expiry" name="expiresOn" type="date" min={today()} aria-describedby="key-expiry-hint" className={`${input} mt-1`} />
          <p id="key-expiry-hint" className={hint}>
            The key works through the end of that day (UTC).
          </p>
        </div>
      </div>
      <fieldset>
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
                checked={chosen.has(scope)}
                onChange={(e) => toggle(scope, e.currentTarget.checked)}
                className="h-4 w-4 accent-indigo-600"
              />
              {scope}
            </label>
          ))}
          <button type="button" className={`${btnGhost} ${btnSmall}`} onClick={() => setChosen(chosen.size === scopes.length ? new Set() : new Set(scopes))}>
            {chosen.size === scopes.length ? "Clear all" : "Select all"}
          </button>
        </div>
      </fieldset>
      <div className="flex items-start gap-3">
        <input id="key-sandbox" name="sandbox" type="checkbox" aria-describedby="key-sandbox-hint" className="mt-0.5 h-4 w-4 accent-indigo-600" />
        <div>
          <label htmlFor="key-sandbox" className={label}>
            Sandbox key
          </label>
          <p id="key-sandbox-hint" className={hint}>
            Never billed and never calls the model: answers come from the offline engine, marked with X-Sandbox: true.
          </p>
        </div>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <button type="submit" className={btnPrimary} disabled={pending}>
        {pending ? "Creating…" : "Create key"}
      </button>
    </form>
  );
}
