import type { z } from "zod";
import type { citationSchema } from "@/lib/api/common-schemas";
import type { Registry } from "../sources/registry";
import { resolveCitation, type CitationResolution, type ResolveOptions, type UnverifiedReason } from "./resolve";
import { displayHeading } from "../sources/heading";

export type Citation = z.infer<typeof citationSchema>;

/** A citation as a model (or a client) claimed it; any of the fields may be missing or wrong. */
export interface ClaimedCitation {
  source_id?: string;
  article?: string;
  text?: string;
  title?: string;
  relevance_score?: number;
}

function clampScore(score: number | undefined): number {
  return score === undefined || Number.isNaN(score) ? 0 : Math.min(1, Math.max(0, score));
}

/**
 * The API's Citation object. A verified one speaks with the registry's voice: canonical title, the instrument's
 * own jurisdiction, canonical article plus pinpoint, and our own heading — summary as excerpt. An unverified one
 * only repeats what was claimed (never registry text that would lend it credibility), with an empty excerpt.
 */
export function toCitation(
  resolution: CitationResolution,
  options: { citation_id: string; relevance_score?: number; jurisdiction: string; claimed?: ClaimedCitation },
): Citation {
  const relevance_score = clampScore(options.relevance_score);
  if (resolution.verified) {
    const { instrument, provision } = resolution;
    return {
      citation_id: options.citation_id,
      source_id: instrument.source_id,
      title: instrument.title,
      jurisdiction: instrument.jurisdiction,
      article: `${provision.article}${resolution.pinpoint ?? ""}`,
      excerpt: `${displayHeading(provision.heading)} — ${provision.summary}`,
      relevance_score,
      verified: true,
    };
  }
  const claimed = options.claimed ?? {};
  const claimedArticle = resolution.article === undefined ? "" : `${resolution.article}${resolution.pinpoint ?? ""}`;
  return {
    citation_id: options.citation_id,
    source_id: claimed.source_id ?? resolution.source_id ?? "",
    title: claimed.title ?? resolution.instrument_name ?? "",
    // The identified instrument's own jurisdiction, when there is one, so a CCPA citation made for IN shows US-CA.
    jurisdiction: resolution.jurisdiction ?? options.jurisdiction,
    article: claimed.article ?? claimedArticle,
    excerpt: "",
    relevance_score,
    verified: false,
  };
}

export interface UnverifiedCitation {
  citation_id: string;
  reason: UnverifiedReason;
  claimed: ClaimedCitation;
}

/** Resolves each claim in order and numbers the results c1, c2, …; every claim yields one citation. */
export function verifyCitations(
  registry: Registry,
  claimed: readonly ClaimedCitation[],
  options: ResolveOptions,
): { citations: Citation[]; unverified: UnverifiedCitation[] } {
  const citations: Citation[] = [];
  const unverified: UnverifiedCitation[] = [];
  claimed.forEach((claim, index) => {
    const citation_id = `c${index + 1}`;
    const resolution = resolveCitation(registry, claim, options);
    citations.push(
      toCitation(resolution, {
        citation_id,
        relevance_score: claim.relevance_score,
        jurisdiction: options.jurisdiction,
        claimed: claim,
      }),
    );
    if (!resolution.verified) unverified.push({ citation_id, reason: resolution.reason, claimed: claim });
  });
  return { citations, unverified };
}
