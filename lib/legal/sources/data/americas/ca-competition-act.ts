import type { InstrumentInput } from "../../schema";

/**
 * Competition Act, R.S.C. 1985, c. C-34 (deceptive marketing practices affecting consumers, selected sections). Headings
 * are the marginal notes of the consolidation current to 31 March 2026 (Justice Laws XML).
 */
export const caCompetitionAct: InstrumentInput = {
  source_id: "ca-competition-act",
  title: "Competition Act",
  short_names: ["Competition Act", "R.S.C. 1985, c. C-34"],
  jurisdiction: "CA",
  kind: "statute",
  provision_label: "section",
  codified_at: "R.S.C. 1985, c. C-34",
  official_url: "https://laws-lois.justice.gc.ca/eng/acts/C-34/",
  date: "1985",
  as_of: "2026-03-31",
  provisions: [
    {
      article: "36",
      heading: "Recovery of damages",
      summary:
        "Lets any person who suffered loss or damage from conduct contrary to the criminal provisions of Part VI (such as knowingly false or misleading representations) or from breach of an order under the Act sue for the loss proved plus investigation and court costs, generally within two years.",
      topics: ["consumer", "misleading-advertising", "damages"],
      situations: [
        "I lost money because of a company's deliberately false advertising, can I sue for it",
      ],
    },
    {
      article: "52",
      heading: "False or misleading representations",
      summary:
        "Makes it a criminal offence, for the purpose of promoting a product or business interest, knowingly or recklessly to make a representation to the public that is false or misleading in a material respect, without the need to prove anyone was actually misled; it also treats an advertised price that is not attainable because of extra fixed charges (drip pricing) as false or misleading.",
      topics: ["consumer", "misleading-advertising", "offences", "drip-pricing"],
      situations: [
        "the online price did not include a mandatory service fee added at checkout",
        "a company knowingly lied about its product in ads",
      ],
    },
    {
      article: "53",
      heading: "Deceptive notice of winning a prize",
      summary:
        "Prohibits sending a notice that gives the general impression that the recipient has won a prize, if the recipient is asked to pay money or incur a cost, unless listed disclosures are made and the prize is actually awarded.",
      topics: ["consumer", "scams", "prize-notices"],
      situations: [
        "I got a letter saying I won a prize but must pay a fee to claim it",
      ],
    },
    {
      article: "54",
      heading: "Double ticketing",
      summary:
        "Prohibits supplying a product at a price higher than the lowest of two or more prices clearly shown on the product, its packaging or an in-store display (double ticketing).",
      topics: ["consumer", "pricing", "double-ticketing"],
      situations: [
        "the shelf price was lower than the price charged at the till",
        "the item had two price stickers and they charged me the higher one",
      ],
    },
    {
      article: "55.1",
      heading: "Definition of scheme of pyramid selling",
      summary:
        "Defines and prohibits schemes of pyramid selling, multi-level marketing plans in which participants pay for the right to be compensated for recruiting others, are required to buy specified amounts of product, or are subject to inventory loading without a buy-back on reasonable terms.",
      topics: ["consumer", "pyramid-schemes", "multi-level-marketing"],
      situations: [
        "I paid to join a scheme that pays only for recruiting new members",
        "the marketing plan forces me to buy stock I cannot sell",
      ],
    },
    {
      article: "74.01",
      heading: "Misrepresentations to public",
      summary:
        "Makes it reviewable civil conduct, for promoting a product or business interest, to make a representation to the public that is false or misleading in a material respect, to make performance or efficacy claims not based on adequate and proper testing, to use drip pricing, or to misrepresent ordinary selling prices (for example, inflated 'regular' prices in sales).",
      topics: ["consumer", "misleading-advertising", "pricing"],
      situations: [
        "the store's 'was' price was never actually charged",
        "the product does not do what the ad claimed and was never tested",
      ],
    },
    {
      article: "74.02",
      heading: "Representation as to reasonable test and publication of testimonials",
      summary:
        "Makes it reviewable conduct to represent that a test of a product's performance, efficacy or length of life was made, or to publish a testimonial, unless the representation or testimonial was previously made or authorised by the person who made the test or gave the testimonial.",
      topics: ["consumer", "misleading-advertising", "testimonials"],
      situations: [
        "the ad quotes a lab test that the lab never authorised",
      ],
    },
    {
      article: "74.03",
      heading: "Representations accompanying products",
      summary:
        "Treats representations on products, packaging, point-of-purchase displays, in-store or door-to-door selling, telephone calls and electronic messages as representations to the public, and requires the general impression as well as the literal meaning to be considered.",
      topics: ["consumer", "misleading-advertising", "packaging"],
      situations: [
        "the packaging suggests the product is bigger than it is",
      ],
    },
    {
      article: "74.04",
      heading: "Definition of bargain price",
      summary:
        "Makes it reviewable conduct to advertise a product at a bargain price without supplying it in reasonable quantities (bait and switch), unless the shortage was beyond the advertiser's control or rainchecks are offered.",
      topics: ["consumer", "pricing", "bait-and-switch"],
      situations: [
        "the advertised sale item was sold out the moment the store opened and they pushed a pricier model",
      ],
    },
    {
      article: "74.05",
      heading: "Sale above advertised price",
      summary:
        "Makes it reviewable conduct to advertise a product for sale or rent in a market and then, during the advertised period, supply it at a higher price than advertised, unless the price was corrected promptly or the catalogue states that prices are subject to error.",
      topics: ["consumer", "pricing", "advertised-price"],
      situations: [
        "the flyer price was lower than what they charged me",
      ],
    },
    {
      article: "74.06",
      heading: "Promotional contests",
      summary:
        "Makes it reviewable conduct to run a promotional contest or game of chance without adequate and fair disclosure of the number and value of prizes, the odds and other material facts, without avoiding undue delay in awarding prizes, or without selecting participants or distributing prizes on the basis of skill or randomly.",
      topics: ["consumer", "contests", "promotions"],
      situations: [
        "the contest never said how many prizes there were or what the odds were",
      ],
    },
    {
      article: "74.1",
      heading: "Determination of reviewable conduct and judicial order",
      summary:
        "Lets a court, on application by the Commissioner of Competition or a person granted leave, order a person engaged in reviewable deceptive marketing conduct to stop, publish a corrective notice, pay an administrative monetary penalty and pay restitution to affected purchasers.",
      topics: ["consumer", "misleading-advertising", "enforcement", "penalties", "restitution"],
      situations: [
        "can the Competition Bureau make a company refund customers it misled",
      ],
    },
  ],
};
