import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { offlineCheck } from "./offline-check";

/**
 * A verdict speaks of the law in force on the check's date. The DPDP pack dates the data fiduciaries' duties from
 * 13 May 2027 (eighteen months after the 2025 Rules were notified): a policy that would breach them is reported with
 * that date, and the regulation is not called non-compliant before it.
 */
const policy = [
  "ShikshaKart Pvt. Ltd. — privacy policy for our learning app",
  "By using the app you consent to any use of your data for any purpose we choose.",
  "We keep all learner records indefinitely.",
  "If a data breach occurs, we will tell users only if we think it is serious.",
].join("\n");

async function dpdp(asOf: string) {
  const { drafts, warnings } = await offlineCheck(builtInRegistry(), { document_text: policy, jurisdiction: "IN", regulations: ["DPDP Act"] }, asOf);
  const draft = drafts.find((d) => d.sourceId === "in-dpdp-act-2023")!;
  return { draft, warnings, breached: draft.obligations.filter((o) => o.status === "breached") };
}

describe("breaches of duties not yet in force", () => {
  it("before 13 May 2027: the breaches are listed with their start date, the verdict is not false, and a warning says why", async () => {
    const { draft, warnings, breached } = await dpdp("2026-11-27");
    expect(breached.length).toBeGreaterThanOrEqual(2);
    expect(breached.every((o) => o.inForceFrom === "2027-05-13")).toBe(true);
    expect(draft.compliant).not.toBe(false);
    expect(draft.finding).toMatch(/^No breach of a duty of .* in force today; \d+ breach\(es\) of duties that apply only from 2027-05-13/);
    expect(warnings.find((w) => w.code === "duties_not_yet_in_force")?.message).toMatch(/apply only from 2027-05-13/);
  });

  it("from 13 May 2027: the same text is non-compliant and no such warning is given", async () => {
    const { draft, warnings, breached } = await dpdp("2027-05-13");
    expect(breached.length).toBeGreaterThanOrEqual(2);
    expect(breached.some((o) => o.inForceFrom)).toBe(false);
    expect(draft.compliant).toBe(false);
    expect(warnings.some((w) => w.code === "duties_not_yet_in_force")).toBe(false);
  });

  it("auto-detected, a law with only later breaches is still reported, not dropped as having nothing to test", async () => {
    const { drafts } = await offlineCheck(builtInRegistry(), { document_text: policy, jurisdiction: "IN" }, "2026-11-27");
    const d = drafts.find((x) => x.sourceId === "in-dpdp-act-2023");
    expect(d?.obligations.some((o) => o.status === "breached" && o.inForceFrom)).toBe(true);
  });
});
