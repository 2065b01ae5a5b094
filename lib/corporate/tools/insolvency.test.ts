import { describe, expect, it } from "vitest";
import { addBusinessDays, insolvency } from "@/lib/corporate/tools/insolvency";
import { testContext } from "@/lib/tools/testing";

function run(jurisdiction: string, fields: Record<string, unknown>, asOf = "2026-06-30") {
  const ctx = testContext({ jurisdiction, asOf });
  return { ctx, result: insolvency.run(insolvency.input.parse(fields), ctx) };
}
const date = (r: ReturnType<typeof run>["result"], label: string) => r.dates.find((d) => d.label.startsWith(label))?.date;

describe("insolvency core — England and Wales", () => {
  it("the example: moratorium from Mon 2 Mar 2026 ends after 20 business days on Mon 30 Mar", () => {
    const { tool_type, jurisdiction, question, ...fields } = insolvency.example;
    expect([tool_type, jurisdiction, typeof question]).toEqual(["insolvency", "GB", "string"]);
    const { result, ctx } = run("GB", fields, "2026-03-15");
    // 3–6 Mar (4), 9–13 (9), 16–20 (14), 23–27 (19), 30 Mar (20)
    expect(date(result, "Moratorium initial period ends")).toBe("2026-03-30");
    // further 20 from 30 Mar, weekends only: 31 Mar–3 Apr (4), 6–10 (9), 13–17 (14), 20–24 (19), 27 Apr (20)
    expect(date(result, "End if extended once")).toBe("2026-04-27");
    // one year beginning with 3 Mar 2026 ends 2 Mar 2027
    expect(date(result, "Latest end")).toBe("2027-03-02");
    expect(result.status).toContainEqual({ label: "Moratorium initial period", position: "running" });
    // look-back from 2 Mar 2026: 24 months → 2 Mar 2024, 6 → 2 Sep 2025, 12 → 2 Mar 2025
    expect(date(result, "Transactions at an undervalue")).toBe("2024-03-02");
    expect(date(result, "Preferences to others")).toBe("2025-09-02");
    expect(date(result, "Floating charges to others")).toBe("2025-03-02");
    expect(result.tests[0]).toMatchObject({ met: true }); // £12,500 > £750
    expect(ctx.cited.every((c) => c.source_id === "uk-insolvency-act-1986")).toBe(true);
    expect(run("GB", fields, "2026-03-15").result).toEqual(result);
    expect(insolvency.result.parse(result)).toEqual(result);
  });

  it("bank holidays given are skipped (Good Friday 3 Apr and Easter Monday 6 Apr 2026)", () => {
    expect(addBusinessDays("2026-03-30", 20, ["2026-04-03", "2026-04-06"])).toBe("2026-04-29");
  });

  it("statutory demand: exactly £750 does not exceed; three weeks after service", () => {
    const { result } = run("GB", { debt_amount: 750, statutory_demand_served_date: "2026-01-31" });
    expect(result.tests[0]!.met).toBe(false);
    expect(run("GB", { debt_amount: 12_500 }).result.tests[0]!.detail).toMatch(/; £12,500 exceeds it\.$/);
    expect(date(result, "Three weeks")).toBe("2026-02-21"); // 31 Jan + 21 days
    expect(date(result, "Deemed unable")).toBe("2026-02-22");
  });
});

