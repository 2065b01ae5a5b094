import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AuditLogList } from "@/components/console/audit-log-list";
import { GrantCreditsForm } from "@/components/staff/grant-credits-form";
import { StaffKeyList } from "@/components/staff/staff-key-list";
import { TierForm } from "@/components/staff/tier-form";
import { RecentRequests } from "@/components/usage/recent-requests";
import { Badge } from "@/components/ui/badge";
import { card, link } from "@/components/ui/classes";
import { PageHeader } from "@/components/ui/page-header";
import { Stat } from "@/components/ui/stat";
import { requireStaff } from "@/lib/auth/session";
import { tierNames } from "@/lib/billing/tiers";
import { auditLog } from "@/lib/console/audit-log";
import { formatDateTime, formatNumber } from "@/lib/console/format";
import { listOwnKeys } from "@/lib/console/keys";
import { USAGE_DAYS, usageOverview } from "@/lib/console/usage";
import { getDb } from "@/lib/db/client";
import { getUser } from "@/lib/users/store";

export const metadata: Metadata = { title: "Tenant" };

export default async function StaffTenantPage({ params }: { params: Promise<{ userId: string }> }) {
  await requireStaff();
  const { userId } = await params;
  const tenant = await getUser(await getDb(), userId);
  if (!tenant) notFound();
  const [keys, usage, entries] = await Promise.all([listOwnKeys(tenant.id), usageOverview(tenant.id), auditLog(tenant.id)]);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link className={link} href="/staff">
          ← All tenants
        </Link>
      </p>
      <PageHeader
        title={tenant.email}
        description={
          <>
            {tenant.id} · joined {formatDateTime(tenant.createdAt)} {tenant.staff ? <Badge tone="indigo">staff</Badge> : null}
          </>
        }
      />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Balance" value={<span data-testid="tenant-balance">{formatNumber(tenant.creditsBalance)}</span>} />
        <Stat label="Tier" value={<span data-testid="tenant-tier">{tenant.tier}</span>} />
        <Stat label={`Calls (${USAGE_DAYS} d)`} value={formatNumber(usage.totals.calls)} />
        <Stat label={`Credits (${USAGE_DAYS} d)`} value={formatNumber(usage.totals.credits)} />
      </dl>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="tier-heading" className={card}>
          <h2 id="tier-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Tier
          </h2>
          <TierForm userId={tenant.id} tier={tenant.tier} tiers={tierNames} />
        </section>
        <section aria-labelledby="credits-heading" className={card}>
          <h2 id="credits-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Credits
          </h2>
          <GrantCreditsForm userId={tenant.id} />
        </section>
      </div>

      <section aria-labelledby="keys-heading" className="mt-6">
        <h2 id="keys-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Keys
        </h2>
        <StaffKeyList keys={keys} />
      </section>

      <section aria-labelledby="recent-heading" className="mt-6">
        <h2 id="recent-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Recent requests
        </h2>
        <RecentRequests rows={usage.recent} />
      </section>

      <section aria-labelledby="audit-heading" className="mt-6">
        <h2 id="audit-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Audit log
        </h2>
        <AuditLogList entries={entries} ownerLabel="owner" />
      </section>
    </>
  );
}
