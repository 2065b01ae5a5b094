import type { InstrumentInput } from "../../schema";

/** Texas Business and Commerce Code: covenants not to compete (§§ 15.50–15.51), the Deceptive Trade Practices-Consumer Protection Act (§§ 17.45–17.565) and protection of sensitive personal information (§§ 521.052–521.053). */
export const usTxBusinessAndCommerceCode: InstrumentInput = {
  source_id: "us-tx-business-and-commerce-code",
  title: "Texas Business and Commerce Code",
  short_names: ["Texas Business and Commerce Code", "Tex. Bus. & Com. Code", "Texas DTPA", "Deceptive Trade Practices-Consumer Protection Act"],
  jurisdiction: "US-TX",
  kind: "code",
  provision_label: "section",
  codified_at: "Tex. Bus. & Com. Code",
  official_url: "https://statutes.capitol.texas.gov/?link=BC",
  date: "1967",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "15.50",
      heading: "Criteria for Enforceability of Covenants Not to Compete",
      summary: "Makes a covenant not to compete enforceable if ancillary to or part of an otherwise enforceable agreement and reasonable as to time, geographical area and scope of activity, imposing no greater restraint than necessary to protect the employer's goodwill or other business interest, with special conditions for physicians.",
      topics: ["employment", "non-compete", "restrictive-covenants"],
      situations: ["is the non-compete in my Texas job contract enforceable", "my old employer in Texas says I can't work for a competitor for five years"],
    },
    {
      article: "15.51",
      heading: "Procedures and Remedies in Actions to Enforce Covenants Not to Compete",
      summary: "Limits the remedies for breach of a covenant not to compete to damages, injunctive relief or both, and requires a court to reform an overbroad covenant to make it reasonable, limiting damages for breach before reformation.",
      topics: ["employment", "non-compete", "remedies"],
      situations: ["my former employer sued me over a non-compete", "can a court narrow a non-compete that is too broad"],
    },
    {
      article: "17.45",
      heading: "Definitions",
      summary: "Defines the terms of the Deceptive Trade Practices-Consumer Protection Act, including goods, services, consumer, false, misleading, or deceptive act or practice, unconscionable action and knowingly.",
      topics: ["consumer-protection", "definitions"],
    },
    {
      article: "17.46",
      heading: "Deceptive Trade Practices Unlawful",
      summary: "Declares false, misleading or deceptive acts or practices in trade and commerce unlawful and lists specific practices, such as passing off goods, misrepresenting their characteristics, quality or origin, bait advertising, misrepresenting warranties and failing to disclose known information to induce a transaction.",
      topics: ["consumer-protection", "deceptive-practices"],
      situations: [
        "a car dealer in Texas lied about the car never having been in an accident",
        "the store in Texas advertised a price then said it was sold out and pushed a pricier item",
        "a Texas seller misrepresented what I was buying",
        "I was tricked by false claims about a product in Texas",
      ],
    },
    {
      article: "17.50",
      heading: "Relief for Consumers",
      summary: "Lets a consumer sue for economic damages (and mental-anguish damages if knowing) caused by a listed deceptive practice relied on to their detriment, breach of warranty, an unconscionable action or an insurance code violation, with up to three times economic damages for knowing or intentional conduct and attorney's fees.",
      topics: ["consumer-protection", "remedies", "damages"],
      situations: [
        "can I sue a Texas contractor who misrepresented his work",
        "can I get triple damages for being deceived by a business in Texas",
        "a Texas company sold me a faulty product and lied about it, what can I recover",
      ],
    },
    {
      article: "17.505",
      heading: "Notice: Offer of Settlement",
      summary: "Requires a consumer to give the defendant written notice of the specific complaint and damages at least 60 days before suing under the DTPA, allowing the defendant to make a settlement offer.",
      topics: ["consumer-protection", "pre-action-notice", "settlement"],
      situations: ["I want to sue a business in Texas that lied to me, do I have to warn them first"],
    },
    {
      article: "17.565",
      heading: "Limitation",
      summary: "Requires DTPA actions to be started within two years after the false, misleading or deceptive act occurred or within two years after the consumer discovered or should have discovered it, extendable by 180 days where delay was caused by the defendant's conduct.",
      topics: ["consumer-protection", "time-limits"],
      situations: ["how long do I have to sue a Texas business that cheated me"],
    },
    {
      article: "521.052",
      heading: "Business Duty to Protect Sensitive Personal Information",
      summary: "Requires a business to implement and maintain reasonable procedures to protect sensitive personal information it collects or maintains from unlawful use or disclosure and to destroy customer records containing it that it will not retain.",
      topics: ["data-protection", "security", "personal-data"],
      situations: ["a business did not protect my personal information", "company threw away records with my social security number"],
    },
    {
      article: "521.053",
      heading: "Notification Required Following Breach of Security of Computerized Data",
      summary: "Requires a person who owns or licenses computerized sensitive personal information to notify affected individuals without unreasonable delay and within 60 days of determining a breach occurred, and to notify the attorney general within 30 days where at least 250 Texas residents are affected.",
      topics: ["data-protection", "data-breach", "notification"],
      situations: ["a Texas company leaked my social security number; did they have to tell me"],
    },
    {
      article: "26.01",
      heading: "Promise or Agreement Must Be in Writing",
      summary:
        "Texas statute of frauds: the listed promises and agreements are unenforceable unless they, or a memorandum of them, are in writing and signed by the person to be charged or someone lawfully authorized to sign; the list includes a promise to answer for another person's debt, an agreement made in consideration of marriage or nonmarital cohabitation, a contract for the sale of real estate, a lease of real estate for longer than one year, an agreement not to be performed within one year, certain mineral-commission promises and a physician's warranty of a cure.",
      topics: ["contract", "formalities", "statute-of-frauds", "guarantees", "real-estate"],
      situations: [
        "I shook hands on buying a house in Texas, is that deal binding",
        "my brother-in-law promised out loud to cover my loan in Texas, can the bank hold him to it",
        "is a verbal two-year lease valid in Texas",
      ],
    },
  ],
};
