import type { InstrumentInput } from "../../schema";

/**
 * Fair Housing Act (title VIII of the Civil Rights Act of 1968), 42 U.S.C. chapter 45, subchapters I and II.
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usFairHousingAct: InstrumentInput = {
  source_id: "us-fair-housing-act",
  title: "Fair Housing Act",
  short_names: ["Fair Housing Act", "FHA", "Title VIII of the Civil Rights Act of 1968"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "42 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title42/chapter45&edition=prelim",
  date: "1968-04-11",
  provisions: [
    {
      article: "3601",
      heading: "Declaration of policy",
      summary:
        "Declares the policy of the United States to provide, within constitutional limits, for fair housing throughout the country.",
      topics: ["housing", "discrimination", "principles"],
      situations: [
        "is housing discrimination illegal everywhere in the US",
      ],
    },
    {
      article: "3602",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including dwelling, family, discriminatory housing practice, handicap (a physical or mental impairment substantially limiting a major life activity) and familial status (a parent or custodian living with children under 18, or a pregnant person).",
      topics: ["housing", "discrimination", "definitions", "tenancy"],
      situations: [
        "does refusing to rent to families with kids count as discrimination",
        "is a room in a shared house a dwelling under fair housing law",
      ],
    },
    {
      article: "3603",
      heading: "Effective dates of certain prohibitions",
      summary:
        "Sets which dwellings the prohibitions reach and exempts, from most of them, a single-family house sold or rented by an owner owning no more than three such houses without a broker or discriminatory advertising, and rooms or units in owner-occupied dwellings for no more than four families (the advertising ban still applies).",
      topics: ["housing", "discrimination", "scope", "tenancy"],
      situations: [
        "I rent out a room in the house I live in, can I choose my tenant freely",
        "does the fair housing law apply to a private landlord with one house",
      ],
    },
    {
      article: "3604",
      heading: "Discrimination in the sale or rental of housing and other prohibited practices",
      summary:
        "Makes it unlawful, because of race, colour, religion, sex, familial status, national origin or handicap, to refuse to sell or rent a dwelling, to set different terms or services, to publish discriminatory advertisements, to falsely say a dwelling is unavailable, or to induce sales by warning of people of a protected class moving in; for handicap it also requires reasonable accommodations in rules and policies, permission for reasonable modifications at the tenant's expense, and accessible design of new multifamily buildings.",
      topics: ["housing", "discrimination", "tenancy", "disability", "accommodation"],
      situations: [
        "the landlord said the flat was taken but showed it to a white couple the next day",
        "my building has a no-pets rule but I need my assistance animal",
        "they refused to rent to us because we have small children",
        "the advert says no families with kids",
      ],
    },
    {
      article: "3605",
      heading: "Discrimination in residential real estate-related transactions",
      summary:
        "Prohibits discrimination by anyone engaged in residential real estate-related transactions, such as mortgage lending, loan purchasing and appraisal, because of a protected characteristic.",
      topics: ["housing", "discrimination", "mortgage", "credit"],
      situations: [
        "the bank offered me a worse mortgage rate because of my race",
      ],
    },
    {
      article: "3606",
      heading: "Discrimination in the provision of brokerage services",
      summary:
        "Prohibits denying access to or membership in a multiple-listing service, real estate brokers' organisation or similar service, or discriminating in its terms, because of a protected characteristic.",
      topics: ["housing", "discrimination", "estate-agents"],
      situations: [
        "the estate agents' listing service would not accept me as a broker because of my religion",
      ],
    },
    {
      article: "3607",
      heading: "Religious organization or private club exemption",
      summary:
        "Lets religious organisations give preference in non-commercial housing they own to persons of the same religion (unless membership is restricted by race, colour or national origin) and private clubs give lodging preference to members, and exempts qualifying housing for older persons from the familial status rules.",
      topics: ["housing", "discrimination", "scope", "religion", "older-persons"],
      situations: [
        "can a retirement community refuse to rent to families with children",
        "our church owns apartments, can we prefer members",
      ],
    },
    {
      article: "3610",
      heading: "Administrative enforcement; preliminary matters",
      summary:
        "Lets an aggrieved person file a complaint with the Secretary of Housing and Urban Development within one year of the alleged discriminatory practice, and sets the investigation and conciliation process.",
      topics: ["housing", "discrimination", "complaints", "limitation-period"],
      situations: [
        "how do I report a landlord for housing discrimination",
        "how long do I have to file a fair housing complaint with HUD",
      ],
    },
    {
      article: "3612",
      heading: "Enforcement by Secretary",
      summary:
        "Provides for enforcement of a HUD charge before an administrative law judge, or in federal court if a party elects, with remedies including actual damages, injunctive relief and civil penalties.",
      topics: ["housing", "discrimination", "enforcement", "remedies"],
      situations: [
        "what happens after HUD charges my landlord with discrimination",
      ],
    },
    {
      article: "3613",
      heading: "Enforcement by private persons",
      summary:
        "Lets an aggrieved person bring a civil action in federal or state court within 2 years of the discriminatory housing practice (not counting time an administrative proceeding was pending), and lets the court award actual and punitive damages, injunctions and attorney's fees.",
      topics: ["housing", "discrimination", "remedies", "limitation-period"],
      situations: [
        "can I sue a landlord who refused to rent to me because of my religion",
        "how long do I have to sue for housing discrimination",
      ],
    },
    {
      article: "3614",
      heading: "Enforcement by Attorney General",
      summary:
        "Lets the Attorney General bring a civil action against a pattern or practice of housing discrimination or a denial of rights to a group raising an issue of general public importance, and seek damages and civil penalties.",
      topics: ["housing", "discrimination", "enforcement"],
      situations: [
        "a big landlord systematically turns away minority applicants, who can stop it",
      ],
    },
    {
      article: "3615",
      heading: "Effect on State laws",
      summary:
        "Preserves state and local laws that grant the same or greater fair housing rights, and invalidates laws that require or permit a discriminatory housing practice.",
      topics: ["housing", "discrimination", "state-law"],
      situations: [
        "my city has its own fair housing ordinance covering more characteristics",
      ],
    },
    {
      article: "3617",
      heading: "Interference, coercion, or intimidation",
      summary:
        "Makes it unlawful to coerce, intimidate, threaten or interfere with any person for exercising fair housing rights, or for helping or encouraging others to exercise them.",
      topics: ["housing", "discrimination", "retaliation", "harassment"],
      situations: [
        "my landlord started harassing me after I filed a discrimination complaint",
        "neighbours are threatening us to make us move out because of our race",
      ],
    },
    {
      article: "3631",
      heading: "Violations; penalties",
      summary:
        "Makes it a federal crime to use force or threat of force to injure, intimidate or interfere with a person because of their race, colour, religion, sex, handicap, familial status or national origin and because they are selling, buying, renting or occupying a dwelling, or for helping others to do so.",
      topics: ["housing", "discrimination", "offences", "hate-crime"],
      situations: [
        "someone threw a rock through our window to drive us out of the neighbourhood",
      ],
    },
  ],
};
