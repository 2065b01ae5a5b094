import type Anthropic from "@anthropic-ai/sdk";
import type { z } from "zod";
import type { citationSchema } from "@/lib/api/common-schemas";
import { verifyModelCitations } from "@/lib/answers/verify";
import type { Warning } from "@/lib/answers/warnings";
import { cite } from "@/lib/legal/offline/answer";
import type { RetrievedProvision } from "@/lib/legal/retrieval/search";
import type { Registry } from "@/lib/legal/sources/registry";
import { displayHeading } from "@/lib/legal/sources/heading";

type Citation = z.infer<typeof citationSchema>;

/** A provision as the model was given it: one `search_result` block, its passages the citable units. */
export interface SentResult {
  source_id: string;
  article: string;
  source: string;
  passages: readonly string[];
}

/** Official text handed to the model per provision, at most: enough for the passages an answer rests on. */
const TEXT_CHARS = 4_000;

/** How a provision is named as a search result's `source`: the registry's id and article, which nothing else shares. */
export function resultSource(sourceId: string, article: string): string {
  return `registry:${sourceId}:${article}`;
}

function parseSource(source: string): { source_id: string; article: string } | null {
  const m = /^registry:([^:]+):(.+)$/.exec(source);
  return m ? { source_id: m[1], article: m[2] } : null;
}

/**
 * Sentences of our summary, paragraphs of stored official text: each a block the model can cite on its own. They depend
 * only on the registry's provision, so a provision is split once per registry (a new registry after an import gets its
 * own) while it stays among the last `PASSAGE_ENTRIES` split; the list is frozen, since the calls that retrieve the
 * provision share it.
 */
function passagesOf(registry: Registry, p: RetrievedProvision): readonly string[] {
  let byProvision = passageCache.get(registry);
  if (!byProvision) passageCache.set(registry, (byProvision = new Map()));
  const key = `${p.source_id}\u0000${p.article}`;
  const cached = byProvision.get(key);
  // Retrieval hands over the registry's own heading and summary; anything else is split afresh.
  if (cached && cached.heading === p.heading && cached.summary === p.summary) return cached.passages;
  const passages = Object.freeze(splitPassages(registry, p));
  // Chat retrieves ten provisions a call, and the same ones recur; stored official text is up to 4,000 characters each.
  if (byProvision.size >= PASSAGE_ENTRIES) byProvision.clear();
  byProvision.set(key, { heading: p.heading, summary: p.summary, passages });
  return passages;
}
const PASSAGE_ENTRIES = 1_024;
const passageCache = new WeakMap<Registry, Map<string, { heading: string; summary: string; passages: readonly string[] }>>();

