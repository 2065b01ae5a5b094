import { describe, expect, it } from "vitest";
import { consumerLitTool as tool } from "@/lib/litigation/tools/consumer-lit";
import { fieldsRefused, runCore, unresolvedRefs, withoutCommonFields } from "@/lib/tools/testing";

const run = (fields: Record<string, unknown>, asOf: string) => runCore(tool, fields, { asOf });

describe("consumer-lit", () => {
  it("runs its example: a s.41 appeal four days late, condonable, with half the amount ordered to deposit", () => {
    const { result, ctx } = run(withoutCommonFields(tool.example), tool.example.as_of as string);
    // 15 Jan 2026 + 45 days: 16 days to 31 Jan, 28 more to 28 Feb (44), 1 Mar 2026 (45), a Sunday.
    const d = result.deadlines[0]!;
    expect(d.last_day).toBe("2026-03-01");
    expect(d.status).toBe("in_time_only_with_condonation");
    expect(d.days_late).toBe(4);
    expect(d.condonation).toMatchObject({ available: true, capped: false, outer_limit: null });
    expect(d.counting.some((line) => /Sunday/.test(line))).toBe(true);
    expect(result.money[0]).toMatchObject({ amount: 320000 });
    expect(result.forum?.forum).toBe("State Consumer Disputes Redressal Commission");
    expect(ctx.refOf(d.citation_ids[0]!)).toEqual({ source_id: "in-consumer-protection-act-2019", article: "41" });
    // ₹5.2 lakh paid: a District Commission matter under the 2021 limits.
    expect(result.pecuniary).toMatchObject({ forum: "district" });
    expect(unresolvedRefs(ctx)).toEqual([]);
    expect(run(withoutCommonFields(tool.example), tool.example.as_of as string).result).toEqual(result);
  });

  it("picks the Commission by consideration paid, at the band edges, under the limits in force on the date", () => {
    const forum = (paid: number, asOf: string) => run({ consideration_paid: paid }, asOf).result.pecuniary!.forum;
    expect(forum(5_000_000, "2026-01-10")).toBe("district"); // exactly ₹50 lakh
    expect(forum(5_000_001, "2026-01-10")).toBe("state");
    expect(forum(20_000_000, "2026-01-10")).toBe("state"); // exactly ₹2 crore
    expect(forum(20_000_001, "2026-01-10")).toBe("national");
    // ₹60 lakh: District before the 2021 Rules (₹1 crore limit), State from 30 Dec 2021.
    expect(forum(6_000_000, "2021-12-29")).toBe("district");
    expect(forum(6_000_000, "2021-12-30")).toBe("state");
    expect(forum(150_000_000, "2021-06-01")).toBe("national"); // over ₹10 crore under the Act's own limits
  });

  it("counts the two-year complaint period from a 29 February to 28 February (leap year), and from a month-end", () => {
    const leap = run({ cause_of_action_date: "2024-02-29" }, "2026-02-28").result.deadlines[0]!;
    expect(leap.last_day).toBe("2026-02-28");
    expect(leap.status).toBe("in_time");
    expect(leap.days_remaining).toBe(0);
    const monthEnd = run({ cause_of_action_date: "2024-01-31" }, "2026-02-02").result.deadlines[0]!;
    expect(monthEnd.last_day).toBe("2026-01-31");
    expect(monthEnd.status).toBe("in_time_only_with_condonation"); // s.69(2): no outer limit
    expect(monthEnd.days_late).toBe(2);
  });

  it("adds certified-copy time to a 30-day s.51 appeal, and limits a second appeal to questions of law", () => {
    // 31 Jan 2026 + 30 days = 2 Mar 2026; + 5 copy days = 7 Mar.
    const { result, ctx } = run({ stage: "appeal_national", order_date: "2026-01-31", certified_copy_days: 5, state_order_in_appeal: true }, "2026-03-07");
    const d = result.deadlines[0]!;
    expect(d.last_day).toBe("2026-03-07");
    expect(d.excluded_days).toBe(5);
    expect(d.status).toBe("in_time");
    expect(d.citation_ids.map((id) => ctx.refOf(id))).toContainEqual({ source_id: "in-limitation-act-1963", article: "29" });
    expect(result.checklist.some((c) => /substantial question of law/.test(c.item))).toBe(true);
    expect(result.next_forum?.basis).toMatch(/Art\. 136/);
    // A day later it is late but still condonable: the Act sets no outer limit.
    expect(run({ stage: "appeal_national", order_date: "2026-01-31", certified_copy_days: 5 }, "2026-03-08").result.deadlines[0]!.status).toBe("in_time_only_with_condonation");
  });

  it("asks no deposit of a complainant appealing, and states the rule when the amount is not given", () => {
    const complainant = run({ stage: "appeal_state", order_date: "2026-01-15", amount_ordered: 100000, appellant: "complainant" }, "2026-02-01").result;
    expect(complainant.money[0]!.amount).toBe(0);
    expect(complainant.checklist.some((c) => /deposit/.test(c.item))).toBe(false);
    const unknown = run({ stage: "appeal_supreme_court", order_date: "2026-01-15" }, "2026-02-01").result;
    expect(unknown.money[0]!.amount).toBeNull();
    // s.67: 30 days from 15 Jan = 14 Feb 2026.
    expect(unknown.deadlines[0]!.last_day).toBe("2026-02-14");
  });

  it("warns that no s.67 appeal lies from an appellate order of the National Commission", () => {
    const { ctx } = run({ stage: "appeal_supreme_court", order_date: "2026-01-15", ncdrc_original_jurisdiction: false }, "2026-02-01");
    expect(ctx.warnings.map((w) => w.code)).toContain("no_statutory_appeal");
  });

  it("refuses impossible input with per-field errors", () => {
    const errors = (fields: Record<string, unknown>, asOf: string) => fieldsRefused(() => run(fields, asOf));
    expect(errors({ stage: "appeal_state", order_date: "2026-05-01" }, "2026-04-20")).toContain("order_date");
    expect(errors({ stage: "appeal_state" }, "2026-04-20")).toEqual(["order_date"]);
    expect(errors({ cause_of_action_date: "2026-05-01" }, "2026-04-20")).toEqual(["cause_of_action_date"]);
    expect(() => run({ consideration_paid: -1 }, "2026-04-20")).toThrow();
  });
});

