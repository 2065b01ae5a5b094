import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { startSmtpServer } from "@/test/support/smtp";
import { sendMail, smtpConfigured } from "./transport";

describe("sendMail", () => {
  afterEach(() => {
    delete process.env.SMTP_URL;
    delete process.env.SMTP_HOST;
    delete process.env.SMTP_PORT;
    delete process.env.SMTP_FROM;
    resetEnvForTests();
    vi.restoreAllMocks();
  });

  it("without SMTP settings writes the message to the log as one JSON line", async () => {
    resetEnvForTests();
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    expect(await sendMail({ to: "dev@example.com", subject: "Hello", text: "line one\nhttps://x.test/reset-password?token=abc" })).toEqual({ delivered: "log" });
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith("\n")).toBe(true);
    expect(lines[0].trimEnd().includes("\n")).toBe(false);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: "warn",
      message: "email (SMTP not configured)",
      mail: { to: "dev@example.com", subject: "Hello", text: "line one\nhttps://x.test/reset-password?token=abc" },
    });
  });

  it("with SMTP_HOST/SMTP_PORT delivers to that server, from SMTP_FROM", async () => {
    const smtp = await startSmtpServer();
    try {
      process.env.SMTP_HOST = "127.0.0.1";
      process.env.SMTP_PORT = String(smtp.port);
      process.env.SMTP_FROM = "ops@legal-ai.test";
      resetEnvForTests();
      expect(smtpConfigured()).toBe(true);
      expect(await sendMail({ to: "dev@example.com", subject: "Über", text: "Grüße" })).toEqual({ delivered: "smtp" });
      const mail = await smtp.waitFor((m) => m.to.includes("dev@example.com"));
      expect(mail.from).toBe("ops@legal-ai.test");
      expect(mail.raw).toContain("Gr");
    } finally {
      await smtp.close();
    }
  });

  it("rejects a SMTP_URL that is not smtp:// or smtps://", async () => {
    process.env.SMTP_URL = "http://mail.example.com";
    resetEnvForTests();
    const { env } = await import("@/lib/env");
    expect(() => env()).toThrow("SMTP_URL");
  });
});
