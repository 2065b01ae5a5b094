import { expect, test } from "@playwright/test";
import { newAccount, PASSWORD, SIGN_IN_REFUSED, signIn, signUp, submitRefusedSignIn, uniqueEmail } from "./helpers";

test("sign out, sign back in, and wrong passwords make the account back off, with the reset link offered", async ({ page }) => {
  // Two sign-ups, each following its mailed confirmation link, and six sign-in attempts.
  test.setTimeout(120_000);
  const email = uniqueEmail("auth");
  await signUp(page, email);
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).first().click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/console/usage");
  await page.waitForURL((url) => url.pathname === "/signin" && url.searchParams.get("callbackUrl") === "/console/usage");

  // The form posts to a server action; each attempt is awaited to its answer, since the message repeats.
  const submit = () => submitRefusedSignIn(page);
  // Five wrong passwords are answered as such (four are free; the fifth starts a 15-second wait).
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(`wrong-password-${i}`);
    await submit();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(SIGN_IN_REFUSED);
  }
  // The next attempt waits, even with the right password; the refusal offers the reset link (the owner's way in now).
  await page.getByLabel("Password").fill(PASSWORD);
  await submit();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText(/^Too many wrong passwords for this account\. Try again in 1[0-5] seconds, or reset your password to sign in now\./);
  await expect(alert.getByRole("link", { name: "Reset your password" })).toHaveAttribute("href", "/forgot-password");
  expect(page.url()).toContain("/signin");

  // Another account is not affected.
  const other = uniqueEmail("auth-other");
  await page.context().clearCookies();
  await newAccount(page, other);
  await page.context().clearCookies();
  await signIn(page, other, PASSWORD, "**/console");
});

test("the credentials endpoint needs next-auth's CSRF token", async ({ request }) => {
  const email = uniqueEmail("csrf");
  const res = await request.post("/api/auth/callback/credentials", { form: { email, password: PASSWORD, json: "true" }, maxRedirects: 0 });
  const body = (await res.json()) as { url?: string };
  expect(body.url).toContain("csrf=true");
  expect((await request.storageState()).cookies.some((c) => c.name.includes("session-token"))).toBe(false);
});

test("sign-up validates its input", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(uniqueEmail("short"));
  await page.getByLabel("Password").fill("short");
  // The browser's own minlength check stops the form; the server says the same if it is bypassed.
  await page.getByLabel("Password").evaluate((el) => el.removeAttribute("minlength"));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("password: use at least 12 characters");
});
