"use client";

import { useActionState } from "react";
import { registerEndpointAction, type RegisterState } from "@/app/console/alerts/actions";
import { Alert } from "@/components/ui/alert";
import { btnPrimary, hint, input, label } from "@/components/ui/classes";

export function RegisterEndpointForm() {
  const [state, formAction, pending] = useActionState<RegisterState, FormData>(registerEndpointAction, { error: null, created: null });
  return (
    <form action={formAction} className="space-y-3">
      <div>
        <label htmlFor="webhook-url" className={label}>
          Endpoint URL
        </label>
        <input id="webhook-url" name="url" type="url" required placeholder="https://example.com/hooks/legal-ai" className={`${input} mt-1`} aria-describedby="webhook-url-hint" />
        <p id="webhook-url-hint" className={hint}>
          We POST each alert as JSON, signed in the <code>Legal-AI-Signature</code> header. Private and loopback addresses are refused.
        </p>
      </div>
      {state.error && !pending ? <Alert tone="error">{state.error}</Alert> : null}
      {state.created && !pending ? (
        <div role="status" aria-live="polite" className="space-y-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-950 ring-1 ring-inset ring-emerald-200">
          <p>
            Registered {state.created.url}. Its signing secret is shown <strong>this once</strong>; store it now:
          </p>
          <label htmlFor="webhook-secret" className="sr-only">
            Signing secret
          </label>
          <input id="webhook-secret" data-testid="webhook-secret" readOnly value={state.created.secret} className={`${input} font-mono`} />
        </div>
      ) : null}
      <button type="submit" className={btnPrimary} disabled={pending}>
        {pending ? "Registering…" : "Add endpoint"}
      </button>
    </form>
  );
}
