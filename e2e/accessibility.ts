import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe-core's serious and critical findings on the page as it is now (WCAG 2.1 A and AA rules and best practices), each
 * with up to three of the elements it names.
 *
 * Every rule of those tags runs on every element, as with axe's defaults; two settings only change what is kept of the
 * rules that pass, which these tests never read:
 * - `resultTypes: ["violations"]`: passes, incomplete and inapplicable results keep one element each instead of all
 *   (axe then builds selectors and HTML excerpts for those alone); violations keep every element.
 * - legacy mode: axe runs once in the page (`axe.run`) instead of once per frame and a merge in a blank page
 *   (`runPartial`, `finishRun`), which serialises every element's result of every rule to pass it between pages. The two
 *   differ only for cross-origin frames, and no page of the app has a frame (its CSP sets `frame-ancestors 'none'` and
 *   no page renders an iframe).
 * On /docs/api (4,100 elements) a desktop scan took 51 s instead of 103 s here (machine at load 15), with the same
 * violations as the default run, element for element, on a page given a button without a name, an image without alt
 * text and low-contrast text.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}
