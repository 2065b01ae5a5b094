import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { createOwnKey, rotateOwnKey } from "@/lib/console/keys";
import { createApiKey } from "@/lib/keys/store";
import { getUser } from "@/lib/users/store";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { startSmtpServer } from "@/test/support/smtp";
import { needsVerification, resendVerification, verifyEmail } from "./email-verification";
import { signUp, type SignUpResult } from "./sign-up";

function createdUser(result: SignUpResult) {
  if (!result.created) throw new Error(`no account was created: ${result.message}`);
  return result.user;
}

describe.each(lanes())("email verification for credentials sign-ups (%s)", (lane) => {
  let db: Db;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    delete process.env.REQUIRE_EMAIL_VERIFICATION; // default: on, because SMTP is configured
    resetEnvForTests();
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => {
    await closeDatabase();
    await smtp.close();
    delete process.env.SMTP_URL;
    resetEnvForTests();
  });

  const tokenIn = (text: string) => /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  const live = { name: "ci", scopes: ["chat" as const], sandbox: false, expiresOn: null, monthlyCreditLimit: null, requestsPerMinute: null };

  it("mails a link at sign-up; until it is used only sandbox keys can be created or rotated", async () => {
    const email = `${crypto.randomUUID()}@verify.test`;
    const { id } = createdUser(await signUp({ email, password: "a-long-password-1" }, `test-${crypto.randomUUID()}`));
    const token = tokenIn((await smtp.waitFor((m) => m.to.includes(email))).text)!;
    expect(needsVerification((await getUser(db, id))!)).toBe(true);

    await expect(createOwnKey(id, live)).rejects.toThrow("Confirm your email address before creating live keys");
    const sandbox = await createOwnKey(id, { ...live, sandbox: true });
    expect(sandbox.key.sandbox).toBe(true);
    expect((await rotateOwnKey(id, { keyId: sandbox.key.id, grace: "immediately" })).key.sandbox).toBe(true);
    // A live key made before verification was required (here: directly in the store) cannot be rotated either.
    const old = await createApiKey(db, { userId: id, name: "old", scopes: ["chat"], sandbox: false, expiresAt: null, actorUserId: id });
    await expect(rotateOwnKey(id, { keyId: old.row.id, grace: "immediately" })).rejects.toThrow("Confirm your email address");

    await expect(verifyEmail(db, "x".repeat(43))).rejects.toThrow("invalid, already used or expired");
    expect(await verifyEmail(db, token)).toBe(id);
    await expect(verifyEmail(db, token)).rejects.toThrow("already used");
    expect(needsVerification((await getUser(db, id))!)).toBe(false);
    expect((await createOwnKey(id, live)).key.sandbox).toBe(false);
    expect(await resendVerification(db, (await getUser(db, id))!)).toBe("Your email address is already confirmed.");
  });

  it("resend mails a new link (the old one stops working) and is throttled", async () => {
    const email = `${crypto.randomUUID()}@verify.test`;
    const { id } = createdUser(await signUp({ email, password: "a-long-password-1" }, `test-${crypto.randomUUID()}`));
    const first = tokenIn((await smtp.waitFor((m) => m.to.includes(email))).text)!;
    const user = (await getUser(db, id))!;
    // All four in one clock minute: the throttle counts per minute, and a run that crossed a minute's end saw a fourth pass.
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    expect(await resendVerification(db, user, minute)).toBe(`We sent a new link to ${email}.`);
    const second = tokenIn(smtp.messages.filter((m) => m.to.includes(email)).at(-1)!.text)!;
    expect(second).not.toBe(first);
    await expect(verifyEmail(db, first)).rejects.toThrow("invalid");
    await resendVerification(db, user, minute);
    await resendVerification(db, user, minute);
    await expect(resendVerification(db, user, minute)).rejects.toThrow("Too many verification mails");
    expect(await verifyEmail(db, tokenIn(smtp.messages.filter((m) => m.to.includes(email)).at(-1)!.text)!)).toBe(id);
  });

  it("is off with REQUIRE_EMAIL_VERIFICATION=0 even with SMTP", async () => {
    process.env.REQUIRE_EMAIL_VERIFICATION = "0";
    resetEnvForTests();
    try {
      const { id } = createdUser(await signUp({ email: `${crypto.randomUUID()}@verify.test`, password: "a-long-password-1" }, `test-${crypto.randomUUID()}`));
      expect((await createOwnKey(id, live)).key.sandbox).toBe(false);
    } finally {
      delete process.env.REQUIRE_EMAIL_VERIFICATION;
      resetEnvForTests();
    }
  });
});
