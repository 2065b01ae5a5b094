import type { InstrumentInput } from "../../schema";

/**
 * Rome I Regulation: Regulation (EC) No 593/2008 (adopted before the Lisbon Treaty, hence "(EC)"), applicable to
 * contracts concluded from 17 December 2009 in every Member State except Denmark. The United Kingdom kept a
 * retained version after 2020. Headings are the article titles.
 */
export const euRomeI: InstrumentInput = {
  source_id: "eu-rome-i",
  title:
    "Regulation (EC) No 593/2008 of the European Parliament and of the Council of 17 June 2008 on the law applicable to contractual obligations (Rome I)",
  short_names: ["Rome I Regulation", "Rome I", "Regulation (EC) No 593/2008", "Regulation 593/2008"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2008/593/oj",
  date: "2008-06-17",
  provisions: [
    {
      article: "1",
      heading: "Material scope",
      summary:
        "Applies to contractual obligations in civil and commercial matters where there is a conflict of laws, but not to revenue, customs or administrative matters. Left outside it are, among others, the status and capacity of individuals, family, matrimonial-property and succession obligations, obligations under negotiable instruments, arbitration agreements and choice-of-court agreements, company-law questions, whether an agent can bind a principal, trusts and pre-contractual dealings; evidence and procedure stay with the forum.",
      topics: ["governing-law", "conflict-of-laws", "scope"],
    },
    {
      article: "3",
      heading: "Freedom of choice",
      summary:
        "Parties may choose the law governing their contract: it is governed by the law they choose, expressly or as clearly shown by the terms or circumstances; the choice may cover the whole contract or part of it and may be changed later without affecting formal validity or third parties' rights. Where every other element of the situation points to one country, the chosen law cannot override that country's non-derogable rules, and where all elements are within Member States a third-country choice cannot displace mandatory EU law.",
      topics: ["governing-law", "choice-of-law", "party-autonomy", "conflict-of-laws"],
    },
    {
      article: "4",
      heading: "Applicable law in the absence of choice",
      summary:
        "Where the parties did not choose the governing law, set rules apply by contract type: a sale of goods follows the law of the seller's habitual residence, services that of the service provider, rights in or tenancies of land the law where the land lies, franchise and distribution contracts that of the franchisee or distributor, and auction sales the law where the auction is held. Other contracts follow the habitual residence of the party making the characteristic performance, and a manifestly closer connection with another country, or failing any rule the closest connection, decides otherwise.",
      topics: ["governing-law", "conflict-of-laws", "default-rules"],
    },
    {
      article: "6",
      heading: "Consumer contracts",
      summary:
        "A contract between an individual acting outside their trade or profession and a professional who pursues activities in, or directs them to, the country of the consumer's habitual residence is governed by that country's law. The parties may choose another law, but the choice cannot take away the protection of the non-derogable rules of the consumer's home law; certain contracts (services supplied entirely elsewhere, carriage other than package travel, most land contracts, financial instruments) follow the general rules.",
      topics: ["governing-law", "consumer-contracts", "conflict-of-laws", "mandatory-rules"],
    },
    {
      article: "8",
      heading: "Individual employment contracts",
      summary:
        "An employment contract may choose its governing law, but the choice cannot deprive the employee of the protection of the non-derogable rules of the law that would otherwise apply. Without a choice, the law is that of the country in which, or from which, the employee habitually works (a temporary posting abroad does not change it), failing which the law of the place of business that engaged the employee, unless the contract is more closely connected with another country.",
      topics: ["governing-law", "employment", "conflict-of-laws", "mandatory-rules"],
    },
    {
      article: "9",
      heading: "Overriding mandatory provisions",
      summary:
        "Overriding mandatory provisions are rules a country treats as crucial to its public interests, such as its political, social or economic organisation, and applies whatever law governs the contract. The forum's own such rules always apply, and a court may give effect to those of the country where the contract is to be or was performed so far as they make performance unlawful, weighing their nature, purpose and the consequences.",
      topics: ["governing-law", "mandatory-rules", "public-policy", "conflict-of-laws"],
    },
    {
      article: "11",
      heading: "Formal validity",
      summary:
        "A contract is formally valid if it meets the form requirements of the law governing its substance or of the country where it was concluded; where the parties or their agents are in different countries when contracting, the law of either country or of either party's habitual residence also suffices. Consumer contracts within Article 6 take the form rules of the consumer's home law, and contracts on rights in or tenancies of land must meet the mandatory form rules of the country where the land lies if that law insists on them.",
      topics: ["governing-law", "formal-validity", "formalities", "conflict-of-laws"],
    },
    {
      article: "21",
      heading: "Public policy of the forum",
      summary:
        "A court may refuse to apply a rule of the law designated by the Regulation only if applying it would be manifestly incompatible with the public policy (ordre public) of the forum.",
      topics: ["governing-law", "public-policy", "conflict-of-laws"],
    },
  ],
};
