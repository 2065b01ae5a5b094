import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { td, th } from "@/components/ui/classes";
import { formatDateTime } from "@/lib/console/format";
import type { RecentRequest } from "@/lib/console/usage";
import { TableShell } from "@/components/ui/table-shell";

export function RecentRequests({ rows }: { rows: RecentRequest[] }) {
  if (rows.length === 0) return <EmptyState title="No requests yet">Calls made with your keys appear here within a second.</EmptyState>;
  return (
    <TableShell label="Recent requests">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Recent requests</caption>
        <thead className="bg-slate-50">
          <tr>
            {["When", "Endpoint and request id", "Status", "Credits", "Latency", "Key", "Flags"].map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.requestId}>
              <td className={`${td} tabular-nums`}>{formatDateTime(r.at)}</td>
              {/* Stacked rather than side by side, so that all seven columns, Flags included, fit a 1280 px window. */}
              <td className={`${td} font-mono text-xs`}>
                <span className="block">
                  {r.method} {r.endpoint}
                </span>
                <span className="block text-slate-500">{r.requestId}</span>
              </td>
              <td className={td}>
                <Badge tone={r.status >= 500 ? "red" : r.status >= 400 ? "amber" : "green"}>{r.status}</Badge>
                {r.errorCode ? <span className="block font-mono text-xs text-slate-500">{r.errorCode}</span> : null}
              </td>
              <td className={`${td} tabular-nums`}>{r.credits}</td>
              <td className={`${td} tabular-nums`}>{r.latencyMs} ms</td>
              <td className={`${td} max-w-[12rem] truncate text-xs`} title={r.keyLabel}>
                {r.keyLabel}
              </td>
              <td className={td}>
                <span className="flex gap-1">
                  {r.degraded ? <Badge tone="amber">degraded</Badge> : null}
                  {r.sandbox ? <Badge tone="indigo">sandbox</Badge> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableShell>
  );
}
