import { describe, expect, it } from "vitest";
import { gdprPack } from "./gdpr";
import { statusOf } from "./test-helpers";

// Issue 31: no text may hold the event loop. Each input below took seconds before its pattern was bounded (tried from
// every character of a long run, it was quadratic) and takes milliseconds now; the 2 s timeout is the bound.
const full = gdprPack("eu-gdpr", "GDPR");
// Only the rule under test runs, so that the bound measures its patterns and not the rest of the pack.
const only = (id: string) => ({ ...full, rules: full.rules.filter((r) => r.id === id) });
const notice = (tail: string) => `Privacy notice\nWe process your personal data to deliver your orders.\n${tail}`;

describe("rule packs on hostile text", () => {
  it("controller identity: an email address is looked for from the start of a word only (50,000 letters took about 15 s)", { timeout: 2000 }, () => {
    expect(statusOf(only("notice-identity"), notice("a".repeat(50_000)), "DE", "notice-identity")).toBe("breached");
    expect(statusOf(only("notice-identity"), notice("1.".repeat(25_000)), "DE", "notice-identity")).toBe("breached");
    expect(statusOf(only("notice-identity"), notice(`${"a".repeat(50_000)} contact privacy@example.com`), "DE", "notice-identity")).toBe("met");
    expect(statusOf(only("notice-identity"), notice(`${"a-".repeat(25_000)}x@example.com`), "DE", "notice-identity")).toBe("met");
  });
});
