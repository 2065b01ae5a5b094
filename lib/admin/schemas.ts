import { z } from "zod";
import { tierSchema } from "@/lib/billing/tiers";
import { allScopes } from "@/lib/keys/scopes";
import { newPasswordSchema, passwordNotEmail } from "@/lib/auth/password-policy";

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

export const createUserBody = z.strictObject({
  email: z.email().max(320),
  password: newPasswordSchema.optional(),
  name: z.string().trim().min(1).max(200).optional(),
  staff: z.boolean().optional(),
  tier: tierSchema.optional(),
  credits: z.number().int().min(0).max(1_000_000_000).optional(),
}).superRefine(passwordNotEmail);

export const findUsersQuery = z.strictObject({ email: z.string().max(320).optional() });

export const updateUserBody = z.strictObject({ tier: tierSchema.optional(), staff: z.boolean().optional() });

export const creditsBody = z.strictObject({
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

const monthlyCreditLimit = z
  .number()
  .int()
  .min(1)
  .max(1_000_000_000)
  .nullable()
  .describe("Most credits this key may spend per calendar month (UTC); null = no cap (only the balance limits it).");
const keyRequestsPerMinute = z
  .number()
  .int()
  .min(1)
  .max(100_000)
  .nullable()
  .describe("Most requests per minute for this key, on top of the account's tier limit; null = no cap.");

export const createKeyBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(scopeOrAll).min(1).max(9).describe('Scopes, or ["all"] for the 7 public scopes. "admin" only for staff users.'),
  sandbox: z.boolean().optional(),
  expires_at: z.iso.datetime({ offset: true }).optional().describe("ISO 8601; must be in the future."),
  monthly_credit_limit: monthlyCreditLimit.optional(),
  requests_per_minute: keyRequestsPerMinute.optional(),
});

export const updateKeyBody = z
  .strictObject({ monthly_credit_limit: monthlyCreditLimit.optional(), requests_per_minute: keyRequestsPerMinute.optional() })
  .refine((b) => b.monthly_credit_limit !== undefined || b.requests_per_minute !== undefined, "give monthly_credit_limit or requests_per_minute");

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
    monthly_credit_limit: z.number().int().nullable(),
    requests_per_minute: z.number().int().nullable(),
  })
  .meta({ id: "ApiKey" });

export const createdKeySchema = apiKeySchema
  .extend({ key: z.string().describe("The raw key: shown this once, never retrievable again.") })
  .meta({ id: "CreatedApiKey" });

export const userIdParams = z.object({ user_id: z.string() });
export const keyIdParams = z.object({ key_id: z.string() });
