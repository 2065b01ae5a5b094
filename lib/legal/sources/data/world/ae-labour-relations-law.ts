import type { InstrumentInput } from "../../schema";

/**
 * The headings below are descriptive labels of ours in square brackets: the articles' official titles could not be
 * confirmed when this file was written.
 */
export const aeLabourRelationsLaw: InstrumentInput = {
  source_id: "ae-labour-relations-law",
  title: "Federal Decree-Law No. 33 of 2021 on the Regulation of Labour Relations",
  short_names: ["UAE Labour Law", "Labour Relations Law (UAE)", "Federal Decree-Law No. 33 of 2021"],
  jurisdiction: "AE",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.mohre.gov.ae/en/laws-and-regulations/laws.aspx",
  date: "2021-09-20",
  provisions: [
    {
      article: "29",
      heading: "[Heading not verified] Annual leave",
      summary: "Entitles a worker to 30 days of paid annual leave for each year of service, and two days a month after six months of service in the first year.",
      topics: ["employment", "annual-leave"],
      situations: ["how many vacation days do I get in the UAE"],
    },
    {
      article: "30",
      heading: "[Heading not verified] Maternity leave",
      summary: "Entitles a female worker to 60 days of maternity leave, 45 days with full pay and 15 days with half pay, with further unpaid leave in certain cases.",
      topics: ["employment", "maternity-leave"],
      situations: ["how long is maternity leave in the UAE"],
    },
    {
      article: "43",
      heading: "[Heading not verified] Notice of termination",
      summary: "Lets either party terminate the employment contract for a legitimate reason by written notice of at least 30 days and at most 90 days, during which the contract continues.",
      topics: ["employment", "termination", "notice-period"],
      situations: [
        "how much notice must be given to end a job in the UAE",
        "notice period when resigning in Dubai",
      ],
    },
    {
      article: "51",
      heading: "[Heading not verified] End-of-service gratuity",
      summary: "Entitles a full-time foreign worker with at least one year of continuous service to an end-of-service gratuity based on basic wage: 21 days' wages for each of the first five years and 30 days' wages for each further year, capped at two years' wages.",
      topics: ["employment", "end-of-service", "severance"],
      situations: [
        "how is end-of-service gratuity calculated in the UAE",
        "do I get gratuity when I leave my job in the UAE",
      ],
    },
  ],
};
