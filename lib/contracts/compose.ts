import { suggestField } from "@/lib/http/unknown-fields";
import { resolveSubClauseReferences } from "./cross-references";
import { ApiError, type FieldError } from "@/lib/http/problem";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { executionBlocks, partyKind } from "./execution";
import { formalityClauses } from "./formalities";
import { localStatuteClauses } from "./local-statutes";
import { englishDate, englishDuration, englishForm, englishMoney, isEnglishMoney, isOpenEnded, matchChoice, meansNone, parseDuration, parseTerm, pointDecimals, readMoney, termKey, termLabel, type NumberConvention } from "./key-terms";
import { lenientNote, lenientTerm } from "./key-term-fallback";
import { lawProfile } from "./law";
import { boilerplate, commonDefinitions, COMMON_TERMS, definitionsSentence } from "./library";
import { INLINE_BUSINESS_DAY } from "./drafting-profile";
import { layouts, type Layout, type NativeDrafting } from "./language/drafting";
import { localValue } from "./language/format";
import { specificApprovalBlock } from "./specific-approval";
import { declaredTermFor } from "./term-names";
import { thirdPartyRightsClause } from "./third-party-rights";
import { americanSpelling, CIVIL_EFFORTS, CIVIL_INDEMNITY, ownWordsRewritten } from "./us-spelling";
import { BLANK, type ClauseSpec, type ContractTemplate, type DraftContext, type KeyTermSpec } from "./types";

/** An example of the law to name where the request's country has no single body of contract law. */
const PLACE_EXAMPLE: Record<string, string> = { US: "the State of New York", AU: "New South Wales", CA: "the Province of Ontario", EU: "Germany" };

export interface DraftRequest {
  jurisdiction: string;
  party_a: string;
  party_b: string;
  key_terms: Record<string, string>;
  /** The request's language: a German or French request's figures are read in its convention ("4.500,00 €"). */
  language?: string;
}

export interface Cite {
  source_id: string;
  article: string;
}

export interface ComposedClause {
  clause_number: number;
  heading: string;
  text: string;
  cites: Cite[];
}

export type KeyTermStatus = "applied" | "inferred" | "default" | "special_terms" | "missing";

export interface DraftNote {
  code: string;
  message: string;
}

export interface ComposedDraft {
  document_type: string;
  document_title: string;
  preamble: string;
  recitals: string[];
  /** The line between the recitals and clause 1: "THE PARTIES AGREE AS FOLLOWS:", or a one-sided instrument's own. */
  operative_words: string;
  clauses: ComposedClause[];
  signature_blocks: string;
  /** Executed by party A alone in favour of party B (`features.unilateral`). */
  unilateral: boolean;
  key_terms: { name: string; value: string | null; status: KeyTermStatus }[];
  notes: DraftNote[];
  /** "en", or the language a native German or French profile drafted it in. */
  language: "en" | NativeDrafting["language"];
  /** The effective date as the draft writes it, for the Word file's title page; null when left to signing. */
  effective_date: string | null;
}

/** Every key term the template accepts: its own, then the common ones it does not redefine. */
export function termsOf(template: ContractTemplate): KeyTermSpec[] {
  const own = new Set(template.terms.map((t) => t.name));
  return [...template.terms, ...COMMON_TERMS.filter((t) => !own.has(t.name))];
}

/**
 * Key-term names normalised to snake_case, an everyday name read as the term it stands for (`term-names.ts`, each
 * reading pushed to `readAs` as [given, term]); two spellings of one name, or a value of the wrong type, → 400.
 */
