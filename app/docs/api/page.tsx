import type { Metadata } from "next";
import Link from "next/link";
import { InlineText } from "@/components/docs/inline-text";
import { OperationDoc, operationAnchor } from "@/components/docs/operation-doc";
import { PathText } from "@/components/docs/path-text";
import { operationsOf, referenceDocument, searchTextOf, type ReferenceOperation } from "@/components/docs/reference-document";
import { ReferenceSearch } from "@/components/docs/reference-search";
import { shownOrigin } from "@/lib/server/shown-origin";
import { focusRing, link } from "@/components/ui/classes";

export const metadata: Metadata = { title: "API reference" };

/** Rendered from the same OpenAPI document as /v1/openapi.json, so the reference cannot drift from the API. */
export default async function ApiReferencePage() {
  const doc = referenceDocument();
  const origin = await shownOrigin();
  const schemas = doc.components?.schemas ?? {};
  const groups = new Map<string, ReferenceOperation[]>();
  const all = operationsOf(doc);
  const searchText = new Map(all.map((o) => [o.op.operationId, searchTextOf(o, schemas)]));
  for (const operation of all) {
    const tag = operation.op.tags?.[0] ?? "Other";
    groups.set(tag, [...(groups.get(tag) ?? []), operation]);
  }
  const navLink = `block rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`;
  const nav = (
    <nav aria-label="Operations" className="space-y-4">
      {[...groups.entries()].map(([tag, ops]) => (
        <div key={tag} data-ref-group>
          <a href={`#tag-${tag}`} className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500 hover:text-slate-800">
            {tag}
          </a>
          <ul className="mt-1">
            {ops.map(({ method, path, op }) => (
              <li key={`${method} ${path}`} data-ref-search={searchText.get(op.operationId)}>
                <a href={`#${operationAnchor(op.operationId)}`} className={navLink}>
                  <span className="font-mono text-[11px] font-bold text-slate-500">{method}</span>{" "}
                  <span className="font-mono text-xs">
                    <PathText path={path} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Link href="/docs/api/schemas" className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500 hover:text-slate-800">
        Schemas
      </Link>
    </nav>
  );
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:py-10">
      <aside className="sticky top-6 hidden max-h-[calc(100vh-3rem)] w-72 shrink-0 overflow-y-auto lg:block">{nav}</aside>
      <main id="main" className="min-w-0 flex-1">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">API reference</h1>
        <p className="mt-1 text-sm text-slate-500">
          {doc.info.title} · version {doc.info.version} · <a className={link} href="/v1/openapi.json">/v1/openapi.json</a> ·{" "}
          <Link className={link} href="/docs/errors">
            error codes
          </Link>
        </p>
        {doc.info.description ? <InlineText text={doc.info.description} className="mt-4 max-w-3xl text-slate-700" /> : null}
        <div className="mt-4 rounded-xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
          <p>
            <strong className="text-slate-900">Authentication.</strong> Send <code className="font-mono">Authorization: Bearer svc_live_…</code> with a key from the{" "}
            <Link className={link} href="/console/keys">
              console
            </Link>
            . POST calls accept <code className="font-mono">Idempotency-Key</code>; responses carry <code className="font-mono">X-Request-Id</code> and the{" "}
            <code className="font-mono">RateLimit</code> headers.
          </p>
        </div>
        <ReferenceSearch total={all.length} />
        <details className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:hidden">
          <summary className="cursor-pointer text-sm font-medium text-slate-800">Jump to an operation</summary>
          <div className="mt-3">{nav}</div>
        </details>

        {[...groups.entries()].map(([tag, ops]) => (
          <section key={tag} data-ref-group id={`tag-${tag}`} aria-labelledby={`tag-${tag}-heading`} className="mt-10 scroll-mt-6">
            <h2 id={`tag-${tag}-heading`} className="text-xl font-semibold text-slate-900">
              {tag}
            </h2>
            <div className="mt-4 space-y-6">
              {ops.map(({ method, path, op }) => (
                <OperationDoc key={`${method} ${path}`} method={method} path={path} op={op} schemas={schemas} origin={origin} searchText={searchText.get(op.operationId) ?? ""} />
              ))}
            </div>
          </section>
        ))}

        <p className="mt-12 text-sm text-slate-600">
          Every request and response object is described on its own page: <Link className={link} href="/docs/api/schemas">schemas</Link>.
        </p>
      </main>
    </div>
  );
}
