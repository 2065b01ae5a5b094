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
      situations: [
        "must a gift deed of a flat be registered in India",
        "do I need to register a rent agreement for more than a year in India",
      ],
    },
    {
      article: "23",
      heading: "Time for presenting documents",
      summary: "A document other than a will must be presented for registration within four months from the date of its execution.",
      topics: ["property", "registration", "deadlines"],
      situations: [
        "how long do I have to register a sale deed after signing it in India",
        "what is the time limit to present a document for registration in India",
      ],
    },
    {
      article: "25",
      heading: "Provision where delay in presentation is unavoidable",
      summary: "Where urgent necessity or an unavoidable accident delayed presentation by no more than four months beyond the time allowed, the registering authority may accept the document on payment of a fine of up to ten times the registration fee.",
      topics: ["property", "registration", "deadlines"],
      situations: [
        "I missed the four-month deadline to register my document in India",
        "can a late document still be registered in India on paying a fine",
      ],
    },
    {
      article: "49",
      heading: "Effect of non-registration of documents required to be registered",
      summary: "An unregistered document that had to be registered does not affect the immovable property it covers and is not evidence of a transaction affecting that property, though it may be received as evidence of a contract in a suit for specific performance or of a collateral transaction.",
      topics: ["property", "registration", "evidence"],
      situations: [
        "my sale agreement for land was not registered, is it valid as evidence in India",
        "what is the effect of not registering a document that had to be registered in India",
      ],
    },
    {
      article: "18",
      heading: "Documents of which registration is optional",
      summary:
        "Lists documents that may, but need not, be registered, such as instruments affecting immovable property under Rs 100, leases for a year or less, wills, and other documents not requiring compulsory registration.",
      topics: ["registration", "property"],
      situations: [
        "do I need to register a rent agreement for 11 months",
        "is registration of a will compulsory in India",
      ],
    },
    {
      article: "32",
      heading: "Persons to present documents for registration",
      summary:
        "A document must be presented for registration at the proper office by a person executing or claiming under it, or their representative, assign or authorised agent holding a duly executed power of attorney.",
      topics: ["registration", "property", "formalities"],
      situations: [
        "who has to go to the sub-registrar office to register a sale deed",
        "can my agent present the sale deed for registration on my behalf",
      ],
    },
    {
      article: "47",
      heading: "Time from which registered document operates",
      summary:
        "A registered document operates from the time it would have operated had no registration been required, not from the time of registration.",
      topics: ["registration", "property"],
      situations: [
        "from what date does my registered sale deed take effect",
        "does a registered gift deed take effect from the date I signed it",
      ],
    },
    {
      article: "71",
      heading: "Reasons for refusal to register to be recorded",
      summary:
        "A registering officer who refuses to register a document must record the reasons in the Book of Reasons and endorse \"registration refused\" on the document, giving a copy of the reasons on application.",
      topics: ["registration", "property"],
      situations: [
        "the sub-registrar refused to register my deed; what can I do",
        "why did the sub-registrar refuse to register and where are the reasons recorded",
      ],
    },
  ],
};
