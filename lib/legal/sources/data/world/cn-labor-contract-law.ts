import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the headings below are editorial descriptions in square brackets.
 */
export const cnLaborContractLaw: InstrumentInput = {
  source_id: "cn-labor-contract-law",
  title: "中华人民共和国劳动合同法",
  short_names: ["Labor Contract Law of the People's Republic of China", "PRC Labour Contract Law", "劳动合同法"],
  jurisdiction: "CN",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.npc.gov.cn/zgrdw/npc/xinwen/2007-06/30/content_368714.htm",
  date: "2007-06-29",
  provisions: [
    {
      article: "10",
      heading: "[Untitled] Written labour contract",
      summary: "Requires a written labour contract to establish the employment relationship, concluded within one month of the start of work where not concluded beforehand.",
      topics: ["employment", "employment-contract", "written-statement"],
      situations: [
        "my employer in China never gave me a written contract",
        "working in China for months without a labour contract",
      ],
    },
    {
      article: "14",
      heading: "[Untitled] Open-ended labour contracts",
      summary: "Requires an open-ended contract where the worker requests it after ten years of continuous service, or after two consecutive fixed-term contracts without grounds for dismissal, among other cases.",
      topics: ["employment", "fixed-term"],
      situations: [
        "can I get an open-ended contract in China after ten years",
      ],
    },
    {
      article: "19",
      heading: "[Untitled] Probation periods",
      summary: "Limits probation to one month for contracts of three months to one year, two months for one to three years and six months for three years or longer or open-ended, allows only one probation per employer, and bars probation for contracts under three months.",
      topics: ["employment", "probation"],
      situations: ["how long can a probation period be in China"],
    },
    {
      article: "39",
      heading: "[Untitled] Termination for the worker's fault",
      summary: "Allows the employer to terminate where the worker fails to meet hiring conditions during probation, seriously violates workplace rules, causes serious loss through neglect or corruption, or is criminally liable, among other grounds.",
      topics: ["employment", "summary-dismissal", "misconduct"],
      situations: [
        "can my Chinese employer fire me immediately for breaking workplace rules",
        "dismissed during probation in China",
      ],
    },
    {
      article: "40",
      heading: "[Untitled] Termination with notice",
      summary: "Allows the employer to terminate on 30 days' written notice or one month's pay in lieu where the worker cannot work after medical treatment, is incompetent even after training or reassignment, or objective circumstances make the contract impossible to perform.",
      topics: ["employment", "dismissal", "notice-period"],
      situations: [
        "can my employer in China end my contract with 30 days' notice",
        "dismissed in China because I could not do the job after training",
      ],
    },
    {
      article: "47",
      heading: "[Untitled] Economic compensation",
      summary: "Sets economic compensation at one month's wages for each full year of service (half a month for under six months), capped for high earners at three times the local average wage and twelve years.",
      topics: ["employment", "severance"],
      situations: ["how much severance do I get when my contract ends in China"],
    },
    {
      article: "82",
      heading: "[Untitled] Double wages without a written contract",
      summary: "Obliges an employer that fails to conclude a written contract more than one month and less than a year after the start of work to pay the worker twice their monthly wages.",
      topics: ["employment", "employment-contract", "penalty"],
      situations: ["my employer in China never gave me a written contract"],
    },
    {
      article: "87",
      heading: "[Untitled] Compensation for unlawful termination",
      summary: "Requires an employer that terminates a labour contract in violation of the Law to pay compensation at twice the economic compensation standard.",
      topics: ["employment", "unfair-dismissal", "compensation"],
      situations: ["I was unlawfully fired in China, what am I owed"],
    },
  ],
};
