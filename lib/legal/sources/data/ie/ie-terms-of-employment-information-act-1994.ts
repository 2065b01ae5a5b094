import type { InstrumentInput } from "../../schema";

/** Ireland's Terms of Employment (Information) Act 1994: the written statement of terms an employee must receive. */
export const ieTermsOfEmploymentInformationAct1994: InstrumentInput = {
  source_id: "ie-terms-of-employment-information-act-1994",
  title: "Terms of Employment (Information) Act 1994 (No. 5 of 1994)",
  short_names: ["Terms of Employment (Information) Act 1994", "TEIA 1994", "Terms of Employment (Information) Acts"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/1994/act/5/front/revised/en/html",
  date: "1994",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "Written statement of terms of employment",
      summary: "Requires the employer to give a new employee, within five days of starting, a written statement of the core terms (names, address, place of work, job, start date, pay, expected hours) and, within one month, a fuller written statement covering pay intervals, paid leave, sick pay and pensions, notice periods, collective agreements and training, signed by the employer and kept for the duration of employment and a year after.",
      topics: ["employment", "written-statement", "employment-contract"],
      situations: ["I've been working in Ireland for six weeks and have no contract in writing", "what must my employer in Ireland give me in writing when I start"],
    },
  ],
};
