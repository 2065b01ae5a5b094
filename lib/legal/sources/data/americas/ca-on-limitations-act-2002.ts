import type { InstrumentInput } from "../../schema";

/** Ontario's Limitations Act, 2002: the basic two-year and ultimate fifteen-year limitation periods. */
export const caOnLimitationsAct2002: InstrumentInput = {
  source_id: "ca-on-limitations-act-2002",
  title: "Limitations Act, 2002, S.O. 2002, c. 24, Sched. B",
  short_names: ["Limitations Act, 2002", "Limitations Act, 2002 (Ontario)", "Ontario Limitations Act"],
  jurisdiction: "CA-ON",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.ontario.ca/laws/statute/02l24",
  date: "2002",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "Basic limitation period",
      summary: "Bars a proceeding in respect of a claim after the second anniversary of the day on which the claim was discovered, unless the Act provides otherwise.",
      topics: ["limitation-periods", "time-limits", "civil-procedure"],
      situations: ["how long do I have to sue someone in Ontario", "it's been three years since a contractor botched my roof in Ontario; can I still sue"],
    },
    {
      article: "5",
      heading: "Discovery",
      summary: "Treats a claim as discovered on the earlier of the day the person knew, or a reasonable person in their circumstances ought to have known, that the injury, loss or damage occurred, was caused by an act or omission of the defendant, and that a proceeding would be an appropriate means to remedy it.",
      topics: ["limitation-periods", "discoverability"],
      situations: ["when does the two years to sue start if I only found out about the damage later", "I discovered the problem long after it happened"],
    },
    {
      article: "15",
      heading: "Ultimate limitation periods",
      summary: "Bars any proceeding, whether or not the claim was discovered, after the fifteenth anniversary of the day on which the act or omission on which the claim is based took place, subject to listed exceptions.",
      topics: ["limitation-periods", "time-limits"],
      situations: ["is there an absolute deadline to sue no matter when I found out", "fifteen year limit on claims"],
    },
    {
      article: "16",
      heading: "No limitation period",
      summary: "Lists proceedings that have no limitation period, such as proceedings for a declaration without consequential relief, to enforce a court order, in respect of undiscovered environmental claims and sexual misconduct claims.",
      topics: ["limitation-periods", "sexual-assault"],
      situations: ["claims with no time limit to sue", "can I sue for sexual abuse many years later"],
    },
  ],
};