describe("insolvency core — India (IBC)", () => {
  it("₹1 crore threshold from 24 Mar 2020 (₹1 lakh before)", () => {
    expect(run("IN", { debt_amount: 9_999_999 }).result.tests[0]!.met).toBe(false);
    expect(run("IN", { debt_amount: 10_000_000 }).result.tests[0]!.met).toBe(true);
    expect(run("IN", { debt_amount: 100_000 }, "2020-03-23").result.tests[0]!.met).toBe(true);
  });

  it("CIRP from 1 Jan 2025: 180 days → 30 Jun, 270 → 28 Sep, 330 → 27 Nov", () => {
    const { result } = run("IN-MH", { insolvency_commencement_date: "2025-01-01" });
    expect(result.regime).toBe("IN");
    expect(result.dates.map((d) => d.date)).toEqual(["2025-06-30", "2025-09-28", "2025-11-27"]);
  });

  it("NCLAT appeal from 31 Jan 2025: 30 days → 2 Mar, cap 45 → 17 Mar; condonation edge and out of time", () => {
    const f = { order_date: "2025-01-31", appeal_forum: "nclat" };
    expect(run("IN", f, "2025-03-02").result.status[0]!.position).toBe("in_time");
    expect(run("IN", f, "2025-03-17").result.status[0]!.position).toBe("with_condonation");
    expect(run("IN", f, "2025-03-18").result.status[0]!.position).toBe("out_of_time");
    const sc = run("IN", { order_date: "2024-02-29", appeal_forum: "supreme_court" }, "2024-04-20").result; // leap year
    expect(sc.dates.map((d) => d.date)).toEqual(["2024-04-14", "2024-04-29"]); // +45, +60
    expect(sc.status[0]!.position).toBe("with_condonation");
  });

  it("s.10A window and 3-year limitation from default (leap day clamps to 28 Feb)", () => {
    expect(run("IN", { default_date: "2020-03-25" }).result.tests[0]!.met).toBe(true);
    expect(run("IN", { default_date: "2021-03-25" }).result.tests[0]!.met).toBe(false);
    // 29 Feb 2016 + 3 years → 28 Feb 2019 (outside the COVID exclusion); a later application needs condonation under
    // Limitation Act s.5, which applies to IBC applications.
    const r = run("IN", { default_date: "2016-02-29" }, "2019-03-01").result;
    expect(r.dates[0]!.date).toBe("2019-02-28");
    expect(r.status[0]!.position).toBe("with_condonation");
    // A default of 29 Feb 2020 runs into the exclusion of 15 Mar 2020 – 28 Feb 2022: 28 Feb 2023 moves to 13 Feb 2025.
    expect(run("IN", { default_date: "2020-02-29" }, "2023-03-01").result.dates[0]!.date).toBe("2025-02-13");
  });
});

describe("corporate insolvency (IN): the shared limitation counting", () => {
  const runIn = (fields: Record<string, unknown>, asOf: string) => {
    const ctx = testContext({ jurisdiction: "IN", asOf });
    return { ctx, result: insolvency.run(insolvency.input.parse(fields), ctx) };
  };

  it("a default in the s.10A window is barred for ever, not 'in time' (IBC s.10A)", () => {
    const { result } = runIn({ default_date: "2020-06-01", debt_amount: 20_000_000 }, "2022-01-01");
    expect(result.status.find((s) => s.label === "Application limitation")?.position).toBe("out_of_time");
    expect(result.tests.find((t) => t.label.startsWith("Section 10A"))?.met).toBe(true);
  });

  it("excludes certified-copy time from the NCLAT appeal (Limitation Act s.12(2)) and keeps the 15-day cap after it", () => {
    // Order 10 Mar 2026; copy applied 12 Mar, received 18 Mar: 6 days. 30 days → 9 Apr + 6 = 15 Apr; cap 30 Apr.
    const { result } = runIn({ order_date: "2026-03-10", appeal_forum: "nclat", certified_copy_applied_date: "2026-03-12", certified_copy_received_date: "2026-03-18" }, "2026-04-20");
    expect(result.dates.find((d) => d.label.startsWith("Appeal to the NCLAT"))?.date).toBe("2026-04-15");
    expect(result.dates.find((d) => d.label.startsWith("Last day"))?.date).toBe("2026-04-30");
    expect(result.status.find((s) => s.label === "Appeal")?.position).toBe("with_condonation");
  });
});

describe("insolvency verdict: the status that decides, said once", () => {
  it("England and Wales: the moratorium's status with its own date, not the label twice", () => {
    const v = insolvency.verdict?.(run("GB", { moratorium_start_date: "2026-03-02" }, "2026-06-30").result) ?? "";
    // IA 1986 s.A9(2): 20 business days from Tue 3 Mar 2026 end on Mon 30 Mar 2026.
    expect(v).toMatch(/^The moratorium's initial period ended on 30 March 2026\./);
    expect(v).not.toMatch(/Moratorium initial period: ended; Moratorium/);
  });

  it("India: a default outside the s.10A window is not the headline; limitation and the appeal are", () => {
    // Default 15 Apr 2022 → Art. 137 ends 15 Apr 2025; NCLT order 1 Jun 2026 → s.61(2) 30 days end 1 Jul 2026.
    const v = insolvency.verdict?.(run("IN", { debt_amount: 25_000_000, default_date: "2022-04-15", order_date: "2026-06-01", appeal_forum: "nclat" }).result) ?? "";
    expect(v).not.toMatch(/10A/);
    expect(v).toContain("A s.7 or s.9 application is late: the last day was 15 April 2025");
    expect(v).toContain("The appeal is in time: the last day is 1 July 2026");
  });

  it("India: a default inside the s.10A window is the headline", () => {
    expect(insolvency.verdict?.(run("IN", { debt_amount: 25_000_000, default_date: "2020-06-15" }).result)).toMatch(/^Section 10A bar .*: applies\. No CIRP application may ever be filed/);
  });
});
