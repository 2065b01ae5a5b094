import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { backoffDelayMs, beginLoginAttempt, FREE_FAILURES, IP_ATTEMPTS_PER_HOUR, IP_ATTEMPTS_PER_MINUTE, loginSucceeded, throttleMessage } from "./login-throttle";

describe("backoffDelayMs", () => {
  it("lets the first four wrong passwords through, then waits 15 s, doubling to at most 15 minutes", () => {
    expect([1, 2, 3, 4].map(backoffDelayMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50].map(backoffDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
  });
});

describe.each(lanes())("console sign-in throttle (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => closeDatabase());

  const email = () => `${randomUUID()}@throttle.test`;
  // Unique per run, so rows left in a shared PostgreSQL test database by earlier runs never count here.
  const ip = () => `test-${randomUUID()}`;
  const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

  it("backs off per account instead of locking it: each guess waits longer, a refused one changes nothing", async () => {
    const who = email();
    const t0 = new Date("2026-03-01T10:00:00.000Z");
    for (let i = 0; i < FREE_FAILURES + 1; i++) expect(await beginLoginAttempt(db, who, ip(), at(t0, i))).toEqual({ allowed: true });
    // Five failures: the next guess waits 15 s from the last one (at t0 + 4 ms).
    const refused = await beginLoginAttempt(db, who, ip(), at(t0, 1000));
    expect(refused).toEqual({ allowed: false, reason: "account", retryAfterSeconds: 15 });
    expect(throttleMessage(refused as never)).toBe("Too many wrong passwords for this account. Try again in 15 seconds, or reset your password to sign in now.");
    // Hammering it does not move the wait.
    for (let i = 0; i < 20; i++) await beginLoginAttempt(db, who, ip(), at(t0, 2000 + i));
    expect(await beginLoginAttempt(db, who, ip(), at(t0, 15_004))).toEqual({ allowed: true });
    // The sixth failure waits 30 s.
    expect(await beginLoginAttempt(db, who, ip(), at(t0, 15_004 + 29_000))).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(await beginLoginAttempt(db, who, ip(), at(t0, 15_004 + 30_000))).toEqual({ allowed: true });
  });

  it("a correct password, or a password reset, clears the back-off at once", async () => {
    const who = email();
    const t = new Date("2026-03-02T10:00:00.000Z");
    for (let i = 0; i < 12; i++) await beginLoginAttempt(db, who, ip(), at(t, i * 3600_000));
    expect((await beginLoginAttempt(db, who, ip(), at(t, 11 * 3600_000 + 1000))).allowed).toBe(false);
    await loginSucceeded(db, who);
    expect(await beginLoginAttempt(db, who, ip(), at(t, 11 * 3600_000 + 2000))).toEqual({ allowed: true });
  });

  it("forgets a run of failures a day after its last one", async () => {
    const who = email();
    const t = new Date("2026-03-03T10:00:00.000Z");
    for (let i = 0; i < 8; i++) await beginLoginAttempt(db, who, ip(), at(t, i * 900_000));
    // Now 8 failures; a day later the run starts again, with its free guesses.
    const later = at(t, 7 * 900_000 + 24 * 3600_000);
    for (let i = 0; i < FREE_FAILURES + 1; i++) expect(await beginLoginAttempt(db, who, ip(), at(later, i))).toEqual({ allowed: true });
  });

  it("concurrent guesses each claim their own slot: past the free ones, only one of a burst gets through", async () => {
    const who = email();
    const t = new Date("2026-03-04T10:00:00.000Z");
    for (let i = 0; i < FREE_FAILURES; i++) await beginLoginAttempt(db, who, ip(), at(t, i));
    const burst = await Promise.all(Array.from({ length: 8 }, () => beginLoginAttempt(db, who, ip(), at(t, 10))));
    expect(burst.filter((r) => r.allowed)).toHaveLength(1);
  });

  it("limits one address across many accounts, per minute and per hour", async () => {
    const from = ip();
    // Counted from now, not a fixed past date: a server sharing the PostgreSQL test database purges attempts older than
    // two hours of its own clock, which removed a fixed date's rows mid-test (the hourly refusal then let one through).
    const t = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    for (let i = 0; i < IP_ATTEMPTS_PER_MINUTE; i++) expect((await beginLoginAttempt(db, email(), from, t)).allowed).toBe(true);
    const refused = await beginLoginAttempt(db, email(), from, t);
    expect(refused).toEqual({ allowed: false, reason: "ip", retryAfterSeconds: 60 });
    expect(throttleMessage(refused as never)).toBe("Too many sign-in attempts from your network. Try again in 60 seconds.");
    // Spread over minutes, the hourly limit still applies: 21 attempts, then 10 a minute for 8 minutes.
    for (let minute = 2; minute < 10; minute++) for (let i = 0; i < 10; i++) await beginLoginAttempt(db, email(), from, at(t, minute * 60_000 + i));
    expect(await beginLoginAttempt(db, email(), from, at(t, 15 * 60_000))).toEqual({ allowed: false, reason: "ip", retryAfterSeconds: 3600 });
    expect(IP_ATTEMPTS_PER_HOUR).toBeLessThan(21 + 80 + 1);
    // Once the first minute's attempts are an hour old, the address may try again.
    expect(await beginLoginAttempt(db, email(), from, at(t, 61 * 60_000))).toEqual({ allowed: true });
  });

  it("another address is not held back by one that is", async () => {
    const from = ip();
    const t = new Date("2026-03-06T10:00:30.000Z");
    for (let i = 0; i <= IP_ATTEMPTS_PER_MINUTE; i++) await beginLoginAttempt(db, email(), from, t);
    expect(await beginLoginAttempt(db, email(), ip(), t)).toEqual({ allowed: true });
  });
});
