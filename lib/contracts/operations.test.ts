import { describe, expect, it } from "vitest";
import { contractDraftRequestSchema } from "./operations";

describe("contract draft request", () => {
  it("a document_type of 100,000 characters is refused by its length alone, not looked up or echoed back", () => {
    const parsed = contractDraftRequestSchema.safeParse({ document_type: "n".repeat(100_000), party_a: "A Ltd", party_b: "B Ltd" });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((i) => i.message);
    expect(messages.join(" ").length).toBeLessThan(500);
  });

  it("a document_type of 51 astral characters (100 code points or fewer, over 100 UTF-16 units) is refused, not passed on as a template", () => {
    for (const value of ["𝔞".repeat(51), "𝔞".repeat(100)]) {
      const parsed = contractDraftRequestSchema.safeParse({ document_type: value, party_a: "A Ltd", party_b: "B Ltd" });
      expect(parsed.success, `${[...value].length} code points`).toBe(false);
      expect(parsed.error!.issues.map((i) => i.path.join("."))).toContain("document_type");
    }
  });

  it("still suggests close template ids for a short unknown type", () => {
    const parsed = contractDraftRequestSchema.safeParse({ document_type: "nda_agreemnt", party_a: "A Ltd", party_b: "B Ltd" });
    expect(parsed.error!.issues[0].message).toMatch(/did you mean .*"nda"/);
  });
});
