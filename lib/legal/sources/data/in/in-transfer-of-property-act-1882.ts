import type { InstrumentInput } from "../../schema";

/** Transfer of Property Act, 1882 (Act No. 4 of 1882): the sections the property and lease tools cite. */
export const inTransferOfPropertyAct1882: InstrumentInput = {
  source_id: "in-transfer-of-property-act-1882",
  title: "The Transfer of Property Act, 1882",
  short_names: ["Transfer of Property Act", "Transfer of Property Act 1882", "TPA", "TP Act", "Act No. 4 of 1882"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1882-02-17",
  provisions: [
    {
      article: "52",
      heading: "Transfer of property pending suit relating thereto",
      summary: "While a suit in which a right to immovable property is directly in question is pending, the property cannot be transferred so as to affect another party's rights under the eventual decree, except with the court's leave (lis pendens).",
      topics: ["property", "litigation", "transfer"],
    },
    {
      article: "53A",
      heading: "Part performance",
      summary: "A transferee who has taken possession under a signed written contract to transfer immovable property, and is willing to perform, may resist the transferor's claim to the property even though the transfer itself was not completed by a registered instrument.",
      topics: ["property", "contracts", "possession"],
    },
    {
      article: "54",
      heading: "\"Sale\" defined",
      summary: "Defines a sale as a transfer of ownership for a price, requires a registered instrument for tangible immovable property worth one hundred rupees or more, and states that a contract for sale does not itself create any interest in the property.",
      topics: ["property", "sale", "registration"],
    },
    {
      article: "106",
      heading: "Duration of certain leases in absence of written contract or local usage",
      summary: "Absent a contract or local usage to the contrary, treats a lease for agricultural or manufacturing purposes as year to year, ended by six months' notice, and any other lease as month to month, ended by fifteen days' notice; the notice must be in writing, signed and served.",
      topics: ["property", "lease", "termination", "notice"],
    },
    {
      article: "107",
      heading: "Leases how made",
      summary: "Requires a lease of immovable property from year to year, for a term exceeding one year or reserving a yearly rent to be made by a registered instrument; other leases may be made by a registered instrument or by oral agreement with delivery of possession.",
      topics: ["property", "lease", "registration"],
    },
    {
      article: "111",
      heading: "Determination of lease",
      summary: "Lists how a lease of immovable property ends, among them efflux of time, the happening of a stated event, merger, express or implied surrender, forfeiture for breach, and expiry of a notice to quit.",
      topics: ["property", "lease", "termination"],
    },
  ],
};
