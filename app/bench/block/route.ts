import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

/** The longest block a call may ask for (ms). */
const MAX_BLOCK_MS = 10_000;

/**
 * The hostile-input suite's self-check (test/api/fuzz-watch.test.ts, FUZZ_INJECT_BLOCK_MS): holds this process's event
 * loop in a synchronous loop for `?ms=` milliseconds (at most 10 s), the way a handler that blocks would, so that the
 * suite can show its event-loop bound fails on a real block. Served only when BENCH_ROUTES=1, so production exposes
 * nothing extra.
 */
export async function POST(request: Request) {
  if (env().BENCH_ROUTES !== "1") return new Response("Not found", { status: 404 });
  const asked = Number(new URL(request.url).searchParams.get("ms"));
  const ms = Number.isFinite(asked) ? Math.min(Math.max(0, Math.round(asked)), MAX_BLOCK_MS) : 0;
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose: nothing else on this process runs meanwhile.
  }
  return Response.json({ blocked_ms: ms });
}
