import { describe, expect, it } from "vitest";
import { draftExample } from "./draft-for-tests";

/**
 * Issue 36: defects a lawyer found in drafts, each with the text the statute or precedent calls for (written before
 * the fix). Each case is drafted from the catalogue example with only the key term the defect concerns.
 */
describe("known drafting defects stay fixed", () => {
  it("a French employment contract names the collective agreement given, and notes when none is", () => {
    const given = draftExample("employment_agreement", "FR", { collective_agreement: "Convention collective nationale Syntec" }, "fr");
    expect(given.text).toMatch(/soumis à la convention collective nationale Syntec, applicable à l'Employeur/);
    expect(given.text).not.toMatch(/« collective_agreement »/);
    expect(given.notes).not.toContain("collective_agreement_fr");
    expect(draftExample("employment_agreement", "FR", { collective_agreement: "Syntec (IDCC 1486)" }, "fr").text).toMatch(/la convention collective suivante : Syntec \(IDCC 1486\)/);
    expect(draftExample("employment_agreement", "FR", {}, "fr").notes).toContain("collective_agreement_fr");
  });

  it("a German employment contract keeps the § 622 BGB minimum and the employer's periods by length of service", () => {
    const de = draftExample("employment_agreement", "DE", {}, "de").text;
    expect(de).toMatch(/mindestens jedoch mit der gesetzlichen Kündigungsfrist \(§ 622 BGB\)/);
    expect(de).toMatch(/zwei Jahre bestanden hat, auf einen Monat[^.]*zwanzig Jahre auf sieben Monate, jeweils zum Ende eines Kalendermonats/);
    const en = draftExample("employment_agreement", "DE").text;
    expect(en).toMatch(/section 622 of the German Civil Code \(BGB\) apply as minimums[^]*seven \(7\) months after twenty \(20\) years[^]*section 623 BGB/);
    expect(draftExample("employment_agreement", "GB").text).not.toMatch(/section 622/);
  });

  it("a consumer cap refers to the unexcludable sub-clause by its number, and German rules are stated as the rule", () => {
    const sub = draftExample("consumer_subscription_terms", "DE", { liability_cap: "EUR 500" }).text;
    expect(sub).not.toMatch(/preceding sub-clauses|Where German law applies/);
    expect(sub).toMatch(/Subject to clause \d+\.2, the Provider's total liability/);
    expect(sub.match(/section 309 no\. 7/g)).toHaveLength(1);
  });

  it("a SaaS customer told of a price increase after the non-renewal deadline may still leave", () => {
    expect(draftExample("saas_subscription_agreement", "DE", { renewal: "automatic" }).text).toMatch(/after the last day for giving notice of non-renewal, the Customer may, within thirty \(30\) days/);
    expect(draftExample("saas_subscription_agreement", "US-NY", { renewal: "by agreement" }).text).not.toMatch(/last day for giving notice of non-renewal/);
  });

  it("an investor's shareholders' agreement vests an individual promoter's shares with good and bad leaver terms", () => {
    const { text, notes } = draftExample("shareholders_agreement", "IN-KA");
    expect(text).toMatch(/vest in equal monthly instalments over four \(4\) years/);
    expect(text).toMatch(/"Good Leaver"[^]*"Bad Leaver"[^]*registered valuer/);
    expect(notes).toContain("promoter_vesting");
    expect(draftExample("shareholders_agreement", "US-DE", { promoter_vesting_period: "3 years" }).text).toMatch(/over 3 years from the Effective Date/);
  });

  it("software development: dates inside a milestone list are drafted, and German law grants rights of use", () => {
    const ny = draftExample("software_development_agreement", "US-NY", { milestones: "beta 2027-07-31; go-live 2027-10-31" }).text;
    expect(ny).toMatch(/beta July 31, 2027; go-live October 31, 2027/);
    const de = draftExample("software_development_agreement", "DE").text;
    expect(de).toMatch(/exclusive right, unlimited in time, place and content[^.]*sections 31 and 69c of the German Copyright Act \(UrhG\)/);
    expect(de).not.toMatch(/assigns to the Customer/);
  });

  it("an Indian employment contract names the State's shops and establishments Act where certain", () => {
    expect(draftExample("employment_agreement", "IN-MH").text).toMatch(/Maharashtra Shops and Establishments \(Regulation of Employment and Conditions of Service\) Act, 2017/);
    expect(draftExample("employment_agreement", "IN-GJ").text).toMatch(/shops and establishments law of the State/);
  });
});
