import type { InstrumentInput } from "../../schema";

/**
 * Interest Act, R.S.C. 1985, c. I-15. Headings are the marginal notes of the consolidation current to 24 July 2025
 * (Justice Laws XML).
 */
export const caInterestAct: InstrumentInput = {
  source_id: "ca-interest-act",
  title: "Interest Act",
  short_names: ["Interest Act", "R.S.C. 1985, c. I-15"],
  jurisdiction: "CA",
  kind: "statute",
  provision_label: "section",
  codified_at: "R.S.C. 1985, c. I-15",
  official_url: "https://laws-lois.justice.gc.ca/eng/acts/I-15/",
  date: "1985",
  as_of: "2025-07-24",
  provisions: [
    {
      article: "2",
      heading: "No restriction except by statute",
      summary:
        "Lets any person stipulate for, allow and collect any rate of interest or discount agreed on, except as this or another federal Act provides (for example the criminal interest rate in the Criminal Code).",
      topics: ["consumer-credit", "interest", "contract"],
      situations: [
        "is there a limit on the interest rate a lender can charge in Canada",
      ],
    },
    {
      article: "3",
      heading: "Interest rate when none provided",
      summary:
        "Sets the rate of interest at five percent a year whenever interest is payable by agreement or by law and no rate is fixed.",
      topics: ["consumer-credit", "interest", "contract"],
      situations: [
        "our loan agreement says interest is payable but gives no rate",
      ],
    },
    {
      article: "4",
      heading: "When per annum rate not stipulated",
      summary:
        "Limits interest under a written contract expressed at a rate per day, week or month (other than a real property mortgage) to five percent a year unless the contract also states the equivalent yearly rate.",
      topics: ["consumer-credit", "interest", "disclosure"],
      situations: [
        "my loan only states a monthly interest rate, is that enforceable",
      ],
    },
    {
      article: "6",
      heading: "No interest recoverable in certain cases",
      summary:
        "Requires a mortgage on real property repayable on a blended sinking-fund or similar plan to state the principal and the interest rate calculated yearly or half-yearly, not in advance, failing which no interest is recoverable.",
      topics: ["mortgage", "interest", "disclosure"],
      situations: [
        "my mortgage does not state how the interest is calculated",
      ],
    },
    {
      article: "8",
      heading: "No fine, etc., allowed on payments in arrears",
      summary:
        "Prohibits any fine, penalty or rate of interest on arrears of principal or interest secured by a real property mortgage that increases the charge on the arrears beyond the rate payable on principal not in arrears.",
      topics: ["mortgage", "interest", "penalties"],
      situations: [
        "my lender charges a higher rate on my missed mortgage payments",
      ],
    },
    {
      article: "10",
      heading: "When no further interest payable",
      summary:
        "Lets anyone liable on a real property mortgage not repayable until more than five years after its date pay it off at any time after five years, with three months' further interest in lieu of notice, after which no further interest is chargeable; mortgages given by corporations and prescribed mortgages are excepted.",
      topics: ["mortgage", "prepayment"],
      situations: [
        "can I pay off my 10-year mortgage after five years without a big penalty",
      ],
    },
  ],
};
