import type { InstrumentInput } from "../../schema";

export const ukVatAct1994: InstrumentInput = {
  source_id: "uk-vat-act-1994",
  title: "Value Added Tax Act 1994 (1994 c. 23)",
  short_names: ["Value Added Tax Act 1994", "VATA 1994", "VAT Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1994/23/contents",
  date: "1994-07-05",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Value added tax",
      summary:
        "Value added tax is charged on the supply of goods or services in the UK, the acquisition of certain goods and the importation of goods, and is under the care and management of HMRC.",
      topics: ["tax", "vat"],
      situations: [
        "what is VAT charged on in the UK",
        "is VAT charged on imports into the UK",
      ],
    },
    {
      article: "2",
      heading: "Rate of VAT",
      summary:
        "VAT is charged at the standard rate of 20% on the value of the supply or importation, subject to reduced-rate and zero-rate provisions.",
      topics: ["tax", "vat"],
      situations: [
        "what is the standard rate of VAT",
        "why is VAT 20 percent on my invoice",
      ],
    },
    {
      article: "4",
      heading: "Scope of VAT on taxable supplies",
      summary:
        "VAT is charged on any supply of goods or services made in the UK that is a taxable supply (any supply other than an exempt supply) made by a taxable person in the course or furtherance of a business.",
      topics: ["tax", "vat"],
      situations: [
        "do I have to charge VAT on services I sell",
        "is VAT charged on supplies made outside a business",
      ],
    },
    {
      article: "6",
      heading: "Time of supply",
      summary:
        "Sets the tax point for supplies of goods and services, generally when goods are removed or made available or services performed, brought forward where a VAT invoice is issued or payment received earlier.",
      topics: ["tax", "vat"],
      situations: [
        "when do I have to account for VAT on a sale",
        "when is the tax point for a service",
      ],
    },
    {
      article: "19",
      heading: "Value of supply of goods or services",
      summary:
        "For a supply for money consideration, the value of the supply is the amount that, with the VAT chargeable, equals the consideration; for non-money consideration, its money equivalent.",
      topics: ["tax", "vat"],
      situations: [
        "how do I work out the VAT on a price that includes VAT",
        "what is the value of a supply for VAT purposes",
      ],
    },
    {
      article: "24",
      heading: "Input tax and output tax",
      summary:
        "Defines input tax as VAT on goods and services supplied to or imported by a taxable person for the purpose of their business, and output tax as VAT on supplies they make.",
      topics: ["tax", "vat"],
      situations: [
        "what is the difference between input VAT and output VAT",
        "can I reclaim VAT on goods bought for my business",
      ],
    },
    {
      article: "25",
      heading: "Payment by reference to accounting periods and credit for input tax against output tax",
      summary:
        "A taxable person must account for and pay VAT by reference to accounting periods and is entitled to credit for allowable input tax, receiving a repayment where input tax exceeds output tax.",
      topics: ["tax", "vat"],
      situations: [
        "can I reclaim the VAT I paid on business purchases",
        "HMRC owes me a VAT repayment",
      ],
    },
    {
      article: "30",
      heading: "Zero-rating",
      summary:
        "A zero-rated supply is a taxable supply on which no VAT is charged, covering goods and services listed in Schedule 8 (such as most food, books and children's clothing) and exports.",
      topics: ["tax", "vat", "zero-rating"],
      situations: [
        "why is there no VAT on food in the supermarket",
        "is VAT charged on exports",
      ],
    },
    {
      article: "31",
      heading: "Exempt supplies and acquisitions",
      summary:
        "Supplies of goods or services listed in Schedule 9 (such as most financial services, insurance, education, health care and many land transactions) are exempt from VAT.",
      topics: ["tax", "vat", "exemptions"],
      situations: [
        "is VAT charged on rent for residential property",
        "are my bank charges subject to VAT",
      ],
    },
  ],
};
