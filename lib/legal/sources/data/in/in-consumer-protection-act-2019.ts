import type { InstrumentInput } from "../../schema";

/** Consumer Protection Act, 2019 (Act No. 35 of 2019). */
export const inConsumerProtectionAct2019: InstrumentInput = {
  source_id: "in-consumer-protection-act-2019",
  title: "The Consumer Protection Act, 2019",
  short_names: ["Consumer Protection Act", "CPA 2019", "COPRA 2019", "Act No. 35 of 2019"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/15256",
  date: "2019-08-09",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including consumer (covering online and offline purchases but not purchases for resale or commercial purposes), complaint, defect, deficiency, e-commerce, endorsement, misleading advertisement, product liability, unfair contract and unfair trade practice.",
      topics: ["definitions", "consumer-protection", "unfair-terms"],
      situations: [
        "am I a consumer if I bought the goods for my business",
      ],
    },
    {
      article: "10",
      heading: "Establishment of Central Consumer Protection Authority",
      summary:
        "Provides for the Central Government to establish the Central Consumer Protection Authority to regulate matters affecting the rights of consumers as a class.",
      topics: ["consumer-protection", "enforcement"],
    },
    {
      article: "18",
      heading: "Powers and functions of Central Authority",
      summary:
        "Charges the Central Authority with protecting and enforcing consumers' rights as a class, preventing unfair trade practices and false or misleading advertisements, and ensuring no one engages in them, including through inquiries, safety notices and guidelines.",
      topics: ["consumer-protection", "enforcement"],
      situations: [
        "who protects consumers as a group against unfair trade practices in India",
        "which authority in India can act against unfair trade practices affecting all consumers",
      ],
    },
    {
      article: "19",
      heading: "Power of Central Authority to refer matter for investigation or to other Regulator",
      summary:
        "Lets the Central Authority order a preliminary inquiry and investigation into prima facie violations of consumer rights or unfair trade practices, or refer matters to the relevant sectoral regulator.",
      topics: ["consumer-protection", "enforcement"],
      situations: [
        "can the consumer authority in India investigate a company cheating many customers",
        "can the consumer authority in India refer a complaint about a bank to the regulator",
      ],
    },
    {
      article: "20",
      heading: "Power of Central Authority to recall goods, etc.",
      summary:
        "Empowers the Central Authority, on investigation, to order recall of dangerous or unsafe goods, withdrawal of services, refunds and discontinuance of practices that are unfair or prejudicial to consumers.",
      topics: ["consumer-protection", "product-liability", "enforcement"],
      situations: ["can the authority order a recall of a dangerous product", "unsafe goods withdrawn from the market and refunds ordered"],
    },
    {
      article: "21",
      heading: "Power of Central Authority to issue directions and penalties against false or misleading advertisements",
      summary:
        "Allows the Central Authority to direct discontinuance or modification of false or misleading advertisements and to impose penalties on manufacturers, endorsers and publishers, including bans on endorsers, with higher amounts for repeat contraventions.",
      topics: ["consumer-protection", "penalties", "enforcement"],
      situations: ["a celebrity endorsed a misleading advertisement", "penalty for false advertising"],
    },
    {
      article: "34",
      heading: "Jurisdiction of District Commission",
      summary:
        "Gives the District Commission jurisdiction over complaints by value of goods or services paid as consideration (up to 50 lakh rupees under the 2021 Jurisdiction Rules), filed where the opposite party resides or works, the cause of action arises, or the complainant resides or works for gain.",
      topics: ["consumer-protection", "remedies"],
      situations: [
        "where do I file a consumer case about a defective product",
        "which consumer forum hears a complaint about a smaller amount",
      ],
    },
    {
      article: "35",
      heading: "Manner in which complaint shall be made",
      summary:
        "Lists who may file a complaint with the District Commission, such as the consumer, a recognised consumer association, several consumers with the same interest, or the Central or State Government or Authority, and allows electronic filing.",
      topics: ["consumer-protection", "remedies"],
      situations: [
        "how do I file a consumer complaint against a shop or company",
        "the phone I bought online stopped working and the seller refuses to repair, replace or refund it",
        "the shop in India sold me a defective product and refuses a refund",
        "where do I complain against a company for deficient service in India",
      ],
    },
    {
      article: "38",
      heading: "Procedure on admission of complaint",
      summary:
        "Sets the procedure after admission: the opposite party gets thirty days, extendable by up to fifteen days, to give its version; goods may be sent for testing; and the Commission should decide within three months of notice, or five months where testing is needed.",
      topics: ["consumer-protection", "remedies"],
      situations: ["how long does a consumer court take to decide a complaint", "the company has 30 days to reply to my consumer complaint"],
    },
    {
      article: "39",
      heading: "Findings of District Commission",
      summary:
        "Lists the orders the District Commission may make, such as removing defects, replacing goods, refunding the price, paying compensation and punitive damages, removing deficiencies, discontinuing unfair practices and withdrawing hazardous goods.",
      topics: ["consumer-protection", "remedies", "damages"],
      situations: ["what can the consumer forum order the seller to give me for a faulty product"],
    },
    {
      article: "41",
      heading: "Appeal against order of District Commission",
      summary:
        "Allows appeal to the State Commission within forty-five days, condonable for sufficient cause, on deposit of 50% of the amount ordered where the appellant must pay; no appeal lies from a mediated settlement order.",
      topics: ["consumer-protection", "remedies", "limitation"],
      situations: ["how do I appeal a district consumer forum order", "deposit to appeal a consumer commission order"],
    },
    {
      article: "47",
      heading: "Jurisdiction of State Commission",
      summary:
        "Gives the State Commission original jurisdiction over higher-value complaints (above 50 lakh and up to 2 crore rupees under the 2021 Rules), appellate jurisdiction over District Commissions and revisional jurisdiction for jurisdictional errors.",
      topics: ["consumer-protection", "remedies"],
      situations: ["which consumer commission hears a claim above 50 lakh", "state consumer commission jurisdiction"],
    },
    {
      article: "51",
      heading: "Appeal to National Commission",
      summary:
        "Allows appeal from State Commission orders to the National Commission within thirty days, condonable, on deposit of 50% of the amount ordered; appeals from the State Commission's appellate orders lie only on a substantial question of law.",
      topics: ["consumer-protection", "remedies", "limitation"],
      situations: ["appealing a state consumer commission order", "time limit for appeal to the national consumer commission"],
    },
    {
      article: "58",
      heading: "Jurisdiction of National Commission",
      summary:
        "Gives the National Commission original jurisdiction over the highest-value complaints (above 2 crore rupees under the 2021 Rules) and unfair contract complaints above a threshold, plus appellate and revisional jurisdiction over State Commissions.",
      topics: ["consumer-protection", "remedies", "unfair-terms"],
      situations: ["where do I file a consumer complaint above 2 crore", "national consumer commission's jurisdiction"],
    },
    {
      article: "67",
      heading: "Appeal against order of National Commission",
      summary:
        "Allows appeal to the Supreme Court from National Commission orders made in original jurisdiction within thirty days, condonable, on deposit of 50% of the amount ordered.",
      topics: ["consumer-protection", "remedies", "limitation"],
      situations: ["can I appeal to the Supreme Court in a consumer case", "appeal against a national consumer commission order"],
    },
    {
      article: "69",
      heading: "Limitation period",
      summary:
        "Requires complaints to be filed within two years of the cause of action, unless the Commission is satisfied there was sufficient cause for the delay and records its reasons.",
      topics: ["consumer-protection", "limitation"],
      situations: [
        "how long do I have to file a consumer complaint",
      ],
    },
    {
      article: "71",
      heading: "Enforcement of orders of District Commission, State Commission and National Commission",
      summary: "Makes orders of the consumer commissions enforceable as if they were decrees of a civil court.",
      topics: ["consumer-protection", "enforcement"],
      situations: ["the company ignores the consumer court's order", "enforcing a consumer forum order like a court decree"],
    },
    {
      article: "72",
      heading: "Penalty for non-compliance of order",
      summary:
        "Punishes failure to comply with a consumer commission's order with imprisonment of one month to three years, a fine of twenty-five thousand to one lakh rupees, or both.",
      topics: ["consumer-protection", "penalties", "enforcement"],
      situations: ["the company did not comply with the consumer court order, can they be jailed", "penalty for not obeying a consumer commission order"],
    },
    {
      article: "74",
      heading: "Establishment of consumer mediation cell",
      summary:
        "Requires State Governments and the Central Government to establish consumer mediation cells attached to the consumer commissions.",
      topics: ["consumer-protection", "remedies"],
      situations: [
        "is there consumer mediation available for my complaint in India",
        "can my consumer case in India be sent to mediation",
      ],
    },
    {
      article: "82",
      heading: "Application of Chapter",
      summary:
        "Applies the product liability chapter to every claim for compensation for harm caused by a defective product manufactured by a product manufacturer or serviced by a product service provider or sold by a product seller.",
      topics: ["consumer-protection", "product-liability", "scope"],
      situations: [
        "a defective product injured me in India, can I claim compensation from the maker or seller",
        "who can I claim from for harm caused by a faulty product in India",
      ],
    },
    {
      article: "83",
      heading: "Product liability action",
      summary:
        "Allows a complainant to bring a product liability action against a product manufacturer, service provider or seller for harm caused by a defective product or deficient service.",
      topics: ["consumer-protection", "product-liability", "liability"],
      situations: ["a pressure cooker exploded and injured me, can I claim against the maker"],
    },
    {
      article: "84",
      heading: "Liability of product manufacturer",
      summary:
        "Makes a manufacturer liable where the product has a manufacturing defect or design defect, deviates from specifications, breaches an express warranty or lacks adequate instructions or warnings, even if it proves it was not negligent in making an express warranty.",
      topics: ["consumer-protection", "product-liability", "defects", "liability"],
      situations: [
        "a faulty product injured me; can I claim against the manufacturer",
        "a defective product I bought in India caused damage, can I claim from the manufacturer",
      ],
    },
    {
      article: "85",
      heading: "Liability of product service provider",
      summary:
        "Makes a product service provider liable where the service was faulty, imperfect or deficient, involved an omission causing harm, lacked adequate instructions or warnings, or did not conform to an express warranty.",
      topics: ["consumer-protection", "product-liability", "liability"],
      situations: ["a service provider's faulty service harmed me", "no proper instructions or warnings came with the service"],
    },
    {
      article: "86",
      heading: "Liability of product sellers",
      summary:
        "Makes a seller who is not the manufacturer liable in listed cases, such as exercising substantial control over design or labelling, altering the product, giving its own express warranty, selling a product whose manufacturer cannot be identified or served, or failing to take reasonable care.",
      topics: ["consumer-protection", "product-liability", "liability", "online-platforms"],
      situations: [
        "can I hold the seller liable for a defective product that harmed me",
      ],
    },
    {
      article: "87",
      heading: "Exceptions to product liability action",
      summary:
        "Excludes liability where the product was misused, altered or modified, and in specified cases involving warnings given to employers or professional purchasers, components, and obvious or commonly known dangers.",
      topics: ["consumer-protection", "product-liability"],
      situations: ["the company says I misused the product so it is not liable", "defences to a product liability claim"],
    },
    {
      article: "89",
      heading: "Punishment for false or misleading advertisement",
      summary:
        "Punishes a manufacturer or service provider who causes a false or misleading advertisement prejudicial to consumers with imprisonment up to two years and fine up to ten lakh rupees, rising to five years and fifty lakh rupees for subsequent offences.",
      topics: ["consumer-protection", "offences", "punishment"],
      situations: [
        "an advertisement made false claims about a product",
      ],
    },
    {
      article: "94",
      heading: "Measures to prevent unfair trade practices in e-commerce, direct selling, etc.",
      summary:
        "Empowers the Central Government to prescribe measures to prevent unfair trade practices in e-commerce and direct selling and protect consumers, as done through the Consumer Protection (E-Commerce) Rules, 2020.",
      topics: ["consumer-protection", "online-platforms"],
      situations: [
        "an online marketplace sold me a fake or counterfeit product",
      ],
    },
    {
      article: "100",
      heading: "Act not in derogation of any other law",
      summary: "Makes the Act's provisions additional to, and not in derogation of, any other law in force.",
      topics: ["consumer-protection", "scope"],
      situations: [
        "can I use the consumer forum in India and also another legal remedy",
        "does the consumer protection law in India take away my other legal rights",
      ],
    },
  ],
};
