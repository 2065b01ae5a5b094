import type { InstrumentInput } from "../../schema";

/**
 * Brussels I recast (Brussels Ia): Regulation (EU) No 1215/2012, applicable to proceedings instituted from
 * 10 January 2015. Its articles carry no titles of their own; each heading below is the title of the chapter or
 * section the article sits in, followed by a descriptive label of ours in square brackets.
 */
export const euBrusselsIRecast: InstrumentInput = {
  source_id: "eu-brussels-i-recast",
  title: "Regulation (EU) No 1215/2012 of the European Parliament and of the Council of 12 December 2012 on jurisdiction and the recognition and enforcement of judgments in civil and commercial matters (recast)",
  short_names: ["Brussels I Recast", "Brussels Ia Regulation", "Brussels Ia", "Brussels I bis", "Regulation (EU) No 1215/2012", "Regulation 1215/2012"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2012/1215/oj",
  date: "2012-12-12",
  provisions: [
    {
      article: "1",
      heading: "Scope and definitions [material scope]",
      summary: "Applies in civil and commercial matters whatever the nature of the court or tribunal, but not to revenue, customs or administrative matters or to a State's liability for acts done in the exercise of State authority. Left outside it are the status and capacity of individuals and matrimonial property, bankruptcy and insolvency proceedings, social security, arbitration, family maintenance, and wills and succession.",
      topics: ["jurisdiction", "choice-of-forum", "scope"],
    },
    {
      article: "25",
      heading: "Prorogation of jurisdiction [agreement conferring jurisdiction on the courts of a Member State]",
      summary: "If the parties, wherever they are domiciled, agree (typically in a jurisdiction or choice-of-court clause) that a court or the courts of a Member State they choose are to decide disputes arising from a particular legal relationship, those courts have jurisdiction, exclusive unless the parties agree otherwise, unless the agreement is null and void as to its substantive validity under the law of that Member State. The agreement must be in writing or evidenced in writing (a durable electronic record counts), in a form matching the parties' established practices, or in international trade in a form matching a widely known and regularly observed usage. It is treated as independent of the contract's other terms, and it has no effect against the protective rules for insurance, consumer and employment contracts or the exclusive jurisdictions of Article 24.",
      topics: ["jurisdiction", "choice-of-forum", "jurisdiction-clause", "dispute-resolution", "formalities"],
    },
    {
      article: "4",
      heading: "General provisions [defendant's domicile]",
      summary: "Requires persons domiciled in a Member State, whatever their nationality, to be sued in the courts of that Member State, subject to the Regulation's other rules.",
      topics: ["jurisdiction", "litigation"],
      situations: ["where can I sue a company based in another EU country"],
    },
    {
      article: "7",
      heading: "Special jurisdiction [contract, tort and other matters]",
      summary: "Allows a person domiciled in a Member State to be sued in another Member State: in contract matters in the courts for the place of performance (for sale of goods, where the goods were or should have been delivered; for services, where they were or should have been provided), and in tort matters in the courts for the place where the harmful event occurred or may occur.",
      topics: ["jurisdiction", "litigation", "contract", "torts"],
      situations: ["the goods were delivered to me in Italy by a French seller, can I sue in Italy"],
    },
    {
      article: "17",
      heading: "Jurisdiction over consumer contracts [contracts covered]",
      summary: "Applies the consumer jurisdiction rules to contracts concluded by a consumer for purposes outside their trade or profession, including instalment sales and credit, and contracts with a trader who pursues activities in, or directs them to, the consumer's Member State, for example through a website.",
      topics: ["jurisdiction", "consumer-protection"],
    },
    {
      article: "18",
      heading: "Jurisdiction over consumer contracts [where a consumer may sue and be sued]",
      summary: "Allows a consumer to sue the other party in the courts of the Member State where that party is domiciled or, regardless of the other party's domicile, in the courts for the place where the consumer is domiciled, while proceedings against the consumer may be brought only in the courts of the consumer's domicile.",
      topics: ["jurisdiction", "consumer-protection", "litigation"],
      situations: ["can I sue an online shop from another EU country in my home court"],
    },
    {
      article: "19",
      heading: "Jurisdiction over consumer contracts [limits on jurisdiction agreements]",
      summary: "Permits departure from the consumer jurisdiction rules only by an agreement entered into after the dispute has arisen, one allowing the consumer to bring proceedings in other courts, or one conferring jurisdiction on the courts of the common domicile or habitual residence at conclusion where that law allows it.",
      topics: ["jurisdiction", "consumer-protection", "jurisdiction-clause"],
      situations: ["the terms say disputes go to courts in the seller's country"],
    },
    {
      article: "20",
      heading: "Jurisdiction over individual contracts of employment [scope]",
      summary: "Applies the employment jurisdiction rules to matters relating to individual contracts of employment, treating an employer not domiciled in a Member State but having a branch there as domiciled there for disputes arising out of its operations.",
      topics: ["jurisdiction", "employment"],
    },
    {
      article: "21",
      heading: "Jurisdiction over individual contracts of employment [where an employee may sue]",
      summary: "Allows an employer domiciled in a Member State to be sued in the courts of its domicile or in another Member State in the courts for the place where, or from where, the employee habitually carries out the work or last did so, or, if there is none, where the engaging business is situated.",
      topics: ["jurisdiction", "employment", "litigation"],
      situations: ["I worked in Germany for a Dutch employer, where can I sue"],
    },
    {
      article: "24",
      heading: "Exclusive jurisdiction [immovable property, companies and registers]",
      summary: "Gives exclusive jurisdiction, regardless of domicile, to the courts of the Member State where immovable property is situated for rights in rem and tenancies (with an exception for short private lets), to the courts of a company's seat for its validity and dissolution and the decisions of its organs, and to the courts of the registering State for registers and registered intellectual property.",
      topics: ["jurisdiction", "real-estate", "company-law"],
    },
    {
      article: "26",
      heading: "Prorogation of jurisdiction [appearance of the defendant]",
      summary: "Gives jurisdiction to a court before which the defendant enters an appearance, unless the appearance was to contest jurisdiction or another court has exclusive jurisdiction, and requires the court to inform a protected weaker party of the right to contest jurisdiction.",
      topics: ["jurisdiction", "litigation"],
    },
    {
      article: "36",
      heading: "Recognition [automatic recognition]",
      summary: "Requires a judgment given in a Member State to be recognised in the other Member States without any special procedure being required.",
      topics: ["jurisdiction", "recognition-of-judgments", "enforcement"],
    },
    {
      article: "39",
      heading: "Enforcement [no declaration of enforceability]",
      summary: "Makes a judgment enforceable in the Member State of origin enforceable in the other Member States without any declaration of enforceability being required.",
      topics: ["jurisdiction", "recognition-of-judgments", "enforcement"],
      situations: ["I won a case in Spain, can I enforce it in Germany"],
    },
  ],
};
