import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

const migrationsFolder = path.join(process.cwd(), "drizzle");
/** Arbitrary constant shared by every instance, so that only one migrates at a time. */
const MIGRATION_LOCK_ID = 72_201_991;

type MigrationTarget = { driver: "postgres"; url: string } | { driver: "pglite"; client: PGlite };

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
  // One connection, so the advisory lock and the migration run in the same session.
  const client = postgres(target.url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(drizzle(client), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
