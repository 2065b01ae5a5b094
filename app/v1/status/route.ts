import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { getStatusOperation } from "@/lib/status/operation";
import { getStatus } from "@/lib/status/get-status";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(getStatusOperation.path, {
  GET: implement(getStatusOperation, async () => ({ body: await getStatus(), headers: { "Cache-Control": "no-store" } })),
});
