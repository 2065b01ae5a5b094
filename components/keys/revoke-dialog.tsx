"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { btnDanger, btnSecondary } from "@/components/ui/classes";
import { Dialog } from "@/components/ui/dialog";
import type { ActionResult } from "@/lib/console/action-result";

/** Revocation cannot be undone, so it always asks first. */
export function RevokeDialog({
  open,
  onClose,
  keyName,
  displayKey,
  revoke,
}: {
  open: boolean;
  onClose: () => void;
  keyName: string;
  displayKey: string;
  revoke: () => Promise<ActionResult<object>>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function confirm() {
    setPending(true);
    setError(null);
    try {
      const result = await revoke();
      if (!result.ok) setError(result.error);
      else onClose();
    } catch {
      setError("Could not reach the server. Try again.");
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog open={open} onClose={onClose} title={`Revoke “${keyName}”?`}>
      <p className="text-sm text-slate-600">
        <code className="font-mono">{displayKey}</code> stops working at once: new calls get 401 <code>api_key_revoked</code> and open streams
        end within a second. This cannot be undone.
      </p>
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={btnSecondary} onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={btnDanger} onClick={confirm} disabled={pending}>
          {pending ? "Revoking…" : "Revoke key"}
        </button>
      </div>
    </Dialog>
  );
}
