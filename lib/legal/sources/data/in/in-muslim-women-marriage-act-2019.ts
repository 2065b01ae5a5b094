import type { InstrumentInput } from "../../schema";

export const inMuslimWomenMarriageAct2019: InstrumentInput = {
  source_id: "in-muslim-women-marriage-act-2019",
  title: "The Muslim Women (Protection of Rights on Marriage) Act, 2019 (Act No. 20 of 2019)",
  short_names: ["Muslim Women (Protection of Rights on Marriage) Act, 2019", "Triple Talaq Act", "Muslim Women Marriage Act 2019"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/11564",
  date: "2019-07-31",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "Talaq to be void and illegal",
      summary:
        "Any pronouncement of talaq (talaq-e-biddat or similar instant, irrevocable talaq) by a Muslim husband on his wife, spoken, written, electronic or in any other way, is void and illegal.",
      topics: ["family", "divorce", "marriage"],
      situations: ["my husband said talaq three times on WhatsApp; are we divorced", "is instant triple talaq valid in India"],
    },
    {
      article: "4",
      heading: "Punishment for pronouncing talaq",
      summary: "A Muslim husband who pronounces such talaq is punishable with imprisonment up to three years and a fine.",
      topics: ["family", "divorce", "offences", "criminal"],
      situations: ["can I file a police case because my husband gave triple talaq", "my husband sent talaq by text message; what punishment can he get"],
    },
    {
      article: "5",
      heading: "Subsistence allowance",
      summary: "A married Muslim woman on whom such talaq is pronounced is entitled to a subsistence allowance from her husband for herself and dependent children, in an amount set by the Magistrate.",
      topics: ["family", "maintenance", "divorce"],
      situations: ["my husband pronounced talaq and stopped paying for the children", "can I claim allowance for myself and the kids after instant talaq"],
    },
    {
      article: "6",
      heading: "Custody of minor children",
      summary: "A married Muslim woman on whom such talaq is pronounced is entitled to custody of her minor children in the manner the Magistrate determines.",
      topics: ["family", "custody", "children"],
      situations: ["who keeps the children after my husband pronounced triple talaq", "can my husband take the children after pronouncing talaq"],
    },
    {
      article: "7",
      heading: "Offence to be cognizable, compoundable, etc",
      summary:
        "The offence is cognizable when reported by the wife or a blood or marital relative, compoundable at her instance with the Magistrate's permission, and bail may be granted only after the Magistrate hears the wife and is satisfied there are reasonable grounds.",
      topics: ["family", "criminal-procedure", "bail"],
      situations: ["can my husband get bail in a triple talaq case", "can the triple talaq case be settled"],
    },
  ],
};
