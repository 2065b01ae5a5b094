import type { InstrumentInput } from "../../schema";

/**
 * Denmark's Salaried Employees Act. Its sections carry no official headings; each heading below is an editorial
 * description in square brackets.
 */
export const dkFunktionaerloven: InstrumentInput = {
  source_id: "dk-funktionaerloven",
  title: "Lov om retsforholdet mellem arbejdsgivere og funktionærer (funktionærloven)",
  short_names: ["funktionærloven", "Salaried Employees Act", "Danish Salaried Employees Act", "Funktionærloven"],
  jurisdiction: "DK",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.retsinformation.dk/eli/lta/2017/1002",
  date: "1938",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2",
      heading: "[Untitled] Notice of termination",
      summary: "Sets the employer's notice to a salaried employee at one month during the first six months, three months up to three years' service, four months up to six years, five months up to nine years and six months after that, given to the end of a month; the employee must give one month's notice.",
      topics: ["employment", "notice", "dismissal", "resignation"],
      situations: ["how much notice must my employer in Denmark give me", "I want to quit my office job in Denmark, how much notice"],
    },
    {
      article: "2a",
      heading: "[Untitled] Severance allowance after long service",
      summary: "Entitles a salaried employee dismissed after 12, 15 or 18 years of continuous service to a severance allowance of one, two or three months' pay, unless the employee receives an old-age pension from the employer on leaving.",
      topics: ["employment", "severance-pay", "seniority"],
      situations: ["I was let go after 16 years in Denmark, am I owed extra pay"],
    },
    {
      article: "2b",
      heading: "[Untitled] Compensation for unreasonable dismissal",
      summary: "Entitles a salaried employee with at least one year's service whose dismissal is not reasonably justified by the employee's conduct or the employer's circumstances to compensation fixed with regard to length of service and the circumstances, capped at six months' pay.",
      topics: ["employment", "unfair-dismissal", "compensation"],
      situations: ["can I get compensation in Denmark if I was fired for no good reason"],
    },
    {
      article: "5",
      heading: "[Untitled] Sickness absence and the 120-day rule",
      summary: "Treats absence through illness as not a breach of contract, but allows a written contract term under which the employee may be dismissed with one month's notice after 120 days of sick pay within any twelve consecutive months.",
      topics: ["employment", "sickness", "dismissal", "notice"],
      situations: ["can I be fired while on sick leave in Denmark", "what is the 120-day rule in my Danish contract"],
    },
    {
      article: "7",
      heading: "[Untitled] Pay during pregnancy and maternity leave",
      summary: "Entitles a salaried employee who is absent because of pregnancy and childbirth to half pay from the employer for the statutory period, in addition to any daily benefit arrangements.",
      topics: ["employment", "maternity-leave", "wages"],
      situations: [
        "does my Danish employer pay me during maternity leave",
        "pay during pregnancy leave in Denmark",
      ],
    },
  ],
};
