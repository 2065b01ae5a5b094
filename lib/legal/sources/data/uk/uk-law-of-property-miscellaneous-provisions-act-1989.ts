import type { InstrumentInput } from "../../schema";

export const ukLawOfPropertyMiscellaneousProvisionsAct1989: InstrumentInput = {
  source_id: "uk-law-of-property-miscellaneous-provisions-act-1989",
  title: "Law of Property (Miscellaneous Provisions) Act 1989 (1989 c. 34)",
  short_names: ["Law of Property (Miscellaneous Provisions) Act 1989", "LP(MP)A 1989"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1989/34/contents",
  date: "1989-07-27",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Deeds and their execution",
      summary:
        "An instrument is a deed only if it makes clear on its face that it is intended to be a deed and is validly executed: by an individual signing in the presence of a witness who attests the signature (or at their direction with two witnesses) and delivering it as a deed.",
      topics: ["contract", "formalities", "property"],
      situations: [
        "does my deed need a witness in England",
        "how do I sign a document as a deed",
      ],
    },
    {
      article: "2",
      heading: "Contracts for sale etc. of land to be made by signed writing",
      summary:
        "A contract for the sale or other disposition of an interest in land can only be made in writing, incorporating all the agreed terms in one document (or each of exchanged documents) and signed by or for each party; otherwise it is void, subject to exceptions such as short leases and auctions.",
      topics: ["contract", "formalities", "property", "real-estate"],
      situations: [
        "we agreed the sale of my house by email; is it binding",
        "the buyer backed out after a verbal agreement to buy my land",
      ],
    },
  ],
};
