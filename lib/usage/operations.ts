import { z } from "zod";
import { operation } from "@/lib/pipeline/operation";
import { tierSchema } from "@/lib/billing/tiers";

const endpointTotals = z.object({
  endpoint: z.string(),
  calls: z.number().int(),
  credits: z.number().int(),
  errors: z.number().int().describe("Calls answered 4xx or 5xx; a call its client abandoned before the answer (recorded as 499) is not counted."),
});

const periodTotals = z.object({
  start: z.iso.datetime().describe("Start of the period (UTC)."),
  calls: z.number().int(),
  credits: z.number().int(),
  by_endpoint: z.array(endpointTotals),
});

export const usageResponseSchema = z
  .object({
    tenant_id: z.string(),
    credits_balance: z.number().int(),
    tier: tierSchema,
    rate_limit_per_minute: z.number().int(),
    day: periodTotals,
    month: periodTotals,
  })
  .meta({ id: "Usage" });

export const getUsageOperation = operation({
  method: "GET",
  path: "/v1/usage",
  operationId: "usage.get",
  summary: "Your credit balance and usage totals for the current day and month (UTC)",
  tag: "Usage",
  access: "any-key",
  credits: 0,
  response: usageResponseSchema,
});
