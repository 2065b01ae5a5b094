import { z } from "zod";

/** Requests per minute per user, all of the user's keys together (spec section 8, DECISIONS). */
export const rateLimitTiers = { free: 20, tier1: 100, tier2: 500, enterprise: 2000 } as const;
export type Tier = keyof typeof rateLimitTiers;
export const tierNames = Object.keys(rateLimitTiers) as Tier[];
export const tierSchema = z.enum(["free", "tier1", "tier2", "enterprise"]);

export function requestsPerMinute(tier: string): number {
  return rateLimitTiers[tier as Tier] ?? rateLimitTiers.free;
}
