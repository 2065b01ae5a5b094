import { DISCLAIMER } from "@/lib/legal/disclaimer";
import { familyOperations } from "@/lib/tools/family/define";
import { corporateTools } from "./catalog";

export const corporateFamily = {
  name: "corporate" as const,
  tag: "Corporate",
  credits: 3,
  defaultJurisdiction: "US",
  tools: corporateTools,
  disclaimer: DISCLAIMER,
  summary: "Run a corporate, banking or structuring tool: thresholds, calendars, ratios and classifications, computed, then explained",
  description: "Dispatch by `tool_type` (GET /v1/corporate/tools lists each tool's fields, a working example and the jurisdictions it computes for).",
};

export const {
  analyze: corporateAnalyzeOperation,
  listTools: corporateToolsOperation,
  listCatalogue: listCorporateTools,
} = familyOperations(corporateFamily);
