import type { InstrumentInput } from "../../schema";

/** Foreign Exchange Management Act, 1999 (Act No. 42 of 1999). */
export const inFema1999: InstrumentInput = {
  source_id: "in-fema-1999",
  title: "The Foreign Exchange Management Act, 1999",
  short_names: ["FEMA", "FEMA 1999", "Foreign Exchange Management Act", "Act No. 42 of 1999"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/1988",
  date: "1999-12-29",
  provisions: [
    {
      article: "6",
      heading: "Capital account transactions",
      summary:
        "Lets a person draw or sell foreign exchange for capital account transactions permitted by the Reserve Bank, and empowers the Central Government (for non-debt instruments) and the Reserve Bank (for debt instruments) to prescribe and regulate them, including foreign investment in India.",
      topics: ["foreign-exchange", "foreign-investment"],
      situations: [
        "can a foreign company invest in my Indian startup, what rules apply",
        "can I buy property abroad from India under foreign exchange rules",
      ],
    },
    {
      article: "13",
      heading: "Penalties",
      summary:
        "Makes a person who contravenes the Act, its rules, regulations, directions or orders liable to a penalty of up to three times the sum involved where quantifiable (or up to two lakh rupees otherwise), with a further daily penalty for continuing contraventions.",
      topics: ["foreign-exchange", "penalties"],
      situations: [
        "what is the penalty for breaking foreign exchange rules in India",
        "how much can the penalty be for a FEMA violation in India",
      ],
    },
  ],
};
