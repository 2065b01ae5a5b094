import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { createKeyOperation, listKeysOperation } from "@/lib/admin/operations";
import { adminCreateKey, adminListKeys } from "@/lib/admin/handlers";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(createKeyOperation.path, {
  GET: implement(listKeysOperation, async ({ params }) => ({ body: await adminListKeys(params.user_id) })),
  POST: implement(createKeyOperation, async ({ body, params, auth }) => ({
    status: 201,
    body: await adminCreateKey(params.user_id, body, auth!.userId),
  })),
});
