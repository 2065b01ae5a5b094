import "server-only";
import { z } from "zod";
import { DISCLAIMER } from "@/lib/legal/disclaimer";
import { getRegistry } from "@/lib/legal/runtime-registry";
import type { Registry } from "@/lib/legal/sources/registry";
import { verifyCitations } from "@/lib/legal/citations/build-citation";
import { getJurisdiction, jurisdictionChain } from "@/lib/legal/jurisdictions";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/problem";
import { log } from "@/lib/log";
import { getModelPool } from "@/lib/model/pools";
import { modeSettings } from "@/lib/model/modes";
import { callStructured } from "@/lib/model/structured";
import { describeFailure } from "@/lib/chat/respond";
import type { HandlerContext, HandlerResult } from "@/lib/pipeline/types";
import { degradedWarning, repairedOutputWarning, sandboxWarning, unverifiedCitationWarning, type Warning } from "@/lib/answers/warnings";
import { detectApplicableLaws } from "@/lib/compliance/detect";
import { baselineFindingSteps } from "@/lib/compliance/baseline";
import { reviewDocumentSteps } from "@/lib/compliance/document";
import { runInSlices } from "@/lib/async/slices";
import { analyzeDeterministicInSlices, type DeterministicAnalysis } from "./analyze";
import type { Cite } from "./playbook";
import { riskLevels } from "./playbook";
import { driversSentence } from "./report/drivers";
import { decodeBase64, DocumentTooLarge, MAX_DOCUMENT_CHARS } from "./extract/decode";
import { reviewDocx } from "./output/review-docx";
import { extractDocument, textDocument, UnreadableDocument, type ExtractionResult } from "./extract/index";
import type { DocumentAnalyzeRequest } from "./operations";

const refinementSchema = z.object({
  summary: z.string().min(1),
  clauses: z.array(
    z.object({
      clause_number: z.number().int(),
      risk_level: z.enum(["low", "medium", "high", "critical"]),
      findings: z.string().min(1),
      suggested_fix: z.string().nullable().optional(),
      citations: z.array(z.object({ source_id: z.string(), article: z.string() })),
    }),
  ),
});

/** Reads the request's document: text as is, or base64 decoded and extracted by its magic bytes. */
export async function readDocument(body: DocumentAnalyzeRequest): Promise<ExtractionResult> {
  if (body.document_text !== undefined) return textDocument(body.document_text);
  try {
    return await extractDocument(decodeBase64(body.document_base64!), { maxChars: MAX_DOCUMENT_CHARS });
  } catch (err) {
    if (err instanceof UnreadableDocument) throw new ApiError("unreadable_document", err.message);
    if (err instanceof DocumentTooLarge) throw new ApiError("payload_too_large", err.message);
    throw err;
  }
}

/**
 * POST /v1/documents/analyze. Deterministic review first (segmentation, classification, playbook, missing
 * clauses); `compliance` adds the compliance check's detected regulations; then the model (dedicated /v1 pool)
 * refines findings and summary within DOCUMENT_MAX_TOKENS, streamed under DOCUMENT_MODEL_TIMEOUT_MS. Sandbox: never
 * the model. Model failure (an answer cut off at the output limit included): the deterministic result, degraded.
 */
