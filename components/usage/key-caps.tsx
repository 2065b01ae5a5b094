import { TableShell } from "@/components/ui/table-shell";
import { formatNumber } from "@/lib/console/format";
import type { ConsoleKey } from "@/lib/console/keys";

/** Each capped key's credits this month against its monthly cap, so a key near its limit is seen before it stops. */
export function KeyCaps({ keys }: { keys: ConsoleKey[] }) {
  const capped = keys.filter((k) => k.monthlyCreditLimit !== null && k.status === "active");
  if (capped.length === 0) {
    return <p className="mt-2 text-sm text-slate-600">No active key has a monthly credit cap. Set one on the Keys page.</p>;
  }
  return (
    <TableShell label="Key caps">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Credits used this month by each capped key</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">Key</th>
            <th scope="col" className="px-4 py-2 text-right font-medium">Used this month</th>
            <th scope="col" className="px-4 py-2 text-right font-medium">Monthly cap</th>
            <th scope="col" className="px-4 py-2 font-medium">Share used</th>
          </tr>
        </thead>
        <tbody>
          {capped.map((k) => {
            const cap = k.monthlyCreditLimit!;
            const share = cap === 0 ? 1 : Math.min(1, k.creditsThisMonth / cap);
            return (
              <tr key={k.id} className="border-t border-slate-100">
                <td className="px-4 py-2 text-slate-900">{k.name}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatNumber(k.creditsThisMonth)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatNumber(cap)}</td>
                <td className="px-4 py-2">
                  <meter className="w-32 align-middle" min={0} max={1} low={0.8} high={0.99} optimum={0} value={share} aria-label={`${k.name}: ${Math.round(share * 100)}% of its cap`} />
                  <span className="ml-2 tabular-nums text-slate-700">{Math.round(share * 100)}%</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableShell>
  );
}
