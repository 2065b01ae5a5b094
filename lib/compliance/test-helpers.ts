import { expect } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "./offline-check";

const registry = builtInRegistry();
const AS_OF = "2026-11-27";

/**
 * Breached obligations under the regulations detected from a lawful text (test helper): the detection must find
 * `expected` and test something under it, so that an empty answer means "nothing breached", not "nothing checked".
 */
export async function breachesIn(text: string, jurisdiction: string, expected: string): Promise<string[]> {
  const { drafts } = await offlineCheck(registry, { document_text: text, jurisdiction }, AS_OF);
  const tested = drafts.find((d) => d.sourceId === expected);
  expect(tested?.obligations.some((o) => o.status === "met"), `${expected} detected and tested`).toBe(true);
  return drafts.flatMap((d) => d.obligations.filter((o) => o.status === "breached").map((o) => `${d.regulation} ${o.provision}: ${o.quote ?? o.finding}`));
}
