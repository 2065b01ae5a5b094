import type { AnalysisTool } from "@/lib/tools/definition";
import { antiBribery } from "./tools/anti-bribery";
import { esgSupplyChain } from "./tools/esg-supply-chain";
import { exportControls } from "./tools/export-controls";
import { insolvency } from "./tools/insolvency";
import { jvGovernance } from "./tools/jv-governance";
import { pillarTwo } from "./tools/pillar-two";
import { regulatoryCorporateTools } from "./tools/regulatory-tools";
import { spvAdvisor } from "./tools/spv-advisor";
import { taxTreaty } from "./tools/tax-treaty";
import { uboMapper } from "./tools/ubo-mapper";

/** The 17 corporate tools in the spec's order (section 4.1 rule 4); the last eight are the regulatory cores. */
export const corporateTools: readonly AnalysisTool[] = [
  taxTreaty,
  pillarTwo,
  antiBribery,
  esgSupplyChain,
  exportControls,
  uboMapper,
  spvAdvisor,
  jvGovernance,
  insolvency,
  ...regulatoryCorporateTools,
] as unknown as readonly AnalysisTool[];
