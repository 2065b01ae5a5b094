"use client";

import { EmptyState } from "@/components/ui/empty-state";
import { StackedDaily } from "@/components/usage/usage-charts";
import { OTHER_SERIES, type Pivoted } from "@/lib/console/days";

export function PlatformDailyChart({ daily, hasData }: { daily: Pivoted; hasData: boolean }) {
  if (!hasData) return <div className="mt-4"><EmptyState title="No calls in the last 30 days" /></div>;
  return (
    <div className="mt-3">
      <StackedDaily data={daily.calls} series={daily.series} label={(s) => (s === OTHER_SERIES ? "Other" : s)} height={260} />
    </div>
  );
}
