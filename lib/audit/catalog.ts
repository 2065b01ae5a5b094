import type { AuditTool } from "@/lib/audit/tool";
import { auditToolTypes, type AuditToolType } from "@/lib/audit/tool-types";
import { agmPlannerTool } from "@/lib/audit/tools/agm-planner";
import { completeAuditTool } from "@/lib/audit/tools/complete-audit";
import { goingConcernTool } from "@/lib/audit/tools/going-concern";
import { iaCharterTool } from "@/lib/audit/tools/ia-charter";
import { iaItAuditTool } from "@/lib/audit/tools/ia-it-audit";
import { iaPayrollFnTool } from "@/lib/audit/tools/ia-payroll-fn";
import { iaQaipTool } from "@/lib/audit/tools/ia-qaip";
import { materialityTool } from "@/lib/audit/tools/materiality";
import { murabahaTool } from "@/lib/audit/tools/murabaha";
import { opinionTool } from "@/lib/audit/tools/opinion";
import { performanceAuditTool } from "@/lib/audit/tools/performance-audit";
import { procurementAuditTool } from "@/lib/audit/tools/procurement-audit";
import { programTool } from "@/lib/audit/tools/program";
import { riskTool } from "@/lib/audit/tools/risk";
import { uboComplianceTool } from "@/lib/audit/tools/ubo-compliance";
import { zakatTool } from "@/lib/audit/tools/zakat";

const byType: Record<AuditToolType, AuditTool> = {
  risk: riskTool,
  materiality: materialityTool,
  program: programTool,
  going_concern: goingConcernTool,
  opinion: opinionTool,
  ia_charter: iaCharterTool,
  ia_qaip: iaQaipTool,
  ia_payroll_fn: iaPayrollFnTool,
  ia_it_audit: iaItAuditTool,
  ubo_compliance: uboComplianceTool,
  agm_planner: agmPlannerTool,
  murabaha: murabahaTool,
  zakat: zakatTool,
  complete_audit: completeAuditTool,
  performance_audit: performanceAuditTool,
  procurement_audit: procurementAuditTool,
};

/** The 16 tools in the spec's order; the Record above makes a missing or extra tool a compile error. */
export const auditTools: AuditTool[] = auditToolTypes.map((t) => byType[t]);

export function getAuditTool(toolType: string): AuditTool | undefined {
  return (auditToolTypes as readonly string[]).includes(toolType) ? byType[toolType as AuditToolType] : undefined;
}
