import { describe, expect, it } from "vitest";
import { draftExample } from "./draft-for-tests";

/**
 * Ending an employment as the local dismissal-protection law allows, written from the statutes before the drafts were
 * run: the Netherlands (BW 7:669, 7:671, 7:671a, 7:671b, 7:672, 7:673; non-compete 7:653), Germany (KSchG §§ 1, 23;
 * BetrVG § 102), France (Code du travail L1232-1, L1232-2, L1232-6, L1234-1, L1234-9), Spain (Workers' Statute arts.
 * 49–56), Italy (Law No. 604/1966; c.c. arts. 2118–2119), Belgium (Law of 3 July 1978 arts. 35, 37/2; CLA No. 109),
 * Austria (AngG § 20; ArbVG § 105), Switzerland (CO arts. 335, 335c, 336–336c), Portugal (Labour Code arts. 338, 351,
 * 400), Poland (Kodeks pracy arts. 30, 36, 38, 52), Sweden (LAS §§ 7, 8, 11, 18), Denmark (funktionærloven §§ 2, 2b),
 * the Czech Republic (Labour Code §§ 50–52), Québec, Australia, New Zealand, Hong Kong and Singapore.
 */
const EITHER_PARTY = /either party may end the employment by giving the other/;

describe("Netherlands: no notice by the employer without consent, the UWV or the cantonal court", () => {
  it("names the UWV, the cantonal court, the reflection period, the statutory notice and the transition payment", () => {
    const { text } = draftExample("employment_agreement", "NL");
    expect(text).not.toMatch(EITHER_PARTY);
    expect(text).toMatch(/the Employee may end the employment by giving the Employer 1 month's written notice/);
    expect(text).toMatch(/by notice only with the Employee's written consent or with the permission of the Employee Insurance Agency \(UWV\) \(article 7:671 of the Dutch Civil Code\)/);
    expect(text).toMatch(/revoke that consent by a written statement to the Employer within fourteen \(14\) days/);
    expect(text).toMatch(/economic grounds or after long-term incapacity for work \(article 7:671a\)/);
    expect(text).toMatch(/dissolution by the cantonal court \(kantonrechter\) \(article 7:671b\)/);
    expect(text).toMatch(/reasonable ground within article 7:669/);
    expect(text).toMatch(/four \(4\) months after fifteen \(15\) years[^.]*\(article 7:672\)/);
    expect(text).toMatch(/transition payment \(transitievergoeding\) of article 7:673[^.]*one third of a month's salary for each year/);
  });

  it("summary dismissal is for an urgent reason told at once (7:677–7:679); in Germany for good cause within two weeks (BGB § 626)", () => {
    expect(draftExample("employment_agreement", "NL").text).toMatch(/urgent reason \(dringende reden\) within article 7:678 of the Dutch Civil Code, telling the Employee the reason at the same time \(article 7:677\(1\)\)/);
    expect(draftExample("employment_agreement", "DE").text).toMatch(/within two \(2\) weeks after the Employer learns of the facts on which it is based \(section 626\(2\) BGB\)/);
  });

  it("a fixed-term contract ended early says the same; none of it where early termination is not permitted", () => {
    expect(draftExample("fixed_term_employment_agreement", "NL", { early_termination: "permitted" }).text).toMatch(/Employee Insurance Agency \(UWV\)/);
    expect(draftExample("fixed_term_employment_agreement", "NL", { early_termination: "not permitted" }).text).not.toMatch(/UWV/);
  });

  it("a longer notice period for the employee is flagged: the employer's must then be twice as long", () => {
    expect(draftExample("employment_agreement", "NL", { notice_period: "2 months" }).notes).toContain("notice_period_nl");
    expect(draftExample("employment_agreement", "NL").notes).not.toContain("notice_period_nl");
  });

  it("a non-compete states the conditions of 7:653 and no compensation Dutch law does not require", () => {
    const { text } = draftExample("employment_agreement", "NL", { non_compete_period: "6 months" });
    expect(text).toMatch(/agreed in writing with the Employee, who has reached the age of majority, as article 7:653/);
    expect(text).toMatch(/written statement of reasons[^.]*substantial business or service interests \(zwaarwegende bedrijfs- of dienstbelangen\)/);
    expect(text).toMatch(/may order the Employer to pay the Employee compensation for the period of the restriction/);
    expect(text).not.toMatch(/compensation that the applicable law requires as a condition of the restriction being binding/);
    expect(text).not.toMatch(/compelling business interests/);
    // Germany still pays the Karenzentschädigung that HGB § 74(2) makes a condition.
    expect(draftExample("employment_agreement", "DE", { non_compete_period: "6 months" }).text).toMatch(/compensation that the applicable law requires as a condition/);
  });
});

const PROTECTED: [string, RegExp[]][] = [
  ["DE", [/socially justified by reasons relating to the Employee's person or conduct or by urgent operational requirements \(section 1\(2\) KSchG\)/, /more than ten \(10\) employees \(sections 1\(1\) and 23\(1\) KSchG\)/, /section 102\(1\) of the Works Constitution Act \(BetrVG\)/]],
  ["FR", [/real and serious cause \(cause réelle et sérieuse\) \(article L\. 1232-1/, /five \(5\) working days[^.]*\(article L\. 1232-2\)/, /two \(2\) working days after the interview \(article L\. 1232-6\)/, /article L\. 1234-9/]],
  ["ES", [/twenty \(20\) days' salary per year of service up to twelve \(12\) monthly payments/, /fifteen \(15\) days' notice \(article 53\.1\)/, /stating the facts and the date it takes effect \(article 55\)/, /thirty-three \(33\) days' salary per year of service up to twenty-four \(24\) monthly payments \(article 56\.1\)/]],
  ["IT", [/just cause \(giusta causa\) under article 2119 of the Italian Civil Code or for a justified reason \(giustificato motivo\) under article 3 of Law No\. 604 of 15 July 1966/, /written notice stating the reasons \(article 2 of that Law\)/]],
  ["BE", [/article 37\/2 of the Law of 3 July 1978/, /three \(3\) working days[^.]*\(article 35 of that Law\)/, /collective labour agreement No\. 109/]],
  ["AT", [/six \(6\) weeks[^.]*section 20 AngG/, /section 105 of the Labour Constitution Act \(ArbVG\)/]],
  ["CH", [/article 335c of the Swiss Code of Obligations/, /up to six \(6\) months' wages \(article 336a\)/, /in writing before the notice period ends \(article 336b\)/, /article 336c/]],
  ["PT", [/Dismissal without just cause[^.]*prohibited \(article 338 of the Labour Code/, /sixty \(60\) days after two \(2\) years of service \(article 400\)/]],
  ["PL", [/states the reason for it and informs the Employee of the right to appeal to the labour court \(article 30 §§ 3 to 5/, /three \(3\) months after three \(3\) years \(article 36 § 1\)/, /article 52 § 2/]],
  ["SE", [/objective grounds for it \(sakliga skäl\) \(section 7 of the Employment Protection Act\)/, /six \(6\) months after ten \(10\) years \(section 11\)/]],
  ["DK", [/increasing by one \(1\) month for each three \(3\) years of employment up to six \(6\) months/, /section 2b of that Act/]],
  ["CZ", [/only on a ground listed in section 52 of the Labour Code/, /at least two \(2\) months \(section 51\)/]],
  ["CA-QC", [/good and sufficient cause \(section 124 of that Act\)/, /article 2092/]],
];

describe("civil-law dismissal protection: the employee resigns on notice, the employer ends the employment as the law allows", () => {
  it.each(PROTECTED)("%s", (j, expected) => {
    const { text } = draftExample("employment_agreement", j);
    expect(text).not.toMatch(EITHER_PARTY);
    for (const re of expected) expect(text).toMatch(re);
  });

  it("an executive agreement and an offer letter say the same, with no ending at once on pay in lieu", () => {
    const exec = draftExample("executive_employment_agreement", "ES").text;
    expect(exec).not.toMatch(EITHER_PARTY);
    expect(exec).not.toMatch(/end the employment at once by paying the Executive base salary in lieu/);
    expect(exec).toMatch(/article 56\.1/);
    expect(draftExample("offer_letter", "NL").text).toMatch(/the Employer may end it only as the law governing the employment allows/);
    expect(draftExample("executive_employment_agreement", "GB").text).toMatch(/end the employment at once by paying the Executive base salary in lieu/);
    expect(draftExample("offer_letter", "GB").text).toMatch(/Either party may end the employment by giving the notice stated/);
  });

  it("where the law has no such rule, either party still ends the employment on notice", () => {
    expect(draftExample("employment_agreement", "GB").text).toMatch(EITHER_PARTY);
    expect(draftExample("employment_agreement", "IE").text).toMatch(EITHER_PARTY);
  });
});

describe("common-law dismissal statutes", () => {
  it.each([
    ["AU-NSW", /harsh, unjust or unreasonable, other than in a case of genuine redundancy \(section 385\)[^.]*Small Business Fair Dismissal Code \(section 388\)/],
    ["NZ", /fair and reasonable employer could have done in all the circumstances[^.]*\(section 103A of the Employment Relations Act 2000\)/],
    ["HK", /valid reason under section 32K of that Ordinance/],
    ["SG", /misconduct only after due inquiry \(section 14\(1\) of that Act\)/],
  ])("%s", (j, re) => {
    expect(draftExample("employment_agreement", j).text).toMatch(re);
  });
});

describe("a processing agreement outside the GDPR systems rests on its own law", () => {
  const FOREIGN = /UK GDPR|Regulation \(EU\) 2016\/679|GDPR/;
  it.each(["SG", "IN", "US-CA", "US-NY", "AU-NSW", "HK", "CA-ON"])("%s names no GDPR when the facts bring none in", (j) => {
    expect(draftExample("data_processing_agreement", j).text).not.toMatch(FOREIGN);
  });

  it("a Singapore DPA rests on the PDPA: protection (s. 24), breach notification (ss. 26C, 26D) and transfer (s. 26)", () => {
    const { text } = draftExample("data_processing_agreement", "SG");
    expect(text).toMatch(/"Data Protection Law" means the Personal Data Protection Act 2012 \(the "PDPA"\) and the regulations made under it, and any other law relating to personal data that applies to the processing\./);
    expect(text).toMatch(/reasonable security arrangements to protect the Personal Data \(section 24\)/);
    expect(text).toMatch(/section 26D of the PDPA/);
    expect(text).toMatch(/section 26 of the PDPA/);
  });

  it("names the GDPR, and only the regime the facts bring in, where the data subjects are in the EU or the UK", () => {
    const eu = draftExample("data_processing_agreement", "SG", { data_subject_categories: "the Controller's customers in the European Union" }).text;
    expect(eu).toMatch(/where they apply to the processing, Regulation \(EU\) 2016\/679\./);
    expect(eu).toMatch(/Whether or not Regulation \(EU\) 2016\/679 applies to the processing[^.]*Article 28\(3\) of that Regulation/);
    expect(eu).not.toMatch(/UK GDPR/);
    const uk = draftExample("data_processing_agreement", "IN", { data_subject_categories: "the Controller's customers in the United Kingdom" }).text;
    expect(uk).toMatch(/where they apply to the processing, the UK GDPR\./);
    expect(uk).not.toMatch(/2016\/679/);
    expect(uk).toMatch(/Article 28\(3\) of the UK GDPR/);
  });

  it("a joint controller arrangement names Article 26 only where the facts bring the GDPR in", () => {
    const sg = draftExample("joint_controller_arrangement", "SG").text;
    expect(sg).not.toMatch(FOREIGN);
    expect(sg).toMatch(/allocates the parties' responsibilities for the Joint Processing under the law of Singapore/);
    const both = draftExample("joint_controller_arrangement", "US-CA", { data_subject_categories: "customers in the European Union and the United Kingdom" }).text;
    expect(both).toMatch(/Where Regulation \(EU\) 2016\/679 or the UK GDPR applies to the Joint Processing[^.]*Article 26 of Regulation \(EU\) 2016\/679 and Article 26 of the UK GDPR/);
    const eu = draftExample("joint_controller_arrangement", "AU-NSW", { data_subject_categories: "customers in Germany" }).text;
    expect(eu).toMatch(/arrangement required by Article 26 of Regulation \(EU\) 2016\/679\./);
    expect(eu).not.toMatch(/UK GDPR/);
  });

  it("a GB or EU agreement keeps its Article 28 terms", () => {
    expect(draftExample("data_processing_agreement", "GB").text).toMatch(/Article 28\(3\) of the UK GDPR/);
    expect(draftExample("data_processing_agreement", "DE").text).toMatch(/Article 28\(3\) of Regulation \(EU\) 2016\/679/);
  });
});
