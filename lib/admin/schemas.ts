import { z } from "zod";
import { tierSchema } from "@/lib/billing/tiers";
import { allScopes } from "@/lib/keys/scopes";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password";

export const userSchema = z
  .object({
    user_id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    tier: tierSchema,
    staff: z.boolean(),
    credits_balance: z.number().int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "User" });

export const createUserBody = z.object({
  email: z.email().max(320),
  password: z.string().min(MIN_PASSWORD_LENGTH).max(512).optional(),
  name: z.string().trim().min(1).max(200).optional(),
  staff: z.boolean().optional(),
  tier: tierSchema.optional(),
  credits: z.number().int().min(0).max(1_000_000_000).optional(),
});

export const findUsersQuery = z.object({ email: z.string().max(320).optional() });

export const updateUserBody = z.object({ tier: tierSchema.optional(), staff: z.boolean().optional() });

export const creditsBody = z.object({
  amount: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((n) => n !== 0, "must not be 0")
    .describe("Credits to grant; a negative amount removes credits but never below a zero balance."),
  reason: z.string().trim().max(500).optional(),
});

export const creditsResponse = z.object({ user_id: z.string(), credits_balance: z.number().int() });

const scopeOrAll = z.enum([...allScopes, "all"]);

export const createKeyBody = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(scopeOrAll).min(1).max(9).describe('Scopes, or ["all"] for the 7 public scopes. "admin" only for staff users.'),
  sandbox: z.boolean().optional(),
  expires_at: z.iso.datetime({ offset: true }).optional().describe("ISO 8601; must be in the future."),
});

export const apiKeySchema = z
  .object({
    key_id: z.string(),
    name: z.string(),
    display_key: z.string(),
    scopes: z.array(z.string()),
    sandbox: z.boolean(),
    status: z.enum(["active", "expired", "revoked"]),
    created_at: z.iso.datetime(),
    expires_at: z.iso.datetime().nullable(),
    revoked_at: z.iso.datetime().nullable(),
    last_used_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "ApiKey" });

export const createdKeySchema = apiKeySchema
  .extend({ key: z.string().describe("The raw key: shown this once, never retrievable again.") })
  .meta({ id: "CreatedApiKey" });

export const userIdParams = z.object({ user_id: z.string() });
export const keyIdParams = z.object({ key_id: z.string() });
