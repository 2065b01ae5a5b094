import { beforeAll, expect } from "vitest";
import { buildReady } from "./server";

/**
 * Under `npm test` the unit tests start while `next build` is still running (scripts/test-all.sh). A file that runs
 * servers of the build (test/api, test/clients) first waits for it here, in a hook with a hook's timeout, so that a
 * server started inside a test does not spend that test's own timeout waiting. Elsewhere buildReady returns at once.
 */
beforeAll(async () => {
  if (/[\\/]test[\\/](api|clients)[\\/]/.test(expect.getState().testPath ?? "")) await buildReady();
}, 600_000);
