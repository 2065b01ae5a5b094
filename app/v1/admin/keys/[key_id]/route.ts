import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { updateKeyOperation } from "@/lib/admin/operations";
import { adminUpdateKey } from "@/lib/admin/handlers";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(updateKeyOperation.path, {
  PATCH: implement(updateKeyOperation, async ({ params, body, auth }) => ({ body: await adminUpdateKey(params.key_id, body, auth!.userId) })),
});
