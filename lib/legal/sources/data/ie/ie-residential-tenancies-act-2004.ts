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
    {
      article: "19",
      heading: "Setting of rent above market rent prohibited",
      summary:
        "Rent set at the start of a tenancy or on a review may not exceed the market rent for the tenancy. As amended, the section also caps how far rent may rise at each setting for dwellings in rent pressure zones, by reference to inflation and a maximum percentage, subject to limited exemptions.",
      topics: ["housing", "tenancy", "rent", "rent-increase"],
      situations: [
        "my landlord in Ireland wants to put the rent up by 10 percent",
        "is there a limit on how much rent can go up in a rent pressure zone",
        "the new rent my Irish landlord is asking is far above what similar flats cost",
      ],
    },
    {
      article: "20",
      heading: "Frequency with which rent reviews may occur",
      summary:
        "Rent under a tenancy may not be reviewed more often than the interval the Act allows, nor within the first period after the tenancy begins, whatever the lease says, unless there has been a substantial change in the accommodation that would alter its market rent.",
      topics: ["housing", "tenancy", "rent", "rent-increase"],
      situations: [
        "my landlord in Ireland raised the rent twice this year",
        "can the rent go up only a few months after I moved in",
        "how often is a landlord in Ireland allowed to review the rent",
      ],
    },
    {
      article: "34",
      heading: "Grounds for termination by landlord",
      summary:
        "A landlord may end a tenancy protected by Part 4 only on the grounds listed in the section's Table (for example the tenant's breach of obligations after a warning, the dwelling no longer suiting the household's size, an intended sale, the landlord or a family member needing the dwelling, substantial refurbishment or a change of use), with a valid notice giving the required notice period and stating the ground, accompanied where required by a statement or statutory declaration.",
      topics: ["housing", "tenancy", "eviction", "termination"],
      situations: [
        "my landlord in Ireland says I must leave because he is selling the house",
        "can my Irish landlord evict me so his daughter can move in",
        "on what grounds can a landlord end my tenancy after I have lived there for years",
      ],
    },
    {
      article: "62",
      heading: "Requirements for a valid notice of termination",
      summary:
        "A notice ending a tenancy is valid only if it is in writing, signed, dated with its date of service, in any prescribed form, gives the reason where the landlord ends a longer tenancy, states the termination date by which the tenant must leave, and says that any dispute about it must be referred to the Residential Tenancies Board within 28 days.",
      topics: ["housing", "tenancy", "eviction", "notice"],
      situations: [
        "my landlord sent me a text message telling me to move out",
        "the eviction notice from my Irish landlord does not give a reason",
        "is a notice to quit valid if it is not signed",
      ],
    },
    {
      article: "66",
      heading: "Period of notice where section 67 or 68 is inapplicable",
      summary:
        "Where a tenancy is ended other than for the other side's breach, the minimum notice is set by tables according to how long the tenancy has lasted: one table for notice given by the landlord and a shorter one for notice given by the tenant, with longer notice required as the tenancy gets longer.",
      topics: ["housing", "tenancy", "notice", "termination"],
      situations: [
        "how much notice must my landlord in Ireland give me to leave",
        "I want to move out of my rented flat in Dublin, how much notice do I give",
        "I have rented this house for five years, how long do I get after a notice to quit",
      ],
    },
  ],
};