export async function analyzeDocument(ctx: HandlerContext<DocumentAnalyzeRequest, unknown>): Promise<HandlerResult> {
  const body = ctx.body;
  const doc = await readDocument(body);
  if (body.output === "docx" && doc.kind !== "docx") {
    throw new ApiError("invalid_request", `output: "docx" needs a DOCX file in document_base64; this file is a ${doc.kind.toUpperCase()}.`);
  }
  const registry = await getRegistry();
  const warnings: Warning[] = [];
  if (doc.ocr && doc.ocr.pages > 0) {
    warnings.push({ code: "ocr_used", message: ocrMessage(doc.ocr) });
  }
  if (doc.ocr && doc.ocr.skippedPages > 0) {
    warnings.push({ code: "ocr_capped", message: `${doc.ocr.skippedPages} further scanned page(s) were not read: OCR is capped per document; their content is missing from this review.` });
  }
  const analysis = await analyzeDeterministicInSlices(doc.pages, { chain: jurisdictionChain(body.jurisdiction), perspective: body.perspective ?? null, metadataTitle: doc.title });
  if (analysis.clauses.length === 0) throw new ApiError("unreadable_document", "No clauses could be found in the document's text.");
  const found = analysis.partiesFound.length ? ` Parties found: ${analysis.partiesFound.join("; ")}.` : "";
  if (analysis.perspectiveNotFound) {
    warnings.push({
      code: "perspective_not_found",
      message: `"${body.perspective}" does not occur in the document, so the review takes neither side. Name the party as the document does (its name or its defined role).${found}`,
    });
  }
  if (analysis.perspectiveNotAParty) {
    warnings.push({
      code: "perspective_not_a_party",
      message: `"${body.perspective}" is not one of the document's parties, so the review takes neither side and says whom each clause favours.${found}`,
    });
  }
  if (analysis.lawMismatch && analysis.facts.governing_law) {
    warnings.push({ code: "governing_law_mismatch", message: lawMismatchMessage(body.jurisdiction, analysis.lawMismatch, analysis.facts.governing_law.clause_label ?? analysis.facts.governing_law.clause_number) });
  }
  if (body.analysis_type === "compliance") await addCompliance(registry, analysis, doc.pages.map((p) => p.text).join("\n"), body.jurisdiction);

  let degraded = false;
  let tokens = { tokensIn: 0, tokensOut: 0 };
  const pool = ctx.auth?.sandbox ? null : getModelPool("v1");
  if (ctx.auth?.sandbox) warnings.push(sandboxWarning());
  else if (!pool) {
    degraded = true;
    warnings.push(degradedWarning("no model is configured"));
  } else {
    try {
      const refined = await callStructured(
        {
          pool,
          settings: { ...modeSettings("medium"), maxTokens: env().DOCUMENT_MAX_TOKENS },
          timeoutMs: env().DOCUMENT_MODEL_TIMEOUT_MS,
          system: refinementPrompt(body, analysis, registry),
          user: refinementInput(analysis),
          tool: { name: "submit_review", description: "Submit the refined contract review.", schema: refinementSchema },
          signal: ctx.request.signal,
        },
        () => null,
      );
      mergeRefinement(analysis, refined.value, warnings);
      tokens = { tokensIn: refined.tokensIn, tokensOut: refined.tokensOut };
      if (refined.repaired) warnings.push(repairedOutputWarning());
    } catch (err) {
      if (ctx.request.signal.aborted) throw err;
      log.warn("documents degraded", { request_id: ctx.requestId, err: err instanceof Error ? err.message : String(err) });
      degraded = true;
      warnings.push(degradedWarning(describeFailure(err)));
    }
  }
  const response = buildResponse(ctx, registry, analysis, doc, warnings);
  if (body.output === "docx") {
    const { docx_base64, docx_filename } = await reviewDocx(body.document_base64!, response, new Date());
    return { body: { ...response, docx_base64, docx_filename }, degraded, ...tokens };
  }
  return { body: response, degraded, ...tokens };
}

/**
 * What the `governing_law_mismatch` warning says: the contract chooses another law, so the review tested it against
 * that law, not the requested jurisdiction's (whose mandatory rules may still reach it, such as California's on
 * restraints of trade, which the review keeps).
 */
/** `clause`: the contract's own number for the clause choosing the law ("7.1"), or its position when it has none. */
export function lawMismatchMessage(requested: string, chosen: string, clause: string | number): string {
  const name = (code: string) => getJurisdiction(code)?.name ?? code;
  const ucta = requested === "GB" ? " The Unfair Contract Terms Act 1977's controls on exclusion clauses are not applied: a contract governed by a foreign law is generally outside them unless that choice was imposed to evade the Act (s.27)." : "";
  return `The contract chooses the law of ${name(chosen)} (${chosen}, clause ${clause}), not ${name(requested)} (${requested}): its clauses were reviewed under ${name(chosen)}'s rules where we hold them, and under general principles otherwise.${ucta} Check any mandatory rules of ${name(requested)} that apply regardless of the choice.`;
}

