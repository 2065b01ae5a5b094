import type { InstrumentInput } from "../../schema";

/**
 * The Directive's articles have no titles of their own; each heading below is the title of the section the article sits
 * in, followed by a descriptive label of ours in square brackets.
 */
export const euCollectiveRedundanciesDirective: InstrumentInput = {
  source_id: "eu-collective-redundancies-directive",
  title: "Council Directive 98/59/EC of 20 July 1998 on the approximation of the laws of the Member States relating to collective redundancies",
  short_names: ["Collective Redundancies Directive", "Council Directive 98/59/EC", "Directive 98/59/EC"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/1998/59/oj",
  date: "1998-07-20",
  provisions: [
    {
      article: "1",
      heading: "Definitions and scope [collective redundancies defined]",
      summary: "Defines collective redundancies as dismissals for reasons not related to the individual workers where, at the Member State's choice, over 30 days at least 10 workers are dismissed in establishments of 20 to 100, at least 10 percent in establishments of 100 to 300, or at least 30 in establishments of 300 or more; or over 90 days at least 20 in any establishment.",
      topics: ["employment", "collective-redundancy", "definitions"],
      situations: ["my company is laying off 40 people at once, is that a collective redundancy"],
    },
    {
      article: "2",
      heading: "Information and consultation [consulting workers' representatives]",
      summary: "Requires an employer contemplating collective redundancies to begin consultations with workers' representatives in good time with a view to reaching an agreement, covering ways of avoiding or reducing redundancies and mitigating their consequences, and to provide relevant information in writing.",
      topics: ["employment", "collective-redundancy", "consultation"],
      situations: ["must our employer consult us before mass layoffs"],
    },
    {
      article: "3",
      heading: "Procedure for collective redundancies [notifying the public authority]",
      summary: "Requires the employer to notify the competent public authority in writing of any projected collective redundancies, with the relevant information and a copy to workers' representatives.",
      topics: ["employment", "collective-redundancy", "notification"],
      situations: ["must the employer notify the authorities about mass layoffs", "notice to the labour office of planned collective dismissals"],
    },
    {
      article: "4",
      heading: "Procedure for collective redundancies [30-day waiting period]",
      summary: "Provides that projected collective redundancies take effect not earlier than 30 days after notification to the authority, a period the authority uses to seek solutions, with possible reductions or extensions.",
      topics: ["employment", "collective-redundancy", "notification"],
      situations: ["how long after notifying can mass layoffs take effect", "30 day waiting period for collective redundancies"],
    },
  ],
};
