import postgres from "postgres";

/** Drops everything in the test database so the PostgreSQL lane applies every migration from scratch. */
const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error("TEST_DATABASE_URL is not set");
const sql = postgres(url, { max: 1, onnotice: () => {} });
await sql.unsafe("drop schema if exists drizzle cascade; drop schema public cascade; create schema public;");
await sql.end();
console.log("reset", url.replace(/:[^:@/]+@/, ":***@"));
