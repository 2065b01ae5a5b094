import type { InstrumentInput } from "../../schema";

export const ukConsumerCreditAct1974: InstrumentInput = {
  source_id: "uk-consumer-credit-act-1974",
  title: "Consumer Credit Act 1974 (1974 c. 39)",
  short_names: ["Consumer Credit Act 1974", "CCA 1974", "Consumer Credit Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1974/39/contents",
  date: "1974-07-31",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "56",
      heading: "Antecedent negotiations",
      summary:
        "Negotiations with the debtor by a credit broker or by the supplier in a debtor-creditor-supplier agreement are treated as conducted by the broker or supplier as agent of the creditor, so the creditor is answerable for what was said.",
      topics: ["consumer-credit", "consumer-protection", "liability"],
      situations: [
        "the car dealer lied about the finance deal; is the finance company responsible",
        "the salesman at the car dealer made promises about the loan",
      ],
    },
    {
      article: "66A",
      heading: "Withdrawal from consumer credit agreement",
      summary:
        "A debtor may withdraw from a regulated consumer credit agreement without giving a reason within 14 days (usually from the day after the agreement is made or the debtor receives a copy and credit limit information), by giving oral or written notice, repaying the credit and interest accrued within 30 days.",
      topics: ["consumer-credit", "consumer-protection", "cancellation"],
      situations: [
        "I took out a loan last week and changed my mind",
        "is there a cooling-off period for credit agreements in the UK",
      ],
    },
    {
      article: "75",
      heading: "Liability of creditor for breaches by supplier",
      summary:
        "Where a debtor under a debtor-creditor-supplier agreement (such as a credit card purchase) has a claim against the supplier for misrepresentation or breach of contract, they have a like claim against the creditor, who is jointly and severally liable, for single items costing over £100 and up to £30,000.",
      topics: ["consumer-credit", "consumer-protection", "refunds", "liability"],
      situations: [
        "I paid for a sofa by credit card and the company went bust",
        "can my credit card company refund me for faulty goods",
        "the holiday I booked on my credit card was cancelled",
      ],
    },
    {
      article: "75A",
      heading: "Further provision for liability of creditor for breaches by supplier",
      summary:
        "For linked credit agreements financing goods or services over £30,000 but within the limits set, the debtor may pursue the creditor where the supplier cannot be traced, does not respond, is insolvent, or has not satisfied the claim after reasonable steps.",
      topics: ["consumer-credit", "consumer-protection", "liability"],
      situations: [
        "I bought a car on finance and the dealer has disappeared",
        "my expensive car bought on finance is faulty and the dealer has closed",
      ],
    },
    {
      article: "77",
      heading: "Duty to give information to debtor under fixed-sum credit agreement",
      summary:
        "On written request and payment of a fee, a creditor under a regulated fixed-sum credit agreement must give the debtor a copy of the agreement and a statement of amounts paid, due and to become due; while in default of this duty the creditor cannot enforce the agreement.",
      topics: ["consumer-credit", "consumer-protection", "transparency"],
      situations: [
        "the lender will not send me a copy of my loan agreement",
        "how do I get a statement of what I still owe on my loan",
      ],
    },
    {
      article: "78",
      heading: "Duty to give information to debtor under running-account credit agreement",
      summary:
        "On written request and payment of a fee, a creditor under a regulated running-account agreement (such as a credit card) must give a copy of the agreement and a statement of the account; it cannot enforce the agreement while in default.",
      topics: ["consumer-credit", "consumer-protection", "transparency"],
      situations: [
        "I asked my credit card company for a copy of the agreement and got nothing",
        "can the credit card company chase me without producing the agreement",
      ],
    },
    {
      article: "83",
      heading: "Liability for misuse of credit facilities",
      summary:
        "A debtor is not liable to the creditor for loss arising from use of the credit facility by another person who is not acting as, or as the debtor's agent, subject to the credit-token rules in section 84.",
      topics: ["consumer-credit", "fraud"],
      situations: [
        "someone used my credit account without my permission",
        "a stranger took out credit in my name",
      ],
    },
    {
      article: "84",
      heading: "Misuse of credit-tokens",
      summary:
        "A debtor's liability for unauthorised use of a lost or stolen credit-token (such as a card) before the creditor is notified is capped at a small fixed statutory amount, and there is no liability for use after notification or where the token was never accepted by the debtor.",
      topics: ["consumer-credit", "fraud"],
      situations: [
        "my credit card was stolen and used; how much do I have to pay",
        "my card was used fraudulently after I reported it lost",
      ],
    },
    {
      article: "87",
      heading: "Need for default notice",
      summary:
        "A creditor or owner must serve a default notice before terminating the agreement, demanding earlier payment, recovering possession of goods or land, or enforcing security because of the debtor's breach.",
      topics: ["consumer-credit", "debt-recovery"],
      situations: [
        "the finance company repossessed my car without any warning letter",
        "the lender demanded full repayment without sending a default notice",
      ],
    },
    {
      article: "94",
      heading: "Right to complete payments ahead of time",
      summary:
        "The debtor under a regulated consumer credit agreement may at any time, by notice and payment, settle early in full, or make partial early repayments, and is entitled to a rebate of charges.",
      topics: ["consumer-credit", "consumer-protection"],
      situations: [
        "can I pay off my car loan early",
        "will I save interest if I settle my loan early",
      ],
    },
    {
      article: "99",
      heading: "Right to terminate hire-purchase etc. agreements",
      summary:
        "A debtor under a regulated hire-purchase or conditional sale agreement may terminate it at any time before the final payment by giving notice, subject to liability under section 100.",
      topics: ["consumer-credit", "hire-purchase"],
      situations: [
        "can I hand my car back and end my hire purchase agreement",
        "can I end my car finance early and give the car back",
      ],
    },
    {
      article: "100",
      heading: "Liability of debtor on termination of hire-purchase etc. agreement",
      summary:
        "On voluntary termination the debtor must pay sums already due and, unless the agreement provides for a smaller payment, bring total payments up to one half of the total price, plus compensation if the goods were not taken reasonable care of.",
      topics: ["consumer-credit", "hire-purchase"],
      situations: [
        "I want to return my car on finance; how much will I still owe",
        "I handed back my car after paying a third; do I owe more",
      ],
    },
    {
      article: "127",
      heading: "Enforcement orders in cases of infringement",
      summary:
        "Where a regulated agreement was improperly executed, the court may make an enforcement order only if just having regard to prejudice caused and the degree of culpability, and may reduce or discharge sums payable.",
      topics: ["consumer-credit", "enforceability"],
      situations: [
        "my loan agreement was not signed properly; can the lender still enforce it",
        "the credit agreement is missing key terms; can the lender still sue",
      ],
    },
    {
      article: "140A",
      heading: "Unfair relationships between creditors and debtors",
      summary:
        "A court may find that the relationship between creditor and debtor under a credit agreement is unfair to the debtor because of the agreement's terms, how the creditor exercised or enforced its rights, or anything done or not done by the creditor before or after making the agreement.",
      topics: ["consumer-credit", "unfair-terms", "consumer-protection"],
      situations: [
        "the lender hid a huge commission it paid the broker",
        "my loan charges are so high it feels unfair",
      ],
    },
    {
      article: "140B",
      heading: "Powers of court in relation to unfair relationships",
      summary:
        "Where the relationship is unfair, the court may order repayment of sums paid, require the creditor to do or stop doing something, reduce or discharge sums payable, alter the agreement or set aside duties.",
      topics: ["consumer-credit", "remedies"],
      situations: [
        "what can the court do if my credit agreement is unfair",
        "can the court order the lender to refund an unfair commission",
      ],
    },
  ],
};
