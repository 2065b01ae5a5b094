import { describe, expect, it } from "vitest";
import type { ConsoleKey } from "./keys";
import { keyLineage } from "./key-lineage";

const key = (over: Partial<ConsoleKey>): ConsoleKey => ({
  id: "key_x",
  name: "backend",
  displayKey: "svc_live_aaaa…aaaa",
  scopes: ["chat"],
  sandbox: false,
  status: "active",
  createdAt: "2026-11-01T00:00:00.000Z",
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  rotatedFromKeyId: null,
  monthlyCreditLimit: null,
  requestsPerMinute: null,
  creditsThisMonth: 0,
  ...over,
});

describe("keyLineage", () => {
  it("a rotation in its grace period: the old key is retiring until its expiry, the new one names what it replaces", () => {
    const old = key({ id: "key_old", displayKey: "svc_live_OLD1…OLD1", expiresAt: "2026-11-28T12:00:00.000Z" });
    const fresh = key({ id: "key_new", displayKey: "svc_live_NEW1…NEW1", rotatedFromKeyId: "key_old" });
    const lineage = keyLineage([fresh, old]);
    expect(lineage.get("key_old")).toEqual({
      replaces: null,
      replacedBy: { name: "backend", displayKey: "svc_live_NEW1…NEW1" },
      retiringUntil: "2026-11-28T12:00:00.000Z",
      isNewKey: false,
    });
    expect(lineage.get("key_new")).toEqual({
      replaces: { name: "backend", displayKey: "svc_live_OLD1…OLD1" },
      replacedBy: null,
      retiringUntil: null,
      isNewKey: true,
    });
  });

  it("once the old key has expired it no longer retires, and the new key is no longer new", () => {
    const old = key({ id: "key_old", status: "expired", expiresAt: "2026-11-02T00:00:00.000Z" });
    const fresh = key({ id: "key_new", rotatedFromKeyId: "key_old" });
    const lineage = keyLineage([fresh, old]);
    expect(lineage.get("key_old")?.retiringUntil).toBeNull();
    expect(lineage.get("key_new")?.isNewKey).toBe(false);
    expect(lineage.get("key_new")?.replaces?.name).toBe("backend");
  });

  it("a key never rotated has no lineage", () => {
    expect(keyLineage([key({})]).get("key_x")).toEqual({ replaces: null, replacedBy: null, retiringUntil: null, isNewKey: false });
  });
});
