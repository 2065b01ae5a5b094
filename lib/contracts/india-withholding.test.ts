import { describe, expect, it } from "vitest";
import { composeDraft } from "./compose";
import { allTemplates } from "./templates";

/**
 * The Income-tax Act, 2025 replaced the 1961 Act from 1 April 2026: tax on a payment to a non-resident is deducted under
 * its s.393 (Table in sub-section (2)), which replaces s.195 of the 1961 Act. A licence drafted now pays fees after that
 * date, so the withholding sentence names the 2025 section and keeps s.195 only for sums paid or credited before it.
 */
describe("Indian withholding in the software licence's fee clause", () => {
  it("cites s.393 of the 2025 Act, with s.195 of the 1961 Act only for sums before 1 April 2026", () => {
    const template = allTemplates.find((t) => t.id === "software_license_agreement")!;
    const draft = composeDraft(template, { ...template.example, jurisdiction: "IN" });
    const clause = draft.clauses.find((c) => c.heading === "Fee and Payment")!;
    expect(clause.text).toMatch(/section 393 of the Income-tax Act, 2025/);
    expect(clause.text).toMatch(/before 1 April 2026[^.]*section 195 of the Income-tax Act, 1961/);
    expect(clause.text).not.toMatch(/under section 195 of the Income-tax Act, 1961\)/);
    expect(clause.cites).toContainEqual({ source_id: "in-income-tax-act-2025", article: "393" });
  });
});
