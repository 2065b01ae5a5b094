import type { InstrumentInput } from "../../schema";

export const ukFamilyLawAct1996: InstrumentInput = {
  source_id: "uk-family-law-act-1996",
  title: "Family Law Act 1996 (1996 c. 27)",
  short_names: ["Family Law Act 1996", "FLA 1996"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1996/27/contents",
  date: "1996-07-04",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "30",
      heading: "Rights concerning home where one spouse or civil partner has no estate, etc.",
      summary:
        "A spouse or civil partner who does not own or rent the matrimonial home has home rights: not to be evicted without a court order while in occupation, and if not in occupation, to enter and occupy with the court's leave. Applies in England and Wales.",
      topics: ["family", "housing", "domestic-violence"],
      situations: [
        "the house is in my husband's name; can he throw me out",
        "do I have a right to stay in the home my wife owns",
      ],
    },
    {
      article: "33",
      heading: "Occupation orders where applicant has estate or interest etc. or has home rights",
      summary:
        "A person entitled to occupy a home they shared (or intended to share) with an associated person may ask the court for an occupation order regulating who lives there, including excluding the other person, applying a balance of harm test.",
      topics: ["family", "housing", "domestic-violence", "injunction"],
      situations: [
        "I want my violent partner out of the house",
        "can I get my abusive partner removed from our home",
        "can the court order my violent husband to leave the house",
      ],
    },
    {
      article: "42",
      heading: "Non-molestation orders",
      summary:
        "A court may make a non-molestation order prohibiting a person from molesting an associated person or a relevant child, including without notice in urgent cases, having regard to the need to secure the health, safety and well-being of the applicant and child.",
      topics: ["family", "domestic-violence", "injunction", "harassment"],
      situations: [
        "my ex keeps harassing and threatening me, can a court stop him",
        "how do I stop my ex from contacting and threatening me",
        "can I get a court order to protect me from my partner",
      ],
    },
    {
      article: "42A",
      heading: "Offence of breaching non-molestation order",
      summary:
        "Breaching a non-molestation order without reasonable excuse is a criminal offence punishable with up to five years' imprisonment, or may alternatively be punished as contempt of court.",
      topics: ["family", "domestic-violence", "offences"],
      situations: [
        "my ex keeps breaking the non-molestation order; what can police do",
        "is breaching a non-molestation order a crime",
      ],
    },
    {
      article: "62",
      heading: "Meaning of “cohabitants”, “relevant child” and “associated persons”",
      summary:
        "Defines who counts as associated persons for these remedies, including spouses and civil partners (current or former), cohabitants, people who live or lived in the same household, relatives, people who were engaged, and those in an intimate relationship of significant duration.",
      topics: ["family", "domestic-violence", "definitions"],
      situations: [
        "can I get a protection order against my brother",
        "we only dated for a year; can I still apply for a non-molestation order",
      ],
    },
  ],
};
