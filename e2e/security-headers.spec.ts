import { expect, test, type Page } from "@playwright/test";
import { createKey, newAccount, signIn, signUp, STAFF, uniqueEmail } from "./helpers";

/**
 * Console security headers (issue 14): every page and the next-auth routes carry a nonce-based CSP and the other
 * headers, and every page renders and works with no CSP violation, caught both as `securitypolicyviolation`
 * events in the page and as CSP errors on the console.
 */

type Violations = { events: string[]; console: string[] };

function watchViolations(page: Page): Violations {
  const seen: Violations = { events: [], console: [] };
  page.on("console", (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) seen.console.push(msg.text());
  });
  return seen;
}

async function recordViolationEvents(page: Page) {
  // Runs before any page script, in every document the page loads.
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
}

async function eventsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

function expectConsoleHeaders(response: { headers(): Record<string, string> } | null) {
  expect(response, "navigation response").not.toBeNull();
  const h = response!.headers();
  const csp = h["content-security-policy"];
  expect(csp).toBeDefined();
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'(;|$)/);
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"]).toContain("camera=()");
  // Served over plain HTTP here: no HSTS, no upgrade of subresources.
  expect(h["strict-transport-security"]).toBeUndefined();
  expect(csp).not.toContain("upgrade-insecure-requests");
  return csp;
}

/** Visits a page, checks its headers, that its scripts carry the nonce, and that nothing was blocked. */
async function visit(page: Page, seen: Violations, path: string, heading: RegExp | string) {
  const response = await page.goto(path);
  const csp = expectConsoleHeaders(response);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  // The markup is read from a second request with the same session: a page that moves on in the browser
  // (/console goes to /console/keys) may leave the navigation's body unreadable. Each response has its own nonce.
  const again = await page.request.get(path);
  const againNonce = /'nonce-([^']+)'/.exec(expectConsoleHeaders(again))![1];
  expect(againNonce).not.toBe(nonce);
  expect(await again.text(), `${path} carries its nonce`).toContain(`nonce="${againNonce}"`);
  await expect(page.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible();
  // The page hydrated (React attached its handlers) — an inline bootstrap blocked by the CSP would stop it.
  await page.waitForFunction(() => document.readyState === "complete");
  expect(await eventsOf(page), `CSP violation events on ${path}`).toEqual([]);
  expect(seen.console, `CSP console errors on ${path}`).toEqual([]);
  return nonce;
}

test("public pages and the auth routes carry the security headers and render without CSP violations", async ({ page, request }) => {
  const seen = watchViolations(page);
  await recordViolationEvents(page);
  const first = await visit(page, seen, "/", /legal/i);
  await visit(page, seen, "/signin", /sign in/i);
  await visit(page, seen, "/signup", /create/i);
  await visit(page, seen, "/docs", /./);
  await visit(page, seen, "/docs/api", /./);
  await visit(page, seen, "/docs/errors", /./);
  const again = await visit(page, seen, "/", /legal/i);
  expect(again, "a fresh nonce per response").not.toBe(first);

  const notFound = await page.goto("/no-such-page");
  expect(notFound?.status()).toBe(404);
  expectConsoleHeaders(notFound);
  expect(await eventsOf(page)).toEqual([]);

  // The watcher itself works: an image from another origin and an inline event handler are blocked and reported.
  await page.goto("/signin");
  await page.evaluate(() => {
    const img = document.createElement("img");
    img.src = "http://example.invalid/pixel.png";
    document.body.appendChild(img);
    const div = document.createElement("div");
    div.innerHTML = `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.__injected = true">`;
    document.body.appendChild(div);
  });
  await expect.poll(async () => (await eventsOf(page)).map((e) => e.split(" ")[0]).sort()).toEqual(["img-src", "script-src-attr"]);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  seen.console.length = 0;

  for (const path of ["/api/auth/session", "/api/auth/csrf", "/api/auth/providers"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectConsoleHeaders(res);
  }
});

test("signed-in console pages, the explorer's live stream and staff pages work under the CSP", async ({ page, browser }) => {
  const seen = watchViolations(page);
  await recordViolationEvents(page);
  await signUp(page, uniqueEmail("csp"));
  expect(await eventsOf(page)).toEqual([]);
  await visit(page, seen, "/console", /./);
  await visit(page, seen, "/console/keys", "API keys");
  await createKey(page, { name: "csp", scopes: ["audit"] });
  expect(await eventsOf(page)).toEqual([]);
  await visit(page, seen, "/console/usage", /usage/i);

  // The explorer: its fetches to /v1 (JSON and a live SSE stream) are allowed by connect-src 'self'.
  await visit(page, seen, "/console/explorer", /explorer/i);
  await page.getByRole("button", { name: "Use a sandbox key" }).click();
  await expect(page.getByText(/Sandbox key ready/)).toBeVisible();
  await page.getByLabel("Operation").selectOption("POST /v1/chat/completions");
  await page.getByLabel("Body (JSON)").fill(JSON.stringify({ message: "Can a customer ask us to delete their personal data?", jurisdiction: "FR", stream: true }));
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("response-status")).toContainText("stream finished");
  // The rendered answer opens first; the raw events are one click away.
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Events" }).click();
  await expect(page.getByRole("list", { name: "Stream events" }).getByRole("listitem").last()).toContainText("[DONE]");
  expect(await eventsOf(page)).toEqual([]);
  expect(seen.console).toEqual([]);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const staffSeen = watchViolations(staff);
  await recordViolationEvents(staff);
  await signIn(staff, STAFF.email, STAFF.password);
  await visit(staff, staffSeen, "/staff", /./);
  await staff.getByRole("table", { name: "All tenants" }).getByRole("link").first().click();
  await expect(staff.getByTestId("tenant-balance")).toBeVisible();
  expect(await eventsOf(staff)).toEqual([]);
  expect(staffSeen.console).toEqual([]);
  await staffContext.close();
});

test("/v1 answers carry nosniff, and authenticated ones Cache-Control: no-store", async ({ page, request }) => {
  const status = await request.get("/v1/status");
  expect(status.headers()["x-content-type-options"]).toBe("nosniff");
  expect(status.headers()["content-security-policy"]).toBeUndefined();
  const unknown = await request.get("/v1/no-such-endpoint");
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["x-content-type-options"]).toBe("nosniff");

  await newAccount(page, uniqueEmail("v1headers"));
  const key = await createKey(page, { name: "headers", scopes: ["audit"] });
  const tools = await request.get("/v1/audit/tools", { headers: { Authorization: `Bearer ${key}` } });
  expect(tools.status()).toBe(200);
  expect(tools.headers()["x-content-type-options"]).toBe("nosniff");
  expect(tools.headers()["cache-control"]).toBe("no-store");
});
