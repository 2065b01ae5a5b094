import type { InstrumentInput } from "../../schema";

/** Ireland's Minimum Notice and Terms of Employment Act 1973: the statutory minimum notice each side must give to end employment. */
export const ieMinimumNoticeAndTermsOfEmploymentAct1973: InstrumentInput = {
  source_id: "ie-minimum-notice-and-terms-of-employment-act-1973",
  title: "Minimum Notice and Terms of Employment Act 1973 (No. 4 of 1973)",
  short_names: ["Minimum Notice and Terms of Employment Act 1973", "Minimum Notice and Terms of Employment Acts 1973 to 2005", "MNTEA 1973"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/1973/act/4/revised/en/html",
  date: "1973-05-09",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "Minimum period of notice",
      summary: "Requires an employer ending the employment of someone with thirteen weeks' or more continuous service to give at least: one week under two years' service, two weeks from two to under five years, four weeks from five to under ten, six weeks from ten to under fifteen, and eight weeks for fifteen years or more; a contract giving less is read as giving the statutory period.",
      topics: ["employment", "dismissal", "notice-period", "termination"],
      situations: ["how much notice does my employer in Ireland have to give me after three years", "I was let go in Dublin with one day's notice after eight years", "my contract says one week's notice but I've been there twelve years"],
    },
    {
      article: "6",
      heading: "Right of employer to notice",
      summary: "Entitles an employer to at least one week's notice from an employee with thirteen weeks' or more continuous service who intends to leave, subject to the employee's rights to counter-notice and to claim redundancy after lay-off or short-time under the Redundancy Payments Act 1967.",
      topics: ["employment", "resignation", "notice-period"],
      situations: ["how much notice do I need to give when I quit my job in Ireland", "can I leave my Irish job without working my notice"],
    },
    {
      article: "7",
      heading: "Right to waive notice",
      summary: "Allows either the employee or the employer to give up the right to notice on a particular occasion, or to accept payment instead of notice.",
      topics: ["employment", "notice-period", "pay-in-lieu"],
      situations: ["my Irish employer wants to pay me instead of letting me work my notice, is that allowed"],
    },
  ],
};
