import { describe, expect, it } from "vitest";
import { SESSION_MAX_AGE_SECONDS, sessionStillValid } from "./session-validity";

describe("sessionStillValid", () => {
  const resetAt = new Date("2026-05-01T10:00:00.000Z");
  const now = resetAt.getTime() + 3600_000;
  const never = { sessionsValidAfter: null };

  it("accepts a session of an account never reset, within its lifetime", () => {
    expect(sessionStillValid({ authTime: now - 1000 }, never, now)).toBe(true);
  });

  it("refuses a session once 12 hours have passed since its sign-in, however often its token was re-issued", () => {
    expect(sessionStillValid({ authTime: now - SESSION_MAX_AGE_SECONDS * 1000 + 1 }, never, now)).toBe(true);
    expect(sessionStillValid({ authTime: now - SESSION_MAX_AGE_SECONDS * 1000 }, never, now)).toBe(false);
  });

  it("refuses a signed-out session", () => {
    expect(sessionStillValid({ authTime: now - 1000, revoked: true }, never, now)).toBe(false);
  });

  it("refuses a session that began before the reset, by one millisecond or by an hour", () => {
    expect(sessionStillValid({ authTime: resetAt.getTime() - 1 }, { sessionsValidAfter: resetAt }, now)).toBe(false);
    expect(sessionStillValid({ authTime: resetAt.getTime() - 3600_000 }, { sessionsValidAfter: resetAt }, now)).toBe(false);
  });

  it("accepts a session that began at or after the reset", () => {
    expect(sessionStillValid({ authTime: resetAt.getTime() }, { sessionsValidAfter: resetAt }, now)).toBe(true);
    expect(sessionStillValid({ authTime: resetAt.getTime() + 5 }, { sessionsValidAfter: resetAt }, now)).toBe(true);
  });

  it("refuses a session without a recorded sign-in time", () => {
    expect(sessionStillValid({}, never, now)).toBe(false);
    expect(sessionStillValid({}, { sessionsValidAfter: resetAt }, now)).toBe(false);
  });
});
