import { describe, expect, it } from "vitest";
import { draftExample } from "./draft-for-tests";

/**
 * Statutory pay, registration, non-competes and contracting out, each written from the statute before the drafts were
 * run, each with a render a lawyer would refuse and the lawful one: Spain (Workers' Statute arts. 21.2, 31, 54; the
 * General Social Security Act, Real Decreto Legislativo 8/2015), Portugal (Labour Code arts. 263, 264), France (Cass.
 * soc., 10 July 2002, no. 00-45.135), New Zealand (Consumer Guarantees Act 1993 s. 43(2); Contract and Commercial Law
 * Act 2017), India (Industrial Relations Code, 2020, s. 70), and the civil-law concept in an executive's "Cause".
 */
describe("Spain: fourteen payments, alta, and a non-compete within article 21.2", () => {
  it("pays the two extraordinary payments of article 31; twelve payments only as the collective agreement allows", () => {
    const lawful = draftExample("employment_agreement", "ES", { salary: "EUR 54,000 gross per year" });
    expect(lawful.text).toMatch(/in fourteen \(14\) equal payments: twelve \(12\) monthly payments[^.]*two \(2\) extraordinary payments \(pagas extraordinarias\) of article 31 of the Workers' Statute, one at Christmas/);
    expect(lawful.notes).not.toContain("extraordinary_payments_es");
    const prorated = draftExample("employment_agreement", "ES", { salary: "EUR 54,000 gross per year (12 pagas)" });
    expect(prorated.text).toMatch(/which include the two \(2\) extraordinary payments[^.]*prorated over them as that collective agreement allows/);
    expect(prorated.text).not.toMatch(/\(12 payments a year\)[^.]*twelve \(12\) monthly/);
    expect(prorated.notes).toContain("extraordinary_payments_es");
    // Elsewhere the salary is paid as before.
    expect(draftExample("employment_agreement", "IT").text).not.toMatch(/pagas extraordinarias/);
  });

  it("registers the employee with the Social Security before work starts", () => {
    expect(draftExample("employment_agreement", "ES").text).toMatch(/shall register the Employee with the Social Security system \(alta en la Seguridad Social\) before the Employee starts work/);
    expect(draftExample("employment_agreement", "PT").text).not.toMatch(/alta en la Seguridad Social/);
  });

  it("a non-compete longer than two years is flagged; twelve months only for technical staff; the local terms named", () => {
    const long = draftExample("employment_agreement", "ES", { non_compete_period: "3 years" });
    expect(long.notes).toContain("non_compete_period_es");
    const short = draftExample("employment_agreement", "ES", { non_compete_period: "6 months" });
    expect(short.notes).not.toContain("non_compete_period_es");
    expect(short.text).toMatch(/restriction after the employment \(pacto de no competencia\) may not exceed two \(2\) years for technical staff or six \(6\) months for other workers[^.]*effective industrial or commercial interest[^.]*adequate financial compensation/);
    expect(short.text).toMatch(/disciplinary dismissal \(despido disciplinario\)/);
  });
});

describe("Portugal: holiday and Christmas allowances", () => {
  it("states the subsídio de férias (art. 264) and subsídio de Natal (art. 263); none of it in Spain", () => {
    const { text } = draftExample("employment_agreement", "PT");
    expect(text).toMatch(/holiday allowance \(subsídio de férias\)[^.]*\(article 264 of the Labour Code\)/);
    expect(text).toMatch(/Christmas allowance \(subsídio de Natal\) equal to one \(1\) month's pay, paid by 15 December each year[^.]*\(article 263 of the Labour Code\)/);
    expect(text).toMatch(/Dismissal without just cause[^.]*is prohibited \(article 338/);
    expect(draftExample("employment_agreement", "ES").text).not.toMatch(/subsídio/);
  });
});

describe("France: the non-compete named and paid for", () => {
  it("calls the post-employment restriction a clause de non-concurrence with financial compensation", () => {
    const { text } = draftExample("employment_agreement", "FR", { non_compete_period: "12 months" });
    expect(text).toMatch(/restriction after the employment, a post-employment non-compete clause \(clause de non-concurrence\), is valid only if[^.]*limited in time and space[^.]*financial compensation \(contrepartie financière\)/);
    // Italy's restriction follows its own Civil Code (art. 2125), not the French case law.
    expect(draftExample("employment_agreement", "IT", { non_compete_period: "12 months" }).text).not.toMatch(/clause de non-concurrence|Cour de cassation/);
  });
});

describe("New Zealand supply between businesses: contracting out of the CGA only on section 43(2)'s terms", () => {
  it("excludes the CCLA 2017 quality terms and contracts out in trade; an Australian draft does not", () => {
    const nz = draftExample("supply_agreement", "NZ");
    expect(nz.text).toMatch(/implied by the Contract and Commercial Law Act 2017 are excluded/);
    expect(nz.text).toMatch(/supplied and acquired in trade, each party is in trade[^.]*Consumer Guarantees Act 1993 does not apply[^.]*section 43\(2\)[^.]*fair and reasonable/);
    expect(nz.notes).toContain("nz_contracting_out");
    expect(draftExample("supply_agreement", "AU").text).not.toMatch(/Consumer Guarantees Act 1993/);
  });
});

describe("India: retrenchment of a worker under the Industrial Relations Code, 2020", () => {
  it("states one month's notice or wages in lieu and retrenchment compensation (s. 70); not in Singapore", () => {
    expect(draftExample("employment_agreement", "IN-KA").text).toMatch(/shall not retrench the Employee unless it has given the Employee one \(1\) month's written notice stating the reasons[^.]*fifteen \(15\) days' average pay for every completed year of continuous service[^.]*\(section 70 of that Code\)/);
    expect(draftExample("employment_agreement", "SG").text).not.toMatch(/Industrial Relations Code/);
  });
});

describe("An executive's Cause in the local concept, not English gross misconduct, under a civil code", () => {
  it("uses wichtiger Grund, faute grave, dringende reden, despido disciplinario; gross misconduct stays in England", () => {
    const cause = (j: string) => /"Cause" means \(a\) ([^;]*);/.exec(draftExample("executive_employment_agreement", j).text)?.[1] ?? "";
    expect(cause("DE")).toMatch(/wichtiger Grund/);
    expect(cause("FR")).toMatch(/faute grave/);
    expect(cause("NL")).toMatch(/dringende reden/);
    expect(cause("ES")).toMatch(/despido disciplinario/);
    for (const j of ["DE", "FR", "NL", "ES", "CH"]) expect(cause(j)).not.toMatch(/gross misconduct$/);
    expect(cause("GB")).toBe("gross misconduct");
  });
});

describe("International data transfer: the transferor's own transfer rule as the example", () => {
  it("APP 8 in Australia, PIPEDA 4.1.3 in Canada, no binding PDPO s. 33 in Hong Kong; the GDPR only as an EU example", () => {
    const t = (j: string) => draftExample("international_data_transfer_agreement", j);
    expect(t("AU").text).toMatch(/such as Australian Privacy Principle 8/);
    expect(t("CA").text).toMatch(/clause 4\.1\.3 of Schedule 1 to the Personal Information Protection and Electronic Documents Act/);
    const hk = t("HK");
    expect(hk.text).not.toMatch(/Article 46 of Regulation/);
    expect(hk.notes).toContain("hk_transfer_s33");
    for (const j of ["AU", "CA", "US"]) expect(t(j).text).not.toMatch(/Article 46 of Regulation \(EU\) 2016\/679\) for personal data/);
  });
});

describe("German and French native drafts say once how VAT applies to a price", () => {
  it("a price stated zzgl. or inkl. USt (HT or TTC) is not followed by the general VAT sentence; a bare price is", () => {
    const zzgl = draftExample("supply_agreement", "DE", { price: "2,40 EUR zzgl. USt pro Flasche" }, "de").text;
    expect(zzgl).toMatch(/2,40\sEUR zzgl\. Umsatzsteuer pro Flasche/);
    expect(zzgl).not.toMatch(/Alle Beträge verstehen sich zuzüglich/);
    expect(draftExample("supply_agreement", "DE", { price: "2,40 EUR inkl. USt pro Flasche" }, "de").text).not.toMatch(/verstehen sich zuzüglich/);
    expect(draftExample("supply_agreement", "DE", { price: "2,40 EUR pro Flasche" }, "de").text).toMatch(/Alle Beträge verstehen sich zuzüglich der gesetzlichen Umsatzsteuer/);
    expect(draftExample("supply_agreement", "FR", { price: "2,40 € TTC la bouteille" }, "fr").text).not.toMatch(/Les prix s'entendent hors taxes/);
    expect(draftExample("supply_agreement", "FR", { price: "2,40 € la bouteille" }, "fr").text).toMatch(/Les prix s'entendent hors taxes/);
  });
});
