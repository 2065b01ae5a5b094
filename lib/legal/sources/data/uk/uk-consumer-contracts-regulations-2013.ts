import type { InstrumentInput } from "../../schema";

export const ukConsumerContractsRegulations2013: InstrumentInput = {
  source_id: "uk-consumer-contracts-regulations-2013",
  title: "The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 (SI 2013/3134)",
  short_names: ["Consumer Contracts Regulations 2013", "Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013", "CCRs"],
  jurisdiction: "GB",
  kind: "regulation",
  provision_label: "regulation",
  official_url: "https://www.legislation.gov.uk/uksi/2013/3134/contents",
  date: "2013",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "“Consumer” and “trader”",
      summary:
        "Defines a consumer as an individual acting for purposes wholly or mainly outside their trade, business, craft or profession, and a trader as a person acting for purposes relating to their business, including through someone acting in their name.",
      topics: ["consumer-protection", "definitions"],
      situations: [
        "do the online shopping cancellation rules protect me if I buy for my business",
        "am I a consumer if I buy a laptop partly for work",
      ],
    },
    {
      article: "9",
      heading: "Information to be provided before making an on-premises contract",
      summary:
        "Before an on-premises contract (such as in a shop) the trader must give the consumer the information in Schedule 1 in a clear and comprehensible manner, if not already apparent, such as the main characteristics, the trader's identity, the total price and delivery arrangements.",
      topics: ["consumer-protection", "transparency"],
      situations: [
        "what information must a shop give me before I buy",
        "a shop did not tell me the total price including delivery",
      ],
    },
    {
      article: "10",
      heading: "Information to be provided before making an off-premises contract",
      summary:
        "Before an off-premises contract (such as one made at the consumer's home) the trader must give the Schedule 2 information, including the right to cancel, on paper or another durable medium if the consumer agrees, legibly and in plain language.",
      topics: ["consumer-protection", "transparency", "cancellation"],
      situations: [
        "a salesman came to my door and signed me up without telling me I could cancel",
        "a doorstep seller did not give me a copy of the contract on paper",
      ],
    },
    {
      article: "13",
      heading: "Information to be provided before making a distance contract",
      summary:
        "Before a distance contract (online, phone or mail order) the trader must give or make available the Schedule 2 information, including the trader's identity, total price, delivery and the conditions, time limit and procedure for cancelling.",
      topics: ["consumer-protection", "transparency", "cancellation", "e-commerce"],
      situations: [
        "the website never told me about my right to return the item",
        "the online seller hid its address and contact details",
      ],
    },
    {
      article: "14",
      heading: "Requirements for distance contracts concluded by electronic means",
      summary:
        "For online contracts that oblige the consumer to pay, the trader must show key information directly before the order and make sure the consumer explicitly acknowledges the obligation to pay, for example with an order button labelled with words such as \"order with obligation to pay\"; otherwise the consumer is not bound.",
      topics: ["consumer-protection", "e-commerce"],
      situations: [
        "the website took my money without a clear pay now button",
        "I was charged because I clicked a button that did not say I would pay",
      ],
    },
    {
      article: "28",
      heading: "Limits of application: circumstances excluding cancellation",
      summary:
        "Excludes from the right to cancel listed contracts, including goods made to the consumer's specifications or clearly personalised, perishable goods, sealed hygiene items or audio, video or software unsealed after delivery, newspapers, and accommodation, transport, car hire, catering or leisure services for a specific date.",
      topics: ["consumer-protection", "cancellation"],
      situations: [
        "can I return made-to-measure curtains I ordered online",
        "why can I not cancel a concert ticket I bought online",
      ],
    },
    {
      article: "29",
      heading: "Right to cancel",
      summary:
        "A consumer may cancel a distance or off-premises contract at any time in the cancellation period without giving any reason and without liability, except for limited costs such as premium delivery, diminished value from excessive handling, return costs and services already supplied at their request.",
      topics: ["consumer-protection", "cancellation", "refunds", "e-commerce"],
      situations: [
        "I bought something on a website and want to send it back without giving a reason",
        "can I change my mind about an online order",
        "I changed my mind about something I bought online; can I send it back",
        "can I cancel a contract I signed at home with a door-to-door salesman",
        "I want to cancel my online order and get a refund in the UK",
        "can I return something bought online without a reason",
      ],
    },
    {
      article: "30",
      heading: "Normal cancellation period",
      summary:
        "The cancellation period ends 14 days after the day goods come into the consumer's physical possession (or the last of multiple items), or 14 days after the contract is made for services and digital content not on a tangible medium.",
      topics: ["consumer-protection", "cancellation", "deadlines", "e-commerce"],
      situations: [
        "how long do I have to change my mind about something I bought online",
        "how many days do I have to return an online order in the UK",
        "when does the 14 day cancellation period start for a service I booked online",
      ],
    },
    {
      article: "31",
      heading: "Cancellation period extended for breach of information requirement",
      summary:
        "If the trader fails to give the required information about the right to cancel, the cancellation period is extended until 14 days after the information is given, up to a maximum of 12 months after the normal period would have ended.",
      topics: ["consumer-protection", "cancellation", "deadlines"],
      situations: [
        "the seller never told me I could cancel; is it too late after a month",
        "the cancellation information came two months late; how long do I have now",
      ],
    },
    {
      article: "32",
      heading: "Exercise of the right to withdraw or cancel",
      summary:
        "The consumer cancels by informing the trader of the decision to cancel, using the model form or any other clear statement, and the cancellation period is met if the communication is sent before it ends.",
      topics: ["consumer-protection", "cancellation"],
      situations: [
        "how do I cancel an online purchase; do I have to use their form",
        "can I cancel by sending an email instead of the trader's form",
      ],
    },
  ],
};
