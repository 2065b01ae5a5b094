import type { InstrumentInput } from "../../schema";

export const ukConsumerRightsAct2015: InstrumentInput = {
  source_id: "uk-consumer-rights-act-2015",
  title: "Consumer Rights Act 2015 (2015 c. 15)",
  short_names: ["Consumer Rights Act 2015", "CRA 2015", "CRA"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2015/15/contents",
  date: "2015-03-26",
  provisions: [
    {
      article: "1",
      heading: "Where Part 1 applies",
      summary:
        "Applies Part 1 to contracts under which a trader agrees to supply goods, digital content or services to a consumer, and explains how the chapters on goods, digital content and services fit together.",
      topics: ["consumer-protection", "scope", "contract"],
    },
    {
      article: "2",
      heading: "Key definitions",
      summary:
        "Defines key terms, including trader (a person acting for purposes relating to their trade, business, craft or profession), consumer (an individual acting wholly or mainly outside those purposes), goods and digital content.",
      topics: ["consumer-protection", "definitions"],
    },
    {
      article: "9",
      heading: "Goods to be of satisfactory quality",
      summary:
        "Treats every contract to supply goods as including a term that the goods are of satisfactory quality, meaning what a reasonable person would consider satisfactory, considering fitness for usual purposes, appearance, freedom from minor defects, safety and durability.",
      topics: ["consumer-protection", "defects", "contract"],
      situations: [
        "something I bought new stopped working after a few weeks of normal use",
        "the item arrived damaged or already faulty",
        "a product fell apart much sooner than it should have",
        "is the shop responsible when a new appliance turns out faulty",
        "I bought a faulty washing machine in the UK, what are my rights",
        "the shop refuses a refund on a broken product I bought last week",
      ],
    },
    {
      article: "10",
      heading: "Goods to be fit for particular purpose",
      summary:
        "Treats a contract as including a term that goods are reasonably fit for any particular purpose the consumer made known to the trader, unless the consumer did not or could not reasonably rely on the trader's skill or judgement.",
      topics: ["consumer-protection", "defects", "contract"],
      situations: [
        "I told the shop what I needed it for and it can't do that job",
        "the salesperson said it would work for my purpose and it doesn't",
      ],
    },
    {
      article: "11",
      heading: "Goods to be as described",
      summary: "Treats every contract to supply goods by description as including a term that the goods will match the description.",
      topics: ["consumer-protection", "contract"],
      situations: [
        "what arrived doesn't match the description on the website",
        "the product is a different size, colour or model from the one advertised",
      ],
    },
    {
      article: "12",
      heading: "Other pre-contract information included in contract",
      summary:
        "Makes information about goods or the trader that must be given to consumers under the Consumer Contracts Regulations an implied term of the contract, so that changes require express agreement.",
      topics: ["consumer-protection", "transparency", "contract"],
      situations: ["the seller told me one thing before I bought and then changed it", "the delivery details they gave me before ordering were not kept"],
    },
    {
      article: "17",
      heading: "Trader to have right to supply the goods etc",
      summary:
        "Treats every contract to supply goods as including terms that the trader has the right to sell or transfer them, and that the goods are free from undisclosed charges or encumbrances and the consumer will enjoy quiet possession.",
      topics: ["consumer-protection", "contract"],
      situations: ["I bought a car that turned out to be stolen or still on finance", "the seller had no right to sell me the item"],
    },
    {
      article: "19",
      heading: "Consumer's rights to enforce terms about goods",
      summary:
        "Sets out the consumer's remedies where goods do not conform to the contract: the short-term right to reject, the right to repair or replacement, and the right to a price reduction or final right to reject, and presumes non-conformity within six months of delivery.",
      topics: ["consumer-protection", "remedies", "defects"],
      situations: [
        "what can I do about goods that are faulty or not as described",
        "which remedies do I have against a shop for a faulty product",
      ],
    },
    {
      article: "20",
      heading: "Right to reject",
      summary:
        "Explains how the short-term and final rights to reject are exercised and their effect: the contract ends, the consumer makes the goods available for collection, and the trader must refund within 14 days without fee.",
      topics: ["consumer-protection", "remedies"],
      situations: [
        "I want to hand a faulty product back and get a full refund",
        "how do I reject faulty goods and get my money back",
        "the retailer refuses to refund my faulty item in the UK",
        "can I get my money back for something that doesn't work",
      ],
    },
    {
      article: "21",
      heading: "Partial rejection of goods",
      summary: "Allows a consumer with a right to reject to reject some of the goods and keep the others.",
      topics: ["consumer-protection", "remedies"],
      situations: ["half the plates I ordered arrived chipped, can I send back just those and keep the rest"],
    },
    {
      article: "22",
      heading: "Time limit for short-term right to reject",
      summary:
        "Limits the short-term right to reject to 30 days from when ownership or possession passes, delivery and any installation occur, with a shorter period for perishable goods.",
      topics: ["consumer-protection", "remedies", "limitation"],
      situations: [
        "how long do I have to return a faulty item for a full refund",
        "the thing broke in the first month; can I still get all my money back",
      ],
    },
    {
      article: "23",
      heading: "Right to repair or replacement",
      summary:
        "Requires the trader, if the consumer chooses repair or replacement, to provide it within a reasonable time, without significant inconvenience and at the trader's cost, unless impossible or disproportionate.",
      topics: ["consumer-protection", "remedies"],
      situations: [
        "can I insist the shop repairs or replaces my faulty item",
        "the shop will only repair it but I want a new one",
      ],
    },
    {
      article: "24",
      heading: "Right to price reduction or final right to reject",
      summary:
        "Allows a price reduction or the final right to reject where repair or replacement is impossible or fails after one attempt or is not done within a reasonable time or without significant inconvenience, with deductions for use in some cases.",
      topics: ["consumer-protection", "remedies"],
      situations: [
        "the repair didn't fix the fault; can I now get my money back",
        "the replacement they gave me is faulty too",
        "can I keep the faulty item and get some money back",
      ],
    },
    {
      article: "28",
      heading: "Delivery of goods",
      summary:
        "Requires goods to be delivered without undue delay and within 30 days unless otherwise agreed, and gives the consumer rights to set a further period or terminate where delivery is late.",
      topics: ["consumer-protection", "breach-of-contract"],
      situations: [
        "my order never arrived",
        "the shop still hasn't delivered what I paid for",
      ],
    },
    {
      article: "29",
      heading: "Passing of risk",
      summary:
        "Keeps the goods at the trader's risk until they come into the physical possession of the consumer or a person identified by the consumer, unless the consumer arranged a carrier not offered by the trader.",
      topics: ["consumer-protection", "contract"],
      situations: [
        "the parcel was lost or damaged before it reached me; whose loss is it",
        "the courier left my package outside and it got damaged",
      ],
    },
    {
      article: "31",
      heading: "Liability that cannot be excluded or restricted",
      summary:
        "Makes terms that exclude or restrict the trader's liability under the statutory rights for goods, such as quality, fitness and description, not binding on the consumer.",
      topics: ["consumer-protection", "unfair-terms", "void-agreements"],
      situations: [
        "the shop's sign says no refunds on sale items",
        "the receipt says the seller isn't responsible for any faults",
      ],
    },
    {
      article: "34",
      heading: "Digital content to be of satisfactory quality",
      summary:
        "Treats every contract to supply digital content as including a term that it is of satisfactory quality, considering fitness for usual purposes, freedom from minor defects, safety and durability.",
      topics: ["consumer-protection", "defects"],
      situations: [
        "the app or game I paid for keeps crashing",
        "a film or ebook I bought and downloaded won't work properly",
      ],
    },
    {
      article: "35",
      heading: "Digital content to be fit for particular purpose",
      summary:
        "Treats a contract as including a term that digital content is reasonably fit for any particular purpose the consumer made known to the trader, unless the consumer did not reasonably rely on the trader.",
      topics: ["consumer-protection", "defects"],
      situations: ["the app I paid for doesn't do the one job I told the seller I needed it for"],
    },
    {
      article: "36",
      heading: "Digital content to be as described",
      summary:
        "Treats every contract to supply digital content as including a term that it will match the description given by the trader, including pre-contract information on functionality and compatibility.",
      topics: ["consumer-protection", "transparency"],
      situations: ["the game I downloaded doesn't run on my console although the shop page said it would"],
    },
    {
      article: "49",
      heading: "Service to be performed with reasonable care and skill",
      summary: "Treats every contract to supply a service as including a term that the trader must perform the service with reasonable care and skill.",
      topics: ["consumer-protection", "contract"],
      situations: [
        "a tradesman did shoddy work in my home",
        "the builder's work is poor and not done properly",
        "a service I paid for was done carelessly",
      ],
    },
    {
      article: "50",
      heading: "Information about the trader or service to be binding",
      summary:
        "Makes statements by the trader about itself or the service, which the consumer takes into account in deciding to contract or when making decisions about the service, binding terms of the contract.",
      topics: ["consumer-protection", "transparency", "contract"],
      situations: [
        "the company promised something before I signed up and didn't deliver it",
        "what the trader told me about the service turned out to be untrue",
      ],
    },
    {
      article: "51",
      heading: "Reasonable price to be paid for a service",
      summary:
        "Where the contract does not fix the price or a way of fixing it, treats the contract as including a term that the consumer must pay a reasonable price for the service.",
      topics: ["consumer-protection", "contract"],
      situations: [
        "no price was agreed in advance and the bill for the work is far too high",
      ],
    },
    {
      article: "52",
      heading: "Service to be performed within a reasonable time",
      summary:
        "Where the contract does not fix the time for performance, treats the contract as including a term that the trader must perform the service within a reasonable time.",
      topics: ["consumer-protection", "contract"],
      situations: [
        "the work is taking far longer than it should",
        "the builder keeps putting off finishing the job",
      ],
    },
    {
      article: "54",
      heading: "Consumer's rights to enforce terms about services",
      summary:
        "Sets out the consumer's remedies where a service does not conform to the contract: repeat performance and, where that is impossible or not done properly, a price reduction, alongside other remedies such as damages.",
      topics: ["consumer-protection", "remedies"],
      situations: [
        "what can I do about a service that wasn't done properly",
      ],
    },
    {
      article: "55",
      heading: "Right to repeat performance",
      summary:
        "Requires the trader, where the consumer requires repeat performance, to provide it within a reasonable time, without significant inconvenience and at its own cost.",
      topics: ["consumer-protection", "remedies"],
      situations: [
        "can I make the trader come back and redo the work properly for free",
      ],
    },
    {
      article: "56",
      heading: "Right to price reduction",
      summary:
        "Gives the consumer the right to a price reduction of an appropriate amount, up to the full price, where repeat performance is impossible or not completed within a reasonable time or without significant inconvenience, refundable within 14 days.",
      topics: ["consumer-protection", "remedies"],
      situations: [
        "can I get part of my money back for a badly done job",
        "the trader can't put the poor work right; can I pay less",
      ],
    },
    {
      article: "57",
      heading: "Liability that cannot be excluded or restricted",
      summary:
        "Makes terms excluding the trader's liability for reasonable care and skill not binding on the consumer, and terms restricting liability for services below the price paid not binding on the consumer.",
      topics: ["consumer-protection", "unfair-terms", "void-agreements"],
      situations: ["the builder's contract says he is not responsible for sloppy work, is that valid"],
    },
    {
      article: "61",
      heading: "Contracts and notices covered by this Part",
      summary:
        "Applies Part 2 on unfair terms to contracts between traders and consumers and to consumer notices, but not to employment or apprenticeship contracts.",
      topics: ["unfair-terms", "consumer-protection", "scope"],
    },
    {
      article: "62",
      heading: "Requirement for contract terms and notices to be fair",
      summary:
        "Makes an unfair term of a consumer contract or an unfair consumer notice not binding on the consumer, a term being unfair if, contrary to good faith, it causes a significant imbalance in the parties' rights and obligations to the consumer's detriment.",
      topics: ["unfair-terms", "consumer-protection", "void-agreements"],
      situations: [
        "the small print in my contract is totally one-sided against me",
        "is an unfair term in my contract with a business binding on me",
        "the small print lets the company change the price whenever it likes",
      ],
    },
    {
      article: "63",
      heading: "Contract terms which may or must be regarded as unfair",
      summary:
        "Introduces the indicative and non-exhaustive list in Schedule 2 of terms that may be regarded as unfair, and provides that certain specified terms must be regarded as unfair.",
      topics: ["unfair-terms", "consumer-protection"],
      situations: ["the gym contract has a clause that seems unfair to me, can they rely on it"],
    },
    {
      article: "64",
      heading: "Exclusion from assessment of fairness",
      summary:
        "Excludes from the fairness assessment terms specifying the main subject matter or the appropriateness of the price, provided they are transparent and prominent and not on the Schedule 2 grey list.",
      topics: ["unfair-terms", "transparency"],
      situations: ["can I challenge the price as unfair if it was clearly shown", "is the main price in my contract open to an unfairness challenge"],
    },
    {
      article: "65",
      heading: "Bar on exclusion or restriction of negligence liability",
      summary:
        "Prevents a trader from excluding or restricting liability for death or personal injury resulting from negligence by a term of a consumer contract or a consumer notice.",
      topics: ["unfair-terms", "liability", "void-agreements"],
      situations: [
        "a sign says the business isn't liable for any injury on its premises",
      ],
    },
    {
      article: "67",
      heading: "Effect of an unfair term on the rest of a contract",
      summary: "Keeps the rest of a consumer contract in effect, so far as practicable, where a term is not binding on the consumer because it is unfair.",
      topics: ["unfair-terms", "contract"],
      situations: ["one term of my contract is unfair, does the rest still apply", "an unfair clause is struck out but the contract continues"],
    },
    {
      article: "68",
      heading: "Requirement for transparency",
      summary:
        "Requires written terms of consumer contracts and consumer notices to be transparent, meaning expressed in plain and intelligible language and legible.",
      topics: ["unfair-terms", "transparency"],
      situations: ["the contract terms were in tiny print and jargon I could not understand", "terms must be in plain and readable language"],
    },
    {
      article: "69",
      heading: "Contract terms that may have different meanings",
      summary:
        "Requires the meaning most favourable to the consumer to prevail where a term in a consumer contract or notice could have different meanings, except in certain enforcement proceedings.",
      topics: ["unfair-terms", "contract"],
      situations: ["a clause in my contract can be read two ways", "an ambiguous term in a consumer contract, which meaning applies"],
    },
    {
      article: "71",
      heading: "Duty of court to consider fairness of term",
      summary:
        "Requires a court to consider the fairness of a term in proceedings on a consumer contract even if no party has raised it, where the court has sufficient legal and factual material.",
      topics: ["unfair-terms", "remedies"],
      situations: ["can a judge look at whether a term is unfair even if I did not raise it", "court checking an unfair clause in a consumer case on its own"],
    },
  ],
};
