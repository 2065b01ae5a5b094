import { describe, expect, it } from "vitest";
import { rateOneSidedCaps } from "./cap-balance";

const clause = (clause_text: string, protection: { mutual: boolean; beneficiaries: string[]; obligors: string[] }, risk_level: "medium" | "high" = "medium") => ({
  categories: ["limitation_of_liability"],
  clause_text,
  protection,
  risk_level,
  findings: "",
  driver: null as string | null,
  indemnity: null,
});

describe("rateOneSidedCaps", () => {
  const theirCap = () => clause("The Licensor's total liability shall not exceed the fees paid in the preceding 12 months.", { mutual: false, beneficiaries: ["licensor"], obligors: ["licensee"] });

  it("raises a cap protecting only the other side when nothing caps the reviewer's liability", () => {
    const cap = theirCap();
    rateOneSidedCaps([cap], "licensee");
    expect(cap.risk_level).toBe("high");
  });

  it("'to the maximum extent permitted by law' in a mutual exclusion caps no amount: the one-sided cap is still high", () => {
    const cap = theirCap();
    const exclusion = clause("To the maximum extent permitted by law, neither party shall be liable for any indirect or consequential loss.", { mutual: true, beneficiaries: [], obligors: [] });
    rateOneSidedCaps([cap, exclusion], "licensee");
    expect(cap.risk_level).toBe("high");
  });

  it("leaves it when a mutual cap also caps the reviewer's liability", () => {
    const cap = theirCap();
    const mutual = clause("Each party's aggregate liability shall not exceed EUR 1,000,000.", { mutual: true, beneficiaries: [], obligors: [] });
    rateOneSidedCaps([cap, mutual], "licensee");
    expect(cap.risk_level).toBe("medium");
  });
});
