import { describe, expect, it } from "vitest";
import { sessionStillValid } from "./session-validity";

describe("sessionStillValid", () => {
  const resetAt = new Date("2026-05-01T10:00:00.000Z");
  it("accepts every session of an account never reset", () => {
    expect(sessionStillValid(undefined, { sessionsValidAfter: null })).toBe(true);
    expect(sessionStillValid(1, { sessionsValidAfter: null })).toBe(true);
  });
  it("refuses a session that began before the reset, by one millisecond or by a day", () => {
    expect(sessionStillValid(resetAt.getTime() - 1, { sessionsValidAfter: resetAt })).toBe(false);
    expect(sessionStillValid(resetAt.getTime() - 86_400_000, { sessionsValidAfter: resetAt })).toBe(false);
  });
  it("accepts a session that began at or after the reset", () => {
    expect(sessionStillValid(resetAt.getTime(), { sessionsValidAfter: resetAt })).toBe(true);
    expect(sessionStillValid(resetAt.getTime() + 5, { sessionsValidAfter: resetAt })).toBe(true);
  });
  it("refuses a session without a recorded sign-in time once the account was reset", () => {
    expect(sessionStillValid(undefined, { sessionsValidAfter: resetAt })).toBe(false);
  });
});
