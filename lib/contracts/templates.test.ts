import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { resolveCitation } from "@/lib/legal/citations/resolve";
import { composeDraft, fullText, termsOf } from "./compose";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { englishDate, matchChoice } from "./key-terms";
import { lawProfile } from "./law";
import { FR_EMPLOYMENT_FORUM } from "./law-clauses";
import { legalFamily } from "./legal-family";
import { allTemplates } from "./templates";
import { contractGroups, type ContractTemplate } from "./types";

const registry = builtInRegistry();
const TEMPLATE_SYNTAX = /\{\{|\}\}|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]|\$\{/;
const JURISDICTIONS = ["GB", "US-CA", "US-NY", "IN", "IN-MH", "DE", "FR", "SG"];

/** How each jurisdiction's execution block opens, and the line that names each party signing it (capturing the name). */
const EXECUTION: Record<string, { opening: RegExp; signer: RegExp }> = {
  GB: {
    opening: /^Th(is|ese) .+ (has|have) been (entered into|executed( as a deed)?( by the \w+)?)( and is delivered and takes effect)? on the date stated at the beginning of it\./,
    signer: /^(?:Signed by \[●\] \((?:director|member|manager) or authorised signatory\) for and on behalf of (.+):|Signed by (.+):|Executed as a deed by (.+) acting by a (?:director|member|manager) in the presence of a witness:|Signed as a deed by (.+) in the presence of a witness:)$/,
  },
  // Singapore and Australia also execute a witnessed instrument as a deed (Companies Act 1967 s.41B; Corporations Act 2001 s.127).
  SG: {
    opening: /^Th(is|ese) .+ (has|have) been (entered into|executed by the \w+|executed as a deed( by the \w+)? and (is|are) delivered) on the date stated at the beginning of it\./,
    signer: /^(?:Signed by \[●\] \((?:director|member|manager) or authorised signatory\) for and on behalf of (.+):|Signed by (.+):|Executed as a deed by (.+) acting by a director in the presence of a witness who attests the signature:|Executed as a deed by (.+) in accordance with section 127 of the Corporations Act 2001 \(Cth\):|Signed, sealed and delivered by (.+) in the presence of:)$/,
  },
  "US-CA": { opening: /^IN WITNESS WHEREOF, (the parties have|the \w+ has) executed th(is|ese) .+ as of the (Effective Date|date first written above)\./, signer: /^(?!IN WITNESS|By:|Name:|Title:|Date:|In the presence|Witness|Acknowledgment:|_)(.+)$/ },
  IN: { opening: /^IN WITNESS WHEREOF (the parties have|the \w+ has) signed th(is|ese) .+ on the day, month and year first written above\./, signer: /^Signed and delivered (?:for and on behalf of (.+) by its authorised signatory:|by (.+):)$/ },
  DE: { opening: /^Place, date: _+\n/, signer: /^(?:For (.+) \(the [^)]+\):|(.+) \(the [^)]+\))$/ },
  // German law, an agreement to transfer GmbH shares (GmbHG § 15(4)): executed by notarial recording.
  "DE-notarial": { opening: /^This Agreement is executed by notarial recording and not by private signature/, signer: /^(?:Appearing for (.+) \(the [^)]+\):|Appearing: (.+) \(the [^)]+\), in person or represented by \[●\])$/ },
  "FR-notarial": { opening: /^This Agreement is executed as a notarial deed \(acte authentique\) and not by private signature/, signer: /^(?:Appearing for (.+) \(the [^)]+\):|Appearing: (.+) \(the [^)]+\), in person or represented by \[●\])$/ },
  FR: { opening: /^Made in \[●\], on \[●\], in (two originals, one for each party|one original)\.\n/, signer: /^(?:For (.+) \(the [^)]+\):|(.+) \(the [^)]+\))$/ },
};
function executionForm(jurisdiction: string, execution: string) {
  const chain = jurisdictionChain(jurisdiction);
  if (chain.includes("DE") && execution.startsWith("This Agreement is executed by notarial recording")) return EXECUTION["DE-notarial"];
  if (chain.includes("FR") && execution.startsWith("This Agreement is executed as a notarial deed")) return EXECUTION["FR-notarial"];
  if (legalFamily(chain) === "civil") return EXECUTION[chain.includes("FR") ? "FR" : "DE"];
  return EXECUTION[chain.includes("US") ? "US-CA" : chain.includes("IN") ? "IN" : chain.includes("GB") ? "GB" : "SG"];
}

