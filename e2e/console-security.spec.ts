import { expect, test, type BrowserContext } from "@playwright/test";
import { newAccount, PASSWORD, SIGN_UP_NOTICE, signIn, submitRefusedSignIn, uniqueEmail } from "./helpers";
import { linkIn, mailServerForThisFile } from "./mail-server";

const { mailTo } = mailServerForThisFile();

/** The session cookie of a signed-in context, to replay from another browser after signing out. */
async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  expect(cookies.some((c) => c.name.endsWith("next-auth.session-token"))).toBe(true);
  return cookies;
}

test("signing out ends the session on the server: its cookie no longer opens the console, another device stays signed in", async ({ page, browser }) => {
  const email = uniqueEmail("signout");
  await newAccount(page, email);
  const stolen = await sessionCookies(page.context());

  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await signIn(phone, email, PASSWORD);

  await page.getByRole("button", { name: "Sign out" }).first().click();
  await page.waitForURL((url) => url.pathname === "/");

  // The cookie as it was before signing out, replayed from a fresh browser.
  const replay = await browser.newContext();
  await replay.addCookies(stolen);
  const replayed = await replay.newPage();
  await replayed.goto("/console/keys");
  await replayed.waitForURL((url) => url.pathname === "/signin" && url.searchParams.get("callbackUrl") === "/console/keys");

  // The other device was not signed out.
  await phone.goto("/console/keys");
  await expect(phone.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();

  // next-auth's own sign-out route ends the session on the server too.
  const phoneCookies = await sessionCookies(phoneContext);
  const { csrfToken } = (await (await phone.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const out = await phone.request.post("/api/auth/signout", { form: { csrfToken, json: "true" } });
  expect(out.status()).toBe(200);
  await replay.clearCookies();
  await replay.addCookies(phoneCookies);
  await replayed.goto("/console/keys");
  await replayed.waitForURL((url) => url.pathname === "/signin");
  await replay.close();
  await phoneContext.close();
});

test("a return address never leaves the site, and odd ones answer the page, not a 500", async ({ page }) => {
  const probes = ["%2F%09%2Fevil.example", "%2F%0A%2Fevil.example", "%2F%0D%0A%2Fevil.example", "%2F%E3%80%82evil.example", "%2F%5Cevil.example", "%2F.%2F%2Fevil.example", "https%3A%2F%2Fevil.example"];
  // Signed out: the forms render, and carry the console's own landing page as their return address (sign-in: the
  // overview; sign-up: the keys page, a new account's first step).
  for (const probe of probes) {
    for (const [path, landing] of [["/signin", "/console"], ["/signup", "/console/keys"]]) {
      const res = await page.goto(`${path}?callbackUrl=${probe}`);
      expect(res?.status(), `${path} ${probe}`).toBe(200);
      await expect(page.locator('input[name="returnTo"]')).toHaveValue(landing);
    }
  }
  // Signing in from such a page lands on the console, on this site.
  const email = uniqueEmail("redirect");
  await newAccount(page, email);
  await page.context().clearCookies();
  await page.goto(`/signin?callbackUrl=%2F%09%2Fevil.example`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/console");
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  // Signed in, the sign-in and sign-up pages redirect at once: to this site, for every probe.
  for (const probe of probes) {
    for (const path of ["/signin", "/signup"]) {
      const res = await page.request.get(`${path}?callbackUrl=${probe}`, { maxRedirects: 0 });
      expect(res.status(), `${path} ${probe}`).toBeLessThan(500);
      const location = res.headers()["location"];
      if (location) expect(new URL(location, page.url()).host, `${path} ${probe}`).toBe(new URL(page.url()).host);
    }
  }
  // A legitimate return address still works.
  await page.context().clearCookies();
  await page.goto("/signin?callbackUrl=%2Fconsole%2Fusage");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/console/usage");
});

test("a password reset lets the owner of a backing-off account in at once", async ({ page }) => {
  const email = uniqueEmail("backoff");
  await newAccount(page, email);
  await page.context().clearCookies();
  await page.goto("/signin");
  const submit = () => submitRefusedSignIn(page);
  for (let i = 0; i < 6; i++) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(`someone-guessing-${i}`);
    await submit();
  }
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Too many wrong passwords for this account");
  await page.getByRole("main").getByRole("alert").getByRole("link", { name: "Reset your password" }).click();
  await page.waitForURL("**/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const link = linkIn((await mailTo(email, /^Reset your/)).text, "/reset-password")!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  // The policy speaks first: a common password is refused.
  await page.getByLabel("New password").fill("password1234");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("password: this password is on a list of commonly used passwords");
  await page.getByLabel("New password").fill("a-fresh-start-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.waitForURL("**/signin?reset=1");
  await signIn(page, email, "a-fresh-start-password");
});

test("signing up answers a new address and one that has an account alike, signs neither in, and mails each owner", async ({ page }) => {
  const email = uniqueEmail("exists");
  // A new address: the same page and words as below, no session, and a mail saying where to sign in.
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  const status = page.getByRole("main").getByRole("status");
  await expect(status).toHaveText(SIGN_UP_NOTICE);
  expect(new URL(page.url()).pathname).toBe("/signup");
  const newPage = await page.getByRole("main").innerText();
  expect((await page.context().cookies()).some((c) => c.name.includes("session-token"))).toBe(false);
  expect((await mailTo(email, /^Confirm your email/)).text).toContain("/signin");

  await page.context().clearCookies();
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("someone-else-entirely");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(status).toHaveText(SIGN_UP_NOTICE);
  expect(new URL(page.url()).pathname).toBe("/signup");
  expect(await page.getByRole("main").innerText()).toBe(newPage);
  expect((await page.context().cookies()).some((c) => c.name.includes("session-token"))).toBe(false);
  const mail = await mailTo(email, /^Someone tried to sign up/);
  expect(mail.text).toContain("/forgot-password");
});

test("removing an endpoint that is not there answers the page with a message, not a 500", async ({ page }) => {
  await newAccount(page, uniqueEmail("hooks"));
  await page.goto("/console/alerts");
  await page.getByLabel("Endpoint URL").fill("http://127.0.0.1:9/hook");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const remove = page.getByRole("button", { name: "Remove http://127.0.0.1:9/hook" });
  await expect(remove).toBeVisible();
  await page.locator('input[name="endpointId"]').evaluate((el) => ((el as HTMLInputElement).value = "whe_00000000000000000000000000"));
  await remove.click();
  await page.waitForURL((url) => url.pathname === "/console/alerts" && url.searchParams.get("failed") === "remove");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("That endpoint could not be removed");
  // The real one is still listed and can be removed.
  await page.getByRole("button", { name: "Remove http://127.0.0.1:9/hook" }).click();
  await expect(page.getByRole("button", { name: "Remove http://127.0.0.1:9/hook" })).toHaveCount(0);
});