export function validateKeyTerms(template: ContractTemplate, raw: Record<string, string>, convention: NumberConvention = "en", readAs: [string, string][] = [], monthFirst = false, lenient: string[] = []): Map<string, string> {
  const specs = new Map(termsOf(template).map((t) => [t.name, t]));
  const values = new Map<string, string>();
  const errors: FieldError[] = [];
  const given = new Set(Object.keys(raw).map(termKey));
  for (const [name, asGiven] of Object.entries(raw)) {
    const own = termKey(name);
    const value = specs.get(own)?.type === "duration" ? englishDuration(asGiven, convention) : asGiven;
    const meant = own === "" ? null : declaredTermFor(own, (t) => specs.has(t), given);
    const key = meant ?? own;
    if (meant) readAs.push([own, meant]);
    if (key === "") {
      errors.push({ field: `key_terms.${name}`, message: "a key term needs a name made of letters or digits" });
      continue;
    }
    if (values.has(key)) {
      errors.push({ field: `key_terms.${name}`, message: `names the same term as another key ("${key}"); give it once` });
      continue;
    }
    const spec = specs.get(key);
    let parsed = spec ? parseTerm(spec, value, convention, monthFirst) : value.trim() === "" ? { ok: false as const, message: "must not be empty" } : { ok: true as const };
    // "none" cannot be drafted where the type always says something (it has a default to fall back on).
    if (parsed.ok && spec?.type === "text" && spec.default !== undefined && meansNone(value) && !meansNone(spec.default)) {
      parsed = { ok: false as const, message: `cannot be "${value.trim()}": leave the term out to use the default ("${spec.default}"), or give the text to draft` };
    }
    // Refused as written: a value holding exactly one core value of its type is drafted as that value, and the
    // words around it are reported in a note, never pasted into the draft (`key-term-fallback.ts`).
    const fallback = !parsed.ok && spec ? lenientTerm(spec.type, value, convention, monthFirst) : null;
    if (fallback && spec && parseTerm(spec, fallback.value, convention, monthFirst).ok) {
      lenient.push(lenientNote(name, fallback));
      values.set(key, fallback.value);
      continue;
    }
    if (!parsed.ok) {
      errors.push({ field: `key_terms.${name}`, message: `${spec ? `${spec.type} term "${key}" ` : ""}${parsed.message}` });
      continue;
    }
    values.set(key, spec?.type === "choice" ? matchChoice(value, spec.options ?? [])! : value.trim());
  }
  if (errors.length > 0) throw new ApiError("invalid_request", `${errors.length} key term(s) are invalid for ${template.id}.`, { errors });
  return values;
}

/**
 * Assembles the draft: title, preamble, recitals, the type's own clauses, the clauses the jurisdiction's law adds,
 * a Special Terms clause for every key term the template has no place for, then the boilerplate; clauses are
 * numbered 1..n and sub-clauses n.1, n.2 … Deterministic: the same request always gives the same draft.
 */
