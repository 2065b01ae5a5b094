import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { link } from "@/components/ui/classes";
import { problemCatalog, type ProblemCode } from "@/lib/http/problem";
import { curlSnippet } from "@/lib/console/snippets";
import { InlineText } from "./inline-text";
import { PathText } from "./path-text";
import { SchemaView, schemaHref, type JsonSchema } from "./schema-view";

export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  "x-credits"?: number;
  "x-scope"?: string;
  "x-streaming"?: boolean;
  "x-example"?: unknown;
}

const methodTone: Record<string, string> = {
  GET: "bg-sky-100 text-sky-800",
  POST: "bg-emerald-100 text-emerald-800",
  PATCH: "bg-amber-100 text-amber-800",
  PUT: "bg-amber-100 text-amber-800",
  DELETE: "bg-red-100 text-red-800",
};

export const operationAnchor = (operationId: string) => `op-${operationId.replace(/[^A-Za-z0-9_-]/g, "-")}`;

/** The codes a response may carry: the one its description names ("… (code invalid_request)"), else all with that status. */
function codesFor(status: string, description = ""): ProblemCode[] {
  const named = /\(code ([a-z_]+)\)/.exec(description)?.[1];
  if (named && named in problemCatalog) return [named as ProblemCode];
  return (Object.keys(problemCatalog) as ProblemCode[]).filter((c) => String(problemCatalog[c].status) === status);
}

/** The document repeats access and cost at the end of each description; the badges already show them. */
function withoutAccessLine(description: string): string {
  return description
    .split(/\n{2,}/)
    .filter((p) => !/^(Public: no key\.|Any valid key\.|Scope: `[a-z-]+`\.) Credits: \d+\.$/.test(p.trim()))
    .join("\n\n");
}

function Heading({ children }: { children: React.ReactNode }) {
  return <h4 className="mt-5 text-xs font-semibold uppercase tracking-wide text-slate-500">{children}</h4>;
}

/** A body that is just a $ref is shown with the referenced schema's fields, so the reader need not jump. */
function Resolved({ schema, schemas }: { schema: JsonSchema; schemas: Record<string, JsonSchema> }) {
  const name = schema.$ref?.split("/").pop();
  const target = name ? schemas[name] : undefined;
  if (!name || !target?.properties) return <SchemaView schema={schema} />;
  return (
    <>
      <p className="mb-2 text-xs text-slate-500">
        Schema <a href={schemaHref(name)} className={`${link} font-mono`}>{name}</a>
      </p>
      <SchemaView schema={target} />
    </>
  );
}

/** The operation as a curl command with its documented example body; the key is read from the environment. */
export function curlExample(origin: string, method: string, path: string, op: OpenApiOperation): string {
  const body = op.requestBody?.content?.["application/json"];
  const example = op["x-example"] ?? body?.example;
  const json = body ? JSON.stringify(example ?? {}) : null;
  return curlSnippet({ method, url: `${origin}${path}`, headers: json !== null ? { "Content-Type": "application/json" } : {}, body: json }, (op["x-scope"] ?? "any-key") !== "public");
}

