import { z } from "zod";

/**
 * The source registry's typed shape. Every built-in data file and every operator import is validated
 * against these schemas at load, so a malformed record fails loudly instead of producing a bad citation.
 */

export const instrumentKindSchema = z.enum(["statute", "regulation", "directive", "code", "standard"]);

/** How a provision of the instrument is cited: "Art. 17" vs "s. 27" vs "§ 164.502" vs "r. 3". */
export const provisionLabelSchema = z.enum(["article", "section", "rule", "regulation", "paragraph"]);

export const provisionSchema = z.object({
  /** The provision's number exactly as the instrument numbers it: "17", "2", "78dd-1", "164.502", "3A". */
  article: z.string().trim().min(1).max(40),
  /** The official heading (title) of the provision, exact. */
  heading: z.string().trim().min(1).max(300),
  /** What the provision does, in our own words (never copied text). */
  summary: z.string().trim().min(30).max(2000),
  /** Lower-case topic tags used by retrieval and compliance detection, e.g. "personal-data", "consent". */
  topics: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/)).min(1).max(12),
  /**
   * Everyday situations the provision answers, each in a non-lawyer's words ("my landlord kept my deposit"). Written
   * for the provision, never for an evaluation question; retrieval indexes them beside heading and summary.
   */
  situations: z.array(z.string().trim().min(10).max(300)).max(12).optional(),
  /** The provision's official text, only from a public-domain or openly licensed source named in `provenance`. */
  text: z.string().trim().min(1).max(50_000).optional(),
});

/** Where stored official text comes from: required when any provision carries `text`. */
export const provenanceSchema = z.object({
  /** The publisher of the text: "legislation.gov.uk", "Office of the Law Revision Counsel (uscode.house.gov)". */
  source: z.string().trim().min(3).max(200),
  url: z.url(),
  /** The version (point in time) of the text that was stored, YYYY-MM-DD. */
  version_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** "Open Government Licence v3.0", "Public domain (17 U.S.C. 105)", … */
  licence: z.string().trim().min(3).max(200),
});

export const instrumentSchema = z.object({
  /** Stable slug, unique in the registry: "eu-gdpr", "in-contract-act-1872", "us-fcpa". */
  source_id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,80}$/),
  /** The official title, exact: "Regulation (EU) 2016/679 (General Data Protection Regulation)". */
  title: z.string().trim().min(3).max(300),
  /** Short names and aliases people use: ["GDPR", "General Data Protection Regulation"]. */
  short_names: z.array(z.string().trim().min(2).max(120)).min(1),
  /** Jurisdiction code the instrument belongs to: "EU", "US", "US-CA", "GB", "IN", "SG", ... */
  jurisdiction: z.string().regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/),
  kind: instrumentKindSchema,
  provision_label: provisionLabelSchema,
  /**
   * Where the instrument is codified, when provisions are cited by code section:
   * "15 U.S.C." for the FCPA (so "15 U.S.C. § 78dd-1" resolves), "45 C.F.R." for HIPAA rules.
   */
  codified_at: z.string().trim().min(3).max(40).optional(),
  official_url: z.url(),
  /** Date of enactment or adoption, YYYY-MM-DD (or YYYY when only the year is certain). */
  date: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
  /** The date the titles, numbers and headings were last checked against the official source, YYYY-MM-DD. */
  as_of: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  provenance: provenanceSchema.optional(),
  provisions: z.array(provisionSchema).min(1),
}).refine((ins) => ins.provenance !== undefined || ins.provisions.every((p) => p.text === undefined), {
  message: "provisions carry official text but the instrument names no provenance (source, url, version_date, licence)",
  path: ["provenance"],
});

export type InstrumentKind = z.infer<typeof instrumentKindSchema>;
export type Provision = z.infer<typeof provisionSchema>;
export type Instrument = z.infer<typeof instrumentSchema>;
export type Provenance = z.infer<typeof provenanceSchema>;
/** What a data file declares (before validation). */
export type InstrumentInput = z.input<typeof instrumentSchema>;
