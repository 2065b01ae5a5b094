import { Badge, type BadgeTone } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { td, th } from "@/components/ui/classes";
import { actionLabel, type AuditEntry } from "@/lib/console/audit-log";
import { formatDateTime, formatExpiry } from "@/lib/console/format";
import { TableShell } from "@/components/ui/table-shell";

const tones: Record<string, BadgeTone> = {
  "key.created": "green",
  "key.rotated_in": "green",
  "key.rotated": "indigo",
  "key.revoked": "red",
  "key.expired": "amber",
  "key.limits_changed": "indigo",
};

/** "5 credits a month · 10 requests a minute", or "no limits". */
export function describeKeyLimits(d: Record<string, unknown>): string {
  const parts = [
    d.monthly_credit_limit != null ? `${String(d.monthly_credit_limit)} credits a month` : null,
    d.requests_per_minute != null ? `${String(d.requests_per_minute)} requests a minute` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : "no limits";
}

function describe(entry: AuditEntry): string {
  const d = entry.detail;
  switch (entry.action) {
    case "key.created":
    case "key.rotated_in": {
      const scopes = Array.isArray(d.scopes) ? (d.scopes as string[]).join(", ") : "";
      const limited = d.monthly_credit_limit != null || d.requests_per_minute != null;
      return [scopes && `scopes: ${scopes}`, d.sandbox ? "sandbox" : null, d.expires_at ? `expires ${formatExpiry(String(d.expires_at))}` : null, limited ? describeKeyLimits(d) : null]
        .filter(Boolean)
        .join(" · ");
    }
    case "key.rotated":
      return `replaced by ${String(d.replaced_by ?? "?")}; this key ${Number(d.grace_seconds) > 0 ? "expires" : "expired"} ${formatDateTime(String(d.expires_at ?? ""))}`;
    case "key.limits_changed":
      return describeKeyLimits(d);
    case "account.tier_changed":
      return `${String(d.from)} → ${String(d.to)}`;
    case "account.credits_adjusted": {
      const amount = Number(d.amount);
      return `${amount > 0 ? "+" : ""}${amount} credits${d.reason ? ` (${String(d.reason)})` : ""}, balance ${String(d.balance_after)}`;
    }
    default:
      return "";
  }
}

/** The audit log as a table (scrolls sideways on phones rather than squeezing the columns). */
export function AuditLogList({ entries, ownerLabel = "you" }: { entries: AuditEntry[]; ownerLabel?: string }) {
  if (entries.length === 0) return <EmptyState title="No events yet">Key and account events will appear here.</EmptyState>;
  return (
    <TableShell label="Audit log, newest first">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              When
            </th>
            <th scope="col" className={th}>
              Event
            </th>
            <th scope="col" className={th}>
              Key
            </th>
            <th scope="col" className={th}>
              By
            </th>
            <th scope="col" className={th}>
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((e) => (
            <tr key={e.id}>
              <td className={`${td} tabular-nums`}>{formatDateTime(e.at)}</td>
              <td className={td}>
                <Badge tone={tones[e.action] ?? "slate"}>{actionLabel(e.action)}</Badge>
              </td>
              <td className={`${td} font-mono text-xs`}>{e.keyLabel ?? "—"}</td>
              <td className={td}>{e.actorIsOwner ? ownerLabel : e.actor}</td>
              <td className={`${td} text-xs text-slate-500`}>{describe(e)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableShell>
  );
}
