import type { InstrumentInput } from "../../schema";

export const euConsumerRightsDirective: InstrumentInput = {
  source_id: "eu-consumer-rights-directive",
  title: "Directive 2011/83/EU of the European Parliament and of the Council of 25 October 2011 on consumer rights",
  short_names: ["Consumer Rights Directive", "CRD", "Directive 2011/83/EU"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2011/83/oj",
  date: "2011-10-25",
  provisions: [
    {
      article: "1",
      heading: "Subject matter",
      summary:
        "Aims to achieve a high level of consumer protection and a better functioning internal market by approximating rules on contracts concluded between consumers and traders.",
      topics: ["consumer-protection", "scope"],
    },
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines key terms including consumer, trader, goods, sales contract, service contract, digital content, distance contract, off-premises contract, business premises, durable medium and online marketplace.",
      topics: ["consumer-protection", "definitions"],
    },
    {
      article: "3",
      heading: "Scope",
      summary:
        "Applies to contracts between traders and consumers, including those where the consumer provides personal data instead of paying, and excludes areas such as social services, healthcare, gambling, immovable property and package travel, with financial services subject to separate or special rules.",
      topics: ["consumer-protection", "scope"],
    },
    {
      article: "4",
      heading: "Level of harmonisation",
      summary:
        "Bars Member States from maintaining or introducing provisions diverging from the Directive, whether more or less stringent, unless the Directive provides otherwise (maximum harmonisation).",
      topics: ["consumer-protection", "scope"],
    },
    {
      article: "5",
      heading: "Information requirements for contracts other than distance or off-premises contracts",
      summary:
        "Requires traders to give consumers clear information before an on-premises contract binds them, such as main characteristics, trader identity, total price, delivery arrangements, guarantees, duration and digital content functionality and compatibility.",
      topics: ["consumer-protection", "transparency", "contract"],
      situations: ["what must a shop tell me before I buy in store", "information on total price and guarantee before purchase"],
    },
    {
      article: "6",
      heading: "Information requirements for distance and off-premises contracts",
      summary:
        "Lists the pre-contractual information for distance and off-premises contracts, including trader details, total price, payment and delivery terms, right of withdrawal conditions and model form, and personalised pricing based on automated decision-making, with the information forming part of the contract.",
      topics: ["consumer-protection", "transparency", "contract"],
      situations: ["what information must an online shop give me before I order", "the website did not tell me about my right to cancel"],
    },
    {
      article: "6a",
      heading: "Additional specific information requirements for contracts concluded on online marketplaces",
      summary:
        "Requires online marketplaces to tell consumers the main ranking parameters, whether the third-party seller is a trader, that consumer rights do not apply where it is not, and how obligations are shared between the seller and the marketplace.",
      topics: ["consumer-protection", "online-platforms", "transparency"],
      situations: ["is the seller on the marketplace a private person or a business", "how an online marketplace ranks offers"],
    },
    {
      article: "7",
      heading: "Formal requirements for off-premises contracts",
      summary:
        "Requires the information for off-premises contracts to be given on paper or, if agreed, another durable medium, and a copy or confirmation of the signed contract to be provided.",
      topics: ["consumer-protection", "formation"],
      situations: ["doorstep seller must give me a copy of the signed contract", "information on paper for a contract signed at my home"],
    },
    {
      article: "8",
      heading: "Formal requirements for distance contracts",
      summary:
        "Requires clear information adapted to the means of distance communication, an express acknowledgement of the obligation to pay (such as an 'order with obligation to pay' button), disclosure of delivery restrictions and payment means, and confirmation on a durable medium.",
      topics: ["consumer-protection", "formation"],
      situations: ["the order button did not say I had to pay", "subscription started online without clear confirmation I would be charged"],
    },
    {
      article: "9",
      heading: "Right of withdrawal",
      summary:
        "Gives consumers 14 days to withdraw from a distance or off-premises contract without giving reasons or incurring costs other than those permitted, generally counted from conclusion for services and from taking possession for goods.",
      topics: ["consumer-protection", "withdrawal-right", "contract"],
      situations: [
        "can I change my mind about something I ordered on a website",
        "I bought something online and changed my mind; can I send it back",
        "how many days do I have to cancel an online purchase",
        "a salesman signed me up at my door and I want to cancel",
        "can I return an online purchase within two weeks in the EU",
        "cooling-off period for buying online in Europe",
      ],
    },
    {
      article: "10",
      heading: "Omission of information on the right of withdrawal",
      summary:
        "Extends the withdrawal period by 12 months where the trader has not informed the consumer of the right, ending 14 days after the information is later provided.",
      topics: ["consumer-protection", "withdrawal-right", "contract"],
      situations: [
        "the seller never told me I could cancel; how long do I have now",
      ],
    },
    {
      article: "11",
      heading: "Exercise of the right of withdrawal",
      summary:
        "Allows consumers to withdraw using the model form or any unequivocal statement before the period expires, places the burden of proof on the consumer, and requires acknowledgement of online withdrawals.",
      topics: ["consumer-protection", "withdrawal-right", "contract"],
      situations: ["how do I cancel an online purchase within the cooling-off period", "model withdrawal form for returning goods"],
    },
    {
      article: "12",
      heading: "Effects of withdrawal",
      summary:
        "Ends the parties' obligations to perform the distance or off-premises contract, or to conclude it where the consumer made an offer, once the right of withdrawal is exercised.",
      topics: ["consumer-protection", "withdrawal-right", "contract"],
      situations: ["after I cancel an online order, what happens to the contract", "withdrawing from a distance purchase ends both sides' obligations"],
    },
    {
      article: "13",
      heading: "Obligations of the trader in the event of withdrawal",
      summary:
        "Requires the trader to reimburse all payments including standard delivery costs within 14 days using the same means of payment, allows withholding until goods are returned, and restricts use of the consumer's content after withdrawal.",
      topics: ["consumer-protection", "withdrawal-right", "remedies"],
      situations: [
        "how quickly must the shop refund me after I cancel",
        "the online shop won't refund the delivery cost after I sent the item back",
        "the online shop hasn't refunded me after I returned the goods",
      ],
    },
    {
      article: "14",
      heading: "Obligations of the consumer in the event of withdrawal",
      summary:
        "Requires the consumer to send back goods within 14 days, generally bearing direct return costs if informed, to be liable for diminished value from excessive handling, and to pay proportionately for services started at their express request.",
      topics: ["consumer-protection", "withdrawal-right", "contract"],
      situations: [
        "do I have to pay the postage to send back something I returned",
        "I tried the item out before returning it; can they reduce my refund",
      ],
    },
    {
      article: "15",
      heading: "Effects of the exercise of the right of withdrawal on ancillary contracts",
      summary:
        "Automatically terminates ancillary contracts, such as linked credit agreements, without cost to the consumer when the consumer withdraws from the main contract.",
      topics: ["consumer-protection", "withdrawal-right", "contract"],
      situations: ["I returned the item, does the loan I took to buy it end too", "linked credit agreement cancelled with the purchase"],
    },
    {
      article: "16",
      heading: "Exceptions from the right of withdrawal",
      summary:
        "Lists contracts without a withdrawal right, such as fully performed services with acknowledgement, price-fluctuating goods, custom-made or perishable goods, unsealed hygiene items, sealed recordings or software once unsealed, and digital content supplied with consent and acknowledgement.",
      topics: ["consumer-protection", "withdrawal-right", "contract"],
      situations: [
        "can I return personalised or made-to-order items",
        "what can't I send back after buying online",
      ],
    },
    {
      article: "17",
      heading: "Scope",
      summary:
        "Applies the provisions on delivery and passing of risk to sales contracts, and the rules on means of payment, telephone communication and additional payments to sales, service and digital content contracts, with some exclusions.",
      topics: ["consumer-protection", "scope"],
    },
    {
      article: "18",
      heading: "Delivery",
      summary:
        "Requires goods to be delivered without undue delay and within 30 days unless otherwise agreed, and allows the consumer to terminate after an additional period for delivery is not met, or immediately where the time was essential.",
      topics: ["consumer-protection", "breach-of-contract", "remedies"],
      situations: [
        "my online order still hasn't been delivered after 30 days",
      ],
    },
    {
      article: "19",
      heading: "Fees for the use of means of payment",
      summary:
        "Prohibits traders from charging consumers fees for using a given means of payment that exceed the trader's own cost of using it.",
      topics: ["consumer-protection"],
      situations: [
        "the website charged me an extra fee for paying by card",
      ],
    },
    {
      article: "20",
      heading: "Passing of risk",
      summary:
        "Passes the risk of loss or damage to goods to the consumer only when the consumer or their designated third party takes physical possession, unless the consumer chose a carrier not offered by the trader.",
      topics: ["consumer-protection", "contract"],
      situations: [
        "the parcel was damaged on the way to me; who is responsible",
      ],
    },
    {
      article: "21",
      heading: "Communication by telephone",
      summary:
        "Requires that consumers calling a trader's telephone line about a concluded contract are not charged more than the basic rate.",
      topics: ["consumer-protection"],
      situations: ["the shop's customer service number costs more than a normal call", "premium rate hotline to complain about my order"],
    },
    {
      article: "22",
      heading: "Additional payments",
      summary:
        "Requires the consumer's express consent to any payment beyond the main contractual price, and entitles the consumer to reimbursement where consent was inferred from pre-ticked default options.",
      topics: ["consumer-protection", "consent"],
      situations: [
        "the website added extra paid options with boxes already ticked",
      ],
    },
    {
      article: "23",
      heading: "Enforcement",
      summary:
        "Requires adequate and effective means to ensure compliance, including actions by public bodies, consumer organisations and professional organisations before courts or administrative authorities.",
      topics: ["consumer-protection", "enforcement"],
    },
    {
      article: "24",
      heading: "Penalties",
      summary:
        "Requires effective, proportionate and dissuasive penalties and, for coordinated cross-border enforcement actions, a maximum fine of no less than 4% of the trader's annual turnover, or EUR 2 million where turnover information is unavailable.",
      topics: ["consumer-protection", "penalties"],
    },
    {
      article: "25",
      heading: "Imperative nature of the Directive",
      summary:
        "Makes contractual terms that directly or indirectly waive or restrict the consumer's rights under the Directive not binding on the consumer where national law applies.",
      topics: ["consumer-protection", "void-agreements", "unfair-terms"],
      situations: ["the terms say I give up my right to cancel", "waiver of consumer rights in the contract is not binding"],
    },
  ],
};
