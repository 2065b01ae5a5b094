import { runInSlices, runToEnd, type Steps } from "@/lib/async/slices";
import { classifyAt, primaryCategory, screeningCategories } from "./classify";
import { expectedClauses, maxRisk, type ExpectedClause, reviewClause, type Cite, type ReviewContext, type RiskLevel } from "./playbook";
import { segment, type Segment } from "./segment";
import { categoryById } from "./taxonomy";

export type AnalysisType = "full" | "risk" | "compliance" | "summary";

export interface DraftClause {
  clause_number: number;
  clause_text: string;
  heading: string | null;
  label: string | null;
  page: number;
  kind: Segment["kind"];
  category: string | null;
  categories: string[];
  risk_level: RiskLevel;
  findings: string;
  suggested_fix: string | null;
  cites: Cite[];
}

export interface DraftMissing {
  category: string;
  name: string;
  risk_level: RiskLevel;
  finding: string;
  suggested_fix: string;
  cites: Cite[];
}

export interface KeyFacts {
  parties: string[];
  dates: string[];
  term: string | null;
  key_obligations: string[];
}

export interface DeterministicAnalysis {
  title: string;
  clauses: DraftClause[];
  missing: DraftMissing[];
  overall_risk: RiskLevel;
  facts: KeyFacts;
  summary: string;
  /** What the document is, without any risk: the summary of `analysis_type: summary`. */
  overview: string;
  /** The requested perspective does not occur in the document, so the review is neutral. */
  perspectiveNotFound: boolean;
}

/**
 * A consumer contract speaks to "you" throughout, or says it is one. A bare "consumer" is not enough: business contracts
 * index prices to the Consumer Price Index, sell to consumers, or carry the US warranty legend "may not apply to you".
 */
function readsAsConsumerContract(text: string): boolean {
  if (/\b(?:consumer\s+contract|you\s+are\s+(?:a|acting\s+as\s+a)\s+consumer|as\s+a\s+consumer\b|your\s+(?:statutory\s+)?(?:consumer\s+)?rights\s+as\s+a\s+consumer)/i.test(text)) return true;
  const you = text.match(/\byou(?:r|rs)?\b/gi)?.length ?? 0;
  const words = text.split(/\s+/).length;
  return you >= 10 && you / words >= 0.004;
}

