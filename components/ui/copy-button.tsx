"use client";

import { useState } from "react";
import { btnSecondary, btnSmall } from "./classes";

/** Copies text to the clipboard and says so (also to screen readers, through the live region). */
export function CopyButton({ text, label = "Copy", small = false }: { text: string; label?: string; small?: boolean }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2000);
  }
  return (
    <button type="button" onClick={copy} className={`${btnSecondary} ${small ? btnSmall : ""}`}>
      <span aria-live="polite">{state === "copied" ? "Copied" : state === "failed" ? "Copy failed — select the text" : label}</span>
    </button>
  );
}
