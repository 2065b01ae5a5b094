import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDatabase, type Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { createApiKey, revokeApiKey } from "@/lib/keys/store";
import { createUser } from "@/lib/users/store";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { startSmtpServer } from "@/test/support/smtp";
import { detectExpiringKeys, detectLowCredit } from "./detect";
import { enqueueAlert } from "./enqueue";
import { listDeliveries, registerEndpoint, resendDelivery } from "./endpoints";
import { claimDue, processOutbox } from "./outbox";
import { SIGNATURE_HEADER, verifySignature } from "./signing";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The test's own webhook receiver; answers `status()` (200 unless changed). */
async function receiver() {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    setStatus: (s: number) => (status = s),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.each(lanes())("alerts outbox (%s)", (lane) => {
  let db: Db;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let hook: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    hook = await receiver();
    process.env.SMTP_URL = smtp.url;
    process.env.SMTP_FROM = "alerts@legal-ai.test";
    process.env.WEBHOOK_ALLOW_PRIVATE = "1";
    resetEnvForTests();
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => {
    await closeDatabase();
    await smtp.close();
    await hook.close();
    delete process.env.SMTP_URL;
    delete process.env.SMTP_FROM;
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    resetEnvForTests();
  });

  const newUser = (credits = 10) => createUser(db, { email: `${crypto.randomUUID()}@alerts.test`, credits });

  it("credits.low: once per crossing, by email and by a signed webhook the receiver verifies", async () => {
    const user = await newUser(10);
    const { secret } = await registerEndpoint(db, user.id, { url: hook.url });
    await db.update(users).set({ lowCreditThreshold: 20 }).where(eq(users.id, user.id));
    // Due a minute ahead: on the PostgreSQL lane the API tests' servers share this database and their alert loops
    // deliver whatever is due now, to mail servers of their own, so a row due now may never reach this test's.
    const t0 = new Date(Date.now() + 60_000);
    expect(await detectLowCredit(db, user.id, t0)).toBe(1);
    expect(await detectLowCredit(db, user.id, t0)).toBe(0); // same crossing: no second alert
    while ((await processOutbox(db, t0)) > 0);

    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe("Your credit balance is low: 10 left");
    expect(mail.text).toContain("below the alert threshold of 20");

    const mine = hook.received.filter((r) => verifySignature(secret, String(r.headers[SIGNATURE_HEADER.toLowerCase()]), r.body));
    expect(mine).toHaveLength(1);
    const event = JSON.parse(mine[0].body);
    expect(event).toMatchObject({ object: "event", type: "credits.low", data: { balance: 10, threshold: 20 } });
    expect(mine[0].headers["content-type"]).toBe("application/json");
    expect(mine[0].headers["legal-ai-event-id"]).toBe(event.id);

    // Back above the threshold re-arms; the next fall alerts again.
    await db.update(users).set({ creditsBalance: 50 }).where(eq(users.id, user.id));
    expect(await detectLowCredit(db, user.id)).toBe(0);
    await db.update(users).set({ creditsBalance: 5 }).where(eq(users.id, user.id));
    expect(await detectLowCredit(db, user.id)).toBe(1);
  });

  it("a failing endpoint is retried with backoff, logged, and can be resent", async () => {
    const user = await newUser();
    await registerEndpoint(db, user.id, { url: hook.url });
    hook.setStatus(500);
    const t0 = new Date(Date.now() + 60_000); // in the future so only this test's rows are due for now
    await db.transaction((tx) => enqueueAlert(tx, user.id, "key.limit_reached", { key_id: "key_x", percent: 80 }, { now: t0 }));
    await processOutbox(db, t0);
    const [webhookRow] = (await listDeliveries(db, user.id)).filter((d) => d.channel === "webhook");
    expect(webhookRow).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500, lastError: "HTTP 500" });
    // First retry 30 s after the failed attempt (recorded at the real clock, after t0 − 60 s).
    expect(webhookRow.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 25_000);
    expect(webhookRow.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 30_000);

    hook.setStatus(204);
    const again = await resendDelivery(db, user.id, webhookRow.id);
    await processOutbox(db, new Date(Date.now() + 1000));
    const log = await listDeliveries(db, user.id);
    expect(log.find((d) => d.id === again)).toMatchObject({ status: "delivered", lastStatusCode: 204 });
    await expect(resendDelivery(db, (await newUser()).id, webhookRow.id)).rejects.toThrow("No such delivery.");
  });

  it("two workers claiming at once never take the same delivery", async () => {
    const user = await newUser();
    const at = new Date(Date.now() + 3600_000);
    for (let i = 0; i < 10; i++) await enqueueAlert(db, user.id, "key.limit_reached", { i }, { now: at });
    const [a, b] = await Promise.all([claimDue(db, at, 6), claimDue(db, at, 6)]);
    const ids = [...a, ...b].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Claimed rows are leased: nothing of these is due again at the same instant.
    const rest = await claimDue(db, at, 100);
    expect(ids.length + rest.length).toBeGreaterThanOrEqual(10);
    expect(rest.filter((r) => ids.includes(r.id))).toEqual([]);
  });

  it("key.revoked and key.expiring (7 days ahead, once, live keys only)", async () => {
    const user = await newUser();
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const live = await createApiKey(db, { userId: user.id, name: "ci", scopes: ["chat"], sandbox: false, expiresAt: soon, actorUserId: user.id });
    await createApiKey(db, { userId: user.id, name: "sbx", scopes: ["chat"], sandbox: true, expiresAt: soon, actorUserId: user.id });
    await createApiKey(db, { userId: user.id, name: "later", scopes: ["chat"], sandbox: false, expiresAt: new Date(Date.now() + 8 * 86_400_000), actorUserId: user.id });
    const raised = await detectExpiringKeys(db);
    // On the PostgreSQL lane the API tests' servers share this database and run the same detector: one of them may
    // raise this key's alert first. The deliveries below still show it raised once; on PGlite nobody else can.
    if (lane === "pglite") expect(raised).toBeGreaterThanOrEqual(1);
    await detectExpiringKeys(db);
    await revokeApiKey(db, live.row.id, user.id);
    await revokeApiKey(db, live.row.id, user.id);
    const types = (await listDeliveries(db, user.id)).filter((d) => d.channel === "email").map((d) => d.type).sort();
    expect(types).toEqual(["key.expiring", "key.revoked"]);
  });

  it("refuses loopback targets unless WEBHOOK_ALLOW_PRIVATE=1", async () => {
    const user = await newUser();
    process.env.WEBHOOK_ALLOW_PRIVATE = "0";
    resetEnvForTests();
    try {
      await expect(registerEndpoint(db, user.id, { url: "http://127.0.0.1:9/x" })).rejects.toThrow("url: private, loopback and link-local addresses are refused");
      await expect(registerEndpoint(db, user.id, { url: "http://[::1]/x" })).rejects.toThrow("refused");
      await expect(registerEndpoint(db, user.id, { url: "http://169.254.169.254/latest" })).rejects.toThrow("refused");
      await expect(registerEndpoint(db, user.id, { url: "ftp://example.com/" })).rejects.toThrow("url: use an https://");
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE = "1";
      resetEnvForTests();
    }
  });
});
