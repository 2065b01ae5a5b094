import type { InstrumentInput } from "../../schema";

/** Payment and Settlement Systems Act, 2007 (Act No. 51 of 2007). */
export const inPaymentAndSettlementSystemsAct2007: InstrumentInput = {
  source_id: "in-payment-and-settlement-systems-act-2007",
  title: "The Payment and Settlement Systems Act, 2007",
  short_names: ["PSS Act", "PSS Act 2007", "Payment and Settlement Systems Act", "Act No. 51 of 2007"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2007-12-20",
  provisions: [
    {
      article: "4",
      heading: "Payment system not to operate without authorisation",
      summary:
        "Forbids anyone other than the Reserve Bank from starting or operating a payment system without the Reserve Bank's authorisation under the Act, with exceptions for the Reserve Bank's own systems and for certain arrangements the Act excludes.",
      topics: ["payments", "licensing", "fintech"],
      situations: [
        "do I need RBI authorisation to run a payment app or wallet in India",
        "is it illegal to run a payment system in India without RBI approval",
      ],
    },
    {
      article: "10",
      heading: "Power to determine standards",
      summary:
        "Lets the Reserve Bank prescribe standards for payment systems, such as the form of payment instructions, transaction size limits, settlement timing and operating criteria, and issue guidelines on how system providers and participants conduct themselves.",
      topics: ["payments", "fintech", "regulatory-standards"],
      situations: [
        "who sets the rules for payment systems and transaction limits in India",
        "can the RBI set limits on the size of payment transactions in India",
      ],
    },
    {
      article: "18",
      heading: "Power of Reserve Bank to give directions generally",
      summary:
        "Empowers the Reserve Bank to give directions to system providers, participants or any other person about the regulation of payment systems or the conduct of their business, where it considers this needed in the interest of the payment system or the public.",
      topics: ["payments", "fintech", "regulatory-directions"],
      situations: [
        "can the RBI give directions to a payment company in India",
        "can the RBI issue binding directions to a payment system operator",
      ],
    },
  ],
};
