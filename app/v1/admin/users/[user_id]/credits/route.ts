import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { grantCreditsOperation } from "@/lib/admin/operations";
import { adminAdjustCredits } from "@/lib/admin/handlers";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(grantCreditsOperation.path, {
  POST: implement(grantCreditsOperation, async ({ body, params, auth }) => ({
    body: await adminAdjustCredits(params.user_id, body, auth!.userId),
  })),
});
