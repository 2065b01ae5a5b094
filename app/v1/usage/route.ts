import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { getUsageOperation } from "@/lib/usage/operations";
import { getUsage } from "@/lib/usage/get-usage";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(getUsageOperation.path, {
  GET: implement(getUsageOperation, async ({ auth }) => ({ body: await getUsage(auth!.userId) })),
});
