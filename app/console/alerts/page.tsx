import type { Metadata } from "next";
import Link from "next/link";
import { RegisterEndpointForm } from "@/components/alerts/register-endpoint-form";
import { Alert } from "@/components/ui/alert";
import { btnSecondary, btnSmall, card, focusRing, link, td, th } from "@/components/ui/classes";
import { PageHeader } from "@/components/ui/page-header";
import { listDeliveries, listEndpoints } from "@/lib/alerts/endpoints";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { removeEndpointAction, resendDeliveryAction } from "./actions";

export const metadata: Metadata = { title: "Alerts" };

const when = (d: Date | null) => (d ? d.toISOString().replace("T", " ").slice(0, 19) + " UTC" : "–");

/** What a refused remove or resend says (the address carries only the code). */
const failures: Record<string, string> = {
  remove: "That endpoint could not be removed: it is not one of yours, or it was removed already. The list below is current.",
  resend: "That delivery could not be resent: it is not one of yours, or it no longer exists. The log below is current.",
};

export default async function AlertsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser("/console/alerts");
  const failed = (await searchParams).failed;
  const failure = typeof failed === "string" && Object.hasOwn(failures, failed) ? failures[failed] : undefined;
  const db = await getDb();
  const [endpoints, deliveries] = await Promise.all([listEndpoints(db, user.id), listDeliveries(db, user.id)]);
  return (
    <>
      <PageHeader
        title="Alerts"
        description={
          <>
            We email {user.email} and call your webhook endpoints when your balance falls below your{" "}
            <Link className={link} href="/console/usage#low-credit">
              low-credit threshold
            </Link>{" "}
            (<code>credits.low</code>), when a key reaches its cap (<code>key.limit_reached</code>), is revoked (<code>key.revoked</code>) or expires within 7
            days (<code>key.expiring</code>). Failed deliveries are retried with backoff for 24 hours. See{" "}
            <Link className={link} href="/docs/webhooks">
              verifying signatures
            </Link>
            .
          </>
        }
      />
      {failure ? (
        <Alert tone="error" className="mb-6">
          {failure}
        </Alert>
      ) : null}
      <section aria-labelledby="endpoints-heading" className={card}>
        <h2 id="endpoints-heading" className="text-lg font-semibold text-slate-900">
          Webhook endpoints
        </h2>
        {endpoints.length ? (
          <ul aria-label="Webhook endpoints" className="mt-3 divide-y divide-slate-200">
            {endpoints.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="break-all font-mono">{e.url}</span>
                <form action={removeEndpointAction}>
                  <input type="hidden" name="endpointId" value={e.id} />
                  <button type="submit" className={`${btnSecondary} ${btnSmall}`} aria-label={`Remove ${e.url}`}>
                    Remove
                  </button>
                </form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No endpoints yet: alerts go by email only.</p>
        )}
        <div className="mt-4">
          <RegisterEndpointForm />
        </div>
      </section>
      <section aria-labelledby="log-heading" className={`${card} mt-6`}>
        <h2 id="log-heading" className="text-lg font-semibold text-slate-900">
          Delivery log
        </h2>
        {deliveries.length ? (
          // relative: the header's sr-only label is absolutely positioned, and would otherwise escape the scroller and widen the page.
          <div className={`relative mt-3 overflow-x-auto rounded-md ${focusRing}`} tabIndex={0} role="region" aria-label="Delivery log (scrolls sideways)">
            <table className="min-w-full divide-y divide-slate-200" aria-label="Alert deliveries">
              <thead>
                <tr>
                  <th className={th}>Created</th>
                  <th className={th}>Event</th>
                  <th className={th}>To</th>
                  <th className={th}>Status</th>
                  <th className={th}>Attempts</th>
                  <th className={th}>Last result</th>
                  <th className={th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {deliveries.map((d) => (
                  <tr key={d.id}>
                    <td className={td}>{when(d.createdAt)}</td>
                    <td className={`${td} font-mono`}>{d.type}</td>
                    <td className={`${td} max-w-[16rem] truncate`} title={d.url ?? user.email}>
                      {d.channel === "email" ? "email" : d.url}
                    </td>
                    <td className={td}>{d.status === "pending" && d.attempts > 0 ? `retrying ${when(d.nextAttemptAt)}` : d.status}</td>
                    <td className={td}>{d.attempts}</td>
                    <td className={td}>{d.lastError ?? (d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : d.status === "delivered" ? "sent" : "–")}</td>
                    <td className={td}>
                      <form action={resendDeliveryAction}>
                        <input type="hidden" name="deliveryId" value={d.id} />
                        <button type="submit" className={`${btnSecondary} ${btnSmall}`} aria-label={`Resend ${d.type} to ${d.channel === "email" ? "email" : d.url}`}>
                          Resend
                        </button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No alerts yet.</p>
        )}
      </section>
    </>
  );
}
