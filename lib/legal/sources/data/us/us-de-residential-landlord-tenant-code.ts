import type { InstrumentInput } from "../../schema";

/**
 * Delaware Residential Landlord-Tenant Code (25 Del. C. Part III, chapters 51 to 59), selected sections. Section
 * numbers and catchlines checked against reproductions of the statute text (FindLaw's Delaware Code, the text of
 * § 5502 and § 5514 as reproduced in landlord-tenant guides); delcode.delaware.gov is the official source.
 */
export const usDeResidentialLandlordTenantCode: InstrumentInput = {
  source_id: "us-de-residential-landlord-tenant-code",
  title: "Delaware Residential Landlord-Tenant Code (Title 25, Part III, Delaware Code)",
  short_names: ["Delaware Residential Landlord-Tenant Code", "Delaware Landlord-Tenant Code", "25 Del. C."],
  jurisdiction: "US-DE",
  kind: "code",
  provision_label: "section",
  codified_at: "25 Del. C.",
  official_url: "https://delcode.delaware.gov/title25/c051/sc01/index.shtml",
  date: "1996",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "5106",
      heading: "Rental agreement; term and termination of rental agreement",
      summary:
        "Limits an unwritten rental agreement to a term of one year and treats an agreement with no stated term as month-to-month; either side may end a fixed-term agreement at its expiry, or a month-to-month tenancy, only by at least 60 days' written notice (for month-to-month, counted from the first day of the month after notice).",
      topics: ["housing", "tenancy", "notice", "lease-termination", "periodic-tenancy"],
      situations: [
        "how much notice does my Delaware landlord have to give to end my month-to-month lease",
        "I want to move out when my lease ends in Delaware, when do I have to tell my landlord",
        "my landlord says I have to leave in 30 days, is that enough in Delaware",
      ],
    },
    {
      article: "5502",
      heading: "Landlord remedies for failure to pay rent",
      summary:
        "Once rent is overdue, the landlord may demand it and give written notice that the agreement will end unless it is paid within a stated time of at least 5 days, and then seek summary possession if the tenant stays in default; the landlord may instead sue for rent alone. If the landlord accepts full payment without a written reservation of rights, it cannot then pursue (or keep pursuing) the action for that rent.",
      topics: ["housing", "tenancy", "rent", "eviction"],
      situations: [
        "I am behind on rent in Delaware, how long do I have before the landlord can evict me",
        "my landlord took my rent payment but is still trying to evict me",
        "my Delaware landlord says he will evict me for late rent",
        "eviction notice for unpaid rent in Delaware",
      ],
    },
    {
      article: "5514",
      heading: "Security deposit",
      summary:
        "Caps a security deposit at one month's rent for agreements of a year or more and for month-to-month tenancies after the first year (not for furnished units); requires it to be kept in a designated escrow account at a federally insured bank with a Delaware office; limits its use to tenant damage beyond normal wear and tear and unpaid rent and charges; and requires the landlord to return it, with an itemised list of any deductions, within 20 days after the tenancy ends, failing which the tenant may recover double the amount wrongfully withheld.",
      topics: ["housing", "tenancy", "security-deposit", "deposit"],
      situations: [
        "my Delaware landlord has not returned my deposit a month after I moved out",
        "how much security deposit can a landlord charge in Delaware",
        "the landlord kept my deposit for repainting and normal cleaning",
        "how long does my Delaware landlord have to give back my security deposit",
        "can my Delaware landlord charge two months' deposit",
      ],
    },
  ],
};
