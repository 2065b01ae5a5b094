import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { corporateAnalyzeOperation, corporateFamily } from "@/lib/corporate/operations";
import { analyzeWithFamily } from "@/lib/tools/family/analyze";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(corporateAnalyzeOperation.path, {
  POST: implement(corporateAnalyzeOperation, (ctx) => analyzeWithFamily(corporateFamily, ctx)),
});
