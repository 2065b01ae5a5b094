import { expect, test } from "@playwright/test";
import { newAccount, uniqueEmail } from "./helpers";
import { textPdf } from "../test/support/document-fixtures";

test("the explorer sends a request with a one-click sandbox key and shows the response, streams included", async ({ page }) => {
  await newAccount(page, uniqueEmail("explorer"));
  await page.goto("/console/explorer");

  const operation = page.getByLabel("Operation");
  await operation.selectOption("GET /v1/audit/tools");
  await page.getByRole("button", { name: "Use a sandbox key" }).click();
  await expect(page.getByText(/Sandbox key ready/)).toBeVisible();
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue(/^svc_live_/);

  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("response-status")).toContainText("200");
  await expect(page.getByTestId("response-body")).toContainText('"tool_type": "risk"');
  await page.getByText(/^Headers \(/).click();
  await expect(page.getByLabel("Response headers")).toContainText("x-request-id");
  await expect(page.getByTestId("snippet")).toContainText("curl -X GET");
  await expect(page.getByTestId("snippet")).toContainText("$LEGAL_AI_API_KEY");

  await operation.selectOption("POST /v1/chat/completions");
  const body = page.getByLabel("Body (JSON)");
  await expect(body).toHaveValue(/"message"/);
  await body.fill(JSON.stringify({ message: "Can a customer ask us to delete their personal data?", jurisdiction: "FR", stream: true }, null, 2));
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("response-status")).toContainText("stream finished");
  // Rendered first: the streamed text as paragraphs, with the citations and disclaimer of the final chunk.
  const rendered = page.getByTestId("rendered-answer");
  await expect(rendered).toBeVisible();
  await expect(rendered).not.toContainText("(no text yet)");
  await expect(rendered.getByRole("region", { name: "Citations" }).getByRole("listitem").first()).toBeVisible();
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Events" }).click();
  const events = page.getByRole("list", { name: "Stream events" });
  await expect(events).toContainText("chat.completion.chunk");
  await expect(events.getByRole("listitem").last()).toContainText("[DONE]");
  await expect(page.getByTestId("stream-text")).not.toContainText("(no content yet)");

  await page.getByRole("button", { name: "Python" }).click();
  await expect(page.getByTestId("snippet")).toContainText("stream=True");

  // A body that is not JSON is caught before anything is sent.
  await body.fill("{ not json");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(/The body is not valid JSON/)).toBeVisible();
});

test("the explorer keeps the tab's last requests (never the key) and loads one back", async ({ page }) => {
  await newAccount(page, uniqueEmail("history"));
  await page.goto("/console/explorer");
  await page.getByRole("button", { name: "Use a sandbox key" }).click();
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue(/^svc_live_/);
  const rawKey = await page.getByLabel("API key", { exact: true }).inputValue();
  await page.getByLabel("Operation").selectOption("POST /v1/chat/completions");
  const body = page.getByLabel("Body (JSON)");
  await body.fill(JSON.stringify({ message: "Is a verbal contract binding in Germany?", jurisdiction: "DE" }));
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("response-status")).toContainText("200");
  await page.getByLabel("Operation").selectOption("GET /v1/usage");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("response-status")).toContainText("200");

  // A reload keeps the history (sessionStorage), and nothing stored holds the key.
  await page.reload();
  const recent = page.getByRole("list", { name: "Recent requests" });
  await expect(recent.getByRole("listitem")).toHaveCount(2);
  await expect(recent.getByRole("listitem").first()).toContainText("GET /v1/usage");
  const stored = await page.evaluate(() => JSON.stringify(window.sessionStorage));
  expect(stored).not.toContain(rawKey);
  await recent.getByRole("button", { name: "Load POST /v1/chat/completions" }).click();
  await expect(page.getByLabel("Operation")).toHaveValue("POST /v1/chat/completions");
  await expect(page.getByLabel("Body (JSON)")).toHaveValue(/verbal contract binding in Germany/);
});

test("the explorer drafts a contract and downloads it as a Word file", async ({ page }) => {
  await newAccount(page, uniqueEmail("contracts"));
  await page.goto("/console/explorer");
  await page.getByRole("button", { name: "Use a sandbox key" }).click();
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue(/^svc_live_/);
  await page.getByLabel("Operation").selectOption("POST /v1/contracts/draft");
  const body = page.getByLabel("Body (JSON)");
  await expect(body).toHaveValue(/"document_type": "nda"/);
  await body.fill(
    JSON.stringify({ document_type: "lease", jurisdiction: "IN-KA", party_a: "Ramesh Iyer", party_b: "Sunrise Software Pvt Ltd", key_terms: { premises: "Office 402, MG Road, Bengaluru", rent: "INR 1,20,000 per month", duration: "3 years" }, output: "docx" }, null, 2),
  );
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("response-status")).toContainText("200");
  await expect(page.getByTestId("response-body")).toContainText("STAMP DUTY AND REGISTRATION");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download .docx" }).click();
  expect((await download).suggestedFilename()).toBe("lease.docx");
});

test("the explorer reviews an uploaded PDF: the file picker fills document_base64 and the answer is clause by clause", async ({ page }) => {
  const pdf = await textPdf([
    [
      "SERVICES AGREEMENT",
      'This Agreement is made between Acme Ltd (the "Supplier") and Beta Inc (the "Customer").',
      "1. Services. The Supplier shall provide the services with reasonable skill and care.",
      "2. Confidentiality. Each party shall keep the other party's confidential information secret.",
      "3. Governing Law. This Agreement is governed by the laws of England and Wales.",
    ],
  ]);
  await newAccount(page, uniqueEmail("documents"));
  await page.goto("/console/explorer");
  await page.getByRole("button", { name: "Use a sandbox key" }).click();
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue(/^svc_live_/);
  await page.getByLabel("Operation").selectOption("POST /v1/documents/analyze");
  await page.getByLabel("Document file (PDF or DOCX)").setInputFiles({ name: "services.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
  await expect(page.getByText(/services\.pdf \(\d+ KiB\) is in the body as document_base64/)).toBeVisible();
  const body = page.getByLabel("Body (JSON)");
  await expect(body).toHaveValue(/"document_base64": "JVBERi/);
  await expect(body).not.toHaveValue(/"document_text"/);

  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("response-status")).toContainText("200");
  const response = page.getByTestId("response-body");
  await expect(response).toContainText('"clause_number": 3');
  await expect(response).toContainText('"category": "governing_law"');
  await expect(response).toContainText("Acme Ltd");
});
