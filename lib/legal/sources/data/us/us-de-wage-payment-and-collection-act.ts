import type { InstrumentInput } from "../../schema";

/**
 * Delaware Wage Payment and Collection Act (19 Del. C. ch. 11), selected sections. Section numbers and catchlines
 * checked against reproductions of the current Delaware Code text.
 */
export const usDeWagePaymentAndCollectionAct: InstrumentInput = {
  source_id: "us-de-wage-payment-and-collection-act",
  title: "Delaware Wage Payment and Collection Act (Title 19, Chapter 11, Delaware Code)",
  short_names: ["Delaware Wage Payment and Collection Act", "19 Del. C. ch. 11", "Delaware wage law"],
  jurisdiction: "US-DE",
  kind: "code",
  provision_label: "section",
  codified_at: "19 Del. C.",
  official_url: "https://delcode.delaware.gov/title19/c011/index.html",
  date: "1965",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "1102",
      heading: "Payment of wages on regular paydays",
      summary:
        "Requires employers to pay all wages due on regular paydays designated in advance, at least once each calendar month, in money or cashable cheques (or by credit to the employee's bank account on written request), and within 7 days after the close of the pay period in which they were earned, with limited room to defer some overtime and variable-hour pay to the next period.",
      topics: ["employment", "wages", "paydays"],
      situations: [
        "my Delaware employer only pays us every six weeks",
        "how soon after the pay period must I be paid in Delaware",
        "how often must a Delaware employer pay wages",
        "my paycheck in Delaware keeps coming late",
      ],
    },
    {
      article: "1103",
      heading: "Employees separated from the payroll before regular payday; damages for failure to pay wages",
      summary:
        "When an employee quits, resigns, is discharged, suspended or laid off, wages earned fall due on the later of the next regular payday or three business days after the last day worked, paid through the usual channels or by mail on request; an employer who fails to pay without reasonable grounds for dispute also owes liquidated damages of 10% of the unpaid wages per day (excluding Sundays and legal holidays), capped at the amount of the unpaid wages.",
      topics: ["employment", "wages", "final-pay", "dismissal", "penalties"],
      situations: [
        "I quit my job in Delaware and still have not received my last paycheck",
        "my Delaware employer fired me and is holding back my final wages",
        "when is my final paycheck due after leaving a job in Delaware",
        "is there a penalty if my Delaware employer pays my last wages late",
      ],
    },
  ],
};
