import type { InstrumentInput } from "../../schema";

export const nzResidentialTenanciesAct: InstrumentInput = {
  source_id: "nz-residential-tenancies-act",
  title: "Residential Tenancies Act 1986",
  short_names: ["Residential Tenancies Act 1986", "RTA", "Residential Tenancies Act (NZ)"],
  jurisdiction: "NZ",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.govt.nz/act/public/1986/0120/latest/whole.html",
  date: "1986-11-18",
  provisions: [
    {
      article: "19",
      heading: "Limit on amount of bond",
      summary: "Prohibits a landlord from requiring a bond of more than four weeks' rent.",
      topics: ["tenancy", "deposit"],
      situations: ["how much bond can a landlord ask for in New Zealand"],
    },
    {
      article: "24",
      heading: "Rent increases",
      summary: "Allows rent under a periodic tenancy to be increased only by at least 60 days' written notice and not within twelve months of the tenancy starting or the last increase.",
      topics: ["tenancy", "rent-increase"],
      situations: ["how often can my landlord raise the rent in New Zealand"],
    },
    {
      article: "40",
      heading: "Tenant's responsibilities",
      summary: "Requires the tenant to pay rent on time, keep the premises reasonably clean and tidy, notify the landlord of damage and needed repairs, and not damage the premises or disturb neighbours.",
      topics: ["tenancy", "tenant-obligations"],
      situations: [
        "what must I do as a tenant in New Zealand",
      ],
    },
    {
      article: "45",
      heading: "Landlord's responsibilities",
      summary: "Requires the landlord to provide and maintain the premises in a reasonable state of repair, comply with building, health and safety requirements and healthy homes standards, and allow the tenant quiet enjoyment.",
      topics: ["tenancy", "landlord-obligations", "repairs"],
      situations: ["my landlord in New Zealand won't fix the mould"],
    },
    {
      article: "51",
      heading: "Termination by notice",
      summary: "Sets notice for ending a periodic tenancy: generally 28 days by the tenant, and 63 or 90 days by the landlord on specified grounds such as the landlord moving in or selling.",
      topics: ["tenancy", "termination", "notice-period"],
      situations: ["how much notice do I need to give to leave my rental in New Zealand"],
    },
  ],
};
