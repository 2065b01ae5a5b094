import type { InstrumentInput } from "../../schema";

/**
 * Articles of the CLT carry no official headings; the headings below are editorial descriptions in square brackets.
 */
export const brClt: InstrumentInput = {
  source_id: "br-clt",
  title: "Decreto-Lei nº 5.452, de 1º de maio de 1943 – Consolidação das Leis do Trabalho",
  short_names: ["CLT", "Consolidação das Leis do Trabalho", "Decreto-Lei 5.452/1943", "Brazilian Labour Code"],
  jurisdiction: "BR",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.planalto.gov.br/ccivil_03/decreto-lei/del5452.htm",
  date: "1943-05-01",
  provisions: [
    {
      article: "3",
      heading: "[Untitled] Definition of employee",
      summary: "Defines an employee as any individual who provides non-occasional services to an employer under its direction and for a salary.",
      topics: ["employment", "employment-contract"],
      situations: ["am I an employee or a freelancer"],
    },
    {
      article: "58",
      heading: "[Untitled] Normal daily working time",
      summary: "Limits normal working time for employees in private activities to eight hours a day, unless a shorter limit is fixed.",
      topics: ["employment", "working-time", "maximum-hours"],
      situations: ["how many hours a day can I work in Brazil"],
    },
    {
      article: "59",
      heading: "[Untitled] Overtime",
      summary: "Allows normal working time to be extended by up to two extra hours a day by individual or collective agreement, with overtime paid at least 50 percent above the normal hourly rate.",
      topics: ["employment", "overtime"],
      situations: ["how much extra do I get for overtime in Brazil"],
    },
    {
      article: "66",
      heading: "[Untitled] Rest between working days",
      summary: "Requires a rest period of at least eleven consecutive hours between two working days.",
      topics: ["employment", "rest-periods"],
      situations: ["how many hours of rest must I get between two working days"],
    },
    {
      article: "71",
      heading: "[Untitled] Meal and rest breaks",
      summary: "Requires a break of at least one and at most two hours for continuous work exceeding six hours, and a 15-minute break where work exceeds four hours but not six; a suppressed break is paid with a 50 percent premium.",
      topics: ["employment", "breaks"],
      situations: ["am I entitled to a lunch or rest break during my shift"],
    },
    {
      article: "129",
      heading: "[Untitled] Right to annual vacation",
      summary: "Entitles every employee to an annual period of paid vacation without loss of pay.",
      topics: ["employment", "annual-leave"],
      situations: ["am I entitled to paid annual vacation"],
    },
    {
      article: "130",
      heading: "[Untitled] Length of vacation",
      summary: "Entitles the employee, after each twelve-month period of employment, to 30 calendar days of vacation, reduced where there were more than five unjustified absences in the period.",
      topics: ["employment", "annual-leave"],
      situations: ["how many vacation days do I get in Brazil"],
    },
    {
      article: "134",
      heading: "[Untitled] Timing and splitting of vacation",
      summary: "Requires vacation to be granted within the twelve months after the right is acquired and allows it, with the employee's agreement, to be split into up to three periods, one of at least 14 days and the others of at least five days.",
      topics: ["employment", "annual-leave"],
      situations: ["when must my employer let me take my vacation and can it be split"],
    },
    {
      article: "391-A",
      heading: "[Untitled] Job security of pregnant employees during notice",
      summary: "Guarantees the pregnant employee's provisional job stability even where the pregnancy is confirmed during the notice period, worked or indemnified.",
      topics: ["employment", "pregnancy", "dismissal"],
      situations: ["I found out I'm pregnant during my notice period in Brazil"],
    },
    {
      article: "392",
      heading: "[Untitled] Maternity leave",
      summary: "Entitles a pregnant employee to 120 days of maternity leave without loss of employment or salary.",
      topics: ["employment", "maternity-leave"],
      situations: ["how long is maternity leave in Brazil"],
    },
    {
      article: "482",
      heading: "[Untitled] Just cause for dismissal",
      summary: "Lists the grounds on which the employer may terminate for just cause, such as dishonesty, misconduct, habitual drunkenness, breach of confidentiality, indiscipline or insubordination, abandonment of employment and physical aggression.",
      topics: ["employment", "summary-dismissal", "misconduct"],
      situations: ["I was dismissed for just cause in Brazil, what does that mean"],
    },
    {
      article: "487",
      heading: "[Untitled] Prior notice of termination",
      summary: "Requires a party terminating a contract of indefinite duration without just cause to give at least 30 days' notice (aviso prévio), or pay the corresponding salary in lieu.",
      topics: ["employment", "termination", "notice-period"],
      situations: ["how much notice must be given to end an employment contract"],
    },
  ],
};
