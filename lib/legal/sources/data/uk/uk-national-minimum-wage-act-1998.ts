import type { InstrumentInput } from "../../schema";

/** National Minimum Wage Act 1998 (1998 c. 39). The rates themselves are set by the National Minimum Wage Regulations 2015. */
export const ukNationalMinimumWageAct1998: InstrumentInput = {
  source_id: "uk-national-minimum-wage-act-1998",
  title: "National Minimum Wage Act 1998 (1998 c. 39)",
  short_names: ["National Minimum Wage Act 1998", "National Minimum Wage Act", "NMWA 1998", "NMWA", "National Living Wage"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1998/39/contents",
  date: "1998-07-31",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Workers to be paid at least the minimum wage",
      summary:
        "Requires every worker who works, or ordinarily works, in the United Kingdom and is over compulsory school age to be paid in each pay reference period at least the national minimum wage, at the hourly rate (and age bands) set by regulations.",
      topics: ["employment", "pay", "minimum-wage"],
      situations: ["I am 24 and paid £11.90 an hour in England", "what is the minimum hourly pay in the UK", "my apprentice wage seems too low", "my boss pays me less per hour than the minimum wage", "can a young worker be paid below the legal minimum rate"],
    },
    {
      article: "9",
      heading: "Duty of employers to keep records",
      summary: "Requires employers to keep the records that regulations prescribe to show that workers have been paid at least the national minimum wage.",
      topics: ["employment", "pay", "records"],
      situations: ["my boss keeps no record of the hours I work or what he pays me"],
    },
    {
      article: "17",
      heading: "Non-compliance: worker entitled to additional remuneration",
      summary:
        "Entitles an underpaid worker to the difference between what was paid and the minimum wage, uprated to the current rate where that is higher, recoverable as unpaid wages.",
      topics: ["employment", "pay", "remedies"],
      situations: [
        "my employer underpaid me below minimum wage last year; can I get it back",
        "my employer underpaid me below minimum wage, can I get the arrears",
      ],
    },
  ],
};
