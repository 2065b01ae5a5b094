import type { InstrumentInput } from "../../schema";

/**
 * Articles of the Polish Labour Code carry no official headings; the headings below are editorial descriptions in
 * square brackets.
 */
export const plKodeksPracy: InstrumentInput = {
  source_id: "pl-kodeks-pracy",
  title: "Ustawa z dnia 26 czerwca 1974 r. – Kodeks pracy",
  short_names: ["Kodeks pracy", "KP", "Polish Labour Code"],
  jurisdiction: "PL",
  kind: "code",
  provision_label: "article",
  official_url: "https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU19740240141",
  date: "1974-06-26",
  provisions: [
    {
      article: "22",
      heading: "[Untitled] Employment relationship",
      summary: "Defines the employment relationship as one in which the employee undertakes to perform work of a specified kind for and under the direction of the employer, at a place and time set by the employer, for pay, whatever the contract is called.",
      topics: ["employment", "employment-contract"],
      situations: ["my Polish employer calls it a civil contract but I work like an employee"],
    },
    {
      article: "29",
      heading: "[Untitled] Written employment contract",
      summary: "Requires the employment contract to state its parties, type, date and terms of work and pay, and to be confirmed in writing before the employee is admitted to work, with further written information on terms within seven days.",
      topics: ["employment", "employment-contract", "written-statement"],
      situations: ["I started work without a written contract", "what must my employment contract say"],
    },
    {
      article: "30",
      heading: "[Untitled] Ways of ending the contract",
      summary: "Provides that an employment contract ends by agreement, by notice, without notice, or on expiry of the term.",
      topics: ["employment", "termination"],
      situations: ["how can an employment contract be ended"],
    },
    {
      article: "36",
      heading: "[Untitled] Notice periods",
      summary: "Sets the notice period for contracts of indefinite and fixed duration at two weeks for employment under six months, one month after six months and three months after three years.",
      topics: ["employment", "termination", "notice-period"],
      situations: [
        "how much notice must my employer give me in Poland",
        "notice period in Poland after three years of work",
      ],
    },
    {
      article: "45",
      heading: "[Untitled] Remedies for unjustified notice",
      summary: "Lets the labour court, where termination by notice is unjustified or unlawful, order the notice ineffective or, if the contract has ended, reinstatement or compensation at the employee's request.",
      topics: ["employment", "unfair-dismissal", "reinstatement"],
      situations: [
        "I was given notice without a valid reason, can the court reinstate me or award compensation",
        "I was fired in Poland without a valid reason",
      ],
    },
    {
      article: "52",
      heading: "[Untitled] Termination without notice through the employee's fault",
      summary: "Allows the employer to terminate without notice for the employee's serious breach of basic duties, an offence making continued employment impossible, or culpable loss of required qualifications, within one month of learning of the reason.",
      topics: ["employment", "summary-dismissal"],
      situations: ["fired on the spot for a serious breach of duties"],
    },
    {
      article: "129",
      heading: "[Untitled] Working time",
      summary: "Limits working time to eight hours a day and an average of 40 hours in an average five-day working week in the settlement period.",
      topics: ["employment", "working-time", "maximum-hours"],
      situations: ["how many hours a week can I work in Poland"],
    },
    {
      article: "132",
      heading: "[Untitled] Daily rest",
      summary: "Entitles the employee to at least eleven hours of uninterrupted rest in each day.",
      topics: ["employment", "rest-periods"],
      situations: ["how many hours of rest do I get between working days"],
    },
    {
      article: "133",
      heading: "[Untitled] Weekly rest",
      summary: "Entitles the employee to at least 35 hours of uninterrupted rest each week, including the daily rest.",
      topics: ["employment", "rest-periods"],
      situations: ["how much weekly rest am I entitled to"],
    },
    {
      article: "151",
      heading: "[Untitled] Overtime",
      summary: "Permits work beyond the applicable working time norms only for rescue operations or special employer needs, limiting overtime to 150 hours per calendar year for the special-needs ground unless otherwise set.",
      topics: ["employment", "overtime"],
      situations: ["how much overtime can my employer demand in a year"],
    },
    {
      article: "154",
      heading: "[Untitled] Length of annual leave",
      summary: "Sets annual leave at 20 days for employees employed under ten years and 26 days for those employed at least ten years, with periods of education counted towards service.",
      topics: ["employment", "annual-leave"],
      situations: [
        "how many days of holiday do I get in Poland",
        "how many days of annual leave do I get in Poland",
      ],
    },
    {
      article: "177",
      heading: "[Untitled] Protection of pregnant employees",
      summary: "Prohibits the employer from terminating the contract of a pregnant employee or one on maternity leave, except for reasons justifying termination without notice through her fault with union consent, or the employer's bankruptcy or liquidation.",
      topics: ["employment", "pregnancy", "dismissal", "maternity-leave"],
      situations: [
        "can I be fired while pregnant in Poland",
      ],
    },
    {
      article: "180",
      heading: "[Untitled] Maternity leave",
      summary: "Entitles an employee to maternity leave of 20 weeks for the birth of one child, longer for multiple births.",
      topics: ["employment", "maternity-leave"],
      situations: [
        "how long is maternity leave in Poland",
      ],
    },
  ],
};
