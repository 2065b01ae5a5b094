import type { InstrumentInput } from "../../schema";

/**
 * Articles of the Spanish Civil Code carry no official headings; the headings below are editorial descriptions in
 * square brackets.
 */
export const esCodigoCivil: InstrumentInput = {
  source_id: "es-codigo-civil",
  title: "Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil",
  short_names: ["Código Civil", "CC", "Spanish Civil Code", "Código Civil español"],
  jurisdiction: "ES",
  kind: "code",
  provision_label: "article",
  official_url: "https://www.boe.es/eli/es/rd/1889/07/24/(1)/con",
  date: "1889-07-24",
  provisions: [
    {
      article: "86",
      heading: "[Untitled] Divorce",
      summary: "Provides that divorce is decreed by court at the request of one or both spouses, once three months have passed since the marriage (divorce by mutual agreement before a notary where there are no minor children is dealt with separately).",
      topics: ["family", "divorce"],
      situations: [
        "how do I get a divorce in Spain",
        "can I divorce in Spain without my spouse agreeing",
      ],
    },
    {
      article: "97",
      heading: "[Untitled] Compensatory pension",
      summary: "Entitles a spouse whose economic situation worsens with the separation or divorce compared with the other spouse and their position during marriage to compensation, as a temporary or indefinite pension or lump sum, fixed by agreement or by the judge considering listed circumstances.",
      topics: ["family", "divorce", "maintenance"],
      situations: ["after divorce my income fell far below my ex-spouse's, can I get compensation"],
    },
    {
      article: "142",
      heading: "[Untitled] Maintenance",
      summary: "Defines maintenance (alimentos) as what is indispensable for sustenance, housing, clothing, medical care and education, including for children of full age who have not finished their training for reasons not attributable to them.",
      topics: ["family", "maintenance"],
      situations: [
        "what does child or family maintenance have to cover",
        "do I still have to support my adult child who is studying",
        "child support in Spain, what must it cover",
      ],
    },
    {
      article: "154",
      heading: "[Untitled] Parental authority",
      summary: "Places non-emancipated children under the parental authority of both parents, exercised in their interest, including duties to care for, feed, educate and represent them.",
      topics: ["family", "parental-responsibility"],
      situations: ["what duties do parents have towards their children"],
    },
    {
      article: "315",
      heading: "[Untitled] Age of majority",
      summary: "Sets the age of majority at eighteen.",
      topics: ["capacity", "minors"],
      situations: ["at what age does someone become an adult"],
    },
    {
      article: "806",
      heading: "[Untitled] Reserved share",
      summary: "Defines the reserved share (legítima) as the portion of property the testator cannot dispose of because the law reserves it to forced heirs.",
      topics: ["succession", "forced-heirship"],
      situations: ["can I leave my children out of my will entirely"],
    },
    {
      article: "1091",
      heading: "[Untitled] Binding force of contractual obligations",
      summary: "Gives obligations arising from contracts the force of law between the contracting parties, to be performed in accordance with them.",
      topics: ["contract", "principles"],
      situations: ["is a contract we signed legally binding on both of us"],
    },
    {
      article: "1101",
      heading: "[Untitled] Liability for breach",
      summary: "Makes those who, in performing their obligations, commit fraud, negligence or delay, or otherwise breach them, liable for the damage caused.",
      topics: ["breach-of-contract", "damages"],
      situations: ["the other party was late or negligent in performing and caused me loss"],
    },
    {
      article: "1124",
      heading: "[Untitled] Termination for breach",
      summary: "Implies in reciprocal obligations the power to terminate where one party fails to perform, letting the injured party choose between demanding performance or termination with damages in either case.",
      topics: ["breach-of-contract", "termination"],
      situations: [
        "the supplier never delivered, can I cancel the deal and get compensation",
        "the other side didn't perform, can I cancel the contract and claim damages",
      ],
    },
    {
      article: "1255",
      heading: "[Untitled] Freedom of contract",
      summary: "Lets the parties establish any agreements, clauses and conditions they see fit, provided they are not contrary to law, morals or public order.",
      topics: ["contract", "principles"],
      situations: ["can we agree any terms we like in a contract"],
    },
    {
      article: "1261",
      heading: "[Untitled] Requirements of a contract",
      summary: "Requires consent of the parties, a certain object and a cause for a contract to exist.",
      topics: ["contract", "formation"],
      situations: ["what is needed for a contract to be valid"],
    },
    {
      article: "1484",
      heading: "[Untitled] Hidden defects",
      summary: "Makes the seller liable for hidden defects that make the thing unfit for its intended use or so reduce that use that the buyer would not have bought it or would have paid less, but not for manifest defects or those a buyer with professional expertise should have noticed.",
      topics: ["sale-of-goods", "hidden-defects"],
      situations: ["the second-hand car I bought privately in Spain has a hidden fault"],
    },
    {
      article: "1490",
      heading: "[Untitled] Time limit for hidden-defect claims",
      summary: "Time-bars actions for hidden defects six months after delivery of the thing sold.",
      topics: ["sale-of-goods", "hidden-defects", "limitation"],
      situations: ["how long do I have to complain about hidden defects in something I bought"],
    },
    {
      article: "1902",
      heading: "[Untitled] Tort liability",
      summary: "Obliges a person who by act or omission causes damage to another through fault or negligence to repair the damage.",
      topics: ["torts", "liability", "damages"],
      situations: ["someone damaged my property in Spain, can I claim"],
    },
    {
      article: "1964",
      heading: "[Untitled] General limitation periods",
      summary: "Time-bars mortgage actions after twenty years and personal actions without a special period after five years from when performance can be demanded.",
      topics: ["limitation"],
      situations: ["how long do I have to sue over an unpaid debt"],
    },
    {
      article: "1968",
      heading: "[Untitled] One-year limitation for tort claims",
      summary: "Time-bars actions for liability arising from fault or negligence under article 1902 one year from when the injured party knew of the damage.",
      topics: ["limitation", "torts"],
      situations: ["how long do I have to claim for damage someone negligently caused me"],
    },
  ],
};
