import type { AnalysisTool } from "@/lib/tools/definition";
import { commercialLitTool } from "./tools/commercial-lit";
import { consumerLitTool } from "./tools/consumer-lit";
import { criminalLitTool } from "./tools/criminal-lit";
import { gstLitTool } from "./tools/gst-lit";
import { incomeTaxLitTool } from "./tools/income-tax-lit";
import { insolvencyLitTool } from "./tools/insolvency-lit";
import { ipLitTool } from "./tools/ip-lit";
import { propertyLitTool } from "./tools/property-lit";
import { writPetitionTool } from "./tools/writ-petition";

/**
 * The litigation tools served today, in the spec's tool_type order. The spec names ten; family-lit has no core yet, and a tool_type without a core is refused as unknown rather than
 * answered without its computation.
 */
export const litigationTools: readonly AnalysisTool[] = [incomeTaxLitTool, gstLitTool, propertyLitTool, criminalLitTool, consumerLitTool, writPetitionTool, commercialLitTool, insolvencyLitTool, ipLitTool];
