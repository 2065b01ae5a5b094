import type { InstrumentInput } from "../../schema";

/** Real Estate (Regulation and Development) Act, 2016 (Act No. 16 of 2016). */
export const inRera2016: InstrumentInput = {
  source_id: "in-rera-2016",
  title: "The Real Estate (Regulation and Development) Act, 2016",
  short_names: ["RERA", "RERA 2016", "Real Estate (Regulation and Development) Act", "Real Estate Act", "Act No. 16 of 2016"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2016-03-25",
  provisions: [
    {
      article: "3",
      heading: "Prior registration of real estate project with Real Estate Regulatory Authority",
      summary:
        "Forbids a promoter to advertise, market, book or sell in a real estate project without registering it with the Authority, with exemptions for small projects (land up to 500 square metres or up to eight apartments) and completed projects.",
      topics: ["real-estate", "registration"],
      situations: [
        "a builder in India is selling flats in a project that isn't registered",
      ],
    },
    {
      article: "11",
      heading: "Functions and duties of promoter",
      summary: "Sets the promoter's duties, including web disclosure of project details, adherence to sanctioned plans, obtaining completion certificates and conveying title to allottees.",
      topics: ["real-estate"],
      situations: [
        "what must a builder in India disclose about a housing project",
      ],
    },
    {
      article: "18",
      heading: "Return of amount and compensation",
      summary:
        "Where the promoter fails to complete or give possession as agreed, lets the allottee withdraw and recover the amount paid with interest and compensation, or stay on and receive interest for every month of delay until possession.",
      topics: ["real-estate", "remedies", "damages"],
      situations: [
        "the builder in India hasn't handed over my flat on time; can I get my money back with interest",
      ],
    },
    {
      article: "19",
      heading: "Rights and duties of allottees",
      summary: "Gives allottees rights to project information, timely possession and documents, and obliges them to pay instalments and charges when due.",
      topics: ["real-estate"],
      situations: [
        "what rights do I have as a flat buyer in India",
      ],
    },
    {
      article: "31",
      heading: "Filing of complaints with the Authority or the adjudicating officer",
      summary:
        "Lets any aggrieved person complain to the Authority or the adjudicating officer about a violation of the Act, its rules or regulations by a promoter, allottee or real estate agent.",
      topics: ["real-estate", "remedies"],
      situations: [
        "where do I complain about my builder in India",
      ],
    },
    {
      article: "40",
      heading: "Recovery of interest or penalty or compensation and enforcement of order, etc.",
      summary: "Makes unpaid interest, penalty or compensation recoverable as arrears of land revenue, and provides for enforcing the Authority's orders.",
      topics: ["real-estate", "enforcement"],
      situations: ["the builder has not paid the compensation RERA ordered", "recovering interest from a developer as arrears of land revenue"],
    },
    {
      article: "43",
      heading: "Establishment of Real Estate Appellate Tribunal",
      summary:
        "Establishes the Appellate Tribunal and, by the proviso to sub-section (5), bars a promoter's appeal from being entertained until it deposits at least 30% of the penalty (or more as the Tribunal fixes), or the whole amount payable to the allottee with interest and compensation, or both.",
      topics: ["real-estate", "appeals", "pre-deposit"],
      situations: ["must the builder deposit the penalty before appealing", "real estate appellate tribunal appeal deposit"],
    },
    {
      article: "44",
      heading: "Application for settlement of disputes and appeals to Appellate Tribunal",
      summary:
        "Allows an appeal to the Appellate Tribunal against a direction, decision or order of the Authority or adjudicating officer within sixty days of receiving a copy of it, with later appeals admitted for sufficient cause, and asks the Tribunal to decide within sixty days.",
      topics: ["real-estate", "appeals", "limitation"],
      situations: [
        "how long do I have to appeal a RERA order to the Appellate Tribunal",
        "the RERA authority dismissed my complaint against the builder, where do I appeal",
      ],
    },
    {
      article: "58",
      heading: "Appeal to High Court",
      summary:
        "Allows an appeal from the Appellate Tribunal to the High Court where the project is situated within sixty days of communication of its decision, only on the grounds in section 100 of the Code of Civil Procedure; late appeals may be entertained for sufficient cause, and none lies from a consent order.",
      topics: ["real-estate", "appeals", "limitation"],
      situations: ["appealing a RERA tribunal decision to the High Court", "time limit for appeal against the appellate tribunal"],
    },
    {
      article: "71",
      heading: "Power to adjudicate",
      summary: "Gives the adjudicating officer, appointed by the Authority, the power to decide compensation claims under sections 12, 14, 18 and 19 after an inquiry.",
      topics: ["real-estate", "damages"],
      situations: [
        "who decides compensation for a delayed flat in India",
      ],
    },
    {
      article: "79",
      heading: "Bar of jurisdiction",
      summary: "Bars civil courts from entertaining suits on matters the Authority, the adjudicating officer or the Appellate Tribunal is empowered to decide, and from granting injunctions in them.",
      topics: ["real-estate", "jurisdiction"],
      situations: ["can I go to civil court instead of RERA against my builder", "civil courts barred in real estate disputes"],
    },
    {
      article: "88",
      heading: "Application of other laws not barred",
      summary: "Makes the Act additional to, not in derogation of, other laws, which is why a homebuyer may still choose a consumer forum.",
      topics: ["real-estate", "consumer-protection"],
      situations: [
        "I am a homebuyer, can I go to the consumer forum instead of RERA",
        "can I file a consumer complaint against a builder in India in addition to RERA",
      ],
    },
  ],
};
