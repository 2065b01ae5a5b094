import type { InstrumentInput } from "../../schema";

/**
 * National Labor Relations Act, 29 U.S.C. chapter 7, subchapter II (cited here by Code section, not by the Act's own
 * section numbers: Code § 157 is NLRA section 7, § 158 is section 8).
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usNlra: InstrumentInput = {
  source_id: "us-nlra",
  title: "National Labor Relations Act",
  short_names: ["NLRA", "National Labor Relations Act", "Wagner Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "29 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title29/chapter7/subchapter2&edition=prelim",
  date: "1935-07-05",
  provisions: [
    {
      article: "151",
      heading: "Findings and declaration of policy",
      summary:
        "Declares the policy of the United States to remove obstructions to commerce by encouraging collective bargaining and protecting workers' freedom of association, self-organisation and designation of representatives.",
      topics: ["employment", "collective-bargaining", "principles"],
      situations: [
        "why does federal law protect unions",
      ],
    },
    {
      article: "152",
      heading: "Definitions",
      summary:
        "Defines the Act's terms; notably, employee excludes agricultural labourers, domestic workers in a home, independent contractors and supervisors, and employer excludes federal, state and local governments.",
      topics: ["employment", "collective-bargaining", "definitions", "scope"],
      situations: [
        "as a supervisor, am I protected if I support a union",
        "does federal labour relations law cover public school teachers",
      ],
    },
    {
      article: "157",
      heading: "Right of employees as to organization, collective bargaining, etc",
      summary:
        "Gives employees the right to organise, to form, join or assist unions, to bargain collectively through representatives they choose, and to engage in other concerted activities for collective bargaining or other mutual aid or protection, and the right to refrain from them.",
      topics: ["employment", "collective-bargaining", "concerted-activity"],
      situations: [
        "can my coworkers and I talk together about our pay",
        "we want to start a union at our warehouse",
        "can I be punished for complaining with colleagues about unsafe conditions",
        "can my employer fire me for complaining with coworkers on social media about our low pay",
      ],
    },
    {
      article: "158",
      heading: "Unfair labor practices",
      summary:
        "Lists unfair labour practices: for employers, interfering with employees' rights, dominating a union, discriminating to encourage or discourage union membership, retaliating for filing charges, and refusing to bargain; for unions, restraining or coercing employees and refusing to bargain; it also defines the duty to bargain collectively in good faith and restricts secondary boycotts.",
      topics: ["employment", "collective-bargaining", "unfair-labor-practice", "retaliation"],
      situations: [
        "I was fired after signing a union card",
        "my boss threatened to close the store if we unionise",
        "the company refuses to negotiate with our elected union",
      ],
    },
    {
      article: "159",
      heading: "Representatives and elections",
      summary:
        "Makes the representative chosen by a majority of employees in an appropriate unit the exclusive bargaining representative of all of them, and provides for the Board to decide the unit and hold secret-ballot representation elections on a petition.",
      topics: ["employment", "collective-bargaining", "union-election"],
      situations: [
        "how do we get a union election at our workplace",
        "do I have to follow the union contract if I did not vote for the union",
      ],
    },
    {
      article: "160",
      heading: "Prevention of unfair labor practices",
      summary:
        "Empowers the National Labor Relations Board to prevent unfair labour practices through complaints, hearings and orders (including reinstatement with back pay), subject to court enforcement and review; a complaint generally may not issue on a practice occurring more than six months before the charge was filed and served.",
      topics: ["employment", "collective-bargaining", "remedies", "limitation-period"],
      situations: [
        "how long do I have to file a charge with the labour board",
        "can the labour board order my job back after I was fired for union activity",
      ],
    },
    {
      article: "163",
      heading: "Right to strike preserved",
      summary:
        "Preserves the right to strike, except as the subchapter specifically provides.",
      topics: ["employment", "collective-bargaining", "strike"],
      situations: [
        "do we have a legal right to go on strike",
      ],
    },
    {
      article: "169",
      heading: "Employees with religious convictions; payment of dues and fees",
      summary:
        "Lets an employee who has religious objections to joining or supporting a union pay an equivalent sum to a non-religious charity instead of union dues, where a contract would otherwise require them.",
      topics: ["employment", "collective-bargaining", "religion"],
      situations: [
        "my religion forbids me to pay union dues, what can I do",
      ],
    },
  ],
};
