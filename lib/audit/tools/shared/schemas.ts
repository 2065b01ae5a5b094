import { z } from "zod";
import { riskRatings } from "@/lib/tools/risk-rating";

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
