import type { InstrumentInput } from "../../schema";

/** Ireland's Paternity Leave and Benefit Act 2016: two weeks' leave for a parent other than the mother. */
export const iePaternityLeaveAndBenefitAct2016: InstrumentInput = {
  source_id: "ie-paternity-leave-and-benefit-act-2016",
  title: "Paternity Leave and Benefit Act 2016 (No. 11 of 2016)",
  short_names: ["Paternity Leave and Benefit Act 2016", "PLBA 2016", "Paternity Leave Act (Ireland)"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.irishstatutebook.ie/eli/2016/act/11/enacted/en/html",
  date: "2016",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "6",
      heading: "Entitlement to paternity leave",
      summary:
        "Entitles an employee who is a relevant parent of a child (the father, or the spouse, civil partner or cohabitant of the mother or of an adopting parent) to two weeks' paternity leave from work following the child's birth or placement for adoption, to provide or help provide care for the child and support to the mother or adopting parent.",
      topics: ["employment", "paternity-leave", "family-leave"],
      situations: ["my partner is having a baby; how much time off do I get as the dad in Ireland", "can a same-sex partner of the mother take paternity leave in Ireland", "leave for a new father once the child is born"],
    },
    {
      article: "7",
      heading: "Notification to employer",
      summary:
        "Makes the leave depend on the employee telling the employer in writing, as soon as reasonably practicable and at least four weeks before the expected week of birth or day of placement, that they intend to take it, and on the employee supplying evidence of the expected birth (a medical certificate) or, for an adoption, of the placement.",
      topics: ["employment", "paternity-leave", "notice"],
      situations: ["how much notice must I give my employer before taking paternity leave in Ireland"],
    },
    {
      article: "8",
      heading: "Allocation of paternity leave",
      summary:
        "Lets the employee choose when the leave starts, no earlier than the birth or placement and no later than 26 weeks after it; for a fixed-term employee the leave ends when the contract's term expires.",
      topics: ["employment", "paternity-leave"],
      situations: ["when do I have to take my paternity leave in Ireland; can I wait a few months after the birth"],
    },
    {
      article: "19",
      heading: "Preservation or suspension of rights while on paternity leave",
      summary:
        "Preserves an employee's employment rights during paternity leave, so that the leave counts as service and does not break continuity of employment, while the right to be paid by the employer is suspended for the period.",
      topics: ["employment", "paternity-leave", "employee-rights"],
      situations: ["does paternity leave count as service", "am I paid by my employer during paternity leave"],
    },
    {
      article: "22",
      heading: "Protection of employees from penalisation",
      summary: "Forbids an employer to penalise an employee, by dismissal, unfavourable change of conditions or otherwise, for taking or proposing to take paternity leave.",
      topics: ["employment", "paternity-leave", "retaliation"],
      situations: ["I was treated badly at work after taking paternity leave in Ireland"],
    },
    {
      article: "23",
      heading: "General right to return to work on expiry of paternity leave",
      summary: "Entitles the employee to return after paternity leave to the same job with the same employer, on terms no less favourable than before the leave.",
      topics: ["employment", "paternity-leave", "return-to-work"],
      situations: ["will I get my old job back after paternity leave in Ireland"],
    },
  ],
};
