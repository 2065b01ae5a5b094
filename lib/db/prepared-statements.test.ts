import postgres from "postgres";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import { afterAll, describe, expect, it } from "vitest";
import { preparedStatements } from "./prepared-statements";

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres("prepared statements through drizzle (postgres)", () => {
  const client = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  const db = drizzle(preparedStatements(client));
  afterAll(async () => client.end());

  const preparedLike = async (marker: string) =>
    Number((await client`select count(*)::int as n from pg_prepared_statements where statement like ${`%${marker}%`}`)[0].n);

  it("prepares parameterised queries once per connection, inside transactions too", async () => {
    for (let i = 0; i < 3; i++) {
      expect(await db.execute(sql`select ${i}::int as outside_marker`)).toEqual([{ outside_marker: i }]);
    }
    const inside = await db.transaction(async (tx) => tx.execute(sql`select ${7}::int as inside_marker`));
    expect(inside).toEqual([{ inside_marker: 7 }]);
    expect(await preparedLike("outside_marker")).toBe(1);
    expect(await preparedLike("inside_marker")).toBe(1);
  });

  it("leaves queries without parameters unprepared, so several statements still run", async () => {
    await db.execute(sql.raw("select 1 as multi_marker_a; select 2 as multi_marker_b"));
    expect(await preparedLike("multi_marker")).toBe(0);
  });
});
