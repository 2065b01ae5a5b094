import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";

/**
 * Started the way a developer does on a port of their choosing (`next start -p N`), with neither NEXTAUTH_URL nor
 * PORT set: the console's own addresses must use the port it listens on.
 */
describe("a console on any port, without NEXTAUTH_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { ownProcess: true, env: { NEXTAUTH_URL: "", PORT: "" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("next-auth's sign-in, callback and sign-out addresses are on the server's own port", async () => {
    const port = new URL(server.url).port;
    expect(port).not.toBe("3000");
    const providers = await (await fetch(`${server.url}/api/auth/providers`)).json();
    expect(providers.credentials.callbackUrl).toBe(`http://localhost:${port}/api/auth/callback/credentials`);

    const csrf = await fetch(`${server.url}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signOut = await fetch(`${server.url}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") },
      body: new URLSearchParams({ csrfToken }),
    });
    expect(signOut.status).toBe(302);
    expect(new URL(signOut.headers.get("location")!).port).toBe(port);
  });
});
