import { env } from "@/lib/env";
import { listAuditTools } from "@/lib/audit/list-tools";
import { unchangingJsonText } from "@/lib/http/unchanging-json";

export const dynamic = "force-dynamic";

/**
 * Benchmark baseline: the same JSON as GET /v1/audit/tools without the /v1 pipeline. Served only when
 * BENCH_ROUTES=1 (npm run bench sets it), so production exposes nothing extra.
 */
export async function GET() {
  if (env().BENCH_ROUTES !== "1") return new Response("Not found", { status: 404 });
  // Serialised once, as the pipeline serialises this unchanging catalogue, so that (b)/(a) compares only the pipeline.
  return new Response(unchangingJsonText(listAuditTools()), { headers: { "Content-Type": "application/json" } });
}
