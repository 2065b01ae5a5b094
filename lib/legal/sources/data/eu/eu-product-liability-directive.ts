import type { InstrumentInput } from "../../schema";

export const euProductLiabilityDirective: InstrumentInput = {
  source_id: "eu-product-liability-directive",
  title:
    "Directive (EU) 2024/2853 of the European Parliament and of the Council of 23 October 2024 on liability for defective products and repealing Council Directive 85/374/EEC",
  short_names: ["PLD", "new PLD", "Product Liability Directive", "Directive (EU) 2024/2853"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2024/2853/oj",
  date: "2024-10-23",
  provisions: [
    {
      article: "1",
      heading: "Subject matter and objective",
      summary:
        "Lays down common rules on the liability of economic operators for damage suffered by natural persons caused by defective products, aiming at a well-functioning internal market with a high level of consumer protection.",
      topics: ["product-liability", "scope"],
    },
    {
      article: "2",
      heading: "Scope",
      summary:
        "Applies to products placed on the market or put into service after 9 December 2026, excludes free and open-source software supplied outside a commercial activity and certain nuclear damage, and leaves data protection law and other contractual, non-contractual and special liability rights unaffected.",
      topics: ["product-liability", "scope"],
    },
    {
      article: "3",
      heading: "Level of harmonisation",
      summary:
        "Provides for full harmonisation: Member States may not keep or introduce more or less stringent provisions diverging from the Directive unless it provides otherwise.",
      topics: ["product-liability", "scope"],
    },
    {
      article: "4",
      heading: "Definitions",
      summary:
        "Defines terms including product (covering software, electricity, raw materials and digital manufacturing files), related service, component, manufacturer's control, manufacturer, importer, fulfilment service provider, distributor, economic operator and substantial modification.",
      topics: ["product-liability", "definitions"],
    },
    {
      article: "5",
      heading: "Right to compensation",
      summary:
        "Entitles any natural person who suffers damage caused by a defective product to compensation, and allows claims by successors, subrogated persons and representatives acting on behalf of injured persons.",
      topics: ["product-liability", "remedies"],
      situations: ["a faulty product injured me, can I claim compensation", "my child was hurt by a defective toy"],
    },
    {
      article: "6",
      heading: "Damage",
      summary:
        "Limits compensable damage to death or personal injury including medically recognised psychological harm, damage to property other than the product itself or property used exclusively professionally, and destruction or corruption of non-professional data, covering material and, where national law allows, non-material losses.",
      topics: ["product-liability", "damages"],
      situations: ["what losses can I claim after a defective product hurt me", "a faulty charger burned my flat, can I claim for damaged belongings"],
    },
    {
      article: "7",
      heading: "Defectiveness",
      summary:
        "Deems a product defective if it does not provide the safety a person is entitled to expect or that Union or national law requires, assessed on all circumstances such as presentation, foreseeable use, ability to learn after deployment, cybersecurity requirements and recalls.",
      topics: ["product-liability", "defects", "cybersecurity"],
      situations: ["when is a product legally defective", "the product was not as safe as people are entitled to expect"],
    },
    {
      article: "8",
      heading: "Economic operators liable for defective products",
      summary:
        "Makes manufacturers of defective products and components liable, and for non-EU manufacturers the importer, authorised representative or fulfilment service provider; treats substantial modifiers as manufacturers; and makes distributors and certain online platforms liable if they fail to identify a responsible operator within one month.",
      topics: ["product-liability", "liability", "online-platforms"],
      situations: ["who do I sue for a defective product made outside the EU", "importer liable for a dangerous product"],
    },
    {
      article: "9",
      heading: "Disclosure of evidence",
      summary:
        "Allows courts to order a defendant to disclose relevant evidence where the claimant has shown the claim is plausible, limited to what is necessary and proportionate and with protection for trade secrets, with reciprocal disclosure by the claimant.",
      topics: ["product-liability", "remedies"],
    },
    {
      article: "10",
      heading: "Burden of proof",
      summary:
        "Keeps the burden of proving defect, damage and causation on the claimant but presumes defectiveness in cases such as failure to disclose evidence, non-compliance with safety requirements or obvious malfunction, and allows presumptions where technical complexity makes proof excessively difficult; all are rebuttable.",
      topics: ["product-liability", "defects", "ai"],
      situations: ["how do I prove the product was defective", "presumption of defect when the maker hides evidence"],
    },
    {
      article: "11",
      heading: "Exemption from liability",
      summary:
        "Lists defences such as not having placed the product on the market, the defect probably arising later, compliance with legal requirements and the development risk defence, but excludes some for defects due to related services, software, missing updates or substantial modifications within the manufacturer's control.",
      topics: ["product-liability", "liability"],
      situations: ["the manufacturer says the defect arose after it sold the product", "defences of a producer to a product claim"],
    },
    {
      article: "12",
      heading: "Liability of multiple economic operators",
      summary:
        "Makes two or more operators liable for the same damage jointly and severally, and lets small software component makers agree with integrating manufacturers to waive recourse claims.",
      topics: ["product-liability", "liability"],
      situations: ["several companies made the faulty product that hurt me, who do I claim against"],
    },
    {
      article: "13",
      heading: "Reduction of liability",
      summary:
        "Keeps an operator's liability intact where a third party's act or omission also contributed to the damage, but allows it to be reduced or disallowed where the injured person's own fault contributed.",
      topics: ["product-liability", "liability"],
    },
    {
      article: "14",
      heading: "Right of recourse",
      summary:
        "Allows an economic operator that has compensated the injured person to pursue remedies against other liable operators in accordance with national law.",
      topics: ["product-liability", "liability"],
    },
    {
      article: "15",
      heading: "Exclusion or limitation of liability",
      summary:
        "Prevents an economic operator's liability to the injured person under the Directive from being limited or excluded by contract or by national law.",
      topics: ["product-liability", "liability", "unfair-terms"],
      situations: ["the manual says the maker is not liable for injuries", "contract clause excluding product liability"],
    },
    {
      article: "16",
      heading: "Limitation period",
      summary:
        "Sets a three-year limitation period for claims, running from when the injured person became or should reasonably have become aware of the damage, the defect and the identity of the liable operator.",
      topics: ["product-liability", "limitation"],
      situations: ["how long do I have to sue for an injury from a faulty product", "three years from learning of the damage"],
    },
    {
      article: "17",
      heading: "Expiry period",
      summary:
        "Extinguishes the right to compensation 10 years after the product was placed on the market, put into service or substantially modified, extended to 25 years where latent personal injury prevented earlier proceedings.",
      topics: ["product-liability", "limitation"],
      situations: ["the product causing harm was sold more than ten years ago", "ten-year cut-off for product liability claims"],
    },
    {
      article: "18",
      heading: "Derogation from development risk defence",
      summary:
        "Allows Member States to keep, or under conditions and a notification procedure introduce, rules making operators liable even where the state of scientific and technical knowledge did not allow the defect to be discovered.",
      topics: ["product-liability", "liability"],
    },
    {
      article: "19",
      heading: "Transparency",
      summary:
        "Requires Member States to publish final appeal and highest-court judgments in proceedings under the Directive, and the Commission to maintain a public database of them.",
      topics: ["product-liability", "transparency"],
    },
    {
      article: "20",
      heading: "Evaluation",
      summary:
        "Requires the Commission to evaluate the Directive by 9 December 2030 and every five years thereafter, reporting on costs and benefits, OECD comparisons and availability of product liability insurance.",
      topics: ["product-liability"],
    },
    {
      article: "21",
      heading: "Repeal and transitional provision",
      summary:
        "Repeals Directive 85/374/EEC with effect from 9 December 2026 while keeping it applicable to products placed on the market or put into service before that date.",
      topics: ["product-liability", "scope"],
    },
    {
      article: "22",
      heading: "Transposition",
      summary: "Requires Member States to bring transposing measures into force by 9 December 2026.",
      topics: ["product-liability", "scope"],
    },
    {
      article: "23",
      heading: "Entry into force",
      summary:
        "Provides that the Directive enters into force on the twentieth day following its publication in the Official Journal.",
      topics: ["product-liability", "scope"],
    },
    {
      article: "24",
      heading: "Addressees",
      summary: "Addresses the Directive to the Member States.",
      topics: ["product-liability", "scope"],
    },
  ],
};
