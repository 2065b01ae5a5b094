import type { InstrumentInput } from "../../schema";

export const inSaleOfGoodsAct1930: InstrumentInput = {
  source_id: "in-sale-of-goods-act-1930",
  title: "The Sale of Goods Act, 1930 (Act No. 3 of 1930)",
  short_names: ["Sale of Goods Act, 1930", "Sale of Goods Act 1930", "Indian Sale of Goods Act"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2390",
  date: "1930-03-15",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "Sale and agreement to sell",
      summary:
        "Defines a contract of sale of goods as one where the seller transfers or agrees to transfer ownership of goods to the buyer for a price; it is a sale when ownership passes at once and an agreement to sell when it is to pass later or on a condition.",
      topics: ["sale-of-goods", "contract", "formation", "definitions"],
      situations: [
        "I paid for a sofa but the shop will deliver it next month; do I already own it",
        "is a deal to buy goods later on a condition a real sale",
        "what is the difference between selling something and agreeing to sell it",
      ],
    },
    {
      article: "5",
      heading: "Contract of sale how made",
      summary:
        "A contract of sale is made by an offer to buy or sell goods for a price and its acceptance; it may provide for immediate or instalment delivery and payment, and may be made in writing, by word of mouth, partly in each, or be implied from conduct.",
      topics: ["sale-of-goods", "contract", "formation"],
      situations: [
        "we agreed the sale over the phone with nothing in writing; is it binding",
        "can I buy goods and pay in instalments under a valid sale",
      ],
    },
    {
      article: "9",
      heading: "Ascertainment of price",
      summary:
        "The price may be fixed by the contract, left to be fixed in an agreed manner, or set by the course of dealing; where it is not so determined the buyer must pay a reasonable price, which depends on the circumstances.",
      topics: ["sale-of-goods", "contract", "contract-price"],
      situations: [
        "we never agreed a price for the goods delivered; what do I have to pay",
        "the seller sent the goods and now wants whatever price he likes",
      ],
    },
    {
      article: "11",
      heading: "Stipulations as to time",
      summary:
        "Unless the contract shows otherwise, the time for payment is not of the essence of a contract of sale; whether any other time stipulation (such as delivery time) is of the essence depends on the terms of the contract.",
      topics: ["sale-of-goods", "contract", "deadlines"],
      situations: [
        "I paid a few days late; can the seller cancel the whole sale",
        "the supplier delivered after the agreed date; can I refuse the goods",
      ],
    },
    {
      article: "12",
      heading: "Condition and warranty",
      summary:
        "Distinguishes a condition (a stipulation essential to the main purpose of the contract, whose breach lets the buyer treat the contract as repudiated) from a warranty (a collateral stipulation whose breach gives only a claim for damages, not a right to reject).",
      topics: ["sale-of-goods", "contract", "warranty", "remedies"],
      situations: [
        "can I return the goods or only claim money because they were not as promised",
        "the seller broke a minor promise about the goods; can I cancel the deal",
      ],
    },
    {
      article: "13",
      heading: "When condition to be treated as warranty",
      summary:
        "A buyer may waive a breached condition or elect to treat it as a breach of warranty; and where the contract is not severable and the buyer has accepted the goods or part of them, a breach of condition can only be treated as a breach of warranty unless the contract says otherwise.",
      topics: ["sale-of-goods", "contract", "warranty", "remedies"],
      situations: [
        "I already accepted the goods and later found a defect; can I still reject them",
        "I kept using the machine after spotting the fault; what can I claim now",
      ],
    },
    {
      article: "14",
      heading: "Implied undertaking as to title, etc",
      summary:
        "Unless the contract shows otherwise, the seller impliedly undertakes that they have the right to sell the goods, that the buyer will enjoy quiet possession, and that the goods are free from undisclosed charges or encumbrances in favour of third parties.",
      topics: ["sale-of-goods", "implied-terms", "warranty"],
      situations: [
        "the used car I bought turned out to be stolen and police took it",
        "a bank says it has a loan charge over the machine I bought",
        "the seller did not actually own what he sold me",
      ],
    },
    {
      article: "15",
      heading: "Sale by description",
      summary:
        "Where goods are sold by description there is an implied condition that they correspond with the description, and where sold by sample as well as description, the bulk must correspond with both.",
      topics: ["sale-of-goods", "implied-terms", "consumer-protection", "defects"],
      situations: [
        "I ordered basmati rice and got ordinary rice",
        "the product delivered is not what the listing described",
      ],
    },
    {
      article: "16",
      heading: "Implied conditions as to quality or fitness",
      summary:
        "There is generally no implied condition of quality or fitness, except that goods must be reasonably fit for a purpose the buyer made known relying on the seller's skill (not for goods bought under a trade name), goods bought by description from a dealer must be of merchantable quality (save defects an examination ought to have revealed), and trade usage may add conditions.",
      topics: ["sale-of-goods", "implied-terms", "consumer-protection", "defects"],
      situations: [
        "the pump I bought after telling the shop what I needed it for cannot do the job",
        "the goods I bought from a dealer are defective and unusable",
        "I inspected the item before buying; can I still complain about a defect",
      ],
    },
    {
      article: "17",
      heading: "Sale by sample",
      summary:
        "In a sale by sample there are implied conditions that the bulk corresponds with the sample in quality, that the buyer has a reasonable opportunity to compare them, and that the goods are free from defects making them unmerchantable which a reasonable examination of the sample would not reveal.",
      topics: ["sale-of-goods", "implied-terms", "defects"],
      situations: [
        "the fabric delivered does not match the sample I approved",
        "the bulk order is worse quality than the sample the supplier showed me",
      ],
    },
    {
      article: "18",
      heading: "Goods must be ascertained",
      summary:
        "Where there is a contract for the sale of unascertained goods, no property in the goods passes to the buyer unless and until the goods are ascertained.",
      topics: ["sale-of-goods", "property"],
      situations: [
        "I paid for 100 bags from the warehouse stock; are any of them mine yet",
        "the seller went bust before setting aside my goods",
      ],
    },
    {
      article: "19",
      heading: "Property passes when intended to pass",
      summary:
        "In a sale of specific or ascertained goods, ownership passes when the parties intend it to pass, judged from the contract terms, their conduct and the circumstances; unless a different intention appears, sections 20 to 24 set the rules.",
      topics: ["sale-of-goods", "property"],
      situations: [
        "when do I become the owner of something I bought",
        "who owns the goods if they are destroyed before I collect them",
      ],
    },
    {
      article: "20",
      heading: "Specific goods in a deliverable state",
      summary:
        "Where there is an unconditional contract for the sale of specific goods in a deliverable state, ownership passes when the contract is made, even if payment or delivery is postponed.",
      topics: ["sale-of-goods", "property"],
      situations: [
        "I agreed to buy that exact car and will pay next week; is it already mine",
        "I bought a specific painting and left it with the seller; who owns it",
      ],
    },
    {
      article: "24",
      heading: "Goods sent on approval or “on sale or return”",
      summary:
        "When goods are delivered on approval or on sale or return, ownership passes when the buyer signals approval or acceptance or does an act adopting the transaction, or keeps the goods beyond the time fixed (or a reasonable time) without rejecting them.",
      topics: ["sale-of-goods", "property"],
      situations: [
        "the shop sent the item on approval and I kept it longer than agreed",
        "goods sent on trial were damaged while with me; who bears the loss",
      ],
    },
    {
      article: "26",
      heading: "Risk prima facie passes with property",
      summary:
        "Unless otherwise agreed, the goods stay at the seller's risk until ownership passes and are then at the buyer's risk whether or not delivered; a party at fault for delayed delivery bears any loss that the fault might have caused.",
      topics: ["sale-of-goods", "property", "liability"],
      situations: [
        "the goods I bought were destroyed in a fire at the seller's shop before delivery",
        "who bears the loss if goods are stolen after I paid but before pickup",
      ],
    },
    {
      article: "27",
      heading: "Sale by person not the owner",
      summary:
        "A buyer generally gets no better title than the seller had where the seller is not the owner and lacks the owner's authority, subject to exceptions such as owner estoppel and sales by a mercantile agent in possession with the owner's consent acting in the ordinary course of business to a good-faith buyer.",
      topics: ["sale-of-goods", "property"],
      situations: [
        "I bought a phone that turned out to be someone else's; do I have to give it back",
        "a dealer sold my car without my permission; can I get it back from the buyer",
      ],
    },
    {
      article: "31",
      heading: "Duties of seller and buyer",
      summary: "It is the seller's duty to deliver the goods and the buyer's duty to accept and pay for them in accordance with the contract of sale.",
      topics: ["sale-of-goods", "contract"],
      situations: ["the seller took my money but never delivered", "the buyer refuses to take delivery of the order"],
    },
    {
      article: "32",
      heading: "Payment and delivery are concurrent conditions",
      summary:
        "Unless otherwise agreed, delivery of the goods and payment of the price are concurrent conditions: the seller must be ready and willing to hand over the goods in exchange for the price, and the buyer to pay in exchange for possession.",
      topics: ["sale-of-goods", "contract", "payments"],
      situations: ["the seller wants full payment before showing me the goods", "do I have to pay before I get the goods"],
    },
    {
      article: "37",
      heading: "Delivery of wrong quantity",
      summary:
        "If the seller delivers less than contracted the buyer may reject the goods, or accept them and pay pro rata; if more, the buyer may accept the contracted quantity and reject the rest, or reject the whole, or accept the whole at the contract rate; goods mixed with goods of a different description may be accepted in part or rejected entirely.",
      topics: ["sale-of-goods", "contract", "remedies"],
      situations: [
        "the supplier sent only half of what I ordered",
        "they delivered more than I ordered and want me to pay for everything",
        "the shipment mixed in items I did not order",
      ],
    },
    {
      article: "41",
      heading: "Buyer’s right of examining the goods",
      summary:
        "A buyer who has not previously examined the goods is not deemed to have accepted them until they have had a reasonable opportunity to examine them to check conformity with the contract, and on tender the seller must allow that examination on request.",
      topics: ["sale-of-goods", "consumer-protection"],
      situations: ["can I check the goods before I sign for them", "the courier will not let me open the box before accepting"],
    },
    {
      article: "42",
      heading: "Acceptance",
      summary:
        "The buyer is deemed to have accepted goods when they tell the seller so, do an act inconsistent with the seller's ownership, or keep the goods beyond a reasonable time without telling the seller they reject them.",
      topics: ["sale-of-goods", "remedies"],
      situations: [
        "I used the product for two months; can I still reject it",
        "I resold part of the goods; have I lost the right to return them",
      ],
    },
    {
      article: "43",
      heading: "Buyer not bound to return rejected goods",
      summary:
        "Unless otherwise agreed, a buyer who lawfully refuses to accept delivered goods need not return them to the seller; it is enough to tell the seller of the refusal.",
      topics: ["sale-of-goods", "remedies"],
      situations: ["do I have to ship the rejected goods back at my own cost", "the seller says I must return faulty goods myself"],
    },
    {
      article: "45",
      heading: "“Unpaid seller” defined",
      summary:
        "Defines an unpaid seller as one who has not been paid or tendered the whole price, or who received a bill of exchange or other negotiable instrument as conditional payment that has been dishonoured.",
      topics: ["sale-of-goods", "definitions", "debt-recovery"],
      situations: ["the buyer's cheque for the goods bounced; what rights do I have as seller", "the buyer paid only half the price; am I an unpaid seller"],
    },
    {
      article: "46",
      heading: "Unpaid seller’s rights",
      summary:
        "An unpaid seller, even after ownership has passed, has a lien on goods still in their possession, a right of stoppage in transit if the buyer becomes insolvent, and a limited right of resale; where ownership has not passed they have a right to withhold delivery.",
      topics: ["sale-of-goods", "debt-recovery", "remedies"],
      situations: [
        "the buyer has not paid; can I keep the goods in my warehouse",
        "the buyer went bankrupt while the goods were in transit",
      ],
    },
    {
      article: "54",
      heading: "Sale not generally rescinded by lien or stoppage in transit",
      summary:
        "A lien or stoppage in transit does not by itself rescind the sale, but where goods are perishable, or the unpaid seller gives notice of intention to resell and the buyer does not pay within a reasonable time, the seller may resell and claim damages for any loss.",
      topics: ["sale-of-goods", "debt-recovery", "remedies"],
      situations: ["the buyer never paid for perishable stock; can I sell it to someone else", "can I resell goods the buyer refuses to pay for"],
    },
    {
      article: "55",
      heading: "Suit for price",
      summary:
        "Where ownership has passed and the buyer wrongfully neglects or refuses to pay, or the price is payable on a fixed day regardless of delivery and is unpaid, the seller may sue for the price.",
      topics: ["sale-of-goods", "debt-recovery", "remedies"],
      situations: ["my customer took the goods and will not pay the invoice", "how do I recover the price of goods I delivered"],
    },
    {
      article: "56",
      heading: "Damages for non-acceptance",
      summary: "Where the buyer wrongfully neglects or refuses to accept and pay for the goods, the seller may sue the buyer for damages for non-acceptance.",
      topics: ["sale-of-goods", "damages", "breach-of-contract"],
      situations: ["the buyer cancelled the order after I manufactured the goods", "the customer refused delivery without any reason"],
    },
    {
      article: "57",
      heading: "Damages for non-delivery",
      summary: "Where the seller wrongfully neglects or refuses to deliver the goods to the buyer, the buyer may sue the seller for damages for non-delivery.",
      topics: ["sale-of-goods", "damages", "breach-of-contract"],
      situations: ["the seller never delivered and I had to buy elsewhere at a higher price", "the supplier backed out of the order"],
    },
    {
      article: "58",
      heading: "Specific performance",
      summary:
        "In a suit for breach of contract to deliver specific or ascertained goods, the court may, subject to the Specific Relief Act, 1963, order that the contract be performed specifically without giving the seller the option of paying damages.",
      topics: ["sale-of-goods", "remedies"],
      situations: ["the seller refuses to hand over the unique painting I bought", "can a court force the seller to deliver the exact item"],
    },
    {
      article: "59",
      heading: "Remedy for breach of warranty",
      summary:
        "Where the seller breaches a warranty, or the buyer elects or is compelled to treat a breach of condition as a breach of warranty, the buyer cannot reject the goods for that reason but may set off the breach against the price or sue for damages.",
      topics: ["sale-of-goods", "warranty", "damages"],
      situations: ["the goods were faulty but I kept them; can I pay less", "can I deduct repair costs from what I owe the seller"],
    },
    {
      article: "60",
      heading: "Repudiation of contract before due date",
      summary:
        "Where either party repudiates the contract before the delivery date, the other may treat the contract as subsisting and wait for the date, or treat it as rescinded and sue for damages for the breach.",
      topics: ["sale-of-goods", "breach-of-contract"],
      situations: ["the seller told me a month early that he will not deliver", "the buyer cancelled before the agreed delivery date"],
    },
    {
      article: "61",
      heading: "Interest by way of damages and special damages",
      summary:
        "Preserves the right of the seller or buyer to recover interest or special damages where recoverable by law, and lets the court award interest on the price from the date of tender of goods or payment.",
      topics: ["sale-of-goods", "interest", "damages"],
      situations: ["can I claim interest on the price the buyer paid late", "the seller kept my money for months; can I get interest"],
    },
    {
      article: "62",
      heading: "Exclusion of implied terms and conditions",
      summary:
        "Rights, duties and liabilities implied by law into a contract of sale may be negatived or varied by express agreement, by the course of dealing between the parties, or by a usage binding on both.",
      topics: ["sale-of-goods", "exclusion-clauses", "implied-terms"],
      situations: [
        "the invoice says no warranty of any kind; is that valid",
        "the goods were sold as is; can I still complain about quality",
      ],
    },
    {
      article: "64",
      heading: "Auction sale",
      summary:
        "Sets rules for auctions: each lot is a separate sale, the sale is complete on the fall of the hammer, bids may be withdrawn before then, the seller may reserve a right to bid only if notified, and a sale involving undisclosed seller bidding or pretend bidding may be treated as fraudulent by the buyer.",
      topics: ["sale-of-goods", "contract", "formation"],
      situations: ["I bid at an auction and want to withdraw before the hammer falls", "the seller secretly bid to push up the price at auction"],
    },
  ],
};
