import type { InstrumentInput } from "../../schema";

/**
 * California Consumer Privacy Act Regulations (Cal. Code Regs., tit. 11, div. 6, ch. 1, § 7000 et seq.), adopted by
 * the California Privacy Protection Agency (in force 29 March 2023; amended with effect from 1 January 2026, adding
 * rules on automated decisionmaking technology, risk assessments and cybersecurity audits). Only the sections on
 * notices and consumer requests that the rule pack uses are held.
 */
export const usCaCcpaRegulations: InstrumentInput = {
  source_id: "us-ca-ccpa-regulations",
  title: "California Consumer Privacy Act Regulations (Cal. Code Regs., tit. 11, § 7000 et seq.)",
  short_names: ["CCPA Regulations", "CPRA Regulations", "CCPA regs", "11 CCR 7000", "California Consumer Privacy Act Regulations"],
  jurisdiction: "US-CA",
  kind: "regulation",
  provision_label: "section",
  codified_at: "Cal. Code Regs. tit. 11",
  official_url: "https://cppa.ca.gov/regulations/",
  date: "2023-03-29",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "7004",
      heading: "Requirements for Methods for Submitting CCPA Requests and Obtaining Consumer Consent",
      summary:
        "Requires methods for submitting requests and obtaining consent to be easy to understand, symmetrical in choice (opting out no harder than opting in), free of confusing language and manipulative design, and easy to execute; an agreement obtained through dark patterns is not consent.",
      topics: ["consent", "dark-patterns", "data-subject-rights"],
    },
    {
      article: "7012",
      heading: "Notice at Collection of Personal Information",
      summary:
        "Sets the content and form of the notice at collection: the categories of personal information (including sensitive) collected, the purposes, whether each is sold or shared, how long each category is kept or the criteria used, a link to the opt-out notice where information is sold or shared, and a link to the privacy policy; it must be given at or before collection, including offline.",
      topics: ["privacy-notice", "transparency"],
      situations: ["what must our California notice at collection say about how long we keep data"],
    },
    {
      article: "7013",
      heading: "Notice of Right to Opt-out of Sale/Sharing and the \"Do Not Sell or Share My Personal Information\" Link",
      summary:
        "Requires a business that sells or shares personal information to post a notice of the right to opt out and a \"Do Not Sell or Share My Personal Information\" link (or the alternative opt-out link) that takes the consumer directly to the opt-out, in the same manner as the business's other links on the homepage and in apps.",
      topics: ["objection", "transparency", "sale-of-data"],
      situations: ["we sell customer lists to data brokers; what link do we need on our website"],
    },
    {
      article: "7014",
      heading: "Notice of Right to Limit and the \"Limit the Use of My Sensitive Personal Information\" Link",
      summary:
        "Requires a business that uses or discloses sensitive personal information beyond the purposes the Regulations allow without a right to limit (§ 7027) to post a notice of the right to limit and a \"Limit the Use of My Sensitive Personal Information\" link (or the alternative link).",
      topics: ["sensitive-data", "transparency"],
    },
    {
      article: "7020",
      heading: "Methods for Submitting Requests to Delete, Requests to Correct, and Requests to Know",
      summary:
        "Requires at least two designated methods for requests to delete, correct and know, one of them a toll-free telephone number (a business operating exclusively online with a direct relationship may offer only an email address), with a method reflecting how the business mainly interacts with consumers; a business must accept or direct requests made by other means.",
      topics: ["data-subject-rights", "access-right", "erasure"],
      situations: ["can we accept California deletion requests only by post"],
    },
    {
      article: "7021",
      heading: "Timelines for Responding to Requests to Delete, Requests to Correct, and Requests to Know",
      summary:
        "Requires confirming receipt within 10 business days and responding within 45 calendar days from receipt, whatever the time needed to verify; up to 45 further days are allowed, to a maximum of 90, with notice and an explanation.",
      topics: ["data-subject-rights", "access-right", "erasure"],
      situations: ["how long do we have to answer a California consumer's deletion request"],
    },
    {
      article: "7022",
      heading: "Requests to Delete",
      summary:
        "Sets how to comply with a request to delete: erase, deidentify or aggregate the information, tell service providers and contractors, and notify third parties to whom it was sold or shared unless impossible or disproportionate (explained in detail).",
      topics: ["erasure", "data-subject-rights"],
      situations: [
        "what must a business do when I ask it to delete my data in California",
        "the company says it deleted my data but its vendors still have it",
      ],
    },
    {
      article: "7025",
      heading: "Opt-Out Preference Signals",
      summary:
        "Requires a business that sells or shares personal information to process an opt-out preference signal such as Global Privacy Control as a valid request to opt out for that browser or device and any consumer profile associated with it, without requiring more information, and to say in its privacy policy how it processes such signals.",
      topics: ["objection", "sale-of-data", "cookies"],
      situations: ["our California site ignores the Global Privacy Control browser signal", "do we have to honour GPC"],
    },
    {
      article: "7026",
      heading: "Requests to Opt-Out of Sale/Sharing",
      summary:
        "Requires two or more methods to opt out of sale or sharing (including an opt-out preference signal for businesses that sell or share online), no verification beyond what is needed, compliance within 15 business days, and notice to third parties to whom the information was sold or shared after the request.",
      topics: ["objection", "sale-of-data"],
    },
    {
      article: "7027",
      heading: "Requests to Limit Use and Disclosure of Sensitive Personal Information",
      summary:
        "Requires a business that uses or discloses sensitive personal information for purposes other than those the section lists as not giving rise to a right to limit to offer two or more methods for requests to limit, and to comply with a request within 15 business days.",
      topics: ["sensitive-data", "objection"],
    },
  ],
};
