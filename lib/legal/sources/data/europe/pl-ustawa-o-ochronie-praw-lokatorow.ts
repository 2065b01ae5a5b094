import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no official headings; the headings below are editorial descriptions in square brackets.
 */
export const plUstawaOOchroniePrawLokatorow: InstrumentInput = {
  source_id: "pl-ustawa-o-ochronie-praw-lokatorow",
  title: "Ustawa z dnia 21 czerwca 2001 r. o ochronie praw lokatorów, mieszkaniowym zasobie gminy i o zmianie Kodeksu cywilnego",
  short_names: ["Ustawa o ochronie praw lokatorów", "Tenants' Rights Protection Act (Poland)", "Polish tenant protection law"],
  jurisdiction: "PL",
  kind: "statute",
  provision_label: "article",
  official_url: "https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU20010710733",
  date: "2001-06-21",
  provisions: [
    {
      article: "6",
      heading: "[Untitled] Security deposit",
      summary: "Lets the landlord require a deposit of up to twelve times the monthly rent to secure claims under the lease, repayable within one month of vacating the premises after deducting amounts due.",
      topics: ["tenancy", "deposit"],
      situations: [
        "how big a deposit can a Polish landlord demand",
        "when must a landlord in Poland return my deposit",
      ],
    },
    {
      article: "8a",
      heading: "[Untitled] Rent increases",
      summary: "Requires the landlord to give written notice of a rent increase at least three months before the end of a calendar month, and lets the tenant challenge certain increases in court.",
      topics: ["tenancy", "rent-increase"],
      situations: [
        "my Polish landlord wants to raise the rent, how much notice is needed",
        "can I challenge a rent increase in Poland",
      ],
    },
    {
      article: "11",
      heading: "[Untitled] Termination by the owner",
      summary: "Permits the owner to terminate the tenant's right to use the premises only on listed grounds and notice, such as serious or persistent breach of house rules, rent arrears of at least three full periods after a written warning, or unauthorised subletting.",
      topics: ["tenancy", "termination", "eviction"],
      situations: ["my landlord in Poland wants to terminate because I'm behind on rent"],
    },
  ],
};
