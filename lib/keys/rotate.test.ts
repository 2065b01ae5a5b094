import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Db } from "@/lib/db/client";
import { keyEvents } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { createUser } from "@/lib/users/store";
import { rotateApiKey } from "./rotate";
import { createApiKey, getApiKey, keyStatus, revokeApiKey } from "./store";

describe.each(lanes())("key rotation (%s)", (lane) => {
  let db: Db;
  beforeAll(async () => {
    db = (await openLaneDatabase(lane)).db;
  });
  afterAll(async () => closeDatabase());

  const owner = () => createUser(db, { email: `${randomUUID()}@rotate.test` });

  it("copies scopes, sandbox flag and name, links the replacement, and ends the old key after the grace period", async () => {
    const user = await owner();
    const { row: old } = await createApiKey(db, { userId: user.id, name: "ci", scopes: ["audit", "chat"], sandbox: true });
    const now = new Date();
    const { replacement, previous, rawKey } = await rotateApiKey(db, { keyId: old.id, graceSeconds: 3600, actorUserId: user.id, now });
    expect(rawKey).toMatch(/^svc_live_/);
    expect(replacement).toMatchObject({ name: "ci", scopes: ["audit", "chat"], sandbox: true, rotatedFromKeyId: old.id, expiresAt: null });
    expect(previous.expiresAt?.getTime()).toBe(now.getTime() + 3600_000);
    const events = await db.select().from(keyEvents).where(eq(keyEvents.userId, user.id));
    expect(events.map((e) => e.action).sort()).toEqual(["key.created", "key.rotated", "key.rotated_in"]);
    expect(events.find((e) => e.action === "key.rotated")?.detail).toMatchObject({ replaced_by: replacement.id, grace_seconds: 3600 });
  });

  it("never extends an old key that already expires sooner, and the replacement keeps that expiry", async () => {
    const user = await owner();
    const soon = new Date(Date.now() + 10 * 60_000);
    const { row: old } = await createApiKey(db, { userId: user.id, name: "short", scopes: ["audit"], expiresAt: soon });
    const { previous, replacement } = await rotateApiKey(db, { keyId: old.id, graceSeconds: 7 * 86_400, actorUserId: user.id });
    expect(previous.expiresAt?.getTime()).toBe(soon.getTime());
    expect(replacement.expiresAt?.getTime()).toBe(soon.getTime());
  });

  it("with no grace the old key is expired at once", async () => {
    const user = await owner();
    const { row: old } = await createApiKey(db, { userId: user.id, name: "now", scopes: ["audit"] });
    await rotateApiKey(db, { keyId: old.id, graceSeconds: 0, actorUserId: user.id });
    expect(keyStatus((await getApiKey(db, old.id))!)).toBe("expired");
  });

  it("refuses revoked keys, and a key rotated twice at once yields one replacement", async () => {
    const user = await owner();
    const { row: revoked } = await createApiKey(db, { userId: user.id, name: "gone", scopes: ["audit"] });
    await revokeApiKey(db, revoked.id, user.id);
    await expect(rotateApiKey(db, { keyId: revoked.id, graceSeconds: 60, actorUserId: user.id })).rejects.toThrow(/revoked/);

    const { row: once } = await createApiKey(db, { userId: user.id, name: "once", scopes: ["audit"] });
    const results = await Promise.allSettled([0, 0].map(() => rotateApiKey(db, { keyId: once.id, graceSeconds: 0, actorUserId: user.id })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });
});