/** A defined term in brackets: ("Owner"), (the "Owner"), (collectively "WYZZ"), (hereinafter referred to as "Owner"). */
/** `("Supplier")`, `(hereinafter "Supplier")`, or unbracketed "— hereinafter referred to as Cremer —". */
const DEFINED_TERM =
  /\(\s*(?:(?:collectively|together|jointly|individually)\s*,?\s*)?(?:(?:hereinafter\s+)?(?:referred\s+to\s+)?as\s+)?(?:the\s+)?["“]([A-Z][^"”]{1,40})["”]\s*\)|\bhereinafter\s+(?:also\s+)?(?:referred\s+to\s+as|called)\s+(?:the\s+)?["“]?([A-Z][\w&.’'-]*(?:\s+[A-Z][\w&.’'-]*){0,3})["”]?/;
const termOf = (m: RegExpExecArray | RegExpMatchArray) => (m[1] ?? m[2]).trim().replace(/[.,;:]+$/, "");

/** Defined terms and words that a preamble names without being a party. */
const NOT_A_PARTY = /^(?:whereas|recitals?|(?:[\w-]+\s+){0,3}(?:agreement|amendment)|contract|(?:[\w-]+\s+){0,3}date|effectivedate|(?:securities\s+|exchange\s+)?act|territory|products?|services?|term|confidential\s+information|part(?:y|ies)|SEC|FTC|FDA|PRC|IRS|U\.?S\.?A?\.?|U\.?K\.?|EU)$/i;

/** Places whose names hold an "and". */
const PLACES_WITH_AND = /\b(?:England\s+and\s+Wales|Trinidad\s+and\s+Tobago|Bosnia\s+and\s+Herzegovina|Antigua\s+and\s+Barbuda|Saint\s+Kitts\s+and\s+Nevis|Turks\s+and\s+Caicos|Saint\s+Vincent\s+and\s+the\s+Grenadines)\b/g;

/** The parties as the contract's opening names them, in its own spelling. */
interface Preamble {
  opening: string;
  /** Party names: "Acme Inc." before its defined term, and the two sides of "between X and Y". */
  names: string[];
  /** The roles the parties are given: ("Owner"), (collectively "WYZZ"). */
  roles: string[];
}

/**
 * Reads the opening, before the recitals or the first numbered clause: each defined term in brackets with the name
 * before it ("Acme Inc. (the "Owner")"), and "between X and Y" for parties given no defined term.
 */
function preambleOf(fullText: string): Preamble {
  const end = fullText.search(/\bWHEREAS\b|\bRECITALS\b|\bBACKGROUND\b|NOW,?\s+THEREFORE|\n\s*1\.\s|\n\s*(?:Whereas|Preamble|Recitals|Background)\b/);
  // "a company registered in England and Wales" is one party's description, not where the next party begins.
  const opening = fullText.slice(0, Math.min(end > 0 ? end : 3000, 3000)).replace(PLACES_WITH_AND, (place) => place.replace(/\s+and\s+/, " & "));
  const names: string[] = [];
  const roles: string[] = [];
  const add = (list: string[], text: string) => {
    const name = text.replace(/\s+/g, " ").replace(/^[,\s]+|[,\s]+$/g, "");
    const lower = name.toLowerCase();
    if (name.length <= 1 || NOT_A_PARTY.test(name) || list.some((known) => known.toLowerCase().includes(lower))) return;
    // "Aduro Biotech" from one reading and "Aduro Biotech, Inc." from another are one party: keep the fuller name.
    const shorter = list.findIndex((known) => lower.includes(known.toLowerCase()));
    if (shorter >= 0) list[shorter] = name;
    else list.push(name);
  };
  // "Party A: Rise (Tianjin) … Co., Ltd." lines name the parties one by one; an address line below them ("C217 and
  // C218") must not be read as "between X and Y".
  const listed = [...opening.matchAll(/^\s*Party\s+[A-Z1-9]\s*[:：]\s*(.+)$/gm)].map((m) => m[1]);
  const between = listed.length > 0 ? null : /\b(?:between|by and between|by and among):?\s+(.{3,200}?)\s+and\s+(.{3,200}?)(?:[.;]|\s+\(|,\s+(?:a|an)\s)/is.exec(opening);
  for (const side of listed.length > 0 ? listed : between ? [between[1], between[2]].map((t) => t.replace(/\s*\([^)]*\)/g, "")) : []) {
    const fallback = side.split(",")[0].replace(/\s+/g, " ").trim();
    const name = partyName(side.replace(/\s+/g, " ")) ?? (NAME_WORDS.test(fallback) ? fallback : null);
    if (name) add(names, name);
  }
  let from = 0;
  for (const m of opening.matchAll(new RegExp(DEFINED_TERM.source, "g"))) {
    // The name a defined term belongs to lies between the previous defined term and this one.
    const window = opening.slice(Math.max(from, m.index - 300), m.index);
    from = m.index + m[0].length;
    const term = termOf(m);
    if (NOT_A_PARTY.test(term)) continue;
    const tail = lastParty(window);
    const company = partyName(tail);
    const name = company ?? personName(tail);
    // Openings define other things too ("Shares", "Schedule", "Initial Term"): a term is a party's when it names a
    // role, shortens the name it follows, or is a company's acronym (often its ticker: "XSPA").
    const acronymOfCompany = company !== null && /^[A-Z][A-Z0-9&]{1,5}$/.test(term);
    if (!(namesARole(term) || acronymOfCompany || shortens(term, name ?? "", tail) || abbreviates(term, window))) {
      if (company) add(names, company);
      continue;
    }
    add(roles, term);
    if (name) add(names, name);
  }
  return { opening, names, roles };
}

/**
 * A company's legal form ends its name: "Aduro Biotech, Inc.", "IREYA B.V", "695014 B.C. Ltd.", "Rise (Tianjin) Education Co., Ltd.". Its words stay on one
 * line (a title above it is not part of it), and "a Delaware corporation" describes a party rather than naming one.
 */
const COMPANY_NAME = new RegExp(
  String.raw`(?<!\b(?:a|an)\s)\b(?:\d+[^\S\n]+)?\d*[A-Z][\w&'’.-]*(?:[^\S\n]+(?:[A-Z][\w&'’.-]*|of|&|\([A-Z][\w&'’. -]*\)))*?,?\s+` +
    String.raw`(?:Inc|INC|inc|Incorporated|LLC|L\.L\.C|Ltd|LTD|Limited|LIMITED|Corp|CORP|Corporation|CORPORATION|LLP|L\.?P|plc|PLC|B\.V|N\.V|GmbH\s*&\s*Co\.?\s*KG|GmbH|GMBH|KG|AG|S\.A|SE|Pvt\.?\s+Ltd|Private\s+Limited)\.?(?![\w])`,
);

/** Every company name in a text (`COMPANY_NAME`, global). */
const COMPANY_NAMES = new RegExp(COMPANY_NAME.source, "g");

function partyName(text: string): string | null {
  return COMPANY_NAME.exec(text.replace(/[^\S\n]+/g, " "))?.[0].replace(/\s+/g, " ") ?? null;
}

/** What a party is called for what it does: "Licensee", "Distributor", "Consultant", "Company", "Party B". */
const ROLE =
  /^(?:[A-Z][\w-]*\s+){0,2}(?:[A-Z][a-z]+(?:or|er|ee|ant|ent|ist|ary)s?|Company|Corporation|Agency|Bank|Client|Customer|Buyer|Owner|Partnership|Trust|Fund|Club|Affiliate|Counterparty|Executive|Individual|Professional|Principal|Celebrity|Talent|Persons?|Part(?:y|ies)(?:\s+[A-Z1-9])?)$/;
/** Words with a role's ending that name things: "Purchase Order", "Cover Letter", "Registration Number". */
const THING = /\b(?:Order|Letter|Number|Chapter|Quarter|Cent(?:er|re)|Register|Matter|Charter|Master|Other|Computer|Server|Transfer|Offer|Filter|Container|Content|Agreement|Amendment|Statement|Equipment|Component|Payment|Document|Instrument|Segment|Element|Department|Investment|Settlement|Account|Summary|Glossary|Territory)$/;

function namesARole(term: string): boolean {
  const titled = term.replace(/\b([A-Z])([A-Z]+)\b/g, (_, first: string, rest: string) => first + rest.toLowerCase());
  return ROLE.test(titled) && !THING.test(titled);
}

/**
 * "Accuray" for "Accuray Incorporated", "2TheMart" for "2THEMART.COM, INC.", "GA" for "GA Retail, Inc.", "Dynamex" for
 * "… Canada Ltd., a subsidiary of Dynamex Inc.": a word of the party's name, or of a company or trading name just before
 * the term. Not any capitalised word: "the Delta Software Platform (the "Platform")" defines a thing.
 */
function shortens(term: string, name: string, before: string): boolean {
  const words = (text: string) => text.toLowerCase().split(/[^a-z0-9&]+/).filter(Boolean);
  const flat = before.replace(/[^\S\n]+/g, " ");
  const companies = [...flat.matchAll(COMPANY_NAMES)].map((m) => m[0]);
  // "EWSD I, LLC d/b/a Shi Farms": the trading name is the party's too.
  const tradingNames = [...flat.matchAll(/\b(?:d\/b\/a|doing\s+business\s+as|trading\s+as|t\/a)\s+([A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,4})/g)].map((m) => m[1]);
  const known = new Set([...words(name), ...[...companies, ...tradingNames].flatMap(words)]);
  if (words(term).some((w) => (w.length >= 3 || /^[A-Z0-9&]+$/.test(term)) && known.has(w))) return true;
  const short = term.toLowerCase().replace(/[^a-z0-9]/g, "");
  return short.length >= 3 && name.toLowerCase().replace(/[^a-z0-9]/g, "").startsWith(short);
}

/** "IBM" after "International Business Machines Corporation", "NCM" after "National CineMedia, LLC". */
function abbreviates(term: string, before: string): boolean {
  if (!/^[A-Z][A-Z0-9&]{1,7}$/.test(term)) return false;
  const initials = before
    .split(/[\s.,-]+/)
    .filter((w) => /^[A-Z0-9]/.test(w))
    .map((w) => (/^[A-Z][a-z]/.test(w) ? w.replace(/[^A-Z]/g, "") : w[0]))
    .join("");
  return initials.includes(term.replace(/&/g, ""));
}

/** The text after the last "and", "between" or "by" that starts a name ("represented by" a signatory does not). */
function lastParty(window: string): string {
  return window.split(/(?<!(?:represented|acting|signed|executed)\s)\b(?:and|between|by)\s+(?=[A-Z])|;/).pop() ?? "";
}

/** A person or an unincorporated party: the capitalised words that open the text. */
function personName(text: string): string | null {
  // A party listed as "(c) Diplomat Eyewear Group" or "2. Jane Doe": the list marker is not part of the name.
  const line = (text.split("\n").pop() ?? "").replace(/^\s*(?:\(\s*[a-z0-9]{1,4}\s*\)|[a-z0-9]{1,3}[.)])\s+/i, "");
  const name = /^\s*([A-Z][\w.&'’ -]{1,80}?)\s*(?:,|\(|$)/.exec(line)?.[1];
  return name && NAME_WORDS.test(name) ? name : null;
}

/** Every word of a name is capitalised, or a particle ("Andrea van Elsas", "University of Iowa"): not a sentence. */
const NAME_WORDS = /^\d*[A-Z][\w'’&.-]*(?:\s+(?:[A-Z][\w'’&.-]*|van|von|de|der|den|da|di|del|la|le|du|bin|al|of|and|&)){0,9}$/;

