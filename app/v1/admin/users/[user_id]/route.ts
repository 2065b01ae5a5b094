import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { updateUserOperation } from "@/lib/admin/operations";
import { adminUpdateUser } from "@/lib/admin/handlers";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(updateUserOperation.path, {
  PATCH: implement(updateUserOperation, async ({ body, params }) => ({ body: await adminUpdateUser(params.user_id, body) })),
});
