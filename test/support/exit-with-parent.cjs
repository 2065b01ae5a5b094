// Preloaded into every server the tests and benchmarks start (test/support/server.ts `startOwnServer`). The server's
// stdin is a pipe from the process that started it, which never writes to it: when that process is gone (it ended, was
// killed, or was a vitest worker stopped after a test timed out before its cleanup ran), the pipe closes and the server
// stops as on SIGTERM instead of running on as an orphan that holds a port and a share of the cores for the rest of
// the run and after it. As `stop()` does, a server still there 5 s later is killed: one orphaned by a timed-out
// crash-safety test stopped answering after SIGTERM and was still running, spending system time, 5 minutes later.
// Both unreferenced, so they never keep alive a server that would otherwise exit.
function stop() {
  process.kill(process.pid, "SIGTERM");
  setTimeout(() => process.kill(process.pid, "SIGKILL"), 5000).unref();
}
// Worker threads inherit the --require: inside one, process.stdin is the worker's own (empty) stream, and reading it
// crashed the worker (OCR's tesseract.js workers hung every scanned-PDF request). Only the main thread watches the pipe.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require) has no import
if (require("node:worker_threads").isMainThread) {
  process.stdin.once("end", stop);
  process.stdin.once("error", stop);
  process.stdin.resume();
  process.stdin.unref();
}
