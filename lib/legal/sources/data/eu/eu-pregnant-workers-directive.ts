import type { InstrumentInput } from "../../schema";

export const euPregnantWorkersDirective: InstrumentInput = {
  source_id: "eu-pregnant-workers-directive",
  title: "Council Directive 92/85/EEC of 19 October 1992 on the introduction of measures to encourage improvements in the safety and health at work of pregnant workers and workers who have recently given birth or are breastfeeding",
  short_names: ["Pregnant Workers Directive", "Maternity Directive", "Council Directive 92/85/EEC", "Directive 92/85/EEC"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/1992/85/oj",
  date: "1992-10-19",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary: "Defines pregnant workers, workers who have recently given birth and breastfeeding workers as those who inform the employer of their condition in accordance with national law or practice.",
      topics: ["employment", "pregnancy", "definitions"],
    },
    {
      article: "4",
      heading: "Assessment and information",
      summary: "Requires the employer to assess the nature, degree and duration of exposure of protected workers to agents, processes or working conditions that may risk their safety or health or affect the pregnancy or breastfeeding, and to inform them of the results and measures.",
      topics: ["employment", "pregnancy", "health-and-safety"],
      situations: ["my job exposes me to chemicals while pregnant", "employer must assess risks for pregnant and breastfeeding workers"],
    },
    {
      article: "5",
      heading: "Action further to the results of the assessment",
      summary: "Requires the employer to adjust working conditions or hours temporarily where a risk is found, to move the worker to another job if adjustment is not feasible, and to grant leave where a move is not feasible either.",
      topics: ["employment", "pregnancy", "health-and-safety"],
      situations: ["I am pregnant and my work is risky, must they move me", "adjusting hours or giving leave when pregnant work is unsafe"],
    },
    {
      article: "7",
      heading: "Night work",
      summary: "Ensures that protected workers are not obliged to perform night work during pregnancy and for a period after childbirth where a medical certificate shows it necessary for their safety or health, offering transfer to day work or leave.",
      topics: ["employment", "pregnancy", "night-work"],
      situations: ["can I refuse night shifts while pregnant", "transfer to day work after childbirth"],
    },
    {
      article: "8",
      heading: "Maternity leave",
      summary: "Entitles workers to a continuous period of maternity leave of at least 14 weeks allocated before and/or after confinement, including compulsory maternity leave of at least two weeks.",
      topics: ["employment", "maternity-leave"],
      situations: [
        "what is the minimum maternity leave under EU law",
        "how many weeks of maternity leave do I get in the EU",
      ],
    },
    {
      article: "9",
      heading: "Time off for ante-natal examinations",
      summary: "Entitles pregnant workers to time off, without loss of pay, to attend ante-natal examinations if they have to take place during working hours.",
      topics: ["employment", "pregnancy", "time-off"],
      situations: ["is time off for pregnancy check-ups paid", "antenatal appointment during working hours"],
    },
    {
      article: "10",
      heading: "Prohibition of dismissal",
      summary: "Prohibits dismissing protected workers from the beginning of pregnancy to the end of maternity leave, save in exceptional cases unconnected with their condition permitted by national law, requires written grounds for any dismissal in that period, and requires protection against unlawful dismissal.",
      topics: ["employment", "pregnancy", "dismissal", "maternity-leave"],
      situations: [
        "can I be dismissed while pregnant in the EU",
        "I was fired after telling my boss I'm pregnant in the EU",
        "can my employer dismiss me during maternity leave in Europe",
      ],
    },
    {
      article: "11",
      heading: "Employment rights",
      summary: "Requires maintenance of pay or an adequate allowance for protected workers during transfers, leave and maternity leave, the allowance being at least equal to what the worker would receive on sick leave.",
      topics: ["employment", "maternity-leave", "maternity-pay"],
      situations: ["am I paid during maternity leave", "pay or allowance while on maternity leave"],
    },
  ],
};
