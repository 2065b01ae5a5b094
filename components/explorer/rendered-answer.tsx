"use client";

import { Badge } from "@/components/ui/badge";
import { link } from "@/components/ui/classes";
import { provisionInWords } from "@/lib/legal/citations/provision-sign";
import type { CitationLabel } from "@/lib/legal/citations/parse";
import { riskTone, sourceLink, type RenderedClause, type RenderedObligation, type RenderedResponse } from "@/lib/console/rendered-response";

/** The official address of each instrument the service cites, by source_id (the `GET /v1/sources` catalogue). */
export type SourceLinks = Readonly<Record<string, { title: string; url: string; label?: CitationLabel; jurisdiction: string }>>;

/** "Article 17" or "§ 558" from the instrument's provision label and a bare number; an article already labelled is kept. */
function provisionName(article: string, source: SourceLinks[string] | undefined): string {
  if (!article || !source?.label || !/^\d/.test(article)) return article;
  return provisionInWords(source.label, article, source.jurisdiction);
}

const anchor = (citationId: string) => `cite-${citationId.replace(/[^A-Za-z0-9_-]/g, "_")}`;

function Paragraphs({ items }: { items: string[] }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-slate-800">
      {items.map((p, i) => (
        <p key={i} className="whitespace-pre-line break-words">
          {p}
        </p>
      ))}
    </div>
  );
}

function CitationRefs({ ids, numbers }: { ids: string[]; numbers: Map<string, number> }) {
  if (ids.length === 0) return null;
  return (
    <span className="ml-1 inline-flex flex-wrap gap-1 align-baseline text-xs">
      {ids.map((id) => (
        <a key={id} href={`#${anchor(id)}`} className={link} aria-label={`citation ${numbers.get(id) ?? id}`}>
          [{numbers.get(id) ?? id}]
        </a>
      ))}
    </span>
  );
}

