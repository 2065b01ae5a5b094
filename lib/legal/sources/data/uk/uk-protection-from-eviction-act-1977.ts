import type { InstrumentInput } from "../../schema";

export const ukProtectionFromEvictionAct1977: InstrumentInput = {
  source_id: "uk-protection-from-eviction-act-1977",
  title: "Protection from Eviction Act 1977 (1977 c. 43)",
  short_names: ["Protection from Eviction Act 1977", "PEA 1977"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1977/43/contents",
  date: "1977-07-29",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Unlawful eviction and harassment of occupier",
      summary:
        "It is a criminal offence to unlawfully deprive a residential occupier of their home, or to do acts likely to interfere with their peace or comfort or withdraw services (such as cutting off utilities or changing locks) intending to make them leave or not exercise their rights, including by a landlord who knows or believes such conduct is likely to have that effect. Applies in England and Wales.",
      topics: ["housing", "tenancy", "eviction", "harassment", "offences"],
      situations: [
        "my landlord changed the locks while I was out",
        "the landlord cut off my electricity to make me leave",
        "my landlord keeps coming in without notice to pressure me to move",
        "my landlord keeps harassing me so that I leave my home in England",
        "the landlord evicted me without a court order in England",
      ],
    },
    {
      article: "2",
      heading: "Restriction on re-entry without due process of law",
      summary:
        "Where premises are let as a dwelling under a lease subject to forfeiture, the landlord may enforce the right of re-entry or forfeiture only by court proceedings while anyone is lawfully living there.",
      topics: ["housing", "tenancy", "eviction"],
      situations: [
        "can my landlord take back the flat without going to court",
        "can a landlord forfeit my lease by changing the locks",
      ],
    },
    {
      article: "3",
      heading: "Prohibition of eviction without due process of law",
      summary:
        "Where a residential tenancy or licence that is not statutorily protected has ended but the occupier still lives there, the owner may recover possession only through court proceedings, except for excluded tenancies and licences such as lodgers sharing the owner's accommodation.",
      topics: ["housing", "tenancy", "eviction"],
      situations: [
        "my tenancy has ended; can the landlord just put my things on the street",
        "I am a lodger in my landlord's home; does he need a court order to evict me",
      ],
    },
    {
      article: "5",
      heading: "Validity of notices to quit",
      summary:
        "A notice to quit a dwelling given by a landlord or tenant is valid only if it is in writing, contains prescribed information, and is given at least four weeks before it takes effect, save for excluded tenancies and licences.",
      topics: ["housing", "tenancy", "notice"],
      situations: [
        "how much notice do I have to give to end my periodic tenancy",
        "my landlord gave me a verbal notice to leave next week",
      ],
    },
  ],
};
