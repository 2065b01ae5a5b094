import Link from "next/link";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { btnPrimary, btnSecondary, link } from "@/components/ui/classes";
import { allOperations } from "@/lib/openapi/operations";
import { shownOrigin } from "@/lib/server/shown-origin";
import { currentUser } from "@/lib/auth/session";

const curlExample = (origin: string) => `curl ${origin}/v1/chat/completions \\
  -H "Authorization: Bearer $LEGAL_AI_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"jurisdiction": "FR",
       "message": "Must we erase customer data on request?"}'`;

/** Whether an endpoint is live: the home page never advertises one the API does not serve yet. */
const isLive = (endpoint: string) => allOperations.some((op) => `${op.method} ${op.path}` === endpoint);

const features = [
  { title: "Legal Q&A", body: "Jurisdiction-aware answers whose citations are checked against our source registry. JSON or streamed (SSE).", path: "POST /v1/chat/completions" },
  { title: "Documents & compliance", body: "Risk, compliance and summary analysis of contracts and policies; checks against named regulations.", path: "POST /v1/documents/analyze" },
  { title: "Corporate & litigation", body: "Tax treaties, Pillar Two, UBO mapping, insolvency, writ petitions and more, streamed as they are written.", path: "POST /v1/corporate/analyze" },
  { title: "Audit tools", body: "16 deterministic tools (materiality, going concern, zakat…): no model, no credits, same input, same answer.", path: "POST /v1/audit/analyze" },
  { title: "Contract drafting", body: "Drafts from templates with clause-level citations and warnings.", path: "POST /v1/contracts/draft" },
  { title: "Built for production", body: "Scoped keys, sandbox keys, Idempotency-Key retries, RateLimit headers, RFC 9457 errors, credits per call.", path: "GET /v1/usage" },
];

export default async function HomePage() {
  const [origin, user] = await Promise.all([shownOrigin(), currentUser()]);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader signedInAs={user?.email ?? null} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 lg:py-14">
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Developer platform</p>
            <h1 className="mt-2 text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">Legal AI Service</h1>
            <p className="mt-4 text-lg text-slate-600">
              One versioned HTTP API for jurisdiction-aware legal answers with verified citations, document analysis,
              compliance checks, corporate, litigation and audit tools, and contract drafting.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link className={btnPrimary} href="/signup">
                Create an account
              </Link>
              <Link className={btnSecondary} href="/docs/api">
                Read the API reference
              </Link>
            </div>
            <p className="mt-6 text-sm text-slate-600">
              Machine-readable description:{" "}
              <a className={link} href="/v1/openapi.json">
                /v1/openapi.json
              </a>
              {" · "}Health:{" "}
              {/* API routes, not pages: a full navigation is what we want. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a className={link} href="/v1/status">
                /v1/status
              </a>
              {" · "}
              <Link className={link} href="/docs/errors">
                Error codes
              </Link>
            </p>
          </div>
          <div className="min-w-0">
            <div className="overflow-hidden rounded-xl bg-slate-900 shadow-lg ring-1 ring-slate-800">
              <div className="flex items-center justify-between border-b border-slate-700/60 px-4 py-2 text-xs text-slate-400">
                <span>Ask a question</span>
                <span>1 credit</span>
              </div>
              <pre tabIndex={0} className="focus-visible:outline-2 focus-visible:outline-indigo-400 overflow-x-auto p-4 text-[13px] leading-relaxed text-slate-100">
                <code data-testid="home-curl">{curlExample(origin)}</code>
              </pre>
            </div>
            <ol className="mt-4 space-y-1 text-sm text-slate-600">
              <li>
                <span className="font-semibold text-slate-900">1.</span> Sign up and create a key in the console (shown once; a sandbox key is never billed).
              </li>
              <li>
                <span className="font-semibold text-slate-900">2.</span> Try any endpoint in the explorer, then copy the curl, TypeScript or Python snippet.
              </li>
              <li>
                <span className="font-semibold text-slate-900">3.</span> Watch calls and credits per day and per key on the usage page.
              </li>
            </ol>
          </div>
        </div>

        <h2 className="sr-only">What the API does</h2>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li key={f.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{f.body}</p>
              <p className="mt-3 font-mono text-xs text-indigo-700">
                {f.path}
                {!isLive(f.path) && <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 font-sans text-slate-600">coming soon</span>}
              </p>
            </li>
          ))}
        </ul>
      </main>
      <SiteFooter />
    </div>
  );
}
