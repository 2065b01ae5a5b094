import type { InstrumentInput } from "../../schema";

/**
 * Illinois Paid Leave for All Workers Act (820 ILCS 192; Public Act 102-1143), selected sections. Section number and
 * heading checked against the Illinois General Assembly's compiled statutes text.
 */
export const usIlPaidLeaveForAllWorkersAct: InstrumentInput = {
  source_id: "us-il-paid-leave-for-all-workers-act",
  title: "Paid Leave for All Workers Act (820 ILCS 192)",
  short_names: ["Paid Leave for All Workers Act", "820 ILCS 192", "Illinois paid leave law", "PLAWA"],
  jurisdiction: "US-IL",
  kind: "statute",
  provision_label: "section",
  codified_at: "820 ILCS 192",
  official_url: "https://www.ilga.gov/legislation/publicacts/102/102-1143.htm",
  date: "2023",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "15",
      heading: "Provision of paid leave",
      summary:
        "Entitles an employee who works in Illinois to earn and use at least 40 hours of paid leave in a 12-month period (or a pro rata amount), which may be used for any purpose as long as it is taken in accordance with the Act; leave accrues at one hour for every 40 hours worked, up to 40 hours or more if the employer provides more.",
      topics: ["employment", "leave", "sick-leave", "paid-leave"],
      situations: [
        "does my employer in Illinois have to give me paid time off",
        "can I use paid leave in Illinois for something other than being sick",
        "how fast do I earn paid leave working part-time in Illinois",
      ],
    },
  ],
};
