import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { insertUsageEvents } from "@/lib/billing/usage";
import { openLaneDatabase } from "@/test/support/db";
import { getStatus } from "./get-status";

/**
 * The public status is computed from the service's own faults: 5xx over the calls that were not abandoned. A tenant's
 * 4xx answers and its disconnects (499) move it neither way.
 */
describe("public status error rate", () => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase("pglite")).db;
  });
  afterAll(async () => closeDatabase());

  it("counts 5xx over the calls not abandoned: 4xx are served calls, and disconnects (499) neither add to it nor dilute it", async () => {
    const event = (status: number) => ({ requestId: `req_${randomUUID()}`, method: "POST", endpoint: "/v1/audit/analyze", status, latencyMs: 5 });
    // One fault of the service among 20 answered calls (5 %: the degraded threshold), and 60 calls whose clients left.
    await insertUsageEvents(db, [event(500), ...Array.from({ length: 12 }, () => event(400)), ...Array.from({ length: 7 }, () => event(200))]);
    await insertUsageEvents(db, Array.from({ length: 60 }, () => event(499)));
    const status = await getStatus();
    expect(status.recent_error_rate_pct).toBe(5);
    expect(status.status).toBe("degraded");
  });
});
