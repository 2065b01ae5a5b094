import type { FakeAnthropic } from "./fake-anthropic";
import { modelEnv } from "./model";

/**
 * Server configurations that several API test files share. The broker (test/support/server-broker.ts) starts one server
 * per lane and configuration, so each configuration here is one server per lane where it would otherwise be one per
 * file. A setting joins a configuration only when no test of the other files that use it can reach it: say which in
 * the comment.
 */

/**
 * Small limits: a 4096-byte /v1 body limit (test/api/errors.test.ts's 413 test) and 2 console sign-ups a minute
 * (test/api/console-abuse.test.ts). The body limit applies to the /v1 routes' JSON bodies (lib/pipeline/run.ts), which
 * console-abuse.test.ts never posts; the sign-up limit applies to the console's sign-up form, which errors.test.ts
 * never uses (its tenants come from the admin API).
 */
export const strictLimitsEnv: Readonly<Record<string, string>> = { MAX_BODY_BYTES: "4096", SIGNUPS_PER_MINUTE: "2" };

/**
 * A dedicated /v1 model pool of its own key (V1_ANTHROPIC_API_KEY) and the question's rewrite turned on:
 * test/api/contracts.test.ts's model tests (contracts must use the application-wide pool, never the dedicated one) and
 * test/api/chat-rewrite.test.ts (chat rewrites the question first). The rewrite is chat's alone (lib/chat/context.ts),
 * and the contracts tests never chat; chat-rewrite.test.ts gives both pools its one fake, so whichever pool chat uses,
 * its requests reach that fake as before (the dedicated pool has the same name, model and concurrency as the one it
 * replaces there).
 */
export function dedicatedPoolEnv(app: FakeAnthropic, dedicated: FakeAnthropic): Record<string, string> {
  return modelEnv(app, { V1_ANTHROPIC_API_KEY: "sk-test-v1", V1_ANTHROPIC_BASE_URL: dedicated.url, QUESTION_REWRITE: "on" });
}

/**
 * One trusted proxy in front (TRUSTED_PROXIES=1: the last X-Forwarded-For entry is the client) and 2 console sign-ups a
 * minute: test/api/console-abuse.test.ts's proxy tests, and test/api/console-sign-in-neutral.test.ts, which gives each
 * test a client address of its own so that the sign-in limit per address (counted in the lane's shared database) never
 * mixes its refused attempts with other files' (a dense run refused it with "Too many sign-in attempts from your
 * network"). The neutral test signs up once per address, under the sign-up limit.
 */
export const trustedProxyEnv: Readonly<Record<string, string>> = { SIGNUPS_PER_MINUTE: "2", TRUSTED_PROXIES: "1" };
