import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import type { PGlite } from "@electric-sql/pglite";
import { env } from "@/lib/env";
import * as schema from "./schema";
import { runMigrations } from "./migrate";
import { preparedStatements } from "./prepared-statements";
import { initialisePgliteDirectory } from "./pglite-initdb";
import { openPgliteClient } from "./pglite-open";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

/** A notification channel on whichever driver is in use (LISTEN/NOTIFY works on both). */
export interface Notifier {
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface Database {
  db: Db;
  driver: "postgres" | "pglite";
  notifier: Notifier;
  close(): Promise<void>;
}

/**
 * Next.js may evaluate a module once per route bundle, so the single database handle lives on globalThis:
 * PGlite in particular must be opened exactly once per data directory.
 */
const holder = globalThis as unknown as { __legalAiDatabase?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  if (!holder.__legalAiDatabase) {
    holder.__legalAiDatabase = openDatabase().catch((err) => {
      holder.__legalAiDatabase = undefined;
      throw err;
    });
  }
  return holder.__legalAiDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * Tests: makes an in-memory PGlite started from `dataDir` (a `dumpDataDir` tarball of an already migrated database,
 * test/support/pglite-template.ts) this process's database, migrated as any other (there is nothing left to apply).
 * Loading the tarball skips initdb and the migrations that a fresh in-memory PGlite runs: 3 CPU-seconds instead of 7.
 */
export async function openPgliteFromDataDirForTests(dataDir: Blob): Promise<Database> {
  await closeDatabase();
  const opened = openPgliteClient(undefined, env().PGLITE_SHARED_BUFFERS, dataDir).then(pgliteDatabase);
  holder.__legalAiDatabase = opened;
  return opened;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__legalAiDatabase;
  holder.__legalAiDatabase = undefined;
  if (pending) await (await pending).close();
}

async function openDatabase(): Promise<Database> {
  const { DATABASE_URL, DATA_DIR, DB_POOL_MAX, DB_PREPARE } = env();
  if (DATABASE_URL) return openPostgres(DATABASE_URL, DB_POOL_MAX, DB_PREPARE);
  return openPglite(DATA_DIR);
}

async function openPostgres(url: string, max: number, prepare: boolean): Promise<Database> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  // `prepare: false` stops postgres.js from naming statements at all (its own tagged queries included): a pooler
  // in transaction mode may run the next statement on another server connection, where the name is unknown.
  const client = postgres(url, { max, onnotice: () => {}, connect_timeout: 10, prepare });
  try {
    await client`select 1`;
  } catch (err) {
    await client.end({ timeout: 1 }).catch(() => {});
    throw new DatabaseUnreachableError(url, err);
  }
  await runMigrations({ driver: "postgres", url, prepare });
  const db = drizzle(prepare ? preparedStatements(client) : client, { schema }) as unknown as Db;
  return {
    db,
    driver: "postgres",
    notifier: {
      async listen(channel, onMessage) {
        await client.listen(channel, onMessage);
      },
      async notify(channel, payload) {
        await client.notify(channel, payload);
      },
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === "memory://";
  const dir = inMemory ? undefined : path.resolve(dataDir, "pglite");
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    await initialisePgliteDirectory(dir);
  }
  return pgliteDatabase(await openPgliteClient(dir, env().PGLITE_SHARED_BUFFERS));
}

/** The app's database on an open PGlite client, migrated first. */
async function pgliteDatabase(client: PGlite): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  await runMigrations({ driver: "pglite", client });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    notifier: {
      async listen(channel, onMessage) {
        await client.listen(channel, onMessage);
      },
      async notify(channel, payload) {
        await client.query("select pg_notify($1, $2)", [channel, payload]);
      },
    },
    close: () => client.close(),
  };
}

export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot reach the database at ${redactUrl(url)}: ${reason}`);
    this.name = "DatabaseUnreachableError";
  }
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

/** Rows of a raw SQL query, the same shape on both drivers. */
export async function queryRows<T extends object>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
