import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { composeDraft } from "./compose";
import { rejectRefinement, valuesToKeep } from "./refine";
import { allTemplates } from "./templates";

const registry = builtInRegistry();
const loan = allTemplates.find((t) => t.id === "loan_agreement")!;
const request = {
  ...loan.example,
  language: "en",
  key_terms: { ...loan.example.key_terms, interest_rate: "SONIA plus 4.25% per annum", default_interest: "2% per annum above the applicable rate" },
};

describe("what a refinement must keep of key terms the composer drafted", () => {
  const composed = composeDraft(loan, request);
  const asRefined = { document_title: composed.document_title, preamble: composed.preamble, recitals: composed.recitals, clauses: composed.clauses.map((c) => ({ ...c, citations: c.cites })) };

  it("keeps a value as written where the draft uses it so, and otherwise the figures the draft uses", () => {
    const keep = valuesToKeep(composed, request);
    expect(keep.get("loan_amount")).toEqual([loan.example.key_terms.loan_amount]);
    expect(keep.get("interest_rate")).toEqual(["4.25%"]);
    expect(keep.get("default_interest")).toEqual(["2%"]);
  });

  it("accepts the composed wording of a drafted term, and rejects a refinement that drops its figure", () => {
    expect(rejectRefinement(asRefined, request, registry, composed)).toBeNull();
    const dropped = { ...asRefined, clauses: asRefined.clauses.map((c) => ({ ...c, text: c.text.replaceAll("4.25%", "four per cent") })) };
    expect(rejectRefinement(dropped, request, registry, composed)).toBe("it dropped the value of key term interest_rate");
  });
});
