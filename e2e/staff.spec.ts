import { expect, test, type Browser, type Request } from "@playwright/test";
import { bearer, createKey, newAccount, postSignIn, STAFF, uniqueEmail } from "./helpers";

async function staffPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The sign-in form itself is driven by the specs about it; here the session is what matters.
  await postSignIn(page, STAFF.email, STAFF.password);
  return { context, page };
}

/** The server-action POST the browser sent, as a replayable request. */
async function captured(request: Request) {
  const headers = await request.allHeaders();
  return {
    url: request.url(),
    headers: Object.fromEntries(Object.entries(headers).filter(([k]) => ["next-action", "content-type", "accept", "next-router-state-tree", "origin"].includes(k))),
    body: request.postDataBuffer() ?? Buffer.alloc(0),
  };
}

test("staff pages and staff actions refuse non-staff users, checked on the server", async ({ browser, page, request, baseURL }) => {
  const tenantEmail = uniqueEmail("tenant");
  await newAccount(page, tenantEmail);
  const tenantKey = await createKey(page, { name: "tenant key", scopes: ["audit"] });

  // A non-staff user: no Staff link, and the URL itself is a 404.
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff" })).toHaveCount(0);
  const direct = await page.goto("/staff");
  expect(direct?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // The 404 page knows who is signed in: no sign-in or sign-up offered, the way back is the console.
  await expect(page.getByRole("navigation", { name: "Site" })).toContainText(tenantEmail);
  await expect(page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to the console" })).toBeVisible();
  expect((await page.goto("/staff/users/usr_anything"))?.status()).toBe(404);

  // Staff grant the tenant 5 credits through the form; the browser's server-action POST is captured.
  const staff = await staffPage(browser);
  await staff.page.goto("/staff");
  await staff.page.getByRole("table", { name: "All tenants" }).getByRole("link", { name: tenantEmail }).click();
  await expect(staff.page.getByRole("heading", { level: 1, name: tenantEmail })).toBeVisible();
  const balance = staff.page.getByTestId("tenant-balance");
  await expect(balance).toHaveText("25");
  await staff.page.getByRole("spinbutton", { name: "Credits" }).fill("5");
  await staff.page.getByLabel("Reason").fill("e2e grant");
  const [actionRequest] = await Promise.all([
    staff.page.waitForRequest((r) => r.method() === "POST" && r.headers()["next-action"] !== undefined),
    staff.page.getByRole("button", { name: "Adjust credits" }).click(),
  ]);
  await expect(staff.page.getByText("Done. New balance: 30.")).toBeVisible();
  const grant = await captured(actionRequest);
  expect(grant.headers["next-action"]).toMatch(/^[0-9a-f]+$/);

  // The same POST (same action id, same body) from the non-staff user's session is refused...
  const asTenant = await page.request.post(grant.url, { headers: { ...grant.headers, origin: baseURL! }, data: grant.body });
  expect(asTenant.status()).toBe(404);
  // ...and so is it without any session.
  const anonymous = await browser.newContext();
  const asNobody = await anonymous.request.post(grant.url, { headers: { ...grant.headers, origin: baseURL! }, data: grant.body, maxRedirects: 0 });
  // A redirect inside a fetched server action is answered 200 with the target in a header, not as a 3xx.
  expect(asNobody.headers()["x-action-redirect"]).toContain("/signin");
  await anonymous.close();

  // Staff's own session from a foreign origin: Next.js's origin check refuses the action (CSRF).
  const crossSite = await staff.context.request.post(grant.url, { headers: { ...grant.headers, origin: "http://evil.example" }, data: grant.body });
  expect(crossSite.ok()).toBe(false);

  // Control: the replay mechanism itself works — the staff session replaying it grants again. 35, not more:
  // none of the refused replays granted anything.
  const asStaff = await staff.context.request.post(grant.url, { headers: { ...grant.headers, origin: baseURL! }, data: grant.body });
  expect(asStaff.status()).toBe(200);
  await staff.page.reload();
  await expect(balance).toHaveText("35");

  // The tier action, replayed by the tenant with the body pointed at the tenant's own account, changes nothing.
  // The API call just before warms the key-lookup cache: the change must still apply to the very next call.
  const policy = async () => (await request.get("/v1/audit/tools", { headers: bearer(tenantKey) })).headers()["ratelimit-policy"];
  expect(await policy()).toContain("q=20");
  await staff.page.getByRole("combobox", { name: "Tier" }).selectOption("tier1");
  const [tierRequest] = await Promise.all([
    staff.page.waitForRequest((r) => r.method() === "POST" && r.headers()["next-action"] !== undefined),
    staff.page.getByRole("button", { name: "Set tier" }).click(),
  ]);
  await expect(staff.page.getByText("Tier set to tier1.")).toBeVisible();
  expect(await policy()).toContain("q=100");
  const setTier = await captured(tierRequest);
  const escalate = Buffer.from(setTier.body.toString("utf8").replace('"tier1"', '"enterprise"'));
  expect((await page.request.post(setTier.url, { headers: { ...setTier.headers, origin: baseURL! }, data: escalate })).status()).toBe(404);
  await staff.page.reload();
  await expect(staff.page.getByTestId("tenant-tier")).toHaveText("tier1");
  expect(await policy()).toContain("q=100");

  // Everything staff did is in the tenant's audit log, attributed to the staff account; the tenant sees it too.
  const log = staff.page.getByRole("table", { name: /Audit log/ });
  await expect(log.getByRole("row").filter({ hasText: "Credits adjusted" })).toHaveCount(2);
  await expect(log.getByRole("row").filter({ hasText: "Tier changed" })).toContainText(STAFF.email);
  await page.goto("/console/keys");
  await expect(page.getByRole("table", { name: /Audit log/ }).getByRole("row").filter({ hasText: "Tier changed" })).toContainText("free → tier1");
  await staff.context.close();
});

test("staff revoke any tenant's key, recorded with the staff actor", async ({ browser, page, request }) => {
  const tenantEmail = uniqueEmail("revokee");
  await newAccount(page, tenantEmail);
  await page.getByLabel("Name", { exact: true }).fill("tenant key");
  await page.getByRole("checkbox", { name: "audit", exact: true }).check();
  await page.getByRole("button", { name: "Create key" }).click();
  const rawKey = await page.getByTestId("raw-key").inputValue();
  expect((await request.get("/v1/audit/tools", { headers: { Authorization: `Bearer ${rawKey}` } })).status()).toBe(200);

  const staff = await staffPage(browser);
  await staff.page.goto("/staff");
  await staff.page.getByLabel("Filter tenants").fill(tenantEmail);
  await staff.page.getByRole("table", { name: "All tenants" }).getByRole("link", { name: tenantEmail }).click();
  const keys = staff.page.getByRole("list", { name: "API keys" });
  await keys.getByRole("button", { name: "Revoke" }).click();
  await staff.page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(keys).toContainText("revoked");
  const refused = await request.get("/v1/audit/tools", { headers: { Authorization: `Bearer ${rawKey}` } });
  expect(refused.status()).toBe(401);
  await expect(staff.page.getByRole("table", { name: /Audit log/ }).getByRole("row").filter({ hasText: "Key revoked" })).toContainText(STAFF.email);
  await staff.context.close();
});
