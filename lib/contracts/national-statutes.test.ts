import { describe, expect, it } from "vitest";
import { draftExample } from "./draft-for-tests";

/**
 * Issue 36, item 3: a draft under a jurisdiction names that jurisdiction's own statute for the type — the employment
 * statute with its probation maximum and non-compete conditions, the act supplementing the GDPR with its supervisory
 * authority, the statutory late-payment interest and the form rule for standard clauses — and no neighbour's. Expected
 * wording written from the statutes (Czech Labour Code § 310; Finnish Employment Contracts Act ch. 3 s. 5; Belgian Law of
 * 3 July 1978 art. 65; C.C.Q. art. 1474; Romanian Civil Code art. 1203; Polish Act of 8 March 2013) before the code.
 */
const employment = (j: string, terms: Record<string, string> = {}) => draftExample("employment_agreement", j, terms);
const dpa = (j: string) => draftExample("data_processing_agreement", j).text;
const services = (j: string, terms: Record<string, string> = {}) => draftExample("service_agreement", j, terms);

/** Jurisdiction, the statute its employment draft names, and a near jurisdiction whose draft must not name it. */
const EMPLOYMENT_STATUTES: [string, RegExp, string][] = [
  ["CZ", /Labour Code of the Czech Republic \(zákoník práce, Act No\. 262\/2006 Coll\.\)/, "SK"],
  ["SK", /Zákonník práce, Act No\. 311\/2001 Coll\./, "CZ"],
  ["FI", /Employment Contracts Act \(työsopimuslaki, 55\/2001\)/, "SE"],
  ["NO", /Working Environment Act \(arbeidsmiljøloven, Act of 17 June 2005 No\. 62\)/, "DK"],
  ["DK", /Salaried Employees Act \(funktionærloven\)/, "NO"],
  ["BE", /Law of 3 July 1978 on employment contracts/, "NL"],
  ["NL", /Title 10 of Book 7 of the Dutch Civil Code/, "BE"],
  ["DE", /sections 611a and following of the German Civil Code/, "AT"],
  ["AT", /Angestelltengesetz, AngG/, "DE"],
  ["ES", /Estatuto de los Trabajadores, Real Decreto Legislativo 2\/2015/, "PT"],
  ["PT", /Código do Trabalho, approved by Law No\. 7\/2009/, "ES"],
  ["RO", /Codul muncii, Law No\. 53\/2003/, "HU"],
  ["HU", /Act I of 2012 on the Labour Code/, "RO"],
  ["LU", /Luxembourg Labour Code/, "BE"],
  ["CH", /articles 319 and following of the Swiss Code of Obligations/, "AT"],
  ["CA-QC", /Act respecting labour standards \(CQLR, c\. N-1\.1\)/, "CA-ON"],
];