export function composeDraft(template: ContractTemplate, request: DraftRequest, native?: NativeDrafting): ComposedDraft {
  const convention = numberConvention(native?.language ?? request.language);
  const readAs: [string, string][] = [];
  // A date in figures is read month first under US law, day first everywhere else.
  const lenient: string[] = [];
  const values = validateKeyTerms(template, request.key_terms, convention, readAs, lawProfile(request.jurisdiction).system === "US", lenient);
  const specs = new Map(termsOf(template).map((t) => [t.name, t]));
  const resolved = resolveAliases(template, values, specs);
  if (native) localisable(template, values, specs, native);
  // A native draft reads every value in its language's conventions; the response's key_terms keep them as given.
  const show = (name: string, value: string) => {
    const spec = specs.get(name)!;
    const wider = native ? undefined : englishForm(spec.type, value, convention);
    if (wider !== undefined) return wider;
    // An ISO date inside a text term ("beta 2027-07-31") is written as a date the parties read alike, like a date term.
    if (!native && spec.type === "text") return value.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (d) => englishDate(d, law.system === "US"));
    // "A$4,000 per month + GST" is shorthand: a sum says "exclusive of GST" (and `beforeTax` drops it where a tax clause says so).
    if (!native) return spec.type === "date" ? englishDate(value, law.system === "US") : spec.type === "money" ? englishFigure(value, convention).replace(/\s*(?:\+|\bplus)\s*(GST|VAT|HST|sales tax)$/i, " exclusive of $1") : spec.type === "rate" || spec.type === "percentage" ? pointDecimals(value, convention) : value;
    if (spec.type === "choice") return value;
    const local = localValue(spec, value, native.language);
    return local.ok ? local.text : value;
  };
  const used = new Set<string>();
  const defaulted = new Set<string>();
  const missing = new Set<string>();
  const notes: DraftNote[] = [];
  const note = (code: string, message: string) => {
    if (!notes.some((m) => m.code === code && m.message === message)) notes.push({ code, message });
  };
  for (const [given, term] of readAs) note("key_term_read_as", `key_terms.${given} was read as ${term}, the name this template gives that term.`);
  for (const r of resolved) note(r.code, r.message);
  for (const message of lenient) note("key_term_words_not_drafted", message);
  const inferred = new Set<string>();
  for (const guess of template.inferTerms?.(values) ?? []) {
    if (values.has(guess.name)) continue;
    values.set(guess.name, guess.value);
    inferred.add(guess.name);
    note(`inferred_${guess.name}`, guess.warning);
  }
  let cites: Cite[] = [];
  const law = lawProfile(request.jurisdiction);
  const chain = jurisdictionChain(request.jurisdiction);

  const lookup = (name: string): string | undefined => {
    const spec = specs.get(name);
    if (!spec) throw new Error(`template ${template.id} reads key term "${name}" it does not declare`);
    if (values.has(name)) {
      used.add(name);
      return values.get(name);
    }
    if (spec.default !== undefined) {
      defaulted.add(name);
      return spec.default;
    }
    return undefined;
  };

  // "none" for an optional text term ("transfer_countries: none") means the caller wants nothing there: it is
  // drafted as not given, never pasted into a sentence ("approves the processing … in none").
  // An open-ended duration ("indefinite") is drafted as the template drafts the term left out: until terminated.
  const saysNone = (name: string, value: string) => {
    const spec = specs.get(name);
    return (spec?.type === "text" && !spec.required && meansNone(value)) || (spec?.type === "duration" && isOpenEnded(value));
  };

  const ctx: DraftContext = {
    a: { name: request.party_a, role: template.parties.a.role, entity: false },
    b: { name: request.party_b, role: template.parties.b.role, entity: false },
    jurisdiction: request.jurisdiction,
    chain,
    within: (...codes) => codes.some((c) => chain.includes(c)),
    term(name) {
      const value = lookup(name);
      if (value !== undefined) return show(name, value);
      if (specs.get(name)!.required) missing.add(name);
      return BLANK;
    },
    optional: (name) => {
      const value = lookup(name);
      return value !== undefined && saysNone(name, value) ? undefined : value === undefined ? undefined : show(name, value);
    },
    given: (name) => values.has(name) && !saysNone(name, values.get(name)!),
    declares: (name) => specs.has(name),
    months(name) {
      const value = lookup(name);
      if (value === undefined || value.includes(BLANK)) return null;
      const parsed = parseDuration(value);
      return parsed.ok ? (parsed.months ?? null) : null;
    },
    law,
    cite(sourceId, article, prose) {
      cites.push({ source_id: sourceId, article });
      return prose;
    },
    note,
    // A deed is the common law's form for a gratuitous or formal promise; under a civil code the instrument is an agreement.
    shortName: law.family === "civil" && template.shortName === "Deed" ? "Agreement" : (template.shortName ?? "Agreement"),
    unilateral: template.features?.unilateral === true,
    features: template.features ?? {},
  };

  const roles = native ? native.type.roles(ctx) : template.rolesFor?.(ctx);
  if (roles) {
    ctx.a.role = roles.a;
    ctx.b.role = roles.b;
  }
  signingCapacity(template, ctx, values, native, used, note);
  const title = native ? native.type.title(ctx) : (template.titleFor?.(ctx) ?? template.title);
  if (law.needsPlace && !values.has("governing_law")) {
    const example = PLACE_EXAMPLE[request.jurisdiction] ?? "the State of New York";
    note("governing_law_needed", `${request.jurisdiction} has no single body of contract law: name it in key_terms.governing_law (e.g. "${example}"); the draft leaves it blank.`);
  }

  const specsInOrder: ClauseSpec[] = native ? [...native.type.clauses] : [...template.clauses, ...localStatuteClauses(template), ...formalityClauses(template)];
  const own: { heading: string; body: string | string[]; cites: Cite[] }[] = [];
  const run = (spec: ClauseSpec) => {
    cites = [];
    const body = spec.body(ctx);
    if (body === null || (Array.isArray(body) && body.length === 0)) return;
    own.push({ heading: spec.headingFor?.(ctx) ?? spec.heading, body, cites });
  };
  specsInOrder.forEach(run);
  const unilateral = template.features?.unilateral === true;
  const preamble = native ? native.preamble(ctx, title) : buildPreamble(ctx, title, unilateral);
  const recitals = native ? (native.type.recitals?.(ctx) ?? []) : (template.recitals?.(ctx) ?? []).map((r) => agree(r, ctx.shortName));
  const operative_words = native ? native.operativeWords(recitals.length > 0) : operativeWords(ctx.shortName, unilateral);

  // Read the boilerplate once first so every term it uses is marked used before Special Terms is decided.
  const tail: { heading: string; body: string | string[]; cites: Cite[] }[] = [];
  const definitionsSpec = native ? undefined : boilerplate("definitions");
  let definitions: (typeof tail)[number] | undefined;
  for (const spec of native ? native.type.boilerplate : template.boilerplate.map(boilerplate)) {
    cites = [];
    const body = spec.body(ctx);
    if (body === null) continue;
    const clause = { heading: spec.headingFor?.(ctx) ?? spec.heading, body, cites };
    // A precedent defines its terms before it uses them: the definitions clause opens the operative part.
    if (spec === definitionsSpec) definitions = clause;
    else tail.push(clause);
  }
  // A precedent says how the agreement ends before what follows from its end: the type's own "Consequences of
  // Termination" follows the boilerplate "Term and Termination" rather than preceding it by several clauses.
  const ending = tail.findIndex((c) => c.heading === "Term and Termination");
  const aftermath = own.findIndex((c) => /^Consequences of (Expiry or )?Termination$/.test(c.heading));
  if (!native && ending !== -1 && aftermath !== -1) tail.splice(ending + 1, 0, ...own.splice(aftermath, 1));
  if (!native) {
    // The type's own clauses are numbered before the boilerplate (after the definitions clause, if any), so a
    // carve-out can name them by number.
    cites = [];
    const numberOf = (heading: string) => {
      const at = own.findIndex((c) => c.heading === heading);
      return at === -1 ? undefined : at + 1 + (definitions ? 1 : 0);
    };
    const thirdParties = thirdPartyRightsClause(template, ctx, numberOf);
    if (thirdParties) {
      const at = tail.findIndex((c) => c.heading === "Governing Law and Disputes");
      tail.splice(at === -1 ? tail.length : at, 0, { ...thirdParties, cites });
    }
  }

  // An inferred term the draft does not read (a German NDA has no investor terms) is dropped, with its warning.
  for (const name of inferred) {
    if (used.has(name)) continue;
    values.delete(name);
    inferred.delete(name);
    notes.splice(notes.findIndex((n) => n.code === `inferred_${name}`), 1);
  }
  const special = [...values.keys()].filter((name) => !used.has(name));
  // A declared term is written as the clauses write it ("Net 30" → "30 days", "31/12/2031" → "31 December 2031").
  if (special.length > 0) {
    own.push({
      heading: native ? native.specialTerms.heading : "Special Terms",
      body: special.map((name) => (native ? native.specialTerms.line(name, specs.has(name) ? show(name, values.get(name)!) : values.get(name)!) : `${termLabel(name)}: ${specs.has(name) && specs.get(name)!.type !== "text" ? show(name, values.get(name)!) : values.get(name)}.`.replace(/\.\.$/, "."))),
      cites: [],
    });
    const unknown = special.filter((n) => !specs.has(n));
    const unplaced = special.filter((n) => specs.has(n));
    if (unknown.length > 0) {
      // "repayment" for repayment_schedule: name the term that was probably meant, so the draft's own clause on it (which
      // still says what the template defaults to) is not left contradicting the Special Terms.
      const named = unknown.map((n) => {
        const key = termKey(n);
        const extending = [...specs.keys()].filter((k) => k.startsWith(`${key}_`) || k.endsWith(`_${key}`));
        const close = suggestField(n, [...specs.keys()]);
        const meant = extending.length > 0 ? extending : close ? [close] : [];
        return meant.length > 0 ? `${n} (did you mean ${meant.map((m) => `key_terms.${m}`).join(" or ")}? the draft's own clause on it was drafted without this value)` : n;
      });
      note("unrecognised_key_terms", `Key terms this template has no place for were set out in the Special Terms clause: ${named.join(", ")}.`);
    }
    if (unplaced.length > 0) note("key_terms_in_special_terms", `Key terms that do not apply to this draft as requested were set out in the Special Terms clause: ${unplaced.join(", ")}.`);
  }
  if (missing.size > 0) {
    note("missing_terms", `Required key terms not given: ${[...missing].join(", ")}. The draft shows ${BLANK} where each belongs.`);
  }

  if (definitions) definitions = { ...definitions, body: definitionsUsed(definitions.body, ctx, [preamble, ...recitals, ...[...own, ...tail].flatMap((c) => c.body)].join("\n")) };
  // Business Day defined once: where the definitions clause defines it, the notices clause does not define it again.
  if (definitions && [definitions.body].flat().some((x) => x.includes(`"Business Day" means`))) {
    const once = (c: (typeof own)[number]) => ({ ...c, body: Array.isArray(c.body) ? c.body.map((x) => x.replace(INLINE_BUSINESS_DAY, "Business Day")) : c.body.replace(INLINE_BUSINESS_DAY, "Business Day") });
    own.splice(0, own.length, ...own.map(once));
    tail.splice(0, tail.length, ...tail.map(once));
  }
  const clauses = [...(definitions ? [definitions] : []), ...own, ...tail].map((c, i) => ({ clause_number: i + 1, heading: c.heading, text: native ? renderNative(i + 1, c.body, native) : renderBody(i + 1, c.body, ctx.shortName), cites: c.cites }));
  const definesEffectiveDate = clauses.some((c) => c.text.includes(`"Effective Date" means`));
  const signature_blocks = native ? native.signatureBlocks(ctx) : agree(executionBlocks(template, ctx, { definesEffectiveDate }), ctx.shortName);
  const approval = native ? null : specificApprovalBlock(ctx, clauses);
  const headings = new Set<string>();
  for (const c of clauses) {
    if (headings.has(c.heading)) throw new Error(`template ${template.id} drafts two clauses headed "${c.heading}"`);
    headings.add(c.heading);
  }

  const key_terms = [...specs.values()]
    .filter((s) => values.has(s.name) || defaulted.has(s.name) || missing.has(s.name))
    .map((s) => ({
      name: s.name,
      value: values.get(s.name) ?? (defaulted.has(s.name) ? s.default! : null),
      status: (special.includes(s.name) ? "special_terms" : inferred.has(s.name) ? "inferred" : values.has(s.name) ? "applied" : defaulted.has(s.name) ? "default" : "missing") as KeyTermStatus,
    }));
  for (const name of special.filter((n) => !specs.has(n))) key_terms.push({ name, value: values.get(name)!, status: "special_terms" });

  const effective_date = ctx.given("effective_date") ? (ctx.optional("effective_date") ?? null) : null;
  const composed: ComposedDraft = { document_type: template.id, document_title: title, preamble, recitals, operative_words, clauses, signature_blocks: approval ? `${signature_blocks}\n\n${approval}` : signature_blocks, unilateral, key_terms, notes, language: native?.language ?? "en", effective_date };
  const keep = [ctx.a.name, ctx.b.name, ...values.values()];
  if (native) return composed;
  if (law.system === "US") return rewritten(composed, (text) => americanSpelling(text, keep));
  return law.family === "civil" ? rewritten(composed, (text) => ownWordsRewritten(text, keep, [...CIVIL_EFFORTS, ...CIVIL_INDEMNITY])) : composed;
}

