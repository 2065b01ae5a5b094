"use client";

import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { input, link, td, th } from "@/components/ui/classes";
import { EmptyState } from "@/components/ui/empty-state";
import { formatNumber } from "@/lib/console/format";
import type { TenantRow } from "@/lib/console/staff";
import { TableShell } from "@/components/ui/table-shell";

export function TenantTable({ tenants, caption, searchable = false, emptyText }: { tenants: TenantRow[]; caption: string; searchable?: boolean; emptyText: string }) {
  const [query, setQuery] = useState("");
  const q = query.trim().toLowerCase();
  const shown = q ? tenants.filter((t) => t.email.includes(q) || t.id.toLowerCase().includes(q) || (t.name ?? "").toLowerCase().includes(q)) : tenants;
  return (
    <div className="space-y-3">
      {searchable ? (
        <div className="max-w-sm">
          <label htmlFor="tenant-search" className="sr-only">
            Filter tenants
          </label>
          <input id="tenant-search" type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} placeholder="Filter by email, name or id" className={input} />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState title={q ? "No tenant matches" : emptyText} />
      ) : (
        <TableShell label={caption}>
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-50">
              <tr>
                {["Tenant", "Tier", "Balance", "Calls 30 d", "Credits 30 d", "Errors 30 d"].map((h) => (
                  <th key={h} scope="col" className={th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((t) => (
                <tr key={t.id}>
                  <td className={td}>
                    <Link className={link} href={`/staff/users/${t.id}`}>
                      {t.email}
                    </Link>
                    {t.staff ? (
                      <span className="ml-2">
                        <Badge tone="indigo">staff</Badge>
                      </span>
                    ) : null}
                  </td>
                  <td className={td}>{t.tier}</td>
                  <td className={`${td} tabular-nums`}>{formatNumber(t.creditsBalance)}</td>
                  <td className={`${td} tabular-nums`}>{formatNumber(t.calls)}</td>
                  <td className={`${td} tabular-nums`}>{formatNumber(t.credits)}</td>
                  <td className={`${td} tabular-nums`}>{formatNumber(t.errors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableShell>
      )}
    </div>
  );
}
