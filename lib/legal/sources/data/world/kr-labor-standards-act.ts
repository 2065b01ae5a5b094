import type { InstrumentInput } from "../../schema";

/**
 * Headings are the official Korean article headings followed by our English rendering in square brackets.
 */
export const krLaborStandardsAct: InstrumentInput = {
  source_id: "kr-labor-standards-act",
  title: "근로기준법",
  short_names: ["Labor Standards Act (Korea)", "Korean Labor Standards Act", "근로기준법", "LSA"],
  jurisdiction: "KR",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.law.go.kr/법령/근로기준법",
  date: "1997-03-13",
  provisions: [
    {
      article: "17",
      heading: "근로조건의 명시 [Specification of working conditions]",
      summary: "Requires the employer to specify wages, contractual working hours, holidays, annual paid leave and other working conditions when concluding a labour contract, and to deliver the key items in writing.",
      topics: ["employment", "written-statement"],
      situations: [
        "my Korean employer never gave me written working conditions",
      ],
    },
    {
      article: "23",
      heading: "해고 등의 제한 [Restrictions on dismissal]",
      summary: "Prohibits dismissal, suspension, transfer, pay cuts or other punitive measures without justifiable cause, and bars dismissal during leave for occupational injury or illness and 30 days thereafter, and during maternity leave and 30 days thereafter.",
      topics: ["employment", "dismissal", "unfair-dismissal"],
      situations: [
        "can my employer in Korea fire me without a reason",
        "can I be fired in Korea without a justifiable reason",
      ],
    },
    {
      article: "26",
      heading: "해고의 예고 [Advance notice of dismissal]",
      summary: "Requires the employer to give at least 30 days' notice of dismissal or pay at least 30 days' ordinary wages in lieu, with exceptions such as employment of less than three months.",
      topics: ["employment", "dismissal", "notice-period"],
      situations: ["how much notice before dismissal in Korea"],
    },
    {
      article: "27",
      heading: "해고사유 등의 서면통지 [Written notice of grounds for dismissal]",
      summary: "Makes a dismissal effective only if the employer notifies the worker in writing of the grounds and the date of dismissal.",
      topics: ["employment", "dismissal", "procedure"],
      situations: [
        "my Korean employer fired me by text without written reasons",
      ],
    },
    {
      article: "50",
      heading: "근로시간 [Working hours]",
      summary: "Limits working hours to 40 hours a week and eight hours a day, excluding breaks.",
      topics: ["employment", "working-time", "maximum-hours"],
      situations: ["what are the legal working hours in Korea"],
    },
    {
      article: "53",
      heading: "연장 근로의 제한 [Restriction on extended work]",
      summary: "Allows working hours to be extended by agreement of the parties by up to twelve hours a week.",
      topics: ["employment", "overtime", "maximum-hours"],
      situations: ["can I be made to work more than 52 hours a week in Korea"],
    },
    {
      article: "54",
      heading: "휴게 [Recess]",
      summary: "Requires a break of at least 30 minutes for every four hours of work and at least one hour for every eight hours, during working hours.",
      topics: ["employment", "breaks"],
      situations: [
        "how long a break do I get at work in Korea",
      ],
    },
    {
      article: "56",
      heading: "연장·야간 및 휴일 근로 [Extended, night and holiday work]",
      summary: "Requires the employer to pay at least 50 percent extra for extended work, for night work between 10 pm and 6 am, and for holiday work up to eight hours (100 percent beyond eight hours).",
      topics: ["employment", "overtime", "night-work", "wages"],
      situations: ["how much overtime pay do I get in Korea"],
    },
    {
      article: "60",
      heading: "연차 유급휴가 [Annual paid leave]",
      summary: "Entitles a worker who has worked at least 80 percent of days in a year to 15 days of paid leave, with one day per month for workers with less than one year, and one more day for every two years after the first year, up to 25 days.",
      topics: ["employment", "annual-leave"],
      situations: ["how many annual leave days do I get in Korea"],
    },
    {
      article: "74",
      heading: "임산부의 보호 [Protection of pregnant women and nursing mothers]",
      summary: "Requires the employer to grant 90 days of maternity leave before and after childbirth (120 days for multiple births), with at least 45 days after the birth.",
      topics: ["employment", "maternity-leave", "pregnancy"],
      situations: ["how long is maternity leave in Korea"],
    },
  ],
};