/**
 * The definitions clause with only the terms `rest` (the draft outside it) uses: a precedent does not define
 * "Affiliate" in a lease that never mentions one, and a term defined but unused reads as a clause left out.
 */
function definitionsUsed(body: string | string[], ctx: DraftContext, rest: string): string[] {
  const offered = commonDefinitions(ctx);
  const sentences = Array.isArray(body) ? body : [body];
  const used = offered.filter((t) => new RegExp(`\\b${t.term}s?\\b`).test(rest));
  const sentence = definitionsSentence(ctx.shortName, used);
  return sentences.flatMap((x) => (x === definitionsSentence(ctx.shortName, offered) ? (sentence ? [sentence] : []) : [x]));
}

/**
 * Terms given under another name (`mutual: "yes"` for `nda_type: "mutual"`) applied as the term they stand for, with
 * a warning saying so; the same term given both ways with different values → 400.
 */
function resolveAliases(template: ContractTemplate, values: Map<string, string>, specs: Map<string, KeyTermSpec>): { code: string; message: string }[] {
  const notes: { code: string; message: string }[] = [];
  for (const [name, value] of [...values]) {
    const alias = specs.get(name)?.alias;
    if (!alias) continue;
    const meant = alias.values[value];
    const given = values.get(alias.of);
    if (given !== undefined && given !== meant) {
      throw new ApiError("invalid_request", `1 key term(s) are invalid for ${template.id}.`, { errors: [{ field: `key_terms.${name}`, message: `"${name}: ${value}" means ${alias.of} "${meant}", but key_terms.${alias.of} is "${given}"; give one of them` }] });
    }
    values.delete(name);
    values.set(alias.of, meant);
    notes.push({ code: "key_term_alias", message: `key_terms.${name} "${value}" was read as ${alias.of} "${meant}".` });
  }
  return notes;
}

