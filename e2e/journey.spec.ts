import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { textPdf } from "../test/support/document-fixtures";
import { bearer, createKey, keyRow, signUp, uniqueEmail } from "./helpers";

const run = promisify(execFile);

/**
 * Issue 37: a developer's first hour, end to end, in one browser session — sign up, confirm the address, the
 * overview, a key, a PDF reviewed in the explorer, its cURL snippet copied and run in a shell, the call on the usage
 * page with its credits, rotation, revocation, sign-out, and the old session cookie refused.
 */
test("the first hour: sign up to sign out, with the explorer's cURL snippet run in a shell", async ({ page, browser, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail("journey");

  // Sign-up, the confirmation link from the mail, then sign-in (the helper; a new account cannot sign in unconfirmed).
  await signUp(page, email);

  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByTestId("next-step")).toContainText("Create an API key");
  await page.getByRole("list", { name: "First steps" }).getByRole("link", { name: "Create an API key" }).click();
  await page.waitForURL("**/console/keys");
  const key = await createKey(page, { name: "backend", scopes: ["documents"] });
  await page.getByRole("button", { name: "I have saved it" }).click();

  // The explorer reviews a PDF and renders the answer beside the raw JSON.
  const pdf = await textPdf([
    [
      "SERVICES AGREEMENT",
      'This Agreement is made between Acme Ltd (the "Supplier") and Beta Inc (the "Customer").',
      "1. Services. The Supplier shall provide the services with reasonable skill and care.",
      "2. Liability. The Customer shall indemnify the Supplier against all losses without limit.",
      "3. Governing Law. This Agreement is governed by the laws of England and Wales.",
    ],
  ]);
  await page.goto("/console/explorer");
  await page.getByLabel("API key", { exact: true }).fill(key);
  await page.getByLabel("Operation").selectOption("POST /v1/documents/analyze");
  await page.getByLabel("Document file (PDF or DOCX)").setInputFiles({ name: "services.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
  await expect(page.getByLabel("Body (JSON)")).toHaveValue(/"document_base64": "JVBERi/);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("response-status")).toContainText("200");
  const rendered = page.getByTestId("rendered-answer");
  await expect(rendered).toBeVisible();
  const clauses = rendered.getByRole("list", { name: "Clauses", exact: true });
  await expect(clauses.getByRole("listitem").filter({ hasText: "Governing Law" })).toBeVisible();
  await expect(clauses.getByRole("listitem").first().locator("span").filter({ hasText: /^(low|medium|high|critical)$/ })).toBeVisible();
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "JSON" }).click();
  await expect(page.getByTestId("response-body")).toBeVisible();
  await expect(page.getByTestId("response-body")).toContainText('"category": "governing_law"');
  await expect(rendered).toBeHidden();

  // The cURL snippet, as the clipboard has it, run in a shell beside the file it reads.
  await page.getByRole("button", { name: "Copy snippet" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toBe(await page.getByTestId("snippet").innerText());
  expect(snippet).toContain("contract.pdf");
  expect(snippet.length).toBeLessThan(2_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), "journey-"));
  try {
    await writeFile(path.join(dir, "contract.pdf"), pdf);
    const { stdout } = await run("bash", ["-c", `set -euo pipefail\n${snippet.replace(/^curl /m, "curl -sS --fail-with-body ")}`], {
      cwd: dir,
      env: { ...process.env, LEGAL_AI_API_KEY: key },
      maxBuffer: 10 * 1024 * 1024,
    });
    const answer = JSON.parse(stdout) as { request_id: string; credits_used: number; clauses: { category: string | null }[] };
    expect(answer.request_id).toMatch(/^req_/);
    expect(answer.clauses.map((c) => c.category)).toContain("governing_law");

    // The shell's call on the usage page, with what it cost.
    const row = page.getByRole("table", { name: "Recent requests" }).getByRole("row").filter({ hasText: answer.request_id });
    await expect(async () => {
      await page.goto("/console/usage");
      await expect(row).toContainText("POST /v1/documents/analyze", { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(row.getByRole("cell").nth(3)).toHaveText(String(answer.credits_used));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // Rotate, then revoke the key being retired: it is refused at once, the new one works.
  await page.goto("/console/keys");
  await keyRow(page, key).getByRole("button", { name: "Rotate" }).click();
  const rotate = page.getByRole("dialog", { name: "Rotate “backend”" });
  await rotate.getByRole("radio", { name: "1 hour" }).check();
  await rotate.getByRole("button", { name: "Rotate key" }).click();
  const reveal = page.getByTestId("raw-key");
  await expect(reveal).not.toHaveValue(key);
  const next = await reveal.inputValue();
  await page.getByRole("button", { name: "I have saved it" }).click();
  await expect(keyRow(page, key).getByText("retiring", { exact: true })).toBeVisible();
  await keyRow(page, key).getByRole("button", { name: "Revoke" }).click();
  const revoke = page.getByRole("dialog", { name: /^Revoke “backend”/ });
  await revoke.getByRole("button", { name: "Revoke key" }).click();
  await expect(revoke).toBeHidden();
  await expect(keyRow(page, key)).toContainText("revoked");
  const refused = await page.request.get("/v1/documents/categories", { headers: bearer(key) });
  expect(refused.status()).toBe(401);
  expect((await page.request.get("/v1/documents/categories", { headers: bearer(next) })).status()).toBe(200);

  // Sign out; the session cookie from before is refused from another browser.
  const before = await context.cookies();
  expect(before.some((c) => c.name.endsWith("next-auth.session-token"))).toBe(true);
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await page.waitForURL((url) => url.pathname === "/");
  const replay = await browser.newContext();
  try {
    await replay.addCookies(before);
    const replayed = await replay.newPage();
    await replayed.goto("/console");
    await replayed.waitForURL((url) => url.pathname === "/signin");
  } finally {
    await replay.close();
  }
});
