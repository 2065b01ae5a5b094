import type { InstrumentInput } from "../../schema";

/**
 * Electronic Fund Transfer Act, 15 U.S.C. §§ 1693–1693r (selected sections).
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usEfta: InstrumentInput = {
  source_id: "us-efta",
  title: "Electronic Fund Transfer Act",
  short_names: ["EFTA", "Electronic Fund Transfer Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter41/subchapter6&edition=prelim",
  date: "1978-11-10",
  provisions: [
    {
      article: "1693",
      heading: "Congressional findings and declaration of purpose",
      summary:
        "States the purpose of providing a basic framework for the rights, liabilities and responsibilities of participants in electronic fund transfer systems, chiefly the protection of individual consumers.",
      topics: ["payments", "consumer", "principles"],
      situations: [
        "what protects me when I pay with my debit card",
      ],
    },
    {
      article: "1693a",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including account, accepted card, electronic fund transfer (a transfer started through a terminal, phone, computer or magnetic tape to debit or credit an account, excluding cheques), preauthorized transfer and unauthorized transfer.",
      topics: ["payments", "definitions"],
      situations: [
        "is a bank app transfer an electronic fund transfer",
      ],
    },
    {
      article: "1693c",
      heading: "Terms and conditions of transfers",
      summary:
        "Requires financial institutions to disclose the terms and conditions of electronic fund transfers when the consumer contracts for the service, including liability for unauthorised transfers, contacts, charges and error resolution rights, and to give notice of changes.",
      topics: ["payments", "disclosure"],
      situations: [
        "my bank started charging for transfers without telling me",
      ],
    },
    {
      article: "1693d",
      heading: "Documentation of transfers",
      summary:
        "Requires written receipts at electronic terminals and periodic statements for each account to which electronic transfers may be made.",
      topics: ["payments", "records"],
      situations: [
        "the ATM did not give me a receipt",
      ],
    },
    {
      article: "1693e",
      heading: "Preauthorized transfers",
      summary:
        "Allows preauthorized transfers from a consumer's account only with written authorisation, and lets the consumer stop payment by notifying the institution up to three business days before the scheduled transfer.",
      topics: ["payments", "direct-debit", "cancellation"],
      situations: [
        "how do I stop a company taking automatic payments from my bank account",
        "a gym keeps debiting my account after I cancelled",
      ],
    },
    {
      article: "1693f",
      heading: "Error resolution",
      summary:
        "Sets error resolution: if the consumer notifies the institution of an error within 60 days after the statement, it must investigate and report within 10 business days, or provisionally recredit the account and finish within 45 days, and correct the error within one business day of finding it; it faces treble damages for failures in bad faith.",
      topics: ["payments", "billing-errors", "disputes"],
      situations: [
        "there is a debit card withdrawal I did not make",
        "my bank will not investigate a wrong transfer from my account",
      ],
    },
    {
      article: "1693g",
      heading: "Consumer liability",
      summary:
        "Limits a consumer's liability for unauthorised electronic transfers to $50 if the loss or theft of the card or access device is reported within two business days, up to $500 if reported later, and unlimited for transfers after 60 days from the statement that are not reported, with exceptions for extenuating circumstances.",
      topics: ["payments", "fraud"],
      situations: [
        "my debit card was stolen and someone emptied my account",
        "I noticed fraudulent transfers on my bank statement two months late",
      ],
    },
    {
      article: "1693h",
      heading: "Liability of financial institutions",
      summary:
        "Makes a financial institution liable to the consumer for damages caused by failing to make a transfer correctly when properly instructed, failing to stop a preauthorized transfer when instructed, and similar failures, subject to defences.",
      topics: ["payments", "liability"],
      situations: [
        "my bank failed to make a payment I ordered and I was charged a penalty",
      ],
    },
    {
      article: "1693i",
      heading: "Issuance of cards or other means of access",
      summary:
        "Permits issuing a card or other access device only on request or as a renewal, or unsolicited only if it is not validated, comes with disclosures and is validated only on the consumer's request after verification.",
      topics: ["payments", "cards"],
      situations: [
        "my bank sent me a debit card I did not ask for",
      ],
    },
    {
      article: "1693k",
      heading: "Compulsory use of electronic fund transfers",
      summary:
        "Forbids conditioning credit on repayment by preauthorized electronic transfers, and forbids requiring a consumer to open an account at a particular institution to receive wages or government benefits by electronic transfer.",
      topics: ["payments", "employment", "wages"],
      situations: [
        "my employer insists my salary must go into an account at its bank",
        "the lender will only lend if I agree to automatic debits",
      ],
    },
    {
      article: "1693l",
      heading: "Waiver of rights",
      summary:
        "Makes void any writing that waives a right the Act confers, while allowing agreements that give consumers more protection.",
      topics: ["payments", "waiver"],
      situations: [
        "the bank terms say I give up my right to dispute transfers",
      ],
    },
    {
      article: "1693l-1",
      heading: "General-use prepaid cards, gift certificates, and store gift cards",
      summary:
        "Restricts dormancy, inactivity and service fees on gift certificates, store gift cards and general-use prepaid cards, and prohibits selling them with an expiry date earlier than 5 years after issue or the last load of funds.",
      topics: ["payments", "gift-cards", "consumer"],
      situations: [
        "my gift card expired after a year, is that allowed",
        "they charged an inactivity fee on my gift card",
      ],
    },
    {
      article: "1693m",
      heading: "Civil liability",
      summary:
        "Makes a person who fails to comply liable for actual damages, statutory damages of $100 to $1,000 in an individual action, costs and attorney's fees; actions must be brought within one year of the violation.",
      topics: ["payments", "remedies", "damages", "limitation-period"],
      situations: [
        "can I sue my bank for not fixing an unauthorised transfer",
      ],
    },
    {
      article: "1693o-1",
      heading: "Remittance transfers",
      summary:
        "Requires remittance transfer providers to disclose the exchange rate, fees and the amount to be received, gives the sender error resolution rights, and lets the sender cancel within the period set by regulation.",
      topics: ["payments", "remittances", "disclosure"],
      situations: [
        "I sent money abroad and the recipient got less than promised",
      ],
    },
  ],
};
