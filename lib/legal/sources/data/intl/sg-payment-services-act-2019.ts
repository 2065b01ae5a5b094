import type { InstrumentInput } from "../../schema";

/** Singapore Payment Services Act 2019 (No. 2 of 2019), in force 28 January 2020. */
export const sgPaymentServicesAct2019: InstrumentInput = {
  source_id: "sg-payment-services-act-2019",
  title: "Payment Services Act 2019",
  short_names: ["Payment Services Act", "PS Act", "PSA 2019", "Singapore Payment Services Act", "Act 2 of 2019"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Act/PSA2019",
  date: "2019",
  provisions: [
    {
      article: "5",
      heading: "Licensing of payment service providers",
      summary:
        "Forbids carrying on a business of providing any type of payment service in Singapore without a licence under the Act unless exempt, and makes doing so an offence.",
      topics: ["payments", "licensing", "fintech"],
      situations: [
        "do I need a licence to run a payment or remittance business in Singapore",
        "is it an offence to provide payment services in Singapore without a licence",
      ],
    },
    {
      article: "6",
      heading: "Application for licence",
      summary:
        "Provides for applications for the three licence classes (money-changing, standard payment institution and major payment institution) and sets the monthly transaction and daily e-money float thresholds above which a standard payment institution must hold a major payment institution licence instead.",
      topics: ["payments", "licensing", "fintech"],
      situations: [
        "which payment services licence do I need in Singapore",
        "when do we need a major payment institution licence in Singapore",
      ],
    },
    {
      article: "22",
      heading: "Security",
      summary: "Requires a major payment institution to give the Monetary Authority of Singapore security in the prescribed amount and form.",
      topics: ["payments", "fintech", "prudential"],
      situations: [
        "what security must a major payment institution give to MAS in Singapore",
        "must a major payment institution in Singapore give security to the Monetary Authority",
      ],
    },
    {
      article: "23",
      heading: "Safeguarding of money received from customer",
      summary:
        "Requires a major payment institution to safeguard money it receives from customers for certain payment services, by the methods the Act and regulations allow, such as a bank guarantee or segregation in a trust account.",
      topics: ["payments", "fintech", "safeguarding"],
      situations: [
        "how must a payment company in Singapore safeguard customers' money",
        "must customer money held by a payment company in Singapore be kept in a trust account",
      ],
    },
  ],
};
