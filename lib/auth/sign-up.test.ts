import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { ApiError } from "@/lib/http/problem";
import { openLaneDatabase } from "@/test/support/db";
import { lanes } from "@/test/support/server";
import { signUp } from "./sign-up";

describe.each(lanes())("sign-up throttle per network address (%s)", (lane) => {
  beforeAll(async () => {
    process.env.SIGNUPS_PER_MINUTE = "3";
    resetEnvForTests();
    await openLaneDatabase(lane);
  });
  afterAll(async () => {
    await closeDatabase();
    delete process.env.SIGNUPS_PER_MINUTE;
    resetEnvForTests();
  });

  it("allows SIGNUPS_PER_MINUTE accounts from one address, then answers 429 rate_limited; another address is unaffected", async () => {
    const ip = `test-${crypto.randomUUID()}`;
    const attempt = (from: string) => signUp({ email: `${crypto.randomUUID()}@throttle.test`, password: "a-long-password-1" }, from);
    for (let i = 0; i < 3; i++) await attempt(ip);
    const refused = await attempt(ip).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe("rate_limited");
    expect((refused as ApiError).status).toBe(429);
    await expect(attempt(`test-${crypto.randomUUID()}`)).resolves.toMatchObject({ email: expect.stringContaining("@throttle.test") });
  });
});
