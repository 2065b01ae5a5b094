import type { InstrumentInput } from "../../schema";

export const ukFixedTermEmployeesRegulations2002: InstrumentInput = {
  source_id: "uk-fixed-term-employees-regulations-2002",
  title: "The Fixed-term Employees (Prevention of Less Favourable Treatment) Regulations 2002 (SI 2002/2034)",
  short_names: ["Fixed-term Employees Regulations 2002", "Fixed-term Employees (Prevention of Less Favourable Treatment) Regulations 2002"],
  jurisdiction: "GB",
  kind: "regulation",
  provision_label: "regulation",
  official_url: "https://www.legislation.gov.uk/uksi/2002/2034/contents",
  date: "2002",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "Less favourable treatment of fixed-term employees",
      summary:
        "A fixed-term employee has the right not to be treated less favourably than a comparable permanent employee as regards contract terms, opportunities for permanent posts or other detriment, because they are on a fixed-term contract, unless objectively justified.",
      topics: ["employment", "fixed-term", "discrimination"],
      situations: [
        "temporary staff on fixed contracts do not get the same bonus",
        "I was not told about permanent vacancies because I am on a fixed term contract",
      ],
    },
    {
      article: "5",
      heading: "Right to receive a written statement of reasons for less favourable treatment",
      summary:
        "A fixed-term employee who considers they have been treated less favourably may request, and must be given within 21 days, a written statement of reasons.",
      topics: ["employment", "fixed-term", "transparency"],
      situations: [
        "can I ask why fixed-term staff get worse terms",
        "my employer will not tell me why temporary staff get less",
      ],
    },
    {
      article: "6",
      heading: "Unfair dismissal and the right not to be subjected to detriment",
      summary:
        "Dismissal of a fixed-term employee for asserting rights under the Regulations is automatically unfair, and employees have the right not to suffer detriment for doing so.",
      topics: ["employment", "fixed-term", "dismissal"],
      situations: [
        "my contract was not renewed because I complained about unequal treatment",
        "I was let go after asserting my fixed-term rights",
      ],
    },
    {
      article: "8",
      heading: "Successive fixed-term contracts",
      summary:
        "An employee continuously employed on successive fixed-term contracts for four years or more becomes a permanent employee when the contract is renewed or a new one made, unless continued fixed-term employment is objectively justified or modified by a collective or workforce agreement.",
      topics: ["employment", "fixed-term", "contract"],
      situations: [
        "I have been on rolling one year contracts for five years; am I now permanent",
        "how long can an employer keep renewing fixed-term contracts",
      ],
    },
  ],
};
