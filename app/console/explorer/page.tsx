import type { Metadata } from "next";
import { Explorer } from "@/components/explorer/explorer";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "API explorer" };

export default async function ExplorerPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const op = (await searchParams).op;
  const initialOperation = typeof op === "string" ? op : null;
  const user = await requireUser(initialOperation ? `/console/explorer?op=${encodeURIComponent(initialOperation)}` : "/console/explorer");
  return (
    <>
      <PageHeader
        title="API explorer"
        description="Every operation of /v1/openapi.json, ready to send. Paste a key or use a one-click sandbox key (free, offline engine); the key stays in this page's memory only."
      />
      <Explorer initialOperation={initialOperation} staff={user.staff} />
    </>
  );
}
