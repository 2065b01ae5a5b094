"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { addToHistory, loadHistory, saveHistory, type HistoryEntry } from "@/lib/console/explorer-history";
import { createSandboxKeyAction } from "@/app/console/explorer/actions";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { btnPrimary, btnSecondary, btnSmall, btnGhost, card, hint, input, label } from "@/components/ui/classes";
import { Skeleton } from "@/components/ui/skeleton";
import { buildPath, explorerOperations, groupByTag, type ExplorerOperation } from "@/lib/console/openapi-operations";
import { formatDateTime } from "@/lib/console/format";
import { createSseParser, type SseEvent } from "@/lib/console/sse";
import { ResponseView, type ExplorerResponse } from "./response-view";
import { SnippetTabs } from "./snippet-tabs";
import { DocumentFilePicker } from "./document-file-picker";
import type { SourceLinks } from "./rendered-answer";

const paramKey = (p: { in: string; name: string }) => `${p.in}:${p.name}`;

function exampleBody(op: ExplorerOperation): string {
  return op.hasBody ? JSON.stringify(op.example ?? {}, null, 2) : "";
}

/**
 * Reads /v1/openapi.json at run time, so a new endpoint shows up here without UI work. The API key is React
 * state only: never stored, never sent anywhere but the request's Authorization header.
 */
