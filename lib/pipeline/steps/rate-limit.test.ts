import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { closeDatabase, queryRows, type Db } from "@/lib/db/client";
import { lanes } from "@/test/support/server";
import { openLaneDatabase } from "@/test/support/db";
import { ApiError } from "@/lib/http/problem";
import type { AuthContext } from "../types";
import { applyRateLimit, consumeRateLimit, countRequests } from "./rate-limit";

describe.each(lanes())("rate limiter windows (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => closeDatabase());

  const at = (iso: string) => new Date(iso);

  it("keeps its counters in an unlogged table (no write-ahead log flush per request)", async () => {
    const rows = await queryRows<{ relpersistence: string }>(db, sql`select relpersistence from pg_class where relname = 'rate_limit_windows'`);
    expect(rows).toEqual([{ relpersistence: "u" }]);
  });

  it("admits exactly the limit inside one window and resets at the window edge", async () => {
    const user = `usr_${randomUUID()}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(db, user, 3, at("2026-11-22T10:00:59.500Z")));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3].resetSeconds).toBe(1);

    const next = await consumeRateLimit(db, user, 3, at("2026-11-22T10:01:00.000Z"));
    expect(next).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 60 });
  });

  it("the last millisecond of a window still counts in it", async () => {
    const user = `usr_${randomUUID()}`;
    expect((await consumeRateLimit(db, user, 1, at("2026-11-22T10:00:00.000Z"))).allowed).toBe(true);
    const edge = await consumeRateLimit(db, user, 1, at("2026-11-22T10:00:59.999Z"));
    expect(edge.allowed).toBe(false);
    expect(edge.resetSeconds).toBe(1);
  });

  it("counts users separately", async () => {
    const a = `usr_${randomUUID()}`;
    const b = `usr_${randomUUID()}`;
    const t = at("2026-11-22T11:00:10.000Z");
    expect((await consumeRateLimit(db, a, 1, t)).allowed).toBe(true);
    expect((await consumeRateLimit(db, b, 1, t)).allowed).toBe(true);
    expect((await consumeRateLimit(db, a, 1, t)).allowed).toBe(false);
  });

  it("is exact under concurrency: 50 parallel requests against a limit of 20", async () => {
    const user = `usr_${randomUUID()}`;
    const t = at("2026-11-22T12:00:30.000Z");
    const results = await Promise.all(Array.from({ length: 50 }, () => consumeRateLimit(db, user, 20, t)));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
  });
  it("counts a batch in one statement: positions follow arrival order per user and window", async () => {
    const a = `usr_${randomUUID()}`;
    const b = `usr_${randomUUID()}`;
    const t = at("2026-11-22T13:00:59.000Z");
    const later = at("2026-11-22T13:01:00.000Z");
    expect((await consumeRateLimit(db, a, 3, t)).remaining).toBe(2);
    const decisions = await countRequests(db, [
      { userId: a, limit: 3, now: t },
      { userId: b, limit: 3, now: t },
      { userId: a, limit: 3, now: t },
      { userId: a, limit: 3, now: later },
      { userId: a, limit: 3, now: t },
    ]);
    expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 1],
      [true, 2],
      [true, 0],
      [true, 2],
      [false, 0],
    ]);
    expect(decisions[3].resetSeconds).toBe(60);
  });

  it("is exact when concurrent calls are coalesced into shared statements", async () => {
    const auth = { userId: `usr_${randomUUID()}`, tier: "free" } as AuthContext;
    const results = await Promise.allSettled(Array.from({ length: 45 }, () => applyRateLimit(auth)));
    const rejected = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason);
    expect(results.length - rejected.length).toBe(20);
    for (const err of rejected) expect(err).toBeInstanceOf(ApiError);
    expect(rejected.map((err) => (err as ApiError).code)).toEqual(Array(25).fill("rate_limited"));
  });
});
