import type { InstrumentInput } from "../../schema";

export const deBetrvg: InstrumentInput = {
  source_id: "de-betrvg",
  title: "Betriebsverfassungsgesetz (BetrVG)",
  short_names: ["BetrVG", "Betriebsverfassungsgesetz", "Works Constitution Act", "German works council law"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/betrvg/",
  date: "1972-01-15",
  provisions: [
    {
      article: "1",
      heading: "Errichtung von Betriebsräten",
      summary: "Provides for works councils to be elected in establishments with at least five permanent employees entitled to vote, three of whom are eligible for election.",
      topics: ["works-council", "employee-representation"],
      situations: ["how many employees do we need to set up a works council"],
    },
    {
      article: "77",
      heading: "Durchführung gemeinsamer Beschlüsse, Betriebsvereinbarungen",
      summary: "Governs the implementation of joint decisions and works agreements, which must be in writing and apply directly and mandatorily; pay and other working conditions regulated or usually regulated by collective agreement cannot be the subject of a works agreement.",
      topics: ["works-council", "works-agreements"],
    },
    {
      article: "87",
      heading: "Mitbestimmungsrechte",
      summary: "Gives the works council co-determination rights on matters such as workplace rules and conduct, start and end of daily working time and breaks, temporary overtime or short time, holiday planning, technical devices designed to monitor employees' behaviour or performance, health protection and pay structures.",
      topics: ["works-council", "co-determination", "monitoring"],
      situations: ["can my employer install cameras or tracking software without the works council", "does the works council have a say on overtime"],
    },
    {
      article: "99",
      heading: "Mitbestimmung bei personellen Einzelmaßnahmen",
      summary: "Requires the employer in businesses with more than 20 employees entitled to vote to inform the works council before any hiring, grouping, regrouping or transfer and obtain its consent, which the council may refuse on listed grounds within one week; otherwise consent is deemed given.",
      topics: ["works-council", "hiring", "transfers"],
    },
    {
      article: "102",
      heading: "Mitbestimmung bei Kündigungen",
      summary: "Requires the works council to be consulted before every dismissal, with the employer stating the reasons; a dismissal without consultation is invalid. The council may raise concerns within one week (three days for summary dismissal) or object on listed grounds, in which case the employee can demand continued employment during the dismissal lawsuit.",
      topics: ["works-council", "dismissal", "consultation"],
      situations: ["my employer fired me without asking the works council", "what can the works council do about my dismissal"],
    },
    {
      article: "103",
      heading: "Außerordentliche Kündigung und Versetzung in besonderen Fällen",
      summary: "Requires the works council's consent for the summary dismissal of works council members and other protected representatives, which the labour court may substitute.",
      topics: ["works-council", "dismissal", "protected-employees"],
    },
    {
      article: "111",
      heading: "Betriebsänderungen",
      summary: "Requires employers in businesses with more than 20 employees entitled to vote to inform and consult the works council in good time about planned operational changes that may entail substantial disadvantages for the workforce, such as closures, relocations and mergers.",
      topics: ["works-council", "restructuring"],
    },
    {
      article: "112",
      heading: "Interessenausgleich über die Betriebsänderung, Sozialplan",
      summary: "Provides for a reconciliation of interests and a social plan compensating or mitigating economic disadvantages of an operational change, which the conciliation committee can impose if the parties do not agree.",
      topics: ["works-council", "restructuring", "social-plan", "redundancy"],
      situations: ["will there be a social plan if our site closes"],
    },
  ],
};
