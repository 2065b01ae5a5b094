import type { InstrumentInput } from "../../schema";

/** Registration Act, 1908 (Act No. 16 of 1908): the sections the property and lease tools cite. */
export const inRegistrationAct1908: InstrumentInput = {
  source_id: "in-registration-act-1908",
  title: "The Registration Act, 1908",
  short_names: ["Registration Act", "Registration Act 1908", "Indian Registration Act", "Act No. 16 of 1908"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1908-12-18",
  provisions: [
    {
      article: "17",
      heading: "Documents of which registration is compulsory",
      summary: "Lists the documents that must be registered, among them gifts of immovable property, non-testamentary instruments creating or transferring an interest in immovable property worth one hundred rupees or more, and leases of immovable property from year to year, for more than a year or reserving a yearly rent.",
      topics: ["property", "registration", "lease"],
    },
    {
      article: "23",
      heading: "Time for presenting documents",
      summary: "A document other than a will must be presented for registration within four months from the date of its execution.",
      topics: ["property", "registration", "deadlines"],
    },
    {
      article: "25",
      heading: "Provision where delay in presentation is unavoidable",
      summary: "Where urgent necessity or an unavoidable accident delayed presentation by no more than four months beyond the time allowed, the registering authority may accept the document on payment of a fine of up to ten times the registration fee.",
      topics: ["property", "registration", "deadlines"],
    },
    {
      article: "49",
      heading: "Effect of non-registration of documents required to be registered",
      summary: "An unregistered document that had to be registered does not affect the immovable property it covers and is not evidence of a transaction affecting that property, though it may be received as evidence of a contract in a suit for specific performance or of a collateral transaction.",
      topics: ["property", "registration", "evidence"],
    },
  ],
};
