import type { ClauseSpec, DraftContext } from "../types";
import type { DraftLanguage } from "./format";

/**
 * A type drafted natively in German or French: its own roles, title, recitals and clauses in that language, then the
 * language's boilerplate for the governing law. The composer (`compose.ts`) fills it through the same DraftContext as
 * an English template, with key-term values written in the language's conventions (`format.ts`).
 */
export interface NativeType {
  /** The roles as the preamble defines them: „Auftraggeber“, « le Prestataire ». */
  roles: (ctx: DraftContext) => { a: string; b: string };
  title: (ctx: DraftContext) => string;
  recitals?: (ctx: DraftContext) => string[];
  clauses: readonly ClauseSpec[];
  /** Boilerplate of the language's profile, in order, after the type's own clauses. */
  boilerplate: readonly ClauseSpec[];
  /** A natural person as party B (an employee): no "represented by" line. */
  individualB?: boolean;
  /** Executed by notarial recording, not private signature (obligations to assign GmbH shares, GmbHG § 15(4)). */
  notarial?: boolean;
}

/** How one language lays out what is not a clause: preamble, operative words, signatures, numbering. */
export interface NativeDrafting {
  language: DraftLanguage;
  type: NativeType;
  preamble: (ctx: DraftContext, title: string) => string;
  operativeWords: (hasRecitals: boolean) => string;
  signatureBlocks: (ctx: DraftContext) => string;
  /** Heading of the clause that takes key terms the type has no place for, and one line of it. */
  specialTerms: { heading: string; line: (name: string, value: string) => string };
  /** "(1) …" in a German § , "3.1 …" in a French article. */
  subClause: (clause: number, index: number, text: string) => string;
}

/** How full_text and the Word file head clauses and the recitals in each language. */
export interface Layout {
  clauseHeading: (n: number, heading: string) => string;
  background: string;
  /** Word list numbering text for a clause and a sub-clause. */
  wordLevels: [string, string];
  /** A sub-clause line as the text numbers it, so the Word file can number it as a list instead. */
  subClausePattern: RegExp;
  /** A clause heading as both full_text and the Word file write it after the number ("LIMITATION OF LIABILITY"). */
  headingText: (heading: string) => string;
  page: [string, string];
  /** The Word file's title page: the words before each party (both-sided, then one-sided instruments) and the date. */
  cover: { between: [string, string]; grantedBy: [string, string]; dated: string };
}

export const layouts: Record<"en" | DraftLanguage, Layout> = {
  en: { clauseHeading: (n, h) => `${n}. ${h.toUpperCase()}`, background: "BACKGROUND", wordLevels: ["%1.", "%1.%2"], subClausePattern: /^\d+\.\d+\s+(.*)$/s, headingText: (h) => h.toUpperCase(), page: ["Page ", " of "], cover: { between: ["between", "and"], grantedBy: ["by", "in favour of"], dated: "Dated" } },
  de: { clauseHeading: (n, h) => `§ ${n} ${h}`, background: "Präambel", wordLevels: ["§ %1", "(%2)"], subClausePattern: /^\(\d+\)\s+(.*)$/s, headingText: (h) => h, page: ["Seite ", " von "], cover: { between: ["zwischen", "und"], grantedBy: ["von", "zugunsten von"], dated: "Datum" } },
  fr: { clauseHeading: (n, h) => `Article ${n} – ${h}`, background: "PRÉAMBULE", wordLevels: ["Article %1 –", "%1.%2"], subClausePattern: /^\d+\.\d+\s+(.*)$/s, headingText: (h) => h, page: ["Page ", " sur "], cover: { between: ["ENTRE", "ET"], grantedBy: ["PAR", "AU PROFIT DE"], dated: "Date" } },
};

/** The value the caller gave, or the language's own wording in place of the template's English default. */
export function given(ctx: DraftContext, name: string, fallback: string): string {
  return ctx.given(name) ? ctx.term(name) : fallback;
}

/**
 * A company (its name carries a legal form) is represented; a natural person signs for themself. A form ending in a
 * full stop ("B.V.", "S.A.") may close the name, where no word boundary follows it: the end is "no word character".
 */
const COMPANY = /\b(GmbH|AG|KG|KGaA|OHG|SE|UG|e\. ?V\.|mbH|GbR|PartG|Ltd|Limited|Inc|LLC|LLP|plc|SAS|SARL|SA|S\.A\.|S\.L\.|BV|B\.V\.|NV|N\.V\.|Sp\. z o\.o\.)(?!\w)/;
export const isCompany = (name: string) => COMPANY.test(name);
