import type { Metadata } from "next";
import Link from "next/link";
import { referenceDocument } from "@/components/docs/reference-document";
import { schemaHref } from "@/components/docs/schema-view";
import { link } from "@/components/ui/classes";

export const metadata: Metadata = { title: "Schemas · API reference" };

/** Every named request and response object of the API, each linking to its page of fields. */
export default function SchemasPage() {
  const schemas = Object.entries(referenceDocument().components?.schemas ?? {});
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link className={link} href="/docs/api">
          API reference
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">Schemas</h1>
      <p className="mt-3 max-w-3xl text-slate-600">The request and response objects the operations name, from the same OpenAPI document as /v1/openapi.json.</p>
      <ul aria-label="Schemas" className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {schemas.map(([name, schema]) => (
          <li key={name} className="min-w-0 text-sm">
            <Link className={`${link} break-all font-mono`} href={schemaHref(name)}>
              {name}
            </Link>
            {schema.description ? <p className="line-clamp-2 text-xs text-slate-500">{schema.description}</p> : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
