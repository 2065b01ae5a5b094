import type { InstrumentInput } from "../../schema";

export const auAustralianConsumerLaw: InstrumentInput = {
  source_id: "au-australian-consumer-law",
  title: "Competition and Consumer Act 2010 (Cth), Schedule 2 — The Australian Consumer Law",
  short_names: ["Australian Consumer Law", "ACL", "Competition and Consumer Act 2010 Schedule 2"],
  jurisdiction: "AU",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.au/C2004A00109/latest/text",
  date: "2010",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "Meaning of consumer",
      summary:
        "A person acquires goods or services as a consumer if the price was no more than $100,000 (or a higher prescribed amount), or they were of a kind ordinarily acquired for personal, domestic or household use, or were a vehicle or trailer for transporting goods on public roads, but not goods bought for resupply or used up in production.",
      topics: ["consumer-protection", "definitions"],
      situations: [
        "am I a consumer if I bought equipment for my small business",
        "do the consumer guarantees apply to a car I bought for work",
      ],
    },
    {
      article: "18",
      heading: "Misleading or deceptive conduct",
      summary:
        "A person must not, in trade or commerce, engage in conduct that is misleading or deceptive or is likely to mislead or deceive.",
      topics: ["consumer-protection", "misleading-conduct"],
      situations: [
        "the real estate agent misled me about the property",
        "the advertisement gave a false impression of the product",
        "a business in Australia lied to me about what I was buying",
        "the seller made false claims to get me to sign up",
      ],
    },
    {
      article: "20",
      heading: "Unconscionable conduct within the meaning of the unwritten law",
      summary:
        "A person must not, in trade or commerce, engage in conduct that is unconscionable within the meaning of the unwritten law (equitable unconscionability) from time to time.",
      topics: ["consumer-protection", "unconscionability"],
      situations: [
        "the lender took advantage of my elderly father's confusion",
        "a business exploited my disability to get me to sign",
      ],
    },
    {
      article: "21",
      heading: "Unconscionable conduct in connection with goods or services",
      summary:
        "A person must not, in trade or commerce, in connection with supplying or acquiring goods or services, engage in conduct that is unconscionable in all the circumstances, having regard to factors such as bargaining strength, undue pressure and good faith.",
      topics: ["consumer-protection", "unconscionability"],
      situations: [
        "the salesman pressured a vulnerable person into an expensive contract",
        "a door-to-door seller pushed my grandmother into buying solar panels she cannot afford",
      ],
    },
    {
      article: "23",
      heading: "Unfair terms of consumer contracts and small business contracts",
      summary:
        "A term of a standard form consumer or small business contract is void if it is unfair, and since November 2023 proposing, using or relying on such a term is prohibited and can attract penalties.",
      topics: ["consumer-protection", "unfair-terms", "standard-terms"],
      situations: [
        "my gym contract lets them change the price whenever they want",
        "is a clause letting the company cancel but not me fair",
      ],
    },
    {
      article: "24",
      heading: "Meaning of unfair",
      summary:
        "A term is unfair if it would cause a significant imbalance in the parties' rights and obligations, is not reasonably necessary to protect the legitimate interests of the advantaged party, and would cause detriment if relied on, taking account of transparency and the contract as a whole.",
      topics: ["consumer-protection", "unfair-terms"],
      situations: [
        "how does a court decide if a contract term is unfair in Australia",
        "the contract lets the company raise prices at any time but I cannot leave",
      ],
    },
    {
      article: "29",
      heading: "False or misleading representations about goods or services",
      summary:
        "A person must not, in trade or commerce, make false or misleading representations about goods or services, such as their standard, quality, price, origin, testimonials, sponsorship, warranties or the consumer's rights under guarantees.",
      topics: ["consumer-protection", "misleading-conduct"],
      situations: [
        "the shop told me I had no right to a refund because of their policy",
        "the product was advertised as Australian made but it is not",
      ],
    },
    {
      article: "33",
      heading: "Misleading conduct as to the nature etc. of goods",
      summary:
        "A person must not, in trade or commerce, engage in conduct liable to mislead the public as to the nature, manufacturing process, characteristics, suitability or quantity of goods.",
      topics: ["consumer-protection", "misleading-conduct"],
      situations: [
        "the label misrepresents what the product is made of",
        "the honey I bought was labelled pure but is mixed with syrup",
      ],
    },
    {
      article: "35",
      heading: "Bait advertising",
      summary:
        "A person must not advertise goods or services at a specified price if there are reasonable grounds to believe they will not be able to offer them at that price for a reasonable period and in reasonable quantities.",
      topics: ["consumer-protection", "advertising"],
      situations: [
        "the advertised sale item was never actually available",
        "the shop advertised cheap TVs but had only two in stock on the sale day",
      ],
    },
    {
      article: "50",
      heading: "Harassment and coercion",
      summary:
        "A person must not use physical force, undue harassment or coercion in connection with the supply or possible supply of goods or services, or the payment for them.",
      topics: ["consumer-protection", "harassment", "debt-collection"],
      situations: [
        "a debt collector keeps calling me at all hours and threatening me",
        "a salesman would not leave my home until I signed",
      ],
    },
    {
      article: "54",
      heading: "Guarantee as to acceptable quality",
      summary:
        "Goods supplied to a consumer (other than by auction) are guaranteed to be of acceptable quality: fit for all normal purposes, acceptable in appearance and finish, free from defects, safe and durable, as a reasonable consumer would regard as acceptable.",
      topics: ["consumer-protection", "consumer-guarantees", "defects"],
      situations: [
        "my new fridge stopped working after 14 months and the warranty has expired",
        "the phone I bought is faulty; what are my rights",
        "I bought something faulty in Australia, can I get a refund",
        "the product broke soon after I bought it and the shop won't help",
      ],
    },
    {
      article: "55",
      heading: "Guarantee as to fitness for any disclosed purpose etc.",
      summary:
        "Where a consumer makes known to the supplier or manufacturer a particular purpose for goods, the goods are guaranteed to be reasonably fit for that purpose unless the consumer did not rely, or it was unreasonable to rely, on the supplier's skill or judgment.",
      topics: ["consumer-protection", "consumer-guarantees"],
      situations: [
        "I told the shop I needed paint for outdoors and it peeled in a month",
        "the tent I bought after saying I needed it for heavy rain leaks badly",
      ],
    },
    {
      article: "56",
      heading: "Guarantee relating to the supply of goods by description",
      summary:
        "Where goods are supplied by description, they are guaranteed to correspond with the description.",
      topics: ["consumer-protection", "consumer-guarantees"],
      situations: [
        "the item delivered is not what the listing described",
        "the jacket described as waterproof lets water through",
      ],
    },
    {
      article: "59",
      heading: "Guarantee as to express warranties",
      summary:
        "The manufacturer and supplier guarantee that they will comply with any express warranty they give or make about the goods.",
      topics: ["consumer-protection", "consumer-guarantees", "warranty"],
      situations: [
        "the manufacturer will not honour its own warranty",
        "the seller promised a five year warranty but now refuses to repair",
      ],
    },
    {
      article: "60",
      heading: "Guarantee as to due care and skill",
      summary:
        "Services supplied to a consumer are guaranteed to be rendered with due care and skill.",
      topics: ["consumer-protection", "consumer-guarantees", "services"],
      situations: [
        "the mechanic did a poor job and damaged my car",
        "the electrician left wiring unsafe in my house",
      ],
    },
    {
      article: "61",
      heading: "Guarantees as to fitness for a particular purpose etc.",
      summary:
        "Services are guaranteed to be reasonably fit for any purpose, and of a nature and quality reasonably expected to achieve any result, that the consumer made known to the supplier, unless the consumer did not or could not reasonably rely on the supplier's skill or judgment.",
      topics: ["consumer-protection", "consumer-guarantees", "services"],
      situations: [
        "the builder's work does not do what I told him I needed",
        "the pest control treatment did not get rid of the termites as promised",
      ],
    },
    {
      article: "62",
      heading: "Guarantee as to reasonable time for supply",
      summary:
        "If the time for supplying services is not fixed by the contract or agreed, the services are guaranteed to be supplied within a reasonable time.",
      topics: ["consumer-protection", "consumer-guarantees", "services", "deadlines"],
      situations: [
        "the tradesman has taken months to finish a small job",
        "the plumber took my deposit and keeps postponing the job",
      ],
    },
    {
      article: "64",
      heading: "Guarantees not to be excluded etc. by contract",
      summary:
        "A contract term is void to the extent it purports to exclude, restrict or modify the consumer guarantees or the consumer's rights and remedies for failure to comply with them.",
      topics: ["consumer-protection", "consumer-guarantees", "exclusion-clauses"],
      situations: [
        "the receipt says no refunds; is that legal",
        "the contract says the company gives no guarantees",
      ],
    },
    {
      article: "102",
      heading: "Prescribed requirements for warranties against defects",
      summary:
        "A warranty against defects given to a consumer must comply with prescribed requirements, including a statement that the goods come with guarantees that cannot be excluded under the Australian Consumer Law.",
      topics: ["consumer-protection", "warranty"],
      situations: [
        "what must a written warranty say in Australia",
        "the extended warranty paperwork does not mention my consumer guarantee rights",
      ],
    },
    {
      article: "259",
      heading: "Action against suppliers of goods",
      summary:
        "If goods fail to comply with a consumer guarantee, the consumer may require the supplier to remedy a failure that is not major within a reasonable time, and if it is major or not remedied, may reject the goods or claim compensation for the reduction in value, plus damages for reasonably foreseeable loss.",
      topics: ["consumer-protection", "consumer-guarantees", "refunds", "remedies"],
      situations: [
        "can I get a refund or must I accept a repair",
        "the shop says I must deal with the manufacturer, not them",
        "the shop won't replace or refund my faulty goods in Australia",
        "what are my rights when a product has a major fault in Australia",
      ],
    },
    {
      article: "260",
      heading: "When a failure to comply with a guarantee is a major failure",
      summary:
        "A failure is major if a reasonable consumer fully aware of it would not have acquired the goods, the goods depart significantly from their description or sample, are substantially unfit for purpose and cannot easily be fixed, or are unsafe.",
      topics: ["consumer-protection", "consumer-guarantees", "refunds"],
      situations: [
        "is a car that keeps breaking down a major failure",
        "my new washing machine flooded the laundry on first use",
      ],
    },
    {
      article: "263",
      heading: "Consumer may reject goods",
      summary:
        "A consumer who rejects goods must return them (at the supplier's cost if not easily returned), and may choose a refund or replacement of the same type and similar value.",
      topics: ["consumer-protection", "consumer-guarantees", "refunds"],
      situations: [
        "I want my money back, not a replacement, for a faulty TV",
        "the store insists on repairing my faulty laptop when I want a refund",
      ],
    },
    {
      article: "267",
      heading: "Action against suppliers of services",
      summary:
        "If services fail to comply with a consumer guarantee, the consumer may require the supplier to remedy a minor failure, and for a major failure or if not remedied, may terminate the contract or recover compensation for the reduction in value, plus damages for reasonably foreseeable loss.",
      topics: ["consumer-protection", "consumer-guarantees", "services", "remedies"],
      situations: [
        "the cleaning company did a terrible job; can I get my money back",
        "the painter did a shoddy job on my house; what can I claim",
      ],
    },
    {
      article: "268",
      heading: "When a failure to comply with a guarantee is a major failure",
      summary:
        "A failure in services is major if a reasonable consumer would not have acquired them had they known, the services are substantially unfit for purpose and cannot easily be remedied, or they create an unsafe situation.",
      topics: ["consumer-protection", "consumer-guarantees", "services"],
      situations: [
        "when can I cancel a service contract because of poor workmanship",
        "the renovation was so badly done it is unsafe; can I end the contract",
      ],
    },
    {
      article: "271",
      heading: "Action for damages against manufacturers of goods",
      summary:
        "A consumer (or later owner) may recover damages from the manufacturer where goods are not of acceptable quality, do not match the description, or express warranties are not complied with.",
      topics: ["consumer-protection", "consumer-guarantees", "product-liability"],
      situations: [
        "the store closed down; can I claim against the manufacturer",
        "the appliance keeps failing and the importer says it is not their problem",
      ],
    },
    {
      article: "82",
      heading: "Terminating unsolicited consumer agreements during the termination period",
      summary: "Allows a consumer to terminate an unsolicited consumer agreement within the 10 business day cooling-off period, within three months where the supplier breached rules on calling hours, disclosure of purpose and identity or leaving on request, within six months where it breached disclosure or form requirements, or within any longer period the agreement allows, by oral or written notice.",
      topics: ["consumer-protection", "cooling-off", "doorstep-selling"],
      situations: ["a door-to-door salesman signed me up in Australia and I want out", "can I cancel a contract I agreed to on the phone to a cold caller in Australia"],
    },
  ],
};
