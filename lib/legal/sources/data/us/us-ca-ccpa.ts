import type { InstrumentInput } from "../../schema";

/**
 * California Consumer Privacy Act of 2018, as amended by the California Privacy Rights Act of 2020 (Proposition 24).
 * Cal. Civ. Code, Title 1.81.5, § 1798.100 et seq. Headings follow the section headings of the text as amended by
 * Proposition 24 and published by the California Privacy Protection Agency (the Code itself prints no headings).
 */
export const usCaCcpa: InstrumentInput = {
  source_id: "us-ca-ccpa",
  title: "California Consumer Privacy Act of 2018 (as amended by the California Privacy Rights Act of 2020)",
  short_names: ["CCPA", "CPRA", "California Consumer Privacy Act", "California Privacy Rights Act", "CCPA/CPRA"],
  jurisdiction: "US-CA",
  kind: "statute",
  provision_label: "section",
  codified_at: "Cal. Civ. Code",
  official_url:
    "https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?division=3.&part=4.&lawCode=CIV&title=1.81.5",
  date: "2018-06-28",
  provisions: [
    {
      article: "1798.100",
      heading: "General Duties of Businesses that Collect Personal Information",
      summary:
        "Requires a business controlling the collection of personal information to tell consumers, at or before collection, the categories of personal and sensitive personal information collected, the purposes, whether it is sold or shared, and how long it is kept; limits collection and use to what is reasonably necessary and proportionate; requires contracts with recipients and reasonable security.",
      topics: ["privacy-notice", "transparency", "principles", "security", "processors"],
      situations: [
        "a California website collects my information without saying what for",
      ],
    },
    {
      article: "1798.105",
      heading: "Consumers' Right to Delete Personal Information",
      summary:
        "Gives consumers the right to have a business delete personal information collected from them, requires the business to direct service providers, contractors and third parties to delete it too, and lists exceptions such as completing a transaction, security, legal obligations and certain research.",
      topics: ["erasure", "data-subject-rights"],
      situations: [
        "I want a California company to delete the information it has about me",
        "how do I make a company erase my personal data in California",
        "an app won't remove my account data after I asked in California",
      ],
    },
    {
      article: "1798.106",
      heading: "Consumers' Right to Correct Inaccurate Personal Information",
      summary:
        "Gives consumers the right to ask a business to correct inaccurate personal information it maintains about them, with the business using commercially reasonable efforts to do so.",
      topics: ["data-subject-rights"],
      situations: [
        "a company has wrong information about me and I want it corrected",
      ],
    },
    {
      article: "1798.110",
      heading:
        "Consumers' Right to Know What Personal Information is Being Collected. Right to Access Personal Information",
      summary:
        "Gives consumers the right to learn the categories of personal information collected about them, its sources, the business or commercial purposes, the categories of third parties it is disclosed to, and the specific pieces of personal information collected.",
      topics: ["access-right", "data-subject-rights", "transparency"],
      situations: [
        "I want to know what personal information a company has collected about me",
        "a California company won't tell me what information it keeps on me",
        "can I get a copy of the data a business collected about me in California",
      ],
    },
    {
      article: "1798.115",
      heading: "Consumers' Right to Know What Personal Information is Sold or Shared and to Whom",
      summary:
        "Gives consumers the right to know what categories of their personal information a business sold, shared or disclosed for a business purpose and to which categories of recipients, and bars third parties from reselling or resharing it without notice and an opt-out opportunity.",
      topics: ["access-right", "transparency", "data-subject-rights"],
      situations: [
        "I want to find out who a company sold my personal information to",
      ],
    },
    {
      article: "1798.120",
      heading: "Consumers' Right to Opt Out of Sale or Sharing of Personal Information",
      summary:
        "Lets consumers direct a business at any time not to sell or share their personal information, and bars selling or sharing the information of consumers the business knows are under 16 unless they (aged 13 to 15) or a parent (under 13) have affirmatively authorised it.",
      topics: ["objection", "children", "data-subject-rights", "consent"],
      situations: [
        "how do I stop a company from selling my personal information",
      ],
    },
    {
      article: "1798.121",
      heading: "Consumers' Right to Limit Use and Disclosure of Sensitive Personal Information",
      summary:
        "Lets consumers direct a business to limit its use and disclosure of their sensitive personal information to what is necessary to provide the goods or services reasonably expected and other permitted purposes.",
      topics: ["sensitive-data", "objection", "data-subject-rights"],
      situations: [
        "can I limit how a company uses my health or location information",
      ],
    },
    {
      article: "1798.125",
      heading: "Consumers' Right of No Retaliation Following Opt Out or Exercise of Other Rights",
      summary:
        "Forbids a business from discriminating or retaliating against consumers, or employees and contractors, for exercising their rights, while allowing price or service differences reasonably related to the value of the consumer's data and financial incentive programs entered with opt-in consent.",
      topics: ["data-subject-rights", "consumer-protection", "consent"],
      situations: [
        "the company charged me more after I opted out of data selling",
      ],
    },
    {
      article: "1798.130",
      heading: "Notice, Disclosure, Correction, and Deletion Requirements",
      summary:
        "Sets how businesses must handle consumer requests: designated methods for submitting requests, verification, a response period of 45 days extendable once, the look-back period, and the content and annual updating of the online privacy policy.",
      topics: ["data-subject-rights", "privacy-notice", "transparency"],
    },
    {
      article: "1798.135",
      heading:
        "Methods of Limiting Sale, Sharing, and Use of Personal Information and Use of Sensitive Personal Information",
      summary:
        "Requires businesses that sell or share personal information, or use sensitive personal information beyond permitted purposes, to provide clear homepage links for opting out and limiting use, or alternatively to honour opt-out preference signals, and sets rules for processing opt-outs and waiting before asking again.",
      topics: ["objection", "sensitive-data", "transparency"],
    },
    {
      article: "1798.140",
      heading: "Definitions",
      summary:
        "Defines the title's key terms, including business (with its revenue and data-volume thresholds), consumer, personal information, sensitive personal information, sell, share, cross-context behavioural advertising, service provider, contractor, third party, deidentified and dark pattern.",
      topics: ["definitions", "scope", "sensitive-data"],
    },
    {
      article: "1798.145",
      heading: "Exemptions",
      summary:
        "Sets out exemptions, so that the title does not restrict complying with laws, legal process and law enforcement, exercising or defending legal claims, or handling deidentified or aggregate information, and excludes among others activities regulated by the federal Fair Credit Reporting Act and information covered by the Gramm-Leach-Bliley Act.",
      topics: ["scope"],
    },
    {
      article: "1798.150",
      heading: "Personal Information Security Breaches",
      summary:
        "Gives consumers a private right of action for statutory or actual damages, injunctive or declaratory relief when certain unencrypted or unredacted personal information is subject to unauthorised access and exfiltration, theft or disclosure because the business failed to maintain reasonable security, subject to a 30-day notice and cure step before seeking statutory damages.",
      topics: ["security", "breach-notification", "remedies", "damages", "liability"],
      situations: [
        "my data was exposed in a company's breach; can I sue",
        "a company was hacked and my information leaked, can I get damages in California",
      ],
    },
    {
      article: "1798.155",
      heading: "Administrative Enforcement",
      summary:
        "Makes businesses, service providers, contractors and others that violate the title liable to administrative fines imposed by the California Privacy Protection Agency for each violation, with higher fines for intentional violations and violations involving consumers under 16.",
      topics: ["enforcement", "penalties", "children"],
    },
    {
      article: "1798.160",
      heading: "Consumer Privacy Fund",
      summary:
        "Creates the Consumer Privacy Fund in the State Treasury to receive penalties and offset the costs of enforcing the title, with part of it used for grants promoting consumer privacy education.",
      topics: ["enforcement"],
    },
    {
      article: "1798.175",
      heading: "Conflicting Provisions",
      summary:
        "States that the title supplements federal and state law and that, where it conflicts with other California laws, the provision giving consumers' personal information the greatest protection controls.",
      topics: ["scope"],
    },
    {
      article: "1798.180",
      heading: "Preemption",
      summary:
        "Declares that the title is a matter of statewide concern that supersedes and preempts local rules and ordinances on the collection and sale of consumers' personal information by businesses.",
      topics: ["scope"],
    },
    {
      article: "1798.185",
      heading: "Regulations",
      summary:
        "Directs the adoption of regulations to implement the title on listed subjects, including opt-out preference signals, verification of requests, cybersecurity audits, risk assessments and automated decisionmaking technology, with rulemaking authority held by the California Privacy Protection Agency.",
      topics: ["enforcement", "automated-decisions", "impact-assessment", "cybersecurity"],
    },
    {
      article: "1798.190",
      heading: "Anti-Avoidance",
      summary:
        "Directs courts or the Agency to disregard intermediate steps or transactions whose purpose is to avoid the title's reach, looking at the substance of the series of steps as a whole.",
      topics: ["scope", "enforcement"],
    },
    {
      article: "1798.192",
      heading: "Waiver",
      summary:
        "Makes void and unenforceable any contract or agreement term that purports to waive or limit a consumer's rights under the title, including the right to a remedy or means of enforcement.",
      topics: ["unfair-terms", "contract", "data-subject-rights"],
    },
  ],
};
