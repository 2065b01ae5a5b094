import { describe, expect, it } from "vitest";
import { figures, paragraphs, renderResponse, renderStream, sourceLink } from "./rendered-response";
import type { SseEvent } from "./sse";

const citation = { citation_id: "c1", source_id: "eu-gdpr", title: "General Data Protection Regulation", jurisdiction: "EU", article: "Art. 17", excerpt: "Right to erasure", relevance_score: 0.9, verified: true };
const warning = { code: "degraded", message: "The offline engine answered." };

describe("renderResponse", () => {
  it("reads a chat completion as paragraphs with its citations, warnings, disclaimer and credits", () => {
    const r = renderResponse({ object: "chat.completion", answer: "First point.\nStill first.\n\n  Second point.  \n\n\n", citations: [citation], warnings: [warning], disclaimer: "Not legal advice.", credits_used: 0 });
    expect(r?.kind).toBe("answer");
    expect(r?.paragraphs).toEqual(["First point.\nStill first.", "Second point."]);
    expect(r?.citations).toEqual([{ id: "c1", sourceId: "eu-gdpr", title: "General Data Protection Regulation", article: "Art. 17", excerpt: "Right to erasure", verified: true }]);
    expect(r?.warnings).toEqual([warning]);
    expect(r?.disclaimer).toBe("Not legal advice.");
    expect(r?.creditsUsed).toBe(0);
    expect(r?.figures).toEqual([]);
  });

  it("reads a document analysis as clauses and missing clauses with their risk", () => {
    const r = renderResponse({
      document_title: "Services Agreement",
      summary: "Two clauses.",
      overall_risk: "high",
      clauses: [
        { clause_number: 1, label: "1", heading: "Services", risk_level: "low", findings: "Fine.", suggested_fix: null, citation_ids: [] },
        { clause_number: 1, label: null, heading: "SERVICES AGREEMENT", risk_level: "low", findings: "Parties.", suggested_fix: null, citation_ids: [] },
        { clause_number: 2, label: null, heading: null, risk_level: "high", findings: "Unlimited liability.", suggested_fix: "Cap it.", citation_ids: ["c1"] },
      ],
      missing_clauses: [{ category: "limitation_of_liability", risk_level: "medium", finding: "No cap.", suggested_fix: "Add one.", citation_ids: [] }],
      citations: [citation],
      warnings: [],
    });
    expect(r?.kind).toBe("document");
    expect(r?.title).toBe("Services Agreement");
    expect(r?.overall).toEqual({ label: "overall risk: high", tone: "red" });
    expect(r?.clauses.map((c) => [c.name, c.risk, c.fix, c.citationIds])).toEqual([
      ["Clause 1 · Services", "low", null, []],
      ["SERVICES AGREEMENT", "low", null, []],
      ["Part 2", "high", "Cap it.", ["c1"]],
    ]);
    expect(r?.missing[0]).toMatchObject({ name: "Missing: limitation of liability", risk: "medium", findings: "No cap." });
  });

  it("reads a compliance check as regulations with their obligations", () => {
    const r = renderResponse({
      overall_status: "non_compliant",
      summary: "One regulation, one breach.",
      findings: [
        {
          regulation: "GDPR",
          compliant: false,
          confidence: "high",
          finding: "Retention period missing.",
          recommendation: "State it.",
          obligations: [{ id: "storage", provision: "Art. 13(2)(a)", obligation: "Say how long data is kept.", status: "not_assessable", severity: "high", finding: "Silent.", fix: "Add a period.", citation_ids: ["c1"] }],
        },
        { regulation: "Unknown Act", compliant: null, confidence: "low", finding: "", recommendation: "", obligations: [] },
      ],
      citations: [citation],
      warnings: [],
    });
    expect(r?.kind).toBe("compliance");
    expect(r?.overall).toEqual({ label: "non-compliant", tone: "red" });
    expect(r?.regulations.map((g) => [g.regulation, g.verdict, g.tone])).toEqual([
      ["GDPR", "not compliant", "red"],
      ["Unknown Act", "no verdict", "slate"],
    ]);
    expect(r?.regulations[0].obligations[0]).toMatchObject({ provision: "Art. 13(2)(a)", status: "not assessable", severity: "high", citationIds: ["c1"] });
  });

  it("reads a tool answer with its computed figures", () => {
    const r = renderResponse({ tool_type: "limitation", answer: "In time.", result: { deadlines: [{ label: "Suit", last_day: "2027-01-31", days_remaining: 1200, citation_ids: ["c1"] }], eligible: true, tags: ["a", "b"] } });
    expect(r?.kind).toBe("answer");
    expect(r?.figures).toEqual([
      { label: "deadlines 1 › label", value: "Suit" },
      { label: "deadlines 1 › last day", value: "2027-01-31" },
      { label: "deadlines 1 › days remaining", value: "1,200" },
      { label: "eligible", value: "yes" },
      { label: "tags", value: "a, b" },
    ]);
  });

  it("leaves other answers (lists, problems, non-objects) to the raw view", () => {
    expect(renderResponse({ tools: [] })).toBeNull();
    expect(renderResponse({ type: "about:blank", status: 400, detail: "x" })).toBeNull();
    expect(renderResponse([1, 2])).toBeNull();
    expect(renderResponse("text")).toBeNull();
  });
});

describe("renderStream", () => {
  const data = (v: unknown): SseEvent => ({ event: "message", data: JSON.stringify(v) });
  const chunk = (content: string | undefined, extra: Record<string, unknown> = {}) => data({ id: "req", object: "chat.completion.chunk", created: 1, model: "offline", choices: [{ index: 0, delta: content === undefined ? {} : { content }, finish_reason: null }], ...extra });

  it("joins the deltas and takes citations and warnings from the final chunk", () => {
    const r = renderStream([chunk(""), chunk("Hello "), chunk("world.\n\nMore."), chunk(undefined, { citations: [citation], warnings: [warning], disclaimer: "D" }), { event: "message", data: "[DONE]" }]);
    expect(r?.paragraphs).toEqual(["Hello world.", "More."]);
    expect(r?.citations).toHaveLength(1);
    expect(r?.warnings).toEqual([warning]);
    expect(r?.disclaimer).toBe("D");
  });

  it("is null before any chunk, and skips what is not JSON", () => {
    expect(renderStream([])).toBeNull();
    expect(renderStream([{ event: "message", data: "not json" }])).toBeNull();
  });
});

describe("helpers", () => {
  it("caps the figures of a long result", () => {
    expect(figures({ rows: Array.from({ length: 100 }, (_, i) => ({ n: i })) })).toHaveLength(60);
  });

  it("splits paragraphs on blank lines only", () => {
    expect(paragraphs("a\nb\n \nc")).toEqual(["a\nb", "c"]);
  });

  it("links a citation to its own url, else its source's official address, never a non-web address", () => {
    const sources = { "eu-gdpr": { url: "https://eur-lex.europa.eu/eli/reg/2016/679/oj" }, bad: { url: "javascript:alert(1)" } };
    expect(sourceLink({ sourceId: "eu-gdpr" }, sources)).toBe("https://eur-lex.europa.eu/eli/reg/2016/679/oj");
    expect(sourceLink({ sourceId: "eu-gdpr", url: "https://example.org/x" }, sources)).toBe("https://example.org/x");
    expect(sourceLink({ sourceId: "bad" }, sources)).toBeNull();
    expect(sourceLink({ sourceId: "none" }, sources)).toBeNull();
  });
});