/** What the `ocr_used` warning says: pages read and their confidence, and blank pages apart (they have nothing to check). */
export function ocrMessage(ocr: NonNullable<ExtractionResult["ocr"]>): string {
  const read = ocr.pages - ocr.blankPages;
  const blank = ocr.blankPages > 0 ? `${ocr.blankPages} scanned page(s) had no text even after OCR (blank or graphics only)` : "";
  if (read === 0) return `${blank}.`;
  const used = `${read} scanned page(s) were read by OCR (mean confidence ${ocr.meanConfidence}%); check quoted text against the original`;
  return blank ? `${used}. ${blank}.` : `${used}.`;
}

/** The compliance check's detected regulations, mapped onto the clauses that deal with them (or listed as missing). */
async function addCompliance(registry: Registry, analysis: DeterministicAnalysis, text: string, jurisdiction: string): Promise<void> {
  // The text is read once for every law, and the rule packs run in slices: it can be a million characters.
  const doc = await runInSlices(reviewDocumentSteps(text));
  const detected = detectApplicableLaws(registry, jurisdiction, text, doc);
  for (const law of detected) {
    const instrument = registry.getInstrument(law.sourceId)!;
    const name = instrument.short_names[0] ?? instrument.title;
    const finding = await runInSlices(baselineFindingSteps(instrument, text, name, { doc }));
    const names = [instrument.title, ...instrument.short_names].map((n) => n.toLowerCase());
    const targets = analysis.clauses.filter(
      (c) => c.categories.includes("data_protection") || names.some((n) => n.length > 3 && c.clause_text.toLowerCase().includes(n)),
    );
    const note = `${name}: ${finding.finding}${finding.compliant ? "" : ` ${finding.recommendation}`}`;
    if (targets.length === 0) {
      analysis.missing.push({ category: `compliance:${law.sourceId}`, name, risk_level: finding.compliant ? "low" : "medium", finding: `${note} (Detected because: ${law.reason}.)`, suggested_fix: finding.recommendation, cites: finding.claimed });
      continue;
    }
    for (const clause of targets) {
      clause.findings = `${clause.findings} ${note}`.trim();
      if (!finding.compliant && clause.risk_level === "low") clause.risk_level = "medium";
      clause.cites.push(...finding.claimed.filter((c) => !clause.cites.some((d) => d.source_id === c.source_id && d.article === c.article)));
    }
  }
}

