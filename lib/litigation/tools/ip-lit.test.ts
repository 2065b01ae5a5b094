import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/problem";
import { ipLitTool as tool } from "@/lib/litigation/tools/ip-lit";
import { runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(tool, fields, { asOf });
const first = (fields: Record<string, unknown>, asOf: string) => run(fields, asOf).result.deadlines[0];

describe("ip-lit", () => {
  it("runs its example: an opposition in the fourth month after a 30 November journal (month-end)", () => {
    const { result, ctx } = run(withoutCommonFields(tool.example), tool.example.as_of as string);
    // s.21(1) as amended in 2010 (in force 8 July 2013): four months, not extendable. 30 Nov 2025 + 4 months → 30 Mar 2026.
    const d = result.deadlines[0];
    expect(d.last_day).toBe("2026-03-30");
    expect(d.condonation.available).toBe(false);
    expect(d.status).toBe("in_time");
    expect(result.ip_right).toBe("trade_mark");
    expect(result.forum?.forum).toBe("Registrar of Trade Marks");
    expect(ctx.refOf(d.citation_ids[0])).toEqual({ source_id: "in-trade-marks-act-1999", article: "21" });
  });

  it("ends four months from 31 October 2023 on the leap day", () => {
    const d = first({ stage: "tm_opposition", journal_date: "2023-10-31" }, "2024-02-01");
    expect(d.last_day).toBe("2024-02-29");
  });

  it("closes the opposition at four months exactly, with no extension", () => {
    // 15 Jan 2026 → 15 May 2026.
    expect(first({ stage: "tm_opposition", journal_date: "2026-01-15" }, "2026-05-15").status).toBe("in_time");
    expect(first({ stage: "tm_opposition", journal_date: "2026-01-15" }, "2026-05-16").status).toBe("out_of_time");
  });

  it("keeps the three months and the one-month extension for a mark advertised before 8 July 2013", () => {
    // 30 Nov 2011 + 3 months: 30 Feb does not exist → 29 Feb 2012 (leap year); outer limit 30 Mar 2012.
    const d = first({ stage: "tm_opposition", journal_date: "2011-11-30" }, "2012-03-10");
    expect(d.last_day).toBe("2012-02-29");
    expect(d.condonation.outer_limit).toBe("2012-03-30");
    expect(d.status).toBe("in_time_only_with_condonation");
    expect(first({ stage: "tm_opposition", journal_date: "2013-07-08" }, "2013-11-08").status).toBe("in_time");
  });

  it("abandons an application without a counter-statement in two months", () => {
    // Received 31 Dec 2025 + 2 months: 31 Feb does not exist → 28 Feb 2026. 1 Mar is one day late, with no extension.
    const d = first({ stage: "tm_counter_statement", opposition_received_date: "2025-12-31" }, "2026-03-01");
    expect(d.last_day).toBe("2026-02-28");
    expect(d.status).toBe("out_of_time");
    expect(d.condonation.available).toBe(false);
  });

  it("bars damages three years after a single infringement", () => {
    // 15 Mar 2023 + 3 years = Sunday 15 Mar 2026: the Monday is still in time (Limitation Act s.4), the Tuesday is not.
    expect(run({ ip_right: "copyright", infringement_date: "2023-03-15", suit_value: 2_500_000 }, "2026-03-16").result.deadlines[0]).toMatchObject({ status: "in_time" });
    const { result, ctx } = run({ ip_right: "copyright", infringement_date: "2023-03-15", suit_value: 2_500_000 }, "2026-03-17");
    expect(result.deadlines[0]).toMatchObject({ last_day: "2026-03-15", status: "out_of_time", days_late: 2 });
    expect(result.is_commercial_dispute).toBe(true);
    expect(result.forum?.forum).toMatch(/Commercial Court/);
    expect(result.checklist.some((c) => /mediation/.test(c.item))).toBe(true);
    expect(ctx.warnings.map((w) => w.code)).toContain("conflicting_authority");
  });

  it("keeps a continuing infringement in time (Limitation Act s.22): a fresh period runs from every moment it continues", () => {
    // A trade mark infringed since 1 Jan 2022 and still continuing on 16 Mar 2026: time runs from 16 Mar 2026, so the
    // suit is in time until 16 Mar 2029, and damages reach back to acts from 16 Mar 2023.
    const { result, ctx } = run({ ip_right: "trade_mark", infringement_date: "2022-01-01", infringement_continuing: true, suit_value: 2_500_000 }, "2026-03-16");
    expect(result.deadlines[0]).toMatchObject({ trigger_date: "2026-03-16", last_day: "2029-03-16", status: "in_time" });
    expect(result.deadlines[0].counting.join(" ")).toContain("acts from 2023-03-16");
    expect(result.deadlines[0].citation_ids.map((id) => ctx.refOf(id)?.article)).toContain("22");
    expect(result.notes.some((n) => n.citation_ids.some((id) => ctx.refOf(id)?.article === "22"))).toBe(true);
  });

  it("gives Registrar and Controller appeals three months with open-ended condonation", () => {
    // 31 Jan 2026 + 3 months → 30 Apr 2026.
    const d = first({ stage: "tm_appeal", order_date: "2026-01-31" }, "2026-06-01");
    expect(d).toMatchObject({ last_day: "2026-04-30", status: "in_time_only_with_condonation", days_late: 32 });
    const p = run({ stage: "patent_appeal", order_date: "2026-01-10" }, "2026-02-01").result;
    expect(p.deadlines[0].last_day).toBe("2026-04-10");
    expect(p.ip_right).toBe("patent");
  });

  it("counts post-grant opposition a year from publication and a copyright term from death", () => {
    // Grant published 29 Feb 2024 + 1 year → 28 Feb 2025.
    expect(first({ stage: "patent_opposition", patent_granted: true, grant_published_date: "2024-02-29" }, "2025-01-01").last_day).toBe("2025-02-28");
    // Author died 1960: 60 years from 1 Jan 1961 → 31 Dec 2020.
    expect(run({ ip_right: "copyright", author_death_year: 1960 }, "2026-01-01").result.copyright_term_ends).toBe("2020-12-31");
  });

  it("sends a patent suit with a revocation counter-claim to the High Court and passing off to Art. 113", () => {
    expect(run({ ip_right: "patent", counter_claim_revocation: true }, "2026-01-01").result.forum?.forum).toBe("High Court");
    const { result, ctx } = run({ ip_right: "trade_mark", registered: false, infringement_date: "2025-01-01" }, "2026-01-01");
    expect(ctx.refOf(result.deadlines[0].citation_ids[0])?.article).toBe("113");
    expect(result.forum!.citation_ids.map((id) => ctx.refOf(id)?.article)).toEqual(["134", "27", "20"]);
  });

  it("refuses a right that contradicts the stage and a missing trigger", () => {
    try {
      run({ stage: "tm_appeal", ip_right: "patent" }, "2026-01-01");
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).options.errors?.map((x) => x.field)).toEqual(["ip_right", "order_date"]);
    }
  });

  it("is deterministic and cites only registry provisions", () => {
    const fields = withoutCommonFields(tool.example);
    expect(run(fields, "2026-03-10").result).toEqual(run(fields, "2026-03-10").result);
    for (const f of [
      fields,
      { ip_right: "trade_mark", infringement_date: "2025-01-01", infringement_continuing: true, suit_value: 5e5 },
      { ip_right: "patent", infringement_date: "2025-01-01" },
      { ip_right: "copyright", author_death_year: 1990, infringement_date: "2025-01-01" },
      { stage: "tm_counter_statement", opposition_received_date: "2026-01-01" },
      { stage: "patent_opposition" },
      { stage: "patent_appeal", order_date: "2026-01-01" },
    ]) {
      expect(unresolvedRefs(run(f, "2026-03-10").ctx)).toEqual([]);
    }
  });
});
