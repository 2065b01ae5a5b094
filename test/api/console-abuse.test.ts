import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awayFromMinuteEdge } from "../support/limiter-window";
import { decodeEntities, submitForm } from "../support/forms";
import { fetchFrom } from "../support/fetch-from";
import { lanes, startTestServer, type TestServer } from "../support/server";
import { strictLimitsEnv, trustedProxyEnv } from "../support/server-configurations";

/**
 * The loopback address these tests connect from (`fetchFrom`): the limits they spend on purpose are this address's, not
 * 127.0.0.1's, which every other test file's sign-ins come from.
 */
const OWN_ADDRESS = "127.0.0.53";

/** A different made-up client address per request, as a client rotating X-Forwarded-For sends. */
const forgedAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}, 198.51.100.${Math.floor(Math.random() * 250) + 1}`;

/**
 * The addresses whose sign-in and sign-up limits these tests spend on purpose. On the PostgreSQL lane the limits are
 * counted in the run's shared, long-lived database, so a second run within the hour would start with them spent; each
 * describe forgets them first. (PGlite servers start from a fresh database.)
 */
async function forgetSpentLimits(lane: string, addresses: string[]): Promise<void> {
  if (lane !== "postgres") return;
  const sql = postgres(process.env.TEST_DATABASE_URL!, { max: 1 });
  try {
    await sql`delete from login_failures where ip in ${sql(addresses)}`;
    await sql`delete from rate_limit_windows where user_id in ${sql(addresses.map((a) => `signup:${a}`))}`;
  } finally {
    await sql.end();
  }
}

describe.each(lanes())("console abuse: forged client addresses, cross-site actions, hostile return addresses (%s)", (lane) => {
  let server: TestServer;
  beforeAll(async () => {
    // TRUSTED_PROXIES unset: no proxy in front, so X-Forwarded-For is the client's own writing. Sign-ups are limited
    // to 2 a minute (strictLimitsEnv; the server is errors.test.ts's too, whose body limit these tests never reach).
    await forgetSpentLimits(lane, [OWN_ADDRESS, `::ffff:${OWN_ADDRESS}`]);
    server = await startTestServer(lane, { env: strictLimitsEnv });
  });
  afterAll(async () => server?.stop());

  it("rotating X-Forwarded-For does not get past the sign-up limit: it counts the connection's address", async () => {
    const outcomes: string[] = [];
    // Five sign-ups in at most two clock minutes: with 2 a minute, at least one is refused.
    for (let i = 0; i < 5; i++) {
      const res = await submitForm(server, "/signup", { email: `xff-${crypto.randomUUID()}@abuse.test`, password: "a-long-password-for-abuse", name: "" }, { "X-Forwarded-For": forgedAddress() }, OWN_ADDRESS);
      const text = res.status === 200 ? await res.text() : "";
      // An accepted sign-up answers with the same neutral notice as an address that already has an account.
      const accepted = /We have sent a message to that address/.test(decodeEntities(text));
      outcomes.push(accepted ? "created" : /Too many new accounts from your network/.test(text) ? "refused" : `other ${res.status}`);
    }
    expect(outcomes.filter((o) => o === "created").length).toBeGreaterThanOrEqual(1);
    expect(outcomes.filter((o) => o === "refused").length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((o) => o === "created" || o === "refused"), outcomes.join(", ")).toBe(true);
  });

  it("rotating X-Forwarded-For does not get past the per-address sign-in limit", async () => {
    const csrf = await fetchFrom(OWN_ADDRESS, `${server.url}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    // 21 attempts against a per-minute limit: all of them in one window.
    await awayFromMinuteEdge(15);
    const errors: string[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await fetchFrom(OWN_ADDRESS, `${server.url}/api/auth/callback/credentials`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "X-Forwarded-For": forgedAddress() },
        body: new URLSearchParams({ email: `guess-${crypto.randomUUID()}@abuse.test`, password: "not-the-password", csrfToken, json: "true" }),
      });
      const { url } = (await res.json()) as { url: string };
      errors.push(new URL(url).searchParams.get("error") ?? "");
    }
    expect(errors.slice(0, 20).every((e) => e === "CredentialsSignin"), errors.join(" | ")).toBe(true);
    expect(errors[20]).toMatch(/^Too many sign-in attempts from your network\. Try again in/);
  });

  it("a server action posted from another site's page is refused with 403, not 500", async () => {
    for (const origin of ["https://evil.example", "null", "::not a url::"]) {
      const res = await fetch(`${server.url}/console/keys`, {
        method: "POST",
        headers: { Origin: origin, "Next-Action": "7f".repeat(21), "Content-Type": "text/plain;charset=UTF-8" },
        body: "[]",
      });
      expect(res.status, origin).toBe(403);
      expect(await res.text()).toMatch(/^Forbidden: this form was sent from another site/);
    }
    // The form post a browser without scripts makes from another site.
    const res = await submitForm(server, "/signup", { email: `x-${crypto.randomUUID()}@abuse.test`, password: "a-long-password-for-abuse" }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("hostile return addresses and error codes render the sign-in and sign-up pages, with the console's own page to return to", async () => {
    for (const probe of ["%2F%09%2Fevil.example", "%0A", "%0D%0A", "%2F%0D%0ASet-Cookie%3Ax%3D1", "%E3%80%82", "%2F%E3%80%82evil.example", "%2F%5C%2Fevil.example"]) {
      for (const path of ["/signin", "/signup"]) {
        const res = await fetch(`${server.url}${path}?callbackUrl=${probe}`, { redirect: "manual" });
        expect(res.status, `${path}?callbackUrl=${probe}`).toBe(200);
        // Sign-in lands on the overview, sign-up on the keys page (a new account's first step is a key).
        expect(await res.text()).toContain(`name="returnTo" value="${path === "/signin" ? "/console" : "/console/keys"}"`);
      }
    }
    for (const code of ["__proto__", "constructor", "%0A"]) {
      const res = await fetch(`${server.url}/signin?error=${code}`);
      expect(res.status, code).toBe(200);
      expect(await res.text()).toContain("Sign-in failed. Please try again.");
    }
  });
});

describe.each(lanes())("console limits behind one trusted proxy (TRUSTED_PROXIES=1) (%s)", (lane) => {
  let server: TestServer;
  beforeAll(async () => {
    // One proxy in front: it appends the address it received the request from, so only the last entry of
    // X-Forwarded-For is believed; what the client wrote before it is not.
    await forgetSpentLimits(lane, ["192.0.2.10", "192.0.2.20", "192.0.2.21", "192.0.2.22", "192.0.2.23", "192.0.2.77", "192.0.2.78"]);
    server = await startTestServer(lane, { env: trustedProxyEnv });
  });
  afterAll(async () => server?.stop());

  /** A client's own forged entries, then the address the trusted proxy appended. */
  const behindProxy = (clientAddress: string) => ({ "X-Forwarded-For": `${forgedAddress()}, ${clientAddress}` });
  const signUp = async (headers: Record<string, string>) => {
    const res = await submitForm(server, "/signup", { email: `proxy-${crypto.randomUUID()}@abuse.test`, password: "a-long-password-for-abuse", name: "" }, headers);
    const text = decodeEntities(res.status === 200 ? await res.text() : "");
    return /We have sent a message to that address/.test(text) ? "created" : /Too many new accounts from your network/.test(text) ? "refused" : `other ${res.status}`;
  };

  it("sign-up counts the address the proxy appended: rotating the entries before it does not help, distinct clients each get their own limit", async () => {
    const fixed: string[] = [];
    for (let i = 0; i < 5; i++) fixed.push(await signUp(behindProxy("192.0.2.10")));
    expect(fixed.filter((o) => o === "created").length, fixed.join(", ")).toBeGreaterThanOrEqual(1);
    expect(fixed.filter((o) => o === "refused").length, fixed.join(", ")).toBeGreaterThanOrEqual(1);
    // All from the same TCP peer (127.0.0.1), but four different clients as the proxy saw them: none is refused, so
    // the limit keys on the proxy's entry, not on the connection.
    const distinct: string[] = [];
    for (let i = 0; i < 4; i++) distinct.push(await signUp(behindProxy(`192.0.2.${20 + i}`)));
    expect(distinct, distinct.join(", ")).toEqual(["created", "created", "created", "created"]);
  }, 120_000);

  it("sign-in counts the address the proxy appended: rotating the entries before it does not help", async () => {
    const csrf = await fetch(`${server.url}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const attempt = async (headers: Record<string, string>) => {
      const res = await fetch(`${server.url}/api/auth/callback/credentials`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, ...headers },
        body: new URLSearchParams({ email: `guess-${crypto.randomUUID()}@abuse.test`, password: "not-the-password", csrfToken, json: "true" }),
      });
      const { url } = (await res.json()) as { url: string };
      return new URL(url).searchParams.get("error") ?? "";
    };
    // 21 attempts against a per-minute limit: all of them in one window.
    await awayFromMinuteEdge(15);
    const errors: string[] = [];
    for (let i = 0; i < 21; i++) errors.push(await attempt(behindProxy("192.0.2.77")));
    expect(errors.slice(0, 20).every((e) => e === "CredentialsSignin"), errors.join(" | ")).toBe(true);
    expect(errors[20]).toMatch(/^Too many sign-in attempts from your network\. Try again in/);
    // Another client behind the same proxy (same TCP peer) is not locked out by the first one's attempts.
    expect(await attempt(behindProxy("192.0.2.78"))).toBe("CredentialsSignin");
  }, 120_000);
});