/** Instructions and the provisions the model may cite; the clauses themselves go in the user message (`refinementInput`). */
export function refinementPrompt(body: DocumentAnalyzeRequest, a: DeterministicAnalysis, registry: Registry): string {
  const cites = new Map<string, Cite>();
  for (const c of [...a.clauses.flatMap((x) => x.cites), ...a.missing.flatMap((m) => m.cites)]) cites.set(`${c.source_id}#${c.article}`, c);
  const provisions = [...cites.values()]
    .map((c) => {
      const p = registry.getProvision(c.source_id, c.article);
      return p ? `- source_id=${c.source_id} article=${c.article} | ${p.heading}: ${p.summary}` : null;
    })
    .filter(Boolean);
  return [
    "You are a contract lawyer reviewing the document whose clauses are in the user message.",
    `Jurisdiction: ${body.jurisdiction}. Acting for: ${body.perspective && !a.perspectiveNotFound && !a.perspectiveNotAParty ? body.perspective : "neither party (neutral review)"}. Analysis type: ${body.analysis_type}.`,
    `Document type: ${a.facts.document_type}. Parties: ${a.partiesFound.join("; ") || "not identified"}. Governing law chosen by the contract: ${a.facts.governing_law ? `${a.facts.governing_law.jurisdiction ?? "unrecognised place"} (clause ${a.facts.governing_law.clause_label ?? a.facts.governing_law.clause_number})` : "none found"}.`,
    ...(a.lawMismatch
      ? [`The contract chooses the law of ${a.lawMismatch}, not ${body.jurisdiction}: review it under ${a.lawMismatch} law, do not apply ${body.jurisdiction} statutes whose scope excludes a contract governed by another law (such as the Unfair Contract Terms Act 1977's controls), and say which law each finding rests on.`]
      : []),
    "Each clause's `beneficiary` is the party it protects and `obligor` the party giving it, read from the clause's own words (whose liability a cap limits, who indemnifies whom); \"mutual\" means both. Keep that direction: a cap on the other side's liability is a risk to the party you act for, a cap on its own liability protects it, and a mutual clause is said to be mutual. In a neutral review, say whom each one-sided clause favours.",
    "UCC Article 2 applies only to sales of goods: do not apply it to licences, services or other contracts. A cap on liability is not liquidated damages.",
    ...(a.checklistNote ? [`No clause is reported missing: ${a.checklistNote}`] : []),
    "A deterministic review produced the clauses and findings given as JSON (each clause's text is cut at 500 characters). Refine the clauses that matter: return an entry only for a clause whose risk_level or finding you change, or whose risk you confirm as medium or above, with a precise plain-words finding and a suggested fix; leave every other clause out (it keeps its deterministic finding). Keep findings short so the whole answer fits the output limit.",
    "Use only the clause_numbers given; do not invent clauses or quote text that is not in the clauses given.",
    `Missing clauses found: ${JSON.stringify(a.missing.map((m) => m.category))}.`,
    "Cite only provisions from this list, by exact source_id and article (cite nothing if none applies):",
    ...provisions,
    `Also write a summary of the whole document of at most 150 words${body.analysis_type === "summary" ? ": what it is, the parties, dates, term and main obligations, without assessing risk" : ""}. Submit with the submit_review tool.`,
  ].join("\n");
}

/** The most clauses one refinement reads: their JSON stays within the model's context beside the instructions. */
const MAX_REFINED_CLAUSES = 120;

/**
 * What the model refines: the document's title and its clauses (text cut at 500 characters), not the raw text. A
 * long agreement has more clauses than one call reads; the riskiest go first, then the categorised ones, so that a
 * liability cap at clause 150 is not dropped for boilerplate at clause 20. They are sent in document order.
 */
export function refinementInput(a: Pick<DeterministicAnalysis, "title" | "clauses">): string {
  const candidates = a.clauses.filter((c) => c.kind !== "signature" && c.kind !== "exhibit");
  const priority = (c: (typeof candidates)[number]) => riskLevels.indexOf(c.risk_level) * 2 + (c.category ? 1 : 0);
  const chosen = [...candidates]
    .sort((x, y) => priority(y) - priority(x) || x.clause_number - y.clause_number)
    .slice(0, MAX_REFINED_CLAUSES)
    .sort((x, y) => x.clause_number - y.clause_number)
    .map((c) => ({
      clause_number: c.clause_number,
      label: c.label,
      heading: c.heading,
      category: c.category,
      risk_level: c.risk_level,
      ...(c.beneficiary ? { beneficiary: c.beneficiary, obligor: c.obligor } : {}),
      findings: c.findings,
      text: c.clause_text.slice(0, 500),
    }));
  const left = candidates.length - chosen.length;
  return [
    `Document: ${a.title}`,
    "Its clauses as JSON:",
    JSON.stringify(chosen),
    ...(left > 0 ? [`(${left} further clauses, judged lower-risk, are not shown; leave them as they are.)`] : []),
  ].join("\n");
}