export function Explorer({ initialOperation, staff = false, sources = {} }: { initialOperation: string | null; staff?: boolean; sources?: SourceLinks }) {
  const [ops, setOps] = useState<ExplorerOperation[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selectedKey, setSelectedKey] = useState("");
  const [body, setBody] = useState("");
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [params, setParams] = useState<Record<string, string>>({});
  const [apiKey, setApiKey] = useState("");
  const [showKey, setShowKey] = useState(false);
  const [keyNote, setKeyNote] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [creatingKey, setCreatingKey] = useState(false);
  const [response, setResponse] = useState<ExplorerResponse | null>(null);
  const [sending, setSending] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  // Read once in the browser; the panel renders only after the operations load, so hydration never sees it.
  const [history, setHistory] = useState<HistoryEntry[]>(() => (typeof window === "undefined" ? [] : loadHistory()));
  const remember = (status: number | null) =>
    setHistory((prev) => {
      const next = addToHistory(prev, { at: new Date().toISOString(), operationKey: selectedKey, params, body: op?.hasBody ? body : "", status });
      saveHistory(next);
      return next;
    });
  function restore(entry: HistoryEntry) {
    const target = ops?.find((o) => o.key === entry.operationKey);
    if (!target) return;
    abortRef.current?.abort();
    setSelectedKey(target.key);
    setParams(entry.params);
    setBody(entry.body ?? exampleBody(target));
    setBodyError(null);
    setResponse(null);
  }

  const op = useMemo(() => ops?.find((o) => o.key === selectedKey) ?? null, [ops, selectedKey]);

  function select(next: ExplorerOperation) {
    abortRef.current?.abort();
    setSelectedKey(next.key);
    setBody(exampleBody(next));
    setBodyError(null);
    setParams({});
    setResponse(null);
  }

  useEffect(() => {
    let cancelled = false;
    fetch("/v1/openapi.json", { cache: "no-store" })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((doc: unknown) => {
        if (cancelled) return;
        const list = explorerOperations(doc, { staff });
        setOps(list);
        const first = list.find((o) => o.operationId === initialOperation || o.key === initialOperation) ?? list.find((o) => o.scope !== "public") ?? list[0];
        if (first) select(first);
      })
      .catch((err: unknown) => !cancelled && setLoadError(`Could not load /v1/openapi.json (${err instanceof Error ? err.message : String(err)}).`));
    return () => {
      cancelled = true;
      abortRef.current?.abort();
    };
    // Loaded once per visit; `select` only touches state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pathParams = op?.parameters.filter((p) => p.in === "path") ?? [];
  const values = (where: "path" | "query" | "header") =>
    Object.fromEntries((op?.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, params[paramKey(p)] ?? ""]));
  const url = op ? buildPath(op.path, values("path"), values("query")) : "";
  const extraHeaders: Record<string, string> = {
    ...(op?.hasBody ? { "Content-Type": "application/json" } : {}),
    ...Object.fromEntries(Object.entries(values("header")).filter(([, v]) => v !== "")),
  };
  const authenticated = op !== null && op.scope !== "public";
  const wantsStream = (() => {
    if (!op?.streaming) return false;
    try {
      return (JSON.parse(body) as { stream?: unknown }).stream === true;
    } catch {
      return false;
    }
  })();

  async function createSandboxKey() {
    setCreatingKey(true);
    setKeyNote(null);
    try {
      const result = await createSandboxKeyAction();
      if (!result.ok) {
        setKeyNote({ tone: "error", text: result.error });
        return;
      }
      setApiKey(result.rawKey);
      setKeyNote({ tone: "success", text: `Sandbox key ready (all scopes, never billed, offline engine), valid until ${formatDateTime(result.expiresAt)}. It is listed on the keys page.` });
    } catch {
      setKeyNote({ tone: "error", text: "Could not reach the server. Try again." });
    } finally {
      setCreatingKey(false);
    }
  }

  async function send() {
    if (!op) return;
    let payload: string | null = null;
    if (op.hasBody) {
      try {
        JSON.parse(body);
        payload = body;
      } catch (err) {
        setBodyError(`The body is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
        return;
      }
    }
    setBodyError(null);
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    const headers: Record<string, string> = { ...extraHeaders };
    if (authenticated && apiKey.trim()) headers.Authorization = `Bearer ${apiKey.trim()}`;
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    setSending(true);
    setResponse(null);
    try {
      const res = await fetch(url, { method: op.method, headers, body: payload, signal: controller.signal, cache: "no-store" });
      remember(res.status);
      const base: ExplorerResponse = {
        status: res.status,
        statusText: res.statusText,
        ms: elapsed(),
        headers: [...res.headers.entries()],
        body: "",
        streaming: false,
        events: [],
        done: false,
      };
      if ((res.headers.get("content-type") ?? "").includes("text/event-stream") && res.body) {
        setResponse({ ...base, streaming: true });
        const parser = createSseParser();
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        const add = (events: SseEvent[]) => events.length > 0 && setResponse((prev) => (prev ? { ...prev, events: [...prev.events, ...events], ms: elapsed() } : prev));
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          add(parser.push(value));
        }
        add(parser.end());
        setResponse((prev) => (prev ? { ...prev, done: true, ms: elapsed() } : prev));
      } else {
        const text = await res.text();
        let pretty = text;
        try {
          pretty = JSON.stringify(JSON.parse(text), null, 2);
        } catch {
          // Not JSON: show as received.
        }
        setResponse({ ...base, body: pretty, done: true, ms: elapsed() });
      }
    } catch (err) {
      if (controller.signal.aborted) {
        setResponse((prev) => (prev ? { ...prev, done: true, error: "Stopped." } : prev));
      } else {
        setResponse({ status: 0, statusText: "", ms: elapsed(), headers: [], body: "", streaming: false, events: [], done: true, error: String(err) });
        remember(null);
      }
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setSending(false);
    }
  }

  if (loadError) return <Alert tone="error">{loadError}</Alert>;
  // Operations arrive only from the client-side fetch, so everything below renders in the browser alone.
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  if (!ops || !op) {
    return (
      <div role="status" className="grid gap-6 lg:grid-cols-2">
        <span className="sr-only">Loading the API description…</span>
        <Skeleton className="h-96" />
        <Skeleton className="h-96" />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="request-heading" className={`${card} min-w-0 space-y-5`}>
          <h2 id="request-heading" className="text-lg font-semibold text-slate-900">
            Request
          </h2>
          <div>
            <label htmlFor="operation" className={label}>
              Operation
            </label>
            <select
              id="operation"
              value={op.key}
              onChange={(e) => {
                const next = ops.find((o) => o.key === e.currentTarget.value);
                if (next) select(next);
              }}
              className={`${input} mt-1`}
            >
              {groupByTag(ops).map(([tag, list]) => (
                <optgroup key={tag} label={tag}>
                  {list.map((o) => (
                    <option key={o.key} value={o.key}>
                      {o.key}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <p className="mt-2 text-sm text-slate-600">{op.summary}</p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <Badge tone="indigo">{op.scope === "public" ? "public" : op.scope === "any-key" ? "any key" : `scope: ${op.scope}`}</Badge>
              <Badge>{op.credits} credit{op.credits === 1 ? "" : "s"}</Badge>
              {op.streaming ? <Badge tone="green">streams with &quot;stream&quot;: true</Badge> : null}
            </div>
          </div>

          {authenticated ? (
            <div>
              <label htmlFor="api-key" className={label}>
                API key
              </label>
              <div className="mt-1 flex flex-col gap-2 sm:flex-row">
                <input
                  id="api-key"
                  type={showKey ? "text" : "password"}
                  value={apiKey}
                  onChange={(e) => setApiKey(e.currentTarget.value)}
                  placeholder="svc_live_…"
                  autoComplete="off"
                  spellCheck={false}
                  aria-describedby="api-key-hint"
                  className={`${input} min-w-0 flex-1 font-mono`}
                />
                <div className="flex gap-2">
                  <button type="button" className={`${btnGhost} ${btnSmall}`} aria-pressed={showKey} onClick={() => setShowKey(!showKey)}>
                    {showKey ? "Hide" : "Show"}
                  </button>
                  <button type="button" className={btnSecondary} onClick={createSandboxKey} disabled={creatingKey}>
                    {creatingKey ? "Creating…" : "Use a sandbox key"}
                  </button>
                </div>
              </div>
              <p id="api-key-hint" className={hint}>
                Kept in this page only; reloading forgets it.
              </p>
              {keyNote ? (
                <Alert tone={keyNote.tone} className="mt-2">
                  {keyNote.text}
                </Alert>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-slate-600">This operation is public: no key is sent.</p>
          )}

          {op.parameters.length > 0 ? (
            <fieldset className="space-y-3">
              <legend className={label}>Parameters</legend>
              {op.parameters.map((p) => {
                const id = `param-${p.in}-${p.name}`;
                return (
                  <div key={paramKey(p)}>
                    <label htmlFor={id} className="block text-xs font-medium text-slate-700">
                      <span className="font-mono">{p.name}</span> <span className="text-slate-500">({p.in}{p.required ? ", required" : ""})</span>
                    </label>
                    <input
                      id={id}
                      value={params[paramKey(p)] ?? ""}
                      onChange={(e) => setParams({ ...params, [paramKey(p)]: e.currentTarget.value })}
                      className={`${input} mt-1 font-mono`}
                      required={p.required}
                    />
                  </div>
                );
              })}
            </fieldset>
          ) : null}

          {op.hasBody && (op.path === "/v1/documents/analyze" || body.includes('"document_base64"')) ? <DocumentFilePicker body={body} onBody={setBody} /> : null}

          {op.hasBody ? (
            <div>
              <div className="flex items-end justify-between gap-2">
                <label htmlFor="request-body" className={label}>
                  Body (JSON)
                </label>
                <button type="button" className={`${btnGhost} ${btnSmall}`} onClick={() => setBody(exampleBody(op))}>
                  Reset to example
                </button>
              </div>
              <textarea
                id="request-body"
                value={body}
                onChange={(e) => setBody(e.currentTarget.value)}
                spellCheck={false}
                rows={Math.min(18, Math.max(6, body.split("\n").length + 1))}
                aria-invalid={bodyError ? true : undefined}
                aria-describedby={bodyError ? "body-error" : undefined}
                className={`${input} mt-1 font-mono text-xs`}
              />
              {bodyError ? (
                <p id="body-error" className="mt-1 text-sm text-red-700">
                  {bodyError}
                </p>
              ) : null}
            </div>
          ) : null}

          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className={btnPrimary} onClick={send} disabled={sending}>
              {sending ? "Sending…" : "Send request"}
            </button>
            {sending ? (
              <button type="button" className={btnSecondary} onClick={() => abortRef.current?.abort()}>
                Stop
              </button>
            ) : null}
            <code className="min-w-0 break-all font-mono text-xs text-slate-500">
              {op.method} {url}
            </code>
          </div>
          {pathParams.some((p) => !params[paramKey(p)]) ? <p className={hint}>Fill in the path parameters before sending.</p> : null}
        </section>

        <section aria-labelledby="response-heading" className={`${card} min-w-0`} aria-busy={sending}>
          <h2 id="response-heading" className="text-lg font-semibold text-slate-900">
            Response
          </h2>
          <div className="mt-4">
            {response ? (
              <ResponseView response={response} sources={sources} />
            ) : (
              <p className="text-sm text-slate-500">{sending ? "Waiting for the first byte…" : "Send the request to see status, headers and body here."}</p>
            )}
          </div>
        </section>
      </div>

      <section aria-labelledby="snippet-heading" className={card}>
        <h2 id="snippet-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Code
        </h2>
        <SnippetTabs request={{ method: op.method, url: `${origin}${url}`, headers: extraHeaders, body: op.hasBody ? body : null }} authenticated={authenticated} streaming={wantsStream} />
      </section>
      {history.length > 0 ? (
        <section aria-labelledby="history-heading" className={card}>
          <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
            Recent requests
          </h2>
          <p className="mt-1 text-sm text-slate-600">{history.length === 1 ? "The last request" : `The last ${history.length} requests`} of this tab (kept until you close it; never the API key).</p>
          <ul aria-label="Recent requests" className="mt-3 divide-y divide-slate-100">
            {history.map((h, i) => (
              <li key={`${h.at}-${i}`} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 break-all font-mono text-xs text-slate-700">
                  {h.operationKey} <span className="text-slate-500">· {h.status ?? "no answer"} · {formatDateTime(h.at)}</span>
                  {h.body === null ? <span className="text-slate-500"> · body too large to keep</span> : null}
                </span>
                <button type="button" className={`${btnGhost} ${btnSmall}`} onClick={() => restore(h)}>
                  Load<span className="sr-only"> {h.operationKey}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
