import type { InstrumentInput } from "../../schema";

/** Ireland's Parental Leave Act 1998: unpaid parental leave for each child. */
export const ieParentalLeaveAct1998: InstrumentInput = {
  source_id: "ie-parental-leave-act-1998",
  title: "Parental Leave Act 1998 (No. 30 of 1998)",
  short_names: ["Parental Leave Act 1998", "PLA 1998", "Parental Leave Acts 1998 to 2019"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/1998/act/30/front/revised/en/html",
  date: "1998",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "6",
      heading: "Entitlement to parental leave",
      summary: "Entitles an employee who is a relevant parent to 26 working weeks of unpaid parental leave for each child, to be taken before the child turns 12 (16 for a child with a disability or long-term illness), after one year's continuous employment with the employer.",
      topics: ["employment", "parental-leave", "family-leave"],
      situations: ["how much unpaid parental leave can I take in Ireland", "can I take time off to look after my 8-year-old in Ireland"],
    },
  ],
};
