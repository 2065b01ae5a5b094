import type { Metadata } from "next";
import { EndpointTable } from "@/components/staff/endpoint-table";
import { QualityChart } from "@/components/staff/quality-chart";
import { TenantTable } from "@/components/staff/tenant-table";
import { PlatformDailyChart } from "@/components/staff/platform-daily-chart";
import { card } from "@/components/ui/classes";
import { PageHeader } from "@/components/ui/page-header";
import { Stat } from "@/components/ui/stat";
import { requireStaff } from "@/lib/auth/session";
import { formatNumber, formatPercent } from "@/lib/console/format";
import { staffOverview } from "@/lib/console/staff";
import { USAGE_DAYS } from "@/lib/console/usage";

export const metadata: Metadata = { title: "Staff" };

export default async function StaffPage() {
  await requireStaff();
  const o = await staffOverview();
  const t = o.totals;
  return (
    <>
      <PageHeader title="Staff dashboard" description={`All tenants and the platform's last ${USAGE_DAYS} days (UTC). Open a tenant to change its tier, grant credits or revoke keys.`} />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat label="Tenants" value={formatNumber(t.tenants)} note={`${formatNumber(t.activeTenants)} active in ${USAGE_DAYS} d`} />
        <Stat label={`Calls (${USAGE_DAYS} d)`} value={formatNumber(t.calls)} />
        <Stat label={`Credits (${USAGE_DAYS} d)`} value={formatNumber(t.credits)} />
        <Stat label="Server errors" value={formatPercent(t.serverErrors, t.calls)} note={`${formatNumber(t.serverErrors)} 5xx · ${formatPercent(t.clientErrors, t.calls)} 4xx`} />
        <Stat label="Degraded" value={formatPercent(t.degraded, t.calls)} note={`${formatNumber(t.degraded)} answered offline`} />
      </dl>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="daily-heading" className={card}>
          <h2 id="daily-heading" className="text-lg font-semibold text-slate-900">
            Calls per day by endpoint
          </h2>
          <PlatformDailyChart daily={o.daily} hasData={t.calls > 0} />
        </section>
        <section aria-labelledby="quality-heading" className={card}>
          <h2 id="quality-heading" className="text-lg font-semibold text-slate-900">
            Error rate and degraded share
          </h2>
          <QualityChart data={o.quality} hasData={t.calls > 0} />
        </section>
      </div>

      <section aria-labelledby="endpoints-heading" className="mt-6">
        <h2 id="endpoints-heading" className="mb-3 text-lg font-semibold text-slate-900">
          By endpoint
        </h2>
        <EndpointTable rows={o.byEndpoint} />
      </section>

      <section aria-labelledby="top-heading" className="mt-6">
        <h2 id="top-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Top consumers
        </h2>
        <TenantTable tenants={o.topConsumers} caption="Top consumers by credits" emptyText="No usage in the last 30 days." />
      </section>

      <section aria-labelledby="tenants-heading" className="mt-6">
        <h2 id="tenants-heading" className="mb-3 text-lg font-semibold text-slate-900">
          All tenants
        </h2>
        <TenantTable tenants={o.tenants} caption="All tenants" searchable emptyText="No tenants yet." />
      </section>
    </>
  );
}
