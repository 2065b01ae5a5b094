import "server-only";
import type { z } from "zod";
import type { citationSchema } from "@/lib/api/common-schemas";
import { verifyCitations } from "@/lib/legal/citations/build-citation";
import type { Registry } from "@/lib/legal/sources/registry";
import type { RetrievedProvision } from "@/lib/legal/retrieval/search";
import { unverifiedCitationWarning, type Warning } from "./warnings";

type Citation = z.infer<typeof citationSchema>;

/**
 * Model output is untrusted: every citation it claims is resolved against the registry for the requested
 * jurisdiction. Verified ones take their relevance from retrieval; unverified ones stay in the response with
 * `verified: false` and a warning each.
 */
export function verifyModelCitations(
  registry: Registry,
  claimed: { source_id: string; article: string }[],
  options: { jurisdiction: string; retrieved: RetrievedProvision[] },
): { citations: Citation[]; warnings: Warning[]; allVerified: boolean } {
  const contextSourceIds = [...new Set(options.retrieved.map((p) => p.source_id))];
  const unique = claimed.filter(
    (c, i) => claimed.findIndex((d) => d.source_id === c.source_id && d.article === c.article) === i,
  );
  const { citations, unverified } = verifyCitations(registry, unique, { jurisdiction: options.jurisdiction, contextSourceIds });
  const scoreOf = (c: Citation) =>
    options.retrieved.find((p) => p.source_id === c.source_id && p.article === c.article.replace(/\(.*$/, ""))?.relevance_score ?? 0;
  const withScores = citations.map((c) => ({ ...c, relevance_score: c.verified ? scoreOf(c) : 0 }));
  const warnings = unverified.map((u) =>
    unverifiedCitationWarning(u.citation_id, `${u.claimed.source_id ?? "?"} ${u.claimed.article ?? ""}`.trim(), u.reason),
  );
  return { citations: withScores, warnings, allVerified: unverified.length === 0 };
}
