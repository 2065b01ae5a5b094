"use client";

import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { EmptyState } from "@/components/ui/empty-state";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { td, th } from "@/components/ui/classes";
import { OTHER_SERIES, type Pivoted } from "@/lib/console/days";

export const seriesColors = ["#4f46e5", "#059669", "#d97706", "#e11d48", "#0284c7", "#7c3aed"];
const otherColor = "#94a3b8";

/**
 * Stacked bars per day. Series keys are endpoint paths (which may contain dots), so values are read with a
 * function: a string dataKey would be taken as a property path.
 */
export function StackedDaily({ data, series, label, height = 280 }: { data: Record<string, string | number>[]; series: string[]; label: (s: string) => string; height?: number }) {
  return (
    <div className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} tick={{ fontSize: 11, fill: "#64748b" }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#64748b" }} width={44} />
          <Tooltip cursor={{ fill: "#f1f5f9" }} contentStyle={{ fontSize: 12, borderRadius: 8 }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s, i) => (
            <Bar key={s} dataKey={(d: Record<string, number>) => d[s] ?? 0} name={label(s)} stackId="day" isAnimationActive={false} fill={s === OTHER_SERIES ? otherColor : seriesColors[i % seriesColors.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The same numbers as a table, for screen readers and for anyone who wants exact values. */
function DailyTable({ data, series, label }: { data: Record<string, string | number>[]; series: string[]; label: (s: string) => string }) {
  const rows = data.filter((d) => series.some((s) => Number(d[s]) > 0));
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer rounded-sm text-slate-600 hover:text-slate-900">Show the numbers</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead>
            <tr>
              <th scope="col" className={th}>
                Day
              </th>
              {series.map((s) => (
                <th key={s} scope="col" className={th}>
                  {label(s)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((d) => (
              <tr key={String(d.day)}>
                <td className={td}>{d.day}</td>
                {series.map((s) => (
                  <td key={s} className={`${td} tabular-nums`}>
                    {d[s]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function UsageCharts({ byEndpoint, byKey, keyLabels, hasData }: { byEndpoint: Pivoted; byKey: Pivoted; keyLabels: Record<string, string>; hasData: boolean }) {
  const [group, setGroup] = useState<"endpoint" | "key">("endpoint");
  const [metric, setMetric] = useState<"calls" | "credits">("calls");
  if (!hasData) {
    return (
      <div className="mt-4">
        <EmptyState title="No calls in this range">Create a key and make a call, or try the explorer with a sandbox key.</EmptyState>
      </div>
    );
  }
  const pivot = group === "endpoint" ? byEndpoint : byKey;
  const data = metric === "calls" ? pivot.calls : pivot.credits;
  const label = (s: string) => (s === OTHER_SERIES ? "Other" : group === "key" ? (keyLabels[s] ?? s) : s);
  return (
    <div className="mt-3">
      <div className="mb-4 flex flex-wrap gap-3">
        <SegmentedControl
          label="Metric"
          value={metric}
          onChange={setMetric}
          options={[
            { value: "calls", label: "Calls" },
            { value: "credits", label: "Credits" },
          ]}
        />
        <SegmentedControl
          label="Group by"
          value={group}
          onChange={setGroup}
          options={[
            { value: "endpoint", label: "Endpoint" },
            { value: "key", label: "Key" },
          ]}
        />
      </div>
      <StackedDaily data={data} series={pivot.series} label={label} />
      <DailyTable data={data} series={pivot.series} label={label} />
    </div>
  );
}
