import { btnSecondary, input, label } from "@/components/ui/classes";
import type { UsageFilter } from "@/lib/console/usage";

/** A plain GET form: the range and key live in the URL, so a filtered view can be bookmarked and works without scripts. */
export function UsageFilterForm({ filter, keys, today }: { filter: UsageFilter; keys: { id: string; label: string }[]; today: string }) {
  return (
    <form method="get" action="/console/usage" aria-label="Filter usage" className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="usage-from" className={label}>
          From
        </label>
        <input id="usage-from" name="from" type="date" defaultValue={filter.from} max={today} className={`${input} mt-1`} />
      </div>
      <div>
        <label htmlFor="usage-to" className={label}>
          To
        </label>
        <input id="usage-to" name="to" type="date" defaultValue={filter.to} max={today} className={`${input} mt-1`} />
      </div>
      <div>
        <label htmlFor="usage-key" className={label}>
          Key
        </label>
        <select id="usage-key" name="key" defaultValue={filter.keyId ?? ""} className={`${input} mt-1`}>
          <option value="">All keys</option>
          {keys.map((k) => (
            <option key={k.id} value={k.id}>
              {k.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={btnSecondary}>
        Apply
      </button>
    </form>
  );
}
