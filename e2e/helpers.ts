import { expect, type APIResponse, type Page } from "@playwright/test";
import { decodeEntities } from "../test/support/forms";
import { linkIn, mailServerForThisFile } from "./mail-server";

export const STAFF = { email: "staff@e2e.local", password: "staff-password-e2e" };
export const PASSWORD = "a-long-test-password";

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.local`;
}

/** What the sign-up page answers, for a new address and for one that has an account alike (lib/auth/sign-up.ts). */
export const SIGN_UP_NOTICE = "We have sent a message to that address. Follow it to continue.";

/** What the sign-in form answers to any refused pair: unknown email, wrong password, or an address not confirmed yet. */
export const SIGN_IN_REFUSED = "Wrong email or password, or the address is not confirmed yet.";

/**
 * Creates an account on the sign-up page, which signs no one in (it answers every address alike), follows the
 * confirmation link mailed to the new address (a new account cannot sign in before), signs in and opens the keys page.
 */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(SIGN_UP_NOTICE);
  expect(new URL(page.url()).pathname).toBe("/signup");
  await confirmEmail(page, email);
  await signIn(page, email, password);
  // Sign-in lands on the overview; the specs that sign up start from the keys page.
  await page.goto("/console/keys");
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
}

/**
 * The same new account as signUp (signed up, confirmed through its mailed link, signed in, on the keys page), made by
 * posting the three forms the way a browser without scripts does, from the page's own browser context (its cookies):
 * no page is rendered in the browser on the way. For the specs about what a signed-in tenant does; the sign-up, confirmation and
 * sign-in pages themselves are driven through the browser by the specs about them (auth, email-alerts, no-script-forms,
 * journey, console-security's sign-up test and security-headers' CSP test, which call signUp).
 */
export async function newAccount(page: Page, email: string, password = PASSWORD): Promise<void> {
  const signedUp = await postForm(page, "/signup", { email, password, name: "" });
  expect(signedUp.status()).toBe(200);
  expect(decodeEntities(await signedUp.text())).toContain(SIGN_UP_NOTICE);
  const link = linkIn((await mailServerForThisFile().lastMailTo(email, /^Confirm your email/)).text, "/verify-email");
  expect(link).toBeTruthy();
  const confirmed = await postForm(page, new URL(link!).pathname + new URL(link!).search, {});
  expect(confirmed.status()).toBe(303);
  expect(confirmed.headers()["location"]).toMatch(/\/signin\?verified=1$/);
  await postSignIn(page, email, password);
  await page.goto("/console/keys");
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
}

/**
 * Signs in by posting the sign-in form as a browser without scripts does, from the page's browser context: its cookie
 * jar gets the session, no page is rendered. For specs whose subject is not the sign-in page (signIn drives it).
 */
export async function postSignIn(page: Page, email: string, password: string): Promise<void> {
  const signedIn = await postForm(page, "/signin", { email, password });
  expect(signedIn.status()).toBe(303);
  expect(signedIn.headers()["location"]).toMatch(/\/console$/);
}

/**
 * Posts a page's form as a browser without scripts does: the hidden fields React renders for its server action (its id
 * and bound state) and the given ones, as multipart/form-data from the site's own origin. Redirects are not followed.
 */
async function postForm(page: Page, path: string, fields: Record<string, string>): Promise<APIResponse> {
  const form = await page.request.get(path);
  expect(form.status(), `GET ${path}`).toBe(200);
  const html = await form.text();
  const multipart: Record<string, string> = {};
  for (const [, attrs] of html.matchAll(/<input([^>]*type="hidden"[^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(attrs)?.[1];
    if (name) multipart[decodeEntities(name)] = decodeEntities(/value="([^"]*)"/.exec(attrs)?.[1] ?? "");
  }
  Object.assign(multipart, fields);
  return page.request.post(path, { multipart, maxRedirects: 0, headers: { Origin: new URL(form.url()).origin } });
}

/** Opens the confirmation link mailed to `email` (the latest one) and confirms; the page then asks to sign in. Returns the link. */
export async function confirmEmail(page: Page, email: string): Promise<string> {
  const link = linkIn((await mailServerForThisFile().lastMailTo(email, /^Confirm your email/)).text, "/verify-email");
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await page.waitForURL("**/signin?verified=1");
  return link!;
}

/** Signs in from /signin; without a return address the console lands on its overview. */
/**
 * Submits the sign-in form for an attempt the server refuses and waits until the page has taken the answer in: the
 * POST's response, then React resetting the form (the password box empties). Filling the next attempt before that
 * reset lands would lose its password to it, and the browser would then refuse to submit an empty required field.
 */
export async function submitRefusedSignIn(page: Page): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/signin"), page.getByRole("button", { name: "Sign in" }).click()]);
  await expect(page.getByLabel("Password")).toHaveValue("");
}

export async function signIn(page: Page, email: string, password: string, landOn = "**/console"): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(landOn);
}

/** Creates a key on the keys page and returns the raw key, read from the one-time reveal. */
export async function createKey(page: Page, options: { name: string; scopes: string[]; sandbox?: boolean }): Promise<string> {
  await page.getByLabel("Name", { exact: true }).fill(options.name);
  for (const scope of options.scopes) await page.getByRole("checkbox", { name: scope, exact: true }).check();
  if (options.sandbox) await page.getByLabel("Sandbox key").check();
  await page.getByRole("button", { name: "Create key" }).click();
  const reveal = page.getByTestId("raw-key");
  await expect(reveal).toHaveValue(/^svc_live_[0-9A-Za-z]{38}$/);
  return reveal.inputValue();
}

/** The console's display form of a raw key: prefix, first 4 and last 4 characters of the rest. */
export function displayOf(rawKey: string): string {
  const body = rawKey.slice("svc_live_".length);
  return `svc_live_${body.slice(0, 4)}…${body.slice(-4)}`;
}

/** A key's row, found by its own display form (its <code> line): after a rotation the other key's row names it too. */
export function keyRow(page: Page, rawKey: string) {
  return page
    .getByRole("list", { name: "API keys" })
    .getByRole("listitem")
    .filter({ has: page.locator("code", { hasText: displayOf(rawKey) }) });
}

export const bearer = (rawKey: string) => ({ Authorization: `Bearer ${rawKey}` });
