import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { beginLoginAttempt, EMAIL_FAILURE_LIMIT, IP_FAILURE_LIMIT, loginSucceeded, throttleMessage } from "./login-throttle";

describe.each(lanes())("console sign-in throttle (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => closeDatabase());

  const email = () => `${randomUUID()}@throttle.test`;
  // Unique per run, so rows left in a shared PostgreSQL test database by earlier runs never count here.
  const ip = () => `test-${randomUUID()}`;
  const at = (iso: string) => new Date(iso);

  it("admits 10 failures per email in 15 minutes, then refuses until the oldest leave the window", async () => {
    const who = email();
    const t0 = at("2026-03-01T10:00:00.000Z");
    for (let i = 0; i < EMAIL_FAILURE_LIMIT; i++) {
      expect(await beginLoginAttempt(db, who, ip(), new Date(t0.getTime() + i * 1000))).toEqual({ allowed: true });
    }
    const refused = await beginLoginAttempt(db, who, ip(), at("2026-03-01T10:01:00.000Z"));
    expect(refused).toEqual({ allowed: false, reason: "email", retryAfterSeconds: 14 * 60 });
    expect(throttleMessage(refused as never)).toBe("Too many failed sign-in attempts for this email. Try again in 14 minutes.");
    // Once the first two failures are 15 minutes old: 8 failures + the refused attempt + this one = 10, admitted.
    expect((await beginLoginAttempt(db, who, ip(), at("2026-03-01T10:15:01.500Z"))).allowed).toBe(true);
  });

  it("a successful sign-in clears the email's failures", async () => {
    const who = email();
    const t = at("2026-03-02T10:00:00.000Z");
    for (let i = 0; i < EMAIL_FAILURE_LIMIT; i++) await beginLoginAttempt(db, who, ip(), t);
    await loginSucceeded(db, who);
    expect((await beginLoginAttempt(db, who, ip(), t)).allowed).toBe(true);
  });

  it("limits one address across many emails per minute", async () => {
    const from = ip();
    const t = at("2026-03-03T10:00:30.000Z");
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) expect((await beginLoginAttempt(db, email(), from, t)).allowed).toBe(true);
    const refused = await beginLoginAttempt(db, email(), from, t);
    expect(refused).toMatchObject({ allowed: false, reason: "ip", retryAfterSeconds: 60 });
    expect((await beginLoginAttempt(db, email(), from, at("2026-03-03T10:01:30.001Z"))).allowed).toBe(true);
  });
});
