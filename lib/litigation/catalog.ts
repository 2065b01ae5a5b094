import type { AnalysisTool } from "@/lib/tools/definition";
import { civilLitigationTools } from "./tools/civil-tools";

/**
 * The litigation tools served today. The spec names ten; the five civil cores (property, writ, commercial, insolvency,
 * IP) are built, and a tool_type without a core is refused as unknown rather than answered without its computation.
 */
export const litigationTools: readonly AnalysisTool[] = [...civilLitigationTools];
