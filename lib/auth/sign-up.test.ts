import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { ApiError } from "@/lib/http/problem";
import { createUser } from "@/lib/users/store";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { awayFromMinuteEdge } from "@/test/support/limiter-window";
import { startSmtpServer } from "@/test/support/smtp";
import { EXISTING_ACCOUNT_MAILS_PER_MINUTE, SIGN_UP_CHECK_EMAIL_MESSAGE, signUp } from "./sign-up";

describe.each(lanes())("sign-up (%s)", (lane) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    process.env.SIGNUPS_PER_MINUTE = "3";
    process.env.NEXTAUTH_URL = "https://console.example.test";
    resetEnvForTests();
    await openLaneDatabase(lane);
  });
  afterAll(async () => {
    // Verification mails go out after sign-up answers: let the last ones reach the server before it closes.
    await new Promise((r) => setTimeout(r, 300));
    await closeDatabase();
    await smtp.close();
    delete process.env.SMTP_URL;
    delete process.env.SIGNUPS_PER_MINUTE;
    delete process.env.NEXTAUTH_URL;
    resetEnvForTests();
  });

  const password = "a-long-password-1";

  it("allows SIGNUPS_PER_MINUTE accounts from one address, then answers 429 rate_limited; another address is unaffected", async () => {
    // Each attempt hashes a password: under a loaded CI machine the four take seconds, so leave a wide margin.
    await awayFromMinuteEdge(20);
    const ip = `test-${crypto.randomUUID()}`;
    const attempt = (from: string) => signUp({ email: `${crypto.randomUUID()}@throttle.test`, password }, from);
    for (let i = 0; i < 3; i++) await attempt(ip);
    const refused = await attempt(ip).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe("rate_limited");
    expect((refused as ApiError).status).toBe(429);
    await expect(attempt(`test-${crypto.randomUUID()}`)).resolves.toMatchObject({ created: true, user: { email: expect.stringContaining("@throttle.test") } });
  });

  it("for a new address: says the same as for one that has an account, and mails the new owner the confirmation link", async () => {
    const email = `${crypto.randomUUID()}@new.test`;
    const created = await signUp({ email, password }, `test-${crypto.randomUUID()}`);
    expect(created).toMatchObject({ created: true, message: SIGN_UP_CHECK_EMAIL_MESSAGE });
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.text).toContain("https://console.example.test/signin");
    expect(mail.text).toContain("https://console.example.test/verify-email?token=");
    expect(mail.text).not.toContain(password);
  });

  it("for an address that has an account: says only that a message was sent, and mails the owner how to get in", async () => {
    const email = `${crypto.randomUUID()}@exists.test`;
    await createUser(await getDb(), { email, password });
    const again = await signUp({ email: email.toUpperCase(), password: "another-long-password" }, `test-${crypto.randomUUID()}`);
    expect(again).toEqual({ created: false, message: SIGN_UP_CHECK_EMAIL_MESSAGE });
    expect(again.created === false && again.message).not.toMatch(/exist|already|sign in/i);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Someone tried to sign up"));
    expect(mail.text).toContain("which already has an account");
    expect(mail.text).toContain("https://console.example.test/signin");
    expect(mail.text).toContain("https://console.example.test/forgot-password");
    expect(mail.text).not.toContain("another-long-password");
  });

  it("for an address whose account was never confirmed: mails the owner to choose a password by reset, not to confirm someone else's sign-up", async () => {
    const email = `${crypto.randomUUID()}@unconfirmed.test`;
    expect(await signUp({ email, password }, `test-${crypto.randomUUID()}`)).toMatchObject({ created: true, message: SIGN_UP_CHECK_EMAIL_MESSAGE });
    expect(await signUp({ email, password: "another-long-password" }, `test-${crypto.randomUUID()}`)).toEqual({ created: false, message: SIGN_UP_CHECK_EMAIL_MESSAGE });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Someone tried to sign up"));
    expect(mail.text).toContain("was never confirmed");
    expect(mail.text).toContain("https://console.example.test/forgot-password");
    expect(mail.text).not.toContain("verify-email");
  });

  it("mails the owner at most EXISTING_ACCOUNT_MAILS_PER_MINUTE times a minute, and answers the same every time", async () => {
    const email = `${crypto.randomUUID()}@flood.test`;
    await signUp({ email, password }, `test-${crypto.randomUUID()}`);
    for (let i = 0; i < EXISTING_ACCOUNT_MAILS_PER_MINUTE + 3; i++) {
      expect(await signUp({ email, password }, `test-${crypto.randomUUID()}`)).toEqual({ created: false, message: SIGN_UP_CHECK_EMAIL_MESSAGE });
    }
    await new Promise((r) => setTimeout(r, 500));
    const sent = smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith("Someone tried to sign up"));
    // One minute boundary may fall inside the loop: at most two windows' worth.
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(2 * EXISTING_ACCOUNT_MAILS_PER_MINUTE);
  });

  it("refuses a weak password with the policy's message", async () => {
    await expect(signUp({ email: `${crypto.randomUUID()}@weak.test`, password: "password12" }, `test-${crypto.randomUUID()}`)).rejects.toThrow("password: use at least 12 characters");
    await expect(signUp({ email: `${crypto.randomUUID()}@weak.test`, password: "password1234" }, `test-${crypto.randomUUID()}`)).rejects.toThrow("password: this password is on a list");
  });
});
