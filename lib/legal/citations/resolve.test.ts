import { describe, expect, it } from "vitest";
import { builtInRegistry } from "../sources/registry";
import { resolveCitation, resolveCitationText, type CitationResolution } from "./resolve";

const registry = builtInRegistry();
const hasGdpr = registry.getInstrument("eu-gdpr") !== undefined;
const NO_GDPR = "needs eu-gdpr; skipped while the EU data is absent";

function verifiedAs(resolution: CitationResolution) {
  return resolution.verified
    ? { source_id: resolution.source_id, article: resolution.article, pinpoint: resolution.pinpoint }
    : { reason: resolution.reason };
}

const text = (t: string, jurisdiction: string, contextSourceIds?: string[]) =>
  resolveCitation(registry, { text: t }, { jurisdiction, contextSourceIds });

describe("resolveCitation: real citations", () => {
  it("verifies an instrument whose official name runs past fourteen words, before or after the provision", () => {
    const name = "Law of the People's Republic of China on the Protection of Consumer Rights and Interests";
    expect(verifiedAs(text(`Art. 25 of the ${name}`, "CN"))).toMatchObject({ source_id: "cn-consumer-rights-protection-law", article: "25" });
    expect(verifiedAs(text(`${name} Art. 25`, "CN"))).toMatchObject({ source_id: "cn-consumer-rights-protection-law", article: "25" });
  });

  it("verifies Acts by name, with or without the year, for the state and its subdivisions", () => {
    const restraint = text("s. 27 of the Indian Contract Act", "IN");
    expect(restraint.verified).toBe(true);
    if (restraint.verified) {
      expect(restraint.instrument.title).toBe("The Indian Contract Act, 1872");
      expect(restraint.provision.heading).toBe("Agreement in restraint of trade, void");
    }
    expect(verifiedAs(text("Section 73, Indian Contract Act, 1872", "IN"))).toEqual({
      source_id: "in-contract-act-1872",
      article: "73",
      pinpoint: undefined,
    });
    expect(verifiedAs(text("Indian Contract Act s. 73(1)", "IN-MH"))).toMatchObject({ article: "73", pinpoint: "(1)" });
  });

  it("verifies CPC Orders and Rules written in text or as a structured article", () => {
    expect(verifiedAs(text("Order VII Rule 11 CPC", "IN"))).toEqual({ source_id: "in-cpc-1908", article: "Order VII Rule 11", pinpoint: undefined });
    expect(verifiedAs(text("O. VII r. 11(d) of the Code of Civil Procedure", "IN-DL"))).toEqual({
      source_id: "in-cpc-1908",
      article: "Order VII Rule 11",
      pinpoint: "(d)",
    });
    const structured = resolveCitation(registry, { source_id: "in-cpc-1908", article: "Order 8 Rule 1" }, { jurisdiction: "IN" });
    expect(verifiedAs(structured)).toMatchObject({ article: "Order VIII Rule 1" });
  });

  it("reads a title that ends in \"Regulations\" and a year as a name, not as a regulation numbered with the year", () => {
    const r = resolveCitation(registry, { text: "reg. 19 of the Electronic Money Regulations 2011" }, { jurisdiction: "GB" });
    expect(r.verified && r.source_id).toBe("uk-electronic-money-regulations-2011");
  });

  it("verifies code citations through codified_at", () => {
    expect(verifiedAs(text("15 U.S.C. § 78dd-1", "US"))).toMatchObject({ source_id: "us-fcpa", article: "78dd-1" });
    expect(verifiedAs(text("15 U.S.C. 78dd-1", "US-NY"))).toMatchObject({ source_id: "us-fcpa" });
    expect(verifiedAs(text("45 C.F.R. § 164.502", "US"))).toMatchObject({ source_id: "us-hipaa-privacy-rule" });
    expect(verifiedAs(text("45 CFR 164.502(a)(1)", "US"))).toMatchObject({ article: "164.502", pinpoint: "(a)(1)" });
    expect(verifiedAs(text("Cal. Civ. Code § 1798.100", "US-CA"))).toMatchObject({ source_id: "us-ca-ccpa" });
    expect(verifiedAs(text("740 ILCS 14/15", "US-IL"))).toMatchObject({ source_id: "us-il-bipa", article: "14/15" });
  });

  it("verifies German and French provisions for their state", () => {
    expect(verifiedAs(text("§ 26 BDSG", "DE"))).toMatchObject({ source_id: "de-bdsg", article: "26" });
    expect(verifiedAs(text("art. 1103 du Code civil", "FR"))).toMatchObject({ source_id: "fr-code-civil", article: "1103" });
  });

  it("verifies structured claims, case- and label-insensitively", () => {
    const ok = (source_id: string, article: string, jurisdiction: string) =>
      verifiedAs(resolveCitation(registry, { source_id, article }, { jurisdiction }));
    expect(ok("in-contract-act-1872", "s. 27", "IN")).toMatchObject({ article: "27" });
    expect(ok("uk-employment-rights-act-1996", "43a", "GB")).toMatchObject({ article: "43A" });
    expect(ok("us-ca-ccpa", "§ 1798.100(a)", "US-CA")).toMatchObject({ article: "1798.100", pinpoint: "(a)" });
    expect(verifiedAs(resolveCitation(registry, { text: "Indian Contract Act", article: "27" }, { jurisdiction: "IN" }))).toMatchObject({
      source_id: "in-contract-act-1872",
    });
  });

  it("prefers the exact short name over one that only matched without its year", () => {
    expect(verifiedAs(text("IT Act s. 43A", "IN"))).toMatchObject({ source_id: "in-it-act-2000" });
    expect(verifiedAs(text("Companies Act s. 2", "IN"))).toMatchObject({ source_id: "in-companies-act-2013" });
  });

  it.skipIf(!hasGdpr)(`verifies GDPR citations for the EU and its member states (${NO_GDPR})`, () => {
    expect(verifiedAs(text("GDPR Art. 17(1)", "FR"))).toEqual({ source_id: "eu-gdpr", article: "17", pinpoint: "(1)" });
    expect(verifiedAs(text("Art. 6(1)(f) GDPR", "DE"))).toMatchObject({ source_id: "eu-gdpr", pinpoint: "(1)(f)" });
    expect(verifiedAs(text("Article 17 of Regulation (EU) 2016/679", "EU"))).toMatchObject({ source_id: "eu-gdpr" });
    expect(verifiedAs(text("UK GDPR Art. 17", "GB"))).toMatchObject({ source_id: "uk-gdpr" });
    const both = resolveCitationText(registry, "Articles 15 and 17 of the GDPR", { jurisdiction: "IE" });
    expect(both.map((r) => verifiedAs(r.resolution))).toEqual([
      { source_id: "eu-gdpr", article: "15", pinpoint: undefined },
      { source_id: "eu-gdpr", article: "17", pinpoint: undefined },
    ]);
  });
});

