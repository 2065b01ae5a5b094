import type { InstrumentInput } from "../../schema";

/**
 * The articles of Directive 93/13/EEC carry no official headings. The headings below are editorial
 * descriptions, marked as such with square brackets; the article numbers are exact.
 */
export const euUnfairTermsDirective: InstrumentInput = {
  source_id: "eu-unfair-terms-directive",
  title: "Council Directive 93/13/EEC of 5 April 1993 on unfair terms in consumer contracts",
  short_names: ["Unfair Terms Directive", "Unfair Contract Terms Directive", "UCTD", "Directive 93/13/EEC"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/1993/13/oj",
  date: "1993-04-05",
  provisions: [
    {
      article: "1",
      heading: "[Untitled] Purpose and excluded terms",
      summary:
        "Approximates national rules on unfair terms in contracts between sellers or suppliers and consumers, and excludes terms that reflect mandatory statutory or regulatory provisions or international conventions.",
      topics: ["unfair-terms", "consumer-protection", "scope"],
    },
    {
      article: "2",
      heading: "[Untitled] Definitions",
      summary:
        "Defines unfair terms by reference to Article 3, a consumer as a natural person acting outside their trade, business or profession, and a seller or supplier as a person acting for purposes of their trade, business or profession.",
      topics: ["unfair-terms", "definitions"],
    },
    {
      article: "3",
      heading: "[Untitled] Unfairness test",
      summary:
        "Treats a term that was not individually negotiated as unfair if, contrary to good faith, it causes a significant imbalance in the parties' rights and obligations to the consumer's detriment; pre-drafted standard terms are presumed not negotiated, and the Annex gives an indicative grey list.",
      topics: ["unfair-terms", "consumer-protection", "contract"],
      situations: ["a clause in my consumer contract is heavily one-sided against me", "standard terms I could not negotiate seem unfair"],
    },
    {
      article: "4",
      heading: "[Untitled] Assessment of unfairness and core terms",
      summary:
        "Requires unfairness to be assessed in light of the nature of the goods or services, the circumstances at conclusion and the other terms, and excludes the main subject matter and price adequacy from assessment where those terms are in plain, intelligible language.",
      topics: ["unfair-terms", "transparency"],
      situations: ["can I challenge the price itself as unfair", "how a court decides whether a contract term is unfair"],
    },
    {
      article: "5",
      heading: "[Untitled] Plain language and interpretation in favour of the consumer",
      summary:
        "Requires written terms offered to consumers to be drafted in plain, intelligible language and, where a term's meaning is doubtful, requires the interpretation most favourable to the consumer, except in collective actions.",
      topics: ["unfair-terms", "transparency", "contract"],
      situations: ["the contract terms are confusing, which meaning applies", "terms in plain language and doubt resolved for the consumer"],
    },
    {
      article: "6",
      heading: "[Untitled] Unfair terms not binding",
      summary:
        "Provides that unfair terms do not bind the consumer while the rest of the contract continues if it can exist without them, and prevents a choice of non-Member State law from depriving consumers of this protection.",
      topics: ["unfair-terms", "void-agreements", "remedies"],
      situations: ["an unfair clause in my contract does not bind me, but the rest stays", "foreign law chosen to avoid consumer protection"],
    },
    {
      article: "7",
      heading: "[Untitled] Means to prevent continued use of unfair terms",
      summary:
        "Requires adequate and effective means to prevent the continued use of unfair terms, including actions by consumer organisations and others with a legitimate interest before courts or administrative bodies against terms drawn up for general use.",
      topics: ["unfair-terms", "enforcement", "remedies"],
      situations: ["consumer groups suing a company to stop using unfair terms", "stopping a business from using unfair standard terms"],
    },
    {
      article: "8",
      heading: "[Untitled] Minimum harmonisation",
      summary:
        "Allows Member States to adopt or retain more stringent provisions, compatible with the Treaty, to ensure a higher level of consumer protection.",
      topics: ["unfair-terms", "scope"],
    },
    {
      article: "8b",
      heading: "[Untitled] Penalties",
      summary:
        "Requires effective, proportionate and dissuasive penalties for infringements of national rules adopted under the Directive, including fines in coordinated cross-border enforcement actions, as inserted by the 2019 Omnibus Directive.",
      topics: ["unfair-terms", "penalties"],
    },
  ],
};
