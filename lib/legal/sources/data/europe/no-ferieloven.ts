import type { InstrumentInput } from "../../schema";

/** Norway's Holiday Act: the length of the statutory annual holiday. */
export const noFerieloven: InstrumentInput = {
  source_id: "no-ferieloven",
  title: "Lov om ferie (ferieloven)",
  short_names: ["ferieloven", "Holiday Act (Norway)", "Norwegian Holiday Act"],
  jurisdiction: "NO",
  kind: "statute",
  provision_label: "section",
  official_url: "https://lovdata.no/dokument/NL/lov/1988-04-29-21",
  date: "1988-04-29",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "5",
      heading: "Feriens lengde",
      summary: "Entitles employees to 25 working days of holiday each holiday year, with an extra six working days for employees who turn 60 during the year, counting Saturdays but not Sundays and public holidays as working days.",
      topics: ["employment", "annual-leave"],
      situations: ["how many vacation days do I get in Norway", "I'm turning 60, do I get more holiday in Norway"],
    },
  ],
};