export function OperationDoc({
  method,
  path,
  op,
  schemas,
  origin,
  searchText,
}: {
  method: string;
  path: string;
  op: OpenApiOperation;
  schemas: Record<string, JsonSchema>;
  origin: string;
  searchText: string;
}) {
  const scope = op["x-scope"] ?? "any-key";
  const body = op.requestBody?.content?.["application/json"];
  const responses = Object.entries(op.responses ?? {});
  const success = responses.filter(([s]) => s.startsWith("2"));
  const errors = responses.filter(([s]) => !s.startsWith("2"));
  return (
    <article id={operationAnchor(op.operationId)} data-ref-search={searchText} className="scroll-mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm sm:text-base">
        <span className={`rounded px-2 py-0.5 text-xs font-bold ${methodTone[method] ?? "bg-slate-100"}`}>{method}</span>
        <span className="font-semibold text-slate-900">
          <PathText path={path} />
        </span>
      </h3>
      {op.summary ? <p className="mt-2 text-slate-700">{op.summary}</p> : null}
      <div className="mt-3 flex flex-wrap gap-1.5">
        <Badge tone="indigo">{scope === "public" ? "public, no key" : scope === "any-key" ? "any valid key" : `scope: ${scope}`}</Badge>
        <Badge>{(op["x-credits"] ?? 0) === 1 ? "1 credit" : `${op["x-credits"] ?? 0} credits`}</Badge>
        {op["x-streaming"] ? <Badge tone="green">SSE with &quot;stream&quot;: true</Badge> : null}
        <Link href={`/console/explorer?op=${encodeURIComponent(op.operationId)}`} className={`${link} ml-auto text-sm`}>
          Try it in the explorer →
        </Link>
      </div>
      {op.description ? <InlineText text={withoutAccessLine(op.description)} className="mt-3 text-sm text-slate-600" /> : null}

      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded-sm text-slate-600 hover:text-slate-900">Example with curl</summary>
        <pre tabIndex={0} className="focus-visible:outline-2 focus-visible:outline-indigo-400 mt-2 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100" data-testid="reference-curl">
          {curlExample(origin, method, path, op)}
        </pre>
      </details>

      {op.parameters && op.parameters.length > 0 ? (
        <>
          <Heading>Parameters</Heading>
          <ul className="mt-2 space-y-2">
            {op.parameters.map((p) => (
              <li key={`${p.in}:${p.name}`} className="text-sm">
                <code className="font-mono text-[13px] font-semibold text-slate-900">{p.name}</code>{" "}
                <span className="text-xs text-slate-500">
                  in {p.in}
                  {p.required ? ", required" : ""}
                </span>
                {(p.description ?? p.schema?.description) ? <InlineText text={(p.description ?? p.schema?.description)!} className="text-slate-600" /> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {body?.schema ? (
        <>
          <Heading>Request body (application/json)</Heading>
          <div className="mt-2">
            <Resolved schema={body.schema} schemas={schemas} />
          </div>
          {(op["x-example"] ?? body.example) !== undefined ? (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer rounded-sm text-slate-600 hover:text-slate-900">Example request</summary>
              <pre tabIndex={0} className="focus-visible:outline-2 focus-visible:outline-indigo-400 mt-2 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">{JSON.stringify(op["x-example"] ?? body.example, null, 2)}</pre>
            </details>
          ) : null}
        </>
      ) : null}

      {success.map(([status, r]) => (
        <div key={status}>
          <Heading>
            Response {status} ({Object.keys(r.content ?? {}).join(", ") || "no body"})
          </Heading>
          {r.content?.["application/json"]?.schema ? (
            <div className="mt-2">
              <Resolved schema={r.content["application/json"].schema} schemas={schemas} />
            </div>
          ) : null}
          {r.content?.["text/event-stream"] ? (
            <p className="mt-2 text-sm text-slate-600">
              With <code className="font-mono">&quot;stream&quot;: true</code>: <code className="font-mono">text/event-stream</code> of{" "}
              <code className="font-mono">chat.completion.chunk</code> events, ending with <code className="font-mono">data: [DONE]</code>.
            </p>
          ) : null}
        </div>
      ))}

      {errors.length > 0 ? (
        <>
          <Heading>Errors (application/problem+json)</Heading>
          <ul className="mt-2 space-y-1 text-sm">
            {errors.map(([status, r]) => (
              <li key={status} className="flex flex-wrap gap-x-2">
                <span className="font-mono font-semibold tabular-nums text-slate-900">{status}</span>
                <span className="text-slate-600">{r.description}</span>
                <span className="flex flex-wrap gap-x-2">
                  {codesFor(status, r.description).map((c) => (
                    <Link key={c} href={`/docs/errors#${c}`} className={`${link} font-mono text-xs`}>
                      {c}
                    </Link>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
