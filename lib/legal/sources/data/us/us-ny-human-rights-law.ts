import type { InstrumentInput } from "../../schema";

/** New York Human Rights Law (Executive Law article 15): unlawful discriminatory practices and complaints to the Division of Human Rights. */
export const usNyHumanRightsLaw: InstrumentInput = {
  source_id: "us-ny-human-rights-law",
  title: "New York Executive Law, Article 15 (Human Rights Law)",
  short_names: ["New York Human Rights Law", "New York Executive Law", "N.Y. Exec. Law", "NYSHRL"],
  jurisdiction: "US-NY",
  kind: "statute",
  provision_label: "section",
  codified_at: "N.Y. Exec. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/EXC/A15",
  date: "1945",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "290",
      heading: "Purposes of article",
      summary: "States that the article may be cited as the Human Rights Law and declares the State's policy of eliminating and preventing discrimination in employment, housing, public accommodations and other areas, creating the Division of Human Rights.",
      topics: ["discrimination", "principles"],
    },
    {
      article: "291",
      heading: "Equality of opportunity a civil right",
      summary: "Declares the opportunity to obtain employment, education, housing and use of public accommodations without discrimination on protected grounds a civil right.",
      topics: ["discrimination", "civil-rights"],
      situations: ["do I have a right to be free of discrimination when renting or applying for a job", "equal opportunity in housing and employment"],
    },
    {
      article: "292",
      heading: "Definitions",
      summary: "Defines the terms of the Human Rights Law, including employer (all employers regardless of size), employee, disability, familial status, gender identity or expression and housing accommodation.",
      topics: ["discrimination", "definitions"],
    },
    {
      article: "296",
      heading: "Unlawful discriminatory practices",
      summary: "Makes it an unlawful discriminatory practice for an employer, employment agency, labour organisation, landlord or place of public accommodation to discriminate because of age, race, creed, colour, national origin, citizenship or immigration status, sexual orientation, gender identity or expression, military status, sex, disability, predisposing genetic characteristics, familial status, marital status or status as a victim of domestic violence, including harassment regardless of whether it is severe or pervasive, failure to reasonably accommodate disability, pregnancy-related conditions or religious practice, and retaliation.",
      topics: ["employment", "housing", "discrimination", "harassment", "retaliation"],
      situations: [
        "my New York employer fired me after I told them I was pregnant",
        "a landlord in New York won't rent to me because I have kids",
        "I was treated differently at work in New York because of my race",
        "my New York boss harasses me because I am gay",
        "my employer refuses to accommodate my disability in New York",
        "I was fired for my religion in New York",
      ],
    },
    {
      article: "297",
      heading: "Procedure",
      summary: "Provides for a person claiming to be aggrieved by an unlawful discriminatory practice to file a verified complaint with the Division of Human Rights, generally within three years for discrimination claims, or to sue in court instead, and for hearings, orders and remedies.",
      topics: ["discrimination", "complaints", "time-limits", "remedies"],
      situations: ["how long do I have to file a discrimination complaint in New York"],
    },
  ],
};