describe("consumer-lit: no appeal lies under s.67 from an appellate order, so no pre-deposit", () => {
  it("routes to special leave (Art. 136) with a 90-day period and lists no 50% deposit", () => {
    const { result, ctx } = run({ stage: "appeal_supreme_court", order_date: "2026-01-15", ncdrc_original_jurisdiction: false, amount_ordered: 1_000_000 }, "2026-02-01");
    expect(result.money).toEqual([]);
    expect(result.deadlines.map((d) => d.key)).toEqual(["special_leave_petition"]);
    expect(result.deadlines[0]!.last_day).toBe("2026-04-15"); // 15 Jan 2026 + 90 days
    expect(result.forum?.forum).toMatch(/special leave/);
    expect(result.checklist.some((c) => /50% deposit/.test(c.item))).toBe(false);
    expect(ctx.warnings.find((w) => w.code === "no_statutory_appeal")?.message).toMatch(/no 50% pre-deposit/);
    expect(unresolvedRefs(ctx)).toEqual([]);
  });

  it("from an order in original jurisdiction the s.67 appeal and its deposit remain", () => {
    const { result } = run({ stage: "appeal_supreme_court", order_date: "2026-01-15", amount_ordered: 1_000_000 }, "2026-02-01");
    expect(result.money[0]!.amount).toBe(500_000);
    expect(result.deadlines[0]!.key).toBe("supreme_court_appeal");
  });
});

describe("consumer-lit: a case before 20 Jul 2020 is not given the 2019 Act's forums", () => {
  it("computes no forum, band, period or deposit under the 2019 Act before it came into force", () => {
    const { result, ctx } = run({ stage: "complaint", consideration_paid: 500_000, cause_of_action_date: "2020-01-10" }, "2020-06-01");
    expect(result).toMatchObject({ forum: null, next_forum: null, pecuniary: null, deadlines: [], money: [] });
    expect(ctx.warnings.find((w) => w.code === "jurisdiction_not_covered")?.message).toContain("Consumer Protection Act 1986 governed");
    // From 20 Jul 2020 the 2019 Act's own limits apply (₹1 crore for the District Commission until 29 Dec 2021).
    expect(run({ stage: "complaint", consideration_paid: 500_000 }, "2020-07-20").result.pecuniary?.forum).toBe("district");
  });
});
