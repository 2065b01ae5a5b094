import type { InstrumentInput } from "../../schema";

/**
 * Truth in Lending Act (title I of the Consumer Credit Protection Act), 15 U.S.C. §§ 1601–1667f, with the Fair Credit
 * Billing Act (§§ 1666–1666j) and the Consumer Leasing Act (§§ 1667–1667f) (selected sections).
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usTila: InstrumentInput = {
  source_id: "us-tila",
  title: "Truth in Lending Act",
  short_names: ["TILA", "Truth in Lending Act", "Fair Credit Billing Act", "Consumer Leasing Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter41/subchapter1&edition=prelim",
  date: "1968-05-29",
  provisions: [
    {
      article: "1601",
      heading: "Congressional findings and declaration of purpose",
      summary:
        "States Congress's purpose to assure meaningful disclosure of credit terms so consumers can compare credit and avoid its uninformed use, and to protect them against inaccurate and unfair billing and credit card practices.",
      topics: ["consumer-credit", "principles", "disclosure"],
      situations: [
        "why do lenders have to show the APR",
      ],
    },
    {
      article: "1602",
      heading: "Definitions and rules of construction",
      summary:
        "Defines the Act's terms, including consumer credit transaction, creditor, credit card, open end credit plan, annual percentage rate concepts and residential mortgage loan.",
      topics: ["consumer-credit", "definitions"],
      situations: [
        "is a store payment plan consumer credit under federal law",
      ],
    },
    {
      article: "1631",
      heading: "Disclosure requirements",
      summary:
        "Requires a creditor to disclose the information the Act calls for clearly and conspicuously, in the order and with the terminology it prescribes, and before the credit is extended.",
      topics: ["consumer-credit", "disclosure"],
      situations: [
        "the lender never told me the interest rate before I signed",
      ],
    },
    {
      article: "1635",
      heading: "Right of rescission as to certain transactions",
      summary:
        "Gives a consumer whose principal dwelling secures a credit transaction (other than a loan to buy or build it) the right to rescind until midnight of the third business day after the transaction or delivery of the disclosures and rescission forms, whichever is later, extended up to three years if they are not delivered; on rescission the security interest becomes void.",
      topics: ["consumer-credit", "cancellation", "mortgage", "cooling-off"],
      situations: [
        "I refinanced my house yesterday and changed my mind",
        "can I cancel a home equity loan after signing",
        "the lender never gave me the cancellation notice for my second mortgage",
      ],
    },
    {
      article: "1637",
      heading: "Open end consumer credit plans",
      summary:
        "Requires creditors under open end plans such as credit cards to disclose terms before the first transaction and to send periodic statements showing balances, transactions, finance charges and rates, and sets credit card rules such as advance notice of rate increases and payment due dates.",
      topics: ["consumer-credit", "credit-cards", "disclosure"],
      situations: [
        "my credit card company raised my rate without telling me",
        "what must my monthly credit card statement show",
      ],
    },
    {
      article: "1638",
      heading: "Transactions other than under an open end credit plan",
      summary:
        "Requires, for closed-end credit such as car and personal loans and mortgages, disclosure of the amount financed, the finance charge, the annual percentage rate, the total of payments and the payment schedule, before credit is extended.",
      topics: ["consumer-credit", "disclosure", "loans"],
      situations: [
        "the car dealer did not tell me the total cost of the loan",
        "what information must a lender give me before I take out a personal loan",
      ],
    },
    {
      article: "1640",
      heading: "Civil liability",
      summary:
        "Makes a creditor that fails to comply liable for actual damages, statutory damages (twice the finance charge within set limits for individual actions), costs and attorney's fees, with special damages for certain mortgage violations; actions must generally be brought within one year of the violation.",
      topics: ["consumer-credit", "remedies", "damages", "limitation-period"],
      situations: [
        "can I sue a lender for hiding loan costs",
        "how long do I have to bring a truth in lending claim",
      ],
    },
    {
      article: "1642",
      heading: "Issuance of credit cards",
      summary:
        "Prohibits issuing a credit card except in response to a request or application, or as a renewal or substitute for an accepted card.",
      topics: ["consumer-credit", "credit-cards"],
      situations: [
        "a bank sent me a credit card I never asked for",
      ],
    },
    {
      article: "1643",
      heading: "Liability of holder of credit card",
      summary:
        "Limits a cardholder's liability for unauthorised use of a credit card to at most $50, and only if conditions are met (accepted card, notice of liability, means of identification); there is no liability for use after the issuer is notified of loss or theft.",
      topics: ["consumer-credit", "credit-cards", "fraud"],
      situations: [
        "someone stole my credit card and went on a spending spree",
        "how much do I have to pay for fraudulent charges on my card",
      ],
    },
    {
      article: "1666",
      heading: "Correction of billing errors",
      summary:
        "Sets the billing error procedure: if the consumer sends written notice of a billing error within 60 days of the statement, the creditor must acknowledge it within 30 days and, within two billing cycles (no more than 90 days), correct it or explain why the statement is correct, and may not try to collect the disputed amount meanwhile.",
      topics: ["consumer-credit", "credit-cards", "billing-errors", "disputes"],
      situations: [
        "there is a charge on my credit card statement I never made",
        "I was charged twice for the same purchase on my card",
        "how do I dispute a credit card bill",
      ],
    },
    {
      article: "1666a",
      heading: "Regulation of credit reports",
      summary:
        "While a billing error dispute is pending, forbids the creditor to report the disputed amount as delinquent, and afterwards requires it to report that the amount is in dispute and tell the consumer to whom it reported.",
      topics: ["consumer-credit", "credit-reporting", "billing-errors"],
      situations: [
        "will disputing a charge hurt my credit score",
      ],
    },
    {
      article: "1666c",
      heading: "Prompt and fair crediting of payments",
      summary:
        "Requires payments on open end accounts to be posted promptly, with no finance charge imposed where the payment arrives in the required form by 5 p.m. on the due date, and requires card issuers to apply amounts above the minimum payment first to the balance with the highest interest rate.",
      topics: ["consumer-credit", "payments"],
      situations: [
        "my card company credited my payment late and charged a late fee",
        "which balance does my extra credit card payment go to first",
      ],
    },
    {
      article: "1666i",
      heading:
        "Assertion by cardholder against card issuer of claims and defenses arising out of credit card transaction; prerequisites; limitation on amount of claims or defenses",
      summary:
        "Lets a cardholder assert against the card issuer claims and defences they have against the seller arising from a credit card purchase (generally over $50 and within the same state or 100 miles), after a good-faith attempt to resolve the dispute with the seller, up to the amount still owed.",
      topics: ["consumer-credit", "credit-cards", "chargeback", "consumer"],
      situations: [
        "I paid by credit card for furniture that never arrived and the shop closed",
        "the product I bought on my card is defective and the seller will not help",
      ],
    },
    {
      article: "1666j",
      heading: "Applicability of State laws",
      summary:
        "Preserves state laws on credit billing except where inconsistent, and treats more protective state law as not inconsistent.",
      topics: ["consumer-credit", "state-law"],
      situations: [
        "does my state's credit billing law apply too",
      ],
    },
    {
      article: "1667a",
      heading: "Consumer lease disclosures",
      summary:
        "Requires a lessor in a consumer lease of personal property (such as a car lease) to disclose, before the lease is made, the property, the amounts due at signing, the payment schedule, other charges, insurance, warranties, maintenance responsibilities, early termination conditions and any purchase option.",
      topics: ["consumer-lease", "disclosure"],
      situations: [
        "the car lease did not say what I would pay if I ended it early",
      ],
    },
    {
      article: "1667b",
      heading: "Lessee’s liability on expiration or termination of lease",
      summary:
        "Limits a lessee's liability at the end of a consumer lease based on estimated residual value: the estimate must be reasonable, and a difference of more than three times the average monthly payment creates a rebuttable presumption it was not, with early-termination charges limited to reasonable amounts.",
      topics: ["consumer-lease", "car-lease"],
      situations: [
        "at the end of my car lease they want a huge payment because the car is worth less than estimated",
      ],
    },
  ],
};
