import { describe, expect, it } from "vitest";
import { loadRegistry } from "@/lib/legal/sources/registry";
import type { InstrumentInput } from "@/lib/legal/sources/schema";
import type { ExpectedProvision } from "./everyday";
import { provisionKey, resolveExpected } from "./resolve-expected";

/** Minimal records; the summaries are placeholder text, not legal content. */
function record(overrides: Partial<InstrumentInput>): InstrumentInput {
  return {
    source_id: "test-act",
    title: "Test Act",
    short_names: ["TA"],
    jurisdiction: "GB",
    kind: "statute",
    provision_label: "section",
    official_url: "https://example.org/test-act",
    date: "2020",
    provisions: [{ article: "1", heading: "One", summary: "Placeholder summary used only by evaluation unit tests.", topics: ["test"] }],
    ...overrides,
  };
}
const provision = (article: string) => ({ article, heading: `Heading ${article}`, summary: "Placeholder summary used only by evaluation unit tests.", topics: ["test"] });

const registry = loadRegistry(
  [
    record({ source_id: "gb-sample-act-2006", title: "Sample Act 2006 (2006 c. 1)", short_names: ["SA 2006"], provisions: [provision("830"), provision("994")] }),
    record({ source_id: "sg-sample-act-1967", title: "Sample Act 1967", short_names: ["SA"], jurisdiction: "SG", provisions: [provision("403")] }),
    record({ source_id: "us-sample-labor", title: "Sample Labor Standards Act of 1938", short_names: ["SLSA"], jurisdiction: "US", codified_at: "29 U.S.C.", provisions: [provision("207")] }),
    record({ source_id: "us-other-labor", title: "Other Labor Act", short_names: ["OLA"], jurisdiction: "US", codified_at: "29 U.S.C.", provisions: [provision("2612")] }),
  ],
  "resolve-expected.test",
);

const expected = (overrides: Partial<ExpectedProvision>): ExpectedProvision => ({
  instrument: "Sample Act 2006",
  short: "SA 2006",
  jurisdiction: "GB",
  article: "830",
  ...overrides,
});

describe("resolveExpected", () => {
  it("finds a provision by the instrument's title without its citation suffix", () => {
    expect(resolveExpected(registry, expected({}))).toEqual({ status: "found", key: "gb-sample-act-2006 830", source_id: "gb-sample-act-2006", article: "830" });
  });

  it("falls back to the short name when the title is written differently", () => {
    expect(resolveExpected(registry, expected({ instrument: "The Sample Act of the United Kingdom" })).status).toBe("found");
  });

  it("keeps to the expected jurisdiction: another country's instrument of the same name does not count", () => {
    expect(resolveExpected(registry, expected({ instrument: "Sample Act 1967", short: "SA", jurisdiction: "IE", article: "403" })))
      .toEqual({ status: "missing-instrument" });
    expect(resolveExpected(registry, expected({ instrument: "Sample Act 1967", short: "SA", jurisdiction: "SG", article: "403" })).status).toBe("found");
  });

  it("tells a missing provision of a held instrument from a missing instrument", () => {
    expect(resolveExpected(registry, expected({ article: "172" }))).toEqual({ status: "missing-provision", source_id: "gb-sample-act-2006" });
    expect(resolveExpected(registry, expected({ instrument: "Unheld Act 1999", short: "UA 1999" }))).toEqual({ status: "missing-instrument" });
  });

  it("finds a codified US provision by its code title when the registry files it under another instrument", () => {
    const resolved = resolveExpected(registry, { instrument: "Family Leave Act", short: "FLA", jurisdiction: "US", article: "2612", codified_at: "29 U.S.C." });
    expect(resolved).toEqual({ status: "found", key: "us-other-labor 2612", source_id: "us-other-labor", article: "2612" });
    expect(resolveExpected(registry, { instrument: "Family Leave Act", short: "FLA", jurisdiction: "US", article: "2612" }).status).toBe("missing-instrument");
  });

  it("keys provisions however their numbers are labelled", () => {
    expect(provisionKey("gb-sample-act-2006", "s. 830")).toBe(provisionKey("gb-sample-act-2006", "830"));
  });
});
