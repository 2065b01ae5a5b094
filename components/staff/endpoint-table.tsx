import { EmptyState } from "@/components/ui/empty-state";
import { td, th } from "@/components/ui/classes";
import { formatNumber, formatPercent } from "@/lib/console/format";
import type { EndpointRow } from "@/lib/console/staff";
import { TableShell } from "@/components/ui/table-shell";

export function EndpointTable({ rows }: { rows: EndpointRow[] }) {
  if (rows.length === 0) return <EmptyState title="No calls in the last 30 days" />;
  return (
    <TableShell label="Usage by endpoint">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Usage by endpoint</caption>
        <thead className="bg-slate-50">
          <tr>
            {["Endpoint", "Calls", "Credits", "5xx", "4xx", "Degraded", "Avg latency"].map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.endpoint}>
              <td className={`${td} font-mono text-xs`}>{r.endpoint}</td>
              <td className={`${td} tabular-nums`}>{formatNumber(r.calls)}</td>
              <td className={`${td} tabular-nums`}>{formatNumber(r.credits)}</td>
              <td className={`${td} tabular-nums`}>{formatPercent(r.serverErrors, r.calls)}</td>
              <td className={`${td} tabular-nums`}>{formatPercent(r.clientErrors, r.calls)}</td>
              <td className={`${td} tabular-nums`}>{formatPercent(r.degraded, r.calls)}</td>
              <td className={`${td} tabular-nums`}>{formatNumber(r.avgLatencyMs)} ms</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableShell>
  );
}
