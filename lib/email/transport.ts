import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env, type Env } from "@/lib/env";
import { log } from "@/lib/log";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** SMTP is configured when there is a URL or a host; the rest has defaults. */
export function smtpConfigured(e: Env = env()): boolean {
  return Boolean(e.SMTP_URL || e.SMTP_HOST);
}

export function fromAddress(e: Env = env()): string {
  return e.SMTP_FROM ?? "Legal AI Service <no-reply@localhost>";
}

let cached: { key: string; transport: Transporter } | undefined;

function transport(e: Env): Transporter {
  const key = JSON.stringify([e.SMTP_URL, e.SMTP_HOST, e.SMTP_PORT, e.SMTP_SECURE, e.SMTP_USER, e.SMTP_PASSWORD]);
  if (cached?.key === key) return cached.transport;
  const options = e.SMTP_URL
    ? e.SMTP_URL
    : {
        host: e.SMTP_HOST,
        port: e.SMTP_PORT,
        // Port 465 speaks TLS from the first byte; others upgrade with STARTTLS when the server offers it.
        secure: e.SMTP_SECURE ? e.SMTP_SECURE === "1" : e.SMTP_PORT === 465,
        auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASSWORD ?? "" } : undefined,
      };
  cached = { key, transport: nodemailer.createTransport(options) };
  return cached.transport;
}

/**
 * Sends one message. Without SMTP settings the message is written to the server log as one JSON line
 * (`"message":"email (SMTP not configured)"`, with `mail.to`, `mail.subject`, `mail.text`) so that an operator
 * can still hand a reset or verification link to a user; at warn level so that LOG_LEVEL=warn keeps it. That
 * line is the only place a mailed link (and so a token) is ever logged. A failing SMTP server throws.
 */
export async function sendMail(mail: Mail): Promise<{ delivered: "smtp" | "log" }> {
  const e = env();
  if (!smtpConfigured(e)) {
    log.warn("email (SMTP not configured)", { mail: { from: fromAddress(e), to: mail.to, subject: mail.subject, text: mail.text } });
    return { delivered: "log" };
  }
  await transport(e).sendMail({ from: fromAddress(e), to: mail.to, subject: mail.subject, text: mail.text });
  return { delivered: "smtp" };
}
