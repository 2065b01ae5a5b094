import { describe, expect, it } from "vitest";
import { driversSentence } from "./drivers";

const clause = (n: number, risk: "low" | "medium" | "high", findings: string, driver: string | null = null) => ({ clause_number: n, label: `${n}.1`, heading: n === 2 ? "Liability" : null, risk_level: risk, findings, driver });

describe("the summary's account of the overall risk", () => {
  it("names each clause and missing clause at the overall level, a sentence each, with the finding behind its rating", () => {
    const s = driversSentence(
      [
        clause(1, "medium", "Either party may terminate for convenience on notice."),
        clause(2, "high", "Clause 2.1: the cap is mutual. Your side's liability is unlimited for data breaches.", "Your side's liability is unlimited for data breaches. More detail here."),
        clause(3, "high", "Only the other party may terminate for convenience. Make the right mutual."),
      ],
      [{ name: "Transfer of employees (TUPE)", risk_level: "high", finding: "This outsourcing does not say who bears the cost of the staff. Under TUPE …" }],
      "high",
    );
    expect(s).toBe(
      "Overall risk is high because of 3 findings: Clause 2.1 (Liability): Your side's liability is unlimited for data breaches. Clause 3.1: Only the other party may terminate for convenience. Missing Transfer of employees (TUPE): This outsourcing does not say who bears the cost of the staff.",
    );
  });

  it("lists five and counts the rest; says nothing when the overall risk is low", () => {
    const many = Array.from({ length: 7 }, (_, i) => clause(i + 10, "medium", `Finding number ${i}.`));
    expect(driversSentence(many, [], "medium")).toMatch(/^Overall risk is medium because of 7 findings: .*Finding number 4\. And 2 more finding\(s\) rated medium\.$/);
    expect(driversSentence([clause(1, "low", "Fine.")], [], "low")).toBe("");
  });

  it("does not cut a finding inside its brackets", () => {
    const s = driversSentence([clause(4, "medium", "Payment clause.", "The termination right favours the other side (Company may terminate; Distributor has no matching right). Ask for a matching right.")], [], "medium");
    expect(s).toBe("Overall risk is medium because of one finding: Clause 4.1: The termination right favours the other side (Company may terminate; Distributor has no matching right).");
  });
});
