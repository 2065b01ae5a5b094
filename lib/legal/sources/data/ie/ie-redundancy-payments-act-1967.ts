import type { InstrumentInput } from "../../schema";

/** Ireland's Redundancy Payments Act 1967: the statutory redundancy lump sum, lay-off and short-time, and claim deadlines. */
export const ieRedundancyPaymentsAct1967: InstrumentInput = {
  source_id: "ie-redundancy-payments-act-1967",
  title: "Redundancy Payments Act 1967 (No. 21 of 1967)",
  short_names: ["Redundancy Payments Act 1967", "RPA 1967", "Redundancy Payments Acts 1967 to 2014"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/1967/act/21/front/revised/en/html",
  date: "1967-12-18",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "7",
      heading: "General right to redundancy payment",
      summary: "Entitles an employee dismissed by reason of redundancy, or laid off or kept on short-time for the minimum period, to a statutory redundancy payment if they have the requisite period of continuous employment (104 weeks) in insurable employment, and defines redundancy as dismissal for reasons not related to the employee, such as the business closing, needing fewer employees or changing the work.",
      topics: ["employment", "redundancy", "severance-pay"],
      situations: ["my job in Ireland was made redundant after three years, am I owed a lump sum", "the shop I worked at in Dublin closed down; do I get redundancy pay"],
    },
    {
      article: "8",
      heading: "Qualification of general right under section 7",
      summary: "Qualifies the general right to a redundancy payment, excluding cases such as an employee who had not worked the requisite period or is otherwise taken outside it by the section.",
      topics: ["employment", "redundancy"],
    },
    {
      article: "9",
      heading: "Dismissal by employer",
      summary: "Treats an employee as dismissed for redundancy purposes where the employer ends the contract with or without notice, where a fixed-term contract expires without renewal, or where the employee ends it because of the employer's conduct.",
      topics: ["employment", "redundancy", "dismissal", "fixed-term"],
    },
    {
      article: "11",
      heading: "Lay-off and short-time",
      summary: "Defines lay-off (the employer cannot provide work but reasonably believes the cessation is temporary and gives notice) and short-time (work or pay cut to less than half the normal weekly hours or pay).",
      topics: ["employment", "lay-off", "short-time"],
      situations: ["my Irish employer has put me on a three-day week because there's no work"],
    },
    {
      article: "12",
      heading: "Right to redundancy payment by reason of lay-off or short-time",
      summary: "Allows an employee laid off or on short-time for four or more consecutive weeks, or for six or more weeks within thirteen, to claim a redundancy payment by giving written notice of intention to claim.",
      topics: ["employment", "lay-off", "short-time", "redundancy"],
      situations: ["I've been laid off for a month in Ireland with no end in sight, can I claim redundancy"],
    },
    {
      article: "13",
      heading: "Right of employer to give counter-notice",
      summary: "Lets the employer resist a lay-off or short-time redundancy claim by counter-notice that it reasonably expects to provide at least 13 weeks of normal work within four weeks.",
      topics: ["employment", "lay-off", "redundancy"],
    },
    {
      article: "14",
      heading: "Disentitlement to redundancy payment because of dismissal for misconduct",
      summary: "Removes the right to a redundancy payment where the employer was entitled to dismiss, and did dismiss, the employee for misconduct, subject to rules for misconduct during the notice period.",
      topics: ["employment", "redundancy", "misconduct"],
    },
    {
      article: "15",
      heading: "Disentitlement to redundancy payment for refusal to accept alternative employment",
      summary: "Removes the right to a redundancy payment where the employee unreasonably refuses an offer of suitable alternative employment on the same or reasonably comparable terms.",
      topics: ["employment", "redundancy", "alternative-employment"],
      situations: ["I turned down another role my employer offered instead of redundancy in Ireland"],
    },
    {
      article: "17",
      heading: "Notice of proposed dismissal for redundancy",
      summary: "Requires an employer proposing to dismiss an employee with at least the requisite service for redundancy to give written notice of the proposed dismissal at least two weeks before the date of dismissal and to send a copy to the Minister.",
      topics: ["employment", "redundancy", "notice"],
    },
    {
      article: "19",
      heading: "Payment of lump sum by employer",
      summary: "Requires the employer, on dismissal by reason of redundancy, to pay the employee the statutory lump sum calculated under the Third Schedule.",
      topics: ["employment", "redundancy", "severance-pay"],
      situations: ["how much statutory redundancy pay will I get in Ireland"],
    },
    {
      article: "20",
      heading: "Change of ownership of business",
      summary: "Treats an employee who, on a change in ownership of the business, accepts or unreasonably refuses an offer of employment from the new owner on the same terms as not being dismissed for redundancy purposes, and carries service over.",
      topics: ["employment", "redundancy", "business-transfer"],
    },
    {
      article: "24",
      heading: "Time-limit on claims for redundancy payment",
      summary: "Bars a redundancy payment unless the employee claimed it or referred the question to the Workplace Relations Commission within 52 weeks of dismissal, extendable to 104 weeks where the delay had reasonable cause.",
      topics: ["employment", "redundancy", "time-limits"],
      situations: ["I was made redundant over a year ago in Ireland, is it too late to claim"],
    },
  ],
};
