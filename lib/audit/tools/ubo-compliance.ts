import { analyzeUbo, uboComplianceInput, uboComplianceResult } from "@/lib/tools/ubo/analyze";
import { uboSupportedJurisdictions } from "@/lib/tools/ubo/jurisdiction-rules";
import { defineTool } from "@/lib/audit/tools/shared/define-tool";

export const uboComplianceTool = defineTool({
  tool_type: "ubo_compliance",
  name: "Beneficial ownership compliance",
  description: `Identifies beneficial owners from an ownership graph and control rights under the threshold and indirect-holding rule of the jurisdiction (${uboSupportedJurisdictions.join(", ")}).`,
  input: uboComplianceInput,
  result: uboComplianceResult,
  example: {
    tool_type: "ubo_compliance",
    jurisdiction: "FR",
    entity: "Target SAS",
    ownership: [
      { owner: "Holdco SARL", owned: "Target SAS", percent: 60 },
      { owner: "Claire Martin", owned: "Target SAS", percent: 15 },
      { owner: "Claire Martin", owned: "Holdco SARL", percent: 30 },
      { owner: "Paul Durand", owned: "Holdco SARL", percent: 70 },
    ],
    control: [{ person: "Sophie Leroy", entity: "Target SAS", kind: "senior_managing_official" }],
  },
  run: analyzeUbo,
});
