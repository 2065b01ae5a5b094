"use client";

import { focusRing } from "./classes";

/** A small group of toggle buttons (aria-pressed), for switching a view between a few options. */
export function SegmentedControl<T extends string>({ label, value, onChange, options }: { label: string; value: T; onChange: (v: T) => void; options: { value: T; label: string }[] }) {
  return (
    <div role="group" aria-label={label} className="inline-flex items-center gap-2">
      <span className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</span>
      <span className="inline-flex rounded-md bg-slate-100 p-0.5">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={value === o.value}
            onClick={() => onChange(o.value)}
            className={`rounded px-3 py-1 text-sm font-medium text-slate-600 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm ${focusRing}`}
          >
            {o.label}
          </button>
        ))}
      </span>
    </div>
  );
}
