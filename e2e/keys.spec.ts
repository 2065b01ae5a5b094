import { expect, test } from "@playwright/test";
import { awayFromMinuteEdge } from "../test/support/limiter-window";
import { bearer, createKey, keyRow, newAccount, uniqueEmail } from "./helpers";

test("sign up, create a key, call the API with it, see the call, revoke it, and the key is refused", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await newAccount(page, uniqueEmail("keys"));

  const rawKey = await createKey(page, { name: "ci pipeline", scopes: ["audit"] });
  await expect(page.getByText("you will not see this key again")).toBeVisible();
  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rawKey);

  const row = keyRow(page, rawKey);
  await expect(row).toContainText("ci pipeline");
  await expect(row).toContainText("active");
  await expect(row).toContainText("audit");

  const ok = await request.get("/v1/audit/tools", { headers: bearer(rawKey) });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).tools).toHaveLength(16);
  const requestId = ok.headers()["x-request-id"];
  expect(requestId).toMatch(/^req_/);

  // Usage events of free calls are written in small batches; the page shows them once they land.
  const call = page.getByRole("table", { name: "Recent requests" }).getByRole("row").filter({ hasText: requestId });
  await expect(async () => {
    await page.goto("/console/usage");
    await expect(call).toContainText("GET /v1/audit/tools", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(call).toContainText("200");

  await page.goto("/console/keys");
  await keyRow(page, rawKey).getByRole("button", { name: "Revoke" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke “ci pipeline”?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Revoke key" }).click();
  await expect(dialog).toBeHidden();
  await expect(keyRow(page, rawKey)).toContainText("revoked");

  const refused = await request.get("/v1/audit/tools", { headers: bearer(rawKey) });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe("api_key_revoked");

  await expect(page.getByRole("table", { name: /Audit log/ })).toContainText("Key revoked");
  await expect(page.getByRole("table", { name: /Audit log/ })).toContainText("Key created");
});

test("rotation keeps the old key working for the grace period; rotating immediately retires it at once", async ({ page, request }) => {
  await newAccount(page, uniqueEmail("rotate"));
  const first = await createKey(page, { name: "backend", scopes: ["audit", "chat"] });
  await page.getByRole("button", { name: "I have saved it" }).click();

  await keyRow(page, first).getByRole("button", { name: "Rotate" }).click();
  const dialog = page.getByRole("dialog", { name: "Rotate “backend”" });
  await dialog.getByRole("radio", { name: "1 hour" }).check();
  const before = Date.now();
  await dialog.getByRole("button", { name: "Rotate key" }).click();
  const reveal = page.getByTestId("raw-key");
  await expect(reveal).not.toHaveValue(first);
  const second = await reveal.inputValue();
  expect(second).toMatch(/^svc_live_/);

  // The old key now shows an expiry about an hour away (the page shows minutes, UTC).
  // The list re-renders after the reveal; wait for the new expiry rather than reading the old "never".
  const expiresCell = keyRow(page, first).getByTestId("key-expires");
  await expect(expiresCell).not.toHaveText("never");
  const expires = await expiresCell.innerText();
  const expiresAt = Date.parse(expires.replace(" UTC", "Z").replace(" ", "T"));
  expect(expiresAt).toBeGreaterThan(before + 59 * 60_000 - 60_000);
  expect(expiresAt).toBeLessThan(before + 61 * 60_000);
  await expect(page.getByText(`keeps working until ${expires}`)).toBeVisible();
  await expect(keyRow(page, second)).toContainText("active");
  await expect(keyRow(page, second)).toContainText("chat");

  expect((await request.get("/v1/audit/tools", { headers: bearer(first) })).status()).toBe(200);
  expect((await request.get("/v1/audit/tools", { headers: bearer(second) })).status()).toBe(200);

  await keyRow(page, second).getByRole("button", { name: "Rotate" }).click();
  const again = page.getByRole("dialog", { name: "Rotate “backend”" });
  await again.getByRole("radio", { name: "Immediately" }).check();
  await again.getByRole("button", { name: "Rotate key" }).click();
  await expect(reveal).not.toHaveValue(second);
  const third = await reveal.inputValue();

  const expired = await request.get("/v1/audit/tools", { headers: bearer(second) });
  expect(expired.status()).toBe(401);
  expect((await expired.json()).code).toBe("api_key_expired");
  expect((await request.get("/v1/audit/tools", { headers: bearer(third) })).status()).toBe(200);
  expect((await request.get("/v1/audit/tools", { headers: bearer(first) })).status()).toBe(200);

  await expect(keyRow(page, second)).toContainText("expired");
  const log = page.getByRole("table", { name: /Audit log/ });
  await expect(log.getByText("Key rotated", { exact: true })).toHaveCount(2);
  await expect(log.getByText("Key expired", { exact: true })).toHaveCount(1);
});

test("a tenant cannot revoke another tenant's key, even by posting its id to the revoke action", async ({ browser, page, request, baseURL }) => {
  await newAccount(page, uniqueEmail("owner"));
  const victimKey = await createKey(page, { name: "victim", scopes: ["audit"] });
  const victimKeyId = await keyRow(page, victimKey).getAttribute("data-key-id");
  expect(victimKeyId).toMatch(/^key_/);

  const attacker = await browser.newContext();
  const other = await attacker.newPage();
  await newAccount(other, uniqueEmail("attacker"));
  const own = await createKey(other, { name: "own", scopes: ["audit"] });
  const ownKeyId = (await keyRow(other, own).getAttribute("data-key-id"))!;
  await keyRow(other, own).getByRole("button", { name: "Revoke" }).click();
  const [revoke] = await Promise.all([
    other.waitForRequest((r) => r.method() === "POST" && r.headers()["next-action"] !== undefined),
    other.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click(),
  ]);
  await expect(keyRow(other, own)).toContainText("revoked");

  // Same action, same session, the victim's key id in the body: answered "No such key.", nothing revoked.
  const headers = await revoke.allHeaders();
  const body = revoke.postData()!.replace(ownKeyId, victimKeyId!);
  const res = await other.request.post(revoke.url(), {
    headers: { "next-action": headers["next-action"], "content-type": headers["content-type"], accept: headers["accept"], origin: baseURL! },
    data: body,
  });
  expect(await res.text()).toContain("No such key.");
  expect((await request.get("/v1/audit/tools", { headers: bearer(victimKey) })).status()).toBe(200);
  await attacker.close();
});

test("a key's own limits: set at creation, shown against this month's use, edited later, and enforced by the API", async ({ page, request }) => {
  await newAccount(page, uniqueEmail("limits"));
  await page.getByLabel("Name", { exact: true }).fill("capped ci key");
  await page.getByRole("checkbox", { name: "audit", exact: true }).check();
  await page.getByLabel("Monthly credit limit").fill("2");
  await page.getByLabel("Requests per minute").fill("2");
  await page.getByRole("button", { name: "Create key" }).click();
  const rawKey = await page.getByTestId("raw-key").inputValue();
  const row = keyRow(page, rawKey);
  await expect(row.getByTestId("key-limits")).toHaveText("0 of 2 credits used this month · 2 requests a minute");

  // The API enforces the key's own rate: the third call in a minute is refused with its own code.
  await awayFromMinuteEdge();
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await request.get("/v1/audit/tools", { headers: bearer(rawKey) })).status());
  expect(statuses).toEqual([200, 200, 429]);
  expect((await (await request.get("/v1/audit/tools", { headers: bearer(rawKey) })).json()).code).toBe("key_rate_limited");

  await row.getByText("Edit limits").click();
  await row.getByLabel("Credits a month").fill("500");
  await row.getByLabel("Requests a minute").fill("");
  await row.getByRole("button", { name: "Save limits" }).click();
  await expect(row.getByText("Limits saved")).toBeVisible();
  await expect(keyRow(page, rawKey).getByTestId("key-limits")).toHaveText("0 of 500 credits used this month");
  expect((await request.get("/v1/audit/tools", { headers: bearer(rawKey) })).status()).toBe(200);

  // The usage page shows the capped key against its cap.
  await page.goto("/console/usage");
  const caps = page.getByRole("region", { name: "Key caps" });
  await expect(caps.getByRole("row", { name: /capped ci key/ })).toContainText("500");
  await expect(caps.getByRole("meter", { name: "capped ci key: 0% of its cap" })).toBeVisible();
});
