import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { getTemplate } from "./catalog";
import { composeDraft, fullText } from "./compose";
import { draftToDocx } from "./docx";
import { refinementPrompt } from "./refine";
import { allTemplates } from "./templates";
import type { ContractTemplate } from "./types";

const template = (id: string): ContractTemplate => getTemplate(id)!;
const poa = template("special_power_of_attorney");
const draftOf = (t: ContractTemplate, changes: Partial<ContractTemplate["example"]> = {}) => composeDraft(t, { ...t.example, ...changes });
/** The lines that name a party executing the draft, in the forms of India, England and Wales, and the US. */
const executing = (signatureBlocks: string) => signatureBlocks.split("\n").filter((l) => /^(Signed and delivered (by|for and on behalf of) |Signed( as a deed)? by |Executed as a deed by )/.test(l));
const stampClause = (d: ReturnType<typeof composeDraft>) => d.clauses.find((c) => c.heading === "Stamp Duty and Registration")?.text ?? "";

describe("one-sided instruments (features.unilateral)", () => {
  it("only the special power of attorney is marked one-sided in the catalogue", () => {
    expect(allTemplates.filter((t) => t.features?.unilateral).map((t) => t.id)).toEqual(["special_power_of_attorney"]);
  });

  it.each(["IN-MH", "IN", "GB", "US-CA", "DE"])("a power of attorney in %s is made by the Principal in favour of the Attorney, not between them", (jurisdiction) => {
    const d = draftOf(poa, { jurisdiction });
    const { party_a, party_b } = poa.example;
    // A draft under US law is in American spelling (us-spelling.ts).
    const favour = jurisdiction.startsWith("US") ? "favor" : "favour";
    expect(d.preamble).toBe(`This Special Power of Attorney (this "Power of Attorney") is made on [●] by:\n(1) ${party_a}, of [●] (the "Principal"),\nin ${favour} of:\n(2) ${party_b}, of [●] (the "Attorney").`);
    expect(d.preamble).not.toContain("between");
    const text = fullText(d);
    expect(text).toContain("\n\nNOW THIS POWER OF ATTORNEY WITNESSES AS FOLLOWS:\n\n1. APPOINTMENT\n");
    expect(text).not.toMatch(/THE PARTIES AGREE/i);
  });

  it("a power of attorney in India is signed by the Principal alone before two witnesses", () => {
    const d = draftOf(poa);
    expect(executing(d.signature_blocks)).toEqual([`Signed and delivered by ${poa.example.party_a}:`]);
    expect(d.signature_blocks).not.toContain(poa.example.party_b);
    expect(d.signature_blocks).toMatch(/^IN WITNESS WHEREOF the Principal has signed this Power of Attorney on the day, month and year first written above\./);
    expect(d.signature_blocks).not.toMatch(/entered into|the parties/);
    expect(d.signature_blocks).toMatch(/\nWITNESSES:\n1\. Signature: _+\n {3}Name: \[●\]\n {3}Address: \[●\]\n2\. Signature: _+\n {3}Name: \[●\]\n {3}Address: \[●\]$/);
  });

  it("a power of attorney in England is the Principal's deed, signed before an attesting witness", () => {
    const d = draftOf(poa, { jurisdiction: "GB" });
    expect(executing(d.signature_blocks)).toEqual([`Signed as a deed by ${poa.example.party_a} in the presence of a witness:`]);
    expect(d.signature_blocks).not.toContain(poa.example.party_b);
    expect(d.signature_blocks).toMatch(/^This Power of Attorney has been executed as a deed by the Principal and is delivered and takes effect on the date stated at the beginning of it\./);
    expect(d.signature_blocks.match(/Witness's name: /g)).toHaveLength(1);
    expect(d.notes.map((n) => n.code)).toContain("execution_as_deed");
  });

  it("a power of attorney in the US closes with the Principal's testimonium and own signature", () => {
    const d = draftOf(poa, { jurisdiction: "US-CA" });
    expect(d.signature_blocks).toMatch(/^IN WITNESS WHEREOF, the Principal has executed this Power of Attorney as of the (Effective Date|date first written above)\.\n\n_+\nRohan Kulkarni\nDate: _+/);
    expect(d.signature_blocks).not.toContain(poa.example.party_b);
  });

  it("keeps the parties' addresses in the one-sided preamble", () => {
    const d = draftOf(poa, { key_terms: { ...poa.example.key_terms, party_a_address: "14 Law College Road, Pune 411004", party_b_address: "3 Baner Road, Pune 411045" } });
    expect(d.preamble).toContain(`(1) ${poa.example.party_a}, of 14 Law College Road, Pune 411004 (the "Principal"),\nin favour of:\n(2) ${poa.example.party_b}, of 3 Baner Road, Pune 411045 (the "Attorney").`);
  });

  it("in India the Principal bears the stamp duty and registration fees, and the Principal (not 'the parties') notes the admissibility rule", () => {
    const stamp = stampClause(draftOf(poa, { jurisdiction: "IN" }));
    expect(stamp).toContain("The stamp duty and any registration fees shall be borne by the Principal unless this Power of Attorney provides otherwise.");
    expect(stamp).toContain("The Principal notes that an instrument that is not duly stamped");
    expect(stamp).not.toMatch(/equal shares|the parties/i);
  });

  it("a one-sided instrument with a plural short name reads in the plural throughout", () => {
    const d = composeDraft({ ...poa, shortName: "Instructions" }, poa.example);
    expect(d.preamble).toMatch(/^These Special Power of Attorney \(these "Instructions"\) are made on \[●\] by:\n/);
    expect(d.operative_words).toBe("NOW THESE INSTRUCTIONS WITNESS AS FOLLOWS:");
    expect(d.signature_blocks).toMatch(/^IN WITNESS WHEREOF the Principal has signed these Instructions /);
    const deed = composeDraft({ ...poa, shortName: "Instructions" }, { ...poa.example, jurisdiction: "GB" });
    expect(deed.signature_blocks).toMatch(/^These Instructions have been executed as a deed by the Principal and are delivered and take effect /);
  });

  it("the operative words travel with the draft: a refined draft's full text and Word file use the composed line", async () => {
    const d = draftOf(poa);
    const refined = { document_title: "Special Power of Attorney", preamble: "[refined preamble]", recitals: [], clauses: [{ clause_number: 1, heading: "Appointment", text: "[refined]" }] };
    const execution = { operative_words: d.operative_words, signature_blocks: d.signature_blocks };
    expect(fullText({ ...refined, ...execution })).toContain("[refined preamble]\n\nNOW THIS POWER OF ATTORNEY WITNESSES AS FOLLOWS:\n\n1. APPOINTMENT");
    const xml = strFromU8(unzipSync(new Uint8Array(await draftToDocx({ ...refined, ...execution })))["word/document.xml"]);
    expect(xml).toContain("NOW THIS POWER OF ATTORNEY WITNESSES AS FOLLOWS:");
    expect(xml).not.toContain("THE PARTIES AGREE");
  });

  it("tells the model refining a one-sided instrument to keep it one-sided, and says nothing of it for an agreement", () => {
    const registry = builtInRegistry();
    expect(refinementPrompt(draftOf(poa), { ...poa.example, language: "en" }, registry)).toContain("This is a one-sided instrument");
    const nda = template("nda");
    expect(refinementPrompt(draftOf(nda), { ...nda.example, language: "en" }, registry)).not.toContain("one-sided");
  });
});

describe("two-party agreements are unchanged", () => {
  it.each(["nda", "lease", "gift_deed", "guarantee_agreement", "release_and_waiver"])("%s is made between the parties, who agree and both sign", (id) => {
    const t = template(id);
    for (const jurisdiction of [t.example.jurisdiction, "IN", "GB"]) {
      const d = draftOf(t, { jurisdiction });
      expect(d.preamble).toMatch(/ is made on .* between:\n\(1\) .*; and\n\(2\) .*\.$/);
      expect(d.preamble).not.toContain("in favour of:");
      expect(d.operative_words).toBe("THE PARTIES AGREE AS FOLLOWS:");
      expect(fullText(d)).toContain("\n\nTHE PARTIES AGREE AS FOLLOWS:\n\n1. ");
      // The US form names each party on a line of its own, above "By:" or under the signature line.
      const signers = jurisdiction.startsWith("US") ? d.signature_blocks.split("\n").filter((l) => l === t.example.party_a || l === t.example.party_b) : executing(d.signature_blocks);
      expect(signers, `${id} ${jurisdiction}`).toHaveLength(2);
      expect(signers[0]).toContain(t.example.party_a);
      expect(signers[1]).toContain(t.example.party_b);
      if (jurisdiction.startsWith("US")) expect(d.signature_blocks).toMatch(/^IN WITNESS WHEREOF, the parties have executed /);
      else if (jurisdiction.startsWith("IN")) expect(d.signature_blocks).toMatch(/^IN WITNESS WHEREOF the parties have signed /);
      else if (t.features?.witnessed) expect(d.signature_blocks).toMatch(/^This .+ has been executed as a deed and is delivered /);
      else expect(d.signature_blocks).toMatch(/^This .+ has been entered into on the date stated/);
    }
  });

  it("in India an agreement's stamp duty is shared equally unless it provides otherwise", () => {
    for (const id of ["nda", "lease", "rent_agreement"]) {
      expect(stampClause(draftOf(template(id), { jurisdiction: "IN" })), id).toContain("The stamp duty and any registration fees shall be borne by the parties in equal shares unless this");
    }
    expect(stampClause(draftOf(template("nda"), { jurisdiction: "IN" }))).toContain("The parties note that an instrument that is not duly stamped");
  });

  it("a gift deed stays two-party, and its stamp duty and registration fees fall on the Donee, said once", () => {
    const d = draftOf(template("gift_deed"), { jurisdiction: "IN" });
    const text = fullText(d);
    expect(stampClause(d)).toContain("The stamp duty and any registration fees shall be borne by the Donee unless this Deed provides otherwise.");
    expect(text).not.toContain("equal shares");
    expect(text.match(/borne by|shall bear/g)).toHaveLength(1);
    expect(text).toContain("signs this Deed in token of that acceptance");
  });
});

describe("law and forum of a one-sided instrument", () => {
  it.each(["IN", "GB", "DE", "US-NY"])("a power of attorney in %s states its law and courts without claiming the parties agreed them", (jurisdiction) => {
    const law: Record<string, string> = jurisdiction === "US-NY" ? { governing_law: "the State of New York" } : {};
    const d = draftOf(poa, { jurisdiction, key_terms: { ...poa.example.key_terms, ...law } });
    const clause = d.clauses.find((c) => c.heading === "Governing Law and Disputes")!.text;
    expect(clause).toMatch(/This Power of Attorney and any question about its validity, interpretation or effect are governed by the laws? of /);
    expect(clause).toMatch(/ shall have jurisdiction over any dispute arising out of or in connection with this Power of Attorney\.$/);
    expect(clause).not.toMatch(/agree|parties|Rome I|Article 25|arbitration/i);
  });

  it("a power of attorney asked for arbitration names the courts and says why", () => {
    const d = draftOf(poa, { jurisdiction: "IN", key_terms: { ...poa.example.key_terms, dispute_resolution: "arbitration" } });
    expect(d.clauses.find((c) => c.heading === "Governing Law and Disputes")!.text).not.toMatch(/arbitrat/i);
    expect(d.notes.map((n) => n.code)).toContain("arbitration_not_drafted");
  });

  it("a two-party agreement keeps the agreed choice of law, forum and arbitration", () => {
    const nda = template("nda");
    const inDe = draftOf(nda, { jurisdiction: "DE" }).clauses.find((c) => c.heading === "Governing Law and Disputes")!.text;
    expect(inDe).toContain("Each party irrevocably agrees");
    expect(inDe).toContain("Rome I");
    const arb = draftOf(nda, { jurisdiction: "IN", key_terms: { ...nda.example.key_terms, dispute_resolution: "arbitration" } });
    expect(arb.clauses.find((c) => c.heading === "Governing Law and Disputes")!.text).toContain("arbitration agreement");
    expect(arb.notes.map((n) => n.code)).not.toContain("arbitration_not_drafted");
  });
});
