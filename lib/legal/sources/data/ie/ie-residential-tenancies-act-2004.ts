import type { InstrumentInput } from "../../schema";

export const ieResidentialTenanciesAct2004: InstrumentInput = {
  source_id: "ie-residential-tenancies-act-2004",
  title: "Residential Tenancies Act 2004 (No. 27 of 2004)",
  short_names: ["Residential Tenancies Act 2004", "RTA 2004", "Residential Tenancies Acts"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.irishstatutebook.ie/eli/2004/act/27/enacted/en/html",
  date: "2004",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "12",
      heading: "Obligations of landlords",
      summary:
        "A landlord must allow the tenant peaceful and exclusive occupation, carry out necessary repairs to the structure and interior and keep to prescribed standards, insure the structure, return or repay any deposit promptly (subject to lawful deductions), give the tenant contact details for the landlord or agent, and meet other listed obligations.",
      topics: ["housing", "tenancy", "repairs", "deposits"],
      situations: [
        "my landlord in Ireland will not return my deposit",
        "the landlord refuses to repair the heating in my flat in Dublin",
      ],
    },
    {
      article: "14",
      heading: "Prohibition on penalisation of tenants",
      summary:
        "A landlord must not penalise a tenant for referring a dispute to the Residential Tenancies Board, giving evidence, making a complaint to a public authority, or making a good-faith request to the landlord about their rights.",
      topics: ["housing", "tenancy", "retaliation"],
      situations: [
        "my landlord threatened to end my tenancy after I complained to the RTB",
        "after I reported mould to the council my landlord raised my rent",
      ],
    },
    {
      article: "16",
      heading: "Obligations of tenants",
      summary:
        "A tenant must pay the rent and other charges, allow the landlord access for repairs and inspection, notify the landlord of defects, not cause deterioration beyond normal wear and tear, not behave anti-socially or allow others to, not alter or sublet without consent, and use the dwelling only as a dwelling.",
      topics: ["housing", "tenancy"],
      situations: [
        "what am I responsible for as a tenant in Ireland",
        "can my landlord in Ireland deduct for damage from my deposit",
      ],
    },
    {
      article: "22",
      heading: "Tenant to be notified of new rent",
      summary:
        "A landlord must give the tenant written notice of a new rent, in the prescribed form and within the required period before it takes effect, stating the amount and the date from which it is payable.",
      topics: ["housing", "tenancy", "rent"],
      situations: [
        "my landlord in Ireland increased the rent without proper notice",
        "how much warning must an Irish landlord give before a new rent applies",
      ],
    },
  ],
};
