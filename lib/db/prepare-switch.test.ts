import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { closeDatabase, getDatabase, queryRows } from "./client";

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const saved = { DATABASE_URL: process.env.DATABASE_URL, DB_POOL_MAX: process.env.DB_POOL_MAX, DB_PREPARE: process.env.DB_PREPARE };

/**
 * Opens the service's own database handle (the code path production uses) on one connection, so the session that
 * runs the queries is the one whose pg_prepared_statements we read.
 */
async function openWith(prepare: string | undefined) {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  process.env.DB_POOL_MAX = "1";
  if (prepare === undefined) delete process.env.DB_PREPARE;
  else process.env.DB_PREPARE = prepare;
  resetEnvForTests();
  const { db } = await getDatabase();
  for (let i = 0; i < 3; i++) await queryRows(db, sql`select ${i}::int as prepare_switch_marker`);
  await db.transaction(async (tx) => queryRows(tx, sql`select ${"x"}::text as prepare_switch_in_tx`));
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_prepared_statements`);
  return n;
}

onPostgres("DB_PREPARE (postgres)", () => {
  afterEach(async () => {
    await closeDatabase();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
  });

  it("prepares parameterised statements on the connection by default", async () => {
    expect(await openWith(undefined)).toBeGreaterThan(0);
  });

  it("DB_PREPARE=false leaves pg_prepared_statements empty, inside transactions too", async () => {
    expect(await openWith("false")).toBe(0);
  });
});

describe("DB_PREPARE validation", () => {
  afterEach(() => {
    if (saved.DB_PREPARE === undefined) delete process.env.DB_PREPARE;
    else process.env.DB_PREPARE = saved.DB_PREPARE;
    resetEnvForTests();
  });

  it("accepts true and false and rejects anything else, naming the variable", async () => {
    const { env } = await import("@/lib/env");
    process.env.DB_PREPARE = "false";
    resetEnvForTests();
    expect(env().DB_PREPARE).toBe(false);
    delete process.env.DB_PREPARE;
    resetEnvForTests();
    expect(env().DB_PREPARE).toBe(true);
    process.env.DB_PREPARE = "no";
    resetEnvForTests();
    expect(() => env()).toThrow(/DB_PREPARE/);
  });
});
