import type { Metadata } from "next";
import Link from "next/link";
import { InlineText } from "@/components/docs/inline-text";
import { Badge } from "@/components/ui/badge";
import { link } from "@/components/ui/classes";
import { errorGuide } from "@/lib/console/error-guide";
import { problemCatalog, type ProblemCode } from "@/lib/http/problem";

export const metadata: Metadata = { title: "Error codes" };

const example = `HTTP/1.1 401 Unauthorized
Content-Type: application/problem+json
X-Request-Id: req_01JD0Y7…

{
  "type": "/docs/errors#api_key_revoked",
  "title": "API key revoked",
  "status": 401,
  "detail": "This API key has been revoked.",
  "code": "api_key_revoked",
  "request_id": "req_01JD0Y7…"
}`;

/** The `type` URI of every problem response points at a row here (`/docs/errors#<code>`). */
export default function ErrorsPage() {
  const codes = Object.keys(problemCatalog) as ProblemCode[];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Error codes</h1>
      <p className="mt-3 max-w-3xl text-slate-600">
        Every error from <code className="font-mono text-sm">/v1</code> is an RFC 9457 <code className="font-mono text-sm">application/problem+json</code>{" "}
        body with a stable <code className="font-mono text-sm">code</code>. Branch on <code className="font-mono text-sm">code</code>, not on{" "}
        <code className="font-mono text-sm">detail</code> (which is for humans). Validation errors add an{" "}
        <code className="font-mono text-sm">errors</code> array of <code className="font-mono text-sm">{"{ field, message }"}</code>.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <ul aria-label="Problem codes" className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {codes.map((code) => {
            const entry = problemCatalog[code];
            const guide = errorGuide[code];
            return (
              <li key={code} id={code} className="scroll-mt-6 p-4 target:bg-amber-50 sm:px-5">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <a href={`#${code}`} className={`${link} break-all font-mono text-sm`}>
                    {code}
                  </a>
                  <span className="font-mono text-sm tabular-nums text-slate-900">{entry.status}</span>
                  <span className="text-sm text-slate-500">{entry.title}</span>
                  {guide ? <span className="ml-auto">{guide.retry ? <Badge tone="amber">retry</Badge> : <Badge>do not retry</Badge>}</span> : null}
                </div>
                {guide ? (
                  <div className="mt-1 space-y-1 text-sm">
                    <InlineText text={guide.meaning} className="text-slate-700" />
                    <InlineText text={guide.action} className="text-slate-500" />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        <aside className="space-y-4">
          <div className="overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-800">
            <p className="border-b border-slate-700/60 px-4 py-2 text-xs text-slate-400">Example</p>
            <pre tabIndex={0} className="focus-visible:outline-2 focus-visible:outline-indigo-400 overflow-x-auto p-4 text-xs text-slate-100">{example}</pre>
          </div>
          <div className="rounded-xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
            <h2 className="font-semibold text-slate-900">Retrying</h2>
            <p className="mt-1">
              Retry 429, 5xx and network errors with exponential backoff and jitter (about 1 s, 2 s, 4 s; at most 3 attempts), sending the same
              Idempotency-Key each time so a retried POST runs and bills once.
            </p>
            <p className="mt-2">
              Model failures do not surface as errors: the call answers 200 from the offline engine, marked <code className="font-mono">X-Degraded: true</code>{" "}
              and a <code className="font-mono">degraded</code> warning, and is not billed.
            </p>
            <p className="mt-2">
              <Link className={link} href="/docs/api">
                API reference
              </Link>
            </p>
          </div>
        </aside>
      </div>
    </main>
  );
}
