import { afterEach, describe, expect, it } from "vitest";
import { giveNextAuthTheConsoleOrigin, resetEnvForTests } from "@/lib/env";
import { publicUrl } from "./public-url";

const saved = { NEXTAUTH_URL: process.env.NEXTAUTH_URL, PORT: process.env.PORT };

describe("the console's address in mailed links", () => {
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
  });

  it("without NEXTAUTH_URL, is this server on the port it listens on, not 3000", () => {
    delete process.env.NEXTAUTH_URL;
    process.env.PORT = "4123";
    resetEnvForTests();
    expect(publicUrl("/reset-password?token=abc")).toBe("http://localhost:4123/reset-password?token=abc");
    // next-auth reads the variable itself: it is given the same origin.
    giveNextAuthTheConsoleOrigin();
    expect(process.env.NEXTAUTH_URL).toBe("http://localhost:4123");
  });

  it("with NEXTAUTH_URL, is that address (a trailing slash dropped), whatever the port", () => {
    process.env.NEXTAUTH_URL = "https://console.example.test/";
    process.env.PORT = "4123";
    resetEnvForTests();
    expect(publicUrl("/signin")).toBe("https://console.example.test/signin");
    giveNextAuthTheConsoleOrigin();
    expect(process.env.NEXTAUTH_URL).toBe("https://console.example.test/");
  });
});