/** "de-AT" → "de": the convention a request's figures are written in; English for any other language. */
function numberConvention(language: string | undefined): NumberConvention {
  const base = language?.toLowerCase().split(/[-_]/)[0];
  return base === "de" || base === "fr" ? base : "en";
}

/**
 * A sum in an English draft: as typed where it is already in the English form, else rewritten from the form the
 * request's convention reads ("EUR 4.500 pro Monat" → "EUR 4,500 per month"), so no German figure reads as 4.5.
 */
function englishFigure(value: string, convention: NumberConvention): string {
  if (convention === "en" && isEnglishMoney(value)) return value;
  const read = readMoney(value, convention);
  return read.ok ? englishMoney(read.money) : value;
}

/**
 * The draft's own words rewritten, its parties' names and key-term values as given (`us-spelling.ts`): American
 * spelling under US law, reasonable steps instead of English endeavours under a civil code.
 */
function rewritten(d: ComposedDraft, rewrite: (text: string) => string): ComposedDraft {
  return {
    ...d,
    document_title: rewrite(d.document_title),
    preamble: rewrite(d.preamble),
    recitals: d.recitals.map(rewrite),
    operative_words: rewrite(d.operative_words),
    clauses: d.clauses.map((c) => ({ ...c, heading: rewrite(c.heading), text: rewrite(c.text) })),
    signature_blocks: rewrite(d.signature_blocks),
  };
}

