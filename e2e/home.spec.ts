import { expect, test } from "@playwright/test";

test("home page explains the product and links the API description", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Legal AI");
  await expect(page.getByRole("link", { name: "/v1/openapi.json" })).toBeVisible();
  await page.screenshot({ path: "e2e/artifacts/home.png", fullPage: true });
});
