import { describe, expect, it } from "vitest";
import { alteredFigures, amountsIn, datesIn, narrateResult } from "./narrative";

describe("family narrative", () => {
  it("reads dates in the forms people write them, and rejects impossible ones", () => {
    expect(datesIn("from 2026-01-31 until 28 February 2026, or Feb 29, 2028; 1st March 2026")).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-01",
      "2028-02-29",
    ]);
    expect(datesIn("on 30 February 2026")).toEqual(["30 February 2026"]);
  });

  it("reads amounts with their currency, multiplying out lakh and crore", () => {
    expect(amountsIn("a deposit of ₹3,00,000 and Rs. 2.5 lakh, INR 1 crore, EUR 750m and $1,200.50")).toEqual([300000, 250000, 10000000, 750000000, 1200.5]);
  });

  it("flags only the dates and amounts that are in neither the result nor the request", () => {
    const result = { deadlines: [{ last_day: "2026-04-30", condonation: { outer_limit: "2026-05-30" } }], money: [{ amount: 300000 }] };
    const request = { award_received_date: "2026-01-31" };
    expect(alteredFigures("Received on 31 January 2026; file by 30 April 2026 (at the latest 2026-05-30); ₹3 lakh.", result, request)).toEqual([]);
    expect(alteredFigures("File by 2026-05-01 and pay ₹3,50,000.", result, request)).toEqual(["date 2026-05-01", "amount 350000"]);
  });

  it("narrates a civil result: forum, deadlines with status and condonation, money, checklist", () => {
    const text = narrateResult(
      {
        forum: { forum: "NCLAT", basis: "s.61" },
        deadlines: [
          { label: "Appeal", last_day: "2026-04-09", status: "in_time_only_with_condonation", days_late: 3, condonation: { available: true, capped: true, outer_limit: "2026-04-24" } },
        ],
        money: [{ label: "Fee", amount: 10000, basis: "rules" }],
        checklist: [{ item: "Certified copy", why: "s.61(2)" }],
        notes: [],
      },
      { toolName: "Insolvency litigation", asOf: "2026-04-12" },
    );
    expect(text).toContain("Forum: NCLAT (s.61).");
    expect(text).toContain("Appeal: last day 2026-04-09 — in time only if the delay is condoned as of the judging date (3 days late) ; condonation possible up to the outer limit of 2026-04-24.");
    expect(text).toContain("- Fee: ₹10,000 (rules).");
    expect(text).toContain("- Certified copy — s.61(2)");
  });
});
