import type { InstrumentInput } from "../../schema";

export const auGstAct1999: InstrumentInput = {
  source_id: "au-gst-act-1999",
  title: "A New Tax System (Goods and Services Tax) Act 1999 (Cth) (No. 55, 1999)",
  short_names: ["A New Tax System (Goods and Services Tax) Act 1999", "GST Act", "GST Act 1999"],
  jurisdiction: "AU",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.au/C2004A00446/latest/text",
  date: "1999-07-08",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "9-5",
      heading: "Taxable supplies",
      summary:
        "You make a taxable supply if you make it for consideration, in the course or furtherance of an enterprise you carry on, it is connected with the indirect tax zone, and you are registered or required to be registered, unless it is GST-free or input taxed.",
      topics: ["tax", "gst"],
      situations: [
        "do I need to charge GST on my services in Australia",
        "I started selling online; do I charge GST",
      ],
    },
    {
      article: "9-40",
      heading: "Liability for GST on taxable supplies",
      summary:
        "You must pay the GST payable on any taxable supply that you make.",
      topics: ["tax", "gst"],
      situations: [
        "who has to pay GST to the ATO",
        "as a sole trader who must pay the GST on my sales",
      ],
    },
    {
      article: "9-70",
      heading: "The amount of GST on taxable supplies",
      summary:
        "The amount of GST on a taxable supply is 10% of the value of the supply.",
      topics: ["tax", "gst"],
      situations: [
        "what is the GST rate in Australia",
        "how much GST is in a price of 110 dollars",
      ],
    },
    {
      article: "11-20",
      heading: "Who is entitled to input tax credits for creditable acquisitions",
      summary:
        "You are entitled to an input tax credit for any creditable acquisition that you make.",
      topics: ["tax", "gst"],
      situations: [
        "can I claim back the GST I paid on business expenses",
        "can my business claim GST credits on office supplies",
      ],
    },
    {
      article: "23-5",
      heading: "Who is required to be registered",
      summary:
        "You are required to be registered for GST if you are carrying on an enterprise and your GST turnover meets the registration turnover threshold.",
      topics: ["tax", "gst", "registration"],
      situations: [
        "when must my business register for GST in Australia",
        "my side business turnover is growing; when must I register for GST",
      ],
    },
    {
      article: "23-15",
      heading: "The registration turnover threshold",
      summary:
        "The registration turnover threshold is $75,000 (or $150,000 for non-profit bodies), or a higher amount specified in the regulations.",
      topics: ["tax", "gst", "registration"],
      situations: [
        "what is the GST registration threshold",
        "what turnover triggers compulsory GST registration for a charity",
      ],
    },
    {
      article: "38-2",
      heading: "Food",
      summary:
        "A supply of food is GST-free, subject to exclusions such as food for consumption on the premises, hot food, and listed categories like confectionery and snack foods.",
      topics: ["tax", "gst", "gst-free"],
      situations: [
        "why is there no GST on fresh food",
        "why is GST charged on takeaway food but not on bread",
      ],
    },
    {
      article: "40-35",
      heading: "Residential rent",
      summary:
        "A supply of premises by way of lease, hire or licence is input taxed if it is a supply of residential premises (other than commercial residential premises) to be used predominantly for residential accommodation.",
      topics: ["tax", "gst", "housing", "rent"],
      situations: [
        "do landlords charge GST on residential rent",
        "is GST payable on rent for an apartment",
      ],
    },
  ],
};
