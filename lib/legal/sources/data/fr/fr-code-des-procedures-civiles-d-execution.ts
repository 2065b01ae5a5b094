import type { InstrumentInput } from "../../schema";

/**
 * Articles carry no individual official headings; the headings below are editorial descriptions in square brackets.
 * Article numbers were checked against a 2019 export of the code (SocialGouv/legi-data).
 */
export const frCodeDesProceduresCivilesDExecution: InstrumentInput = {
  source_id: "fr-code-des-procedures-civiles-d-execution",
  title: "Code des procédures civiles d'exécution",
  short_names: ["Code des procédures civiles d'exécution", "CPCE", "French Code of Civil Enforcement Procedures"],
  jurisdiction: "FR",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000025024948",
  date: "2012-06-01",
  provisions: [
    {
      article: "L411-1",
      heading: "[Untitled] Eviction requires a court decision",
      summary: "Permits the eviction of a building or dwelling only under a court decision or enforceable record of conciliation and after service of an order to vacate the premises.",
      topics: ["tenancy", "eviction", "enforcement"],
      situations: ["can my landlord change the locks and throw me out himself"],
    },
    {
      article: "L412-1",
      heading: "[Untitled] Two-month period after the order to vacate",
      summary: "Prevents eviction from a dwelling until two months after the order to vacate, save where the occupants entered by force, with the judge able to reduce or extend the period.",
      topics: ["tenancy", "eviction", "enforcement"],
      situations: ["the court ordered me out of my flat, how long before they can evict me"],
    },
    {
      article: "L412-3",
      heading: "[Untitled] Grace periods for occupants",
      summary: "Lets the judge grant occupants whose rehousing cannot take place in normal conditions renewable grace periods before eviction.",
      topics: ["tenancy", "eviction"],
      situations: ["I have nowhere to go, can the judge give me more time before eviction"],
    },
    {
      article: "L412-4",
      heading: "[Untitled] Length of grace periods",
      summary: "Limits grace periods to between one month and one year, taking account of the occupant's and owner's situations and circumstances such as age, health, family situation and efforts to find housing.",
      topics: ["tenancy", "eviction"],
      situations: ["how much extra time can a judge give me before eviction", "delay before being evicted from my flat"],
    },
    {
      article: "L412-6",
      heading: "[Untitled] Winter truce",
      summary: "Suspends the enforcement of any eviction from a dwelling from 1 November to 31 March of the following year, unless the persons are rehoused in conditions suited to their family's needs, subject to exceptions such as squatters who entered by force.",
      topics: ["tenancy", "eviction", "winter-truce"],
      situations: ["can I be evicted in winter in France", "my landlord wants to evict me in December"],
    },
  ],
};
