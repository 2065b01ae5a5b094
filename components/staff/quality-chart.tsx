"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { EmptyState } from "@/components/ui/empty-state";

export function QualityChart({ data, hasData }: { data: { day: string; errorPct: number; degradedPct: number }[]; hasData: boolean }) {
  if (!hasData) return <div className="mt-4"><EmptyState title="No calls in the last 30 days" /></div>;
  return (
    <div className="mt-3 w-full" style={{ height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} tick={{ fontSize: 11, fill: "#64748b" }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis unit="%" domain={[0, 100]} tick={{ fontSize: 11, fill: "#64748b" }} width={48} />
          <Tooltip formatter={(v) => `${v}%`} contentStyle={{ fontSize: 12, borderRadius: 8 }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line type="monotone" dataKey="errorPct" name="5xx share" stroke="#e11d48" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="degradedPct" name="Degraded share" stroke="#d97706" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
