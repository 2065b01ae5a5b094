import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";
import {
  apiKeySchema,
  createdKeySchema,
  createKeyBody,
  updateKeyBody,
  createUserBody,
  creditsBody,
  creditsResponse,
  findUsersQuery,
  keyIdParams,
  updateUserBody,
  userIdParams,
  userSchema,
} from "./schemas";

const common = { tag: "Admin", access: "admin", hiddenFromStatus: true } as const;

export const createUserOperation = operation({
  ...common,
  method: "POST",
  path: "/v1/admin/users",
  operationId: "admin.users.create",
  summary: "Create a user",
  body: createUserBody,
  response: userSchema,
  successStatus: 201,
  example: { email: "dev@example.com", name: "Dev", tier: "free", credits: 100 },
});

export const findUsersOperation = operation({
  ...common,
  method: "GET",
  path: "/v1/admin/users",
  operationId: "admin.users.list",
  summary: "Find users (by email, or the 100 newest)",
  query: findUsersQuery,
  response: z.object({ data: z.array(userSchema) }),
});

export const updateUserOperation = operation({
  ...common,
  method: "PATCH",
  path: "/v1/admin/users/{user_id}",
  operationId: "admin.users.update",
  summary: "Set a user's tier or staff flag",
  pathParams: userIdParams,
  body: updateUserBody,
  response: userSchema,
  example: { tier: "tier1" },
});

export const grantCreditsOperation = operation({
  ...common,
  method: "POST",
  path: "/v1/admin/users/{user_id}/credits",
  operationId: "admin.users.credits",
  summary: "Grant (or remove) credits",
  pathParams: userIdParams,
  body: creditsBody,
  response: creditsResponse,
  example: { amount: 500, reason: "pilot" },
});

export const createKeyOperation = operation({
  ...common,
  method: "POST",
  path: "/v1/admin/users/{user_id}/keys",
  operationId: "admin.keys.create",
  summary: "Create an API key for a user",
  pathParams: userIdParams,
  body: createKeyBody,
  response: createdKeySchema,
  successStatus: 201,
  example: { name: "ci", scopes: ["audit"] },
});

export const listKeysOperation = operation({
  ...common,
  method: "GET",
  path: "/v1/admin/users/{user_id}/keys",
  operationId: "admin.keys.list",
  summary: "List a user's API keys",
  pathParams: userIdParams,
  response: z.object({ data: z.array(apiKeySchema) }),
});

export const updateKeyOperation = operation({
  ...common,
  method: "PATCH",
  path: "/v1/admin/keys/{key_id}",
  operationId: "admin.keys.update",
  summary: "Set or remove a key's own limits (monthly credits, requests per minute); effective at once on every instance",
  pathParams: keyIdParams,
  body: updateKeyBody,
  response: apiKeySchema,
  example: { monthly_credit_limit: 500, requests_per_minute: 60 },
});

export const revokeKeyOperation = operation({
  ...common,
  method: "POST",
  path: "/v1/admin/keys/{key_id}/revoke",
  operationId: "admin.keys.revoke",
  summary: "Revoke an API key (takes effect at once, on every instance)",
  pathParams: keyIdParams,
  response: apiKeySchema,
});
