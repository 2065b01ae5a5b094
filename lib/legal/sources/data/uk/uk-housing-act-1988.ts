import type { InstrumentInput } from "../../schema";

/**
 * Housing Act 1988, Part I (assured tenancies), England. The Renters' Rights Act 2025 reshapes this Part (it ends
 * assured shorthold tenancies and no-fault possession under s. 21 in England); we have not confirmed that reform's
 * commencement date against our domain notes, so s. 21 is left out and the summaries below keep to what holds both
 * before and after it: possession of an assured tenancy only on a Schedule 2 ground, after a s. 8 notice.
 */
export const ukHousingAct1988: InstrumentInput = {
  source_id: "uk-housing-act-1988",
  title: "Housing Act 1988 (1988 c. 50)",
  short_names: ["Housing Act 1988", "HA 1988"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1988/50/contents",
  date: "1988",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "7",
      heading: "Orders for possession",
      summary:
        "Under this section a court may order possession of a home let on an assured tenancy only on one of the grounds in Schedule 2. If a mandatory ground (Part I of the Schedule) is proved the court must order possession; on a discretionary ground (Part II) it may do so only if it also considers it reasonable. A landlord cannot end an assured tenancy simply by giving notice. Applies in England (most Welsh tenancies now fall under the Renting Homes (Wales) Act 2016).",
      topics: ["housing", "tenancy", "eviction", "possession"],
      situations: [
        "can my landlord in England just tell me to leave my flat",
        "on what grounds can a court evict a tenant in England",
        "my landlord has gone to court to get me out for rent arrears",
        "does the judge have to evict me if I owe rent",
      ],
    },
    {
      article: "8",
      heading: "Notice of proceedings for possession",
      summary:
        "Before starting court proceedings to recover possession of a home let on an assured tenancy on a Schedule 2 ground, the landlord must serve the tenant a notice in the prescribed form stating the grounds relied on and the earliest date proceedings can begin; the minimum notice period depends on the ground. The court may dispense with the notice where it thinks that just and equitable, but not for the serious rent arrears ground.",
      topics: ["housing", "tenancy", "eviction", "possession", "notice"],
      situations: [
        "my landlord gave me a notice saying he will seek possession because of arrears",
        "what notice does my landlord in England have to give before going to court to evict me",
        "the eviction notice I got does not say why the landlord wants me out",
      ],
    },
    {
      article: "13",
      heading: "Increases of rent for assured periodic tenancies",
      summary:
        "For an assured periodic tenancy, the landlord may raise the rent by serving a notice in the prescribed form proposing a new rent from a stated date, subject to minimum notice and frequency limits; the new rent applies unless the tenant refers the notice to the First-tier Tribunal (under s. 14) before it takes effect, or the parties agree otherwise.",
      topics: ["housing", "tenancy", "rent", "rent-increase"],
      situations: [
        "my landlord in England sent a form saying the rent goes up next month",
        "can I challenge a rent increase from my landlord in England",
        "how often can a landlord put up the rent on a rolling tenancy",
      ],
    },
  ],
};
