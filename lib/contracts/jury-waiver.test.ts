import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { allTemplates } from "./templates";

/** A New York loan or guarantee waives trial by jury conspicuously; California does not enforce a pre-dispute waiver. */
function draft(id: string, jurisdiction: string) {
  const t = allTemplates.find((x) => x.id === id)!;
  return fullText(composeDraft(t, { ...t.example, jurisdiction }));
}

describe("jury waiver in New York finance documents", () => {
  it.each(["loan_agreement", "guarantee_agreement"])("%s under New York law waives jury trial in capitals", (id) => {
    expect(draft(id, "US-NY")).toMatch(/WAIVER OF JURY TRIAL\n[A-Z ,]*WAIVES[A-Z ,]*TRIAL BY JURY/);
  });

  it("not under California or English law", () => {
    expect(draft("loan_agreement", "US-CA")).not.toMatch(/TRIAL BY JURY/i);
    expect(draft("loan_agreement", "GB")).not.toMatch(/TRIAL BY JURY/i);
  });
});
