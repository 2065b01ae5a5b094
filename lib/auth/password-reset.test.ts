import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDatabase, type Db } from "@/lib/db/client";
import { authTokens } from "@/lib/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { createUser, getUser } from "@/lib/users/store";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { startSmtpServer } from "@/test/support/smtp";
import { hashToken } from "./mail-tokens";
import { verifyPassword } from "./password";
import { RESET_REQUESTED_MESSAGE, RESET_REQUESTS_PER_EMAIL, requestPasswordReset, resetPassword } from "./password-reset";
import { beginLoginAttempt } from "./login-throttle";
import { sessionStillValid } from "./session-validity";

describe.each(lanes())("password reset by email (%s)", (lane) => {
  let db: Db;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    process.env.NEXTAUTH_URL = "https://console.example.test";
    resetEnvForTests();
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => {
    await closeDatabase();
    await smtp.close();
    delete process.env.SMTP_URL;
    delete process.env.NEXTAUTH_URL;
    resetEnvForTests();
  });

  const ip = () => `test-${crypto.randomUUID()}`;
  const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  it("mails a single-use link; the reset sets the password, revokes older sessions and keeps the hash only", async () => {
    const user = await createUser(db, { email: `${crypto.randomUUID()}@reset.test`, password: "old-password-1234" });
    const sessionBefore = Date.now() - 1;
    expect(await requestPasswordReset(db, { email: user.email.toUpperCase() }, ip())).toBe(RESET_REQUESTED_MESSAGE);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe("Reset your Legal AI Service password");
    const token = tokenIn(mail.text)!;
    expect(mail.text).toContain(`https://console.example.test/reset-password?token=${token}`);
    const [stored] = await db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(30 * 60_000);

    await expect(resetPassword(db, { token, password: "short" })).rejects.toThrow("password: use at least 12 characters");
    await expect(resetPassword(db, { token, password: "password1234" })).rejects.toThrow("password: this password is on a list of commonly used passwords");
    // Someone guessed until the account backs off; the reset is the owner's way in at once.
    for (let i = 0; i < 6; i++) await beginLoginAttempt(db, user.email, ip());
    expect((await beginLoginAttempt(db, user.email, ip())).allowed).toBe(false);
    await resetPassword(db, { token, password: "new-password-5678" });
    expect(await beginLoginAttempt(db, user.email, ip())).toEqual({ allowed: true });
    const after = (await getUser(db, user.id))!;
    expect(await verifyPassword(after.passwordHash!, "new-password-5678")).toBe(true);
    expect(await verifyPassword(after.passwordHash!, "old-password-1234")).toBe(false);
    expect(sessionStillValid({ authTime: sessionBefore }, after)).toBe(false);
    expect(sessionStillValid({ authTime: Date.now() + 1 }, after, Date.now() + 2)).toBe(true);
    // Single use.
    await expect(resetPassword(db, { token, password: "third-password-9999" })).rejects.toThrow("invalid, already used or expired");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = smtp.messages.length;
    const email = `${crypto.randomUUID()}@nobody.test`;
    expect(await requestPasswordReset(db, { email }, ip())).toBe(RESET_REQUESTED_MESSAGE);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.slice(before).filter((m) => m.to.includes(email))).toEqual([]);
  });

  it("refuses an expired link (30 minutes) and a superseded one", async () => {
    const user = await createUser(db, { email: `${crypto.randomUUID()}@reset.test`, password: "old-password-1234" });
    const t0 = new Date(Date.now() - 31 * 60_000);
    await requestPasswordReset(db, { email: user.email }, ip(), t0);
    const first = tokenIn((await smtp.waitFor((m) => m.to.includes(user.email))).text)!;
    await expect(resetPassword(db, { token: first, password: "new-password-5678" })).rejects.toThrow("expired");

    await requestPasswordReset(db, { email: user.email }, ip());
    await smtp.waitFor((m) => m.to.includes(user.email) && tokenIn(m.text) !== first);
    await requestPasswordReset(db, { email: user.email }, ip());
    await smtp.waitFor((m) => m.to.includes(user.email) && smtp.messages.filter((x) => x.to.includes(user.email)).length === 3);
    const tokens = smtp.messages.filter((m) => m.to.includes(user.email)).map((m) => tokenIn(m.text)!);
    await expect(resetPassword(db, { token: tokens[1], password: "new-password-5678" })).rejects.toThrow("invalid");
    await resetPassword(db, { token: tokens[2], password: "new-password-5678" });
  });

  it("is throttled: per email silently (no more mail), per address with a message", async () => {
    const user = await createUser(db, { email: `${crypto.randomUUID()}@reset.test` });
    const at = new Date("2026-06-01T10:00:10.000Z");
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL + 2; i++) await requestPasswordReset(db, { email: user.email }, ip(), at);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(RESET_REQUESTS_PER_EMAIL);
    const from = ip();
    for (let i = 0; i < 10; i++) await requestPasswordReset(db, { email: `${crypto.randomUUID()}@nobody.test` }, from, at);
    await expect(requestPasswordReset(db, { email: user.email }, from, at)).rejects.toThrow("Too many reset requests from your network");
  });
});
