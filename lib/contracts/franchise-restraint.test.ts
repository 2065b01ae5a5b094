import { describe, expect, it } from "vitest";
import { getTemplate } from "./catalog";
import { composeDraft, fullText } from "./compose";

const franchise = (jurisdiction: string, key_terms: Record<string, string> = {}) =>
  composeDraft(getTemplate("franchise_agreement")!, { jurisdiction, party_a: "Backhaus Franchise GmbH", party_b: "Lena Vogt", key_terms });

describe("a franchisee's post-term non-compete", () => {
  it("in the EU keeps within Art. 5(3) of Regulation (EU) 2022/720: one year, the premises operated from, competing goods, know-how", () => {
    for (const jurisdiction of ["DE", "FR", "IE", "NL"]) {
      const d = franchise(jurisdiction);
      const text = fullText(d);
      expect(text, jurisdiction).toContain("For one (1) year after this Agreement ends, the Franchisee shall not, from the premises and land from which it operated the business");
      expect(text, jurisdiction).toContain("Article 5(3) of Commission Regulation (EU) 2022/720");
      expect(text, jurisdiction).not.toContain("within any territory in which the Franchisor carried on business");
      expect(d.notes.map((n) => n.code), jurisdiction).toContain("franchise_non_compete_eu");
    }
  });

  it("a longer period or a wider area asked for is not drafted, and the note (not the signed text) says so", () => {
    const d = franchise("DE", { non_compete_period: "three (3) years", non_compete_area: "Germany and Austria" });
    const text = fullText(d);
    expect(text).toContain("For one (1) year after this Agreement ends");
    expect(text).not.toContain("three (3) years after");
    expect(text).not.toMatch(/period or area requested/);
    expect(d.notes.find((n) => n.code === "franchise_non_compete_eu")?.message).toMatch(/The period or area requested \(.+\) is not used/);
  });

  it("outside the EU the restraint is drafted as before", () => {
    const text = fullText(franchise("GB"));
    expect(text).toContain("For six (6) months after this Agreement ends");
    expect(text).not.toContain("2022/720");
  });
});

describe("an Australian franchise agreement", () => {
  it("rests disclosure and the cooling-off right on the Franchising Code of Conduct, without US or EU terms", () => {
    const d = franchise("AU-NSW");
    const text = fullText(d);
    expect(text).toContain("the Franchising Code of Conduct (a mandatory industry code under the Competition and Consumer Act 2010 (Cth))");
    expect(text).toContain("within the cooling-off period the Franchising Code of Conduct gives");
    expect(text).not.toMatch(/16 C\.F\.R\.|2022\/720/);
    expect(d.notes.map((n) => n.code)).toContain("franchise_code_au");
  });
});
