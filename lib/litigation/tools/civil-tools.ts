import { commercialLitTool } from "@/lib/litigation/tools/commercial-lit";
import { insolvencyLitTool } from "@/lib/litigation/tools/insolvency-lit";
import { ipLitTool } from "@/lib/litigation/tools/ip-lit";
import { propertyLitTool } from "@/lib/litigation/tools/property-lit";
import { writPetitionTool } from "@/lib/litigation/tools/writ-petition";

/** The five civil litigation cores, in the spec's tool_type order, for the family's catalogue to register. */
export const civilLitigationTools = [propertyLitTool, writPetitionTool, commercialLitTool, insolvencyLitTool, ipLitTool] as const;
