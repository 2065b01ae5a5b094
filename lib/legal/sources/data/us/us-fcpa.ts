import type { InstrumentInput } from "../../schema";

/** Foreign Corrupt Practices Act of 1977, as codified in Title 15 of the U.S. Code. */
export const usFcpa: InstrumentInput = {
  source_id: "us-fcpa",
  title: "Foreign Corrupt Practices Act of 1977",
  short_names: ["FCPA", "Foreign Corrupt Practices Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter2B&edition=prelim",
  date: "1977-12-19",
  provisions: [
    {
      article: "78dd-1",
      heading: "Prohibited foreign trade practices by issuers",
      summary:
        "Forbids issuers of SEC-registered or reporting securities, and their officers, directors, employees, agents and shareholders acting for them, from corruptly offering or giving anything of value to a foreign official, party or candidate, directly or through intermediaries, to obtain or retain business; it carves out facilitating payments for routine governmental action and provides affirmative defences.",
      topics: ["anti-bribery", "corruption", "criminal"],
    },
    {
      article: "78dd-2",
      heading: "Prohibited foreign trade practices by domestic concerns",
      summary:
        "Applies the same anti-bribery prohibition to domestic concerns, meaning U.S. citizens, nationals and residents and businesses organised under U.S. law or based in the United States, and provides for civil enforcement by the Attorney General and for penalties.",
      topics: ["anti-bribery", "corruption", "criminal"],
    },
    {
      article: "78dd-3",
      heading: "Prohibited foreign trade practices by persons other than issuers or domestic concerns",
      summary:
        "Extends the anti-bribery prohibition to foreign persons and companies that, while in the territory of the United States, use the mails or means of interstate commerce or do any other act in furtherance of a corrupt payment to a foreign official.",
      topics: ["anti-bribery", "corruption", "criminal"],
    },
    {
      article: "78m",
      heading: "Periodical and other reports",
      summary:
        "Section 13 of the Securities Exchange Act: requires issuers to file periodic reports with the SEC and, through the FCPA's accounting provisions, to make and keep books and records that accurately reflect transactions and to maintain a system of internal accounting controls; knowingly circumventing controls or falsifying records is prohibited.",
      topics: ["books-and-records", "internal-controls", "financial-reporting", "anti-bribery"],
    },
    {
      article: "78ff",
      heading: "Penalties",
      summary:
        "Sets the criminal penalties for wilful violations of the Securities Exchange Act, including its books-and-records provisions, and the fines and imprisonment for issuers and individuals who violate the anti-bribery provisions, and bars issuers from paying fines imposed on their individual officers, employees or agents.",
      topics: ["penalties", "criminal", "anti-bribery", "punishment"],
    },
  ],
};
