import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { analyzeAuditOperation } from "@/lib/audit/operations";
import { analyzeAudit } from "@/lib/audit/analyze";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(analyzeAuditOperation.path, {
  POST: implement(analyzeAuditOperation, analyzeAudit),
});
