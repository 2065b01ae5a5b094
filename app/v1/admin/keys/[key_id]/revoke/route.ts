import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { revokeKeyOperation } from "@/lib/admin/operations";
import { adminRevokeKey } from "@/lib/admin/handlers";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(revokeKeyOperation.path, {
  POST: implement(revokeKeyOperation, async ({ params, auth }) => ({ body: await adminRevokeKey(params.key_id, auth!.userId) })),
});
