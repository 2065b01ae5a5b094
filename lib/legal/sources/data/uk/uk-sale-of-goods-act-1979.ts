import type { InstrumentInput } from "../../schema";

export const ukSaleOfGoodsAct1979: InstrumentInput = {
  source_id: "uk-sale-of-goods-act-1979",
  title: "Sale of Goods Act 1979 (1979 c. 54)",
  short_names: ["Sale of Goods Act 1979", "SGA 1979"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1979/54/contents",
  date: "1979-12-06",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2",
      heading: "Contract of sale",
      summary:
        "A contract of sale of goods is one by which the seller transfers or agrees to transfer the property in goods to the buyer for a money consideration called the price; since the Consumer Rights Act 2015, the Act governs business-to-business and private sales rather than consumer sales by traders.",
      topics: ["sale-of-goods", "contract", "formation", "definitions"],
      situations: [
        "I bought a used car from a private seller; which law protects me",
        "does the Sale of Goods Act still apply when I buy from a shop",
      ],
    },
    {
      article: "12",
      heading: "Implied terms about title, etc.",
      summary:
        "In a contract of sale there is an implied term that the seller has the right to sell the goods, and implied terms that the goods are free from undisclosed charges or encumbrances and that the buyer will enjoy quiet possession.",
      topics: ["sale-of-goods", "implied-terms"],
      situations: [
        "the car I bought privately turned out to be on finance",
        "the seller did not own the goods he sold me",
      ],
    },
    {
      article: "13",
      heading: "Sale by description",
      summary:
        "Where goods are sold by description there is an implied term that they will correspond with the description, including in private sales.",
      topics: ["sale-of-goods", "implied-terms", "defects"],
      situations: [
        "the machine my business bought is not the model described in the listing",
        "the private seller described the car as one owner but it had three",
      ],
    },
    {
      article: "14",
      heading: "Implied terms about quality or fitness",
      summary:
        "Where a seller sells in the course of a business there are implied terms that the goods are of satisfactory quality (judged by what a reasonable person would regard as satisfactory, taking account of description, price and all relevant circumstances) and reasonably fit for any purpose the buyer made known; there is no such term in private sales.",
      topics: ["sale-of-goods", "implied-terms", "defects"],
      situations: [
        "the equipment we bought from a supplier keeps breaking down",
        "I bought a car from a private seller and it broke; can I claim it was not satisfactory quality",
      ],
    },
    {
      article: "15",
      heading: "Sale by sample",
      summary:
        "In a sale by sample there are implied terms that the bulk will correspond with the sample in quality and be free from defects making it unsatisfactory that would not be apparent on reasonable examination of the sample.",
      topics: ["sale-of-goods", "implied-terms"],
      situations: [
        "the bulk order does not match the sample the supplier sent",
        "the delivered goods are worse than the sample I approved",
      ],
    },
    {
      article: "15A",
      heading: "Modification of remedies for breach of condition in non-consumer cases",
      summary:
        "In non-consumer sales the buyer may not reject goods for a breach of the implied terms in sections 13 to 15 where the breach is so slight that rejection would be unreasonable; the breach is then treated as a breach of warranty.",
      topics: ["sale-of-goods", "remedies"],
      situations: [
        "can our business reject a whole delivery for a tiny defect",
        "can a business buyer reject goods for a minor breach",
      ],
    },
    {
      article: "17",
      heading: "Property passes when intended to pass",
      summary:
        "Where there is a contract for the sale of specific or ascertained goods, the property in them passes to the buyer at such time as the parties intend it to pass, judged from the terms, conduct and circumstances.",
      topics: ["sale-of-goods", "property"],
      situations: [
        "when does ownership pass when I buy goods for my business",
        "when does ownership of goods pass to a business buyer",
      ],
    },
    {
      article: "18",
      heading: "Rules for ascertaining intention",
      summary:
        "Sets default rules for when property passes unless a different intention appears, for example at the time of contract for an unconditional sale of specific goods in a deliverable state, and on approval or retention beyond a time limit for goods on sale or return.",
      topics: ["sale-of-goods", "property"],
      situations: [
        "I paid for goods still at the seller's premises; are they mine if he goes bust",
        "I bought goods on sale or return; when do they become mine",
      ],
    },
    {
      article: "20",
      heading: "Passing of risk",
      summary:
        "Unless otherwise agreed, goods remain at the seller's risk until property is transferred to the buyer, after which they are at the buyer's risk whether or not delivered; delay caused by either party's fault places the resulting risk on that party.",
      topics: ["sale-of-goods", "property", "liability"],
      situations: [
        "the goods were damaged before I collected them; who bears the loss",
        "who bears the risk if goods are destroyed before delivery",
      ],
    },
    {
      article: "21",
      heading: "Sale by person not the owner",
      summary:
        "Where goods are sold by someone who is not the owner and lacks the owner's authority, the buyer generally acquires no better title than the seller had, unless the owner is precluded by conduct from denying the seller's authority or another exception applies.",
      topics: ["sale-of-goods", "property"],
      situations: [
        "I bought a stolen bike without knowing; do I have to give it back",
        "the seller did not own the goods he sold me; do I own them",
      ],
    },
    {
      article: "27",
      heading: "Duties of seller and buyer",
      summary:
        "It is the duty of the seller to deliver the goods, and of the buyer to accept and pay for them, in accordance with the terms of the contract of sale.",
      topics: ["sale-of-goods", "contract"],
      situations: [
        "the supplier took payment but has not delivered",
        "the buyer refused to accept the goods we delivered",
      ],
    },
    {
      article: "28",
      heading: "Payment and delivery are concurrent conditions",
      summary:
        "Unless otherwise agreed, delivery of the goods and payment of the price are concurrent conditions: the seller must be ready and willing to give possession in exchange for the price and the buyer to pay in exchange for possession.",
      topics: ["sale-of-goods", "contract", "payments"],
      situations: [
        "must I pay before the goods are handed over",
        "the seller wants payment before delivery but we agreed otherwise",
      ],
    },
    {
      article: "29",
      heading: "Rules about delivery",
      summary:
        "Unless otherwise agreed, the place of delivery is the seller's place of business, delivery must be within a reasonable time if no time is fixed, and a demand or tender of delivery must be made at a reasonable hour.",
      topics: ["sale-of-goods", "contract", "delivery"],
      situations: [
        "no delivery date was agreed and months have passed",
        "where must the seller deliver the goods if nothing was agreed",
      ],
    },
    {
      article: "30",
      heading: "Delivery of wrong quantity",
      summary:
        "A buyer may reject a short delivery or accept it and pay pro rata, and may accept the contract quantity of an over-delivery and reject the rest or reject the whole, subject to a non-consumer buyer not rejecting for a slight excess or shortfall.",
      topics: ["sale-of-goods", "remedies"],
      situations: [
        "the supplier delivered fewer units than ordered",
        "the supplier delivered more than we ordered",
      ],
    },
    {
      article: "35",
      heading: "Acceptance",
      summary:
        "A buyer is deemed to accept goods when they intimate acceptance, do an act inconsistent with the seller's ownership after delivery, or keep the goods beyond a reasonable time without rejecting them, but not before having a reasonable opportunity to examine them.",
      topics: ["sale-of-goods", "remedies"],
      situations: [
        "I used the goods for a while; have I lost the right to reject them",
        "how long do I have to examine goods before I am treated as accepting them",
      ],
    },
    {
      article: "35A",
      heading: "Right of partial rejection",
      summary:
        "A buyer entitled to reject goods because some or all of them breach the contract may accept the goods that conform and reject the rest, without losing the right to reject by accepting some.",
      topics: ["sale-of-goods", "remedies"],
      situations: [
        "can I keep the good items and send back the faulty ones",
        "can I reject only some of the faulty goods in a delivery",
      ],
    },
    {
      article: "49",
      heading: "Action for price",
      summary:
        "Where property in the goods has passed and the buyer wrongfully neglects or refuses to pay, or the price is payable on a fixed day irrespective of delivery, the seller may sue for the price.",
      topics: ["sale-of-goods", "debt-recovery", "remedies"],
      situations: [
        "my business customer received the goods but will not pay",
        "the buyer has not paid for the goods delivered; can I sue for the price",
      ],
    },
    {
      article: "50",
      heading: "Damages for non-acceptance",
      summary:
        "Where the buyer wrongfully neglects or refuses to accept and pay for the goods, the seller may sue for damages, normally measured by the difference between the contract price and the market price where there is an available market.",
      topics: ["sale-of-goods", "damages", "breach-of-contract"],
      situations: [
        "the buyer cancelled the order after we made the goods",
        "the buyer backed out; how much can we claim in damages",
      ],
    },
    {
      article: "51",
      heading: "Damages for non-delivery",
      summary:
        "Where the seller wrongfully neglects or refuses to deliver, the buyer may sue for damages, normally the difference between the contract price and the market price at the time the goods ought to have been delivered.",
      topics: ["sale-of-goods", "damages", "breach-of-contract"],
      situations: [
        "the supplier never delivered the goods we ordered for our business",
        "the seller never delivered and I had to buy elsewhere for more",
        "the supplier failed to deliver; how are damages calculated",
      ],
    },
    {
      article: "52",
      heading: "Specific performance",
      summary:
        "In an action for breach of contract to deliver specific or ascertained goods, the court may order the contract to be performed specifically without giving the seller the option of paying damages.",
      topics: ["sale-of-goods", "specific-performance", "remedies"],
      situations: [
        "the seller refuses to hand over the unique item I bought",
        "can a court order the seller to deliver specific goods",
      ],
    },
    {
      article: "53",
      heading: "Remedy for breach of warranty",
      summary:
        "Where there is a breach of warranty by the seller, or the buyer treats a breach of condition as a breach of warranty, the buyer cannot reject the goods for that reason but may set it against the price or sue for damages.",
      topics: ["sale-of-goods", "warranty", "damages"],
      situations: [
        "can I reduce what I pay because the goods were faulty",
        "can I claim damages for a breach of warranty in a sale",
      ],
    },
  ],
};
