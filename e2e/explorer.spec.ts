import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

test("the explorer sends a request with a one-click sandbox key and shows the response, streams included", async ({ page }) => {
  await signUp(page, uniqueEmail("explorer"));
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
