import type Anthropic from "@anthropic-ai/sdk";
import { env } from "@/lib/env";
import { getModelPool } from "@/lib/model/pools";

export const dynamic = "force-dynamic";

/**
 * Benchmark baseline for the chat overhead: a bare Next.js route that sends the model request it is given through the
 * service's own model client and returns the model's message, with no /v1 pipeline, retrieval or billing. The chat
 * benchmark's floor is this route's time over a direct SDK call: what any gateway written as a Next.js route pays here.
 * A request with `stream: true` is relayed as the model's events, one `data:` line each, so that the time to first byte
 * has a floor too. Served only when BENCH_ROUTES=1 (npm run bench sets it), so production exposes nothing extra.
 */
export async function POST(request: Request) {
  const pool = env().BENCH_ROUTES === "1" ? getModelPool("v1") : null;
  if (!pool) return new Response("Not found", { status: 404 });
  const params = (await request.json()) as Anthropic.MessageCreateParams;
  if (!params.stream) return Response.json(await pool.client.messages.create({ ...params, stream: false }));
  const events = await pool.client.messages.create({ ...params, stream: true });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for await (const event of events) controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store" } });
}
