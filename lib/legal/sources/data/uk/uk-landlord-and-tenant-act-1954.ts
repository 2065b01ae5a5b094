import type { InstrumentInput } from "../../schema";

/**
 * Landlord and Tenant Act 1954, Part II (security of tenure for business tenancies in England and Wales), as amended
 * by the Regulatory Reform (Business Tenancies) (England and Wales) Order 2003 (SI 2003/3096), which inserted s.38A.
 * Only the sections the document review cites; summaries in our own words.
 */
export const ukLandlordAndTenantAct1954: InstrumentInput = {
  source_id: "uk-landlord-and-tenant-act-1954",
  title: "Landlord and Tenant Act 1954 (1954 c. 56)",
  short_names: ["Landlord and Tenant Act 1954", "LTA 1954", "1954 Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/Eliz2/2-3/56/contents",
  date: "1954",
  provisions: [
    {
      article: "24",
      heading: "Continuation of tenancies to which Part II applies and grant of new tenancies",
      summary:
        "A business tenancy protected by Part II does not end when its contractual term expires: it continues until ended in one of the ways the Act allows, and either party may ask the court to order the grant of a new tenancy.",
      topics: ["tenancy", "business-tenancy", "security-of-tenure"],
      situations: [
        "my business lease in England has expired, can I stay on",
        "can a business tenant ask for a new lease in England",
      ],
    },
    {
      article: "30",
      heading: "Opposition by landlord to application for new tenancy",
      summary:
        "Lists the only grounds on which a landlord may oppose a protected business tenant's new tenancy, among them that on termination the landlord intends to demolish or reconstruct the premises or carry out substantial construction work and could not reasonably do so without obtaining possession.",
      topics: ["tenancy", "business-tenancy", "security-of-tenure", "redevelopment"],
      situations: [
        "on what grounds can my landlord refuse to renew my shop lease in England",
      ],
    },
    {
      article: "38A",
      heading: "Agreements to exclude provisions of Part 2",
      summary:
        "Lets the prospective landlord and tenant of a tenancy for a term of years certain agree that sections 24 to 28 will not apply to it, but such an agreement is void unless the landlord served the prescribed warning notice on the tenant and the tenant made the prescribed declaration (a statutory declaration if the notice came less than 14 days before the tenant was bound), with a reference to both in or endorsed on the lease.",
      topics: ["tenancy", "business-tenancy", "security-of-tenure", "contracting-out"],
    },
  ],
};
