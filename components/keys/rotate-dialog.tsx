"use client";

import { useState } from "react";
import { rotateKeyAction } from "@/app/console/keys/actions";
import { Alert } from "@/components/ui/alert";
import { btnPrimary, btnSecondary } from "@/components/ui/classes";
import { Dialog } from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/console/format";
import type { ConsoleKey } from "@/lib/console/keys";
import type { RevealedKey } from "./raw-key-reveal";

const choices = [
  { value: "1h", label: "1 hour" },
  { value: "24h", label: "24 hours" },
  { value: "7d", label: "7 days" },
  { value: "immediately", label: "Immediately" },
] as const;

/** Rotation: a replacement with the same scopes; the old key keeps working for the grace period chosen here. */
export function RotateDialog({ open, onClose, apiKey, onRotated }: { open: boolean; onClose: () => void; apiKey: ConsoleKey; onRotated: (r: RevealedKey) => void }) {
  const [grace, setGrace] = useState<(typeof choices)[number]["value"]>("24h");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function rotate() {
    setPending(true);
    setError(null);
    try {
      const result = await rotateKeyAction({ keyId: apiKey.id, grace });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      onClose();
      onRotated({
        rawKey: result.rawKey,
        name: result.key.name,
        note:
          grace === "immediately"
            ? `The old key ${apiKey.displayKey} stopped working now.`
            : `The old key ${apiKey.displayKey} keeps working until ${formatDateTime(result.previous.expiresAt)}.`,
      });
    } catch {
      setError("Could not reach the server. Try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={`Rotate “${apiKey.name}”`}>
      <p className="text-sm text-slate-600">
        A new key with the same scopes{apiKey.sandbox ? " (sandbox)" : ""} replaces <code className="font-mono">{apiKey.displayKey}</code>. Deploy
        the new key, then let the old one expire.
      </p>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-800">Old key keeps working for</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {choices.map((c) => (
            <label
              key={c.value}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm ring-1 ring-inset ring-slate-300 has-checked:bg-indigo-50 has-checked:ring-indigo-400"
            >
              <input type="radio" name="grace" value={c.value} checked={grace === c.value} onChange={() => setGrace(c.value)} className="accent-indigo-600" />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={btnSecondary} onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={btnPrimary} onClick={rotate} disabled={pending}>
          {pending ? "Rotating…" : "Rotate key"}
        </button>
      </div>
    </Dialog>
  );
}