/** The reviewing party's aliases: the role defined right after its name in the opening. */
function perspectiveAliases(opening: string, perspective: string | null): string[] {
  if (!perspective) return [];
  const at = opening.toLowerCase().indexOf(perspective);
  if (at < 0) return [];
  // The defined term that follows the name itself, not one that belongs to the next party ("X and Y ("Y")").
  const after = opening.slice(at + perspective.length, at + perspective.length + 250);
  const role = DEFINED_TERM.exec(after);
  if (!role || /\band\s+[A-Z]|\(/.test(after.slice(0, role.index)) || NOT_A_PARTY.test(termOf(role))) return [];
  return [termOf(role).toLowerCase()];
}

/** An amendment or a joint filing agreement changes or records one point; it is not expected to be a whole contract. */
const PARTIAL_INSTRUMENT =
  /\b(?:is|are)\s+hereby\s+(?:amended|deleted|modified)\b|\bagree\s+to\s+(?:amend|modify)\s+the\s+(?:\w+\s+){0,4}Agreement\b|^\s*(?:AMENDMENT|Amendment)\s+(?:No\.?|NO\.?|Number|NUMBER)\s*\w+|\bRule\s+13d-1\(k\)|\bJOINT\s+FILING\s+AGREEMENT\b/m;

interface AnalysisOptions {
  chain: string[];
  perspective: string | null;
  metadataTitle?: string | null;
}

/**
 * The deterministic, offline review: segment → classify → playbook → missing clauses → overall risk.
 * `overall_risk` rule: the highest risk among clause findings and missing-clause findings; "low" when none.
 */
export function analyzeDeterministic(pages: { page: number; text: string }[], opts: AnalysisOptions): DeterministicAnalysis {
  return runToEnd(analysisSteps(pages, opts));
}

/**
 * The same review, giving the event loop back every `sliceMs` of work: the largest contracts take 100–150 ms to read,
 * which the server's other calls should not wait for.
 */
export function analyzeDeterministicInSlices(pages: { page: number; text: string }[], opts: AnalysisOptions, sliceMs?: number): Promise<DeterministicAnalysis> {
  return runInSlices(analysisSteps(pages, opts), sliceMs);
}

/** The review as steps: it yields after each clause is classified and after each is reviewed. */
function* analysisSteps(pages: { page: number; text: string }[], opts: AnalysisOptions): Steps<DeterministicAnalysis> {
  const fullText = pages.map((p) => p.text).join("\n");
  const asked = opts.perspective?.trim().toLowerCase() || null;
  // A party the document never names cannot be told apart from the others: such a review takes no side, and says so.
  const perspective = asked && fullText.toLowerCase().includes(asked) ? asked : null;
  const preamble = preambleOf(fullText);
  const ctx: ReviewContext = {
    chain: opts.chain,
    perspective,
    perspectiveAliases: perspectiveAliases(preamble.opening, perspective),
    parties: [...new Set([...preamble.roles, ...preamble.names].map((p) => p.toLowerCase()))],
    consumer: readsAsConsumerContract(fullText),
  };
  const segs = segment(pages);
  const found: string[][] = [];
  for (let i = 0; i < segs.length; i++) {
    found.push(classifyAt(segs, i));
    yield;
  }
  const clauses: DraftClause[] = [];
  for (const [i, seg] of segs.entries()) {
    const reviewed = seg.kind !== "signature" && seg.kind !== "exhibit";
    const findings = reviewed ? reviewClause(seg.text, screeningCategories(seg, found[i]), ctx) : [];
    // A category whose rule found an issue in the text is the clause's, even when the detector missed it.
    const cats = [...new Set([...found[i], ...findings.flatMap((f) => (f.category ? [f.category] : []))])];
    const risk = findings.length ? maxRisk(findings.map((f) => f.risk)) : "low";
    const category = primaryCategory(seg, cats, findings.find((f) => f.risk === risk)?.category ?? null);
    clauses.push({
      clause_number: i + 1,
      clause_text: seg.text,
      heading: seg.heading,
      label: seg.label,
      page: seg.page,
      kind: seg.kind,
      category,
      categories: cats,
      risk_level: risk,
      findings: findings.length ? findings.map((f) => f.finding).join(" ") : describeNoIssue(seg, category),
      suggested_fix: findings.length ? findings.map((f) => f.fix).join(" ") : null,
      cites: dedupe(findings.flatMap((f) => f.cites)),
    });
    yield;
  }
  const partial = PARTIAL_INSTRUMENT.test(fullText.slice(0, 4000));
  const satisfies = (e: ExpectedClause, c: DraftClause) =>
    e.satisfiedBy.some((id) => c.categories.includes(id)) && (!e.confirmedBy || e.confirmedBy.test(`${c.heading ?? ""}. ${c.clause_text}`));
  const missing: DraftMissing[] = expectedClauses
    .filter((e) => !partial && !clauses.some((c) => satisfies(e, c)))
    .filter((e) => !e.alsoSatisfiedBy || !clauses.some((c) => e.alsoSatisfiedBy!({ heading: c.heading, text: c.clause_text })))
    .map((e) => ({ category: e.id, name: e.name, risk_level: e.risk, finding: e.finding, suggested_fix: e.fix, cites: [] }));
  const overall_risk = maxRisk([...clauses.map((c) => c.risk_level), ...missing.map((m) => m.risk_level)]);
  const title = documentTitle(segs, opts.metadataTitle ?? null);
  const facts = keyFacts(preamble, fullText, clauses);
  return {
    title,
    clauses,
    missing,
    overall_risk,
    facts,
    summary: offlineSummary(title, clauses, missing, overall_risk, facts),
    overview: offlineOverview(title, clauses, facts),
    perspectiveNotFound: asked !== null && perspective === null,
  };
}

function describeNoIssue(seg: Segment, category: string | null): string {
  if (seg.kind === "signature") return "Signature block.";
  if (seg.kind === "exhibit") return "Exhibit or schedule; not reviewed by the playbook.";
  return category ? `${categoryById.get(category)?.name ?? category} clause; no playbook issue found.` : "No playbook issue found.";
}

function dedupe(cites: Cite[]): Cite[] {
  return cites.filter((c, i) => cites.findIndex((d) => d.source_id === c.source_id && d.article === c.article) === i);
}

function documentTitle(segs: Segment[], metadata: string | null): string {
  if (metadata) return metadata;
  // A line that reads as a sentence ("Section 4 … is hereby deleted and replaced with the following:", "Unless otherwise
  // defined in this Agreement, the capitalized terms … shall have") is not a title.
  const names = (t: string | null | undefined): t is string =>
    !!t &&
    /\b(?:AGREEMENT|CONTRACT|LEASE|LICEN[CS]E|TERMS|DEED|MEMORANDUM|ADDENDUM|AMENDMENT|Agreement|Contract|Amendment)\b/.test(t) &&
    t.length <= 120 &&
    !/[a-z)]\s*:\s*$|\b(?:is|are|shall|will)\s+hereby\b|\b(?:shall|will|must|herein|hereof|unless|means)\b/.test(t);
  for (const s of segs.slice(0, 4)) {
    const cand = [s.heading, s.text.split("\n")[0]].find(names);
    if (cand) return cand.trim().replace(/\s+/g, " ");
  }
  // A cover page run together into one line: its name in capitals ("MANUFACTURING AND SUPPLY AGREEMENT").
  const opening = segs.slice(0, 2).map((s) => `${s.heading ?? ""} ${s.text}`).join(" ").slice(0, 2000);
  for (const m of opening.matchAll(CAPITALISED_NAME)) {
    const name = m[0].replace(/\s+/g, " ").trim().replace(/^EXECUTION\s+(?:COPY|VERSION)\s+/, "");
    if (!/^(?:THIS|THE|SUCH|ANY|EACH)\s+\S+$/.test(name)) return name;
  }
  return (segs[0]?.heading ?? segs[0]?.text.split("\n")[0] ?? "Untitled document").slice(0, 120);
}

