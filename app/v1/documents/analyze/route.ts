import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { documentAnalyzeOperation } from "@/lib/documents/operations";
import { analyzeDocument } from "@/lib/documents/handler";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(documentAnalyzeOperation.path, {
  POST: implement(documentAnalyzeOperation, analyzeDocument),
});