function splitPassages(registry: Registry, p: RetrievedProvision): string[] {
  const sentences = p.summary.split(/(?<=[.;!?])\s+(?=[A-Z(“"'])/).map((s) => s.trim()).filter(Boolean);
  const text = registry.getProvision(p.source_id, p.article)?.text?.slice(0, TEXT_CHARS) ?? "";
  const paragraphs = text.split(/\n\s*\n|\n(?=\(\w+\))/).map((s) => s.replace(/\s+/g, " ").trim()).filter(Boolean);
  return [displayHeading(p.heading), ...sentences, ...paragraphs];
}

/**
 * The retrieved provisions as the Messages API's `search_result` blocks with citations enabled, in retrieval order
 * (a citation's `search_result_index` is its position here).
 */
export function searchResults(registry: Registry, retrieved: RetrievedProvision[]): { blocks: Anthropic.SearchResultBlockParam[]; sent: SentResult[] } {
  const sent = retrieved.map((p) => ({ source_id: p.source_id, article: p.article, source: resultSource(p.source_id, p.article), passages: passagesOf(registry, p) }));
  const blocks = retrieved.map((p, i): Anthropic.SearchResultBlockParam => ({
    type: "search_result",
    source: sent[i].source,
    title: `${cite(p)} — ${displayHeading(p.heading)}`,
    content: sent[i].passages.map((text) => ({ type: "text", text })),
    citations: { enabled: true },
  }));
  return { blocks, sent };
}

/** A provision the answer rests on: where in the answer (UTF-16 offsets), and on which of its passages. */
export interface Claim {
  source_id: string;
  article: string;
  passages: string[];
  spans: { start: number; end: number }[];
}

/** Collects citations text block by text block (the whole message, or a stream as it arrives). */
export class CitedAnswer {
  private text = "";
  private readonly claims: Claim[] = [];

  constructor(private readonly sent: SentResult[]) {}

  get answer(): string {
    return this.text;
  }

  /** Appends text to the answer; returns where it sits. */
  appendText(text: string): { start: number; end: number } {
    const start = this.text.length;
    this.text += text;
    return { start, end: this.text.length };
  }

  /** A citation of the text at `span`. Only `search_result_location` citations are ours; others are ignored. */
  addCitation(citation: Anthropic.TextCitation | { type: string }, span: { start: number; end: number }): void {
    if (citation.type !== "search_result_location") return;
    const c = citation as Anthropic.CitationsSearchResultLocation;
    const result = this.sent[c.search_result_index];
    // The index is the API's mapping; a source that disagrees with what we sent at that index is a claim of its own.
    const target = result && result.source === c.source ? result : null;
    const named = target ?? parseSource(c.source) ?? { source_id: c.source, article: "" };
    let claim = this.claims.find((x) => x.source_id === named.source_id && x.article === named.article);
    if (!claim) this.claims.push((claim = { source_id: named.source_id, article: named.article, passages: [], spans: [] }));
    if (span.end > span.start && !claim.spans.some((s) => s.start === span.start && s.end === span.end)) claim.spans.push(span);
    // The passage is ours, read from what we sent for that range: never the model's own rendering of it.
    const valid = target && Number.isInteger(c.start_block_index) && c.start_block_index >= 0 && c.end_block_index > c.start_block_index && c.end_block_index <= target.passages.length;
    const passage = valid ? target.passages.slice(c.start_block_index, c.end_block_index).join(" ") : null;
    if (passage && !claim.passages.includes(passage)) claim.passages.push(passage);
  }

  /** Adds each text block of a complete message with its citations. */
  addMessage(content: Anthropic.ContentBlock[]): this {
    for (const block of content) {
      if (block.type !== "text") continue;
      const span = this.appendText(block.text);
      for (const citation of block.citations ?? []) this.addCitation(citation, span);
    }
    return this;
  }

  /**
   * The response's citations: each claim verified against the registry (an unknown one stays, unverified, with a
   * warning); a verified one's excerpt is the passage cited, and `answer_spans` says which text of the answer rests on it.
   */
  verify(registry: Registry, options: { jurisdiction: string; retrieved: RetrievedProvision[] }): { citations: Citation[]; warnings: Warning[] } {
    const verified = verifyModelCitations(registry, this.claims, options);
    const citations = verified.citations.map((citation, i) => {
      const claim = this.claims[i];
      const excerpt = citation.verified && claim.passages.length > 0 ? claim.passages.join(" … ") : citation.excerpt;
      return { ...citation, excerpt, answer_spans: claim.spans };
    });
    return { citations, warnings: verified.warnings };
  }
}

/**
 * The same, read from a message stream: text blocks open and close; `citations_delta` events name what the block being
 * written cites, and the block's span in the answer is known when it closes.
 */
export class CitedStream {
  readonly cited: CitedAnswer;
  private readonly open = new Map<number, { start: number; citations: (Anthropic.TextCitation | { type: string })[] }>();

  constructor(sent: SentResult[]) {
    this.cited = new CitedAnswer(sent);
  }

  /** Takes one event; returns the answer text it adds ("" when none). */
  push(event: Anthropic.RawMessageStreamEvent): string {
    if (event.type === "content_block_start" && event.content_block.type === "text") {
      this.open.set(event.index, { start: this.cited.answer.length, citations: [...(event.content_block.citations ?? [])] });
      if (!event.content_block.text) return "";
      this.cited.appendText(event.content_block.text);
      return event.content_block.text;
    }
    if (event.type === "content_block_delta" && event.delta.type === "text_delta") {
      if (!this.open.has(event.index)) this.open.set(event.index, { start: this.cited.answer.length, citations: [] });
      this.cited.appendText(event.delta.text);
      return event.delta.text;
    }
    if (event.type === "content_block_delta" && event.delta.type === "citations_delta") {
      const block = this.open.get(event.index) ?? { start: this.cited.answer.length, citations: [] };
      block.citations.push(event.delta.citation);
      this.open.set(event.index, block);
    }
    if (event.type === "content_block_stop") this.close(event.index);
    return "";
  }

  /** Closes any block the stream left open (it ended early); returns the collected answer. */
  finish(): CitedAnswer {
    for (const index of [...this.open.keys()]) this.close(index);
    return this.cited;
  }

  private close(index: number): void {
    const block = this.open.get(index);
    if (!block) return;
    this.open.delete(index);
    const span = { start: block.start, end: this.cited.answer.length };
    for (const citation of block.citations) this.cited.addCitation(citation, span);
  }
}
