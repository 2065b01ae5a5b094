import type { InstrumentInput } from "../../schema";

/**
 * The Delhi Shops and Establishments Act, 1954 (Delhi Act 7 of 1954), selected sections. Section numbers and headings
 * checked against the Act's arrangement of sections as published by the Labour Department of the Government of NCT of
 * Delhi and reproductions of the Act; assent date from the Labour Department's annotated text.
 */
export const inDlShopsAndEstablishmentsAct1954: InstrumentInput = {
  source_id: "in-dl-shops-and-establishments-act-1954",
  title: "The Delhi Shops and Establishments Act, 1954",
  short_names: ["Delhi Shops and Establishments Act", "Delhi Shops Act", "DSEA 1954"],
  jurisdiction: "IN-DL",
  kind: "statute",
  provision_label: "section",
  official_url: "https://labour.delhi.gov.in/labour/delhi-shops-act-1954",
  date: "1954-06-19",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "8",
      heading: "Employment of adults, hours of work",
      summary:
        "Caps the daily and weekly working hours of adult employees in shops and commercial establishments in Delhi, limits overtime and requires overtime to be paid at the enhanced rate the section sets.",
      topics: ["employment", "working-time", "maximum-hours", "overtime"],
      situations: [
        "my shop in Delhi makes me work eleven hours a day without extra pay",
        "is there a limit on weekly working hours for office staff in Delhi",
        "overtime pay for shop workers in Delhi",
      ],
    },
    {
      article: "17",
      heading: "Period of rest (weekly holiday)",
      summary:
        "Requires every employee of a shop or commercial establishment in Delhi to be allowed a weekly day of rest, as the section provides.",
      topics: ["employment", "working-time", "rest-days", "holidays"],
      situations: [
        "my employer in Delhi does not give me any weekly off",
        "do I have a right to one day off a week working in a Delhi shop",
      ],
    },
    {
      article: "22",
      heading: "Leave",
      summary:
        "Entitles employees of shops and establishments in Delhi to the paid leave the section specifies, including privilege (earned) leave after a period of continuous service and leave for sickness or casual needs.",
      topics: ["employment", "leave", "annual-leave", "sick-leave"],
      situations: [
        "how much paid leave do I get working in a Delhi office",
        "can my Delhi employer refuse all leave in my first year",
      ],
    },
    {
      article: "30",
      heading: "Notice of dismissal",
      summary:
        "Restricts how an employer in a Delhi shop or establishment may dispense with an employee's services after a period of continuous employment, requiring a reasonable cause and notice or wages in lieu as the section specifies, subject to its exception for misconduct.",
      topics: ["employment", "dismissal", "notice-period"],
      situations: [
        "I was told not to come back to work in Delhi from tomorrow, no notice",
        "do I get notice pay if my Delhi employer fires me",
        "my employer in Delhi fired me without notice or pay in lieu",
      ],
    },
    {
      article: "34",
      heading: "Employer to furnish letters of appointment to employees",
      summary: "Requires employers covered by the Act in Delhi to give each employee a letter of appointment, in the manner the Act and rules provide.",
      topics: ["employment", "hiring", "written-statement", "employment-contract"],
      situations: [
        "my Delhi employer never gave me an appointment letter",
        "is a shop in Delhi required to put my job terms in writing",
      ],
    },
  ],
};
