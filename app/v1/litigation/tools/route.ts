import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { listLitigationTools, litigationToolsOperation } from "@/lib/litigation/operations";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(litigationToolsOperation.path, {
  GET: implement(litigationToolsOperation, async () => ({ body: listLitigationTools(), unchanging: true })),
});
