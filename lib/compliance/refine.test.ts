import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "./offline-check";
import { applyRefinement } from "./refine";

const registry = builtInRegistry();
const text = "Privacy notice of Shop SARL. We keep your data for as long as we wish. Our servers are in the United States. You have the right of access.";

async function drafts() {
  return (await offlineCheck(registry, { document_text: text, jurisdiction: "FR", regulations: ["GDPR"] }, "2026-11-27")).drafts;
}

const added = (citations: { source_id: string; article: string }[], quote = "Our servers are in the United States.") => ({
  provision: "Art. 32",
  obligation: "Appropriate security.",
  status: "breached" as const,
  finding: "Nothing is said about security.",
  quote,
  severity: "medium" as const,
  fix: "Describe the security measures.",
  citations,
});

describe("model refinement of compliance findings", () => {
  it("keeps an added obligation citing a verified provision of the regulation, drops one citing none, and keeps the rules' verdict", async () => {
    const d = await drafts();
    const warnings = applyRefinement(
      d,
      [
        {
          regulation: "GDPR",
          compliant: true,
          confidence: "high",
          finding: "Refined.",
          recommendation: "Refined fix.",
          citations: [],
          added_obligations: [added([{ source_id: "eu-gdpr", article: "32" }]), added([{ source_id: "eu-gdpr", article: "404" }]), added([{ source_id: "uk-gdpr", article: "32" }])],
        },
      ],
      registry,
      text,
    );
    expect(d[0].compliant).toBe(false);
    const models = d[0].obligations.filter((o) => o.source === "model");
    expect(models).toHaveLength(1);
    expect(models[0]).toMatchObject({ cites: [{ source_id: "eu-gdpr", article: "32" }], quote: "Our servers are in the United States." });
    expect(warnings.filter((w) => w.code === "model_obligation_dropped")).toHaveLength(2);
    expect(d[0].finding).toBe("Refined.");
  });

  it("drops a quote that is not in the text and rewords tested obligations by id without changing their status", async () => {
    const d = await drafts();
    applyRefinement(
      d,
      [
        {
          regulation: "GDPR",
          confidence: "high",
          finding: "Refined.",
          recommendation: "Refined.",
          citations: [],
          obligations: [{ id: "storage-limitation", finding: "Kept with no end date.", fix: "Set two years." }],
          added_obligations: [added([{ source_id: "eu-gdpr", article: "32" }], "A sentence the text never had.")],
        },
      ],
      registry,
      text,
    );
    expect(d[0].obligations.find((o) => o.id === "storage-limitation")).toMatchObject({ status: "breached", finding: "Kept with no end date.", fix: "Set two years." });
    expect(d[0].obligations.find((o) => o.source === "model")?.quote).toBeNull();
  });
});
