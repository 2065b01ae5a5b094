import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/problem";
import { commercialLitTool as tool } from "@/lib/litigation/tools/commercial-lit";
import { runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string, subdivision: string | null = null) => runCore(tool, fields, { asOf, subdivision });
const first = (fields: Record<string, unknown>, asOf: string) => run(fields, asOf).result.deadlines[0];

describe("commercial-lit", () => {
  it("runs its example: a s.34 petition from a 31 January award (month-end)", () => {
    const { result, ctx } = run(withoutCommonFields(tool.example), tool.example.as_of as string, "IN-MH");
    // Received 31 Jan 2026 + 3 calendar months: 31 Apr does not exist → 30 Apr 2026; + 30 days → 30 May.
    const d = result.deadlines[0];
    expect(d.last_day).toBe("2026-04-30");
    expect(d.condonation).toMatchObject({ capped: true, further_period: "30 days", outer_limit: "2026-05-30" });
    // as_of 10 May: 10 days late, inside the 30-day window.
    expect(d.status).toBe("in_time_only_with_condonation");
    expect(d.days_late).toBe(10);
    expect(result.forum?.forum).toMatch(/Commercial Division or Commercial Court/);
    expect(result.is_commercial_court_matter).toBe(true);
    expect(ctx.refOf(d.citation_ids[0])).toEqual({ source_id: "in-arbitration-act-1996", article: "34" });
  });

  it("ends three months from 30 November on 29 February in a leap year", () => {
    // 30 Nov 2023 + 3 months → 29 Feb 2024 (leap); + 30 days → 30 Mar 2024. In 2025 the same start ends 28 Feb 2026.
    const leap = first({ stage: "arbitration_challenge", award_received_date: "2023-11-30" }, "2024-02-29");
    expect(leap.last_day).toBe("2024-02-29");
    expect(leap.condonation.outer_limit).toBe("2024-03-30");
    expect(leap.status).toBe("in_time");
    expect(first({ stage: "arbitration_challenge", award_received_date: "2025-11-30" }, "2026-01-01").last_day).toBe("2026-02-28");
  });

  it("counts from disposal of a s.33 request and stops dead after the 30 days", () => {
    // Disposed 15 Jan 2026 → 15 Apr; + 30 days → 15 May.
    const fields = { stage: "arbitration_challenge", award_received_date: "2025-12-20", correction_request_disposed_date: "2026-01-15" };
    expect(first(fields, "2026-05-15").status).toBe("in_time_only_with_condonation");
    const late = first(fields, "2026-05-16");
    expect(late.status).toBe("out_of_time");
    expect(late.trigger_date).toBe("2026-01-15");
  });

  it("excludes s.12A mediation time from suit limitation and requires mediation", () => {
    // Breach 10 May 2023 + 3 years = 10 May 2026; + 75 mediation days: 21 to 31 May, 30 in June, 24 in July → 24 Jul 2026.
    const { result, ctx } = run({ stage: "suit", specified_value: 5_000_000, cause_of_action_date: "2023-05-10", mediation_days: 75 }, "2026-07-01");
    // The Mediation Act 2023 substitution of s.12A is surfaced, not silently applied.
    expect(ctx.warnings.map((w) => w.code)).toEqual(["conflicting_authority"]);
    const d = result.deadlines[0];
    expect(d.excluded_days).toBe(75);
    expect(d.last_day).toBe("2026-07-24");
    expect(d.status).toBe("in_time");
    expect(result.pre_institution_mediation_required).toBe(true);
    expect(result.forum?.forum).toBe("Commercial Court at district level");
  });

  it("bars a suit out of time with no condonation", () => {
    // Breach 1 Jun 2022 + 3 years = 1 Jun 2025; as_of 1 Jan 2026.
    const { result, ctx } = run({ stage: "suit", specified_value: 900_000, cause_of_action_date: "2022-06-01", urgent_interim_relief: true }, "2026-01-01");
    expect(ctx.warnings).toEqual([]);
    const d = result.deadlines[0];
    expect(d.last_day).toBe("2025-06-01");
    expect(d.status).toBe("out_of_time");
    expect(d.condonation.available).toBe(false);
    expect(d.days_late).toBe(214);
    expect(result.pre_institution_mediation_required).toBe(false);
    expect(result.notes.some((n) => /time-barred/.test(n.text))).toBe(true);
  });

  it("forfeits a written statement after 120 days from service in a commercial suit", () => {
    // Served 10 Jan 2026: 30 days → 9 Feb; + 90 → 10 May (= 120 days from service).
    const fields = { stage: "written_statement", summons_served_date: "2026-01-10", specified_value: 2_000_000 };
    const d = first(fields, "2026-05-10");
    expect(d.last_day).toBe("2026-02-09");
    expect(d.condonation.outer_limit).toBe("2026-05-10");
    expect(d.status).toBe("in_time_only_with_condonation");
    expect(first(fields, "2026-05-11").status).toBe("out_of_time");
  });

  it("gives 60 days plus copy time for a s.13 appeal, late only with condonation", () => {
    // 2 Mar 2026 + 60 days = 1 May (29 in March, 30 in April, 1 in May); + 5 copy days = 6 May.
    const { result } = run({ stage: "appeal", order_date: "2026-03-02", certified_copy_days: 5, decided_by: "commercial_division" }, "2026-06-01");
    const d = result.deadlines[0];
    expect(d.last_day).toBe("2026-05-06");
    expect(d.status).toBe("in_time_only_with_condonation");
    expect(d.condonation.capped).toBe(false);
    expect(result.forum?.forum).toBe("Commercial Appellate Division of the High Court");
  });

  it("uses Art. 116 for a non-commercial s.37 appeal and the pre-2018 ₹1 crore value", () => {
    // 1 Jan 2026 + 90 days = 1 Apr 2026 (30 in Jan, 28 in Feb, 31 in Mar, 1 in Apr).
    const d = first({ stage: "arbitration_appeal", order_date: "2026-01-01", commercial_dispute: false }, "2026-02-01");
    expect(d.period).toBe("90 days");
    expect(d.last_day).toBe("2026-04-01");
    const old = run({ stage: "suit", specified_value: 5_000_000 }, "2018-01-15").result;
    expect(old.specified_value_threshold).toBe(10_000_000);
    expect(old.is_commercial_court_matter).toBe(false);
    expect(old.forum?.forum).toMatch(/lowest grade/);
  });

  it("names the Commercial Division on an original-side High Court, conditionally when the value is unknown", () => {
    const { result } = run({ stage: "suit" }, "2026-01-01", "IN-DL");
    expect(result.is_commercial_court_matter).toBeNull();
    expect(result.forum?.forum).toMatch(/Commercial Division of the Delhi High Court/);
    expect(result.forum?.basis).toMatch(/^If the specified value/);
  });

  it("refuses impossible dates and a missing trigger", () => {
    expect(() => run({ stage: "appeal", order_date: "2027-01-01" }, "2026-01-01")).toThrow(ApiError);
    try {
      run({ stage: "arbitration_challenge" }, "2026-01-01");
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).options.errors?.map((x) => x.field)).toEqual(["award_received_date"]);
    }
  });

  it("is deterministic and cites only provisions the registry holds", () => {
    const fields = withoutCommonFields(tool.example);
    expect(run(fields, "2026-05-10", "IN-MH").result).toEqual(run(fields, "2026-05-10", "IN-MH").result);
    for (const f of [fields, { stage: "suit", specified_value: 5e6, cause_of_action_date: "2023-05-10", mediation_days: 10 }, { stage: "appeal", order_date: "2026-01-01" }, { stage: "written_statement", summons_served_date: "2026-01-01" }, { stage: "arbitration_appeal", order_date: "2026-01-01", specified_value: 5e6 }]) {
      expect(unresolvedRefs(run(f, "2026-05-10", "IN-DL").ctx)).toEqual([]);
    }
  });

  describe("a fresh period from an acknowledgment (s.18) or part-payment (s.19)", () => {
    // Loan made 10 Jan 2022, inside the Supreme Court's COVID exclusion: time runs from 1 Mar 2022, so the suit's last
    // day is 28 Feb 2025. A signed acknowledgment on 1 Mar 2024, before that, starts three years afresh: 1 Mar 2027.
    const loan = { claim: "money_lent", cause_of_action_date: "2022-01-10", specified_value: 2_500_000 };

    it("counts three years from an acknowledgment signed while time ran", () => {
      const { result, ctx } = run({ ...loan, acknowledgment_date: "2024-03-01" }, "2026-11-28");
      const d = result.deadlines[0];
      expect(d).toMatchObject({ trigger_date: "2024-03-01", last_day: "2027-03-01", status: "in_time" });
      expect(d.citation_ids.map((id) => ctx.refOf(id))).toContainEqual({ source_id: "in-limitation-act-1963", article: "18" });
    });

    it("counts from the later of an acknowledgment and an acknowledged part-payment", () => {
      const d = run({ ...loan, acknowledgment_date: "2023-05-01", part_payment_date: "2024-09-15" }, "2026-11-28").result.deadlines[0];
      expect(d).toMatchObject({ trigger_date: "2024-09-15", last_day: "2027-09-15", status: "in_time" });
    });

    it("chains: a part-payment after the original period but within the fresh one an acknowledgment started restarts time again", () => {
      // Acknowledgment 1 Mar 2024 (original period ends 28 Feb 2025) runs to 1 Mar 2027; the part-payment of 1 Jun 2026
      // falls within that fresh period, so three years run again from it.
      const { result, ctx } = run({ ...loan, acknowledgment_date: "2024-03-01", part_payment_date: "2026-06-01" }, "2027-06-01");
      expect(result.deadlines[0]).toMatchObject({ trigger_date: "2026-06-01", last_day: "2029-06-01", status: "in_time" });
      expect(ctx.warnings.map((w) => w.code)).not.toContain("restart_after_expiry");
    });

    it("revives nothing when made after the period ended, and says a written promise to pay may be sued on", () => {
      const { result, ctx } = run({ ...loan, acknowledgment_date: "2025-06-01" }, "2026-11-28");
      expect(result.deadlines[0]).toMatchObject({ trigger_date: "2022-01-10", last_day: "2025-02-28", status: "out_of_time" });
      expect(ctx.warnings.map((w) => w.code)).toContain("restart_after_expiry");
      expect(ctx.warnings.find((w) => w.code === "restart_after_expiry")!.message).toMatch(/Contract Act s\.25\(3\)/);
    });

    it("refuses an acknowledgment before the right to sue arose, or without the date it arose", () => {
      expect(() => run({ ...loan, acknowledgment_date: "2021-12-01" }, "2026-11-28")).toThrow(ApiError);
      expect(() => run({ claim: "money_lent", part_payment_date: "2024-01-01" }, "2026-11-28")).toThrow(ApiError);
    });
  });
});
