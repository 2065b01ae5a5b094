import type { InstrumentInput } from "../../schema";

/**
 * Unfair Contract Terms Act 1977, as amended by the Consumer Rights Act 2015 (which moved consumer contracts to
 * Part 2 of that Act, so UCTA now governs business-to-business and some other non-consumer terms).
 * Part I sections (England and Wales, Northern Ireland) and Schedule 1 (the contracts outside sections 2 to 4).
 */
export const ukUnfairContractTermsAct1977: InstrumentInput = {
  source_id: "uk-unfair-contract-terms-act-1977",
  title: "Unfair Contract Terms Act 1977 (1977 c. 50)",
  short_names: ["Unfair Contract Terms Act 1977", "UCTA 1977", "UCTA"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1977/50/contents",
  date: "1977-10-26",
  provisions: [
    {
      article: "1",
      heading: "Scope of Part I",
      summary:
        "Explains that the controls in Part I mainly concern business liability, that is liability arising from things done in the course of a business or from occupying business premises, and defines negligence for the Act's purposes.",
      topics: ["exclusion-clauses", "limitation-of-liability", "contract"],
    },
    {
      article: "2",
      heading: "Negligence liability",
      summary:
        "A contract term or notice cannot exclude or restrict liability for death or personal injury caused by negligence; for other loss or damage caused by negligence, an exclusion or restriction is effective only so far as it satisfies the reasonableness requirement.",
      topics: ["exclusion-clauses", "limitation-of-liability", "negligence", "personal-injury"],
      situations: [
        "a business notice says it is not responsible for any injury or damage however caused",
      ],
    },
    {
      article: "3",
      heading: "Liability arising in contract",
      summary:
        "Where one party deals on the other's written standard terms of business, the other cannot, except so far as reasonable, exclude or restrict its liability for its own breach, or claim to be entitled to perform substantially differently from what was reasonably expected, or not at all.",
      topics: ["exclusion-clauses", "limitation-of-liability", "standard-terms", "contract"],
      situations: [
        "the other company's terms say they owe us nothing if they don't deliver",
        "the supplier's standard terms say it is not liable if it fails to deliver",
      ],
    },
    {
      article: "6",
      heading: "Sale and hire-purchase",
      summary:
        "Liability for breach of the implied undertakings as to title in sale and hire-purchase contracts cannot be excluded or restricted, and in non-consumer contracts liability for the implied terms as to description, quality, fitness and sample can be limited only so far as reasonable.",
      topics: ["exclusion-clauses", "sale-of-goods", "warranty"],
      situations: [
        "can a business sale exclude the seller's promise that the goods are theirs to sell",
      ],
    },
    {
      article: "11",
      heading: "The “reasonableness” test",
      summary:
        "Sets the reasonableness test: the term must have been fair and reasonable to include given what the parties knew or ought to have contemplated when contracting; for a cap on liability, regard is had to the resources available to meet the liability and the availability of insurance; the party relying on the term must prove it is reasonable.",
      topics: ["exclusion-clauses", "limitation-of-liability", "reasonableness"],
      situations: [
        "is a limitation of liability clause in our business contract reasonable",
      ],
    },
    {
      article: "13",
      heading: "Varieties of exemption clause",
      summary:
        "Extends the Act's controls to terms that achieve an exclusion indirectly, such as making liability subject to restrictive conditions, excluding or restricting rights or remedies, or excluding rules of evidence or procedure, and to terms that exclude the underlying duty.",
      topics: ["exclusion-clauses", "limitation-of-liability"],
      situations: ["a clause says I must complain within 7 days or lose all rights", "a term that limits my remedies in a roundabout way"],
    },
    {
      article: "26",
      heading: "International supply contracts",
      summary:
        "Disapplies the Act's limits on exclusion of liability for international supply contracts, meaning contracts for the sale or supply of goods between parties whose places of business are in different states and which meet the section's conditions about carriage or delivery across borders.",
      topics: ["exclusion-clauses", "international-trade", "sale-of-goods"],
    },
    {
      article: "27",
      heading: "Choice of law clauses",
      summary:
        "Where the law of a part of the United Kingdom applies only because the parties chose it, some of the Act's controls do not apply; and the Act still applies where a foreign-law choice was imposed wholly or mainly to evade it.",
      topics: ["governing-law", "exclusion-clauses"],
    },
    {
      article: "Schedule 1",
      heading: "Scope of sections 2 to 4 and 7",
      summary:
        "Lists contracts to which the controls of sections 2 to 4 do not extend; among them, in paragraph 1(b), a contract so far as it relates to the creation or transfer of an interest in land, or to the ending of such an interest (by surrender, forfeiture or otherwise).",
      topics: ["exclusion-clauses", "scope", "land"],
    },
  ],
};
