import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";

export const statusResponseSchema = z
  .object({
    status: z.enum(["ok", "degraded", "down"]),
    checked_at: z.iso.datetime(),
    auth_required: z.literal(false),
    rate_limit_tiers: z.object({ free: z.number().int(), tier1: z.number().int(), tier2: z.number().int(), enterprise: z.number().int() }),
    dedicated_capacity_configured: z.boolean(),
    model_provider_reachable: z.boolean(),
    recent_error_rate_pct: z.number().min(0).max(100).describe("Share of /v1 calls answered 5xx in the last 15 minutes."),
    endpoints: z.array(z.string()),
  })
  .meta({ id: "Status" });

export const getStatusOperation = operation({
  method: "GET",
  path: "/v1/status",
  operationId: "status.check",
  summary: "Service health",
  description: "Public: needs no key, costs nothing.",
  tag: "Status",
  access: "public",
  response: statusResponseSchema,
});
