import type { InstrumentInput } from "../../schema";

export const ukHousingAct2004: InstrumentInput = {
  source_id: "uk-housing-act-2004",
  title: "Housing Act 2004 (2004 c. 34)",
  short_names: ["Housing Act 2004", "HA 2004"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2004/34/contents",
  date: "2004-11-18",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "212",
      heading: "Tenancy deposit schemes",
      summary:
        "Requires the appropriate national authority to arrange for tenancy deposit schemes (custodial or insurance-based) to safeguard deposits paid in connection with the residential tenancies the Chapter covers and to resolve disputes about them. Applies in England and Wales.",
      topics: ["housing", "tenancy", "deposits"],
      situations: [
        "what is a tenancy deposit protection scheme",
        "who holds my deposit during my tenancy",
      ],
    },
    {
      article: "213",
      heading: "Requirements relating to tenancy deposits",
      summary:
        "A landlord who receives a tenancy deposit must comply with the initial requirements of an authorised scheme and give the tenant the prescribed information about it within 30 days of receiving the deposit.",
      topics: ["housing", "tenancy", "deposits"],
      situations: [
        "my landlord never protected my deposit",
        "how long does the landlord have to put my deposit in a scheme",
        "I never got the deposit protection certificate",
        "my landlord in England didn't put my deposit in a protection scheme",
        "which deposit scheme is my tenancy deposit in",
      ],
    },
    {
      article: "214",
      heading: "Proceedings relating to tenancy deposits",
      summary:
        "If a landlord fails to protect a deposit or give the prescribed information in time, the tenant (including after the tenancy ends) may apply to court, which must order repayment or protection and order the landlord to pay the tenant between one and three times the deposit.",
      topics: ["housing", "tenancy", "deposits", "remedies"],
      situations: [
        "can I claim compensation because my deposit was not protected",
        "my landlord kept my deposit unprotected; how much can I get",
      ],
    },
    {
      article: "215",
      heading: "Sanctions for non-compliance",
      summary:
        "A landlord who has not complied with the deposit protection requirements faces restrictions on recovering possession by notice while the deposit remains unprotected or unreturned, as the section sets out.",
      topics: ["housing", "tenancy", "deposits", "eviction"],
      situations: [
        "can my landlord evict me if he never protected my deposit",
        "my deposit was never protected and the landlord wants possession",
      ],
    },
  ],
};
