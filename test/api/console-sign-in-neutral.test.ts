import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTenant } from "../support/api";
import { decodeEntities, submitForm } from "../support/forms";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { trustedProxyEnv } from "../support/server-configurations";

/**
 * Issue 31: signing in with the password just chosen at sign-up must not tell a stranger whether the address was new
 * (an account was made) or a customer's (it was not). Until the new account confirms its address, its right password
 * gets exactly what a wrong password and an unknown email get, on the sign-in form and on next-auth's own route.
 */
describe.each(lanes())("console sign-in answers an unconfirmed account, a wrong password and an unknown email alike (%s)", (lane) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(lane, { env: trustedProxyEnv });
  });
  afterAll(async () => server?.stop());

  const password = "a-long-password-for-sign-in";
  /**
   * Each test's own client address, as the trusted proxy reports it (see trustedProxyEnv), drawn from 198.18.0.0/16,
   * which no other test uses (console-abuse.test.ts spends the limit of 127.0.0.1 and of 192.0.2.77 on purpose).
   */
  let client: Record<string, string> = {};
  beforeEach(() => {
    client = { "X-Forwarded-For": `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}` };
  });

  /** Three ways to be refused: each case's email and the password tried. */
  async function cases() {
    const customer = await createTenant(server, { password });
    const unconfirmed = `new-${crypto.randomUUID()}@neutral.test`;
    const res = await submitForm(server, "/signup", { email: unconfirmed, password, name: "" }, client);
    expect(decodeEntities(await res.text())).toContain("We have sent a message to that address");
    return {
      customer,
      refused: { unconfirmed: { email: unconfirmed, password }, wrongPassword: { email: customer.email, password: `${password}-wrong` }, unknown: { email: `nobody-${crypto.randomUUID()}@neutral.test`, password } },
    };
  }

  /** The sign-in page's <main> as answered to the form, with what legitimately differs (the email typed, nonces) masked. */
  const mainOf = (html: string, email: string) =>
    decodeEntities(/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "")
      .replaceAll(email, "EMAIL")
      .replace(/nonce="[^"]*"/g, "");

  it("the sign-in form answers each with the same page and words, and signs none in", async () => {
    const { customer, refused } = await cases();
    const pages: Record<string, string> = {};
    for (const [name, attempt] of Object.entries(refused)) {
      const res = await submitForm(server, "/signin", { ...attempt, returnTo: "/console" }, client);
      expect(res.status, name).toBe(200);
      expect(res.headers.getSetCookie().some((c) => c.includes("session-token=")), name).toBe(false);
      const html = await res.text();
      expect(decodeEntities(html), name).toContain("Wrong email or password, or the address is not confirmed yet.");
      pages[name] = mainOf(html, attempt.email);
    }
    expect(pages.unconfirmed).toBe(pages.wrongPassword);
    expect(pages.unknown).toBe(pages.wrongPassword);
    // The same form does sign in a confirmed account with its password.
    const ok = await submitForm(server, "/signin", { email: customer.email, password, returnTo: "/console" }, client);
    expect(ok.headers.getSetCookie().some((c) => c.includes("session-token="))).toBe(true);
  });

  it("next-auth's credentials route answers each with the same status and error code", async () => {
    const { refused } = await cases();
    const csrf = await fetch(`${server.url}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const answers: Record<string, string> = {};
    for (const [name, attempt] of Object.entries(refused)) {
      const res = await fetch(`${server.url}/api/auth/callback/credentials`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, ...client },
        body: new URLSearchParams({ ...attempt, csrfToken, json: "true" }),
      });
      expect(res.headers.getSetCookie().some((c) => c.includes("session-token=")), name).toBe(false);
      const { url } = (await res.json()) as { url: string };
      expect(new URL(url).searchParams.get("error"), name).toBe("CredentialsSignin");
      answers[name] = `${res.status} ${url}`;
    }
    expect(answers.unconfirmed).toBe(answers.wrongPassword);
    expect(answers.unknown).toBe(answers.wrongPassword);
  });

  it("the page that mails a new confirmation link answers every address alike", async () => {
    const { customer, refused } = await cases();
    const answers = new Set<string>();
    for (const email of [refused.unconfirmed.email, customer.email, refused.unknown.email]) {
      const res = await submitForm(server, "/verify-email/resend", { email }, client);
      expect(res.status, email).toBe(200);
      const html = await res.text();
      expect(decodeEntities(html), email).toContain("If that address has an account waiting for confirmation, we have sent it a new link.");
      answers.add(mainOf(html, email));
    }
    expect(answers.size).toBe(1);
  });
});
