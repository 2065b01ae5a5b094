/**
 * The hostile-input suite's resource invariants (test/api/fuzz.test.ts), watched from outside the server process:
 * its resident memory (VmRSS sampled from /proc/<pid>/status, and VmHWM, the kernel's own peak, so a spike between
 * two samples still counts) and its event-loop delay, read as the time a /v1/status probe takes while the fuzzing
 * runs (a handler that blocks the loop delays every probe by as long as it blocks). Each probe is paired with one to an
 * idle control process started here, at the same moment: on a machine so busy that every process waits for a core,
 * both are slow, and only what the server adds over the control counts as its own delay.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

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
export async function watchServer(url: string, pid: number, options: { probeEveryMs?: number } = {}): Promise<ServerWatch> {
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
    },
    async stop() {
      running = false;
      clearInterval(sampler);
      await loop;
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
        peakPhases: [...phasePeaks].map(([phase, kib]) => ({ phase, peakMiB: mib(kib) })).sort((a, b) => b.peakMiB - a.peakMiB).slice(0, 3),
      };
    },
  };
}
