import { describe, expect, it } from "vitest";
import { segment } from "../segment";

const seg = (text: string) => segment([{ page: 1, text }]);

// Our own layout: a filing that runs lettered paragraphs together on one line with runs of blanks between them; a single
// space before an initial is not a paragraph.
describe("lettered paragraphs run together on one line", () => {
  it("'as follows:   A. …   B. …   C. …' gives a clause each", () => {
    const s = seg(
      "GUARANTEE\nThe Guarantors agree as follows:   A. The Guarantors shall pay all sums due from the Tenant.   B. The Guarantors shall perform every obligation of the Tenant.   C. The Guarantors waive notice of any default.",
    );
    const texts = s.map((x) => x.text);
    expect(texts.some((t) => t.startsWith("The Guarantors shall pay"))).toBe(true);
    expect(texts.some((t) => t.startsWith("The Guarantors shall perform"))).toBe(true);
    expect(texts.some((t) => t.startsWith("The Guarantors waive"))).toBe(true);
  });
  it("near miss: an initial after a single space stays in its sentence", () => {
    const s = seg("1. Notices. Notices go to the Manager. B. Jones is the Manager until replaced.\n2. Term. This Agreement lasts one year.");
    expect(s.some((x) => x.text.includes("Notices go to the Manager. B. Jones"))).toBe(true);
  });
});
