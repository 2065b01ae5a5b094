import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { getTemplate } from "./catalog";
import { composeDraft, fullText } from "./compose";
import { draftToDocx } from "./docx";
import type { ContractTemplate } from "./types";
import { ApiError } from "@/lib/http/problem";

const template = (id: string): ContractTemplate => getTemplate(id)!;
const draft = (id: string, jurisdiction: string, party_a: string, party_b: string, key_terms: Record<string, string> = {}) =>
  composeDraft(template(id), { jurisdiction, party_a, party_b, key_terms });
/** A party's role as the preamble defines it: (the "First Party"). */
const roleOf = (d: ReturnType<typeof composeDraft>, party: "a" | "b") => [...d.preamble.matchAll(/\(the "([^"]+)"\)/g)][party === "a" ? 0 : 1][1];
const nda = (jurisdiction: string, a = "Hudson Analytics LLC", b = "Battery Park Partners LP") => draft("nda", jurisdiction, a, b, { purpose: "a possible investment" });

describe("execution blocks per legal family", () => {
  it("US: IN WITNESS WHEREOF, then By / Name / Title / Date for an entity and the individual's own name under the line", () => {
    const d = draft("employment_agreement", "US-NY", "Hudson Analytics LLC", "Jordan Blake", { job_title: "Analyst", start_date: "1 June 2026", salary: "USD 90,000 per year" });
    const testimonium = fullText(d).includes(`"Effective Date" means`) ? "as of the Effective Date" : "as of the date first written above";
    expect(d.signature_blocks).toBe(
      `IN WITNESS WHEREOF, the parties have executed this Agreement ${testimonium}.\n\n` +
        "Hudson Analytics LLC\n\nBy: ____________________\nName: [●]\nTitle: [●]\nDate: ____________________\n\n" +
        "____________________\nJordan Blake\nDate: ____________________",
    );
    expect(nda("US-CA").signature_blocks.match(/\nBy: _+\nName: \[●\]\nTitle: \[●\]/g)).toHaveLength(2);
  });

  it("US: the testimonium refers to the Effective Date only where the draft defines it", () => {
    for (const id of ["nda", "service_agreement", "consulting_agreement"]) {
      const d = draft(id, "US-NY", "Hudson Analytics LLC", "Midtown Media Inc.");
      const defines = d.clauses.some((c) => c.text.includes(`"Effective Date" means`));
      expect(d.signature_blocks, id).toContain(defines ? "as of the Effective Date." : "as of the date first written above.");
    }
  });

  it("England: a simple contract is signed for and on behalf of a company by a named signatory, an individual signs in person", () => {
    const d = draft("employment_agreement", "GB", "Thames Digital Limited", "Olivia Hart", { job_title: "Designer", start_date: "1 June 2026", salary: "GBP 52,000 per year" });
    expect(d.signature_blocks).toBe(
      "This Agreement has been entered into on the date stated at the beginning of it.\n\n" +
        "Signed by [●] (director or authorised signatory) for and on behalf of Thames Digital Limited:\nSignature: ____________________\nTitle: [●]\nDate: ____________________\n\n" +
        "Signed by Olivia Hart:\nSignature: ____________________\nDate: ____________________",
    );
    expect(d.signature_blocks).not.toMatch(/deed|IN WITNESS/);
    expect(d.notes.map((n) => n.code)).not.toContain("execution_as_deed");
  });

  it("England: a guarantee is a deed, executed by a company through a director before an attesting witness (Companies Act 2006 s.44(2)(b)) and delivered", () => {
    const d = draft("guarantee_agreement", "GB", "Harbour Holdings Limited", "Thomas Reed", { debtor: "Oakridge Joinery Limited", guaranteed_obligations: "all sums due under the loan agreement dated 1 April 2026" });
    expect(d.signature_blocks).toBe(
      "This Guarantee has been executed as a deed and is delivered and takes effect on the date stated at the beginning of it.\n\n" +
        "Executed as a deed by Harbour Holdings Limited acting by a director in the presence of a witness:\nDirector's signature: ____________________\nDirector's name: [●]\n" +
        "Witness's signature: ____________________\nWitness's name: [●]\nWitness's address: [●]\nWitness's occupation: [●]\n\n" +
        "Signed as a deed by Thomas Reed in the presence of a witness:\nSignature: ____________________\n" +
        "Witness's signature: ____________________\nWitness's name: [●]\nWitness's address: [●]\nWitness's occupation: [●]",
    );
    const note = d.notes.find((n) => n.code === "execution_as_deed")!.message;
    expect(note).toContain("section 44(2) of the Companies Act 2006");
    expect(note).toContain("two authorised signatories");
    expect(note).toContain("section 46");
    // Between individuals there is no company to execute under s.44: the note says so without citing it.
    const individuals = draft("guarantee_agreement", "GB", "Thomas Reed", "Anna Reed", { debtor: "Reed Carpentry Limited", guaranteed_obligations: "all sums due under the facility letter" });
    expect(individuals.notes.find((n) => n.code === "execution_as_deed")!.message).not.toContain("Companies Act");
  });

  it("Singapore: a guarantee is a deed, a company executing it without a seal by a director before an attesting witness (Companies Act 1967 s.41B(1))", () => {
    const d = draft("guarantee_agreement", "SG", "Merlion Holdings Pte. Ltd.", "Tan Wei Ling", { debtor: "Merlion Trading Pte. Ltd.", guaranteed_obligations: "all sums due under the facility" });
    expect(d.signature_blocks).toBe(
      "This Guarantee has been executed as a deed and is delivered on the date stated at the beginning of it.\n\n" +
        "Executed as a deed by Merlion Holdings Pte. Ltd. acting by a director in the presence of a witness who attests the signature:\nDirector's signature: ____________________\nDirector's name: [●]\n" +
        "Witness's signature: ____________________\nWitness's name: [●]\nWitness's address: [●]\n\n" +
        "Signed, sealed and delivered by Tan Wei Ling in the presence of:\nWitness's signature: ____________________\nWitness's name: [●]\nWitness's address: [●]",
    );
    const note = d.notes.find((n) => n.code === "execution_as_deed")!.message;
    expect(note).toContain("section 41B(1) of the Companies Act 1967");
    expect(note).toContain("by a director and the company secretary, or by two directors");
    expect(note).not.toContain("Companies Act 2006");
    // A simple contract keeps the English simple form.
    expect(nda("SG", "Merlion Holdings Pte. Ltd.", "Straits Capital Pte. Ltd.").signature_blocks).not.toMatch(/deed/);
  });

  it("Australia: a guarantee is a deed, a company executing it by two directors or a director and the company secretary (Corporations Act 2001 s.127(1), (3))", () => {
    const d = draft("guarantee_agreement", "AU-NSW", "Harbourside Holdings Pty Ltd", "Liam Walsh", { debtor: "Harbourside Trading Pty Ltd", guaranteed_obligations: "all sums due under the facility" });
    expect(d.signature_blocks).toContain(
      "Executed as a deed by Harbourside Holdings Pty Ltd in accordance with section 127 of the Corporations Act 2001 (Cth):\nDirector's signature: ____________________\nDirector's name: [●]\nSignature of director or company secretary: ____________________\nName of director or company secretary: [●]",
    );
    expect(d.signature_blocks).toContain("Signed, sealed and delivered by Liam Walsh in the presence of:\nWitness's signature: ");
    const note = d.notes.find((n) => n.code === "execution_as_deed")!.message;
    expect(note).toContain("section 127(1) and (3) of the Corporations Act 2001 (Cth)");
    expect(note).toContain("sole director");
    expect(note).toContain("State or Territory");
  });

  it("India: IN WITNESS WHEREOF, a company through its authorised signatory, and two witnesses for an attested instrument only", () => {
    const lease = draft("lease", "IN-KA", "Jayanagar Realty LLP", "Ravi Kumar", { premises: "Shop No. 4, Jayanagar, Bengaluru", rent: "INR 60,000 per month", duration: "3 years" });
    expect(lease.signature_blocks).toMatch(/^IN WITNESS WHEREOF the parties have signed this Lease on the day, month and year first written above\.\n\n/);
    expect(lease.signature_blocks).toContain("Signed and delivered for and on behalf of Jayanagar Realty LLP by its authorised signatory:\nSignature: ____________________\nName: [●]\nDesignation: [●]");
    expect(lease.signature_blocks).toContain("Signed and delivered by Ravi Kumar:\nSignature: ____________________");
    expect(lease.signature_blocks.match(/^\d\. Signature: _+\n {3}Name: \[●\]\n {3}Address: \[●\]$/gm)).toHaveLength(2);
    const employment = draft("employment_agreement", "IN-MH", "Sahyadri Fintech Private Limited", "Meera Joshi", { job_title: "Analyst", start_date: "1 June 2026", salary: "INR 9,00,000 per year" });
    expect(employment.signature_blocks).toMatch(/^IN WITNESS WHEREOF /);
    expect(employment.signature_blocks).not.toContain("WITNESSES");
  });

  it("civil law in English: place and date before each party's signature, no common-law testimonium", () => {
    for (const j of ["DE", "ES", "NL", "CH"]) {
      const d = nda(j, "Rheinwerk Service GmbH", "Lena Fischer");
      expect(d.signature_blocks, j).toBe(
        `Place, date: ____________________\nFor Rheinwerk Service GmbH (the ${roleOf(d, "a")}):\nSignature: ____________________\nName: [●]\nTitle: [●]\n\n` +
          `Place, date: ____________________\nSignature: ____________________\nLena Fischer (the ${roleOf(d, "b")})`,
      );
    }
  });

  it("France: made in as many originals as parties, each stating their number (C. civ. art. 1375)", () => {
    const d = draft("service_agreement", "FR", "Loire Services SAS", "Garonne Industrie SA", { services: "maintenance", fees: "EUR 8,000 per month" });
    expect(d.signature_blocks).toMatch(/^Made in \[●\], on \[●\], in two originals, one for each party\.\n\nFor Loire Services SAS \(the \w+\):\nSignature: _+/);
    expect(d.signature_blocks).not.toMatch(/IN WITNESS|Place, date/);
    const poa = composeDraft(template("special_power_of_attorney"), { ...template("special_power_of_attorney").example, jurisdiction: "FR" });
    expect(poa.signature_blocks).toMatch(/^Made in \[●\], on \[●\], in one original\.\n\n/);
  });

  it("the German- and French-language profiles keep their own forms (Ort, Datum; Fait à … en deux exemplaires originaux)", async () => {
    const { nativeDrafting } = await import("./language");
    const de = composeDraft(template("nda"), { jurisdiction: "DE", party_a: "Isar Robotics GmbH", party_b: "Spree Ventures GmbH", key_terms: { purpose: "Prüfung einer Beteiligung" } }, nativeDrafting("nda", "DE", "de")!);
    expect(de.signature_blocks).toMatch(/^Ort, Datum: _+/);
    const fr = composeDraft(template("nda"), { jurisdiction: "FR", party_a: "Alpes Biotech SAS", party_b: "Bretagne Capital SAS", key_terms: { purpose: "étude d'un investissement" } }, nativeDrafting("nda", "FR", "fr")!);
    expect(fr.signature_blocks).toMatch(/^Fait à \[●\], le \[●\], en deux exemplaires originaux/);
  });

  it("a party's type given in key_terms decides how it signs; read from the name, the draft says so", () => {
    const read = (d: ReturnType<typeof composeDraft>) => d.notes.find((n) => n.code === "party_type_read_from_name")?.message;
    // A trading name without a legal form: read as a person unless the caller says it is a company.
    const guessed = nda("US-NY", "Blue Harbour", "Midtown Media Inc.");
    expect(guessed.signature_blocks).toContain("____________________\nBlue Harbour\nDate: ____________________");
    expect(read(guessed)).toContain("Blue Harbour as an individual");
    expect(read(guessed)).not.toContain("Midtown Media");
    const told = draft("nda", "US-NY", "Blue Harbour", "Midtown Media Inc.", { purpose: "a possible investment", party_a_type: "company" });
    expect(told.signature_blocks).toContain("Blue Harbour\n\nBy: ____________________\nName: [●]\nTitle: [●]");
    expect(read(told)).toBeUndefined();
    expect(told.key_terms).toContainEqual({ name: "party_a_type", value: "company", status: "applied" });
    expect(told.clauses.map((c) => c.heading)).not.toContain("Special Terms");
    // A word such as "Partners" only suggests an organisation: noted, and overridden by "individual".
    expect(read(nda("GB", "Kestrel Partners", "Thames Digital Limited"))).toContain("Kestrel Partners as an organisation");
    const person = draft("nda", "GB", "Kestrel Partners", "Thames Digital Limited", { purpose: "a possible investment", party_a_type: "individual" });
    expect(person.signature_blocks).toContain("Signed by Kestrel Partners:\nSignature: ____________________");
    // Both names carry a legal form: nothing was guessed.
    expect(read(nda("US-NY"))).toBeUndefined();
  });

  it("an employee is an individual whatever the name; saying otherwise is a 400 naming the term", () => {
    const terms = { job_title: "Analyst", start_date: "1 June 2026", salary: "USD 90,000 per year" };
    const d = draft("employment_agreement", "US-NY", "Hudson Analytics LLC", "Jordan Trust", terms);
    expect(d.signature_blocks).toContain("____________________\nJordan Trust\nDate: ____________________");
    expect(d.notes.map((n) => n.code)).not.toContain("party_type_read_from_name");
    let refused: unknown;
    try {
      draft("employment_agreement", "US-NY", "Hudson Analytics LLC", "Jordan Blake", { ...terms, party_b_type: "company" });
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).options.errors).toEqual([
      { field: "key_terms.party_b_type", message: 'choice term "party_b_type" must be "individual": party B (the Employee) of document_type employment_agreement is a natural person' },
    ]);
  });

  it("German and French drafts follow the party's given type in the preamble and the signature block", async () => {
    const { nativeDrafting } = await import("./language");
    const de = composeDraft(template("nda"), { jurisdiction: "DE", party_a: "Isar Robotik", party_b: "Lena Fischer", key_terms: { purpose: "Prüfung einer Beteiligung", party_a_type: "company" } }, nativeDrafting("nda", "DE", "de")!);
    expect(de.preamble).toContain("Isar Robotik, mit Sitz in [●], vertreten durch [●]");
    expect(de.signature_blocks).toContain("Isar Robotik\n(");
    expect(de.signature_blocks).toMatch(/Isar Robotik\n\([^)]+\)\nName: \[●\], Funktion: \[●\]/);
    expect(de.preamble).toContain("Lena Fischer, wohnhaft [●]");
    const fr = composeDraft(template("nda"), { jurisdiction: "FR", party_a: "Atelier Lumière", party_b: "Bretagne Capital SAS", key_terms: { purpose: "étude d'un investissement", party_a_type: "organisation" } }, nativeDrafting("nda", "FR", "fr")!);
    expect(fr.signature_blocks).toContain("Pour Atelier Lumière\nNom : [●]");
  });

  it("a US power of attorney by an individual takes the form New York (GOL § 5-1501B), California (Prob. Code §§ 4121–4122) or Florida (Stat. § 709.2105(2)) sets; elsewhere the general form", () => {
    const poa = (jurisdiction: string, principal: string) =>
      composeDraft(template("special_power_of_attorney"), { jurisdiction, party_a: principal, party_b: "Sam Ortiz", key_terms: { powers: "sign the closing documents for the sale of the Property" } });
    const execution = (d: ReturnType<typeof poa>) => d.clauses.find((c) => c.heading === "Execution and Authentication")!.text;
    const ny = poa("US-NY", "Dana Reyes");
    expect(ny.signature_blocks.match(/^Witness's signature: _+$/gm)).toHaveLength(2);
    expect(ny.signature_blocks).toContain("In the presence of two witnesses, neither of whom is named in this Power of Attorney as an agent or as a recipient of gifts:");
    expect(ny.signature_blocks).toContain("Acknowledgment: [certificate of the notary public or other officer before whom the Principal acknowledged the signature, in the form for the acknowledgment of a conveyance of real property]");
    expect(execution(ny)).toContain("section 5-1501B(1) of the New York General Obligations Law");
    expect(execution(ny)).toContain("the Attorney shall sign and date it, with the Attorney's signature acknowledged in the same manner, before acting under it");
    const ca = poa("US-CA", "Dana Reyes");
    expect(ca.signature_blocks).toContain("Witnesses, if this Power of Attorney is not acknowledged before a notary public: two adults, neither of whom is the Attorney");
    expect(execution(ca)).toContain("either acknowledged before a notary public or signed by at least two adult witnesses, neither of whom is the Attorney, as sections 4121 and 4122 of the California Probate Code require");
    const fl = poa("US-FL", "Dana Reyes");
    expect(fl.signature_blocks).toContain("In the presence of two subscribing witnesses, each of whom also signs this Power of Attorney:");
    expect(fl.signature_blocks.match(/^Witness's signature: _+$/gm)).toHaveLength(2);
    expect(fl.signature_blocks).toContain("Acknowledgment: [certificate of the notary public before whom the Principal acknowledged this Power of Attorney]");
    expect(execution(fl)).toContain("signed by the Principal and by two subscribing witnesses and acknowledged by the Principal before a notary public, as section 709.2105(2) of the Florida Statutes requires");
    // Texas (whose execution rule, Estates Code § 751.0021, is for durable powers, which this is not), or an organisation
    // as principal: no State form is claimed.
    for (const d of [poa("US-TX", "Dana Reyes"), poa("US-NY", "Reyes Holdings LLC")]) {
      expect(d.signature_blocks).not.toMatch(/Acknowledgment:|two witnesses/);
      expect(execution(d)).toContain("signed in the presence of a witness and, where the law of the place where it is to be used");
    }
  });

  it("India: a gift of immovable property is attested by two witnesses (Transfer of Property Act s.123), and the block says what attesting means", () => {
    const gift = composeDraft(template("gift_deed"), template("gift_deed").example);
    expect(gift.signature_blocks).toContain("ATTESTING WITNESSES (each of whom has seen the Donor sign this Deed and signs it in the Donor's presence):\n1. Signature: ");
    const registration = gift.clauses.find((c) => c.heading === "Registration of the Gift")!;
    expect(registration.text).toContain("signed by or on behalf of the donor and attested by at least two witnesses (section 123 of the Transfer of Property Act, 1882)");
    expect(registration.cites).toContainEqual({ source_id: "in-transfer-of-property-act-1882", article: "123" });
    // A lease is witnessed, but no statute makes it an attested instrument: the plain caption stays.
    const lease = draft("lease", "IN-KA", "Jayanagar Realty LLP", "Ravi Kumar", { premises: "Shop No. 4, Jayanagar, Bengaluru", rent: "INR 60,000 per month", duration: "3 years" });
    expect(lease.signature_blocks).toContain("WITNESSES:\n1. Signature: ");
    expect(lease.signature_blocks).not.toContain("ATTESTING");
  });

  it("full_text and the Word file carry the same execution block, line for line", async () => {
    for (const d of [nda("US-NY"), draft("guarantee_agreement", "GB", "Harbour Holdings Limited", "Fairhaven Capital Limited", { debtor: "Oakridge Joinery Limited", guaranteed_obligations: "all sums due" }), nda("FR", "Loire Services SAS", "Garonne Industrie SA")]) {
      expect(fullText(d).endsWith(`\n\n${d.signature_blocks}\n`)).toBe(true);
      const xml = strFromU8(unzipSync(new Uint8Array(await draftToDocx(d)))["word/document.xml"]);
      const paragraphs = [...xml.matchAll(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs)].map((p) => [...p[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(""));
      const decode = (s: string) => s.replaceAll("&apos;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
      const docxLines = paragraphs.map(decode).filter((l) => l.trim() !== "");
      const blockLines = d.signature_blocks.split("\n").filter((l) => l.trim() !== "");
      expect(docxLines.slice(-blockLines.length)).toEqual(blockLines);
    }
  });
});
