/**
 * The hostile-input suite's resource invariants (test/api/fuzz.test.ts), watched from outside the server process:
 *   - its resident memory (VmRSS sampled from /proc/<pid>/status, and VmHWM, the kernel's own peak, so a spike between
 *     two samples still counts);
 *   - its event-loop delay as the server itself measures it: Node's monitorEventLoopDelay histogram, read and reset
 *     through /bench/runtime (served only with BENCH_ROUTES=1) every quarter second. Its max is the longest single
 *     block of the loop in that interval (a handler that runs synchronously for 3 s shows as 3 s); requests that merely
 *     wait for a core on a busy machine, each doing a little work, do not add up in it.
 *   - the time a /v1/status probe takes, paired with one to an idle control process at the same moment. Printed as
 *     context only: on a 2-core machine, six concurrent large requests make the probe seconds slower than the idle
 *     control (which uses no CPU) without any one of them blocking the loop, so it measures contention, not blocking.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

/**
 * The longest the server's event loop may be held by one block (ms): one input that blocks it shows here (the "did you
 * mean" edit distance once held it 18.7 s). Above what the busiest legitimate work reaches on a loaded 2-core machine
 * (a 10 MiB body parsed and validated, a major GC), far below the blocks it exists to catch.
 */
export const LOOP_BLOCK_BOUND_MS = 1500;

export interface WatchReport {
  rssBeforeMiB: number;
  peakRssMiB: number;
  rssAfterMiB: number;
  probes: number;
  slowestProbeMs: number;
  /** The most the server's probe took over the control's sent at the same moment: the server's own delay. */
  slowestExcessMs: number;
  /** The probes the server delayed most, with when they were sent (ms after the watch began) and the phase then. */
  slowProbes: { atMs: number; ms: number; controlMs: number; phase: string }[];
  /** How many times the server's own event-loop delay histogram was read (0: /bench/runtime is not served). */
  loopReads: number;
  /** The longest single block of the server's event loop seen during the watch (ms), and the phase(s) it fell in. */
  maxLoopDelayMs: number;
  /** The highest 99th percentile of the loop delay over one read interval (ms). */
  maxLoopP99Ms: number;
  /** The reads with the longest blocks, with when they were taken (ms after the watch began) and the phase(s). */
  longestBlocks: { atMs: number; maxMs: number; p99Ms: number; phase: string }[];
  /** The phases in which resident memory rose highest, with the highest RSS seen in each (MiB), highest first. */
  peakPhases: { phase: string; peakMiB: number }[];
}

