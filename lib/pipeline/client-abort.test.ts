import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { usageEvents } from "@/lib/db/schema";
import { flushUsage } from "@/lib/billing/usage-buffer";
import { log } from "@/lib/log";
import { openLaneDatabase } from "@/test/support/db";
import { runEndpoint } from "./run";
import { endpoint } from "./types";

/**
 * A model stream cut by the client's disconnect fails with ECONNRESET, which once made compliance, documents and
 * contracts answer 503 and log "database unavailable". Whatever fails once the client has gone is its abort.
 */
describe("a call whose client disconnected", () => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase("pglite")).db;
  });
  afterAll(async () => closeDatabase());

  it("is recorded as 499 client_closed_request, never logged as the database's fault", async () => {
    const warn = vi.spyOn(log, "warn");
    const errorLog = vi.spyOn(log, "error");
    const client = new AbortController();
    const ep = endpoint({
      access: "public",
      handler: async () => {
        client.abort();
        throw Object.assign(new Error("aborted"), { code: "ECONNRESET" });
      },
    });
    const res = await runEndpoint(ep, "/v1/status", new Request("http://localhost/v1/status", { signal: client.signal }), {});
    expect(res.status).toBe(499);
    expect(await res.json()).toMatchObject({ code: "client_closed_request" });
    expect(warn.mock.calls.map((c) => c[0])).not.toContain("database unavailable");
    expect(errorLog).not.toHaveBeenCalled();
    await flushUsage();
    const requestId = res.headers.get("x-request-id")!;
    const [usage] = await db.select().from(usageEvents).where(eq(usageEvents.requestId, requestId));
    expect(usage).toMatchObject({ status: 499, errorCode: "client_closed_request", credits: 0 });
  });
});
