import type { InstrumentInput } from "../../schema";

/**
 * Late Payment of Commercial Debts (Interest) Act 1998, as amended by the Late Payment of Commercial Debts
 * Regulations 2002 (s. 5A) and 2013 (payment periods in s. 4, recovery costs in s. 5A). Part I gives statutory
 * interest on business-to-business debts; Part II controls contract terms that displace it. The rate itself is set
 * by order under s. 6, not by the Act.
 */
export const ukLatePaymentAct1998: InstrumentInput = {
  source_id: "uk-late-payment-act-1998",
  title: "Late Payment of Commercial Debts (Interest) Act 1998 (1998 c. 20)",
  short_names: ["Late Payment Act 1998", "Late Payment of Commercial Debts (Interest) Act 1998", "Late Payment Act", "LPCDA 1998"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1998/20/contents",
  date: "1998",
  provisions: [
    {
      article: "1",
      heading: "Statutory interest",
      summary:
        "Implies a term into every business-to-business supply contract the Act covers that a qualifying debt paid late carries simple interest (statutory interest), which other rules of law treat like interest due under an express contract term; Part II decides when the parties' own terms displace it.",
      topics: ["late-payment", "interest", "implied-terms", "payment-terms", "commercial-debts"],
      situations: ["a business client pays my invoice late, can I charge interest", "interest on overdue invoices between businesses"],
    },
    {
      article: "2",
      heading: "Contracts to which Act applies",
      summary:
        "The Act covers contracts for the supply of goods or services (sale of goods, transfer of property in goods, hire, or agreeing to carry out a service for money) where buyer and supplier both act in the course of a business. Consumer credit agreements and contracts operating as a mortgage, pledge, charge or other security are excepted, and contracts of employment or apprenticeship are not supply contracts at all.",
      topics: ["late-payment", "scope", "commercial-contracts", "supply-of-goods-and-services"],
      situations: ["does late payment interest apply to my freelance work for a company", "which contracts can I claim late payment interest on"],
    },
    {
      article: "3",
      heading: "Qualifying debts",
      summary:
        "A qualifying debt is one created by the buyer's obligation under a covered contract to pay all or part of the contract price; a debt carries no statutory interest to the extent that another enactment already gives a right to interest, or to charge interest, on it.",
      topics: ["late-payment", "interest", "contract-price"],
    },
    {
      article: "4",
      heading: "Period for which statutory interest runs",
      summary:
        "Statutory interest runs from the day after the relevant day and stops when interest under an express contract term would stop (normally on payment). The relevant day is the agreed payment date, but an agreed date is capped at 30 days for a public authority buyer and at 60 days for other buyers unless the longer period is not grossly unfair to the supplier; with no agreed date it is the end of 30 days from the later of performance and the buyer's notice of the amount claimed (usually the invoice). Advance payments and periods of hire have their own rules.",
      topics: ["late-payment", "interest", "payment-terms", "due-date"],
      situations: ["from what date does late payment interest run", "customer agreed 60 days to pay, when does interest start"],
    },
    {
      article: "5A",
      heading: "Compensation arising out of late payment",
      summary:
        "Once statutory interest runs on a qualifying debt, the supplier is also owed a fixed sum per debt: £40 if the debt is under £1,000, £70 from £1,000 to under £10,000, and £100 from £10,000 upwards. Where the reasonable costs of recovering the debt are higher, the supplier can claim the difference as well. The entitlement is part of the implied term in section 1.",
      topics: ["late-payment", "compensation", "debt-recovery", "payment-terms"],
      situations: ["can I add a fixed fee for chasing a late invoice", "debt recovery costs on an unpaid business invoice"],
    },
    {
      article: "6",
      heading: "Rate of statutory interest",
      summary:
        "The rate is not in the Act: the Secretary of State, with Treasury consent, prescribes it (or a formula for it) by order, after considering how far it should protect suppliers especially vulnerable to late payment and deter late payment generally. The order in force, the Late Payment of Commercial Debts (Rate of Interest) (No. 3) Order 2002, sets it at 8 per cent a year above the Bank of England's official dealing rate (the reference rate for each half-year).",
      topics: ["late-payment", "interest", "interest-rate"],
      situations: ["what interest rate can I charge on a late invoice", "statutory interest rate on late business payments"],
    },
    {
      article: "8",
      heading: "Circumstances where statutory interest may be ousted or varied",
      summary:
        "The parties may displace statutory interest with a contractual remedy for late payment of their own, but only if that remedy is substantial (section 9). Contract terms are void to the extent that they exclude the right to statutory interest, or vary it so that what remains is not a substantial remedy, unless the overall remedy for late payment is substantial; where the parties have a substantial remedy, it governs instead of statutory interest.",
      topics: ["late-payment", "interest", "contract-terms", "void-terms"],
      situations: ["our contract says no interest on late payments, is that valid", "a clause excluding late payment interest"],
    },
    {
      article: "9",
      heading: "Meaning of “substantial remedy”",
      summary:
        "A contractual remedy for late payment is substantial unless it is insufficient to compensate the supplier for late payment or to deter late payment, and it would not be fair or reasonable to let it displace statutory interest. In judging that, regard is had to the benefits of commercial certainty, the parties' bargaining strength, whether one side's written standard terms imposed it, and whether the supplier received an inducement to agree.",
      topics: ["late-payment", "interest", "contract-terms", "reasonableness"],
    },
  ],
};
