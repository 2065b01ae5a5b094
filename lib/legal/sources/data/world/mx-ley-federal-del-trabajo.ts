import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the headings below are editorial descriptions in square brackets.
 */
export const mxLeyFederalDelTrabajo: InstrumentInput = {
  source_id: "mx-ley-federal-del-trabajo",
  title: "Ley Federal del Trabajo",
  short_names: ["Ley Federal del Trabajo", "LFT", "Mexican Federal Labour Law"],
  jurisdiction: "MX",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf",
  date: "1970-04-01",
  provisions: [
    {
      article: "20",
      heading: "[Untitled] Employment relationship",
      summary: "Defines the employment relationship as the provision of subordinate personal work for pay, whatever act gave rise to it, and the employment contract as the agreement to provide it.",
      topics: ["employment", "employment-contract"],
    },
    {
      article: "24",
      heading: "[Untitled] Written working conditions",
      summary: "Requires working conditions to be recorded in writing where there is no applicable collective contract, in at least two copies.",
      topics: ["employment", "written-statement"],
    },
    {
      article: "47",
      heading: "[Untitled] Grounds for dismissal without liability",
      summary: "Lists grounds on which the employer may terminate the relationship without liability, such as deception in hiring, dishonesty or violence, intentional damage, serious negligence, harassment, more than three unjustified absences in 30 days and disobedience, and requires written notice of the cause.",
      topics: ["employment", "dismissal", "misconduct"],
      situations: ["can I be fired in Mexico for missing work"],
    },
    {
      article: "48",
      heading: "[Untitled] Worker's remedies for unjustified dismissal",
      summary: "Lets a worker dismissed without justification choose between reinstatement and compensation of three months' salary, plus back wages from dismissal for up to twelve months and interest thereafter.",
      topics: ["employment", "unfair-dismissal", "reinstatement", "severance"],
      situations: ["I was fired without cause in Mexico, what am I owed"],
    },
    {
      article: "50",
      heading: "[Untitled] Compensation where reinstatement is refused",
      summary: "Sets the compensation owed where the employer is released from reinstatement: for indefinite employment, twenty days' wages per year of service, plus three months' wages and back wages.",
      topics: ["employment", "severance"],
    },
    {
      article: "61",
      heading: "[Untitled] Maximum working day",
      summary: "Limits the working day to eight hours for day shifts, seven for night shifts and seven and a half for mixed shifts.",
      topics: ["employment", "working-time", "maximum-hours"],
      situations: ["how many hours a day can I work in Mexico"],
    },
    {
      article: "67",
      heading: "[Untitled] Overtime pay",
      summary: "Requires overtime hours to be paid at 100 percent above the normal hourly wage.",
      topics: ["employment", "overtime"],
    },
    {
      article: "69",
      heading: "[Untitled] Weekly rest day",
      summary: "Entitles the worker to at least one day of rest with full pay for every six days of work.",
      topics: ["employment", "rest-periods"],
    },
    {
      article: "76",
      heading: "[Untitled] Annual vacation",
      summary: "Entitles workers with more than one year of service to at least twelve working days of paid vacation, increasing by two days each year up to twenty, and by two days for every five years of service thereafter.",
      topics: ["employment", "annual-leave"],
      situations: ["how many vacation days do I get in Mexico"],
    },
    {
      article: "80",
      heading: "[Untitled] Vacation premium",
      summary: "Entitles workers to a premium of at least 25 percent of their wages for the vacation period.",
      topics: ["employment", "annual-leave", "holiday-pay"],
    },
    {
      article: "87",
      heading: "[Untitled] Christmas bonus (aguinaldo)",
      summary: "Entitles workers to an annual bonus (aguinaldo) of at least fifteen days' wages, paid before 20 December, proportionally for those who worked less than a full year.",
      topics: ["employment", "wages", "bonus"],
      situations: ["when must my employer pay the aguinaldo in Mexico"],
    },
    {
      article: "117",
      heading: "[Untitled] Profit sharing",
      summary: "Entitles workers to share in the company's profits in the percentage set by the National Commission for Workers' Profit Sharing.",
      topics: ["employment", "profit-sharing"],
      situations: ["do I get a share of company profits in Mexico"],
    },
    {
      article: "162",
      heading: "[Untitled] Seniority premium",
      summary: "Entitles permanent workers to a seniority premium of twelve days' wages per year of service, capped by reference to twice the minimum wage, paid on voluntary departure after fifteen years and on dismissal regardless of justification.",
      topics: ["employment", "severance", "seniority"],
    },
    {
      article: "170",
      heading: "[Untitled] Rights of working mothers",
      summary: "Gives working mothers rights including paid maternity rest of six weeks before and six weeks after childbirth (with transfer of up to four prenatal weeks to after the birth), breastfeeding breaks and return to the same job.",
      topics: ["employment", "maternity-leave", "breastfeeding"],
      situations: ["how long is maternity leave in Mexico"],
    },
  ],
};