/**
 * Whether each party signs through a representative or in its own name: fixed where the role can only be a natural
 * person (an employee), else `party_a_type` / `party_b_type`, else read from the name, and then the draft notes what
 * was read and how, unless a legal form in the name settles it.
 */
function signingCapacity(template: ContractTemplate, ctx: DraftContext, values: Map<string, string>, native: NativeDrafting | undefined, used: Set<string>, note: (code: string, message: string) => void) {
  const guesses: string[] = [];
  for (const side of ["a", "b"] as const) {
    const party = ctx[side];
    const term = `party_${side}_type`;
    const given = values.get(term);
    const natural = template.parties[side].individual === true || (side === "b" && native?.type.individualB === true);
    if (given !== undefined) used.add(term);
    if (natural) {
      if (given !== undefined && given !== "individual") {
        const why = `party ${side.toUpperCase()} (the ${party.role}) of document_type ${template.id} is a natural person`;
        throw new ApiError("invalid_request", `1 key term(s) are invalid for ${template.id}.`, { errors: [{ field: `key_terms.${term}`, message: `choice term "${term}" must be "individual": ${why}` }] });
      }
      party.entity = false;
      continue;
    }
    if (given !== undefined) {
      party.entity = given !== "individual";
      continue;
    }
    const read = partyKind(party.name);
    party.entity = read.entity;
    if (read.basis === "organisation_word") guesses.push(`${party.name} as an organisation signing through a representative (its name has no legal form, only a word such as "Trust" or "Holdings")`);
    if (read.basis === "no_marker") guesses.push(`${party.name} as an individual signing in their own name (its name has no legal form)`);
  }
  if (guesses.length > 0) {
    note("party_type_read_from_name", `How each party signs was read from its name: ${guesses.join("; ")}. If that is wrong, give key_terms.party_a_type or party_b_type ("company", "organisation" or "individual") and the preamble and signature blocks follow it.`);
  }
}

/** "this Terms" → "these Terms": a document whose short name is plural is referred to in the plural. */
function agree(text: string, shortName: string): string {
  if (!/s$/.test(shortName)) return text;
  return text
    .replaceAll(`This ${shortName} has`, `These ${shortName} have`)
    .replaceAll(`This ${shortName} is`, `These ${shortName} are`)
    .replaceAll(`this ${shortName} is`, `these ${shortName} are`)
    .replaceAll(`this ${shortName} provides`, `these ${shortName} provide`)
    .replaceAll(`This ${shortName}`, `These ${shortName}`)
    .replaceAll(`this ${shortName}`, `these ${shortName}`);
}

