import type { InstrumentInput } from "../../schema";

/**
 * Headings are the official Japanese article headings (見出し) followed by our English rendering in square brackets.
 */
export const jpLaborStandardsAct: InstrumentInput = {
  source_id: "jp-labor-standards-act",
  title: "労働基準法（昭和二十二年法律第四十九号）",
  short_names: ["Labor Standards Act", "Labor Standards Act (Japan)", "Labour Standards Act (Japan)", "労働基準法", "Act No. 49 of 1947"],
  jurisdiction: "JP",
  kind: "statute",
  provision_label: "article",
  official_url: "https://laws.e-gov.go.jp/law/322AC0000000049",
  date: "1947-04-07",
  provisions: [
    {
      article: "15",
      heading: "労働条件の明示 [Clear statement of working conditions]",
      summary: "Requires the employer, when concluding a labour contract, to clearly state wages, working hours and other working conditions, with key items in writing, and lets the worker terminate immediately if actual conditions differ.",
      topics: ["employment", "written-statement"],
      situations: [
        "my Japanese employer never told me my wages and hours in writing",
      ],
    },
    {
      article: "20",
      heading: "解雇の予告 [Advance notice of dismissal]",
      summary: "Requires an employer dismissing a worker to give at least 30 days' advance notice or pay at least 30 days' average wages in lieu, except where business cannot continue due to natural disaster or the worker is dismissed for reasons attributable to them, with the labour inspectorate's approval.",
      topics: ["employment", "dismissal", "notice-period"],
      situations: ["how much notice must my employer in Japan give before firing me"],
    },
    {
      article: "24",
      heading: "賃金の支払 [Payment of wages]",
      summary: "Requires wages to be paid in currency, directly and in full to the worker, at least once a month on a fixed date, with deductions only as permitted by law or agreement.",
      topics: ["employment", "wages"],
      situations: [
        "how often must I be paid in Japan",
        "my Japanese employer pays late or deducts money from my wages",
      ],
    },
    {
      article: "32",
      heading: "労働時間 [Working hours]",
      summary: "Prohibits employers from having workers work more than 40 hours a week, excluding rest periods, or more than eight hours a day.",
      topics: ["employment", "working-time", "maximum-hours"],
      situations: ["what are the legal working hours in Japan"],
    },
    {
      article: "34",
      heading: "休憩 [Rest periods]",
      summary: "Requires a rest period of at least 45 minutes during working hours exceeding six hours and at least one hour where working hours exceed eight hours.",
      topics: ["employment", "breaks"],
      situations: [
        "how long a break do I get during an eight hour day in Japan",
      ],
    },
    {
      article: "35",
      heading: "休日 [Days off]",
      summary: "Requires the employer to give workers at least one day off each week, or four days off in any four-week period.",
      topics: ["employment", "rest-periods"],
      situations: [
        "do I get a day off every week in Japan",
      ],
    },
    {
      article: "36",
      heading: "時間外及び休日の労働 [Overtime and work on days off]",
      summary: "Allows overtime and work on days off only under a written labour-management agreement filed with the labour inspectorate, capped in principle at 45 hours a month and 360 hours a year, with absolute limits for special circumstances.",
      topics: ["employment", "overtime", "maximum-hours"],
      situations: ["how much overtime can my Japanese employer make me do"],
    },
    {
      article: "37",
      heading: "時間外、休日及び深夜の割増賃金 [Premium wages for overtime, work on days off and late-night work]",
      summary: "Requires premium pay of at least 25 percent for overtime (50 percent for overtime exceeding 60 hours a month), at least 35 percent for work on statutory days off, and at least 25 percent for late-night work between 10 pm and 5 am.",
      topics: ["employment", "overtime", "night-work", "wages"],
      situations: ["how much extra must I be paid for overtime in Japan"],
    },
    {
      article: "39",
      heading: "年次有給休暇 [Annual paid leave]",
      summary: "Entitles a worker who has worked continuously for six months and attended at least 80 percent of working days to ten days of annual paid leave, increasing with service up to 20 days, and requires employers to ensure workers entitled to ten or more days take at least five days a year.",
      topics: ["employment", "annual-leave"],
      situations: ["how many paid vacation days do I get in Japan"],
    },
    {
      article: "65",
      heading: "産前産後 [Before and after childbirth]",
      summary: "Prohibits employing a woman within six weeks (fourteen for multiple pregnancy) before childbirth if she requests leave, and within eight weeks after childbirth, except that after six weeks she may work in duties a doctor approves at her request.",
      topics: ["employment", "maternity-leave"],
      situations: ["how long is maternity leave in Japan"],
    },
  ],
};
