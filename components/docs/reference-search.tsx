"use client";

import { useState } from "react";
import { input, label } from "@/components/ui/classes";

/** Every word typed must appear in an operation's search text (method, path, id, tag, summary, field names). */
export function matches(text: string, query: string): boolean {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * Filters the server-rendered reference in place: each operation (and its link in the side list) carries its
 * search text in data-ref-search; sections left empty are hidden too. Without scripts the whole page shows.
 */
function filterPage(query: string): number {
  let count = 0;
  for (const el of document.querySelectorAll<HTMLElement>("article[data-ref-search]")) {
    const hit = matches(el.dataset.refSearch ?? "", query);
    el.hidden = !hit;
    if (hit) count++;
  }
  for (const el of document.querySelectorAll<HTMLElement>("li[data-ref-search]")) el.hidden = !matches(el.dataset.refSearch ?? "", query);
  for (const group of document.querySelectorAll<HTMLElement>("[data-ref-group]")) {
    group.hidden = group.querySelector("[data-ref-search]:not([hidden])") === null;
  }
  return count;
}

export function ReferenceSearch({ total }: { total: number }) {
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState(total);
  return (
    <div role="search" className="mt-6">
      <label htmlFor="reference-search" className={label}>
        Search the reference
      </label>
      <input
        id="reference-search"
        type="search"
        value={query}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setQuery(next);
          setShown(filterPage(next));
        }}
        placeholder="path, operation or field, e.g. citations, jurisdiction, analyze"
        autoComplete="off"
        spellCheck={false}
        className={`${input} mt-1`}
      />
      <p role="status" className="mt-1 text-xs text-slate-500">
        {query.trim() ? (shown === 0 ? "No operation matches." : `${shown} of ${total} operations match.`) : `${total} operations.`}
      </p>
    </div>
  );
}