describe("employment: the jurisdiction's own statute, and no neighbour's", () => {
  it.each(EMPLOYMENT_STATUTES)("%s names its statute", (j, statute, near) => {
    expect(employment(j).text).toMatch(statute);
    expect(employment(near).text).not.toMatch(statute);
  });

  it("states the post-employment restraint compensation the statute sets", () => {
    expect(employment("CZ", { non_compete_period: "12 months" }).text).toMatch(/section 310 of the Labour Code[^.]*at most one \(1\) year[^.]*at least one half of the Employee's average monthly earnings/);
    expect(employment("FI", { non_compete_period: "9 months" }).text).toMatch(/sixty per cent \(60 %\)[^.]*more than six \(6\) months/);
    expect(employment("FI", { non_compete_period: "6 months" }).text).toMatch(/forty per cent \(40 %\)[^.]*up to six \(6\) months/);
    expect(employment("BE", { non_compete_period: "12 months" }).text).toMatch(/article 65 of the Law of 3 July 1978[^.]*one half of the Employee's gross remuneration/);
    expect(employment("RO", { non_compete_period: "12 months" }).text).toMatch(/articles 21 to 24 of the Labour Code[^.]*fifty per cent \(50 %\)/);
    expect(employment("CA-QC", { non_compete_period: "12 months" }).text).toMatch(/article 2089 of the Civil Code of Québec/);
    // Each statute only under its own law.
    expect(employment("SK", { non_compete_period: "12 months" }).text).not.toMatch(/section 310 of the Labour Code/);
  });

  it("keeps a probationary period within the statutory maximum, or none where the law has none", () => {
    const be = employment("BE", { probation_period: "6 months" });
    expect(be.text).toMatch(/not subject to a trial period/);
    expect(be.text).not.toMatch(/probationary period of 6 months/);
    expect(be.notes).toContain("probation_be");
    const nl = employment("NL", { probation_period: "6 months" });
    expect(nl.text).toMatch(/two \(2\) months[^.]*article 7:652/);
    expect(nl.notes).toContain("probation_nl");
    expect(employment("NO", { probation_period: "6 months" }).notes).not.toContain("probation_no");
    expect(employment("FR", { probation_period: "4 months" }).text).toMatch(/four \(4\) months for executives \(cadres\) \(article L\. 1221-19/);
    expect(draftExample("employment_agreement", "FR", { probation_period: "4 mois" }, "fr").text).toMatch(/quatre mois pour les cadres/);
  });

  it("asks the user to check what we could not confirm rather than stating it", () => {
    expect(employment("CZ").notes).toContain("employment_law_cz");
    expect(employment("GR").notes).toContain("employment_law_gr");
  });
});

/** Jurisdiction, its act supplementing the GDPR (or the FADP), its authority, and a near jurisdiction. */
const DATA_PROTECTION: [string, RegExp, RegExp, string][] = [
  ["IE", /Data Protection Act 2018 \(Ireland\)/, /Data Protection Commission\b/, "GB"],
  ["ES", /Ley Orgánica 3\/2018[^.]*\(LOPDGDD\)/, /Agencia Española de Protección de Datos/, "PT"],
  ["PT", /Law No\. 58\/2019/, /Comissão Nacional de Proteção de Dados/, "ES"],
  ["DE", /Bundesdatenschutzgesetz, BDSG/, /supervisory authority of the competent federal state/, "AT"],
  ["AT", /Datenschutzgesetz, DSG/, /Datenschutzbehörde/, "DE"],
  ["FR", /Law No\. 78-17 of 6 January 1978/, /CNIL/, "BE"],
  ["BE", /Law of 30 July 2018/, /Belgian Data Protection Authority/, "NL"],
  ["NL", /Uitvoeringswet Algemene verordening gegevensbescherming, UAVG/, /Autoriteit Persoonsgegevens/, "BE"],
  ["IT", /Legislative Decree No\. 196 of 30 June 2003/, /Garante per la protezione dei dati personali/, "ES"],
  ["LU", /Law of 1 August 2018/, /Commission nationale pour la protection des données/, "BE"],
  ["PL", /Act of 10 May 2018 on the protection of personal data/, /Personal Data Protection Office/, "CZ"],
  ["CZ", /Act No\. 110\/2019 Coll\./, /Office for Personal Data Protection/, "PL"],
  ["SE", /lag \(2018:218\)/, /Integritetsskyddsmyndigheten/, "FI"],
  ["FI", /tietosuojalaki, 1050\/2018/, /Data Protection Ombudsman/, "SE"],
  ["DK", /databeskyttelsesloven/, /Danish Data Protection Agency/, "NO"],
  ["NO", /personopplysningsloven, Act of 15 June 2018 No\. 38/, /Norwegian Data Protection Authority/, "DK"],
  ["GR", /Law 4624\/2019/, /Hellenic Data Protection Authority/, "RO"],
  ["RO", /Law No\. 190\/2018/, /ANSPDCP/, "HU"],
  ["HU", /Act CXII of 2011/, /NAIH/, "RO"],
  ["CH", /Federal Act on Data Protection of 25 September 2020 \(FADP\)/, /Federal Data Protection and Information Commissioner/, "AT"],
];

describe("data processing agreement: the act supplementing the GDPR and the supervisory authority", () => {
  it.each(DATA_PROTECTION)("%s names its act and authority", (j, act, authority, near) => {
    const text = dpa(j);
    expect(text).toMatch(act);
    expect(text).toMatch(authority);
    const other = dpa(near);
    expect(other).not.toMatch(act);
    expect(other).not.toMatch(authority);
  });

  it("keeps the UK's own regime in a GB draft", () => {
    const gb = dpa("GB");
    expect(gb).toMatch(/UK GDPR, the Data Protection Act 2018/);
    expect(gb).not.toMatch(/Data Protection Commission\b|\(Ireland\)/);
  });
});

describe("services between businesses: statutory late interest and the form of standard clauses", () => {
  it("applies the statutory late-payment rate where no rate is agreed, and states it beside an agreed one", () => {
    expect(services("RO").text).toMatch(/reference rate of the National Bank of Romania plus 8 percentage points[^.]*Law No\. 72\/2013/);
    expect(services("PL").text).toMatch(/reference rate of the National Bank of Poland plus 10 percentage points[^.]*Act of 8 March 2013/);
    expect(services("AT").text).toMatch(/9\.2 percentage points a year above the base rate[^.]*section 456 of the Austrian Commercial Code/);
    expect(services("CH").text).toMatch(/five per cent \(5%\) a year, under article 104\(1\) of the Swiss Code of Obligations/);
    const agreed = services("PL", { late_payment_interest: "NBP reference rate plus 10 percentage points" });
    expect(agreed.text).toMatch(/at 10 percentage points above the NBP reference rate\. The Polish Act of 8 March 2013/);
    expect(agreed.notes).not.toContain("late_payment_rate");
    // Each rate only under its own law.
    expect(services("CZ").text).not.toMatch(/National Bank of Poland|National Bank of Romania/);
    expect(services("SK").text).not.toMatch(/repo rate of the Czech National Bank/);
  });

  it("Romania: standard clauses limiting liability expressly accepted in writing (art. 1203), and art. 1355 saved", () => {
    const ro = services("RO");
    expect(ro.text).toMatch(/EXPRESS ACCEPTANCE OF STANDARD CLAUSES UNDER ARTICLE 1203 OF THE ROMANIAN CIVIL CODE/);
    expect(ro.text).toMatch(/expressly accepts in writing, the following clauses:[^.]*\(Limitation of Liability\)/);
    expect(ro.text).toMatch(/with intent or by gross negligence, which article 1355 of the Romanian Civil Code/);
    expect(ro.notes).toContain("express_acceptance_ro");
    expect(services("HU").text).not.toMatch(/1203/);
    expect(services("IT").text).toMatch(/SPECIFIC APPROVAL \(APPROVAZIONE SPECIFICA\)/);
  });

  it("Québec: art. 1474 C.C.Q. shapes the limitation, and the parties' wish for English is recorded", () => {
    const qc = services("CA-QC");
    expect(qc.text).toMatch(/bodily or moral injury caused to another, for material injury caused through an intentional or gross fault \(article 1474 of the Civil Code of Québec\)/);
    expect(qc.text).toMatch(/expressly wished that this Agreement and all documents relating to it be drawn up in English only/);
    expect(qc.notes).toContain("language_qc");
    const on = services("CA-ON").text;
    expect(on).not.toMatch(/1474|Civil Code of Québec|drawn up in English/);
  });
});
