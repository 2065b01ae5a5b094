import { describe, expect, it } from "vitest";
import { cite } from "@/lib/legal/offline/answer";
import { provisionAbbreviation, provisionInWords } from "./provision-sign";

describe("how a provision is written", () => {
  it("German, Austrian and Swiss statutes and US codes use the section sign; common-law sections stay 's.'", () => {
    expect(provisionAbbreviation("section", "558", "DE")).toBe("§ 558");
    expect(provisionAbbreviation("paragraph", "25", "DE")).toBe("§ 25");
    expect(provisionAbbreviation("section", "1798.100", "US-CA")).toBe("§ 1798.100");
    expect(provisionAbbreviation("section", "207", "US")).toBe("§ 207");
    expect(provisionAbbreviation("section", "27", "IN")).toBe("s. 27");
    expect(provisionAbbreviation("section", "94", "GB")).toBe("s. 94");
    expect(provisionAbbreviation("article", "17", "EU")).toBe("Art. 17");
    expect(provisionAbbreviation("regulation", "4", "GB")).toBe("reg. 4");
  });

  it("in a list of sources: words, except the section sign", () => {
    expect(provisionInWords("article", "17", "EU")).toBe("Article 17");
    expect(provisionInWords("section", "27", "IN")).toBe("Section 27");
    expect(provisionInWords("section", "558", "DE")).toBe("§ 558");
  });

  it("the offline answer cites the BGB as a German lawyer would", () => {
    expect(cite({ title: "German Civil Code (Bürgerliches Gesetzbuch – BGB)", article: "558", provision_label: "section", jurisdiction: "DE" })).toBe(
      "German Civil Code (Bürgerliches Gesetzbuch – BGB), § 558",
    );
  });
});
