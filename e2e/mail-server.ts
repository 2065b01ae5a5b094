import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { SMTPServer } from "smtp-server";

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server on the port the app server mails to, started once for the whole browser run (e2e/global-setup.ts),
 * so that spec files in different workers can all read their mail. Each message's recipients, subject and decoded text
 * go to `logPath` as one JSON line; a spec finds its own mail by its unique recipient (helpers.ts uniqueEmail).
 */
export async function startMailCapture(port: number, logPath: string): Promise<() => Promise<void>> {
  writeFileSync(logPath, "");
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
        const [head, ...rest] = raw.split(/\r?\n\r?\n/);
        const body = rest.join("\n\n");
        const text = /quoted-printable/i.test(head) ? body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : body;
        const mail: Mail = { to: session.envelope.rcptTo.map((r) => r.address), subject: /^Subject: (.*)$/im.exec(head)?.[1] ?? "", text };
        appendFileSync(logPath, JSON.stringify(mail) + "\n");
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", () => resolve()));
  return () => new Promise<void>((resolve) => smtp.close(() => resolve()));
}

/** Every mail captured so far (`logPath` as startMailCapture writes it). */
function capturedMails(logPath: string): Mail[] {
  if (!existsSync(logPath)) return [];
  return readFileSync(logPath, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}

/** The mail captured for this run (e2e/global-setup.ts starts the SMTP server), for a spec file to read. */
export function mailServerForThisFile() {
  const logPath = process.env.E2E_MAIL_LOG;
  /** The first mail to `email` whose subject matches, waiting up to 15 s for it. */
  async function mailTo(email: string, subject: RegExp): Promise<Mail> {
    if (!logPath) throw new Error("E2E_MAIL_LOG is not set: the browser run's global setup starts the mail capture");
    const find = () => capturedMails(logPath).find((m) => m.to.includes(email) && subject.test(m.subject));
    await expect.poll(find, { timeout: 15_000 }).toBeTruthy();
    return find()!;
  }
  /** The latest mail to `email` whose subject matches, waiting up to 15 s for one (a resent link replaces the first). */
  async function lastMailTo(email: string, subject: RegExp): Promise<Mail> {
    await mailTo(email, subject);
    return capturedMails(logPath!).findLast((m) => m.to.includes(email) && subject.test(m.subject))!;
  }
  return { mailTo, lastMailTo };
}

/** The first link to `path` with a mailed token in the text. */
export const linkIn = (text: string, path: string) => new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(text)?.[0];
