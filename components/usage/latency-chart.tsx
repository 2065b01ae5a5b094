"use client";

import { useState } from "react";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { EmptyState } from "@/components/ui/empty-state";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { td, th } from "@/components/ui/classes";
import { TableShell } from "@/components/ui/table-shell";
import type { LatencyRow } from "@/lib/console/usage";
import { seriesColors } from "./usage-charts";

const MAX_LINES = 6;

/** p50 or p95 latency per endpoint per day: a line per endpoint (the busiest six), and the exact numbers below. */
export function LatencyChart({ rows, days }: { rows: LatencyRow[]; days: string[] }) {
  const [percentile, setPercentile] = useState<"p50" | "p95">("p95");
  if (rows.length === 0) return <EmptyState title="No calls in this range" />;
  const busiest = [...rows.reduce((m, r) => m.set(r.endpoint, (m.get(r.endpoint) ?? 0) + r.calls), new Map<string, number>())]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_LINES)
    .map(([e]) => e);
  const data = days.map((day) => ({
    day,
    ...Object.fromEntries(rows.filter((r) => r.day === day && busiest.includes(r.endpoint)).map((r) => [r.endpoint, r[percentile]])),
  }));
  return (
    <div className="mt-3">
      <SegmentedControl
        label="Percentile"
        value={percentile}
        onChange={setPercentile}
        options={[
          { value: "p50", label: "p50" },
          { value: "p95", label: "p95" },
        ]}
      />
      <div className="mt-4 h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} tick={{ fontSize: 11, fill: "#64748b" }} interval="preserveStartEnd" minTickGap={12} />
            <YAxis unit=" ms" tick={{ fontSize: 11, fill: "#64748b" }} width={64} />
            <Tooltip contentStyle={{ fontSize: 12, borderRadius: 8 }} formatter={(v) => `${v} ms`} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {busiest.map((endpoint, i) => (
              <Line
                key={endpoint}
                type="monotone"
                dataKey={(d: Record<string, number>) => d[endpoint]}
                name={endpoint}
                stroke={seriesColors[i % seriesColors.length]}
                dot={{ r: 3 }}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded-sm text-slate-600 hover:text-slate-900">Show the numbers</summary>
        <div className="mt-2">
          <TableShell label="Latency per endpoint per day">
            <table className="min-w-full divide-y divide-slate-200">
              <thead>
                <tr>
                  {["Day", "Endpoint", "Calls", "p50 (ms)", "p95 (ms)"].map((h) => (
                    <th key={h} scope="col" className={th}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => (
                  <tr key={`${r.day} ${r.endpoint}`}>
                    <td className={td}>{r.day}</td>
                    <td className={`${td} font-mono text-xs`}>{r.endpoint}</td>
                    <td className={`${td} tabular-nums`}>{r.calls}</td>
                    <td className={`${td} tabular-nums`}>{r.p50}</td>
                    <td className={`${td} tabular-nums`}>{r.p95}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableShell>
        </div>
      </details>
    </div>
  );
}
