import { readFileSync } from "node:fs";

/** A process's resident set size in MB (MiB) from /proc, or null when it cannot be read (the process has ended). */
export function processRssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
