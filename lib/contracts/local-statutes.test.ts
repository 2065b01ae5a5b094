import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { allTemplates } from "./templates";

const byId = (id: string) => allTemplates.find((t) => t.id === id)!;
/** The catalogue example under another law, with its own choice of law and forum dropped and some terms replaced. */
const draft = (id: string, jurisdiction: string, extra: Record<string, string> = {}) => {
  const t = byId(id);
  const { governing_law: _l, venue: _v, arbitration_seat: _s, dispute_resolution: _d, ...terms } = t.example.key_terms;
  return composeDraft(t, { jurisdiction, party_a: t.example.party_a, party_b: t.example.party_b, key_terms: { ...terms, ...extra } });
};
const text = (id: string, jurisdiction: string, extra: Record<string, string> = {}) => fullText(draft(id, jurisdiction, extra));
const cited = (id: string, jurisdiction: string, extra: Record<string, string> = {}) =>
  draft(id, jurisdiction, extra).clauses.flatMap((c) => c.cites.map((x) => `${x.source_id} ${x.article}`));

describe("local statutes by contract kind and jurisdiction (issue 36)", () => {
  it("gives every business letting its local regime, and none to a dwelling or under another law", () => {
    for (const id of ["commercial_lease", "lease"]) {
      expect(text(id, "ES")).toMatch(/Ley 29\/1994[\s\S]*fianza\) of two months' rent/);
      expect(cited(id, "ES")).toContain("es-ley-de-arrendamientos-urbanos 36");
      expect(text(id, "IT")).toMatch(/Law No\. 392 of 27 July 1978[\s\S]*eighteen \(18\) months' rent[\s\S]*Agenzia delle Entrate within thirty \(30\) days/);
      expect(text(id, "AT")).toMatch(/Mietrechtsgesetz[\s\S]*section 33 TP 5 of the Gebührengesetz 1957/);
      expect(text(id, "SG")).toMatch(/Stamp Duties Act 1929/);
      expect(cited(id, "FR")).toEqual(expect.arrayContaining(["fr-code-de-commerce L145-4", "fr-code-de-commerce L145-14"]));
      expect(text(id, "AU-NSW")).toMatch(/Retail Leases Act 1994 \(NSW\)[\s\S]*disclosure statement[\s\S]*A New Tax System \(Goods and Services Tax\) Act 1999 \(Cth\)/);
      expect(text(id, "AU-VIC")).not.toMatch(/Retail Leases Act 1994 \(NSW\)/);
      expect(text(id, "GB")).not.toMatch(/Arrendamientos|392\/1978|Law No\. 392|Mietrecht|7:290|Stamp Duties Act|Retail Leases Act/);
    }
    // BW 7:290 only for premises open to the public in person (retail, hospitality); offices fall under 7:230a.
    expect(text("commercial_lease", "NL", { permitted_use: "retail sale of clothing" })).toMatch(/article 7:290 of the Dutch Civil Code/);
    expect(cited("commercial_lease", "NL", { permitted_use: "retail sale of clothing" })).toContain("nl-burgerlijk-wetboek 7:290");
    expect(text("commercial_lease", "NL", { permitted_use: "offices" })).toMatch(/not business premises within the meaning of article 7:290[\s\S]*7:230a/);
    expect(text("lease", "IT", { permitted_use: "residential use by the Tenant and family" })).not.toMatch(/392/);
    expect(text("residential_tenancy_agreement", "ES")).not.toMatch(/uso distinto/);
  });

  it("notes the Italian six-year minimum when a shorter business lease is asked for", () => {
    const d = draft("commercial_lease", "IT", { duration: "4 years" });
    expect(d.notes.map((w) => w.code)).toContain("lease_term_it");
    expect(draft("commercial_lease", "IT", { duration: "6 years" }).notes.map((w) => w.code)).not.toContain("lease_term_it");
  });

  it("states the agent's statutory end-of-agency payment and its statute under each law, and no foreign one", () => {
    const expected: [string, RegExp][] = [
      ["ES", /Ley 12\/1992[\s\S]*indemnización por clientela[\s\S]*within one \(1\) year/],
      ["IT", /articles 1742 and following[\s\S]*article 1751 of the Italian Civil Code/],
      ["NL", /articles 7:428 and following[\s\S]*article 7:442/],
      ["CH", /articles 418a and following[\s\S]*article 418u/],
      ["AT", /Handelsvertretergesetz[\s\S]*section 24/],
      ["BE", /Book X of the Code of Economic Law[\s\S]*article X\.18/],
      ["FR", /L\. 134-1 and following[\s\S]*L\. 134-12/],
    ];
    for (const [j, re] of expected) {
      const t = text("agency_agreement", j);
      expect(t, j).toMatch(re);
      expect(t, j).not.toMatch(/not entitled to any payment for loss of goodwill/);
    }
    expect(cited("agency_agreement", "CH")).toEqual(expect.arrayContaining(["ch-obligationenrecht 418a", "ch-obligationenrecht 418u"]));
    expect(text("agency_agreement", "GB")).not.toMatch(/12\/1992|7:442|418u|1751|X\.18/);
    expect(text("agency_agreement", "DE")).toMatch(/89b/);
  });

  it("names the consumer code under each law that has one, and no other", () => {
    expect(text("consumer_terms_of_sale", "IT")).toMatch(/Codice del consumo, Legislative Decree No\. 206 of 6 September 2005/);
    expect(text("consumer_terms_of_sale", "AT")).toMatch(/Konsumentenschutzgesetz, KSchG/);
    expect(text("consumer_terms_of_sale", "ES")).toMatch(/Real Decreto Legislativo 1\/2007/);
    expect(text("consumer_terms_of_sale", "BE")).toMatch(/Book VI of the Code of Economic Law/);
    expect(cited("consumer_terms_of_sale", "NL")).toEqual(expect.arrayContaining(["nl-burgerlijk-wetboek 6:236", "nl-burgerlijk-wetboek 6:230o"]));
    expect(cited("consumer_terms_of_sale", "FR")).toEqual(expect.arrayContaining(["fr-code-de-la-consommation L212-1", "fr-code-de-la-consommation L221-18"]));
    expect(text("consumer_terms_of_sale", "GB")).not.toMatch(/Codice|KSchG|1\/2007|Book VI|6:236|consommation/);
  });

  it("cites the LCGC in a Spanish severability clause", () => {
    expect(text("service_agreement", "ES")).toMatch(/Ley 7\/1998, de 13 de abril[\s\S]*article 10 LCGC/);
    expect(text("service_agreement", "IT")).not.toMatch(/LCGC/);
  });

  it("drafts Swiss probation and non-compete to CO arts. 335b and 340 ff., and the Illinois review notice", () => {
    const ch = text("employment_agreement", "CH", { probation_period: "3 months", non_compete_period: "12 months" });
    expect(ch).toMatch(/article 335b[^.]*, during which either party may end the employment by giving seven \(7\) days' notice/);
    expect(ch).toMatch(/article 340 of the Swiss Code of Obligations[\s\S]*article 340a[\s\S]*article 340c/);
    expect(cited("employment_agreement", "NL", { non_compete_period: "12 months" })).toContain("nl-burgerlijk-wetboek 7:653");
    expect(draft("employment_agreement", "AT", { non_compete_period: "12 months" }).notes.map((n) => n.code)).toContain("non_compete_limits_at");
    const il = text("non_compete_agreement", "US-IL");
    expect(il).toMatch(/consult with an attorney[^.]*fourteen \(14\) calendar days[^.]*820 ILCS 90\/20/);
    expect(text("non_compete_agreement", "US-NY")).not.toMatch(/820 ILCS/);
    expect(text("non_solicitation_agreement", "US-IL")).toMatch(/fourteen \(14\) calendar days[^.]*820 ILCS 90\/20/);
    expect(draft("non_solicitation_agreement", "US-IL").notes.find((n) => n.code === "illinois_freedom_to_work_solicit")?.message).toMatch(/\$45,000/);
    expect(text("employment_agreement", "DE", { probation_period: "3 months" })).not.toMatch(/335b/);
  });

  it("transfers Italian S.r.l. quotas and Spanish S.L. participaciones in their form, without share certificates", () => {
    const it = text("share_purchase_agreement", "IT", { company_name: "Officine Rossi S.r.l." });
    expect(it).toMatch(/authenticated by a notary[\s\S]*Registro delle imprese within thirty \(30\) days[\s\S]*article 2470/);
    expect(it).not.toMatch(/share certificate/i);
    const es = text("share_purchase_agreement", "ES", { company_name: "Talleres Ruiz S.L." });
    expect(es).toMatch(/public document[^.]*article 106\.1 of the Ley de Sociedades de Capital/);
    expect(es).not.toMatch(/share certificate/i);
    expect(text("share_purchase_agreement", "IT", { company_name: "Officine Rossi S.p.A." })).not.toMatch(/2470/);
  });

  it("cites the Indian Partnership Act in an Indian partnership deed", () => {
    expect(cited("partnership_deed", "IN-DL")).toEqual(expect.arrayContaining(["in-partnership-act-1932 4", "in-partnership-act-1932 58", "in-partnership-act-1932 69"]));
  });
});

describe("the note on paying for an employee's non-compete", () => {
  it("speaks of Germany and France only under their laws; elsewhere the state's own limits are noted", () => {
    const codes = (jurisdiction: string) => draft("employment_agreement", jurisdiction, { non_compete_period: "12 months" }).notes.map((n) => n.code);
    expect(codes("DE")).toContain("non_compete_compensation");
    expect(codes("FR")).toContain("non_compete_compensation");
    for (const jurisdiction of ["NL", "AT", "BE", "ES", "IT"]) expect(codes(jurisdiction), jurisdiction).not.toContain("non_compete_compensation");
    expect(codes("IT")).toContain("non_compete_limits_it");
    expect(codes("BE")).toContain("non_compete_limits_be");
  });
});

describe("local precedent statutes by type × jurisdiction (issue 36, blind-4 dev)", () => {
  it("Victoria: Retail Leases Act 2003 (Vic) and the disclosure statement 7 days before, not the NSW Act", () => {
    const vic = text("commercial_lease", "AU-VIC");
    expect(vic).toMatch(/Retail Leases Act 2003 \(Vic\)[\s\S]*disclosure statement in the form that Act requires at least seven \(7\) days before[\s\S]*\(section 17 of that Act\)/);
    expect(vic).not.toMatch(/New South Wales|Retail Leases Act 1994/);
    expect(draft("commercial_lease", "AU-VIC").notes.map((n) => n.code)).toContain("retail_lease_vic");
  });
  it("Florida: the radon gas notice of Fla. Stat. § 404.056(5) in every building rental, nowhere else", () => {
    for (const id of ["commercial_lease", "residential_tenancy_agreement"]) {
      expect(text(id, "US-FL")).toContain("RADON GAS: Radon is a naturally occurring radioactive gas that, when it has accumulated in a building in sufficient quantities, may present health risks to persons who are exposed to it over time. Levels of radon that exceed federal and state guidelines have been found in buildings in Florida. Additional information regarding radon and radon testing may be obtained from your county health department.");
    }
    expect(text("commercial_lease", "US-NY")).not.toMatch(/radon/i);
  });
  it("GB IP assignment: CDPA 1988 s. 90(3) and s. 91, Patents Act 1977 s. 30(6)", () => {
    const gb = text("ip_assignment_agreement", "GB");
    expect(gb).toMatch(/assignment in writing signed by or on behalf of the \w+ within section 90\(3\) of the Copyright, Designs and Patents Act 1988/);
    expect(gb).toMatch(/as section 30\(6\) of the Patents Act 1977 requires/);
    expect(text("ip_assignment_agreement", "US-NY")).not.toMatch(/Patents Act 1977|Copyright, Designs/);
  });
  it("employment: Italian TFR (c.c. art. 2120), Polish Kodeks pracy, Swedish LAS (1982:80) and Semesterlagen (1977:480)", () => {
    for (const id of ["employment_agreement", "executive_employment_agreement"]) {
      expect(text(id, "IT")).toMatch(/trattamento di fine rapporto, TFR\) of article 2120 of the Italian Civil Code: for each year of service, a sum equal to the remuneration due for that year divided by 13\.5/);
      expect(text(id, "PL")).toMatch(/Labour Code \(Kodeks pracy, Act of 26 June 1974\)[\s\S]*article 18 of the Labour Code/);
      const se = text(id, "SE");
      expect(se).toMatch(/lagen \(1982:80\) om anställningsskydd, LAS\)[\s\S]*section 2 of that Act/);
      expect(se).toMatch(/at least twenty-five \(25\) days in each leave year under section 4 of the Annual Leave Act \(semesterlagen \(1977:480\)\)/);
      expect(se).toMatch(/collective agreement \(kollektivavtal\)/);
      expect(text(id, "DE")).not.toMatch(/1982:80|2120|Kodeks/);
    }
  });
  it("post-employment non-compete: HGB §§ 74, 74a; c.c. art. 2125; Kodeks pracy 25%", () => {
    const restraint = { non_compete_period: "12 months" };
    const de = text("executive_employment_agreement", "DE", restraint);
    expect(de).toMatch(/sections 74 and following of the German Commercial Code \(HGB\)[\s\S]*at least one half of the contractual remuneration[\s\S]*\(section 74\(2\) HGB\)[\s\S]*two \(2\) years after the employment ends \(section 74a\(1\) HGB\)/);
    expect(text("executive_employment_agreement", "IT", restraint)).toMatch(/article 2125 of the Italian Civil Code[\s\S]*five \(5\) years for an executive \(dirigente\) or three \(3\) years/);
    expect(text("executive_employment_agreement", "PL", restraint)).toMatch(/compensation of not less than 25% of the remuneration/);
    expect(text("executive_employment_agreement", "FR", restraint)).not.toMatch(/HGB|2125|Kodeks/);
  });
});
