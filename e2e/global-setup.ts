import { mailLogPath, smtpPort } from "../playwright.config";
import { startMailCapture } from "./mail-server";

/**
 * The browser run's global setup: one SMTP server for every worker (the app server mails to smtpPort), its mail written
 * to mailLogPath, which the workers find through E2E_MAIL_LOG (they inherit the environment).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stop = await startMailCapture(smtpPort, mailLogPath);
  process.env.E2E_MAIL_LOG = mailLogPath;
  return stop;
}
