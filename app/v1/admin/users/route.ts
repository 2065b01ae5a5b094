import { v1Route } from "@/lib/pipeline/route";
import { implement } from "@/lib/pipeline/operation";
import { createUserOperation, findUsersOperation } from "@/lib/admin/operations";
import { adminCreateUser, adminFindUsers } from "@/lib/admin/handlers";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Route(createUserOperation.path, {
  GET: implement(findUsersOperation, async ({ query }) => ({ body: await adminFindUsers(query.email) })),
  POST: implement(createUserOperation, async ({ body, auth }) => ({ status: 201, body: await adminCreateUser(body, auth!.userId) })),
});