function mergeRefinement(a: DeterministicAnalysis, refined: z.infer<typeof refinementSchema>, warnings: Warning[]): void {
  const invented: number[] = [];
  for (const r of refined.clauses) {
    const clause = a.clauses.find((c) => c.clause_number === r.clause_number);
    if (!clause) {
      invented.push(r.clause_number);
      continue;
    }
    clause.risk_level = r.risk_level;
    clause.findings = r.findings;
    if (r.suggested_fix) clause.suggested_fix = r.suggested_fix;
    for (const c of r.citations) if (!clause.cites.some((d) => d.source_id === c.source_id && d.article === c.article)) clause.cites.push(c);
  }
  if (invented.length > 0) {
    warnings.push({ code: "model_output_dropped", message: `The model referred to clause number(s) ${invented.join(", ")} that are not in the document; those findings were dropped.` });
  }
  a.overview = refined.summary;
  const all = [...a.clauses.map((c) => c.risk_level), ...a.missing.map((m) => m.risk_level)];
  a.overall_risk = all.reduce((m, r) => (riskLevels.indexOf(r) > riskLevels.indexOf(m) ? r : m), "low");
  // The summary says which clauses set the overall risk, whatever the model wrote: a clause it re-rated keeps its words.
  for (const r of refined.clauses) {
    const clause = a.clauses.find((c) => c.clause_number === r.clause_number);
    if (clause) clause.driver = r.findings;
  }
  const why = driversSentence(a.clauses, a.missing, a.overall_risk);
  a.summary = why ? `${refined.summary} ${why}` : refined.summary;
}

function buildResponse(ctx: HandlerContext<DocumentAnalyzeRequest, unknown>, registry: Registry, a: DeterministicAnalysis, doc: ExtractionResult, warnings: Warning[]) {
  const type = ctx.body.analysis_type;
  const clauses = type === "summary" ? [] : type === "risk" ? a.clauses.filter((c) => riskLevels.indexOf(c.risk_level) >= 1) : a.clauses;
  const missing = type === "summary" ? [] : a.missing;
  // Verify each distinct provision once; ids c1..cn are shared by every clause that cites it.
  const unique: Cite[] = [];
  const key = (c: Cite) => `${c.source_id}#${c.article}`;
  for (const c of [...clauses.flatMap((x) => x.cites), ...missing.flatMap((m) => m.cites)]) if (!unique.some((u) => key(u) === key(c))) unique.push(c);
  const citations = unique.map((c, i) => {
    const own = registry.getInstrument(c.source_id)?.jurisdiction ?? ctx.body.jurisdiction;
    const v = verifyCitations(registry, [c], { jurisdiction: own }).citations[0];
    return { ...v, citation_id: `c${i + 1}`, relevance_score: v.verified ? 1 : 0 };
  });
  citations.forEach((c, i) => {
    if (!c.verified) warnings.push(unverifiedCitationWarning(c.citation_id, `${unique[i].source_id} ${unique[i].article}`, "not a provision we hold"));
  });
  const idsOf = (cites: Cite[]) => [...new Set(cites.map((c) => citations[unique.findIndex((u) => key(u) === key(c))].citation_id))];
  return {
    request_id: ctx.requestId,
    tenant_id: ctx.auth!.tenantId,
    jurisdiction: ctx.body.jurisdiction,
    analysis_type: type,
    document_title: a.title,
    summary: type === "summary" ? a.overview : a.summary,
    clauses: clauses.map((c) => ({
      clause_number: c.clause_number,
      clause_text: c.clause_text,
      risk_level: c.risk_level,
      findings: c.findings,
      citation_ids: idsOf(c.cites),
      heading: c.heading,
      label: c.label,
      page: c.page,
      category: c.category,
      categories: c.categories,
      suggested_fix: c.suggested_fix,
      obligor: c.obligor,
      beneficiary: c.beneficiary,
      indemnity: c.indemnity,
    })),
    missing_clauses: missing.map((m) => ({ category: m.category, risk_level: m.risk_level, finding: m.finding, suggested_fix: m.suggested_fix, citation_ids: idsOf(m.cites) })),
    overall_risk: type === "summary" ? null : a.overall_risk,
    key_facts: type === "summary" || type === "full" ? a.facts : null,
    pages: doc.pages.length,
    citations,
    citation_validation_passed: citations.every((c) => c.verified),
    warnings,
    disclaimer: DISCLAIMER,
  };
}
