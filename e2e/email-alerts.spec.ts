import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { serverLogPath } from "../playwright.config";
import { accessibilityProblems } from "./accessibility";
import { linkIn, mailServerForThisFile } from "./mail-server";
import { confirmEmail, newAccount, PASSWORD, SIGN_IN_REFUSED, SIGN_UP_NOTICE, signIn, submitRefusedSignIn, uniqueEmail } from "./helpers";

const { mailTo, lastMailTo } = mailServerForThisFile();

test("a new account signs in only after following the mailed link: until then its password gets a wrong password's answer; a new link replaces the old; each works once", async ({ page }) => {
  const email = uniqueEmail("verify");
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(SIGN_UP_NOTICE);
  const first = linkIn((await mailTo(email, /^Confirm your email/)).text, "/verify-email")!;
  expect(first).toBeTruthy();

  // The password just chosen, a wrong one and an unknown address: one answer, no session.
  await page.goto("/signin");
  const alert = page.getByRole("main").getByRole("alert");
  for (const [who, password] of [[email, PASSWORD], [email, "not-the-password-at-all"], [uniqueEmail("nobody"), PASSWORD]]) {
    await page.getByLabel("Email").fill(who);
    await page.getByLabel("Password").fill(password);
    await submitRefusedSignIn(page);
    await expect(alert).toHaveText(SIGN_IN_REFUSED);
  }
  expect((await page.context().cookies()).some((c) => c.name.includes("session-token"))).toBe(false);

  // A new link, asked for from the sign-in page, with the same answer for an address that has no account.
  await page.getByRole("link", { name: "New confirmation link" }).click();
  await page.waitForURL("**/verify-email/resend");
  const requested = "If that address has an account waiting for confirmation, we have sent it a new link. The link works once, for 48 hours.";
  for (const who of [uniqueEmail("nobody"), email]) {
    await page.getByLabel("Email").fill(who);
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(requested);
  }
  await expect.poll(async () => linkIn((await lastMailTo(email, /^Confirm your email/)).text, "/verify-email")).not.toBe(first);

  // The first link was replaced by the new one.
  await page.goto(new URL(first).pathname + new URL(first).search);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("invalid, already used or expired");
  const second = await confirmEmail(page, email);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your email address is confirmed. Sign in with the password you chose.");
  // The link is single-use.
  await page.goto(new URL(second).pathname + new URL(second).search);
  await page.screenshot({ path: "test-results/email-verify-page.png", fullPage: true });
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("invalid, already used or expired");
  await signIn(page, email, PASSWORD);
});

test("forgot password: email, reset, and the old session is refused", async ({ page, browser }) => {
  const email = uniqueEmail("reset");
  await newAccount(page, email);
  // A second browser keeps the session that the reset must end.
  const other = await browser.newContext();
  const oldSession = await other.newPage();
  await signIn(oldSession, email, PASSWORD);

  await page.context().clearCookies();
  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL("**/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("If an account exists for that address");
  await page.screenshot({ path: "test-results/email-forgot-password.png", fullPage: true });
  // The same answer for an address without an account.
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("If an account exists for that address");

  const link = linkIn((await mailTo(email, /^Reset your/)).text, "/reset-password")!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New password").fill("a-brand-new-password");
  await page.screenshot({ path: "test-results/email-reset-password.png", fullPage: true });
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.waitForURL("**/signin?reset=1");
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your password was changed");

  // The session opened before the reset is gone; the old password no longer works; the new one does.
  await oldSession.goto("/console/keys");
  await oldSession.waitForURL((url) => url.pathname === "/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(SIGN_IN_REFUSED);
  await signIn(page, email, "a-brand-new-password");
  await other.close();
});

test("a registered webhook receives the signed credits.low event; the delivery log shows it", async ({ page }) => {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  try {
    const email = uniqueEmail("webhook");
    await newAccount(page, email);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Alerts" }).click();
    await page.waitForURL("**/console/alerts");
    await page.getByLabel("Endpoint URL").fill(hookUrl);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = await page.getByTestId("webhook-secret").inputValue();
    expect(secret).toMatch(/^whsec_/);

    // 25 starter credits, threshold 100: the balance is below it, so the alert loop raises credits.low once.
    await page.goto("/console/usage");
    await page.getByLabel("Threshold (credits)").fill("100");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Notice below 100 credits saved.")).toBeVisible();

    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [delivery] = received;
    // The test verifies the signature itself, as a receiver would: HMAC-SHA256 of "t.body" with the secret.
    const header = String(delivery.headers["legal-ai-signature"]);
    const t = /t=(\d+)/.exec(header)![1];
    const v1 = /v1=([0-9a-f]{64})/.exec(header)![1];
    const expected = createHmac("sha256", secret).update(`${t}.${delivery.body}`).digest();
    expect(timingSafeEqual(Buffer.from(v1, "hex"), expected)).toBe(true);
    expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
    expect(JSON.parse(delivery.body)).toMatchObject({ type: "credits.low", data: { balance: 25, threshold: 100 } });

    const mail = await mailTo(email, /credit balance is low/);
    expect(mail.subject).toBe("Your credit balance is low: 25 left");

    await page.goto("/console/alerts");
    const log = page.getByRole("table", { name: "Alert deliveries" });
    await expect(log.getByRole("row").filter({ hasText: hookUrl })).toContainText("delivered");
    await page.screenshot({ path: "test-results/email-alerts-page.png", fullPage: true });
    await log.getByRole("button", { name: `Resend credits.low to ${hookUrl}` }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(received[1].headers["legal-ai-event-id"]).toBe(received[0].headers["legal-ai-event-id"]);
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("forgot and reset password post their forms: the password in no URL, the token only in its link's address, neither in a log line", async ({ page, browser }) => {
    const setup = await browser.newContext();
    const email = uniqueEmail("noscript-reset");
    await newAccount(await setup.newPage(), email);
    await setup.close();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(`${r.method()} ${r.url()}`));

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("If an account exists for that address");
    const link = linkIn((await mailTo(email, /^Reset your/)).text, "/reset-password")!;
    const token = new URL(link).searchParams.get("token")!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    const newPassword = `noscript-new-${Math.random().toString(36).slice(2, 10)}`;
    await page.getByLabel("New password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL("**/signin?reset=1");
    await signIn(page, email, newPassword);

    // The token is in the mailed link, so the link's GET and (without scripts a form posts to the page's own address)
    // the single-use POST that consumes it carry it; no other request does, and the password is only in a POST body.
    const withToken = requests.filter((r) => r.includes(token)).map((r) => `${r.split(" ")[0]} ${new URL(r.split(" ")[1]).pathname}`);
    expect(withToken).toEqual(["GET /reset-password", "POST /reset-password"]);
    expect(requests.some((r) => r.includes(newPassword) || r.includes(encodeURIComponent(newPassword)))).toBe(false);
    const serverLog = readFileSync(serverLogPath, "utf8");
    expect(serverLog).not.toContain(token);
    expect(serverLog).not.toContain(newPassword);
  });
});

test("the new pages have no serious or critical accessibility violations (desktop and phone)", async ({ page }) => {
  await newAccount(page, uniqueEmail("axe-alerts"));
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    for (const path of ["/console/alerts", "/docs/webhooks", "/forgot-password", `/reset-password?token=${"a".repeat(43)}`, `/verify-email?token=${"a".repeat(43)}`]) {
      await page.goto(path);
      expect(await accessibilityProblems(page), `${path} at ${size.width}px`).toEqual([]);
    }
  }
  await page.goto("/docs/webhooks");
  await page.screenshot({ path: "test-results/email-docs-webhooks.png", fullPage: true });
});