describe("resolveCitation: bare articles need context", () => {
  it("resolves through the one context instrument that has the article", () => {
    expect(verifiedAs(text("Section 73", "IN", ["in-contract-act-1872"]))).toMatchObject({ source_id: "in-contract-act-1872" });
    expect(verifiedAs(resolveCitation(registry, { article: "27" }, { jurisdiction: "IN", contextSourceIds: ["in-contract-act-1872"] }))).toMatchObject({
      source_id: "in-contract-act-1872",
    });
  });

  it("is unknown_instrument without context and ambiguous when several context instruments fit", () => {
    expect(text("Section 73", "IN")).toMatchObject({ verified: false, reason: "unknown_instrument", article: "73" });
    expect(text("Section 73", "IN", ["in-contract-act-1872", "in-cgst-act-2017"])).toEqual({
      verified: false,
      reason: "ambiguous",
      article: "73",
      candidates: ["in-contract-act-1872", "in-cgst-act-2017"],
      text: "Section 73",
    });
  });

  it("is unknown_article when the only context instrument lacks it", () => {
    expect(text("Section 999", "IN", ["in-contract-act-1872"])).toMatchObject({
      reason: "unknown_article",
      source_id: "in-contract-act-1872",
    });
  });

  it.skipIf(!hasGdpr)(`uses the jurisdiction and the label to narrow the context (${NO_GDPR})`, () => {
    expect(verifiedAs(text("Article 17", "FR", ["in-contract-act-1872", "eu-gdpr"]))).toMatchObject({ source_id: "eu-gdpr" });
    expect(verifiedAs(text("Article 73", "IN-KA", ["eu-gdpr", "in-contract-act-1872"]))).toMatchObject({
      source_id: "in-contract-act-1872",
    });
    expect(text("Article 17", "FR", ["eu-gdpr", "eu-ai-act"])).toMatchObject({
      reason: "ambiguous",
      candidates: ["eu-gdpr", "eu-ai-act"],
    });
  });
});

