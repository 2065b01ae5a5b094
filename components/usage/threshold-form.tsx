"use client";

import { useState } from "react";
import { setThresholdAction } from "@/app/console/usage/actions";
import { Alert } from "@/components/ui/alert";
import { btnPrimary, btnSecondary, input, label } from "@/components/ui/classes";

export function ThresholdForm({ current }: { current: number | null }) {
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function save(threshold: number | null) {
    setPending(true);
    setMessage(null);
    try {
      const result = await setThresholdAction({ threshold });
      setMessage(result.ok ? { tone: "success", text: threshold === null ? "Notice turned off." : `Notice below ${threshold} credits saved.` } : { tone: "error", text: result.error });
    } catch {
      setMessage({ tone: "error", text: "Could not reach the server. Try again." });
    } finally {
      setPending(false);
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get("threshold") ?? "").trim();
    void save(raw === "" ? null : Number(raw));
  }

  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-48">
        <label htmlFor="threshold" className={label}>
          Threshold (credits)
        </label>
        <input id="threshold" name="threshold" type="number" min={0} step={1} inputMode="numeric" defaultValue={current ?? ""} placeholder="off" className={`${input} mt-1`} />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={btnPrimary} disabled={pending}>
          Save
        </button>
        {current !== null ? (
          <button type="button" className={btnSecondary} disabled={pending} onClick={() => save(null)}>
            Turn off
          </button>
        ) : null}
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </form>
  );
}
