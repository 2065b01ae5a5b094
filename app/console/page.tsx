import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { btnPrimary, btnSecondary, card, link } from "@/components/ui/classes";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Stat } from "@/components/ui/stat";
import { RecentRequests } from "@/components/usage/recent-requests";
import { KeyStatusBadge } from "@/components/keys/key-status-badge";
import { requireUser } from "@/lib/auth/session";
import { requestsPerMinute } from "@/lib/billing/tiers";
import { firstSteps, nextStep } from "@/lib/console/first-steps";
import { formatCount, formatDateTime, formatNumber } from "@/lib/console/format";
import { listOwnKeys } from "@/lib/console/keys";
import { isLowOnCredits } from "@/lib/console/low-credit";
import { usageOverview } from "@/lib/console/usage";

export const metadata: Metadata = { title: "Overview" };

/** Where a developer stands: balance, tier, this month's calls and credits, keys, and the next step to take. */
export default async function ConsoleOverview() {
  const user = await requireUser("/console");
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 7)}-01`;
  const [usage, keys] = await Promise.all([usageOverview(user.id, { from: monthStart, to: today, keyId: null }), listOwnKeys(user.id)]);
  const active = keys.filter((k) => k.status === "active");
  const steps = firstSteps({
    activeKeys: active.length,
    keysEverUsed: keys.some((k) => k.lastUsedAt !== null),
    callsThisMonth: usage.totals.calls,
  });
  const next = nextStep(steps);
  const low = isLowOnCredits(user);
  return (
    <>
      <PageHeader
        title="Overview"
        description="Your balance, this month's calls and credits (UTC) and your keys. A call costs credits only when it succeeds, is not degraded and is not made with a sandbox key."
      />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Credit balance" value={formatNumber(user.creditsBalance)} tone={low ? "warn" : "default"} note={low ? "Below your notice threshold" : undefined} />
        <Stat label="Tier" value={user.tier} note={`${formatNumber(requestsPerMinute(user.tier))} requests a minute, all keys together`} />
        <Stat label="Calls this month" value={formatNumber(usage.totals.calls)} note={`${formatCount(usage.totals.errors, "error")}, ${formatNumber(usage.totals.degraded)} degraded`} />
        <Stat label="Credits this month" value={formatNumber(usage.totals.credits)} />
      </dl>

      <section aria-labelledby="steps-heading" className={`${card} mt-6`}>
        <h2 id="steps-heading" className="text-lg font-semibold text-slate-900">
          {next ? "Get started" : "All set"}
        </h2>
        {next ? (
          <p className="mt-1 text-sm text-slate-600" data-testid="next-step">
            Next step: <strong className="font-semibold text-slate-900">{next.title}</strong>. {next.detail}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">You have made calls with your keys. The explorer, usage page and docs are in the menu above.</p>
        )}
        <ol aria-label="First steps" className="mt-4 space-y-2">
          {steps.map((s, i) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span aria-hidden className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold ${s.done ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"}`}>
                {s.done ? "✓" : i + 1}
              </span>
              <Link className={link} href={s.href}>
                {s.title}
              </Link>
              {s.done ? <Badge tone="green">done</Badge> : s === next ? <Badge tone="indigo">next</Badge> : null}
            </li>
          ))}
        </ol>
        {next ? (
          <div className="mt-4">
            <Link className={btnPrimary} href={next.href}>
              {next.title}
            </Link>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="keys-heading" className="mt-6">
        <SectionHead id="keys-heading" title="Active keys" href="/console/keys" action="Manage keys" />
        {active.length === 0 ? (
          <EmptyState title="No active keys">Create one on the keys page; a sandbox key is never billed.</EmptyState>
        ) : (
          <ul aria-label="Active keys" className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            {active.slice(0, 5).map((k) => (
              <li key={k.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
                <span className="font-medium text-slate-900">{k.name}</span>
                <KeyStatusBadge status={k.status} />
                {k.sandbox ? <Badge tone="indigo">sandbox</Badge> : null}
                <code className="font-mono text-xs text-slate-600">{k.displayKey}</code>
                <span className="text-xs text-slate-500">last used {k.lastUsedAt ? formatDateTime(k.lastUsedAt) : "never"}</span>
              </li>
            ))}
          </ul>
        )}
        {active.length > 5 ? <p className="mt-2 text-sm text-slate-600">and {active.length - 5} more on the keys page.</p> : null}
      </section>

      <section aria-labelledby="recent-heading" className="mt-6">
        <SectionHead id="recent-heading" title="Latest calls" href="/console/usage" action="All usage" />
        <RecentRequests rows={usage.recent.slice(0, 5)} />
      </section>
    </>
  );
}

function SectionHead({ id, title, href, action }: { id: string; title: string; href: string; action: string }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <Link className={btnSecondary} href={href}>
        {action}
      </Link>
    </div>
  );
}
