import type { AnalysisTool } from "@/lib/tools/definition";
import { commercialLitTool } from "./tools/commercial-lit";
import { consumerLitTool } from "./tools/consumer-lit";
import { criminalLitTool } from "./tools/criminal-lit";
import { familyLitTool } from "./tools/family-lit";
import { gstLitTool } from "./tools/gst-lit";
import { incomeTaxLitTool } from "./tools/income-tax-lit";
import { insolvencyLitTool } from "./tools/insolvency-lit";
import { ipLitTool } from "./tools/ip-lit";
import { propertyLitTool } from "./tools/property-lit";
import { writPetitionTool } from "./tools/writ-petition";

/** The ten litigation tools of the spec, in its tool_type order. */
export const litigationTools: readonly AnalysisTool[] = [incomeTaxLitTool, gstLitTool, familyLitTool, propertyLitTool, criminalLitTool, consumerLitTool, writPetitionTool, commercialLitTool, insolvencyLitTool, ipLitTool];
