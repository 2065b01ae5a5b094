import { createTenant } from "../test/support/api";
import type { TestServer } from "../test/support/server";

/**
 * Enterprise keys of 40 separate users, handed out in turn: 40 × 2,000 requests a minute keeps the
 * pipeline benchmarks clear of the rate limit, so they measure the pipeline and not 429s. Paid endpoints need
 * `credits`.
 */
export async function roundRobinAuthorization(server: TestServer, scopes: string[], options: { credits?: number } = {}) {
  const tenants = await Promise.all(
    Array.from({ length: 40 }, () => createTenant(server, { tier: "enterprise", scopes, credits: options.credits ?? 0 })),
  );
  let next = 0;
  return {
    firstKey: tenants[0].key,
    headers: () => ({ authorization: `Bearer ${tenants[next++ % tenants.length].key}` }),
  };
}
