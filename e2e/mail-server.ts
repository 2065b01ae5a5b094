import { expect, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { smtpPort } from "../playwright.config";

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server on the port the app server mails to, for one spec file (started before its tests, closed
 * after them; specs run one at a time). Keeps each message's recipients, subject and decoded text.
 */
export function mailServerForThisFile() {
  const mails: Mail[] = [];
  let smtp: SMTPServer;
  test.beforeAll(async () => {
    smtp = new SMTPServer({
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
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: /^Subject: (.*)$/im.exec(head)?.[1] ?? "", text });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));
  });
  test.afterAll(async () => new Promise<void>((resolve) => smtp.close(() => resolve())));

  /** The first mail to `email` whose subject matches, waiting up to 15 s for it. */
  async function mailTo(email: string, subject: RegExp): Promise<Mail> {
    await expect.poll(() => mails.find((m) => m.to.includes(email) && subject.test(m.subject)), { timeout: 15_000 }).toBeTruthy();
    return mails.find((m) => m.to.includes(email) && subject.test(m.subject))!;
  }
  return { mails, mailTo };
}

/** The first link to `path` with a mailed token in the text. */
export const linkIn = (text: string, path: string) => new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(text)?.[0];
