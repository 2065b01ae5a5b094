import type { Metadata } from "next";
import { AuditLogList } from "@/components/console/audit-log-list";
import { KeysManager } from "@/components/keys/keys-manager";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { auditLog } from "@/lib/console/audit-log";
import { listOwnKeys } from "@/lib/console/keys";
import { publicScopes } from "@/lib/keys/scopes";

export const metadata: Metadata = { title: "API keys" };

export default async function KeysPage() {
  const user = await requireUser("/console/keys");
  const [keys, entries] = await Promise.all([listOwnKeys(user.id), auditLog(user.id)]);
  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys authenticate your calls to /v1 (Authorization: Bearer svc_live_…). Each key carries scopes; sandbox keys are never billed and never call the model."
      />
      <KeysManager keys={keys} scopes={[...publicScopes]} />
      <section aria-labelledby="audit-heading" className="mt-10">
        <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
          Audit log
        </h2>
        <p className="mt-1 text-sm text-slate-600">Every key created, rotated, revoked or expired on your account, and changes made by staff.</p>
        <div className="mt-4">
          <AuditLogList entries={entries} />
        </div>
      </section>
    </>
  );
}
