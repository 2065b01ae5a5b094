import type { InstrumentInput } from "../../schema";

export const euPaymentServicesDirective2: InstrumentInput = {
  source_id: "eu-payment-services-directive-2",
  title: "Directive (EU) 2015/2366 of the European Parliament and of the Council of 25 November 2015 on payment services in the internal market",
  short_names: ["PSD2", "Payment Services Directive 2", "Second Payment Services Directive", "Directive (EU) 2015/2366", "Directive 2015/2366"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2015/2366/oj",
  date: "2015-11-25",
  provisions: [
    {
      article: "62",
      heading: "Charges applicable",
      summary: "Requires payer and payee each to bear their own provider's charges for payments within the Union and prohibits payees from requesting charges for the use of payment instruments for which interchange fees are regulated, such as consumer card payments and SEPA transfers and direct debits.",
      topics: ["payments", "fees", "surcharging"],
      situations: ["the shop charged me extra for paying by card"],
    },
    {
      article: "64",
      heading: "Consent and withdrawal of consent",
      summary: "Treats a payment transaction as authorised only if the payer has given consent in the agreed form, and lets the payer withdraw consent at any time, but no later than the point of irrevocability.",
      topics: ["payments", "consent", "unauthorised-transactions"],
      situations: [
        "can I cancel a payment I already authorised in the EU",
        "a payment was taken from my account that I never agreed to",
      ],
    },
    {
      article: "69",
      heading: "Obligations of the payment service user in relation to payment instruments and personalised security credentials",
      summary: "Requires the user to use the payment instrument in line with its terms, to take reasonable steps to keep personalised security credentials safe, and to notify the provider without undue delay on becoming aware of loss, theft or misappropriation.",
      topics: ["payments", "fraud", "card-security"],
      situations: ["someone stole my bank card, what must I do"],
    },
    {
      article: "71",
      heading: "Notification and rectification of unauthorised or incorrectly executed payment transactions",
      summary: "Entitles the user to rectification of an unauthorised or incorrectly executed transaction only if the user notifies the provider without undue delay and no later than 13 months after the debit date.",
      topics: ["payments", "unauthorised-transactions", "deadlines"],
      situations: ["how long do I have to dispute a payment I didn't make"],
    },
    {
      article: "72",
      heading: "Evidence on authentication and execution of payment transactions",
      summary: "Requires the payment service provider to prove that a disputed transaction was authenticated, accurately recorded and not affected by a technical breakdown, and provides that use of the instrument alone does not necessarily prove authorisation or fraud or gross negligence by the user.",
      topics: ["payments", "unauthorised-transactions", "burden-of-proof"],
      situations: ["my bank says I must have shared my PIN because the payment went through"],
    },
    {
      article: "73",
      heading: "Payment service provider's liability for unauthorised payment transactions",
      summary: "Requires the payer's provider to refund an unauthorised payment immediately, and in any event by the end of the following business day after noting or being notified of it, unless it has reasonable grounds to suspect fraud and reports them to the authority, restoring the account to its prior state.",
      topics: ["payments", "unauthorised-transactions", "refund", "fraud"],
      situations: [
        "money was taken from my account without my permission, when must the bank refund me",
        "money was taken from my bank account without my authorisation, must the bank refund me",
        "an unauthorised card payment on my account in the EU",
      ],
    },
    {
      article: "74",
      heading: "Payer's liability for unauthorised payment transactions",
      summary: "Limits the payer's liability for unauthorised transactions from a lost or stolen instrument to a maximum of 50 euros, with no liability where the loss was undetectable or caused by the provider, no cap where the payer acted fraudulently or with intent or gross negligence, and no liability after notification or where strong customer authentication was not required.",
      topics: ["payments", "unauthorised-transactions", "fraud", "liability"],
      situations: ["how much do I have to pay if my stolen card was used"],
    },
    {
      article: "76",
      heading: "Refunds for payment transactions initiated by or through a payee",
      summary: "Entitles the payer to a refund of an authorised transaction initiated by the payee where the exact amount was not specified and exceeded what the payer could reasonably expect, and an unconditional refund right for direct debits within eight weeks.",
      topics: ["payments", "direct-debit", "refund"],
      situations: ["can I get my money back from a direct debit"],
    },
    {
      article: "77",
      heading: "Requests for refunds for payment transactions initiated by or through a payee",
      summary: "Lets the payer request such refunds for eight weeks from the debit, and requires the provider to refund or justify refusal within ten business days.",
      topics: ["payments", "direct-debit", "refund", "deadlines"],
      situations: [
        "can I get a refund of a direct debit taken from my account",
        "how long do I have to ask for a refund of a direct debit in the EU",
      ],
    },
    {
      article: "89",
      heading: "Payment service providers' liability for non-execution, defective or late execution of payment transactions",
      summary: "Makes the payer's provider liable for correct execution of a payment order it initiated, requiring it to refund the amount of a non-executed or defective transaction without undue delay, unless it can prove the payee's provider received the amount.",
      topics: ["payments", "liability", "bank-transfer"],
      situations: ["my transfer never arrived at the recipient's bank"],
    },
    {
      article: "97",
      heading: "Authentication",
      summary: "Requires payment service providers to apply strong customer authentication where the payer accesses the account online, initiates an electronic payment transaction, or carries out any action through a remote channel implying a risk of payment fraud.",
      topics: ["payments", "strong-customer-authentication", "security"],
      situations: [
        "why does my bank make me confirm online payments with a code on my phone",
        "my bank requires two-factor authentication to log in to online banking",
      ],
    },
  ],
};
