import type { InstrumentInput } from "../../schema";

/**
 * The heading below is a descriptive label of ours in square brackets: the section's official heading could not be
 * confirmed when this file was written.
 */
export const zaRentalHousingAct: InstrumentInput = {
  source_id: "za-rental-housing-act",
  title: "Rental Housing Act 50 of 1999",
  short_names: ["Rental Housing Act", "Act 50 of 1999", "South African Rental Housing Act"],
  jurisdiction: "ZA",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.gov.za/documents/rental-housing-act",
  date: "1999-11-19",
  provisions: [
    {
      article: "5",
      heading: "[Heading not verified] Leases and deposits",
      summary: "Governs the relationship between tenant and landlord: the lease may be oral or written (writing on the tenant's request), the landlord may require a deposit before moving in, which must be invested in an interest-bearing account and refunded with interest within set periods (generally seven days after the lease ends, less amounts due, or 14 days after restoration where damage must be repaired), and joint inspections must be held at the start and end.",
      topics: ["tenancy", "deposit", "lease-agreement"],
      situations: ["my landlord in South Africa won't return my deposit"],
    },
  ],
};
