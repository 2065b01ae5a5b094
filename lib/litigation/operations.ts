import { DISCLAIMER } from "@/lib/legal/disclaimer";
import { familyOperations } from "@/lib/tools/family/define";
import { litigationTools } from "./catalog";

export const litigationFamily = {
  name: "litigation" as const,
  tag: "Litigation",
  credits: 3,
  defaultJurisdiction: "IN",
  tools: litigationTools,
  disclaimer: DISCLAIMER,
  summary: "Run an Indian litigation tool: forum, deadlines with condonation, money and a checklist, computed, then explained",
  description: "Dispatch by `tool_type` (GET /v1/litigation/tools lists each tool's fields and a working example).",
};

export const {
  analyze: litigationAnalyzeOperation,
  listTools: litigationToolsOperation,
  listCatalogue: listLitigationTools,
} = familyOperations(litigationFamily);
