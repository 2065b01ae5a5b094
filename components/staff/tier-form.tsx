"use client";

import { useState } from "react";
import { setTierAction } from "@/app/staff/actions";
import { Alert } from "@/components/ui/alert";
import { btnPrimary, input, label } from "@/components/ui/classes";

export function TierForm({ userId, tier, tiers }: { userId: string; tier: string; tiers: string[] }) {
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get("tier"));
    setPending(true);
    setMessage(null);
    try {
      const result = await setTierAction({ userId, tier: next });
      setMessage(result.ok ? { tone: "success", text: `Tier set to ${result.tier}.` } : { tone: "error", text: result.error });
    } catch {
      setMessage({ tone: "error", text: "Could not reach the server. Try again." });
    } finally {
      setPending(false);
    }
  }
  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <div>
        <label htmlFor="tier" className={label}>
          Tier
        </label>
        <select id="tier" name="tier" defaultValue={tier} className={`${input} mt-1`}>
          {tiers.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={btnPrimary} disabled={pending}>
        {pending ? "Saving…" : "Set tier"}
      </button>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </form>
  );
}
