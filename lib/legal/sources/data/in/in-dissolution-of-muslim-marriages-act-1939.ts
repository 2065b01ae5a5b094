import type { InstrumentInput } from "../../schema";

export const inDissolutionOfMuslimMarriagesAct1939: InstrumentInput = {
  source_id: "in-dissolution-of-muslim-marriages-act-1939",
  title: "The Dissolution of Muslim Marriages Act, 1939 (Act No. 8 of 1939)",
  short_names: ["Dissolution of Muslim Marriages Act, 1939", "Dissolution of Muslim Marriages Act 1939", "DMMA"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2404",
  date: "1939-03-17",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2",
      heading: "Grounds for decree for dissolution of marriage",
      summary:
        "A woman married under Muslim law may obtain a court decree dissolving the marriage on grounds including the husband's unknown whereabouts for four years, failure to maintain her for two years, a sentence of seven years or more, failure to perform marital obligations for three years, impotence, insanity for two years or virulent venereal disease, repudiation of a marriage arranged before fifteen, cruelty (including unequal treatment of co-wives), or any other ground valid under Muslim law.",
      topics: ["family", "divorce", "marriage"],
      situations: [
        "how can a Muslim woman get a divorce through court in India",
        "my husband has not paid anything for my maintenance for two years",
        "my husband has been missing for years; can I end the marriage",
      ],
    },
    {
      article: "5",
      heading: "Rights to dower not to be affected",
      summary: "Nothing in the Act affects any right a married woman has under Muslim law to her dower or any part of it on dissolution of her marriage.",
      topics: ["family", "divorce", "property"],
      situations: ["will I lose my mehr if I get a court divorce", "does a divorce decree affect my right to dower"],
    },
  ],
};
