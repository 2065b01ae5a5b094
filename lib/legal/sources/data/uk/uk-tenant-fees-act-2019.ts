import type { InstrumentInput } from "../../schema";

export const ukTenantFeesAct2019: InstrumentInput = {
  source_id: "uk-tenant-fees-act-2019",
  title: "Tenant Fees Act 2019 (2019 c. 4)",
  short_names: ["Tenant Fees Act 2019", "TFA 2019"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2019/4/contents",
  date: "2019-02-12",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Prohibitions applying to landlords",
      summary:
        "A landlord must not require a tenant, guarantor or person acting for them to make a prohibited payment, take out a service contract or insurance with a third party (other than utilities or communications), or make a loan, in connection with a tenancy of housing in England.",
      topics: ["housing", "tenancy", "fees", "consumer-protection"],
      situations: [
        "the letting agent wants me to pay extra fees before I can move in",
        "can my landlord charge me for a credit check or for renewing the lease",
        "the landlord wants a fee for drawing up the tenancy agreement",
        "can my landlord make me buy his chosen insurance",
      ],
    },
    {
      article: "2",
      heading: "Prohibitions applying to letting agents",
      summary:
        "A letting agent must not require a tenant or guarantor to make a prohibited payment, enter into a third-party service or insurance contract, or make a loan in connection with a tenancy of housing in England.",
      topics: ["housing", "tenancy", "fees", "consumer-protection"],
      situations: [
        "the letting agent charged me a referencing fee",
        "can an agent charge admin fees to tenants in England",
      ],
    },
    {
      article: "3",
      heading: "Prohibited and permitted payments",
      summary:
        "Every payment a landlord or agent requires in connection with a tenancy is prohibited unless it is permitted by Schedule 1, which allows rent, a capped refundable tenancy deposit, a capped holding deposit, default fees for lost keys or late rent, and certain payments on variation, assignment or early termination.",
      topics: ["housing", "tenancy", "fees", "deposits"],
      situations: [
        "how much deposit can a landlord in England ask for",
        "which fees can a landlord legally charge a tenant",
      ],
    },
    {
      article: "4",
      heading: "Effect of a breach of section 1 or 2",
      summary:
        "A term of a tenancy agreement that breaches the prohibitions is not binding on the tenant or guarantor, but the rest of the agreement continues to bind the parties.",
      topics: ["housing", "tenancy", "fees", "unfair-terms"],
      situations: [
        "my tenancy agreement includes a check-out fee; do I have to pay",
        "my tenancy includes a banned fee clause; is the rest of the agreement valid",
      ],
    },
    {
      article: "5",
      heading: "Treatment of holding deposit",
      summary:
        "Schedule 2 governs holding deposits: they must be repaid within a deadline unless the tenant withdraws, fails right-to-rent checks, gives misleading information or does not take reasonable steps to enter the agreement.",
      topics: ["housing", "tenancy", "deposits"],
      situations: [
        "the landlord kept my holding deposit after he decided not to rent to me",
        "when must a landlord return my holding deposit",
      ],
    },
    {
      article: "15",
      heading: "Recovery by relevant person of amount paid",
      summary:
        "A tenant or guarantor may apply to the First-tier Tribunal to recover a prohibited payment or a holding deposit that was wrongly kept, and the tribunal may order repayment.",
      topics: ["housing", "tenancy", "fees", "remedies"],
      situations: [
        "how do I get back an illegal fee I paid to a letting agent",
        "can the tribunal order the landlord to repay a banned fee",
      ],
    },
  ],
};
