import { defineConfig } from "@playwright/test";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 3311);
const dataDir = path.join(os.tmpdir(), `legal-ai-e2e-${process.pid}`);
/** The server's output, kept so tests can check that no secret reaches a log line (same path in every worker). */
export const serverLogPath = path.join(os.tmpdir(), `legal-ai-e2e-server-${port}.log`);
/** The browser tests' own SMTP server listens here (e2e/global-setup.ts starts it); the server mails to it. */
export const smtpPort = port + 1;
/** Where that SMTP server writes what it receives, one JSON line a message (e2e/mail-server.ts). */
export const mailLogPath = path.join(os.tmpdir(), `legal-ai-e2e-mail-${port}.jsonl`);
/** Set to run the suite against a server you started yourself (e.g. `next dev` with the same ADMIN_* values). */
const externalBaseUrl = process.env.E2E_BASE_URL;

/** Browser tests drive Debian's Chromium (Playwright's own browser download does not work here). */
export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: "./e2e/global-setup.ts",
  // One by default; npm test runs two (scripts/test-all.sh), with the client libraries' tests and then the short soak
  // beside them, all at nice 19 beside the hostile-input suite. E2E_WORKERS=2 runs two specs at a time (they share the
  // server and the mail capture; each signs up users of its own).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  reporter: [["list"]],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `rm -rf ${dataDir} && node node_modules/next/dist/bin/next start -p ${port} -H 127.0.0.1 2>&1 | tee ${serverLogPath}`,
        url: `http://127.0.0.1:${port}/v1/status`,
        reuseExistingServer: false,
        // A fresh PGlite directory is initialised at the first request; on a loaded 2-core machine that took over 60 s.
        timeout: 180_000,
        env: {
          DATA_DIR: dataDir,
          NEXTAUTH_URL: `http://127.0.0.1:${port}`,
          NEXTAUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret",
          ADMIN_EMAIL: "staff@e2e.local",
          ADMIN_PASSWORD: "staff-password-e2e",
          LOG_LEVEL: "warn",
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          SMTP_FROM: "Legal AI e2e <no-reply@e2e.local>",
          WEBHOOK_ALLOW_PRIVATE: "1",
          ALERT_POLL_INTERVAL_MS: "300",
          // Every spec signs up its own users from 127.0.0.1; the production limit (10 a minute) would throttle the suite.
          SIGNUPS_PER_MINUTE: "200",
        },
      },
});
