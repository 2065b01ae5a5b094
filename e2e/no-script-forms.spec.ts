import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { serverLogPath } from "../playwright.config";
import { confirmEmail, SIGN_IN_REFUSED, SIGN_UP_NOTICE, uniqueEmail } from "./helpers";

test.describe("credential forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-up and sign-in post their forms: no password in any URL or server log line", async ({ page }) => {
    const email = uniqueEmail("noscript");
    const password = `noscript-secret-${Math.random().toString(36).slice(2, 10)}`;
    const requests: { method: string; url: string }[] = [];
    page.on("request", (r) => requests.push({ method: r.method(), url: r.url() }));

    await page.goto("/signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    // No session: the page answers as it would for an address that already has an account.
    await expect(page.getByRole("main").getByRole("status")).toHaveText(SIGN_UP_NOTICE);

    await page.goto("/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(`${password}-wrong`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(SIGN_IN_REFUSED);
    expect(new URL(page.url()).pathname).toBe("/signin");
    // The right password before the address is confirmed: the same answer.
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(SIGN_IN_REFUSED);

    // The confirmation page posts its form too; then the password works.
    await confirmEmail(page, email);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/console");
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await page.goto("/console/keys");

    // Key creation works too: a refused form comes back filled in, and the new key is shown once.
    await page.getByLabel("Name", { exact: true }).fill("no-script key");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("choose at least one scope");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("no-script key");
    await page.getByRole("checkbox", { name: "chat", exact: true }).check();
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByTestId("raw-key")).toHaveValue(/^svc_live_[0-9A-Za-z]{38}$/);
    await expect(page.getByRole("list", { name: "API keys" })).toContainText("no-script key");

    const submissions = requests.filter((r) => ["/signup", "/signin"].includes(new URL(r.url).pathname) && r.method !== "GET");
    expect(submissions.map((r) => r.method)).toEqual(["POST", "POST", "POST", "POST"]);
    for (const r of requests) {
      expect(r.url).not.toContain(password.slice(0, 12));
      expect(r.url).not.toContain("password=");
    }
    expect(readFileSync(serverLogPath, "utf8")).not.toContain(password.slice(0, 12));
  });
});