/** Notes that report a restraint's period or area the law of the draft does not allow (law-clauses.ts). */
const REFUSED_RESTRAINT = ["restraint_removed", "restraint_limited", "franchise_non_compete_eu"];

const FORUM_TERMS = ["venue", "dispute_resolution", "arbitration_seat"];

/** The invariants every draft must keep, whatever the type and jurisdiction. */
function checkDraft(template: ContractTemplate, request: ContractTemplate["example"]) {
  const draft = composeDraft(template, request);
  const text = fullText(draft);
  expect(text, "party A").toContain(request.party_a);
  expect(text, "party B").toContain(request.party_b);
  const specs = new Map(termsOf(template).map((t) => [t.name, t]));
  const lower = text.toLowerCase();
  const lost = Object.entries(request.key_terms).flatMap(([name, value]) => {
    const spec = specs.get(name);
    if (spec?.type === "choice" && spec.named === false) return [];
    // A French employment contract may not choose a forum (C. trav. L1221-5): the note says the forum terms were not applied.
    if (FORUM_TERMS.includes(name) && draft.notes.some((n) => n.code === FR_EMPLOYMENT_FORUM.code)) return [];
    // Another name for a choice term is drafted as the option it stands for (`mutual: "yes"` → nda_type "mutual").
    const option = spec?.type === "choice" ? matchChoice(value, spec.options ?? [])! : "";
    if (spec?.alias) return lower.includes(spec.alias.values[option].toLowerCase()) ? [] : [`choice ${name}: ${value}`];
    if (spec?.type === "choice") return lower.includes(option.toLowerCase()) ? [] : [`choice ${name}: ${value}`];
    // A date given in figures is written out as the law's convention writes it (key-terms.ts englishDate).
    const expected = spec?.type === "date" ? englishDate(value, lawProfile(request.jurisdiction).system === "US") : value;
    // A restraint the law voids is not drafted; the signed text does not mention the request, the note does.
    const refused = draft.notes.some((n) => REFUSED_RESTRAINT.includes(n.code) && n.message.includes(expected));
    // Case aside: "in each contract year" given is drafted "in each Contract Year" where the clause defines the term.
    return lower.includes(expected.toLowerCase()) || refused ? [] : [`key term ${name}: ${expected}`];
  });
  expect(lost, "key terms the draft lost").toEqual([]);
  // A one-sided instrument is made by party A in favour of party B and signed by A alone; an agreement by both.
  const oneSided = template.features?.unilateral === true;
  expect(draft.preamble, "preamble form").toContain(oneSided ? " by:\n(1) " : " between:\n(1) ");
  expect(text.includes("THE PARTIES AGREE AS FOLLOWS:"), "operative words").toBe(!oneSided);
  // Each signing party has its own block in the form the jurisdiction signs in, and no one else signs.
  const execution = draft.signature_blocks.split("SPECIFIC APPROVAL")[0];
  const family = executionForm(request.jurisdiction, execution);
  expect(execution, "testimonium / place and date").toMatch(family.opening);
  const signers = execution.split("\n").flatMap((l) => family.signer.exec(l)?.slice(1).filter(Boolean) ?? []);
  expect(signers, "signature blocks").toEqual(oneSided ? [request.party_a] : [request.party_a, request.party_b]);
  expect(draft.clauses.map((c) => c.clause_number)).toEqual(draft.clauses.map((_, i) => i + 1));
  expect(new Set(draft.clauses.map((c) => c.heading)).size).toBe(draft.clauses.length);
  // Each part and each clause is checked, in one assertion for all (as each key term above): this function runs for
  // about 18,000 drafts, and an assertion per part, per clause and per term made expect() most of the file's time.
  const withSyntax = [text, draft.document_title, draft.preamble, ...draft.clauses.map((c) => c.heading)].filter((part) => TEMPLATE_SYNTAX.test(part));
  expect(withSyntax, "parts with template syntax left in them").toEqual([]);
  expect(draft.clauses.filter((c) => c.text.trim().length <= 20).map((c) => c.heading), "clauses left empty").toEqual([]);
  return draft;
}

