import type { InstrumentInput } from "../../schema";

/**
 * New York General Obligations Law (contract basics: minors, the statute of frauds; tenants' security deposits), selected
 * sections. Headings follow the section catchlines of the Consolidated Laws, checked against reproductions of the statute
 * text.
 */
export const usNyGeneralObligationsLaw: InstrumentInput = {
  source_id: "us-ny-general-obligations-law",
  title: "New York General Obligations Law",
  short_names: ["New York General Obligations Law", "GOL", "N.Y. Gen. Oblig. Law"],
  jurisdiction: "US-NY",
  kind: "code",
  provision_label: "section",
  codified_at: "N.Y. Gen. Oblig. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/GOB",
  date: "1963",
  provisions: [
    {
      article: "3-101",
      heading: "When contracts may not be disaffirmed on ground of infancy",
      summary:
        "Bars a person from disaffirming, on the ground of infancy, a contract made after reaching 18, and sets the older rule for contracts made in connection with a business before 1974; it also lets married minors contract for loans and mortgages for their home.",
      topics: ["contract", "minors", "capacity"],
      situations: [
        "I signed a contract at 18, can I get out of it because I was young",
        "can a young married couple take a mortgage if one of them is under 18",
      ],
    },
    {
      article: "5-701",
      heading: "Agreements required to be in writing",
      summary:
        "Makes listed agreements void unless there is a written note or memorandum signed by the party to be charged, including agreements not to be performed within one year or before the end of a lifetime, promises to answer for another's debt, agreements in consideration of marriage, promises to pay a debt discharged in bankruptcy, and contracts to pay a finder's fee or commission for negotiating a loan, real estate or business deal.",
      topics: ["contract", "statute-of-frauds", "writing"],
      situations: [
        "we agreed a three-year job contract over the phone, is it binding",
        "I promised orally to pay my brother's debt if he did not",
        "a broker says I owe him a finder's fee but nothing was written down",
      ],
    },
    {
      article: "5-703",
      heading: "Conveyances and contracts concerning real property required to be in writing",
      summary:
        "Requires a signed writing to create, transfer or surrender an interest in real property (other than a lease of one year or less), and makes void a contract to sell real property or lease it for more than one year unless a signed note or memorandum expresses the consideration, while preserving the court's power to order specific performance where there has been part performance.",
      topics: ["contract", "statute-of-frauds", "real-estate"],
      situations: [
        "the seller agreed verbally to sell me his house, can I enforce it",
        "is an oral two-year lease valid in New York",
      ],
    },
    {
      article: "7-107",
      heading: "Deposits made by tenants of rent stabilized dwelling units",
      summary:
        "For rent-stabilised apartments, limits the deposit or advance to one month's rent, requires its return on vacating less reasonable itemised costs for unpaid rent, damage beyond normal wear and tear, unpaid utilities and moving and storage, and sets inspection and itemisation duties.",
      topics: ["housing", "tenancy", "security-deposit", "rent-stabilised"],
      situations: [
        "my rent-stabilised landlord asked for two months' deposit",
      ],
    },
    {
      article: "7-108",
      heading: "Deposits made by tenants of non-rent stabilized dwelling units",
      summary:
        "For other residential units, limits the deposit or advance to one month's rent (with exceptions), makes it refundable except for reasonable itemised costs for unpaid rent, damage beyond normal wear and tear, unpaid utilities and moving and storage, provides for a pre-occupancy inspection, and requires the landlord within 14 days after the tenant vacates to give an itemised statement and return the rest, on pain of forfeiting any right to keep part of it.",
      topics: ["housing", "tenancy", "security-deposit", "refunds", "deductions"],
      situations: [
        "my New York landlord wants a deposit of two months' rent",
        "it has been three weeks since I moved out and no deposit or list of deductions",
        "can my landlord keep my deposit for normal wear and tear",
        "my landlord in New York won't give back my security deposit",
        "how long does my New York landlord have to return my deposit after I move out",
        "the landlord kept my deposit for cleaning and painting",
      ],
    },
  ],
};