function ClauseList({ label, items, numbers }: { label: string; items: RenderedClause[]; numbers: Map<string, number> }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
      {items.map((c) => (
        <li key={c.key} className="space-y-1 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 break-words font-medium text-slate-900">{c.name}</span>
            {c.risk ? <Badge tone={riskTone(c.risk)}>{c.risk}</Badge> : null}
          </p>
          {c.findings ? (
            <p className="break-words text-slate-700">
              {c.findings}
              <CitationRefs ids={c.citationIds} numbers={numbers} />
            </p>
          ) : null}
          {c.fix ? <p className="break-words text-slate-600">Suggested fix: {c.fix}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Obligations({ label, items, numbers }: { label: string; items: RenderedObligation[]; numbers: Map<string, number> }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 border-t border-slate-100">
      {items.map((o) => (
        <li key={o.key} className="space-y-1 py-2 text-xs">
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-words font-mono text-slate-700">{o.provision}</span>
            <Badge tone={o.status === "breached" ? "red" : o.status === "met" ? "green" : "slate"}>{o.status}</Badge>
            {o.status === "breached" ? <Badge tone={riskTone(o.severity)}>{o.severity}</Badge> : null}
          </p>
          <p className="break-words text-slate-800">
            {o.obligation}
            <CitationRefs ids={o.citationIds} numbers={numbers} />
          </p>
          {o.finding ? <p className="break-words text-slate-600">{o.finding}</p> : null}
          {o.status === "breached" && o.fix ? <p className="break-words text-slate-600">Fix: {o.fix}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The answer as a reader sees it: paragraphs, findings with their risk, computed figures, warnings, and each
 * citation linked to its source. Long strings wrap; nothing here is wider than its panel.
 */
export function RenderedAnswer({ rendered, sources }: { rendered: RenderedResponse; sources: SourceLinks }) {
  const numbers = new Map(rendered.citations.map((c, i) => [c.id, i + 1]));
  return (
    <div className="min-w-0 space-y-4" data-testid="rendered-answer">
      {rendered.title || rendered.overall ? (
        <p className="flex flex-wrap items-center gap-2">
          {rendered.title ? <span className="min-w-0 break-words font-semibold text-slate-900">{rendered.title}</span> : null}
          {rendered.overall ? <Badge tone={rendered.overall.tone}>{rendered.overall.label}</Badge> : null}
        </p>
      ) : null}

      {rendered.warnings.length > 0 ? (
        <ul aria-label="Warnings" className="space-y-1.5">
          {rendered.warnings.map((w, i) => (
            <li key={`${w.code}-${i}`} className="flex min-w-0 flex-wrap items-start gap-2 rounded-md bg-amber-50 p-2 text-xs text-amber-900 ring-1 ring-amber-600/20">
              <code className="font-mono font-semibold">{w.code}</code>
              <span className="min-w-0 flex-1 break-words">{w.message}</span>
            </li>
          ))}
        </ul>
      ) : null}

      {rendered.paragraphs.length > 0 ? <Paragraphs items={rendered.paragraphs} /> : <p className="text-sm text-slate-400">(no text yet)</p>}

      {rendered.figures.length > 0 ? (
        <section aria-label="Computed figures">
          <h4 className="text-sm font-medium text-slate-800">Computed figures</h4>
          <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3 text-xs ring-1 ring-slate-200 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
            {rendered.figures.map((f, i) => (
              <div key={i} className="contents">
                <dt className="break-words text-slate-500">{f.label}</dt>
                <dd className="mb-1 break-words text-slate-900 sm:mb-0">{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <ClauseList label="Clauses" items={rendered.clauses} numbers={numbers} />
      <ClauseList label="Missing clauses" items={rendered.missing} numbers={numbers} />

      {rendered.regulations.length > 0 ? (
        <ul aria-label="Regulations" className="space-y-3">
          {rendered.regulations.map((g, gi) => (
            <li key={`${g.regulation}-${gi}`} className="space-y-2 rounded-md p-3 text-sm ring-1 ring-slate-200">
              <p className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 break-words font-medium text-slate-900">{g.regulation}</span>
                <Badge tone={g.tone}>{g.verdict}</Badge>
                {g.confidence ? <span className="text-xs text-slate-500">{g.confidence} confidence</span> : null}
              </p>
              {g.finding ? <p className="whitespace-pre-line break-words text-slate-700">{g.finding}</p> : null}
              {/* Each breached obligation carries its own fix below; the run-on recommendation is for regulations without them. */}
              {g.recommendation && !g.obligations.some((o) => o.status === "breached" && o.fix) ? <p className="whitespace-pre-line break-words text-slate-600">Recommendation: {g.recommendation}</p> : null}
              {g.obligations.length > 0 ? (
                <>
                  <Obligations label={`Obligations under ${g.regulation}`} items={g.obligations.filter((o) => o.status !== "not assessable")} numbers={numbers} />
                  {g.obligations.some((o) => o.status === "not assessable") ? (
                    <details className="text-xs">
                      <summary className="cursor-pointer text-slate-600 hover:text-slate-900">
                        {g.obligations.filter((o) => o.status === "not assessable").length} not assessable from the text
                      </summary>
                      <Obligations label={`Obligations under ${g.regulation} not assessable`} items={g.obligations.filter((o) => o.status === "not assessable")} numbers={numbers} />
                    </details>
                  ) : null}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {rendered.citations.length > 0 ? (
        <section aria-label="Citations">
          <h4 className="text-sm font-medium text-slate-800">Citations</h4>
          <ol className="mt-1 space-y-2">
            {rendered.citations.map((c, i) => {
              const href = sourceLink(c, sources);
              const article = provisionName(c.article, sources[c.sourceId]);
              const name = `${c.title || sources[c.sourceId]?.title || c.sourceId}${article ? `, ${article}` : ""}`;
              return (
                <li key={`${c.id}-${i}`} id={anchor(c.id)} className="scroll-mt-4 rounded-md bg-slate-50 p-2 text-xs ring-1 ring-slate-200">
                  <p className="flex min-w-0 flex-wrap items-center gap-2">
                    <span className="tabular-nums text-slate-500">[{i + 1}]</span>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer" className={`${link} min-w-0 break-words`}>
                        {name}
                      </a>
                    ) : (
                      <span className="min-w-0 break-words text-slate-900">{name}</span>
                    )}
                    <Badge tone={c.verified ? "green" : "amber"}>{c.verified ? "verified" : "unverified"}</Badge>
                  </p>
                  {c.excerpt ? <p className="mt-1 line-clamp-3 break-words text-slate-600">{c.excerpt}</p> : null}
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}

      {rendered.disclaimer ? <p className="break-words text-xs text-slate-500">{rendered.disclaimer}</p> : null}
    </div>
  );
}
