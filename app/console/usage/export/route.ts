import { currentUser } from "@/lib/auth/session";
import { csvLine } from "@/lib/console/csv";
import { CSV_COLUMNS, usageExportRows } from "@/lib/console/usage";

export const dynamic = "force-dynamic";

/**
 * CSV of the signed-in tenant's calls over the last 30 days. A route handler cannot redirect a download
 * usefully, so a missing session is a plain 401. Streamed, so a busy tenant's export does not sit in memory.
 */
export async function GET(): Promise<Response> {
  const user = await currentUser();
  if (!user) return new Response("Sign in to export usage.\n", { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const rows = usageExportRows(user.id);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine([...CSV_COLUMNS])));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLine(next.value)));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="usage-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
