import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { allTemplates } from "./templates";

/**
 * Statutory essentials of an employment contract by jurisdiction, written from the Acts first: Australia (Fair Work
 * Act 2009 (Cth) Part 2-2, ss. 62, 117, 125; Superannuation Guarantee (Administration) Act 1992 (Cth) s. 19(2)),
 * Ontario (Employment Standards Act, 2000 ss. 5, 33, 57, 60, 64; Waksdale v. Swegon, 2020 ONCA 391), Singapore
 * (Employment Act 1968 s. 95A), Montana (Mont. Code Ann. § 39-2-904) and the US at-will states.
 */
function draft(id: string, jurisdiction: string, key_terms?: Record<string, string>) {
  const t = allTemplates.find((x) => x.id === id)!;
  const d = composeDraft(t, { ...t.example, jurisdiction, key_terms: key_terms ?? t.example.key_terms });
  return { text: fullText(d), notes: d.notes.map((n) => n.code) };
}
const EMPLOYMENT = ["employment_agreement", "fixed_term_employment_agreement", "executive_employment_agreement"];

describe("Australia: Fair Work Act minimums and superannuation", () => {
  it.each(EMPLOYMENT)("%s names the NES, the Fair Work Information Statement, s. 117 and the super guarantee", (id) => {
    const { text, notes } = draft(id, "AU-NSW");
    expect(text).toMatch(/National Employment Standards in Part 2-2 of the Fair Work Act 2009 \(Cth\)/);
    expect(text).toMatch(/modern award or enterprise agreement/);
    expect(text).toMatch(/Fair Work Information Statement[^.]*section 125/);
    expect(text).toMatch(/section 117/);
    expect(text).toMatch(/Superannuation Guarantee \(Administration\) Act 1992 \(Cth\)/);
    expect(text).not.toMatch(/gross misconduct|Employment Rights Act|Pensions Act 2008/);
    expect(notes).toContain("au_award_coverage");
  });

  it("states the super guarantee rate in force on the start date, with its date, and none without a start date", () => {
    const terms = { job_title: "Analyst", salary: "AUD 90,000 per year" };
    expect(draft("employment_agreement", "AU-VIC", { ...terms, start_date: "2027-01-11" }).text).toMatch(/12% of the Employee's ordinary time earnings from 1 July 2025, under section 19\(2\)/);
    expect(draft("employment_agreement", "AU-VIC", { ...terms, start_date: "2025-03-03" }).text).toMatch(/11\.5% of the Employee's ordinary time earnings from 1 July 2024/);
    expect(draft("employment_agreement", "AU-VIC", terms).text).not.toMatch(/% of the Employee's ordinary time earnings/);
  });

  it("drafts 38 normal hours (s. 62) unless hours are given, and serious misconduct", () => {
    const au = draft("employment_agreement", "AU-NSW").text;
    expect(au).toMatch(/normal working hours are 38 hours a week/);
    expect(au).toMatch(/commits serious misconduct/);
    expect(draft("employment_agreement", "AU-NSW", { job_title: "Analyst", start_date: "2027-01-11", salary: "AUD 90,000 per year", working_hours: "35 hours a week" }).text).toMatch(/normal working hours are 35 hours a week/);
    expect(draft("employment_agreement", "GB").text).toMatch(/normal working hours are 40 hours a week/);
  });
});

describe("Ontario: Employment Standards Act, 2000", () => {
  it.each(EMPLOYMENT)("%s keeps ESA notice, severance and vacation and dismisses without notice only as the ESA allows", (id) => {
    const { text, notes } = draft(id, "CA-ON");
    expect(text).toMatch(/contracts out of or waives an employment standard under the Employment Standards Act, 2000 \(Ontario\)/);
    expect(text).toMatch(/termination pay in lieu of notice[^.]*sections 57 and 60/);
    expect(text).toMatch(/severance pay where section 64/);
    expect(text).toMatch(/wilful misconduct, disobedience or wilful neglect of duty that is not trivial and has not been condoned/);
    expect(text).not.toMatch(/gross misconduct|at[- ]will/i);
    expect(notes).toContain("on_termination_clause");
  });
});

describe("Singapore: key employment terms", () => {
  it.each(EMPLOYMENT)("%s is the written record under s. 95A of the Employment Act 1968", (id) => {
    expect(draft(id, "SG").text).toMatch(/section 95A of the Employment Act 1968[^.]*key employment terms[^.]*14 days/);
  });
});

describe("United States: at will where the law allows it", () => {
  it("Montana: good cause after probation, no bare at-will statement", () => {
    for (const id of ["employment_agreement", "offer_letter"]) {
      const text = draft(id, "US-MT").text;
      expect(text).toMatch(/only for good cause, as the Montana Wrongful Discharge from Employment Act/);
      expect(text).not.toMatch(/is at will/);
    }
  });

  it("Texas stays at will, with no English 'pay in lieu'", () => {
    const text = draft("employment_agreement", "US-TX").text;
    expect(text).toMatch(/employment is at will/);
    expect(text).not.toMatch(/pay in lieu|holiday year/);
  });

  it("no Commonwealth statutes outside their jurisdictions", () => {
    for (const j of ["GB", "US-NY", "IE", "IN-KA"]) expect(draft("employment_agreement", j).text).not.toMatch(/Fair Work|Employment Standards Act|section 95A|Wrongful Discharge/);
  });
});

describe("Hong Kong and New Zealand: the statutory minimums and schemes a local precedent states", () => {
  it.each(EMPLOYMENT)("%s in Hong Kong: Employment Ordinance s. 70 and MPF enrolment within 60 days", (id) => {
    const { text } = draft(id, "HK");
    expect(text).toMatch(/Employment Ordinance \(Cap\. 57\)[^.]*\. A term[^.]*void \(section 70 of that Ordinance\)/);
    expect(text).toMatch(/Mandatory Provident Fund Schemes Ordinance \(Cap\. 485\) within the first sixty \(60\) days/);
  });

  it.each(EMPLOYMENT)("%s in New Zealand: ERA 2000 s. 65 explanation with the 90-day grievance period, Holidays Act, KiwiSaver", (id) => {
    const { text } = draft(id, "NZ");
    expect(text).toMatch(/section 65 of the Employment Relations Act 2000/);
    expect(text).toMatch(/within ninety \(90\) days[^.]*\(section 114 of that Act\)/);
    expect(text).toMatch(/four \(4\) weeks' paid annual holidays[^.]*Holidays Act 2003/);
    expect(text).toMatch(/KiwiSaver Act 2006/);
  });
});