const CAPITALISED_NAME = /\b(?:(?:(?!(?:THIS|THE|AGREEMENT|CONTRACT)\b)[A-Z][A-Z0-9&'’,-]*|[-–])\s+){1,8}(?:AGREEMENT|CONTRACT|LEASE|LICEN[CS]E|DEED|MEMORANDUM|ADDENDUM|AMENDMENT)(?:\s+(?:NO\.|NUMBER)\s*\d+)?\b/g;

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const DATE = new RegExp(String.raw`\b(?:(?:${MONTHS})\s+\d{1,2},?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?(?:${MONTHS}),?\s+\d{4}|\d{4}-\d{2}-\d{2})\b`, "g");

/** The parties a review's key facts list: their names, then the roles they are given. */
function partiesOf(preamble: Preamble): string[] {
  return [...preamble.names, ...preamble.roles.filter((r) => !preamble.names.includes(r))].slice(0, 6);
}

/** The parties as a review lists them (npm run eval:clauses scores them against CUAD's labels). */
export function partiesNamedIn(fullText: string): string[] {
  return partiesOf(preambleOf(fullText));
}

function keyFacts(preamble: Preamble, text: string, clauses: DraftClause[]): KeyFacts {
  const parties = partiesOf(preamble);
  const dates = [...new Set([...text.slice(0, 20000).matchAll(DATE)].map((m) => m[0]))].slice(0, 6);
  const termClause = clauses.find((c) => c.categories.includes("expiration_date") || c.categories.includes("term"));
  const key_obligations = clauses
    .filter((c) => c.kind === "clause")
    .flatMap((c) => c.clause_text.split(/(?<=[.;])\s+/).filter((s) => /\b(?:shall|must|agrees?\s+to)\b/i.test(s)).slice(0, 1))
    .slice(0, 8)
    .map((s) => (s.length > 240 ? `${s.slice(0, 237)}...` : s));
  return { parties, dates, term: termClause ? termClause.clause_text.slice(0, 300) : null, key_obligations };
}

/** " between Acme Ltd and Beta Inc." for the first two parties, or nothing. */
function between(facts: KeyFacts): string {
  return facts.parties.length ? ` between ${facts.parties.slice(0, 2).join(" and ")}` : "";
}

/** A full stop, unless the text already ends with one ("Logan's Roadhouse, Inc."). */
function endSentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

/** The names of the clauses' main categories, in document order, at most twelve. */
function categoryNames(clauses: DraftClause[]): string[] {
  return [...new Set(clauses.map((c) => c.category).filter((c): c is string => !!c))].slice(0, 12).map((c) => categoryById.get(c)?.name ?? c);
}

function offlineOverview(title: string, clauses: DraftClause[], facts: KeyFacts): string {
  const cats = categoryNames(clauses);
  const term = facts.term?.split(/(?<=\.)\s/)[0].replace(/\s+/g, " ");
  return [
    endSentence(`${title}: ${clauses.length} clauses${between(facts)}${facts.dates.length ? `, dated ${facts.dates[0]}` : ""}`),
    term ? `Term: ${term}` : "",
    cats.length ? `It deals with: ${cats.join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function offlineSummary(title: string, clauses: DraftClause[], missing: DraftMissing[], overall: RiskLevel, facts: KeyFacts): string {
  const counts = (["critical", "high", "medium"] as RiskLevel[]).map((r) => `${clauses.filter((c) => c.risk_level === r).length} ${r}`).join(", ");
  const cats = categoryNames(clauses);
  return [
    endSentence(`${title}: ${clauses.length} clauses reviewed offline${between(facts)}`),
    `Clause risks: ${counts}. Overall risk: ${overall}.`,
    cats.length ? `Clause types found: ${cats.join(", ")}.` : "",
    missing.length ? `Missing: ${missing.map((m) => m.name).join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}
