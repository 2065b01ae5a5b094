import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the headings below are editorial descriptions in square brackets.
 */
export const cnLaborLaw: InstrumentInput = {
  source_id: "cn-labor-law",
  title: "中华人民共和国劳动法",
  short_names: ["Labor Law of the People's Republic of China", "PRC Labour Law", "劳动法"],
  jurisdiction: "CN",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.npc.gov.cn/zgrdw/npc/lfzt/rlyw/2007-03/15/content_366939.htm",
  date: "1994-07-05",
  provisions: [
    {
      article: "36",
      heading: "[Untitled] Working hours",
      summary: "Sets working hours at no more than eight hours a day and an average of no more than 44 hours a week (since reduced to 40 by State Council regulation).",
      topics: ["employment", "working-time", "maximum-hours"],
      situations: ["what are the legal working hours in China"],
    },
    {
      article: "41",
      heading: "[Untitled] Overtime limits",
      summary: "Allows overtime after consultation with the union and workers, generally not exceeding one hour a day, or three hours a day for special reasons, and 36 hours a month.",
      topics: ["employment", "overtime"],
      situations: [
        "how much overtime can a Chinese employer require each month",
      ],
    },
    {
      article: "44",
      heading: "[Untitled] Overtime pay",
      summary: "Requires overtime pay of at least 150 percent of normal wages for extended hours, 200 percent for rest-day work without compensatory time off, and 300 percent for statutory holiday work.",
      topics: ["employment", "overtime", "wages"],
      situations: ["how much overtime pay do I get in China"],
    },
    {
      article: "45",
      heading: "[Untitled] Paid annual leave",
      summary: "Entitles workers with more than one year of continuous work to paid annual leave, under rules set by the State Council.",
      topics: ["employment", "annual-leave"],
      situations: [
        "do I get paid annual leave in China",
      ],
    },
  ],
};
