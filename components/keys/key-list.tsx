"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { btnSecondary, btnSmall } from "@/components/ui/classes";
import { EmptyState } from "@/components/ui/empty-state";
import type { ActionResult } from "@/lib/console/action-result";
import { formatDateTime, formatExpiry } from "@/lib/console/format";
import type { ConsoleKey } from "@/lib/console/keys";
import { keyLineage } from "@/lib/console/key-lineage";
import { KeyStatusBadge } from "./key-status-badge";
import type { RevealedKey } from "./raw-key-reveal";
import { RevokeDialog } from "./revoke-dialog";
import { RotateDialog } from "./rotate-dialog";
import { KeyLimitsForm } from "./key-limits-form";

/** "3 of 5 credits used this month · 10 requests a minute", or "none (3 credits this month)". */
function keyLimitsText(k: ConsoleKey): string {
  const parts = [
    k.monthlyCreditLimit !== null ? `${k.creditsThisMonth} of ${k.monthlyCreditLimit} credits used this month` : null,
    k.requestsPerMinute !== null ? `${k.requestsPerMinute} requests a minute` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : `none (${k.creditsThisMonth} credits this month)`;
}

/**
 * Keys as stacked rows rather than a wide table, so a phone shows every field without sideways scrolling.
 * `onRotated` is absent where rotation is not offered (the staff view).
 */
export function KeyList({
  keys,
  revoke,
  onRotated,
  editLimits = false,
  emptyText = "Create your first key above.",
}: {
  keys: ConsoleKey[];
  revoke: (keyId: string) => Promise<ActionResult<object>>;
  onRotated?: (r: RevealedKey) => void;
  /** The owner's own view: each active key's limits can be edited. */
  editLimits?: boolean;
  emptyText?: string;
}) {
  const [dialog, setDialog] = useState<{ kind: "revoke" | "rotate"; key: ConsoleKey } | null>(null);
  if (keys.length === 0) return <EmptyState title="No keys yet">{emptyText}</EmptyState>;
  const lineage = keyLineage(keys);
  return (
    <>
      <ul aria-label="API keys" className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {keys.map((k) => {
          const line = lineage.get(k.id)!;
          return (
          <li key={k.id} data-key-id={k.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{k.name}</span>
                {line.retiringUntil ? <Badge tone="amber">retiring</Badge> : <KeyStatusBadge status={k.status} />}
                {line.isNewKey ? <Badge tone="indigo">new key</Badge> : null}
                {k.sandbox ? <Badge tone="indigo">sandbox</Badge> : null}
              </div>
              {line.retiringUntil || line.replaces ? (
                <p className="text-xs text-slate-600" data-testid="key-lineage">
                  {line.retiringUntil
                    ? `Retiring until ${formatExpiry(line.retiringUntil)}: replaced by “${line.replacedBy!.name}” ${line.replacedBy!.displayKey}.`
                    : `Rotated from “${line.replaces!.name}” ${line.replaces!.displayKey}.`}
                </p>
              ) : null}
              <code className="block break-all font-mono text-sm text-slate-700">{k.displayKey}</code>
              <div className="flex flex-wrap gap-1" aria-label="Scopes">
                {k.scopes.map((s) => (
                  <Badge key={s}>{s}</Badge>
                ))}
              </div>
              <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-xs text-slate-500 sm:grid-cols-2 lg:grid-cols-4">
                <div>
                  <dt className="inline">Created </dt>
                  <dd className="inline tabular-nums text-slate-700">{formatDateTime(k.createdAt)}</dd>
                </div>
                <div>
                  <dt className="inline">Expires </dt>
                  <dd className="inline tabular-nums text-slate-700" data-testid="key-expires">
                    {formatExpiry(k.expiresAt)}
                  </dd>
                </div>
                <div>
                  <dt className="inline">Last used </dt>
                  <dd className="inline tabular-nums text-slate-700">{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : "never"}</dd>
                </div>
                <div className="sm:col-span-2 lg:col-span-4">
                  <dt className="inline">Limits </dt>
                  <dd className="inline text-slate-700" data-testid="key-limits">
                    {keyLimitsText(k)}
                  </dd>
                </div>
                {k.revokedAt ? (
                  <div>
                    <dt className="inline">Revoked </dt>
                    <dd className="inline tabular-nums text-slate-700">{formatDateTime(k.revokedAt)}</dd>
                  </div>
                ) : null}
              </dl>
              {editLimits && k.status === "active" ? (
                <details className="text-sm">
                  <summary className="cursor-pointer text-slate-600 hover:text-slate-900">Edit limits</summary>
                  <KeyLimitsForm apiKey={k} />
                </details>
              ) : null}
            </div>
            {k.status === "active" ? (
              <div className="flex shrink-0 gap-2">
                {onRotated ? (
                  <button type="button" className={`${btnSecondary} ${btnSmall}`} onClick={() => setDialog({ kind: "rotate", key: k })}>
                    Rotate<span className="sr-only"> {k.name}</span>
                  </button>
                ) : null}
                <button
                  type="button"
                  className={`${btnSecondary} ${btnSmall} !text-red-700`}
                  onClick={() => setDialog({ kind: "revoke", key: k })}
                >
                  Revoke<span className="sr-only"> {k.name}</span>
                </button>
              </div>
            ) : null}
          </li>
          );
        })}
      </ul>
      {dialog?.kind === "revoke" ? (
        <RevokeDialog open onClose={() => setDialog(null)} keyName={dialog.key.name} displayKey={dialog.key.displayKey} revoke={() => revoke(dialog.key.id)} />
      ) : null}
      {dialog?.kind === "rotate" && onRotated ? <RotateDialog open onClose={() => setDialog(null)} apiKey={dialog.key} onRotated={onRotated} /> : null}
    </>
  );
}
