import type { Metadata } from "next";
import { focusRing } from "@/components/ui/classes";
import { verifySnippet } from "@/lib/alerts/verify-snippet";

export const metadata: Metadata = { title: "Webhooks" };

const exampleEvent = `POST /hooks/legal-ai HTTP/1.1
Content-Type: application/json
Legal-AI-Event-Id: alt_01JD0Y7…
Legal-AI-Signature: t=1767225600,v1=5f2b…c9a1

{"id":"alt_01JD0Y7…","object":"event","type":"credits.low","created_at":"2026-01-01T00:00:00.000Z","data":{"balance":8,"threshold":20}}`;



const pre = `overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-100 ${focusRing}`;

export default function WebhooksDocsPage() {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Webhooks</h1>
      <p className="mt-3 text-slate-600">
        Register an endpoint on the console&apos;s Alerts page. Each alert is POSTed as JSON: <code>credits.low</code> (your balance fell below your threshold;
        once per crossing), <code>key.limit_reached</code> (a key reached 80% or 100% of a cap), <code>key.revoked</code> and <code>key.expiring</code> (7
        days ahead). Answer with any 2xx within 10 seconds; anything else (redirects included) is retried with exponential backoff (30 s, doubling, at most 2 h
        apart) for 24 hours. An event may arrive more than once: deduplicate on <code>id</code>.
      </p>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">A delivery</h2>
      <pre className={`${pre} mt-3`} tabIndex={0} aria-label="Example delivery">
        <code>{exampleEvent}</code>
      </pre>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Verifying the signature</h2>
      <p className="mt-3 text-slate-600">
        <code>v1</code> is the hex HMAC-SHA256, keyed with your endpoint&apos;s secret (<code>whsec_…</code>, shown once at registration), of the timestamp{" "}
        <code>t</code>, a dot, and the raw body. Recompute it, compare in constant time, and refuse old timestamps so a captured request cannot be replayed.
        In Node.js:
      </p>
      <pre className={`${pre} mt-3`} tabIndex={0} aria-label="Signature verification in Node.js">
        <code>{verifySnippet}</code>
      </pre>
    </main>
  );
}
