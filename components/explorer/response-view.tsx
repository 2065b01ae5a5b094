"use client";

import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { assembledContent, type SseEvent } from "@/lib/console/sse";
import { callCost } from "@/lib/console/call-cost";
import { renderResponse, renderStream } from "@/lib/console/rendered-response";
import { DocxDownload } from "./docx-download";
import { RenderedAnswer, type SourceLinks } from "./rendered-answer";

export interface ExplorerResponse {
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  body: string;
  streaming: boolean;
  events: SseEvent[];
  done: boolean;
  error?: string;
}

function prettyData(data: string): string {
  try {
    return JSON.stringify(JSON.parse(data), null, 2);
  } catch {
    return data;
  }
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

export function ResponseView({ response, sources }: { response: ExplorerResponse; sources: SourceLinks }) {
  const [view, setView] = useState<"rendered" | "json">("rendered");
  const rendered = useMemo(
    () => (response.streaming ? renderStream(response.events) : response.status >= 200 && response.status < 300 ? renderResponse(parsed(response.body)) : null),
    [response.streaming, response.events, response.body, response.status],
  );
  const showRendered = rendered !== null && view === "rendered";
  const tone = response.status >= 500 || response.status === 0 ? "red" : response.status >= 400 ? "amber" : "green";
  const text = response.streaming ? assembledContent(response.events) : "";
  const cost = callCost(response.status, response.headers);
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="response-status">
        <Badge tone={tone}>{response.status === 0 ? "network error" : `${response.status} ${response.statusText}`}</Badge>
        <span className="tabular-nums text-slate-500">{response.ms} ms</span>
        {cost ? (
          <span className="flex flex-wrap items-center gap-2" data-testid="response-cost">
            <Badge tone={cost.credits > 0 ? "indigo" : "slate"}>{cost.credits === 1 ? "1 credit" : `${cost.credits} credits`}</Badge>
            {cost.degraded ? <Badge tone="amber">degraded</Badge> : null}
            {cost.sandbox ? <Badge tone="indigo">sandbox</Badge> : null}
            {cost.reason ? <span className="text-xs text-slate-500">{cost.reason}</span> : null}
          </span>
        ) : null}
        {response.streaming ? (
          <span className="text-slate-500" role="status">
            {response.done ? `stream finished · ${response.events.length} events` : `streaming… ${response.events.length} events`}
          </span>
        ) : null}
      </p>
      {response.error ? <p className="text-sm text-red-700">{response.error}</p> : null}

      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm text-slate-600 hover:text-slate-900">Headers ({response.headers.length})</summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-mono text-xs" aria-label="Response headers">
          {response.headers.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-500">{k}</dt>
              <dd className="break-all text-slate-800">{v}</dd>
            </div>
          ))}
        </dl>
      </details>

      {rendered ? (
        <SegmentedControl
          label="View"
          value={view}
          onChange={setView}
          options={[
            { value: "rendered", label: "Rendered" },
            { value: "json", label: response.streaming ? "Events" : "JSON" },
          ]}
        />
      ) : null}
      {rendered ? (
        <div hidden={!showRendered}>
          <RenderedAnswer rendered={rendered} sources={sources} />
        </div>
      ) : null}

      {response.streaming ? (
        <div hidden={showRendered} className="space-y-4">
          <div>
            <h3 className="text-sm font-medium text-slate-800">Text so far</h3>
            <p className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200" data-testid="stream-text">
              {text || <span className="text-slate-400">(no content yet)</span>}
            </p>
          </div>
          <div>
            <h3 className="text-sm font-medium text-slate-800">Events</h3>
            <ol aria-label="Stream events" className="mt-1 max-h-[28rem] space-y-1 overflow-auto rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-100">
              {response.events.map((e, i) => (
                <li key={i} className="break-all">
                  <span className={e.event === "error" ? "text-red-300" : "text-emerald-300"}>{e.event === "message" ? "data" : `event: ${e.event}`}</span>{" "}
                  {e.data === "[DONE]" ? "[DONE]" : <pre className="inline whitespace-pre-wrap">{prettyData(e.data)}</pre>}
                </li>
              ))}
            </ol>
          </div>
        </div>
      ) : (
        <div hidden={showRendered}>
          <h3 className="text-sm font-medium text-slate-800">Body</h3>
          <DocxDownload body={response.body} />
          <pre tabIndex={0} className="focus-visible:outline-2 focus-visible:outline-indigo-400 mt-1 max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-900 p-3 text-xs text-slate-100" data-testid="response-body">
            {response.body || "(empty)"}
          </pre>
        </div>
      )}
    </div>
  );
}
