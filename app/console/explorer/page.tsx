import type { Metadata } from "next";
import { Explorer } from "@/components/explorer/explorer";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { getRegistry } from "@/lib/legal/runtime-registry";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { catalogueFor } from "@/lib/legal/sources/catalogue";

export const metadata: Metadata = { title: "API explorer" };

export default async function ExplorerPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const op = (await searchParams).op;
  const initialOperation = typeof op === "string" ? op : null;
  const user = await requireUser(initialOperation ? `/console/explorer?op=${encodeURIComponent(initialOperation)}` : "/console/explorer");
  // The catalogue GET /v1/sources serves, read here so a rendered answer links its citations without a billed call.
  const sources = Object.fromEntries(catalogueFor(await getRegistry(), builtInRegistry()).sources.map((s) => [s.source_id, { title: s.title, url: s.official_url, label: s.provision_label, jurisdiction: s.jurisdiction }]));
  return (
    <>
      <PageHeader
        title="API explorer"
        description="Every operation of /v1/openapi.json, ready to send. Paste a key or use a one-click sandbox key (free, offline engine); the key stays in this page's memory only."
      />
      <Explorer initialOperation={initialOperation} staff={user.staff} sources={sources} />
    </>
  );
}
