import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { listAuditToolsOperation } from "@/lib/audit/operations";
import { listAuditTools } from "@/lib/audit/list-tools";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(listAuditToolsOperation.path, {
  GET: implement(listAuditToolsOperation, async () => ({ body: listAuditTools(), unchanging: true })),
});
