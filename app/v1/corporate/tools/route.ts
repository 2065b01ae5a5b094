import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { corporateToolsOperation, listCorporateTools } from "@/lib/corporate/operations";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(corporateToolsOperation.path, {
  GET: implement(corporateToolsOperation, async () => ({ body: listCorporateTools(), unchanging: true })),
});