/** An idle HTTP server in a process of its own: the control for the probes. */
async function startControl(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ["-e", "const s=require('http').createServer((q,r)=>r.end('ok')).listen(0,'127.0.0.1',()=>console.log(s.address().port))"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (d: Buffer) => resolve(d.toString().trim()));
    child.once("exit", (code) => reject(new Error(`control server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

async function timedGet(url: string): Promise<number> {
  const sent = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
  } catch {
    // A probe that fails still measured how long the server took to answer it (or 60 s).
  }
  return performance.now() - sent;
}

function memoryKiB(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: field("VmRSS"), peak: field("VmHWM") };
  } catch {
    return null;
  }
}

const mib = (kib: number) => Math.round(kib / 1024);

export interface ServerWatch {
  /** Names the phase that begins now (reported with the slow probes). */
  phase(name: string): void;
  stop(): Promise<WatchReport>;
}

/** Starts watching; `stop()` ends the probes and answers what they saw. */
/** One read of the server's event-loop delay since the previous one (ms), or null when /bench/runtime is not served. */
async function readLoopDelay(url: string): Promise<{ max: number; p99: number } | null> {
  try {
    const res = await fetch(`${url}/bench/runtime`, { signal: AbortSignal.timeout(60_000) });
    if (!res.ok) {
      await res.arrayBuffer();
      return null;
    }
    const body = (await res.json()) as { event_loop_delay_ms: { p99: number; max: number } };
    return { max: body.event_loop_delay_ms.max, p99: body.event_loop_delay_ms.p99 };
  } catch {
    return null;
  }
}

export async function watchServer(url: string, pid: number, options: { probeEveryMs?: number; loopReadEveryMs?: number } = {}): Promise<ServerWatch> {
  const control = await startControl();
  let phase = "start";
  // Resets the peak mark (Linux; our own child, so permitted), so VmHWM is this run's peak and not the start-up's.
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // Not permitted here: VmHWM then covers the process's whole life, which only makes the bound stricter.
  }
  const began = performance.now();
  const before = memoryKiB(pid);
  let peakSampled = before?.rss ?? 0;
  const probes: { atMs: number; ms: number; controlMs: number; phase: string }[] = [];
  let running = true;
  // Per phase, the highest of the sampled RSS and of the kernel's peak mark when it rose during that phase: so a peak
  // names the input that caused it (the mark only rises, so a rise belongs to the phase it was seen in).
  const phasePeaks = new Map<string, number>();
  let lastMark = before?.peak ?? 0;
  const sampler = setInterval(() => {
    const m = memoryKiB(pid);
    if (!m) return;
    peakSampled = Math.max(peakSampled, m.rss);
    const seen = Math.max(m.rss, m.peak > lastMark ? m.peak : 0);
    lastMark = Math.max(lastMark, m.peak);
    phasePeaks.set(phase, Math.max(phasePeaks.get(phase) ?? 0, seen));
  }, 100);
  // The first read starts the server's histogram (and empties it): what the watch reports begins here.
  await readLoopDelay(url);
  const loopReads: { atMs: number; maxMs: number; p99Ms: number; phase: string }[] = [];
  // Each read empties the server's histogram, so a read covers the time since the previous read was answered: the
  // phases it names are every phase entered in that interval (on a loaded machine the read that sees a block can be
  // sent only after the phase that caused it has ended).
  let phasesSinceRead = [phase];
  const loopReader = (async () => {
    while (running) {
      await new Promise((r) => setTimeout(r, options.loopReadEveryMs ?? 250));
      const atMs = Math.round(performance.now() - began);
      const read = await readLoopDelay(url);
      const covered = phasesSinceRead;
      phasesSinceRead = [phase];
      if (!read) continue;
      loopReads.push({ atMs, maxMs: Math.round(read.max), p99Ms: Math.round(read.p99), phase: covered.join(" … ") });
    }
  })();
  const loop = (async () => {
    while (running) {
      const atMs = Math.round(performance.now() - began);
      const [ms, controlMs] = await Promise.all([timedGet(`${url}/v1/status`), timedGet(control.url)]);
      probes.push({ atMs, ms: Math.round(ms), controlMs: Math.round(controlMs), phase });
      await new Promise((r) => setTimeout(r, options.probeEveryMs ?? 100));
    }
  })();
  return {
    phase(name) {
      phase = name;
      if (phasesSinceRead.at(-1) !== name) phasesSinceRead.push(name);
    },
    async stop() {
      running = false;
      clearInterval(sampler);
      await Promise.all([loop, loopReader]);
      control.stop();
      const after = memoryKiB(pid);
      const excess = (p: { ms: number; controlMs: number }) => Math.max(0, p.ms - p.controlMs);
      const slow = [...probes].sort((a, b) => excess(b) - excess(a));
      return {
        rssBeforeMiB: mib(before?.rss ?? 0),
        peakRssMiB: mib(Math.max(peakSampled, after?.peak ?? 0)),
        rssAfterMiB: mib(after?.rss ?? 0),
        probes: probes.length,
        slowestProbeMs: Math.max(0, ...probes.map((p) => p.ms)),
        slowestExcessMs: slow[0] ? excess(slow[0]) : 0,
        slowProbes: slow.slice(0, 3),
        loopReads: loopReads.length,
        maxLoopDelayMs: Math.max(0, ...loopReads.map((r) => r.maxMs)),
        maxLoopP99Ms: Math.max(0, ...loopReads.map((r) => r.p99Ms)),
        longestBlocks: [...loopReads].sort((a, b) => b.maxMs - a.maxMs).slice(0, 3),
        peakPhases: [...phasePeaks].map(([phase, kib]) => ({ phase, peakMiB: mib(kib) })).sort((a, b) => b.peakMiB - a.peakMiB).slice(0, 3),
      };
    },
  };
}
