import { env } from "@/lib/env";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const keyPattern = /svc_live_[0-9A-Za-z]{4,}/g;

/** Raw API keys must never reach a log line, even inside an error message we did not write. */
export function redactSecrets(text: string): string {
  return text.replace(keyPattern, "svc_live_[redacted]");
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  let threshold: Level | "silent" = "info";
  try {
    threshold = env().LOG_LEVEL;
  } catch {
    // An invalid environment is reported elsewhere; logging must not throw.
  }
  if (order[level] < order[threshold]) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  const out = level === "error" || level === "warn" ? process.stderr : process.stdout;
  out.write(redactSecrets(line) + "\n");
}

export const log = {
  debug: (m: string, f?: Record<string, unknown>) => write("debug", m, f),
  info: (m: string, f?: Record<string, unknown>) => write("info", m, f),
  warn: (m: string, f?: Record<string, unknown>) => write("warn", m, f),
  error: (m: string, f?: Record<string, unknown>) => write("error", m, f),
};
