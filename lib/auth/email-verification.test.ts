import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { createOwnKey, rotateOwnKey } from "@/lib/console/keys";
import { createApiKey } from "@/lib/keys/store";
import { PEER_ADDRESS_HEADER, stampPeerAddresses } from "@/lib/server/peer-address";
import { createUser, getUser } from "@/lib/users/store";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { startSmtpServer } from "@/test/support/smtp";
import {
  adoptUnconfirmedAccount,
  CONFIRMATION_MAILS_PER_EMAIL,
  CONFIRMATION_REQUESTED_MESSAGE,
  CONFIRMATION_REQUESTS_PER_IP,
  needsVerification,
  requestConfirmationLink,
  verifyEmail,
} from "./email-verification";
import { FREE_FAILURES } from "./login-throttle";
import { TOKEN_TTL_MS } from "./mail-tokens";
import { authorizeCredentials, SignInRefused } from "./options";
import { signUp, type SignUpResult } from "./sign-up";

function createdUser(result: SignUpResult) {
  if (!result.created) throw new Error(`no account was created: ${result.message}`);
  return result.user;
}

describe.each(lanes())("email confirmation of credentials sign-ups (%s)", (lane) => {
  let db: Db;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    process.env.NEXTAUTH_URL = "https://console.example.test";
    resetEnvForTests();
    db = (await openLaneDatabase(lane)).db;
    stampPeerAddresses();
  });
  afterAll(async () => {
    await new Promise((r) => setTimeout(r, 300));
    await closeDatabase();
    await smtp.close();
    delete process.env.SMTP_URL;
    delete process.env.NEXTAUTH_URL;
    resetEnvForTests();
  });

  const password = "a-long-password-1";
  const ip = () => `test-${crypto.randomUUID()}`;
  /** Request headers as the HTTP server stamps them (lib/server/peer-address.ts): one client address per test. */
  const from = (address: string) => ({ [PEER_ADDRESS_HEADER]: `${(globalThis as { __peerAddressSecret?: string }).__peerAddressSecret} ${address}` });
  const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const tokenIn = (text: string) => /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  const linksTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith("Confirm your email"));
  const lastToken = (email: string) => tokenIn(linksTo(email).at(-1)!.text)!;
  async function newAccount() {
    const email = `${crypto.randomUUID()}@verify.test`;
    const { id } = createdUser(await signUp({ email, password }, ip()));
    const token = tokenIn((await smtp.waitFor((m) => m.to.includes(email))).text)!;
    return { id, email, token };
  }
  const live = { name: "ci", scopes: ["chat" as const], sandbox: false, expiresOn: null, monthlyCreditLimit: null, requestsPerMinute: null };

  it("a new account cannot sign in before it confirms: its right password gets what a wrong one and an unknown email get", async () => {
    const { id, email, token } = await newAccount();
    const client = from(randomAddress());
    expect(await authorizeCredentials({ email, password }, client)).toBeNull();
    expect(await authorizeCredentials({ email, password: "not-the-password-at-all" }, client)).toBeNull();
    expect(await authorizeCredentials({ email: `${crypto.randomUUID()}@verify.test`, password }, client)).toBeNull();
    expect(await verifyEmail(db, token)).toBe(id);
    expect(await authorizeCredentials({ email, password }, client)).toMatchObject({ id, email });
    expect(await authorizeCredentials({ email, password: "not-the-password-at-all" }, client)).toBeNull();
  });

  it("the link works once; a wrong or malformed token confirms nothing", async () => {
    const { id, token } = await newAccount();
    for (const wrong of ["A".repeat(43), token.slice(0, 42), `${token}x`, ""]) {
      await expect(verifyEmail(db, wrong), wrong).rejects.toThrow("invalid, already used or expired");
    }
    expect(needsVerification((await getUser(db, id))!)).toBe(true);
    expect(await verifyEmail(db, token)).toBe(id);
    await expect(verifyEmail(db, token)).rejects.toThrow("invalid, already used or expired");
  });

  it("the link expires after 48 hours", async () => {
    expect(TOKEN_TTL_MS.email_verification).toBe(48 * 3600_000);
    const late = await newAccount();
    await expect(verifyEmail(db, late.token, new Date(Date.now() + TOKEN_TTL_MS.email_verification + 60_000))).rejects.toThrow("expired");
    expect(needsVerification((await getUser(db, late.id))!)).toBe(true);
    const inTime = await newAccount();
    expect(await verifyEmail(db, inTime.token, new Date(Date.now() + TOKEN_TTL_MS.email_verification - 60_000))).toBe(inTime.id);
  });

  it("tries with the right password before confirming count like wrong ones; confirming clears the back-off", async () => {
    const { id, email, token } = await newAccount();
    const client = from(randomAddress());
    for (let i = 0; i < FREE_FAILURES + 1; i++) expect(await authorizeCredentials({ email, password }, client)).toBeNull();
    await expect(authorizeCredentials({ email, password }, client)).rejects.toThrow(SignInRefused);
    await verifyEmail(db, token);
    expect(await authorizeCredentials({ email, password }, client)).toMatchObject({ id });
  });

  it("a new link is asked for by address with one answer for every address, and mailed only to an account waiting for confirmation", async () => {
    const waiting = await newAccount();
    const confirmed = await newAccount();
    await verifyEmail(db, confirmed.token);
    const unknown = `${crypto.randomUUID()}@verify.test`;
    const client = ip();
    const outcomes = [];
    for (const email of [waiting.email.toUpperCase(), confirmed.email, unknown]) {
      const { message, mailed } = await requestConfirmationLink(db, { email }, client);
      expect(message).toBe(CONFIRMATION_REQUESTED_MESSAGE);
      outcomes.push(await mailed);
    }
    expect(outcomes).toEqual([true, false, false]);
    expect(linksTo(confirmed.email)).toHaveLength(1);
    expect(smtp.messages.some((m) => m.to.includes(unknown))).toBe(false);
    // The new link replaces the first one.
    await expect(verifyEmail(db, waiting.token)).rejects.toThrow("invalid");
    expect(await verifyEmail(db, lastToken(waiting.email))).toBe(waiting.id);
  });

  it("new links are mailed at most CONFIRMATION_MAILS_PER_EMAIL times a minute per address (silently) and asked for at most CONFIRMATION_REQUESTS_PER_IP times per client address", async () => {
    const { email } = await newAccount();
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    const client = ip();
    const mailed = [];
    for (let i = 0; i < CONFIRMATION_MAILS_PER_EMAIL + 2; i++) {
      const answer = await requestConfirmationLink(db, { email }, client, minute);
      expect(answer.message).toBe(CONFIRMATION_REQUESTED_MESSAGE);
      mailed.push(await answer.mailed);
    }
    expect(mailed.filter(Boolean)).toHaveLength(CONFIRMATION_MAILS_PER_EMAIL);
    for (let i = mailed.length; i < CONFIRMATION_REQUESTS_PER_IP; i++) await requestConfirmationLink(db, { email: `${crypto.randomUUID()}@verify.test` }, client, minute);
    await expect(requestConfirmationLink(db, { email }, client, minute)).rejects.toThrow("Too many requests from your network");
  });

  it("a provider's sign-in to an unconfirmed account confirms it and drops the password someone else may have chosen", async () => {
    const { id, email } = await newAccount();
    expect(await adoptUnconfirmedAccount(db, id)).toBe(true);
    const adopted = (await getUser(db, id))!;
    expect(needsVerification(adopted)).toBe(false);
    expect(adopted.passwordHash).toBeNull();
    expect(await authorizeCredentials({ email, password }, from(randomAddress()))).toBeNull();
    const own = await createUser(db, { email: `${crypto.randomUUID()}@verify.test`, password });
    expect(await adoptUnconfirmedAccount(db, own.id)).toBe(false);
    expect((await getUser(db, own.id))!.passwordHash).not.toBeNull();
  });

  it("staff, admin-API and provider accounts count as confirmed and sign in at once", async () => {
    const staff = await createUser(db, { email: `${crypto.randomUUID()}@verify.test`, password, staff: true });
    expect(await authorizeCredentials({ email: staff.email, password }, from(randomAddress()))).toMatchObject({ id: staff.id });
  });

  it("a session of an unconfirmed account (from before confirmation was required) may not create or rotate live keys", async () => {
    const { id } = await newAccount();
    await expect(createOwnKey(id, live)).rejects.toThrow("Confirm your email address before creating live keys");
    const sandbox = await createOwnKey(id, { ...live, sandbox: true });
    expect((await rotateOwnKey(id, { keyId: sandbox.key.id, grace: "immediately" })).key.sandbox).toBe(true);
    const old = await createApiKey(db, { userId: id, name: "old", scopes: ["chat"], sandbox: false, expiresAt: null, actorUserId: id });
    await expect(rotateOwnKey(id, { keyId: old.row.id, grace: "immediately" })).rejects.toThrow("Confirm your email address");
  });
});
