import { focusRing } from "./classes";

/**
 * The card a wide table scrolls inside. Keyboard users can focus it to scroll (axe: scrollable-region-focusable),
 * and screen readers hear it as a region named like the table. Positioned, so that an absolutely positioned child (an
 * sr-only label) scrolls inside it instead of widening the page.
 */
export function TableShell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${focusRing}`}>
      {children}
    </div>
  );
}
