import { describe, expect, it } from "vitest";
import type { DraftFinding } from "@/lib/compliance/baseline";
import type { AssessedObligation } from "@/lib/compliance/assess";
import { scoreCase } from "./score";
import type { ComplianceCase } from "./types";

const draft = (sourceId: string, provisions: string[]): DraftFinding =>
  ({
    regulation: sourceId,
    sourceId,
    compliant: false,
    obligations: provisions.map((provision) => ({ provision, status: "breached", cites: [{ source_id: sourceId, article: provision.replace(/^§ /, "").split("(")[0] }] }) as unknown as AssessedObligation),
  }) as unknown as DraftFinding;

const listing = (breaches: ComplianceCase["breaches"]): ComplianceCase => ({ id: "x", jurisdiction: "US-VA", title: "x", text: "x", breaches });

describe("scoreCase: one finding is evidence of one listed breach", () => {
  it("a section-level finding matches one of two listed sub-provisions of that section, not both", () => {
    const score = scoreCase(listing(["us-va-cdpa 59.1-577(B)", "us-va-cdpa 59.1-577(C)"]), [draft("us-va-cdpa", ["§ 59.1-577"])]);
    expect(score.byRegulation.get("us-va-cdpa")).toMatchObject({ expected: 2, matched: 1, findings: 1, wrong: 0 });
    expect(score.missed).toHaveLength(1);
  });

  it("two findings naming each sub-provision match both; a different sub-provision matches neither", () => {
    const both = scoreCase(listing(["us-va-cdpa 59.1-577(B)", "us-va-cdpa 59.1-577(C)"]), [draft("us-va-cdpa", ["§ 59.1-577(B)", "§ 59.1-577(C)"])]);
    expect(both.byRegulation.get("us-va-cdpa")).toMatchObject({ matched: 2, wrong: 0 });
    const other = scoreCase(listing(["us-va-cdpa 59.1-577(B)"]), [draft("us-va-cdpa", ["§ 59.1-577(C)"])]);
    expect(other.byRegulation.get("us-va-cdpa")).toMatchObject({ matched: 0, wrong: 1 });
  });

  it("the matching does not depend on the order of the list: a finding that fits only one listing is kept for it", () => {
    // "§ 59.1-577" fits both listings, "§ 59.1-577(C)" only the second: both are found whichever comes first.
    const a = scoreCase(listing(["us-va-cdpa 59.1-577(B)", "us-va-cdpa 59.1-577(C)"]), [draft("us-va-cdpa", ["§ 59.1-577(C)", "§ 59.1-577"])]);
    const b = scoreCase(listing(["us-va-cdpa 59.1-577(C)", "us-va-cdpa 59.1-577(B)"]), [draft("us-va-cdpa", ["§ 59.1-577", "§ 59.1-577(C)"])]);
    expect(a.byRegulation.get("us-va-cdpa")?.matched).toBe(2);
    expect(b.byRegulation.get("us-va-cdpa")?.matched).toBe(2);
  });
});

describe("scoreCase: a listed breach given as alternatives", () => {
  it("findings under both alternatives of one listing find it once and neither is wrong", () => {
    const score = scoreCase(listing([["us-va-cdpa 59.1-578(A)", "us-va-cdpa 59.1-577(B)"]]), [draft("us-va-cdpa", ["§ 59.1-578(A)", "§ 59.1-577(B)"])]);
    expect(score.byRegulation.get("us-va-cdpa")).toMatchObject({ expected: 1, matched: 1, findings: 2, wrong: 0 });
    expect(score.wrongFindings).toEqual([]);
  });
});

describe("scoreCase: wrong findings under duties not yet in force are counted apart", () => {
  it("an unlisted finding with inForceFrom is wrong and also counted in wrongNotYetInForce; one in force is not", () => {
    const d = draft("in-dpdp-act-2023", ["s. 8(7)", "s. 9(1)"]);
    (d.obligations[0] as { inForceFrom?: string }).inForceFrom = "2027-05-13";
    const score = scoreCase(listing([]), [d]);
    expect(score.byRegulation.get("in-dpdp-act-2023")).toMatchObject({ findings: 2, wrong: 2 });
    expect(score.wrongNotYetInForce).toBe(1);
  });
});
