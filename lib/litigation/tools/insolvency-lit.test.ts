import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/problem";
import { insolvencyLitTool as tool } from "@/lib/litigation/tools/insolvency-lit";
import { runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(tool, fields, { asOf });
const deadline = (fields: Record<string, unknown>, asOf: string) => run(fields, asOf).result.deadlines[0];

describe("insolvency-lit", () => {
  it("runs its example: NCLAT appeal inside the 15-day condonation window", () => {
    const { result, ctx } = run(withoutCommonFields(tool.example), tool.example.as_of as string);
    // 10 Mar 2026 + 30 days = 9 Apr; + 6 certified-copy days = 15 Apr; + 15 days cap = 30 Apr.
    const d = result.deadlines[0];
    expect(d.last_day).toBe("2026-04-15");
    expect(d.excluded_days).toBe(6);
    expect(d.condonation).toMatchObject({ capped: true, further_period: "15 days", outer_limit: "2026-04-30" });
    // as_of 20 Apr: 5 days after 15 Apr.
    expect(d.status).toBe("in_time_only_with_condonation");
    expect(d.days_late).toBe(5);
    expect(result.forum?.forum).toMatch(/Appellate Tribunal/);
    expect(result.next_forum?.forum).toMatch(/Supreme Court/);
    expect(ctx.refOf(d.citation_ids[0])).toEqual({ source_id: "in-ibc-2016", article: "61" });
  });

  it("counts 30 days across a short February (month-end)", () => {
    // Pronounced 31 Jan 2026: 28 days of February take it to 28 Feb, 2 more → 2 Mar 2026.
    const d = deadline({ stage: "nclat_appeal", order_date: "2026-01-31" }, "2026-03-02");
    expect(d.last_day).toBe("2026-03-02");
    expect(d.status).toBe("in_time");
    expect(d.days_remaining).toBe(0);
  });

  it("flags a last day that falls on a Sunday (Limitation Act s.4)", () => {
    // 13 Feb 2026 + 30 days = 15 Mar 2026, a Sunday (1 Mar 2026 was a Sunday).
    const { result, ctx } = run({ stage: "nclat_appeal", order_date: "2026-02-13" }, "2026-03-01");
    const d = result.deadlines[0];
    expect(d.last_day).toBe("2026-03-15");
    expect(d.counting.some((line) => /Sunday.*Limitation Act s\.4/.test(line))).toBe(true);
    expect(d.citation_ids.map((id) => ctx.refOf(id))).toContainEqual({ source_id: "in-limitation-act-1963", article: "4" });
  });

  it("counts 30 days across a leap February", () => {
    // 14 Feb 2024 + 15 days = 29 Feb (leap), + 15 more = 15 Mar 2024; outer limit 15 Mar + 15 = 30 Mar.
    const d = deadline({ stage: "nclat_appeal", order_date: "2024-02-14" }, "2024-03-10");
    expect(d.last_day).toBe("2024-03-15");
    expect(d.condonation.outer_limit).toBe("2024-03-30");
    expect(d.days_remaining).toBe(5);
  });

  it("admits a late appeal on the last condonable day and never the day after (s.61(2) cap)", () => {
    // 1 Jun 2026 + 30 = 1 Jul; + 15 = 16 Jul.
    expect(deadline({ stage: "nclat_appeal", order_date: "2026-06-01" }, "2026-07-16").status).toBe("in_time_only_with_condonation");
    const late = deadline({ stage: "nclat_appeal", order_date: "2026-06-01" }, "2026-07-17");
    expect(late.status).toBe("out_of_time");
    expect(late.days_late).toBe(16);
  });

  it("puts a Supreme Court appeal out of time after 45 + 15 days from receipt", () => {
    // Received 1 Mar 2026: + 45 days = 15 Apr; + 15 = 30 Apr. as_of 2 May is out of time.
    const { result } = run({ stage: "supreme_court_appeal", order_date: "2026-03-01", certified_copy_days: 10 }, "2026-05-02");
    const d = result.deadlines[0];
    expect(d.last_day).toBe("2026-04-15");
    expect(d.excluded_days).toBe(0);
    expect(d.condonation.outer_limit).toBe("2026-04-30");
    expect(d.status).toBe("out_of_time");
    expect(result.forum?.forum).toBe("Supreme Court of India");
    expect(result.next_forum).toBeNull();
  });

  it("gives three calendar years from a leap-day default, and a fresh period from an acknowledgment", () => {
    // 29 Feb 2024 + 3 years: 29 Feb 2027 does not exist → 28 Feb 2027.
    const d = deadline({ stage: "initiation", applicant: "financial_creditor", default_date: "2024-02-29", default_amount: 25_000_000 }, "2026-11-22");
    expect(d.last_day).toBe("2027-02-28");
    expect(d.status).toBe("in_time");
    // Default 10 Jan 2022, acknowledged 5 Dec 2024 → 5 Dec 2027.
    const ack = deadline({ default_date: "2022-01-10", acknowledgment_date: "2024-12-05" }, "2026-11-22");
    expect(ack.trigger_date).toBe("2024-12-05");
    expect(ack.last_day).toBe("2027-12-05");
    // Without it, 10 Jan 2025 has passed: late, but s.5 has no cap for applications.
    const stale = deadline({ default_date: "2022-01-10" }, "2026-11-22");
    expect(stale.status).toBe("in_time_only_with_condonation");
    expect(stale.condonation.capped).toBe(false);
  });

  describe("Limitation Act s.18: only an acknowledgment signed before the three years expire starts them again", () => {
    // Behaviour change (issue 35): the acknowledgment used to restart time whenever it was made. Default 15 Apr 2022
    // (after the COVID window), so Art. 137's three years end on 15 Apr 2025.
    const filing = { stage: "initiation", applicant: "financial_creditor", default_amount: 25_000_000, default_date: "2022-04-15" };

    it("an acknowledgment after expiry revives nothing: the period still ends on 15 Apr 2025, with a warning", () => {
      const { result, ctx } = run({ ...filing, acknowledgment_date: "2025-06-01" }, "2026-11-28");
      const d = result.deadlines[0];
      expect(d.trigger_date).toBe("2022-04-15");
      expect(d.last_day).toBe("2025-04-15");
      expect(d.status).toBe("in_time_only_with_condonation");
      const warning = ctx.warnings.find((w) => w.code === "restart_after_expiry");
      expect(warning?.message).toMatch(/2025-06-01 came after the limitation period had already ended on 2025-04-15: it does not start a fresh period \(Limitation Act s\.18\)/);
      // The suit-only remedy of a new promise (Contract Act s.25(3)) is not offered for an IBC application.
      expect(warning?.message).not.toMatch(/25\(3\)/);
    });

    it("an acknowledgment on the last day is in time: three fresh years from it", () => {
      const d = deadline({ ...filing, acknowledgment_date: "2025-04-15" }, "2026-11-28");
      expect(d.trigger_date).toBe("2025-04-15");
      expect(d.last_day).toBe("2028-04-15");
      expect(d.status).toBe("in_time");
    });

    it("needs the default date to judge an acknowledgment", () => {
      try {
        run({ stage: "initiation", acknowledgment_date: "2025-04-15" }, "2026-11-28");
        expect.unreachable();
      } catch (e) {
        expect((e as ApiError).options.errors?.map((x) => x.field)).toEqual(["default_date"]);
      }
    });
  });

  describe("Limitation Act s.19: a part-payment made before the three years expire starts them again", () => {
    // Default 15 Jul 2022 (after the COVID exclusion and the s.10A window): Art. 137's three years end on 15 Jul 2025.
    const filing = { stage: "initiation", applicant: "financial_creditor", default_amount: 30_000_000, default_date: "2022-07-15" };

    it("a payment on 9 May 2025, within the period, gives three fresh years to 9 May 2028", () => {
      const { result, ctx } = run({ ...filing, part_payment_date: "2025-05-09" }, "2026-11-28");
      const d = result.deadlines[0];
      expect(d.trigger_date).toBe("2025-05-09");
      expect(d.last_day).toBe("2028-05-09");
      expect(d.status).toBe("in_time");
      expect(d.citation_ids.map((id) => ctx.refOf(id))).toContainEqual({ source_id: "in-limitation-act-1963", article: "19" });
    });

    it("a payment after 15 Jul 2025 revives nothing, with a warning", () => {
      const { result, ctx } = run({ ...filing, part_payment_date: "2025-08-01" }, "2026-11-28");
      expect(result.deadlines[0].last_day).toBe("2025-07-15");
      expect(result.deadlines[0].status).toBe("in_time_only_with_condonation");
      expect(ctx.warnings.find((w) => w.code === "restart_after_expiry")?.message).toMatch(/part-payment of 2025-08-01 .* \(Limitation Act s\.19\)/);
    });

    it("an acknowledgment and a later part-payment chain: each restarts the period then running", () => {
      // Default 10 Mar 2022 → 10 Mar 2025; acknowledged 3 Feb 2025 → 3 Feb 2028; paid 12 Jan 2026 → 12 Jan 2029.
      const d = deadline({ ...filing, default_date: "2022-03-10", acknowledgment_date: "2025-02-03", part_payment_date: "2026-01-12" }, "2026-11-28");
      expect(d.last_day).toBe("2029-01-12");
    });

    it("refuses a part-payment before the default, and one after the judging date", () => {
      try {
        run({ ...filing, part_payment_date: "2022-07-01" }, "2026-11-28");
        expect.unreachable();
      } catch (e) {
        expect((e as ApiError).options.errors?.map((x) => x.field)).toEqual(["part_payment_date"]);
      }
      expect(() => run({ ...filing, part_payment_date: "2026-12-01" }, "2026-11-28")).toThrow(ApiError);
    });
  });

  it("applies the s.4 threshold by filing date, the s.10A bar and the s.9 ten-day wait", () => {
    const now = run({ default_date: "2020-06-01", default_amount: 5_000_000, applicant: "operational_creditor", demand_notice_date: "2026-01-05" }, "2026-01-10");
    expect(now.result.eligibility).toMatchObject({
      minimum_default: 10_000_000,
      threshold_met: false,
      section_10a_barred: true,
      // Delivered 5 Jan: ten days end 15 Jan, so 16 Jan is the first filing day.
      earliest_filing_date: "2026-01-16",
    });
    expect(now.ctx.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(["section_10a_bar", "premature_application"]));
    const before = run({ default_date: "2019-05-01", default_amount: 500_000 }, "2020-03-01");
    expect(before.result.eligibility).toMatchObject({ minimum_default: 100_000, threshold_met: true, section_10a_barred: false });
  });

  it("computes the allottee threshold as 100 or 10%, whichever is less", () => {
    // 10% of 555 = 55.5 → 56 allottees; 10% of 2,000 = 200 → capped at 100.
    const small = run({ applicant: "financial_creditor", allottees: { applicants: 55, total: 555 } }, "2026-01-01").result.eligibility;
    expect(small).toMatchObject({ allottees_required: 56, allottees_threshold_met: false });
    const large = run({ applicant: "financial_creditor", allottees: { applicants: 100, total: 2_000 } }, "2026-01-01").result.eligibility;
    expect(large).toMatchObject({ allottees_required: 100, allottees_threshold_met: true });
  });

  it("lays out the s.12 CIRP clock", () => {
    // Admitted 1 Jun 2025: + 180 days = 28 Nov 2025; + 270 = 26 Feb 2026; + 330 = 27 Apr 2026.
    const { result } = run({ stage: "cirp_timeline", admission_date: "2025-06-01", extension_granted: true }, "2026-03-01");
    expect(result.cirp_timeline.map((t) => [t.date, t.passed])).toEqual([
      ["2025-11-28", true],
      ["2026-02-26", true],
      ["2026-04-27", false],
    ]);
  });

  it("refuses dates after as_of and appeals without an order date", () => {
    expect(() => run({ stage: "nclat_appeal", order_date: "2026-05-01" }, "2026-04-01")).toThrow(ApiError);
    try {
      run({ stage: "supreme_court_appeal" }, "2026-04-01");
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).options.errors?.map((x) => x.field)).toEqual(["order_date"]);
    }
  });

  it("is deterministic, rejects unknown fields, and cites only provisions the registry holds", () => {
    const fields = withoutCommonFields(tool.example);
    expect(run(fields, "2026-04-20").result).toEqual(run(fields, "2026-04-20").result);
    expect(() => tool.input.parse({ ...fields, order_dat: "2026-01-01" })).toThrow();
    const all = run({ applicant: "operational_creditor", default_date: "2024-01-01", acknowledgment_date: "2024-06-01", demand_notice_date: "2024-02-01", default_amount: 2e7 }, "2026-01-01");
    expect(unresolvedRefs(all.ctx)).toEqual([]);
    expect(unresolvedRefs(run(fields, "2026-04-20").ctx)).toEqual([]);
  });
});

