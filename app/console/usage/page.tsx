import type { Metadata } from "next";
import { RecentRequests } from "@/components/usage/recent-requests";
import { ThresholdForm } from "@/components/usage/threshold-form";
import { UsageCharts } from "@/components/usage/usage-charts";
import { btnSecondary, card } from "@/components/ui/classes";
import { PageHeader } from "@/components/ui/page-header";
import { Stat } from "@/components/ui/stat";
import { requireUser } from "@/lib/auth/session";
import { formatCount, formatNumber, formatPercent } from "@/lib/console/format";
import { isLowOnCredits } from "@/lib/console/low-credit";
import { usageFilter, usageOverview } from "@/lib/console/usage";
import { LatencyChart } from "@/components/usage/latency-chart";
import { UsageFilterForm } from "@/components/usage/usage-filter-form";
import { KeyCaps } from "@/components/usage/key-caps";
import { listOwnKeys } from "@/lib/console/keys";

export const metadata: Metadata = { title: "Usage" };

export default async function UsagePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser("/console/usage");
  const filter = usageFilter(await searchParams);
  const [usage, keys] = await Promise.all([usageOverview(user.id, filter), listOwnKeys(user.id)]);
  const range = `${filter.from} to ${filter.to}${filter.keyId ? `, ${usage.keys.find((k) => k.id === filter.keyId)?.label ?? "unknown key"}` : ""}`;
  const low = isLowOnCredits(user);
  return (
    <>
      <PageHeader
        title="Usage"
        description={`Your calls and credits, ${range} (UTC days). Only successful, non-degraded, non-sandbox calls cost credits.`}
        actions={
          <a className={btnSecondary} href="/console/usage/export" download>
            Download CSV
          </a>
        }
      />
      <div className={`${card} mb-6`}>
        <UsageFilterForm filter={filter} keys={usage.keys} today={new Date().toISOString().slice(0, 10)} />
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="Credit balance"
          value={formatNumber(user.creditsBalance)}
          tone={low ? "warn" : "default"}
          note={low ? "Below your notice threshold" : `Tier: ${user.tier}`}
        />
        <Stat label={`Calls (${usage.days.length} d)`} value={formatNumber(usage.totals.calls)} />
        <Stat label={`Credits used (${usage.days.length} d)`} value={formatNumber(usage.totals.credits)} />
        <Stat
          label="Errors · degraded"
          value={`${formatPercent(usage.totals.errors, usage.totals.calls)} · ${formatPercent(usage.totals.degraded, usage.totals.calls)}`}
          note={`${formatCount(usage.totals.errors, "error")}, ${formatNumber(usage.totals.degraded)} degraded`}
        />
      </dl>

      <section aria-labelledby="chart-heading" className={`${card} mt-6`}>
        <h2 id="chart-heading" className="text-lg font-semibold text-slate-900">
          Per day
        </h2>
        <UsageCharts byEndpoint={usage.byEndpoint} byKey={usage.byKey} keyLabels={usage.keyLabels} hasData={usage.totals.calls > 0} />
      </section>

      <section aria-labelledby="latency-heading" className={`${card} mt-6`}>
        <h2 id="latency-heading" className="text-lg font-semibold text-slate-900">
          Latency
        </h2>
        <p className="mt-1 text-sm text-slate-600">Time from our receiving a call to our answer, per endpoint per day.</p>
        <LatencyChart rows={usage.latency} days={usage.days} />
      </section>

      <section aria-labelledby="caps-heading" className={`${card} mt-6`}>
        <h2 id="caps-heading" className="text-lg font-semibold text-slate-900">
          Key caps
        </h2>
        <p className="mt-1 mb-3 text-sm text-slate-600">Credits each capped key has used this calendar month (UTC). A key that reaches its cap answers 402 key_credit_limit_reached until the month ends.</p>
        <KeyCaps keys={keys} />
      </section>

      <section aria-labelledby="recent-heading" className="mt-6">
        <h2 id="recent-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Recent requests
        </h2>
        <RecentRequests rows={usage.recent} />
      </section>

      <section id="low-credit" aria-labelledby="threshold-heading" className={`${card} mt-6`}>
        <h2 id="threshold-heading" className="text-lg font-semibold text-slate-900">
          Low-credit notice
        </h2>
        <p className="mt-1 text-sm text-slate-600">Show a notice across the console when your balance falls below this many credits.</p>
        <ThresholdForm current={user.lowCreditThreshold} />
      </section>
    </>
  );
}
