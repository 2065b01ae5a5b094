import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/problem";
import { writPetitionTool as tool } from "@/lib/litigation/tools/writ-petition";
import { runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(tool, fields, { asOf });

describe("writ-petition", () => {
  it("its verdict says what decides whether the writ is heard: delay against the yardstick, and the alternative remedy", () => {
    // The example's question is "Can we still file a writ?": the forum alone ("the matter lies before the High Court")
    // read as yes, although 1,209 days is past the 3-year yardstick (1 Aug 2026).
    const verdict = tool.verdict!(run(withoutCommonFields(tool.example), tool.example.as_of as string).result)!;
    expect(verdict).toMatch(/^The matter lies before the High Court\. It comes 1,209 days after the impugned action, beyond the 3-year yardstick of the analogous civil claim \(1 August 2026\): expect dismissal for delay and laches/);
    expect(verdict).toMatch(/natural justice\) are among the Whirlpool exceptions\.$/);
    const recent = tool.verdict!(run({ stage: "writ_petition", impugned: "executive_action", event_date: "2026-01-10" }, "2026-06-30").result)!;
    expect(recent).toContain("Delay is unlikely to defeat it: it comes within the 3-year yardstick of the analogous civil claim (to 10 January 2029).");
  });

  it("runs its example: a licence cancelled without hearing, past the laches yardstick but within a Whirlpool exception", () => {
    const { result, ctx } = run(withoutCommonFields(tool.example), tool.example.as_of as string);
    // 1 Aug 2023 + 3 years = 1 Aug 2026. Delay to 22 Nov 2026: 1,096 days to 1 Aug 2026 (366 in the leap year 2024)
    // + 30 (Aug) + 30 (Sep) + 31 (Oct) + 22 (Nov) = 1,209 days.
    expect(result.laches).toMatchObject({ statutory_limitation: false, yardstick_date: "2026-08-01", delay_days: 1_209, assessment: "beyond_yardstick" });
    expect(result.alternative_remedy).toMatchObject({ bars_maintainability: false, likely_entertained: true });
    expect(result.suggested_writs).toEqual(["mandamus", "certiorari"]);
    expect(result.article_32_available).toBe(false);
    expect(result.deadlines).toEqual([]);
    expect(ctx.refOf(result.forum!.citation_ids[0])).toEqual({ source_id: "in-constitution-of-india", article: "226" });
    // The yardstick defaults to the residuary civil period, so Art. 113 is cited for it.
    expect(result.laches!.citation_ids.map((id) => ctx.refOf(id)?.article)).toEqual(["226", "113"]);
  });

  it("counts a 30-day writ appeal across February (month-end)", () => {
    // 31 Jan 2026 + 30 days = 2 Mar 2026; + 3 copy days = 5 Mar.
    const d = run({ stage: "writ_appeal", order_date: "2026-01-31", certified_copy_days: 3 }, "2026-03-01").result.deadlines[0];
    expect(d.last_day).toBe("2026-03-05");
    expect(d.days_remaining).toBe(4);
    expect(d.period).toBe("30 days");
  });

  it("measures the laches yardstick from a leap day", () => {
    // 29 Feb 2024 + 3 years → 28 Feb 2027.
    const fields = { impugned: "executive_action", event_date: "2024-02-29" };
    expect(run(fields, "2027-02-28").result.laches?.assessment).toBe("within_yardstick");
    expect(run(fields, "2027-03-01").result.laches).toMatchObject({ yardstick_date: "2027-02-28", assessment: "beyond_yardstick" });
  });

  it("never puts a special leave petition out of time, only into condonation", () => {
    // 1 Jan 2026 + 90 days: 30 (Jan) + 28 (Feb) + 31 (Mar) + 1 = 1 Apr 2026.
    const on = run({ stage: "slp", order_date: "2026-01-01" }, "2026-04-01").result;
    expect(on.deadlines[0]).toMatchObject({ last_day: "2026-04-01", status: "in_time", days_remaining: 0 });
    expect(on.forum?.forum).toMatch(/Supreme Court/);
    const late = run({ stage: "slp", order_date: "2026-01-01" }, "2027-04-02").result.deadlines[0];
    expect(late).toMatchObject({ status: "in_time_only_with_condonation", days_late: 366 });
  });

  it("relegates SARFAESI challenges to the DRT and treats detention as continuing", () => {
    const sarfaesi = run({ alternative_remedy: "sarfaesi_s17", exceptions: ["natural_justice"] }, "2026-01-01").result;
    expect(sarfaesi.alternative_remedy?.likely_entertained).toBe(false);
    const detention = run({ impugned: "detention", right_type: "fundamental_right", event_date: "2015-01-01" }, "2026-01-01").result;
    expect(detention.laches?.assessment).toBe("continuing_wrong");
    expect(detention.suggested_writs).toEqual(["habeas corpus"]);
    expect(detention.article_32_available).toBe(true);
    const noException = run({ alternative_remedy: "statutory_appeal" }, "2026-01-01").result;
    expect(noException.alternative_remedy?.likely_entertained).toBe(false);
  });

  it("counts the DRT's 45 days for SARFAESI measures, flags the condonation split and prices the DRAT appeal", () => {
    // Possession taken 31 Jan 2026 + 45 days: 28 in February, 17 in March → 17 Mar 2026; as_of 18 Mar is one day late.
    const { result, ctx } = run({ alternative_remedy: "sarfaesi_s17", event_date: "2026-01-31", debt_amount: 12_345_679 }, "2026-03-18");
    expect(result.deadlines[0]).toMatchObject({ key: "sarfaesi_s17", last_day: "2026-03-17", status: "out_of_time", days_late: 1 });
    expect(ctx.warnings.map((w) => w.code)).toEqual(["conflicting_authority"]);
    // 50% of ₹1,23,45,679 = ₹61,72,839.50; the s.17 application itself needs none.
    expect(result.money.map((m) => m.amount)).toEqual([0, 6_172_839.5]);
    expect(ctx.refOf(result.money[1].citation_ids[0])).toEqual({ source_id: "in-sarfaesi-act-2002", article: "18" });
  });

  it("cites Art. 227 for court and tribunal orders and takes a custom yardstick", () => {
    const { result, ctx } = run({ impugned: "court_or_tribunal_order", event_date: "2020-06-15", analogous_limitation_years: 12 }, "2026-01-01");
    expect(result.forum!.citation_ids.map((id) => ctx.refOf(id)?.article)).toEqual(["226", "227"]);
    // 15 Jun 2020 + 12 years = 15 Jun 2032.
    expect(result.laches).toMatchObject({ yardstick_years: 12, yardstick_date: "2032-06-15", assessment: "within_yardstick" });
  });

  it("refuses exceptions without an alternative remedy and an appeal without an order date", () => {
    try {
      run({ stage: "slp", exceptions: ["vires_challenge"] }, "2026-01-01");
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).options.errors?.map((x) => x.field)).toEqual(["order_date", "exceptions"]);
    }
    expect(() => run({ event_date: "2026-02-01" }, "2026-01-01")).toThrow(ApiError);
  });

  it("is deterministic and cites only registry provisions", () => {
    const fields = withoutCommonFields(tool.example);
    expect(run(fields, "2026-11-22").result).toEqual(run(fields, "2026-11-22").result);
    for (const f of [fields, { stage: "writ_appeal", order_date: "2026-01-01" }, { stage: "slp", order_date: "2026-01-01" }, { impugned: "private_body", right_type: "fundamental_right" }, { alternative_remedy: "sarfaesi_s17", event_date: "2026-01-01" }]) {
      // in-sarfaesi-act-2002 is added by engineer "corporate2" on another branch.
      expect(unresolvedRefs(run(f, "2026-11-22").ctx).filter((r) => r.source_id !== "in-sarfaesi-act-2002")).toEqual([]);
    }
  });
});

describe("writ-petition prose", () => {
  it("groups the days of delay in the laches explanation (1,209, not 1209)", () => {
    const { result } = run(withoutCommonFields(tool.example), tool.example.as_of as string);
    expect(result.laches?.explanation).toContain("comes 1,209 days after the impugned action");
  });
});