describe("resolveCitation: fabricated citations", () => {
  it("rejects an article the instrument does not have", () => {
    expect(text("Indian Contract Act s. 999", "IN")).toMatchObject({
      verified: false,
      reason: "unknown_article",
      source_id: "in-contract-act-1872",
      jurisdiction: "IN",
      article: "999",
    });
    expect(text("45 C.F.R. § 164.999", "US")).toMatchObject({ reason: "unknown_article" });
  });

  it("rejects a real article number of a different instrument", () => {
    expect(resolveCitation(registry, { source_id: "us-fcpa", article: "164.502" }, { jurisdiction: "US" })).toMatchObject({
      reason: "unknown_article",
      source_id: "us-fcpa",
    });
    expect(text("FCPA § 1798.100", "US")).toMatchObject({ reason: "unknown_article", source_id: "us-fcpa" });
    expect(text("Indian Contract Act s. 78dd-1", "IN")).toMatchObject({ reason: "unknown_article" });
  });

  it("rejects real instruments cited for the wrong jurisdiction", () => {
    expect(resolveCitation(registry, { source_id: "us-ca-ccpa", article: "1798.100" }, { jurisdiction: "IN" })).toMatchObject({
      verified: false,
      reason: "wrong_jurisdiction",
      source_id: "us-ca-ccpa",
      jurisdiction: "US-CA",
    });
    expect(text("CCPA § 1798.100", "IN")).toMatchObject({ reason: "wrong_jurisdiction" });
    expect(text("Cal. Civ. Code § 1798.100", "US")).toMatchObject({ reason: "wrong_jurisdiction" });
    expect(text("s. 27 of the Indian Contract Act", "US")).toMatchObject({ reason: "wrong_jurisdiction" });
    expect(text("§ 26 BDSG", "FR")).toMatchObject({ reason: "wrong_jurisdiction", source_id: "de-bdsg" });
    expect(text("Bribery Act 2010 s. 7", "IN")).toMatchObject({ reason: "wrong_jurisdiction", source_id: "uk-bribery-act-2010" });
  });

  it.skipIf(!hasGdpr)(`does not verify the EU GDPR for the UK or India (${NO_GDPR})`, () => {
    expect(text("GDPR Art. 17", "GB")).toMatchObject({ reason: "wrong_jurisdiction", source_id: "eu-gdpr" });
    expect(text("UK GDPR Art. 17", "IN")).toMatchObject({ reason: "wrong_jurisdiction", source_id: "uk-gdpr" });
  });

  it("rejects invented statutes, even when part of the name is real", () => {
    expect(text("Digital Fairness Act 2031 s. 4", "GB")).toEqual({
      verified: false,
      reason: "unknown_instrument",
      article: "4",
      instrument_name: "Digital Fairness Act 2031",
      text: "Digital Fairness Act 2031 s. 4",
    });
    expect(text("Fake Privacy Act 1988 s. 6", "AU")).toMatchObject({ reason: "unknown_instrument" });
    expect(text("s. 4 of the Companies Act Amendment Bill", "IN")).toMatchObject({ reason: "unknown_instrument" });
    expect(text("Bribery Act 1999 s. 7", "GB")).toMatchObject({ reason: "unknown_instrument" });
    expect(resolveCitation(registry, { source_id: "gb-digital-fairness-act-2031", article: "4" }, { jurisdiction: "GB" })).toMatchObject({
      reason: "unknown_instrument",
      source_id: "gb-digital-fairness-act-2031",
    });
  });

  it("calls claims without a provision unparseable", () => {
    expect(resolveCitation(registry, {}, { jurisdiction: "US" })).toEqual({ verified: false, reason: "unparseable" });
    expect(text("the law says so", "US")).toMatchObject({ reason: "unparseable" });
    expect(resolveCitation(registry, { source_id: "us-fcpa" }, { jurisdiction: "US" })).toMatchObject({
      reason: "unparseable",
      source_id: "us-fcpa",
    });
  });
});
