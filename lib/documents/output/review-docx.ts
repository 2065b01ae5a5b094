import "server-only";
import { decodeBase64 } from "../extract/decode";
import { inflateDocxParts } from "../extract/docx";
import { addReviewComments, type ReviewComment } from "./docx-comments";

interface ReviewedClause {
  clause_text: string;
  heading: string | null;
  label: string | null;
  clause_number: number;
  risk_level: string;
  findings: string;
  suggested_fix: string | null;
  citation_ids: string[];
}

interface Review {
  document_title: string;
  summary: string;
  overall_risk: string | null;
  clauses: ReviewedClause[];
  missing_clauses: { category: string; risk_level: string; finding: string; suggested_fix: string; citation_ids: string[] }[];
  citations: { citation_id: string; title: string; article: string; verified: boolean }[];
}

/** "The Transfer of Undertakings … Regulations 2006 (SI 2006/246), 3" for each verified citation of a finding. */
function provisions(review: Review, ids: string[]): string {
  const named = ids.map((id) => review.citations.find((c) => c.citation_id === id)).filter((c) => c?.verified).map((c) => `${c!.title}, ${c!.article}`);
  return named.length ? `Provisions: ${named.join("; ")}.` : "";
}

/**
 * The comments of a Word review: one on the first paragraph with the overall risk and the summary, one per missing
 * clause there too, and one per clause with a finding (a suggested fix), on that clause's paragraphs.
 */
export function reviewComments(review: Review): ReviewComment[] {
  const overall: ReviewComment = { anchorText: null, paragraphs: [`Review of ${review.document_title}${review.overall_risk ? `: overall risk ${review.overall_risk}` : ""}.`, review.summary] };
  const missing = review.missing_clauses.map((m) => ({
    anchorText: null,
    paragraphs: [`Risk: ${m.risk_level}. Missing: ${m.category.replace(/_/g, " ")}.`, `Finding: ${m.finding}`, `Suggested fix: ${m.suggested_fix}`, provisions(review, m.citation_ids)],
  }));
  const clauses = review.clauses
    .filter((c) => c.suggested_fix !== null)
    .map((c) => ({
      anchorText: c.clause_text,
      paragraphs: [`Risk: ${c.risk_level}. Clause ${c.label ?? c.clause_number}${c.heading ? ` (${c.heading})` : ""}.`, `Finding: ${c.findings}`, `Suggested fix: ${c.suggested_fix}`, provisions(review, c.citation_ids)],
    }));
  return [overall, ...missing, ...clauses];
}

/** The uploaded DOCX with the review's comments, as `docx_base64` and `docx_filename`. */
export async function reviewDocx(documentBase64: string, review: Review, now: Date): Promise<{ docx_base64: string; docx_filename: string; docx_comments: number }> {
  const parts = await inflateDocxParts(decodeBase64(documentBase64));
  const comments = reviewComments(review);
  const out = addReviewComments(parts, comments, { author: "Legal AI review", initials: "AI", date: now });
  const stem = review.document_title.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "").slice(0, 80) || "document";
  return { docx_base64: Buffer.from(out.bytes).toString("base64"), docx_filename: `${stem}-review.docx`, docx_comments: out.total };
}
