import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

let histogram: IntervalHistogram | undefined;

/**
 * Soak-suite probe: this process's memory and event-loop delay since the previous call (ms). Served only when
 * BENCH_ROUTES=1 (the bench and soak scripts set it), so production exposes nothing extra.
 */
export async function GET() {
  if (env().BENCH_ROUTES !== "1") return new Response("Not found", { status: 404 });
  if (!histogram) {
    histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
  }
  const memory = process.memoryUsage();
  const body = {
    rss_mb: memory.rss / 2 ** 20,
    heap_used_mb: memory.heapUsed / 2 ** 20,
    event_loop_delay_ms: {
      p50: histogram.count ? histogram.percentile(50) / 1e6 : 0,
      p99: histogram.count ? histogram.percentile(99) / 1e6 : 0,
      max: histogram.count ? histogram.max / 1e6 : 0,
    },
  };
  histogram.reset();
  return Response.json(body);
}
