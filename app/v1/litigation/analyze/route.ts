import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { litigationAnalyzeOperation, litigationFamily } from "@/lib/litigation/operations";
import { analyzeWithFamily } from "@/lib/tools/family/analyze";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(litigationAnalyzeOperation.path, {
  POST: implement(litigationAnalyzeOperation, (ctx) => analyzeWithFamily(litigationFamily, ctx)),
});
