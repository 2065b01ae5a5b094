import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { citationSchema } from "@/lib/api/common-schemas";
import { jurisdictions } from "../jurisdictions";
import { builtInRegistry } from "../sources/registry";
import { displayHeading } from "../sources/heading";
import { toCitation, verifyCitations } from "./build-citation";
import { resolveCitation } from "./resolve";

const registry = builtInRegistry();

/** Every (instrument, provision) pair of the registry. */
const pairs = registry.instruments.flatMap((instrument) => instrument.provisions.map((provision) => ({ instrument, provision })));
const childrenOf = (code: string) => jurisdictions.filter((j) => j.parent === code).map((j) => j.code);

describe("toCitation", () => {
  it("builds a verified citation from the registry's own words", () => {
    const resolution = resolveCitation(registry, { text: "s. 27(1) of the Indian Contract Act" }, { jurisdiction: "IN-KA" });
    const citation = toCitation(resolution, { citation_id: "c1", relevance_score: 0.8, jurisdiction: "IN-KA" });
    expect(citation).toEqual({
      citation_id: "c1",
      source_id: "in-contract-act-1872",
      title: "The Indian Contract Act, 1872",
      jurisdiction: "IN",
      article: "27(1)",
      excerpt: `Agreement in restraint of trade, void — ${registry.getProvision("in-contract-act-1872", "27")!.summary}`,
      relevance_score: 0.8,
      verified: true,
    });
    expect(citationSchema.parse(citation)).toEqual(citation);
  });

  it("keeps only what was claimed for an unverified citation", () => {
    const claimed = { source_id: "us-ca-ccpa", article: "1798.100", title: "CCPA" };
    const resolution = resolveCitation(registry, claimed, { jurisdiction: "IN" });
    expect(toCitation(resolution, { citation_id: "c2", relevance_score: 3, jurisdiction: "IN", claimed })).toEqual({
      citation_id: "c2",
      source_id: "us-ca-ccpa",
      title: "CCPA",
      jurisdiction: "US-CA",
      article: "1798.100",
      excerpt: "",
      relevance_score: 1,
      verified: false,
    });

    const invented = resolveCitation(registry, { text: "Digital Fairness Act 2031 s. 4(2)" }, { jurisdiction: "GB" });
    expect(toCitation(invented, { citation_id: "c3", jurisdiction: "GB" })).toEqual({
      citation_id: "c3",
      source_id: "",
      title: "Digital Fairness Act 2031",
      jurisdiction: "GB",
      article: "4(2)",
      excerpt: "",
      relevance_score: 0,
      verified: false,
    });
  });
});

describe("verifyCitations", () => {
  it("numbers citations in order and lists the unverified ones with their reasons", () => {
    const claimed = [
      { source_id: "in-contract-act-1872", article: "27" },
      { source_id: "in-contract-act-1872", article: "999" },
      { text: "Digital Fairness Act 2031 s. 4" },
      { source_id: "us-ca-ccpa", article: "1798.100" },
      { text: "Section 73" },
    ];
    const { citations, unverified } = verifyCitations(registry, claimed, {
      jurisdiction: "IN",
      contextSourceIds: ["in-contract-act-1872"],
    });
    expect(citations.map((c) => [c.citation_id, c.verified])).toEqual([
      ["c1", true],
      ["c2", false],
      ["c3", false],
      ["c4", false],
      ["c5", true],
    ]);
    expect(unverified).toEqual([
      { citation_id: "c2", reason: "unknown_article", claimed: claimed[1] },
      { citation_id: "c3", reason: "unknown_instrument", claimed: claimed[2] },
      { citation_id: "c4", reason: "wrong_jurisdiction", claimed: claimed[3] },
    ]);
    for (const citation of citations) expect(citationSchema.safeParse(citation).success).toBe(true);
  });

  it("returns nothing for nothing", () => {
    expect(verifyCitations(registry, [], { jurisdiction: "US" })).toEqual({ citations: [], unverified: [] });
  });
});

describe("properties over the whole registry", () => {
  it("a citation built from every (instrument, provision) verifies for the instrument's own jurisdiction", () => {
    // Exhaustive rather than sampled: every provision we hold, with and without pinpoints.
    for (const { instrument, provision } of pairs) {
      for (const pinpoint of ["", "(1)", "(2)(a)"]) {
        const claim = { source_id: instrument.source_id, article: `${provision.article}${pinpoint}` };
        const { citations, unverified } = verifyCitations(registry, [claim], { jurisdiction: instrument.jurisdiction });
        expect(unverified).toEqual([]);
        expect(citations[0]).toMatchObject({
          source_id: instrument.source_id,
          title: instrument.title,
          jurisdiction: instrument.jurisdiction,
          article: `${provision.article}${pinpoint}`,
          excerpt: `${displayHeading(provision.heading)} — ${provision.summary}`,
          verified: true,
        });
      }
    }
  });

  it("it also verifies for every subdivision or member state below that jurisdiction", () => {
    const withChildren = pairs.filter(({ instrument }) => childrenOf(instrument.jurisdiction).length > 0);
    fc.assert(
      fc.property(fc.constantFrom(...withChildren), fc.nat(), ({ instrument, provision }, n) => {
        const children = childrenOf(instrument.jurisdiction);
        const jurisdiction = children[n % children.length];
        const resolution = resolveCitation(registry, { source_id: instrument.source_id, article: provision.article }, { jurisdiction });
        expect(resolution.verified).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("and never verifies for an unrelated country", () => {
    const countries = jurisdictions.filter((j) => j.kind === "country").map((j) => j.code);
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.constantFrom(...countries), ({ instrument, provision }, country) => {
        const related = [country, ...jurisdictions.filter((j) => j.code === country && j.parent).map((j) => j.parent!)];
        fc.pre(!related.includes(instrument.jurisdiction));
        const resolution = resolveCitation(registry, { source_id: instrument.source_id, article: provision.article }, { jurisdiction: country });
        expect(resolution).toMatchObject({ verified: false, reason: "wrong_jurisdiction" });
      }),
      { numRuns: 300 },
    );
  });

  it("a citation written as text with the instrument's short name verifies too", () => {
    const label = { article: "Art.", section: "s.", rule: "r.", regulation: "reg.", paragraph: "para." } as const;
    const writable = pairs.filter(({ provision }) => /^\d/.test(provision.article));
    fc.assert(
      fc.property(fc.constantFrom(...writable), fc.boolean(), ({ instrument, provision }, nameFirst) => {
        // Short names that contain a provision label ("Section 5 of the FTC Act") are not names a writer cites with.
        const name = instrument.short_names.find((n) => !/§|\bsection\b|\bart(icle)?\b|\(/i.test(n));
        fc.pre(name !== undefined);
        const cite = `${label[instrument.provision_label]} ${provision.article}`;
        const text = nameFirst ? `${name} ${cite}` : `${cite} of the ${name}`;
        const resolution = resolveCitation(registry, { text }, { jurisdiction: instrument.jurisdiction });
        expect(resolution.verified ? resolution.source_id : resolution, text).toBe(instrument.source_id);
      }),
      { numRuns: 400 },
    );
  });
});
