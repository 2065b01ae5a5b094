import { describe, expect, it } from "vitest";
import { findSentence, reviewDocument, splitSentences } from "./document";

describe("document review", () => {
  it("splits sentences on full stops but not after abbreviations, and keeps offsets", () => {
    const text = "We rely on Art. 6(1)(b) GDPR. Sahyadri Textiles Pvt. Ltd. is the fiduciary.\nSecond line; Third part.";
    const s = splitSentences(text);
    expect(s.map((x) => x.text)).toEqual(["We rely on Art. 6(1)(b) GDPR.", "Sahyadri Textiles Pvt. Ltd. is the fiduciary.", "Second line;", "Third part."]);
    for (const x of s) expect(text.slice(x.start, x.start + x.text.length)).toBe(x.text);
  });

  it("tells a cookie banner, a privacy notice and an employment contract apart", () => {
    expect([...reviewDocument("We use cookies for analytics and ads.\n[Accept all] [Reject all]").kinds]).toEqual(["cookie_notice"]);
    expect(reviewDocument("Privacy notice. We collect your email. You have the right to access your data.").kinds.has("privacy_notice")).toBe(true);
    const contract = reviewDocument("Contract of Employment. Salary: £30,000. Hours: 37.5 hours per week. Holiday: 28 days.");
    expect(contract.kinds.has("employment_terms")).toBe(true);
    expect(contract.kinds.has("privacy_notice")).toBe(false);
  });

  it("finds the sentence where every fact stands together, and none where they are split across sentences", () => {
    const doc = reviewDocument("We keep records. They are kept forever. Backups are retained indefinitely.");
    expect(findSentence(doc, [/\bretained\b/, /\bindefinitely\b/])?.text).toBe("Backups are retained indefinitely.");
    expect(findSentence(doc, [/\brecords\b/, /\bforever\b/])).toBeNull();
    expect(doc.mentions(/\bforever\b/)).toBe(true);
    expect(doc.mentions(/\bnever\b/)).toBe(false);
  });
});
