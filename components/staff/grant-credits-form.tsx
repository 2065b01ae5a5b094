"use client";

import { useState } from "react";
import { grantCreditsAction } from "@/app/staff/actions";
import { Alert } from "@/components/ui/alert";
import { btnPrimary, hint, input, label } from "@/components/ui/classes";

export function GrantCreditsForm({ userId }: { userId: string }) {
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    setPending(true);
    setMessage(null);
    try {
      const result = await grantCreditsAction({ userId, amount: Number(form.get("amount")), reason: String(form.get("reason") ?? "") });
      if (result.ok) formEl.reset();
      setMessage(result.ok ? { tone: "success", text: `Done. New balance: ${result.balance}.` } : { tone: "error", text: result.error });
    } catch {
      setMessage({ tone: "error", text: "Could not reach the server. Try again." });
    } finally {
      setPending(false);
    }
  }
  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="amount" className={label}>
            Credits
          </label>
          <input id="amount" name="amount" type="number" step={1} required aria-describedby="amount-hint" className={`${input} mt-1`} />
          <p id="amount-hint" className={hint}>
            Negative removes credits (never below 0).
          </p>
        </div>
        <div>
          <label htmlFor="reason" className={label}>
            Reason
          </label>
          <input id="reason" name="reason" maxLength={200} placeholder="e.g. pilot" className={`${input} mt-1`} />
        </div>
      </div>
      <button type="submit" className={btnPrimary} disabled={pending}>
        {pending ? "Saving…" : "Adjust credits"}
      </button>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </form>
  );
}
