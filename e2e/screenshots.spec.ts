import { expect, test, type Page } from "@playwright/test";
import { accessibilityProblems } from "./accessibility";
import { bearer, createKey, displayOf, newAccount, signIn, STAFF, uniqueEmail } from "./helpers";

const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/**
 * Full-page screenshots at both widths, for a human to look at (e2e/artifacts is gitignored), and an axe-core scan at
 * each width: no serious or critical accessibility violation on any console page.
 */
async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await ready();
    // Nothing may make the whole document scroll sideways. Polled: charts re-measure after a resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: `${name} scrolls sideways at ${label} width`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/artifacts/${name}-${label}.png`, fullPage: true });
    expect(await accessibilityProblems(page), `${name} at ${label} width`).toEqual([]);
  }
}

const publicPages = [
  ["home", "/", "Legal AI Service"],
  ["signin", "/signin", "Sign in to the console"],
  ["signup", "/signup", "Create your developer account"],
  ["docs-api", "/docs/api", "API reference"],
  ["docs-schemas", "/docs/api/schemas", "Schemas"],
  ["docs-schema", "/docs/api/schemas/ChatRequest", "ChatRequest"],
  ["docs-errors", "/docs/errors", "Error codes"],
  ["not-found", "/no-such-page", "Page not found"],
] as const;

// A test per page: each scan's time then counts against its own timeout, not against one shared by every page.
for (const [name, path, heading] of publicPages) {
  test(`${name} renders at desktop and phone widths`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(path);
    await shoot(page, name, () => expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible());
  });
}

test("the API reference links a schema to its own page, which links back to the operations using it and the schemas containing it", async ({ page }) => {
  await page.goto("/docs/api");
  await page.getByRole("link", { name: "ChatRequest", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "ChatRequest" })).toBeVisible();
  await expect(page.locator("main li code").first()).toHaveText("message");
  await page.getByRole("link", { name: "POST /v1/chat/completions" }).click();
  await expect(page).toHaveURL(/\/docs\/api#op-/);
  // A schema nested in others is used by the operations that return those, and links up to them.
  await page.goto("/docs/api/schemas/Citation");
  await expect(page.getByRole("link", { name: "POST /v1/compliance/check" })).toBeVisible();
  await page.getByRole("region", { name: "Part of" }).getByRole("link", { name: "ChatCompletion", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ChatCompletion" })).toBeVisible();
  expect((await page.request.get("/docs/api/schemas/NoSuchSchema")).status()).toBe(404);
});

test("console and staff pages render at desktop and phone widths", async ({ page, request }) => {
  // Nine pages at two widths, each scanned by axe (the three explorer answers are long): 240 s ran out on a loaded machine.
  test.setTimeout(480_000);
  const email = uniqueEmail("shots");
  await newAccount(page, email);
  const live = await createKey(page, { name: "production backend", scopes: ["chat", "audit", "documents"] });
  await page.getByRole("button", { name: "I have saved it" }).click();
  const sandbox = await createKey(page, { name: "local development", scopes: ["chat", "audit"], sandbox: true });
  for (let i = 0; i < 3; i++) await request.get("/v1/audit/tools", { headers: bearer(live) });
  await request.get("/v1/usage", { headers: bearer(live) });
  await request.post("/v1/chat/completions", { headers: bearer(sandbox), data: { message: "Is a verbal contract binding in Germany?", jurisdiction: "DE" } });
  await request.post("/v1/chat/completions", { headers: bearer(live), data: { message: "hi" } });
  await page.goto("/console");
  await shoot(page, "console-overview", () => expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible());
  await page.goto("/console/keys");
  await shoot(page, "console-keys", () => expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible());

  await page.goto("/console/usage");
  await page.getByLabel("Threshold (credits)").fill("100");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Low credit balance:")).toBeVisible();
  await shoot(page, "console-usage", async () => {
    await expect(page.getByRole("table", { name: "Recent requests" })).toBeVisible();
    await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
  });
  // The latency chart and its numbers, then a filter to one key (a GET form: the filter is in the URL).
  await expect(page.getByRole("heading", { name: "Latency" })).toBeVisible();
  await page.getByText("Show the numbers").nth(1).click();
  await expect(page.getByRole("region", { name: "Latency per endpoint per day" })).toContainText("/v1/audit/tools");
  await page.getByLabel("Key", { exact: true }).selectOption({ label: `local development · ${displayOf(sandbox)}` });
  await page.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL(/\/console\/usage\?.*key=key_/);
  await expect(page.getByRole("table", { name: "Recent requests" }).getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("table", { name: "Recent requests" })).toContainText("/v1/chat/completions");
  await page.goto("/console/usage");

  const csv = await page.request.get("/console/usage/export");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toContain("request_id,created_at,method,endpoint");
  expect(lines).toHaveLength(1 + 6);

  await page.goto("/console/alerts");
  await shoot(page, "console-alerts", () => expect(page.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible());

  // The explorer with a rendered answer of each kind: chat (citations), compliance (obligations), a document review.
  await page.goto("/console/explorer");
  await page.getByLabel("API key", { exact: true }).fill(sandbox);
  await page.getByLabel("Operation").selectOption("POST /v1/chat/completions");
  await page.getByRole("button", { name: "Send request" }).click();
  await shoot(page, "console-explorer", () => expect(page.getByTestId("rendered-answer").getByRole("region", { name: "Citations" })).toBeVisible());
  await page.getByRole("button", { name: "Use a sandbox key" }).click();
  await expect(page.getByText(/Sandbox key ready/)).toBeVisible();
  await page.getByLabel("Operation").selectOption("POST /v1/compliance/check");
  await page.getByRole("button", { name: "Send request" }).click();
  await shoot(page, "console-explorer-compliance", () => expect(page.getByTestId("rendered-answer").getByRole("list", { name: "Regulations" })).toBeVisible());
  await page.getByLabel("Operation").selectOption("POST /v1/documents/analyze");
  await page.getByRole("button", { name: "Send request" }).click();
  await shoot(page, "console-explorer-document", () => expect(page.getByTestId("rendered-answer").getByRole("list", { name: "Clauses", exact: true })).toBeVisible());

  await page.context().clearCookies();
  await signIn(page, STAFF.email, STAFF.password);
  await page.goto("/staff");
  await shoot(page, "staff", () => expect(page.getByRole("heading", { level: 1, name: "Staff dashboard" })).toBeVisible());
  await page.getByRole("table", { name: "All tenants" }).getByRole("link", { name: email }).click();
  await shoot(page, "staff-tenant", () => expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible());
});

test("the CSV export needs a session", async ({ request }) => {
  const res = await request.get("/console/usage/export");
  expect(res.status()).toBe(401);
});
