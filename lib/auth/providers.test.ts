import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { enabledOAuthProviders } from "./providers";

const keys = ["GITHUB_ID", "GITHUB_SECRET", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"] as const;
const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));

function setEnv(values: Partial<Record<(typeof keys)[number], string>>) {
  for (const k of keys) {
    if (values[k] === undefined) delete process.env[k];
    else process.env[k] = values[k];
  }
  resetEnvForTests();
}

afterEach(() => {
  for (const k of keys) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetEnvForTests();
});

describe("enabledOAuthProviders", () => {
  it("offers none without configuration", () => {
    setEnv({});
    expect(enabledOAuthProviders()).toEqual([]);
  });

  it("needs both the id and the secret of a provider", () => {
    setEnv({ GITHUB_ID: "id", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    expect(enabledOAuthProviders().map((p) => p.id)).toEqual(["google"]);
    setEnv({ GITHUB_ID: "id", GITHUB_SECRET: "secret" });
    expect(enabledOAuthProviders().map((p) => p.id)).toEqual(["github"]);
  });
});
