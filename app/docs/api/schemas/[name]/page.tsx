import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { operationAnchor } from "@/components/docs/operation-doc";
import { PathText } from "@/components/docs/path-text";
import { operationsUsing, referenceDocument, schemaNamed, schemasReferencing } from "@/components/docs/reference-document";
import { SchemaView, schemaHref } from "@/components/docs/schema-view";
import { link } from "@/components/ui/classes";

type Props = { params: Promise<{ name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = schemaNamed(referenceDocument(), (await params).name);
  return { title: found ? `${found.name} · Schemas` : "Schema not found" };
}

/** One schema's fields, the operations that send or return it and the schemas that contain it. */
export default async function SchemaPage({ params }: Props) {
  const doc = referenceDocument();
  const found = schemaNamed(doc, (await params).name);
  if (!found) notFound();
  const { name, schema } = found;
  const usedBy = operationsUsing(doc, name);
  const partOf = schemasReferencing(doc, name);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link className={link} href="/docs/api">
          API reference
        </Link>{" "}
        /{" "}
        <Link className={link} href="/docs/api/schemas">
          Schemas
        </Link>
      </p>
      <h1 className="mt-2 break-all font-mono text-2xl font-semibold text-slate-900">{name}</h1>
      <div className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <SchemaView schema={schema} />
      </div>
      <LinkList id="used-by" heading="Used by">
        {usedBy.map(({ method, path, op }) => (
          <li key={`${method} ${path}`}>
            <a className={`${link} font-mono`} href={`/docs/api#${operationAnchor(op.operationId)}`}>
              {method} <PathText path={path} />
            </a>
          </li>
        ))}
      </LinkList>
      <LinkList id="part-of" heading="Part of">
        {partOf.map((outer) => (
          <li key={outer}>
            <Link className={`${link} font-mono`} href={schemaHref(outer)}>
              {outer}
            </Link>
          </li>
        ))}
      </LinkList>
    </main>
  );
}

/** A headed list of links, left out when it has none. */
function LinkList({ id, heading, children }: { id: string; heading: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">{children}</ul>
    </section>
  );
}
