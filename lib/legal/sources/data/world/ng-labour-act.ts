import type { InstrumentInput } from "../../schema";

/**
 * The headings below are descriptive labels of ours in square brackets: the sections' official marginal notes could
 * not be confirmed when this file was written.
 */
export const ngLabourAct: InstrumentInput = {
  source_id: "ng-labour-act",
  title: "Labour Act (Cap. L1, Laws of the Federation of Nigeria 2004)",
  short_names: ["Labour Act", "Labour Act (Nigeria)", "Cap. L1 LFN 2004"],
  jurisdiction: "NG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.nigeria-law.org/Labour%20Act.htm",
  date: "1974-08-01",
  provisions: [
    {
      article: "7",
      heading: "[Heading not verified] Written statement of terms",
      summary: "Requires the employer, within three months of the start of employment, to give the worker a written statement of the terms of employment, including pay, hours, holidays and notice.",
      topics: ["employment", "written-statement"],
      situations: [
        "my Nigerian employer never gave me written terms of employment",
      ],
    },
    {
      article: "11",
      heading: "[Heading not verified] Termination of contracts by notice",
      summary: "Sets minimum notice by either party: one day for employment of three months or less, one week for up to two years, two weeks for two to five years and one month for five years or more, with pay in lieu allowed.",
      topics: ["employment", "termination", "notice-period"],
      situations: [
        "how much notice must my employer give me in Nigeria",
        "how much notice must my employer in Nigeria give me",
      ],
    },
    {
      article: "18",
      heading: "[Heading not verified] Annual holidays with pay",
      summary: "Entitles a worker, after twelve months of continuous service, to at least six working days of paid holiday.",
      topics: ["employment", "annual-leave"],
      situations: [
        "how many days of paid holiday do I get in Nigeria",
      ],
    },
    {
      article: "54",
      heading: "[Heading not verified] Maternity protection",
      summary: "Entitles a woman to leave for six weeks before and after her confinement, with at least half pay if employed for six months or more, and protects her from dismissal during that absence.",
      topics: ["employment", "maternity-leave", "pregnancy"],
      situations: ["how long is maternity leave in Nigeria"],
    },
  ],
};
