import type { InstrumentInput } from "../../schema";

export const deNachwg: InstrumentInput = {
  source_id: "de-nachwg",
  title: "Gesetz über den Nachweis der für ein Arbeitsverhältnis geltenden wesentlichen Bedingungen (Nachweisgesetz – NachwG)",
  short_names: ["NachwG", "Nachweisgesetz", "Evidence Act (employment terms)", "German written statement of employment terms"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/nachwg/",
  date: "1995-07-20",
  provisions: [
    {
      article: "1",
      heading: "Anwendungsbereich",
      summary: "Applies the Act to all employees.",
      topics: ["employment", "written-statement", "scope"],
    },
    {
      article: "2",
      heading: "Nachweispflicht",
      summary: "Obliges the employer to record the essential terms of the employment relationship in writing, sign them and hand them to the employee: names and addresses of the parties, pay and its composition and working hours on the first working day, further items such as start date, place of work and duties within seven calendar days, and the remaining items (such as leave, notice procedure and applicable agreements) within one month; since 2025 the record may instead be given in text form where it is accessible, storable and printable and the employer asks for confirmation of receipt, unless the employee demands writing.",
      topics: ["employment", "written-statement", "employment-contract"],
      situations: ["I started work without a written contract in Germany", "my employer never gave me my terms in writing"],
    },
    {
      article: "3",
      heading: "Änderung der Angaben",
      summary: "Requires any change in the essential contract terms to be notified to the employee in the same form on the day it takes effect, unless it results from a change in statutes or collective agreements.",
      topics: ["employment", "written-statement", "changes"],
      situations: ["my employer changed my working hours without telling me in writing", "must changes to my contract terms be given in writing"],
    },
  ],
};