describe("insolvency-lit: IBC s.10A is a bar for ever, not a delay to condone", () => {
  it("a default in the s.10A window is out of time with no condonation, whatever the Art. 137 dates say", () => {
    // Default 1 Jun 2020 (inside 25 Mar 2020 – 24 Mar 2021); on 1 Jan 2022 the three years of Art. 137 have not run out,
    // yet no application may ever be filed for it.
    const { result, ctx } = run({ stage: "initiation", applicant: "financial_creditor", default_date: "2020-06-01", default_amount: 50_000_000 }, "2022-01-01");
    const d = result.deadlines[0]!;
    expect(d.status).toBe("out_of_time");
    expect(d.barred).toMatch(/s\.10A/);
    expect(d.condonation.available).toBe(false);
    expect(d.label).toMatch(/barred/);
    expect(d.citation_ids.map((id) => ctx.refOf(id)?.article)).toContain("10A");
  });
});

describe("insolvency-lit: a s.10A bar is not blurred by the COVID exclusion", () => {
  it("raises no COVID-exclusion warning for a default the s.10A bar covers (its last day is irrelevant)", () => {
    const { result, ctx } = run({ stage: "initiation", applicant: "financial_creditor", default_amount: 50_000_000, default_date: "2020-06-15" }, "2026-01-10");
    expect(result.eligibility?.section_10a_barred).toBe(true);
    expect(ctx.warnings.map((w) => w.code)).not.toContain("covid_limitation_exclusion");
  });
});
