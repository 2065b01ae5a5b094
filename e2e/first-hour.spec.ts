import { expect, test } from "@playwright/test";
import { bearer, createKey, displayOf, keyRow, newAccount, PASSWORD, signIn, uniqueEmail } from "./helpers";

/** Issue 37: what a developer sees in their first hour — the overview, a key's next step, cost per call, rotation. */
test("the overview says where a new developer stands and what to do next, through the first call", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await newAccount(page, uniqueEmail("first-hour"));
  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Credit balance")).toBeVisible();
  await expect(page.getByText("requests a minute, all keys together")).toBeVisible();
  await expect(page.getByTestId("next-step")).toContainText("Create an API key");

  await page.goto("/console/keys");
  const key = await createKey(page, { name: "backend", scopes: ["chat", "audit"] });
  await expect(page.getByTestId("key-next-step").getByRole("link", { name: "explorer" })).toHaveAttribute("href", "/console/explorer");

  await page.goto("/console");
  await expect(page.getByTestId("next-step")).toContainText("Make your first call");
  await expect(page.getByRole("list", { name: "Active keys" })).toContainText(displayOf(key));

  // No model is configured in the browser tests: the answer is degraded, costs 0, and says so.
  const call = await request.post("/v1/chat/completions", { headers: bearer(key), data: { message: "Can a customer ask us to delete their data?", jurisdiction: "FR" } });
  expect(call.status()).toBe(200);
  expect(call.headers()["x-credits-used"]).toBe("0");
  expect((await call.json()).credits_used).toBe(0);

  await page.goto("/console");
  await expect(page.getByRole("heading", { level: 2, name: "All set" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent requests" })).toContainText("/v1/chat/completions");
});

test("at 1280 px the usage table shows every column, Flags included, without scrolling sideways", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await newAccount(page, uniqueEmail("usage-width"));
  const key = await createKey(page, { name: "a key with a rather long name for the table", scopes: ["chat", "documents"] });
  await request.post("/v1/chat/completions", { headers: bearer(key), data: { message: "Can a customer ask us to delete their data?", jurisdiction: "FR" } });
  // A long error code in the same table.
  await request.post("/v1/documents/analyze", { headers: bearer(key), data: { document_base64: "bm90IGEgZG9jdW1lbnQ=" } });
  await page.goto("/console/usage");
  const table = page.locator('div[role="region"][aria-label="Recent requests"]');
  await expect(table.getByText("degraded", { exact: true })).toBeVisible();
  await expect(table.getByText("unreadable_document")).toBeVisible();
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const flags = await table.getByRole("columnheader", { name: "Flags" }).boundingBox();
  const region = await table.boundingBox();
  expect(flags!.x + flags!.width).toBeLessThanOrEqual(region!.x + region!.width);
});

test("rotation labels the old key as retiring until its expiry and the new key by the key it replaces", async ({ page }) => {
  await newAccount(page, uniqueEmail("lineage"));
  const first = await createKey(page, { name: "backend", scopes: ["audit"] });
  await page.getByRole("button", { name: "I have saved it" }).click();
  await keyRow(page, first).getByRole("button", { name: "Rotate" }).click();
  const dialog = page.getByRole("dialog", { name: "Rotate “backend”" });
  await dialog.getByRole("radio", { name: "1 hour" }).check();
  await dialog.getByRole("button", { name: "Rotate key" }).click();
  const reveal = page.getByTestId("raw-key");
  await expect(reveal).not.toHaveValue(first);
  const second = await reveal.inputValue();

  const old = keyRow(page, first);
  await expect(old.getByText("retiring", { exact: true })).toBeVisible();
  await expect(old.getByTestId("key-lineage")).toContainText(/^Retiring until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC: replaced by “backend” /);
  await expect(old.getByTestId("key-lineage")).toContainText(displayOf(second));
  const fresh = keyRow(page, second);
  await expect(fresh.getByText("new key", { exact: true })).toBeVisible();
  await expect(fresh.getByTestId("key-lineage")).toHaveText(`Rotated from “backend” ${displayOf(first)}.`);
  await expect(page.getByText(/rotated from key_/)).toHaveCount(0);
});

test("an expiry picked as a date is shown as that date", async ({ page }) => {
  await newAccount(page, uniqueEmail("expiry"));
  await page.getByLabel("Name", { exact: true }).fill("dated");
  await page.getByRole("checkbox", { name: "audit", exact: true }).check();
  await page.getByLabel(/Expires/).fill("2030-03-15");
  await page.getByRole("button", { name: "Create key" }).click();
  const key = await page.getByTestId("raw-key").inputValue();
  await expect(keyRow(page, key).getByTestId("key-expires")).toHaveText("end of 2030-03-15 UTC");
});

test("the home page's curl is addressed to this server, and the site has a favicon", async ({ page, request, baseURL }) => {
  await page.goto("/");
  await expect(page.getByTestId("home-curl")).toContainText(`curl ${baseURL}/v1/chat/completions`);
  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(icon).toBeTruthy();
  const res = await request.get(icon!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("image/svg+xml");
});

test("signed in, the home page and docs header name the account instead of offering to sign in", async ({ page }) => {
  const email = uniqueEmail("docs-header");
  await newAccount(page, email);
  for (const path of ["/docs/api", "/"]) {
    await page.goto(path);
    const header = page.getByRole("navigation", { name: "Site" });
    await expect(header).toContainText(email);
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  }
});

test("the explorer says what a call cost and why it cost nothing", async ({ page }) => {
  await newAccount(page, uniqueEmail("explorer-cost"));
  await page.goto("/console/explorer");
  await page.getByLabel("Operation").selectOption("POST /v1/chat/completions");
  await page.getByRole("button", { name: "Use a sandbox key" }).click();
  await expect(page.getByText(/Sandbox key ready/)).toBeVisible();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("response-status")).toContainText("200");
  const cost = page.getByTestId("response-cost");
  await expect(cost).toContainText("0 credits");
  await expect(cost).toContainText("sandbox keys are never billed");
  // The explorer lists no staff operation to a developer.
  await expect(page.getByLabel("Operation").locator("option", { hasText: "/v1/admin/" })).toHaveCount(0);
});

test("the API reference filters its operations as you type, and gives each a curl example", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/docs/api");
  const search = page.getByRole("searchbox", { name: "Search the reference" });
  const status = page.getByRole("search").getByRole("status");
  const total = Number(/^(\d+) operations\.$/.exec((await status.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(20);
  // A field name deep in an answer finds the operations that return it.
  await search.fill("obligations");
  await expect(status).toHaveText(/^\d+ of \d+ operations match\.$/);
  const compliance = page.locator("article#op-compliance-check");
  await expect(compliance).toBeVisible();
  await expect(page.locator("article#op-status-check")).toBeHidden();
  await compliance.getByText("Example with curl").click();
  await expect(compliance.getByTestId("reference-curl")).toContainText(`curl -X POST '${baseURL}/v1/compliance/check'`);
  await search.fill("no such operation anywhere");
  await expect(status).toHaveText("No operation matches.");
  await expect(page.getByRole("heading", { level: 2, name: "Chat" })).toBeHidden();
  await search.fill("");
  await expect(page.getByRole("heading", { level: 2, name: "Chat" })).toBeVisible();
  expect(await page.getByText(/9007199254740991/).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

test("signing in lands on the overview, and a return address given to the sign-in page is kept", async ({ page }) => {
  const email = uniqueEmail("landing");
  await newAccount(page, email);
  await page.context().clearCookies();
  await signIn(page, email, PASSWORD, "**/console");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await page.context().clearCookies();
  await page.goto("/console/usage");
  await page.waitForURL((url) => url.pathname === "/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/console/usage");
});