/** A German or French draft: each value must be writable in the language, or the term is a 400 naming it. */
function localisable(template: ContractTemplate, values: Map<string, string>, specs: Map<string, KeyTermSpec>, native: NativeDrafting) {
  const errors: FieldError[] = [];
  for (const [name, value] of values) {
    const spec = specs.get(name);
    if (!spec) continue;
    const local = localValue(spec, value, native.language);
    if (!local.ok) errors.push({ field: `key_terms.${name}`, message: `${spec.type} term "${name}" ${local.message}` });
  }
  if (errors.length > 0) throw new ApiError("invalid_request", `${errors.length} key term(s) cannot be drafted in ${native.language === "de" ? "German" : "French"} for ${template.id}.`, { errors });
}

function renderNative(n: number, body: string | string[], native: NativeDrafting): string {
  const parts = resolveSubClauseReferences(n, typeof body === "string" ? [body] : body);
  if (parts.length === 1) return parts[0];
  return parts.map((part, i) => native.subClause(n, i + 1, part)).join("\n");
}

function renderBody(n: number, body: string | string[], shortName: string): string {
  const parts = resolveSubClauseReferences(n, typeof body === "string" ? [body] : body).map((p) => agree(shortName === "Agreement" ? p : p.replaceAll("this Agreement", `this ${shortName}`), shortName));
  if (parts.length === 1) return parts[0];
  return parts.map((part, i) => `${n}.${i + 1} ${part}`).join("\n");
}

function partyLine(name: string, role: string, address: string | undefined): string {
  return `${name}${address ? `, of ${address}` : `, of ${BLANK}`} (the "${role}")`;
}

/**
 * The line before clause 1. Parties to an agreement agree; a one-sided instrument is not an agreement, so it uses
 * the deed form of operative words, which names no one as agreeing.
 */
function operativeWords(shortName: string, unilateral: boolean): string {
  if (!unilateral) return "THE PARTIES AGREE AS FOLLOWS:";
  const name = shortName.toUpperCase();
  return /s$/.test(shortName) ? `NOW THESE ${name} WITNESS AS FOLLOWS:` : `NOW THIS ${name} WITNESSES AS FOLLOWS:`;
}

/** "… is made on <date> between: (1) A; and (2) B." or, for a one-sided instrument, "… by: (1) A, in favour of: (2) B." */
function buildPreamble(ctx: DraftContext, title: string, unilateral: boolean): string {
  const date = ctx.given("effective_date") ? ctx.term("effective_date") : BLANK;
  const opening = /s$/.test(ctx.shortName) ? `These ${title} (these "${ctx.shortName}") are made` : `This ${title} (this "${ctx.shortName}") is made`;
  const a = partyLine(ctx.a.name, ctx.a.role, ctx.optional("party_a_address"));
  const b = partyLine(ctx.b.name, ctx.b.role, ctx.optional("party_b_address"));
  if (unilateral) return `${opening} on ${date} by:\n(1) ${a},\nin favour of:\n(2) ${b}.`;
  return `${opening} on ${date} between:\n(1) ${a}; and\n(2) ${b}.`;
}

/**
 * The whole document as plain text: title, preamble, recitals, operative words, numbered clauses and signature
 * blocks. The operative words and signature blocks come from the composed draft even when the model refined the rest.
 */
export function fullText(
  d: Pick<ComposedDraft, "document_title" | "preamble" | "recitals" | "operative_words" | "signature_blocks"> & { clauses: { clause_number: number; heading: string; text: string }[] },
  layout: Layout = layouts.en,
): string {
  const recitals = d.recitals.length > 0 ? `\n\n${layout.background}\n${d.recitals.map((r, i) => `(${String.fromCharCode(65 + i)}) ${r}`).join("\n")}` : "";
  const clauses = d.clauses.map((c) => `${layout.clauseHeading(c.clause_number, c.heading)}\n${c.text}`).join("\n\n");
  return `${d.document_title.toUpperCase()}\n\n${d.preamble}${recitals}\n\n${d.operative_words}\n\n${clauses}\n\n${d.signature_blocks}\n`;
}
