import type { Sql } from "postgres";

type AnyFn = (...args: any[]) => any;

/**
 * drizzle sends every query unprepared, and postgres.js then asks the server to describe each parameterised
 * statement before running it: two round trips and a fresh parse and plan every time. This wrapper lets
 * postgres.js prepare parameterised statements once per connection and reuse them (one round trip), in
 * transactions and savepoints too. Queries without parameters are left alone (they may hold several
 * statements, which cannot be prepared).
 */
export function preparedStatements<T extends Sql>(client: T): T {
  const wrapScope = (begin: AnyFn) => (optionsOrFn: unknown, maybeFn?: AnyFn) =>
    maybeFn === undefined
      ? begin((tx: Sql) => (optionsOrFn as AnyFn)(preparedStatements(tx)))
      : begin(optionsOrFn, (tx: Sql) => maybeFn(preparedStatements(tx)));

  return new Proxy(client, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop === "unsafe") {
        return (query: string, params?: unknown[], options?: Record<string, unknown>) =>
          (value as AnyFn)(query, params, params && params.length > 0 ? { ...options, prepare: true } : options);
      }
      if ((prop === "begin" || prop === "savepoint") && typeof value === "function") return wrapScope(value as AnyFn);
      return value;
    },
  });
}
