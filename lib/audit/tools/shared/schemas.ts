import { z } from "zod";
import { riskRatings } from "@/lib/audit/tool";

// Above 1e15 a double can no longer hold whole cents, so half-up rounding to 2 decimals would be meaningless.
const MONEY_MAX = 1e15;

export const money = (description: string) => z.number().min(0).max(MONEY_MAX).describe(description);

export const positiveMoney = (description: string) => z.number().gt(0).max(MONEY_MAX).describe(description);

export const signedMoney = (description: string) => z.number().min(-MONEY_MAX).max(MONEY_MAX).describe(description);

export const percent = (description: string) => z.number().min(0).max(100).describe(description);

export const isoDate = (description: string) => z.iso.date().describe(`${description} (ISO date YYYY-MM-DD)`);

export const nonEmptyText = (description: string) => z.string().trim().min(1).describe(description);

/** The fields every audit result carries. */
export const resultBase = {
  findings: z.array(z.string()).describe("Observations in plain language"),
  risk_rating: z.enum(riskRatings).describe("Overall rating: low, medium, high or critical"),
};

/** A practice convention the tool used because the caller did not supply the figure. */
export const defaultAppliedSchema = z.object({
  name: z.string().describe("Input field the default stands in for"),
  value: z.number(),
  range: z.object({ min: z.number(), max: z.number() }).optional().describe("Practice range the default sits in"),
  basis: z.string().describe("Why this default; never a requirement of a standard"),
});
export type DefaultApplied = z.infer<typeof defaultAppliedSchema>;