describe("contract template catalogue", () => {
  it("has at least 100 types with unique snake_case ids, in the ten groups", () => {
    expect(allTemplates.length).toBeGreaterThanOrEqual(100);
    expect(new Set(allTemplates.map((t) => t.id)).size).toBe(allTemplates.length);
    for (const t of allTemplates) {
      expect(t.id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(Object.keys(contractGroups)).toContain(t.group);
    }
    for (const group of Object.keys(contractGroups)) expect(allTemplates.filter((t) => t.group === group).length, group).toBeGreaterThanOrEqual(5);
    for (const id of ["nda", "employment_agreement", "service_agreement", "lease", "leave_and_licence", "rent_agreement", "partnership_deed", "shareholders_agreement", "data_processing_agreement"]) {
      expect(allTemplates.map((t) => t.id)).toContain(id);
    }
  });

  it("declares each key term once, with a valid default and options for every choice", () => {
    for (const t of allTemplates) {
      const names = termsOf(t).map((k) => k.name);
      expect(new Set(names).size, t.id).toBe(names.length);
      for (const k of termsOf(t)) {
        expect(k.name, t.id).toMatch(/^[a-z][a-z0-9_]*$/);
        if (k.type === "choice") expect(k.options?.length, `${t.id}.${k.name}`).toBeGreaterThan(1);
        if (k.default !== undefined && k.type === "choice") expect(k.options, `${t.id}.${k.name}`).toContain(k.default);
      }
    }
  });
});

describe.each(allTemplates.map((t) => [t.id, t] as const))("%s", (_id, template) => {
  it("drafts its catalogue example with every party, every key term, sequential numbering and no template syntax", () => {
    const draft = checkDraft(template, template.example);
    expect(draft.notes.map((n) => n.code), "the example gives every required term").not.toContain("missing_terms");
    expect(draft.notes.map((n) => n.code), "the example uses only the template's own terms").not.toContain("unrecognised_key_terms");
  });

  it.each(JURISDICTIONS)("drafts in %s and every citation verifies", (jurisdiction) => {
    const draft = checkDraft(template, { ...template.example, jurisdiction });
    for (const cite of draft.clauses.flatMap((c) => c.cites)) {
      const own = registry.getInstrument(cite.source_id)?.jurisdiction ?? jurisdiction;
      expect(resolveCitation(registry, cite, { jurisdiction: own }).verified, `${cite.source_id} ${cite.article}`).toBe(true);
    }
  });

  it("marks each required term left out with a blank and names it", () => {
    const required = template.terms.filter((t) => t.required).map((t) => t.name);
    if (required.length === 0) return;
    const key_terms = Object.fromEntries(Object.entries(template.example.key_terms).filter(([k]) => !required.includes(k)));
    const draft = composeDraft(template, { ...template.example, key_terms });
    const note = draft.notes.find((n) => n.code === "missing_terms");
    expect(note?.message).toContain(required[0]);
    expect(fullText(draft)).toContain("[●]");
  });
});

/** The terms without one (the term an alias stands for, which the alias replaces in its variant). */
function withoutTerm(terms: Record<string, string>, name: string | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(terms).filter(([n]) => n !== name));
}

describe("every template with every optional term and each choice option", () => {
  const sample: Record<string, string> = { text: "as agreed in writing", date: "1 March 2026", money: "USD 12,500", duration: "18 months", percentage: "7.5%", rate: "SONIA plus 4.25% per annum" };
  const places = ["US", "EU", "GB", "US-CA", "US-TX", "IN", "IN-MH", "DE", "FR", "NL", "CA-ON", "AU-NSW", "SG", "AE", "JP", "BR"];

  it.each(allTemplates.map((t) => [t.id, t] as const))("%s drafts in 16 jurisdictions without losing a value", (_id, template) => {
    const specs = termsOf(template);
    const full: Record<string, string> = { ...template.example.key_terms };
    for (const s of specs) if (!(s.name in full) && s.type !== "choice") full[s.name] = sample[s.type];
    // A role only a natural person fills (an employee) takes no party type but "individual" (a 400, tested in execution.test.ts).
    const refused = (name: string, option: string) => (["a", "b"] as const).some((side) => name === `party_${side}_type` && template.parties[side].individual && option !== "individual");
    const variants = [full, ...specs.filter((s) => s.type === "choice").flatMap((s) => s.options!.filter((o) => !refused(s.name, o)).map((o) => ({ ...withoutTerm(full, s.alias?.of), [s.name]: o })))];
    for (const jurisdiction of places) for (const key_terms of variants) checkDraft(template, { ...template.example, jurisdiction, key_terms });
  });
});
