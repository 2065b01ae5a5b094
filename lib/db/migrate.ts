import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

const migrationsFolder = path.join(process.cwd(), "drizzle");
/** Arbitrary constant shared by every instance, so that only one migrates at a time. */
const MIGRATION_LOCK_ID = 72_201_991;

type MigrationTarget = { driver: "postgres"; url: string; prepare?: boolean } | { driver: "pglite"; client: PGlite };

export async function runMigrations(target: MigrationTarget): Promise<void> {
  if (target.driver === "pglite") {
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(drizzle(target.client), { migrationsFolder });
    return;
  }
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const client = postgres(target.url, { max: 1, onnotice: () => {}, prepare: target.prepare ?? true });
  try {
    // One transaction holding a transaction-scoped lock: nothing outlives it, so the lock is released even when a
    // pooler in transaction mode (DB_PREPARE=false) hands each transaction a different server connection. drizzle's
    // migrator opens its own transaction with `begin`, which inside ours becomes a savepoint.
    await client.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`;
      const nested = new Proxy(tx, {
        get: (t, prop, receiver) =>
          prop === "begin" ? t.savepoint.bind(t) : prop === "options" ? client.options : Reflect.get(t, prop, receiver),
      });
      await migrate(drizzle(nested as unknown as typeof client), { migrationsFolder });
    });
  } finally {
    await client.end({ timeout: 5 });
  }
}
