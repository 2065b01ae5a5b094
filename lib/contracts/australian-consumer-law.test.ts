import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { allTemplates } from "./templates";

/**
 * Australia, written from the Act first: the consumer guarantees of the Australian Consumer Law (Schedule 2 to the
 * Competition and Consumer Act 2010 (Cth)) cannot be excluded (s 64), so an Australian precedent never excludes every
 * implied term without saving them; where s 64A allows, liability is limited to resupply or its cost.
 */
function draft(id: string, jurisdiction: string) {
  const t = allTemplates.find((x) => x.id === id)!;
  return fullText(composeDraft(t, { ...t.example, jurisdiction }));
}

describe("Australian drafts save the consumer guarantees", () => {
  it.each(["service_agreement", "supply_agreement", "saas_subscription_agreement"])("%s under New South Wales law", (id) => {
    const text = draft(id, "AU-NSW");
    expect(text).toMatch(/Australian Consumer Law \(Schedule 2 to the Competition and Consumer Act 2010 \(Cth\)\)[^.]*\(section 64 of that Law\)/);
    expect(text).toMatch(/Where section 64A of that Law allows[^.]*supplying the services again/);
  });

  it("English and Singapore law have no Australian Consumer Law", () => {
    expect(draft("service_agreement", "GB")).not.toMatch(/Australian Consumer Law/);
    expect(draft("service_agreement", "SG")).not.toMatch(/Australian Consumer Law/);
  });
});
